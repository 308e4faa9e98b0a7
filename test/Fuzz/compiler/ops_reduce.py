"""Reductions and sorting: reduce (one operand, or the variadic argmax
form), reduce_window, select_and_scatter and sort, with bodies from a fixed
set (add, multiply, maximum, minimum, and, or, xor).

Float sums may be reassociated at -O2, so their results are compared
exactly only when the terms lie on a grid that makes every partial sum
exact, else within absval.sum_error.
"""
import math

from absval import (Reject, Val, fit, join, no_signed_zero_doubt, require,
                    rounding_error, sum_result)
from eltypes import BY_NAME
from ir import kind
from ops_movement import arr

FLOAT_BODIES = ["add", "add", "multiply", "maximum", "minimum"]
COMPLEX_BODIES = ["add", "multiply"]
INT_BODIES = ["add", "multiply", "maximum", "minimum", "and", "or", "xor"]
BOOL_BODIES = ["and", "or", "xor", "maximum", "minimum"]


def bodies_for(t):
    if t.is_float:
        return FLOAT_BODIES
    if t.is_complex:
        return COMPLEX_BODIES
    if t.is_bool:
        return BOOL_BODIES
    return INT_BODIES


def fold_values(t, shape, body, x, init, n):
    """The result of combining n elements of x and one init with body."""
    if t.is_bool or t.is_int:
        if body in ("maximum", "minimum", "and", "or") and t.is_bool:
            return Val(t, shape, min(x.lo, init.lo), max(x.hi, init.hi))
        if body in ("maximum", "minimum"):
            return Val(t, shape, min(x.lo, init.lo), max(x.hi, init.hi))
        return Val(t, shape)
    dev = max(x.deviation, init.deviation)
    nan = x.nan or init.nan
    grids = [x.grid, init.grid]
    if body in ("maximum", "minimum"):
        return Val(t, shape, min(x.lo, init.lo), max(x.hi, init.hi), dev, 0.0,
                   None if None in grids else min(grids), nan)
    mag = max(x.mag, init.mag)
    if body == "add":
        g = None if None in grids else min(grids)
        return sum_result(t, shape, 2, n, mag, g, dev, nan)
    # multiply: a product of n terms, each rounding once in any order.
    ft = t.part or t
    require(n <= 12, "long product")
    require(math.isfinite(mag), "product of infinities")
    try:
        bound = max(mag, 1.0) ** n
    except OverflowError:
        raise Reject("product may overflow")
    require(bound <= ft.max / 4, "product may overflow")
    if dev == 0 and None not in grids:
        g = min(grids) * n
        v = fit(t, shape, -bound, bound, g, nan=nan)
        if v.grid is not None:
            return v
    err = (2 * n * ft.eps * bound * (4 if t.is_complex else 1) + n * dev *
           max(mag, 1.0) ** (n - 1) + rounding_error(t, bound))
    return Val(t, shape, -bound, bound, err, 0.0, None, nan)


def body_lines(p, t, body, args):
    """Lines of a scalar combiner region computing body(args[0], args[1])."""
    ty = "tensor<%s>" % t.name
    r = p.fresh()
    return (['%s = "stablehlo.%s"(%s, %s) : (%s, %s) -> %s' % (
        r, body, args[0], args[1], ty, ty, ty)], [r], [ty])


