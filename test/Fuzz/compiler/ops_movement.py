"""Data movement ops: every element of a result is an element of an operand
(or a padding value), so results carry their operands' bounds unchanged.
Attributes are drawn within the spec's constraints; index operands of
dynamic_slice and dynamic_update_slice may be anything (the spec clamps
them), so out-of-range and negative starts are generated on purpose.
"""
import math

from absval import Val, fit, join, require
from eltypes import BY_NAME
from ir import kind


def arr(xs):
    return "array<i64%s>" % ("" if not xs else ": " + ", ".join(
        str(int(x)) for x in xs))


def infer_broadcast_in_dim(attrs, ins, ctx):
    (x,) = ins
    shape, dims = attrs["shape"], attrs["dims"]
    require(len(dims) == x.rank and len(set(dims)) == len(dims))
    for i, d in enumerate(dims):
        require(0 <= d < len(shape) and x.shape[i] in (1, shape[d]))
    return [x.like(shape=shape)]


kind("broadcast_in_dim", "movement")((infer_broadcast_in_dim, lambda p, op, i,
                                      o: p.op("stablehlo.broadcast_in_dim",
                                              op.operands, op.results,
                                              "broadcast_dimensions = " +
                                              arr(op.attrs["dims"]))))


def infer_reshape(attrs, ins, ctx):
    (x,) = ins
    require(math.prod(attrs["shape"]) == x.size)
    return [x.like(shape=attrs["shape"])]


kind("reshape", "movement")((infer_reshape, lambda p, op, i, o: p.op(
    "stablehlo.reshape", op.operands, op.results)))


def infer_transpose(attrs, ins, ctx):
    (x,) = ins
    perm = attrs["perm"]
    require(sorted(perm) == list(range(x.rank)))
    return [x.like(shape=[x.shape[d] for d in perm])]


kind("transpose", "movement")((infer_transpose, lambda p, op, i, o: p.op(
    "stablehlo.transpose", op.operands, op.results,
    "permutation = " + arr(op.attrs["perm"]))))


