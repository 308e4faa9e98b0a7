"""Element types, test values and their StableHLO text for the lax suite.

Every element type JAX can put in an array on CPU is described once here
(its numpy dtype, its MLIR spelling, its kind), with the values the suite
feeds to ops of that type: the special values of the type first (signed
zeros, infinities, NaN, the smallest subnormal and normal, the largest
finite value, the extreme integers), then pseudo-random values from a
generator the caller seeds. `dense` prints an array as the body of a
`stablehlo.constant` so that parsing it gives back exactly the same bits.
"""
import math

import ml_dtypes
import numpy as np


class DType:
    """One element type: numpy dtype, MLIR name, kind and bit width."""

    def __init__(self, name, np_dtype, mlir, kind, bits):
        self.name = name  # the suite's short name, used in file text
        self.np = np.dtype(np_dtype)
        self.mlir = mlir
        self.kind = kind  # "bool", "sint", "uint", "float" or "complex"
        self.bits = bits

    def __repr__(self):
        return self.name

    @property
    def is_float(self):
        return self.kind == "float"

    @property
    def is_int(self):
        return self.kind in ("sint", "uint")

    @property
    def is_inexact(self):
        return self.kind in ("float", "complex")

    @property
    def part(self):
        """The float type of a complex type's parts (itself otherwise)."""
        if self.kind != "complex":
            return self
        return BY_NAME["f32" if self.name == "c64" else "f64"]


def _ml(name):
    return getattr(ml_dtypes, name)


# In the order the suite lists them; every type JAX 0.10 accepts on CPU.
DTYPES = [
    DType("bool", np.bool_, "i1", "bool", 1),
    DType("i2", _ml("int2"), "i2", "sint", 2),
    DType("i4", _ml("int4"), "i4", "sint", 4),
    DType("i8", np.int8, "i8", "sint", 8),
    DType("i16", np.int16, "i16", "sint", 16),
    DType("i32", np.int32, "i32", "sint", 32),
    DType("i64", np.int64, "i64", "sint", 64),
    DType("u2", _ml("uint2"), "ui2", "uint", 2),
    DType("u4", _ml("uint4"), "ui4", "uint", 4),
    DType("u8", np.uint8, "ui8", "uint", 8),
    DType("u16", np.uint16, "ui16", "uint", 16),
    DType("u32", np.uint32, "ui32", "uint", 32),
    DType("u64", np.uint64, "ui64", "uint", 64),
    DType("f4e2m1fn", _ml("float4_e2m1fn"), "f4E2M1FN", "float", 4),
    DType("f6e2m3fn", _ml("float6_e2m3fn"), "f6E2M3FN", "float", 6),
    DType("f6e3m2fn", _ml("float6_e3m2fn"), "f6E3M2FN", "float", 6),
    DType("f8e3m4", _ml("float8_e3m4"), "f8E3M4", "float", 8),
    DType("f8e4m3", _ml("float8_e4m3"), "f8E4M3", "float", 8),
    DType("f8e4m3fn", _ml("float8_e4m3fn"), "f8E4M3FN", "float", 8),
    DType("f8e4m3fnuz", _ml("float8_e4m3fnuz"), "f8E4M3FNUZ", "float", 8),
    DType("f8e4m3b11fnuz", _ml("float8_e4m3b11fnuz"), "f8E4M3B11FNUZ",
          "float", 8),
    DType("f8e5m2", _ml("float8_e5m2"), "f8E5M2", "float", 8),
    DType("f8e5m2fnuz", _ml("float8_e5m2fnuz"), "f8E5M2FNUZ", "float", 8),
    DType("f8e8m0fnu", _ml("float8_e8m0fnu"), "f8E8M0FNU", "float", 8),
    DType("bf16", ml_dtypes.bfloat16, "bf16", "float", 16),
    DType("f16", np.float16, "f16", "float", 16),
    DType("f32", np.float32, "f32", "float", 32),
    DType("f64", np.float64, "f64", "float", 64),
    DType("c64", np.complex64, "complex<f32>", "complex", 64),
    DType("c128", np.complex128, "complex<f64>", "complex", 128),
]
BY_NAME = {d.name: d for d in DTYPES}

# Element types whose lowering is alike: an op's variations (shapes,
# attributes) run on one member of each class, rotating over the members,
# while its swept cases run on every type.
CLASSES = [
    ["bool"], ["i2", "u2", "i4", "u4"], ["i8", "u8"], ["i16", "u16"],
    ["i32", "u32"], ["i64", "u64"],
    ["f8e4m3fn", "f8e5m2", "f8e3m4", "f8e4m3", "f8e4m3fnuz", "f8e5m2fnuz",
     "f8e4m3b11fnuz", "f8e8m0fnu", "f4e2m1fn", "f6e2m3fn", "f6e3m2fn"],
    ["bf16", "f16"], ["f32"], ["f64"], ["c64", "c128"],
]
BY_NP = {d.np: d for d in DTYPES}


def dtype_of(array):
    """The DType of an array, numpy's or a JAX tracer's."""
    dt = array.dtype if hasattr(array, "dtype") else np.asarray(array).dtype
    return BY_NP[np.dtype(dt)]


