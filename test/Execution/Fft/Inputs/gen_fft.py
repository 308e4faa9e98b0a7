"""Inputs and XLA-computed expected outputs for
test/Execution/Fft/fft*.mlir.

Run from this folder with /work/venv/bin/python gen_fft.py. Expected values
come from jax.lax.fft on JAX's CPU backend (XLA), never from kiln.
"""
import jax
jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")
import jax.numpy as jnp
import numpy as np
from jax import lax

rng = np.random.default_rng(1234)


def cplx(shape, dtype):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)


def save(name, a):
    np.save(name + ".npy", np.asarray(a))


def fft(x, kind, lengths):
    return np.asarray(lax.fft(jnp.asarray(x), kind, lengths))


# fft_1d.mlir: complex64, last axis.
x = cplx((3, 8), np.complex64)
save("fft1_in0", x)
save("fft1_out0", fft(x, "FFT", (8,)))
save("fft1_out1", fft(x, "IFFT", (8,)))
r = rng.standard_normal((2, 7)).astype(np.float32)
save("fft1_in1", r)
save("fft1_out2", fft(r, "RFFT", (7,)))
# IRFFT with non-Hermitian DC/Nyquist terms (their imaginary parts ignored).
h = cplx((2, 5), np.complex64)
save("fft1_in2", h)
save("fft1_out3", fft(h, "IRFFT", (8,)))
h7 = cplx((2, 4), np.complex64)
save("fft1_in3", h7)
save("fft1_out4", fft(h7, "IRFFT", (7,)))
# Special values: an impulse and a constant.
imp = np.zeros((6,), np.complex64); imp[0] = 1
save("fft1_in4", imp)
save("fft1_out5", fft(imp, "FFT", (6,)))

# fft_nd.mlir: complex128 fft2/ifft2 and f64 rfftn/irfftn over 3 axes.
y = cplx((2, 4, 6), np.complex128)
save("fftn_in0", y)
save("fftn_out0", fft(y, "FFT", (4, 6)))
save("fftn_out1", fft(y, "IFFT", (4, 6)))
z = rng.standard_normal((2, 3, 4, 6))
save("fftn_in1", z)
save("fftn_out2", fft(z, "RFFT", (3, 4, 6)))
w = cplx((2, 3, 4, 4), np.complex128)
save("fftn_in2", w)
save("fftn_out3", fft(w, "IRFFT", (3, 4, 6)))
# complex64 3-D FFT over all axes.
v = cplx((3, 4, 5), np.complex64)
save("fftn_in3", v)
save("fftn_out4", fft(v, "FFT", (3, 4, 5)))
save("fftn_out5", fft(v, "IFFT", (3, 4, 5)))
