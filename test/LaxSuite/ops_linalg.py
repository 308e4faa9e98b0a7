"""Contractions and numerical linear algebra of jax.lax: dot_general (also
with operands of two element types and a preferred result type),
conv_general_dilated, fft and lax.linalg.

Results that sum products are compared with expect_almost_eq. Floats
narrower than 32 bits get inputs whose partial sums are exact, so the
order of accumulation does not matter (see exact_dot_values). The
decompositions are checked on the parts that are unique: eigenvectors and
singular vectors only up to sign or phase (their absolute values)."""
import functools

import numpy as np
from jax import lax
from jax.lax import linalg

import values as V
from cases import Op, Unit

P = functools.partial


def exact_dot_values(dtype, lhs_shape, rhs_shape, rng):
    """(lhs, rhs): lhs small integers whose absolute values sum to at most
    the largest integer the type holds exactly, rhs in {-1, 0, 1}; every
    partial sum of products is then exact. Random values for f32, f64,
    complex and integer types."""
    if dtype.is_float and dtype.bits < 32:
        lhs = V.exact_sum_values(dtype, lhs_shape, rng)
        has_negative = np.asarray(-1.0).astype(dtype.np).astype(float) == -1
        rhs = rng.integers(-1 if has_negative else 0, 2, size=rhs_shape)
        return lhs, rhs.astype(np.float64).astype(dtype.np)
    return (V.random_values(dtype, lhs_shape, rng, "small"),
            V.random_values(dtype, rhs_shape, rng, "small"))


DOTS = [
    # label, lhs shape, rhs shape, dimension numbers
    ("3x5 by 5x7", (3, 5), (5, 7), (((1,), (0,)), ((), ()))),
    ("17 by 17", (17,), (17,), (((0,), (0,)), ((), ()))),
    ("batch 2x3x4 by 2x4x5", (2, 3, 4), (2, 4, 5),
     (((2,), (1,)), ((0,), (0,)))),
    ("2x3x4 by 3x4x2 on two dims", (2, 3, 4), (3, 4, 2),
     (((1, 2), (0, 1)), ((), ()))),
    ("3x5 by 7x5 on 1,1", (3, 5), (7, 5), (((1,), (1,)), ((), ()))),
    ("3x0 by 0x4", (3, 0), (0, 4), (((1,), (0,)), ((), ()))),
    ("0x5 by 5x3", (0, 5), (5, 3), (((1,), (0,)), ((), ()))),
]


def dot_general_units(dtype, rng):
    units = []
    for label, ls, rs, dn in DOTS:
        lhs, rhs = exact_dot_values(dtype, ls, rs, rng(label))
        units.append(Unit(label, P(lax.dot_general, dimension_numbers=dn),
                          [lhs, rhs], "almost"))
    lhs, rhs = exact_dot_values(dtype, (3, 5), (5, 7), rng("preferred"))
    for to in ("i32", "f32", "f64"):
        f = P(lax.dot_general, dimension_numbers=DOTS[0][3],
              preferred_element_type=V.BY_NAME[to].np)
        units.append(Unit(f"3x5 by 5x7 to {to}", f, [lhs, rhs], "almost"))
    return units


def dot_general_mixed_units(dtype, rng):
    """`dtype` (the chunk's) times every other element type: JAX converts
    the operands to a common type, or to the preferred one."""
    units = []
    for other in V.DTYPES:
        if other is dtype:
            continue
        r = rng(other.name)
        lhs = r.integers(-1, 2, size=(2, 3))
        rhs = r.integers(-1, 2, size=(3, 2))
        with np.errstate(all="ignore"):
            lhs = lhs.astype(np.float64).astype(dtype.np) \
                if dtype.kind != "bool" else lhs.astype(bool)
            rhs = rhs.astype(np.float64).astype(other.np) \
                if other.kind != "bool" else rhs.astype(bool)
        dn = (((1,), (0,)), ((), ()))
        units.append(Unit(f"2x3 by 3x2 of {other.name}",
                          P(lax.dot_general, dimension_numbers=dn),
                          [lhs, rhs], "almost", sweep=other.name == "f32"))
    return units


