"""Elementwise ops: their abstract semantics (absval.py) and printing.

Each `infer_*` takes the op's attributes and operand Vals and returns the
result Vals, raising Reject where the error model cannot promise that -O0
and -O2 agree (see absval.py). Transcendental functions get their own
error allowance `own_rel`: vector loops at -O2 use polynomial
approximations for f32 that are a few ulp from libm's results; 16- and
8-bit floats are computed in f32 and rounded, so they may differ by one
ulp of their own type.
"""
import math

from absval import (INF, Val, fit, join, no_signed_zero_doubt, require,
                    rounding_error)
from eltypes import BY_NAME, I1, complex_of_float
from ir import kind

# Ulps of f32/f64 two implementations of a transcendental may differ by.
TRANSCENDENTAL_ULPS = 8

UNARY_FLOAT = ["abs", "negate", "sqrt", "rsqrt", "cbrt", "exponential",
               "exponential_minus_one", "log", "log_plus_one", "logistic",
               "sine", "cosine", "tan", "tanh", "floor", "ceil",
               "round_nearest_afz", "round_nearest_even", "sign"]
UNARY_COMPLEX = ["abs", "negate", "sqrt", "rsqrt", "cbrt", "exponential",
                 "exponential_minus_one", "log", "log_plus_one", "logistic",
                 "sine", "cosine", "tan", "tanh", "sign"]
UNARY_INT = ["abs", "negate", "not", "popcnt", "count_leading_zeros", "sign"]
UNARY_UINT = ["not", "popcnt", "count_leading_zeros"]
UNARY_BOOL = ["not"]

BINARY_FLOAT = ["add", "subtract", "multiply", "divide", "remainder",
                "maximum", "minimum", "power", "atan2"]
BINARY_COMPLEX = ["add", "subtract", "multiply", "divide", "power", "atan2",
                  "maximum", "minimum"]
BINARY_INT = ["add", "subtract", "multiply", "divide", "remainder",
              "maximum", "minimum", "power", "and", "or", "xor",
              "shift_left", "shift_right_arithmetic", "shift_right_logical"]
BINARY_BOOL = ["add", "multiply", "maximum", "minimum", "and", "or", "xor"]

COMPARE_DIRECTIONS = ["EQ", "NE", "GE", "GT", "LE", "LT"]


def own_rel(t):
    """The relative difference a transcendental may show between levels."""
    ft = t.part or t
    if ft.p < 24:
        return ft.eps
    return TRANSCENDENTAL_ULPS * ft.eps


def _transcendental(t, shape, lo, hi, dev, lipschitz, nan=False):
    """A transcendental's result: its own difference between levels,
    relative with a floor of one ulp of 1, plus the operand's difference
    times a bound on the derivative."""
    r = own_rel(t)
    err = r + (lipschitz * dev if dev else 0.0)
    require(math.isfinite(err), "unbounded propagated error")
    return Val(t, shape, lo, hi, err, r, None, nan)


def _safe(f, x, default):
    try:
        return f(x)
    except (OverflowError, ValueError):
        return default


