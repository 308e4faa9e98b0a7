#!/usr/bin/env python3
"""Writes the LAPACK custom-call execution tests test/Execution/Lapack/*.mlir
and their inputs / expected outputs (*.npy, in this folder).

JAX on CPU exports linear algebra as `stablehlo.custom_call
@lapack_<t><routine>_ffi`. Each test program below is exported with
`jax.jit(f).lower(...).as_text()` and run by XLA's CPU backend (which calls
LAPACK) to get the expected outputs; kiln must reproduce them without LAPACK.
Kinds of programs:
  * raw calls of the FFI targets (jax.ffi.ffi_call with the column-major
    layouts and the attributes JAX uses), so that pivots, info and tau, and
    the attribute variants JAX's public API does not reach (potrf uplo=U,
    trsm right side / transposes, geqp3 fixed columns, gehrd low/high), are
    compared directly: getrf, potrf, trsm, geqrf + orgqr/ungqr, geqp3,
    syevd/heevd, gesdd/gesvd, gtsv, gehrd, sytrd/hetrd;
  * JAX's public API (jnp.linalg.solve, inv, det, slogdet, qr, cholesky,
    eigh, eigvalsh, svd, jax.scipy.linalg.lu_factor, lu, solve_triangular,
    qr(pivoting=True), hessenberg, lax.linalg.tridiagonal,
    tridiagonal_solve);
  * trsm_alpha.mlir: the 3-operand trsm of older jaxlib, handwritten,
    expected values from numpy (this jaxlib no longer accepts alpha).
Eigenvectors and singular vectors are only determined up to sign (phase),
and kiln computes them by Jacobi methods, not LAPACK's algorithms: those
programs output sign-invariant quantities (eigen/singular values, v v^H,
V V^H, U S V^H, u_k v_k^H). Integer outputs (ipiv, jpvt, info) compare
exactly, floats with the tolerance given per test. Singular inputs have exactly-zero pivots (a zero column / zero
rows), non-SPD inputs clearly negative pivots, so info does not depend on
rounding; where LAPACK stops part way (potrf info > 0) the program masks the
partial factor, as JAX does.

Run from the repository root: /work/venv/bin/python
test/Execution/Lapack/Inputs/gen.py
"""
import os

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np

jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
RNG = np.random.default_rng(1234)

LETTER = {np.float32: "s", np.float64: "d", np.complex64: "c",
          np.complex128: "z"}
TOL = {np.float32: ("1e-5", "1e-4"), np.complex64: ("1e-5", "1e-4"),
       np.float64: ("1e-12", "1e-10"), np.complex128: ("1e-12", "1e-10")}


def rand(shape, dtype):
    x = RNG.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * RNG.standard_normal(shape)
    return x.astype(dtype)


def spd(shape, dtype):
    n = shape[-1]
    x = rand(shape, dtype)
    a = x @ np.conj(np.swapaxes(x, -1, -2)) + n * np.eye(n)
    return a.astype(dtype)


def layout(rank, matrix):
    """jax.ffi layout (major-to-minor) JAX gives LAPACK operands: matrices
    column-major, vectors and scalars (ipiv, tau, info) row-major."""
    if not matrix:
        return tuple(range(rank))
    return tuple(range(rank - 2)) + (rank - 1, rank - 2)


def ffi(target, results, *args, matrices=1, **attrs):
    """Calls `target`; the first `matrices` operands (with matrices=0: the
    last one) and the results are matrices, except results marked
    (shape, dtype, False)."""
    call = jax.ffi.ffi_call(
        target, [jax.ShapeDtypeStruct(r[0], r[1]) for r in results],
        input_layouts=[layout(np.ndim(a), i < matrices or (
                           matrices == 0 and i == len(args) - 1))
                       for i, a in enumerate(args)],
        output_layouts=[layout(len(r[0]), r[2] if len(r) > 2 else True)
                        for r in results])
    return call(*args, **{k: np.uint8(ord(v)) if isinstance(v, str) else v
                          for k, v in attrs.items()})


def getrf(a):
    *batch, m, n = a.shape
    k = min(m, n)
    return ffi(f"lapack_{LETTER[a.dtype.type]}getrf_ffi",
               [(a.shape, a.dtype), ((*batch, k), jnp.int32, False),
                (tuple(batch), jnp.int32, False)], a)


