"""JAX programs on kiln's PJRT plugin, checked against XLA's CPU backend.

Each test runs an ordinary JAX program twice in this process, once with its
inputs on the kiln device and once on XLA's CPU device, and compares: the
plugin is what `JAX_PLATFORMS=kiln` selects (conftest.py enables both).
"""

import os
import subprocess
import sys
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

KILN = jax.devices("kiln")[0]
CPU = jax.devices("cpu")[0]

rng = np.random.default_rng(7)


def randn(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def run_on(device, f, *args, **jit_kwargs):
    args = jax.device_put(args, device)
    return jax.jit(f, **jit_kwargs)(*args)


def assert_matches(f, *args, rtol=2e-5, atol=2e-5, exact=False):
    """f on kiln matches f on XLA's CPU backend, leaf by leaf."""
    want = run_on(CPU, f, *args)
    got = run_on(KILN, f, *args)
    assert jax.tree.structure(got) == jax.tree.structure(want)
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert g.devices() == {KILN}
        assert g.dtype == w.dtype and g.shape == w.shape
        g, w = np.asarray(g), np.asarray(w)
        if exact:
            np.testing.assert_array_equal(g, w)
        else:
            if g.dtype.itemsize <= 2 and not np.issubdtype(g.dtype,
                                                           np.integer):
                # bf16 and f16 compared as f32 (numpy cannot subtract them).
                g, w = g.astype(np.float32), w.astype(np.float32)
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
    return got


def test_devices():
    assert KILN.platform == "kiln"
    assert len(jax.devices("kiln")) == 1
    # Installing kiln leaves XLA's CPU backend the default.
    assert jax.default_backend() == "cpu"


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return jax.nn.log_softmax(x @ w + b)


def mlp_params(sizes):
    return [(randn(m, n) * 0.3, randn(n) * 0.1)
            for m, n in zip(sizes[:-1], sizes[1:])]


def test_mlp():
    assert_matches(mlp, mlp_params([32, 64, 64, 10]), randn(16, 32))


def test_conv_net():
    def net(w1, w2, dense, x):
        y = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO",
                                                            "NHWC"))
        y = jax.nn.relu(y)
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                  (1, 2, 2, 1), "VALID")
        y = jax.lax.conv_general_dilated(y, w2, (2, 2), "VALID",
                                         dimension_numbers=("NHWC", "HWIO",
                                                            "NHWC"))
        y = jnp.mean(jax.nn.gelu(y), axis=(1, 2))
        return y @ dense

    assert_matches(net, randn(3, 3, 3, 8) * 0.3, randn(3, 3, 8, 16) * 0.2,
                   randn(16, 5), randn(2, 16, 16, 3), rtol=1e-4, atol=1e-4)


def transformer_block(p, x):
    def norm(v, g):
        mean = v.mean(-1, keepdims=True)
        var = ((v - mean) ** 2).mean(-1, keepdims=True)
        return (v - mean) * jax.lax.rsqrt(var + 1e-5) * g

    heads, seq, d = 4, x.shape[0], x.shape[1]
    h = norm(x, p["g1"])
    q, k, v = (jnp.einsum("sd,de->se", h, p[n]).reshape(seq, heads, -1)
               for n in ("wq", "wk", "wv"))
    scores = jnp.einsum("qhd,khd->hqk", q, k) / np.sqrt(d // heads)
    mask = jnp.tril(jnp.ones((seq, seq), bool))
    scores = jnp.where(mask, scores, -1e9)
    attn = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(scores, -1), v)
    x = x + attn.reshape(seq, d) @ p["wo"]
    h = norm(x, p["g2"])
    return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]


def test_transformer_block():
    d = 32
    p = {"wq": randn(d, d) * 0.2, "wk": randn(d, d) * 0.2,
         "wv": randn(d, d) * 0.2, "wo": randn(d, d) * 0.2,
         "w1": randn(d, 4 * d) * 0.2, "w2": randn(4 * d, d) * 0.2,
         "g1": 1 + randn(d) * 0.1, "g2": 1 + randn(d) * 0.1}
    assert_matches(transformer_block, p, randn(16, d), rtol=1e-4, atol=1e-4)


def test_scan():
    def rnn(w, xs):
        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h.sum()

        return jax.lax.scan(step, jnp.zeros(8, jnp.float32), xs)

    assert_matches(rnn, randn(8, 8) * 0.5, randn(12, 8), rtol=1e-4,
                   atol=1e-4)


