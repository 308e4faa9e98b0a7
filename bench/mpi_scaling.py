#!/usr/bin/env python3
"""Data-parallel scaling across MPI processes (docs/mpi.md).

Exports the forward of a 4-layer MLP on a batch of 256 with JAX twice: for
one device, and for two with the batch split over a 2-device mesh (the
weights replicated); times the first with kiln-bench in one process and
the second under `mpirun -np 2` (one device per process), each process on
one thread; and reports the speedup and the bytes each process sent per
step against the minimum the sharding requires (each process must receive
the other's half of the result: batch/2 x width floats).

Usage: bench/mpi_scaling.py [--width 1024] [--repeat N] [--report FILE]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

MPIRUN = ["mpirun", "--allow-run-as-root", "--oversubscribe", "--mca",
          "btl_vader_single_copy_mechanism", "none"]


def mlp(x, *ws):
    for w in ws[:-1]:
        x = jnp.tanh(x @ w)
    return x @ ws[-1]


def medians_ms(output):
    """The median time per call of each kiln-bench process (one JSON line
    each), in ms."""
    times = [json.loads(line)["median_s"] * 1e3
             for line in output.splitlines() if line.startswith("{")]
    if not times:
        sys.exit("no result in kiln-bench's output:\n" + output)
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--repeat", type=int,
                        help="timed calls (default: as many as fill ~3 s)")
    parser.add_argument("--report")
    args = parser.parse_args()
    bench = os.path.join(ROOT, "build", "bin", "kiln-bench")
    kiln = os.path.join(ROOT, "build", "bin", "kiln")
    work = tempfile.mkdtemp(prefix="kiln-mpi-scaling-")
    b, w = args.batch, args.width
    shapes = [(b, w)] + [(w, w)] * 4
    rng = np.random.default_rng(0)
    inputs = []
    for i, shape in enumerate(shapes):
        path = os.path.join(work, f"in{i}.npy")
        np.save(path, (rng.standard_normal(shape) / np.sqrt(shape[-1]))
                .astype(np.float32))
        inputs.append(path)
    single = os.path.join(work, "one_device.mlir")
    with open(single, "w") as f:
        f.write(jax.jit(mlp).lower(
            *[jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes]).as_text())
    mesh = jax.make_mesh((2,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))
    batch = NamedSharding(mesh, P("d", None))
    rep = NamedSharding(mesh, P(None, None))
    sharded = os.path.join(work, "two_devices.mlir")
    with open(sharded, "w") as f:
        f.write(jax.jit(mlp, in_shardings=(batch,) + (rep,) * 4,
                        out_shardings=batch).lower(
            *[jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes]).as_text())
    want = os.path.join(work, "want.npy")
    np.save(want, np.asarray(jax.jit(mlp)(*[np.load(p) for p in inputs])))

    def flags(repeat):
        # One call per timed run (--sample-s=0): under mpirun every process
        # must make the same number of calls, or one waits forever in the
        # other's next collective.
        return [f"--input={p}" for p in inputs] + [
            "--num-threads=1", f"--repeat={repeat}", "--warmup=10",
            "--sample-s=0"]
    repeat = args.repeat
    if repeat is None:
        # Short steps need many calls for a stable median: size the runs
        # from a first estimate to last about 3 s in one process.
        probe = subprocess.run([bench, single] + flags(5),
                               capture_output=True, text=True,
                               check=True).stdout
        repeat = max(15, min(2000, int(3e3 / medians_ms(probe)[0])))
    one = subprocess.run([bench, single] + flags(repeat),
                         capture_output=True, text=True, check=True).stdout
    # Each process writes its own file: two JSON lines on one pipe can
    # interleave.
    each = os.path.join(work, "two_devices_rank")
    subprocess.run(MPIRUN + ["-np", "2", "sh", "-c",
                             '"$0" "$@" > "%s.$OMPI_COMM_WORLD_RANK"' % each,
                             bench, sharded] + flags(repeat), check=True)
    two = "".join(open(f"{each}.{r}").read() for r in range(2))
    check = subprocess.run(
        MPIRUN + ["-np", "2", kiln, "run", sharded, "--threads", "1"] +
        [f"--input={p}" for p in inputs] +
        ["--expect", want, "--atol", "1e-4", "--rtol", "1e-4"],
        capture_output=True, text=True)
    if check.returncode != 0 or "matches" not in check.stdout:
        sys.exit("the 2-process run does not match XLA:\n" + check.stdout +
                 check.stderr)
    sent = re.search(r"sent (\d+) bytes in (\d+) collectives", check.stdout)
    t1 = medians_ms(one)[0]
    # A step ends when the slower process is done.
    t2 = max(medians_ms(two))
    minimum = (b // 2) * w * 4
    lines = [
        f"# Data-parallel MLP forward (4 layers, batch {b}, width {w}, f32), "
        "1 thread per process",
        "",
        "| | time per step | speedup |",
        "|---|---|---|",
        f"| 1 process (1 device) | {t1:.2f} ms | 1.00x |",
        f"| 2 processes (mpirun -np 2) | {t2:.2f} ms | {t1 / t2:.2f}x |",
        "",
        f"Bytes each process sent per step: {sent.group(1)} in "
        f"{sent.group(2)} collective(s); the minimum for this sharding "
        f"(the other half of the result) is {minimum}.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
