"""Generates kiln's tests of the complex elementwise ops that the spec
defines on complex numbers beyond arithmetic:
  - test/Execution/Elementwise/complex_order.mlir: maximum and minimum,
    in the spec's lexicographic order on (real, imaginary);
  - test/Execution/Elementwise/complex_functions.mlir: atan2, logistic and
    cbrt;
  - test/Execution/Elementwise/complex_bitcast.mlir: bitcast_convert
    between complex<f64> and complex<f32>;
  - test/Execution/DataMovement/iota_complex.mlir: iota.
each on complex<f32> and complex<f64>, odd and zero-sized shapes.

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Elementwise/Inputs/gen_complex_ops.py

Expected values, never kiln's:
  - maximum, minimum, atan2, logistic and iota: what XLA's CPU backend
    returns for the same ops (JAX's export of lax.max, lax.min, lax.atan2,
    lax.logistic and lax.iota, called by a hand-written @main on constant
    inputs). maximum and minimum pick the second operand whenever NaN makes
    the comparison unordered, as XLA and the StableHLO reference
    interpreter do.
  - cbrt: XLA and JAX have no complex cbrt; the expected values are the
    spec's principal cube root |z|^(1/3) e^(i arg(z) / 3), computed with
    mpmath at 60 digits and rounded.
  - bitcast_convert: JAX has no complex bitcast either (and the spec allows
    it between complex types only, C2); the expected values are numpy's
    view of the same bytes.
Exact ops are asserted with check.expect_eq_const; atan2, logistic and
cbrt within `MAX_ULP` units in the last place of each part
(check.expect_close), the formulas' rounding differing from XLA's.
"""

import os
import sys

import jax
import mpmath
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
DATA_MOVEMENT = os.path.join(os.path.dirname(TESTS), "DataMovement")
sys.path.insert(0, os.path.dirname(TESTS))
from check_program import (element_type, export_cases, literal,  # noqa: E402
                           ttype, write_cases_test, write_test)

MAX_ULP = 4
NAN, INF = float("nan"), float("inf")


def complex_values(dtype, shape, rng, specials):
    """Random values (normal parts, scaled by up to 1e3) with `specials`
    first."""
    n = int(np.prod(shape))
    scale = 10.0 ** rng.uniform(-3, 3, n)
    v = (rng.standard_normal(n) + 1j * rng.standard_normal(n)) * scale
    v[:min(len(specials), n)] = specials[:n]
    return v.astype(dtype).reshape(shape)


def write_program(path, doc, cases):
    """`cases`: (name, function, inputs, check) where check is "eq",
    "almost" or "close"; the functions are exported together as @cases."""
    program, args, expected = export_cases(
        [(fn, inputs) for _, fn, inputs, _ in cases])
    write_cases_test(path, doc, program, args, expected,
                     [(name, check) for name, _, _, check in cases],
                     max_ulp=MAX_ULP, tolerance=1e-5)


def order_cases(rng):
    # Ties of the real parts, NaN in either part of either operand, signed
    # zeros and infinities; the second operand wins unordered comparisons.
    lhs = [1 + 2j, 3 - 1j, 1 + 1j, complex(NAN, 0), complex(0, NAN),
           1 + 0j, complex(-0.0, 0), 0j, complex(2, 1), complex(2, NAN),
           complex(1, -0.0), 1 + 0j, complex(NAN, 1), complex(INF, 0),
           complex(-INF, 5), complex(5, INF), 4 - 4j]
    rhs = [1 + 3j, 2 + 5j, 1 + 1j, 1 + 0j, 1 + 0j, complex(NAN, 0), 0j,
           complex(-0.0, 0), complex(2, NAN), complex(2, 1), 1 + 0j,
           complex(1, -0.0), complex(NAN, 2), complex(INF, 1), 1 + 0j,
           complex(5, -INF), 4 - 4j]
    cases = []
    for dtype in (np.complex64, np.complex128):
        a = np.array(lhs, dtype)
        b = np.array(rhs, dtype)
        name = element_type(dtype)
        for op, fn in (("maximum", lax.max), ("minimum", lax.min)):
            cases.append((f"{op} on {name}, special pairs", fn, [a, b], "eq"))
            x = complex_values(dtype, (3, 5), rng, [])
            y = x.copy()
            # Equal real parts in the first row, so the imaginary parts
            # decide.
            y[0] = (x[0].real + 1j * complex_values(dtype, (5,), rng,
                                                     []).imag).astype(dtype)
            y[1:] = complex_values(dtype, (2, 5), rng, [])
            cases.append((f"{op} on {name}, 3x5", fn, [x, y], "eq"))
            z = np.zeros((0, 4), dtype)
            cases.append((f"{op} on {name}, 0x4", fn, [z, z], "eq"))
            s = np.array(complex(2, -1), dtype)
            t = np.array(complex(2, 3), dtype)
            cases.append((f"{op} on {name}, scalar", fn, [s, t], "eq"))
    return cases


