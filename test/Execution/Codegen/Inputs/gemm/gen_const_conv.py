"""The test file and XLA-computed expected outputs for
test/Execution/Codegen/gemm_const_conv.mlir: convolutions whose filter JAX
closure-captured into the program (a stablehlo.constant) and that
kiln-lower-convolutions leaves to the packed GEMM (grouped convolutions),
so kiln-lower-contractions packs the filter at compile time: three K
dimensions (kh, kw, input channels) read through the contraction's indexing
map, one batch index per group, on one thread, on two (rows split, then
column panels) and through the plain loops (-O0).

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_const_conv.py \
       > test/Execution/Codegen/gemm_const_conv.mlir
"""
import functools
import os

import jax
import numpy as np

from entry_text import entry_text, print_test_file

HERE = os.path.dirname(os.path.abspath(__file__))

# name: (input NHWC, filter HWIO, stride, padding, groups)
CASES = {
    # 2 groups of 4 -> 8 channels, 100 pixels: batch 2, M 100, N 8, K 36.
    "grouped": ((1, 10, 10, 8), (3, 3, 4, 16), (1, 1), "SAME", 2),
    # Strided, 4 groups, N 40 (a partial column panel), K 75.
    "grouped_strided": ((2, 15, 15, 12), (5, 5, 3, 40), (2, 2), "VALID", 4),
    # Large enough for two threads (1M multiply-adds and more): rows split
    # (M 2048 per group) ...
    "grouped_rows": ((2, 32, 32, 32), (3, 3, 16, 64), (1, 1), "SAME", 2),
    # ... and column panels (M 36 per group).
    "grouped_cols": ((1, 6, 6, 256), (3, 3, 128, 256), (1, 1), "SAME", 2),
}

HEADER = """\
// Grouped convolutions with a constant filter (JAX closure-captured weights)
// go to the packed GEMM, which packs the filter at compile time, as
// --explain reports; results on one and two threads and at -O0 against
// XLA's (generated with this file by Inputs/gemm/gen_const_conv.py).
// RUN: cd %S/Inputs/gemm"""

rng = np.random.default_rng(7)
funcs, runs, checks = [], [], []
for name, (xs, ws, stride, padding, groups) in CASES.items():
    w = rng.standard_normal(ws).astype(np.float32)
    x = rng.standard_normal(xs).astype(np.float32)

    def conv(w, x, stride=stride, padding=padding, groups=groups):
        return jax.lax.conv_general_dilated(
            x, w, stride, padding,
            dimension_numbers=("NHWC", "HWIO", "NHWC"),
            feature_group_count=groups)

    f = jax.jit(functools.partial(conv, w))
    np.save(os.path.join(HERE, f"conv_{name}_x.npy"), x)
    np.save(os.path.join(HERE, f"conv_{name}_out.npy"), np.asarray(f(x)))
    funcs.append(entry_text(f.lower(x).as_text(), name))
    io = (f"--entry {name} --input conv_{name}_x.npy "
          f"--expect conv_{name}_out.npy --rtol 1e-4 --atol 1e-3")
    prefix = name.upper()
    runs.append(f"// RUN: kiln run --threads 1 %s --explain {io} | FileCheck %s --check-prefixes=OK,{prefix}")
    threaded = name in ("grouped_rows", "grouped_cols")
    if threaded:
        runs.append(f"// RUN: kiln run --threads 2 %s --explain {io} | FileCheck %s --check-prefixes=OK,{prefix}_2T")
        checks.append(f"// {prefix}_2T: kiln-lower-contractions: contraction "
                      f"made a GEMM kernel: batch {groups}, {{{{.*}}}}, split "
                      "across 2 threads, constant B pre-packed at compile time")
    else:
        runs.append(f"// RUN: kiln run --threads 2 %s {io} | FileCheck %s --check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK")
    checks.append(f"// {prefix}: kiln-lower-contractions: contraction made a "
                  f"GEMM kernel: batch {groups}, {{{{.*}}}}, constant B "
                  "pre-packed at compile time")

print_test_file(HEADER, runs, checks, funcs)
