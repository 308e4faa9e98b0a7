// f16/bf16 conversions for the AOT tests (gen_conversions.py): on targets
// without conversion instructions they run kiln's own helpers
// (lib/Compiler/AotHelpers.cpp).
module @conversions {
  func.func @main(%h: tensor<4110xf16>, %f: tensor<5019xf32>)
      -> (tensor<4110xf32>, tensor<5019xf16>, tensor<5019xbf16>) {
    %0 = stablehlo.convert %h : (tensor<4110xf16>) -> tensor<4110xf32>
    %1 = stablehlo.convert %f : (tensor<5019xf32>) -> tensor<5019xf16>
    %2 = stablehlo.convert %f : (tensor<5019xf32>) -> tensor<5019xbf16>
    return %0, %1, %2 : tensor<4110xf32>, tensor<5019xf16>, tensor<5019xbf16>
  }
}
