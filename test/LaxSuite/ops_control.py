"""Control flow and the remaining ops of jax.lax: while_loop, fori_loop,
cond, switch, scan, map, associative_scan, composite, optimization_barrier,
rng_bit_generator, approx_max_k/approx_min_k and ragged_dot.

The loop bodies only move data (rotate, swap, select), so they are defined
on every element type and their results are exact."""
import functools

import numpy as np
from jax import lax

import values as V
from cases import OpList, Unit

P = functools.partial
OPS = OpList()


def rotate(x, axis=0):
    """x rotated by one along `axis` (lax.slice and lax.concatenate)."""
    n = x.shape[axis]
    if n == 0:
        return x
    head = lax.slice_in_dim(x, 0, 1, axis=axis)
    tail = lax.slice_in_dim(x, 1, n, axis=axis)
    return lax.concatenate([tail, head], axis)


@OPS.op("while_loop", "lax.while_loop")
def while_units(dtype, rng):
    def rotations(x, axis=0, times=5):
        def body(c):
            return c[0] + 1, rotate(c[1], axis)
        return lax.while_loop(lambda c: c[0] < times, body, (0, x))[1]

    def swaps(x, y):
        def body(c):
            return c[0] + 1, c[2], c[1]
        return lax.while_loop(lambda c: c[0] < 5, body, (0, x, y))[1:]

    def dynamic_trips(x, n):
        def body(c):
            return c[0] + 1, rotate(c[1])
        return lax.while_loop(lambda c: c[0] < n, body, (np.int32(0), x))[1]

    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [
        Unit("rotate 17 five times", rotations, [v((17,), "a")], "eq"),
        Unit("rotate 3x5 on 1", P(rotations, axis=1), [v((3, 5), "b")], "eq"),
        Unit("swap scalars", swaps, [v((), "c"), v((), "d")], "eq"),
        Unit("dynamic trip count 3", dynamic_trips,
             [v((7,), "e"), np.int32(3)], "eq"),
        Unit("zero trips", dynamic_trips, [v((7,), "f"), np.int32(0)], "eq"),
        Unit("0x3", P(rotations, axis=1), [v((0, 3), "g")], "eq"),
    ]


@OPS.op("fori_loop", "lax.fori_loop with static and dynamic bounds")
def fori_units(dtype, rng):
    def static(x):
        return lax.fori_loop(0, 4, lambda i, c: rotate(c), x)

    def dynamic(x, n):
        return lax.fori_loop(0, n, lambda i, c: rotate(c), x)

    def indexed(x):
        # Writes the loop index's element of x into position 0 each time.
        return lax.fori_loop(0, 3, lambda i, c: lax.dynamic_update_slice(
            c, lax.dynamic_slice(x, (i + 2,), (1,)), (i,)), x)

    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [
        Unit("static 4 trips", static, [v((9,), "a")], "eq"),
        Unit("dynamic 6 trips", dynamic, [v((9,), "b"), np.int32(6)], "eq"),
        Unit("dynamic -1 trips", dynamic, [v((9,), "c"), np.int32(-1)], "eq"),
        Unit("indexed updates", indexed, [v((9,), "d")], "eq"),
    ]


@OPS.op("cond", "lax.cond")
def cond_units(dtype, rng):
    def f(p, x):
        return lax.cond(p, lambda y: lax.rev(y, (0,)), lambda y: y, x)

    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [
        Unit("true", f, [np.bool_(True), v((7,), "a")], "eq"),
        Unit("false", f, [np.bool_(False), v((7,), "b")], "eq"),
        Unit("true 0x2", f, [np.bool_(True), v((0, 2), "c")], "eq"),
    ]


@OPS.op("switch", "lax.switch, clamped indices")
def switch_units(dtype, rng):
    def f(i, x, y):
        return lax.switch(i, [lambda a, b: a, lambda a, b: b,
                              lambda a, b: lax.rev(a, (0,))], x, y)

    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    x, y = v((5,), "x"), v((5,), "y")
    return [Unit(f"index {i}", f, [np.int32(i), x, y], "eq")
            for i in (0, 1, 2, 7, -3)]


