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
        if exact:
            np.testing.assert_array_equal(np.asarray(g), np.asarray(w))
        else:
            np.testing.assert_allclose(np.asarray(g), np.asarray(w),
                                       rtol=rtol, atol=atol)
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
