// kiln-simplify end to end: integer identities and iota-derived constants
// (folded with int8 wrap-around) against XLA's results (Inputs/gen.py);
// -O0 runs them as written. Float look-alikes: simplify_float.mlir.
// RUN: cd %S/Inputs
// RUN: kiln run %s --explain --entry int_simplify --input int_simplify_in0.npy --expect int_simplify_out0.npy --expect int_simplify_out1.npy --expect int_simplify_out2.npy | FileCheck %s --check-prefix=INT
// RUN: kiln run -O0 %s --explain --entry int_simplify --input int_simplify_in0.npy --expect int_simplify_out0.npy --expect int_simplify_out1.npy --expect int_simplify_out2.npy | FileCheck %s --check-prefix=INT0
// INT-DAG: kiln-simplify: stablehlo.iota made a constant
// INT-DAG: kiln-simplify: stablehlo.multiply of constants folded
// INT-DAG: kiln-simplify: x * 0 -> 0
// INT-DAG: kiln-simplify: x * 1 -> x
// INT-DAG: kiln-simplify: x + 0 -> x
// INT: output 0: {{.*}} matches
// INT-NEXT: output 1: {{.*}} matches
// INT-NEXT: output 2: {{.*}} matches
// INT0-NOT: explain:
// INT0: output 0: {{.*}} matches
// INT0-NEXT: output 1: {{.*}} matches
// INT0-NEXT: output 2: {{.*}} matches

func.func public @int_simplify(%arg0: tensor<12xi32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
  %1 = stablehlo.add %arg0, %0 : tensor<12xi32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
  %3 = stablehlo.multiply %1, %2 : tensor<12xi32>
  %4 = stablehlo.iota dim = 0 : tensor<12xi32>
  %c_1 = stablehlo.constant dense<3> : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
  %6 = stablehlo.multiply %4, %5 : tensor<12xi32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
  %8 = stablehlo.subtract %6, %7 : tensor<12xi32>
  %9 = stablehlo.add %3, %8 : tensor<12xi32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
  %11 = stablehlo.multiply %arg0, %10 : tensor<12xi32>
  %12 = stablehlo.iota dim = 0 : tensor<12xi8>
  %c_4 = stablehlo.constant dense<23> : tensor<i8>
  %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<12xi8>
  %14 = stablehlo.multiply %12, %13 : tensor<12xi8>
  %c_5 = stablehlo.constant dense<100> : tensor<i8>
  %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i8>) -> tensor<12xi8>
  %16 = stablehlo.add %14, %15 : tensor<12xi8>
  %17 = stablehlo.convert %16 : (tensor<12xi8>) -> tensor<12xi32>
  %18 = stablehlo.add %17, %arg0 : tensor<12xi32>
  return %9, %11, %18 : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>
}
