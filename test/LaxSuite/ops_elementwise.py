"""Elementwise ops of jax.lax: unary, binary and ternary math, comparisons,
bit operations, conversions and the special functions."""
import functools

import numpy as np
from jax import lax

import values as V
from cases import Op, Unit, cross, specials_matrix, specials_vector

# ---------------------------------------------------------------------------
# Unary.


def subnormal_vector(dtype):
    """The subnormals of `dtype` and the values next to them: the smallest
    normal and zero."""
    sn = V.subnormals(dtype)
    if not sn.size:
        return sn
    fi = V.finfo(dtype.part)
    edge = np.array([float(fi.smallest_normal), 0.0]).astype(dtype.np)
    return np.concatenate([sn, edge])


def subnormal_units(f, dtype, check, arity):
    """A case of `f` on subnormal values (the first operand; the others
    pair them with small normal values and subnormals)."""
    x = subnormal_vector(dtype)
    if not x.size:
        return []
    if arity == 1:
        return [Unit("subnormal values", f, [x], check)]
    other = np.concatenate([x[:2], np.array([1.0, 0.5, -2.0]).astype(
        dtype.np)])
    a = np.repeat(x, len(other)).reshape(len(x), len(other))
    b = np.tile(other, len(x)).reshape(len(x), len(other))
    return [Unit("subnormal values", f, [a, b] + [b] * (arity - 2), check)]


def unary_units(f, dtype, rng, check, domain):
    return subnormal_units(f, dtype, check, 1) + [
        Unit("scalar", f, [V.values(dtype, (), rng("s"), domain, False)],
             check),
        Unit("special values", f, [specials_matrix(dtype, rng("v"), domain)],
             check, sweep=True),
        Unit("2x0x3", f, [V.values(dtype, (2, 0, 3), rng("z"), domain)],
             check),
    ]


def unary(name, f, check="close", domain="wide", doc=None):
    return Op(name, doc or f"lax.{name} of one operand",
              lambda dtype, rng: unary_units(f, dtype, rng, check, domain))


EXACT_UNARY = [
    ("abs", lax.abs), ("neg", lax.neg), ("sign", lax.sign),
    ("floor", lax.floor), ("ceil", lax.ceil), ("is_finite", lax.is_finite),
    ("bitwise_not", lax.bitwise_not),
    ("population_count", lax.population_count), ("clz", lax.clz),
    ("real", lax.real), ("imag", lax.imag), ("conj", lax.conj),
]
INEXACT_ON_COMPLEX = ("abs", "sign")
# (name, function, domain of the random inputs)
MATH_UNARY = [
    ("exp", lax.exp, "wide"), ("exp2", lax.exp2, "wide"),
    ("expm1", lax.expm1, "wide"), ("log", lax.log, "pos"),
    ("log1p", lax.log1p, "pos"), ("sqrt", lax.sqrt, "pos"),
    ("rsqrt", lax.rsqrt, "pos"), ("cbrt", lax.cbrt, "wide"),
    ("sin", lax.sin, "wide"), ("cos", lax.cos, "wide"),
    ("tan", lax.tan, "wide"), ("asin", lax.asin, "unit"),
    ("acos", lax.acos, "unit"), ("atan", lax.atan, "wide"),
    ("sinh", lax.sinh, "wide"), ("cosh", lax.cosh, "wide"),
    ("tanh", lax.tanh, "wide"), ("asinh", lax.asinh, "wide"),
    ("acosh", lax.acosh, "ge1"), ("atanh", lax.atanh, "unit"),
    ("logistic", lax.logistic, "wide"), ("erf", lax.erf, "small"),
    ("erfc", lax.erfc, "small"), ("erf_inv", lax.erf_inv, "unit"),
    ("lgamma", lax.lgamma, "wide"), ("digamma", lax.digamma, "wide"),
    ("bessel_i0e", lax.bessel_i0e, "wide"),
    ("bessel_i1e", lax.bessel_i1e, "wide"),
    ("square", lax.square, "wide"), ("reciprocal", lax.reciprocal, "wide"),
]


