"""Sharded JAX programs, exported by JAX and run by kiln against XLA.

Each program is a jax.jit with NamedShardings (or a jax.shard_map) over 4
host CPU devices (XLA_FLAGS=--xla_force_host_platform_device_count=4), as
JAX users write them. For each, this script exports the StableHLO text
(Shardy's annotations and mhlo.num_partitions = 4 included), runs the
program on XLA's CPU backend over the same 4 devices for the expected
outputs, and runs `kiln run` on the global inputs with --expect. It prints
one line per program and a summary.

Usage: sharded_programs.py KILN OUT_DIR [NAME_REGEX]
"""

import argparse
import os
import re
import subprocess
import sys

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax, shard_map  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

# Auto axes: JAX's sharding-in-types checks stay off and jit's in/out
# shardings are what the program states, as for most JAX code today.
AUTO = jax.sharding.AxisType.Auto
MESH_2x2 = jax.make_mesh((2, 2), ("x", "y"), axis_types=(AUTO, AUTO))
MESH_4 = jax.make_mesh((4,), ("d",), axis_types=(AUTO,))


def spec(mesh, *axes):
    return NamedSharding(mesh, P(*axes))


def arg(shape, sharding, dtype=jnp.float32):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=sharding)


def mlp_dp_tp():
    """Data parallel over x, tensor parallel (Megatron) over y."""
    m = MESH_2x2

    def f(x, w1, w2):
        return jax.nn.relu(x @ w1) @ w2

    return f, [arg((8, 16), spec(m, "x", None)),
               arg((16, 32), spec(m, None, "y")),
               arg((32, 4), spec(m, "y", None))], spec(m, "x", None)


def mlp4_data_parallel():
    """The forward of a 4-layer MLP on a batch of 256 split 4 ways."""
    m = MESH_4

    def f(x, *ws):
        for w in ws[:-1]:
            x = jnp.tanh(x @ w)
        return x @ ws[-1]

    rep = spec(m, None, None)
    return f, [arg((256, 64), spec(m, "d", None))] + [
        arg((64, 64), rep) for _ in range(4)], spec(m, "d", None)


