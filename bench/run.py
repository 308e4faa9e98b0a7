#!/usr/bin/env python3
"""kiln's benchmark harness: kiln and its peers side by side on the same
programs and inputs.

    /work/venv/bin/python bench/run.py            # full run, writes docs/performance.md
    /work/venv/bin/python bench/run.py --smoke    # tiny sizes, correctness only (CI)

Every workload (bench/workloads.py) is written once in JAX and exported to
StableHLO; kiln (build/bin/kiln-bench, the JIT), kiln-aot (a `kiln compile
--threads N` shared library called through ctypes), XLA (JAX's CPU backend)
and IREE (llvm-cpu) run that exact program; numpy, PyTorch (Debian's python3-torch),
OpenBLAS and oneDNN (bench/native/blas_peer.cpp) run their own formulation of
the same math; "native" (bench/native/triad_peer.cpp) is the STREAM triad as a
plain C++ loop, the memory-bandwidth reference. Each peer runs in its own process, pinned with taskset to 1 or
2 cores and told the same thread count; it runs --warmup untimed then
--repeat timed runs and reports the median time per call (a run is as many
back-to-back calls as fill --sample-s seconds). Every peer's outputs are checked
against XLA's before its time is reported; a wrong result is printed as
WRONG, never as a time. Smoke mode checks results only and prints no table.

Beside the report (docs/performance.md) it saves every measurement as JSON
(docs/performance.json) and draws the results as plots (bench/plot.py,
PNGs in docs/performance/) embedded in the report; `bench/plot.py
docs/performance.json` redraws them without running anything.
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import workloads  # noqa: E402

PEERS = ["kiln", "kiln-aot", "xla", "iree", "numpy", "torch", "openblas", "onednn",
         "native", "kiln-O0"]
# Peers that write raw outputs, .f32 or .bf16/.f16 (bench/native/).
NATIVE_PEERS = ("openblas", "onednn", "native")
SYSTEM_PYTHON = "/usr/bin/python3"
# A peer's exit status for "my library cannot run this here" (blas_peer's
# kSkipStatus, the customary "skipped" status): recorded as a skip with the
# peer's reason, not as a failure.
SKIP_STATUS = 77
# What a result keeps in the saved JSON: what the peers measured and why
# there is no time (other keys are the harness's own bookkeeping).
SAVED_KEYS = ("median_s", "runs_s", "calls_per_run", "compile_s", "first_call_s",
              "skip", "unsupported", "error")


def raw_suffix(dtype):
    """The suffix of the raw little-endian files the native peers read and
    write: f32, or bf16/f16 (2 bytes each; bf16 as its bits)."""
    name = np.dtype(dtype).name
    return {"float32": "f32", "bfloat16": "bf16", "float16": "f16"}.get(name, name)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--smoke", action="store_true",
                   help="tiny sizes, 1 run each, check results only")
    p.add_argument("--threads", default="1,2")
    p.add_argument("--peers", default=",".join(PEERS))
    p.add_argument("--only", default="", help="regex on workload names")
    p.add_argument("--warmup", type=int, default=None)
    p.add_argument("--repeat", type=int, default=None)
    p.add_argument("--sample-s", type=float, default=None,
                   help="seconds each timed run lasts at least: a run is as "
                        "many back-to-back calls as fill it, timed per call "
                        "(default 0.02; 0, one call, in smoke mode)")
    p.add_argument("--rounds", type=int, default=None,
                   help="times each peer runs each workload, the peers in "
                        "turn (forward, then backward), every round's runs "
                        "pooled for the median; kiln-O0 runs once "
                        "(default 2; 1 in smoke mode)")
    p.add_argument("--timeout", type=int, default=900,
                   help="seconds per peer and workload")
    p.add_argument("--workdir", default=os.path.join(ROOT, "build", "bench"))
    p.add_argument("--kiln-bench", default=os.path.join(ROOT, "build", "bin", "kiln-bench"))
    p.add_argument("--report", default=None,
                   help="markdown file for the results (default "
                        "docs/performance.md; none in smoke mode); the same "
                        "name with .json holds every measurement, the same "
                        "name as a folder the plots")
    args = p.parse_args()
    args.warmup = args.warmup if args.warmup is not None else (0 if args.smoke else 2)
    args.repeat = args.repeat if args.repeat is not None else (1 if args.smoke else 5)
    if args.sample_s is None:
        args.sample_s = 0.0 if args.smoke else 0.02
    if args.rounds is None:
        args.rounds = 1 if args.smoke else 2
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    if not args.smoke and args.repeat < 5:
        p.error("a timed run takes the median of at least 5 runs")
    if args.report is None and not args.smoke:
        args.report = os.path.join(ROOT, "docs", "performance.md")
    return args


def export(w, smoke, directory):
    """Exports workload `w` and records XLA's outputs as the reference."""
    import jax
    os.makedirs(directory, exist_ok=True)
    inputs = workloads.inputs_for(w.name, smoke)
    lowered = jax.jit(w.fn).lower(*inputs)
    with open(os.path.join(directory, "prog.mlir"), "w") as f:
        f.write(lowered.as_text())
    for i, x in enumerate(inputs):
        np.save(os.path.join(directory, f"in{i}.npy"), x)
        x.tofile(os.path.join(directory, f"in{i}.{raw_suffix(x.dtype)}"))
    outs = lowered.compile()(*inputs)
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    refs = [np.asarray(o) for o in outs]
    for i, r in enumerate(refs):
        np.save(os.path.join(directory, f"ref{i}.npy"), r)
    return inputs, refs


