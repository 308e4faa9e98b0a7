//===- ChloOps.td - the CHLO ops ------------------------------------------===//
//
// Every op of the CHLO dialect that JAX can emit: elementwise special
// functions, the broadcasting binary ops, constants, top_k, ragged_dot and
// scan.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_CHLO_OPS
#define KILN_DIALECT_CHLO_OPS

include "kiln/Dialect/CHLO/IR/ChloBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def CHLO_Tensor : HLO_TensorOf<[HLO_Element]>;

// Ops whose result type follows from their operands: the generated
// InferTypeOpInterface checks declared result types against
// `inferReturnTypes` (defined per op, here or in C++) by the compatibility
// rule every op shares (HLO_CompatibleReturnTypes in StablehloBase.td).
class CHLO_InferringOp<string mnemonic, list<Trait> traits = []>
    : CHLO_Op<mnemonic, traits # [InferTypeOpAdaptor]>;

//===----------------------------------------------------------------------===//
// Unary elementwise ops: `chlo.erf %x : tensor<4xf32> -> tensor<4xf32>`
//===----------------------------------------------------------------------===//

class CHLO_UnaryOp<string mnemonic, Type operandType,
                   Type resultType = operandType, string resultElement = "">
    : CHLO_InferringOp<mnemonic, [Pure, Elementwise]> {
  let arguments = (ins operandType:$operand);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
  // The result has the operand's shape; its element type is the operand's
  // unless the op names another (i1 for the is_*inf predicates).
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location>,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &types) {
      ::mlir::Type element;
      }] # !if(!empty(resultElement), "", "element = " # resultElement # ";") # [{
      types.push_back(::kiln::chlo::withElementType(
          adaptor.getOperand().getType(), element));
      return ::mlir::success();
    }
  }];
}

class CHLO_FpOrComplexUnaryOp<string mnemonic, string what>
    : CHLO_UnaryOp<mnemonic, HLO_FpOrComplexTensor> {
  let summary = what # " (spec: chlo." # mnemonic # ")";
  let description = "Computes " # what # " of `operand` element by element."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %x : tensor<4xf32> -> tensor<4xf32>\n```";
}

class CHLO_FpUnaryOp<string mnemonic, string what>
    : CHLO_UnaryOp<mnemonic, HLO_FpTensor> {
  let summary = what # " (spec: chlo." # mnemonic # ")";
  let description = "Computes " # what # " of `operand` element by element."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %x : tensor<4xf32> -> tensor<4xf32>\n```";
}

def CHLO_AcosOp : CHLO_FpOrComplexUnaryOp<"acos", "the arc cosine">;
def CHLO_AcoshOp : CHLO_FpOrComplexUnaryOp<"acosh", "the inverse hyperbolic cosine">;
def CHLO_AsinOp : CHLO_FpOrComplexUnaryOp<"asin", "the arc sine">;
def CHLO_AsinhOp : CHLO_FpOrComplexUnaryOp<"asinh", "the inverse hyperbolic sine">;
def CHLO_AtanOp : CHLO_FpOrComplexUnaryOp<"atan", "the arc tangent">;
def CHLO_AtanhOp : CHLO_FpOrComplexUnaryOp<"atanh", "the inverse hyperbolic tangent">;
def CHLO_BesselI1eOp : CHLO_FpOrComplexUnaryOp<"bessel_i1e",
    "the exponentially scaled modified Bessel function of order 1">;
def CHLO_ConjOp : CHLO_FpOrComplexUnaryOp<"conj", "the complex conjugate">;
def CHLO_CoshOp : CHLO_FpOrComplexUnaryOp<"cosh", "the hyperbolic cosine">;
def CHLO_SinhOp : CHLO_FpOrComplexUnaryOp<"sinh", "the hyperbolic sine">;
def CHLO_SquareOp : CHLO_FpOrComplexUnaryOp<"square", "the square">;
def CHLO_TanOp : CHLO_FpOrComplexUnaryOp<"tan", "the tangent">;

def CHLO_DigammaOp : CHLO_FpUnaryOp<"digamma", "the digamma function">;
def CHLO_ErfOp : CHLO_FpUnaryOp<"erf", "the Gauss error function">;
def CHLO_ErfInvOp : CHLO_FpUnaryOp<"erf_inv", "the inverse error function">;
def CHLO_ErfcOp : CHLO_FpUnaryOp<"erfc", "the complementary error function">;
def CHLO_LgammaOp : CHLO_FpUnaryOp<"lgamma",
    "the natural logarithm of the absolute value of the gamma function">;

