"""gather and scatter with random dimension numbers (batching dimensions,
collapsed/inserted dimensions, index vector anywhere or implicit).

Gather clamps its start indices, so any index data is valid. Scatter skips
updates whose window leaves the operand, and combines updates that hit the
same element in an order the spec leaves open: sums of floats are then
compared within absval.sum_error, and a combiner that keeps the update
(not commutative) is only generated with indices that are unique and
windows that cannot overlap.
"""
import math

from absval import join, require
from ir import kind
from ops_movement import arr
from ops_reduce import bodies_for, body_lines, fold_values


def lst(xs):
    return "[%s]" % ", ".join(map(str, xs))


def _batch_shape(idx_shape, ivd):
    return [n for k, n in enumerate(idx_shape) if k != ivd]


def infer_gather(attrs, ins, ctx):
    x, idx = ins
    a = attrs
    require(idx.t.is_int)
    ivd, sim, csd = a["ivd"], a["sim"], a["csd"]
    obd, sibd, od, ss = a["obd"], a["sibd"], a["offset"], a["sizes"]
    require(0 <= ivd <= idx.rank and len(ss) == x.rank)
    nvec = idx.shape[ivd] if ivd < idx.rank else 1
    require(nvec == len(sim))
    for d in csd + obd:
        require(ss[d] == 1)
    for d in range(x.rank):
        require(0 <= ss[d] <= x.shape[d])
    for o, i in zip(obd, sibd):
        require(i != ivd and x.shape[o] == idx.shape[i])
    batch = _batch_shape(idx.shape, ivd)
    window = [ss[d] for d in range(x.rank) if d not in csd + obd]
    require(len(od) == len(window) and od == sorted(od))
    rank = len(batch) + len(window)
    shape = []
    bi = wi = 0
    for d in range(rank):
        if d in od:
            shape.append(window[wi])
            wi += 1
        else:
            shape.append(batch[bi])
            bi += 1
    return [x.like(shape=shape)]


def emit_gather(p, op, ins, outs):
    a = op.attrs
    dn = "offset_dims = %s" % lst(a["offset"])
    if a["csd"]:
        dn += ", collapsed_slice_dims = %s" % lst(a["csd"])
    if a["obd"]:
        dn += ", operand_batching_dims = %s, start_indices_batching_dims = %s"\
              % (lst(a["obd"]), lst(a["sibd"]))
    dn += ", start_index_map = %s, index_vector_dim = %d" % (lst(a["sim"]),
                                                            a["ivd"])
    p.op("stablehlo.gather", op.operands, op.results,
         "dimension_numbers = #stablehlo.gather<%s>, indices_are_sorted = "
         "false, slice_sizes = %s" % (dn, arr(a["sizes"])))


kind("gather", "movement")((infer_gather, emit_gather))


def infer_scatter(attrs, ins, ctx):
    x, idx, upd = ins
    a = attrs
    require(idx.t.is_int and upd.t is x.t)
    ivd, sdod, iwd = a["ivd"], a["sdod"], a["iwd"]
    ibd, sibd, uwd = a["ibd"], a["sibd"], a["uwd"]
    require(0 <= ivd <= idx.rank)
    nvec = idx.shape[ivd] if ivd < idx.rank else 1
    require(nvec == len(sdod))
    batch = _batch_shape(idx.shape, ivd)
    require(upd.rank == len(batch) + len(uwd))
    window_dims = [d for d in range(x.rank) if d not in iwd + ibd]
    require(len(window_dims) == len(uwd))
    for k, d in enumerate(uwd):
        require(upd.shape[d] <= x.shape[window_dims[k]])
    sd = [d for d in range(upd.rank) if d not in uwd]
    require([upd.shape[d] for d in sd] == batch)
    for o, i in zip(ibd, sibd):
        require(i != ivd and x.shape[o] == idx.shape[i])
    body = a["body"]
    if body == "replace":
        require(a.get("unique_ok", False), "replace needs unique indices")
        return [join([x, upd])]
    n = math.prod(batch) + 1
    return [fold_values(x.t, x.shape, body, upd if upd.mag >= x.mag else x,
                        x if upd.mag >= x.mag else upd, n)]


def emit_scatter(p, op, ins, outs):
    a = op.attrs
    t = ins[0].t
    dn = "update_window_dims = %s" % lst(a["uwd"])
    if a["iwd"]:
        dn += ", inserted_window_dims = %s" % lst(a["iwd"])
    if a["ibd"]:
        dn += ", input_batching_dims = %s, scatter_indices_batching_dims = %s"\
              % (lst(a["ibd"]), lst(a["sibd"]))
    dn += ", scatter_dims_to_operand_dims = %s, index_vector_dim = %d" % (
        lst(a["sdod"]), a["ivd"])
    ty = "tensor<%s>" % t.name

    def body(args):
        if a["body"] == "replace":
            return [], [args[1]], [ty]
        return body_lines(p, t, a["body"], args)

    p.op("stablehlo.scatter", op.operands, op.results,
         "indices_are_sorted = false, scatter_dimension_numbers = "
         "#stablehlo.scatter<%s>, unique_indices = %s" % (
             dn, "true" if a.get("unique") else "false"),
         regions=[lambda: p.region([ty, ty], body)])


