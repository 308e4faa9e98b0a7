"""Generates test/Execution/Convolution/dynamic_conv.mlir: stablehlo.
dynamic_conv whose shapes are static, in its pretty form (convolution's,
the padding as a third operand) and in the generic form, with strides,
dilations, feature groups and padding (constant, and through a function
argument: static after inlining).

Run from anywhere with the JAX virtual environment:
    /work/venv/bin/python test/Execution/Convolution/Inputs/gen_dynamic_conv.py

JAX has no dynamic_conv: each expected value is XLA's result for the
same convolution as lax.conv_general_dilated with the padding given
statically (never kiln's). The first case is the StableHLO interpreter's
own dynamic_conv test, whose expected values it states.
"""

import os
import sys

import jax
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(TESTS))
from check_program import literal, ttype, write_test  # noqa: E402


# (lhs shape, rhs shape, padding, stride, lhs dilation, rhs dilation,
#  feature groups, element type); layout [b, 0, 1, f]x[0, 1, i, o].
CASES = [
    ((1, 4, 4, 1), (3, 3, 1, 1), [[0, 0], [0, 0]], [4, 4], [2, 2], [1, 1], 1,
     "i64"),
    ((2, 5, 6, 3), (2, 3, 3, 4), [[1, 2], [0, 1]], [2, 1], [1, 1], [1, 2], 1,
     "f32"),
    ((1, 6, 5, 4), (3, 2, 2, 4), [[2, 0], [1, 1]], [1, 2], [1, 1], [1, 1], 2,
     "f32"),
    ((1, 3, 3, 2), (2, 2, 2, 1), [[0, 1], [1, 0]], [1, 1], [2, 1], [1, 1], 1,
     "f64"),
]


def expected(lhs, rhs, pad, stride, lhs_dil, rhs_dil, groups):
    return np.asarray(lax.conv_general_dilated(
        lhs, rhs, window_strides=stride, padding=[tuple(p) for p in pad],
        lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
        dimension_numbers=("NHWC", "HWIO", "NHWC"),
        feature_group_count=groups,
        precision=lax.Precision.HIGHEST))


def generate():
    rng = np.random.default_rng(77)
    funcs, body, checks = [], [], 0
    for k, (ls, rs, pad, stride, ld, rd, groups, elt) in enumerate(CASES):
        dtype = {"i64": np.int64, "f32": np.float32, "f64": np.float64}[elt]
        if elt == "i64":
            lhs = np.array([[[[1], [2], [5], [6]], [[3], [4], [7], [8]],
                             [[10], [11], [14], [15]],
                             [[12], [13], [16], [17]]]], np.int64)
            rhs = np.ones(rs, np.int64)
            want = np.array([[[[10], [26]], [[46], [62]]]], np.int64)
        else:
            lhs = rng.standard_normal(ls).astype(dtype)
            rhs = rng.standard_normal(rs).astype(dtype)
            want = expected(lhs, rhs, pad, stride, ld, rd, groups)
        lt, rt, ot = ttype(ls, elt), ttype(rs, elt), ttype(want.shape, elt)
        window = (f"stride = [{stride[0]}, {stride[1]}], lhs_dilate = "
                  f"[{ld[0]}, {ld[1]}], rhs_dilate = [{rd[0]}, {rd[1]}]")
        attrs = (f"batch_group_count = 1 : i64, feature_group_count = "
                 f"{groups} : i64")
        dims = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
        # Pretty form; the padding through an argument of a private
        # function, which the inliner makes a constant again.
        funcs += [
            f"func.func private @conv{k}(%lhs: {lt}, %rhs: {rt}, "
            f"%pad: tensor<2x2xi64>) -> {ot} {{",
            f"  %r = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = "
            f"{dims}, window = {{{window}}} {{{attrs}}} : ({lt}, {rt}, "
            f"tensor<2x2xi64>) -> {ot}",
            f"  return %r : {ot}",
            "}"]
        body += [
            f"  %l{k} = stablehlo.constant {literal(lhs)} : {lt}",
            f"  %k{k} = stablehlo.constant {literal(rhs)} : {rt}",
            f"  %p{k} = stablehlo.constant {literal(np.array(pad))} : "
            "tensor<2x2xi64>",
            f"  %in{k}:2 = stablehlo.optimization_barrier %l{k}, %k{k} : "
            f"{lt}, {rt}",
            f"  %a{k} = func.call @conv{k}(%in{k}#0, %in{k}#1, %p{k}) : "
            f"({lt}, {rt}, tensor<2x2xi64>) -> {ot}",
            # The generic form of the same op.
            f"  %g{k} = \"stablehlo.dynamic_conv\"(%in{k}#0, %in{k}#1, %p{k}) "
            f"<{{batch_group_count = 1 : i64, dimension_numbers = "
            f"#stablehlo.conv<{dims}>, feature_group_count = {groups} : i64, "
            f"lhs_dilation = array<i64: {ld[0]}, {ld[1]}>, rhs_dilation = "
            f"array<i64: {rd[0]}, {rd[1]}>, window_strides = array<i64: "
            f"{stride[0]}, {stride[1]}>}}> : ({lt}, {rt}, tensor<2x2xi64>) "
            f"-> {ot}"]
        for v in (f"%a{k}", f"%g{k}"):
            if elt == "i64":
                body.append(f"  check.expect_eq_const {v}, "
                            f"{literal(want)} : {ot}")
            else:
                body.append(f"  check.expect_almost_eq_const {v}, "
                            f"{literal(want)} : {ot}, tolerance = 1.0e-04")
            checks += 1
    write_test(os.path.join(TESTS, "dynamic_conv.mlir"), [
        "dynamic_conv with static shapes, in the pretty and the generic",
        "form: strides, dilations, feature groups, padding from a constant",
        "and through a function argument. Generated by",
        "Inputs/gen_dynamic_conv.py: expected values from XLA's CPU backend",
        "(lax.conv_general_dilated with the same padding) and, for the",
        "first case, the StableHLO interpreter's test."], checks, body, funcs)


generate()
