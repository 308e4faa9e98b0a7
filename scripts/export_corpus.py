#!/usr/bin/env python3
"""Exports kiln's corpus of whole JAX programs (test/Corpus/jax/).

The corpus is the proof that kiln reads JAX's output exactly: for every
program below this script writes

  test/Corpus/jax/<name>.mlir        jax.jit(f).lower(*args).as_text()
  test/Corpus/jax/<name>/in<i>.npy   the concrete inputs it lowered/ran with
  test/Corpus/jax/<name>/out<i>.npy  what XLA (jax on CPU) computed, one file
                                     per leaf of the output pytree (bf16
                                     arrays: raw uint16 bits, <x>.bf16.npy)
  test/Corpus/jax/<name>.debug.mlir  for a few programs: the same program
                                     printed with locations (debug_info=True)

and one lit test per program, test/Corpus/jax_<name>.mlir (plus
jax_<name>.debug.mlir for the programs exported with locations, and
test/Corpus/handwritten_<name>.mlir for test/Corpus/handwritten/*.mlir),
which check that kiln prints each program back byte for byte, also after a
trip through the generic form. examples/mlp.mlir is the `mlp` program.

Run it with JAX 0.10 on CPU (nothing else is needed; the test suite itself
never needs JAX, since the outputs are committed):

  /work/venv/bin/python scripts/export_corpus.py [--tests-only] [name...]

It is deterministic: inputs come from numpy's seeded Generator, random
programs take an explicit threefry key, and source paths in locations are
reduced to file names. Arrays are kept small (the whole corpus is well
under 2 MB). XLA_FLAGS is set before jax is imported so that the sharded
program has 8 CPU devices to map its mesh onto.
"""

import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import pathlib
import shutil
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

# Locations name files, not the machine's directories.
jax.config.update("jax_hlo_source_file_canonicalization_regex", ".*/")

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "test" / "Corpus"
JAX_DIR = CORPUS / "jax"
HANDWRITTEN_DIR = CORPUS / "handwritten"

PROGRAMS = []  # (name, fn, args, options)


def program(name, *args, debug=False, jit_kwargs=None, exporter=None):
    """Registers `fn` as corpus program `name`, lowered with `args`."""

    def register(fn):
        PROGRAMS.append((name, fn, args, dict(debug=debug,
                                              jit_kwargs=jit_kwargs or {},
                                              exporter=exporter)))
        return fn

    return register


def rng(seed):
    return np.random.default_rng(seed)


def normal(seed, *shape, dtype=np.float32, scale=1.0):
    return (rng(seed).standard_normal(shape) * scale).astype(dtype)


# --------------------------------------------------------------------------
# Dense networks
# --------------------------------------------------------------------------

MLP_SIZES = (64, 32, 32, 10)


def mlp_params(seed):
    params = []
    for i, (n_in, n_out) in enumerate(zip(MLP_SIZES[:-1], MLP_SIZES[1:])):
        params.append(normal(seed + i, n_in, n_out, scale=1 / np.sqrt(n_in)))
        params.append(normal(seed + 10 + i, n_out, scale=0.1))
    return params


@program("mlp", normal(1, 4, 64), *mlp_params(2), debug=True)
def mlp(x, w1, b1, w2, b2, w3, b3):
    """A 64-32-32-10 classifier: two ReLU layers and a log-softmax."""
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return jax.nn.log_softmax(h @ w3 + b3)


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + eps) * gamma + beta


@program("attention", normal(3, 8, 16), normal(4, 16, 16, scale=0.25),
         normal(5, 16, 16, scale=0.25), normal(6, 16, 16, scale=0.25),
         np.ones(16, np.float32), np.zeros(16, np.float32), debug=True)
