// What a target StableHLO version cannot hold is an error naming the op and
// the attribute, and kiln writes only the versions it knows.
// RUN: not kiln-opt %s --split-input-file --kiln-stablehlo-to-vhlo=target=1.9.0 2>&1 | FileCheck %s
// RUN: not kiln-opt %s --emit-portable=0.9.0 -o %t 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not kiln-opt %s --emit-portable=1.99.0 -o %t 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not kiln-opt %s --emit-portable=one -o %t 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: error: cannot write portable artifacts for StableHLO '{{.*}}': kiln writes 1.0.0 to 1.17.0

// A tolerance on tanh needs tanh_v2 (StableHLO 1.10.0).
// CHECK: error: 'stablehlo.tanh': attribute 'result_accuracy' needs a newer StableHLO than 1.9.0 (tanh_v1 has no such attribute)
func.func @tolerance(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHLO has no portable form.
// CHECK: error: portable artifacts hold StableHLO programs; chlo.erf is not a StableHLO op
func.func @chlo(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erf %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
