//===- ChloBase.td - CHLO dialect, enums, attributes and constraints ------===//
//
// The CHLO ("client HLO") dialect as kiln reads it: the higher-level ops that
// JAX emits next to StableHLO (special functions, top_k, ragged_dot, implicit
// broadcasting). Element-type constraints are StableHLO's.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_CHLO_BASE
#define KILN_DIALECT_CHLO_BASE

include "kiln/Dialect/StableHLO/IR/StablehloBase.td"
include "mlir/IR/EnumAttr.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::kiln::chlo";
  let summary = "client HLO: composite ops that JAX emits beside StableHLO";
  let description = [{
    Ops that have no single StableHLO counterpart (erf, lgamma, top_k,
    ragged_dot, ...) and the `broadcast_*` binary ops with implicit
    broadcasting. Textual forms match the printer JAX uses, so exported
    programs parse and print back unchanged.
  }];
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::kiln::stablehlo::StableHLODialect"];
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerOperations();
  }];
}

//===----------------------------------------------------------------------===//
// Enumerations: `#chlo<comparison_direction GT>`, `#chlo<precision HIGH>`.
//===----------------------------------------------------------------------===//

class CHLO_EnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<Chlo_Dialect, info, name> {
  let assemblyFormat = "$value";
}

def CHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::chlo";
}
def CHLO_ComparisonDirectionAttr
    : CHLO_EnumAttr<CHLO_ComparisonDirection, "comparison_direction">;

def CHLO_ComparisonType : I32EnumAttr<"ComparisonType", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::chlo";
}
def CHLO_ComparisonTypeAttr
    : CHLO_EnumAttr<CHLO_ComparisonType, "comparison_type">;

def CHLO_Precision : I32EnumAttr<"Precision", "operand precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::chlo";
}
def CHLO_PrecisionAttr : CHLO_EnumAttr<CHLO_Precision, "precision">;
def CHLO_PrecisionConfigAttr
    : TypedArrayAttrBase<CHLO_PrecisionAttr, "precision config">;

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

def CHLO_I64ArrayParam : ArrayRefParameter<"int64_t", "list of integers"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}

def CHLO_RaggedDotDimensionNumbers
    : AttrDef<Chlo_Dialect, "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "dimension numbers of `chlo.ragged_dot`";
  let description = [{
    The `dot_general` dimension numbers plus the lhs ragged dimension and the
    rhs group dimensions. Empty lists are left out when printing:

    ```mlir
    #chlo.ragged_dot<lhs_contracting_dimensions = [1],
                     rhs_contracting_dimensions = [1],
                     lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
    ```
  }];
  let parameters = (ins
      CHLO_I64ArrayParam:$lhsBatchingDimensions,
      CHLO_I64ArrayParam:$rhsBatchingDimensions,
      CHLO_I64ArrayParam:$lhsContractingDimensions,
      CHLO_I64ArrayParam:$rhsContractingDimensions,
      CHLO_I64ArrayParam:$lhsRaggedDimensions,
      CHLO_I64ArrayParam:$rhsGroupDimensions);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Op base class
//===----------------------------------------------------------------------===//

// CHLO ops compare declared and inferred result types by StableHLO's rule
// (HLO_CompatibleReturnTypes in StablehloBase.td).
class CHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<Chlo_Dialect, mnemonic,
         !listconcat(traits, [HLO_CompatibleReturnTypes])>;

#endif // KILN_DIALECT_CHLO_BASE
