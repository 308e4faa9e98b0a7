"""Random fully quantized convolutions run by kiln and checked, exactly,
against the StableHLO spec's result computed here with numpy.

Usage: convolution_forms.py KILN WORKDIR SEED COUNT

Each program takes the storage integers of its input and filter, quantizes
them in the program (convert, less the zero point, times the scale: values
on the quantization grid, so uniform_quantize is exact), applies one
convolution and returns the result dequantized. Drawn per program: one or
two spatial dimensions, every operand's dimensions in a random order (half
the programs use NHWC / HWIO / NHWC, the layout kiln's int8 convolution
kernel takes, most of those without groups or window reversal), input storage i8/u8 (sometimes i4/u4) with a zero point, a
filter per tensor or per output feature with zero points 0 (the int8
kernel's form) or, per tensor, not; strides, padding (negative too), lhs
and rhs dilation, window reversal, feature groups (depthwise included) or
batch groups, and a result of i32 (exact) or i8 (rounded and clamped).
Scales are powers of two, so the spec's float convolution of the
dequantized operands is the exact integer sum times the scales, and its
quantization is the exact value rounded half to even. Each program runs
optimized and at -O0.
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


def reference(x, w, stride, pad, lhs_dil, rhs_dil, reverse, fgroups,
              bgroups):
    """The spec's convolution of int64 x [N, C, S...] and w [O, I, S...]
    (centered values), as [N / bgroups, O, S'...]."""
    ns = x.ndim - 2
    # lhs dilation, then padding (negative padding crops).
    shape = list(x.shape[:2]) + [(s - 1) * d + 1
                                 for s, d in zip(x.shape[2:], lhs_dil)]
    dil = np.zeros(shape, np.int64)
    dil[(slice(None), slice(None)) +
        tuple(slice(None, None, d) for d in lhs_dil)] = x
    for i, (lo, hi) in enumerate(pad):
        axis = 2 + i
        if lo < 0:
            dil = np.take(dil, range(-lo, dil.shape[axis]), axis=axis)
        if hi < 0:
            dil = np.take(dil, range(0, dil.shape[axis] + hi), axis=axis)
        widths = [(0, 0)] * dil.ndim
        widths[axis] = (max(lo, 0), max(hi, 0))
        dil = np.pad(dil, widths)
    for i, r in enumerate(reverse):
        if r:
            w = np.flip(w, axis=2 + i)
    window = w.shape[2:]
    span = [(k - 1) * d + 1 for k, d in zip(window, rhs_dil)]
    out_sp = [(p - s) // st + 1 for p, s, st in zip(dil.shape[2:], span,
                                                    stride)]
    results = []
    o_per_b = w.shape[0] // bgroups
    n_per_b = dil.shape[0] // bgroups
    for bg in range(bgroups):
        xb = dil[bg * n_per_b:(bg + 1) * n_per_b]
        wb = w[bg * o_per_b:(bg + 1) * o_per_b]
        o_per_g = wb.shape[0] // fgroups
        c_per_g = xb.shape[1] // fgroups
        for g in range(fgroups):
            xg = xb[:, g * c_per_g:(g + 1) * c_per_g]
            wg = wb[g * o_per_g:(g + 1) * o_per_g]
            out = np.zeros([xg.shape[0], wg.shape[0]] + out_sp, np.int64)
            for pos in np.ndindex(*window):
                index = (slice(None), slice(None)) + tuple(
                    slice(p * d, p * d + (o - 1) * st + 1, st)
                    for p, d, o, st in zip(pos, rhs_dil, out_sp, stride))
                tap = wg[(slice(None), slice(None)) + pos]
                out += np.einsum("nc...,oc->no...", xg[index], tap)
            results.append(out)
    return np.concatenate(results, axis=1)


def labels(order, names):
    return "[" + ", ".join(names[d] for d in order) + "]"


