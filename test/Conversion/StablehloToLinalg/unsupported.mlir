// An op kiln cannot lower yet is an error at the op, naming it, and a
// non-zero exit.
// RUN: not kiln-opt %s -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @custom(%a: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: failed to legalize operation 'stablehlo.custom_call'
  %0 = stablehlo.custom_call @unknown_target(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