def function_cases(rng):
    cases = []
    for dtype in (np.complex64, np.complex128):
        name = element_type(dtype)
        specials = [0j, complex(-0.0, 0.0), 1 + 0j, -1 + 0j, 1j, -1j,
                    2 + 3j, -2 - 3j, complex(0.5, -0.25)]
        # atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)): the log of a
        # number of modulus 1, whose real part (atan2's imaginary part) is
        # rounding noise wherever the result is real, and whose sign picks
        # the side of the branch cut for the real part. No two formulas
        # agree there in ulps, so atan2 is checked to 1e-5 absolute, on
        # values off the cut (zeros and real pairs left out).
        off_cut = [2 + 3j, -2 - 3j, complex(0.5, -0.25), 1 + 1j]
        y = complex_values(dtype, (4, 5), rng, off_cut)
        x = complex_values(dtype, (4, 5), rng, off_cut[::-1])
        cases.append((f"atan2 on {name}, 4x5", lax.atan2, [y, x], "almost"))
        z = np.zeros((2, 0), dtype)
        cases.append((f"atan2 on {name}, 2x0", lax.atan2, [z, z], "almost"))
        # logistic overflows e^-z for real parts below about -88 (f32) or
        # -709 (f64); keep them inside, where the formula is defined.
        w = complex_values(dtype, (7,), rng, specials)
        w = (np.clip(w.real, -30, 30) + 1j * w.imag).astype(dtype)
        cases.append((f"logistic on {name}, 7", lax.logistic, [w], "close"))
        cases.append((f"logistic on {name}, scalar", lax.logistic,
                      [np.array(complex(0.25, -1.5), dtype)], "close"))
    return cases


def cbrt_reference(z, dtype):
    mpmath.mp.dps = 60
    out = []
    for v in z.reshape(-1):
        if v == 0:
            out.append(complex(0.0, 0.0))
            continue
        r = mpmath.root(mpmath.mpc(float(v.real), float(v.imag)), 3)
        out.append(complex(float(r.real), float(r.imag)))
    return np.array(out, dtype).reshape(z.shape)


