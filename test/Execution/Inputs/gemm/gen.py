"""Inputs and XLA-computed expected outputs for test/Execution/gemm_*.mlir,
the generated GEMM kernels (kiln-lower-contractions): sizes that cross the
cache blocks and leave edge tiles in M, N and K, batch dimensions, operands
in transposed layouts, and M / N dimension groups of several dimensions.
Each case is a jax.lax.dot_general; its StableHLO is printed to stdout for
the test file, its inputs and XLA's result are saved here.

Run: venv/bin/python test/Execution/Inputs/gemm/gen.py
"""
import os

import jax
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2026)

CASES = {
    # name: (lhs shape, rhs shape, ((lhs contracting, rhs contracting), (lhs batch, rhs batch)))
    "edges": ((200, 300), (300, 70), (((1,), (0,)), ((), ()))),
    "batch": ((3, 17, 40), (3, 40, 33), (((2,), (1,)), ((0,), (0,)))),
    "transposed": ((64, 45), (29, 64), (((0,), (1,)), ((), ()))),
    "groups": ((2, 9, 50), (50, 4, 5), (((2,), (0,)), ((), ()))),
    "batch_inner": ((24, 6, 31), (31, 6, 19), (((2,), (0,)), ((1,), (1,)))),
}

for name, (ls, rs, dims) in CASES.items():
    a = rng.standard_normal(ls).astype(np.float32)
    b = rng.standard_normal(rs).astype(np.float32)
    f = lambda x, y, dims=dims: jax.lax.dot_general(x, y, dims)
    np.save(os.path.join(HERE, f"{name}_a.npy"), a)
    np.save(os.path.join(HERE, f"{name}_b.npy"), b)
    np.save(os.path.join(HERE, f"{name}_out.npy"), np.asarray(jax.jit(f)(a, b)))
    print(f"// {name}\n" + jax.jit(f).lower(a, b).as_text())
