"""The benchmark workloads: each is written once as a JAX function.

bench/run.py exports every workload with JAX (`jax.jit(f).lower(...)`), so
kiln, XLA and IREE run exactly the same StableHLO; numpy, PyTorch and the
native library peers run their own equivalent of the same math
(bench/peers/). Inputs come from a seeded numpy Generator.

A workload is a `Workload(name, group, make, fn, flops, bytes, tolerance)`:
`make(rng, smoke)` returns the input arrays (small ones in smoke mode), `fn`
is the JAX function, `flops`/`bytes` (functions of the inputs) give GFLOP/s
or GB/s, and every peer's outputs must be within `tolerance` times each
output's largest magnitude of XLA's.
JAX is only imported by the functions that need it, so the PyTorch peer
(Debian's python3, without JAX) can import this module for the inputs.
"""
from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np


@dataclass
class Workload:
    name: str
    group: str
    make: Callable
    fn: Callable
    flops: Optional[Callable] = None
    bytes: Optional[Callable] = None
    tolerance: float = 2e-3


def f32(rng, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def bf16(rng, *shape, scale=1.0):
    import ml_dtypes
    return f32(rng, *shape, scale=scale).astype(ml_dtypes.bfloat16)


def f16(rng, *shape, scale=1.0):
    return f32(rng, *shape, scale=scale).astype(np.float16)


def cast(make, dtype_name):
    """`make` with its arrays converted to bf16 or f16."""
    def converted(rng, smoke):
        arrays = make(rng, smoke)
        if dtype_name == "bf16":
            import ml_dtypes
            return [a.astype(ml_dtypes.bfloat16) for a in arrays]
        return [a.astype(np.float16) for a in arrays]
    return converted


def load_array(path, like=None):
    """np.load, with bfloat16 arrays read back as bfloat16: numpy saves them
    as raw 2-byte values ('<V2'), kiln as their bits ('<u2', read as
    bfloat16 where `like`, the array expected, is bfloat16)."""
    x = np.load(path)
    raw = x.dtype.kind == "V" or (like is not None and x.dtype == np.uint16)
    if raw and x.dtype.itemsize == 2 and (like is None or like.dtype.name == "bfloat16"):
        import ml_dtypes
        x = x.view(ml_dtypes.bfloat16)
    return x


# Two units of bf16's precision (8 bits): results rounded to bf16 from sums
# taken in other orders.
BF16_TOLERANCE = 1.6e-2
# The same for f16 (11 bits).
F16_TOLERANCE = 2e-3

WORKLOADS = []


def workload(name, group, make, flops=None, bytes=None, tolerance=2e-3):
    def register(fn):
        WORKLOADS.append(Workload(name, group, make, fn, flops, bytes, tolerance))
        return fn
    return register


def matmul_flops(a, b):
    return 2.0 * a.shape[0] * a.shape[1] * b.shape[1]


# --- SGEMM: square sizes and skinny shapes ---------------------------------
def _square(n):
    def make(rng, smoke):
        m = min(n, 32) if smoke else n
        return [f32(rng, m, m), f32(rng, m, m)]
    return make


def _matmul(a, b):
    import jax.numpy as jnp
    return jnp.matmul(a, b)


for _n in (64, 128, 256, 512, 1024, 2048):
    workload(f"sgemm_{_n}", "sgemm", _square(_n), flops=matmul_flops)(_matmul)


def _skinny(m):
    def make(rng, smoke):
        k = 64 if smoke else 1024
        return [f32(rng, m, k), f32(rng, k, k)]
    return make


workload("sgemm_m1", "sgemm", _skinny(1), flops=matmul_flops)(_matmul)
workload("sgemm_m16", "sgemm", _skinny(16), flops=matmul_flops)(_matmul)


def _bmm_make(rng, smoke):
    b, n = (2, 16) if smoke else (16, 256)
    return [f32(rng, b, n, n), f32(rng, b, n, n)]


@workload("bmm_16x256", "sgemm", _bmm_make,
          flops=lambda a, b: 2.0 * a.shape[0] * a.shape[1] * a.shape[2] * b.shape[2])
def bmm(a, b):
    import jax.numpy as jnp
    return jnp.matmul(a, b)


# --- Convolution (NHWC activations, HWIO weights) ---------------------------
def conv_flops(stride):
    def flops(x, w):
        n, h, wd, _ = x.shape
        kh, kw, ci, co = w.shape
        pad = kh // 2
        oh = (h + 2 * pad - kh) // stride + 1
        ow = (wd + 2 * pad - kw) // stride + 1
        return 2.0 * n * oh * ow * co * kh * kw * ci
    return flops


def _conv(x, w, stride):
    import jax
    pad = w.shape[0] // 2
    return jax.lax.conv_general_dilated(
        x, w, (stride, stride), [(pad, pad), (pad, pad)],
        dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _resnet_make(rng, smoke):
    n, hw, c = (1, 8, 8) if smoke else (8, 56, 64)
    return [f32(rng, n, hw, hw, c), f32(rng, 3, 3, c, c, scale=0.1)]


@workload("conv_resnet_3x3", "conv", _resnet_make, flops=conv_flops(1))
def conv_resnet(x, w):
    return _conv(x, w, 1)


def _stem_make(rng, smoke):
    n, hw = (1, 16) if smoke else (8, 224)
    return [f32(rng, n, hw, hw, 3), f32(rng, 7, 7, 3, 64 if not smoke else 8, scale=0.1)]


@workload("conv_stem_7x7s2", "conv", _stem_make, flops=conv_flops(2))
def conv_stem(x, w):
    return _conv(x, w, 2)


# --- Models ------------------------------------------------------------------
def _mlp_make(rng, smoke):
    batch = 4 if smoke else 64
    sizes = (784, 512, 512, 10) if not smoke else (32, 16, 16, 10)
    inputs = [f32(rng, batch, sizes[0])]
    for i, o in zip(sizes[:-1], sizes[1:]):
        inputs += [f32(rng, i, o, scale=1.0 / np.sqrt(i)), f32(rng, o, scale=0.1)]
    return inputs


def _mlp_flops(x, w1, b1, w2, b2, w3, b3):
    n = x.shape[0]
    return 2.0 * n * (w1.size + w2.size + w3.size)


@workload("mlp_784_512_512_10", "model", _mlp_make, flops=_mlp_flops)
def mlp(x, w1, b1, w2, b2, w3, b3):
    import jax
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return h @ w3 + b3


# The same MLP at batch 64 with its weights closure-captured by jax.jit, as a
# deployed model is usually exported: every compiler gets them as constants
# in the program (kiln packs constant GEMM operands at compile time). The
# weights come from their own seeded Generator, so the peers that run their
# own formulation (numpy, PyTorch) use the same ones.
_MLP_CONST_PARAMS = {}


def mlp_const_params(smoke):
    if smoke not in _MLP_CONST_PARAMS:
        rng = np.random.default_rng(784512)
        sizes = (784, 512, 512, 10) if not smoke else (32, 16, 16, 10)
        params = []
        for i, o in zip(sizes[:-1], sizes[1:]):
            params += [f32(rng, i, o, scale=1.0 / np.sqrt(i)), f32(rng, o, scale=0.1)]
        _MLP_CONST_PARAMS[smoke] = params
    return _MLP_CONST_PARAMS[smoke]


def _mlp_const_smoke(x):
    return x.shape[1] != 784


def _mlp_const_make(rng, smoke):
    return [f32(rng, 4 if smoke else 64, 32 if smoke else 784)]


@workload("mlp_const_b64", "model", _mlp_const_make,
          flops=lambda x: _mlp_flops(x, *mlp_const_params(_mlp_const_smoke(x))))
def mlp_const(x):
    return mlp(x, *mlp_const_params(_mlp_const_smoke(x)))


def _tf_dims(smoke):
    # seq, d_model, heads, hidden
    return (8, 16, 2, 32) if smoke else (128, 256, 4, 1024)


def _tf_make(rng, smoke):
    s, d, _, hid = _tf_dims(smoke)
    sc = 1.0 / np.sqrt(d)
    return [f32(rng, s, d), f32(rng, d, 3 * d, scale=sc), f32(rng, d, d, scale=sc),
            f32(rng, d, hid, scale=sc), f32(rng, hid, scale=0.1),
            f32(rng, hid, d, scale=1.0 / np.sqrt(hid)), f32(rng, d, scale=0.1),
            np.ones(d, np.float32), np.zeros(d, np.float32),
            np.ones(d, np.float32), np.zeros(d, np.float32)]


def _tf_flops(x, w_qkv, w_o, w1, b1, w2, b2, *ln):
    s, d = x.shape
    return 2.0 * s * (w_qkv.size + w_o.size + w1.size + w2.size) + 4.0 * s * s * d


def layer_norm(x, g, b, eps=1e-5):
    import jax.numpy as jnp
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps) * g + b


@workload("transformer_block", "model", _tf_make, flops=_tf_flops)
def transformer_block(x, w_qkv, w_o, w1, b1, w2, b2, g1, be1, g2, be2):
    import jax
    import jax.numpy as jnp
    s, d = x.shape
    heads = 2 if d == 16 else 4
    h = layer_norm(x, g1, be1)
    q, k, v = jnp.split(h @ w_qkv, 3, axis=-1)
    split = lambda t: t.reshape(s, heads, d // heads).transpose(1, 0, 2)
    q, k, v = split(q), split(k), split(v)
    # A Python float (weakly typed) keeps bf16 inputs in bf16.
    att = jax.nn.softmax(q @ k.transpose(0, 2, 1) / float(np.sqrt(d // heads)), axis=-1)
    o = (att @ v).transpose(1, 0, 2).reshape(s, d)
    x = x + o @ w_o
    h = layer_norm(x, g2, be2)
    return x + jax.nn.gelu(h @ w1 + b1, approximate=True) @ w2 + b2


# --- bf16: the same math in the type JAX users train and serve in ----------
def _bgemm_make(n):
    def make(rng, smoke):
        m = 32 if smoke else n
        return [bf16(rng, m, m), bf16(rng, m, m)]
    return make


for _n in (1024, 2048):
    workload(f"bgemm_{_n}", "bf16", _bgemm_make(_n), flops=matmul_flops,
             tolerance=BF16_TOLERANCE)(_matmul)

workload("hgemm_1024", "f16", cast(_square(1024), "f16"), flops=matmul_flops,
         tolerance=F16_TOLERANCE)(_matmul)
workload("mlp_784_512_512_10_bf16", "bf16", cast(_mlp_make, "bf16"),
         flops=_mlp_flops, tolerance=BF16_TOLERANCE)(mlp)
workload("mlp_784_512_512_10_f16", "f16", cast(_mlp_make, "f16"),
         flops=_mlp_flops, tolerance=F16_TOLERANCE)(mlp)
workload("conv_resnet_3x3_bf16", "bf16", cast(_resnet_make, "bf16"),
         flops=conv_flops(1), tolerance=BF16_TOLERANCE)(conv_resnet)
workload("conv_resnet_3x3_f16", "f16", cast(_resnet_make, "f16"),
         flops=conv_flops(1), tolerance=F16_TOLERANCE)(conv_resnet)
workload("transformer_block_bf16", "bf16", cast(_tf_make, "bf16"),
         flops=_tf_flops, tolerance=4 * BF16_TOLERANCE)(transformer_block)



# --- int8: the integer products of quantized models ------------------------
def _igemm_make(n):
    """int8 A with values in [0, 127] (the same bytes read as u8, for
    oneDNN's u8s8s32 GEMM) and int8 B over the full range."""
    def make(rng, smoke):
        m = 32 if smoke else n
        return [rng.integers(0, 128, size=(m, m)).astype(np.int8),
                rng.integers(-128, 128, size=(m, m)).astype(np.int8)]
    return make


def int8_matmul(a, b):
    """a @ b of int8 matrices summed exactly in int32."""
    import jax
    import jax.numpy as jnp
    return jax.lax.dot(a, b, preferred_element_type=jnp.int32)


for _n in (1024, 2048):
    workload(f"igemm_{_n}", "int8", _igemm_make(_n), flops=matmul_flops,
             tolerance=0.0)(int8_matmul)



# Batch-1 layers: reading the weights is the cost, so int8 weights (a
# quarter of f32's bytes), widened as they are read, should run ~4x faster.
def _wo_weights(rng, n):
    """int8 weights over [-127, 127] and per-output-channel f32 scales."""
    w = rng.integers(-127, 128, size=(n, n)).astype(np.int8)
    s = (rng.random(n) * 0.01 + 0.001).astype(np.float32)
    return w, s


def _matvec_f32_make(rng, smoke):
    n = 64 if smoke else 4096
    w, s = _wo_weights(rng, n)
    return [f32(rng, 1, n), w.astype(np.float32) * s]


def _matvec_int8_make(rng, smoke):
    n = 64 if smoke else 4096
    w, s = _wo_weights(rng, n)
    return [f32(rng, 1, n), w, s]


workload("matvec_4096_f32", "int8", _matvec_f32_make,
         bytes=lambda x, w: float(w.nbytes))(_matmul)


@workload("matvec_4096_int8_weights", "int8", _matvec_int8_make,
          bytes=lambda x, w, s: float(w.nbytes))
def weight_only_matvec(x, w, s):
    """x @ W for int8 weights W = w * s (per output channel), as a
    weight-only quantized layer is written in JAX: the same values as
    matvec_4096_f32's f32 weights."""
    import jax.numpy as jnp
    return x @ (w.astype(jnp.float32) * s)




def _mlp_int8_make(rng, smoke):
    """The MLP's inputs with each weight matrix quantized to int8 per output
    channel (symmetric, scale max|w| / 127)."""
    arrays = _mlp_make(rng, smoke)
    inputs = [arrays[0]]
    for w, b in zip(arrays[1::2], arrays[2::2]):
        scale = (np.abs(w).max(axis=0) / 127).astype(np.float32)
        wq = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
        inputs += [wq, scale, b]
    return inputs


def _mlp_int8_flops(x, w1, s1, b1, w2, s2, b2, w3, s3, b3):
    return 2.0 * x.shape[0] * (w1.size + w2.size + w3.size)


@workload("mlp_784_512_512_10_int8", "int8", _mlp_int8_make,
          flops=_mlp_int8_flops, tolerance=2e-2)
def mlp_int8(x, w1, s1, b1, w2, s2, b2, w3, s3, b3):
    """The MLP with int8 weights and dynamically quantized int8 activations
    (one scale per layer input, from its largest magnitude), its products
    int8 x int8 summed in int32, as a quantized model is written in JAX."""
    import jax
    import jax.numpy as jnp

    def layer(h, wq, scale, b):
        sx = jnp.max(jnp.abs(h)) / 127
        hq = jnp.clip(jnp.round(h / sx), -127, 127).astype(jnp.int8)
        acc = jax.lax.dot(hq, wq, preferred_element_type=jnp.int32)
        return acc.astype(jnp.float32) * (sx * scale) + b

    h = jax.nn.relu(layer(x, w1, s1, b1))
    h = jax.nn.relu(layer(h, w2, s2, b2))
    return layer(h, w3, s3, b3)




def _conv_int8_make(rng, smoke):
    """The resnet convolution's inputs with its weights quantized to int8
    per output channel (symmetric, scale max|w| / 127)."""
    x, w = _resnet_make(rng, smoke)
    scale = (np.abs(w).max(axis=(0, 1, 2)) / 127).astype(np.float32)
    wq = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
    return [x, wq, scale]


@workload("conv_resnet_3x3_int8", "int8", _conv_int8_make,
          flops=lambda x, w, s: conv_flops(1)(x, w), tolerance=2e-2)
def conv_resnet_int8(x, wq, scale):
    """The resnet convolution on int8 weights and a dynamically quantized
    int8 input, summed in int32, as a quantized layer is written in JAX."""
    import jax
    import jax.numpy as jnp
    sx = jnp.max(jnp.abs(x)) / 127
    xq = jnp.clip(jnp.round(x / sx), -127, 127).astype(jnp.int8)
    pad = wq.shape[0] // 2
    acc = jax.lax.conv_general_dilated(
        xq, wq, (1, 1), [(pad, pad), (pad, pad)],
        dimension_numbers=("NHWC", "HWIO", "NHWC"),
        preferred_element_type=jnp.int32)
    return acc.astype(jnp.float32) * (sx * scale)


def _convnet_make(rng, smoke):
    """A small conv net: two 3 x 3 convolutions (16 -> 32 channels, then 32
    -> 64 with stride 2), each with bias and relu, global average pooling
    and a dense layer to 10 classes, on a batch of 8 32 x 32 images."""
    n, hw = (1, 8) if smoke else (8, 32)
    return [f32(rng, n, hw, hw, 16),
            f32(rng, 3, 3, 16, 32, scale=1 / 12), f32(rng, 32, scale=0.1),
            f32(rng, 3, 3, 32, 64, scale=1 / 17), f32(rng, 64, scale=0.1),
            f32(rng, 64, 10, scale=1 / 8), f32(rng, 10, scale=0.1)]


def _convnet_flops(x, w1, b1, w2, b2, w3, b3, *rest):
    n, h, w = x.shape[:3]
    return 2.0 * n * (h * w * w1.size + (h // 2) * (w // 2) * w2.size +
                      w3.size)


@workload("convnet_f32", "int8", _convnet_make, flops=_convnet_flops)
def convnet_f32(x, w1, b1, w2, b2, w3, b3):
    """The conv net in f32: the baseline of convnet_int8."""
    import jax
    import jax.numpy as jnp

    def conv(h, w, b, stride):
        return jax.nn.relu(jax.lax.conv_general_dilated(
            h, w, (stride, stride), [(1, 1), (1, 1)],
            dimension_numbers=("NHWC", "HWIO", "NHWC")) + b)

    h = conv(conv(x, w1, b1, 1), w2, b2, 2)
    return jnp.mean(h, axis=(1, 2)) @ w3 + b3


def _convnet_int8_make(rng, smoke):
    """The conv net's inputs with every weight quantized to int8 per output
    channel (symmetric, scale max|w| / 127)."""
    x, *params = _convnet_make(rng, smoke)
    inputs = [x]
    for w, b in zip(params[0::2], params[1::2]):
        axes = tuple(range(w.ndim - 1))
        scale = (np.abs(w).max(axis=axes) / 127).astype(np.float32)
        wq = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
        inputs += [wq, scale, b]
    return inputs


@workload("convnet_int8", "int8", _convnet_int8_make,
          flops=lambda x, w1, s1, b1, w2, s2, b2, w3, s3, b3:
          _convnet_flops(x, w1, b1, w2, b2, w3, b3), tolerance=3e-2)
def convnet_int8(x, w1, s1, b1, w2, s2, b2, w3, s3, b3):
    """The conv net quantized as JAX users write it: int8 weights, each
    layer's input quantized to int8 with one scale from its largest
    magnitude, products summed in int32 and scaled back."""
    import jax
    import jax.numpy as jnp

    def quantize(h):
        sx = jnp.max(jnp.abs(h)) / 127
        return jnp.clip(jnp.round(h / sx), -127, 127).astype(jnp.int8), sx

    def conv(h, wq, scale, b, stride):
        hq, sx = quantize(h)
        acc = jax.lax.conv_general_dilated(
            hq, wq, (stride, stride), [(1, 1), (1, 1)],
            dimension_numbers=("NHWC", "HWIO", "NHWC"),
            preferred_element_type=jnp.int32)
        return jax.nn.relu(acc.astype(jnp.float32) * (sx * scale) + b)

    h = conv(conv(x, w1, s1, b1, 1), w2, s2, b2, 2)
    hq, sx = quantize(jnp.mean(h, axis=(1, 2)))
    acc = jax.lax.dot(hq, w3, preferred_element_type=jnp.int32)
    return acc.astype(jnp.float32) * (sx * s3) + b3


TANH_LOOP_STEPS = 20


def _tanh_loop_make(rng, smoke):
    n = 32 if smoke else 1024
    # Weights of gain 1: the values neither vanish nor saturate over the
    # steps, nor do differences between two summation orders grow.
    return [bf16(rng, n, n), bf16(rng, n, n, scale=1.0 / np.sqrt(n))]


@workload("bf16_tanh_loop", "bf16", _tanh_loop_make,
          flops=lambda x, w: TANH_LOOP_STEPS * matmul_flops(x, w),
          tolerance=BF16_TOLERANCE)
def bf16_tanh_loop(x, w):
    """`x = tanh(x @ w)` in a lax.fori_loop, as JAX exports a loop over
    steps: the product and the tanh inside a while loop."""
    import jax
    import jax.numpy as jnp
    return jax.lax.fori_loop(0, TANH_LOOP_STEPS, lambda i, x: jnp.tanh(x @ w), x)


TF_LOOP_STEPS = 200


def _tf_loop(dtype_name):
    return _tf_make if dtype_name == "f32" else cast(_tf_make, dtype_name)


def _tf_loop_flops(*inputs):
    return TF_LOOP_STEPS * _tf_flops(*inputs)


def transformer_loop(x, *params):
    """200 steps of the transformer block in a lax.fori_loop, each step's
    output scaled back (a block adds its residual, so the values would grow
    with the step count)."""
    import jax
    return jax.lax.fori_loop(
        0, TF_LOOP_STEPS,
        lambda i, x: (transformer_block(x, *params) * 0.5).astype(x.dtype), x)


workload("transformer_loop", "model", _tf_loop("f32"), flops=_tf_loop_flops,
         tolerance=1e-2)(transformer_loop)
workload("transformer_loop_bf16", "bf16", _tf_loop("bf16"),
         flops=_tf_loop_flops, tolerance=4 * BF16_TOLERANCE)(transformer_loop)


GPT_LAYERS = 12


def _gpt_make(rng, smoke):
    s, d, _, hid = _tf_dims(smoke)
    layers = 2 if smoke else GPT_LAYERS
    sc = 1.0 / np.sqrt(d)
    return [f32(rng, s, d), f32(rng, layers, d, 3 * d, scale=sc),
            f32(rng, layers, d, d, scale=sc), f32(rng, layers, d, hid, scale=sc),
            f32(rng, layers, hid, scale=0.1),
            f32(rng, layers, hid, d, scale=1.0 / np.sqrt(hid)),
            f32(rng, layers, d, scale=0.1)]


def _gpt_flops(x, w_qkv, *rest):
    return w_qkv.shape[0] * _tf_flops(x, w_qkv[0], *(p[0] for p in rest))


@workload("gpt_unrolled", "model", _gpt_make, flops=_gpt_flops, tolerance=1e-2)
def gpt_unrolled(x, w_qkv, w_o, w1, b1, w2, b2):
    """A decoder of identical layers as JAX exports a Python loop over them
    (unrolled, each layer's weights sliced from stacked arrays): its compile
    time shows whether repeated structure shares its kernels."""
    import jax.numpy as jnp
    d = x.shape[1]
    ones, zeros = jnp.ones(d, x.dtype), jnp.zeros(d, x.dtype)
    for layer in range(w_qkv.shape[0]):
        x = transformer_block(x, w_qkv[layer], w_o[layer], w1[layer], b1[layer],
                              w2[layer], b2[layer], ones, zeros, ones, zeros)
    return x


# --- Memory-bound chains -------------------------------------------------------
def _ew_make(rng, smoke):
    n = 1024 if smoke else 1 << 22
    return [f32(rng, n), f32(rng, n), f32(rng, n)]


@workload("ew_chain_4M", "memory", _ew_make,
          bytes=lambda x, y, z: 4.0 * x.nbytes)
def ew_chain(x, y, z):
    import jax.numpy as jnp
    return jnp.maximum(x * y + z, 0.0) * 0.5 - z


def _reduce_make(rng, smoke):
    return [f32(rng, 16, 64) if smoke else f32(rng, 4096, 4096)]


@workload("reduce_rows_4096", "memory", _reduce_make, bytes=lambda x: float(x.nbytes))
def reduce_rows(x):
    import jax.numpy as jnp
    return jnp.sum(x, axis=1)


@workload("softmax_4096", "memory", _reduce_make, bytes=lambda x: 2.0 * x.nbytes)
def softmax_rows(x):
    import jax
    return jax.nn.softmax(x, axis=-1)


def _triad_make(rng, smoke):
    n = 1024 if smoke else 1 << 25
    return [f32(rng, n), f32(rng, n)]


TRIAD_SCALE = 3.0


@workload("stream_triad_32M", "memory", _triad_make,
          bytes=lambda a, b: 3.0 * a.nbytes)
def stream_triad(a, b):
    """STREAM's triad, a + s * b: GB/s count 3 arrays x 4 bytes per element,
    as STREAM does (bench/native/triad_peer.cpp is the C++ reference)."""
    return a + TRIAD_SCALE * b


# --- The seed case: 16 matrix-vector products + concatenate vs one GEMM ----------
def _seed_make(rng, smoke):
    n = 64 if smoke else 1024
    return [f32(rng, n, n), f32(rng, 16, n)]


def _seed_flops(w, x):
    return 2.0 * w.size * x.shape[0]


@workload("seed_matvec_concat", "seed", _seed_make, flops=_seed_flops)
def seed_matvec(w, x):
    import jax.numpy as jnp
    return jnp.concatenate([w @ x[i] for i in range(x.shape[0])])


@workload("seed_single_gemm", "seed", _seed_make, flops=_seed_flops)
def seed_gemm(w, x):
    return (x @ w.T).reshape(-1)


SEED_LOOP_STEPS = 10


@workload("seed_matvec_loop", "seed", _seed_make,
          flops=lambda w, x: SEED_LOOP_STEPS * _seed_flops(w, x))
def seed_matvec_loop(w, x):
    """The seed's 16 matrix-vector products and concatenate as the body of
    a fori_loop (each step's result scaled back into the next step's
    vectors), as JAX exports a loop over steps."""
    import jax
    import jax.numpy as jnp

    def step(i, x):
        y = seed_matvec(w, x).reshape(x.shape)
        return y / jnp.sqrt(jnp.sum(y * y, axis=1, keepdims=True))
    return jax.lax.fori_loop(0, SEED_LOOP_STEPS, step, x)


@workload("seed_gemm_loop", "seed", _seed_make,
          flops=lambda w, x: SEED_LOOP_STEPS * _seed_flops(w, x))
def seed_gemm_loop(w, x):
    """seed_matvec_loop with the single GEMM in the loop body."""
    import jax
    import jax.numpy as jnp

    def step(i, x):
        y = seed_gemm(w, x).reshape(x.shape)
        return y / jnp.sqrt(jnp.sum(y * y, axis=1, keepdims=True))
    return jax.lax.fori_loop(0, SEED_LOOP_STEPS, step, x)


# Formulations of one computation on the same inputs (the first's), which
# the harness also times in one kiln process with their runs alternated
# (kiln-bench A --compare B): each workload's own row above comes from its
# own process, minutes apart from the other's, and on a shared machine
# timings drift by more than the 5% the seed case asks these to agree to.
PAIRS = [("seed_matvec_concat", "seed_single_gemm"),
         ("seed_matvec_loop", "seed_gemm_loop")]


def by_name(name):
    for w in WORKLOADS:
        if w.name == name:
            return w
    raise KeyError(name)


def inputs_for(name, smoke):
    """The inputs of a workload: the same arrays for every peer."""
    w = by_name(name)
    seed = sum(ord(c) for c in name)
    return w.make(np.random.default_rng(seed), smoke)
