"""Constants, random numbers, tuples and barriers, and the numerical ops
(fft, cholesky, triangular_solve, batch_norm_*).

-O2 folds constants (exactly, per docs/graph-optimizer.md), so constants of
every type, splat or not, feed the other families. cholesky,
triangular_solve and batch normalization amplify rounding by the
conditioning of their random operands, which no bound here captures: their
results are computed at both levels (no crash, no error at one level only)
but not compared.
"""
import math

import numpy as np

import inputs
from absval import INF, Val, fit, require, sum_result
from eltypes import BY_NAME, COMPLEX, tensor_type
from ir import kind
from ops_elementwise import own_rel
from ops_movement import arr


def _float_text(t, x):
    # MLIR's parser rejects f64 subnormals written in decimal (5e-324).
    if math.isfinite(x) and (x == 0 or abs(x) >= 2.3e-308):
        return repr(float(x))
    # Hex bit patterns spell infinities and NaN.
    bits = np.array([x]).astype(t.value_dtype).view(
        np.dtype("u%d" % t.value_dtype.itemsize))[0]
    return "0x%0*X" % (t.value_dtype.itemsize * 2, int(bits))


def element_text(t, x):
    if t.is_bool:
        return "true" if x else "false"
    if t.is_int:
        return str(int(x))
    if t.is_complex:
        return "(%s, %s)" % (_float_text(t.part, x[0]),
                             _float_text(t.part, x[1]))
    return _float_text(t, x)


def dense_text(t, shape, data, splat):
    if splat:
        x = data[0] if isinstance(data, list) and not (
            t.is_complex and not isinstance(data[0], list)) else data
        return "dense<%s>" % element_text(t, x)
    flat = list(data)

    def nest(dims, start):
        if not dims:
            return element_text(t, flat[start]), start + 1
        parts = []
        for _ in range(dims[0]):
            s, start = nest(dims[1:], start)
            parts.append(s)
        return "[%s]" % ", ".join(parts), start

    if math.prod(shape) == 0:
        return "dense<>"
    text, _ = nest(list(shape), 0)
    return "dense<%s>" % text


def constant_val(t, shape, data):
    if not isinstance(data, list):
        data = [data]
    a = inputs.from_jsonable(t, data, [len(data)])
    if t.is_bool or t.is_int:
        return Val(t, shape, int(a.min()) if a.size else 0,
                   int(a.max()) if a.size else 0)
    parts = np.concatenate([a.real, a.imag]) if t.is_complex else a
    nan = bool(np.isnan(parts).any())
    fin = parts[np.isfinite(parts)]
    lo = float(parts[~np.isnan(parts)].min()) if (~np.isnan(parts)).any() \
        else 0.0
    hi = float(parts[~np.isnan(parts)].max()) if (~np.isnan(parts)).any() \
        else 0.0
    grid = None
    if fin.size == parts.size:
        grid = 64
        for x in fin:
            if x != 0:
                m, e = math.frexp(abs(float(x)))
                # The lowest set bit of the significand.
                k = int(m * (1 << 60))
                grid = min(grid, e - 60 + ((k & -k).bit_length() - 1))
        if grid == 64:
            grid = 0
    return fit(t, shape, lo, hi, grid, nan=nan)


def infer_constant(attrs, ins, ctx):
    t = BY_NAME[attrs["t"]]
    return [constant_val(t, attrs["shape"], attrs["data"])]


def emit_constant(p, op, ins, outs):
    a = op.attrs
    t = BY_NAME[a["t"]]
    ty = tensor_type(t, a["shape"])
    p.op("stablehlo.constant", [], op.results, "value = %s : %s" % (
        dense_text(t, a["shape"], a["data"], a["splat"]), ty))


kind("constant", "misc")((infer_constant, emit_constant))


def infer_barrier(attrs, ins, ctx):
    return [v.like() for v in ins]


kind("optimization_barrier", "misc")((infer_barrier, lambda p, op, i, o: p.op(
    "stablehlo.optimization_barrier", op.operands, op.results)))


def infer_tuple_get(attrs, ins, ctx):
    require(0 <= attrs["index"] < len(ins))
    return [ins[attrs["index"]].like()]


def emit_tuple_get(p, op, ins, outs):
    """A tuple of the operands and the element `index` read back."""
    tup = p.fresh()
    tys = [p.ty(i) for i in op.operands]
    tty = "tuple<%s>" % ", ".join(tys)
    p.line('%s = "stablehlo.tuple"(%s) : (%s) -> %s' % (
        tup, ", ".join(p.name(i) for i in op.operands), ", ".join(tys), tty))
    p.line('%s = "stablehlo.get_tuple_element"(%s) <{index = %d : i32}> : '
           '(%s) -> %s' % (p.name(op.results[0]), tup, op.attrs["index"],
                           tty, p.ty(op.results[0])))


kind("tuple_get", "misc")((infer_tuple_get, emit_tuple_get))


