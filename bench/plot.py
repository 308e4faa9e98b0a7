#!/usr/bin/env python3
"""Plots of a benchmark run: kiln against each peer, per workload and
precision, drawn from the JSON bench/run.py saves beside its report.

    venv/bin/python bench/plot.py docs/performance.json

draws the PNGs into docs/performance/ and replaces the plots in
docs/performance.md (between the markers `draw` writes), without running
anything; bench/run.py calls `draw` when it writes a report. Missing
results (a skip, an error, a peer not run) are left out of a plot, never
drawn as zero.
"""
import glob
import io
import json
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")  # files only: no display here
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402
from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter  # noqa: E402
from PIL import Image  # noqa: E402  (matplotlib's own dependency)

BEGIN = "<!-- plots: bench/plot.py -->"
END = "<!-- end of plots -->"
PRECISION_COLOURS = {"f32": "tab:blue", "bf16": "tab:orange", "f16": "tab:green"}
# One colour per peer, the same in every figure whichever peers ran.
PEER_COLOURS = {"kiln": "tab:blue", "kiln-aot": "tab:cyan", "xla": "tab:red",
                "iree": "tab:purple", "numpy": "tab:olive", "torch": "tab:orange",
                "openblas": "tab:brown", "onednn": "tab:pink", "native": "tab:gray"}
# Left out of the speed figures: kiln itself, and kiln-O0 (kiln's reference
# lowering, 10-1000x kiln's time: it would squeeze every other ratio; the
# tables have it).
NOT_PLOTTED = ("kiln", "kiln-O0")
DPI = 100
ROW_IN = 0.17  # inches per bar row


def threads(t):
    return f"{t} thread{'s' if t > 1 else ''}"


def median(index, t, name, peer):
    return index.get((t, name, peer), {}).get("median_s")


def log_axis(ax, parity=True):
    """A log x axis labelled 0.5, 1, 2, 5, 10 (or 0.1, 1, 10 over a wide
    range, where those would overlap) rather than powers of ten, with parity
    (1) marked where the values are ratios. Call it after plotting."""
    ax.set_xscale("log")
    low, high = ax.get_xlim()
    wide = math.log10(high / low) > 2.5
    ax.xaxis.set_major_locator(LogLocator(subs=(1,) if wide else (1, 2, 5)))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.grid(axis="x", which="major", color="0.88", linewidth=0.6)
    ax.set_axisbelow(True)
    if parity:
        ax.axvline(1.0, color="black", linewidth=0.9)
    ax.tick_params(labelsize=8)