def attention(x, wq, wk, wv, gamma, beta):
    """Single-head causal self-attention with softmax and a residual
    layer norm."""
    q, k, v = x @ wq, x @ wk, x @ wv
    scores = (q @ k.T) / jnp.sqrt(jnp.float32(q.shape[-1]))
    mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), bool))
    scores = jnp.where(mask, scores, -1e9)
    out = jax.nn.softmax(scores, axis=-1) @ v
    return layer_norm(x + out, gamma, beta)


def transformer_params(seed, d=16, hidden=32):
    return [normal(seed, d, 3 * d, scale=0.25), normal(seed + 1, d, d, scale=0.25),
            normal(seed + 2, d, hidden, scale=0.25), np.zeros(hidden, np.float32),
            normal(seed + 3, hidden, d, scale=0.2), np.zeros(d, np.float32),
            np.ones(d, np.float32), np.zeros(d, np.float32),
            np.ones(d, np.float32), np.zeros(d, np.float32)]


@program("transformer_block", normal(7, 2, 8, 16), *transformer_params(8))
def transformer_block(x, w_qkv, w_o, w1, b1, w2, b2, g1, be1, g2, be2):
    """A pre-norm transformer block: 2-head attention and a GELU MLP, over a
    batch of 2 sequences of 8 tokens."""
    batch, seq, d = x.shape
    heads = 2
    h = layer_norm(x, g1, be1)
    qkv = jnp.einsum("bsd,de->bse", h, w_qkv)
    q, k, v = jnp.split(qkv, 3, axis=-1)
    split = lambda t: t.reshape(batch, seq, heads, d // heads)
    q, k, v = split(q), split(k), split(v)
    logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // heads)
    weights = jax.nn.softmax(logits, axis=-1)
    attn = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, seq, d)
    x = x + attn @ w_o
    h = layer_norm(x, g2, be2)
    return x + jax.nn.gelu(h @ w1 + b1) @ w2 + b2


# --------------------------------------------------------------------------
# Repeated layers: a Python loop over layers exports as straight-line code
# --------------------------------------------------------------------------

DECODER_LAYERS, DECODER_D, DECODER_HIDDEN = 4, 16, 32


def decoder_params(seed):
    n, d, h = DECODER_LAYERS, DECODER_D, DECODER_HIDDEN
    return [normal(seed, n, d, 3 * d, scale=0.25), normal(seed + 1, n, d, d, scale=0.25),
            normal(seed + 2, n, d, h, scale=0.25), normal(seed + 3, n, h, scale=0.1),
            normal(seed + 4, n, h, d, scale=0.2), normal(seed + 5, n, d, scale=0.1),
            1 + normal(seed + 6, n, d, scale=0.1), normal(seed + 7, n, d, scale=0.1)]


@program("unrolled_decoder", normal(40, 2, 8, DECODER_D), *decoder_params(41))
def unrolled_decoder(x, w_qkv, w_o, w1, b1, w2, b2, gamma, beta):
    """Four causal pre-norm decoder layers (2 heads, a GELU MLP), their
    weights stacked along a leading layer axis and applied in a Python loop:
    JAX exports every layer's ops once per layer."""
    batch, seq, d = x.shape
    heads = 2
    mask = jnp.tril(jnp.ones((seq, seq), bool))
    for i in range(DECODER_LAYERS):
        h = layer_norm(x, gamma[i], beta[i])
        q, k, v = jnp.split(h @ w_qkv[i], 3, axis=-1)
        split = lambda t: t.reshape(batch, seq, heads, d // heads)
        q, k, v = split(q), split(k), split(v)
        logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // heads)
        logits = jnp.where(mask, logits, -1e9)
        attn = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(logits, axis=-1), v)
        x = x + attn.reshape(batch, seq, d) @ w_o[i]
        h = layer_norm(x, gamma[i], beta[i])
        x = x + jax.nn.gelu(h @ w1[i] + b1[i]) @ w2[i] + b2[i]
    return x


