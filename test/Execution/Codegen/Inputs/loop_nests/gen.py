"""Inputs, XLA-computed expected outputs and the test file for
test/Execution/Codegen/loop_nests_shared.mlir: a decoder of identical
layers (layer norm, two-head attention with softmax, a gelu MLP, in bf16
and f32 parts), as JAX exports a Python loop over layers, each layer's
weights sliced from stacked arrays at an offset of their own. kiln-share-
loop-nests emits each layer's loop nests once, as functions every layer
calls; the results must not change.

Run: venv/bin/python test/Execution/Codegen/Inputs/loop_nests/gen.py \
       > test/Execution/Codegen/loop_nests_shared.mlir
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1204)
LAYERS, S, D, HEADS, HIDDEN = 3, 24, 32, 2, 64


def layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def layer(x, w_qkv, w_o, w1, b1, w2, g):
    h = layer_norm(x, g, 0.0)
    q, k, v = jnp.split(h @ w_qkv, 3, axis=-1)
    heads = lambda t: t.reshape(S, HEADS, D // HEADS).transpose(1, 0, 2)
    q, k, v = heads(q), heads(k), heads(v)
    scores = q @ k.transpose(0, 2, 1) / np.sqrt(D // HEADS)
    mask = jnp.tril(jnp.ones((S, S), bool))
    p = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    attn = (p @ v).transpose(1, 0, 2).reshape(S, D)
    x = x + attn @ w_o
    # The MLP in bf16, as mixed-precision models run it.
    m = jax.nn.gelu(layer_norm(x, g, 0.0).astype(jnp.bfloat16) @ w1 + b1)
    return x + (m @ w2).astype(jnp.float32)


def decoder(x, w_qkv, w_o, w1, b1, w2, g):
    for i in range(LAYERS):
        x = layer(x, w_qkv[i], w_o[i], w1[i], b1[i], w2[i], g[i])
    return x


def normal(*shape, scale=1.0, dtype=np.float32):
    return (rng.standard_normal(shape) * scale).astype(dtype)


bf16 = jnp.bfloat16
args = [normal(S, D), normal(LAYERS, D, 3 * D, scale=D ** -0.5),
        normal(LAYERS, D, D, scale=D ** -0.5),
        normal(LAYERS, D, HIDDEN, scale=D ** -0.5, dtype=bf16),
        normal(LAYERS, HIDDEN, scale=0.1, dtype=bf16),
        normal(LAYERS, HIDDEN, D, scale=HIDDEN ** -0.5, dtype=bf16),
        1.0 + normal(LAYERS, D, scale=0.1)]
names = ["x", "wqkv", "wo", "w1", "b1", "w2", "g"]
for name, a in zip(names, args):
    np.save(os.path.join(HERE, f"{name}.npy"), a)
np.save(os.path.join(HERE, "out.npy"), np.asarray(jax.jit(decoder)(*args)))

io = " ".join(f"--input {n}.npy" for n in names) + \
    " --expect out.npy --rtol 2e-2 --atol 2e-2"
print(f"""\
// A decoder of {LAYERS} identical layers (layer norm, two-head attention with
// softmax, a bf16 gelu MLP), as JAX exports a Python loop over layers, each
// layer's weights sliced from stacked arrays at an offset of their own
// (generated with this file by Inputs/loop_nests/gen.py; expected values
// from XLA, within bf16's precision). kiln-share-loop-nests emits every
// layer's loop nests once, as functions the {LAYERS} layers call (the layer
// norms' more often): on 1 and 2 threads the results match XLA's as with
// -O0, which shares nothing.
// RUN: cd %S/Inputs/loop_nests
// RUN: kiln run --threads 1 %s --explain {io} | FileCheck %s
// RUN: kiln run --threads 2 %s --explain {io} | FileCheck %s
// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK
// CHECK: kiln-share-loop-nests: {2 * LAYERS - 1} identical loop nests call one function, __kiln_loop_nest{{{{$}}}}
// CHECK-COUNT-11: kiln-share-loop-nests: {LAYERS} identical loop nests call one function, __kiln_loop_nest_{{{{[0-9]+$}}}}
// CHECK: output 0: {{{{.*}}}} matches
// OK: output 0: {{{{.*}}}} matches
""")
print(jax.jit(decoder).lower(*args).as_text().replace(
    " {jax.result_info = \"result\"}", ""))
