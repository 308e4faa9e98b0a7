"""Exports Inputs/transformer_loop.mlir with JAX (jax.jit(f).lower().as_text())
and writes its input and XLA's output (JAX's CPU backend) to
Inputs/transformer_loop/: 3 steps of a pre-norm transformer block (sequence
128, width 128, 2 heads, MLP 512) in a lax.fori_loop, large enough that its
GEMMs and elementwise loops are parallel loops inside the while body. The
weights are computed inside the program from iota (sines), so the
repository holds only the 128x128 input and output.

Run: venv/bin/python test/AOT/Inputs/gen_transformer_loop.py
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

SEQ, WIDTH, HEADS, HIDDEN, STEPS = 128, 128, 2, 512, 3


def weight(shape, seed):
    n = int(np.prod(shape))
    values = jnp.sin(jnp.arange(n, dtype=jnp.float32) * (0.37 + 0.01 * seed))
    return values.reshape(shape) * (1.0 / np.sqrt(shape[0]))


def layer_norm(x):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5)


def block(x):
    wq, wk, wv, wo = (weight((WIDTH, WIDTH), i) for i in range(4))
    w1, w2 = weight((WIDTH, HIDDEN), 4), weight((HIDDEN, WIDTH), 5)
    h = layer_norm(x)
    q, k, v = h @ wq, h @ wk, h @ wv
    split = lambda t: t.reshape(SEQ, HEADS, WIDTH // HEADS).transpose(1, 0, 2)
    q, k, v = split(q), split(k), split(v)
    scores = q @ k.transpose(0, 2, 1) / np.sqrt(WIDTH // HEADS)
    attention = jax.nn.softmax(scores, axis=-1) @ v
    x = x + attention.transpose(1, 0, 2).reshape(SEQ, WIDTH) @ wo
    return x + jax.nn.gelu(layer_norm(x) @ w1) @ w2


def f(x):
    return jax.lax.fori_loop(0, STEPS, lambda i, x: block(x), x)


here = os.path.dirname(os.path.abspath(__file__))
x = np.random.default_rng(7).standard_normal((SEQ, WIDTH)).astype(np.float32)
with open(os.path.join(here, "transformer_loop.mlir"), "w") as out:
    out.write(jax.jit(f).lower(x).as_text())
data = os.path.join(here, "transformer_loop")
os.makedirs(data, exist_ok=True)
np.save(os.path.join(data, "in0.npy"), x)
np.save(os.path.join(data, "out0.npy"), np.asarray(jax.jit(f)(x)))
