"""Sharded JAX programs on kiln's PJRT plugin and on XLA's CPU backend.

Run as a script (test_pjrt_sharded.py starts it with 4 kiln devices and 4
XLA host devices, which JAX reads from the environment at start-up): each
case runs one JAX program with the same shardings on a mesh of kiln devices
and on a mesh of CPU devices, compares the results, and prints one line of
JSON per case: {"case": name, "ok": bool, "error": text}. With --gspmd
first, JAX writes GSPMD's annotations instead of Shardy's.
"""

import functools
import json
import sys
import traceback

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

AUTO = jax.sharding.AxisType.Auto
rng = np.random.default_rng(11)


def randn(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def meshes(shape, names):
    """The same mesh of kiln devices and of CPU devices."""
    made = []
    for platform in ("kiln", "cpu"):
        devices = np.array(jax.devices(platform)[:int(np.prod(shape))])
        made.append(Mesh(devices.reshape(shape), names,
                         axis_types=(AUTO,) * len(names)))
    return made


def compare(fun, args, specs, mesh_shape=(2, 2), names=("data", "model"),
            out_specs=None, rtol=2e-5, atol=2e-5, check_out_specs=False):
    """Runs jit(fun) on both meshes with args placed by `specs` (and
    out_shardings from `out_specs`); the kiln results match XLA's, each is
    held by the kiln devices, and when `check_out_specs` the kiln result's
    shardings are what was asked for."""
    results = []
    for mesh in meshes(mesh_shape, names):
        placed = [jax.device_put(a, NamedSharding(mesh, s))
                  for a, s in zip(args, specs)]
        kwargs = {}
        if out_specs is not None:
            kwargs["out_shardings"] = jax.tree.map(
                lambda s: NamedSharding(mesh, s), out_specs,
                is_leaf=lambda s: isinstance(s, P))
        results.append(jax.jit(fun, **kwargs)(*placed))
    got, want = results
    kiln_devices = set(jax.devices("kiln"))
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert g.devices() <= kiln_devices, g.devices()
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, w.shape)
        gv, wv = np.asarray(g), np.asarray(w)
        if gv.dtype.itemsize <= 2 and not np.issubdtype(gv.dtype, np.integer):
            gv, wv = gv.astype(np.float32), wv.astype(np.float32)
        np.testing.assert_allclose(gv, wv, rtol=rtol, atol=atol)
        if check_out_specs:
            assert g.sharding.is_equivalent_to(
                NamedSharding(g.sharding.mesh, w.sharding.spec), g.ndim), (
                    g.sharding, w.sharding)
        # Every device holds the shard its sharding says.
        for shard in g.addressable_shards:
            np.testing.assert_array_equal(np.asarray(shard.data),
                                          np.asarray(g)[shard.index])


CASES = {}


def case(fun):
    CASES[fun.__name__] = fun
    return fun


@case
def mlp_data_and_tensor_parallel():
    def mlp(x, w1, b1, w2):
        return jax.nn.relu(x @ w1 + b1) @ w2
    compare(mlp, [randn(16, 32), randn(32, 64), randn(64), randn(64, 8)],
            [P("data", None), P(None, "model"), P("model"), P("model", None)],
            rtol=1e-4, atol=1e-4)


@case
def reduction_unspecified_output():
    compare(lambda x: jnp.sum(jnp.tanh(x), axis=1) * 2.0, [randn(8, 12)],
            [P("data", "model")])


@case
def out_shardings_stated():
    compare(lambda x, y: (x * y + 1.0, (x - y).T), [randn(8, 4), randn(8, 4)],
            [P("data", "model"), P()],
            out_specs=(P(None, "model"), P("model", "data")),
            check_out_specs=True)


@case
def replicated_inputs_one_axis():
    compare(lambda a, b: jnp.cumsum(a, axis=0) + b, [randn(6, 5), randn(5)],
            [P(), P()], mesh_shape=(4,), names=("x",))


@case
def attention_heads_split():
    def attention(q, k, v):
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / 4.0
        return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)
    shape = (2, 4, 8, 16)
    compare(attention, [randn(*shape), randn(*shape), randn(*shape)],
            [P("data", "model")] * 3, rtol=1e-4, atol=1e-5)


@case
def training_step():
    def loss(w, x, y):
        return jnp.mean((jnp.tanh(x @ w) - y) ** 2)

    def step(w, x, y):
        return w - 0.1 * jax.grad(loss)(w, x, y)
    compare(step, [randn(16, 8), randn(32, 16), randn(32, 8)],
            [P(None, "model"), P("data", None), P("data", None)],
            rtol=1e-4, atol=1e-5)


@case
def fori_loop_carry():
    def body(i, x):
        return jnp.sin(x) * 0.5 + x * jnp.float32(i)
    compare(lambda x: jax.lax.fori_loop(0, 4, body, x), [randn(8, 8)],
            [P("data", "model")], rtol=1e-4, atol=1e-5)


