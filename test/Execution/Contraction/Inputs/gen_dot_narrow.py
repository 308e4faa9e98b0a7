"""Generates test/Execution/Contraction/dot_narrow_float.mlir: dot_general
whose result is a float narrower than f32 (f16, bf16, every f8 format,
f4E2M1FN), on plain, batched, odd and zero-sized shapes, and the mixed
products JAX writes as a convert and a dot: an integer operand with an
f16 or bf16 one, f16 with f64, and two different f8 formats into f32.

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Contraction/Inputs/gen_dot_narrow.py

JAX's export of a function computing every case (renamed @cases) is
called by a hand-written @main on constant inputs; the results are
asserted with check.expect_eq_const against what XLA's CPU backend
returns for the same function (never kiln). XLA accumulates such products
in f32 and rounds once (the 8- and 4-bit formats through f16), and so does
kiln: exact equality holds as long as both add the f32 products in an
order that rounds alike, which the sums here (of at most 16 products of
short significands) do.
"""

import os
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(TESTS))
from check_program import (element_type, export_cases,  # noqa: E402
                           write_cases_test)

F8 = [ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2,
      ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e5m2fnuz,
      ml_dtypes.float8_e4m3b11fnuz, ml_dtypes.float8_e4m3,
      ml_dtypes.float8_e3m4, ml_dtypes.float8_e8m0fnu,
      ml_dtypes.float4_e2m1fn]


def floats(rng, shape, dtype):
    if np.dtype(dtype) == np.dtype(ml_dtypes.float8_e8m0fnu):
        return (2.0 ** rng.integers(-6, 6, shape)).astype(dtype)
    return (rng.standard_normal(shape) * 2).astype(dtype)


def dot(x, y, **kw):
    return lax.dot_general(x, y, (((x.ndim - 1,), (y.ndim - 2 if y.ndim > 1
                                                     else 0,)), ((), ())),
                           **kw)


def batched(x, y):
    return lax.dot_general(x, y, (((2,), (1,)), ((0,), (0,))))


def cases(rng):
    out = []
    for dtype in (np.float16, ml_dtypes.bfloat16):
        n = element_type(dtype)
        out.append((f"{n} 5x16 . 16x7", dot,
                    [floats(rng, (5, 16), dtype), floats(rng, (16, 7), dtype)]))
        out.append((f"{n} batched 2x3x8 . 2x8x4", batched,
                    [floats(rng, (2, 3, 8), dtype),
                     floats(rng, (2, 8, 4), dtype)]))
        out.append((f"{n} vector 9 . 9", dot,
                    [floats(rng, (9,), dtype), floats(rng, (9,), dtype)]))
        out.append((f"{n} 3x0 . 0x4 (zeros)", dot,
                    [np.zeros((3, 0), dtype), np.zeros((0, 4), dtype)]))
        out.append((f"{n} 0x5 . 5x2 (empty)", dot,
                    [np.zeros((0, 5), dtype), floats(rng, (5, 2), dtype)]))
        # JAX converts the integer operand to the float type, then dots.
        for itype, lo, hi in ((np.int32, -1000, 1000), (np.int8, -128, 128),
                              (np.uint8, 0, 256)):
            out.append((f"{element_type(itype)} . {n}", dot,
                        [rng.integers(lo, hi, (4, 6)).astype(itype),
                         floats(rng, (6, 3), dtype)]))
    out.append(("f16 . f64 (the f16 operand widened)", dot,
                [floats(rng, (4, 5), np.float16),
                 floats(rng, (5, 3), np.float64)]))
    for dtype in F8:
        n = element_type(dtype)
        out.append((f"{n} 3x8 . 8x5", dot,
                    [floats(rng, (3, 8), dtype), floats(rng, (8, 5), dtype)]))
        out.append((f"{n} 1x1 . 1x1", dot,
                    [floats(rng, (1, 1), dtype), floats(rng, (1, 1), dtype)]))
    out.append(("f8E4M3FN . f8E5M2 into f32",
                lambda x, y: dot(x, y, preferred_element_type=jnp.float32),
                [floats(rng, (3, 4), ml_dtypes.float8_e4m3fn),
                 floats(rng, (4, 2), ml_dtypes.float8_e5m2)]))
    return out


def conv(x, w, **kw):
    return lax.conv_general_dilated(x, w, (1, 2), [(1, 0), (0, 1)],
                                    rhs_dilation=(1, 2), **kw)


def conv_cases(rng):
    """NCHW x OIHW convolutions with a stride, padding and rhs dilation."""
    out = []
    for dtype in [np.float16, ml_dtypes.bfloat16] + F8:
        n = element_type(dtype)
        out.append((f"{n} 1x3x5x6 * 2x3x2x2", conv,
                    [floats(rng, (1, 3, 5, 6), dtype),
                     floats(rng, (2, 3, 2, 2), dtype)]))
    out.append(("f8E4M3FN into f32",
                lambda x, w: conv(x, w, preferred_element_type=jnp.float32),
                [floats(rng, (2, 2, 4, 4), ml_dtypes.float8_e4m3fn),
                 floats(rng, (3, 2, 2, 2), ml_dtypes.float8_e4m3fn)]))
    return out


def generate(all_cases, path, doc):
    program, args, expected = export_cases(
        [(fn, inputs) for _, fn, inputs in all_cases])
    # An f64 sum is exact only up to its order of accumulation, which kiln
    # and XLA choose freely: a few units of its last place.
    checks = [(name, "almost_const" if x.dtype == np.float64 else "eq")
              for (name, _, _), x in zip(all_cases, expected)]
    write_cases_test(path, doc, program, args, expected, checks)


rng = np.random.default_rng(1414)
generate(cases(rng), os.path.join(TESTS, "dot_narrow_float.mlir"), [
    "dot_general into f16, bf16, the f8 formats and f4E2M1FN (summed",
    "in f32, rounded once), and JAX's mixed products (an integer with",
    "f16 or bf16, f16 with f64, two f8 formats into f32). Generated",
    "by Inputs/gen_dot_narrow.py: expected values from XLA's CPU",
    "backend."])
generate(conv_cases(rng),
         os.path.join(TESTS, "..", "Convolution", "conv_narrow_float.mlir"), [
    "convolution into f16, bf16, the f8 formats and f4E2M1FN (summed",
    "in f32, rounded once), with a stride, padding and rhs dilation,",
    "and f8E4M3FN into f32. Generated by",
    "Contraction/Inputs/gen_dot_narrow.py: expected values from XLA's",
    "CPU backend."])