def infer_unary_float(name, x):
    t, s, dev = x.t, x.shape, x.deviation
    lo, hi = x.lo, x.hi
    if name == "abs":
        return x.like(lo=x.minabs, hi=x.mag)
    if name == "negate":
        return x.like(lo=-hi, hi=-lo)
    if name in ("floor", "ceil", "round_nearest_afz", "round_nearest_even",
                "sign"):
        # Discontinuous: a difference in the operand could move the result
        # by a whole unit.
        require(dev == 0, "discontinuous op on an operand that may differ")
        if name == "sign":
            return Val(t, s, -1 if lo < 0 else 0, 1 if hi > 0 else 0, grid=0,
                       nan=x.nan)
        g = 0 if x.grid is None else max(x.grid, 0)
        return fit(t, s, math.floor(lo) if math.isfinite(lo) else lo,
                   math.ceil(hi) if math.isfinite(hi) else hi, g, nan=x.nan)
    if name == "sqrt":
        out_lo = math.sqrt(max(lo, 0.0)) if math.isfinite(lo) else 0.0
        out_hi = math.sqrt(hi) if hi >= 0 else 0.0
        nan = x.nan or lo < 0
        if dev == 0:
            # Correctly rounded at both levels (16-bit floats via f32 round
            # once more, which 24 >= 2 * 11 + 2 bits make harmless).
            return Val(t, s, out_lo, out_hi, nan=nan)
        require(lo - dev > 0 and math.isfinite(hi), "sqrt near 0")
        err = 0.5 / math.sqrt(lo - dev) * dev + rounding_error(t, out_hi)
        return Val(t, s, out_lo, out_hi, err, 0.0, None, nan)
    if name == "rsqrt":
        no_signed_zero_doubt(x)
        if dev:
            require(lo - dev > 0 and math.isfinite(hi), "rsqrt near 0")
        nan = x.nan or lo < 0
        out_lo = 1 / math.sqrt(hi) if 0 < hi < INF else 0.0
        out_hi = 1 / math.sqrt(lo) if lo > 0 else INF
        lip = 0.5 * (lo - dev) ** -1.5 if dev else 0.0
        return _transcendental(t, s, out_lo, out_hi, dev, lip, nan)
    if name == "cbrt":
        require(dev == 0, "cbrt near 0 is ill-conditioned")
        return _transcendental(t, s, math.copysign(abs(lo) ** (1 / 3), lo)
                               if math.isfinite(lo) else lo,
                               math.copysign(abs(hi) ** (1 / 3), hi)
                               if math.isfinite(hi) else hi, 0, 0, x.nan)
    if name in ("exponential", "exponential_minus_one"):
        f = math.exp if name == "exponential" else math.expm1
        require(hi + dev < 700 and f(hi + dev) <= t.max / 4,
                "exp may overflow")
        out_lo = _safe(f, lo - dev, -1.0) if math.isfinite(lo) else (
            0.0 if name == "exponential" else -1.0)
        return _transcendental(t, s, out_lo, f(hi + dev), dev,
                               math.exp(hi + dev), x.nan)
    if name in ("log", "log_plus_one"):
        shift = 0.0 if name == "log" else 1.0
        if dev:
            require(lo + shift - dev > 0 and math.isfinite(hi),
                    "log near its pole")
        nan = x.nan or lo + shift < 0
        out_lo = math.log(lo + shift) if lo + shift > 0 else -INF
        out_hi = math.log(hi + shift) if hi + shift > 0 else -INF
        if not math.isfinite(hi):
            out_hi = INF
        lip = 1 / (lo + shift - dev) if dev else 0.0
        return _transcendental(t, s, out_lo, out_hi, dev, lip, nan)
    if name == "logistic":
        sig = lambda v: 1 / (1 + math.exp(-v)) if v > -700 else 0.0
        return _transcendental(t, s, sig(lo) if lo > -INF else 0.0,
                               sig(hi) if hi < INF else 1.0, dev, 0.25, x.nan)
    if name in ("sine", "cosine"):
        # Large arguments need an exact range reduction that a polynomial
        # approximation may not share with libm.
        require(x.mag + dev <= 64, "trigonometric argument too large")
        return _transcendental(t, s, -1.0, 1.0, dev, 1.0, x.nan)
    if name == "tan":
        require(x.mag + dev <= 1.5, "tan near its poles")
        return _transcendental(t, s, math.tan(lo - dev), math.tan(hi + dev),
                               dev, 1 + math.tan(x.mag + dev) ** 2, x.nan)
    if name == "tanh":
        return _transcendental(t, s, math.tanh(lo), math.tanh(hi), dev, 1.0,
                               x.nan)
    raise AssertionError(name)