CONVS = [
    # label, lhs shape, rhs shape, keyword arguments
    ("1-D valid", (1, 2, 7), (3, 2, 3),
     dict(window_strides=(1,), padding="VALID")),
    ("2-D NHWC same stride 2", (1, 5, 6, 2), (3, 3, 2, 3),
     dict(window_strides=(2, 2), padding="SAME",
          dimension_numbers=("NHWC", "HWIO", "NHWC"))),
    ("lhs dilation 2", (1, 1, 5), (1, 1, 3),
     dict(window_strides=(1,), padding=((2, 2),), lhs_dilation=(2,))),
    ("rhs dilation 2", (2, 1, 9), (2, 1, 3),
     dict(window_strides=(1,), padding="VALID", rhs_dilation=(2,))),
    ("feature groups 2", (1, 4, 6), (4, 2, 3),
     dict(window_strides=(1,), padding="VALID", feature_group_count=2)),
    ("batch groups 2", (2, 2, 5), (2, 2, 2),
     dict(window_strides=(1,), padding="VALID", batch_group_count=2)),
    ("negative padding", (1, 1, 7), (1, 1, 2),
     dict(window_strides=(1,), padding=((-1, 1),))),
    ("zero batch", (0, 2, 5), (3, 2, 2),
     dict(window_strides=(1,), padding="VALID")),
]


def conv_units(dtype, rng):
    units = []
    for label, ls, rs, kw in CONVS:
        lhs, rhs = exact_dot_values(dtype, ls, rs, rng(label))
        units.append(Unit(label, P(lax.conv_general_dilated, **kw),
                          [lhs, rhs], "almost"))
    label, ls, rs, kw = CONVS[0]
    lhs, rhs = exact_dot_values(dtype, ls, rs, rng("preferred"))
    units.append(Unit("1-D valid to f32", P(
        lax.conv_general_dilated, preferred_element_type=np.float32, **kw),
        [lhs, rhs], "almost"))
    return units


FFTS = [
    # label, type, input shape, fft lengths
    ("FFT 8", "FFT", (8,), (8,)),
    ("FFT 7", "FFT", (7,), (7,)),
    ("FFT 3x5 in 2-D", "FFT", (3, 5), (3, 5)),
    ("FFT 2x3x4 in 3-D", "FFT", (2, 3, 4), (2, 3, 4)),
    ("IFFT 2x6 on the last axis", "IFFT", (2, 6), (6,)),
    ("IFFT 7", "IFFT", (7,), (7,)),
    ("RFFT 8", "RFFT", (8,), (8,)),
    ("RFFT 7", "RFFT", (7,), (7,)),
    ("RFFT 3x5 in 2-D", "RFFT", (3, 5), (3, 5)),
    ("IRFFT 5 to 8", "IRFFT", (5,), (8,)),
    ("IRFFT 3x4 to 3x6 in 2-D", "IRFFT", (3, 4), (3, 6)),
    ("FFT 0x4", "FFT", (0, 4), (4,)),
]


def fft_units(dtype, rng):
    return [Unit(label, P(lax.fft, fft_type=kind, fft_lengths=lengths),
                 [V.random_values(dtype, shape, rng(label), "small")],
                 "almost", sweep=label in ("FFT 8", "RFFT 8"))
            for label, kind, shape, lengths in FFTS]


# ---------------------------------------------------------------------------
# lax.linalg. Inputs are built in float64/complex128 and cast, so that they
# are well conditioned in every type.


def matrix(dtype, shape, rng):
    m = rng.uniform(-1, 1, size=shape)
    if dtype.kind == "complex":
        m = m + 1j * rng.uniform(-1, 1, size=shape)
    return m


def cast(dtype, m):
    with np.errstate(all="ignore"):
        if dtype.kind == "complex" or not np.iscomplexobj(m):
            return np.asarray(m).astype(dtype.np)
        return np.asarray(m.real).astype(dtype.np)


def spd(dtype, shape, rng):
    """Symmetric (Hermitian) positive definite: m m^H + n I."""
    m = matrix(dtype, shape, rng)
    n = shape[-1]
    a = m @ np.swapaxes(m.conj(), -1, -2) + n * np.eye(n)
    return cast(dtype, a)


