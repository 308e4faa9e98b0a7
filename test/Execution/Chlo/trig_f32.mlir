// RUN: kiln run %s --input %S/Inputs/in_trig_f32_0.npy --input %S/Inputs/in_trig_f32_1.npy --input %S/Inputs/in_trig_f32_2.npy --expect %S/Inputs/out_trig_f32_0.npy --expect %S/Inputs/out_trig_f32_1.npy --expect %S/Inputs/out_trig_f32_2.npy --expect %S/Inputs/out_trig_f32_3.npy --expect %S/Inputs/out_trig_f32_4.npy --expect %S/Inputs/out_trig_f32_5.npy --expect %S/Inputs/out_trig_f32_6.npy --expect %S/Inputs/out_trig_f32_7.npy --atol 1e-7 --rtol 1e-6 | FileCheck %s
// Expected values: jnp.sinh/cosh/arctan/arcsinh/arcsin/arccos/arctanh/arccosh
// on XLA CPU (Inputs/gen.py).

// CHECK: output 0: tensor<15xf32> matches
// CHECK: output 1: tensor<15xf32> matches
// CHECK: output 2: tensor<15xf32> matches
// CHECK: output 3: tensor<15xf32> matches
// CHECK: output 4: tensor<10xf32> matches
// CHECK: output 5: tensor<10xf32> matches
// CHECK: output 6: tensor<10xf32> matches
// CHECK: output 7: tensor<8xf32> matches
func.func @main(%x: tensor<15xf32>, %u: tensor<10xf32>, %v: tensor<8xf32>) -> (tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<8xf32>) {
  %0 = chlo.sinh %x : tensor<15xf32> -> tensor<15xf32>
  %1 = chlo.cosh %x : tensor<15xf32> -> tensor<15xf32>
  %2 = chlo.atan %x : tensor<15xf32> -> tensor<15xf32>
  %3 = chlo.asinh %x : tensor<15xf32> -> tensor<15xf32>
  %4 = chlo.asin %u : tensor<10xf32> -> tensor<10xf32>
  %5 = chlo.acos %u : tensor<10xf32> -> tensor<10xf32>
  %6 = chlo.atanh %u : tensor<10xf32> -> tensor<10xf32>
  %7 = chlo.acosh %v : tensor<8xf32> -> tensor<8xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<15xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<8xf32>
}