def transformer_tp():
    """A transformer block: batch over x, heads and MLP columns over y."""
    m = MESH_2x2
    heads, dh, d = 4, 8, 32

    def layer_norm(h):
        mu = h.mean(-1, keepdims=True)
        var = ((h - mu) ** 2).mean(-1, keepdims=True)
        return (h - mu) * lax.rsqrt(var + 1e-5)

    def f(x, wq, wk, wv, wo, w1, w2):
        b, s, _ = x.shape
        h = layer_norm(x)
        q = (h @ wq).reshape(b, s, heads, dh)
        k = (h @ wk).reshape(b, s, heads, dh)
        v = (h @ wv).reshape(b, s, heads, dh)
        att = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(dh)
        att = jax.nn.softmax(att, axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", att, v).reshape(b, s, heads * dh)
        x = x + o @ wo
        return x + jax.nn.gelu(layer_norm(x) @ w1) @ w2

    col = spec(m, None, "y")
    row = spec(m, "y", None)
    return f, [arg((4, 16, d), spec(m, "x", None, None)), arg((d, d), col),
               arg((d, d), col), arg((d, d), col), arg((d, d), row),
               arg((d, 4 * d), col), arg((4 * d, d), row)], \
        spec(m, "x", None, None)


def sum_over_sharded_batch():
    """Reductions over a split dimension: partial sums all-reduced."""
    m = MESH_2x2

    def f(x):
        return jnp.sum(x * x, axis=0), jnp.max(x, axis=(0, 1))

    return f, [arg((8, 6, 4), spec(m, "x", None, "y"))], None


def transpose_reshape():
    """Transposes and reshapes of split arrays (compound dimensions)."""
    m = MESH_2x2

    def f(x):
        y = jnp.transpose(x, (1, 0, 2)).reshape(4, 8 * 3)
        return jnp.exp(y).reshape(4, 8, 3) + 1.0

    return f, [arg((8, 4, 3), spec(m, "x", "y", None))], None


def constraint_reshard():
    """with_sharding_constraint moves an array between layouts."""
    m = MESH_2x2

    def f(x, w):
        h = jnp.sin(x @ w)
        h = lax.with_sharding_constraint(h, spec(m, None, ("x", "y")))
        return jnp.cos(h).T

    return f, [arg((8, 8), spec(m, "x", "y")),
               arg((8, 16), spec(m, None, None))], None


def move_axis():
    """An axis moving between dimensions (one all_to_all), on a 2x2 mesh and
    with both axes on one dimension."""
    m = MESH_2x2

    def f(x):
        y = lax.with_sharding_constraint(jnp.sin(x), spec(m, None, "x"))
        z = lax.with_sharding_constraint(jnp.cos(y), spec(m, "y", "x"))
        return z * 2.0, lax.with_sharding_constraint(z + 1.0,
                                                     spec(m, None, ("x", "y")))

    return f, [arg((8, 8), spec(m, ("x", "y"), None))], None


def swap_axes():
    """Arguments resharded so that every dimension keeps its shard count but
    shards move to other devices: rows from x to y, the two axes swapping
    dimensions, and two axes on one dimension reordered
    (collective_permute)."""
    m = MESH_2x2

    def f(x, y, z):
        a = jnp.sin(lax.with_sharding_constraint(x, spec(m, "y", None)))
        b = jnp.cos(lax.with_sharding_constraint(y, spec(m, "y", "x")))
        c = lax.with_sharding_constraint(z, spec(m, ("y", "x"), None)) * 2.0
        return a + 1.0, b * 3.0, c - 1.0

    return f, [arg((8, 8), spec(m, "x", None)), arg((8, 8), spec(m, "x", "y")),
               arg((8, 4), spec(m, ("x", "y"), None))], None


def scattered_partials():
    """Sequence parallel: the second product's partial sums are reduce-
    scattered over the rows instead of all-reduced."""
    m = MESH_2x2

    def f(x, w1, w2):
        h = jax.nn.relu(x @ w1)
        y = lax.with_sharding_constraint(h @ w2, spec(m, "y", None))
        return jnp.tanh(y)

    return f, [arg((8, 16), spec(m, None, None)),
               arg((16, 32), spec(m, None, "y")),
               arg((32, 16), spec(m, "y", None))], None


def uneven():
    """Shardings the axes do not divide (JAX allows them on intermediate
    values): shards are padded."""
    m = MESH_4

    def f(x, y):
        h = lax.with_sharding_constraint(jnp.tanh(x), spec(m, "d", None))
        z = lax.with_sharding_constraint(y * 3.0, spec(m, "d"))
        return h * 2.0 + z.sum(), z

    return f, [arg((6, 5), spec(m, None, None)),
               arg((7,), spec(m, None))], None


def loop_carry():
    """A fori_loop over a split carry (run whole by kiln)."""
    m = MESH_2x2

    def f(x, w):
        return lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h @ w), x)

    return f, [arg((8, 8), spec(m, "x", None)),
               arg((8, 8), spec(m, None, None))], None


def branches():
    """lax.cond and lax.switch on split arrays: the branches run on
    shards."""
    m = MESH_2x2

    def f(x, i):
        y = lax.cond(x.sum() > 0, lambda a: jnp.sin(a) * 2.0,
                     lambda a: -a, x)
        z = lax.switch(i[0] % 3, [lambda a: a + 1.0, lambda a: a @ a.T,
                                  lambda a: jnp.tanh(a)], y)
        return z

    return f, [arg((8, 8), spec(m, "x", "y")),
               arg((1,), spec(m, None), jnp.int32)], None


def conv_tensor_parallel():
    """Two convolutions, the batch over x and the hidden channels over y:
    the first splits its output features, the second contracts over them
    (partial sums all-reduced); a grouped (depthwise) one in between."""
    m = MESH_2x2
    dn = ("NHWC", "HWIO", "NHWC")

    def f(x, w1, dw, w2):
        h = jax.nn.relu(lax.conv_general_dilated(x, w1, (1, 1), "SAME",
                                                 dimension_numbers=dn))
        h = lax.conv_general_dilated(h, dw, (1, 1), "SAME",
                                     dimension_numbers=dn,
                                     feature_group_count=8)
        return lax.conv_general_dilated(h, w2, (2, 2), "VALID",
                                        dimension_numbers=dn)

    return f, [arg((4, 8, 8, 3), spec(m, "x", None, None, None)),
               arg((3, 3, 3, 8), spec(m, None, None, None, "y")),
               arg((3, 3, 1, 8), spec(m, None, None, None, None)),
               arg((2, 2, 8, 4), spec(m, None, None, "y", None))], None