def test_while_loop():
    def newton_sqrt(a):
        def cond(state):
            x, i = state
            return (i < 50) & (jnp.max(jnp.abs(x * x - a)) > 1e-6)

        def body(state):
            x, i = state
            return 0.5 * (x + a / x), i + 1

        return jax.lax.while_loop(cond, body, (a, 0))

    assert_matches(newton_sqrt, np.abs(randn(10)) + 0.5)


def test_random_is_bit_exact():
    def sample(key):
        k1, k2, k3 = jax.random.split(key, 3)
        return (jax.random.bits(k1, (64,)), jax.random.uniform(k2, (64,)),
                jax.random.randint(k3, (64,), -100, 100))

    assert_matches(sample, jax.random.key(2026), exact=True)
    # Normal samples go through erf_inv: kiln and XLA agree to rounding.
    assert_matches(lambda key: jax.random.normal(key, (256,)),
                   jax.random.key(3), rtol=1e-6, atol=1e-6)


def test_grad_and_optimizer_steps():
    def loss(params, x, labels):
        logits = mlp(params, x)
        return -jnp.mean(jnp.take_along_axis(logits, labels[:, None], 1))

    def train(params, x, labels):
        for _ in range(3):
            grads = jax.grad(loss)(params, x, labels)
            params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
        return params, loss(params, x, labels)

    labels = rng.integers(0, 10, 16).astype(np.int32)
    assert_matches(train, mlp_params([20, 32, 10]), randn(16, 20), labels,
                   rtol=1e-4, atol=1e-5)


def test_vmap():
    def per_example(w, x):
        return jnp.tanh(w @ x).sum()

    assert_matches(jax.vmap(per_example, in_axes=(None, 0)), randn(6, 5),
                   randn(9, 5))
    assert_matches(jax.vmap(jax.grad(per_example), in_axes=(None, 0)),
                   randn(6, 5), randn(9, 5))


def test_pytrees_and_several_outputs():
    def f(tree):
        a, (b, c) = tree["a"], tree["bc"]
        return {"sum": a + b, "stats": (c.mean(), c.max(), c.argmax()),
                "cast": (a * 3).astype(jnp.int32)}

    assert_matches(f, {"a": randn(4, 3), "bc": (randn(4, 3), randn(7))})


def test_error_paths_leave_the_process_running():
    x = jax.device_put(randn(2, 3), KILN)
    with pytest.raises(TypeError):
        jax.jit(lambda a, b: a @ b)(x, jax.device_put(randn(4, 5), KILN))
    compiled = jax.jit(lambda a: a * 2).lower(x).compile()
    with pytest.raises(TypeError):
        compiled(jax.device_put(randn(3, 3), KILN))
    # kiln still runs programs afterwards.
    np.testing.assert_array_equal(np.asarray(jax.jit(lambda a: a + 1)(x)),
                                  np.asarray(x) + 1)


def test_donation():
    x = jax.device_put(randn(64, 64), KILN)
    expected = np.asarray(x) * 2 + 1
    with warnings.catch_warnings():
        # JAX warns when a platform cannot use donated buffers.
        warnings.simplefilter("error")
        y = jax.jit(lambda a: a * 2 + 1, donate_argnums=0)(x)
    np.testing.assert_allclose(np.asarray(y), expected, rtol=1e-6)
    assert x.is_deleted()
    with pytest.raises(RuntimeError, match="deleted"):
        np.asarray(x)
    # Not donated: the argument lives on.
    z = jax.jit(lambda a: a - 1)(y)
    assert not y.is_deleted()
    np.testing.assert_allclose(np.asarray(z), expected - 1, rtol=1e-6)


def test_compile_errors_are_raised_with_kilns_message():
    call = jax.ffi.ffi_call("kiln_test_no_such_target",
                            jax.ShapeDtypeStruct((2,), jnp.float32))
    with pytest.raises(jax.errors.JaxRuntimeError,
                       match="kiln_test_no_such_target has no lowering in kiln"):
        jax.jit(call)(jax.device_put(jnp.ones(2, jnp.float32), KILN))
    # The client goes on compiling.
    np.testing.assert_array_equal(
        np.asarray(jax.jit(lambda a: a * 3)(jax.device_put(jnp.ones(2),
                                                           KILN))), [3, 3])


