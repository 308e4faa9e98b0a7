"""Generates test/Execution/Reduction/cumulative_{bf16,f16}.mlir: jax.lax's
cumsum, cumprod, cummax and cummin on bfloat16 and float16, in one and two
dimensions, along each axis, forward and reversed, as JAX exports them
(stablehlo.reduce_window with a window as long as the axis, padded with the
init value).

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Reduction/Inputs/gen_cumulative.py

Each test is one program: JAX's export of a function computing every case
(renamed @cases), called by a hand-written @main on constant inputs, whose
results are asserted with check ops against what XLA's CPU backend returns
for the same function (never kiln). Rows are 17 elements long: bf16 vectors
of 8k + 1 lanes once made LLVM abort on CPUs with AVX512-BF16 (see
lib/Codegen/VectorizeLinalg.cpp, remainderWidths).

Tolerances: cummax and cummin select elements, so they are exact
(check.expect_eq_const). cumsum and cumprod round after every operation, and
their order is the implementation's (the spec leaves the order of a
reduction open): kiln's vectorized window reductions reassociate, XLA's CPU
backend splits long scans into blocks, so they are asserted within
`MAX_ULP` units in the last place (check.expect_close).
"""

import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)

OPS = [("cumsum", lax.cumsum), ("cumprod", lax.cumprod),
       ("cummax", lax.cummax), ("cummin", lax.cummin)]
# (shape, axis, reverse): one dimension, then each axis of two, each way.
LAYOUTS = [((17,), 0, False), ((17,), 0, True),
           ((9, 17), 0, False), ((9, 17), 0, True),
           ((9, 17), 1, False), ((9, 17), 1, True)]
TYPES = {"bf16": ml_dtypes.bfloat16, "f16": np.float16}
MAX_ULP = 3


def ttype(shape, elt):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elt + ">"


def literal(a):
    """A dense literal of `a`'s values, exact for 16-bit floats (every
    bf16/f16 value prints exactly as a float32 repr)."""
    def nested(x):
        if x.ndim == 0:
            return repr(float(np.float32(x)))
        return "[" + ", ".join(nested(row) for row in x) + "]"
    return f"dense<{nested(np.asarray(a))}>"


def inputs(dtype, rng):
    """Per shape: values for sums, maxima and minima (normally distributed)
    and for products (magnitudes in [0.8, 1.25], random signs, so that
    seventeen factors neither overflow nor underflow)."""
    result = {}
    for shape in sorted({s for s, _, _ in LAYOUTS}):
        plain = rng.standard_normal(shape).astype(dtype)
        size = rng.uniform(0.8, 1.25, shape)
        sign = rng.choice([-1.0, 1.0], shape)
        result[shape] = (plain, (size * sign).astype(dtype))
    return result


def generate(elt, dtype, seed):
    rng = np.random.default_rng(seed)
    data = inputs(dtype, rng)
    shapes = sorted(data)
    args = [v for s in shapes for v in data[s]]

    def cases(*flat):
        by_shape = {s: (flat[2 * i], flat[2 * i + 1])
                    for i, s in enumerate(shapes)}
        results = []
        for shape, axis, reverse in LAYOUTS:
            plain, factors = by_shape[shape]
            for name, op in OPS:
                x = factors if name == "cumprod" else plain
                results.append(op(x, axis=axis, reverse=reverse))
        return tuple(results)

    jitted = jax.jit(cases)
    program = jitted.lower(*args).as_text()
    expected = [np.asarray(r) for r in jitted(*args)]

    # JAX's entry becomes @cases, called by the @main below.
    program = program.replace("func.func public @main(",
                              "func.func private @cases(", 1)
    head, rest = program.split("\n", 1)
    arg_types = ", ".join(ttype(a.shape, elt) for a in args)
    result_types = ", ".join(ttype(e.shape, elt) for e in expected)
    main = ["  func.func public @main() {"]
    for i, a in enumerate(args):
        main.append(f"    %in{i} = stablehlo.constant {literal(a)} : "
                    f"{ttype(a.shape, elt)}")
    main.append(f"    %r:{len(expected)} = call @cases("
                + ", ".join(f"%in{i}" for i in range(len(args)))
                + f") : ({arg_types}) -> ({result_types})")
    k = 0
    for shape, axis, reverse in LAYOUTS:
        for name, _ in OPS:
            t = ttype(shape, elt)
            way = "reversed" if reverse else "forward"
            main.append(f"    // {name}, axis {axis} of {t}, {way}")
            if name in ("cummax", "cummin"):
                main.append(f"    check.expect_eq_const %r#{k}, "
                            f"{literal(expected[k])} : {t}")
            else:
                main.append(f"    %want{k} = stablehlo.constant "
                            f"{literal(expected[k])} : {t}")
                main.append(f"    check.expect_close %r#{k}, %want{k}, "
                            f"max_ulp_difference = {MAX_ULP} : {t}, {t}")
            k += 1
    main.append("    return")
    main.append("  }")
    checks = len(expected)
    text = "\n".join([
        f"// cumsum, cumprod, cummax and cummin on {elt}: one and two",
        "// dimensions, along each axis, forward and reversed, as JAX exports",
        "// them (reduce_window). Generated by Inputs/gen_cumulative.py:",
        "// expected values from XLA's CPU backend (see there for the",
        "// tolerances).",
        "// RUN: kiln run %s | FileCheck %s",
        "// RUN: kiln run %s -O0 | FileCheck %s",
        "// CHECK-NOT: check failed",
        f"// CHECK: checks: {checks} passed, 0 failed",
        head] + main) + "\n" + rest
    with open(os.path.join(TESTS, f"cumulative_{elt}.mlir"), "w") as f:
        f.write(text)


generate("bf16", ml_dtypes.bfloat16, seed=14)
generate("f16", np.float16, seed=15)
