// Without --input, kiln run makes deterministic pseudo-random inputs and
// prints the seed. x - x is zero whatever the inputs are.
// RUN: kiln run %s | FileCheck %s
// RUN: kiln run %s --seed 7 | FileCheck %s --check-prefix=SEED
// CHECK: inputs: pseudo-random, seed 0
// CHECK: output 0: tensor<3xf32>
// CHECK-NEXT: array([0., 0., 0.], dtype=float32)
// SEED: inputs: pseudo-random, seed 7
func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.subtract %a, %a : tensor<3xf32>
  return %0 : tensor<3xf32>
}
