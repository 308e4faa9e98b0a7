"""Inputs, XLA-computed expected output and the test file for
test/Execution/Codegen/gemm_shared.mlir: a stack of identical layers as JAX
exports a Python loop over them (each layer's weights sliced from one
stacked array, at an offset of its own), whose products kiln-lower-
contractions emits as one shared kernel function.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_shared.py \
       > test/Execution/Codegen/gemm_shared.mlir
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

from entry_text import entry_text

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1203)
LAYERS = 4


def layers(x, w, b):
    for layer in range(LAYERS):
        x = jnp.tanh(x @ w[layer] + b[layer])
    return x


x = rng.standard_normal((100, 64)).astype(np.float32)
w = (rng.standard_normal((LAYERS, 64, 64)) / 8).astype(np.float32)
b = rng.standard_normal((LAYERS, 64)).astype(np.float32)
for name, a in (("x", x), ("w", w), ("b", b)):
    np.save(os.path.join(HERE, f"shared_{name}.npy"), a)
np.save(os.path.join(HERE, "shared_out.npy"), np.asarray(jax.jit(layers)(x, w, b)))

io = ("--input shared_x.npy --input shared_w.npy --input shared_b.npy "
      "--expect shared_out.npy --rtol 1e-4 --atol 1e-5")
print(f"""\
// {LAYERS} identical layers, tanh(x @ w[l] + b[l]), as JAX exports a Python
// loop over layers: the weights of each are sliced from one stacked array
// at an offset of their own, and all {LAYERS} products call one kernel
// function (generated with this file by Inputs/gemm/gen_shared.py;
// expected values from XLA). The same program with every kernel inline
// (-O0 has none) gives the same result.
// RUN: cd %S/Inputs/gemm
// RUN: kiln run --threads 1 %s --explain {io} | FileCheck %s
// RUN: kiln run --threads 2 %s {io} | FileCheck %s --check-prefix=OK
// RUN: kiln run -O0 %s {io} | FileCheck %s --check-prefix=OK
// CHECK: explain: {{{{.*}}}}gemm_shared.mlir:[[AT:[0-9]+:[0-9]+]]: kiln-lower-contractions: contraction made a GEMM kernel: batch 1, M 100, N 64, K 64, A read in place{{{{$}}}}""")
for _ in range(LAYERS - 1):
    print("// CHECK: kiln-lower-contractions: contraction made a GEMM kernel: "
          "batch 1, M 100, N 64, K 64, A read in place, the kernel of "
          "{{.*}}gemm_shared.mlir:[[AT]]{{$}}")
print("// CHECK: output 0: {{.*}} matches\n// OK: output 0: {{.*}} matches\n")
print(jax.jit(layers).lower(x, w, b).as_text().replace(
    " {jax.result_info = \"result\"}", ""))
