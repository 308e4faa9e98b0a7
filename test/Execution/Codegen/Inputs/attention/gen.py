"""Inputs and XLA-computed expected outputs for
test/Execution/Codegen/attention_layout.mlir: multi-head attention as JAX
writes it (the qkv projection split into q, k and v column slices,
reshaped into heads and transposed, q @ k.T, softmax, @ v, the heads
merged back), which kiln computes without copying the slices or the
merged heads; a loop calling a jitted function with temporaries on
every step (each call reuses the function's temporary buffer);
divisions by constant powers of two; and reshapes of slices (views, or a
copy where the slice's layout cannot be merged).
The StableHLO of each function is printed to stdout for the test file.

Run: venv/bin/python test/Execution/Codegen/Inputs/attention/gen.py
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(4242)


def attention(x, w_qkv, w_o):
    s, d = x.shape
    heads = 3
    q, k, v = jnp.split(x @ w_qkv, 3, axis=-1)
    split = lambda t: t.reshape(s, heads, d // heads).transpose(1, 0, 2)
    q, k, v = split(q), split(k), split(v)
    att = jax.nn.softmax(q @ k.transpose(0, 2, 1) / np.sqrt(d // heads), axis=-1)
    o = (att @ v).transpose(1, 0, 2).reshape(s, d)
    return o @ w_o


@jax.jit
def step(h, w):
    return jnp.tanh(h @ w) + 0.5 * h


def repeated(h, w):
    return jax.lax.fori_loop(0, 5, lambda i, h: step(h, w), h)


def scaled(s):
    # Divisions by constant powers of two (a multiplication by the exact
    # reciprocal in kiln): softmax of scores / 8, and s / 0.25.
    return jax.nn.softmax(s / 8.0, axis=-1), s / 0.25


def reshapes(x):
    # Reshapes of slices: merging a strided slice's dimensions (which needs
    # a copy), splitting with a unit dimension, merging the outer ones.
    a = x[:, 1:3, :].reshape(4, 2 * 5)
    b = x[1:3].reshape(2, 4, 5, 1)
    c = x[:, :, 1:4].reshape(4 * 4, 3)
    return a * 2.0, b + 1.0, c - 1.0


CASES = {
    # seq 50, d_model 3 heads x 40: edge tiles everywhere.
    "attention": (attention, [(50, 120), (120, 360), (120, 120)]),
    "repeated": (repeated, [(40, 48), (48, 48)]),
    "scaled": (scaled, [(3, 37, 45)]),
    "reshapes": (reshapes, [(4, 4, 5)]),
}

for name, (f, shapes) in CASES.items():
    args = [(rng.standard_normal(s) / np.sqrt(s[-1])).astype(np.float32)
            for s in shapes]
    for i, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}_in{i}.npy"), a)
    outs = jax.jit(f)(*args)
    outs = outs if isinstance(outs, tuple) else (outs,)
    for i, out in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}_out{i}.npy"), np.asarray(out))
    print(f"// {name}\n" + jax.jit(f).lower(*args).as_text())
