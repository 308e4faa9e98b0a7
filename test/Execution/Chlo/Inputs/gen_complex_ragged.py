"""Generates the inputs and expected outputs of the CHLO execution tests of
complex functions, ragged_dot, mulhi and bessel_i1e/zeta/polygamma:
test/Execution/Chlo/asin_acos_kernel_*.mlir, complex_*.mlir,
half_broadcast.mlir, mulhi.mlir, ragged_*.mlir and
special_bessel_zeta_*.mlir.

Run with /work/venv/bin/python (jax + numpy + mpmath) from this folder:
    python gen_complex_ragged.py
Expected values come from JAX on XLA's CPU backend (lax.ragged_dot_general,
lax.mulhi, lax.bessel_i1e / zeta / polygamma, jnp complex functions),
independent of kiln; the _asin_acos_kernel values (an op XLA cannot run on
its own) come from mpmath. Each test reads in_<name>_*.npy and compares with
out_<name>_*.npy. The chlo ops in the tests are the ones JAX prints for the
same functions (ragged_dot as JAX prints it with
jax_ragged_dot_use_ragged_dot_instruction for TPU; XLA's CPU lowering of the
same jax function gives the values). The output is deterministic (seeded).
"""
import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.scipy import special

inf, nan = np.inf, np.nan
rng = np.random.default_rng(7)


def save(name, i, a):
    np.save(f"{name}_{i}.npy", np.asarray(a))


def ragged_case(tag, lshape, rshape, gs, dn, dt=np.float32):
    if np.issubdtype(dt, np.integer):
        lhs = rng.integers(-5, 6, lshape).astype(dt)
        rhs = rng.integers(-5, 6, rshape).astype(dt)
    else:
        lhs = rng.standard_normal(lshape).astype(dt)
        rhs = rng.standard_normal(rshape).astype(dt)
    gs = np.array(gs, np.int32)
    out = lax.ragged_dot_general(lhs, rhs, gs, dn,
                                 precision=lax.Precision.HIGHEST)
    for i, a in enumerate([lhs, rhs, gs]):
        save(f"in_ragged_{tag}", i, a)
    save(f"out_ragged_{tag}", 0, out)


def dn(lc, rc, lb, rb, ragged, group):
    return lax.RaggedDotDimensionNumbers(
        dot_dimension_numbers=((lc, rc), (lb, rb)),
        lhs_ragged_dimensions=ragged, rhs_group_dimensions=group)


# Non-contracting (rows past the last group are zero), with a batch dim,
# contracting (plain and batched), batch.
ragged_case("noncontract", (7, 5), (3, 5, 4), [2, 0, 4],
            dn([1], [1], [], [], [0], [0]))
ragged_case("noncontract_i32", (6, 3), (2, 3, 2), [4, 2],
            dn([1], [1], [], [], [0], [0]), np.int32)
ragged_case("noncontract_batch", (2, 6, 5), (2, 3, 5, 4), [1, 3, 2],
            dn([2], [2], [0], [0], [1], [1]))
ragged_case("contract", (3, 10), (10, 4), [3, 5, 1],
            dn([1], [0], [], [], [1], []))
ragged_case("contract_batch", (2, 3, 6), (2, 6, 4), [2, 4],
            dn([2], [1], [0], [0], [2], []))
ragged_case("batch", (3, 4, 5), (3, 5, 2), [1, 2, 0],
            dn([2], [1], [0], [0], [0], []))


def mulhi_case(tag, dt):
    info = np.iinfo(dt)
    base = [0, 1, -1, 2, -2, 3, 7, info.max, info.min, info.max - 1,
            info.min + 1, info.max // 3, info.min // 5]
    a = np.array([v for v in base if info.min <= v <= info.max], dt)
    b = np.array(list(reversed(a)), dt)
    extra = rng.integers(info.min, info.max, 16, dtype=dt, endpoint=True)
    a = np.concatenate([a, extra, a])
    b = np.concatenate([b, extra[::-1], b])
    save(f"in_mulhi_{tag}", 0, a)
    save(f"in_mulhi_{tag}", 1, b)
    save(f"out_mulhi_{tag}", 0, lax.mulhi(a, b))


for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
           np.uint32, np.uint64]:
    mulhi_case(np.dtype(dt).name, dt)


