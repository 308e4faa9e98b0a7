// RUN: kiln run %s --input %S/Inputs/in_trig_f64_0.npy --input %S/Inputs/in_trig_f64_1.npy --input %S/Inputs/in_trig_f64_2.npy --expect %S/Inputs/out_trig_f64_0.npy --expect %S/Inputs/out_trig_f64_1.npy --expect %S/Inputs/out_trig_f64_2.npy --expect %S/Inputs/out_trig_f64_3.npy --expect %S/Inputs/out_trig_f64_4.npy --expect %S/Inputs/out_trig_f64_5.npy --expect %S/Inputs/out_trig_f64_6.npy --expect %S/Inputs/out_trig_f64_7.npy --atol 1e-15 --rtol 1e-14 | FileCheck %s
// Expected values: jnp.sinh/cosh/arctan/arcsinh/arcsin/arccos/arctanh/arccosh
// on XLA CPU (Inputs/gen.py).

// CHECK: output 0: tensor<15xf64> matches
// CHECK: output 1: tensor<15xf64> matches
// CHECK: output 2: tensor<15xf64> matches
// CHECK: output 3: tensor<15xf64> matches
// CHECK: output 4: tensor<10xf64> matches
// CHECK: output 5: tensor<10xf64> matches
// CHECK: output 6: tensor<10xf64> matches
// CHECK: output 7: tensor<8xf64> matches
func.func @main(%x: tensor<15xf64>, %u: tensor<10xf64>, %v: tensor<8xf64>) -> (tensor<15xf64>, tensor<15xf64>, tensor<15xf64>, tensor<15xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<8xf64>) {
  %0 = chlo.sinh %x : tensor<15xf64> -> tensor<15xf64>
  %1 = chlo.cosh %x : tensor<15xf64> -> tensor<15xf64>
  %2 = chlo.atan %x : tensor<15xf64> -> tensor<15xf64>
  %3 = chlo.asinh %x : tensor<15xf64> -> tensor<15xf64>
  %4 = chlo.asin %u : tensor<10xf64> -> tensor<10xf64>
  %5 = chlo.acos %u : tensor<10xf64> -> tensor<10xf64>
  %6 = chlo.atanh %u : tensor<10xf64> -> tensor<10xf64>
  %7 = chlo.acosh %v : tensor<8xf64> -> tensor<8xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<15xf64>, tensor<15xf64>, tensor<15xf64>, tensor<15xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<8xf64>
}
