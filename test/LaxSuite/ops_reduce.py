"""Reductions of jax.lax: reduce_* and argmax/argmin, lax.reduce with
custom computations, the cumulative ops, reduce_window and the max-pooling
gradients (select_and_scatter, select_and_gather).

Sums and products of floats narrower than 32 bits use inputs whose partial
results are exact (values.exact_sum_values, exact_product_values), so that
the order of accumulation, which XLA and kiln may choose differently, does
not change the result; they are still checked with expect_almost_eq."""
import functools

import jax
import numpy as np
from jax import lax

import values as V
from cases import Op, Unit, specials_matrix, specials_vector

P = functools.partial


def lowest(dtype):
    """The identity of max: -inf, or the lowest finite value, or False."""
    if dtype.kind == "bool":
        return np.bool_(False)
    if dtype.is_int:
        return dtype.np.type(V.int_range(dtype)[0])
    if dtype.is_float:
        with np.errstate(all="ignore"):
            x = np.asarray(-np.inf).astype(dtype.np)
        if np.isnan(x.astype(np.float64)):
            x = np.asarray(-float(V.finfo(dtype).max)).astype(dtype.np)
        return x
    return np.zeros((), dtype.np)


def highest(dtype):
    if dtype.kind == "bool":
        return np.bool_(True)
    if dtype.is_int:
        return dtype.np.type(V.int_range(dtype)[1])
    if dtype.is_float:
        with np.errstate(all="ignore"):
            x = np.asarray(np.inf).astype(dtype.np)
        if np.isnan(x.astype(np.float64)):
            x = np.asarray(float(V.finfo(dtype).max)).astype(dtype.np)
        return x
    return np.zeros((), dtype.np)


def make_values(kind, dtype, shape, rng):
    """Inputs of an op that accumulates with `kind`: 'sum', 'product', or
    anything else (exact ops: max, min, bitwise) for plain values."""
    if kind == "sum":
        return V.exact_sum_values(dtype, shape, rng)
    if kind == "product":
        return V.exact_product_values(dtype, shape, rng)
    return V.values(dtype, shape, rng)


def rows_with_specials(dtype, rng):
    """(n, 3): each row one special value and two small exact values, so
    that the row's sum or product does not depend on the order."""
    sp = V.specials(dtype)
    rest = V.exact_product_values(dtype, (len(sp), 2), rng)
    return np.concatenate([sp.reshape(-1, 1), rest], axis=1)


def reduction(name, fn, kind, check):
    def build(dtype, rng):
        def u(label, axes, x):
            return Unit(label, P(fn, axes=axes), [x], check,
                        sweep=label in ("17 on 0", "special values on 1"))

        special = rows_with_specials(dtype, rng("r")) \
            if kind in ("sum", "product") else specials_matrix(dtype, rng("r"))
        return [
            u("17 on 0", (0,), make_values(kind, dtype, (17,), rng("a"))),
            u("3x5 on 1", (1,), make_values(kind, dtype, (3, 5), rng("b"))),
            u("2x3x4 on 0,2", (0, 2),
              make_values(kind, dtype, (2, 3, 4), rng("c"))),
            u("special values on 1", (1,), special),
            u("3x0 on 1", (1,), make_values(kind, dtype, (3, 0), rng("d"))),
            u("0x4 on 0", (0,), make_values(kind, dtype, (0, 4), rng("e"))),
        ]

    return Op(name, f"lax.{name} over several axes", build)


def arg_reduction(name, fn):
    def build(dtype, rng):
        few = V.values(dtype, (3,), rng("few"))
        ties = few[rng("pick").integers(0, 3, size=(2, 3, 4))]
        return [
            Unit("special values on 0", P(fn, axis=0, index_dtype=np.int32),
                 [specials_vector(dtype, rng("v"))]),
            Unit("3x5 on 1 i64", P(fn, axis=1, index_dtype=np.int64),
                 [V.values(dtype, (3, 5), rng("m"))]),
            Unit("2x3x4 ties on 2", P(fn, axis=2, index_dtype=np.int32),
                 [ties]),
            Unit("0x3 on 1", P(fn, axis=1, index_dtype=np.int32),
                 [V.values(dtype, (0, 3), rng("z"))]),
        ]

    return Op(name, f"lax.{name}, ties and NaN", build)


