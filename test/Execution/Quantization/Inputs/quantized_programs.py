"""What the random quantized-program tests (dot_general_forms.py,
convolution_forms.py) share: the storage types, the text of quantized
types and tensors, and the lines that turn an argument of storage integers
into its quantized tensor inside the program."""
import numpy as np

# storage name -> (min, max, numpy dtype of the .npy, MLIR element of the
# argument)
STORAGE = {"i8": (-128, 127, np.int8, "i8"), "u8": (0, 255, np.uint8, "ui8"),
           "i4": (-8, 7, np.int8, "i8"), "u4": (0, 15, np.uint8, "ui8")}


def qtype(storage, scales, zps, axis=None):
    if axis is None:
        return f"!quant.uniform<{storage}:f32, {scales[0]!r}:{zps[0]}>"
    params = ", ".join(f"{s!r}:{z}" for s, z in zip(scales, zps))
    return f"!quant.uniform<{storage}:f32:{axis}, {{{params}}}>"


def tensor(shape, element):
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def quantize_lines(name, shape, raw, scales, zps, axis, qt):
    """The argument %name (storage integers, `raw` elements) quantized:
    (storage - zero point) * scale, exact in f32, then uniform_quantize (the
    values sit on the grid, so it is exact too)."""
    f = tensor(shape, "f32")
    lines = [f"  %{name}f = stablehlo.convert %{name} : ({tensor(shape, raw)})"
             f" -> {f}"]
    for suffix, values in (("z", zps), ("s", scales)):
        if axis is None:
            lines.append(f"  %{name}{suffix} = stablehlo.constant "
                         f"dense<{float(values[0])!r}> : {f}")
            continue
        c = tensor([len(values)], "f32")
        lines += [f"  %{name}{suffix}1 = stablehlo.constant dense<[" +
                  ", ".join(repr(float(v)) for v in values) + f"]> : {c}",
                  f"  %{name}{suffix} = stablehlo.broadcast_in_dim "
                  f"%{name}{suffix}1, dims = [{axis}] : ({c}) -> {f}"]
    return lines + [
        f"  %{name}c = stablehlo.subtract %{name}f, %{name}z : {f}",
        f"  %{name}x = stablehlo.multiply %{name}c, %{name}s : {f}",
        f"  %{name}q = stablehlo.uniform_quantize %{name}x : ({f}) -> {qt}"]