def conv_data_parallel():
    """A convolution layer with the batch split, its bias and activation
    on shards."""
    m = MESH_4

    def f(x, w, b):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO",
                                                        "NHWC"))
        return jax.nn.relu(y + b).mean(axis=(1, 2))

    return f, [arg((8, 6, 6, 3), spec(m, "d", None, None, None)),
               arg((3, 3, 3, 4), spec(m, None, None, None, None)),
               arg((4,), spec(m, None))], None


def embedding_classifier():
    """Embedding lookup, mean pooling, logits and a cross-entropy with
    argmax accuracy: gather, integer inputs, multi-operand reduce."""
    m = MESH_2x2

    def f(tokens, table, w, labels):
        e = table[tokens].mean(axis=1)
        logits = e @ w
        logp = jax.nn.log_softmax(logits)
        loss = -jnp.take_along_axis(logp, labels[:, None], axis=1).mean()
        acc = (jnp.argmax(logits, axis=-1) == labels).mean()
        return loss, acc

    return f, [arg((8, 5), spec(m, "x", None), jnp.int32),
               arg((50, 16), spec(m, None, "y")),
               arg((16, 10), spec(m, "y", None)),
               arg((8,), spec(m, "x"), jnp.int32)], None


def scan_layers():
    """A scan over stacked layer weights (lax.scan: a while loop whose carry
    is split over the batch)."""
    m = MESH_2x2

    def f(x, ws):
        def layer(h, w):
            return jnp.tanh(h @ w), h.sum()
        h, sums = lax.scan(layer, x, ws)
        return h, sums

    return f, [arg((8, 8), spec(m, "x", None)),
               arg((3, 8, 8), spec(m, None, None, "y"))], None


def cumulative_and_sorted():
    """cumsum (reduce_window), sort and top_k along the split dimension."""
    m = MESH_4

    def f(x):
        return jnp.cumsum(x, axis=1), jnp.sort(x, axis=0), \
            lax.top_k(x, 3)[0]

    return f, [arg((8, 12), spec(m, None, "d"))], None


def mixed_types():
    """bf16 products with f32 accumulation, integer arithmetic and
    comparisons on split arrays."""
    m = MESH_2x2

    def f(x, w, n):
        y = jnp.dot(x.astype(jnp.bfloat16), w.astype(jnp.bfloat16),
                    preferred_element_type=jnp.float32)
        k = (n * 3 + 1) % 7
        return y, k, jnp.where(k > 3, y[:, :1], -y[:, :1])

    return f, [arg((8, 16), spec(m, "x", None)),
               arg((16, 8), spec(m, None, "y")),
               arg((8, 1), spec(m, "x", None), jnp.int32)], None


def sliced_and_concatenated():
    """Slices, pads, concatenation, reversal and dynamic slices of split
    arrays, and an iota offset by the shard."""
    m = MESH_2x2

    def f(x, i):
        a = jnp.concatenate([x[:, :3], jnp.flip(x[:, 3:], axis=1)], axis=1)
        b = jnp.pad(a, ((0, 0), (1, 2)))
        c = lax.dynamic_slice_in_dim(b, i[0], 4, axis=1)
        return c + jnp.arange(8, dtype=jnp.float32)[:, None], b[::2]

    return f, [arg((8, 6), spec(m, "x", "y")),
               arg((1,), spec(m, None), jnp.int32)], None


def fsdp_shard_map():
    """Fully sharded data parallel, written with shard_map: weights stored
    split over all devices, all-gathered for use, gradients reduce-
    scattered."""
    m = MESH_4

    def body(x, w):
        full = lax.all_gather(w, "d", axis=0, tiled=True)
        y = jnp.tanh(x @ full)
        g = x.T @ (1 - y * y)
        return y, lax.psum_scatter(g, "d", scatter_dimension=0, tiled=True)

    return smap(body, (P("d", None), P("d", None)),
                (P("d", None), P("d", None)), MESH_4), \
        [arg((8, 8), spec(m, "d", None)), arg((8, 8), spec(m, "d", None))], \
        None