def test_jax_platforms_selects_kiln():
    """As a user runs it: JAX_PLATFORMS=kiln, nothing else."""
    script = ("import jax, jax.numpy as jnp; "
              "print(jax.default_backend(), jax.devices()[0].platform, "
              "float(jax.jit(lambda x: (x * x).sum())(jnp.arange(4.0))))")
    env = dict(os.environ, JAX_PLATFORMS="kiln")
    result = subprocess.run([sys.executable, "-c", script], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["kiln", "kiln", "14.0"]


@pytest.mark.parametrize("dtype", [
    np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32,
    np.float16, "bfloat16", np.float32, np.complex64, "int4", "float8_e4m3fn"
])
def test_element_types_round_trip(dtype):
    import ml_dtypes
    dtype = getattr(ml_dtypes, dtype) if isinstance(dtype, str) else dtype
    x = (np.arange(12).reshape(3, 4) % 5).astype(dtype)
    assert_matches(lambda a: a, x, exact=True)
    if np.issubdtype(x.dtype, np.complexfloating):
        assert_matches(lambda a: a * 2, x, exact=True)
    else:
        assert_matches(lambda a: (a.astype(jnp.float32) * 2).astype(a.dtype),
                       x, exact=True)


def test_layouts_and_edge_shapes():
    # A Fortran-ordered host array, an empty array, a scalar.
    assert_matches(lambda a: a[::2] * 2,
                   np.asfortranarray(randn(3, 4)), exact=True)
    assert_matches(lambda a: a.sum(0), np.zeros((0, 3), np.float32))
    assert_matches(lambda a: a * 2, np.float32(3), exact=True)


def randint(*shape, low=-50, high=50, dtype=np.int32):
    return rng.integers(low, high, shape).astype(dtype)


# Ordinary jax.numpy / lax / jax.nn code, one program each: (function,
# arguments, tolerance; None: bit for bit).
ORDINARY_PROGRAMS = {
    "sort_argsort_top_k": (
        lambda a: (jnp.sort(a), jnp.argsort(a[0]), jax.lax.top_k(a, 5)),
        (randn(4, 50),), None),
    "multi_key_sort": (
        lambda a: jax.lax.sort((jnp.round(a[:, 0]), a[:, 1], a[:, 2]),
                               num_keys=2),
        (randn(30, 3),), None),
    "cumulative": (
        lambda a: (jnp.cumsum(a, 1), jnp.cumprod(a[:, :8], 1),
                   jax.lax.cummax(a, 1), jax.lax.associative_scan(jnp.add, a)),
        (randn(4, 40),), 1e-4),
    "gather_scatter": (
        lambda a, i, u: (a[i], a.at[i].add(u), a.at[i].set(u), a.at[i].max(u),
                         jnp.take_along_axis(a, (a > 0).astype(jnp.int32), 1)),
        (randn(10, 5), randint(7, low=0, high=10), randn(7, 5)), 1e-6),
    "dynamic_slices": (
        lambda a, u, i: (jax.lax.dynamic_slice(a, (i, 1), (4, 3)),
                         jax.lax.dynamic_update_slice(a, u, (i, 1))),
        (randn(10, 5), randn(4, 3), np.int32(4)), None),
    "fft": (
        lambda a: (jnp.fft.fft(a[0]), jnp.fft.rfft2(a), jnp.fft.ifft(a[1])),
        (randn(16, 8),), 1e-4),
    "conditionals": (
        lambda x, i: (jax.lax.cond(x.sum() > 0, lambda: x * 2, lambda: x - 1),
                      jax.lax.switch(i, [lambda v: v + 1, lambda v: v * 3,
                                         jnp.sin], x)),
        (randn(5), np.int32(2)), 1e-6),
    "fori_loop_and_remat": (
        lambda x: (jax.lax.fori_loop(0, 10, lambda i, c: c * 0.9 +
                                     jnp.sin(c) + i, x),
                   jax.grad(lambda v: jnp.sum(jax.checkpoint(
                       lambda y: jnp.sin(y) * jnp.cos(y))(v) ** 2))(x)),
        (randn(8),), 1e-5),
    "convolutions": (
        lambda x, w, wg: (
            jax.lax.conv_general_dilated(
                x, w, (2, 2), "SAME", rhs_dilation=(2, 2),
                dimension_numbers=("NHWC", "HWIO", "NHWC")),
            jax.lax.conv_general_dilated(
                x, wg, (1, 1), ((1, 2), (0, 1)), feature_group_count=2,
                dimension_numbers=("NHWC", "HWIO", "NHWC")),
            jax.lax.conv_transpose(x, w, (2, 2), "SAME",
                                   dimension_numbers=("NHWC", "HWIO",
                                                      "NHWC")),
            jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3, 3, 1),
                                  (1, 2, 2, 1), "SAME")),
        (randn(2, 8, 8, 4), randn(3, 3, 4, 6), randn(3, 3, 2, 6)), 1e-4),
    "elementwise_functions": (
        lambda a: (jnp.arctan2(a, a + 1), jnp.log1p(jnp.abs(a)), jnp.expm1(a),
                   jax.lax.erf(a), jax.lax.erf_inv(jnp.tanh(a)),
                   jax.lax.lgamma(jnp.abs(a) + 1),
                   jax.lax.digamma(jnp.abs(a) + 1), jnp.cbrt(a),
                   jnp.clip(a, -0.5, 0.5), jnp.round(a * 10), jnp.sign(a),
                   jnp.power(jnp.abs(a), 1.7)),
        (randn(64),), 1e-5),
    "activations": (
        lambda x: (jax.nn.standardize(x, axis=-1), jax.nn.silu(x),
                   jax.nn.softplus(x), jax.nn.elu(x), jax.nn.selu(x),
                   jax.nn.glu(x), jax.nn.log_sigmoid(x), jax.nn.mish(x),
                   jax.nn.logsumexp(x, axis=1), jax.nn.one_hot(
                       jnp.argmax(x, 1), 6)),
        (randn(4, 6),), 1e-5),
    "statistics": (
        lambda x: (jnp.var(x, 0), jnp.std(x), jnp.median(x, axis=1),
                   jnp.quantile(x, 0.3), jnp.argmin(x, 0), jnp.max(x, 1)),
        (randn(5, 9),), 1e-5),
    "shapes": (
        lambda a: (jnp.pad(a, ((1, 2), (0, 3)), mode="reflect"),
                   jnp.roll(a, 2, axis=1), jnp.flip(a), jnp.tile(a, (2, 1)),
                   jnp.repeat(a, 2, axis=0), jnp.triu(a), a.T.reshape(3, 8),
                   jnp.concatenate([a, a], 1), jnp.diag(a[:, :4])),
        (randn(4, 6),), None),
    "searching": (
        lambda x: (jnp.nonzero(x > 0, size=16, fill_value=-1),
                   jnp.searchsorted(jnp.sort(x[0]), x[1]),
                   jnp.unique(jnp.round(x), size=16, fill_value=0),
                   jnp.where(x > 0, x, 0.0)),
        (randn(4, 4),), None),
    "linear_algebra": (
        lambda a: (jnp.linalg.inv(a @ a.T + 8 * jnp.eye(8)),
                   jnp.linalg.cholesky(a @ a.T + 8 * jnp.eye(8)),
                   jnp.linalg.norm(a), jnp.einsum("ij,kj->ik", a, a)),
        (randn(8, 8),), 1e-4),
    "derivatives": (
        lambda a: (jax.jacfwd(lambda v: jnp.sin(v) * v.sum())(a),
                   jax.hessian(lambda v: jnp.sum(jnp.sin(v) ** 3))(a)),
        (randn(5),), 1e-5),
    "attention": (
        lambda q: jax.nn.dot_product_attention(q, q[:, ::-1], q,
                                               is_causal=True),
        (randn(2, 6, 2, 8),), 1e-5),
    "integers_and_bits": (
        lambda a, b: (a @ b, b % 7, b // 3, jnp.left_shift(b, 2),
                      jax.lax.population_count(b), jax.lax.clz(b),
                      jax.lax.bitcast_convert_type(a.astype(jnp.float32),
                                                   jnp.int32)),
        (randint(5, 7), randint(7, 7)), None),
    "int8_matmul": (
        lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.int32),
        (randint(5, 7, dtype=np.int8), randint(7, 3, dtype=np.int8)), None),
    "small_types": (
        lambda a, m: (a * 3, a >> 2, a.astype(jnp.float32),
                      jnp.logical_not(m), m.sum(), jnp.any(m)),
        (randint(6, low=0, high=255, dtype=np.uint8), randn(6) > 0), None),
    "complex": (
        lambda a: (a * a.conj(), jnp.abs(a), jnp.exp(a), jnp.angle(a)),
        ((randn(5) + 1j * randn(5)).astype(np.complex64),), 1e-5),
    "half_precision": (
        lambda a, b, c: (jnp.tanh(a @ b), jax.nn.gelu(c) * 2 + jnp.exp(c),
                         (a.astype(jnp.float16) @ b.astype(jnp.float16))),
        (randn(8, 16).astype(jnp.bfloat16), randn(16, 4).astype(jnp.bfloat16),
         randn(64).astype(jnp.float16)), 1e-2),
}