def residual_mlp_params(seed, layers=5, width=32):
    params = []
    for i in range(layers):
        params.append(normal(seed + 2 * i, width, width, scale=1 / np.sqrt(width)))
        params.append(normal(seed + 2 * i + 1, width, scale=0.1))
    return params


@program("unrolled_mlp", normal(50, 8, 32), *residual_mlp_params(51))
def unrolled_mlp(x, *params):
    """Five residual tanh layers, each with weights of its own (arguments
    of their own), then a softmax over each row."""
    for w, b in zip(params[::2], params[1::2]):
        x = x + jnp.tanh(x @ w + b)
    return jax.nn.softmax(x, axis=-1)


CONST_LAYERS = [normal(60 + i, 16, 16, scale=0.25) for i in range(3)]


@program("unrolled_const_layers", normal(63, 4, 16))
def unrolled_const_layers(x):
    """Three identical layers whose weights are constants of the program
    (closed over), one per layer, and a fourth that reuses the first's."""
    for w in CONST_LAYERS + CONST_LAYERS[:1]:
        x = jnp.maximum(x @ w, 0.0) + x
    return x


@program("fori_unrolled", normal(70, 4, 16), normal(71, 16, 16, scale=0.25),
         normal(72, 16, scale=0.1))
def fori_unrolled(x, w, b):
    """A fori_loop (a while loop) of five steps whose body applies the same
    layer three times, as a Python loop inside the body writes it."""
    def body(_, x):
        for _ in range(3):
            x = x + jnp.tanh(x @ w + b) * 0.5
        return x
    return lax.fori_loop(0, 5, body, x)


# --------------------------------------------------------------------------
# Convolutions, normalization, pooling
# --------------------------------------------------------------------------

def conv(x, w):
    return lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"))


@program("conv_bn_inference", normal(9, 2, 8, 8, 3), normal(10, 3, 3, 3, 4, scale=0.3),
         np.ones(4, np.float32), np.zeros(4, np.float32),
         normal(11, 4, scale=0.1), np.abs(normal(12, 4)) + 0.5)
def conv_bn_inference(x, w, gamma, beta, mean, var):
    """A 3x3 convolution, batch norm with running statistics, ReLU."""
    y = conv(x, w)
    y = (y - mean) * lax.rsqrt(var + 1e-5) * gamma + beta
    return jax.nn.relu(y)


@program("conv_bn_training", normal(13, 2, 8, 8, 3), normal(14, 3, 3, 3, 4, scale=0.3),
         np.ones(4, np.float32), np.zeros(4, np.float32),
         np.zeros(4, np.float32), np.ones(4, np.float32))
def conv_bn_training(x, w, gamma, beta, running_mean, running_var):
    """A strided convolution and training-mode batch norm: normalizes with
    the batch statistics and returns the updated running statistics."""
    y = lax.conv_general_dilated(x, w, window_strides=(2, 2), padding=((1, 1), (1, 1)),
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))
    mean = jnp.mean(y, axis=(0, 1, 2))
    var = jnp.var(y, axis=(0, 1, 2))
    out = jax.nn.relu((y - mean) * lax.rsqrt(var + 1e-5) * gamma + beta)
    momentum = 0.9
    return (out, momentum * running_mean + (1 - momentum) * mean,
            momentum * running_var + (1 - momentum) * var)


@program("pooling", normal(15, 2, 8, 8, 3))
def pooling(x):
    """Max pooling and average pooling (reduce_window), NHWC."""
    window = (1, 2, 2, 1)
    mx = lax.reduce_window(x, -jnp.inf, lax.max, window, (1, 2, 2, 1), "VALID")
    avg = lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1),
                            "SAME") / 9.0
    return mx, avg


# --------------------------------------------------------------------------
# Recurrent networks and control flow
# --------------------------------------------------------------------------