def potrf(a, uplo):
    return ffi(f"lapack_{LETTER[a.dtype.type]}potrf_ffi",
               [(a.shape, a.dtype), (a.shape[:-2], jnp.int32, False)], a,
               uplo=uplo)


def geqrf(a):
    *batch, m, n = a.shape
    return ffi(f"lapack_{LETTER[a.dtype.type]}geqrf_ffi",
               [(a.shape, a.dtype), ((*batch, min(m, n)), a.dtype, False)],
               a)


def geqp3(a, jpvt):
    *batch, m, n = a.shape
    return ffi(f"lapack_{LETTER[a.dtype.type]}geqp3_ffi",
               [(a.shape, a.dtype), (jpvt.shape, jnp.int32, False),
                ((*batch, min(m, n)), a.dtype, False)], a, jpvt)


def gtsv(dl, d, du, b):
    return ffi(f"lapack_{LETTER[d.dtype.type]}gtsv_ffi",
               [(dl.shape, dl.dtype, False), (d.shape, d.dtype, False),
                (du.shape, du.dtype, False), (b.shape, b.dtype),
                (d.shape[:-1], jnp.int32, False)], dl, d, du, b, matrices=0)


def gehrd(a, low, high):
    *batch, n, _ = a.shape
    return ffi(f"lapack_{LETTER[a.dtype.type]}gehrd_ffi",
               [(a.shape, a.dtype), ((*batch, n - 1), a.dtype, False),
                (tuple(batch), jnp.int32, False)], a,
               low=np.int32(low), high=np.int32(high))


def sytrd(a, uplo):
    t = a.dtype.type
    name = "hetrd" if np.issubdtype(t, np.complexfloating) else "sytrd"
    real = np.zeros((), t).real.dtype
    *batch, n, _ = a.shape
    return ffi(f"lapack_{LETTER[t]}{name}_ffi",
               [(a.shape, a.dtype), ((*batch, n), real, False),
                ((*batch, n - 1), real, False), ((*batch, n - 1), a.dtype, False),
                (tuple(batch), jnp.int32, False)], a, uplo=uplo)


def orgqr(a, tau):
    t = a.dtype.type
    name = "ungqr" if np.issubdtype(t, np.complexfloating) else "orgqr"
    return ffi(f"lapack_{LETTER[t]}{name}_ffi", [(a.shape, a.dtype)], a,
               tau)[0]


def trsm(a, b, side, uplo, trans, diag):
    return ffi(f"lapack_{LETTER[a.dtype.type]}trsm_ffi", [(b.shape, b.dtype)],
               a, b, matrices=2, side=side, uplo=uplo, trans_x=trans, diag=diag)[0]


def syevd(a, uplo):
    t = a.dtype.type
    name = "heevd" if np.issubdtype(t, np.complexfloating) else "syevd"
    real = np.zeros((), t).real.dtype
    return ffi(f"lapack_{LETTER[t]}{name}_ffi",
               [(a.shape, a.dtype), (a.shape[:-1], real, False),
                (a.shape[:-2], jnp.int32, False)], a, mode="V", uplo=uplo)


def gesdd(a, mode, routine="gesdd"):
    *batch, m, n = a.shape
    k = min(m, n)
    real = np.zeros((), a.dtype).real.dtype
    ucols, vrows = (k, k) if mode == "S" else (m, n)
    return ffi(f"lapack_{LETTER[a.dtype.type]}{routine}_ffi",
               [(a.shape, a.dtype), ((*batch, k), real, False),
                ((*batch, m, ucols), a.dtype), ((*batch, vrows, n), a.dtype),
                (tuple(batch), jnp.int32, False)], a, mode=mode)


def svd_invariants(s, u, vt, exact_rank=True):
    """Sign (phase) invariant parts of an SVD: s, U^H U, V^H V, U S V^H
    and, for distinct singular values, each u_k v_k^H."""
    k = s.shape[-1]
    uk, vk = u[..., :, :k], vt[..., :k, :]
    outs = [s, jnp.einsum("...ki,...kj->...ij", jnp.conj(u), u),
            jnp.einsum("...ik,...jk->...ij", vt, jnp.conj(vt)),
            jnp.einsum("...ik,...k,...kj->...ij", uk, s.astype(u.dtype), vk)]
    if exact_rank:
        outs.append(jnp.einsum("...ik,...kj->...kij", uk, vk))
    return outs


