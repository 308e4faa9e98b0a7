//===- StablehloElementwiseOps.td - elementwise StableHLO ops -------------===//
//
// Constants, elementwise unary/binary/ternary ops, compare, select, clamp and
// the element-type conversions (spec sections of the same names). The unary
// and binary arithmetic ops live in the two files included below.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS
#define KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

//===----------------------------------------------------------------------===//
// Operand constraints of this family (spec: the "Inputs" tables)
//===----------------------------------------------------------------------===//

// "per-tensor quantized tensor" in the spec's input tables.
defvar HLO_PTQ = HLO_PerTensorQuantizedInt;

def HLO_AnyOrPTQTensor
    : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex, HLO_PTQ]>;
def HLO_IntFpComplexOrPTQTensor
    : HLO_TensorOf<[HLO_Int, HLO_Float, HLO_Complex, HLO_PTQ]>;
def HLO_SIntFpComplexOrPTQTensor
    : HLO_TensorOf<[HLO_SInt, HLO_Float, HLO_Complex, HLO_PTQ]>;
def HLO_SIntFpOrPTQTensor : HLO_TensorOf<[HLO_SInt, HLO_Float, HLO_PTQ]>;
def HLO_FpComplexOrPTQTensor : HLO_TensorOf<[HLO_Float, HLO_Complex, HLO_PTQ]>;
def HLO_FpOrPTQTensor : HLO_TensorOf<[HLO_Float, HLO_PTQ]>;
def HLO_Fp32Or64Tensor : HLO_TensorOf<[HLO_Float32Or64]>;
def HLO_FpOrQuantizedIntTensor : HLO_TensorOf<[HLO_Float, HLO_QuantizedInt]>;

// #stablehlo.result_accuracy as an op attribute that can be built from a
// C++ expression (what a default value needs).
def HLO_ResultAccuracyOpAttr : Attr<HLO_ResultAccuracy.predicate,
                                    "result accuracy"> {
  let storageType = "::kiln::stablehlo::ResultAccuracyAttr";
  let returnType = "::kiln::stablehlo::ResultAccuracyAttr";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

// The value a missing `result_accuracy` stands for: DEFAULT mode, no
// tolerances. The pretty form elides an attribute equal to it.
def HLO_DefaultResultAccuracy
    : DefaultValuedOptionalAttr<HLO_ResultAccuracyOpAttr, [{
    ::kiln::stablehlo::ResultAccuracyAttr::get($_builder.getContext(),
        ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0,
        ::kiln::stablehlo::ResultAccuracyModeAttr::get(
            $_builder.getContext(),
            ::kiln::stablehlo::ResultAccuracyMode::DEFAULT))
  }]>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// Ops whose result type follows from their operands: the declared result
// type is checked against the inferred one by the compatibility rule of
// every op (HLO_CompatibleReturnTypes in StablehloBase.td): `?` dimensions,
// bounds and other quantization scales are accepted.
defvar HLO_InferredResult = InferTypeOpAdaptor;

// `op %x : T`, or `op %x : (T) -> R` when the types differ.
class HLO_UnaryElementwiseOp<string mnemonic, Type operandType,
                             Type resultType = operandType,
                             list<Trait> traits = [HLO_InferredResult]>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, SameOperandsAndResultShape])> {
  let arguments = (ins operandType:$operand);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

// A transcendental unary op: it carries the optional `result_accuracy`
// (spec: "result_accuracy" input of exponential, log, sine, ...).
class HLO_TranscendentalOp<string mnemonic, Type operandType>
    : HLO_UnaryElementwiseOp<mnemonic, operandType> {
  let arguments = (ins operandType:$operand,
                       HLO_DefaultResultAccuracy:$result_accuracy);
  let hasVerifier = 1;
}

// `op %lhs, %rhs : T`, or the functional form when the types differ.
class HLO_BinaryElementwiseOp<string mnemonic, Type operandType,
                              list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, SameOperandsAndResultShape, HLO_InferredResult])> {
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let hasVerifier = 1;
}

