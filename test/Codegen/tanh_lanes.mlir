// stablehlo.tanh guards math.tanh with an expm1 form for small arguments,
// computed in f64 for f32 (and bf16) values; kiln-approximate-math drops
// the guard (its own tanh is accurate near 0), and runs before the
// vectorizer, so the loops take the f32 width (16 lanes at 512 bits), not
// the f64 one: a bf16 GELU's loop ran 8 lanes wide with the guard's f64
// still counted.
// RUN: kiln-opt %s --kiln-stablehlo-to-llvm="vector-bits=512 vector-registers=32" | FileCheck %s
// CHECK-LABEL: llvm.func @main
// CHECK-NOT:   f64
// CHECK-NOT:   vector<8x
// CHECK:       vector<16xf32>
// CHECK-NOT:   f64
// CHECK-NOT:   vector<8x
// CHECK:       llvm.return
func.func @main(%x: tensor<4x1024xf32>, %y: tensor<4x1024xbf16>) -> (tensor<4x1024xf32>, tensor<4x1024xbf16>) {
  %0 = stablehlo.tanh %x : tensor<4x1024xf32>
  %1 = stablehlo.tanh %y : tensor<4x1024xbf16>
  return %0, %1 : tensor<4x1024xf32>, tensor<4x1024xbf16>
}
