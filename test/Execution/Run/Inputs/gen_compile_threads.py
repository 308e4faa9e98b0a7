"""Inputs and numpy's result for compile_threads.mlir: a four-layer
perceptron whose products have four different shapes (four GEMM kernels),
tanh between the layers and a softmax at the end.

usage: gen_compile_threads.py OUT_DIR
"""
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(20261205)
shapes = [(64, 200), (200, 300), (300, 100), (100, 250), (250, 40)]
arrays = [(rng.standard_normal(s) / np.sqrt(s[0])).astype(np.float32)
          for s in shapes]
for i, a in enumerate(arrays):
    np.save(os.path.join(out, f"in{i}.npy"), a)
h = arrays[0].astype(np.float64)
for w in arrays[1:4]:
    h = np.tanh(h @ w.astype(np.float64))
logits = h @ arrays[4].astype(np.float64)
e = np.exp(logits - logits.max(axis=1, keepdims=True))
np.save(os.path.join(out, "ref.npy"), (e / e.sum(axis=1, keepdims=True)).astype(np.float32))
