"""Inputs, XLA-computed expected outputs and the test file for
test/Execution/Codegen/gemm_weight_only.mlir: weight-only int8 layers as
JAX writes them, x @ (w.astype(f32) * s) with int8 weights w and per-output
channel scales s, which kiln runs as x @ w (the int8 weights widened as the
kernels read them) times s: a matrix-vector product (the unpacked kernel),
a GEMM (B packed from int8 rows), x @ w.T (B packed from int8 runs along
K) and a batched product, each with edges in every direction.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_weight_only.py \
       > test/Execution/Codegen/gemm_weight_only.mlir
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

from entry_text import entry_text, print_test_file

jax.config.update("jax_platforms", "cpu")
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1203)


def plain(x, w, s):
    return x @ (w.astype(jnp.float32) * s)


def transposed(x, w, s):
    return x @ (w.astype(jnp.float32) * s[:, None]).T


def batched(x, w, s):
    return jnp.einsum("bik,bkj->bij", x, w.astype(jnp.float32) * s[:, None, :])


CASES = {
    # name: (function, x shape, w shape, s shape, what --explain says)
    "matvec": (plain, (1, 1024), (1024, 200), (200,),
               "skinny contraction made an unpacked kernel: batch 1, M 1, "
               "N 200, K 1024"),
    "gemm": (plain, (40, 301), (301, 90), (90,),
             "contraction made a GEMM kernel: batch 1, M 40, N 90, K 301"),
    "transposed": (transposed, (37, 256), (100, 256), (100,),
                   "contraction made a GEMM kernel: batch 1, M 37, N 100, "
                   "K 256"),
    "batched": (batched, (3, 33, 129), (3, 129, 40), (3, 40),
                "contraction made a GEMM kernel: batch 3, M 33, N 40, K 129"),
}

HEADER = """\
// Weight-only int8 layers as JAX writes them, x @ (w.astype(f32) * s),
// against XLA's results (generated with this file by
// Inputs/gemm/gen_weight_only.py): kiln moves the per-channel scales after
// the product (kiln-fold-dot-operands) and the kernels read the int8
// weights, widening them as they go (kiln-fuse-elementwise fuses the
// convert into the contraction); on one thread and two, and through the
// plain loops (-O0).
// RUN: cd %S/Inputs/gemm"""

funcs, runs, checks = [], [], []
for name, (fn, xs, ws, ss, note) in CASES.items():
    x = rng.standard_normal(xs).astype(np.float32)
    w = rng.integers(-127, 128, size=ws).astype(np.int8)
    s = (rng.random(ss) * 0.02 + 0.001).astype(np.float32)
    files = []
    for suffix, value in (("x", x), ("w", w), ("s", s)):
        path = f"wo_{name}_{suffix}.npy"
        np.save(os.path.join(HERE, path), value)
        files.append(path)
    np.save(os.path.join(HERE, f"wo_{name}_out.npy"),
            np.asarray(jax.jit(fn)(x, w, s)))
    funcs.append(entry_text(jax.jit(fn).lower(x, w, s).as_text(), name))
    io = (f"--entry {name} " + " ".join(f"--input {f}" for f in files) +
          f" --expect wo_{name}_out.npy --rtol 1e-4 --atol 1e-4")
    prefix = name.upper()
    runs.append(f"// RUN: kiln run %s --explain {io} | FileCheck %s "
                f"--check-prefixes=OK,{prefix}")
    checks.append(f"// {prefix}: the factor of its rhs multiplied at "
                  f"{{{{.*}}}} moved after dot_general")
    checks.append(f"// {prefix}: kiln-lower-contractions: {note}")
    runs.append(f"// RUN: kiln run --threads 2 %s {io} | FileCheck %s "
                f"--check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s "
                f"--check-prefix=OK")

print_test_file(HEADER, runs, checks, funcs)
