"""Generates test/Execution/Quantization/ops.mlir: StableHLO ops on
uniform quantized tensors, one program per chunk, run with
`kiln run --split-input-file`.

Run from anywhere with numpy:
    venv/bin/python test/Execution/Quantization/Inputs/gen_ops.py

Each program quantizes float constants, applies one op, and asserts the
result two ways: its storage integers against the expected ones
(`check.expect_eq` on the quantized type), and, dequantized, with the
`stablehlo.custom_call @check.eq(%expected, %actual) -> tensor<i1>` form
JAX-exported quantized tests use (the program returns its result).

The expected values are computed here with numpy, following the StableHLO
specification (never by kiln): quantize(x) = convert(round_half_even(
clamp(x / scale + zero_point, storage_min, storage_max))), dequantize(q) =
(q - zero_point) * scale, in the expressed type (f32); most ops are
dequantize_op_quantize (the float op between the two), compare compares
dequantized values, ops that move elements move the storage integers,
dot_general and convolution compute the float product of the dequantized
operands (hybrid: float lhs, quantized rhs, float result). Inputs are drawn
so that no result lies within 1e-3 of a rounding tie before rounding:
float functions may differ in their last bit between implementations, and
the spec's result does not depend on that away from ties.
"""

import math
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "ops.mlir")
rng = np.random.default_rng(20261203)
f32 = np.float32

STORAGE = {  # name: (min, max, signed)
    "i2": (-2, 1), "i4": (-8, 7), "u4": (0, 15), "i8": (-128, 127),
    "u8": (0, 255), "i16": (-32768, 32767), "u16": (0, 65535),
    "i32": (-2 ** 31, 2 ** 31 - 1),
}
INT_TYPE = {"i2": "i2", "i4": "i4", "u4": "ui4", "i8": "i8", "u8": "ui8",
            "i16": "i16", "u16": "ui16", "i32": "i32"}


class QType:
    """A uniform quantized type: storage name, scales/zero points (one per
    slice along `axis`, or one), optional storage range."""

    def __init__(self, storage, scales, zps, axis=None, lo=None, hi=None):
        self.storage, self.axis = storage, axis
        self.scales = [f32(s) for s in scales]
        self.zps = list(zps)
        smin, smax = STORAGE[storage]
        self.lo = smin if lo is None else lo
        self.hi = smax if hi is None else hi
        self.custom_range = lo is not None

    def mlir(self):
        st = self.storage
        if self.custom_range:
            st += f"<{self.lo}:{self.hi}>"
        if self.axis is None:
            return (f"!quant.uniform<{st}:f32, {float(self.scales[0])!r}:"
                    f"{self.zps[0]}>")
        inner = ", ".join(f"{float(s)!r}:{z}"
                          for s, z in zip(self.scales, self.zps))
        return f"!quant.uniform<{st}:f32:{self.axis}, {{{inner}}}>"

    def param(self, values, shape, dtype):
        v = np.array(values, dtype=dtype)
        if self.axis is None:
            return v[0]
        s = [1] * len(shape)
        s[self.axis] = shape[self.axis]
        return v.reshape(s)

    def prequant(self, x):
        """x / scale + zero_point in f32 (before clamping and rounding)."""
        x = np.asarray(x, f32)
        return (x / self.param(self.scales, x.shape, f32)
                + self.param(self.zps, x.shape, f32)).astype(f32)

    def quantize(self, x):
        y = np.clip(self.prequant(x), f32(self.lo), f32(self.hi))
        return np.clip(np.rint(y).astype(np.int64), self.lo, self.hi)

    def dequantize(self, q):
        q = np.asarray(q, np.int64)
        d = (q - self.param(self.zps, q.shape, np.int64)).astype(f32)
        return (d * self.param(self.scales, q.shape, f32)).astype(f32)

    def near_tie(self, x):
        """Whether some element of float x lies within 1e-3 of a rounding
        tie of this type (inside its range), computed in f64."""
        x = np.asarray(x, np.float64)
        y = (x / self.param(self.scales, x.shape, np.float64)
             + self.param(self.zps, x.shape, np.float64))
        inside = (y > self.lo - 0.5) & (y < self.hi + 0.5)
        frac = np.abs(y - np.floor(y) - 0.5)
        return bool(np.any(inside & (frac < 1e-3)))