def tensor_type(dtype, shape):
    dims = "".join(f"{n}x" for n in shape)
    return f"tensor<{dims}{dtype.mlir}>"


def type_of(array):
    array = np.asarray(array)
    return tensor_type(dtype_of(array), array.shape)


# ---------------------------------------------------------------------------
# Values.


def finfo(dtype):
    return ml_dtypes.finfo(dtype.np)


def int_range(dtype):
    info = ml_dtypes.iinfo(dtype.np)
    return int(info.min), int(info.max)


def _unique_bits(values, dtype):
    """`values` cast to `dtype`, duplicates (same bits) dropped, in order."""
    out, seen = [], set()
    for v in values:
        x = np.asarray(v).astype(dtype.np)
        key = x.tobytes()
        if key not in seen:
            seen.add(key)
            out.append(x)
    return np.array(out, dtype=dtype.np)


def float_specials(dtype):
    """The special values of a float type that it can represent, but for
    subnormals (see `subnormals`)."""
    fi = finfo(dtype)
    tiny = float(fi.smallest_normal)
    big = float(fi.max)
    # The most telling first: binary ops pair the first few with each other.
    cands = [0.0, -0.0, 1.0, -2.5, math.inf, -math.inf, math.nan, big, tiny,
             -1.0, 0.5, -big, -tiny, 1.0 + float(fi.eps), 3.0]
    with np.errstate(all="ignore"):
        # Casting drops what the type lacks: formats without infinities turn
        # them into NaN or their largest value, unsigned formats lose signs.
        return _unique_bits(cands, dtype)


def subnormals(dtype):
    """The smallest and largest subnormals of a float (or complex) type,
    both signs; empty for types without subnormals. They are kept apart
    from the other special values because XLA's CPU backend flushes
    subnormals to zero (inputs and results) where IEEE arithmetic, and
    StableHLO, keep them: cases with subnormals show that difference alone.
    """
    part = dtype.part
    if not part.is_float:
        return np.zeros((0,), dtype.np)
    fi = finfo(part)
    sub, tiny = float(fi.smallest_subnormal), float(fi.smallest_normal)
    if not sub < tiny:
        return np.zeros((0,), dtype.np)
    with np.errstate(all="ignore"):
        largest = tiny - sub  # exact in float64
        vals = _unique_bits([sub, -sub, largest, -largest], part)
    if dtype.kind == "complex":
        z = [complex(float(r), float(i)) for r, i in
             ((vals[0], 0.0), (0.0, vals[2]), (vals[1], vals[3]))]
        return np.array(z, dtype=dtype.np)
    return vals


