// RUN: kiln run %s --input %S/Inputs/in_mulhi_int8_0.npy --input %S/Inputs/in_mulhi_int8_1.npy --input %S/Inputs/in_mulhi_int16_0.npy --input %S/Inputs/in_mulhi_int16_1.npy --input %S/Inputs/in_mulhi_int32_0.npy --input %S/Inputs/in_mulhi_int32_1.npy --input %S/Inputs/in_mulhi_int64_0.npy --input %S/Inputs/in_mulhi_int64_1.npy --input %S/Inputs/in_mulhi_uint8_0.npy --input %S/Inputs/in_mulhi_uint8_1.npy --input %S/Inputs/in_mulhi_uint16_0.npy --input %S/Inputs/in_mulhi_uint16_1.npy --input %S/Inputs/in_mulhi_uint32_0.npy --input %S/Inputs/in_mulhi_uint32_1.npy --input %S/Inputs/in_mulhi_uint64_0.npy --input %S/Inputs/in_mulhi_uint64_1.npy --expect %S/Inputs/out_mulhi_int8_0.npy --expect %S/Inputs/out_mulhi_int16_0.npy --expect %S/Inputs/out_mulhi_int32_0.npy --expect %S/Inputs/out_mulhi_int64_0.npy --expect %S/Inputs/out_mulhi_uint8_0.npy --expect %S/Inputs/out_mulhi_uint16_0.npy --expect %S/Inputs/out_mulhi_uint32_0.npy --expect %S/Inputs/out_mulhi_uint64_0.npy | FileCheck %s
// chlo.mulhi (as JAX prints lax.mulhi) on signed and unsigned 8- to 64-bit
// integers, including the extremes; expected values from XLA CPU
// (Inputs/gen_complex_ragged.py).

// CHECK: output 0: tensor<42xi8> matches
// CHECK: output 1: tensor<42xi16> matches
// CHECK: output 2: tensor<42xi32> matches
// CHECK: output 3: tensor<42xi64> matches
// CHECK: output 4: tensor<38xui8> matches
// CHECK: output 5: tensor<38xui16> matches
// CHECK: output 6: tensor<38xui32> matches
// CHECK: output 7: tensor<38xui64> matches
func.func @main(%a0: tensor<42xi8>, %b0: tensor<42xi8>, %a1: tensor<42xi16>, %b1: tensor<42xi16>, %a2: tensor<42xi32>, %b2: tensor<42xi32>, %a3: tensor<42xi64>, %b3: tensor<42xi64>, %a4: tensor<38xui8>, %b4: tensor<38xui8>, %a5: tensor<38xui16>, %b5: tensor<38xui16>, %a6: tensor<38xui32>, %b6: tensor<38xui32>, %a7: tensor<38xui64>, %b7: tensor<38xui64>)
    -> (tensor<42xi8>, tensor<42xi16>, tensor<42xi32>, tensor<42xi64>, tensor<38xui8>, tensor<38xui16>, tensor<38xui32>, tensor<38xui64>) {
  %0 = chlo.mulhi %a0, %b0 : tensor<42xi8>, tensor<42xi8> -> tensor<42xi8>
  %1 = chlo.mulhi %a1, %b1 : tensor<42xi16>, tensor<42xi16> -> tensor<42xi16>
  %2 = chlo.mulhi %a2, %b2 : tensor<42xi32>, tensor<42xi32> -> tensor<42xi32>
  %3 = chlo.mulhi %a3, %b3 : tensor<42xi64>, tensor<42xi64> -> tensor<42xi64>
  %4 = chlo.mulhi %a4, %b4 : tensor<38xui8>, tensor<38xui8> -> tensor<38xui8>
  %5 = chlo.mulhi %a5, %b5 : tensor<38xui16>, tensor<38xui16> -> tensor<38xui16>
  %6 = chlo.mulhi %a6, %b6 : tensor<38xui32>, tensor<38xui32> -> tensor<38xui32>
  %7 = chlo.mulhi %a7, %b7 : tensor<38xui64>, tensor<38xui64> -> tensor<38xui64>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<42xi8>, tensor<42xi16>, tensor<42xi32>, tensor<42xi64>, tensor<38xui8>, tensor<38xui16>, tensor<38xui32>, tensor<38xui64>
}