def round_op(name, method):
    f = functools.partial(lax.round, rounding_method=method)
    return unary(name, f, "eq", doc=f"lax.round with {method}")


def integer_pow_units(dtype, rng):
    units = []
    for e in (0, 1, 2, 3, 7, -1, -2):
        f = functools.partial(lax.integer_pow, y=e)
        units.append(Unit(f"x**{e}", f, [specials_vector(dtype, rng(e))],
                          sweep=e in (3, -2)))
    f = functools.partial(lax.integer_pow, y=3)
    units.append(Unit("scalar x**3", f, [V.values(dtype, (), rng("s"),
                                                  "wide", False)]))
    units.append(Unit("3x0 x**3", f, [V.values(dtype, (3, 0), rng("z"))]))
    return units


def reduce_precision_units(dtype, rng):
    units = []
    x = specials_vector(dtype, rng("v"))
    for e, m in ((11, 52), (8, 23), (8, 7), (5, 10), (5, 2), (4, 3), (3, 4),
                 (2, 1), (8, 0), (1, 0)):
        f = functools.partial(lax.reduce_precision, exponent_bits=e,
                              mantissa_bits=m)
        units.append(Unit(f"e{e}m{m}", f, [x], "eq",
                          sweep=(e, m) in ((8, 7), (5, 10), (4, 3))))
    f = functools.partial(lax.reduce_precision, exponent_bits=5,
                          mantissa_bits=10)
    units.append(Unit("2x0 e5m10", f, [V.values(dtype, (2, 0), rng("z"))],
                      "eq"))
    return units


def convert_units(dtype, rng):
    """`dtype` converted to every element type (this op's chunks are per
    source type)."""
    x = specials_vector(dtype, rng("v"))
    units = []
    for to in V.DTYPES:
        f = functools.partial(lax.convert_element_type, new_dtype=to.np)
        units.append(Unit(f"to {to.name}", f, [x], "eq", sweep=True))
    f = functools.partial(lax.convert_element_type, new_dtype=np.float32)
    units.append(Unit("scalar to f32", f, [V.values(dtype, (), rng("s"))],
                      "eq"))
    f = functools.partial(lax.convert_element_type, new_dtype=np.int32)
    units.append(Unit("3x0 to i32", f, [V.values(dtype, (3, 0), rng("z"))],
                      "eq"))
    sn = subnormal_vector(dtype)
    if sn.size:
        for to in ("f64", "f16", "bf16"):
            f = functools.partial(lax.convert_element_type,
                                  new_dtype=V.BY_NAME[to].np)
            units.append(Unit(f"subnormal values to {to}", f, [sn], "eq"))
    return units


def bitcast_units(dtype, rng):
    """`dtype`'s bits as every other element type: same width elementwise,
    a narrower type gains a minor dimension, a wider one consumes it."""
    units = []
    for to in V.DTYPES:
        if to is dtype:
            continue
        f = functools.partial(lax.bitcast_convert_type, new_dtype=to.np)
        if to.bits >= dtype.bits and to.bits % dtype.bits == 0:
            ratio = to.bits // dtype.bits
            shape = (7,) if ratio == 1 else (5, ratio)
        elif dtype.bits % to.bits == 0:
            shape = (7,)
        else:
            shape = (7,)  # widths that do not divide: JAX decides.
        x = V.values(dtype, shape, rng(to.name))
        units.append(Unit(f"to {to.name}", f, [x], "eq", sweep=True))
    return units


# ---------------------------------------------------------------------------
# Binary.


def binary_units(f, dtype, rng, check, domain, domain2=None):
    domain2 = domain2 or domain
    r = rng("v")
    a, b = cross(dtype)
    a = np.concatenate([a, V.values(dtype, (1, a.shape[1]), r, domain, False)])
    b = np.concatenate([b, V.values(dtype, (1, b.shape[1]), r, domain2,
                                    False)])
    return subnormal_units(f, dtype, check, 2) + [
        Unit("scalar", f, [V.values(dtype, (), rng("s1"), domain, False),
                           V.values(dtype, (), rng("s2"), domain2, False)],
             check),
        Unit("special pairs and random", f, [a, b], check, sweep=True),
        Unit("4x0", f, [V.values(dtype, (4, 0), rng("z1")),
                        V.values(dtype, (4, 0), rng("z2"))], check),
    ]


