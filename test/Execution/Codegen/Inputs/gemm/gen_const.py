"""The test files and XLA-computed expected outputs for
test/Execution/Codegen/gemm_const_weights.mlir and
gemm_const_weights_threads.mlir:
products whose weights JAX closure-captured into the program (so they reach
kiln as stablehlo.constant), which kiln-lower-contractions packs at compile
time. The cases cover a row-major and a transposed weight, edge panels (K
100, N 37), two contracting dimensions, a batched weight, a constant left
operand (w @ x), and, on two threads, both ways the packed GEMM splits work
(runs of rows, column panels). The non-constant operand is built inside each
program from iota and a small input, so the tests need no large input
files.

It also writes the program and expected output of test/AOT/constants.test
(the edge-panel case as a whole module) into test/AOT/Inputs/.

Run: venv/bin/python test/Execution/Codegen/Inputs/gemm/gen_const.py
(writes both test files and the .npy files next to this script)
"""
import functools
import os

import jax
import jax.numpy as jnp
import numpy as np

from entry_text import entry_text, shape_note

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(os.path.dirname(HERE))

PREPACKED_B = "constant B pre-packed at compile time"
PREPACKED_A = "constant A pre-packed at compile time"

# name: (variable operand shape, weight shape, dimension numbers, weight on
# the left, what --explain says)
SINGLE = {
    "square": ((64, 64), (64, 48), (((1,), (0,)), ((), ())), False,
               PREPACKED_B),
    "transposed": ((64, 64), (48, 64), (((1,), (1,)), ((), ())), False,
                   PREPACKED_B),
    "edges": ((50, 100), (100, 37), (((1,), (0,)), ((), ())), False,
              PREPACKED_B),
    "two_k": ((48, 6, 8), (6, 8, 40), (((1, 2), (0, 1)), ((), ())),
              False, PREPACKED_B),
    "batched": ((2, 40, 24), (2, 24, 40), (((2,), (1,)), ((0,), (0,))),
                False, PREPACKED_B),
    "const_a": ((60, 50), (40, 60), (((1,), (0,)), ((), ())), True,
                PREPACKED_A),
}
# At least 1M multiply-adds, so that they run on two threads: many rows
# (threads take runs of rows) and few rows (threads take column panels).
THREADS = {
    "rows_runs": ((1000, 60), (60, 70), (((1,), (0,)), ((), ())), False,
                  PREPACKED_B),
    "col_panels": ((168, 160), (160, 157), (((1,), (0,)), ((), ())), False,
                   PREPACKED_B),
}


def variable(shape, shift):
    size = int(np.prod(shape))
    idx = jnp.arange(size, dtype=jnp.float32).reshape(shape)
    return jnp.sin(idx * 0.0137 + shift)


def product(s, w, xs, dims, left):
    x = variable(xs, s[0])
    return jax.lax.dot_general(w, x, dims) if left else \
        jax.lax.dot_general(x, w, dims)


def product_note(xs, ws, dims, left):
    return shape_note(*((ws, xs) if left else (xs, ws)), dims)


def generate(cases, path, header, threads, seed):
    rng = np.random.default_rng(seed)
    shifts = np.array([0.25, -0.5], np.float32)
    np.save(os.path.join(HERE, "const_shift.npy"), shifts)
    funcs, runs, checks = [], [], []
    for name, (xs, ws, dims, left, note) in cases.items():
        w = (rng.standard_normal(ws) / np.sqrt(ws[0])).astype(np.float32)
        f = jax.jit(functools.partial(product, w=w, xs=xs, dims=dims,
                                      left=left))
        np.save(os.path.join(HERE, f"const_{name}_out.npy"),
                np.asarray(f(shifts)))
        funcs.append(entry_text(f.lower(shifts).as_text(), name))
        io = (f"--entry {name} --input const_shift.npy "
              f"--expect const_{name}_out.npy --rtol 1e-4 --atol 1e-4")
        prefix = name.upper()
        split = ", split across 2 threads" if threads else ""
        runs.append(f"// RUN: kiln run --threads {2 if threads else 1} %s "
                    f"--explain {io} | FileCheck %s --check-prefixes=OK,"
                    f"{prefix}")
        if threads:
            runs.append(f"// RUN: kiln run --threads 1 %s --explain {io} | "
                        f"FileCheck %s --check-prefixes=OK,{prefix}1")
        else:
            runs.append(f"// RUN: kiln run --threads 2 %s {io} | "
                        f"FileCheck %s --check-prefix=OK")
        runs.append(f"// RUN: kiln run -O0 %s {io} | "
                    f"FileCheck %s --check-prefix=OK")
        what = (f"// {prefix}: kiln-lower-contractions: contraction made a "
                f"GEMM kernel: {product_note(xs, ws, dims, left)}")
        checks.append(f"{what}{split}, {note}")
        if threads:
            checks.append(f"{what.replace(prefix, prefix + '1', 1)}, {note}")
    with open(path, "w") as out:
        out.write(header + "\n")
        out.write("\n".join(runs) + "\n")
        out.write("\n".join(checks) + "\n")
        out.write("// OK: output 0: {{.*}} matches\n\n")
        out.write("\n\n".join(funcs))


HEADER = """\
// f32 dot_general with weights closure-captured by jax.jit (constants in the
// program), which kiln-lower-contractions packs at compile time, as
// --explain reports: {what};
// against XLA's results (generated with this file by Inputs/gemm/gen_const.py).
// RUN: cd %S/Inputs/gemm"""

generate(SINGLE, os.path.join(TESTS, "gemm_const_weights.mlir"),
         HEADER.format(what="a row-major and a transposed weight, edge "
                       "panels,\n// two contracting dimensions, a batched "
                       "weight and a constant left operand,\n// on one "
                       "thread, two and through the plain loops (-O0)"),
         threads=False, seed=1)
generate(THREADS, os.path.join(TESTS, "gemm_const_weights_threads.mlir"),
         HEADER.format(what="products split across two\n// threads by runs "
                       "of rows and by column panels, on one thread and\n"
                       "// through the plain loops (-O0)"),
         threads=True, seed=2)


# test/AOT/constants.test: the edge-panel case as a module of its own.
AOT = os.path.join(os.path.dirname(os.path.dirname(TESTS)), "AOT", "Inputs")
xs, ws, dims, left, _ = SINGLE["edges"]
w = (np.random.default_rng(3).standard_normal(ws) / 10).astype(np.float32)
f = jax.jit(functools.partial(product, w=w, xs=xs, dims=dims, left=left))
shifts = np.array([0.25, -0.5], np.float32)
with open(os.path.join(AOT, "const_weights.mlir"), "w") as out:
    out.write(f.lower(shifts).as_text())
np.save(os.path.join(AOT, "const_weights_in.npy"), shifts)
np.save(os.path.join(AOT, "const_weights_out.npy"), np.asarray(f(shifts)))
