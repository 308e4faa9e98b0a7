"""Programs, inputs and numpy-computed expected outputs for
test/Execution/Codegen/threads_*.mlir: elementwise ops and reductions
large enough (over 65,536 iterations) for kiln-vectorize-linalg to split
them across threads, run with --threads 1 and 2 and at -O0. Sizes are odd,
so the threads' parts and the vector loops end unevenly. Inputs the program
can make itself come from an iota scaled by an argument (so kiln cannot fold
them); the expected outputs are computed by numpy in float64 from the same
formulas.

Run: venv/bin/python test/Execution/Codegen/Inputs/threads/gen.py
"""
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(os.path.dirname(HERE))
rng = np.random.default_rng(2031)
A = np.float32(0.37)


def iota2(shape, a):
    """sin(i * a + j * 0.11) * 3 over a 2-D shape, in JAX (f32)."""
    i = lax.broadcasted_iota(jnp.float32, shape, 0)
    j = lax.broadcasted_iota(jnp.float32, shape, 1)
    return jnp.sin(i * a + j * 0.11) * 3.0


def iota2_np(shape, a):
    i, j = np.meshgrid(np.arange(shape[0], dtype=np.float32),
                       np.arange(shape[1], dtype=np.float32), indexing="ij")
    arg = (i * np.float32(a) + j * np.float32(0.11)).astype(np.float32)
    return np.sin(arg.astype(np.float64)) * 3.0


def ew(a):
    x = jnp.sin(lax.iota(jnp.float32, 70001) * a) * 4.0
    return jnp.maximum(x * x * 0.1 + x, 0.0) * 0.5 - x


def ew_np(a):
    arg = (np.arange(70001, dtype=np.float32) * np.float32(a)).astype(np.float32)
    x = np.sin(arg.astype(np.float64)) * 4.0
    return np.maximum(x * x * 0.1 + x, 0.0) * 0.5 - x


def softmax_np(x):
    x = x.astype(np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def layer_norm(a):
    x = iota2((129, 515), a)
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + 1e-5)


def layer_norm_np(a):
    x = iota2_np((129, 515), a)
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5)


def gelu_rows(a):
    # A 3-D op (batch of rows) with tanh: split over its outer dimension.
    x = iota2((4, 67 * 257), a).reshape(4, 67, 257)
    return jax.nn.gelu(x, approximate=True).sum(axis=2)


def gelu_rows_np(a):
    x = iota2_np((4, 67 * 257), a).reshape(4, 67, 257)
    g = 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))
    return g.sum(axis=2)


SOFTMAX_X = (rng.standard_normal((260, 259)) * 3).astype(np.float32)
INT_X = rng.integers(-2**30, 2**30, (40, 300), dtype=np.int32)
# Rows divided by a normal, a subnormal, a huge and a tiny negative scalar:
# only the first and last may use a reciprocal (1 / 1e-39 overflows,
# 1 / 3e38 is subnormal).
DIV_X = (rng.standard_normal((4, 37)) * 1e-3).astype(np.float32)
DIV_S = np.array([3.0, 1e-39, 3e38, -2e-38], np.float32)
# Signed zeros, infinities, NaN and an exact quotient keep their IEEE
# results; 3e38 / -2e-38 overflows to -inf.
DIV_X[0, :6] = [0.0, -0.0, np.inf, -np.inf, np.nan, 0.75]
DIV_X[3, :4] = [0.0, -0.0, 3e38, -1.5e-3]

CASES = {
    # name: (function, inputs, expected outputs, (atol, rtol), comment)
    "ew_chain": (ew, [A], [ew_np(A)], (1e-5, 1e-5),
                 "a one-dimensional elementwise chain (its vector loop is "
                 "split)"),
    "softmax": (lambda x: jax.nn.softmax(x, axis=-1), [SOFTMAX_X],
                [softmax_np(SOFTMAX_X)], (1e-6, 1e-5),
                "softmax over rows (the row loop of its passes is split)"),
    "sum_rows": (lambda a: jnp.sum(iota2((513, 301), a), axis=1), [A],
                 [iota2_np((513, 301), A).sum(axis=1)], (1e-4, 1e-5),
                 "a sum over the innermost dimension"),
    "sum_cols": (lambda a: jnp.sum(iota2((301, 513), a), axis=0), [A],
                 [iota2_np((301, 513), A).sum(axis=0)], (1e-4, 1e-5),
                 "a sum over the outer dimension (not split)"),
    "layer_norm": (layer_norm, [A], [layer_norm_np(A)], (1e-5, 1e-5),
                   "layer norm: mean, variance and normalization passes"),
    "div_rows": (lambda x, s: x / s[:, None], [DIV_X, DIV_S],
                 [np.divide(DIV_X, DIV_S[:, None])], (0, 0),
                 "division of rows by a scalar per row (a reciprocal "
                 "only where it is a normal number)"),
    "int_sum_rows": (lambda x: jnp.sum(x, axis=1, dtype=jnp.int32), [INT_X],
                     [INT_X.sum(axis=1, dtype=np.int32)], (0, 0),
                     "an exact, wrapping int32 sum over rows of 300 (four "
                     "accumulator chains)"),
    "gelu_rows": (gelu_rows, [A], [gelu_rows_np(A)], (1e-4, 1e-5),
                  "tanh gelu of a 3-D array summed over rows"),
}

for name, (fn, inputs, expected, (atol, rtol), comment) in CASES.items():
    lowered = jax.jit(fn).lower(*inputs)
    args = []
    for i, x in enumerate(inputs):
        if np.ndim(x) == 0:
            args.append(f"--input f32={float(x)!r}")
            continue
        np.save(os.path.join(HERE, f"{name}_in{i}.npy"), x)
        args.append(f"--input {name}_in{i}.npy")
    for i, y in enumerate(expected):
        y = np.asarray(y)
        if y.dtype == np.float64:
            y = y.astype(np.float32)
        np.save(os.path.join(HERE, f"{name}_out{i}.npy"), y)
        args.append(f"--expect {name}_out{i}.npy")
    flags = " ".join(args) + f" --atol {atol} --rtol {rtol}"
    lines = [
        f"// {comment[0].upper() + comment[1:]}, with 1 and 2 threads and",
        "// as plain loops at -O0, against numpy's results. Generated by",
        "// Inputs/threads/gen.py.",
        "// RUN: cd %S/Inputs/threads",
        f"// RUN: kiln run --threads 1 %s {flags} | FileCheck %s",
        f"// RUN: kiln run --threads 2 %s {flags} | FileCheck %s",
        f"// RUN: kiln run -O0 %s {flags} | FileCheck %s",
    ]
    lines += [f"// CHECK: output {i}: {{{{.*}}}} matches"
              for i in range(len(expected))]
    with open(os.path.join(TESTS, f"threads_{name}.mlir"), "w") as f:
        f.write("\n".join(lines) + "\n\n" + lowered.as_text())
