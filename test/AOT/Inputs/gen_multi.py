"""Writes the inputs and expected outputs of Inputs/multi.mlir, computed
with numpy: out0 = x * w + x, out1 = n * n, out2 = not m; and those of
the custom call tests (Inputs/cc).

Run: venv/bin/python test/AOT/Inputs/gen_multi.py
"""
import os

import numpy as np

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "multi")
os.makedirs(here, exist_ok=True)
x = np.array([[1.0, 2.0, 3.0], [-4.0, 5.0, 8.0]], dtype=np.float32)
w = np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.25]], dtype=np.float32)
n = np.array(-7, dtype=np.int32)
m = np.array([True, False, True])
for i, a in enumerate([x, n, m]):
    np.save(os.path.join(here, f"in{i}.npy"), a)
for i, a in enumerate([x * w + x, n * n, np.logical_not(m)]):
    np.save(os.path.join(here, f"out{i}.npy"), a)

# test/Execution/CustomCall/custom_call.mlir's inputs and outputs (values by hand,
# as in that test) for custom_call.test.
cc = os.path.join(os.path.dirname(here), "cc")
os.makedirs(cc, exist_ok=True)
cc_inputs = [
    np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32),
    np.array([1, 2, 250], dtype=np.uint8),
    np.array([7, -8, 9], dtype=np.int32),
]
cc_outputs = [
    np.array([[14, 21], [35, 42]], dtype=np.float32),
    np.array([254, 253, 5], dtype=np.uint8),
    np.array(253, dtype=np.int32),
    np.array([[3, 6, 9], [12, 15, 18]], dtype=np.float32),
]
for i, a in enumerate(cc_inputs):
    np.save(os.path.join(cc, f"in{i}.npy"), a)
for i, a in enumerate(cc_outputs):
    np.save(os.path.join(cc, f"out{i}.npy"), a)
np.save(os.path.join(cc, "failing_in0.npy"), np.array([1, 2], np.float32))