failures = 0
for trial in range(COUNT):
    ns = 1 if rng.random() < 0.25 else 2
    kernel_layout = rng.random() < 0.6
    # The kernel's programs mostly have no groups and no reversal.
    plain = kernel_layout and rng.random() < 0.8
    groups = 1.0 if plain else rng.random()
    fgroups = bgroups = 1
    c = int(rng.choice([4, 8, 12, 16, 24, 32, 3, 6]))
    o = int(rng.integers(1, 49))
    n = int(rng.integers(1, 4))
    if groups < 0.15:  # depthwise
        fgroups, o = c, c * int(rng.integers(1, 3))
    elif groups < 0.25 and c % 2 == 0:
        fgroups, o = 2, 2 * int(rng.integers(1, 20))
    elif groups < 0.32:
        bgroups, n, o = 2, 2 * n, 2 * int(rng.integers(1, 20))
    window = [int(rng.integers(1, 5)) for _ in range(ns)]
    stride = [int(rng.integers(1, 4)) for _ in range(ns)]
    lhs_dil = [1 if rng.random() < 0.75 else 2 for _ in range(ns)]
    rhs_dil = [1 if rng.random() < 0.75 else 2 for _ in range(ns)]
    reverse = [bool(not plain and rng.random() < 0.2) for _ in range(ns)]
    sizes, pad = [], []
    for i in range(ns):
        size = int(rng.integers(4, 17))
        lo, hi = (int(rng.integers(-1, 4)) for _ in range(2))
        span = (window[i] - 1) * rhs_dil[i] + 1
        dilated = (size - 1) * lhs_dil[i] + 1
        if dilated + lo + hi < span:
            lo = hi = span
        sizes.append(size)
        pad.append((lo, hi))

    lst = str(rng.choice(["i8", "u8"] if rng.random() < 0.8 else ["i4", "u4"]))
    rst = "i8" if lst in ("i8", "u8") else "i4"
    llo, lhi, ldtype, lraw = STORAGE[lst]
    rlo, rhi, rdtype, rraw = STORAGE[rst]
    x = rng.integers(llo, lhi + 1, size=[n, c] + sizes).astype(ldtype)
    w = rng.integers(rlo, rhi + 1,
                     size=[o, c // fgroups] + window).astype(rdtype)
    za, sa = int(rng.integers(llo, lhi + 1)), 2.0 ** -int(rng.integers(2, 7))
    per_axis = rng.random() < 0.5
    channels = o if per_axis else 1
    sb = [2.0 ** -int(rng.integers(2, 7)) for _ in range(channels)]
    zb = ([0] * channels if per_axis or rng.random() < 0.8 else
          [int(rng.integers(rlo, rhi + 1))])

    sums = reference(x.astype(np.int64) - za, w.astype(np.int64) - zb[0]
                     if not per_axis else w.astype(np.int64), stride, pad,
                     lhs_dil, rhs_dil, reverse, fgroups, bgroups)
    scale_b = (np.array(sb).reshape([1, -1] + [1] * ns) if per_axis
               else sb[0])
    real = sums * (sa * scale_b)
    if rng.random() < 0.6:
        result = ("i32", sa * min(sb), 0, -2 ** 31, 2 ** 31 - 1)
    else:
        result = ("i8", 2.0 ** int(rng.integers(-2, 4)),
                  int(rng.integers(-20, 20)), -128, 127)
    rstorage, so, zo, olo, ohi = result
    q = np.clip(np.rint(real / so + zo), olo, ohi)
    expected = ((q - zo) * so).astype(np.float32)

    # Layouts: positions of (batch, feature, spatial...) in each operand.
    spatial = list(range(ns))
    if kernel_layout:
        lhs_order = ["b"] + spatial + ["f"]
        rhs_order = spatial + ["i", "o"]
        out_order = ["b"] + spatial + ["f"]
    else:
        lhs_order = ["b", "f"] + spatial
        rhs_order = ["o", "i"] + spatial
        out_order = ["b", "f"] + spatial
        for order in (lhs_order, rhs_order, out_order):
            rng.shuffle(order)
    canon_lhs, canon_rhs = ["b", "f"] + spatial, ["o", "i"] + spatial
    x_l = np.ascontiguousarray(
        x.transpose([canon_lhs.index(d) for d in lhs_order]))
    w_l = np.ascontiguousarray(
        w.transpose([canon_rhs.index(d) for d in rhs_order]))
    e_l = np.ascontiguousarray(
        expected.transpose([canon_lhs.index(d) for d in out_order]))
    text = {d: str(d) for d in spatial}
    dims = (labels(lhs_order, {**text, "b": "b", "f": "f"}) + "x" +
            labels(rhs_order, {**text, "i": "i", "o": "o"}) + "->" +
            labels(out_order, {**text, "b": "b", "f": "f"}))
    win = ("window = {stride = " + str(stride) + ", pad = [" +
           ", ".join(f"[{lo}, {hi}]" for lo, hi in pad) + "], lhs_dilate = " +
           str(lhs_dil) + ", rhs_dilate = " + str(rhs_dil) + ", reverse = [" +
           ", ".join("true" if r else "false" for r in reverse) + "]}")
    attrs = (f"{{batch_group_count = {bgroups} : i64, "
             f"feature_group_count = {fgroups} : i64}}")
    axis = rhs_order.index("o") if per_axis else None
    lq = tensor(x_l.shape, qtype(lst, [sa], [za]))
    rq = tensor(w_l.shape, qtype(rst, sb, zb, axis))
    oq = tensor(e_l.shape, qtype(rstorage, [so], [zo]))
    of = tensor(e_l.shape, "f32")
    lines = [f"func.func @main(%l: {tensor(x_l.shape, lraw)}, "
             f"%r: {tensor(w_l.shape, rraw)}) -> {of} {{"]
    lines += quantize_lines("l", x_l.shape, lraw, [sa], [za], None, lq)
    lines += quantize_lines("r", w_l.shape, rraw, sb, zb, axis, rq)
    lines += [f"  %p = stablehlo.convolution(%lq, %rq) dim_numbers = {dims}, "
              f"{win} {attrs} : ({lq}, {rq}) -> {oq}",
              f"  %d = stablehlo.uniform_dequantize %p : ({oq}) -> {of}",
              f"  return %d : {of}", "}"]
    folder = os.path.join(WORKDIR, f"p{trial}")
    os.makedirs(folder, exist_ok=True)
    program = os.path.join(folder, "p.mlir")
    with open(program, "w") as f:
        f.write("\n".join(lines) + "\n")
    files = []
    for name, value in (("a", x_l), ("b", w_l), ("expected", e_l)):
        files.append(os.path.join(folder, f"{name}.npy"))
        np.save(files[-1], value)
    for level in ("-O2", "-O0"):
        run = subprocess.run(
            [KILN, "run", program, level, "--input", files[0], "--input",
             files[1], "--expect", files[2], "--atol", "0", "--rtol", "0"],
            capture_output=True, text=True)
        if run.returncode != 0:
            failures += 1
            print(f"mismatch: {program} {level}: {lst} x {rst}, {dims}, "
                  f"{win}, groups {fgroups}/{bgroups}, into {rstorage}\n"
                  f"{run.stdout[-400:]}{run.stderr[-400:]}")
print(f"{COUNT} quantized convolutions: {failures} mismatches")
sys.exit(1 if failures else 0)