def infer_slice(attrs, ins, ctx):
    (x,) = ins
    st, li, sd = attrs["start"], attrs["limit"], attrs["strides"]
    shape = []
    for d in range(x.rank):
        require(0 <= st[d] <= li[d] <= x.shape[d] and sd[d] >= 1)
        shape.append(-(-(li[d] - st[d]) // sd[d]))
    return [x.like(shape=shape)]


kind("slice", "movement")((infer_slice, lambda p, op, i, o: p.op(
    "stablehlo.slice", op.operands, op.results,
    "limit_indices = %s, start_indices = %s, strides = %s" % (
        arr(op.attrs["limit"]), arr(op.attrs["start"]),
        arr(op.attrs["strides"])))))


def infer_dynamic_slice(attrs, ins, ctx):
    x, idx = ins[0], ins[1:]
    sizes = attrs["sizes"]
    require(len(idx) == x.rank == len(sizes))
    for i in idx:
        require(i.rank == 0 and i.t.is_int and i.t is idx[0].t)
    for d in range(x.rank):
        require(0 <= sizes[d] <= x.shape[d])
    return [x.like(shape=sizes)]


kind("dynamic_slice", "movement")((infer_dynamic_slice, lambda p, op, i, o:
                                   p.op("stablehlo.dynamic_slice",
                                        op.operands, op.results,
                                        "slice_sizes = " +
                                        arr(op.attrs["sizes"]))))


def infer_dynamic_update_slice(attrs, ins, ctx):
    x, u, idx = ins[0], ins[1], ins[2:]
    require(u.t is x.t and u.rank == x.rank and len(idx) == x.rank)
    for i in idx:
        require(i.rank == 0 and i.t.is_int and i.t is idx[0].t)
    for d in range(x.rank):
        require(u.shape[d] <= x.shape[d])
    return [join([x, u])]


kind("dynamic_update_slice", "movement")((infer_dynamic_update_slice,
                                          lambda p, op, i, o: p.op(
                                              "stablehlo.dynamic_update_slice",
                                              op.operands, op.results)))


def pad_shape(shape, low, high, interior):
    out = []
    for d, n in enumerate(shape):
        out.append(n + low[d] + high[d] + max(n - 1, 0) * interior[d])
    return out


def infer_pad(attrs, ins, ctx):
    x, pv = ins
    require(pv.rank == 0 and pv.t is x.t)
    lo, hi, it = attrs["low"], attrs["high"], attrs["interior"]
    require(len(lo) == len(hi) == len(it) == x.rank)
    require(all(i >= 0 for i in it))
    shape = pad_shape(x.shape, lo, hi, it)
    require(all(n >= 0 for n in shape), "negative padded size")
    return [join([x, pv], shape=shape)]


kind("pad", "movement")((infer_pad, lambda p, op, i, o: p.op(
    "stablehlo.pad", op.operands, op.results,
    "edge_padding_high = %s, edge_padding_low = %s, interior_padding = %s" %
    (arr(op.attrs["high"]), arr(op.attrs["low"]),
     arr(op.attrs["interior"])))))


def infer_concatenate(attrs, ins, ctx):
    d = attrs["dim"]
    x = ins[0]
    require(x.rank > 0 and 0 <= d < x.rank)
    for y in ins:
        require(y.t is x.t and y.rank == x.rank)
        require(all(y.shape[k] == x.shape[k] for k in range(x.rank)
                    if k != d))
    shape = list(x.shape)
    shape[d] = sum(y.shape[d] for y in ins)
    return [join(ins, shape=shape)]


kind("concatenate", "movement")((infer_concatenate, lambda p, op, i, o: p.op(
    "stablehlo.concatenate", op.operands, op.results,
    "dimension = %d : i64" % op.attrs["dim"])))


def infer_reverse(attrs, ins, ctx):
    (x,) = ins
    require(all(0 <= d < x.rank for d in attrs["dims"]))
    return [x.like()]


kind("reverse", "movement")((infer_reverse, lambda p, op, i, o: p.op(
    "stablehlo.reverse", op.operands, op.results,
    "dimensions = " + arr(op.attrs["dims"]))))


def infer_iota(attrs, ins, ctx):
    t = BY_NAME[attrs["t"]]
    shape, d = attrs["shape"], attrs["dim"]
    require(0 <= d < len(shape))
    n = max(shape[d] - 1, 0)
    if t.is_fp:
        return [fit(t, shape, 0, n, 0)]
    if t.is_bool:
        return [Val(t, shape)]
    require(n <= t.max_int, "iota past the type's range")
    return [Val(t, shape, 0, n)]


kind("iota", "movement")((infer_iota, lambda p, op, i, o: p.op(
    "stablehlo.iota", [], op.results, "iota_dimension = %d : i64" %
    op.attrs["dim"])))


def infer_get_dimension_size(attrs, ins, ctx):
    (x,) = ins
    require(0 <= attrs["dim"] < x.rank)
    n = x.shape[attrs["dim"]]
    return [Val(BY_NAME["i32"], (), n, n)]


kind("get_dimension_size", "movement")((infer_get_dimension_size,
                                        lambda p, op, i, o: p.op(
                                            "stablehlo.get_dimension_size",
                                            op.operands, op.results,
                                            "dimension = %d : i64" %
                                            op.attrs["dim"])))


def infer_dynamic(attrs, ins, ctx):
    """The dynamic ops whose shape operands are constants (kiln rewrites
    them into their static forms at every level): the static op's
    semantics."""
    name = attrs["op"]
    if name == "dynamic_broadcast_in_dim":
        return infer_broadcast_in_dim(attrs, ins, ctx)
    if name == "dynamic_reshape":
        return infer_reshape(attrs, ins, ctx)
    if name == "dynamic_iota":
        return infer_iota(attrs, ins, ctx)
    if name == "dynamic_pad":
        return infer_pad(attrs, ins, ctx)
    if name == "real_dynamic_slice":
        return infer_slice(attrs, ins, ctx)
    raise AssertionError(name)


def _const_line(p, values):
    name = p.fresh()
    ty = "tensor<%dxi64>" % len(values)
    p.line('%s = "stablehlo.constant"() <{value = dense<%s> : %s}> : () -> '
           '%s' % (name, "[%s]" % ", ".join(map(str, values)) if values else
                   "", ty, ty) if values else
           '%s = "stablehlo.constant"() <{value = dense<> : %s}> : () -> %s'
           % (name, ty, ty))
    return name, ty


def emit_dynamic(p, op, ins, outs):
    a = op.attrs
    name = a["op"]
    consts = {
        "dynamic_broadcast_in_dim": ["shape"], "dynamic_reshape": ["shape"],
        "dynamic_iota": ["shape"], "dynamic_pad": ["low", "high", "interior"],
        "real_dynamic_slice": ["start", "limit", "strides"]}[name]
    extra = [_const_line(p, a[k]) for k in consts]
    operands = [p.name(i) for i in op.operands] + [n for n, _ in extra]
    types = [p.ty(i) for i in op.operands] + [t for _, t in extra]
    props = ""
    if name == "dynamic_broadcast_in_dim":
        props = " <{broadcast_dimensions = %s}>" % arr(a["dims"])
    elif name == "dynamic_iota":
        props = " <{iota_dimension = %d : i64}>" % a["dim"]
    p.line('%s = "stablehlo.%s"(%s)%s : (%s) -> %s' % (
        p.name(op.results[0]), name, ", ".join(operands), props,
        ", ".join(types), p.ty(op.results[0])))


kind("dynamic", "movement")((infer_dynamic, emit_dynamic))


def random_reshape(rng, shape):
    """A random shape with as many elements as `shape`."""
    n = math.prod(shape)
    if n == 0:
        rank = rng.randint(1, 4)
        out = [rng.randint(0, 4) for _ in range(rank)]
        out[rng.randrange(rank)] = 0
        return out
    factors = []
    m = n
    f = 2
    while f * f <= m:
        while m % f == 0:
            factors.append(f)
            m //= f
        f += 1
    if m > 1:
        factors.append(m)
    rank = rng.randint(0 if n == 1 else 1, 4)
    out = [1] * max(rank, 1)
    for f in factors:
        out[rng.randrange(len(out))] *= f
    if rank == 0:
        return []
    return out


def generate(g):
    """Adds one data movement op; False if none fit."""
    rng = g.rng
    x = g.pick()
    if x is None:
        return False
    v = g.val(x)
    r = rng.random()
    if r < 0.05:
        # The dynamic forms, with constant shape operands.
        name = rng.choice(["dynamic_broadcast_in_dim", "dynamic_reshape",
                           "dynamic_iota", "dynamic_pad",
                           "real_dynamic_slice"])
        if name == "dynamic_broadcast_in_dim":
            rank = max(v.rank, min(v.rank + rng.randint(0, 2), 5))
            dims = sorted(rng.sample(range(rank), v.rank))
            shape = [rng.randint(1, 4) for _ in range(rank)]
            for i, d in enumerate(dims):
                if v.shape[i] != 1 or rng.random() < 0.5:
                    shape[d] = v.shape[i]
            attrs = {"shape": shape, "dims": dims}
        elif name == "dynamic_reshape":
            attrs = {"shape": random_reshape(rng, v.shape)}
        elif name == "dynamic_iota":
            t = g.random_type()
            shape = g.random_shape(min_rank=1)
            return g.add("dynamic", [], {"op": name, "t": t.name,
                                         "shape": shape,
                                         "dim": rng.randrange(len(shape))})
        elif name == "dynamic_pad":
            attrs = {"low": [rng.randint(-min(n, 2), 3) for n in v.shape],
                     "high": [rng.randint(-min(n, 2), 3) for n in v.shape],
                     "interior": [rng.choice([0, 0, 1]) for _ in v.shape]}
            attrs["op"] = name
            return g.add("dynamic", [x, g.value_of(v.t, ())], attrs)
        else:
            st, li, sd = [], [], []
            for n in v.shape:
                a = rng.randint(0, n)
                st.append(a)
                li.append(rng.randint(a, n))
                sd.append(rng.choice([1, 1, 2]))
            attrs = {"start": st, "limit": li, "strides": sd}
        attrs["op"] = name
        return g.add("dynamic", [x], attrs)
    if r < 0.16:
        rank = max(v.rank, min(v.rank + rng.randint(0, 2), 5))
        dims = sorted(rng.sample(range(rank), v.rank))
        if rng.random() < 0.2:
            rng.shuffle(dims)
        shape = [rng.choice([0, 1, 2, 3, 5, 8]) if rng.random() < 0.3 else
                 rng.randint(1, 4) for _ in range(rank)]
        for i, d in enumerate(dims):
            if v.shape[i] != 1 or rng.random() < 0.5:
                shape[d] = v.shape[i]
        return g.add("broadcast_in_dim", [x], {"shape": shape, "dims": dims})
    if r < 0.28:
        return g.add("reshape", [x], {"shape": random_reshape(rng, v.shape)})
    if r < 0.38:
        if v.rank < 2:
            return False
        perm = list(range(v.rank))
        rng.shuffle(perm)
        return g.add("transpose", [x], {"perm": perm})
    if r < 0.5:
        st, li, sd = [], [], []
        for n in v.shape:
            a = rng.randint(0, n)
            b = rng.randint(a, n)
            st.append(a)
            li.append(b)
            sd.append(rng.choice([1, 1, 1, 2, 3]))
        return g.add("slice", [x], {"start": st, "limit": li, "strides": sd})
    if r < 0.6:
        it = g.index_type()
        idx = [g.index_scalar(it, -2, n + 2) for n in v.shape]
        sizes = [rng.randint(0, n) for n in v.shape]
        return g.add("dynamic_slice", [x] + idx, {"sizes": sizes})
    if r < 0.68:
        it = g.index_type()
        sizes = [rng.randint(0, n) for n in v.shape]
        u = g.value_of(v.t, sizes)
        idx = [g.index_scalar(it, -2, n + 2) for n in v.shape]
        return g.add("dynamic_update_slice", [x, u] + idx, {})
    if r < 0.78:
        low = [rng.randint(-min(n, 2), 3) for n in v.shape]
        high = [rng.randint(-min(n, 2), 3) for n in v.shape]
        it = [rng.choice([0, 0, 0, 1, 2]) for _ in v.shape]
        pv = g.value_of(v.t, ())
        return g.add("pad", [x, pv], {"low": low, "high": high,
                                      "interior": it})
    if r < 0.88:
        if v.rank == 0:
            return False
        d = rng.randrange(v.rank)
        parts = [x]
        for _ in range(rng.randint(1, 3)):
            shape = list(v.shape)
            shape[d] = rng.choice([0, 1, 2, 3, v.shape[d]])
            parts.append(g.value_of(v.t, shape))
        rng.shuffle(parts)
        return g.add("concatenate", parts, {"dim": d})
    if r < 0.94:
        dims = [d for d in range(v.rank) if rng.random() < 0.5]
        return g.add("reverse", [x], {"dims": dims})
    if r < 0.98:
        t = g.random_type()
        shape = g.random_shape(min_rank=1)
        return g.add("iota", [], {"t": t.name, "shape": shape,
                                  "dim": rng.randrange(len(shape))})
    if v.rank:
        return g.add("get_dimension_size", [x], {"dim": rng.randrange(v.rank)})
    return False