def partial_manual():
    """shard_map manual over one axis only, the other left to the
    partitioner."""
    m = MESH_2x2

    def body(x):
        return lax.psum(jnp.sin(x), "x")

    f = shard_map(body, mesh=m, in_specs=P("x", None), out_specs=P(None, None),
                  axis_names={"x"}, check_vma=False)
    return lambda x: f(x) * 2.0, [arg((8, 4), spec(m, "x", "y"))], None


def nested_manual():
    """shard_map inside shard_map: the outer one manual over x, two inner
    ones over y (one summing its products over y to a replicated result,
    one returning its result split over y)."""
    m = MESH_2x2

    def product(a, w):
        return lax.psum(a @ w, "y")

    def scaled(h):
        return jnp.tanh(h) * (lax.axis_index("y") + 1).astype(h.dtype)

    def outer(a, w):
        h = shard_map(product, in_specs=(P(None, "y"), P("y", None)),
                      out_specs=P(), axis_names={"y"}, check_vma=False)(a, w)
        g = shard_map(scaled, in_specs=P(None, "y"), out_specs=P(None, "y"),
                      axis_names={"y"}, check_vma=False)(h)
        return g * 2.0 + lax.psum(a, "x")

    f = shard_map(outer, mesh=m, in_specs=(P("x", None), P()),
                  out_specs=P("x", None), axis_names={"x"}, check_vma=False)
    return f, [arg((8, 4), spec(m, "x", "y")), arg((4, 4), spec(m))], None


def smap(body, in_specs, out_specs, mesh=MESH_2x2):
    return shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs,
                     check_vma=False)


def collective(name):
    m = MESH_2x2
    x = arg((8, 8), spec(m, "x", "y"))
    bodies = {
        "psum": (lambda a: lax.psum(a, "x") * 2.0, P("x", "y"), P(None, "y")),
        "psum_both": (lambda a: lax.psum(a, ("x", "y")), P("x", "y"),
                      P(None, None)),
        "pmax": (lambda a: lax.pmax(a, "y"), P("x", "y"), P("x", None)),
        "all_gather": (lambda a: lax.all_gather(a, "y", axis=1, tiled=True),
                       P("x", "y"), P("x", None)),
        "all_gather_stacked": (lambda a: lax.all_gather(a, "x").sum(0),
                               P("x", "y"), P(None, "y")),
        "ppermute": (lambda a: lax.ppermute(a, "x", [(0, 1), (1, 0)]),
                     P("x", "y"), P("x", "y")),
        "ppermute_ring": (lambda a: lax.ppermute(a, ("x", "y"),
                                                 [(0, 1), (1, 2), (2, 3),
                                                  (3, 0)]),
                          P("x", "y"), P("x", "y")),
        "all_to_all": (lambda a: lax.all_to_all(a, "y", 0, 1, tiled=True),
                       P("x", "y"), P("x", "y")),
        "psum_scatter": (lambda a: lax.psum_scatter(a, "y",
                                                    scatter_dimension=0,
                                                    tiled=True),
                         P("x", None), P(("x", "y"), None)),
        "axis_index": (lambda a: a + lax.axis_index("y").astype(a.dtype),
                       P("x", "y"), P("x", "y")),
    }
    body, in_spec, out_spec = bodies[name]
    return smap(body, (in_spec,), out_spec), [x], None