def hermitian(dtype, shape, rng):
    m = matrix(dtype, shape, rng)
    return cast(dtype, m + np.swapaxes(m.conj(), -1, -2))


def triangular(dtype, shape, rng, lower):
    m = matrix(dtype, shape, rng)
    m = np.tril(m) if lower else np.triu(m)
    n = shape[-1]
    return cast(dtype, m + 3 * np.eye(n))


SQUARE = [("3x3", (3, 3)), ("1x1", (1, 1)), ("5x5", (5, 5)),
          ("batch 2x4x4", (2, 4, 4)), ("0x0", (0, 0))]


def cholesky_units(dtype, rng):
    return [Unit(label, linalg.cholesky, [spd(dtype, shape, rng(label))],
                 "almost") for label, shape in SQUARE]


def triangular_solve_units(dtype, rng):
    cases = [
        ("left lower", (3, 3), (3, 2), dict(left_side=True, lower=True)),
        ("right upper", (3, 3), (2, 3), dict(left_side=False, lower=False)),
        ("left upper transposed", (3, 3), (3, 4),
         dict(left_side=True, lower=False, transpose_a=True)),
        ("left lower conjugated unit diagonal", (3, 3), (3, 2),
         dict(left_side=True, lower=True, transpose_a=True, conjugate_a=True,
              unit_diagonal=True)),
        ("batch 2x3x3 left lower", (2, 3, 3), (2, 3, 4),
         dict(left_side=True, lower=True)),
        ("no right-hand sides", (3, 3), (3, 0),
         dict(left_side=True, lower=True)),
    ]
    units = []
    for label, ashape, bshape, kw in cases:
        r = rng(label)
        a = triangular(dtype, ashape, r, kw["lower"])
        b = cast(dtype, matrix(dtype, bshape, r))
        units.append(Unit(label, P(linalg.triangular_solve, **kw), [a, b],
                          "almost"))
    return units


def qr_units(dtype, rng):
    cases = [("3x3", (3, 3), True), ("4x3 full", (4, 3), True),
             ("4x3 reduced", (4, 3), False), ("3x5", (3, 5), False),
             ("batch 2x3x3", (2, 3, 3), True), ("0x3", (0, 3), True)]
    return [Unit(label, P(linalg.qr, full_matrices=full),
                 [cast(dtype, matrix(dtype, shape, rng(label)))], "almost")
            for label, shape, full in cases]


def eigh_units(dtype, rng):
    def f(a):
        v, w = linalg.eigh(a)
        return lax.abs(v), w

    return [Unit(label, f, [hermitian(dtype, shape, rng(label))], "almost")
            for label, shape in SQUARE]


def svd_units(dtype, rng):
    def f(a):
        u, s, vh = linalg.svd(a, full_matrices=False)
        return lax.abs(u), s, lax.abs(vh)

    def values_only(a):
        return linalg.svd(a, compute_uv=False)

    cases = [("3x3", (3, 3)), ("4x3", (4, 3)), ("3x5", (3, 5)),
             ("batch 2x3x3", (2, 3, 3))]
    units = [Unit(label, f, [cast(dtype, matrix(dtype, shape, rng(label)))],
                  "almost") for label, shape in cases]
    units.append(Unit("4x3 values only", values_only,
                      [cast(dtype, matrix(dtype, (4, 3), rng("v")))],
                      "almost"))
    return units


def lu_units(dtype, rng):
    cases = SQUARE + [("4x3", (4, 3))]
    return [Unit(label, linalg.lu,
                 [cast(dtype, matrix(dtype, shape, rng(label)))], "almost")
            for label, shape in cases]


def eig_units(dtype, rng):
    """Eigenvalues of a general matrix, sorted (their order is not
    specified)."""
    def f(a):
        w = linalg.eig(a, compute_left_eigenvectors=False,
                       compute_right_eigenvectors=False)[0]
        return lax.sort(w)

    return [Unit(label, f, [cast(dtype, matrix(dtype, shape, rng(label)))],
                 "almost")
            for label, shape in (("3x3", (3, 3)), ("4x4", (4, 4)))]


