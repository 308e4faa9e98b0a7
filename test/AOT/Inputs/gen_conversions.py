"""Writes the inputs and expected outputs of Inputs/conversions.mlir,
computed with numpy and ml_dtypes: f16 -> f32 for every 16th f16 bit pattern
and the special values, f32 -> f16 and f32 -> bf16 (round to nearest even)
for values around every rounding case (ties, overflow to infinity,
subnormals, zeros, infinities, a quiet NaN).

Run: venv/bin/python test/AOT/Inputs/gen_conversions.py
"""
import os

import ml_dtypes
import numpy as np

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "conversions")
os.makedirs(here, exist_ok=True)
rng = np.random.default_rng(5)

specials16 = [0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x7BFF, 0xFBFF,
              0x7C00, 0xFC00, 0x7E00, 0x3C00, 0x3BFF, 0x3C01]
bits16 = np.concatenate([np.arange(0, 0x10000, 16) + 5, specials16])
bits16 = bits16.astype(np.uint16)
halves = bits16.view(np.float16)

# f32 values: random ones at every magnitude, exact ties and their
# neighbours for both targets, the f16 overflow boundary, subnormals.
f32 = [rng.uniform(-1, 1, 1000) * np.float64(2.0) ** rng.integers(-30, 30, 1000)]
h = rng.integers(0, 0x7C00, 500).astype(np.uint16).view(np.float16)
h_next = np.nextafter(h, np.float16(np.inf))
ties16 = (h.astype(np.float64) + h_next.astype(np.float64)) / 2
b = rng.integers(0, 0x7F80, 500).astype(np.uint16).view(ml_dtypes.bfloat16)
b32 = b.astype(np.float32).view(np.uint32)
ties_bf16 = (b32 + 0x8000).view(np.float32)
for t in [ties16.astype(np.float32), ties_bf16]:
    f32 += [t, np.nextafter(t, np.float32(np.inf)),
            np.nextafter(t, np.float32(-np.inf)), -t]
f32.append(np.array([65504, 65519.99, 65520, 65536, 1e9, 6.1e-5, 6.0e-8,
                     5.9e-8, 2.9e-8, 3.0e-8, 1e-40, 0.0, -0.0, np.inf, -np.inf,
                     np.nan, -np.nan, 3.4e38, -3.4e38], dtype=np.float64))
floats = np.concatenate(f32).astype(np.float32)
floats = floats[np.isfinite(floats) | np.isinf(floats) |
                (floats.view(np.uint32) & 0x7FFFFFFF == 0x7FC00000)]
assert len(floats) == 5019, len(floats)

np.save(os.path.join(here, "in0.npy"), halves)
np.save(os.path.join(here, "in1.npy"), floats)
with np.errstate(over="ignore", invalid="ignore"):
    np.save(os.path.join(here, "out0.npy"), halves.astype(np.float32))
    np.save(os.path.join(here, "out1.npy"), floats.astype(np.float16))
    np.save(os.path.join(here, "out2.npy"), floats.astype(ml_dtypes.bfloat16))
