"""Contractions: dot_general and convolution, with random dimension
numbers, groups, strides, padding (negative too), dilations and window
reversal within the spec's constraints. Each result element is a sum of
products, reassociated and fused at -O2 (the GEMM and direct convolution
kernels), so the error model treats it as a sum of `terms` products.
"""
import math

from absval import Val, require, sum_result
from ir import kind
from ops_movement import arr

PRECISIONS = ["DEFAULT", "HIGH", "HIGHEST"]


def product_sum(t, shape, a, b, terms):
    """The Val of sums of `terms` products of elements of a and b."""
    if t.is_bool or t.is_int:
        return Val(t, shape)
    ma, mb = a.mag, b.mag
    require(math.isfinite(ma) and math.isfinite(mb), "infinite operands")
    da, db = a.deviation, b.deviation
    ft = t.part or t
    mag = ma * mb * (2 if t.is_complex else 1)
    dev = da * mb + db * ma + da * db
    g = None if a.grid is None or b.grid is None else a.grid + b.grid
    if dev or g is None:
        # A fused multiply-add skips the product's rounding.
        dev += 2 * ft.eps * mag
    v = sum_result(t, shape, 2, max(terms, 1), mag, g, dev, a.nan or b.nan)
    if terms == 0:
        v = Val(t, shape, 0.0, 0.0, 0.0, 0.0, 0, False)
    v.zs = True
    return v


def dot_shape(a, b, d):
    lb, rb, lc, rc = d["lb"], d["rb"], d["lc"], d["rc"]
    require(len(lb) == len(rb) and len(lc) == len(rc))
    require(len(set(lb + lc)) == len(lb + lc) and
            len(set(rb + rc)) == len(rb + rc))
    for x, y in zip(lb + lc, rb + rc):
        require(0 <= x < a.rank and 0 <= y < b.rank)
        require(a.shape[x] == b.shape[y], "dimension sizes differ")
    shape = [a.shape[x] for x in lb]
    shape += [n for k, n in enumerate(a.shape) if k not in lb + lc]
    shape += [n for k, n in enumerate(b.shape) if k not in rb + rc]
    return shape


def infer_dot_general(attrs, ins, ctx):
    a, b = ins
    require(a.t is b.t, "mixed dot types")
    shape = dot_shape(a, b, attrs)
    terms = math.prod(a.shape[x] for x in attrs["lc"])
    return [product_sum(a.t, shape, a, b, terms)]


def emit_dot_general(p, op, ins, outs):
    a = op.attrs
    props = ("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions"
             " = [%s], rhs_batching_dimensions = [%s], "
             "lhs_contracting_dimensions = [%s], rhs_contracting_dimensions ="
             " [%s]>" % tuple(", ".join(map(str, a[k]))
                              for k in ("lb", "rb", "lc", "rc")))
    # The printer omits empty dimension lists; the parser accepts them.
    props = props.replace("lhs_batching_dimensions = [], "
                          "rhs_batching_dimensions = [], ", "")
    if a.get("precision"):
        props += ", precision_config = [%s]" % ", ".join(
            "#stablehlo<precision %s>" % q for q in a["precision"])
    p.op("stablehlo.dot_general", op.operands, op.results, props)


kind("dot_general", "contraction")((infer_dot_general, emit_dot_general))


def conv_out(n, w, stride, lo, hi, ld, rd):
    dil_in = (n - 1) * ld + 1 if n else 0
    padded = dil_in + lo + hi
    dw = (w - 1) * rd + 1 if w else 0
    if padded < dw or padded < 0:
        return None
    return (padded - dw) // stride + 1


def infer_convolution(attrs, ins, ctx):
    x, k = ins
    require(x.t is k.t, "mixed convolution types")
    a = attrs
    ld, kd, od = a["lhs_dims"], a["rhs_dims"], a["out_dims"]
    ns = len(ld) - 2
    require(x.rank == k.rank == ns + 2)
    G, B = a["fgc"], a["bgc"]
    batch, feat = x.shape[ld[0]], x.shape[ld[1]]
    kin, kout = k.shape[kd[0]], k.shape[kd[1]]
    require(G >= 1 and B >= 1 and (G == 1 or B == 1))
    require(feat == kin * G and kout % G == 0, "feature groups")
    require(batch % B == 0 and kout % B == 0, "batch groups")
    shape = [0] * (ns + 2)
    shape[od[0]] = batch // B
    shape[od[1]] = kout
    for i in range(ns):
        o = conv_out(x.shape[ld[2 + i]], k.shape[kd[2 + i]], a["strides"][i],
                     a["pad"][i][0], a["pad"][i][1], a["lhs_dil"][i],
                     a["rhs_dil"][i])
        require(o is not None, "window larger than the padded input")
        shape[od[2 + i]] = o
    terms = kin * math.prod(k.shape[kd[2 + i]] for i in range(ns))
    return [product_sum(x.t, shape, x, k, terms)]


def _layout(dims, names):
    """The #stablehlo.conv spelling of one operand's dimension order."""
    out = [None] * len(dims)
    for role, d in enumerate(dims):
        out[d] = names[role] if role < 2 else str(role - 2)
    return "[%s]" % ", ".join(out)


