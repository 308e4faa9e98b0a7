"""Inputs and numpy's results for gemm_size_generic.test: f32 products that
differ only in their sizes (kernels taking N, or N and K, at run time).

usage: gen_size_generic.py OUT_DIR
"""
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(20261205)


def normal(*shape):
    return (rng.standard_normal(shape) / np.sqrt(shape[-2] if len(shape) > 1 else 1)).astype(np.float32)


inputs = [
    normal(128, 64),          # x: A read in place
    normal(64, 200),          # N 200
    normal(64, 72),           # N 72 (its B blocks stay in L1: another kernel)
    normal(64, 1100),         # N 1100: more than one N block
    normal(128, 600),         # A packed, K 600 (three K blocks)
    normal(600, 96),
    normal(128, 700),         # A packed, K 700
    normal(700, 150),
    normal(4, 64, 40),        # batched, N 48 and 80
    normal(4, 40, 48),
    normal(4, 40, 80),
    normal(400, 64),          # 400 rows: row blocks (split by rows on threads)
    normal(64, 160),
    normal(64, 300),
]
for i, a in enumerate(inputs):
    np.save(os.path.join(out, f"in{i}.npy"), a)
f = [a.astype(np.float64) for a in inputs]
results = [f[0] @ f[1], f[0] @ f[2], np.tanh(f[0] @ f[3]), f[4] @ f[5],
           f[6] @ f[7], f[8] @ f[9], f[8] @ f[10], f[11] @ f[12], f[11] @ f[13]]
for i, r in enumerate(results):
    np.save(os.path.join(out, f"ref{i}.npy"), r.astype(np.float32))