@OPS.op("scan", "lax.scan")
def scan_units(dtype, rng):
    def shift(xs, reverse=False, unroll=1):
        def step(c, x):
            return x, c
        return lax.scan(step, lax.full_like(xs[0], 0) if dtype.kind != "bool"
                        else xs[0], xs, reverse=reverse, unroll=unroll)

    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [
        Unit("5x3 rows", shift, [v((5, 3), "a")], "eq"),
        Unit("5x3 rows reversed", P(shift, reverse=True), [v((5, 3), "b")],
             "eq"),
        Unit("6 scalars unrolled by 2", P(shift, unroll=2), [v((6,), "c")],
             "eq"),
        Unit("1x0", shift, [v((1, 0), "d")], "eq"),
    ]


@OPS.op("map", "lax.map")
def map_units(dtype, rng):
    f = P(lax.map, lambda r: lax.rev(r, (0,)))
    g = P(lax.map, lambda r: (r[0], lax.rev(r, (0,))))
    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [
        Unit("4x3 rows reversed", f, [v((4, 3), "a")], "eq"),
        Unit("two results", g, [v((3, 5), "b")], "eq"),
        Unit("0x3", f, [v((0, 3), "c")], "eq"),
    ]


@OPS.op("associative_scan", "lax.associative_scan")
def associative_scan_units(dtype, rng):
    return [
        Unit("max 17", P(lax.associative_scan, lax.max),
             [V.values(dtype, (17,), rng("a"))], "eq"),
        Unit("max 3x5 on 1 reversed", P(lax.associative_scan, lax.max,
                                        reverse=True, axis=1),
             [V.values(dtype, (3, 5), rng("b"))], "eq"),
        Unit("add 9", P(lax.associative_scan, lax.add),
             [V.exact_sum_values(dtype, (9,), rng("c"))], "almost"),
    ]


@OPS.op("composite", "lax.composite")
def composite_units(dtype, rng):
    rev = lax.composite(lambda x: lax.rev(x, (0,)), name="lax_suite.rev")
    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [Unit("17", rev, [v((17,), "a")], "eq"),
            Unit("0x3", rev, [v((0, 3), "b")], "eq")]


@OPS.op("optimization_barrier", "lax.optimization_barrier")
def barrier_units(dtype, rng):
    v = lambda shape, tag: V.values(dtype, shape, rng(tag))
    return [Unit("scalar and 3x5", lambda x, y: lax.optimization_barrier(
        (x, y)), [v((), "a"), v((3, 5), "b")], "eq")]


ALGORITHMS = [("default", lax.RandomAlgorithm.RNG_DEFAULT),
              ("three_fry", lax.RandomAlgorithm.RNG_THREE_FRY),
              ("philox", lax.RandomAlgorithm.RNG_PHILOX)]


@OPS.op("rng_bit_generator",
        "lax.rng_bit_generator of each element type and algorithm")
def rng_bit_generator_units(dtype, rng):
    """Bits of the chunk's element type from a fixed key (XLA's CPU
    backend implements RNG_DEFAULT as three-fry)."""
    key = np.array([1, 2, 3, 0xDEADBEEF], np.uint32)
    units = []
    for name, alg in ALGORITHMS:
        for shape in ((17,), (3, 5), (0,)):
            f = P(lax.rng_bit_generator, shape=shape, dtype=dtype.np,
                  algorithm=alg)
            units.append(Unit(f"{name} {'x'.join(map(str, shape))}", f,
                              [key], "eq", sweep=shape == (17,)))
    return units


@OPS.op("approx_top_k", "lax.approx_max_k and approx_min_k")
def approx_k_units(dtype, rng):
    x = V.values(dtype, (3, 17), rng("a"), with_specials=False)
    return [
        Unit("max 3x17 k=3", P(lax.approx_max_k, k=3), [x], "eq"),
        Unit("min 3x17 k=3", P(lax.approx_min_k, k=3), [x], "eq"),
    ]


@OPS.op("ragged_dot", "lax.ragged_dot")
def ragged_dot_units(dtype, rng):
    from ops_linalg import exact_dot_values
    lhs, rhs = exact_dot_values(dtype, (6, 4), (3, 4, 2), rng("a"))
    return [Unit("6x4 in groups 2,0,4", lax.ragged_dot,
                 [lhs, rhs, np.array([2, 0, 4], np.int32)], "almost")]



def ops():
    return list(OPS)
