"""Test text for the generators under test/Execution/*/Inputs: programs that
`kiln run` runs and whose @main asserts every result with the check
dialect's ops. It holds what those generators have in common: tensor types
and exact constant literals, the RUN and CHECK lines every such test starts
with, a program written by hand around the body of its @main, and the most
common program, in which JAX's export of one function computing every case
(its @main renamed @cases) is called by a hand-written @main on constant
inputs and each result is compared with the value XLA's CPU backend
computed. A generator imports it by putting test/Execution on sys.path
(`sys.path.insert(0, os.path.dirname(TESTS))`, TESTS being its folder).
"""

import jax
import ml_dtypes
import numpy as np

# MLIR's name of each element type the generators write.
ELEMENT_TYPES = {
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8", np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32", np.dtype(np.int64): "i64",
    np.dtype(np.uint8): "ui8", np.dtype(np.uint16): "ui16",
    np.dtype(np.uint32): "ui32", np.dtype(np.uint64): "ui64",
    np.dtype(np.float16): "f16", np.dtype(ml_dtypes.bfloat16): "bf16",
    np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
    np.dtype(ml_dtypes.float8_e4m3fn): "f8E4M3FN",
    np.dtype(ml_dtypes.float8_e5m2): "f8E5M2",
    np.dtype(ml_dtypes.float8_e4m3fnuz): "f8E4M3FNUZ",
    np.dtype(ml_dtypes.float8_e5m2fnuz): "f8E5M2FNUZ",
    np.dtype(ml_dtypes.float8_e4m3b11fnuz): "f8E4M3B11FNUZ",
    np.dtype(ml_dtypes.float8_e4m3): "f8E4M3",
    np.dtype(ml_dtypes.float8_e3m4): "f8E3M4",
    np.dtype(ml_dtypes.float8_e8m0fnu): "f8E8M0FNU",
    np.dtype(ml_dtypes.float6_e2m3fn): "f6E2M3FN",
    np.dtype(ml_dtypes.float6_e3m2fn): "f6E3M2FN",
    np.dtype(ml_dtypes.float4_e2m1fn): "f4E2M1FN",
    np.dtype(np.complex64): "complex<f32>",
    np.dtype(np.complex128): "complex<f64>",
}
_BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def element_type(dtype):
    return ELEMENT_TYPES[np.dtype(dtype)]


def ttype(shape, elt):
    """The tensor type of `shape`; `elt` is an element type's MLIR name or a
    numpy dtype."""
    if not isinstance(elt, str):
        elt = element_type(elt)
    return "tensor<" + "".join(f"{d}x" for d in shape) + elt + ">"


def float_text(x):
    """The numpy float scalar `x` as an exact MLIR literal: an f64 as
    itself and a narrower float as the f32 of its value (every narrower
    value is an f32 number), written as Python's shortest repr with a '.'
    (MLIR reads 5e-324 as an integer, 5.0e-324 as a float); NaN, its
    payload included, and infinities by their bits in x's own width."""
    v = np.float64(x) if x.dtype == np.float64 else np.float32(x)
    if np.isfinite(v):
        text = repr(float(v))
        return text if "." in text else text.replace("e", ".0e")
    width = x.dtype.itemsize
    return "0x%0*X" % (2 * width, int(np.array(x).view(_BITS[width])))


def literal(a):
    """The dense literal of the array `a`, exact: integers as such,
    booleans as true and false, floats by float_text and complex numbers
    as (real, imaginary) pairs of them."""
    a = np.asarray(a)
    if a.size == 0:
        return "dense<>"

    def one(x):
        if a.dtype == np.bool_:
            return "true" if x else "false"
        if np.issubdtype(a.dtype, np.integer):
            return str(int(x))
        if np.iscomplexobj(x):
            return f"({float_text(x.real)}, {float_text(x.imag)})"
        return float_text(x)

    def nested(x):
        if x.ndim == 0:
            return one(x)
        return "[" + ", ".join(nested(row) for row in x) + "]"
    return f"dense<{nested(a)}>"


def run_lines(checks):
    """The lines after a test's description: it runs at the default
    optimization level and at -O0, and each run passes `checks` checks and
    fails none."""
    return ["// RUN: kiln run %s | FileCheck %s",
            "// RUN: kiln run %s -O0 | FileCheck %s",
            "// CHECK-NOT: check failed",
            f"// CHECK: checks: {checks} passed, 0 failed"]


