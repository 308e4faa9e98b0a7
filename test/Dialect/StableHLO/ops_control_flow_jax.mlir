// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// Programs exactly as JAX prints them (jax.jit(f).lower(...).as_text()),
// which must print back unchanged.

// lax.fori_loop: a while loop whose body calls a private function.
// CHECK-LABEL: func.func public @fori_main(
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<5> : tensor<i32>
// CHECK-NEXT:   %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %1 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:   %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
// CHECK-NEXT:   stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @closed_call(
// CHECK-NEXT: %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @fori_main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
  cond {
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}
func.func private @closed_call(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// lax.scan: the loop carries the counter, the carry and the stacked outputs.
// CHECK-LABEL: func.func public @scan_main(
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT:   %c_4 = stablehlo.constant dense<4> : tensor<i32>
// CHECK-NEXT:   %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %2 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
// CHECK-NEXT:   %3:2 = func.call @closed_call(%iterArg_2, %2) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
// CHECK-NEXT:   %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
// CHECK-NEXT:   %c_4 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:   %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
// CHECK-NEXT:   stablehlo.return %iterArg, %5, %3#0, %4 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1#2, %1#3 : tensor<f32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dynamic_index_in_dim(
// CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @closed_call(
// CHECK-NEXT: %0 = stablehlo.convert %arg0 : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.add %0, %arg1 : tensor<f32>
// CHECK-NEXT: %2 = stablehlo.convert %arg0 : tensor<f32>
// CHECK-NEXT: %3 = stablehlo.multiply %2, %arg1 : tensor<f32>
// CHECK-NEXT: return %1, %3 : tensor<f32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dynamic_update_index_in_dim(
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
// CHECK-NEXT: %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @scan_main(%arg0: tensor<4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
  cond {
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
    %3:2 = func.call @closed_call(%iterArg_2, %2) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %4 = func.call @dynamic_update_index_in_dim(%iterArg_3, %3#1, %iterArg_1) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
    stablehlo.return %iterArg, %5, %3#0, %4 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
  }
  return %1#2, %1#3 : tensor<f32>, tensor<4xf32>
}
func.func private @dynamic_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
  %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = stablehlo.convert %arg0 : tensor<f32>
  %1 = stablehlo.add %0, %arg1 : tensor<f32>
  %2 = stablehlo.convert %arg0 : tensor<f32>
  %3 = stablehlo.multiply %2, %arg1 : tensor<f32>
  return %1, %3 : tensor<f32>, tensor<f32>
}
func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// lax.switch: the index is clamped, then case picks the branch.
// CHECK-LABEL: func.func public @switch_main(
// CHECK-NEXT: %0 = stablehlo.convert %arg0 : tensor<i32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %1 = stablehlo.clamp %c, %0, %c_0 : tensor<i32>
// CHECK-NEXT: %2 = "stablehlo.case"(%1) ({
// CHECK-NEXT:   %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:   %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:   %4 = stablehlo.add %arg1, %3 : tensor<4xf32>
// CHECK-NEXT:   stablehlo.return %4 : tensor<4xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:   %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:   %4 = stablehlo.multiply %arg1, %3 : tensor<4xf32>
// CHECK-NEXT:   stablehlo.return %4 : tensor<4xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:   %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:   %4 = stablehlo.subtract %arg1, %3 : tensor<4xf32>
// CHECK-NEXT:   stablehlo.return %4 : tensor<4xf32>
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @switch_main(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.convert %arg0 : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_0 = stablehlo.constant dense<2> : tensor<i32>
  %1 = stablehlo.clamp %c, %0, %c_0 : tensor<i32>
  %2 = "stablehlo.case"(%1) ({
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.add %arg1, %3 : tensor<4xf32>
    stablehlo.return %4 : tensor<4xf32>
  }, {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %arg1, %3 : tensor<4xf32>
    stablehlo.return %4 : tensor<4xf32>
  }, {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.subtract %arg1, %3 : tensor<4xf32>
    stablehlo.return %4 : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// jnp.argmax: a variadic reduce over (value, index) pairs.
// CHECK-LABEL: func.func public @argmax_main(
// CHECK-NEXT: %0 = call @argmax(%arg0) : (tensor<4x8xf32>) -> tensor<4xi32>
// CHECK-NEXT: return %0 : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @argmax(
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<4x8xi32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT:  reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
// CHECK-NEXT:   %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %4 = stablehlo.or %2, %3 : tensor<i1>
// CHECK-NEXT:   %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   %7 = stablehlo.and %5, %6 : tensor<i1>
// CHECK-NEXT:   %8 = stablehlo.or %4, %7 : tensor<i1>
// CHECK-NEXT:   %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
// CHECK-NEXT:   stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : tensor<4xi32>
// CHECK-NEXT: }
func.func public @argmax_main(%arg0: tensor<4x8xf32>) -> (tensor<4xi32> {jax.result_info = "result"}) {
  %0 = call @argmax(%arg0) : (tensor<4x8xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @argmax(%arg0: tensor<4x8xf32>) -> tensor<4xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<4xi32>
}

// -----

// lax.sort with two operands and one key: the comparator orders NaNs last.
// CHECK-LABEL: func.func public @sort2_main(
// CHECK-NEXT: %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
// CHECK-NEXT:   %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %1 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %2 = stablehlo.select %1, %cst_0, %arg2 : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK-NEXT:   %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %5 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %6 = stablehlo.select %5, %cst_3, %arg3 : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %7 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK-NEXT:   %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %9 : tensor<i1>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func public @sort2_main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.select %1, %cst_0, %arg2 : tensor<i1>, tensor<f32>
    %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.select %5, %cst_3, %arg3 : tensor<i1>, tensor<f32>
    %7 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
    %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %9 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The gradient of a 2x2 max pool: select_and_scatter.
// CHECK-LABEL: func.func public @maxpool_grad_main(
// CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT: %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %arg0, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %2 = "stablehlo.select_and_scatter"(%1, %0, %cst_1) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:   %4 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %4 : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:   %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %4 : tensor<f32>
// CHECK-NEXT: }) : (tensor<1x8x8x3xf32>, tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %3 = stablehlo.slice %2 [0:1, 0:8, 0:8, 0:3] : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT: return %3 : tensor<1x8x8x3xf32>
// CHECK-NEXT: }
func.func public @maxpool_grad_main(%arg0: tensor<1x8x8x3xf32>) -> (tensor<1x8x8x3xf32> {jax.result_info = "result"}) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x3xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = stablehlo.pad %arg0, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = "stablehlo.select_and_scatter"(%1, %0, %cst_1) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %4 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  }, {
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }) : (tensor<1x8x8x3xf32>, tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x8x8x3xf32>
  %3 = stablehlo.slice %2 [0:1, 0:8, 0:8, 0:3] : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %3 : tensor<1x8x8x3xf32>
}

// -----

// jnp.cumsum: a padded reduce_window.
// CHECK-LABEL: func.func public @cumsum_main(
// CHECK-NEXT: %0 = call @cumsum(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @cumsum(
// CHECK-NEXT: %0 = call @cumsum_0(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @cumsum_0(
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<{{\[\[}}3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:   %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func public @cumsum_main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
  %0 = call @cumsum(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func private @cumsum(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = call @cumsum_0(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func private @cumsum_0(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// lax.composite: a composite and its decomposition.
// CHECK-LABEL: func.func public @composite_main(
// CHECK-NEXT: %0 = stablehlo.composite "my.tangent" %arg0 {decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @my.tangent(
// CHECK-NEXT: %0 = stablehlo.sine %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.cosine %arg0 : tensor<4xf32>
// CHECK-NEXT: %2 = stablehlo.divide %0, %1 : tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @composite_main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.composite "my.tangent" %arg0 {decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @my.tangent(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 : tensor<4xf32>
  %1 = stablehlo.cosine %arg0 : tensor<4xf32>
  %2 = stablehlo.divide %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// jax.ffi.ffi_call with attributes and a side effect.
// CHECK-LABEL: func.func public @ffi_main(
// CHECK-NEXT: %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {alpha = 1.000000e+00 : f32, n = 3 : i32, s = "hi"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @ffi_main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {alpha = 1.000000e+00 : f32, n = 3 : i32, s = "hi"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// jax.ffi.ffi_call with two results and an input/output alias.
// CHECK-LABEL: func.func public @ffi2_main(
// CHECK-NEXT: %0:2 = stablehlo.custom_call @my.target(%arg0) {backend_config = "", mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<i32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x8xf32>, tensor<i32>
// CHECK-NEXT: }
func.func public @ffi2_main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
  %0:2 = stablehlo.custom_call @my.target(%arg0) {backend_config = "", mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<i32>
}

// -----

// Nested fori loops: the inner loop's arguments continue the numbering.
// CHECK-LABEL: func.func public @while_nested_main(
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:   %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %1 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:   %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
// CHECK-NEXT:   stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @closed_call(
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT:   %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %1 = func.call @closed_call_0(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %c_1 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:   %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
// CHECK-NEXT:   stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @closed_call_0(
// CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.add %arg0, %0 : tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @while_nested_main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
  cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}
func.func private @closed_call(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
  cond {
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = func.call @closed_call_0(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %2, %1 : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}
func.func private @closed_call_0(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// jax.nn.logsumexp: compact max and add reductions.
// CHECK-LABEL: func.func public @logsumexp_main(
// CHECK-NEXT: %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
// CHECK-NEXT: %3 = stablehlo.is_finite %2 : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = stablehlo.select %3, %2, %4 : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK-NEXT: %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %8 = stablehlo.subtract %arg0, %7 : tensor<4x8xf32>
// CHECK-NEXT: %9 = stablehlo.exponential %8 : tensor<4x8xf32>
// CHECK-NEXT: %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %11 = stablehlo.abs %10 : tensor<4xf32>
// CHECK-NEXT: %12 = stablehlo.log %11 : tensor<4xf32>
// CHECK-NEXT: %13 = stablehlo.add %12, %5 : tensor<4xf32>
// CHECK-NEXT: return %13 : tensor<4xf32>
// CHECK-NEXT: }
func.func public @logsumexp_main(%arg0: tensor<4x8xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
  %3 = stablehlo.is_finite %2 : (tensor<4xf32>) -> tensor<4xi1>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %5 = stablehlo.select %3, %2, %4 : tensor<4xi1>, tensor<4xf32>
  %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
  %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
  %8 = stablehlo.subtract %arg0, %7 : tensor<4x8xf32>
  %9 = stablehlo.exponential %8 : tensor<4x8xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %11 = stablehlo.abs %10 : tensor<4xf32>
  %12 = stablehlo.log %11 : tensor<4xf32>
  %13 = stablehlo.add %12, %5 : tensor<4xf32>
  return %13 : tensor<4xf32>
}