def infer_unary_complex(name, x):
    t, s, dev = x.t, x.shape, x.deviation
    if name == "negate":
        return x.like(lo=-x.hi, hi=-x.lo)
    # Complex functions have branch cuts and poles: operands must agree.
    require(dev == 0, "complex function of an operand that may differ")
    no_signed_zero_doubt(x)
    m = x.mag
    if name == "abs":
        return Val(t.part, s, 0.0, m, own_rel(t), own_rel(t), None, x.nan)
    if name == "sign":
        return Val(t, s, -1.0, 1.0, own_rel(t), own_rel(t), nan=x.nan)
    bound = {
        "sqrt": math.sqrt(m) if math.isfinite(m) else INF,
        "cbrt": m ** (1 / 3) if math.isfinite(m) else INF,
        "exponential": _safe(math.exp, x.hi, INF) + 1,
        "exponential_minus_one": _safe(math.exp, x.hi, INF) + 1,
        "sine": _safe(math.cosh, x.mag, INF),
        "cosine": _safe(math.cosh, x.mag, INF),
    }.get(name, INF)
    if name in ("exponential", "exponential_minus_one", "sine", "cosine"):
        require(bound <= (t.part.max / 4) ** 0.5, "complex exp may overflow")
        require(x.mag <= 64, "argument too large")
    return Val(t, s, -bound, bound, own_rel(t), own_rel(t), None, True)


def infer_unary_int(name, x):
    t = x.t
    if name == "not":
        if t.is_bool:
            return x.like()
        return Val(t, x.shape)
    if name == "negate":
        if x.lo > t.min_int:
            return Val(t, x.shape, -x.hi, -x.lo)
        return Val(t, x.shape)
    if name == "abs":
        if x.lo > t.min_int:
            return Val(t, x.shape, 0, max(abs(x.lo), abs(x.hi)))
        return Val(t, x.shape)
    if name in ("popcnt", "count_leading_zeros"):
        return Val(t, x.shape, 0, t.bits)
    if name == "sign":
        return Val(t, x.shape, -1, 1)
    raise AssertionError(name)


def infer_unary(attrs, ins, ctx):
    name, (x,) = attrs["op"], ins
    if x.t.is_float:
        return [infer_unary_float(name, x)]
    if x.t.is_complex:
        return [infer_unary_complex(name, x)]
    return [infer_unary_int(name, x)]


def emit_unary(p, op, ins, outs):
    p.op("stablehlo." + op.attrs["op"], op.operands, op.results)


kind("unary", "elementwise")((infer_unary, emit_unary))


def _corners(f, a, b):
    vals = []
    for u in (a.lo, a.hi):
        for v in (b.lo, b.hi):
            try:
                r = f(u, v)
            except (ZeroDivisionError, OverflowError, ValueError):
                return -INF, INF
            if math.isnan(r):
                return -INF, INF
            vals.append(r)
    return min(vals), max(vals)