def custom_reduce_units(dtype, rng):
    """lax.reduce with computations JAX does not recognize as a monoid."""
    def max_with_index(x, i):
        def comp(a, b):
            take_a = lax.bitwise_or(lax.gt(a[0], b[0]), lax.bitwise_and(
                lax.eq(a[0], b[0]), lax.lt(a[1], b[1])))
            return (lax.select(take_a, a[0], b[0]),
                    lax.select(take_a, a[1], b[1]))
        return lax.reduce((x, i), (lowest(dtype), np.int32(0)), comp, (1,))

    def min_and_max(x):
        def comp(a, b):
            return lax.min(a[0], b[0]), lax.max(a[1], b[1])
        return lax.reduce((x, x), (highest(dtype), lowest(dtype)), comp, (0,))

    x = V.values(dtype, (3, 7), rng("x"), with_specials=False)
    ties = V.values(dtype, (2,), rng("few"))[rng("p").integers(0, 2, (4, 5))]
    iota = np.broadcast_to(np.arange(7, dtype=np.int32), (3, 7)).copy()
    return [
        Unit("max with index 3x7 on 1", max_with_index, [x, iota]),
        Unit("max with index, ties", max_with_index,
             [ties, np.broadcast_to(np.arange(5, dtype=np.int32),
                                    (4, 5)).copy()]),
        Unit("min and max 3x7 on 0", min_and_max, [x]),
        Unit("min and max 0x2 on 0", min_and_max,
             [V.values(dtype, (0, 2), rng("z"))]),
    ]


def cumulative(name, fn, kind, check):
    def build(dtype, rng):
        def u(label, axis, reverse, shape):
            x = specials_vector(dtype, rng(label)) if shape == "special" \
                else make_values(kind, dtype, shape, rng(label))
            return Unit(label, P(fn, axis=axis, reverse=reverse), [x], check)

        units = [u("17 on 0", 0, False, (17,)),
                 u("3x5 on 1 reversed", 1, True, (3, 5)),
                 u("2x3x4 on 1", 1, False, (2, 3, 4)),
                 u("3x0 on 1", 1, False, (3, 0)),
                 u("0 on 0", 0, True, (0,))]
        if kind not in ("sum", "product", "logsumexp"):
            units.append(u("special values on 0", 0, False, "special"))
        return units

    return Op(name, f"lax.{name} forward and reversed", build)


# ---------------------------------------------------------------------------
# Windows.

WINDOWS = [
    # label, shape, window, strides, padding, base dilation, window dilation
    ("17 window 3 same", (17,), (3,), (1,), "SAME", None, None),
    ("5x7 window 2x2 stride 2", (5, 7), (2, 2), (2, 2), "VALID", None, None),
    ("4x5 window 2x3 stride 1x2 padded", (4, 5), (2, 3), (1, 2),
     ((1, 0), (0, 1)), None, None),
    ("9 window 3 dilated", (9,), (3,), (1,), ((1, 2),), (2,), (2,)),
    ("0x4 window 1x2", (0, 4), (1, 2), (1, 1), "VALID", None, None),
]


def window_op(name, computation, init, kind, check):
    def build(dtype, rng):
        units = []
        for label, shape, win, strides, pad, based, wind in WINDOWS:
            def f(x, win=win, strides=strides, pad=pad, based=based,
                  wind=wind):
                return lax.reduce_window(x, init(dtype), computation, win,
                                         strides, pad, based, wind)
            units.append(Unit(label, f, [make_values(kind, dtype, shape,
                                                     rng(label))], check,
                              sweep=len(units) < 2))
        return units

    return Op(name, f"lax.reduce_window with {name.split('_')[-1]}", build)


def generic_window_units(dtype, rng):
    """reduce_window with computations JAX does not recognize: one operand
    and two (value and position of the window's maximum)."""
    def maximum(a, b):
        return lax.max(a, b)

    def argmax(x, i):
        def comp(a, b):
            take_a = lax.bitwise_or(lax.gt(a[0], b[0]), lax.bitwise_and(
                lax.eq(a[0], b[0]), lax.lt(a[1], b[1])))
            return (lax.select(take_a, a[0], b[0]),
                    lax.select(take_a, a[1], b[1]))
        return lax.reduce_window((x, i), (lowest(dtype), np.int32(0)), comp,
                                 (3,), (2,), ((1, 1),))

    x = V.values(dtype, (4, 5), rng("x"), with_specials=False)
    y = V.values(dtype, (11,), rng("y"), with_specials=False)
    return [
        Unit("max 4x5 window 2x2", lambda x: lax.reduce_window(
            x, lowest(dtype), maximum, (2, 2), (1, 1), "VALID"), [x], "eq"),
        Unit("max with index 11 window 3 stride 2", argmax,
             [y, np.arange(11, dtype=np.int32)], "eq"),
    ]


