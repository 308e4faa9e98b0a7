"""Writes Inputs/int8_gemm.mlir, a program of five fully quantized
dot_generals large enough for kiln's int8 GEMM kernels, with its inputs and
the outputs numpy computes per the StableHLO spec, for int8_gemm.test.

The arguments are the storage integers (i8 or u8 .npy files); the program
turns them into quantized tensors (convert, scale, uniform_quantize: exact,
the values sit on the quantization grid) and returns each product
dequantized to f32. Every scale is a power of two, so the spec's float
product of the dequantized operands is exact, and the expected values are
the exact integer sums rounded (half to even) to the result's grid.

Cases: a signed lhs with a zero point, per-tensor rhs, into i32; an
unsigned (u8) lhs with zero point 131 and a per-axis rhs, into i8 (so the
result is rounded and clamped); a batched product; x @ w.T (K contiguous in
both operands); K = 2000, more than one K block of the kernels.

Run: venv/bin/python test/AOT/Inputs/gen_int8_gemm.py
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "int8_gemm")
rng = np.random.default_rng(20261203)


def qtype(storage, scales, zps, axis=None):
    if axis is None:
        return f"!quant.uniform<{storage}:f32, {scales[0]!r}:{zps[0]}>"
    params = ", ".join(f"{s!r}:{z}" for s, z in zip(scales, zps))
    return f"!quant.uniform<{storage}:f32:{axis}, {{{params}}}>"


def tensor(shape, element):
    return "tensor<" + "x".join(map(str, shape)) + "x" + element + ">"


cases = []  # (lhs, rhs, dims text, result shape, result qtype, expected)


def storage_values(shape, storage):
    lo, hi = (-128, 127) if storage == "i8" else (0, 255)
    return rng.integers(lo, hi + 1, size=shape).astype(
        np.int8 if storage == "i8" else np.uint8)


def operand(shape, storage, scales, zps, axis=None):
    values = storage_values(shape, storage)
    return dict(values=values, shape=shape, storage=storage, scales=scales,
                zps=zps, axis=axis)


def along(p, shape):
    """A parameter list as an array broadcast along the operand's axis."""
    return lambda params: (np.array(params, np.float64).reshape(
        [-1 if d == p["axis"] else 1 for d in range(len(shape))])
        if p["axis"] is not None else np.float64(params[0]))


def add_case(lhs, rhs, dims, einsum, result_shape, result):
    a = lhs["values"].astype(np.int64) - lhs["zps"][0]
    zb = np.array(rhs["zps"], np.int64)
    if rhs["axis"] is not None:
        zb = zb.reshape([-1 if d == rhs["axis"] else 1
                         for d in range(len(rhs["shape"]))])
    b = rhs["values"].astype(np.int64) - zb
    sums = np.einsum(einsum, a, b)  # exact integers
    rs = np.array(rhs["scales"], np.float64)
    scale = lhs["scales"][0] * (rs if rhs["axis"] is not None else rs[0])
    real = sums * scale  # exact: powers of two
    storage, so, zo = result
    lo, hi = (-128, 127) if storage == "i8" else (-2 ** 31, 2 ** 31 - 1)
    q = np.clip(np.rint(real / so + zo), lo, hi)
    expected = ((q - zo) * so).astype(np.float32)
    cases.append((lhs, rhs, dims, result_shape,
                  qtype(storage, [so], [zo]), expected))


# 1: signed lhs with a zero point, per-tensor rhs, into i32.
add_case(operand((70, 300), "i8", [2.0 ** -6], [-5]),
         operand((300, 90), "i8", [2.0 ** -7], [0]),
         "contracting_dims = [1] x [0]", "ik,kj->ij", (70, 90),
         ("i32", 2.0 ** -13, 0))
# 2: u8 lhs, zero point 131; per-axis rhs (90 output channels); into i8.
add_case(operand((45, 301), "u8", [2.0 ** -5], [131]),
         operand((301, 67), "i8", [2.0 ** -(5 + j % 4) for j in range(67)],
                 [0] * 67, axis=1),
         "contracting_dims = [1] x [0]", "ik,kj->ij", (45, 67),
         ("i8", 2.0 ** 2, 3))