def int_specials(dtype):
    lo, hi = int_range(dtype)
    cands = [0, 1, -1, hi, lo, 2, -2, hi - 1, lo + 1, hi // 2 + 1]
    return _unique_bits([c for c in cands if lo <= c <= hi], dtype)


def specials(dtype):
    if dtype.kind == "bool":
        return np.array([False, True])
    if dtype.is_int:
        return int_specials(dtype)
    if dtype.is_float:
        return float_specials(dtype)
    # Each special part paired with another (three rotations), so every
    # special value appears as a real and as an imaginary part.
    part = float_specials(dtype.part)
    n = len(part)
    pairs = [(part[i], part[(i + k) % n]) for k in (0, 1, 7) for i in range(n)]
    out, seen = [], set()
    for r, i in pairs:
        z = np.array(complex(float(r), float(i)), dtype=dtype.np)
        if z.tobytes() not in seen:
            seen.add(z.tobytes())
            out.append(z)
    return np.array(out, dtype=dtype.np)


# Ranges of the random part, by the domain an op is interesting on.
DOMAINS = {
    "wide": (-6.0, 6.0),
    "unit": (-1.0, 1.0),  # asin, acos, atanh, erf_inv
    "pos": (0.0, 8.0),  # log, sqrt, lgamma of positive numbers
    "ge1": (1.0, 9.0),  # acosh
    "small": (-2.0, 2.0),
}


def random_values(dtype, shape, rng, domain="wide"):
    """Pseudo-random values of `dtype`: ints over the whole range, floats
    over `domain` (with a few of wider magnitude mixed in)."""
    n = int(np.prod(shape, dtype=np.int64))
    if dtype.kind == "bool":
        return rng.integers(0, 2, size=shape).astype(bool)
    if dtype.is_int:
        lo, hi = int_range(dtype)
        # Small values mostly (arithmetic stays in range), some anywhere.
        small = rng.integers(max(lo, -100), min(hi, 100) + 1, size=n)
        wide = rng.integers(lo, hi, size=n, dtype=np.int64, endpoint=True) \
            if dtype.np != np.uint64 else \
            rng.integers(0, 2**64 - 1, size=n, dtype=np.uint64, endpoint=True)
        pick = rng.random(n) < 0.25
        vals = [int(w) if p else int(s) for s, w, p in zip(small, wide, pick)]
        wide_type = np.int64 if dtype.kind == "sint" else np.uint64
        return np.array(vals, dtype=wide_type).astype(dtype.np).reshape(shape)
    if dtype.kind == "complex":
        re = random_values(dtype.part, shape, rng, domain)
        im = random_values(dtype.part, shape, rng, domain)
        return (re.astype(np.float64) + 1j * im.astype(np.float64)).astype(
            dtype.np)
    lo, hi = DOMAINS[domain]
    vals = rng.uniform(lo, hi, size=n)
    if domain == "wide":
        wide = np.exp(rng.uniform(-12, 12, size=n)) * rng.choice([-1, 1], n)
        vals = np.where(rng.random(n) < 0.2, wide, vals)
    with np.errstate(all="ignore"):
        return vals.astype(dtype.np).reshape(shape)


def values(dtype, shape, rng, domain="wide", with_specials=True):
    """An array of `shape`: the type's special values first (as many as fit,
    in row-major order), then random values."""
    arr = random_values(dtype, shape, rng, domain).reshape(-1)
    if with_specials and arr.size:
        sp = specials(dtype)[: arr.size]
        arr[: sp.size] = sp
    return arr.reshape(shape)


def exact_sum_values(dtype, shape, rng, terms=None):
    """Small integers whose partial sums (of any subset, in any order) are
    exact in `dtype`, so a sum's result does not depend on the order of
    summation: the absolute values add up to at most the largest integer
    up to which the type is exact. Used for reductions, dots and
    convolutions of floats narrower than 32 bits."""
    n = int(np.prod(shape, dtype=np.int64))
    if dtype.kind == "complex" or (dtype.is_float and dtype.bits >= 32):
        return random_values(dtype, shape, rng, "small")
    if not dtype.is_float:
        return random_values(dtype, shape, rng)
    fi = finfo(dtype)
    limit = min(2 ** (fi.nmant + 1), int(fi.max))
    has_negative = np.asarray(-1.0).astype(dtype.np).astype(float) == -1.0
    vals = rng.integers(-3 if has_negative else 0, 4, size=n)
    # Zero out entries until the absolute values fit the budget.
    order = rng.permutation(n)
    total = int(np.abs(vals).sum())
    for i in order:
        if total <= limit:
            break
        total -= abs(int(vals[i]))
        vals[i] = 0
    return vals.astype(np.float64).astype(dtype.np).reshape(shape)


def exact_product_values(dtype, shape, rng):
    """Signed powers of two (0.5, 1, 2) for floats narrower than 32 bits, so
    that products of a few of them are exact whatever the order; random
    small values otherwise."""
    if dtype.kind == "complex" or (dtype.is_float and dtype.bits >= 32):
        return random_values(dtype, shape, rng, "small")
    if not dtype.is_float:
        return random_values(dtype, shape, rng)
    has_negative = np.asarray(-1.0).astype(dtype.np).astype(float) == -1.0
    choices = [0.5, 1.0, 2.0] + ([-1.0, -2.0] if has_negative else [])
    vals = rng.choice(choices, size=shape)
    return np.asarray(vals, np.float64).astype(dtype.np)


# ---------------------------------------------------------------------------
# Text.


def _float_text(x, dtype):
    """The shortest decimal that parses (as a double, then rounded to the
    type, as MLIR does) back to the bits of `x`; hex bits for NaN and
    infinities. MLIR wants a '.' in every float literal."""
    f = float(x)
    if math.isnan(f) or math.isinf(f):
        bits = int(np.asarray(x).view(np.uint8 if dtype.bits <= 8 else
                                      f"u{dtype.np.itemsize}"))
        if dtype.bits < 8:
            bits &= (1 << dtype.bits) - 1
        return "0x%0*X" % (max(1, (dtype.bits + 3) // 4), bits)
    want = np.asarray(x).tobytes()
    for digits in range(1, 18):
        s = "%.*g" % (digits, f)
        with np.errstate(all="ignore"):
            back = np.asarray(float(s)).astype(dtype.np).tobytes()
        if back == want:
            break
    else:
        s = repr(f)
    if "e" in s:
        mant, exp = s.split("e")
        if "." not in mant:
            mant += ".0"
        return f"{mant}e{exp}"
    return s if "." in s else s + ".0"


def element_text(x, dtype):
    if dtype.kind == "bool":
        return "true" if bool(x) else "false"
    if dtype.is_int:
        return str(int(x))
    if dtype.is_float:
        return _float_text(x, dtype)
    part = dtype.part
    return "(%s, %s)" % (_float_text(part.np.type(x.real), part),
                         _float_text(part.np.type(x.imag), part))


def dense(array):
    """`dense<...>` for `array`: a splat when all elements are one value."""
    array = np.asarray(array)
    dtype = dtype_of(array)
    if array.size == 0:
        return "dense<>"
    flat = array.reshape(-1)
    if array.ndim > 0 and array.size > 1 and all(
            flat[i].tobytes() == flat[0].tobytes() for i in range(flat.size)):
        return "dense<%s>" % element_text(flat[0], dtype)

    def nest(a):
        if a.ndim == 0:
            return element_text(a[()], dtype)
        return "[" + ", ".join(nest(a[i]) for i in range(a.shape[0])) + "]"

    return "dense<%s>" % nest(array)