@pytest.mark.parametrize("name", sorted(ORDINARY_PROGRAMS))
def test_ordinary_programs(name):
    f, args, tolerance = ORDINARY_PROGRAMS[name]
    assert_matches(f, *args, rtol=tolerance or 0, atol=tolerance or 0,
                   exact=tolerance is None)


def test_cost_analysis():
    def cost(f, *args):
        analysis = {}
        for device in (CPU, KILN):
            compiled = jax.jit(f).lower(*jax.device_put(args, device)).compile()
            analysis[device.platform] = compiled.cost_analysis()
        return analysis["kiln"], analysis["cpu"]

    # A product of 64x96 and 96x80: 2*64*80*96 operations, as XLA counts.
    kiln, xla = cost(lambda a, b: a @ b, randn(64, 96), randn(96, 80))
    assert kiln["flops"] == 2 * 64 * 80 * 96 == xla["flops"]
    # Each op reads its operands and writes its result.
    assert kiln["bytes accessed"] == 4 * (64 * 96 + 96 * 80 + 64 * 80)
    kiln, xla = cost(lambda a: jnp.tanh(a) * 2, randn(100, 30))
    assert kiln["transcendentals"] == 3000 == xla["transcendentals"]
    # A convolution: each output element sums 3*3*4 products.
    kiln, xla = cost(lambda x, w: jax.lax.conv_general_dilated(
        x, w, (1, 1), "VALID"), randn(2, 4, 10, 10), randn(6, 4, 3, 3))
    assert kiln["flops"] == 2 * (2 * 6 * 8 * 8) * (3 * 3 * 4) == xla["flops"]
    # Calls count their callee's work; a whole MLP is within 1% of XLA.
    kiln, xla = cost(mlp, mlp_params([128, 256, 256, 10]), randn(64, 128))
    assert abs(kiln["flops"] - xla["flops"]) <= 0.01 * xla["flops"]


