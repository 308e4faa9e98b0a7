//===- VhloAttrs.td - VHLO's attributes ----------------------*- tablegen -*-===//
//
// The attributes of portable artifacts. The eight enums of StableHLO
// (comparison direction and type, precision, ...) are one EnumV1Attr whose
// `code` is the attribute's bytecode code and whose `value` is the enum's
// number, which is StableHLO's.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_VHLO_ATTRS
#define KILN_DIALECT_VHLO_ATTRS

include "kiln/Dialect/VHLO/IR/VhloTypes.td"

class Vhlo_Attr<string name, string attrMnemonic>
    : AttrDef<Vhlo_Dialect, name> {
  let attrName = "vhlo." # attrMnemonic;
}

def Vhlo_AttrArrayParam
    : ArrayRefParameter<"::mlir::Attribute", "list of attributes"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}
def Vhlo_AttrPairArrayParam
    : ArrayRefParameter<"std::pair<::mlir::Attribute, ::mlir::Attribute>",
                        "list of name-value pairs"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}
def Vhlo_BytesParam : ArrayRefParameter<"char", "raw bytes"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}

def Vhlo_ArrayV1Attr : Vhlo_Attr<"ArrayV1", "array_v1"> {
  let parameters = (ins Vhlo_AttrArrayParam:$value);
}
def Vhlo_BooleanV1Attr : Vhlo_Attr<"BooleanV1", "boolean_v1"> {
  let parameters = (ins "bool":$value);
}
def Vhlo_DictionaryV1Attr : Vhlo_Attr<"DictionaryV1", "dictionary_v1"> {
  let parameters = (ins Vhlo_AttrPairArrayParam:$value);
}
def Vhlo_EnumV1Attr : Vhlo_Attr<"EnumV1", "enum_v1"> {
  let summary = "one of StableHLO's enums, by its bytecode code";
  let parameters = (ins "::kiln::vhlo::AttrCode":$code, "uint64_t":$value);
}
def Vhlo_FloatV1Attr : Vhlo_Attr<"FloatV1", "float_v1"> {
  let parameters = (ins "::mlir::Type":$type, APFloatParameter<"">:$value);
}
def Vhlo_IntegerV1Attr : Vhlo_Attr<"IntegerV1", "integer_v1"> {
  let parameters = (ins "::mlir::Type":$type, APIntParameter<"">:$value);
}
def Vhlo_OutputOperandAliasV1Attr : Vhlo_Attr<"OutputOperandAliasV1", "output_operand_alias_v1"> {
  let parameters = (ins Vhlo_I64ArrayParam:$outputTupleIndices,
                        "int64_t":$operandIndex,
                        Vhlo_I64ArrayParam:$operandTupleIndices);
}
def Vhlo_ResultAccuracyV1Attr : Vhlo_Attr<"ResultAccuracyV1", "result_accuracy_v1"> {
  let parameters = (ins APFloatParameter<"">:$atol,
                        APFloatParameter<"">:$rtol, "int64_t":$ulps,
                        "::mlir::Attribute":$mode);
}
def Vhlo_StringV1Attr : Vhlo_Attr<"StringV1", "string_v1"> {
  let parameters = (ins StringRefParameter<"">:$value);
}
def Vhlo_TensorV1Attr : Vhlo_Attr<"TensorV1", "tensor_v1"> {
  let summary = "a dense tensor: its type and its data, laid out as MLIR's "
                "dense elements (one byte per i1, a splat holds one element)";
  let parameters = (ins "::mlir::Type":$type, Vhlo_BytesParam:$data);
}
def Vhlo_TypeV1Attr : Vhlo_Attr<"TypeV1", "type_v1"> {
  let parameters = (ins "::mlir::Type":$value);
}
def Vhlo_TypeExtensionsV1Attr : Vhlo_Attr<"TypeExtensionsV1", "type_extensions_v1"> {
  let parameters = (ins Vhlo_I64ArrayParam:$bounds);
}

#endif // KILN_DIALECT_VHLO_ATTRS
