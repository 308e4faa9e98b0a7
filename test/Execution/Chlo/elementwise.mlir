// RUN: kiln run %s --input %S/Inputs/in_elem_0.npy --input %S/Inputs/in_elem_1.npy --input %S/Inputs/in_elem_2.npy --input %S/Inputs/in_elem_3.npy --input %S/Inputs/in_elem_4.npy --expect %S/Inputs/out_elem_0.npy --expect %S/Inputs/out_elem_1.npy --expect %S/Inputs/out_elem_2.npy --expect %S/Inputs/out_elem_3.npy --expect %S/Inputs/out_elem_4.npy --expect %S/Inputs/out_elem_5.npy --expect %S/Inputs/out_elem_6.npy --expect %S/Inputs/out_elem_7.npy --expect %S/Inputs/out_elem_8.npy --expect %S/Inputs/out_elem_9.npy --atol 0 --rtol 0 | FileCheck %s
// Expected values: jnp.square/isinf/isposinf/isneginf/conj, numpy-style
// broadcasting and jnp.full_like on XLA CPU (Inputs/gen.py).

// CHECK: output 0: tensor<6xf32> matches
// CHECK: output 1: tensor<3xcomplex<f32>> matches
// CHECK: output 2: tensor<6xi1> matches
// CHECK: output 3: tensor<6xi1> matches
// CHECK: output 4: tensor<6xi1> matches
// CHECK: output 5: tensor<3xcomplex<f32>> matches
// CHECK: output 6: tensor<2x3xf32> matches
// CHECK: output 7: tensor<2x3xf32> matches
// CHECK: output 8: tensor<2x3xf32> matches
// CHECK: output 9: tensor<6xf32> matches
func.func @main(%x: tensor<6xf32>, %z: tensor<3xcomplex<f32>>,
                %m: tensor<2x3xf32>, %v: tensor<3xf32>, %s: tensor<f32>)
    -> (tensor<6xf32>, tensor<3xcomplex<f32>>, tensor<6xi1>, tensor<6xi1>,
        tensor<6xi1>, tensor<3xcomplex<f32>>, tensor<2x3xf32>,
        tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>) {
  %0 = chlo.square %x : tensor<6xf32> -> tensor<6xf32>
  %1 = chlo.square %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  %2 = chlo.is_inf %x : tensor<6xf32> -> tensor<6xi1>
  %3 = chlo.is_pos_inf %x : tensor<6xf32> -> tensor<6xi1>
  %4 = chlo.is_neg_inf %x : tensor<6xf32> -> tensor<6xi1>
  %5 = chlo.conj %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  %6 = chlo.broadcast_add %v, %m : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = chlo.broadcast_multiply %m, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %p = chlo.broadcast_compare %m, %v {comparison_direction = #chlo<comparison_direction GT>}
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %8 = chlo.broadcast_select %p, %m, %v
      : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %9 = "chlo.constant_like"(%x) <{value = 7.0 : f32}> : (tensor<6xf32>) -> tensor<6xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : tensor<6xf32>, tensor<3xcomplex<f32>>, tensor<6xi1>, tensor<6xi1>,
        tensor<6xi1>, tensor<3xcomplex<f32>>, tensor<2x3xf32>,
        tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>
}
