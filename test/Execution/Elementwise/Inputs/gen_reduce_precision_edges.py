"""Generates test/Execution/Elementwise/reduce_precision_edges.mlir:
reduce_precision at the edges of its formats: no mantissa bits (e11m0,
e8m0, e5m0, e2m0, e1m0), a one-bit exponent (e1m0, e1m1, e1m52), formats
wider than the operand's (e11m52 on every type), on f64, f32, f16, bf16,
the f8 formats whose subnormals are f16 subnormals (f8E5M2, f8E5M2FNUZ),
f8E4M3FN and f4E2M1FN, with NaN, infinities, signed zeros, subnormals,
ties and overflow.

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Elementwise/Inputs/gen_reduce_precision_edges.py

JAX's export of a function computing every case (renamed @cases) is
called by a hand-written @main on constant inputs; the results are
asserted with check.expect_eq_const against what XLA's CPU backend
returns for the same function, with one exception: a NaN reduced to a
format with no mantissa bits, which cannot hold a NaN, becomes +inf, as
the spec's conversion to that format and back gives and the StableHLO
reference interpreter returns (its test reduce_precision_op_test_f64_zero_
mantissa_bits); XLA returns the NaN.
"""

import os
import sys

import jax
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(TESTS))
from check_program import (element_type, export,  # noqa: E402
                           write_cases_test)

FORMATS = [(11, 52), (11, 0), (8, 23), (8, 7), (8, 0), (5, 10), (5, 0),
           (5, 2), (4, 3), (2, 0), (2, 1), (1, 0), (1, 1), (1, 52)]
NAN, INF = float("nan"), float("inf")


def values(dtype):
    info = ml_dtypes.finfo(dtype)
    v = [0.0, -0.0, NAN, -NAN, INF, -INF, 1.0, 1.5, 1.75, 3.0, -2.5, 0.75,
         1.0 / 3.0, float(info.max), -float(info.max), float(info.tiny),
         float(info.smallest_subnormal), 2.0 * float(info.smallest_subnormal),
         3.0 * float(info.smallest_subnormal), 1e-5, 2e-5, 6e-5, 65504.0,
         65520.0, 1e300, 1e-300, 5e-324, 448.0, 6.0, 0.25]
    x = np.array(v, np.float64).astype(dtype)
    return x


def generate():
    cases = []
    for dtype in (np.float64, np.float32, np.float16, ml_dtypes.bfloat16,
                  ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2fnuz,
                  ml_dtypes.float8_e4m3fn, ml_dtypes.float4_e2m1fn):
        x = values(dtype)
        for e, m in FORMATS:
            cases.append((np.dtype(dtype), e, m, x))

    def run(*xs):
        return tuple(lax.reduce_precision(x, exponent_bits=e, mantissa_bits=m)
                     for x, (_, e, m, _) in zip(xs, cases))

    args = [x for _, _, _, x in cases]
    program, expected = export(run, args)
    checks = []
    for (dtype, e, m, x), want in zip(cases, expected):
        note = ""
        if m == 0:
            nan = np.isnan(x.astype(np.float64))
            want[nan] = np.array(INF).astype(dtype)
            note = " (NaN -> +inf: the spec, not XLA)"
        checks.append((f"{element_type(dtype)} to e{e}m{m}{note}", "eq"))
    write_cases_test(os.path.join(TESTS, "reduce_precision_edges.mlir"), [
        "reduce_precision at the edges of its formats (no mantissa bits, a",
        "one-bit exponent, formats wider than the operand's) on f64, f32,",
        "f16, bf16, f8E5M2, f8E5M2FNUZ, f8E4M3FN and f4E2M1FN. Generated",
        "by Inputs/gen_reduce_precision_edges.py: expected values from",
        "XLA's CPU backend, but a NaN reduced to no mantissa bits is +inf",
        "(the spec and its reference interpreter; XLA keeps the NaN)."],
        program, args, expected, checks)


generate()
