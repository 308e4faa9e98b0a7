"""Input data: values that satisfy an argument's abstract value.

A float input with a grid holds multiples of 2^grid within [lo, hi] (and
sometimes the range's ends and signed zeros); one without a grid and with
NaN allowed holds the type's special values (infinities, NaN, the largest
and smallest numbers, subnormals) among ordinary ones. Integer inputs are
uniform in [lo, hi] with the range's ends mixed in. Data is a function of
(seed, arg): the same case always runs on the same inputs.
"""
import math

import numpy as np


def _float_data(t, v, rng, n):
    ft = t.part or t
    if v.grid is None and not v.nan:
        lo = max(v.lo, -ft.max / 2)
        hi = min(v.hi, ft.max / 2)
        return rng.uniform(lo, max(lo, hi), n)
    if v.grid is None:
        info_max = ft.max
        tiny = math.ldexp(1.0, ft.emin)
        sub = math.ldexp(1.0, ft.emin - ft.p + 1)
        specials = [0.0, -0.0, math.inf, -math.inf, math.nan, info_max,
                    -info_max, tiny, -tiny, sub, 1.0, -1.0, 0.5]
        out = rng.uniform(-4, 4, n)
        mask = rng.random(n) < 0.5
        out[mask] = rng.choice(specials, int(mask.sum()))
        return out
    step = math.ldexp(1.0, v.grid)
    klo = math.ceil(v.lo / step)
    khi = math.floor(v.hi / step)
    k = rng.integers(klo, khi, n, endpoint=True).astype(np.float64)
    out = k * step
    if n:
        mask = rng.random(n) < 0.1
        edges = [klo * step, khi * step]
        if v.lo <= 0 <= v.hi:
            edges += [0.0, -0.0]
        out[mask] = rng.choice(edges, int(mask.sum()))
    return out


def make_data(v, seed):
    """A flat array of v.size values (float64, complex128, int or bool)."""
    rng = np.random.default_rng(seed)
    t, n = v.t, v.size
    if t.is_bool:
        return rng.random(n) < 0.5
    if t.is_int:
        lo, hi = int(v.lo), int(v.hi)
        if t.name == "ui64":
            out = rng.integers(0, 1 << 64, n, dtype=np.uint64, endpoint=False)
            if hi < (1 << 63):
                out = rng.integers(lo, hi, n, endpoint=True).astype(np.uint64)
        else:
            out = rng.integers(lo, hi, n, endpoint=True, dtype=np.int64)
        if n:
            mask = rng.random(n) < 0.15
            out[mask] = rng.choice(np.array([lo, hi], dtype=out.dtype),
                                   int(mask.sum()))
        return out
    if t.is_complex:
        re = _float_data(t, v, rng, n)
        im = _float_data(t, v, rng, n)
        return re + 1j * im if not v.nan else _complex(re, im)
    return _float_data(t, v, rng, n)


def _complex(re, im):
    out = np.empty(re.shape, np.complex128)
    out.real = re
    out.imag = im
    return out


def round_to_type(t, data):
    """The data as values of t (exact for grid data, rounded otherwise)."""
    if t.is_float:
        return np.asarray(data).astype(t.value_dtype).astype(np.float64)
    if t.is_complex:
        return np.asarray(data).astype(t.value_dtype).astype(np.complex128)
    return np.asarray(data)


def to_jsonable(t, data):
    data = round_to_type(t, data)
    if t.is_complex:
        return [[float(x.real), float(x.imag)] for x in data.reshape(-1)]
    if t.is_float:
        return [float(x) for x in data.reshape(-1)]
    if t.is_bool:
        return [bool(x) for x in data.reshape(-1)]
    return [int(x) for x in data.reshape(-1)]


def from_jsonable(t, data, shape):
    """A numpy array of t's values from to_jsonable's lists (or a scalar)."""
    if not isinstance(data, list):
        data = [data]
    if t.is_complex:
        a = np.array([complex(re, im) for re, im in data], np.complex128)
    elif t.is_float:
        a = np.array(data, np.float64)
    elif t.is_bool:
        a = np.array(data, np.bool_)
    elif t.name == "ui64":
        a = np.array(data, np.uint64)
    else:
        a = np.array(data, np.int64)
    if a.size != math.prod(shape):
        a = np.broadcast_to(a.reshape(-1)[:1], [math.prod(shape)])
    return a.reshape(shape)


def arg_array(arg, seed):
    """The input of one entry argument, in t's value domain."""
    v = arg.val
    if arg.data is not None:
        return from_jsonable(v.t, arg.data, v.shape)
    data = make_data(v, (seed * 1000003 + arg.id) & 0xFFFFFFFF)
    return round_to_type(v.t, data).reshape(v.shape)


def save_npy(path, t, array):
    """Writes an input as kiln reads it (bf16 and f8 as raw bits)."""
    a = np.asarray(array)
    if t.is_bool:
        a = a.astype(np.bool_)
    elif t.is_int:
        a = a.astype(t.storage)
    else:
        a = t.to_storage(a)
    np.save(path, np.array(a, order="C"))