def binary(name, f, check="close", domain="wide", domain2=None, doc=None):
    return Op(name, doc or f"lax.{name} of two operands",
              lambda dtype, rng: binary_units(f, dtype, rng, check, domain,
                                              domain2))


def shift_units(f, dtype, rng):
    if not dtype.is_int:
        # JAX decides: any operands of the type do.
        return binary_units(f, dtype, rng, "eq", "wide")
    x = V.specials(dtype)
    lo, hi = V.int_range(dtype)
    amounts = [a for a in (0, 1, 3, dtype.bits - 1, dtype.bits,
                           dtype.bits + 1, -1, hi) if lo <= a <= hi]
    wide = np.uint64 if dtype.kind == "uint" else np.int64
    amounts = np.array(sorted(set(amounts)), dtype=wide).astype(dtype.np)
    a, b = np.repeat(x, len(amounts)), np.tile(amounts, len(x))
    r = rng("m")
    m = V.values(dtype, (3, 5), r, "wide", False)
    s = r.integers(0, dtype.bits + 2, size=(3, 5)).astype(dtype.np)
    return [
        Unit("scalar", f, [x[3], amounts[1]], "eq"),
        Unit("special values by special amounts", f, [a, b], "eq",
             sweep=True),
        Unit("3x5", f, [m, s], "eq"),
        Unit("0", f, [V.values(dtype, (0,), r), V.values(dtype, (0,), r)],
             "eq"),
    ]


def shift(name, f):
    return Op(name, f"lax.{name}, amounts from 0 past the bit width",
              lambda dtype, rng: shift_units(f, dtype, rng))


def polygamma_units(dtype, rng):
    units = binary_units(lax.polygamma, dtype, rng, "close", "pos")
    if dtype.is_float:
        # The order must be a non-negative integer.
        r = rng("orders")
        n = r.integers(0, 4, size=(3, 5)).astype(dtype.np)
        units.append(Unit("3x5 integer orders", lax.polygamma,
                          [n, V.values(dtype, (3, 5), r, "pos", False)]))
    return units


# ---------------------------------------------------------------------------
# Ternary.


def bounds(dtype, shape, rng):
    """Two arrays lo <= hi of `dtype` (random, no NaN)."""
    a = V.values(dtype, shape, rng, "wide", False)
    b = V.values(dtype, shape, rng, "wide", False)
    if dtype.kind == "complex":
        return a, b
    lo = np.where(a <= b, a, b) if dtype.kind != "bool" else a & b
    hi = np.where(a <= b, b, a) if dtype.kind != "bool" else a | b
    return lo.astype(dtype.np), hi.astype(dtype.np)


def clamp_units(dtype, rng):
    r = rng("v")
    x = specials_vector(dtype, r)
    lo, hi = bounds(dtype, (), r)
    lo2, hi2 = bounds(dtype, (3, 5), rng("m"))
    return [
        Unit("scalar bounds, special values", lax.clamp, [lo, x, hi], "eq"),
        Unit("3x5 bounds", lax.clamp,
             [lo2, V.values(dtype, (3, 5), rng("x"), "wide", False), hi2],
             "eq"),
        Unit("scalar", lax.clamp, [lo, V.values(dtype, (), r), hi], "eq"),
        Unit("0x2", lax.clamp, [lo, V.values(dtype, (0, 2), r), hi], "eq"),
    ]


def select_units(dtype, rng):
    units = []
    for shape, label in (((), "scalar"), ((17,), "17"), ((3, 5), "3x5"),
                         ((2, 0), "2x0")):
        r = rng(label)
        p = r.integers(0, 2, size=shape).astype(bool)
        x, y = V.values(dtype, shape, r), V.values(dtype, shape, r)
        units.append(Unit(label, lax.select, [p, x, y], "eq"))
    return units


