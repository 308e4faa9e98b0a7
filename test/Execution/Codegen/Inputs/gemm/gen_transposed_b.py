"""Inputs and XLA-computed expected outputs for
test/Execution/Codegen/gemm_transposed_b.mlir: products whose right-hand side is
contiguous along K (x @ w.T, q @ k.T), which kiln packs in squares
transposed in registers, with edge panels in N, K not a multiple of the
vector width, several K blocks and batch dimensions. Each case is a
jax.lax.dot_general; its StableHLO is printed to stdout for the test file,
its inputs and XLA's result are saved here.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_transposed_b.py
"""
import os

import numpy as np

from entry_text import save_dot_cases

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2611)

CASES = {
    # name: (lhs shape, rhs shape, ((lhs contracting, rhs contracting), (lhs batch, rhs batch)))
    # N = 50: one whole 32-wide panel and an edge panel; K = 37: two
    # 16-squares and 5 rows left (4 with 8-wide vectors).
    "tb_edges": ((70, 37), (50, 37), (((1,), (1,)), ((), ()))),
    # K = 300: two K blocks (256 and 44); N = 96: three whole panels.
    "tb_blocks": ((40, 300), (96, 300), (((1,), (1,)), ((), ()))),
    # Attention scores: batch 3, q @ k.T with K = 24.
    "tb_batch": ((3, 40, 24), (3, 45, 24), (((2,), (2,)), ((0,), (0,)))),
    # One thread: one block of rows and a B block beyond L1, packed panel
    # by panel (N = 170: five whole panels and an edge one).
    "tb_panels": ((50, 200), (170, 200), (((1,), (1,)), ((), ()))),
    # Large enough to be split across two threads (by A blocks).
    "tb_large": ((300, 129), (120, 129), (((1,), (1,)), ((), ()))),
    # Few rows: split across threads by B panels, each thread packing its own.
    "tb_wide": ((64, 208), (320, 208), (((1,), (1,)), ((), ()))),
}

save_dot_cases(CASES, HERE, rng)