def save(fig, directory, name):
    """Writes `fig` as a PNG of at most 128 colours: a third of the bytes
    of matplotlib's RGBA, the same picture for flat-coloured charts. Pillow
    writes no metadata: the bytes depend only on the data."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI)
    plt.close(fig)
    image = Image.open(buffer).convert("RGB").quantize(colors=128)
    image.save(os.path.join(directory, name), optimize=True)
    return name


def speed_figure(data, index, t, directory):
    """Per peer, a panel of peer time / kiln time per workload at `t`
    threads, bars from 1 (right: kiln faster), coloured by precision."""
    rows = [w for w in data["workloads"] if median(index, t, w["name"], "kiln")]
    ratios = {}
    for p in data["peers"]:
        if p in NOT_PLOTTED:
            continue
        r = {w["name"]: median(index, t, w["name"], p) / median(index, t, w["name"], "kiln")
             for w in rows if median(index, t, w["name"], p)}
        if r:
            ratios[p] = r
    if not ratios:
        return None
    ncols = min(len(ratios), 4)
    nrows = math.ceil(len(ratios) / ncols)
    # At least two panels' width: the title's room.
    size = (1.8 + 2.5 * max(ncols, 2), 0.9 + nrows * (0.6 + ROW_IN * len(rows)))
    fig, axes = plt.subplots(nrows, ncols, sharex=True, sharey=True, squeeze=False,
                             figsize=size, layout="constrained")
    for ax, (p, r) in zip(axes.flat, ratios.items()):
        got = [(i, r[w["name"]], PRECISION_COLOURS.get(w["precision"], "0.5"))
               for i, w in enumerate(rows) if w["name"] in r]
        ax.barh([i for i, _, _ in got], [v - 1 for _, v, _ in got], left=1, height=0.7,
                color=[c for _, _, c in got])
        geomean = math.exp(sum(math.log(v) for v in r.values()) / len(r))
        ax.set_title(f"{p} time / kiln time\n(geometric mean {geomean:.2f}, "
                     f"{len(r)} workloads)", fontsize=9)
    for ax in axes.flat[len(ratios):]:
        ax.set_visible(False)
    for ax in axes.flat:  # the shared range known only now
        log_axis(ax)
    axes[0, 0].set_yticks(range(len(rows)), [w["name"] for w in rows])
    axes[0, 0].set_ylim(len(rows) - 0.5, -0.5)  # the tables' order, top down
    precisions = [p for p in PRECISION_COLOURS if any(w["precision"] == p for w in rows)]
    # Legends below: above, constrained layout draws them over the title.
    fig.legend(handles=[Patch(color=PRECISION_COLOURS[p], label=p) for p in precisions],
               loc="outside lower center", ncols=len(precisions), fontsize=8, frameon=False)
    fig.suptitle(f"kiln against each peer, {threads(t)}: "
                 "above 1, kiln is faster by that factor", fontsize=10)
    return save(fig, directory, f"speed_{t}T.png")


def f32_version(name, names):
    """The f32 workload a bf16/f16 one is the same math as, or None:
    X for X_bf16 / X_f16, sgemm_N for bgemm_N / hgemm_N."""
    for suffix in ("_bf16", "_f16"):
        if name.endswith(suffix) and name[:-len(suffix)] in names:
            return name[:-len(suffix)]
    if name.startswith(("bgemm_", "hgemm_")) and "sgemm_" + name[6:] in names:
        return "sgemm_" + name[6:]
    return None


def grouped_bars(ax, keys, labels, series):
    """Horizontal bars from 1, one group per key, one bar per peer's series
    (peer -> {key: value}) that has a value for it."""
    height = 0.8 / len(series)
    for k, (peer, values) in enumerate(series.items()):
        got = [(i, values[key]) for i, key in enumerate(keys) if key in values]
        ax.barh([i - 0.4 + (k + 0.5) * height for i, _ in got], [v - 1 for _, v in got],
                left=1, height=height, color=PEER_COLOURS.get(peer, "0.5"), label=peer)
    ax.set_yticks(range(len(keys)), labels)
    ax.set_ylim(len(keys) - 0.5, -0.5)


def precision_figure(data, index, directory):
    """Each peer's f32 time / 16-bit time for every bf16/f16 workload with an
    f32 version: how much each one gains from the narrower type."""
    names = {w["name"] for w in data["workloads"] if w["precision"] == "f32"}
    pairs = [(w["name"], f32_version(w["name"], names)) for w in data["workloads"]
             if w["precision"] != "f32"]
    pairs = [(low, base) for low, base in pairs if base]
    panels = []
    for t in data["threads"]:
        series = {}
        for p in data["peers"]:
            values = {low: median(index, t, base, p) / median(index, t, low, p)
                      for low, base in pairs
                      if median(index, t, base, p) and median(index, t, low, p)}
            if values and p != "kiln-O0":  # a reference lowering, not a peer
                series[p] = values
        if series:
            panels.append((t, series))
    if not panels:
        return None
    peers = len({p for _, s in panels for p in s})
    fig, axes = plt.subplots(1, len(panels), sharex=True, sharey=True, squeeze=False,
                             figsize=(2.4 + 3.6 * len(panels),
                                      1.4 + len(pairs) * max(0.45, 0.11 * peers)),
                             layout="constrained")
    for ax, (t, series) in zip(axes.flat, panels):
        grouped_bars(ax, [low for low, _ in pairs],
                     [f"{low}\nvs {base}" for low, base in pairs], series)
        ax.set_title(threads(t), fontsize=9)
    for ax in axes.flat:
        log_axis(ax)
    handles, labels = [], []
    for ax in axes.flat:  # every peer once, in the order they ran
        for h, l in zip(*ax.get_legend_handles_labels()):
            if l not in labels:
                handles.append(h)
                labels.append(l)
    fig.legend(handles, labels, loc="outside lower center", ncols=min(len(labels), 9),
               fontsize=8, frameon=False)
    fig.suptitle("bf16 / f16 against f32: f32 time / 16-bit time "
                 "(above 1, the 16-bit version is faster)", fontsize=10)
    return save(fig, directory, "precision.png")


def compile_figure(data, index, directory):
    """Compile seconds per workload of kiln, kiln-aot, XLA and IREE, at the
    first thread count (the code differs little between thread counts)."""
    t = data["threads"][0]
    peers = [p for p in ("kiln", "kiln-aot", "xla", "iree") if p in data["peers"]]
    series = {}
    for p in peers:
        values = {w["name"]: index[(t, w["name"], p)]["compile_s"]
                  for w in data["workloads"]
                  if "compile_s" in index.get((t, w["name"], p), {})}
        if values:
            series[p] = values
    if not series:
        return None
    rows = [w["name"] for w in data["workloads"]
            if any(w["name"] in v for v in series.values())]
    fig, ax = plt.subplots(figsize=(8, 1.2 + len(rows) * max(0.24, 0.06 * len(series))),
                           layout="constrained")
    # Points, not bars: a bar of seconds on a log axis has no natural start.
    for p, values in series.items():
        got = [(i, values[r]) for i, r in enumerate(rows) if r in values]
        ax.plot([v for _, v in got], [i for i, _ in got], "o", markersize=5,
                color=PEER_COLOURS.get(p, "0.5"), label=p)
    log_axis(ax, parity=False)
    ax.set_yticks(range(len(rows)), rows)
    ax.set_ylim(len(rows) - 0.5, -0.5)
    ax.grid(axis="y", color="0.93", linewidth=0.6)
    ax.set_xlabel("compile time, seconds", fontsize=8)
    fig.legend(loc="outside lower center", ncols=len(series), fontsize=8, frameon=False)
    ax.set_title(f"Compile time ({threads(t)})", fontsize=10)
    return save(fig, directory, "compile.png")


def draw(data, report):
    """Draws the figures of `data` (bench/run.py's JSON) into the folder
    named like `report` without .md; returns the markdown embedding them,
    between BEGIN and END."""
    directory = os.path.splitext(report)[0]
    os.makedirs(directory, exist_ok=True)
    # Figures of an earlier run that this one would not draw (other thread
    # counts, no bf16) must not linger beside the new ones.
    for pattern in ("speed_*T.png", "precision.png", "compile.png"):
        for stale in glob.glob(os.path.join(directory, pattern)):
            os.remove(stale)
    index = {(r["threads"], r["workload"], r["peer"]): r for r in data["results"]}
    link = os.path.basename(directory) + "/"
    parts = []
    for t in data["threads"]:
        name = speed_figure(data, index, t, directory)
        if name:
            parts.append(f"![kiln against each peer, {threads(t)}]({link}{name})")
    name = precision_figure(data, index, directory)
    if name:
        parts.append(f"![bf16 and f16 against f32]({link}{name})")
    name = compile_figure(data, index, directory)
    if name:
        parts.append(f"![compile time]({link}{name})")
    if not parts:
        return ""
    return "\n\n".join(
        [BEGIN, "Plots of the tables above (bench/plot.py draws them from "
         f"{os.path.basename(directory)}.json): each peer's time over kiln's per "
         "workload, bars coloured by precision; the bf16 and f16 workloads "
         "against their f32 versions; compile times. Log scales; a missing "
         "bar is a missing result (`-` or `ERR` in the tables)."] + parts + [END])


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    path = sys.argv[1]
    with open(path) as f:
        data = json.load(f)
    report = os.path.splitext(path)[0] + ".md"
    markdown = draw(data, report)
    try:
        with open(report) as f:
            text = f.read()
    except OSError:
        text = ""
    if BEGIN in text and END in text:
        start, end = text.index(BEGIN), text.index(END) + len(END)
        with open(report, "w") as f:  # the markers stay for the next redraw
            f.write(text[:start] + (markdown or BEGIN + "\n" + END) + text[end:])
        print(f"redrew the plots of {report}")
    else:
        print(markdown)


if __name__ == "__main__":
    main()
