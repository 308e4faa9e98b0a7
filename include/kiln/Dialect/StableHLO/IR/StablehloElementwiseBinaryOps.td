//===- StablehloElementwiseBinaryOps.td - binary elementwise ops ----------===//
//
// The binary elementwise ops of the StableHLO specification, one spec section
// each. Included from StablehloElementwiseOps.td, which defines the classes.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ELEMENTWISE_BINARY_OPS
#define KILN_DIALECT_STABLEHLO_ELEMENTWISE_BINARY_OPS

def StableHLO_AddOp
    : HLO_BinaryElementwiseOp<"add", HLO_Tensor, [Commutative]> {
  let summary = "elementwise addition (spec: add)";
  let description = [{
    Logical OR for booleans. Quantized operands may be per-tensor or per-axis.

    ```mlir
    %r = stablehlo.add %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_AndOp
    : HLO_BinaryElementwiseOp<"and", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "elementwise logical or bitwise AND (spec: and)";
  let description = [{
    ```mlir
    %r = stablehlo.and %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_Atan2Op
    : HLO_BinaryElementwiseOp<"atan2", HLO_FpComplexOrPTQTensor> {
  let summary = "elementwise atan2(lhs, rhs) (spec: atan2)";
  let description = [{
    ```mlir
    %r = stablehlo.atan2 %a, %b : tensor<3xf64>
    ```
  }];
}

def StableHLO_DivideOp
    : HLO_BinaryElementwiseOp<"divide", HLO_IntFpComplexOrPTQTensor> {
  let summary = "elementwise division (spec: divide)";
  let description = [{
    ```mlir
    %r = stablehlo.divide %a, %b : tensor<4xf32>
    ```
  }];
}

def StableHLO_MaximumOp
    : HLO_BinaryElementwiseOp<"maximum", HLO_AnyOrPTQTensor, [Commutative]> {
  let summary = "elementwise maximum (spec: maximum)";
  let description = [{
    ```mlir
    %r = stablehlo.maximum %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_MinimumOp
    : HLO_BinaryElementwiseOp<"minimum", HLO_AnyOrPTQTensor, [Commutative]> {
  let summary = "elementwise minimum (spec: minimum)";
  let description = [{
    ```mlir
    %r = stablehlo.minimum %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_MultiplyOp
    : HLO_BinaryElementwiseOp<"multiply", HLO_AnyOrPTQTensor, [Commutative]> {
  let summary = "elementwise product (spec: multiply)";
  let description = [{
    Logical AND for booleans.

    ```mlir
    %r = stablehlo.multiply %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_OrOp
    : HLO_BinaryElementwiseOp<"or", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "elementwise logical or bitwise OR (spec: or)";
  let description = [{
    ```mlir
    %r = stablehlo.or %a, %b : tensor<2x2xi1>
    ```
  }];
}

def StableHLO_PowerOp
    : HLO_BinaryElementwiseOp<"power", HLO_IntFpComplexOrPTQTensor> {
  let summary = "elementwise exponentiation (spec: power)";
  let description = [{
    ```mlir
    %r = stablehlo.power %a, %b : tensor<6xf64>
    ```
  }];
}

def StableHLO_RemainderOp
    : HLO_BinaryElementwiseOp<"remainder", HLO_IntFpComplexOrPTQTensor> {
  let summary = "elementwise remainder of division (spec: remainder)";
  let description = [{
    The sign of the result is the sign of the dividend.

    ```mlir
    %r = stablehlo.remainder %a, %b : tensor<4xi64>
    ```
  }];
}

def StableHLO_ShiftLeftOp
    : HLO_BinaryElementwiseOp<"shift_left", HLO_IntTensor> {
  let summary = "elementwise left shift (spec: shift_left)";
  let description = [{
    ```mlir
    %r = stablehlo.shift_left %a, %b : tensor<3xi64>
    ```
  }];
}

def StableHLO_ShiftRightArithmeticOp
    : HLO_BinaryElementwiseOp<"shift_right_arithmetic", HLO_IntTensor> {
  let summary =
      "elementwise arithmetic right shift (spec: shift_right_arithmetic)";
  let description = [{
    ```mlir
    %r = stablehlo.shift_right_arithmetic %a, %b : tensor<3xi64>
    ```
  }];
}

def StableHLO_ShiftRightLogicalOp
    : HLO_BinaryElementwiseOp<"shift_right_logical", HLO_IntTensor> {
  let summary = "elementwise logical right shift (spec: shift_right_logical)";
  let description = [{
    ```mlir
    %r = stablehlo.shift_right_logical %a, %b : tensor<3xi64>
    ```
  }];
}

def StableHLO_SubtractOp
    : HLO_BinaryElementwiseOp<"subtract", HLO_IntFpComplexOrPTQTensor> {
  let summary = "elementwise subtraction (spec: subtract)";
  let description = [{
    ```mlir
    %r = stablehlo.subtract %a, %b : tensor<2xf32>
    ```
  }];
}

def StableHLO_XorOp
    : HLO_BinaryElementwiseOp<"xor", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "elementwise logical or bitwise XOR (spec: xor)";
  let description = [{
    ```mlir
    %r = stablehlo.xor %a, %b : tensor<2x2xi32>
    ```
  }];
}

def StableHLO_ComplexOp : StableHLO_Op<"complex",
    [Pure, Elementwise, SameOperandsAndResultShape, HLO_InferredResult]> {
  let summary =
      "builds complex numbers from real and imaginary parts (spec: complex)";
  let description = [{
    ```mlir
    %r = stablehlo.complex %re, %im : tensor<2xcomplex<f64>>
    ```
  }];
  let arguments = (ins HLO_Fp32Or64Tensor:$lhs, HLO_Fp32Or64Tensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
  let hasVerifier = 1;
}

#endif // KILN_DIALECT_STABLEHLO_ELEMENTWISE_BINARY_OPS
