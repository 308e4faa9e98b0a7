"""Inputs and numpy's results for bf16_size_generic.test: bf16 products
(summed in f32) of one layout and one M that differ in N and K, so that
kiln's kernels for them take N and K at run time.

usage: gen_bf16_size_generic.py OUT_DIR
"""
import os
import sys

import ml_dtypes
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(20261205)

# (m, n, k): B blocks beyond L1 (K past one packed block, ragged N), then
# within it (K under one tile, ragged K and N), then 300 rows (two blocks
# of A rows, split by rows on two threads).
SHAPES = [(64, 100, 300), (64, 72, 600), (64, 200, 520),
          (64, 70, 40), (64, 40, 129), (64, 90, 25),
          (300, 96, 64), (300, 160, 64)]
for i, (m, n, k) in enumerate(SHAPES):
    x = rng.standard_normal((m, k)).astype(ml_dtypes.bfloat16)
    y = rng.standard_normal((k, n)).astype(ml_dtypes.bfloat16)
    np.save(os.path.join(out, f"in{2 * i}.npy"), x)
    np.save(os.path.join(out, f"in{2 * i + 1}.npy"), y)
    # Each bf16 product is exact in f64; the sum's rounding is the test's
    # tolerance.
    ref = x.astype(np.float64) @ y.astype(np.float64)
    np.save(os.path.join(out, f"ref{i}.npy"), ref.astype(np.float32))