def lstm_step(params, carry, x):
    w, u, b = params
    h, c = carry
    gates = x @ w + h @ u + b
    i, f, g, o = jnp.split(gates, 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return h, c


@program("lstm_cell", normal(16, 2, 8), normal(17, 2, 16), normal(18, 2, 16),
         normal(19, 8, 64, scale=0.3), normal(20, 16, 64, scale=0.3),
         np.zeros(64, np.float32))
def lstm_cell(x, h, c, w, u, b):
    """One step of an LSTM cell (batch 2, input 8, hidden 16)."""
    return lstm_step((w, u, b), (h, c), x)


@program("gru_scan", normal(21, 6, 2, 8), np.zeros((2, 16), np.float32),
         normal(22, 8, 48, scale=0.3), normal(23, 16, 48, scale=0.3),
         np.zeros(48, np.float32), debug=True)
def gru_scan(xs, h0, w, u, b):
    """A GRU run over 6 time steps with lax.scan (a stablehlo.while)."""

    def step(h, x):
        gx = x @ w + b
        gh = h @ u
        rx, zx, nx = jnp.split(gx, 3, axis=-1)
        rh, zh, nh = jnp.split(gh, 3, axis=-1)
        r = jax.nn.sigmoid(rx + rh)
        z = jax.nn.sigmoid(zx + zh)
        n = jnp.tanh(nx + r * nh)
        h = (1 - z) * n + z * h
        return h, h

    return lax.scan(step, h0, xs)


@program("fori_dynamic", np.int32(7), normal(24, 4))
def fori_dynamic(n, x):
    """A fori_loop whose trip count is a runtime value (a while loop), with
    a nested dynamic_update_slice into a buffer."""

    def body(i, state):
        acc, buf = state
        acc = acc * 0.5 + jnp.sin(acc + i.astype(jnp.float32))
        buf = lax.dynamic_update_slice(buf, acc[None, :2], (i % 4, 0))
        return acc, buf

    return lax.fori_loop(0, n, body, (x, jnp.zeros((4, 2), jnp.float32)))


@program("cond_switch", np.int32(2), np.float32(0.5), normal(25, 5))
def cond_switch(index, p, x):
    """lax.cond on a predicate and a three-way lax.switch."""
    y = lax.cond(p > 0.0, lambda v: v * 2.0, lambda v: -v, x)
    branches = [lambda v: jnp.sum(v) * jnp.ones_like(v), jnp.cos,
                lambda v: jnp.cumsum(v)]
    return lax.switch(index, branches, y)


# --------------------------------------------------------------------------
# Sorting, scans, indexing
# --------------------------------------------------------------------------

@program("sort_multi", normal(26, 3, 6), rng(27).integers(0, 100, (3, 6)).astype(np.int32))
def sort_multi(keys, values):
    """A stable two-operand sort (keys carry values), argsort, and a
    descending sort."""
    sorted_keys, sorted_values = lax.sort((keys, values), dimension=1, num_keys=1)
    order = jnp.argsort(keys, axis=0)
    descending = -jnp.sort(-values.astype(jnp.float32), axis=1)
    return sorted_keys, sorted_values, order, descending


@program("top_k", normal(28, 4, 10))
def top_k(x):
    """lax.top_k of each row, and the arg-max / arg-min along both axes."""
    values, indices = lax.top_k(x, 3)
    return values, indices, jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)


@program("cumulative", normal(29, 4, 6))
def cumulative(x):
    """cumsum, cumprod, cummax and logcumsumexp."""
    return (jnp.cumsum(x, axis=1), jnp.cumprod(1.0 + 0.1 * x, axis=0),
            lax.cummax(x, axis=1), lax.cumlogsumexp(x, axis=1))


@program("gather_scatter", normal(30, 5, 4), np.array([4, 0, 2], np.int32),
         normal(31, 3, 4), normal(32, 3, 5, 2),
         rng(33).integers(0, 5, (3,)).astype(np.int32))