def native_command(peer, w, inputs, directory, out, args):
    """The blas_peer command line for workload `w`, or None if the library
    has no formulation of it."""
    exe = os.path.join(args.workdir, "blas_peer")
    files = [os.path.join(directory, f"in{i}.{raw_suffix(x.dtype)}")
             for i, x in enumerate(inputs)]
    # Every native formulation returns its inputs' type (check_outputs reads
    # the file named for XLA's output type, so a mismatch is "no output").
    tail = [os.path.join(out, f"out0.{raw_suffix(inputs[0].dtype)}"), str(args.warmup),
            str(args.repeat), repr(args.sample_s)]
    name = w.name
    if peer == "native":
        # The STREAM triad as a plain C++ loop: the bandwidth reference.
        if name != "stream_triad_32M":
            return None
        exe = os.path.join(args.workdir, "triad_peer")
        return [exe, str(inputs[0].size), repr(workloads.TRIAD_SCALE)] + files + tail
    if name.startswith("sgemm_"):
        (m, k), (_, n) = inputs[0].shape, inputs[1].shape
        return [exe, peer, "gemm", str(m), str(n), str(k), "0"] + files + tail
    if name == "seed_single_gemm":
        (n, k), (m, _) = inputs[0].shape, inputs[1].shape
        return [exe, peer, "gemm", str(m), str(n), str(k), "1", files[1], files[0]] + tail
    if name.startswith(("bgemm_", "hgemm_")) and peer == "onednn":
        # oneDNN's matmul returns the 16-bit result JAX's dot does; OpenBLAS
        # has no f16 GEMM, and its bf16 one (sbgemm) returns f32.
        (m, k), (_, n) = inputs[0].shape, inputs[1].shape
        kind = "gemm_" + raw_suffix(inputs[0].dtype)
        return [exe, peer, kind, str(m), str(n), str(k)] + files + tail
    if name.startswith("igemm_") and peer == "onednn":
        # oneDNN's u8s8s32 GEMM on the same bytes (A's values are in
        # [0, 127]), into i32 as the workload's dot does.
        (m, k), (_, n) = inputs[0].shape, inputs[1].shape
        return ([exe, peer, "gemm_u8s8", str(m), str(n), str(k)] + files +
                [os.path.join(out, "out0.int32")] + tail[1:])
    if name.startswith("bmm_"):
        b, m, k = inputs[0].shape
        return [exe, peer, "bmm", str(b), str(m), str(inputs[1].shape[2]), str(k)] + files + tail
    if name.startswith("conv_") and not name.endswith("_int8") and peer == "onednn":
        n, h, wd, c = inputs[0].shape
        kh, kw, _, co = inputs[1].shape
        stride = 2 if "s2" in name else 1
        return ([exe, peer, "conv", str(n), str(h), str(wd), str(c), str(kh), str(kw),
                 str(co), str(stride), str(kh // 2)] + files + tail)
    return None


def build_native(args, name, flags, libs):
    """Builds bench/native/<name>.cpp into the workdir unless a build newer
    than its sources is there; returns the compiler's error or None."""
    exe = os.path.join(args.workdir, name)
    sources = [os.path.join(HERE, "native", f) for f in (name + ".cpp", "timing.h")]
    if os.path.exists(exe) and all(
            os.path.getmtime(exe) >= os.path.getmtime(f) for f in sources):
        return None
    os.makedirs(args.workdir, exist_ok=True)
    r = subprocess.run(["clang++-22"] + flags + [sources[0], "-o", exe] + libs,
                       capture_output=True, text=True)
    return r.stderr.strip()[:200] if r.returncode != 0 else None


def peer_command(peer, w, inputs, directory, out, threads, args):
    common = ["--dir", directory, "--name", w.name, "--warmup", str(args.warmup),
              "--repeat", str(args.repeat), "--sample-s", repr(args.sample_s),
              "--threads", str(threads), "--output-dir", out]
    if peer in ("kiln", "kiln-O0"):
        cmd = [args.kiln_bench, os.path.join(directory, "prog.mlir"),
               "-O0" if peer == "kiln-O0" else "-O2", f"--num-threads={threads}",
               "--warmup", str(args.warmup), "--repeat", str(args.repeat),
               "--sample-s", repr(args.sample_s), "--output-dir", out]
        for i in range(len(inputs)):
            cmd += ["--input", os.path.join(directory, f"in{i}.npy")]
        return cmd
    if peer == "kiln-aot":
        kiln = os.path.join(os.path.dirname(args.kiln_bench), "kiln")
        return (["env", f"KILN_BINARY={kiln}", sys.executable,
                 os.path.join(HERE, "peers", "kiln_aot_peer.py")] + common)
    if peer in ("xla", "iree", "numpy"):
        return [sys.executable, os.path.join(HERE, "peers", f"{peer}_peer.py")] + common
    if peer == "torch":
        return [SYSTEM_PYTHON, os.path.join(HERE, "peers", "torch_peer.py")] + common
    return native_command(peer, w, inputs, directory, out, args)


def peer_env(peer, threads):
    env = dict(os.environ)
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env[var] = str(threads)
    if peer == "xla" and threads == 1:
        env["XLA_FLAGS"] = (env.get("XLA_FLAGS", "") +
                            " --xla_cpu_multi_thread_eigen=false"
                            " intra_op_parallelism_threads=1").strip()
    if peer == "onednn":
        # The native peer links OpenBLAS too, whose thread pool starts when the
        # library loads and spins for a while: on two pinned cores it took
        # them from oneDNN's threads (2-thread calls of 4-7 ms instead of
        # 0.1 ms at SGEMM 256). oneDNN never calls OpenBLAS.
        env["OPENBLAS_NUM_THREADS"] = "1"
    env["KILN_NUM_THREADS"] = str(threads)
    return env


def check_outputs(out, refs, native, tolerance):
    """Whether a peer's outputs match XLA's within `tolerance` (relative to
    each output's largest magnitude, since summation orders differ)."""
    for i, ref in enumerate(refs):
        if native:
            path = os.path.join(out, f"out{i}.{raw_suffix(ref.dtype)}")
            if not os.path.exists(path):
                return f"no output {i}"
            got = np.fromfile(path, ref.dtype).reshape(ref.shape)
        else:
            path = os.path.join(out, f"out{i}.npy")
            if not os.path.exists(path):
                return f"no output {i}"
            got = workloads.load_array(path, like=ref)
        if got.shape != ref.shape:
            return f"output {i} has shape {got.shape}, expected {ref.shape}"
        scale = max(float(np.max(np.abs(ref))), 1e-30)
        err = float(np.max(np.abs(got.astype(np.float64) - ref.astype(np.float64))))
        if not err <= tolerance * scale:
            return f"output {i} differs from XLA's by {err:.3g} (scale {scale:.3g})"
    return None


def run_pinned(cmd, peer, threads, args):
    """Runs a peer's command pinned to `threads` cores; returns the last JSON
    object it printed, or {"error": ...}."""
    cores = ",".join(str(c) for c in range(threads))
    try:
        proc = subprocess.run(["taskset", "-c", cores] + cmd, env=peer_env(peer, threads),
                              capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {args.timeout} s"}
    lines = [l for l in proc.stdout.splitlines() if l.startswith("{")]
    if proc.returncode != 0 or not lines:
        msg = (proc.stderr.strip().splitlines() or ["exit code %d" % proc.returncode])[-1]
        if proc.returncode == SKIP_STATUS:
            return {"skip": msg[:300], "unsupported": True}
        return {"error": msg[:300]}
    return json.loads(lines[-1])


def run_peer(peer, w, inputs, refs, directory, threads, args):
    out = os.path.join(args.workdir, "out", f"{w.name}.{peer}.{threads}")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    cmd = peer_command(peer, w, inputs, directory, out, threads, args)
    if cmd is None:
        return {"skip": f"no {peer} formulation"}
    result = run_pinned(cmd, peer, threads, args)
    if "median_s" not in result:
        return result
    wrong = check_outputs(out, refs, native=peer in NATIVE_PEERS,
                          tolerance=w.tolerance)
    if wrong:
        return {"error": "WRONG: " + wrong}
    return result


def pool_rounds(earlier, later):
    """One result from two rounds of a peer: their runs pooled (an error in
    either is the result)."""
    if "median_s" not in later:
        return later
    pooled = dict(earlier)
    pooled["runs_s"] = list(earlier["runs_s"]) + list(later["runs_s"])
    pooled["median_s"] = float(np.median(pooled["runs_s"]))
    return pooled


def run_round_robin(peers, w, inputs, refs, directory, t, args):
    """Every peer on workload `w` at `t` threads, args.rounds times in turn
    (forward, then backward, ...), so that the machine's drift (its speed
    changes by 10-25% over seconds to minutes here) reaches each peer alike
    instead of favouring whichever ran in a quiet moment. kiln-O0 is only
    the reference for the 3x target and runs once."""
    results = {}
    for r in range(args.rounds):
        for p in (peers if r % 2 == 0 else peers[::-1]):
            if r > 0 and (p == "kiln-O0" or "median_s" not in results[p]):
                continue
            res = run_peer(p, w, inputs, refs, directory, t, args)
            results[p] = res if r == 0 else pool_rounds(results[p], res)
    return results


def run_pair(first, second, inputs, refs, threads, args):
    """kiln on two formulations of one computation in one process, their
    timed runs alternated, both checked against `first`'s XLA outputs."""
    out = os.path.join(args.workdir, "out", f"{first}+{second}.kiln.{threads}")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    programs = os.path.join(args.workdir, "programs")
    # Three times the runs: each is now compared with its neighbour.
    cmd = [args.kiln_bench, os.path.join(programs, first, "prog.mlir"),
           "--compare", os.path.join(programs, second, "prog.mlir"),
           f"--num-threads={threads}", "--warmup", str(args.warmup),
           "--repeat", str(3 * args.repeat), "--sample-s", repr(args.sample_s),
           "--output-dir", out]
    for i in range(len(inputs)):
        cmd += ["--input", os.path.join(programs, first, f"in{i}.npy")]
    result = run_pinned(cmd, "kiln", threads, args)
    if "median_s" not in result:
        return result
    for directory, name in ((out, first), (os.path.join(out, "compare"), second)):
        wrong = check_outputs(directory, refs, native=False,
                              tolerance=workloads.by_name(first).tolerance)
        if wrong:
            return {"error": f"WRONG ({name}): " + wrong}
    return result


def pair_summary(pairs, repeat):
    """The table of formulation pairs timed in one process."""
    if not pairs:
        return ""
    rows = ["| formulations (A, B) | threads | A | B | A / B |",
            "|---|---|---|---|---|"]
    for (first, second, t), r in pairs.items():
        if "median_s" not in r:
            rows.append(f"| {first}, {second} | {t} | ERR | ERR | - |")
            continue
        a, b = r["median_s"], r["compare"]["median_s"]
        rows.append(f"| {first}, {second} | {t} | {a * 1e3:.3f} | {b * 1e3:.3f} "
                    f"| {a / b:.3f} |")
    return ("The same computation written two ways, timed by kiln in one "
            "process with the two programs' runs alternated "
            f"(`kiln-bench A --compare B`, {3 * repeat} runs each, "
            "median ms per call; both results checked against XLA's):\n\n"
            + "\n".join(rows))



def prepare_peers(args):
    """Drops peers that cannot run here, saying why."""
    peers = [p for p in args.peers.split(",") if p]
    unknown = [p for p in peers if p not in PEERS]
    if unknown:
        sys.exit(f"unknown peers: {unknown} (known: {PEERS})")
    ok = []
    for p in peers:
        why = None
        kiln = os.path.join(os.path.dirname(args.kiln_bench), "kiln")
        if p in ("kiln", "kiln-O0") and not os.path.exists(args.kiln_bench):
            why = f"{args.kiln_bench} is missing (run scripts/build.sh)"
        elif p == "kiln-aot" and not os.path.exists(kiln):
            why = f"{kiln} is missing (run scripts/build.sh)"
        elif p == "iree":
            try:
                import iree.compiler  # noqa: F401
                import iree.runtime  # noqa: F401
            except ImportError:
                why = "pip install iree-base-compiler iree-base-runtime"
        elif p == "torch":
            r = subprocess.run([SYSTEM_PYTHON, "-c", "import torch"], capture_output=True)
            if r.returncode != 0:
                why = "apt-get install python3-torch"
        elif p in ("openblas", "onednn"):
            error = build_native(args, "blas_peer",
                                 ["-O2", "-std=c++17"], ["-lopenblas", "-ldnnl"])
            if error:
                why = ("cannot build blas_peer (apt-get install libopenblas-dev "
                       "libdnnl-dev): " + error)
        elif p == "native":
            error = build_native(args, "triad_peer",
                                 ["-O3", "-march=native", "-fopenmp"], [])
            if error:
                why = "cannot build triad_peer (apt-get install libomp-22-dev): " + error
        if why:
            print(f"peer {p} unavailable: {why}")
        else:
            ok.append(p)
    return ok


def fmt_time(r):
    if "median_s" in r:
        return f"{r['median_s'] * 1e3:.3f}"
    if "skip" in r:
        return "-"
    return "ERR"


def rate(w, inputs, seconds):
    if w.flops:
        return f"{w.flops(*inputs) / seconds / 1e9:.1f} GFLOP/s"
    if w.bytes:
        return f"{w.bytes(*inputs) / seconds / 1e9:.1f} GB/s"
    return ""


def machine():
    model = platform.processor()
    try:
        with open("/proc/cpuinfo") as f:
            m = re.search(r"model name\s*:\s*(.*)", f.read())
            model = m.group(1) if m else model
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def triad_summary(results, threads_list, smoke):
    """kiln's STREAM triad bandwidth as a fraction of the native C++ loop's
    (bench/native/triad_peer.cpp), where both ran."""
    name = "stream_triad_32M"
    lines = []
    for t in threads_list:
        k = results.get((t, name, "kiln"), {})
        n = results.get((t, name, "native"), {})
        if "median_s" not in k or "median_s" not in n:
            continue
        inputs = workloads.inputs_for(name, smoke)
        gbs = lambda r: workloads.by_name(name).bytes(*inputs) / r["median_s"] / 1e9
        lines.append(f"- {t} thread{'s' if t > 1 else ''}: kiln {gbs(k):.1f} GB/s, "
                     f"native triad {gbs(n):.1f} GB/s: "
                     f"{100 * n['median_s'] / k['median_s']:.0f}% of the native triad")
    if not lines:
        return ""
    return ("Memory bandwidth (STREAM triad `a + s * b`, 3 arrays x 4 bytes per "
            "element):\n\n" + "\n".join(lines))


def compile_summary(results, threads_list, selected):
    """Compile times (compile_s, as each peer reports it: kiln from parsing
    the text to runnable code, kiln-aot the whole `kiln compile` process to
    a linked .so, XLA jax.jit's lower + compile, IREE compile_str to a
    vmfb), per workload and thread count, and how much longer kiln's first
    call took than its median call."""
    peers = [p for p in ("kiln", "kiln-aot", "xla", "iree")
             if any("compile_s" in results.get((t, w.name, p), {})
                    for t in threads_list for w in selected)]
    if not peers:
        return ""
    cols = [(p, t) for p in peers for t in threads_list]
    rows = ["| workload | " + " | ".join(f"{p} {t}T" for p, t in cols) + " |",
            "|---|" + "---|" * len(cols)]
    first = [t for t in threads_list
             if any("first_call_s" in results.get((t, w.name, "kiln"), {})
                    for w in selected)]
    rows[0] += "".join(f" kiln first call / median {t}T |" for t in first)
    rows[1] += "---|" * len(first)
    for w in selected:
        cells = []
        for p, t in cols:
            r = results.get((t, w.name, p), {})
            cells.append(f"{r['compile_s']:.2f}" if "compile_s" in r else "-")
        for t in first:
            r = results.get((t, w.name, "kiln"), {})
            cells.append(f"{r['first_call_s'] / r['median_s']:.2f}"
                         if "first_call_s" in r else "-")
        rows.append(f"| {w.name} | " + " | ".join(cells) + " |")
    title = "Compile time in seconds" + (
        " (and kiln's first call over its median call)" if first else "")
    return title + ":\n\n" + "\n".join(rows)


def saved(r):
    """A result as the JSON keeps it (a pair's `compare` result likewise)."""
    kept = {k: r[k] for k in SAVED_KEYS if k in r}
    if "compare" in r:
        kept["compare"] = saved(r["compare"])
    return kept


def save_results(path, header, args, peers, threads_list, selected, exported,
                 results, pairs):
    """Writes everything measured as JSON beside the report, for
    bench/plot.py and for whoever compares runs later; returns it."""
    data = dict(header, threads=threads_list, peers=peers, rounds=args.rounds,
                repeat=args.repeat, warmup=args.warmup, sample_s=args.sample_s)
    data["workloads"] = [
        {"name": w.name, "group": w.group,
         "precision": raw_suffix(exported[w.name][0][0].dtype)} for w in selected]
    data["results"] = [dict(threads=t, workload=name, peer=p, **saved(r))
                       for (t, name, p), r in results.items()]
    data["pairs"] = [dict(first=a, second=b, threads=t, **saved(r))
                     for (a, b, t), r in pairs.items()]
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        # One line per workload, result or pair: short, and the diff of two
        # runs shows the results that changed.
        fields = []
        for key, value in data.items():
            if isinstance(value, list) and value and isinstance(value[0], dict):
                value = "[\n  " + ",\n  ".join(json.dumps(v) for v in value) + "\n ]"
            else:
                value = json.dumps(value)
            fields.append(f" {json.dumps(key)}: {value}")
        f.write("{\n" + ",\n".join(fields) + "\n}\n")
    return data


def plots(data, report):
    """The markdown embedding the plots of `data` (bench/plot.py), or "" and
    one line saying why there are none: the hours of measurements behind the
    tables are never lost to a missing matplotlib or a plotting bug."""
    try:
        import plot
        return plot.draw(data, report)
    except ImportError as e:
        print(f"plots skipped: {e} (scripts/python-env.sh --bench installs matplotlib)")
    except Exception as e:
        print(f"plots skipped: {type(e).__name__}: {e}")
    return ""


def main():
    args = parse_args()
    peers = prepare_peers(args)
    threads_list = [int(t) for t in args.threads.split(",")]
    selected = [w for w in workloads.WORKLOADS if re.search(args.only, w.name)]
    if not selected:
        sys.exit(f"no workload matches {args.only!r}")
    results = {}  # (threads, workload, peer) -> result
    exported = {}  # workload -> (inputs, XLA's outputs)
    failures = []
    unsupported = []  # peers that said they cannot run a workload here
    for w in selected:
        directory = os.path.join(args.workdir, "programs", w.name)
        inputs, refs = export(w, args.smoke, directory)
        exported[w.name] = (inputs, refs)
        for t in threads_list:
            by_peer = run_round_robin(peers, w, inputs, refs, directory, t, args)
            for p in peers:
                r = by_peer[p]
                results[(t, w.name, p)] = r
                if "median_s" in r:
                    status = "matches XLA" if args.smoke else fmt_time(r) + " ms"
                else:
                    status = r.get("skip") or r.get("error")
                print(f"[{t}T] {w.name:22s} {p:9s} {status}", flush=True)
                if "error" in r:
                    failures.append(f"{w.name} {p} {t}T: {r['error']}")
                if r.get("unsupported"):
                    unsupported.append(f"{w.name} {p} {t}T: {r['skip']}")

    # Formulation pairs, both selected: kiln on both in one process.
    pairs = {}
    if "kiln" in peers:
        names = {w.name for w in selected}
        for first, second in workloads.PAIRS:
            if first not in names or second not in names:
                continue
            inputs, refs = exported[first]
            for t in threads_list:
                r = run_pair(first, second, inputs, refs, t, args)
                pairs[(first, second, t)] = r
                if "median_s" in r:
                    status = ("both match XLA" if args.smoke else
                              f"{r['median_s'] * 1e3:.3f} / "
                              f"{r['compare']['median_s'] * 1e3:.3f} ms, alternated")
                else:
                    status = r["error"]
                    failures.append(f"{first}+{second} kiln {t}T: {r['error']}")
                print(f"[{t}T] {first} vs {second}: {status}", flush=True)

    if args.smoke:
        if failures:
            print("\nfailures:\n  " + "\n  ".join(failures))
        else:
            print(f"\nsmoke: every peer matched XLA on {len(selected)} workloads")
        return 1 if failures else 0

    tables = []
    for t in threads_list:
        head = (f"| workload ({t} thread{'s' if t > 1 else ''}) | kiln | "
                + " | ".join(p for p in peers if p != "kiln")
                + " | XLA / kiln | kiln-O0 / kiln |")
        rows = [head, "|" + "---|" * (len(peers) + 3)]
        for w in selected:
            inputs = workloads.inputs_for(w.name, args.smoke)
            k = results.get((t, w.name, "kiln"), {})
            kiln_cell = fmt_time(k)
            if "median_s" in k:
                kiln_cell += f" ({rate(w, inputs, k['median_s'])})"
            cells = [fmt_time(results[(t, w.name, p)]) for p in peers if p != "kiln"]
            x = results.get((t, w.name, "xla"), {})
            o = results.get((t, w.name, "kiln-O0"), {})
            ratio = (f"{x['median_s'] / k['median_s']:.2f}"
                     if "median_s" in x and "median_s" in k else "-")
            ratio0 = (f"{o['median_s'] / k['median_s']:.1f}"
                      if "median_s" in o and "median_s" in k else "-")
            rows.append(f"| {w.name} | {kiln_cell} | " + " | ".join(cells)
                        + f" | {ratio} | {ratio0} |")
        tables.append("\n".join(rows))
    bandwidth = triad_summary(results, threads_list, args.smoke)
    compiles = compile_summary(results, threads_list, selected)
    paired = pair_summary(pairs, args.repeat)
    print()
    print("\n\n".join(tables))
    if bandwidth:
        print("\n" + bandwidth)
    if paired:
        print("\n" + paired)
    if compiles:
        print("\n" + compiles)
    if unsupported:
        print("\nskipped:\n  " + "\n  ".join(unsupported))
    if failures:
        print("\nfailures:\n  " + "\n  ".join(failures))

    if args.report:
        header = {"date": datetime.date.today().isoformat(), "machine": machine(),
                  "command": ("scripts/bench.sh " + " ".join(sys.argv[1:])).strip()}
        data = save_results(os.path.splitext(args.report)[0] + ".json", header, args,
                            peers, threads_list, selected, exported, results, pairs)
        figures = plots(data, args.report)
        with open(args.report, "w") as f:
            f.write("# kiln performance\n\n")
            f.write(f"Measured {header['date']} on {header['machine']}.\n\n")
            f.write(f"Command: `{header['command']}`\n\n")
            f.write("Median time per call in milliseconds of "
                    f"{args.rounds * args.repeat} runs: {args.rounds} round(s) "
                    "in which every peer in turn ran the workload (in one "
                    f"process, {args.repeat} runs after {args.warmup} warm-up "
                    "runs), the order reversed each round, so that the "
                    "machine's drift reaches every peer alike (kiln-O0: one "
                    "round). Each run is as many back-to-back calls as fill "
                    f"{args.sample_s} s; each peer is "
                    "pinned to the given number of cores. `-`: the peer has no "
                    "formulation of that workload, or cannot run it here (listed "
                    "below); `ERR`: it failed (listed below). "
                    "`XLA / kiln` above 1 means kiln is faster; `kiln-O0` is kiln's "
                    "plain reference lowering (`-O0`).\n\n")
            f.write("\n\n".join(tables) + "\n")
            if bandwidth:
                f.write("\n" + bandwidth + "\n")
            if paired:
                f.write("\n" + paired + "\n")
            if compiles:
                f.write("\n" + compiles + "\n")
            if figures:
                f.write("\n" + figures + "\n")
            if unsupported:
                f.write("\nSkipped, the peer cannot run it here:\n\n"
                        + "".join(f"- {x}\n" for x in unsupported))
            if failures:
                f.write("\nFailures:\n\n" + "".join(f"- {x}\n" for x in failures))
    # In smoke mode a wrong kiln result fails the run; peers' failures are
    # reported but belong to the peers.
    kiln_failures = [f for f in failures if " kiln " in f]
    return 1 if kiln_failures else 0


if __name__ == "__main__":
    sys.exit(main())