def write_cbrt_and_bitcast(rng):
    """cbrt and bitcast_convert, which JAX cannot export for complex
    numbers: hand-written programs."""
    body, n = [], 0
    for dtype in (np.complex64, np.complex128):
        t_specials = [1 + 0j, -8 + 0j, 27j, -1j, 2 + 2j, complex(-3, -4),
                      complex(0.001, 1000.0), complex(-5, 1e-3)]
        for shape in [(8,), (2, 3), (0, 3)]:
            z = complex_values(dtype, shape, rng, t_specials)
            t = ttype(shape, dtype)
            body.append(f"  %z{n} = stablehlo.constant {literal(z)} : {t}")
            body.append(f"  %b{n} = stablehlo.optimization_barrier %z{n} : "
                        f"{t}")
            body.append(f"  %cbrt{n} = stablehlo.cbrt %b{n} : {t}")
            body.append(f"  %want{n} = stablehlo.constant "
                        f"{literal(cbrt_reference(z, dtype))} : {t}")
            body.append(f"  check.expect_close %cbrt{n}, %want{n}, "
                        f"max_ulp_difference = {MAX_ULP} : {t}, {t}")
            n += 1
    write_test(os.path.join(TESTS, "complex_cbrt.mlir"), [
        "cbrt on complex<f32> and complex<f64>: the principal cube root",
        f"(spec: cbrt), against mpmath's at 60 digits, within {MAX_ULP} ULPs.",
        "Generated by Inputs/gen_complex_ops.py (XLA has no complex cbrt)."],
        n, body)

    body, n = [], 0
    wide = complex_values(np.complex128, (2, 3), rng,
                          [complex(NAN, -0.0), complex(INF, 1.5)])
    narrow = complex_values(np.complex64, (3, 2), rng, [complex(-0.0, NAN)])
    conversions = [(wide, np.complex64, wide.view(np.complex64)
                    .reshape(wide.shape + (2,))),
                   (narrow, np.complex128, narrow.view(np.complex128)
                    .reshape(narrow.shape[:-1])),
                   (np.zeros((0,), np.complex128), np.complex64,
                    np.zeros((0, 2), np.complex64))]
    for src, to, want in conversions:
        ts, tr = ttype(src.shape, src.dtype), ttype(want.shape, to)
        body.append(f"  %x{n} = stablehlo.constant {literal(src)} : {ts}")
        body.append(f"  %b{n} = stablehlo.optimization_barrier %x{n} : {ts}")
        body.append(f"  %r{n} = stablehlo.bitcast_convert %b{n} : ({ts}) -> "
                    f"{tr}")
        body.append(f"  %w{n} = stablehlo.constant {literal(want)} : {tr}")
        # Bit for bit, so the NaNs' payloads count: compare as integers of
        # the parts' width through the real and imaginary parts.
        part = "f32" if to == np.complex64 else "f64"
        ip = "i32" if to == np.complex64 else "i64"
        shape = "".join(f"{d}x" for d in want.shape)
        for which in ("real", "imag"):
            body.append(f"  %{which}{n} = stablehlo.{which} %r{n} : ({tr}) -> "
                        f"tensor<{shape}{part}>")
            body.append(f"  %{which}w{n} = stablehlo.{which} %w{n} : ({tr}) "
                        f"-> tensor<{shape}{part}>")
            body.append(f"  %{which}i{n} = stablehlo.bitcast_convert "
                        f"%{which}{n} : (tensor<{shape}{part}>) -> "
                        f"tensor<{shape}{ip}>")
            body.append(f"  %{which}wi{n} = stablehlo.bitcast_convert "
                        f"%{which}w{n} : (tensor<{shape}{part}>) -> "
                        f"tensor<{shape}{ip}>")
            body.append(f"  check.expect_eq %{which}i{n}, %{which}wi{n} : "
                        f"tensor<{shape}{ip}>")
        n += 1
    write_test(os.path.join(TESTS, "complex_bitcast.mlir"), [
        "bitcast_convert between complex<f64> and complex<f32> (the spec",
        "allows complex to complex only, C2): one complex<f64> is the",
        "complex<f32> of its real part's bits and the one of its imaginary",
        "part's, low half first, as numpy views the same bytes (expected",
        "values). Generated by Inputs/gen_complex_ops.py."], 2 * n, body)


def iota_cases():
    cases = []
    for dtype in (np.complex64, np.complex128):
        name = element_type(dtype)
        for shape, dim in [((5,), 0), ((4, 3), 0), ((4, 3), 1), ((0, 3), 1),
                           ((2, 3, 2), 2)]:
            def fn(dtype=dtype, shape=shape, dim=dim):
                return lax.broadcasted_iota(dtype, shape, dim)
            cases.append((f"iota on {name}, {shape} along {dim}", fn, [],
                          "eq"))
    return cases


rng = np.random.default_rng(2024)
write_program(os.path.join(TESTS, "complex_order.mlir"), [
    "maximum and minimum on complex<f32> and complex<f64>: the spec's",
    "lexicographic order on (real, imaginary); the second operand when",
    "a NaN makes the comparison unordered. Generated by",
    "Inputs/gen_complex_ops.py: expected values from XLA's CPU backend."],
    order_cases(rng))
write_program(os.path.join(TESTS, "complex_functions.mlir"), [
    "atan2 and logistic on complex<f32> and complex<f64>. Generated by",
    "Inputs/gen_complex_ops.py: expected values from XLA's CPU backend,",
    f"logistic within {MAX_ULP} ULPs per part, atan2 within 1e-5 (see",
    "the script)."], function_cases(rng))
write_cbrt_and_bitcast(rng)
write_program(os.path.join(DATA_MOVEMENT, "iota_complex.mlir"), [
    "iota on complex<f32> and complex<f64>: the index as the real part.",
    "Generated by Elementwise/Inputs/gen_complex_ops.py: expected values",
    "from XLA's CPU backend."], iota_cases())
