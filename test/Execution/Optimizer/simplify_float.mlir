// kiln-simplify end to end, floats: x - 0.0 and x * 1.0 are removed, while
// the look-alikes x + 0.0 (-0 + 0 is +0) and x * 0.0 (NaN for inf and NaN,
// -0 for negative x) keep their IEEE results, checked against numpy's
// (Inputs/gen.py; XLA itself rewrites x + 0.0 to x); -O0 as written.
// RUN: cd %S/Inputs
// RUN: kiln run %s --explain --entry float_zeros --input float_zeros_in0.npy | FileCheck %s --check-prefixes=FZ,FZ2
// RUN: kiln run %s --explain --entry float_zeros --input float_zeros_in0.npy | FileCheck %s --check-prefix=FZNOT
// RUN: kiln run -O0 %s --explain --entry float_zeros --input float_zeros_in0.npy | FileCheck %s --check-prefix=FZ
// FZ2-DAG: kiln-simplify: x - 0 -> x
// FZ2-DAG: kiln-simplify: x * 1 -> x
// FZNOT-NOT: x + 0 -> x
// FZNOT-NOT: x * 0 -> 0
// FZ: output 0: tensor<5xf32>
// FZ-NEXT: array([ 0. ,  1.5, -2. ,  inf,  nan], dtype=float32)
// FZ-NEXT: output 1: tensor<5xf32>
// FZ-NEXT: array([-0.,  0., -0., nan, nan], dtype=float32)
// FZ-NEXT: output 2: tensor<5xf32>
// FZ-NEXT: array([-0. ,  1.5, -2. ,  inf,  nan], dtype=float32)
// FZ-NEXT: output 3: tensor<5xf32>
// FZ-NEXT: array([-0. ,  1.5, -2. ,  inf,  nan], dtype=float32)

func.func public @float_zeros(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<5xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.multiply %arg0, %2 : tensor<5xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
  %5 = stablehlo.subtract %arg0, %4 : tensor<5xf32>
  %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
  %7 = stablehlo.multiply %arg0, %6 : tensor<5xf32>
  return %1, %3, %5, %7 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}
