"""Inputs and expected outputs of test/Execution/Fft/fft_accuracy.mlir: the
accuracy of stablehlo.fft over three axes of non-power-of-two lengths
(15, 16, 17), on a [2, 15, 16, 17] operand, for every fft type.

Run with the JAX virtual environment, which also needs mpmath
(`pip install mpmath`):
    $(bash scripts/python-env.sh) test/Execution/Fft/Inputs/gen_fft_accuracy.py

Two expectations, neither from kiln:
  - the true transform: the DFT evaluated in numpy's long double (64-bit
    significand) with twiddle factors from mpmath, then rounded to the
    element type (its error is below 1e-18 of the largest output);
  - XLA's result (jax.lax.fft on its CPU backend).
kiln transforms in complex<f64> and rounds once, so its complex<f32> and f32
results are the true ones rounded: they are checked within 1 ulp of them.
Its complex<f64> results carry the rounding of a direct DFT's sums (n
products per axis, 3 axes): checked within 4 ulps of the largest output
(absolute). Against XLA (pocketfft, whose own error is about 2 ulps of the
largest output), within 4 (f32) and 6 (f64) ulps of the largest output.
fft_accuracy.mlir itself is written by hand, with these tolerances (the
ulp of the largest output, which this script prints, times the factor).
"""
import os

import jax
import mpmath
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
SHAPE = (2, 15, 16, 17)
LENGTHS = (15, 16, 17)
AXES = (1, 2, 3)
rng = np.random.default_rng(2024)


def root(m, n, sign=1):
    """(cos, sin) of sign * 2 pi m / n as long doubles, exact where they
    are (mpmath's cospi and sinpi give exact zeros and ones)."""
    mpmath.mp.prec = 100
    t = mpmath.mpf(2 * ((sign * m) % n)) / n
    return (np.longdouble(mpmath.nstr(mpmath.cospi(t), 30)),
            np.longdouble(mpmath.nstr(mpmath.sinpi(t), 30)))


def twiddles(n, inverse):
    w = np.empty((n, n), np.clongdouble)
    for o in range(n):
        for i in range(n):
            c, s = root(o * i, n, 1 if inverse else -1)
            w[o, i] = c + 1j * s
    return w


def dft(y, axis, inverse):
    n = y.shape[axis]
    out = np.tensordot(twiddles(n, inverse), np.moveaxis(y, axis, 0),
                       axes=([1], [0]))
    out = np.moveaxis(out, 0, axis)
    return out / n if inverse else out


def true_fft(x, kind):
    y = x.astype(np.clongdouble)
    if kind in ("FFT", "IFFT"):
        for axis in AXES:
            y = dft(y, axis, kind == "IFFT")
        return y
    if kind == "RFFT":
        for axis in AXES:
            y = dft(y, axis, False)
        return y[..., : LENGTHS[-1] // 2 + 1]
    # IRFFT: complex inverses over the leading axes, then the half
    # spectrum of the last axis as a Hermitian sequence (its DC imaginary
    # part ignored; 17 is odd, so there is no Nyquist term).
    for axis in AXES[:-1]:
        y = dft(y, axis, True)
    n = LENGTHS[-1]
    k = np.arange(n // 2 + 1)
    t = np.arange(n)
    cos = np.array([[root(a * b, n)[0] for a in k] for b in t])
    sin = np.array([[root(a * b, n)[1] for a in k] for b in t])
    coef = np.where(k == 0, 1, 2).astype(np.longdouble)
    re, im = y.real * coef, y.imag * coef
    im[..., 0] = 0
    return (np.tensordot(re, cos, axes=([3], [1]))
            - np.tensordot(im, sin, axes=([3], [1]))) / n


def complex_input(dtype):
    return (rng.standard_normal(SHAPE)
            + 1j * rng.standard_normal(SHAPE)).astype(dtype)


def ulp_of_max(a, dtype):
    return float(np.spacing(np.array(np.max(np.abs(a)), dtype)))


cases = [
    ("fft_c64", "FFT", complex_input(np.complex64), np.float32),
    ("ifft_c64", "IFFT", complex_input(np.complex64), np.float32),
    ("rfft_f32", "RFFT", rng.standard_normal(SHAPE).astype(np.float32),
     np.float32),
    ("irfft_f32", "IRFFT",
     np.fft.rfftn(rng.standard_normal(SHAPE), axes=AXES).astype(np.complex64),
     np.float32),
    ("fft_c128", "FFT", complex_input(np.complex128), np.float64),
]
for name, kind, x, part in cases:
    np.save(os.path.join(HERE, f"acc_{name}_in.npy"), x)
    xla = np.asarray(lax.fft(x, kind, LENGTHS))
    true = true_fft(x, kind).astype(xla.dtype)
    np.save(os.path.join(HERE, f"acc_{name}_true.npy"), true)
    np.save(os.path.join(HERE, f"acc_{name}_xla.npy"), xla)
    print(name, "ulp of the largest output:", ulp_of_max(true, part))
