"""Generates test/Execution/LinearAlgebra/triangular_solve_{f16,bf16}.mlir:
lax.linalg.triangular_solve on float16 and bfloat16, every combination of
left/right side, lower/upper triangle, transposed or not and unit diagonal
or not, on single systems, small batches, batches of more than 8 systems
(which XLA solves directly, row by row, rather than by inverting diagonal
blocks), one unknown, and no right-hand sides or no systems at all.

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/LinearAlgebra/Inputs/gen_triangular_half.py

Each test is one program: JAX's export of a function computing every case
(renamed @cases), called by a hand-written @main on constant inputs, whose
results are asserted with check.expect_eq_const against what XLA's CPU
backend returns for the same function (never kiln). They are exact: kiln
rounds each step as XLA's expansion does (lib/Conversion/StablehloToLinalg/
TriangularSolveHalf.cpp), which is how the rules written there were found;
this script also prints how far XLA's results are from the solution
computed in f64, to show why an f32 solve rounded once would not match.
"""

import os

import jax
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)

# (batch, unknowns, right-hand sides); options are cycled through.
SHAPES = [((), 4, 3), ((), 5, 1), ((2,), 3, 2), ((9,), 4, 2), ((10,), 3, 1),
          ((2, 5), 3, 2), ((), 1, 3), ((3,), 1, 1), ((), 3, 0), ((0,), 3, 2),
          ((), 7, 2)]
OPTIONS = [dict(left_side=l, lower=lo, transpose_a=t, unit_diagonal=u)
           for l in (True, False) for lo in (True, False)
           for t in (False, True) for u in (False, True)]


def ttype(shape, elt):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elt + ">"


def literal(a):
    """A dense literal of `a`'s values, exact for 16-bit floats."""
    def nested(x):
        if x.ndim == 0:
            return repr(float(np.float32(x)))
        return "[" + ", ".join(nested(row) for row in x) + "]"
    a = np.asarray(a)
    if a.size == 0:
        return "dense<>"
    return f"dense<{nested(a)}>"


def cases_for(dtype, rng):
    """(options, a, b) per case: every option on the first shapes, then the
    other shapes with the options in turn."""
    cases = []
    k = 0
    for batch, n, m in SHAPES:
        count = len(OPTIONS) if (batch, n, m) == SHAPES[0] else 4
        for _ in range(count):
            opts = OPTIONS[k % len(OPTIONS)]
            k += 1
            a = rng.standard_normal(batch + (n, n)) / np.sqrt(max(n, 1))
            a += 3 * np.eye(n)
            bshape = batch + ((n, m) if opts["left_side"] else (m, n))
            b = rng.standard_normal(bshape)
            cases.append((opts, a.astype(dtype), b.astype(dtype)))
    return cases


def generate(elt, dtype, seed):
    rng = np.random.default_rng(seed)
    cases = cases_for(dtype, rng)
    args = [x for _, a, b in cases for x in (a, b)]

    def run(*flat):
        return tuple(lax.linalg.triangular_solve(flat[2 * i], flat[2 * i + 1],
                                                 **opts)
                     for i, (opts, _, _) in enumerate(cases))

    jitted = jax.jit(run)
    program = jitted.lower(*args).as_text()
    expected = [np.asarray(r) for r in jitted(*args)]
    worst = 0
    for (opts, a, b), x in zip(cases, expected):
        exact = np.asarray(lax.linalg.triangular_solve(
            a.astype(np.float64), b.astype(np.float64), **opts))
        if x.size:
            ulp = np.abs(exact - x.astype(np.float64)) / np.spacing(
                np.abs(exact).astype(dtype)).astype(np.float64)
            worst = max(worst, float(np.max(ulp)))
    print(f"{elt}: XLA is up to {worst:.1f} units in the last place from the "
          "f64 solution")

    program = program.replace("func.func public @main(",
                              "func.func private @cases(", 1)
    head, rest = program.split("\n", 1)
    arg_types = ", ".join(ttype(a.shape, elt) for a in args)
    result_types = ", ".join(ttype(e.shape, elt) for e in expected)
    main = ["  func.func public @main() {"]
    for i, a in enumerate(args):
        t = ttype(a.shape, elt)
        main.append(f"    %c{i} = stablehlo.constant {literal(a)} : {t}")
        main.append(f"    %in{i} = stablehlo.optimization_barrier %c{i} : {t}")
    main.append(f"    %r:{len(expected)} = call @cases("
                + ", ".join(f"%in{i}" for i in range(len(args)))
                + f") : ({arg_types}) -> ({result_types})")
    for k, ((opts, a, _), x) in enumerate(zip(cases, expected)):
        t = ttype(x.shape, elt)
        desc = ", ".join(f"{key}={int(v)}" for key, v in opts.items())
        main.append(f"    // a: {ttype(a.shape, elt)}, {desc}")
        main.append(f"    check.expect_eq_const %r#{k}, {literal(x)} : {t}")
    main.append("    return")
    main.append("  }")
    text = "\n".join([
        f"// triangular_solve on {elt}: each side, triangle, transpose and",
        "// diagonal; single systems, batches (of more than 8 too), one",
        "// unknown, no right-hand sides, no systems. Generated by",
        "// Inputs/gen_triangular_half.py: expected values from XLA's CPU",
        "// backend, which kiln matches bit for bit.",
        "// RUN: kiln run %s | FileCheck %s",
        "// RUN: kiln run %s -O0 | FileCheck %s",
        "// CHECK-NOT: check failed",
        f"// CHECK: checks: {len(expected)} passed, 0 failed",
        head] + main) + "\n" + rest
    with open(os.path.join(TESTS, f"triangular_solve_{elt}.mlir"), "w") as f:
        f.write(text)


generate("f16", np.float16, seed=16)
generate("bf16", ml_dtypes.bfloat16, seed=17)