def infer_rng_bit_generator(attrs, ins, ctx):
    (state,) = ins
    t = BY_NAME[attrs["t"]]
    require(state.t.name == "ui64" and state.rank == 1)
    out = Val(t, attrs["shape"], -INF, INF, nan=True) if t.is_fp else Val(
        t, attrs["shape"])
    return [Val(state.t, state.shape), out]


def emit_rng_bit_generator(p, op, ins, outs):
    p.op("stablehlo.rng_bit_generator", op.operands, op.results,
         "rng_algorithm = #stablehlo<rng_algorithm %s>" % op.attrs["alg"])


kind("rng_bit_generator", "misc")((infer_rng_bit_generator,
                                   emit_rng_bit_generator))


def infer_rng(attrs, ins, ctx):
    a, b, shp = ins
    require(a.same and b.same and a.rank == 0 and b.rank == 0 and a.t is b.t)
    t = a.t
    shape = attrs["shape"]
    if attrs["dist"] == "UNIFORM":
        if t.is_fp:
            require(math.isfinite(a.mag) and math.isfinite(b.mag))
            return [Val(t, shape, min(a.lo, b.lo), max(a.hi, b.hi))]
        return [Val(t, shape)]
    require(t.is_float and math.isfinite(a.mag) and math.isfinite(b.mag))
    # Box-Muller's log and cos may be approximated at -O2; its normal
    # variates stay within 7 standard deviations (32-bit uniforms).
    m = a.mag + 7 * b.mag
    r = own_rel(t)
    return [Val(t, shape, -m, m, 4 * r * m + r, r, None, False)]


def emit_rng(p, op, ins, outs):
    p.op("stablehlo.rng", op.operands, op.results,
         "rng_distribution = #stablehlo<rng_distribution %s>" %
         op.attrs["dist"])


kind("rng", "misc")((infer_rng, emit_rng))


