// f32 -> bf16 (and f16) conversions bit for bit against ml_dtypes/numpy
// (test/AOT/Inputs/gen_conversions.py): ties, overflow, f32 subnormals,
// zeros, infinities and a negative NaN. On a CPU with AVX512-BF16 the native
// conversion would flush the subnormals; kiln-expand-bf16-conversions keeps
// them, at -O2 and -O0.
// RUN: kiln run %S/../../AOT/Inputs/conversions.mlir --input %S/../../AOT/Inputs/conversions/in0.npy --input %S/../../AOT/Inputs/conversions/in1.npy --expect %S/../../AOT/Inputs/conversions/out0.npy --expect %S/../../AOT/Inputs/conversions/out1.npy --expect %S/../../AOT/Inputs/conversions/out2.npy --atol 0 --rtol 0 | FileCheck %s
// RUN: kiln run -O0 %S/../../AOT/Inputs/conversions.mlir --input %S/../../AOT/Inputs/conversions/in0.npy --input %S/../../AOT/Inputs/conversions/in1.npy --expect %S/../../AOT/Inputs/conversions/out0.npy --expect %S/../../AOT/Inputs/conversions/out1.npy --expect %S/../../AOT/Inputs/conversions/out2.npy --atol 0 --rtol 0 | FileCheck %s
// CHECK: output 0: tensor<4110xf32> matches
// CHECK: output 1: tensor<5019xf16> matches
// CHECK: output 2: tensor<5019xbf16> matches
