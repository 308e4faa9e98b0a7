"""What every Python peer of bench/run.py shares: its command line, loading
the workload's inputs, timing and the JSON it prints.

A peer is run as `python <peer>.py --dir D --name W --warmup N --repeat N
--sample-s S --threads T --output-dir O`: it loads D/in<i>.npy, runs
workload W warmup times untimed and then repeat timed runs (each as many
back-to-back calls as fill S seconds, as bench/native/timing.h does),
writes the last outputs to O/out<i>.npy and prints one JSON line:
{"median_s": .., "calls_per_run": .., "runs_s": [..], "compile_s": ..} or
{"skip": why}; times are per call.
"""
import argparse
import json
import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import workloads  # noqa: E402


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--dir", required=True)
    p.add_argument("--name", required=True)
    p.add_argument("--warmup", type=int, default=2)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--sample-s", type=float, default=0.0)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--output-dir", required=True)
    return p.parse_args()


def load_inputs(directory):
    inputs = []
    while os.path.exists(os.path.join(directory, f"in{len(inputs)}.npy")):
        inputs.append(workloads.load_array(
            os.path.join(directory, f"in{len(inputs)}.npy")))
    return inputs


def skip(reason):
    print(json.dumps({"skip": reason}))
    sys.exit(0)


def time_runs(call, args, compile_s=None, finish=None):
    """Runs `call()` warmup + repeat times; `call` must block until done and
    return a tuple of arrays (or one array). `finish` maps each output
    to the numpy array saved (outside the timed region)."""
    outputs = None
    for _ in range(args.warmup):
        outputs = call()

    def timed(calls):
        nonlocal outputs
        start = time.perf_counter()
        for _ in range(calls):
            outputs = call()
        return (time.perf_counter() - start) / calls

    calls = 1
    if args.sample_s > 0:
        calls = min(100000, max(1, math.ceil(args.sample_s / timed(1))))
    runs = [timed(calls) for _ in range(args.repeat)]
    if not isinstance(outputs, (tuple, list)):
        outputs = (outputs,)
    os.makedirs(args.output_dir, exist_ok=True)
    for i, out in enumerate(outputs):
        out = finish(out) if finish else np.asarray(out)
        np.save(os.path.join(args.output_dir, f"out{i}.npy"), out)
    result = {"median_s": float(np.median(runs)), "calls_per_run": calls,
              "runs_s": runs}
    if compile_s is not None:
        result["compile_s"] = compile_s
    print(json.dumps(result))