def infer_fft(attrs, ins, ctx):
    (x,) = ins
    ft, lens = attrs["type"], attrs["lengths"]
    k = len(lens)
    require(1 <= k <= 3 and x.rank >= k)
    shape = list(x.shape)
    if ft in ("FFT", "IFFT"):
        require(x.t.is_complex and shape[-k:] == lens)
        t = x.t
    elif ft == "RFFT":
        require(x.t.name in ("f32", "f64") and shape[-k:] == lens)
        t = BY_NAME["complex<%s>" % x.t.name]
        shape[-1] = lens[-1] // 2 + 1
    else:
        require(x.t.is_complex and shape[-k:-1] == lens[:-1] and
                shape[-1] == lens[-1] // 2 + 1)
        t = x.t.part
        shape[-1] = lens[-1]
    n = math.prod(lens)
    require(n > 0 and math.isfinite(x.mag))
    # Each output is a sum of n terms times unit twiddles, by an algorithm
    # of log2(n) stages whose twiddles are themselves rounded.
    terms = n * (int(math.log2(n)) + 2)
    v = sum_result(t, shape, 2, terms, x.mag * 2, None, x.deviation +
                   4 * (t.part or t).eps * x.mag, x.nan)
    if ft in ("IFFT", "IRFFT"):
        v.lo, v.hi = -x.mag * 2, x.mag * 2
    v.zs = True
    return [v]


def emit_fft(p, op, ins, outs):
    p.op("stablehlo.fft", op.operands, op.results,
         "fft_length = %s, fft_type = #stablehlo<fft_type %s>" % (
             arr(op.attrs["lengths"]), op.attrs["type"]))


kind("fft", "misc")((infer_fft, emit_fft))


def infer_cholesky(attrs, ins, ctx):
    (x,) = ins
    require(x.rank >= 2 and x.shape[-1] == x.shape[-2] and x.t.is_fp)
    return [Val(x.t, x.shape, -INF, INF, nan=True, unchecked=True)]


kind("cholesky", "misc")((infer_cholesky, lambda p, op, i, o: p.op(
    "stablehlo.cholesky", op.operands, op.results,
    "lower = %s" % ("true" if op.attrs["lower"] else "false"))))


def infer_triangular_solve(attrs, ins, ctx):
    a, b = ins
    require(a.t is b.t and a.t.is_fp and a.rank >= 2 and a.rank == b.rank)
    n = a.shape[-1]
    require(a.shape[-2] == n and a.shape[:-2] == b.shape[:-2])
    require((b.shape[-2] if attrs["left"] else b.shape[-1]) == n)
    return [Val(b.t, b.shape, -INF, INF, nan=True, unchecked=True)]


def emit_triangular_solve(p, op, ins, outs):
    a = op.attrs
    b = lambda x: "true" if x else "false"
    p.op("stablehlo.triangular_solve", op.operands, op.results,
         "left_side = %s, lower = %s, transpose_a = #stablehlo<transpose %s>,"
         " unit_diagonal = %s" % (b(a["left"]), b(a["lower"]), a["trans"],
                                  b(a["unit"])))


kind("triangular_solve", "misc")((infer_triangular_solve,
                                  emit_triangular_solve))


def infer_batch_norm(attrs, ins, ctx):
    x = ins[0]
    fi = attrs["feature"]
    require(x.t.is_float and 0 <= fi < x.rank)
    vecs = ins[1:4] if attrs["mode"] == "grad" else ins[1:]
    for v in vecs:
        require(v.t is x.t and v.rank == 1 and v.shape[0] == x.shape[fi])
    out = lambda shape: Val(x.t, shape, -INF, INF, nan=True, unchecked=True)
    if attrs["mode"] == "inference":
        return [out(x.shape)]
    if attrs["mode"] == "training":
        return [out(x.shape), out([x.shape[fi]]), out([x.shape[fi]])]
    require(ins[4].shape == x.shape)
    return [out(x.shape), out([x.shape[fi]]), out([x.shape[fi]])]


def emit_batch_norm(p, op, ins, outs):
    a = op.attrs
    p.op("stablehlo.batch_norm_" + a["mode"], op.operands, op.results,
         "epsilon = %s : f32, feature_index = %d : i64" % (
             "%.6e" % a["eps"], a["feature"]))


kind("batch_norm", "misc")((infer_batch_norm, emit_batch_norm))


def generate(g):
    rng = g.rng
    r = rng.random()
    if r < 0.25:
        t = g.random_type()
        return g.constant(t, g.random_shape()) is not None
    if r < 0.32:
        x = g.pick()
        if x is None:
            return False
        ys = [x] + [g.pick() for _ in range(rng.randint(0, 2))]
        return g.add("optimization_barrier", ys, {}, nres=len(ys))
    if r < 0.38:
        ys = [g.pick() for _ in range(rng.randint(1, 3))]
        if None in ys:
            return False
        return g.add("tuple_get", ys, {"index": rng.randrange(len(ys))})
    if r < 0.5:
        alg = rng.choice(["THREE_FRY", "PHILOX", "DEFAULT"])
        n = 2 if alg == "THREE_FRY" else rng.choice([2, 3])
        state = g.fresh_arg(BY_NAME["ui64"], [n])
        t = g.random_type(allow_bool=False, kinds=("sint", "uint", "float"))
        return g.add("rng_bit_generator", [state], {
            "alg": alg, "t": t.name, "shape": g.random_shape()}, nres=2)
    if r < 0.6:
        t = g.random_type(kinds=("float", "sint", "uint", "bool"))
        shape = g.random_shape()
        a = g.value_of(t, [])
        b = g.value_of(t, [])
        shp = g.add_value("constant", [], {
            "t": "i64", "shape": [len(shape)], "splat": False,
            "data": list(shape)})
        if shp is None:
            return False
        dist = "NORMAL" if t.is_float and rng.random() < 0.4 else "UNIFORM"
        return g.add("rng", [a, b, shp], {"dist": dist, "shape": shape})
    if r < 0.75:
        k = rng.randint(1, 3)
        lens = [rng.choice([1, 2, 3, 4, 5, 8, 16]) for _ in range(k)]
        batch = [rng.randint(1, 3) for _ in range(rng.randint(0, 2))]
        ft = rng.choice(["FFT", "IFFT", "RFFT", "IRFFT"])
        ct = rng.choice(COMPLEX)
        if ft == "RFFT":
            x = g.value_of(ct.part, batch + lens)
        elif ft == "IRFFT":
            x = g.value_of(ct, batch + lens[:-1] + [lens[-1] // 2 + 1])
        else:
            x = g.value_of(ct, batch + lens)
        return g.add("fft", [x], {"type": ft, "lengths": lens})
    t = g.random_type(kinds=("float", "complex"))
    n = rng.choice([0, 1, 2, 3, 4, 7])
    batch = [rng.randint(1, 3) for _ in range(rng.randint(0, 2))]
    if r < 0.82:
        x = g.value_of(t, batch + [n, n])
        return g.add("cholesky", [x], {"lower": rng.random() < 0.5})
    if r < 0.9:
        left = rng.random() < 0.5
        k = rng.choice([0, 1, 2, 3])
        a = g.value_of(t, batch + [n, n])
        b = g.value_of(t, batch + ([n, k] if left else [k, n]))
        return g.add("triangular_solve", [a, b], {
            "left": left, "lower": rng.random() < 0.5,
            "unit": rng.random() < 0.3,
            "trans": rng.choice(["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])})
    t = g.random_type(kinds=("float",))
    shape = g.random_shape(min_rank=1)
    fi = rng.randrange(len(shape))
    c = shape[fi]
    mode = rng.choice(["inference", "training", "grad"])
    x = g.value_of(t, shape)
    vecs = [g.value_of(t, [c]) for _ in range({"inference": 4, "training": 2,
                                               "grad": 3}[mode])]
    ins = [x] + vecs
    if mode == "grad":
        ins.append(g.value_of(t, shape))
    return g.add("batch_norm", ins, {"mode": mode, "feature": fi,
                                     "eps": rng.choice([1e-5, 0.001, 0.5])},
                 nres=1 if mode == "inference" else 3)