def CHLO_AsinAcosKernelOp : CHLO_UnaryOp<"_asin_acos_kernel", HLO_ComplexTensor> {
  let summary = "the shared kernel of complex asin and acos "
                "(spec: chlo._asin_acos_kernel)";
  let description = [{
    An internal helper: for complex `z` it computes the value from which both
    `asin(z)` and `acos(z)` are derived.

    ```mlir
    %r = chlo._asin_acos_kernel %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    ```
  }];
}

class CHLO_IsInfLikeOp<string mnemonic, string what>
    : CHLO_UnaryOp<mnemonic, HLO_FpTensor, HLO_PredTensor,
                   "::mlir::IntegerType::get(context, 1)"> {
  let summary = "whether each element is " # what # " (spec: chlo." # mnemonic # ")";
  let description = "Returns true where `operand` is " # what # "."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %x : tensor<4xf32> -> tensor<4xi1>\n```";
}

def CHLO_IsInfOp : CHLO_IsInfLikeOp<"is_inf", "+inf or -inf">;
def CHLO_IsNegInfOp : CHLO_IsInfLikeOp<"is_neg_inf", "-inf">;
def CHLO_IsPosInfOp : CHLO_IsInfLikeOp<"is_pos_inf", "+inf">;

//===----------------------------------------------------------------------===//
// Binary elementwise ops without broadcasting:
// `chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`
//===----------------------------------------------------------------------===//

class CHLO_BinaryOp<string mnemonic, Type type, string lhsName, string rhsName,
                    string what>
    : CHLO_InferringOp<mnemonic, [Pure, Elementwise]> {
  let summary = what # " (spec: chlo." # mnemonic # ")";
  let description = "Computes " # what # " element by element; both operands "
      # "and the result have the same type."
      # "\n\n```mlir\n%r = chlo." # mnemonic # " %" # lhsName # ", %" # rhsName
      # " : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>\n```";
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &types) {
      return ::kiln::chlo::inferSameOperandsType(
          location, getOperationName(), adaptor.getLhs().getType(), adaptor.getRhs().getType(),
          types);
    }
  }];
}

def CHLO_NextAfterOp : CHLO_BinaryOp<"next_after", HLO_FpTensor, "x", "y",
    "the next representable value after `lhs` in the direction of `rhs`">;
def CHLO_PolygammaOp : CHLO_BinaryOp<"polygamma", HLO_FpTensor, "n", "x",
    "the polygamma function of order `lhs` at `rhs`">;
def CHLO_ZetaOp : CHLO_BinaryOp<"zeta", HLO_FpTensor, "x", "q",
    "the Hurwitz zeta function zeta(lhs, rhs)">;
def CHLO_MulhiOp : CHLO_BinaryOp<"mulhi", HLO_IntTensor, "a", "b",
    "the high half of the double-width integer product">;

//===----------------------------------------------------------------------===//
// Broadcasting binary ops:
// `chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>}
//     : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
//===----------------------------------------------------------------------===//

// `resultElement` is "" for ops whose result element type is the operands'.
class CHLO_BroadcastBinaryOp<string mnemonic, Type operandType,
                             Type resultType, string resultElement,
                             string what, list<Trait> traits = []>
    : CHLO_InferringOp<mnemonic, traits # [Pure]> {
  let summary = what # " with implicit broadcasting (spec: chlo." # mnemonic # ")";
  let description = "Computes " # what # " element by element after "
      # "broadcasting `lhs` and `rhs` to a common shape. Without "
      # "`broadcast_dimensions` the shapes are aligned at their last "
      # "dimension (numpy rules); with it, dimension `i` of the lower-rank "
      # "operand maps to dimension `broadcast_dimensions[i]` of the other."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>\n```";
  let arguments = (ins operandType:$lhs, operandType:$rhs,
                   OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:`
      `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &types) {
      ::mlir::Type element;
      }] # !if(!empty(resultElement), "", "element = " # resultElement # ";") # [{
      return ::kiln::chlo::inferBroadcastBinaryType(
          location, getOperationName(), adaptor.getLhs().getType(), adaptor.getRhs().getType(),
          adaptor.getBroadcastDimensions(), element, types);
    }
  }];
}

class CHLO_BroadcastArithOp<string mnemonic, string what,
                            list<Trait> traits = []>
    : CHLO_BroadcastBinaryOp<mnemonic, CHLO_Tensor, CHLO_Tensor, "", what,
                             traits>;
