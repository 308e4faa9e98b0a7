"""Element types the compiler fuzzer generates, with what it needs of each.

For every StableHLO element type that `kiln run` can read and write (.npy):
its MLIR spelling, its kind, the numpy dtype its .npy files hold (bf16 and
the f8 types travel as raw bits, the way kiln writes them), and for floats
the precision and range the error model of absval.py reasons with.
"""
import math

import ml_dtypes
import numpy as np


class ElemType:
    """One element type. `p` is the significand precision in bits (with the
    implicit bit), `emin` the exponent of the smallest normal number and
    `max` the largest finite value (floats only)."""

    def __init__(self, name, kind, bits, storage, value_dtype=None, p=0,
                 emin=0, maxval=0.0, part=None, has_inf=True):
        self.name = name
        self.kind = kind  # "bool", "sint", "uint", "float" or "complex"
        self.bits = bits
        self.storage = np.dtype(storage)
        # The dtype values are computed in (ml_dtypes for bf16 and f8).
        self.value_dtype = np.dtype(value_dtype or storage)
        self.p = p
        self.emin = emin
        self.max = maxval
        self.part = part  # the float type of each part of a complex type
        self.has_inf = has_inf

    def __repr__(self):
        return self.name

    @property
    def is_float(self):
        return self.kind == "float"

    @property
    def is_complex(self):
        return self.kind == "complex"

    @property
    def is_int(self):
        return self.kind in ("sint", "uint")

    @property
    def is_bool(self):
        return self.kind == "bool"

    @property
    def is_fp(self):
        """Float or complex: values with rounding."""
        return self.kind in ("float", "complex")

    @property
    def eps(self):
        """The distance from 1 to the next value (2^(1-p))."""
        t = self.part or self
        return math.ldexp(1.0, 1 - t.p)

    @property
    def min_int(self):
        if self.kind == "sint":
            return -(1 << (self.bits - 1))
        return 0

    @property
    def max_int(self):
        if self.kind == "sint":
            return (1 << (self.bits - 1)) - 1
        if self.kind == "bool":
            return 1
        return (1 << self.bits) - 1

    @property
    def compare_type(self):
        return {"bool": "UNSIGNED", "sint": "SIGNED", "uint": "UNSIGNED",
                "float": "FLOAT", "complex": "FLOAT"}[self.kind]

    def to_storage(self, values):
        """An array of this type's values as the .npy storage dtype."""
        a = np.asarray(values)
        if self.kind in ("float", "complex"):
            a = a.astype(self.value_dtype)
            if self.value_dtype != self.storage:
                a = a.view(self.storage)
            return a
        if self.kind == "bool":
            return a.astype(np.bool_)
        return a.astype(self.storage)

    def from_storage(self, array):
        """Values (float64, complex128, int64 or bool) of a .npy array kiln
        wrote."""
        a = np.asarray(array)
        if self.kind == "float":
            if self.value_dtype != a.dtype:
                a = a.view(self.value_dtype)
            with np.errstate(invalid="ignore"):
                return a.astype(np.float64)
        if self.kind == "complex":
            return a.astype(np.complex128)
        if self.kind == "bool":
            return a.astype(np.bool_)
        # Sub-byte integers are stored sign- or zero-extended in a byte.
        if self.kind == "sint":
            return a.astype(np.int64)
        return a.astype(np.uint64)


def _float(name, storage, value_dtype, has_inf=True):
    info = ml_dtypes.finfo(np.dtype(value_dtype))
    return ElemType(name, "float", np.dtype(storage).itemsize * 8, storage,
                    value_dtype, p=int(info.nmant) + 1, emin=int(info.minexp),
                    maxval=float(info.max), has_inf=has_inf)


I1 = ElemType("i1", "bool", 1, np.bool_)
F32 = _float("f32", np.float32, np.float32)
F64 = _float("f64", np.float64, np.float64)

TYPES = [
    I1,
    ElemType("i2", "sint", 2, np.int8),
    ElemType("i4", "sint", 4, np.int8),
    ElemType("i8", "sint", 8, np.int8),
    ElemType("i16", "sint", 16, np.int16),
    ElemType("i32", "sint", 32, np.int32),
    ElemType("i64", "sint", 64, np.int64),
    ElemType("ui2", "uint", 2, np.uint8),
    ElemType("ui4", "uint", 4, np.uint8),
    ElemType("ui8", "uint", 8, np.uint8),
    ElemType("ui16", "uint", 16, np.uint16),
    ElemType("ui32", "uint", 32, np.uint32),
    ElemType("ui64", "uint", 64, np.uint64),
    _float("f16", np.float16, np.float16),
    _float("bf16", np.uint16, ml_dtypes.bfloat16),
    F32,
    F64,
    _float("f8E4M3FN", np.uint8, ml_dtypes.float8_e4m3fn, has_inf=False),
    _float("f8E5M2", np.uint8, ml_dtypes.float8_e5m2),
    _float("f8E4M3FNUZ", np.uint8, ml_dtypes.float8_e4m3fnuz, has_inf=False),
    _float("f8E5M2FNUZ", np.uint8, ml_dtypes.float8_e5m2fnuz, has_inf=False),
    _float("f8E4M3B11FNUZ", np.uint8, ml_dtypes.float8_e4m3b11fnuz,
           has_inf=False),
    _float("f8E4M3", np.uint8, ml_dtypes.float8_e4m3),
    _float("f8E3M4", np.uint8, ml_dtypes.float8_e3m4),
    ElemType("complex<f32>", "complex", 64, np.complex64, part=F32),
    ElemType("complex<f64>", "complex", 128, np.complex128, part=F64),
]
BY_NAME = {t.name: t for t in TYPES}

INTS = [t for t in TYPES if t.is_int]
FLOATS = [t for t in TYPES if t.is_float]
COMPLEX = [t for t in TYPES if t.is_complex]
# Float types with IEEE-style infinities and NaN (f16, bf16, f32, f64, f8E5M2,
# f8E4M3, f8E3M4); the FN/FNUZ types saturate or have a single NaN.
MAIN_FLOATS = [BY_NAME[n] for n in ("f16", "bf16", "f32", "f64")]


def float_of_complex(t):
    return t.part


def complex_of_float(t):
    return BY_NAME["complex<%s>" % t.name]


def tensor_type(t, shape):
    dims = "".join("%dx" % d for d in shape)
    return "tensor<%s%s>" % (dims, t.name)