def select_n_units(dtype, rng):
    r = rng("v")
    which = r.integers(0, 3, size=(17,)).astype(np.int32)
    cases = [V.values(dtype, (17,), r) for _ in range(3)]
    pred = r.integers(0, 2, size=(3, 5)).astype(bool)
    two = [V.values(dtype, (3, 5), r) for _ in range(2)]
    return [
        Unit("17 three cases", lax.select_n, [which] + cases, "eq"),
        Unit("3x5 boolean which", lax.select_n, [pred] + two, "eq"),
        Unit("0 one case", lax.select_n,
             [np.zeros((0,), np.int32), V.values(dtype, (0,), r)], "eq"),
    ]


def betainc_units(dtype, rng):
    r = rng("m")
    a = V.values(dtype, (3, 5), r, "pos", False)
    b = V.values(dtype, (3, 5), r, "pos", False)
    x = V.values(dtype, (3, 5), r, "unit", False)
    if dtype.is_float:
        x = np.abs(x.astype(np.float64)).astype(dtype.np)
    sa, sb = cross(dtype)
    return [
        Unit("3x5", lax.betainc, [a, b, x]),
        Unit("special values", lax.betainc, [sa, sb, np.flip(sa)],
             sweep=True),
    ]


def ops():
    result = [unary(n, f, "eq") for n, f in EXACT_UNARY
              if n not in INEXACT_ON_COMPLEX]
    # |z| and z / |z| round on complex numbers (a hypotenuse, a division).
    result += [Op(n, f"lax.{n} of one operand",
                  lambda dtype, rng, f=f: unary_units(
                      f, dtype, rng,
                      "close" if dtype.kind == "complex" else "eq", "wide"))
               for n, f in EXACT_UNARY if n in INEXACT_ON_COMPLEX]
    result += [round_op("round_away_from_zero",
                        lax.RoundingMethod.AWAY_FROM_ZERO),
               round_op("round_nearest_even",
                        lax.RoundingMethod.TO_NEAREST_EVEN)]
    result += [unary(n, f, "close", d) for n, f, d in MATH_UNARY]
    result += [
        Op("integer_pow", "lax.integer_pow with exponents -2 to 7",
           integer_pow_units),
        Op("reduce_precision", "lax.reduce_precision to several formats",
           reduce_precision_units),
        Op("convert_element_type", "lax.convert_element_type from each "
           "element type (chunk) to every element type", convert_units),
        Op("bitcast_convert_type", "lax.bitcast_convert_type from each "
           "element type (chunk) to every other one", bitcast_units),
    ]
    result += [binary(n, getattr(lax, n), "close")
               for n in ("add", "sub", "mul", "div", "pow", "atan2")]
    result += [binary(n, getattr(lax, n), "eq")
               for n in ("max", "min", "rem", "nextafter", "complex",
                         "bitwise_and", "bitwise_or", "bitwise_xor", "mulhi",
                         "eq", "ne", "lt", "le", "gt", "ge")]
    result += [shift(n, getattr(lax, n)) for n in (
        "shift_left", "shift_right_logical", "shift_right_arithmetic")]
    result += [
        binary("igamma", lax.igamma, "close", "pos"),
        binary("igammac", lax.igammac, "close", "pos"),
        binary("igamma_grad_a", lax.igamma_grad_a, "close", "pos"),
        binary("random_gamma_grad", lax.random_gamma_grad, "close", "pos"),
        binary("zeta", lax.zeta, "close", "ge1", "pos"),
        Op("polygamma", "lax.polygamma of two operands", polygamma_units),
        Op("betainc", "lax.betainc of three operands", betainc_units),
        Op("clamp", "lax.clamp with scalar and array bounds", clamp_units),
        Op("select", "lax.select", select_units),
        Op("select_n", "lax.select_n with integer and boolean selectors",
           select_n_units),
    ]
    return result
