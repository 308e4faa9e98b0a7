"""Inputs, XLA-computed expected outputs and the test file for
test/Execution/Codegen/gemm_narrow.mlir: dot_general on bf16 and f16
operands (and bf16 with f32) through the GEMM kernels of
kiln-lower-contractions, which widen the inputs to f32 as they pack or load
them and accumulate in f32, as XLA's CPU backend does. The cases reach
every way the kernels read an operand: packed A and B (row-major, and B
contiguous along K, packed in transposed squares), batch dimensions, both
thread splits, the skinny broadcast and dot kernels with partial vectors,
a matrix-vector product, an f32 result (preferred_element_type), mixed
bf16 x f32 operands, and closure-captured bf16 weights packed at compile
time.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_narrow.py \
       > test/Execution/Codegen/gemm_narrow.mlir
"""
import functools
import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

from entry_text import entry_text, print_test_file, shape_note

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1202)

BF16, F16, F32 = ml_dtypes.bfloat16, np.float16, np.float32
GEMM = "contraction made a GEMM kernel"
SKINNY = "skinny contraction made an unpacked kernel"
NN = (((1,), (0,)), ((), ()))
NT = (((1,), (1,)), ((), ()))

# name: (lhs shape and type, rhs shape and type, dimension numbers,
# preferred element type or None, the kernel --explain names)
CASES = {
    # A packed in 14-row panels (4 rows in the last), two K blocks.
    "bf16_packed": ((200, 340, BF16), (340, 70, BF16), NN, None, GEMM),
    "f16_packed": ((200, 300, F16), (300, 70, F16), NN, None, GEMM),
    # B contiguous along K: packed in transposed width x width squares and
    # a tail of K % width rows.
    "bf16_transposed_b": ((130, 99, BF16), (75, 99, BF16), NT, None, GEMM),
    "bf16_batch": ((3, 40, 64, BF16), (3, 64, 48, BF16),
                   (((2,), (1,)), ((0,), (0,))), None, GEMM),
    # Many rows: on two threads, each takes a run of rows.
    "bf16_rows": ((700, 128, BF16), (128, 96, BF16), NN, None, GEMM),
    # An f32 result of bf16 operands, and bf16 times f32.
    "bf16_to_f32": ((150, 100, BF16), (100, 90, BF16), NN, F32, GEMM),
    "bf16_f32": ((150, 100, BF16), (100, 90, F32), NN, F32, GEMM),
    # Skinny: the broadcast kernel (13 rows, a partial last vector) and the
    # dot kernel (both operands contiguous along K, K % width masked).
    "bf16_m13": ((13, 77, BF16), (77, 150, BF16), NN, None, SKINNY),
    "f16_nt16": ((16, 100, F16), (300, 100, F16), NT, None, SKINNY),
    "bf16_matvec": ((300, 199, BF16), (199, BF16), NN, None, SKINNY),
}

HEADER = """\
// dot_general on bf16 and f16 (and bf16 with f32) through the generated
// GEMM kernels, which widen the inputs to f32 as they read them and
// accumulate in f32, on one thread and two, and through the plain loops
// (-O0), against XLA's results (generated with this file by
// Inputs/gemm/gen_narrow.py). The results are rounded to bf16 or f16 once,
// so kiln's and XLA's summation orders may put them a unit apart.
// RUN: cd %S/Inputs/gemm"""


def values(shape, dtype):
    return rng.standard_normal(shape).astype(dtype)


def tolerance(dtype):
    # Two units of the result's format, relative; near zero, where the sum
    # cancels, the two f32 sums' own difference.
    return {F32: "--rtol 1e-4 --atol 1e-4", F16: "--rtol 2e-3 --atol 1e-3",
            BF16: "--rtol 1.6e-2 --atol 1e-3"}[dtype]


funcs, runs, checks = [], [], []
for name, (ls, rs, dims, preferred, kernel) in CASES.items():
    a, b = values(ls[:-1], ls[-1]), values(rs[:-1], rs[-1])
    f = functools.partial(jax.lax.dot_general, dimension_numbers=dims,
                          preferred_element_type=preferred)
    out = np.asarray(jax.jit(f)(a, b))
    for suffix, x in (("a", a), ("b", b), ("out", out)):
        np.save(os.path.join(HERE, f"narrow_{name}_{suffix}.npy"), x)
    funcs.append(entry_text(jax.jit(f).lower(a, b).as_text(), name))
    io = (f"--entry {name} --input narrow_{name}_a.npy --input "
          f"narrow_{name}_b.npy --expect narrow_{name}_out.npy "
          f"{tolerance(out.dtype.type)}")
    prefix = name.upper()
    runs.append(f"// RUN: kiln run --threads 1 %s --explain {io} | "
                f"FileCheck %s --check-prefixes=OK,{prefix}")
    runs.append(f"// RUN: kiln run --threads 2 %s {io} | FileCheck %s --check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK")
    checks.append(f"// {prefix}: kiln-lower-contractions: {kernel}: "
                  f"{shape_note(ls[:-1], rs[:-1], dims)}")

# Closure-captured bf16 weights reach kiln as constants, packed (widened to
# f32) at compile time; the variable operand is built from iota and a
# one-element input, so the test needs no large input file.
weights = values((128, 96), BF16)


def with_weights(shift):
    n = 64 * 128
    x = jnp.sin(jnp.arange(n, dtype=jnp.float32).reshape(64, 128) * 0.0137
                + shift[0]).astype(jnp.bfloat16)
    return x @ weights


shift = np.array([0.25], np.float32)
np.save(os.path.join(HERE, "narrow_const_shift.npy"), shift)
np.save(os.path.join(HERE, "narrow_const_out.npy"),
        np.asarray(jax.jit(with_weights)(shift)))
funcs.append(entry_text(jax.jit(with_weights).lower(shift).as_text(), "const"))
io = ("--entry const --input narrow_const_shift.npy --expect "
      f"narrow_const_out.npy {tolerance(BF16)}")
runs.append(f"// RUN: kiln run --threads 1 %s --explain {io} | "
            "FileCheck %s --check-prefixes=OK,CONST")
runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK")
checks.append(f"// CONST: kiln-lower-contractions: {GEMM}: batch 1, M 64, N 96, "
              "K 128, constant B pre-packed at compile time")

print_test_file(HEADER, runs, checks, funcs)
