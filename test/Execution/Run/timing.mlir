// kiln run --timing prints the compilation's time per stage as one tree:
// the MLIR pipeline with each of its passes, then LLVM's translation, its
// -O2 optimization and code generation (one part: the program is small),
// and the linking of the code into the JIT; without the flag it prints
// none of it.
// RUN: kiln run %s --timing | FileCheck %s
// RUN: kiln run %s | FileCheck %s --check-prefix=QUIET
// CHECK:      Execution time report
// CHECK:      MLIR: StableHLO to the LLVM dialect
// CHECK:        StablehloLegalizeToLinalg
// CHECK:        LowerContractions
// CHECK:        ConvertToLLVMPass
// CHECK:      LLVM: translation to LLVM IR
// CHECK-NEXT: LLVM: -O2 and code generation{{$}}
// CHECK-NEXT:   LLVM -O2
// CHECK-NEXT:   LLVM: code generation
// CHECK-NEXT: LLVM: linking into the JIT
// CHECK:      Total
// CHECK:      output 0: tensor<64x64xf32>
// QUIET-NOT:  Execution time report
// QUIET:      output 0: tensor<64x64xf32>
func.func @main(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
