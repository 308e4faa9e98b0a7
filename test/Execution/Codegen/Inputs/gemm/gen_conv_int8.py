"""Inputs, XLA-computed expected outputs and the test file for
test/Execution/Codegen/conv_int8.mlir: int8 convolutions summed in int32, as
JAX writes a quantized layer (preferred_element_type=int32). Where f32
holds every partial sum exactly (window 3 x 3 x 16 of full-range int8, and
uint8 operands with a 5 x 5 x 8 window) kiln computes them with its f32
convolution kernels; a window of 3 x 3 x 1200 is past that and stays on
integers. Results are exact.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_conv_int8.py \
       > test/Execution/Codegen/conv_int8.mlir
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

from entry_text import entry_text, print_test_file

jax.config.update("jax_platforms", "cpu")
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1204)


def conv(stride, pad):
    def f(x, w):
        return jax.lax.conv_general_dilated(
            x, w, (stride, stride), [(pad, pad), (pad, pad)],
            dimension_numbers=("NHWC", "HWIO", "NHWC"),
            preferred_element_type=jnp.int32)
    return f


CASES = {
    # name: (function, x shape and dtype, w shape, what --explain says)
    "exact": (conv(1, 1), (2, 12, 12, 16), np.int8, (3, 3, 16, 32),
              "kiln-lower-convolutions: convolution made a direct kernel"),
    "u8_strided": (conv(2, 2), (1, 15, 15, 8), np.uint8, (5, 5, 8, 24),
                   "kiln-lower-convolutions: convolution made a direct kernel"),
    "wide": (conv(1, 0), (1, 4, 4, 1200), np.int8, (3, 3, 1200, 4), None),
}

HEADER = """\
// int8 convolutions summed in int32 as JAX writes a quantized layer, against
// XLA's results (generated with this file by Inputs/gemm/gen_conv_int8.py),
// exactly: windows whose sums f32 holds exactly run on kiln's f32
// convolution kernels, a wider one on integers; also through the plain
// loops (-O0).
// RUN: cd %S/Inputs/gemm"""

funcs, runs, checks = [], [], []
for name, (fn, xs, xdtype, ws, note) in CASES.items():
    info = np.iinfo(xdtype)
    x = rng.integers(info.min, info.max + 1, size=xs).astype(xdtype)
    w = rng.integers(info.min, info.max + 1, size=ws).astype(xdtype)
    files = []
    for suffix, value in (("x", x), ("w", w)):
        path = f"conv_int8_{name}_{suffix}.npy"
        np.save(os.path.join(HERE, path), value)
        files.append(path)
    np.save(os.path.join(HERE, f"conv_int8_{name}_out.npy"),
            np.asarray(jax.jit(fn)(x, w)))
    funcs.append(entry_text(jax.jit(fn).lower(x, w).as_text(), name))
    io = (f"--entry {name} " + " ".join(f"--input {f}" for f in files) +
          f" --expect conv_int8_{name}_out.npy")
    prefix = name.upper()
    if note:
        runs.append(f"// RUN: kiln run %s --explain {io} | FileCheck %s "
                    f"--check-prefixes=OK,{prefix}")
        checks.append(f"// {prefix}: {note}")
    else:
        runs.append(f"// RUN: kiln run %s {io} | FileCheck %s "
                    f"--check-prefix=OK")
    runs.append(f"// RUN: kiln run -O0 %s {io} | FileCheck %s "
                f"--check-prefix=OK")

print_test_file(HEADER, runs, checks, funcs)
