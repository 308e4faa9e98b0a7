"""Generates the inputs and expected outputs of the CHLO execution tests of
elementwise, special (erf, gamma) and trigonometric functions, tan,
nextafter and top_k: test/Execution/Chlo/elementwise.mlir, half.mlir,
misc.mlir, special_erf_gamma_*.mlir and trig_*.mlir.

Run with /work/venv/bin/python (jax + numpy) from this folder:
    python gen.py
Expected values come from JAX on XLA's CPU backend (jax.scipy.special,
jnp, lax.top_k), independent of kiln. Each test reads in_<name>_*.npy and
compares with out_<name>_*.npy.
"""
import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.scipy import special

inf, nan = np.inf, np.nan


def save(name, i, a):
    np.save(f"{name}_{i}.npy", np.asarray(a))


def special_case(dt, tag):
    xe = np.array([-inf, -5, -2.5, -1, -0.3, -0.0, 0, 1e-8, 0.2, 0.7, 1.5,
                   2.1, 2.3, 3, 4, 10, inf, nan], dt)
    xi = np.array([-1, -0.999, -0.5, -1e-6, -0.0, 0, 0.1, 0.5, 0.9, 0.99,
                   0.999999, 1, 1.5, nan], dt)
    xg = np.array([-2.5, -0.5, 1e-6, 0.1, 0.5, 1, 1.5, 2, 3.7, 10, 100,
                   1e5, inf, nan], dt)
    save(f"in_special_{tag}", 0, xe)
    save(f"in_special_{tag}", 1, xi)
    save(f"in_special_{tag}", 2, xg)
    outs = [special.erf(xe), special.erfc(xe), special.erfinv(xi),
            special.gammaln(xg), special.digamma(xg)]
    for i, o in enumerate(outs):
        save(f"out_special_{tag}", i, o)


def trig_case(dt, tag):
    x = np.array([-20, -3, -1, -0.5, -1e-5, -0.0, 0, 1e-7, 0.25, 0.9, 1,
                  2.5, 30, inf, nan], dt)
    u = np.array([-1, -0.999, -0.5, -1e-6, 0, 0.3, 0.75, 1, 1.5, nan], dt)
    v = np.array([0.5, 1, 1.000001, 1.5, 10, 1e20, inf, nan], dt)
    save(f"in_trig_{tag}", 0, x)
    save(f"in_trig_{tag}", 1, u)
    save(f"in_trig_{tag}", 2, v)
    xt = x[np.isfinite(x) | np.isnan(x)]
    outs = [jnp.sinh(x), jnp.cosh(x), jnp.arctan(x), jnp.arcsinh(x),
            jnp.arcsin(u), jnp.arccos(u), jnp.arctanh(u), jnp.arccosh(v)]
    for i, o in enumerate(outs):
        save(f"out_trig_{tag}", i, o)


special_case(np.float32, "f32")
special_case(np.float64, "f64")
trig_case(np.float32, "f32")
trig_case(np.float64, "f64")

# tan: keep away from the poles (f32 vs f64 reduction differences).
xt = np.array([-3, -1, -0.5, -0.0, 0, 0.25, 1, 1.5, 100, inf, nan], np.float32)
save("in_tan", 0, xt)
save("out_tan", 0, jnp.tan(xt))

# next_after (f32): zeros, signs, equal values, NaN, infinities.
na = np.array([0, -0.0, 0, 1, 1, -1, -1, 2, 1e-45, inf, -inf, nan, 3, 5],
              np.float32)
nb = np.array([1, -1, -0.0, 2, 0, 0, -2, 2, 0, 0, 0, 1, nan, 5],
              np.float32)
save("in_nextafter", 0, na)
save("in_nextafter", 1, nb)
save("out_nextafter", 0, jnp.nextafter(na, nb))

# top_k (f32 with ties, signed zeros, infinities and +/-NaN; i32).
tk = np.array([[3, 1, 4, 1, 5, 9, 2, 6],
               [-1, -1, -1, 0, 0, 7, 7, -3],
               [0.5, -0.0, 0, 2, 2, 8, -inf, inf],
               [nan, 1, -nan, 3, -0.0, 0, -inf, 2]], np.float32)
ti = np.array([[5, 3, 5, 1, -2, 9, 9, 0]], np.int32)
save("in_topk", 0, tk)
save("in_topk", 1, ti)
v, i = lax.top_k(tk, 3)
save("out_topk", 0, v)
save("out_topk", 1, i)
v, i = lax.top_k(ti, 4)
save("out_topk", 2, v)
save("out_topk", 3, i)

# Elementwise CHLO ops: square (f32, complex64), is_inf/is_pos_inf/
# is_neg_inf, conj, broadcast_add/multiply/compare/select, constant_like.
sq = np.array([-3, -0.0, 1.5, inf, -inf, nan], np.float32)
cz = np.array([1 + 2j, -3 - 0.5j, 0j], np.complex64)
bm = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
bv = np.array([10, 0, -10], np.float32)
bs = np.array(2.5, np.float32)
for i, a in enumerate([sq, cz, bm, bv, bs]):
    save("in_elem", i, a)
outs = [jnp.square(sq), jnp.square(cz), jnp.isinf(sq), jnp.isposinf(sq),
        jnp.isneginf(sq), jnp.conj(cz), bv + bm, bm * bs,
        jnp.where(bm > bv, bm, bv), jnp.full_like(sq, 7.0)]
for i, o in enumerate(outs):
    save("out_elem", i, o)

# f16 operands (kiln computes in f64 and rounds; JAX in f32): erf, erfc,
# erf_inv, lgamma, digamma, sinh, atanh.
h = np.array([-3, -1, -0.25, 0, 0.125, 0.5, 0.9, 2, 4.5, inf, nan],
             np.float16)
hu = np.array([-0.99, -0.5, 0, 0.25, 0.75, 0.999, 1, nan], np.float16)
save("in_half", 0, h)
save("in_half", 1, hu)
outs = [special.erf(h), special.erfc(h), special.erfinv(hu),
        special.gammaln(h), special.digamma(h), jnp.sinh(h), jnp.arctanh(hu)]
for i, o in enumerate(outs):
    assert np.asarray(o).dtype == np.float16
    save("out_half", i, o)

# next_after on f64.
da = np.array([0, -0.0, 1, 1, -1, 5e-324, inf, nan, 2], np.float64)
db = np.array([1, -1, 2, 0, -2, 0, 0, 1, 2], np.float64)
save("in_nextafter_f64", 0, da)
save("in_nextafter_f64", 1, db)
save("out_nextafter_f64", 0, jnp.nextafter(da, db))