def special_case(dt, tag):
    big = 1e300 if dt == np.float64 else 1e30
    x = np.array([-inf, -big, -50, -22, -21.9, -8, -1, -1e-30, -0.0, 0,
                  1e-30, 0.1, 1, 2.5, 7.9, 8, 8.1, 15, 21.99, 22, 22.01, 30,
                  100, 1e5, big, inf, nan], dt)
    x = np.concatenate([x, rng.uniform(-40, 40, 37).astype(dt)])
    save(f"in_i1e_{tag}", 0, x)
    save(f"out_i1e_{tag}", 0, lax.bessel_i1e(x))
    # zeta: XLA's domain edges (x < 1, x = 1, poles at integer q <= 0,
    # negative q with integer x, inf, NaN) and ordinary values.
    xs = np.array([-2, -1.5, 0, 0.5, 1, 1.001, 1.5, 2, 3, 4, 10, 60, inf,
                   nan], dt)
    # (XLA's f32 zeta flushes q^-x to 0 once it is subnormal, so huge q is
    # only tested in f64.)
    huge = 1e20 if dt == np.float64 else 50
    qs = np.array([-inf, -3, -2.5, -0.0, 0, 1e-3, 0.5, 1, 2, 7.25, 1e3,
                   huge, inf, nan], dt)
    zx, zq = [a.ravel() for a in np.meshgrid(xs, qs, indexing="ij")]
    zx = np.concatenate([zx, rng.uniform(1, 30, 60).astype(dt)])
    zq = np.concatenate([zq, np.exp(rng.uniform(-5, 8, 60)).astype(dt)])
    save(f"in_zeta_{tag}", 0, zx)
    save(f"in_zeta_{tag}", 1, zq)
    save(f"out_zeta_{tag}", 0, lax.zeta(zx, zq))
    huge = 1e10 if dt == np.float64 else 1e3
    ns = np.array([-1, 0, 0.5, 1, 2, 3, 4, 7, nan], dt)
    xg = np.array([-inf, -2, -1.5, -0.0, 0, 1e-3, 0.5, 1, 3.3, 10,
                   huge, inf, nan], dt)
    pn, px = [a.ravel() for a in np.meshgrid(ns, xg, indexing="ij")]
    pn = np.concatenate([pn, rng.integers(0, 6, 60).astype(dt)])
    px = np.concatenate([px, rng.uniform(-6, 30, 60).astype(dt)])
    save(f"in_polygamma_{tag}", 0, pn)
    save(f"in_polygamma_{tag}", 1, px)
    save(f"out_polygamma_{tag}", 0, lax.polygamma(pn, px))


special_case(np.float32, "f32")
special_case(np.float64, "f64")


def complex_case(dt, tag):
    # The edge grid (signed zeros, +-1, inf, NaN, large) and parts of
    # magnitude 0.5..50 (XLA's complex sinh/cosh, (e^z -+ e^-z) / 2, lose
    # relative accuracy for small real parts, so those are left out).
    edge = [0.0, -0.0, 1.0, -1.0, 2.0, -0.5, inf, -inf, nan, 60.0, -60.0]
    re, im = [a.ravel() for a in np.meshgrid(edge, edge, indexing="ij")]
    n = 64
    mag = lambda: np.exp(rng.uniform(np.log(0.5), np.log(50), n))
    sgn = lambda: rng.choice([-1.0, 1.0], n)
    re = np.concatenate([re, sgn() * mag()])
    im = np.concatenate([im, sgn() * mag()])
    z = np.empty(len(re), dt)
    z.real, z.imag = re, im
    save(f"in_complex_{tag}", 0, z)
    fns = [jnp.tan, jnp.sinh, jnp.cosh, jnp.arcsin, jnp.arccos, jnp.arctan,
           jnp.arcsinh, jnp.arccosh, jnp.arctanh]
    for i, f in enumerate(fns):
        save(f"out_complex_{tag}", i, f(z))