def projectors(v):
    """v_k v_k^H for each eigenvector (column) k: independent of the sign
    (phase) of each vector."""
    return jnp.einsum("...ik,...jk->...kij", v, jnp.conj(v))


def write_test(name, comment, fn, inputs, tol):
    text = jax.jit(fn).lower(*inputs).as_text()
    outs = jax.tree_util.tree_leaves(jax.jit(fn)(*inputs))
    src = "%S/Inputs"
    args = []
    for i, x in enumerate(inputs):
        np.save(os.path.join(HERE, f"{name}_in{i}.npy"), np.asarray(x))
        args.append(f"--input {src}/{name}_in{i}.npy")
    for i, y in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}_out{i}.npy"), np.asarray(y))
        args.append(f"--expect {src}/{name}_out{i}.npy")
    atol, rtol = tol
    lines = [f"// {line}" for line in comment.strip().splitlines()]
    lines += [
        "// Generated by Inputs/gen.py: program exported by JAX, "
        "expected outputs from XLA CPU (LAPACK).",
        f"// RUN: kiln run %s {' '.join(args)} --atol {atol} --rtol {rtol} "
        "| FileCheck %s",
        f"// CHECK-COUNT-{len(outs)}: matches",
        "// CHECK-NOT: differs",
    ]
    with open(os.path.join(TESTS, f"{name}.mlir"), "w") as f:
        f.write("\n".join(lines) + "\n" + text)


def tie_inputs(dtype):
    """[2, 4, 4] with ties in the pivot search that elimination keeps exact:
    a Hadamard matrix (|x| ties: the first row wins), and for complex types
    a column whose entries tie in |re| + |im| (BLAS i?amax's measure) but
    not in |x| (1+1j before 2)."""
    h = np.array([[1, 1, 1, 1], [1, -1, 1, -1], [1, 1, -1, -1],
                  [1, -1, -1, 1]])
    a = np.stack([h, h[::-1]]).astype(dtype)
    if np.issubdtype(dtype, np.complexfloating):
        a[1] = np.array([[1 + 1j, 0, 1, 2], [2, 1, 0, 1], [-2j, 1, 1, 0],
                         [1 - 1j, 2, 0, 1]])
    return a


def singular_inputs(dtype):
    """[3, 4, 4]: regular, zero column 1 (info 2), zero last row (info 4)."""
    a = rand((3, 4, 4), dtype)
    a[1, :, 1] = 0
    a[2, 3, :] = 0
    return a


