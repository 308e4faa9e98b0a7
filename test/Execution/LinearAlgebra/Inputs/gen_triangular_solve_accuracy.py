"""Inputs and expected outputs of
test/Execution/LinearAlgebra/triangular_solve_accuracy.mlir: the accuracy of
stablehlo.triangular_solve on batched f32 systems.

Run with the JAX virtual environment:
    $(bash scripts/python-env.sh) test/Execution/LinearAlgebra/Inputs/gen_triangular_solve_accuracy.py

Eight 24x24 triangular systems with 7 right-hand sides, for each side and
triangle (with and without transposing A), with a diagonal large enough
that the solutions are well defined but not so large that substitution
cannot cancel. Two expectations, neither from kiln:
  - the true solution: numpy's f64 solve refined three times with residuals
    in long double, then rounded to f32;
  - XLA's result (its CPU backend inverts the diagonal blocks and
    multiplies, which rounds differently from substitution).
kiln substitutes in f64 and rounds once, so its results are the true ones
rounded (within 1 ulp); XLA's are up to thousands of ulps off on the
smallest solution components (cancellation), so against XLA the test checks
an absolute 1e-5 (about 4 ulps of the largest components).
"""
import os

import numpy as np
from jax._src import xla_bridge
from jax._src.lib import xla_client as xc
import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(77)
B, N, M = 8, 24, 7
CASES = [("left_lower", True, True, "NO_TRANSPOSE"),
         ("left_upper_t", True, False, "TRANSPOSE"),
         ("right_lower", False, True, "NO_TRANSPOSE"),
         ("right_upper_t", False, False, "TRANSPOSE")]


def run_xla(program, inputs):
    backend = xla_bridge.get_backend("cpu")
    exe = backend.compile_and_load(
        program, xc.DeviceList(tuple(backend.devices()[:1])),
        xc.CompileOptions())
    results = exe.execute_sharded([jax.device_put(x) for x in inputs])
    return [np.asarray(r[0])
            for r in results.disassemble_into_single_device_arrays()]


def true_solution(a, b, left, lower, trans):
    A = np.tril(a) if lower else np.triu(a)
    if trans != "NO_TRANSPOSE":
        A = np.swapaxes(A, 1, 2)
    A = A.astype(np.longdouble)
    out = np.empty(b.shape, np.longdouble)
    for k in range(B):
        Ak = A[k].astype(np.float64)
        bk = b[k].astype(np.longdouble)
        if left:
            solve = lambda r: np.linalg.solve(Ak, r.astype(np.float64))
            residual = lambda X: bk - A[k] @ X
        else:
            solve = lambda r: np.linalg.solve(Ak.T, r.astype(np.float64).T).T
            residual = lambda X: bk - X @ A[k]
        X = solve(bk).astype(np.longdouble)
        for _ in range(3):
            X = X + solve(residual(X)).astype(np.longdouble)
        out[k] = X
    return out.astype(np.float32)


for name, left, lower, trans in CASES:
    a = rng.standard_normal((B, N, N)) + np.eye(N) * (2.0 + N ** 0.5)
    a = a.astype(np.float32)
    b = rng.standard_normal((B, N, M) if left else (B, M, N)).astype(np.float32)
    ta, tb = f"tensor<{B}x{N}x{N}xf32>", f"tensor<{B}x{b.shape[1]}x{b.shape[2]}xf32>"
    program = (f"func.func @main(%a: {ta}, %b: {tb}) -> {tb} {{\n"
               f"  %0 = \"stablehlo.triangular_solve\"(%a, %b) {{left_side = "
               f"{str(left).lower()}, lower = {str(lower).lower()}, "
               f"unit_diagonal = false, transpose_a = #stablehlo<transpose "
               f"{trans}>}} : ({ta}, {tb}) -> {tb}\n  return %0 : {tb}\n}}\n")
    xla = run_xla(program, [a, b])[0]
    for suffix, arr in [("a", a), ("b", b), ("true", true_solution(a, b, left, lower, trans)),
                        ("xla", xla)]:
        np.save(os.path.join(HERE, f"tsacc_{name}_{suffix}.npy"), arr)
