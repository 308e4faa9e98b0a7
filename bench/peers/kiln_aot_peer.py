"""kiln's ahead-of-time path as a peer: `kiln compile --threads N` builds the
exported program into a shared library (compile_s is that whole kiln
compile process, link included), which is loaded with ctypes and called
through its C entry point on the inputs, outputs preallocated as XLA's
reference outputs are shaped. Threaded builds run on the thread runtime
inside the artifact (docs/aot.md), not on libomp."""
import ctypes
import os
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

args = common.parse_args()
kiln = os.environ.get("KILN_BINARY", os.path.join(ROOT, "build", "bin", "kiln"))
library = os.path.join(args.output_dir, "model.so")
start = time.perf_counter()
proc = subprocess.run([kiln, "compile", os.path.join(args.dir, "prog.mlir"),
                       "-o", library, "--name", "bench",
                       "--threads", str(args.threads)],
                      capture_output=True, text=True)
compile_s = time.perf_counter() - start
if proc.returncode != 0:
    common.skip("kiln compile failed: " + (proc.stderr.strip().splitlines() or ["?"])[-1][:200])

entry = ctypes.CDLL(library).kiln_bench_main
entry.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
entry.restype = ctypes.c_int
inputs = [np.ascontiguousarray(x) for x in common.load_inputs(args.dir)]
outputs = []
while os.path.exists(os.path.join(args.dir, f"ref{len(outputs)}.npy")):
    ref = common.workloads.load_array(
        os.path.join(args.dir, f"ref{len(outputs)}.npy"))
    outputs.append(np.empty_like(ref))
input_pointers = (ctypes.c_void_p * max(1, len(inputs)))(
    *[x.ctypes.data for x in inputs])
output_pointers = (ctypes.c_void_p * max(1, len(outputs)))(
    *[y.ctypes.data for y in outputs])


def call():
    status = entry(input_pointers, output_pointers)
    if status != 0:
        raise RuntimeError(f"the artifact returned status {status}")
    return tuple(outputs)


common.time_runs(call, args, compile_s, finish=lambda y: y.copy())