def main():
    # LAPACK's function pointers are set up on JAX's first linalg call.
    jnp.linalg.solve(jnp.eye(2), jnp.ones(2)).block_until_ready()
    for dtype, cls in ((np.float32, "f32"), (np.float64, "f64"),
                       (np.complex64, "c64"), (np.complex128, "c128")):
        tol = TOL[dtype]

        def getrf_prog(a, b, c, d, e):
            return getrf(a), getrf(b), getrf(c), getrf(d), getrf(e)

        write_test(
            f"getrf_{cls}",
            f"lapack_?getrf_ffi on {cls}: batched [2,3] square, singular "
            "(zero pivots:\ninfo 2 and 4), wide 3x5, tall 5x3, and ties in "
            "the pivot search.",
            getrf_prog,
            [rand((2, 3, 4, 4), dtype), singular_inputs(dtype),
             rand((3, 5), dtype), rand((5, 3), dtype), tie_inputs(dtype)],
            tol)

        def potrf_prog(a, b, c):
            la, li = potrf(a, "L")
            ua, ui = potrf(b, "U")
            ca, ci = potrf(c, "L")
            ok = (ci == 0)[:, None, None]
            return la, li, ua, ui, jnp.where(ok, ca, 0), ci

        bad = spd((3, 4, 4), dtype)
        bad[1, 1, 1] = -5   # fails at column 2
        bad[2, 3, 3] = -50  # fails at column 4
        upper = spd((2, 5, 5), dtype)
        upper = upper + np.tril(rand((2, 5, 5), dtype), -1)  # garbage below
        write_test(
            f"potrf_{cls}",
            f"lapack_?potrf_ffi on {cls}: lower batched, upper with garbage "
            "in the lower\ntriangle (left untouched), not positive definite "
            "(info 2 and 4; the partial\nfactor LAPACK leaves is masked).",
            potrf_prog, [spd((2, 3, 4, 4), dtype), upper, bad], tol)

        def trsm_prog(a, b, br):
            outs = []
            for uplo in "LU":
                for trans in "NTC" if cls in ("c64", "c128") else "NT":
                    for diag in "NU":
                        outs.append(trsm(a, b, "L", uplo, trans, diag))
                        outs.append(trsm(a, br, "R", uplo, trans, diag))
            return outs

        a = rand((2, 4, 4), dtype) + 4 * np.eye(4, dtype=dtype)
        write_test(
            f"trsm_{cls}",
            f"lapack_?trsm_ffi on {cls}: every side / uplo / trans_x / diag, "
            "batched, with\ngarbage in the unused triangle.",
            trsm_prog, [a, rand((2, 4, 3), dtype), rand((2, 3, 4), dtype)],
            tol)

        def qr_prog(a, b, c):
            outs = []
            for x in (a, b, c):
                r, tau = geqrf(x)
                outs += [r, tau]
                if x.shape[-2] >= x.shape[-1]:
                    outs.append(orgqr(r, tau))
            return outs

        write_test(
            f"qr_{cls}",
            f"lapack_?geqrf_ffi and ?orgqr/?ungqr on {cls}: batched tall "
            "[2,3] 5x3, square\nwith a zero column, wide 3x5 (geqrf only).",
            qr_prog,
            [rand((2, 3, 5, 3), dtype),
             rand((4, 4), dtype) * np.array([1, 1, 0, 1], dtype),
             rand((3, 5), dtype)], tol)

        def eig_prog(a, b):
            outs = []
            for x, uplo in ((a, "L"), (b, "U")):
                v, w, info = syevd(x, uplo)
                outs += [w, info, projectors(v),
                         jnp.einsum("...ik,...jk->...ij", v, jnp.conj(v))]
            w, v = jnp.linalg.eigh(a)
            outs += [w, projectors(v), jnp.linalg.eigvalsh(b, UPLO="U")]
            return outs

        h = rand((2, 3, 5, 5), dtype)
        h = h + np.conj(np.swapaxes(h, -1, -2))
        g = np.triu(rand((4, 4), dtype)) + np.tril(rand((4, 4), dtype), -1)
        write_test(
            f"eigh_{cls}",
            f"lapack_?syevd_ffi / ?heevd_ffi on {cls} (kiln: Jacobi, not "
            "LAPACK's divide and\nconquer): eigenvalues, info and the "
            "sign-invariant projectors v_k v_k^H and\nV V^H, batched [2,3] "
            "lower and unbatched upper with garbage in the other\ntriangle; "
            "jnp.linalg.eigh and eigvalsh(UPLO='U').",
            eig_prog, [h, g], tol)

        def svd_prog(a, b, c, d):
            outs = []
            for x, mode in ((a, "A"), (b, "S"), (c, "A")):
                _, sv, u, vt, info = gesdd(x, mode)
                outs += [info] + svd_invariants(sv, u, vt)
            _, sv, u, vt, info = gesdd(d, "A")
            outs += [info] + svd_invariants(sv, u, vt, exact_rank=False)
            for x, mode in ((a, "A"), (b, "S")):
                _, sv, u, vt, info = gesdd(x, mode, "gesvd")
                outs += [info] + svd_invariants(sv, u, vt)
            u, sv, vt = jnp.linalg.svd(a, full_matrices=False)
            outs += svd_invariants(sv, u, vt)
            outs.append(jnp.linalg.svd(c, compute_uv=False))
            return outs

        rank2 = rand((5, 2), dtype) @ rand((2, 4), dtype)  # rank 2 of 4
        rank2[:, 3] = 0
        write_test(
            f"svd_{cls}",
            f"lapack_?gesdd_ffi on {cls} (kiln: one-sided Jacobi, not "
            "LAPACK's divide and\nconquer): info and the sign-invariant s, "
            "U^H U, V V^H, U S V^H, u_k v_k^H for\nbatched [2,3] tall 5x3 "
            "(mode A), batched 4x6 (mode S), wide 3x5 (mode A),\na rank 2 "
            "5x4 with a zero column (mode A, U completed to a basis);\n"
            "lapack_?gesvd_ffi (modes A, S); jnp.linalg.svd (reduced, values "
            "only).",
            svd_prog,
            [rand((2, 3, 5, 3), dtype), rand((2, 4, 6), dtype),
             rand((3, 5), dtype), rank2.astype(dtype)], tol)

        def qp3_prog(a, b, c, pc):
            outs = list(geqp3(a, jnp.zeros(a.shape[:-2] + a.shape[-1:], jnp.int32)))
            outs += geqp3(b, jnp.zeros(b.shape[-1:], jnp.int32))
            outs += geqp3(c, pc)
            q, r, p = jsl.qr(a[0, 0], pivoting=True)
            return outs + [q, r, p]

        write_test(
            f"qp3_{cls}",
            f"lapack_?geqp3_ffi on {cls}: batched [2,3] tall 6x4 and wide "
            "3x5 with free columns;\n5x5 with columns 1 and 3 fixed up "
            "front (jpvt != 0); jax.scipy.linalg.qr(pivoting=True).",
            qp3_prog,
            [rand((2, 3, 6, 4), dtype), rand((3, 5), dtype),
             rand((5, 5), dtype), np.array([0, 1, 0, 7, 0], np.int32)], tol)

        def gtsv_prog(dl, d, du, b, dl2, d2, du2, b2, dl3, d3, du3, b3):
            outs = list(gtsv(dl, d, du, b)) + list(gtsv(dl2, d2, du2, b2))
            outs += gtsv(dl3, d3, du3, b3)
            return outs + [jax.lax.linalg.tridiagonal_solve(dl, d, du, b)]

        def tri(shape, pivoting):
            dl, d, du = (rand(shape, dtype) for _ in range(3))
            if pivoting:  # small diagonal: row interchanges
                d = (d * 0.1).astype(dtype)
            else:
                d = (d + 4).astype(dtype)
            dl[..., 0] = 0
            du[..., -1] = 0
            return dl, d, du

        dl, d, du = tri((2, 3, 6), True)
        dl2, d2, du2 = tri((5,), False)
        # zero pivots: d[0] = dl[1] = 0 (info 1); no elimination and
        # d[n-1] = 0 (info 3)
        dl3 = np.zeros((2, 3), dtype)
        d3 = np.array([[0, 1, 2], [2, 1, 0]], dtype)
        du3 = np.array([[1, 1, 0], [1, 1, 0]], dtype)
        write_test(
            f"gtsv_{cls}",
            f"lapack_?gtsv_ffi on {cls}: batched [2,3] n=6 with row "
            "interchanges, diagonally\ndominant n=5, zero pivots (info 1 "
            "and 3); lax.linalg.tridiagonal_solve.",
            gtsv_prog,
            [dl, d, du, rand((2, 3, 6, 2), dtype), dl2, d2, du2,
             rand((5, 3), dtype), dl3, d3, du3, rand((2, 3, 1), dtype)], tol)

        def hess_prog(a, b):
            outs = list(gehrd(a, 1, a.shape[-1])) + list(gehrd(b, 2, 4))
            h, q = jsl.hessenberg(a[0, 0], calc_q=True)
            return outs + [h, q]

        write_test(
            f"hess_{cls}",
            f"lapack_?gehrd_ffi on {cls}: batched [2,3] 5x5 (low 1, high 5), "
            "6x6 with low 2,\nhigh 4; jax.scipy.linalg.hessenberg(calc_q="
            "True).",
            hess_prog, [rand((2, 3, 5, 5), dtype), rand((6, 6), dtype)], tol)

        def trd_prog(a, b, c):
            outs = list(sytrd(a, "L")) + list(sytrd(b, "U"))
            outs += sytrd(c, "L")
            return outs + list(jax.lax.linalg.tridiagonal(a[0, 0], lower=False))

        g5 = rand((2, 3, 5, 5), dtype)  # only one triangle is read
        g4 = rand((4, 4), dtype)
        # lower triangle already tridiagonal: trivial reflectors (tau = 0)
        g3 = np.tril(np.triu(rand((3, 3), dtype), -1)).astype(dtype)
        g3[1, 0] = g3[1, 0].real
        write_test(
            f"trd_{cls}",
            f"lapack_?sytrd_ffi / ?hetrd_ffi on {cls}: batched [2,3] lower "
            "and 4x4 upper\n(garbage in the other triangle, returned as it "
            "was), a lower triangle that is\nalready tridiagonal (tau 0); "
            "lax.linalg.tridiagonal(lower=False).",
            trd_prog, [g5, g4, g3], tol)

        def api_prog(a, b, s, t):
            q, r = jnp.linalg.qr(a)
            qc, rc = jnp.linalg.qr(t, mode="complete")
            qw, rw = jnp.linalg.qr(jnp.swapaxes(t, -1, -2))
            lu, piv = jsl.lu_factor(a[0])
            p, l, u = jsl.lu(t[0])
            sign, logdet = jnp.linalg.slogdet(a)
            return (jnp.linalg.solve(a, b), jnp.linalg.inv(a),
                    jnp.linalg.det(a), sign, logdet, q, r, qc, rc, qw, rw,
                    lu, piv, p, l, u, jnp.linalg.cholesky(s),
                    jsl.solve_triangular(a, b, lower=True),
                    jsl.solve_triangular(a, b, trans=1, unit_diagonal=True))

        s = spd((3, 4, 4), dtype)
        s[2, 2, 2] = -10  # not positive definite: JAX returns NaN
        write_test(
            f"api_{cls}",
            f"JAX's public linear algebra on {cls} (lowered to lapack_* custom "
            "calls):\nsolve, inv, det, slogdet, qr (reduced, complete, wide), "
            "lu_factor, lu,\ncholesky (one batch entry not positive definite: "
            "NaN), solve_triangular.",
            api_prog,
            [rand((3, 4, 4), dtype), rand((3, 4, 2), dtype), s,
             rand((2, 5, 3), dtype)], tol)