class CHLO_BroadcastLogicalOp<string mnemonic, string what>
    : CHLO_BroadcastBinaryOp<mnemonic, HLO_PredOrIntTensor,
                             HLO_PredOrIntTensor, "", what, [Commutative]>;
class CHLO_BroadcastFpOp<string mnemonic, string what>
    : CHLO_BroadcastBinaryOp<mnemonic, HLO_FpTensor, HLO_FpTensor, "", what>;

def CHLO_BroadcastAddOp : CHLO_BroadcastArithOp<"broadcast_add",
    "`lhs + rhs`", [Commutative]>;
def CHLO_BroadcastAtan2Op : CHLO_BroadcastArithOp<"broadcast_atan2",
    "`atan2(lhs, rhs)`">;
def CHLO_BroadcastDivOp : CHLO_BroadcastArithOp<"broadcast_divide",
    "`lhs / rhs`">;
def CHLO_BroadcastMaxOp : CHLO_BroadcastArithOp<"broadcast_maximum",
    "`max(lhs, rhs)`", [Commutative]>;
def CHLO_BroadcastMinOp : CHLO_BroadcastArithOp<"broadcast_minimum",
    "`min(lhs, rhs)`", [Commutative]>;
def CHLO_BroadcastMulOp : CHLO_BroadcastArithOp<"broadcast_multiply",
    "`lhs * rhs`", [Commutative]>;
def CHLO_BroadcastNextAfterOp : CHLO_BroadcastArithOp<"broadcast_next_after",
    "the next representable value after `lhs` towards `rhs`">;
def CHLO_BroadcastPolygammaOp : CHLO_BroadcastArithOp<"broadcast_polygamma",
    "the polygamma function of order `lhs` at `rhs`">;
def CHLO_BroadcastPowOp : CHLO_BroadcastArithOp<"broadcast_power",
    "`lhs ^ rhs`">;
def CHLO_BroadcastRemOp : CHLO_BroadcastArithOp<"broadcast_remainder",
    "`lhs % rhs`">;
def CHLO_BroadcastShiftLeftOp : CHLO_BroadcastArithOp<"broadcast_shift_left",
    "`lhs << rhs`">;
def CHLO_BroadcastShiftRightArithmeticOp
    : CHLO_BroadcastArithOp<"broadcast_shift_right_arithmetic",
                            "the arithmetic shift `lhs >> rhs`">;
def CHLO_BroadcastShiftRightLogicalOp
    : CHLO_BroadcastArithOp<"broadcast_shift_right_logical",
                            "the logical shift `lhs >> rhs`">;
def CHLO_BroadcastSubOp : CHLO_BroadcastArithOp<"broadcast_subtract",
    "`lhs - rhs`">;

def CHLO_BroadcastAndOp : CHLO_BroadcastLogicalOp<"broadcast_and",
    "the logical or bitwise and">;
def CHLO_BroadcastOrOp : CHLO_BroadcastLogicalOp<"broadcast_or",
    "the logical or bitwise or">;
def CHLO_BroadcastXorOp : CHLO_BroadcastLogicalOp<"broadcast_xor",
    "the logical or bitwise xor">;

def CHLO_BroadcastZetaOp : CHLO_BroadcastFpOp<"broadcast_zeta",
    "the Hurwitz zeta function zeta(lhs, rhs)">;

def CHLO_BroadcastComplexOp : CHLO_BroadcastBinaryOp<"broadcast_complex",
    HLO_FpTensor, HLO_ComplexTensor,
    "::mlir::ComplexType::get(::llvm::cast<::mlir::ShapedType>("
    "adaptor.getLhs().getType()).getElementType())",
    "the complex number `lhs + i * rhs`">;

def CHLO_BroadcastCompareOp : CHLO_BroadcastBinaryOp<"broadcast_compare",
    CHLO_Tensor, HLO_PredTensor, "::mlir::IntegerType::get(context, 1)",
    "the comparison `lhs <comparison_direction> rhs`"> {
  let arguments = (ins CHLO_Tensor:$lhs, CHLO_Tensor:$rhs,
                   OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
                   CHLO_ComparisonDirectionAttr:$comparison_direction,
                   OptionalAttr<CHLO_ComparisonTypeAttr>:$compare_type);
}