def gather_scatter(table, idx, updates, batched, batched_idx):
    """Row gather, scatter-add with duplicate-free indices, a scatter-set,
    and vmapped indexing (gather/scatter with batching dimensions)."""
    rows = table[idx]
    added = table.at[idx].add(updates)
    replaced = table.at[idx, 1].set(-1.0)
    picked = jax.vmap(lambda m, i: m[i])(batched, batched_idx)
    bumped = jax.vmap(lambda m, i: m.at[i].mul(2.0))(batched, batched_idx)
    return rows, added, replaced, picked, bumped


# --------------------------------------------------------------------------
# Linear algebra, FFT, special functions
# --------------------------------------------------------------------------

def spd(seed, n):
    a = normal(seed, n, n)
    return (a @ a.T + n * np.eye(n)).astype(np.float32)


@program("linalg", spd(34, 4), normal(35, 4, 2))
def linalg(a, b):
    """Cholesky, triangular solve, LU solve, inverse, determinant and QR."""
    chol = jnp.linalg.cholesky(a)
    y = jax.scipy.linalg.solve_triangular(chol, b, lower=True)
    x = jnp.linalg.solve(a, b)
    q, r = jnp.linalg.qr(a)
    return chol, y, x, jnp.linalg.inv(a), jnp.linalg.det(a), q, r


@program("fft", normal(36, 2, 8), normal(37, 8))
def fft(x, y):
    """Complex FFT and inverse, real FFT and its inverse."""
    spectrum = jnp.fft.fft(x.astype(jnp.complex64))
    back = jnp.fft.ifft(spectrum)
    r = jnp.fft.rfft(y)
    return spectrum, back.real, r, jnp.fft.irfft(r, n=8)


@program("gelu_erf", normal(38, 16))
def gelu_erf(x):
    """Exact GELU (erf), tanh-approximate GELU, erf_inv, lgamma, digamma."""
    u = jax.nn.sigmoid(x) * 0.98 + 0.01
    return (jax.nn.gelu(x, approximate=False), jax.nn.gelu(x, approximate=True),
            lax.erf_inv(2.0 * u - 1.0), lax.lgamma(jnp.abs(x) + 0.5),
            lax.digamma(jnp.abs(x) + 0.5))


@program("einsum", normal(39, 2, 3, 4), normal(40, 2, 4, 5), normal(41, 3, 3),
         normal(42, 3), normal(43, 5))
def einsum(a, b, m, u, v):
    """Batched matmul, trace, outer product, bilinear form and a transpose
    through einsum."""
    return (jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("ii->", m),
            jnp.einsum("i,j->ij", u, v), jnp.einsum("i,ij,j->", u, m, u),
            jnp.einsum("bij->jbi", a))


@program("random_threefry", np.asarray(jax.random.key_data(jax.random.key(42))))
def random_threefry(key_data):
    """jax.random with the threefry PRNG: split, normal, uniform,
    bernoulli, categorical and a permutation."""
    key = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    k1, k2, k3, k4, k5 = jax.random.split(key, 5)
    return (jax.random.normal(k1, (3, 4)), jax.random.uniform(k2, (5,)),
            jax.random.bernoulli(k3, 0.3, (6,)),
            jax.random.categorical(k4, jnp.log(jnp.array([0.2, 0.3, 0.5])), shape=(4,)),
            jax.random.permutation(k5, 8))


# --------------------------------------------------------------------------
# Element types
# --------------------------------------------------------------------------

@program("low_precision", normal(44, 4, 8).astype(jnp.bfloat16),
         normal(45, 8, 4).astype(jnp.bfloat16), normal(46, 6).astype(np.float16))
def low_precision(a, b, h):
    """A bf16 matmul accumulated in f32, f16 elementwise math, and casts
    between float widths."""
    acc = jnp.matmul(a, b, preferred_element_type=jnp.float32)
    half = jnp.exp(h) * h + jnp.float16(1.5)
    return acc.astype(jnp.bfloat16), half, half.astype(jnp.float32), a.astype(jnp.float16)


