"""kiln.quantize: post-training quantization from Python, on programs JAX
lowers, checked against the float program as XLA runs it."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import kiln

CPU = jax.devices("cpu")[0]
rng = np.random.default_rng(16)


def randn(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


# A classifier whose weights are constants of the program (closed over).
W1, B1 = randn(32, 64, scale=0.25), randn(64, scale=0.1)
W2, B2 = randn(64, 10, scale=0.25), randn(10, scale=0.1)
KERNEL = randn(3, 3, 2, 4, scale=0.4)


def classifier(x):
    h = jax.nn.relu(x @ W1 + B1)
    return h @ W2 + B2


def conv_features(x):
    y = jax.lax.conv_general_dilated(x, KERNEL, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO",
                                                        "NHWC"))
    return jax.nn.relu(y).mean(axis=(1, 2))


def xla(f, x):
    return np.asarray(jax.jit(f)(jax.device_put(x, CPU)))


def relative_error(got, want):
    return np.linalg.norm(got - want) / np.linalg.norm(want)


@pytest.mark.parametrize("method", ["static", "weight-only"])
def test_classifier(method):
    calibration = [[randn(8, 32)] for _ in range(12)]
    lowered = jax.jit(classifier).lower(calibration[0][0])
    q = kiln.quantize(lowered, calibration, method=method)
    assert "!quant.uniform<i8<-127:127>:f32:1" in q.text
    assert [p[1] for p in q.products] == ["stablehlo.dot_general"] * 2
    # Both weight matrices became int8 constants with one scale per column.
    assert q.float_weight_bytes == 4 * (32 * 64 + 64 * 10)
    assert q.quantized_weight_bytes == (32 * 64 + 64 * 10) + 4 * (64 + 10)
    exe = kiln.compile(q.text)
    for _ in range(4):  # held-out inputs
        x = randn(8, 32)
        got, want = exe(x), xla(classifier, x)
        assert relative_error(got, want) < 0.03
        assert np.mean(got.argmax(1) == want.argmax(1)) >= 0.75


def test_convolution_static_percentile():
    calibration = [[randn(2, 6, 6, 2)] for _ in range(8)]
    lowered = jax.jit(conv_features).lower(calibration[0][0])
    q = kiln.quantize(lowered, calibration, calibration_method="percentile",
                      percentile=99.9)
    assert q.products[0][1] == "stablehlo.convolution"
    assert "int8: input range" in q.products[0][2]
    x = randn(2, 6, 6, 2)
    got = kiln.compile(q.text)(x)
    assert relative_error(got, xla(conv_features, x)) < 0.05


def test_skip_and_errors():
    x = randn(8, 32)
    lowered = jax.jit(classifier).lower(x)
    q = kiln.quantize(lowered, [[x]], skip=["dot_general"])
    assert all(p[2] == "kept in f32 (--skip)" for p in q.products)
    assert "quant.uniform" not in q.text
    with pytest.raises(kiln.Error, match="need calibration inputs"):
        kiln.quantize(lowered)
    with pytest.raises(kiln.Error, match="method must be"):
        kiln.quantize(lowered, [[x]], method="dynamic")
    with pytest.raises(kiln.Error, match="calibration run 0"):
        kiln.quantize(lowered, [[randn(3, 3)]])
