// kiln-stablehlo-to-vhlo picks, per op, the newest VHLO version the target
// StableHLO has, and fills in every attribute that version has.
// RUN: kiln-opt %s --kiln-stablehlo-to-vhlo | FileCheck %s --check-prefix=NEW
// RUN: kiln-opt %s --kiln-stablehlo-to-vhlo=target=1.0.0 | FileCheck %s --check-prefix=OLD
// Written as an artifact and read back, for either version, the program is
// what it was.
// RUN: kiln-opt %s > %t.text
// RUN: kiln-opt %s --emit-portable -o %t.new.mlirbc
// RUN: kiln-opt %t.new.mlirbc --kiln-vhlo-to-stablehlo | diff -u %t.text -
// RUN: kiln-opt %s --emit-portable=1.0.0 -o %t.old.mlirbc
// RUN: kiln-opt %t.old.mlirbc --kiln-vhlo-to-stablehlo | diff -u %t.text -

// NEW: "vhlo.func_v1"
// NEW: "vhlo.dot_general_v2"(%arg0, %arg1) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>
// NEW-SAME: precision_config = #vhlo.array_v1<[]>
// NEW: "vhlo.tanh_v2"({{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0, rtol = 0, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// NEW: "vhlo.convolution_v1"
// NEW-SAME: lhs_dilation = #vhlo.tensor_v1<"0x01000000000000000100000000000000" : !vhlo.tensor_v1<2x!vhlo.i64_v1>>
// A splat keeps one element, as MLIR's dense elements do.
// NEW-SAME: padding = #vhlo.tensor_v1<"0x0100000000000000" : !vhlo.tensor_v1<2x2x!vhlo.i64_v1>>
// NEW-SAME: window_reversal = #vhlo.tensor_v1<"0x0000" : !vhlo.tensor_v1<2x!vhlo.bool_v1>>
// NEW: "vhlo.compare_v1"({{.*}}) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 GT>}>
// NEW: "vhlo.return_v1"

// OLD: "vhlo.dot_general_v1"(%arg0, %arg1) <{lhs_batching_dimensions
// OLD: "vhlo.tanh_v1"
// OLD-NOT: result_accuracy

func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>) -> (tensor<4x3xf32>, tensor<1x6x6x4xf32>, tensor<4x3xi1>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.tanh %0 : tensor<4x3xf32>
  %2 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  %3 = stablehlo.compare GT, %1, %0 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
  return %1, %2, %3 : tensor<4x3xf32>, tensor<1x6x6x4xf32>, tensor<4x3xi1>
}
