//===- StablehloElementwiseUnaryOps.td - unary elementwise ops ------------===//
//
// The unary elementwise ops of the StableHLO specification, one spec section
// each. Included from StablehloElementwiseOps.td, which defines the classes.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ELEMENTWISE_UNARY_OPS
#define KILN_DIALECT_STABLEHLO_ELEMENTWISE_UNARY_OPS

def StableHLO_AbsOp : HLO_UnaryElementwiseOp<"abs",
    HLO_SIntFpComplexOrPTQTensor, HLO_SIntFpOrPTQTensor> {
  let summary = "elementwise absolute value (spec: abs)";
  let description = [{
    The absolute value of each element; for complex elements the result is
    their modulus, of the real part type.

    ```mlir
    %r = stablehlo.abs %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
}

def StableHLO_CbrtOp : HLO_TranscendentalOp<"cbrt", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise cube root (spec: cbrt)";
  let description = [{
    ```mlir
    %r = stablehlo.cbrt %x : tensor<4xf64>
    ```
  }];
}

def StableHLO_CeilOp : HLO_UnaryElementwiseOp<"ceil", HLO_FpOrPTQTensor> {
  let summary = "elementwise ceiling (spec: ceil)";
  let description = [{
    ```mlir
    %r = stablehlo.ceil %x : tensor<5xf32>
    ```
  }];
}

def StableHLO_CosineOp : HLO_TranscendentalOp<"cosine",
    HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise cosine (spec: cosine)";
  let description = [{
    ```mlir
    %r = stablehlo.cosine %x : tensor<2xf32>
    ```
  }];
}

def StableHLO_CountLeadingZerosOp
    : HLO_UnaryElementwiseOp<"count_leading_zeros", HLO_IntTensor> {
  let summary =
      "elementwise count of leading zero bits (spec: count_leading_zeros)";
  let description = [{
    ```mlir
    %r = stablehlo.count_leading_zeros %x : tensor<2x2xi64>
    ```
  }];
}

def StableHLO_ExponentialOp : HLO_TranscendentalOp<"exponential",
    HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise exponential (spec: exponential)";
  let description = [{
    ```mlir
    %r = stablehlo.exponential %x : tensor<2x2xf64>
    ```
  }];
}

def StableHLO_ExponentialMinusOneOp
    : HLO_TranscendentalOp<"exponential_minus_one", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise exp(x) - 1 (spec: exponential_minus_one)";
  let description = [{
    ```mlir
    %r = stablehlo.exponential_minus_one %x : tensor<2xf64>
    ```
  }];
}

def StableHLO_FloorOp : HLO_UnaryElementwiseOp<"floor", HLO_FpOrPTQTensor> {
  let summary = "elementwise floor (spec: floor)";
  let description = [{
    ```mlir
    %r = stablehlo.floor %x : tensor<2xf32>
    ```
  }];
}

def StableHLO_ImagOp : HLO_UnaryElementwiseOp<"imag", HLO_FpOrComplexTensor,
    HLO_FpTensor> {
  let summary = "imaginary part of each element (spec: imag)";
  let description = [{
    Zero for floating-point operands.

    ```mlir
    %r = stablehlo.imag %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
}

def StableHLO_IsFiniteOp : HLO_UnaryElementwiseOp<"is_finite",
    HLO_FpOrPTQTensor, HLO_PredTensor> {
  let summary = "elementwise test for finite values (spec: is_finite)";
  let description = [{
    True where an element is neither +Inf, -Inf nor NaN.

    ```mlir
    %y = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>
    ```
  }];
  let arguments = (ins HLO_FpOrPTQTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_LogOp : HLO_TranscendentalOp<"log", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise natural logarithm (spec: log)";
  let description = [{
    ```mlir
    %r = stablehlo.log %x : tensor<2x2xf64>
    ```
  }];
}

def StableHLO_LogPlusOneOp : HLO_TranscendentalOp<"log_plus_one",
    HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise log(1 + x) (spec: log_plus_one)";
  let description = [{
    ```mlir
    %r = stablehlo.log_plus_one %x : tensor<5xf64>
    ```
  }];
}

def StableHLO_LogisticOp : HLO_TranscendentalOp<"logistic",
    HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise logistic sigmoid (spec: logistic)";
  let description = [{
    ```mlir
    %r = stablehlo.logistic %x : tensor<2x2xf64>
    ```
  }];
}

def StableHLO_NotOp : HLO_UnaryElementwiseOp<"not", HLO_PredOrIntTensor> {
  let summary = "elementwise logical or bitwise NOT (spec: not)";
  let description = [{
    ```mlir
    %r = stablehlo.not %x : tensor<5x3x1xi1>
    ```
  }];
}

def StableHLO_NegateOp : HLO_UnaryElementwiseOp<"negate",
    HLO_IntFpComplexOrPTQTensor> {
  let summary = "elementwise negation (spec: negate)";
  let description = [{
    ```mlir
    %r = stablehlo.negate %x : tensor<2x3xi32>
    ```
  }];
}

def StableHLO_PopulationCountOp : HLO_UnaryElementwiseOp<"popcnt",
    HLO_IntTensor> {
  let summary = "elementwise count of set bits (spec: popcnt)";
  let description = [{
    ```mlir
    %r = stablehlo.popcnt %x : tensor<4xi64>
    ```
  }];
}

def StableHLO_RealOp : HLO_UnaryElementwiseOp<"real", HLO_FpOrComplexTensor,
    HLO_FpTensor> {
  let summary = "real part of each element (spec: real)";
  let description = [{
    The operand itself for floating-point operands.

    ```mlir
    %r = stablehlo.real %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
}

def StableHLO_RoundNearestAfzOp : HLO_UnaryElementwiseOp<"round_nearest_afz",
    HLO_FpOrPTQTensor> {
  let summary =
      "elementwise rounding, ties away from zero (spec: round_nearest_afz)";
  let description = [{
    ```mlir
    %r = stablehlo.round_nearest_afz %x : tensor<5xf64>
    ```
  }];
}

def StableHLO_RoundNearestEvenOp : HLO_UnaryElementwiseOp<"round_nearest_even",
    HLO_FpOrPTQTensor> {
  let summary = "elementwise rounding, ties to even (spec: round_nearest_even)";
  let description = [{
    ```mlir
    %r = stablehlo.round_nearest_even %x : tensor<5xf64>
    ```
  }];
}

def StableHLO_RsqrtOp : HLO_TranscendentalOp<"rsqrt",
    HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise reciprocal square root (spec: rsqrt)";
  let description = [{
    ```mlir
    %r = stablehlo.rsqrt %x : tensor<2x2xf32>
    ```
  }];
}

def StableHLO_SignOp : HLO_UnaryElementwiseOp<"sign",
    HLO_SIntFpComplexOrPTQTensor> {
  let summary = "elementwise sign (spec: sign)";
  let description = [{
    ```mlir
    %r = stablehlo.sign %x : tensor<5xf64>
    ```
  }];
}

def StableHLO_SineOp : HLO_TranscendentalOp<"sine", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise sine (spec: sine)";
  let description = [{
    ```mlir
    %r = stablehlo.sine %x : tensor<2xf32>
    ```
  }];
}

def StableHLO_SqrtOp : HLO_TranscendentalOp<"sqrt", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise square root (spec: sqrt)";
  let description = [{
    ```mlir
    %r = stablehlo.sqrt %x : tensor<2x2xf32>
    ```
  }];
}

def StableHLO_TanOp : HLO_TranscendentalOp<"tan", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise tangent (spec: tan)";
  let description = [{
    ```mlir
    %r = stablehlo.tan %x : tensor<2xf32>
    ```
  }];
}

def StableHLO_TanhOp : HLO_TranscendentalOp<"tanh", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise hyperbolic tangent (spec: tanh)";
  let description = [{
    ```mlir
    %r = stablehlo.tanh %x : tensor<2xf32>
    ```
  }];
}

#endif // KILN_DIALECT_STABLEHLO_ELEMENTWISE_UNARY_OPS