def infer_binary_float(name, a, b):
    t, s = a.t, a.shape
    da, db = a.deviation, b.deviation
    same = da == 0 and db == 0
    nan = a.nan or b.nan
    inf_in = not (math.isfinite(a.mag) and math.isfinite(b.mag))
    g = None if a.grid is None or b.grid is None else min(a.grid, b.grid)
    if name in ("add", "subtract"):
        if name == "add":
            lo, hi = a.lo + b.lo, a.hi + b.hi
        else:
            lo, hi = a.lo - b.hi, a.hi - b.lo
        nan = nan or inf_in
        if same:
            return fit(t, s, lo, hi, g, nan=nan)
        require(not inf_in, "difference of infinities")
        return fit(t, s, lo, hi, None, da + db + rounding_error(t, max(
            abs(lo), abs(hi))), 0.0, nan)
    if name == "multiply":
        lo, hi = _corners(lambda u, v: u * v, a, b)
        nan = nan or inf_in
        g = None if a.grid is None or b.grid is None else a.grid + b.grid
        if same:
            return fit(t, s, lo, hi, g, nan=nan)
        require(not inf_in, "product of infinities")
        ma, mb = a.mag, b.mag
        return fit(t, s, lo, hi, None, da * mb + db * ma + da * db +
                   rounding_error(t, max(abs(lo), abs(hi))), 0.0, nan)
    if name == "divide":
        no_signed_zero_doubt(b)
        if b.minabs > 0 and not inf_in:
            lo, hi = _corners(lambda u, v: u / v, a, b)
        else:
            lo, hi = -INF, INF
        nan = nan or (a.minabs == 0 and b.minabs == 0) or inf_in
        if same:
            # The reciprocal-and-correction division of invariant divisors
            # is exact unless the quotient nears the underflow threshold;
            # with grid operands a nonzero quotient stays far above it.
            ft = t
            if t.name in ("f16",) or t.name.startswith("f8"):
                return Val(t, s, lo, hi, nan=nan)
            if a.grid is not None and math.isfinite(b.mag) and b.mag > 0:
                smallest = math.ldexp(1.0, a.grid) / b.mag
                if smallest > math.ldexp(1.0, ft.emin + ft.p + 2):
                    return Val(t, s, lo, hi, nan=nan)
            return Val(t, s, lo, hi, math.ldexp(1.0, ft.emin + 2), 0.0, None,
                       nan)
        require(b.minabs > 2 * db and math.isfinite(a.mag), "divisor near 0")
        q = max(abs(lo), abs(hi))
        err = (da + q * db) / (b.minabs - db) + rounding_error(t, q)
        return Val(t, s, lo, hi, err, 0.0, None, nan)
    if name in ("maximum", "minimum"):
        f = max if name == "maximum" else min
        return Val(t, s, f(a.lo, b.lo), f(a.hi, b.hi), max(da, db), 0.0, g,
                   nan)
    require(same, name + " of operands that may differ")
    if name == "remainder":
        m = min(a.mag, b.mag)
        return fit(t, s, -m if a.lo < 0 else 0.0, m if a.hi > 0 else 0.0, g,
                   nan=nan or b.minabs == 0 or inf_in)
    if name == "power":
        no_signed_zero_doubt(a)
        require(math.isfinite(b.mag) and b.mag <= 8, "exponent too large")
        base = max(a.mag, 1.0)
        if b.lo < 0:
            require(a.minabs > 0, "0 to a negative power")
            base = max(base, 1 / a.minabs)
        bound = base ** b.mag if math.isfinite(base) else INF
        require(bound <= t.max / 4, "power may overflow")
        return _transcendental(t, s, -bound if a.lo < 0 else 0.0, bound, 0,
                               0, nan or a.lo < 0)
    if name == "atan2":
        no_signed_zero_doubt(a)
        no_signed_zero_doubt(b)
        return _transcendental(t, s, -math.pi, math.pi, 0, 0, nan)
    raise AssertionError(name)


def infer_binary_complex(name, a, b):
    t, s = a.t, a.shape
    da, db = a.deviation, b.deviation
    same = da == 0 and db == 0
    nan = a.nan or b.nan
    inf_in = not (math.isfinite(a.mag) and math.isfinite(b.mag))
    g = None if a.grid is None or b.grid is None else min(a.grid, b.grid)
    if name in ("add", "subtract"):
        m = max(abs(a.lo), abs(a.hi)) + max(abs(b.lo), abs(b.hi))
        if same:
            return fit(t, s, -m, m, g, nan=nan or inf_in)
        require(not inf_in, "infinities")
        return fit(t, s, -m, m, None, da + db + 2 * rounding_error(t, m),
                   0.0, nan)
    if name == "multiply":
        pa, pb = max(abs(a.lo), abs(a.hi)), max(abs(b.lo), abs(b.hi))
        m = 2 * pa * pb if not inf_in else INF
        g2 = None if a.grid is None or b.grid is None else a.grid + b.grid
        if same:
            return fit(t, s, -m, m, g2, nan=True if inf_in else nan)
        require(not inf_in, "infinities")
        return fit(t, s, -m, m, None, 2 * (da * b.mag + db * a.mag + da * db)
                   + 4 * rounding_error(t, m), 0.0, nan)
    require(same, "complex " + name + " of operands that may differ")
    no_signed_zero_doubt(a)
    no_signed_zero_doubt(b)
    if name in ("maximum", "minimum"):
        return join([a, b])
    if name == "power":
        # exp(b log a): an error e in the exponent (from log's and the
        # product's roundings, a few ulps of b log a) is a relative error
        # e of the result, so the transcendental allowance scales with
        # |b| |log a| (f32 polynomials at -O2 against libm at -O0).
        # A modulus that may be 0 is bounded below by the smallest normal.
        ft = t.part or t
        small = a.minabs if a.minabs > 0 else 2.0 ** ft.emin
        if math.isfinite(a.mag) and math.isfinite(b.mag):
            log_a = max(abs(math.log(max(a.mag, 1.0))),
                        abs(math.log(min(small, 1.0)))) + math.pi
            rel = own_rel(t) * max(1.0, b.mag * log_a)
        else:
            rel = INF
        return Val(t, s, -INF, INF, rel, rel, None, True)
    if name in ("divide", "atan2"):
        # Deterministic algorithms at both levels, but with poles: compare
        # with a transcendental's allowance, bounds unknown.
        return Val(t, s, -INF, INF, own_rel(t), own_rel(t), None, True)
    raise AssertionError(name)


