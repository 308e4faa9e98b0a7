"""IREE's CPU backend (llvm-cpu, tuned for this host) compiling the same
StableHLO text kiln gets, run through IREE's Python runtime with the
local-sync driver for one thread and the local-task driver limited to the
requested number of workers otherwise."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

args = common.parse_args()
import iree.compiler as ireec  # noqa: E402
import iree.runtime as ireert  # noqa: E402

with open(os.path.join(args.dir, "prog.mlir")) as f:
    text = f.read()
start = time.perf_counter()
try:
    vmfb = ireec.compile_str(text, input_type="stablehlo",
                             target_backends=["llvm-cpu"],
                             extra_args=["--iree-llvmcpu-target-cpu=host"])
except Exception as e:  # noqa: BLE001
    common.skip("iree-compile failed: " + str(e).splitlines()[0][:200])
compile_s = time.perf_counter() - start

if args.threads == 1:
    config = ireert.Config("local-sync")  # runs on the calling thread only
else:
    ireert.flags.parse_flags(f"--task_topology_max_group_count={args.threads}")
    config = ireert.Config("local-task")
ctx = ireert.SystemContext(config=config)
ctx.add_vm_module(ireert.VmModule.copy_buffer(ctx.instance, vmfb))
# The program's module is named after the MLIR module (jit_<fn>).
module = next(m for name, m in ctx.modules.items() if name != "hal")
main = module["main"]
inputs = [ireert.asdevicearray(config.device, x) for x in common.load_inputs(args.dir)]


def call():
    out = main(*inputs)
    if isinstance(out, (tuple, list)):
        return tuple(o.to_host() for o in out)
    return out.to_host()


common.time_runs(call, args, compile_s)
