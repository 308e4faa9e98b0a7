//===- VhloTypes.td - VHLO's types ---------------------------*- tablegen -*-===//
//
// The types of portable artifacts. Every element type without parameters
// (i1, the integer and float types, index, none, token, witness) is one
// ElementV1Type whose `code` is the type's bytecode code; it prints as the
// artifact's name for it (`!vhlo.f32_v1`).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_VHLO_TYPES
#define KILN_DIALECT_VHLO_TYPES

include "kiln/Dialect/VHLO/IR/VhloBase.td"

class Vhlo_Type<string name, string typeMnemonic>
    : TypeDef<Vhlo_Dialect, name> {
  let typeName = "vhlo." # typeMnemonic;
}

def Vhlo_I64ArrayParam : ArrayRefParameter<"int64_t", "list of integers"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}
def Vhlo_FloatArrayParam : ArrayRefParameter<"::llvm::APFloat", "list of floats"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}
def Vhlo_TypeArrayParam : ArrayRefParameter<"::mlir::Type", "list of types"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}

def Vhlo_ElementV1Type : Vhlo_Type<"ElementV1", "element_v1"> {
  let summary = "an element type without parameters, by its bytecode code";
  let parameters = (ins "::kiln::vhlo::TypeCode":$code);
}

def Vhlo_ComplexV1Type : Vhlo_Type<"ComplexV1", "complex_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
}

def Vhlo_FunctionV1Type : Vhlo_Type<"FunctionV1", "function_v1"> {
  let parameters = (ins Vhlo_TypeArrayParam:$inputs,
                        Vhlo_TypeArrayParam:$outputs);
}

def Vhlo_RankedTensorV1Type : Vhlo_Type<"RankedTensorV1", "ranked_tensor_v1"> {
  let summary = "a ranked tensor; ShapedType::kDynamic marks dynamic sizes";
  let parameters = (ins Vhlo_I64ArrayParam:$shape, "::mlir::Type":$elementType,
                        "::mlir::Attribute":$encoding);
}

def Vhlo_UnrankedTensorV1Type : Vhlo_Type<"UnrankedTensorV1", "unranked_tensor_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
}

def Vhlo_RankedBufferV1Type : Vhlo_Type<"RankedBufferV1", "ranked_buffer_v1"> {
  let parameters = (ins Vhlo_I64ArrayParam:$shape, "::mlir::Type":$elementType);
}

def Vhlo_TupleV1Type : Vhlo_Type<"TupleV1", "tuple_v1"> {
  let parameters = (ins Vhlo_TypeArrayParam:$types);
}

def Vhlo_UniformQuantizedV1Type : Vhlo_Type<"UniformQuantizedV1", "uniform_quantized_v1"> {
  let summary = "!quant.uniform with one scale; flags bit 0: signed storage";
  let parameters = (ins "uint64_t":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType, APFloatParameter<"">:$scale,
                        "int64_t":$zeroPoint, "int64_t":$storageTypeMin,
                        "int64_t":$storageTypeMax);
}

def Vhlo_UniformQuantizedPerAxisV1Type : Vhlo_Type<"UniformQuantizedPerAxisV1", "uniform_quantized_per_axis_v1"> {
  let summary = "!quant.uniform with a scale per slice of one dimension";
  let parameters = (ins "uint64_t":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType,
                        "int64_t":$quantizedDimension,
                        Vhlo_FloatArrayParam:$scales,
                        Vhlo_I64ArrayParam:$zeroPoints,
                        "int64_t":$storageTypeMin, "int64_t":$storageTypeMax);
}

#endif // KILN_DIALECT_VHLO_TYPES
