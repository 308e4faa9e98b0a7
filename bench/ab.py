#!/usr/bin/env python3
"""Two builds of kiln on the benchmark workloads, paired: whether a change
moved kiln's speed.

    venv/bin/python bench/ab.py --base OLD/build/bin/kiln-bench \\
        [--new build/bin/kiln-bench] [--only REGEX] [--rounds 3]

Each workload is exported once (as bench/run.py exports it); then, per
thread count, the two kiln-bench binaries run it in turn, `--rounds` times
each, the order swapped every round, and each one's timed runs are pooled.
Two separate runs of bench/run.py minutes apart differ by more than a
change's effect on a shared machine (10-30% on memory-bound workloads);
alternating the builds puts the drift on both alike. Prints a markdown
table: median ms per call of each build, new / base, and compile seconds.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run as harness  # noqa: E402
import workloads  # noqa: E402


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--base", required=True, help="the reference kiln-bench")
    p.add_argument("--new", default=os.path.join(ROOT, "build", "bin", "kiln-bench"))
    p.add_argument("--only", default="", help="regex on workload names")
    p.add_argument("--threads", default="1,2")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--timeout", type=int, default=300)
    p.add_argument("--workdir", default=os.path.join(ROOT, "build", "bench-ab"))
    return p.parse_args()


def run_once(binary, directory, inputs, threads, timeout):
    """One kiln-bench process (2 warm-up runs, 5 timed runs of 20 ms or
    more): its per-call run times and compile time, or an error."""
    cmd = ["taskset", "-c", ",".join(str(c) for c in range(threads)), binary,
           os.path.join(directory, "prog.mlir"), "-O2", f"--num-threads={threads}",
           "--warmup", "2", "--repeat", "5", "--sample-s", "0.02"]
    for i in range(inputs):
        cmd += ["--input", os.path.join(directory, f"in{i}.npy")]
    env = dict(os.environ, KILN_NUM_THREADS=str(threads))
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout} s"}
    lines = [l for l in proc.stdout.splitlines() if l.startswith("{")]
    if proc.returncode != 0 or not lines:
        return {"error": (proc.stderr.strip().splitlines() or ["failed"])[-1][:200]}
    return json.loads(lines[-1])


def main():
    args = parse_args()
    builds = {"base": args.base, "new": args.new}
    print("| workload | threads | base ms | new ms | new / base | base compile s | new compile s |")
    print("|---|---|---|---|---|---|---|")
    for w in workloads.WORKLOADS:
        if args.only and not re.search(args.only, w.name):
            continue
        directory = os.path.join(args.workdir, w.name)
        inputs, _ = harness.export(w, False, directory)
        for t in (int(x) for x in args.threads.split(",")):
            runs = {k: [] for k in builds}
            compile_s = {k: [] for k in builds}
            errors = []
            for r in range(args.rounds):
                for name in (list(builds) if r % 2 == 0 else list(builds)[::-1]):
                    res = run_once(builds[name], directory, len(inputs), t, args.timeout)
                    if "error" in res:
                        errors.append(f"{name}: {res['error']}")
                        continue
                    runs[name] += res["runs_s"]
                    compile_s[name].append(res.get("compile_s", float("nan")))
            if errors or not all(runs.values()):
                print(f"| {w.name} | {t} | ERR: {'; '.join(errors)[:200]} | | | | |")
                continue
            base, new = (1e3 * np.median(runs[k]) for k in ("base", "new"))
            print(f"| {w.name} | {t} | {base:.3f} | {new:.3f} | {new / base:.3f} "
                  f"| {np.median(compile_s['base']):.2f} | {np.median(compile_s['new']):.2f} |",
                  flush=True)


if __name__ == "__main__":
    main()