def CHLO_BroadcastSelectOp : CHLO_InferringOp<"broadcast_select", [Pure]> {
  let summary = "select with implicit broadcasting (spec: chlo.broadcast_select)";
  let description = [{
    Picks `on_true` where `pred` is true and `on_false` elsewhere, after
    broadcasting all three operands to a common shape (numpy rules).

    ```mlir
    %r = chlo.broadcast_select %p, %a, %b
        : (tensor<i1>, tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, CHLO_Tensor:$on_true,
                   CHLO_Tensor:$on_false);
  let results = (outs CHLO_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
      `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->`
      type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def CHLO_ConstantOp : CHLO_InferringOp<"constant", [ConstantLike, Pure]> {
  let summary = "a tensor constant (spec: chlo.constant)";
  let description = [{
    ```mlir
    %c = chlo.constant dense<2.000000e+00> : tensor<4xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs CHLO_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def CHLO_ConstantLikeOp : CHLO_InferringOp<"constant_like", [Pure]> {
  let summary = "a splat constant shaped like its operand (spec: chlo.constant_like)";
  let description = [{
    Produces a tensor of the operand's shape filled with `value`; the result's
    element type is the type of `value`. Printed in the generic form:

    ```mlir
    %c = "chlo.constant_like"(%x) <{value = 1.000000e+00 : f32}>
        : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value, CHLO_Tensor:$operand);
  let results = (outs CHLO_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// top_k, ragged_dot, scan
//===----------------------------------------------------------------------===//

def CHLO_TopKOp : CHLO_InferringOp<"top_k", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "the k largest elements along the last dimension (spec: chlo.top_k)";
  let description = [{
    Returns the `k` largest entries of each row (the last dimension) of
    `operand` in descending order, and their indices as `i32`; equal values
    keep their original order. Both results have the operand's shape with the
    last dimension replaced by `k`.

    ```mlir
    %values, %indices = chlo.top_k(%x, k = 8)
        : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi32>)
    ```
  }];
  let arguments = (ins CHLO_Tensor:$operand, I64Attr:$k);
  let results = (outs CHLO_Tensor:$values, CHLO_Tensor:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:`
      type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
}

def CHLO_RaggedDotOp : CHLO_Op<"ragged_dot", [Pure]> {
  let summary = "a dot_general over groups of a ragged dimension (spec: chlo.ragged_dot)";
  let description = [{
    Like `stablehlo.dot_general`, but the lhs dimension
    `lhs_ragged_dimensions[0]` is split into consecutive groups whose sizes
    are `group_sizes`. The mode follows from the kind of that dimension:
    non-contracting (each group uses its own slice of the rhs group
    dimension), contracting (the result gains a leading group dimension) or
    batch. Printed in the generic form:

    ```mlir
    %r = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{
        ragged_dot_dimension_numbers = #chlo.ragged_dot<
          lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
          lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}>
        : (tensor<16x8xf32>, tensor<2x8x4xf32>, tensor<2xi64>) -> tensor<16x4xf32>
    ```
  }];
  let arguments = (ins CHLO_Tensor:$lhs, CHLO_Tensor:$rhs,
                   HLO_IntTensor:$group_sizes,
                   CHLO_RaggedDotDimensionNumbers:$ragged_dot_dimension_numbers,
                   OptionalAttr<CHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
}

def CHLO_ScanOp : CHLO_Op<"scan", [RecursiveMemoryEffects,
    AttrSizedOperandSegments, AttrSizedResultSegments, SingleBlock,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "a scan with carried state along one dimension (spec: chlo.scan)";
  let description = [{
    Walks the slices of `inputs` along `dimension` (backwards when
    `is_reverse`), calling `body` with one slice of every input followed by
    the carried values (starting from `inits`). The body returns one slice of
    every output followed by the new carries; `outputs` stack the slices
    along `dimension` and `carries` are the final carried values.

    ```mlir
    %r:2 = chlo.scan(%x) inits (%init) dimension=0  {
    ^bb0(%input: tensor<5xf32>, %carry: tensor<5xf32>):
      %s = stablehlo.add %input, %carry : tensor<5xf32>
      stablehlo.return %s, %s : tensor<5xf32>, tensor<5xf32>
    } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
    ```
  }];
  let arguments = (ins Variadic<CHLO_Tensor>:$inputs,
                   Variadic<CHLO_Tensor>:$inits,
                   I64Attr:$dimension,
                   OptionalAttr<I64Attr>:$scan_dim_size,
                   OptionalAttr<BoolAttr>:$is_reverse,
                   OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<CHLO_Tensor>:$outputs,
                 Variadic<CHLO_Tensor>:$carries);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

#endif // KILN_DIALECT_CHLO_OPS
