//===- StablehloBase.td - StableHLO dialect, types and constraints -------===//
//
// The StableHLO dialect as kiln reads it, written from the StableHLO
// specification. Every op family lives in its own Stablehlo*Ops.td file that
// includes this one.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_BASE
#define KILN_DIALECT_STABLEHLO_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::kiln::stablehlo";
  let summary = "StableHLO, the portable ML operation set exported by JAX";
  let description = [{
    kiln's own definition of the StableHLO operation set, following the
    StableHLO specification (docs/spec.md of openxla/stablehlo). Textual
    forms match what the StableHLO printer emits, so programs exported by JAX
    parse and print back unchanged.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 0;
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    // One per op family; each is defined in that family's .cpp file.
    void registerElementwiseOps();
    void registerDataMovementOps();
    void registerControlFlowOps();
    void registerLinearAlgebraOps();
    void registerCollectiveOps();
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class StableHLO_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<StableHLO_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def StableHLO_TokenType : StableHLO_Type<"Token", "token"> {
  let summary = "token: an opaque value that orders side effects";
}

//===----------------------------------------------------------------------===//
// Type constraints (spec: "Types")
//===----------------------------------------------------------------------===//

// Element-type predicates are C++ functions (StablehloOps.h) rather than
// long inline conjunctions, which keeps the generated verifiers small.
class HLO_ElementPred<string fn, string desc>
    : Type<CPred<"::kiln::stablehlo::" # fn # "($_self)">, desc>;

def HLO_Pred : TypeAlias<I1, "pred (i1)">;
// Signless integers are the spec's signed integers; `ui*` are unsigned.
def HLO_SInt : HLO_ElementPred<"isSignedIntType", "signed integer">;
def HLO_UInt : HLO_ElementPred<"isUnsignedIntType", "unsigned integer">;
def HLO_Int : HLO_ElementPred<"isIntType", "integer">;
def HLO_Float : HLO_ElementPred<"isFloatType", "floating-point">;
def HLO_Float32Or64 : AnyTypeOf<[F32, F64]>;
def HLO_Complex : HLO_ElementPred<"isComplexType", "complex<f32> or complex<f64>">;

def HLO_QuantizedInt : Type<
    CPred<"::kiln::stablehlo::isQuantizedIntType($_self)">,
    "quantized integer (!quant.uniform)">;
def HLO_PerTensorQuantizedInt : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedType>($_self)">,
    "per-tensor quantized integer">;

def HLO_Element : AnyTypeOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                             HLO_QuantizedInt]>;

class HLO_TensorOf<list<Type> allowed> : RankedTensorOf<allowed>;

def HLO_Tensor : HLO_TensorOf<[HLO_Element]>;
def HLO_NonQuantizedTensor : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_PredTensor : HLO_TensorOf<[HLO_Pred]>;
def HLO_IntTensor : HLO_TensorOf<[HLO_Int]>;
def HLO_PredOrIntTensor : HLO_TensorOf<[HLO_Pred, HLO_Int]>;
def HLO_FpTensor : HLO_TensorOf<[HLO_Float]>;
def HLO_FpOrComplexTensor : HLO_TensorOf<[HLO_Float, HLO_Complex]>;
def HLO_FpComplexOrQuantTensor : HLO_TensorOf<[HLO_Float, HLO_Complex, HLO_QuantizedInt]>;
def HLO_IntFpOrComplexTensor : HLO_TensorOf<[HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_IntFpComplexOrQuantTensor : HLO_TensorOf<[HLO_Int, HLO_Float, HLO_Complex, HLO_QuantizedInt]>;
def HLO_ComplexTensor : HLO_TensorOf<[HLO_Complex]>;
def HLO_QuantizedIntTensor : HLO_TensorOf<[HLO_QuantizedInt]>;
def HLO_FpOrQuantTensor : HLO_TensorOf<[HLO_Float, HLO_QuantizedInt]>;

// 0-d tensors and 1-d shape/index tensors.
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;
def HLO_ScalarPredTensor : 0DTensorOf<[HLO_Pred]>;
def HLO_DimensionTensor : 1DTensorOf<[HLO_Int, Index]>;
def HLO_IndexOrIntScalar : 0DTensorOf<[HLO_Int, Index]>;

def HLO_Token : Type<CPred<"::llvm::isa<::kiln::stablehlo::TokenType>($_self)">,
                     "token", "::kiln::stablehlo::TokenType">;

def HLO_Tuple : NestedTupleOf<[HLO_Tensor, HLO_Token]>;
def HLO_TensorOrToken : AnyTypeOf<[HLO_Tensor, HLO_Token]>;
def HLO_TensorOrTokenOrTuple : AnyTypeOf<[HLO_Tensor, HLO_Token, HLO_Tuple]>;

// Bounded dynamism: `tensor<?x3xf32, #stablehlo.bounds<4, ?>>` is accepted
// through HLO_Tensor because RankedTensorOf ignores the encoding.

//===----------------------------------------------------------------------===//
// Op base class
//===----------------------------------------------------------------------===//

// The one rule by which every StableHLO and CHLO op accepts declared result
// types against inferred ones: `kiln::stablehlo::isCompatibleTypes`
// (StablehloTypeUtils.h), the spec's compatibility of shapes (`?` sizes,
// bounds) and element types (quantization parameters). InferTypeOpInterface
// calls the op's static `isCompatibleReturnTypes`; this trait declares it in
// the op class, so no op can define a rule of its own, and an op whose
// result follows other rules (compare's i1, complex's complex<E>) says so in
// its `inferReturnTypes`.
def HLO_CompatibleReturnTypes : NativeOpTrait<"CompatibleReturnTypesTrait", [],
    /*extraOpDeclaration=*/[{
      static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                          ::mlir::TypeRange declared) {
        return ::kiln::stablehlo::isCompatibleTypes(inferred, declared);
      }
    }]> {
  let cppNamespace = "::kiln::stablehlo";
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic,
         !listconcat(traits, [HLO_CompatibleReturnTypes])> {
}

#endif // KILN_DIALECT_STABLEHLO_BASE
