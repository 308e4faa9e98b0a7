"""Inputs and XLA-computed expected outputs for
test/Execution/Convolution/direct.mlir, the direct convolution kernels (kiln-lower-convolutions): NHWC/HWIO f32
convolutions as JAX writes them, with odd spatial sizes, strides 1 to 3,
symmetric, asymmetric and negative padding (wider than the window too),
window and input dilation, 1x1 windows, several batch sizes, and channel
counts that are not multiples of the vector width (or of the kernel's
channel block). Each case's StableHLO is printed to
stdout for the test file (entry renamed to the case), its inputs and XLA's
result are saved here.

Run: venv/bin/python test/Execution/Convolution/Inputs/direct/gen.py
"""
import os
import re

import jax
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(4242)

CASES = {
    # name: (input NHWC, filter HWIO, strides, padding, filter dilation
    #        [, input dilation])
    "resnet_like": ((2, 9, 11, 5), (3, 3, 5, 19), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "stem_like": ((3, 15, 13, 3), (7, 7, 3, 40), (2, 2), ((3, 3), (3, 3)), (1, 1)),
    "stride2_asym": ((1, 10, 9, 16), (3, 3, 16, 64), (2, 2), ((0, 1), (1, 0)), (1, 1)),
    "pointwise": ((2, 7, 5, 33), (1, 1, 33, 70), (1, 1), ((0, 0), (0, 0)), (1, 1)),
    "many_channels": ((2, 6, 6, 7), (3, 3, 7, 130), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    "dilated": ((2, 12, 10, 6), (3, 2, 6, 24), (1, 2), ((2, 2), (0, 3)), (2, 3)),
    "batch5_wide": ((5, 4, 30, 8), (3, 3, 8, 16), (1, 1), ((1, 1), (1, 1)), (1, 1)),
    # Padding wider than the window: some outputs see only zeros.
    "wide_pad": ((2, 5, 4, 6), (2, 3, 6, 20), (1, 1), ((3, 2), (4, 4)), (1, 1)),
    "stride3": ((2, 17, 16, 5), (5, 5, 5, 24), (3, 3), ((2, 2), (2, 1)), (1, 1)),
    # Inputs the kernel reads from the padded copy (not in place): input
    # dilation, and negative padding on one side.
    "lhs_dilated": ((2, 6, 7, 5), (3, 3, 5, 24), (1, 1), ((1, 1), (1, 1)), (1, 1), (2, 1)),
    "negative_pad": ((2, 9, 8, 6), (3, 3, 6, 20), (1, 1), ((-1, 2), (1, -1)), (1, 1)),
}

for name, (xs, ws, strides, padding, dilation, *rest) in CASES.items():
    lhs_dilation = rest[0] if rest else (1, 1)
    x = rng.standard_normal(xs).astype(np.float32)
    w = (rng.standard_normal(ws) / np.sqrt(np.prod(ws[:3]))).astype(np.float32)

    def f(x, w, strides=strides, padding=padding, dilation=dilation,
          lhs_dilation=lhs_dilation):
        return jax.lax.conv_general_dilated(
            x, w, strides, padding, lhs_dilation=lhs_dilation,
            rhs_dilation=dilation,
            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    np.save(os.path.join(HERE, f"{name}_x.npy"), x)
    np.save(os.path.join(HERE, f"{name}_w.npy"), w)
    np.save(os.path.join(HERE, f"{name}_out.npy"), np.asarray(jax.jit(f)(x, w)))
    text = jax.jit(f).lower(x, w).as_text()
    func = re.search(r"^  func\.func public @main.*?^  }$", text, re.S | re.M)
    print(f"// {name}\n" + func.group(0).replace("@main", "@" + name)[2:]
          .replace("\n  ", "\n") + "\n")