def pool(x, window, strides, padding, select_max=True):
    init = lowest(V.dtype_of(x)) if select_max else highest(V.dtype_of(x))
    return lax.reduce_window(x, init, lax.max if select_max else lax.min,
                             window, strides, padding)


POOLS = [
    ("5x7 window 2x2 stride 1", (5, 7), (2, 2), (1, 1), "VALID"),
    ("6x6 window 2x2 stride 2", (6, 6), (2, 2), (2, 2), "VALID"),
    ("4x5 window 3x3 same", (4, 5), (3, 3), (1, 1), "SAME"),
    ("0x4 window 1x2", (0, 4), (1, 2), (1, 1), "VALID"),
]


def select_and_scatter_units(dtype, rng):
    """The gradient of max and min pooling: JAX's vjp of reduce_window max
    is a select_and_scatter (the cotangent added where each window's
    maximum is)."""
    units = []
    for select_max in (True, False):
        for label, shape, win, strides, pad in POOLS:
            def f(x, ct, win=win, strides=strides, pad=pad, m=select_max):
                return jax.vjp(lambda y: pool(y, win, strides, pad, m),
                               x)[1](ct)[0]
            x = V.values(dtype, shape, rng(label + "x"), with_specials=False)
            pads = lax.padtype_to_pads(shape, win, strides, pad)
            out = lax.reduce_window_shape_tuple(shape, win, strides, pads)
            ct = V.exact_sum_values(dtype, out, rng(label + "c"))
            kind = "max" if select_max else "min"
            units.append(Unit(f"{kind} pool {label}", f, [x, ct], "almost"))
    return units


def select_and_gather_units(dtype, rng):
    """The forward-mode derivative of max pooling (select_and_gather_add):
    the tangent at each window's maximum."""
    units = []
    for label, shape, win, strides, pad in POOLS:
        def f(x, t, win=win, strides=strides, pad=pad):
            return jax.jvp(lambda y: pool(y, win, strides, pad), (x,),
                           (t,))[1]
        x = V.values(dtype, shape, rng(label + "x"), with_specials=False)
        t = V.values(dtype, shape, rng(label + "t"), with_specials=False)
        units.append(Unit(f"max pool {label}", f, [x, t], "eq"))
    return units


def ops():
    return [
        reduction("reduce_sum", lax.reduce_sum, "sum", "almost"),
        reduction("reduce_prod", lax.reduce_prod, "product", "almost"),
        reduction("reduce_max", lax.reduce_max, "max", "eq"),
        reduction("reduce_min", lax.reduce_min, "min", "eq"),
        reduction("reduce_and", lax.reduce_and, "and", "eq"),
        reduction("reduce_or", lax.reduce_or, "or", "eq"),
        reduction("reduce_xor", lax.reduce_xor, "xor", "eq"),
        arg_reduction("argmax", lax.argmax),
        arg_reduction("argmin", lax.argmin),
        Op("reduce", "lax.reduce with custom and variadic computations",
           custom_reduce_units),
        cumulative("cumsum", lax.cumsum, "sum", "almost"),
        cumulative("cumprod", lax.cumprod, "product", "almost"),
        cumulative("cummax", lax.cummax, "max", "eq"),
        cumulative("cummin", lax.cummin, "min", "eq"),
        cumulative("cumlogsumexp", lax.cumlogsumexp, "logsumexp", "almost"),
        window_op("reduce_window_sum", lax.add,
                  lambda d: np.zeros((), d.np), "sum", "almost"),
        window_op("reduce_window_prod", lax.mul,
                  lambda d: np.ones((), d.np), "product", "almost"),
        window_op("reduce_window_max", lax.max, lowest, "max", "eq"),
        window_op("reduce_window_min", lax.min, highest, "min", "eq"),
        Op("reduce_window", "lax.reduce_window with custom and variadic "
           "computations", generic_window_units),
        Op("select_and_scatter", "gradients of max and min pooling",
           select_and_scatter_units),
        Op("select_and_gather", "the forward-mode derivative of max pooling",
           select_and_gather_units),
    ]