include "kiln/Dialect/StableHLO/IR/StablehloElementwiseUnaryOps.td"
include "kiln/Dialect/StableHLO/IR/StablehloElementwiseBinaryOps.td"

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tensor constant (spec: constant)";
  let description = [{
    Produces `output` from the constant `value`.

    ```mlir
    %c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  // ConstantLike ops must fold to their value for m_Constant matching.
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// compare, select, clamp
//===----------------------------------------------------------------------===//

def StableHLO_CompareOp : StableHLO_Op<"compare",
    [Pure, Elementwise, SameOperandsAndResultShape, HLO_InferredResult]> {
  let summary = "elementwise comparison (spec: compare)";
  let description = [{
    Compares `lhs` and `rhs` elementwise in `comparison_direction`, using the
    optional `compare_type`, and produces a boolean tensor.

    ```mlir
    %r = stablehlo.compare GT, %a, %b, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    ```
  }];
  let arguments = (ins HLO_AnyOrPTQTensor:$lhs, HLO_AnyOrPTQTensor:$rhs,
                       HLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<HLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    custom<ComparisonDirection>($comparison_direction) `,` $lhs `,` $rhs
      (`,` custom<ComparisonType>($compare_type)^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_SelectOp : StableHLO_Op<"select", [Pure, HLO_InferredResult]> {
  let summary = "elementwise choice between two tensors (spec: select)";
  let description = [{
    Takes each element from `on_true` where `pred` is true and from
    `on_false` otherwise; a 0-d `pred` chooses a whole tensor.

    ```mlir
    %r = stablehlo.select %pred, %a, %b : tensor<2xi1>, tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_AnyOrPTQTensor:$on_true,
                       HLO_AnyOrPTQTensor:$on_false);
  let results = (outs HLO_AnyOrPTQTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_ClampOp : StableHLO_Op<"clamp", [Pure, HLO_InferredResult]> {
  let summary = "elementwise clamp between bounds (spec: clamp)";
  let description = [{
    Clamps every element of `operand` between `min` and `max`, which are
    either 0-d tensors or tensors of the operand's shape.

    ```mlir
    %r = stablehlo.clamp %min, %x, %max : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_AnyOrPTQTensor:$min, HLO_AnyOrPTQTensor:$operand,
                       HLO_AnyOrPTQTensor:$max);
  let results = (outs HLO_AnyOrPTQTensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict `:`
      custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Element-type conversions
//===----------------------------------------------------------------------===//

def StableHLO_ConvertOp : StableHLO_Op<"convert",
    [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "elementwise conversion of the element type (spec: convert)";
  let description = [{
    ```mlir
    %r = stablehlo.convert %x : (tensor<3xi32>) -> tensor<3xf32>
    ```
  }];
  let arguments = (ins HLO_NonQuantizedTensor:$operand);
  let results = (outs HLO_NonQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterprets the bits of a tensor (spec: bitcast_convert)";
  let description = [{
    A narrower result element type adds a trailing dimension; a wider one
    drops the operand's trailing dimension.

    ```mlir
    %r = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision",
    [Pure, Elementwise, SameOperandsAndResultShape, HLO_InferredResult]> {
  let summary = "rounds to a narrower floating-point format (spec: reduce_precision)";
  let description = [{
    Rounds `operand` to the format with `exponent_bits` and `mantissa_bits`
    and back to its own type.

    ```mlir
    %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<6xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrPTQTensor:$operand, I32Attr:$exponent_bits,
                       I32Attr:$mantissa_bits);
  let results = (outs HLO_FpOrPTQTensor:$result);
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_UniformQuantizeOp : StableHLO_Op<"uniform_quantize",
    [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "quantizes or requantizes a tensor (spec: uniform_quantize)";
  let description = [{
    ```mlir
    %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantizedIntTensor:$operand);
  let results = (outs HLO_QuantizedIntTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_UniformDequantizeOp : StableHLO_Op<"uniform_dequantize",
    [Pure, Elementwise, SameOperandsAndResultShape, HLO_InferredResult]> {
  let summary = "converts a quantized tensor to its expressed type (spec: uniform_dequantize)";
  let description = [{
    ```mlir
    %x = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_QuantizedIntTensor:$operand);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

#endif // KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS
