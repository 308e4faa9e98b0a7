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

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)

NAMES = {
    np.dtype(np.float16): "f16", np.dtype(ml_dtypes.bfloat16): "bf16",
    np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
    np.dtype(np.int32): "i32", np.dtype(np.int8): "i8",
    np.dtype(np.uint8): "ui8",
    np.dtype(ml_dtypes.float8_e4m3fn): "f8E4M3FN",
    np.dtype(ml_dtypes.float8_e5m2): "f8E5M2",
    np.dtype(ml_dtypes.float8_e4m3fnuz): "f8E4M3FNUZ",
    np.dtype(ml_dtypes.float8_e5m2fnuz): "f8E5M2FNUZ",
    np.dtype(ml_dtypes.float8_e4m3b11fnuz): "f8E4M3B11FNUZ",
    np.dtype(ml_dtypes.float8_e4m3): "f8E4M3",
    np.dtype(ml_dtypes.float8_e3m4): "f8E3M4",
    np.dtype(ml_dtypes.float8_e8m0fnu): "f8E8M0FNU",
    np.dtype(ml_dtypes.float4_e2m1fn): "f4E2M1FN",
}
F8 = [ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2,
      ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e5m2fnuz,
      ml_dtypes.float8_e4m3b11fnuz, ml_dtypes.float8_e4m3,
      ml_dtypes.float8_e3m4, ml_dtypes.float8_e8m0fnu,
      ml_dtypes.float4_e2m1fn]


def ttype(shape, dtype):
    return ("tensor<" + "".join(f"{d}x" for d in shape)
            + NAMES[np.dtype(dtype)] + ">")


def literal(a):
    """Exact literals: integers as such, floats as the float32 (or f64)
    repr of their value, NaN and inf by their bits."""
    a = np.asarray(a)
    if a.size == 0:
        return "dense<>"
    bits = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}

    def one(x):
        if np.issubdtype(a.dtype, np.integer):
            return str(int(x))
        v = np.float64(x) if a.dtype == np.float64 else np.float32(x)
        if np.isfinite(v):
            return repr(float(v))
        width = a.dtype.itemsize
        return "0x%0*X" % (2 * width,
                           int(np.array(x).view(bits[width])))

    def nested(x):
        if x.ndim == 0:
            return one(x)
        return "[" + ", ".join(nested(row) for row in x) + "]"
    return f"dense<{nested(a)}>"


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
        n = NAMES[np.dtype(dtype)]
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
            out.append((f"{NAMES[np.dtype(itype)]} . {n}", dot,
                        [rng.integers(lo, hi, (4, 6)).astype(itype),
                         floats(rng, (6, 3), dtype)]))
    out.append(("f16 . f64 (the f16 operand widened)", dot,
                [floats(rng, (4, 5), np.float16),
                 floats(rng, (5, 3), np.float64)]))
    for dtype in F8:
        n = NAMES[np.dtype(dtype)]
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
        n = NAMES[np.dtype(dtype)]
        out.append((f"{n} 1x3x5x6 * 2x3x2x2", conv,
                    [floats(rng, (1, 3, 5, 6), dtype),
                     floats(rng, (2, 3, 2, 2), dtype)]))
    out.append(("f8E4M3FN into f32",
                lambda x, w: conv(x, w, preferred_element_type=jnp.float32),
                [floats(rng, (2, 2, 4, 4), ml_dtypes.float8_e4m3fn),
                 floats(rng, (3, 2, 2, 2), ml_dtypes.float8_e4m3fn)]))
    return out


def generate(all_cases, path, doc):
    args = [x for _, _, inputs in all_cases for x in inputs]

    def run(*flat):
        return tuple(fn(*flat[2 * i:2 * i + 2])
                     for i, (_, fn, _) in enumerate(all_cases))

    jitted = jax.jit(run)
    program = jitted.lower(*args).as_text()
    expected = [np.asarray(r) for r in jitted(*args)]
    program = program.replace("func.func public @main(",
                              "func.func private @cases(", 1)
    head, rest = program.split("\n", 1)
    main = ["  func.func public @main() {"]
    for i, a in enumerate(args):
        t = ttype(a.shape, a.dtype)
        main.append(f"    %c{i} = stablehlo.constant {literal(a)} : {t}")
        main.append(f"    %in{i} = stablehlo.optimization_barrier %c{i} : {t}")
    arg_types = ", ".join(ttype(a.shape, a.dtype) for a in args)
    result_types = ", ".join(ttype(e.shape, e.dtype) for e in expected)
    main.append(f"    %r:{len(expected)} = call @cases("
                + ", ".join(f"%in{i}" for i in range(len(args)))
                + f") : ({arg_types}) -> ({result_types})")
    for k, ((name, _, _), x) in enumerate(zip(all_cases, expected)):
        main.append(f"    // {name}")
        # An f64 sum is exact only up to its order of accumulation, which
        # kiln and XLA choose freely: a few units of its last place.
        check = "check.expect_almost_eq_const" if x.dtype == np.float64 \
            else "check.expect_eq_const"
        main.append(f"    {check} %r#{k}, {literal(x)} : "
                    f"{ttype(x.shape, x.dtype)}")
    main.append("    return")
    main.append("  }")
    text = "\n".join(doc + [
        "// RUN: kiln run %s | FileCheck %s",
        "// RUN: kiln run %s -O0 | FileCheck %s",
        "// CHECK-NOT: check failed",
        f"// CHECK: checks: {len(expected)} passed, 0 failed",
        head] + main) + "\n" + rest
    with open(path, "w") as f:
        f.write(text)


rng = np.random.default_rng(1414)
generate(cases(rng), os.path.join(TESTS, "dot_narrow_float.mlir"), [
    "// dot_general into f16, bf16, the f8 formats and f4E2M1FN (summed",
    "// in f32, rounded once), and JAX's mixed products (an integer with",
    "// f16 or bf16, f16 with f64, two f8 formats into f32). Generated",
    "// by Inputs/gen_dot_narrow.py: expected values from XLA's CPU",
    "// backend."])
generate(conv_cases(rng),
         os.path.join(TESTS, "..", "Convolution", "conv_narrow_float.mlir"), [
    "// convolution into f16, bf16, the f8 formats and f4E2M1FN (summed",
    "// in f32, rounded once), with a stride, padding and rhs dilation,",
    "// and f8E4M3FN into f32. Generated by",
    "// Contraction/Inputs/gen_dot_narrow.py: expected values from XLA's",
    "// CPU backend."])
