"""Generates test/Execution/Elementwise/narrow_floats.mlir: the float
formats narrower than f8E4M3FN's kind that kiln encodes itself, f4E2M1FN,
f6E2M3FN, f6E3M2FN (no inf, no NaN: overflow saturates, NaN becomes -0)
and f8E8M0FNU (unsigned powers of two, NaN for zero and negative values):
conversions from f32 and f64 (rounding, ties, overflow, NaN, inf, -0),
to f32, f16 and bf16, and add, multiply, maximum and negate, asserted with
each check op (expect_eq_const, expect_almost_eq_const, expect_close and
the JAX-style custom calls).

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Elementwise/Inputs/gen_narrow_floats.py

Expected values, never kiln's: XLA's CPU backend (through JAX) for
f4E2M1FN; ml_dtypes for the f6 formats, which XLA's CPU backend does not
support, and for f8E8M0FNU, where XLA turns a value below 2^-127 that is
an f32 subnormal (an f64 such as 1.5 * 2^-128, a product such as 2^-137)
into NaN, as if flushed to zero, while ml_dtypes (and kiln) round it to
2^-127 like the f32 conversion of XLA itself (ml_dtypes defines the
types XLA uses: each op computes in f32 and rounds once, which is what
XLA does for the others).
"""

import os
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(TESTS))
from check_program import literal, write_test  # noqa: E402

TYPES = [("f4E2M1FN", ml_dtypes.float4_e2m1fn, True),
         ("f6E2M3FN", ml_dtypes.float6_e2m3fn, False),
         ("f6E3M2FN", ml_dtypes.float6_e3m2fn, False),
         ("f8E8M0FNU", ml_dtypes.float8_e8m0fnu, False)]
NAN, INF = float("nan"), float("inf")
# Specials: zeros, NaN, infinities, ties in each format, overflow, values
# below the smallest subnormal, powers of two and values between them.
SPECIALS = [0.0, -0.0, NAN, INF, -INF, 0.25, 0.75, 1.25, 2.5, 5.0, 7.0,
            3.0, 1.5, -1.5, 6.5, 100.0, -100.0, 1e-3, 0.0625, 0.09375,
            2.0 ** -127, 1.5 * 2.0 ** -128, 3e38, -3.5, 28.0, 30.0]


def run_ops(dtype, with_xla, x32, x64, y32):
    """The results of every case, from XLA or from ml_dtypes."""
    if with_xla:
        def f(x32, x64, y32):
            a = x32.astype(dtype)
            b = y32.astype(dtype)
            return (a, x64.astype(dtype), a.astype(jnp.float32),
                    a.astype(jnp.float16), a.astype(jnp.bfloat16), a + b,
                    a * b, jnp.maximum(a, b), -a)
        return [np.asarray(r) for r in jax.jit(f)(x32, x64, y32)]
    a = x32.astype(dtype)
    b = y32.astype(dtype)
    af, bf = a.astype(np.float32), b.astype(np.float32)
    return [a, x64.astype(dtype), af, a.astype(np.float16),
            a.astype(ml_dtypes.bfloat16), (af + bf).astype(dtype),
            (af * bf).astype(dtype), np.maximum(af, bf).astype(dtype),
            (-af).astype(dtype)]


def generate():
    rng = np.random.default_rng(46)
    body, checks = [], 0
    for k, (elt, dtype, with_xla) in enumerate(TYPES):
        n = len(SPECIALS) + 6
        x = np.array(SPECIALS + list(rng.standard_normal(6) * 4),
                     np.float64)
        x32 = x.astype(np.float32)
        y32 = np.roll(x32, 3)
        results = run_ops(dtype, with_xla, x32, x, y32)
        t = f"tensor<{n}x{elt}>"
        body.append(f"  // {elt}")
        body.append(f"  %x{k} = stablehlo.constant {literal(x32)} : "
                    f"tensor<{n}xf32>")
        body.append(f"  %d{k} = stablehlo.constant {literal(x)} : "
                    f"tensor<{n}xf64>")
        body.append(f"  %y{k} = stablehlo.constant {literal(y32)} : "
                    f"tensor<{n}xf32>")
        body.append(f"  %in{k}:3 = stablehlo.optimization_barrier %x{k}, "
                    f"%d{k}, %y{k} : tensor<{n}xf32>, tensor<{n}xf64>, "
                    f"tensor<{n}xf32>")
        body.append(f"  %a{k} = stablehlo.convert %in{k}#0 : "
                    f"(tensor<{n}xf32>) -> {t}")
        body.append(f"  %b{k} = stablehlo.convert %in{k}#2 : "
                    f"(tensor<{n}xf32>) -> {t}")
        ops = [
            (f"%a{k}", t),
            (f"stablehlo.convert %in{k}#1 : (tensor<{n}xf64>) -> {t}", t),
            (f"stablehlo.convert %a{k} : ({t}) -> tensor<{n}xf32>",
             f"tensor<{n}xf32>"),
            (f"stablehlo.convert %a{k} : ({t}) -> tensor<{n}xf16>",
             f"tensor<{n}xf16>"),
            (f"stablehlo.convert %a{k} : ({t}) -> tensor<{n}xbf16>",
             f"tensor<{n}xbf16>"),
            (f"stablehlo.add %a{k}, %b{k} : {t}", t),
            (f"stablehlo.multiply %a{k}, %b{k} : {t}", t),
            (f"stablehlo.maximum %a{k}, %b{k} : {t}", t),
            (f"stablehlo.negate %a{k} : {t}", t),
        ]
        names = ["convert from f32", "convert from f64", "convert to f32",
                 "convert to f16", "convert to bf16", "add", "multiply",
                 "maximum", "negate"]
        for j, ((op, rt), want, name) in enumerate(zip(ops, results, names)):
            v = f"%r{k}_{j}"
            body.append(f"  // {elt}: {name}")
            if op.startswith("%"):
                v = op
            else:
                body.append(f"  {v} = {op}")
            rel = literal(want)
            if j == 0:
                # The same values through every kind of check.
                body.append(f"  check.expect_eq_const {v}, {rel} : {rt}")
                body.append(f"  check.expect_almost_eq_const {v}, {rel} : "
                            f"{rt}")
                body.append(f"  %w{k}_{j} = stablehlo.constant {rel} : {rt}")
                body.append(f"  check.expect_close {v}, %w{k}_{j}, "
                            f"max_ulp_difference = 0 : {rt}, {rt}")
                body.append(f"  stablehlo.custom_call @check.expect_close({v}, "
                            f"%w{k}_{j}) {{has_side_effect = true}} : ({rt}, "
                            f"{rt}) -> ()")
                body.append(f"  stablehlo.custom_call @check.expect_almost_eq"
                            f"({v}, %w{k}_{j}) {{has_side_effect = true}} : "
                            f"({rt}, {rt}) -> ()")
                checks += 5
            else:
                body.append(f"  check.expect_eq_const {v}, {rel} : {rt}")
                checks += 1
    write_test(os.path.join(TESTS, "narrow_floats.mlir"), [
        "f4E2M1FN, f6E2M3FN, f6E3M2FN and f8E8M0FNU: conversions from f32",
        "and f64, to f32, f16 and bf16, add, multiply, maximum and negate,",
        "through every check op. Generated by Inputs/gen_narrow_floats.py:",
        "expected values from XLA's CPU backend (f4E2M1FN) and ml_dtypes",
        "(the f6 formats, which XLA's CPU backend lacks, and f8E8M0FNU,",
        "where XLA flushes values below 2^-127 to NaN: see the script)."],
        checks, body)


generate()
