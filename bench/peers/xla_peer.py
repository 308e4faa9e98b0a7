"""XLA's CPU backend through JAX: the same JAX function, jax.jit-compiled,
timed after compilation with block_until_ready. The thread count is pinned
by bench/run.py (CPU affinity plus XLA's Eigen thread pool flag)."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import common  # noqa: E402
import workloads  # noqa: E402

args = common.parse_args()
import jax  # noqa: E402

inputs = [jax.device_put(x) for x in common.load_inputs(args.dir)]
fn = jax.jit(workloads.by_name(args.name).fn)
start = time.perf_counter()
compiled = fn.lower(*inputs).compile()
compile_s = time.perf_counter() - start


def call():
    out = compiled(*inputs)
    jax.block_until_ready(out)
    return out


common.time_runs(call, args, compile_s)