def argmax_lines(p, vt, it, args):
    """A (value, index) combiner that keeps the larger value and, on ties,
    the smaller index: associative and commutative, so any reduction order
    gives the same result."""
    av, ai, bv, bi = args
    vty, ity = "tensor<%s>" % vt.name, "tensor<%s>" % it.name
    bty = "tensor<i1>"
    gt, eq, lt, tie, pick, v, i = (p.fresh() for _ in range(7))
    cmp = ('%s = "stablehlo.compare"(%s, %s) <{compare_type = '
           '#stablehlo<comparison_type %s>, comparison_direction = '
           '#stablehlo<comparison_direction %s>}> : (%s, %s) -> %s')
    lines = [
        cmp % (gt, av, bv, vt.compare_type, "GT", vty, vty, bty),
        cmp % (eq, av, bv, vt.compare_type, "EQ", vty, vty, bty),
        cmp % (lt, ai, bi, it.compare_type, "LT", ity, ity, bty),
        '%s = "stablehlo.and"(%s, %s) : (%s, %s) -> %s' % (tie, eq, lt, bty,
                                                          bty, bty),
        '%s = "stablehlo.or"(%s, %s) : (%s, %s) -> %s' % (pick, gt, tie, bty,
                                                         bty, bty),
        '%s = "stablehlo.select"(%s, %s, %s) : (%s, %s, %s) -> %s' % (
            v, pick, av, bv, bty, vty, vty, vty),
        '%s = "stablehlo.select"(%s, %s, %s) : (%s, %s, %s) -> %s' % (
            i, pick, ai, bi, bty, ity, ity, ity),
    ]
    return lines, [v, i], [vty, ity]


def infer_reduce(attrs, ins, ctx):
    dims = attrs["dims"]
    k = len(ins) // 2
    xs, inits = ins[:k], ins[k:]
    x = xs[0]
    require(len(set(dims)) == len(dims) and all(0 <= d < x.rank
                                                for d in dims))
    for y, i in zip(xs, inits):
        require(y.shape == x.shape and i.rank == 0 and i.t is y.t)
    shape = [n for d, n in enumerate(x.shape) if d not in dims]
    n = math.prod(x.shape[d] for d in dims)
    if k == 2:
        v, idx = xs
        require(v.same and not v.nan and inits[0].same and
                not inits[0].nan, "argmax of values that may differ")
        require(idx.t.is_int)
        return [join([v, inits[0]], shape=shape),
                join([idx, inits[1]], shape=shape)]
    return [fold_values(x.t, shape, attrs["body"], x, inits[0], n + 1)]


def emit_reduce(p, op, ins, outs):
    k = len(ins) // 2
    if k == 2:
        vt, it = ins[0].t, ins[1].t
        region = lambda: p.region(
            ["tensor<%s>" % vt.name, "tensor<%s>" % it.name] * 2,
            lambda a: argmax_lines(p, vt, it, [a[0], a[1], a[2], a[3]]))
    else:
        t = ins[0].t
        region = lambda: p.region(["tensor<%s>" % t.name] * 2,
                                  lambda a: body_lines(p, t, op.attrs["body"],
                                                       a))
    p.op("stablehlo.reduce", op.operands, op.results,
         "dimensions = " + arr(op.attrs["dims"]), regions=[region])


kind("reduce", "reduction")((infer_reduce, emit_reduce))


def window_out(n, w, s, bd, wd, lo, hi):
    """Windows along one dimension (None if the window does not fit)."""
    dil = (n - 1) * bd + 1 if n else 0
    padded = dil + lo + hi
    dw = (w - 1) * wd + 1
    if padded < dw:
        return None
    return (padded - dw) // s + 1


def infer_reduce_window(attrs, ins, ctx):
    x, init = ins
    require(init.rank == 0 and init.t is x.t)
    w, s, bd, wd, pad = (attrs[k] for k in ("window", "strides", "base",
                                            "wdil", "pad"))
    require(len(w) == len(s) == len(bd) == len(wd) == len(pad) == x.rank)
    shape = []
    for d in range(x.rank):
        require(min(w[d], s[d], bd[d], wd[d]) >= 1 and min(pad[d]) >= 0)
        o = window_out(x.shape[d], w[d], s[d], bd[d], wd[d], *pad[d])
        require(o is not None, "window larger than the padded input")
        shape.append(o)
    n = math.prod(w)
    return [fold_values(x.t, shape, attrs["body"], x, init, n)]


def _pad_attr(pad):
    if not pad:
        return "dense<> : tensor<0x2xi64>"
    return "dense<[%s]> : tensor<%dx2xi64>" % (", ".join(
        "[%d, %d]" % tuple(q) for q in pad), len(pad))