# 3: batched.
add_case(operand((3, 33, 129), "i8", [2.0 ** -4], [0]),
         operand((3, 129, 40), "i8", [2.0 ** -4], [0]),
         "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
         "bik,bkj->bij", (3, 33, 40), ("i32", 2.0 ** -8, 0))
# 4: x @ w.T, K contiguous in both.
add_case(operand((64, 256), "i8", [2.0 ** -3], [17]),
         operand((100, 256), "i8", [2.0 ** -3], [0]),
         "contracting_dims = [1] x [1]", "ik,jk->ij", (64, 100),
         ("i32", 2.0 ** -6, 0))
# 5: K = 2000, several K blocks.
add_case(operand((40, 2000), "i8", [2.0 ** -8], [-128]),
         operand((2000, 48), "i8", [2.0 ** -8], [0]),
         "contracting_dims = [1] x [0]", "ik,kj->ij", (40, 48),
         ("i32", 2.0 ** -16, 0))

args, lines, results, inputs = [], [], [], []
storage_type = {"i8": "i8", "u8": "ui8"}
for n, (lhs, rhs, dims, rshape, rq, expected) in enumerate(cases):
    names = []
    for side, p in (("l", lhs), ("r", rhs)):
        name = f"%{side}{n}"
        raw = tensor(p["shape"], storage_type[p["storage"]])
        args.append(f"{name}: {raw}")
        inputs.append(p["values"])
        ftype = tensor(p["shape"], "f32")
        qt = tensor(p["shape"],
                    qtype(p["storage"], p["scales"], p["zps"], p["axis"]))
        # (storage - zero point) * scale, exact in f32, then quantized; a
        # per-axis operand's zero points and scales broadcast along its axis.
        def param(suffix, values):
            values = [float(np.float32(v)) for v in values]
            if p["axis"] is None:
                return [f"  {name}{suffix} = stablehlo.constant "
                        f"dense<{values[0]!r}> : {ftype}"]
            channels = tensor((len(values),), "f32")
            return [f"  {name}{suffix}1 = stablehlo.constant dense<["
                    + ", ".join(map(repr, values)) + f"]> : {channels}",
                    f"  {name}{suffix} = stablehlo.broadcast_in_dim "
                    f"{name}{suffix}1, dims = [{p['axis']}] : ({channels}) "
                    f"-> {ftype}"]
        lines += [f"  {name}f = stablehlo.convert {name} : ({raw}) -> {ftype}"]
        lines += param("z", p["zps"]) + param("s", p["scales"])
        lines += [
            f"  {name}c = stablehlo.subtract {name}f, {name}z : {ftype}",
            f"  {name}x = stablehlo.multiply {name}c, {name}s : {ftype}",
            f"  {name}q = stablehlo.uniform_quantize {name}x : ({ftype}) -> "
            f"{qt}",
        ]
        names.append((f"{name}q", qt))
    out = tensor(rshape, rq)
    lines.append(f"  %p{n} = stablehlo.dot_general {names[0][0]}, "
                 f"{names[1][0]}, {dims} : ({names[0][1]}, {names[1][1]}) "
                 f"-> {out}")
    lines.append(f"  %d{n} = stablehlo.uniform_dequantize %p{n} : ({out}) -> "
                 f"{tensor(rshape, 'f32')}")
    results.append((f"%d{n}", tensor(rshape, "f32")))

with open(os.path.join(HERE, "int8_gemm.mlir"), "w") as f:
    f.write("// Generated by gen_int8_gemm.py (see int8_gemm.test).\n")
    f.write(f"func.func @main({', '.join(args)}) -> "
            f"({', '.join(t for _, t in results)}) {{\n")
    f.write("\n".join(lines) + "\n")
    f.write(f"  return {', '.join(v for v, _ in results)} : "
            f"{', '.join(t for _, t in results)}\n}}\n")
os.makedirs(FOLDER, exist_ok=True)
for i, values in enumerate(inputs):
    np.save(os.path.join(FOLDER, f"in{i}.npy"), values)
for i, case in enumerate(cases):
    np.save(os.path.join(FOLDER, f"out{i}.npy"), case[5])