def emit_convolution(p, op, ins, outs):
    a = op.attrs
    ns = len(a["lhs_dims"]) - 2
    dn = "#stablehlo.conv<%sx%s->%s>" % (
        _layout(a["lhs_dims"], "bf"), _layout(a["rhs_dims"], "io"),
        _layout(a["out_dims"], "bf"))
    pad = ("dense<[%s]> : tensor<%dx2xi64>" % (", ".join(
        "[%d, %d]" % tuple(q) for q in a["pad"]), ns) if ns else
           "dense<> : tensor<0x2xi64>")
    props = ("batch_group_count = %d : i64, dimension_numbers = %s, "
             "feature_group_count = %d : i64, lhs_dilation = %s, padding = %s,"
             " rhs_dilation = %s, window_reversal = array<i1%s>, "
             "window_strides = %s" % (
                 a["bgc"], dn, a["fgc"], arr(a["lhs_dil"]), pad,
                 arr(a["rhs_dil"]), "" if not ns else ": " + ", ".join(
                     "true" if r else "false" for r in a["reversal"]),
                 arr(a["strides"])))
    if a.get("precision"):
        props += ", precision_config = [%s]" % ", ".join(
            "#stablehlo<precision %s>" % q for q in a["precision"])
    p.op("stablehlo.convolution", op.operands, op.results, props)


kind("convolution", "contraction")((infer_convolution, emit_convolution))


def _place(rng, roles):
    """A random permutation: dims[role] = position."""
    pos = list(range(len(roles)))
    rng.shuffle(pos)
    return pos


def gen_dot(g):
    rng = g.rng
    t = g.random_type()
    big = rng.random() < 0.15
    size = (lambda: rng.choice([1, 7, 16, 33, 64])) if big else (
        lambda: rng.choice([0, 1, 1, 2, 3, 4, 5]))
    nb, nc = rng.choice([0, 0, 1, 2]), rng.choice([0, 1, 1, 1, 2])
    nfl, nfr = rng.choice([0, 1, 1, 2]), rng.choice([0, 1, 1, 2])
    bs = [size() for _ in range(nb)]
    cs = [size() for _ in range(nc)]
    lf = [size() for _ in range(nfl)]
    rf = [size() for _ in range(nfr)]
    lpos = _place(rng, range(nb + nc + nfl))
    rpos = _place(rng, range(nb + nc + nfr))
    lshape = [0] * len(lpos)
    rshape = [0] * len(rpos)
    for i, n in enumerate(bs + cs + lf):
        lshape[lpos[i]] = n
    for i, n in enumerate(bs + cs + rf):
        rshape[rpos[i]] = n
    a = g.value_of(t, lshape)
    b = g.value_of(t, rshape)
    attrs = {"lb": lpos[:nb], "rb": rpos[:nb], "lc": lpos[nb:nb + nc],
             "rc": rpos[nb:nb + nc]}
    if rng.random() < 0.3:
        attrs["precision"] = [rng.choice(PRECISIONS) for _ in range(2)]
    return g.add("dot_general", [a, b], attrs)


def gen_conv(g):
    rng = g.rng
    t = g.random_type()
    ns = rng.choice([0, 1, 1, 2, 2, 2, 3])
    G = rng.choice([1, 1, 1, 2, 3])
    B = 1 if G > 1 else rng.choice([1, 1, 1, 2])
    kin = rng.choice([1, 1, 2, 3])
    kout = rng.choice([1, 2, 3]) * G * B
    batch = rng.choice([0, 1, 1, 2]) * B
    sp, win, strides, pad, ld, rd, rev = [], [], [], [], [], [], []
    for _ in range(ns):
        n = rng.choice([0, 1, 2, 3, 4, 5, 8])
        w = rng.choice([1, 1, 2, 3])
        s = rng.choice([1, 1, 2, 3])
        l = rng.choice([1, 1, 1, 2])
        r = rng.choice([1, 1, 1, 2])
        for _ in range(20):
            lo, hi = rng.randint(-1, 2), rng.randint(-1, 2)
            if conv_out(n, w, s, lo, hi, l, r) is not None:
                break
        else:
            lo, hi = (w - 1) * r + 1, 0
        sp.append(n)
        win.append(w)
        strides.append(s)
        pad.append([lo, hi])
        ld.append(l)
        rd.append(r)
        rev.append(rng.random() < 0.2)
    lhs_dims = _place(rng, range(ns + 2))
    rhs_dims = _place(rng, range(ns + 2))
    out_dims = _place(rng, range(ns + 2))
    xs = [0] * (ns + 2)
    ks = [0] * (ns + 2)
    xs[lhs_dims[0]], xs[lhs_dims[1]] = batch, kin * G
    ks[rhs_dims[0]], ks[rhs_dims[1]] = kin, kout
    for i in range(ns):
        xs[lhs_dims[2 + i]] = sp[i]
        ks[rhs_dims[2 + i]] = win[i]
    x = g.value_of(t, xs)
    k = g.value_of(t, ks)
    attrs = {"lhs_dims": lhs_dims, "rhs_dims": rhs_dims, "out_dims": out_dims,
             "fgc": G, "bgc": B, "strides": strides, "pad": pad,
             "lhs_dil": ld, "rhs_dil": rd, "reversal": rev}
    if rng.random() < 0.2:
        attrs["precision"] = [rng.choice(PRECISIONS) for _ in range(2)]
    return g.add("convolution", [x, k], attrs)


def generate(g):
    if g.rng.random() < 0.6:
        return gen_dot(g)
    return gen_conv(g)
