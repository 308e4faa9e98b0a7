"""Inputs and expected outputs for test/Execution/LinearAlgebra/cholesky*.mlir and
triangular_solve*.mlir.

Run from this folder with /work/venv/bin/python gen_linalg.py. Expected
values are computed with numpy.linalg (cholesky, solve) on matrices built
from the triangle the op reads, never by kiln. The unused input triangle
holds garbage to check that it is ignored; kiln returns zeros in the unused
triangle of cholesky's result (the spec leaves it implementation-defined).
"""
import numpy as np

rng = np.random.default_rng(99)


def spd(batch, n, dtype):
    m = rng.standard_normal(batch + (n, n))
    a = m @ np.swapaxes(m, -1, -2) + n * np.eye(n)
    return a


def garbage(a, lower):
    """Overwrites the triangle cholesky/triangular_solve must not read."""
    g = rng.standard_normal(a.shape) * 100
    n = a.shape[-1]
    keep = np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))
    return np.where(keep, a, g)


# cholesky, lower, batched 2x3 of 4x4, f32.
a = spd((2, 3), 4, np.float64)
l = np.linalg.cholesky(a)
np.save("chol_in0.npy", garbage(a, True).astype(np.float32))
np.save("chol_out0.npy", l.astype(np.float32))
# cholesky, upper, 5x5, f64: U = L^T.
b = spd((), 5, np.float64)
np.save("chol_in1.npy", garbage(b, False))
np.save("chol_out1.npy", np.linalg.cholesky(b).T.copy())


def tri(batch, n, lower, unit):
    a = rng.standard_normal(batch + (n, n))
    a = a + np.eye(n) * 4
    eff = np.tril(a) if lower else np.triu(a)
    if unit:
        idx = np.arange(n)
        eff[..., idx, idx] = 1.0
    return garbage(a, lower), eff


def case(name, batch, m, other, left, lower, trans, unit, dtype):
    a, eff = tri(batch, m, lower, unit)
    if unit:  # garbage on the diagonal too
        idx = np.arange(m)
        a[..., idx, idx] = 7.0
    op = np.swapaxes(eff, -1, -2) if trans else eff
    if left:
        bm = rng.standard_normal(batch + (m, other))
        x = np.linalg.solve(op, bm)
    else:
        bm = rng.standard_normal(batch + (other, m))
        # X op = B  <=>  op^T X^T = B^T
        x = np.swapaxes(np.linalg.solve(np.swapaxes(op, -1, -2),
                                        np.swapaxes(bm, -1, -2)), -1, -2)
    np.save(name + "_a.npy", np.ascontiguousarray(a.astype(dtype)))
    np.save(name + "_b.npy", np.ascontiguousarray(bm.astype(dtype)))
    np.save(name + "_x.npy", np.ascontiguousarray(x.astype(dtype)))


case("ts0", (2,), 4, 3, True, True, False, False, np.float32)
case("ts1", (), 5, 2, True, False, True, True, np.float64)
case("ts2", (), 4, 3, False, True, False, False, np.float64)
case("ts3", (2, 2), 3, 4, False, False, True, False, np.float32)  # ADJOINT
case("ts4", (), 4, 2, True, True, True, False, np.float64)
case("ts5", (), 3, 3, False, True, True, True, np.float32)


def xla_run(text, *args):
    """Compiles a hand-written StableHLO module with XLA CPU and runs it."""
    import jax
    import jax.extend  # noqa: F401
    jax.config.update("jax_platforms", "cpu")
    from jax._src import compiler
    from jax._src.interpreters import mlir as jm
    import jaxlib.mlir.ir as ir
    backend = jax.extend.backend.get_backend("cpu")
    module = ir.Module.parse(text, context=jm.make_ir_context())
    exe = backend.compile_and_load(jm.module_to_bytecode(module),
                                   backend.devices()[:1],
                                   compiler.get_compile_options(1, 1))
    return [np.asarray(r) for r in exe.execute([jax.device_put(a) for a in args])]