@program("integer_ops", rng(47).integers(-50, 50, (6,)).astype(np.int32),
         rng(48).integers(1, 9, (6,)).astype(np.int32),
         rng(49).integers(0, 255, (6,)).astype(np.uint8),
         rng(50).integers(0, 2**31, (6,)).astype(np.uint32),
         rng(51).integers(-9, 9, (6,)).astype(np.int8))
def integer_ops(a, b, u8, u32, i8):
    """Signed and unsigned integer arithmetic: division and remainder,
    shifts, bitwise ops, popcount, clz, min/max, comparisons, wrap-around
    conversions."""
    return (a // b, a % b, lax.div(a, b), lax.rem(a, b),
            a << 2, lax.shift_right_arithmetic(a, 1), lax.shift_right_logical(a, 1),
            (a & b) | (a ^ 7), ~a, lax.population_count(u32), lax.clz(u32),
            u8 // 3, u8 >> 1, jnp.maximum(u8, 100), u8 + u8,
            (u32 > 1000).astype(jnp.int32), i8.astype(jnp.int32) * 3,
            a.astype(jnp.uint16), jnp.abs(i8), jnp.sign(a))


@program("complex_ops", normal(52, 5) + 1j * normal(53, 5), normal(54, 5).astype(np.complex64))
def complex_ops(z, w):
    """complex64 arithmetic: products, conj, abs, angle, exp, log, sqrt,
    real/imag parts and a complex matmul."""
    z = z.astype(jnp.complex64)
    return (z * w, jnp.conj(z), jnp.abs(z), jnp.angle(z), jnp.exp(z),
            jnp.log(z), jnp.sqrt(z), z.real + w.imag,
            jnp.outer(z, w) @ z, lax.complex(z.real, w.real))


@program("data_movement", normal(55, 3, 4), np.int32(1))
def data_movement(x, start):
    """Reshape, transpose, concatenate, pad, slicing (static, strided and
    dynamic), reverse, iota, clamp, select and broadcasting."""
    t = x.T.reshape(2, 6)
    cat = jnp.concatenate([x, x * 2], axis=0)
    padded = lax.pad(x, 0.0, ((1, 2, 0), (0, 0, 1)))
    strided = x[::2, 1::2]
    dyn = lax.dynamic_slice(x, (start, start), (2, 2))
    rev = jnp.flip(x, axis=1)
    ramp = jnp.arange(12, dtype=jnp.float32).reshape(3, 4)
    clamped = jnp.clip(x, -0.5, 0.5)
    picked = jnp.where(x > 0, x, ramp)
    return t, cat, padded, strided, dyn, rev, clamped, picked, x[:, None, :] + ramp[None]


# --------------------------------------------------------------------------
# Composite, sharding, shape polymorphism
# --------------------------------------------------------------------------

@program("composite", normal(56, 4, 8))
def composite(x):
    """A jax.lax.composite (a named op with its decomposition) used twice."""
    scaled_gelu = lax.composite(
        lambda v, *, alpha: alpha * jax.nn.gelu(v, approximate=True),
        name="kiln.scaled_gelu")
    return scaled_gelu(x, alpha=0.5) + scaled_gelu(x * 2.0, alpha=0.5)


MESH = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto,) * 2)


def sharded_data(seed, *shape, spec):
    return jax.device_put(normal(seed, *shape), NamedSharding(MESH, spec))


@program("sharded", sharded_data(57, 8, 16, spec=P("data", None)),
         sharded_data(58, 16, 8, spec=P(None, "model")), debug=True,
         jit_kwargs=dict(out_shardings=NamedSharding(MESH, P("data", None))))
