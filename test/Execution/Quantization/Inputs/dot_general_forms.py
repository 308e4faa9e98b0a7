"""Random fully quantized dot_generals run by kiln and checked, exactly,
against the StableHLO spec's result computed here with numpy.

Usage: dot_general_forms.py KILN WORKDIR SEED COUNT

Each program takes the storage integers of its two operands, quantizes
them in the program (convert, less the zero point, times the scale:
values on the quantization grid, so uniform_quantize is exact), applies
one dot_general and returns the result dequantized. Drawn per program:
storage (i8/u8 or i4/u4 on each side, the same width), zero points, an rhs
per tensor or per axis (along its free dimension) with zero points 0 (the
int8 kernels' form) or not, zero or one batching dimension, one or two
contracting dimensions, every operand's dimensions in a random order, and
a result of i32 (exact) or i8 (rounded and clamped). Scales are powers of
two, so the spec's float product of the dequantized operands is the exact
integer sum times the scales, and its quantization is the exact value
rounded half to even. Each program runs optimized and at -O0.
Prints one line per mismatch and a summary; exits 1 on any mismatch.
"""
import os
import subprocess
import sys

import numpy as np

from quantized_programs import STORAGE, qtype, quantize_lines, tensor

KILN, WORKDIR, SEED, COUNT = sys.argv[1], sys.argv[2], int(sys.argv[3]), \
    int(sys.argv[4])
rng = np.random.default_rng(SEED)


failures = 0
for trial in range(COUNT):
    batches = int(rng.integers(0, 2))
    contracted = int(rng.integers(1, 3))
    size = {("m", 0): int(rng.integers(1, 70)), ("n", 0): int(rng.integers(1, 90))}
    for i in range(batches):
        size[("b", i)] = int(rng.integers(1, 4))
    for i in range(contracted):
        size[("k", i)] = int(rng.integers(1, 200 if contracted == 1 else 20))
    lhs_dims = ([("b", i) for i in range(batches)] + [("m", 0)] +
                [("k", i) for i in range(contracted)])
    rhs_dims = ([("b", i) for i in range(batches)] +
                [("k", i) for i in range(contracted)] + [("n", 0)])
    rng.shuffle(lhs_dims)
    rng.shuffle(rhs_dims)
    out_dims = [("b", i) for i in range(batches)] + [("m", 0), ("n", 0)]
    ls = [size[d] for d in lhs_dims]
    rs = [size[d] for d in rhs_dims]
    out_shape = [size[d] for d in out_dims]

    kinds = ["i8", "u8"] if rng.integers(0, 2) else ["i4", "u4"]
    lst, rst = str(rng.choice(kinds)), str(rng.choice(kinds))
    llo, lhi, ldtype, lraw = STORAGE[lst]
    rlo, rhi, rdtype, rraw = STORAGE[rst]
    a = rng.integers(llo, lhi + 1, size=ls).astype(ldtype)
    b = rng.integers(rlo, rhi + 1, size=rs).astype(rdtype)
    za, sa = int(rng.integers(llo, lhi + 1)), 2.0 ** -int(rng.integers(2, 7))
    axis = rhs_dims.index(("n", 0)) if rng.random() < 0.4 else None
    channels = size[("n", 0)] if axis is not None else 1
    sb = [2.0 ** -int(rng.integers(2, 7)) for _ in range(channels)]
    zb = ([0] * channels if rng.random() < 0.7 else
          [int(rng.integers(rlo, rhi + 1)) for _ in range(channels)])

    # The exact integer sums and the spec's result.
    letter = {d: "abcdefgh"[i] for i, d in enumerate(sorted(size))}
    equation = ("".join(letter[d] for d in lhs_dims) + "," +
                "".join(letter[d] for d in rhs_dims) + "->" +
                "".join(letter[d] for d in out_dims))
    zb_array = np.array(zb, np.int64)
    if axis is not None:
        zb_array = zb_array.reshape([-1 if d == axis else 1
                                     for d in range(len(rs))])
    sums = np.einsum(equation, a.astype(np.int64) - za,
                     b.astype(np.int64) - zb_array)
    real = sums * (sa * (np.array(sb) if axis is not None else sb[0]))
    if rng.random() < 0.6:
        result = ("i32", sa * min(sb), 0, -2 ** 31, 2 ** 31 - 1)
    else:
        result = ("i8", 2.0 ** int(rng.integers(-2, 4)),
                  int(rng.integers(-20, 20)), -128, 127)
    rstorage, so, zo, olo, ohi = result
    q = np.clip(np.rint(real / so + zo), olo, ohi)
    expected = np.ascontiguousarray(((q - zo) * so).astype(np.float32))

    lb = [lhs_dims.index(("b", i)) for i in range(batches)]
    rb = [rhs_dims.index(("b", i)) for i in range(batches)]
    lc = [lhs_dims.index(("k", i)) for i in range(contracted)]
    rc = [rhs_dims.index(("k", i)) for i in range(contracted)]
    dims = ((f"batching_dims = {lb} x {rb}, " if batches else "") +
            f"contracting_dims = {lc} x {rc}")
    lq = tensor(ls, qtype(lst, [sa], [za]))
    rq = tensor(rs, qtype(rst, sb, zb, axis))
    oq = tensor(out_shape, qtype(rstorage, [so], [zo]))
    of = tensor(out_shape, "f32")
    lines = [f"func.func @main(%l: {tensor(ls, lraw)}, %r: {tensor(rs, rraw)})"
             f" -> {of} {{"]
    lines += quantize_lines("l", ls, lraw, [sa], [za], None, lq)
    lines += quantize_lines("r", rs, rraw, sb, zb, axis, rq)
    lines += [f"  %p = stablehlo.dot_general %lq, %rq, {dims} : ({lq}, {rq})"
              f" -> {oq}",
              f"  %d = stablehlo.uniform_dequantize %p : ({oq}) -> {of}",
              f"  return %d : {of}", "}"]
    folder = os.path.join(WORKDIR, f"p{trial}")
    os.makedirs(folder, exist_ok=True)
    program = os.path.join(folder, "p.mlir")
    with open(program, "w") as f:
        f.write("\n".join(lines) + "\n")
    files = []
    for name, value in (("a", a), ("b", b), ("expected", expected)):
        files.append(os.path.join(folder, f"{name}.npy"))
        np.save(files[-1], value)
    for level in ("-O2", "-O0"):
        run = subprocess.run(
            [KILN, "run", program, level, "--input", files[0], "--input",
             files[1], "--expect", files[2], "--atol", "0", "--rtol", "0"],
            capture_output=True, text=True)
        if run.returncode != 0:
            failures += 1
            print(f"mismatch: {program} {level}: {lst} x {rst}, {dims}, rhs "
                  f"{'per axis' if axis is not None else 'per tensor'} zero "
                  f"points {zb[:4]}, into {rstorage}\n"
                  f"{run.stdout[-400:]}{run.stderr[-400:]}")
print(f"{COUNT} quantized dot_generals: {failures} mismatches")
sys.exit(1 if failures else 0)