PROGRAMS = {
    "mlp_dp_tp": mlp_dp_tp,
    "mlp4_data_parallel": mlp4_data_parallel,
    "transformer_tp": transformer_tp,
    "sum_over_sharded_batch": sum_over_sharded_batch,
    "transpose_reshape": transpose_reshape,
    "constraint_reshard": constraint_reshard,
    "move_axis": move_axis,
    "swap_axes": swap_axes,
    "scattered_partials": scattered_partials,
    "uneven": uneven,
    "loop_carry": loop_carry,
    "branches": branches,
    "conv_data_parallel": conv_data_parallel,
    "conv_tensor_parallel": conv_tensor_parallel,
    "embedding_classifier": embedding_classifier,
    "scan_layers": scan_layers,
    "cumulative_and_sorted": cumulative_and_sorted,
    "mixed_types": mixed_types,
    "sliced_and_concatenated": sliced_and_concatenated,
    "fsdp_shard_map": fsdp_shard_map,
    "partial_manual": partial_manual,
    "nested_manual": nested_manual,
}
for _name in ["psum", "psum_both", "pmax", "all_gather",
              "all_gather_stacked", "ppermute", "ppermute_ring",
              "all_to_all", "psum_scatter", "axis_index"]:
    PROGRAMS["shard_map_" + _name] = (lambda n: lambda: collective(n))(_name)


# The programs with a shard_map manual over some of the mesh's axes.
PARTIAL_MANUAL = {"partial_manual", "nested_manual"}

# (atol, rtol): sums in another order than XLA's (layer norms, softmax,
# attention; XLA's own single-device result differs from its 4-device one
# by 3.5e-4 at outputs up to 180).
TOLERANCE = {"transformer_tp": ("1e-3", "1e-4")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kiln")
    parser.add_argument("out")
    parser.add_argument("--only", default=".")
    parser.add_argument("--mpirun")
    parser.add_argument("--gspmd", action="store_true",
                        help="export GSPMD's annotations instead of Shardy's")
    options = parser.parse_args()
    if options.gspmd:
        jax.config.update("jax_use_shardy_partitioner", False)
    kiln, out = options.kiln, options.out
    pattern = re.compile(options.only)
    # --mpirun is the whole command line before -np (lit's %mpirun).
    launcher = options.mpirun.split() + ["-np", "4"] if options.mpirun else []
    rng = np.random.default_rng(20261204)
    mismatches = 0
    count = 0
    for name, make in PROGRAMS.items():
        if not pattern.search(name):
            continue
        if options.gspmd and name in PARTIAL_MANUAL:
            # shard_map manual over some axes only, in GSPMD form
            # (subgroups of manual devices), is not read yet: kiln says so
            # (test/Partitioner/import_gspmd_errors.mlir).
            continue
        count += 1
        f, args, out_sharding = make()
        jitted = jax.jit(f, in_shardings=tuple(a.sharding for a in args),
                         out_shardings=out_sharding)
        text = jitted.lower(*args).as_text()
        directory = os.path.join(out, name)
        os.makedirs(directory, exist_ok=True)
        program = os.path.join(directory, "prog.mlir")
        with open(program, "w") as fh:
            fh.write(text)
        command = launcher + [kiln, "run", program]
        inputs = []
        for i, a in enumerate(args):
            if np.issubdtype(a.dtype, np.integer):
                # Token ids, labels and offsets: small non-negative ints.
                value = rng.integers(0, 5, a.shape).astype(a.dtype)
            else:
                value = rng.standard_normal(a.shape).astype(a.dtype)
            inputs.append(jax.device_put(value, a.sharding))
            path = os.path.join(directory, f"in{i}.npy")
            np.save(path, value)
            command += ["--input", path]
        outputs = jitted(*inputs)
        if not isinstance(outputs, (tuple, list)):
            outputs = [outputs]
        for i, value in enumerate(outputs):
            path = os.path.join(directory, f"out{i}.npy")
            np.save(path, np.asarray(value))
            command += ["--expect", path]
        atol, rtol = TOLERANCE.get(name, ("2e-5", "2e-5"))
        command += ["--atol", atol, "--rtol", rtol]
        run = subprocess.run(command, capture_output=True, text=True)
        matched = run.stdout.count("matches")
        if run.returncode != 0 or matched != len(outputs):
            mismatches += 1
            print(f"{name}: mismatch (exit {run.returncode})\n{run.stdout}"
                  f"{run.stderr}")
        else:
            print(f"{name}: {matched} outputs match XLA")
    where = " under mpirun (4 processes)" if launcher else ""
    if options.gspmd:
        where += " in GSPMD form"
    print(f"{count} sharded programs{where}: {mismatches} mismatches")


if __name__ == "__main__":
    main()
