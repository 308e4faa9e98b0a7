// An op kiln cannot lower yet is an error at the op, naming it, and a
// non-zero exit.
// RUN: not kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @infeed(%t: !stablehlo.token) -> (tensor<3xi32>, !stablehlo.token) {
  // CHECK: unsupported.mlir:[[@LINE+1]]:10: error: failed to legalize operation 'stablehlo.infeed'
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0]]} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<3xi32>, !stablehlo.token
}

// -----

// Every custom_call target kiln cannot run is named, not just the first.
func.func @custom(%a: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'stablehlo.custom_call' target @unknown_target has no lowering in kiln yet (kiln runs the check.expect_eq, check.expect_almost_eq, check.expect_close and check.eq targets)
  %0 = stablehlo.custom_call @unknown_target(%a) : (tensor<8xf32>) -> tensor<8xf32>
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'stablehlo.custom_call' target @another has no lowering in kiln yet
  %1 = stablehlo.custom_call @another(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
