"""Writes Inputs/int8_conv.mlir, a program of int8 convolutions large enough
for kiln's int8 convolution kernel, with its inputs and the outputs numpy
computes exactly, for int8_conv.test.

Two kinds of convolution, as users write them:
- plain integer convolutions into i32 (JAX's
  `conv_general_dilated(..., preferred_element_type=jnp.int32)` on int8 or
  uint8 arrays): the arguments are the operands, the output the i32 sums;
- fully quantized ones (`!quant.uniform` input, filter and result): the
  arguments are the storage integers, which the program turns into
  quantized tensors (convert, scale, uniform_quantize: exact, the values sit
  on the quantization grid), and the output is the result dequantized to
  f32. Every scale is a power of two, so the spec's float convolution of the
  dequantized operands is exact, and the expected values are the exact
  integer sums rounded (half to even) to the result's grid.

Cases: i8 x i8 with padding, 40 output channels (a partial vector); i8 x i8
with strides, uneven padding and a dilated window; a wide window (3 x 3 x
1200: sums past f32's exact range); an NCHW convolution (a layout the kernel
does not take); quantized with an i8 input and a zero point, a per-axis
filter, into i32; quantized with a u8 input (zero point 131), lhs dilation,
into i8 (rounded and clamped).

Run: venv/bin/python test/AOT/Inputs/gen_int8_conv.py
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "int8_conv")
rng = np.random.default_rng(20261204)
ELEMENT = {"i8": "i8", "u8": "ui8"}
NUMPY = {"i8": np.int8, "u8": np.uint8}


def tensor(shape, element):
    return "tensor<" + "x".join(map(str, shape)) + "x" + element + ">"


def qtype(storage, scales, zps, axis=None):
    if axis is None:
        return f"!quant.uniform<{storage}:f32, {scales[0]!r}:{zps[0]}>"
    params = ", ".join(f"{s!r}:{z}" for s, z in zip(scales, zps))
    return f"!quant.uniform<{storage}:f32:{axis}, {{{params}}}>"


def values(shape, storage):
    lo, hi = (-128, 127) if storage == "i8" else (0, 255)
    return rng.integers(lo, hi + 1, size=shape).astype(NUMPY[storage])


def conv_nhwc(x, w, stride, pad, lhs_dil=(1, 1), rhs_dil=(1, 1)):
    """Exact int64 convolution, NHWC input, HWIO filter, NHWC result; x is
    already centered (padding and dilation holes are zeros)."""
    n, h, wd, c = x.shape
    dh = (h - 1) * lhs_dil[0] + 1
    dw = (wd - 1) * lhs_dil[1] + 1
    dil = np.zeros((n, dh, dw, c), np.int64)
    dil[:, ::lhs_dil[0], ::lhs_dil[1], :] = x
    (pt, pb), (pl, pr) = pad
    padded = np.zeros((n, dh + pt + pb, dw + pl + pr, c), np.int64)
    padded[:, pt:pt + dh, pl:pl + dw, :] = dil
    kh, kw, _, o = w.shape
    oh = (padded.shape[1] - ((kh - 1) * rhs_dil[0] + 1)) // stride[0] + 1
    ow = (padded.shape[2] - ((kw - 1) * rhs_dil[1] + 1)) // stride[1] + 1
    out = np.zeros((n, oh, ow, o), np.int64)
    for i in range(kh):
        for j in range(kw):
            y0, x0 = i * rhs_dil[0], j * rhs_dil[1]
            window = padded[:, y0:y0 + (oh - 1) * stride[0] + 1:stride[0],
                            x0:x0 + (ow - 1) * stride[1] + 1:stride[1], :]
            out += np.einsum("nyxc,co->nyxo", window, w[i, j].astype(np.int64))
    return out


def window_text(stride, pad, lhs_dil=(1, 1), rhs_dil=(1, 1)):
    p = ", ".join(f"[{a}, {b}]" for a, b in pad)
    return (f"window = {{stride = [{stride[0]}, {stride[1]}], pad = [{p}], "
            f"lhs_dilate = [{lhs_dil[0]}, {lhs_dil[1]}], "
            f"rhs_dilate = [{rhs_dil[0]}, {rhs_dil[1]}]}}")


ATTRS = "{batch_group_count = 1 : i64, feature_group_count = 1 : i64}"
args, lines, results, inputs, expected = [], [], [], [], []


def plain(n, xshape, xs, wshape, stride, pad, rhs_dil=(1, 1), nchw=False):
    x, w = values(xshape, xs), values(wshape, "i8")
    if nchw:  # x NCHW, w OIHW, result NCHW
        sums = conv_nhwc(x.transpose(0, 2, 3, 1).astype(np.int64),
                         w.transpose(2, 3, 1, 0), stride, pad,
                         rhs_dil=rhs_dil).transpose(0, 3, 1, 2)
        dims = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
    else:
        sums = conv_nhwc(x.astype(np.int64), w, stride, pad, rhs_dil=rhs_dil)
        dims = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    xt, wt = tensor(xshape, ELEMENT[xs]), tensor(wshape, "i8")
    out = tensor(sums.shape, "i32")
    args.extend([f"%x{n}: {xt}", f"%w{n}: {wt}"])
    inputs.extend([x, w])
    lines.append(f"  %r{n} = stablehlo.convolution(%x{n}, %w{n}) dim_numbers "
                 f"= {dims}, {window_text(stride, pad, rhs_dil=rhs_dil)} "
                 f"{ATTRS} : ({xt}, {wt}) -> {out}")
    results.append((f"%r{n}", out))
    expected.append(sums.astype(np.int32))


def quantize_arg(name, v, storage, scales, zps, axis):
    """Lines turning argument `name` (storage integers) into its quantized
    tensor: (storage - zero point) * scale, exact in f32, quantized."""
    raw = tensor(v.shape, ELEMENT[storage])
    ftype = tensor(v.shape, "f32")
    qt = tensor(v.shape, qtype(storage, scales, zps, axis))
    args.append(f"{name}: {raw}")
    inputs.append(v)

    def param(suffix, vals):
        if axis is None:
            return [f"  {name}{suffix} = stablehlo.constant "
                    f"dense<{float(vals[0])!r}> : {ftype}"]
        channels = tensor((len(vals),), "f32")
        return [f"  {name}{suffix}1 = stablehlo.constant dense<["
                + ", ".join(repr(float(s)) for s in vals) + f"]> : {channels}",
                f"  {name}{suffix} = stablehlo.broadcast_in_dim {name}{suffix}1"
                f", dims = [{axis}] : ({channels}) -> {ftype}"]
    lines.append(f"  {name}f = stablehlo.convert {name} : ({raw}) -> {ftype}")
    lines.extend(param("z", zps) + param("s", scales))
    lines.extend([
        f"  {name}c = stablehlo.subtract {name}f, {name}z : {ftype}",
        f"  {name}x = stablehlo.multiply {name}c, {name}s : {ftype}",
        f"  {name}q = stablehlo.uniform_quantize {name}x : ({ftype}) -> {qt}"])
    return f"{name}q", qt


def quantized(n, xshape, xs, xscale, xzp, wshape, wscales, stride, pad,
              lhs_dil, result):
    x, w = values(xshape, xs), values(wshape, "i8")
    per_axis = len(wscales) > 1
    xq, xqt = quantize_arg(f"%x{n}", x, xs, [xscale], [xzp], None)
    wq, wqt = quantize_arg(f"%w{n}", w, "i8", wscales, [0] * len(wscales),
                           3 if per_axis else None)
    sums = conv_nhwc(x.astype(np.int64) - xzp, w, stride, pad, lhs_dil)
    real = sums * (xscale * np.array(wscales, np.float64))  # exact
    storage, so, zo = result
    lo, hi = (-128, 127) if storage == "i8" else (-2 ** 31, 2 ** 31 - 1)
    q = np.clip(np.rint(real / so + zo), lo, hi)
    expected.append(((q - zo) * so).astype(np.float32))
    out = tensor(sums.shape, qtype(storage, [so], [zo]))
    dims = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    lines.append(f"  %p{n} = stablehlo.convolution({xq}, {wq}) dim_numbers = "
                 f"{dims}, {window_text(stride, pad, lhs_dil)} {ATTRS} : "
                 f"({xqt}, {wqt}) -> {out}")
    ft = tensor(sums.shape, "f32")
    lines.append(f"  %r{n} = stablehlo.uniform_dequantize %p{n} : ({out}) -> "
                 f"{ft}")
    results.append((f"%r{n}", ft))


plain(0, (2, 10, 10, 16), "i8", (3, 3, 16, 40), (1, 1), ((1, 1), (1, 1)))
plain(1, (1, 13, 11, 8), "i8", (3, 3, 8, 24), (2, 2), ((2, 1), (0, 2)),
      rhs_dil=(2, 2))
plain(2, (1, 4, 4, 1200), "i8", (3, 3, 1200, 4), (1, 1), ((0, 0), (0, 0)))
plain(3, (2, 8, 9, 9), "i8", (12, 8, 3, 3), (1, 1), ((1, 1), (1, 1)),
      nchw=True)
quantized(4, (2, 9, 9, 12), "i8", 2.0 ** -6, -7, (3, 3, 12, 33),
          [2.0 ** -(5 + j % 4) for j in range(33)], (1, 1), ((1, 1), (1, 1)),
          (1, 1), ("i32", 2.0 ** -14, 0))
quantized(5, (1, 6, 7, 20), "u8", 2.0 ** -5, 131, (3, 3, 20, 16),
          [2.0 ** -7], (1, 1), ((1, 2), (2, 1)), (2, 2), ("i8", 2.0 ** 1, 3))

with open(os.path.join(HERE, "int8_conv.mlir"), "w") as f:
    f.write("// Generated by gen_int8_conv.py (see int8_conv.test).\n")
    f.write(f"func.func @main({', '.join(args)}) -> "
            f"({', '.join(t for _, t in results)}) {{\n")
    f.write("\n".join(lines) + "\n")
    f.write(f"  return {', '.join(v for v, _ in results)} : "
            f"{', '.join(t for _, t in results)}\n}}\n")
os.makedirs(FOLDER, exist_ok=True)
for i, v in enumerate(inputs):
    np.save(os.path.join(FOLDER, f"in{i}.npy"), v)
for i, v in enumerate(expected):
    np.save(os.path.join(FOLDER, f"out{i}.npy"), v)
print(len(inputs), "inputs,", len(expected), "outputs")
