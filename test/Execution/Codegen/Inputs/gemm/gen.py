"""Inputs and XLA-computed expected outputs for
test/Execution/Codegen/gemm_*.mlir, the generated GEMM kernels (kiln-lower-contractions): sizes that cross the
cache blocks and leave edge tiles in M, N and K, batch dimensions, operands
in transposed layouts, and M / N dimension groups of several dimensions.
Each case is a jax.lax.dot_general; its StableHLO is printed to stdout for
the test file, its inputs and XLA's result are saved here.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen.py
"""
import os

import numpy as np

from entry_text import save_dot_cases

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2026)

CASES = {
    # name: (lhs shape, rhs shape, ((lhs contracting, rhs contracting), (lhs batch, rhs batch)))
    "edges": ((200, 300), (300, 70), (((1,), (0,)), ((), ()))),
    "batch": ((3, 17, 40), (3, 40, 33), (((2,), (1,)), ((0,), (0,)))),
    "transposed": ((64, 45), (29, 64), (((0,), (1,)), ((), ()))),
    "groups": ((2, 9, 50), (50, 4, 5), (((2,), (0,)), ((), ()))),
    "batch_inner": ((24, 6, 31), (31, 6, 19), (((2,), (0,)), ((1,), (1,)))),
    # Above lhs-in-place-bytes (272 KB), so A is packed: its 14-row panels
    # (4 rows in the last) and a second K block of 84 (a 4-column tail
    # after the transposed squares).
    "edges_packed": ((200, 340), (340, 70), (((1,), (0,)), ((), ()))),
    # A batched product wide enough for the packed GEMM (not a skinny
    # kernel), its small A read in place batch by batch.
    "batch_gemm": ((2, 40, 64), (2, 64, 48), (((2,), (1,)), ((0,), (0,)))),
}

save_dot_cases(CASES, HERE, rng)