def sharded(x, w):
    """A data/model-parallel layer on a 2x4 CPU mesh with Shardy: sharded
    arguments and result, with_sharding_constraint, and a shard_map
    (sdy.manual_computation) that all-reduces over the model axis."""
    h = jnp.tanh(x @ w)
    h = lax.with_sharding_constraint(h, NamedSharding(MESH, P("data", "model")))

    def local(block):
        return lax.psum(jnp.sum(block, axis=1, keepdims=True), "model") * block

    h = jax.shard_map(local, mesh=MESH, in_specs=P("data", "model"),
                      out_specs=P("data", "model"))(h)
    return lax.with_sharding_constraint(h * 2.0, NamedSharding(MESH, P(P.UNCONSTRAINED, None)))


EXPLICIT_MESH = jax.make_mesh((2, 4), ("data", "model"),
                              axis_types=(AxisType.Explicit,) * 2)


def explicit_data(seed, *shape, spec):
    return jax.device_put(normal(seed, *shape), NamedSharding(EXPLICIT_MESH, spec))


@program("sharded_explicit", explicit_data(61, 8, 16, spec=P("data", "model")),
         explicit_data(62, 16, 8, spec=P("model", None)))
def sharded_explicit(x, w):
    """Explicit sharding (JAX's default mesh axis type): a matmul whose
    result stays unreduced over `model`, a reshard, and a shard_map that is
    manual over `data` only (so `model` stays free inside the body)."""
    h = jnp.einsum("bd,df->bf", x, w,
                   out_sharding=NamedSharding(EXPLICIT_MESH, P("data", None, unreduced={"model"})))
    h = jax.sharding.reshard(h, NamedSharding(EXPLICIT_MESH, P("data", "model")))
    h = jax.shard_map(lambda b: b - lax.pmean(b, "data"), mesh=EXPLICIT_MESH,
                      in_specs=P("data"), out_specs=P("data"), axis_names={"data"})(h)
    return jnp.sin(h)


def export_shape_poly(fn, args):
    """Lowers with jax.export, the first argument's leading dimension being
    the symbolic batch size `b`."""
    b, = jax.export.symbolic_shape("b")
    first, *rest = args
    specs = [jax.ShapeDtypeStruct((b,) + first.shape[1:], first.dtype)]
    specs += [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in rest]
    return jax.export.export(jax.jit(fn))(*specs)


@program("shape_poly", normal(59, 3, 4), normal(60, 4, 5), exporter=export_shape_poly)
def shape_poly(x, w):
    """Exported with a symbolic batch size: dynamic shapes, shape assertions
    and dynamic broadcasts/iotas."""
    y = jax.nn.relu(x @ w + jnp.arange(x.shape[0], dtype=jnp.float32)[:, None])
    return y / x.shape[0], jnp.sum(y, axis=0)


# --------------------------------------------------------------------------
# Export
# --------------------------------------------------------------------------

# kiln-opt (like every MlirOptMain driver) ends its output with one more
# newline than JAX's text has, so each test compares kiln's output with the
# program's exact text followed by one empty line.
JAX_TEST = """\
// The JAX program test/Corpus/jax/{name}.mlir, exported by
// scripts/export_corpus.py: it must parse and verify, print back exactly as
// JAX printed it, and survive a trip through the generic form. (kiln-opt
// ends its output with one extra newline, hence the echo.)
// RUN: echo | cat %S/jax/{name}.mlir - > %t.expected
// RUN: kiln-opt %S/jax/{name}.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/jax/{name}.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
"""

DEBUG_TEST = """\
// The JAX program test/Corpus/jax/{name}.debug.mlir, exported with its
// locations (as_text(debug_info=True)): it must print back exactly,
// locations and #loc aliases included, also after a trip through the
// generic form. (kiln-opt ends its output with one extra newline, hence the
// echo.)
// RUN: echo | cat %S/jax/{name}.debug.mlir - > %t.expected
// RUN: kiln-opt -mlir-print-debuginfo %S/jax/{name}.debug.mlir | diff -u %t.expected -
// RUN: kiln-opt -mlir-print-debuginfo -mlir-print-op-generic %S/jax/{name}.debug.mlir | kiln-opt -mlir-print-debuginfo | diff -u %t.expected -
"""