def householder_units(dtype, rng):
    def f(a):
        r, taus = linalg.hessenberg(a)
        return r, taus

    units = [Unit(f"hessenberg {label}", f,
                  [cast(dtype, matrix(dtype, shape, rng(label)))], "almost")
             for label, shape in (("4x4", (4, 4)), ("3x3", (3, 3)))]
    units.append(Unit("tridiagonal 4x4", P(linalg.tridiagonal, lower=True),
                      [hermitian(dtype, (4, 4), rng("t"))], "almost"))
    r = rng("h")
    a = cast(dtype, matrix(dtype, (4, 3), r))
    taus = cast(dtype, matrix(dtype, (3,), r) * 0.5)
    units.append(Unit("householder_product 4x3", linalg.householder_product,
                      [a, taus], "almost"))
    return units


def tridiagonal_solve_units(dtype, rng):
    r = rng("a")
    n = 5
    dl = matrix(dtype, (n,), r)
    du = matrix(dtype, (n,), r)
    dl[0] = 0
    du[-1] = 0
    d = matrix(dtype, (n,), r) + 4
    b = matrix(dtype, (n, 2), r)
    return [Unit("5 by 5x2", linalg.tridiagonal_solve,
                 [cast(dtype, x) for x in (dl, d, du, b)], "almost")]


def lu_pivots_units(dtype, rng):
    f = P(linalg.lu_pivots_to_permutation, permutation_size=5)
    if not dtype.is_int:
        return [Unit("pivots 3", f, [np.zeros((3,), dtype.np)])]
    return [Unit("pivots 3", f, [np.array([2, 4, 2]).astype(dtype.np)]),
            Unit("batch 2x4", f, [np.array([[1, 1, 3, 4], [4, 3, 2, 3]])
                                  .astype(dtype.np)])]


def other_linalg_units(dtype, rng):
    r = rng("u")
    spd_a = spd(dtype, (3, 3), r)
    units = [
        Unit("cholesky_update 3x3", lambda a, w: linalg.cholesky_update(
            linalg.cholesky(a).T if dtype.kind != "complex" else
            linalg.cholesky(a).conj().T, w),
            [spd_a, cast(dtype, matrix(dtype, (3,), r))], "almost"),
        Unit("symmetric_product 3x4", lambda a, c: linalg.symmetric_product(
            a, c, alpha=1.0, beta=0.5),
            [cast(dtype, matrix(dtype, (3, 4), r)), hermitian(dtype, (3, 3),
                                                                r)],
            "almost"),
        Unit("qdwh 3x3", lambda a: linalg.qdwh(a)[0],
             [cast(dtype, matrix(dtype, (3, 3), r) + 2 * np.eye(3))],
             "almost"),
    ]
    return units


def ops():
    return [
        Op("dot_general", "lax.dot_general: matrix, vector, batch, two "
           "contracting dims, empty dims, preferred result types",
           dot_general_units),
        Op("dot_general_mixed", "lax.dot_general of the chunk's element type "
           "with every other one", dot_general_mixed_units),
        Op("conv_general_dilated", "lax.conv_general_dilated: strides, "
           "padding, dilations, groups", conv_units),
        Op("fft", "lax.fft: FFT, IFFT, RFFT, IRFFT in 1 to 3 dimensions",
           fft_units),
        Op("cholesky", "lax.linalg.cholesky", cholesky_units),
        Op("triangular_solve", "lax.linalg.triangular_solve",
           triangular_solve_units),
        Op("qr", "lax.linalg.qr", qr_units),
        Op("eigh", "lax.linalg.eigh (eigenvectors up to sign/phase)",
           eigh_units),
        Op("svd", "lax.linalg.svd (singular vectors up to sign/phase)",
           svd_units),
        Op("lu", "lax.linalg.lu", lu_units),
        Op("eig", "lax.linalg.eig eigenvalues, sorted", eig_units),
        Op("householder", "lax.linalg.hessenberg, tridiagonal and "
           "householder_product", householder_units),
        Op("tridiagonal_solve", "lax.linalg.tridiagonal_solve",
           tridiagonal_solve_units),
        Op("lu_pivots_to_permutation", "lax.linalg.lu_pivots_to_permutation",
           lu_pivots_units),
        Op("linalg_other", "lax.linalg.cholesky_update, symmetric_product "
           "and qdwh", other_linalg_units),
    ]