def test_serialized_executables_load_and_run():
    from jax.experimental import serialize_executable

    x, y = jax.device_put((randn(3, 4), randn(4, 2)), KILN)
    compiled = jax.jit(lambda a, b: {"p": jnp.sin(a) @ b, "s": a.sum()}) \
        .lower(x, y).compile()
    payload, in_tree, out_tree = serialize_executable.serialize(compiled)
    loaded = serialize_executable.deserialize_and_load(
        payload, in_tree, out_tree, backend="kiln")
    got, want = loaded(x, y), compiled(x, y)
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert g.devices() == {KILN}
        np.testing.assert_array_equal(np.asarray(g), np.asarray(w))


def test_several_devices():
    """KILN_DEVICE_COUNT=2 gives JAX two kiln devices: programs run on the
    device their inputs are on, buffers move between them, and a program
    for both (pmap, which JAX compiles as a program sharded over them) runs
    on both (test_pjrt_sharded.py has the sharded programs)."""
    script = """
import jax, jax.numpy as jnp, numpy as np
devices = jax.devices("kiln")
assert len(devices) == 2, devices
x = jax.device_put(np.arange(6.0, dtype=np.float32), devices[1])
y = jax.jit(lambda a: a * 2 + 1)(x)
assert y.devices() == {devices[1]}, y.devices()
z = jax.device_put(y, devices[0])
assert z.devices() == {devices[0]}
np.testing.assert_array_equal(np.asarray(z), np.arange(6.0) * 2 + 1)
x = np.arange(6.0, dtype=np.float32).reshape(2, 3)
p = jax.pmap(lambda a: a * 2 + jax.lax.psum(a, "i"), axis_name="i")(x)
assert p.devices() == set(devices), p.devices()
np.testing.assert_array_equal(np.asarray(p), x * 2 + x.sum(axis=0))
print("ok")
"""
    env = dict(os.environ, JAX_PLATFORMS="kiln", KILN_DEVICE_COUNT="2")
    result = subprocess.run([sys.executable, "-c", script], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["ok"]
