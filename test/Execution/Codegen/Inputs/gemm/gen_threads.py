"""The test file and XLA-computed expected outputs for
test/Execution/Codegen/gemm_threads.mlir: products large enough (1M multiply-adds
and more, or skinny with a large operand) for kiln-lower-contractions to
split them across threads, in each of its kernels: the broadcast and dot
kernels for skinny products, and the packed GEMM split by row runs and by
column panels. The operands are built
inside each program from iota (sin/cos of scaled indices plus a shift from
a small input), so the test needs no large input files; the result is the
full product.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_threads.py \
       > test/Execution/Codegen/gemm_threads.mlir
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

from entry_text import entry_text, print_test_file, shape_note

HERE = os.path.dirname(os.path.abspath(__file__))

CASES = {
    # name: (lhs shape, rhs shape, dot_general dimension numbers, kernel)
    "bcast_wide": ((16, 256), (256, 1100), (((1,), (0,)), ((), ())), "skinny"),
    "dot_wide": ((8, 256), (2100, 256), (((1,), (1,)), ((), ())), "skinny"),
    # Few multiply-adds (0.6M) but a large operand (2.4 MB, more than
    # min-parallel-bytes): split anyway.
    "m1_bytes": ((1, 1024), (1024, 600), (((1,), (0,)), ((), ())), "skinny"),
    "rows_runs": ((400, 150), (150, 90), (((1,), (0,)), ((), ())), "gemm"),
    # 2M multiply-adds (above min-parallel-flops, 1M): one A block, so the
    # threads take column panels.
    "square_128": ((128, 128), (128, 128), (((1,), (0,)), ((), ())), "gemm"),
    "col_panels": ((100, 200), (200, 300), (((1,), (0,)), ((), ())), "gemm"),
    # Rows split across threads with several K and N blocks (kc = 256,
    # nc = 1024), a partial last row panel (191 = 13 * 14 + 9) and a
    # partial last column panel.
    "rows_blocks": ((191, 300), (300, 1040), (((1,), (0,)), ((), ())),
                    "gemm"),
    # Batched, split by rows and by column panels (each thread walks every
    # batch index).
    "batch_rows": ((2, 350, 100), (2, 100, 70), (((2,), (1,)), ((0,), (0,))),
                   "gemm"),
    "batch_cols": ((4, 50, 200), (4, 200, 130), (((2,), (1,)), ((0,), (0,))),
                   "gemm"),
}

HEADER = """\
// f32 dot_general large enough to be split across threads, through each
// kernel of kiln-lower-contractions (the unpacked broadcast and dot kernels,
// the packed GEMM by runs of rows and by column panels), as --explain
// reports, on two threads, one, and through the plain loops (-O0), against
// XLA's results (generated with this file by Inputs/gemm/gen_threads.py).
// The operands are computed in the programs from iota.
// RUN: cd %S/Inputs/gemm"""


def operand(shape, scale, shift):
    size = int(np.prod(shape))
    idx = jnp.arange(size, dtype=jnp.float32).reshape(shape)
    return jnp.sin(idx * scale + shift)


funcs, runs, checks = [], [], []
shifts = np.array([0.25, -0.5], np.float32)
np.save(os.path.join(HERE, "threads_shift.npy"), shifts)
for name, (ls, rs, dims, kind) in CASES.items():
    def f(s, ls=ls, rs=rs, dims=dims):
        a = operand(ls, 0.0137, s[0])
        b = operand(rs, 0.0071, s[1])
        return jax.lax.dot_general(a, b, dims)
    np.save(os.path.join(HERE, f"threads_{name}_out.npy"),
            np.asarray(jax.jit(f)(shifts)))
    funcs.append(entry_text(jax.jit(f).lower(shifts).as_text(), name))
    io = (f"--entry {name} --input threads_shift.npy "
          f"--expect threads_{name}_out.npy --rtol 1e-4 --atol 1e-3")
    prefix = name.upper()
    runs.append(f"// RUN: kiln run --threads 2 %s --explain {io} | FileCheck %s --check-prefixes=OK,{prefix}")
    runs.append(f"// RUN: kiln run --threads 1 %s {io} | FileCheck %s --check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK")
    what = ("skinny contraction made an unpacked kernel" if kind == "skinny"
            else "contraction made a GEMM kernel")
    checks.append(f"// {prefix}: kiln-lower-contractions: {what}: "
                  f"{shape_note(ls, rs, dims)}, split across 2 threads")

print_test_file(HEADER, runs, checks, funcs)