def _int_range(t, lo, hi):
    if t.min_int <= lo and hi <= t.max_int:
        return lo, hi
    return t.min_int, t.max_int


def infer_binary_int(name, a, b):
    t, s = a.t, a.shape
    if t.is_bool:
        if name in ("add", "maximum", "or"):
            return Val(t, s, max(a.lo, b.lo), max(a.hi, b.hi))
        if name in ("multiply", "minimum", "and"):
            return Val(t, s, min(a.lo, b.lo), min(a.hi, b.hi))
        return Val(t, s)
    if name == "add":
        return Val(t, s, *_int_range(t, a.lo + b.lo, a.hi + b.hi))
    if name == "subtract":
        return Val(t, s, *_int_range(t, a.lo - b.hi, a.hi - b.lo))
    if name == "multiply":
        c = [u * v for u in (a.lo, a.hi) for v in (b.lo, b.hi)]
        return Val(t, s, *_int_range(t, min(c), max(c)))
    if name == "maximum":
        return Val(t, s, max(a.lo, b.lo), max(a.hi, b.hi))
    if name == "minimum":
        return Val(t, s, min(a.lo, b.lo), min(a.hi, b.hi))
    return Val(t, s)


def infer_binary(attrs, ins, ctx):
    name, (a, b) = attrs["op"], ins
    require(a.t is b.t and a.shape == b.shape, "operand types differ")
    if a.t.is_float:
        return [infer_binary_float(name, a, b)]
    if a.t.is_complex:
        return [infer_binary_complex(name, a, b)]
    return [infer_binary_int(name, a, b)]


def emit_binary(p, op, ins, outs):
    p.op("stablehlo." + op.attrs["op"], op.operands, op.results)


kind("binary", "elementwise")((infer_binary, emit_binary))


def infer_complex(attrs, ins, ctx):
    re, im = ins
    require(re.t is im.t and re.shape == im.shape and re.t.name in (
        "f32", "f64"), "complex needs matching f32/f64 parts")
    v = join([re, im], t=complex_of_float(re.t))
    return [v]


def emit_complex(p, op, ins, outs):
    p.op("stablehlo.complex", op.operands, op.results)


kind("complex", "elementwise")((infer_complex, emit_complex))


def infer_part(attrs, ins, ctx):
    (x,) = ins
    t = x.t.part if x.t.is_complex else x.t
    return [x.like(t=t)]


def emit_part(p, op, ins, outs):
    p.op("stablehlo." + op.attrs["op"], op.operands, op.results)


kind("part", "elementwise")((infer_part, emit_part))


def infer_is_finite(attrs, ins, ctx):
    (x,) = ins
    require(x.same, "is_finite of an operand that may differ")
    return [Val(I1, x.shape)]


kind("is_finite", "elementwise")((infer_is_finite, lambda p, op, i, o: p.op(
    "stablehlo.is_finite", op.operands, op.results)))


def infer_compare(attrs, ins, ctx):
    a, b = ins
    require(a.t is b.t and a.shape == b.shape, "operand types differ")
    require(a.same and b.same, "compare of operands that may differ")
    if attrs["type"] == "TOTALORDER":
        # Total order ranks NaNs by payload, which is free between levels.
        require(not (a.nan or b.nan), "total order of NaNs")
        no_signed_zero_doubt(a)
        no_signed_zero_doubt(b)
    return [Val(I1, a.shape)]


def emit_compare(p, op, ins, outs):
    p.op("stablehlo.compare", op.operands, op.results,
         "compare_type = #stablehlo<comparison_type %s>, comparison_direction"
         " = #stablehlo<comparison_direction %s>" % (op.attrs["type"],
                                                     op.attrs["dir"]))


kind("compare", "elementwise")((infer_compare, emit_compare))