complex_case(np.complex64, "c64")
complex_case(np.complex128, "c128")


def kernel_case():
    # chlo._asin_acos_kernel(z) = (sqrt(A^2 - x^2), acosh(A)) with
    # A = (|z + 1| + |z - 1|) / 2, so that asin(z) = (atan2(x, w.re),
    # sign(y) w.im); evaluated with mpmath (XLA cannot run the op alone).
    import mpmath as mp
    mp.mp.dps = 150
    n = 40
    re = np.concatenate([[0, 1, -1, 0.5, 2, 1e-20, 1e20, 0.9],
                         rng.standard_normal(n) * 3])
    im = np.concatenate([[0, 0, 1e-10, -2, 0, 1e-20, 5, -1e-5],
                         rng.standard_normal(n) * 3])
    for dt, tag in [(np.complex64, "c64"), (np.complex128, "c128")]:
        z = np.empty(len(re), dt)
        z.real, z.imag = re, im
        # The expected values are for the rounded inputs.
        w = []
        for v in z:
            zz = mp.mpc(float(v.real), float(v.imag))
            a = (abs(zz + 1) + abs(zz - 1)) / 2
            ax = abs(mp.mpf(float(v.real)))
            w.append(complex(mp.sqrt((a - ax) * (a + ax)), mp.acosh(a)))
        save(f"in_kernel_{tag}", 0, z)
        save(f"out_kernel_{tag}", 0, np.array(w, dt))


kernel_case()


def broadcast_case():
    # chlo.broadcast_zeta / broadcast_polygamma (rank and size-1 broadcasts);
    # XLA's values for the broadcast operands.
    x = np.array([[1.5, 2, 3.25], [4, 6.5, 10]], np.float32)
    q = np.array([0.5, 1, 7], np.float32)
    n = np.array([[0], [2]], np.float32)
    px = np.array([[0.25, 1.5, 9]], np.float32)
    for i, a in enumerate([x, q, n, px]):
        save("in_bcast", i, a)
    save("out_bcast", 0, lax.zeta(x, np.broadcast_to(q, x.shape)))
    save("out_bcast", 1, lax.polygamma(np.broadcast_to(n, (2, 3)),
                                       np.broadcast_to(px, (2, 3))))


def half_case():
    # f16 and bf16 operands (kiln evaluates in f64 and rounds once; XLA
    # computes them in f32, so they may differ by a half-precision ulp).
    x = np.array([-30, -8, -1, -0.0, 0.5, 1, 7.9, 8.1, 20, 60, inf, nan])
    zx = np.array([1.5, 2, 2.5, 3, 4, 7, 12, 1.1, 30, inf, 0.5, nan])
    zq = np.array([0.5, 1, 2, 3, 0.25, 9, 1, 1, 2, 1, 1, 1])
    for dt, tag in [(np.float16, "f16"), (jnp.bfloat16, "bf16")]:
        # bf16 is stored as its bits ('<u2'), which kiln reads as bf16.
        bits = (lambda a: np.asarray(a).view(np.uint16)) if tag == "bf16" \
            else (lambda a: a)
        ins = [a.astype(dt) for a in (x, zx, zq)]
        for i, a in enumerate(ins):
            save(f"in_half_{tag}", i, bits(a))
        save(f"out_half_{tag}", 0, bits(lax.bessel_i1e(ins[0])))
        save(f"out_half_{tag}", 1, bits(lax.zeta(ins[1], ins[2])))


broadcast_case()
half_case()


# Non-contracting with per-batch group sizes (group_sizes [batch, g]).
rng = np.random.default_rng(11)
ragged_case("gs2d", (2, 6, 5), (2, 3, 5, 4), [[1, 3, 2], [4, 0, 1]],
            dn([2], [2], [0], [0], [1], [1]))