HANDWRITTEN_TEST = """\
// The hand-written program test/Corpus/handwritten/{name}.mlir, kept in
// StableHLO's pretty printed form: it must parse and verify, print back
// exactly, and survive a trip through the generic form. (kiln-opt ends its
// output with one extra newline, hence the echo.)
// RUN: echo | cat %S/handwritten/{name}.mlir - > %t.expected
// RUN: kiln-opt %S/handwritten/{name}.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/handwritten/{name}.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
"""


def without_locations(text):
    """Reprints a module that JAX printed with locations, without them."""
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir

    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        return module.operation.get_asm(enable_debug_info=False)


def save_array(stem, array):
    """Saves `array` as <stem>.npy; numpy has no bfloat16, so bf16 arrays are
    saved as their raw bits (uint16) in <stem>.bf16.npy."""
    array = np.asarray(array)
    if array.dtype.name == "bfloat16":
        np.save(f"{stem}.bf16.npy", array.view(np.uint16))
    else:
        np.save(f"{stem}.npy", array)


def flatten(tree):
    return [np.asarray(leaf) for leaf in jax.tree_util.tree_leaves(tree)]


def export_one(name, fn, args, options):
    out_dir = JAX_DIR / name
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    if options["exporter"]:
        exported = options["exporter"](fn, args)
        debug_text = exported.mlir_module()
        text = without_locations(debug_text)
        outputs = exported.call(*args)
    else:
        jitted = jax.jit(fn, **options["jit_kwargs"])
        lowered = jitted.lower(*args)
        text = lowered.as_text()
        debug_text = lowered.as_text(debug_info=True) if options["debug"] else None
        outputs = jitted(*args)
    (JAX_DIR / f"{name}.mlir").write_text(text)
    for i, arg in enumerate(args):
        save_array(out_dir / f"in{i}", arg)
    for i, out in enumerate(flatten(outputs)):
        save_array(out_dir / f"out{i}", out)
    (CORPUS / f"jax_{name}.mlir").write_text(JAX_TEST.format(name=name))
    debug_path = JAX_DIR / f"{name}.debug.mlir"
    debug_test = CORPUS / f"jax_{name}.debug.mlir"
    if debug_text is not None and (options["debug"] or options["exporter"]):
        debug_path.write_text(debug_text)
        debug_test.write_text(DEBUG_TEST.format(name=name))
    if name == "mlp":
        (ROOT / "examples").mkdir(exist_ok=True)
        (ROOT / "examples" / "mlp.mlir").write_text(text)


def main():
    assert jax.__version__.startswith("0.10"), jax.__version__
    JAX_DIR.mkdir(parents=True, exist_ok=True)
    # `--tests-only` rewrites just the lit tests; program names restrict the
    # export to those programs.
    tests_only = "--tests-only" in sys.argv[1:]
    only = set(sys.argv[1:]) - {"--tests-only"}
    for name, fn, args, options in PROGRAMS:
        if tests_only:
            (CORPUS / f"jax_{name}.mlir").write_text(JAX_TEST.format(name=name))
            if (JAX_DIR / f"{name}.debug.mlir").exists():
                (CORPUS / f"jax_{name}.debug.mlir").write_text(DEBUG_TEST.format(name=name))
            continue
        if only and name not in only:
            continue
        export_one(name, fn, args, options)
        print(f"exported {name}")
    for path in sorted(HANDWRITTEN_DIR.glob("*.mlir")):
        (CORPUS / f"handwritten_{path.stem}.mlir").write_text(
            HANDWRITTEN_TEST.format(name=path.stem))
    total = sum(p.stat().st_size for p in JAX_DIR.rglob("*") if p.is_file())
    print(f"{len(PROGRAMS)} programs, {total / 1e6:.2f} MB in {JAX_DIR}")


if __name__ == "__main__":
    main()
