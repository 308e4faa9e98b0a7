"""Writes the quantizer tests' inputs into DIR: for the bundled MLP
(examples/mlp.mlir, weights as arguments) calibration and held-out .npz
files of 16 runs each (x random, the same weights in every run), and a
small conv net with constant weights (convnet.mlir) with its inputs
(convnet_calib.npz, convnet_eval.npz, convnet_x.npy).

    make_inputs.py DIR
"""

import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(2026)
RUNS = 16


def randn(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


# The MLP: x (4x64) and its six weight and bias arguments.
params = [randn(64, 32, scale=0.2), randn(32, scale=0.1),
          randn(32, 32, scale=0.2), randn(32, scale=0.1),
          randn(32, 10, scale=0.2), randn(10, scale=0.1)]
for name in ("calib", "eval"):
    np.savez(os.path.join(out, f"mlp_{name}.npz"), randn(RUNS, 4, 64),
             *[np.stack([p] * RUNS) for p in params])
# The same inputs as one run, for kiln run.
for i, p in enumerate([randn(4, 64)] + params):
    np.save(os.path.join(out, f"mlp_arg{i}.npy"), p)


def dense(a):
    return "dense<" + np.array2string(
        a, separator=", ", threshold=1 << 30, max_line_width=1 << 30,
        floatmode="unique").replace("\n", "") + ">"


# A conv net on 1x8x8x3 NHWC images: conv 3x3 (3 -> 8), relu, conv 3x3
# stride 2 (8 -> 8), relu, flatten, dense 72 -> 10. Weights are constants.
w1, w2, w3 = randn(3, 3, 3, 8, scale=0.3), randn(3, 3, 8, 8, scale=0.2), \
    randn(72, 10, scale=0.2)
program = f"""func.func @main(%x: tensor<1x8x8x3xf32>) -> tensor<1x10xf32> {{
  %w1 = stablehlo.constant {dense(w1)} : tensor<3x3x3x8xf32>
  %w2 = stablehlo.constant {dense(w2)} : tensor<3x3x8x8xf32>
  %w3 = stablehlo.constant {dense(w3)} : tensor<72x10xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %c1 = stablehlo.convolution(%x, %w1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{pad = [[1, 1], [1, 1]]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x8x8x8xf32>
  %z1 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x8x8x8xf32>
  %r1 = stablehlo.maximum %c1, %z1 : tensor<1x8x8x8xf32>
  %c2 = stablehlo.convolution(%r1, %w2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{stride = [2, 2]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<1x3x3x8xf32>
  %z2 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x3x3x8xf32>
  %r2 = stablehlo.maximum %c2, %z2 : tensor<1x3x3x8xf32>
  %f = stablehlo.reshape %r2 : (tensor<1x3x3x8xf32>) -> tensor<1x72xf32>
  %y = stablehlo.dot_general %f, %w3, contracting_dims = [1] x [0] : (tensor<1x72xf32>, tensor<72x10xf32>) -> tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}}
"""
with open(os.path.join(out, "convnet.mlir"), "w") as f:
    f.write(program)
for name in ("calib", "eval"):
    np.savez(os.path.join(out, f"convnet_{name}.npz"),
             randn(RUNS, 1, 8, 8, 3))
np.save(os.path.join(out, "convnet_x.npy"), randn(1, 8, 8, 3))
# An archive numpy compresses, which kiln refuses by name.
np.savez_compressed(os.path.join(out, "compressed.npz"), randn(RUNS, 1, 8, 8, 3))