kind("scatter", "movement")((infer_scatter, emit_scatter))


def _index_layout(rng, batch_shape, nvec):
    """Indices shape with the index vector dimension placed at random (or
    implicit at the end when it has one element)."""
    if nvec == 1 and rng.random() < 0.3:
        return list(batch_shape), len(batch_shape)
    ivd = rng.randint(0, len(batch_shape))
    shape = list(batch_shape)
    shape.insert(ivd, nvec)
    return shape, ivd


def gen_gather(g):
    rng = g.rng
    x = g.pick(lambda v: v.rank > 0)
    if x is None:
        return False
    v = g.val(x)
    r = v.rank
    dims = list(range(r))
    rng.shuffle(dims)
    nb = rng.choice([0, 0, 0, 1]) if r > 1 else 0
    obd = sorted(dims[:nb])
    rest = dims[nb:]
    sim = rng.sample(rest, rng.randint(1, len(rest)))
    csd = sorted(d for d in rest if rng.random() < 0.4)
    sizes = []
    for d in range(r):
        if d in csd or d in obd:
            sizes.append(1)
        else:
            sizes.append(rng.randint(0, v.shape[d]))
    if any(v.shape[d] < 1 for d in csd + obd):
        return False
    nbatch = rng.randint(0, 2)
    bshape = [rng.choice([0, 1, 2, 3]) for _ in range(nbatch)]
    sibd = []
    for d in obd:
        pos = rng.randint(0, len(bshape))
        bshape.insert(pos, v.shape[d])
        sibd = [s + (1 if s >= pos else 0) for s in sibd] + [pos]
    ishape, ivd = _index_layout(rng, bshape, len(sim))
    sibd = [s + (1 if s >= ivd and ivd < len(ishape) else 0) for s in sibd]
    it = g.index_type()
    idx = g.index_tensor(it, ishape, -2, max(v.shape) + 2)
    nwin = r - len(csd) - len(obd)
    res_rank = len(bshape) + nwin
    offset = sorted(rng.sample(range(res_rank), nwin))
    return g.add("gather", [x, idx], {
        "ivd": ivd, "sim": sim, "csd": csd, "obd": obd, "sibd": sibd,
        "offset": offset, "sizes": sizes})


def gen_scatter(g):
    rng = g.rng
    x = g.pick(lambda v: v.rank > 0)
    if x is None:
        return False
    v = g.val(x)
    r = v.rank
    body = rng.choice(bodies_for(v.t) + ["replace", "replace"])
    dims = list(range(r))
    rng.shuffle(dims)
    nb = rng.choice([0, 0, 0, 1]) if r > 1 and body != "replace" else 0
    ibd = sorted(dims[:nb])
    rest = dims[nb:]
    sdod = rng.sample(rest, rng.randint(1, len(rest)))
    iwd = sorted(d for d in rest if rng.random() < 0.4)
    if any(v.shape[d] < 1 for d in iwd + ibd):
        return False
    nbatch = rng.randint(0, 2)
    bshape = [rng.choice([0, 1, 2, 3]) for _ in range(nbatch)]
    sibd = []
    for d in ibd:
        pos = rng.randint(0, len(bshape))
        bshape.insert(pos, v.shape[d])
        sibd = [s + (1 if s >= pos else 0) for s in sibd] + [pos]
    window_dims = [d for d in range(r) if d not in iwd + ibd]
    wsizes = []
    for d in window_dims:
        if body == "replace" and d in sdod:
            wsizes.append(min(1, v.shape[d]))
        else:
            wsizes.append(rng.randint(0, v.shape[d]))
    ishape, ivd = _index_layout(rng, bshape, len(sdod))
    sibd = [s + (1 if s >= ivd and ivd < len(ishape) else 0) for s in sibd]
    it = g.index_type()
    attrs = {"ivd": ivd, "sdod": sdod, "iwd": iwd, "ibd": ibd, "sibd": sibd,
             "body": body}
    if body == "replace":
        # Distinct start positions along the scattered dimensions, windows
        # of one element there: no two updates reach the same element.
        idx = g.unique_index_tensor(it, ishape, ivd, [v.shape[d]
                                                      for d in sdod])
        if idx is None:
            return False
        attrs["unique_ok"] = True
        attrs["unique"] = rng.random() < 0.5
    else:
        idx = g.index_tensor(it, ishape, -1, max(v.shape) + 1)
    urank = len(bshape) + len(window_dims)
    uwd = sorted(rng.sample(range(urank), len(window_dims)))
    ushape = []
    bi = wi = 0
    for d in range(urank):
        if d in uwd:
            ushape.append(wsizes[wi])
            wi += 1
        else:
            ushape.append(bshape[bi])
            bi += 1
    attrs["uwd"] = uwd
    upd = g.value_of(v.t, ushape)
    return g.add("scatter", [x, idx, upd], attrs)


def generate(g):
    if g.rng.random() < 0.5:
        return gen_gather(g)
    return gen_scatter(g)
