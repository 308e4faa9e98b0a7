"""Generates test/Execution/Quantization/uniform.mlir: uniform_quantize and
uniform_dequantize, per tensor and per axis, i8/u8/i16/i32 storage with
custom storage ranges, f32 and f64 expressed types.

Run from anywhere with numpy:
    /work/venv/bin/python test/Execution/Quantization/Inputs/gen.py

Expected values are computed with numpy following the StableHLO spec
(quantize: clamp(x / scale + zero_point, storage_min, storage_max), then
round to nearest even, then convert to the storage type; dequantize:
(storage - zero_point) * scale) -- never by kiln. The CHECK lines hold
numpy's repr of those values; quantized results print as their storage
integers.
"""

import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
FNAME = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64"}
INAME = {np.dtype(np.int8): "i8", np.dtype(np.uint8): "ui8",
         np.dtype(np.int16): "i16", np.dtype(np.int32): "i32"}
QNAME = {np.dtype(np.int8): "i8", np.dtype(np.uint8): "u8",
         np.dtype(np.int16): "i16", np.dtype(np.int32): "i32"}


def shape_str(shape):
    return "".join(f"{d}x" for d in shape)


def qtype(storage, ftype, params, axis=None, lo=None, hi=None):
    st = QNAME[np.dtype(storage)]
    if lo is not None:
        st += f"<{lo}:{hi}>"
    ft = FNAME[np.dtype(ftype)]
    if axis is None:
        s, z = params[0]
        return f"!quant.uniform<{st}:{ft}, {s!r}:{z}>"
    inner = ", ".join(f"{s!r}:{z}" for s, z in params)
    return f"!quant.uniform<{st}:{ft}:{axis}, {{{inner}}}>"


def bounds(storage, lo, hi):
    info = np.iinfo(storage)
    return (info.min if lo is None else lo), (info.max if hi is None else hi)


def per_elem(params, shape, axis, dtype, idx):
    vals = np.array([p[idx] for p in params], dtype=dtype)
    if axis is None:
        return vals[0]
    s = [1] * len(shape)
    s[axis] = shape[axis]
    return vals.reshape(s)


def quantize(x, storage, params, axis, lo, hi):
    t = x.dtype.type
    scales = per_elem(params, x.shape, axis, x.dtype, 0)
    zps = per_elem(params, x.shape, axis, x.dtype, 1)
    mn, mx = bounds(storage, lo, hi)
    y = x / scales + zps
    y = np.clip(y, t(mn), t(mx))
    # In f32, storage_max of i32 rounds up to 2^31: the converted value is
    # clamped again to the storage range (the spec leaves out-of-range
    # float-to-int conversion to the implementation).
    return np.clip(np.rint(y).astype(np.int64), mn, mx).astype(storage)


def dequantize(q, ftype, params, axis):
    scales = per_elem(params, q.shape, axis, ftype, 0)
    zps = per_elem(params, q.shape, axis, np.int64, 1)
    return ((q.astype(np.int64) - zps).astype(ftype) * scales).astype(ftype)


def inline(a):
    name = FNAME.get(a.dtype) or INAME[a.dtype]
    vals = ",".join(repr(v.item()) for v in a.ravel())
    return f"{shape_str(a.shape)}{name}={vals}"


CASES = []


def q_case(name, x, storage, params, axis=None, lo=None, hi=None):
    qt = qtype(storage, x.dtype, params, axis, lo, hi)
    ft = f"tensor<{shape_str(x.shape)}{FNAME[x.dtype]}>"
    qtt = f"tensor<{shape_str(x.shape)}{qt}>"
    q = quantize(x, storage, params, axis, lo, hi)
    d = dequantize(q, x.dtype, params, axis)
    body = (f"  func.func @{name}(%x: {ft}) -> ({qtt}, {ft}) {{\n"
            f"    %q = stablehlo.uniform_quantize %x : ({ft}) -> {qtt}\n"
            f"    %d = stablehlo.uniform_dequantize %q : ({qtt}) -> {ft}\n"
            f"    return %q, %d : {qtt}, {ft}\n  }}\n")
    sname = f"tensor<{shape_str(x.shape)}{INAME[np.dtype(storage)]}>"
    CASES.append((name, body, [inline(x)], [(sname, q), (ft, d)]))


def dq_case(name, q, ftype, params, axis=None, lo=None, hi=None):
    qt = qtype(q.dtype, ftype, params, axis, lo, hi)
    ft = f"tensor<{shape_str(q.shape)}{FNAME[np.dtype(ftype)]}>"
    qtt = f"tensor<{shape_str(q.shape)}{qt}>"
    d = dequantize(q, ftype, params, axis)
    body = (f"  func.func @{name}(%q: {qtt}) -> {ft} {{\n"
            f"    %d = stablehlo.uniform_dequantize %q : ({qtt}) -> {ft}\n"
            f"    return %d : {ft}\n  }}\n")
    CASES.append((name, body, [inline(q)], [(ft, d)]))


def main():
    f32, f64 = np.float32, np.float64
    q_case("q_i8_tensor", np.array([0.25, 0.75, -1.25, -1.75, 100.0, -100.0, 1.0, -0.0], f32),
           np.int8, [(0.5, -3)])
    q_case("q_u8_axis1", np.array([[1.1, 3.0, -5.0], [70.0, 1000.0, 0.5]], f32),
           np.uint8, [(0.25, 10), (2.0, 0), (1.0, 128)], axis=1)
    q_case("q_i8_range_axis0", np.array([[-9.0, 0.3, 9.0], [-2.5, 2.5, 3.5]], f64),
           np.int8, [(1.0, 0), (0.5, 1)], axis=0, lo=-7, hi=7)
    q_case("q_i16_tensor_f64", np.array([1e9, -1e9, 12.5, 13.5, -0.49], f64),
           np.int16, [(0.001, 7)])
    q_case("q_i32_tensor", np.array([3.0e9, -3.0e9, 2.5, -2.5, 0.1], f32),
           np.int32, [(1.0, 0)])
    dq_case("dq_i8_wide", np.array([-128, 127, 0, -3], np.int8), f32, [(0.5, 100)])
    dq_case("dq_u8_axis0", np.array([[0, 255], [128, 7]], np.uint8), f64,
            [(0.125, 128), (3.0, 0)], axis=0)
    lines = ["// stablehlo.uniform_quantize / uniform_dequantize (per tensor, per axis,",
             "// storage ranges; i8/u8/i16/i32 storage; f32/f64 expressed).",
             "// Generated by Inputs/gen.py: expected values from numpy following",
             "// the StableHLO spec (never from kiln). Quantized results print as their",
             "// storage integers.", ""]
    for name, _, ins, outs in CASES:
        p = name.upper()
        args = "".join(f" --input {i}" for i in ins)
        lines.append(f"// RUN: kiln run %s --entry {name}{args} | FileCheck %s --check-prefix={p}")
        for i, (t, v) in enumerate(outs):
            lines.append(f"// {p}: output {i}: {t}")
            for j, l in enumerate(repr(v).split("\n")):
                lines.append(f"// {p}-NEXT: " + l.replace("[[", "[{{\\[}}"))
        lines.append("")
    lines.append("module {")
    text = "\n".join(lines) + "\n" + "".join(b for _, b, _, _ in CASES) + "}\n"
    with open(os.path.join(TESTS, "uniform.mlir"), "w") as fh:
        fh.write(text)


if __name__ == "__main__":
    main()