def infer_select(attrs, ins, ctx):
    pred, a, b = ins
    require(pred.t is I1 and (pred.rank == 0 or pred.shape == a.shape),
            "select predicate shape")
    require(a.t is b.t and a.shape == b.shape, "select branches differ")
    return [join([a, b])]


kind("select", "elementwise")((infer_select, lambda p, op, i, o: p.op(
    "stablehlo.select", op.operands, op.results)))


def infer_clamp(attrs, ins, ctx):
    mn, x, mx = ins
    for m in (mn, mx):
        require(m.t is x.t and (m.rank == 0 or m.shape == x.shape),
                "clamp bound shape")
    require(not x.t.is_complex, "complex clamp")
    lo = min(max(x.lo, mn.lo), mx.lo)
    hi = min(max(x.hi, mn.hi), mx.hi)
    if x.t.is_fp:
        vals = [mn, x, mx]
        grids = [v.grid for v in vals]
        return [Val(x.t, x.shape, lo, hi, max(v.deviation for v in vals), 0.0,
                    None if None in grids else min(grids),
                    any(v.nan for v in vals),
                    any(v.unchecked for v in vals))]
    return [Val(x.t, x.shape, lo, hi)]


kind("clamp", "elementwise")((infer_clamp, lambda p, op, i, o: p.op(
    "stablehlo.clamp", op.operands, op.results)))


def infer_convert(attrs, ins, ctx):
    (x,) = ins
    to = BY_NAME[attrs["to"]]
    s = x.shape
    require(not (x.t.is_complex and not to.is_complex),
            "complex to real conversion")
    if x.t.is_bool or x.t.is_int:
        if to.is_bool:
            return [Val(to, s)]
        if to.is_int:
            if to.min_int <= x.lo and x.hi <= to.max_int:
                return [Val(to, s, x.lo, x.hi)]
            return [Val(to, s)]
        ft = to.part or to
        lo, hi = x.lo, x.hi
        if max(abs(lo), abs(hi)) > ft.max:
            lo, hi = -INF, INF
        return [fit(to, s, lo, hi, 0)]
    # From float or complex.
    if to.is_bool or to.is_int:
        # Truncation is discontinuous; out-of-range values saturate.
        require(x.same, "float to integer of an operand that may differ")
        lo = max(math.trunc(x.lo) if math.isfinite(x.lo) else to.min_int,
                 to.min_int)
        hi = min(math.trunc(x.hi) if math.isfinite(x.hi) else to.max_int,
                 to.max_int)
        if x.nan or lo > hi:
            return [Val(to, s)]
        return [Val(to, s, lo, hi)]
    ft = to.part or to
    lo, hi = x.lo, x.hi
    if max(abs(lo), abs(hi)) > ft.max:
        lo, hi = -INF, INF
    if x.same:
        return [fit(to, s, lo, hi, x.grid, nan=x.nan, unchecked=x.unchecked)]
    require(x.mag + x.deviation < ft.max / 2, "conversion may overflow")
    return [fit(to, s, lo, hi, None, x.deviation + rounding_error(to, x.mag),
                0.0, x.nan)]


def emit_convert(p, op, ins, outs):
    p.op("stablehlo.convert", op.operands, op.results)


kind("convert", "elementwise")((infer_convert, emit_convert))