def write_test(path, doc, checks, body, functions=()):
    """Writes a program written by hand: the comment lines `doc`, the RUN
    lines of `checks` checks, the lines `functions`, and a @main whose body
    is `body` (lines indented by two spaces)."""
    text = "\n".join(
        [f"// {line}" for line in doc] + run_lines(checks) + list(functions)
        + ["func.func @main() {"] + body + ["  return", "}"]) + "\n"
    with open(path, "w") as f:
        f.write(text)


def export(fn, args):
    """JAX's export of `fn` on `args` as text, and XLA's results (copies
    that a generator may change, as numpy arrays)."""
    jitted = jax.jit(fn)
    program = jitted.lower(*args).as_text()
    return program, [np.array(r) for r in jitted(*args)]


def export_cases(cases):
    """JAX's export of one function computing every case of `cases`, a list
    of (function, inputs), on its inputs in turn; the inputs of every case,
    in order; and XLA's results, one a case."""
    args = [x for _, inputs in cases for x in inputs]

    def run(*flat):
        results, k = [], 0
        for fn, inputs in cases:
            results.append(fn(*flat[k:k + len(inputs)]))
            k += len(inputs)
        return tuple(results)

    program, expected = export(run, args)
    return program, args, expected


def check_lines(k, want, kind, max_ulp=None, tolerance=None):
    """The lines asserting that result %r#k is `want`: "eq" exactly
    (check.expect_eq_const), "almost_const" within expect_almost_eq_const's
    default tolerance, "almost" within `tolerance` (check.expect_almost_eq)
    and "close" within `max_ulp` units in the last place
    (check.expect_close)."""
    t = ttype(want.shape, want.dtype)
    if kind == "eq":
        return [f"check.expect_eq_const %r#{k}, {literal(want)} : {t}"]
    if kind == "almost_const":
        return [f"check.expect_almost_eq_const %r#{k}, {literal(want)} : {t}"]
    constant = f"%want{k} = stablehlo.constant {literal(want)} : {t}"
    if kind == "almost":
        return [constant, f"check.expect_almost_eq %r#{k}, %want{k}, "
                f"tolerance = {float_text(np.float64(tolerance))} : {t}"]
    assert kind == "close", kind
    return [constant, f"check.expect_close %r#{k}, %want{k}, "
            f"max_ulp_difference = {max_ulp} : {t}, {t}"]


def write_cases_test(path, doc, program, args, expected, checks,
                     barrier=True, **tolerances):
    """Writes the test of JAX's export `program` (from export or
    export_cases): its @main becomes @cases, called by a new @main on the
    constants `args` (each passed through stablehlo.optimization_barrier
    unless `barrier` is false, so that no folder computes the cases at
    compile time), with each result k compared with expected[k] as
    checks[k] = (comment, kind) says (check_lines, which `tolerances` go
    to). `doc` is the test's description, as lines of text."""
    program = program.replace("func.func public @main(",
                              "func.func private @cases(", 1)
    head, rest = program.split("\n", 1)
    main = ["  func.func public @main() {"]
    for i, a in enumerate(args):
        t = ttype(a.shape, a.dtype)
        if barrier:
            main.append(f"    %c{i} = stablehlo.constant {literal(a)} : {t}")
            main.append(f"    %in{i} = stablehlo.optimization_barrier %c{i} : "
                        f"{t}")
        else:
            main.append(f"    %in{i} = stablehlo.constant {literal(a)} : {t}")
    arg_types = ", ".join(ttype(a.shape, a.dtype) for a in args)
    result_types = ", ".join(ttype(e.shape, e.dtype) for e in expected)
    main.append(f"    %r:{len(expected)} = call @cases("
                + ", ".join(f"%in{i}" for i in range(len(args)))
                + f") : ({arg_types}) -> ({result_types})")
    for k, ((comment, kind), want) in enumerate(zip(checks, expected)):
        main.append(f"    // {comment}")
        main += ["    " + line
                 for line in check_lines(k, want, kind, **tolerances)]
    main += ["    return", "  }"]
    text = "\n".join([f"// {line}" for line in doc]
                     + run_lines(len(expected)) + [head] + main) + "\n" + rest
    with open(path, "w") as f:
        f.write(text)