def tensor(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def dense(values, fmt):
    a = np.asarray(values)
    if a.ndim == 0:
        return fmt(a.item())

    def rec(v):
        if v.ndim == 1:
            return "[" + ", ".join(fmt(e) for e in v.tolist()) + "]"
        return "[" + ", ".join(rec(s) for s in v) + "]"
    return rec(a)


def ffmt(v):
    return repr(float(f32(v)))


def ifmt(v):
    return str(int(v))


class Program:
    def __init__(self, name):
        self.name, self.lines, self.n = name, [], 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const_f(self, x):
        x = np.asarray(x, f32)
        v = self.fresh()
        self.lines.append(f"{v} = stablehlo.constant dense<{dense(x, ffmt)}>"
                          f" : {tensor(x.shape, 'f32')}")
        return v

    def const_q(self, q, qt, shape):
        v = self.fresh()
        # Storage values are written as signless integers of the storage
        # width (also for unsigned storage, as the quant dialect holds it).
        st = "i" + INT_TYPE[qt.storage].lstrip("ui")
        self.lines.append(
            f'{v} = "stablehlo.constant"() <{{value = dense<'
            f"{dense(np.asarray(q), ifmt)}> : {tensor(shape, st)}}}> : () -> "
            f"{tensor(shape, qt.mlir())}")
        return v

    def quantize(self, fv, shape, qt):
        v = self.fresh()
        self.lines.append(f"{v} = stablehlo.uniform_quantize {fv} : "
                          f"({tensor(shape, 'f32')}) -> "
                          f"{tensor(shape, qt.mlir())}")
        return v

    def line(self, text):
        v = self.fresh()
        self.lines.append(f"{v} = {text}")
        return v

    def text(self, result, rshape, rqt=None, expected_q=None,
             expected_f=None, result_elem=None):
        body = list(self.lines)
        if rqt is not None:
            qty = tensor(rshape, rqt.mlir())
            exp = self.const_q(expected_q, rqt, rshape)
            body = list(self.lines)
            body.append(f"check.expect_eq {result}, {exp} : {qty}")
            d = self.fresh()
            body.append(f"{d} = stablehlo.uniform_dequantize {result} : "
                        f"({qty}) -> {tensor(rshape, 'f32')}")
            result, result_elem = d, "f32"
        ety = tensor(rshape, result_elem)
        e = self.fresh()
        fmt = ffmt if result_elem == "f32" else (
            (lambda b: "true" if b else "false") if result_elem == "i1"
            else ifmt)
        body.append(f"{e} = stablehlo.constant dense<"
                    f"{dense(expected_f, fmt)}> : {ety}")
        c = self.fresh()
        body.append(f"{c} = stablehlo.custom_call @check.eq({e}, {result}) :"
                    f" ({ety}, {ety}) -> tensor<i1>")
        body.append(f"return {c} : tensor<i1>")
        return (f"// {self.name}\nfunc.func @main() -> tensor<i1> {{\n"
                + "".join(f"  {l}\n" for l in body) + "}\n")


def draw(shape, lo, hi, avoid=None, fn=None, qt=None):
    """Uniform floats in [lo, hi) such that qt quantizes fn(x) away from
    ties (and x itself, for the operand's own quantization, by `avoid`)."""
    for _ in range(1000):
        x = rng.uniform(lo, hi, shape).astype(f32)
        if avoid is not None and avoid.near_tie(x):
            continue
        return x
    raise RuntimeError("no draw away from ties")


chunks = []

# Elementwise unary ops: dequantize_op_quantize.
UNARY = {
    "abs": (np.abs, -4, 4), "cbrt": (np.cbrt, -4, 4), "ceil": (np.ceil, -4, 4),
    "cosine": (np.cos, -3, 3), "exponential": (np.exp, -2, 1.5),
    "exponential_minus_one": (np.expm1, -2, 1.5),
    "floor": (np.floor, -4, 4), "log": (np.log, 0.2, 4),
    "log_plus_one": (np.log1p, -0.5, 4),
    "logistic": (lambda v: 1 / (1 + np.exp(-v)), -4, 4),
    "negate": (np.negative, -4, 4),
    "round_nearest_afz": (lambda v: np.sign(v) * np.floor(np.abs(v) + 0.5),
                          -4, 4),
    "round_nearest_even": (np.rint, -4, 4),
    "rsqrt": (lambda v: 1 / np.sqrt(v), 0.3, 4), "sign": (np.sign, -4, 4),
    "sine": (np.sin, -3, 3), "sqrt": (np.sqrt, 0.1, 4),
    "tan": (np.tan, -1, 1), "tanh": (np.tanh, -3, 3),
}
for name, (fn, lo, hi) in UNARY.items():
    shape = (2, 5)
    qin = QType("i8", [0.03125], [-4])
    qout = QType("i8", [0.0625], [3])
    for _ in range(1000):
        x = draw(shape, lo, hi, avoid=qin)
        d = qin.dequantize(qin.quantize(x))
        if (name in ("log", "rsqrt", "sqrt") and np.any(d <= 0)) or \
                (name == "log_plus_one" and np.any(d <= -1)):
            continue
        r64 = fn(d.astype(np.float64))
        # Rounding functions of exact halves are ties of their own.
        if not qout.near_tie(r64):
            break
    rq = qout.quantize(fn(d).astype(f32))
    p = Program(f"{name} on i8, per tensor")
    q = p.quantize(p.const_f(x), shape, qin)
    ty = f"({tensor(shape, qin.mlir())}) -> {tensor(shape, qout.mlir())}"
    r = p.line(f'"stablehlo.{name}"({q}) : {ty}')
    chunks.append(p.text(r, shape, qout, rq, qout.dequantize(rq)))

# Elementwise binary ops.
BINARY = {
    "add": (np.add, -3, 3), "subtract": (np.subtract, -3, 3),
    "multiply": (np.multiply, -2, 2), "divide": (np.divide, 0.5, 3),
    "maximum": (np.maximum, -3, 3), "minimum": (np.minimum, -3, 3),
    "atan2": (np.arctan2, -3, 3), "power": (np.power, 0.5, 2),
    "remainder": (np.fmod, 0.5, 3),
}
for name, (fn, lo, hi) in BINARY.items():
    shape = (3, 4)
    qa = QType("i8", [0.03125], [2])
    qb = QType("i8", [0.0625], [-3])
    qout = QType("i8", [0.125], [1])
    for _ in range(1000):
        a = draw(shape, lo, hi, avoid=qa)
        b = draw(shape, lo, hi, avoid=qb)
        if name in ("subtract",) and False:
            pass
        da, db = qa.dequantize(qa.quantize(a)), qb.dequantize(qb.quantize(b))
        if name in ("divide", "remainder") and np.any(db == 0):
            continue
        if not qout.near_tie(fn(da.astype(np.float64), db.astype(np.float64))):
            break
    rq = qout.quantize(fn(da, db).astype(f32))
    p = Program(f"{name} on i8, per tensor, three quantizations")
    va = p.quantize(p.const_f(a), shape, qa)
    vb = p.quantize(p.const_f(b), shape, qb)
    ty = (f"({tensor(shape, qa.mlir())}, {tensor(shape, qb.mlir())}) -> "
          f"{tensor(shape, qout.mlir())}")
    r = p.line(f'"stablehlo.{name}"({va}, {vb}) : {ty}')
    chunks.append(p.text(r, shape, qout, rq, qout.dequantize(rq)))

# add on every storage type, per tensor and per axis, with storage ranges
# and values at and past the range limits.
for storage, scale, zp, rng_ in [("i2", 0.5, 0, None), ("i4", 0.25, -2, None),
                                 ("u4", 0.5, 7, None), ("i8", 0.5, -128, None),
                                 ("u8", 0.25, 128, (10, 240)),
                                 ("i16", 0.001, 100, None),
                                 ("u16", 0.01, 30000, None),
                                 ("i32", 0.5, 0, None),
                                 ("i8", 0.125, 0, (-100, 100))]:
    qt = QType(storage, [scale], [zp], lo=rng_ and rng_[0], hi=rng_ and rng_[1])
    shape = (6,)
    top = (qt.hi - zp) * scale
    bottom = (qt.lo - zp) * scale
    a = np.array([bottom, top, top * 0.4, bottom * 2 - 1, 0.0, top * 3 + 1],
                 f32)
    b = np.array([bottom, top * 0.5, -top * 0.3, 0.0, scale, top], f32)
    a = np.where(qt.near_tie(a), a + scale / 7, a).astype(f32)
    da, db = qt.dequantize(qt.quantize(a)), qt.dequantize(qt.quantize(b))
    rq = qt.quantize(da + db)
    p = Program(f"add on {storage}{' ' + str(rng_) if rng_ else ''}, "
                "at the range limits")
    va = p.quantize(p.const_f(a), shape, qt)
    vb = p.quantize(p.const_f(b), shape, qt)
    r = p.line(f"stablehlo.add {va}, {vb} : {tensor(shape, qt.mlir())}")
    chunks.append(p.text(r, shape, qt, rq, qt.dequantize(rq)))

# add per axis (operands per axis, result per axis), and mixed.
for axis in (0, 1):
    shape = (3, 4)
    n = shape[axis]
    qa = QType("i8", [0.03125 * (i + 1) for i in range(n)],
               [i - 1 for i in range(n)], axis=axis)
    qb = QType("i8", [0.0625], [5])
    qout = QType("i8", [0.125 * (i + 1) for i in range(n)],
                 [2 * i for i in range(n)], axis=axis)
    for _ in range(1000):
        a = draw(shape, -2, 2, avoid=qa)
        b = draw(shape, -2, 2, avoid=qb)
        da, db = qa.dequantize(qa.quantize(a)), qb.dequantize(qb.quantize(b))
        if not qout.near_tie(da.astype(np.float64) + db):
            break
    rq = qout.quantize(da + db)
    p = Program(f"add, per axis {axis} and per tensor operands, per axis "
                "result")
    va = p.quantize(p.const_f(a), shape, qa)
    vb = p.quantize(p.const_f(b), shape, qb)
    ty = (f"({tensor(shape, qa.mlir())}, {tensor(shape, qb.mlir())}) -> "
          f"{tensor(shape, qout.mlir())}")
    r = p.line(f'"stablehlo.add"({va}, {vb}) : {ty}')
    chunks.append(p.text(r, shape, qout, rq, qout.dequantize(rq)))

# compare: on dequantized values, two different quantizations.
for direction, fn in [("EQ", np.equal), ("NE", np.not_equal),
                      ("LT", np.less), ("LE", np.less_equal),
                      ("GT", np.greater), ("GE", np.greater_equal)]:
    shape = (8,)
    qa = QType("i8", [0.25], [0])
    qb = QType("i8", [0.5], [-10])
    a = np.array([1.0, -1.0, 0.5, 2.0, -3.0, 0.25, 7.5, -0.5], f32)
    b = np.array([1.0, -0.5, 0.5, 1.5, -3.0, 0.5, 7.5, -1.0], f32)
    da, db = qa.dequantize(qa.quantize(a)), qb.dequantize(qb.quantize(b))
    p = Program(f"compare {direction} of two quantizations")
    va = p.quantize(p.const_f(a), shape, qa)
    vb = p.quantize(p.const_f(b), shape, qb)
    r = p.line(f"stablehlo.compare {direction}, {va}, {vb} : "
               f"({tensor(shape, qa.mlir())}, {tensor(shape, qb.mlir())}) -> "
               f"{tensor(shape, 'i1')}")
    chunks.append(p.text(r, shape, expected_f=fn(da, db), result_elem="i1"))

# select and clamp: requantized to the result's quantization.
shape = (6,)
qa, qb = QType("i8", [0.25], [3]), QType("i8", [0.125], [-7])
qout = QType("i8", [0.0625], [12])
a = np.array([1.0, -2.0, 3.5, 0.75, -1.25, 2.0], f32)
b = np.array([-1.0, 2.5, 0.125, -3.0, 1.5, 0.25], f32)
pred = np.array([True, False, True, False, False, True])
da, db = qa.dequantize(qa.quantize(a)), qb.dequantize(qb.quantize(b))
rq = qout.quantize(np.where(pred, da, db))
p = Program("select, requantized")
pv = p.line(f"stablehlo.constant dense<{dense(pred, lambda v: 'true' if v else 'false')}> : {tensor(shape, 'i1')}")
va = p.quantize(p.const_f(a), shape, qa)
vb = p.quantize(p.const_f(b), shape, qb)
r = p.line(f'"stablehlo.select"({pv}, {va}, {vb}) : ({tensor(shape, "i1")}, '
           f"{tensor(shape, qa.mlir())}, {tensor(shape, qb.mlir())}) -> "
           f"{tensor(shape, qout.mlir())}")
chunks.append(p.text(r, shape, qout, rq, qout.dequantize(rq)))

p = Program("clamp, scalar bounds, requantized")
qm = QType("i8", [0.5], [0])
lo_q, hi_q = qm.quantize(np.float32(-1.0)), qm.quantize(np.float32(2.0))
rq = qout.quantize(np.clip(da, qm.dequantize(lo_q), qm.dequantize(hi_q)))
vlo = p.quantize(p.const_f(np.float32(-1.0)), (), qm)
vhi = p.quantize(p.const_f(np.float32(2.0)), (), qm)
va = p.quantize(p.const_f(a), shape, qa)
r = p.line(f'"stablehlo.clamp"({vlo}, {va}, {vhi}) : ({tensor((), qm.mlir())}'
           f", {tensor(shape, qa.mlir())}, {tensor((), qm.mlir())}) -> "
           f"{tensor(shape, qout.mlir())}")
chunks.append(p.text(r, shape, qout, rq, qout.dequantize(rq)))

# uniform_quantize from quantized: requantization (storage type, scale,
# axis), and uniform_dequantize per axis.
for src, dst in [(QType("i32", [0.001], [0]), QType("i8", [0.05], [-20])),
                 (QType("i8", [0.1, 0.5], [-30, -20], axis=0),
                  QType("i8", [0.1, 0.2], [-20, -30], axis=0)),
                 (QType("u8", [0.02], [100]),
                  QType("i16", [0.0005], [7], lo=-1000, hi=1000)),
                 (QType("i8", [0.1, 0.25, 0.5], [0, 1, 2], axis=1),
                  QType("i4", [0.5], [0]))]:
    shape = (2, 3)
    for _ in range(1000):
        x = draw(shape, -3, 3, avoid=src)
        if not dst.near_tie(src.dequantize(src.quantize(x)).astype(np.float64)):
            break
    rq = dst.quantize(src.dequantize(src.quantize(x)))
    p = Program(f"uniform_quantize {src.storage} to {dst.storage}")
    v = p.quantize(p.const_f(x), shape, src)
    r = p.line(f"stablehlo.uniform_quantize {v} : ({tensor(shape, src.mlir())})"
               f" -> {tensor(shape, dst.mlir())}")
    chunks.append(p.text(r, shape, dst, rq, dst.dequantize(rq)))

# Ops that move storage: reshape, transpose (per axis too), broadcast,
# slice, concatenate, pad, reverse, dynamic_slice.
qt = QType("i8", [0.125], [-5])
x = draw((2, 3), -4, 4, avoid=qt)
q = qt.quantize(x)
qa1 = QType("i8", [0.1, 0.2, 0.3], [1, 2, 3], axis=1)
qa0 = QType("i8", [0.1, 0.2, 0.3], [1, 2, 3], axis=0)
xa = draw((2, 3), -4, 4, avoid=qa1)
qa = qa1.quantize(xa)
MOVES = [
    ("reshape", qt, x, q, (3, 2), qt, q.reshape(3, 2),
     lambda v, ti, to: f"stablehlo.reshape {v} : ({ti}) -> {to}"),
    ("transpose", qt, x, q, (3, 2), qt, q.T,
     lambda v, ti, to: f"stablehlo.transpose {v}, dims = [1, 0] : ({ti}) -> {to}"),
    ("transpose per axis", qa1, xa, qa, (3, 2), qa0, qa.T,
     lambda v, ti, to: f"stablehlo.transpose {v}, dims = [1, 0] : ({ti}) -> {to}"),
    ("broadcast_in_dim", qt, x, q, (4, 2, 3), qt,
     np.broadcast_to(q, (4, 2, 3)),
     lambda v, ti, to: f"stablehlo.broadcast_in_dim {v}, dims = [1, 2] : ({ti}) -> {to}"),
    ("slice", qt, x, q, (2, 2), qt, q[:, 1:3],
     lambda v, ti, to: f"stablehlo.slice {v} [0:2, 1:3] : ({ti}) -> {to}"),
    ("reverse", qt, x, q, (2, 3), qt, q[:, ::-1],
     lambda v, ti, to: f"stablehlo.reverse {v}, dims = [1] : {to}"),
]
for name, qin, xin, qvals, oshape, qo, expect, op in MOVES:
    p = Program(f"{name} moves the storage integers")
    v = p.quantize(p.const_f(xin), xin.shape, qin)
    r = p.line(op(v, tensor(xin.shape, qin.mlir()), tensor(oshape, qo.mlir())))
    chunks.append(p.text(r, oshape, qo, expect, qo.dequantize(expect)))

p = Program("concatenate and pad move the storage integers")
v = p.quantize(p.const_f(x), (2, 3), qt)
c = p.line(f"stablehlo.concatenate {v}, {v}, dim = 0 : ({tensor((2, 3), qt.mlir())}, "
           f"{tensor((2, 3), qt.mlir())}) -> {tensor((4, 3), qt.mlir())}")
pad_v = p.quantize(p.const_f(np.float32(1.0)), (), qt)
r = p.line(f"stablehlo.pad {c}, {pad_v}, low = [1, 0], high = [0, 2], interior = [0, 1] : "
           f"({tensor((4, 3), qt.mlir())}, {tensor((), qt.mlir())}) -> {tensor((5, 7), qt.mlir())}")
cat = np.concatenate([q, q], 0)
padded = np.full((5, 7), qt.quantize(np.float32(1.0)), np.int64)
padded[1:, 0:5:2] = cat
chunks.append(p.text(r, (5, 7), qt, padded, qt.dequantize(padded)))

# reduce (the body's add is itself quantized: requantized at each step)
# and reduce_window (max).
for axis_values in [(6,), (3,)]:
    n = axis_values[0]
    qt = QType("i8", [0.0625], [-3])
    for _ in range(1000):
        x = draw((2, n), -1.5, 1.5, avoid=qt)
        d = qt.dequantize(qt.quantize(x))
        acc = np.full(2, qt.dequantize(qt.quantize(np.float32(0.0))), f32)
        ok = True
        for i in range(n):
            s = (acc + d[:, i]).astype(f32)
            ok &= not qt.near_tie(s.astype(np.float64))
            acc = qt.dequantize(qt.quantize(s))
        if ok:
            break
    p = Program(f"reduce add over {n} elements, quantized at each step")
    v = p.quantize(p.const_f(x), (2, n), qt)
    z = p.quantize(p.const_f(np.float32(0.0)), (), qt)
    r = p.line(f"stablehlo.reduce({v} init: {z}) applies stablehlo.add across "
               f"dimensions = [1] : ({tensor((2, n), qt.mlir())}, "
               f"{tensor((), qt.mlir())}) -> {tensor((2,), qt.mlir())}")
    rq = qt.quantize(acc)
    chunks.append(p.text(r, (2,), qt, rq, qt.dequantize(rq)))

qt = QType("u8", [0.05], [100])
x = draw((1, 6, 6, 1), -4, 4, avoid=qt)
q = qt.quantize(x)
win = q.reshape(3, 2, 3, 2).max(axis=(1, 3)).reshape(1, 3, 3, 1)
p = Program("reduce_window max (2x2 pooling)")
v = p.quantize(p.const_f(x), x.shape, qt)
init = p.const_q(np.int64(0), qt, ())
r = p.line(
    f'"stablehlo.reduce_window"({v}, {init}) <{{window_dimensions = array<i64: 1, 2, 2, 1>, '
    f"window_strides = array<i64: 1, 2, 2, 1>}}> ({{\n"
    f"  ^bb0(%a: {tensor((), qt.mlir())}, %b: {tensor((), qt.mlir())}):\n"
    f"    %m = stablehlo.maximum %a, %b : {tensor((), qt.mlir())}\n"
    f"    stablehlo.return %m : {tensor((), qt.mlir())}\n"
    f"  }}) : ({tensor(x.shape, qt.mlir())}, {tensor((), qt.mlir())}) -> "
    f"{tensor((1, 3, 3, 1), qt.mlir())}")
chunks.append(p.text(r, (1, 3, 3, 1), qt, win, qt.dequantize(win)))


# dot_general and convolution: fully quantized (per-tensor and per-axis
# rhs, into i32 or i8 results) and hybrid (float lhs).
def float_dot(a, b):
    return np.einsum("bij,bjk->bik", a.astype(np.float64),
                     b.astype(np.float64))


# The rhs zero point -128 is what JAX exports (the spec asks for 0).
for rhs_axis, result, rzp in [(None, "i32", 0), (2, "i32", 0),
                              (None, "i8", 0), (2, "i8", 0),
                              (None, "i32", -128), (None, "i8", -128)]:
    la, lb = (2, 3, 5), (2, 5, 4)
    ql = QType("i8", [0.02], [-10])
    qr = (QType("i8", [0.03], [rzp]) if rhs_axis is None else
          QType("i8", [0.01, 0.02, 0.03, 0.04], [0, 0, 0, 0], axis=2))
    for _ in range(1000):
        a = draw(la, -2, 2, avoid=ql)
        b = draw(lb, -2, 2, avoid=qr)
        da, db = ql.dequantize(ql.quantize(a)), qr.dequantize(qr.quantize(b))
        prod = float_dot(da, db)
        if result == "i32":
            qo = QType("i32", [float(f32(0.02) * f32(0.03))], [0])
        else:
            qo = QType("i8", [0.02], [3])
        if not qo.near_tie(prod):
            break
    rq = qo.quantize(prod.astype(f32))
    p = Program(f"dot_general, batched, rhs {'per axis' if rhs_axis else 'per tensor'}"
                f" (zero point {rzp}), into {result}")
    va = p.quantize(p.const_f(a), la, ql)
    vb = p.quantize(p.const_f(b), lb, qr)
    r = p.line(f"stablehlo.dot_general {va}, {vb}, batching_dims = [0] x [0], "
               f"contracting_dims = [2] x [1] : ({tensor(la, ql.mlir())}, "
               f"{tensor(lb, qr.mlir())}) -> {tensor((2, 3, 4), qo.mlir())}")
    chunks.append(p.text(r, (2, 3, 4), qo, rq, qo.dequantize(rq)))

# Long products: full-range int8 operands (zero point -128, centered values
# up to 255) with K = 1100, beyond what one f32 sum holds exactly, so kiln
# splits K into exact chunks; per-axis rhs into i32, per tensor into i8.
for rhs_axis, result in [(1, "i32"), (None, "i8")]:
    la, lb = (2, 1100), (1100, 3)
    ql = QType("i8", [0.01], [-128])
    qr = (QType("i8", [0.02], [-128]) if rhs_axis is None else
          QType("i8", [0.01, 0.02, 0.03], [0, 0, 0], axis=1))
    for _ in range(1000):
        a = draw(la, -1.2, 1.3, avoid=ql)
        b = draw(lb, -2.5, 2.5, avoid=qr)
        ia = ql.quantize(a) - ql.param(ql.zps, la, np.int64)
        ib = qr.quantize(b) - qr.param(qr.zps, lb, np.int64)
        sums = ia @ ib  # exact integers
        scales = np.float64(ql.scales[0]) * np.array(
            [np.float64(s) for s in qr.scales])
        prod = sums * (scales if rhs_axis is not None else scales[0])
        if result == "i32":
            qo = QType("i32", [float(ql.scales[0] * qr.scales[0])], [0])
            if rhs_axis is not None:
                qo = QType("i32", [float(f32(s)) for s in scales], [0, 0, 0],
                           axis=1)
        else:
            qo = QType("i8", [0.5], [3])
        if not qo.near_tie(prod):
            break
    rq = qo.quantize(prod.astype(f32)) if result == "i8" else \
        np.clip(np.rint(prod / qo.param([np.float64(f32(x)) for x in qo.scales],
                                        prod.shape, np.float64)),
                qo.lo, qo.hi).astype(np.int64)
    p = Program(f"dot_general, K 1100 of full-range int8, into {result}")
    va = p.quantize(p.const_f(a), la, ql)
    vb = p.quantize(p.const_f(b), lb, qr)
    r = p.line(f"stablehlo.dot_general {va}, {vb}, contracting_dims = [1] x [0]"
               f" : ({tensor(la, ql.mlir())}, {tensor(lb, qr.mlir())}) -> "
               f"{tensor((2, 3), qo.mlir())}")
    chunks.append(p.text(r, (2, 3), qo, rq, qo.dequantize(rq)))

for rhs_axis in (None, 1):
    la, lb = (3, 6), (6, 4)
    qr = (QType("i8", [0.03], [0]) if rhs_axis is None else
          QType("i8", [0.01, 0.02, 0.03, 0.04], [0, 0, 0, 0], axis=1))
    a = draw(la, -2, 2)
    b = draw(lb, -2, 2, avoid=qr)
    db = qr.dequantize(qr.quantize(b))
    want = (a.astype(np.float64) @ db.astype(np.float64)).astype(f32)
    p = Program(f"dot_general, hybrid, rhs {'per axis' if rhs_axis else 'per tensor'}")
    va = p.const_f(a)
    vb = p.quantize(p.const_f(b), lb, qr)
    r = p.line(f"stablehlo.dot_general {va}, {vb}, contracting_dims = [1] x [0]"
               f" : ({tensor(la, 'f32')}, {tensor(lb, qr.mlir())}) -> "
               f"{tensor((3, 4), 'f32')}")
    chunks.append(p.text(r, (3, 4), expected_f=want, result_elem="f32"))


def conv_nhwc(x, w, stride, pad, groups=1):
    """x: NHWC, w: HWIO (I per group), float64."""
    x = np.pad(x, ((0, 0), pad[0], pad[1], (0, 0)))
    n, h, wd, c = x.shape
    kh, kw, ci, co = w.shape
    oh = (h - kh) // stride[0] + 1
    ow = (wd - kw) // stride[1] + 1
    out = np.zeros((n, oh, ow, co))
    per_group = co // groups
    for g in range(groups):
        xs = x[..., g * ci:(g + 1) * ci]
        ws = w[..., g * per_group:(g + 1) * per_group]
        for i in range(oh):
            for j in range(ow):
                patch = xs[:, i * stride[0]:i * stride[0] + kh,
                           j * stride[1]:j * stride[1] + kw, :]
                out[:, i, j, g * per_group:(g + 1) * per_group] = np.einsum(
                    "nhwc,hwco->no", patch, ws)
    return out


# The last: 360 products per output of full-range int8 (zero points -128),
# more than f32 sums hold exactly: kiln sums them in i32.
for name, rhs_axis, groups, stride, pad, cin, zps in [
        ("per tensor, stride 2, padded", None, 1, (2, 2), ((1, 1), (0, 1)), 4,
         (-28, 0)),
        ("per axis (output features)", 3, 1, (1, 1), ((0, 0), (0, 0)), 4,
         (-28, 0)),
        ("per axis, two feature groups", 3, 2, (1, 1), ((1, 0), (1, 0)), 4,
         (-28, 0)),
        ("per tensor, 360 products of full-range int8", None, 1, (1, 1),
         ((0, 0), (0, 0)), 40, (-128, -128))]:
    xs, ws = (2, 5, 5, cin), (3, 3, cin // groups, 4)
    ql = QType("i8", [0.02], [zps[0]])
    qr = (QType("i8", [0.03 if cin == 4 else 0.002], [zps[1]])
          if rhs_axis is None else
          QType("i8", [0.01, 0.02, 0.03, 0.015], [0, 0, 0, 0], axis=3))
    qo = QType("i8", [0.05], [-4])
    for _ in range(1000):
        x = draw(xs, -2, 2, avoid=ql)
        w = draw(ws, -1, 1, avoid=qr) if cin == 4 else draw(ws, -0.25, 0.25,
                                                            avoid=qr)
        dx, dw = ql.dequantize(ql.quantize(x)), qr.dequantize(qr.quantize(w))
        prod = conv_nhwc(dx.astype(np.float64), dw.astype(np.float64),
                         stride, pad, groups)
        if not qo.near_tie(prod):
            break
    rq = qo.quantize(prod.astype(f32))
    oshape = prod.shape
    p = Program(f"convolution NHWC, {name}")
    vx = p.quantize(p.const_f(x), xs, ql)
    vw = p.quantize(p.const_f(w), ws, qr)
    r = p.line(
        f"stablehlo.convolution({vx}, {vw}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
        f"window = {{stride = [{stride[0]}, {stride[1]}], pad = [[{pad[0][0]}, {pad[0][1]}], "
        f"[{pad[1][0]}, {pad[1][1]}]]}} {{batch_group_count = 1 : i64, "
        f"feature_group_count = {groups} : i64}} : ({tensor(xs, ql.mlir())}, "
        f"{tensor(ws, qr.mlir())}) -> {tensor(oshape, qo.mlir())}")
    chunks.append(p.text(r, oshape, qo, rq, qo.dequantize(rq)))

# convolution, hybrid: float input, quantized weights, float result.
xs, ws = (1, 4, 4, 2), (2, 2, 2, 3)
qr = QType("i8", [0.01, 0.02, 0.03], [0, 0, 0], axis=3)
x = draw(xs, -2, 2)
w = draw(ws, -1, 1, avoid=qr)
dw = qr.dequantize(qr.quantize(w))
want = conv_nhwc(x.astype(np.float64), dw.astype(np.float64), (1, 1),
                 ((0, 0), (0, 0))).astype(f32)
p = Program("convolution NHWC, hybrid, per axis weights")
vx = p.const_f(x)
vw = p.quantize(p.const_f(w), ws, qr)
r = p.line(
    f"stablehlo.convolution({vx}, {vw}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
    f"window = {{}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : "
    f"({tensor(xs, 'f32')}, {tensor(ws, qr.mlir())}) -> {tensor(want.shape, 'f32')}")
chunks.append(p.text(r, want.shape, expected_f=want, result_elem="f32"))

header = """// StableHLO ops on uniform quantized tensors, one program per chunk.
// Generated by Inputs/gen_ops.py (expected values from numpy following the
// StableHLO spec, never from kiln); do not edit.
// RUN: kiln run --split-input-file %s | FileCheck %s
// CHECK-NOT: failed:
// CHECK: chunks: {n} passed, 0 failed
""".replace("{n}", str(len(chunks)))
with open(OUT, "w") as f:
    f.write(header + "\n" + "\n// -----\n\n".join(chunks))
print(f"wrote {OUT}: {len(chunks)} programs")
