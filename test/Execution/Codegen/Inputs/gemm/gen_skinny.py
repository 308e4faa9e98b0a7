"""Inputs, XLA-computed expected outputs and the test file for
test/Execution/Codegen/gemm_skinny.mlir: skinny products (few rows or few columns)
that kiln-lower-contractions runs through its unpacked kernels (broadcast:
B contiguous along N; dot: both operands contiguous along K), with edge
tiles in every direction, partial vectors, matrix-vector products, batch
dimensions and an M group of two dimensions.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_skinny.py \
       > test/Execution/Codegen/gemm_skinny.mlir
"""
import os

import numpy as np

from entry_text import dot_cases, entry_text, print_test_file, shape_note

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2611)

CASES = {
    # name: (lhs shape, rhs shape, ((lhs contracting, rhs contracting), (lhs batch, rhs batch)))
    "m1": ((1, 300), (300, 200), (((1,), (0,)), ((), ()))),
    "m13": ((13, 77), (77, 150), (((1,), (0,)), ((), ()))),
    "n5": ((150, 77), (77, 5), (((1,), (0,)), ((), ()))),
    "nt16": ((16, 100), (300, 100), (((1,), (1,)), ((), ()))),
    "nt_tall": ((200, 70), (9, 70), (((1,), (1,)), ((), ()))),
    "matvec": ((300, 199), (199,), (((1,), (0,)), ((), ()))),
    "vecmat": ((199,), (199, 230), (((0,), (0,)), ((), ()))),
    "batched": ((4, 3, 50), (4, 50, 70), (((2,), (1,)), ((0,), (0,)))),
    "m_group": ((2, 5, 80), (80, 60), (((2,), (0,)), ((), ()))),
}

HEADER = """\
// Skinny f32 dot_general (few rows or few columns) through the unpacked
// kernels of kiln-lower-contractions, as --explain reports, on one thread
// and two, and through the plain loops (-O0), against XLA's results
// (generated with this file by Inputs/gemm/gen_skinny.py): edge tiles in
// rows and columns, partial vectors (masked), K not a multiple of the
// vector width, matrix-vector and vector-matrix products, batch dimensions
// and an M group of two dimensions.
// RUN: cd %S/Inputs/gemm"""

funcs, runs, checks = [], [], []
for name, ls, rs, dims, text in dot_cases(CASES, HERE, rng, "skinny_"):
    funcs.append(entry_text(text, name))
    io = (f"--entry {name} --input skinny_{name}_a.npy --input skinny_{name}_b.npy "
          f"--expect skinny_{name}_out.npy --rtol 1e-4 --atol 1e-4")
    prefix = name.upper()
    runs.append(f"// RUN: kiln run %s --explain {io} | FileCheck %s --check-prefixes=OK,{prefix}")
    checks.append(f"// {prefix}: kiln-lower-contractions: skinny contraction made an "
                  f"unpacked kernel: {shape_note(ls, rs, dims)}")
    runs.append(f"// RUN: kiln run --threads 2 %s {io} | FileCheck %s --check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK")

print_test_file(HEADER, runs, checks, funcs)
