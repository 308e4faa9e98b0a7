"""Inputs and XLA-computed expected outputs for
test/Execution/Optimizer/*.mlir, the graph optimizer's rewrites (kiln-simplify, kiln-fold-dot-operands,
kiln-merge-dots) on programs as JAX exports them. Each case's StableHLO is
printed to stdout for the test files; its inputs and XLA's results (JAX's
CPU backend) are saved here.

Run: venv/bin/python test/Execution/Optimizer/Inputs/gen.py
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(7)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


CASES = {
    # The seed workload, small: matrix-vector products with the rows of x,
    # concatenated (kiln-merge-dots: one GEMM).
    "matvec_concat": (lambda w, x: jnp.concatenate(
        [w @ x[i] for i in range(x.shape[0])]), [f32(96, 64), f32(8, 64)]),
    # Stacked along axis 1, on rows 2..6 of x (a slice of it).
    "matvec_stack": (lambda w, x: jnp.stack(
        [w @ x[i] for i in range(2, 7)], axis=1), [f32(96, 64), f32(8, 64)]),
    # x[i] @ w.T stacked: the transposes fold into the products first.
    "vecmat_stack": (lambda w, x: jnp.stack(
        [x[i] @ w.T for i in range(x.shape[0])]), [f32(80, 64), f32(6, 64)]),
    # Products of different row counts with one weight, concatenated.
    "rows_concat": (lambda a, b, w: jnp.concatenate([a @ w, b @ w]),
                    [f32(40, 64), f32(24, 64), f32(64, 72)]),
    # Independent vectors against one matrix, concatenated along columns of
    # a batched product.
    "batched_columns": (lambda w, a, b: jnp.concatenate(
        [jnp.einsum("bij,bjk->bik", a, w), jnp.einsum("bij,bjk->bik", b, w)],
        axis=2), [f32(3, 32, 40), f32(3, 24, 32), f32(3, 24, 32)]),
    # Small products with nothing shared: batched into one product.
    "independent_small": (lambda a, b, c, d: jnp.concatenate([a @ b, c @ d]),
                          [f32(8, 12), f32(12, 10), f32(8, 12), f32(12, 10)]),
    # x[i] @ y[i] stacked on axis 1: batched without copies.
    "independent_sliced": (lambda x, y: jnp.stack(
        [x[i] @ y[i] for i in range(4)], axis=1),
        [f32(4, 64, 48), f32(4, 48, 40)]),
    # (a @ b).T and x @ w.T (kiln-fold-dot-operands).
    "transposes": (lambda a, b, w: ((a @ b).T, a @ w.T),
                   [f32(48, 64), f32(64, 56), f32(40, 64)]),
    # A matrix broadcast over the batch of a batched product.
    "batch_broadcast": (lambda a, b: jnp.matmul(
        a, jnp.broadcast_to(b, (a.shape[0],) + b.shape)),
        [f32(4, 40, 64), f32(64, 48)]),
    # Integer identities and constants kiln-simplify folds (wrap-around:
    # int8 arithmetic on iota-derived constants).
    "int_simplify": (lambda x: (
        (x + jnp.int32(0)) * jnp.int32(1) + (jnp.arange(12, dtype=jnp.int32)
                                             * 3 - 7),
        x * jnp.int32(0),
        (jnp.arange(12, dtype=jnp.int8) * jnp.int8(23) + jnp.int8(100))
        .astype(jnp.int32) + x),
        [rng.integers(-1000, 1000, 12).astype(np.int32)]),
    # Sibling products with one matrix, used separately (kiln-merge-dots:
    # one product, sliced).
    "siblings": (lambda w, x: (w @ x[0]) * (w @ x[1]) + w @ x[2],
                 [f32(96, 64), f32(3, 64)]),
}

for name, (fn, args) in CASES.items():
    for i, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}_in{i}.npy"), a)
    outs = jax.jit(fn)(*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    for i, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}_out{i}.npy"), np.asarray(o))
    print(f"// {name}\n" + jax.jit(fn).lower(*args).as_text())

# Float look-alikes kiln-simplify must leave (x + 0.0 turns -0 into +0;
# x * 0.0 is NaN for inf and NaN, -0 for negative x). XLA's own simplifier
# rewrites x + 0.0 to x (giving -0 for -0), so the expected text is numpy's
# IEEE arithmetic, printed with numpy's repr (which shows the sign of zero).
x = np.array([-0.0, 1.5, -2.0, np.inf, np.nan], np.float32)
np.save(os.path.join(HERE, "float_zeros_in0.npy"), x)
fz = lambda x: (x + 0.0, x * 0.0, x - 0.0, x * 1.0)
print("// float_zeros")
print(jax.jit(fz).lower(x).as_text())
with np.errstate(invalid="ignore"):
    for o in fz(x):
        print("//", repr(np.asarray(o, np.float32)))