def trsm_alpha_test():
    """The trsm form of older jaxlib, with alpha as a third (0-d) operand,
    which this jaxlib's kernel no longer takes: a handwritten program,
    expected values from numpy (alpha * op(A)^-1 B, B op(A)^-1 alpha)."""
    a = np.tril(rand((3, 3), np.float64)) + 3 * np.eye(3)
    a = a + np.triu(rand((3, 3), np.float64), 1)  # garbage, unused
    b = rand((3, 2), np.float64)
    alpha = np.float64(-1.5)
    x = alpha * np.linalg.solve(np.tril(a), b)
    c = np.triu(rand((2, 4, 4), np.complex64)) + 3 * np.eye(4)
    c = (c + np.tril(rand((2, 4, 4), np.complex64), -1)).astype(np.complex64)
    d = rand((2, 3, 4), np.complex64)
    beta = np.complex64(0.5 - 2j)
    u = np.triu(c, 1) + np.eye(4)  # unit diagonal
    # X U^H = beta D  =>  X = beta D (U^H)^-1
    y = beta * np.einsum("bij,bjk->bik", d,
                         np.linalg.inv(np.conj(np.swapaxes(u, -1, -2))))
    names = []
    for i, v in enumerate((a, b, np.array(alpha), c, d, np.array(beta))):
        np.save(os.path.join(HERE, f"trsm_alpha_in{i}.npy"), v)
        names.append(f"--input %S/Inputs/trsm_alpha_in{i}.npy")
    for i, v in enumerate((x, y.astype(np.complex64))):
        np.save(os.path.join(HERE, f"trsm_alpha_out{i}.npy"), v)
        names.append(f"--expect %S/Inputs/trsm_alpha_out{i}.npy")
    text = f"""// lapack_?trsm_ffi with the alpha operand of older jaxlib (a 0-d third
// operand): dtrsm left/lower/N/non-unit and ctrsm right/upper/C/unit, garbage
// in the unused triangles. Generated by Inputs/gen.py; expected values
// from numpy.
// RUN: kiln run %s {' '.join(names)} --atol 1e-5 --rtol 1e-4 | FileCheck %s
// CHECK-COUNT-2: matches
// CHECK-NOT: differs
func.func @main(%a: tensor<3x3xf64>, %b: tensor<3x2xf64>, %alpha: tensor<f64>, %c: tensor<2x4x4xcomplex<f32>>, %d: tensor<2x3x4xcomplex<f32>>, %beta: tensor<complex<f32>>) -> (tensor<3x2xf64>, tensor<2x3x4xcomplex<f32>>) {{
  %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%a, %b, %alpha) {{mhlo.backend_config = {{diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}} : (tensor<3x3xf64>, tensor<3x2xf64>, tensor<f64>) -> tensor<3x2xf64>
  %1 = stablehlo.custom_call @lapack_ctrsm_ffi(%c, %d, %beta) {{mhlo.backend_config = {{diag = 85 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8}}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}} : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  return %0, %1 : tensor<3x2xf64>, tensor<2x3x4xcomplex<f32>>
}}
"""
    with open(os.path.join(TESTS, "trsm_alpha.mlir"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
    trsm_alpha_test()