def bitcast_shape(x, to):
    """The result shape of bitcast_convert from x to type `to`, or None."""
    fb, tb = x.t.bits, to.bits
    if fb == tb:
        return x.shape
    if fb > tb and fb % tb == 0:
        return x.shape + (fb // tb,)
    if tb > fb and tb % fb == 0 and x.rank and x.shape[-1] == tb // fb:
        return x.shape[:-1]
    return None


def infer_bitcast(attrs, ins, ctx):
    (x,) = ins
    to = BY_NAME[attrs["to"]]
    require(x.same, "bitcast of an operand that may differ")
    require(not x.nan, "bitcast of NaN payloads")
    if x.t.is_fp:
        no_signed_zero_doubt(x)
    require(x.t.bits >= 8 and to.bits >= 8, "sub-byte bitcast")
    require(x.t.is_complex == to.is_complex, "complex to real bitcast")
    shape = bitcast_shape(x, to)
    require(shape is not None, "bitcast widths")
    if to.is_fp:
        return [Val(to, shape, -INF, INF, nan=True)]
    return [Val(to, shape)]


kind("bitcast_convert", "elementwise")((infer_bitcast, lambda p, op, i, o:
                                        p.op("stablehlo.bitcast_convert",
                                             op.operands, op.results)))


def infer_reduce_precision(attrs, ins, ctx):
    (x,) = ins
    require(x.same, "rounding of an operand that may differ")
    e, m = attrs["e"], attrs["m"]
    new_max = (2 - math.ldexp(1.0, -m)) * math.ldexp(1.0, (1 << (e - 1)) - 1)
    lo, hi = x.lo, x.hi
    if x.mag >= new_max:
        lo, hi = -INF, INF
    return [Val(x.t, x.shape, lo, hi, nan=x.nan)]


def emit_reduce_precision(p, op, ins, outs):
    p.op("stablehlo.reduce_precision", op.operands, op.results,
         "exponent_bits = %d : i32, mantissa_bits = %d : i32" % (
             op.attrs["e"], op.attrs["m"]))


kind("reduce_precision", "elementwise")((infer_reduce_precision,
                                         emit_reduce_precision))


def unary_ops_for(t):
    if t.is_float:
        return UNARY_FLOAT
    if t.is_complex:
        return UNARY_COMPLEX
    if t.is_bool:
        return UNARY_BOOL
    return UNARY_INT if t.kind == "sint" else UNARY_UINT


def binary_ops_for(t):
    if t.is_float:
        return BINARY_FLOAT
    if t.is_complex:
        return BINARY_COMPLEX
    if t.is_bool:
        return BINARY_BOOL
    return BINARY_INT


def float_exponent_mantissa(t):
    """(exponent bits, mantissa bits) of a float type."""
    ft = t.part or t
    m = ft.p - 1
    return ft.bits - 1 - m, m


def generate(g):
    """Adds one elementwise op on values of the pool; False if none fit."""
    r = g.rng.random()
    x = g.pick()
    if x is None:
        return False
    v = g.val(x)
    t = v.t
    if r < 0.3:
        return g.add("unary", [x], {"op": g.rng.choice(unary_ops_for(t))})
    if r < 0.6:
        y = g.partner(x)
        return g.add("binary", [x, y], {"op": g.rng.choice(binary_ops_for(t))})
    if r < 0.68:
        y = g.partner(x)
        dirs = COMPARE_DIRECTIONS
        ct = t.compare_type
        if t.is_complex:
            dirs = ["EQ", "NE"]
        elif t.is_float and g.rng.random() < 0.3:
            ct = "TOTALORDER"
        return g.add("compare", [x, y], {"dir": g.rng.choice(dirs),
                                         "type": ct})
    if r < 0.76:
        y = g.partner(x)
        shape = () if g.rng.random() < 0.3 else v.shape
        pred = g.value_of(I1, shape)
        return g.add("select", [pred, x, y], {})
    if r < 0.8:
        if t.is_complex or t.is_bool:
            return False
        shape = () if g.rng.random() < 0.5 else v.shape
        lo = g.value_of(t, shape)
        hi = g.value_of(t, shape)
        return g.add("clamp", [lo, x, hi], {})
    if r < 0.9:
        to = g.random_type()
        return g.add("convert", [x], {"to": to.name})
    if r < 0.93:
        cands = [u for u in g.types if u.bits >= 8 and t.bits >= 8 and
                 u.is_complex == t.is_complex and
                 bitcast_shape(v, u) is not None]
        if not cands:
            return False
        return g.add("bitcast_convert", [x], {"to": g.rng.choice(cands).name})
    if r < 0.95 and t.is_float:
        e, m = float_exponent_mantissa(t)
        return g.add("reduce_precision", [x], {
            "e": g.rng.randint(1, max(e, 1)), "m": g.rng.randint(0, m)})
    if r < 0.97 and t.is_complex:
        return g.add("part", [x], {"op": g.rng.choice(["real", "imag"])})
    if r < 0.98 and t.is_float:
        return g.add("is_finite", [x], {})
    if t.name in ("f32", "f64"):
        y = g.partner(x)
        return g.add("complex", [x, y], {})
    return False