# cholesky on a batch [not positive definite, positive definite], lower and
# upper: XLA CPU returns the whole failed matrix as NaN and zeros in the
# unused triangle. Expected values from XLA itself.
c = np.stack([np.array([[1, 9, 9], [2, 1, 9], [0, 0, 1]]),
              spd((), 3, np.float64)]).astype(np.float32)
c[1] = garbage(c[1], True)
c[1] = np.where(np.triu(np.ones((3, 3), bool), 1), 50.0, c[1])
lo, up = xla_run("""
func.func public @main(%a: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf32>
  %1 = stablehlo.cholesky %a, lower = false : tensor<2x3x3xf32>
  return %0, %1 : tensor<2x3x3xf32>, tensor<2x3x3xf32>
}""", c)
np.save("chol_in2.npy", c)
np.save("chol_out2.npy", lo)
np.save("chol_out3.npy", up)


# Complex: Hermitian positive definite cholesky (lower and upper, garbage
# in the unused triangle), expected
# values from XLA; triangular_solve with complex64/complex128 and all
# transposes, expected from numpy.linalg.solve.
def hpd(batch, n):
    m = rng.standard_normal(batch + (n, n)) + 1j * rng.standard_normal(batch + (n, n))
    return m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)


hl = hpd((2,), 4)
hl = np.where(np.triu(np.ones((4, 4), bool), 1), 33 - 7j, hl)
hu = hpd((2,), 4)
hu = np.where(np.tril(np.ones((4, 4), bool), -1), -5 + 9j, hu)
idx = np.arange(4)
hl = hl.astype(np.complex64)
hu = hu.astype(np.complex64)
lo, up = xla_run("""
func.func public @main(%a: tensor<2x4x4xcomplex<f32>>, %b: tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x4x4xcomplex<f32>>
  %1 = stablehlo.cholesky %b, lower = false : tensor<2x4x4xcomplex<f32>>
  return %0, %1 : tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>
}""", hl, hu)
# Independent check of XLA's values with numpy.
ref = np.linalg.cholesky(np.tril(hl) + np.conj(np.swapaxes(np.tril(hl, -1), -1, -2)))
assert np.allclose(lo, ref, atol=1e-4), (lo, ref)
np.save("chol_in3.npy", hl)
np.save("chol_in4.npy", hu)
np.save("chol_out4.npy", lo)
np.save("chol_out5.npy", up)


def ccase(name, batch, m, other, left, lower, trans, unit, dtype):
    a = rng.standard_normal(batch + (m, m)) + 1j * rng.standard_normal(batch + (m, m))
    a = a + 4 * np.eye(m)
    eff = np.tril(a) if lower else np.triu(a)
    if unit:
        eff[..., np.arange(m), np.arange(m)] = 1.0
        a[..., np.arange(m), np.arange(m)] = 7 + 7j
    a = garbage(a.real, lower) + 1j * np.where(
        (np.tril if lower else np.triu)(np.ones((m, m), bool)), a.imag, 3.0)
    if unit:
        a[..., np.arange(m), np.arange(m)] = 7 + 7j
    op = {"N": eff, "T": np.swapaxes(eff, -1, -2),
          "A": np.conj(np.swapaxes(eff, -1, -2))}[trans]
    shape = batch + ((m, other) if left else (other, m))
    bm = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    if left:
        x = np.linalg.solve(op, bm)
    else:
        x = np.swapaxes(np.linalg.solve(np.swapaxes(op, -1, -2),
                                        np.swapaxes(bm, -1, -2)), -1, -2)
    np.save(name + "_a.npy", np.ascontiguousarray(a.astype(dtype)))
    np.save(name + "_b.npy", np.ascontiguousarray(bm.astype(dtype)))
    np.save(name + "_x.npy", np.ascontiguousarray(x.astype(dtype)))


ccase("tc0", (2,), 4, 3, True, True, "A", False, np.complex64)
ccase("tc1", (), 4, 2, False, False, "A", False, np.complex128)
ccase("tc2", (), 3, 2, True, False, "T", True, np.complex128)
ccase("tc3", (), 3, 4, False, True, "N", False, np.complex64)