def emit_reduce_window(p, op, ins, outs):
    t = ins[0].t
    a = op.attrs
    p.op("stablehlo.reduce_window", op.operands, op.results,
         "base_dilations = %s, padding = %s, window_dilations = %s, "
         "window_dimensions = %s, window_strides = %s" % (
             arr(a["base"]), _pad_attr(a["pad"]), arr(a["wdil"]),
             arr(a["window"]), arr(a["strides"])),
         regions=[lambda: p.region(["tensor<%s>" % t.name] * 2,
                                   lambda args: body_lines(p, t, a["body"],
                                                           args))])


kind("reduce_window", "reduction")((infer_reduce_window, emit_reduce_window))


def infer_select_and_scatter(attrs, ins, ctx):
    x, src, init = ins
    require(x.same and not x.nan, "selection among values that may differ")
    require(init.rank == 0 and init.t is src.t and src.t is x.t)
    w, s, pad = attrs["window"], attrs["strides"], attrs["pad"]
    require(len(w) == len(s) == len(pad) == x.rank)
    shape = []
    for d in range(x.rank):
        require(w[d] >= 1 and s[d] >= 1 and min(pad[d]) >= 0)
        o = window_out(x.shape[d], w[d], s[d], 1, 1, *pad[d])
        require(o is not None)
        shape.append(o)
    require(list(src.shape) == shape, "source shape")
    # Each element receives the sources of the windows that overlap it.
    overlap = math.prod(-(-w[d] // s[d]) for d in range(x.rank))
    return [fold_values(src.t, x.shape, attrs["body"], src, init, overlap + 1)]


def emit_select_and_scatter(p, op, ins, outs):
    xt, st = ins[0].t, ins[1].t
    a = op.attrs

    def select(args):
        r = p.fresh()
        ty = "tensor<%s>" % xt.name
        return (['%s = "stablehlo.compare"(%s, %s) <{compare_type = '
                 '#stablehlo<comparison_type %s>, comparison_direction = '
                 '#stablehlo<comparison_direction %s>}> : (%s, %s) -> '
                 'tensor<i1>' % (r, args[0], args[1], xt.compare_type,
                                 a["select"], ty, ty)], [r], ["tensor<i1>"])

    p.op("stablehlo.select_and_scatter", op.operands, op.results,
         "padding = %s, window_dimensions = %s, window_strides = %s" % (
             _pad_attr(a["pad"]), arr(a["window"]), arr(a["strides"])),
         regions=[lambda: p.region(["tensor<%s>" % xt.name] * 2, select),
                  lambda: p.region(["tensor<%s>" % st.name] * 2,
                                   lambda args: body_lines(p, st, a["body"],
                                                           args))])


kind("select_and_scatter", "reduction")((infer_select_and_scatter,
                                         emit_select_and_scatter))


def infer_sort(attrs, ins, ctx):
    key = ins[0]
    require(0 <= attrs["dim"] < key.rank)
    require(not key.t.is_complex, "complex sort key")
    require(key.same and not key.nan, "sort keys that may differ or be NaN")
    if attrs["ctype"] == "TOTALORDER":
        no_signed_zero_doubt(key)
    for y in ins:
        require(y.shape == key.shape)
    if not attrs["stable"]:
        # Equal keys may come out in either order: allowed only where no
        # other operand and no zero sign could tell.
        require(len(ins) == 1 and not (key.t.is_fp and key.lo <= 0 <=
                                        key.hi), "unstable sort with ties")
    return [y.like() for y in ins]


def emit_sort(p, op, ins, outs):
    a = op.attrs
    kt = ins[0].t

    def comparator(args):
        r = p.fresh()
        ty = "tensor<%s>" % kt.name
        return (['%s = "stablehlo.compare"(%s, %s) <{compare_type = '
                 '#stablehlo<comparison_type %s>, comparison_direction = '
                 '#stablehlo<comparison_direction %s>}> : (%s, %s) -> '
                 'tensor<i1>' % (r, args[0], args[1], a["ctype"], a["dir"],
                                 ty, ty)], [r], ["tensor<i1>"])

    types = []
    for v in ins:
        types += ["tensor<%s>" % v.t.name] * 2
    # Block arguments come in pairs per operand: (lhs_k, rhs_k).
    p.op("stablehlo.sort", op.operands, op.results,
         "dimension = %d : i64, is_stable = %s" % (
             a["dim"], "true" if a["stable"] else "false"),
         regions=[lambda: p.region(types, comparator)])


kind("sort", "reduction")((infer_sort, emit_sort))


def random_window(rng, n):
    """(window, stride, base dilation, window dilation, (lo, hi)) that fit."""
    while True:
        w = rng.choice([1, 1, 2, 2, 3, 4])
        s = rng.choice([1, 1, 2, 3])
        bd = rng.choice([1, 1, 1, 2])
        wd = rng.choice([1, 1, 1, 2])
        pad = (rng.choice([0, 0, 1, 2]), rng.choice([0, 0, 1, 2]))
        if window_out(n, w, s, bd, wd, *pad) is not None:
            return w, s, bd, wd, pad


def generate(g):
    rng = g.rng
    x = g.pick()
    if x is None:
        return False
    v = g.val(x)
    t = v.t
    r = rng.random()
    if r < 0.35:
        if v.rank == 0:
            return False
        dims = sorted(rng.sample(range(v.rank), rng.randint(1, v.rank)))
        init = g.value_of(t, ())
        if rng.random() < 0.15 and not t.is_complex:
            it = BY_NAME[rng.choice(["i32", "i64", "ui32"])]
            idx = g.add_value("iota", [], {"t": it.name, "shape": list(
                v.shape), "dim": rng.choice(dims)})
            if idx is None:
                return False
            iinit = g.value_of(it, ())
            return g.add("reduce", [x, idx, init, iinit], {"dims": dims},
                         nres=2)
        return g.add("reduce", [x, init], {"dims": dims,
                                           "body": rng.choice(bodies_for(t))})
    if r < 0.6:
        wins = [random_window(rng, n) for n in v.shape]
        init = g.value_of(t, ())
        return g.add("reduce_window", [x, init], {
            "window": [w[0] for w in wins], "strides": [w[1] for w in wins],
            "base": [w[2] for w in wins], "wdil": [w[3] for w in wins],
            "pad": [list(w[4]) for w in wins],
            "body": rng.choice(bodies_for(t))})
    if r < 0.75:
        if t.is_complex or t.is_bool:
            return False
        wins = []
        for n in v.shape:
            while True:
                w = (rng.choice([1, 2, 2, 3]), rng.choice([1, 2, 3]),
                     (rng.choice([0, 0, 1]), rng.choice([0, 0, 1])))
                o = window_out(n, w[0], w[1], 1, 1, *w[2])
                if o is not None:
                    wins.append((w, o))
                    break
        st = t
        src = g.value_of(st, [o for _, o in wins])
        init = g.value_of(st, ())
        return g.add("select_and_scatter", [x, src, init], {
            "window": [w[0] for w, _ in wins],
            "strides": [w[1] for w, _ in wins],
            "pad": [list(w[2]) for w, _ in wins],
            "select": rng.choice(["GE", "LE", "GT"]),
            "body": rng.choice(bodies_for(st))})
    if v.rank == 0 or t.is_complex:
        return False
    others = [g.value_of(g.random_type(), v.shape)
              for _ in range(rng.choice([0, 0, 1, 2]))]
    ctype = t.compare_type
    if t.is_float and rng.random() < 0.3:
        ctype = "TOTALORDER"
    return g.add("sort", [x] + others, {
        "dim": rng.randrange(v.rank), "stable": rng.random() < 0.7,
        "dir": rng.choice(["LT", "GT"]), "ctype": ctype},
        nres=1 + len(others))