@case
def integers_and_bf16():
    compare(lambda a, b: (a * 3 + a.sum(axis=0), (b * 2).astype(jnp.float32)),
            [rng.integers(-50, 50, (8, 4)).astype(np.int32),
             randn(8, 4, dtype=jnp.bfloat16)],
            [P("data", None), P(None, "model")])


@case
def donated_chained_and_subset_of_devices():
    # A mesh of the last two devices of each backend; the step donates its
    # input and runs three times on its own output.
    def step(x):
        return x * 0.5 + jnp.roll(x, 1, axis=0)

    outs = []
    x = randn(8, 6)
    for platform in ("kiln", "cpu"):
        mesh = Mesh(np.array(jax.devices(platform)[2:4]), ("x",),
                    axis_types=(AUTO,))
        y = jax.device_put(x, NamedSharding(mesh, P("x", None)))
        f = jax.jit(step, donate_argnums=0)
        for _ in range(3):
            previous = y
            y = f(y)
            if platform == "kiln":
                assert previous.is_deleted()
        outs.append(y)
    assert outs[0].devices() == set(jax.devices("kiln")[2:4])
    np.testing.assert_allclose(np.asarray(outs[0]), np.asarray(outs[1]),
                               rtol=1e-6, atol=1e-6)


@case
def uncommitted_input_takes_the_programs_sharding():
    # The NumPy argument `w` is placed where the compiled program wants it
    # (JAX reads the parameter shardings kiln reports).
    x, w = randn(8, 4), randn(4, 6)
    results = []
    for mesh in meshes((2, 2), ("data", "model")):
        placed = jax.device_put(x, NamedSharding(mesh, P("data", None)))
        results.append(jax.jit(lambda a, b: jnp.tanh(a @ b))(placed, w))
    np.testing.assert_allclose(np.asarray(results[0]), np.asarray(results[1]),
                               rtol=1e-5, atol=1e-6)


@case
def serialized_sharded_executable():
    from jax.experimental import serialize_executable
    mesh = meshes((4,), ("x",))[0]
    x = jax.device_put(randn(8, 6), NamedSharding(mesh, P("x", None)))
    compiled = jax.jit(lambda a: jnp.cos(a) @ a.T).lower(x).compile()
    payload, in_tree, out_tree = serialize_executable.serialize(compiled)
    loaded = serialize_executable.deserialize_and_load(
        payload, in_tree, out_tree, backend="kiln")
    got, want = loaded(x), compiled(x)
    assert got.sharding == want.sharding, (got.sharding, want.sharding)
    np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


def shard_map_case(body, in_spec, out_spec, shape=(8, 8), check_vma=True):
    results = []
    x = randn(*shape)
    for mesh in meshes((4,), ("x",)):
        fun = jax.shard_map(body, mesh=mesh, in_specs=in_spec,
                            out_specs=out_spec, check_vma=check_vma)
        placed = jax.device_put(x, NamedSharding(mesh, in_spec))
        results.append(jax.jit(fun)(placed))
    np.testing.assert_allclose(np.asarray(results[0]), np.asarray(results[1]),
                               rtol=1e-5, atol=1e-5)


@case
def shard_map_psum():
    shard_map_case(lambda a: jax.lax.psum(a, "x") * 2.0, P("x", None),
                   P(None, None))


@case
def shard_map_all_gather():
    # JAX cannot tell that an all_gather's result is replicated.
    shard_map_case(lambda a: jax.lax.all_gather(a, "x", tiled=True) + 1.0,
                   P("x", None), P(None, None), check_vma=False)


@case
def shard_map_ppermute():
    shard_map_case(lambda a: jax.lax.ppermute(
        a, "x", [(i, (i + 1) % 4) for i in range(4)]), P("x", None),
        P("x", None))


@case
def shard_map_all_to_all():
    shard_map_case(lambda a: jax.lax.all_to_all(a, "x", 1, 0, tiled=True),
                   P("x", None), P("x", None))


@case
def shard_map_psum_scatter():
    shard_map_case(lambda a: jax.lax.psum_scatter(a, "x", scatter_dimension=1,
                                                  tiled=True),
                   P("x", None), P(None, "x"))


if __name__ == "__main__":
    names = sys.argv[1:]
    if names[:1] == ["--gspmd"]:
        # GSPMD's annotations (mhlo.sharding) instead of Shardy's.
        jax.config.update("jax_use_shardy_partitioner", False)
        names = names[1:]
    names = names or list(CASES)
    for name in names:
        try:
            CASES[name]()
            print(json.dumps({"case": name, "ok": True, "error": ""}),
                  flush=True)
        except Exception:  # reported per case; the others still run
            print(json.dumps({"case": name, "ok": False,
                              "error": traceback.format_exc()}), flush=True)
