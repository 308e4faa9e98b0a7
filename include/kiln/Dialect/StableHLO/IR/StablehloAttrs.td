//===- StablehloAttrs.td - StableHLO structured attributes -----------------===//
//
// Dimension numbers, channel handles, aliases and the other structured
// attributes of the StableHLO specification. Their textual forms match the
// StableHLO printer; the parsers accept fields in any order.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ATTRS
#define KILN_DIALECT_STABLEHLO_ATTRS

include "kiln/Dialect/StableHLO/IR/StablehloEnums.td"

class HLO_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<StableHLO_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def HLO_I64ArrayParam : ArrayRefParameter<"int64_t", "list of integers"> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}

def HLO_ScatterDimensionNumbers : HLO_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "dimension numbers of `scatter` (spec: scatter)";
  let parameters = (ins
      HLO_I64ArrayParam:$updateWindowDims,
      HLO_I64ArrayParam:$insertedWindowDims,
      HLO_I64ArrayParam:$inputBatchingDims,
      HLO_I64ArrayParam:$scatterIndicesBatchingDims,
      HLO_I64ArrayParam:$scatterDimsToOperandDims,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def HLO_GatherDimensionNumbers : HLO_Attr<"GatherDimensionNumbers", "gather"> {
  let summary = "dimension numbers of `gather` (spec: gather)";
  let parameters = (ins
      HLO_I64ArrayParam:$offsetDims,
      HLO_I64ArrayParam:$collapsedSliceDims,
      HLO_I64ArrayParam:$operandBatchingDims,
      HLO_I64ArrayParam:$startIndicesBatchingDims,
      HLO_I64ArrayParam:$startIndexMap,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def HLO_DotDimensionNumbers : HLO_Attr<"DotDimensionNumbers", "dot"> {
  let summary = "dimension numbers of `dot_general` (spec: dot_general)";
  let parameters = (ins
      HLO_I64ArrayParam:$lhsBatchingDimensions,
      HLO_I64ArrayParam:$rhsBatchingDimensions,
      HLO_I64ArrayParam:$lhsContractingDimensions,
      HLO_I64ArrayParam:$rhsContractingDimensions);
  let hasCustomAssemblyFormat = 1;
}

def HLO_DotAlgorithm : HLO_Attr<"DotAlgorithm", "dot_algorithm"> {
  let summary = "the algorithm `dot_general` must use (spec: dot_general)";
  let parameters = (ins
      "::mlir::Type":$lhsPrecisionType,
      "::mlir::Type":$rhsPrecisionType,
      "::mlir::Type":$accumulationType,
      "int64_t":$lhsComponentCount,
      "int64_t":$rhsComponentCount,
      "int64_t":$numPrimitiveOperations,
      "bool":$allowImpreciseAccumulation);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ConvDimensionNumbers : HLO_Attr<"ConvDimensionNumbers", "conv"> {
  let summary = "dimension numbers of `convolution` (spec: convolution)";
  let parameters = (ins
      "int64_t":$inputBatchDimension,
      "int64_t":$inputFeatureDimension,
      HLO_I64ArrayParam:$inputSpatialDimensions,
      "int64_t":$kernelInputFeatureDimension,
      "int64_t":$kernelOutputFeatureDimension,
      HLO_I64ArrayParam:$kernelSpatialDimensions,
      "int64_t":$outputBatchDimension,
      "int64_t":$outputFeatureDimension,
      HLO_I64ArrayParam:$outputSpatialDimensions);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ChannelHandle : HLO_Attr<"ChannelHandle", "channel_handle"> {
  let summary = "channel id and type of a collective or send/recv";
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_OutputOperandAlias : HLO_Attr<"OutputOperandAlias", "output_operand_alias"> {
  let summary = "a custom_call output that aliases an operand";
  let parameters = (ins
      HLO_I64ArrayParam:$outputTupleIndices,
      "int64_t":$operandIndex,
      HLO_I64ArrayParam:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ResultAccuracy : HLO_Attr<"ResultAccuracy", "result_accuracy"> {
  let summary = "requested accuracy of a transcendental op";
  let parameters = (ins
      DefaultValuedParameter<"::llvm::APFloat", "::llvm::APFloat(0.0)">:$atol,
      DefaultValuedParameter<"::llvm::APFloat", "::llvm::APFloat(0.0)">:$rtol,
      DefaultValuedParameter<"int64_t", "0">:$ulps,
      "::kiln::stablehlo::ResultAccuracyModeAttr":$mode);
  let hasCustomAssemblyFormat = 1;
}

def HLO_TypeExtensions : HLO_Attr<"TypeExtensions", "type_extensions"> {
  let summary = "bounds of the dynamic dimensions of a tensor type";
  let description = [{
    Used as a tensor encoding, e.g. `tensor<?x3xf32, #stablehlo.bounds<4, ?>>`
    (the current form) or `#stablehlo.type_extensions<bounds = [4, ?]>`.
    A `?` bound means the dimension is unbounded.
  }];
  let parameters = (ins HLO_I64ArrayParam:$bounds);
  let hasCustomAssemblyFormat = 1;
}

def HLO_Bounds : HLO_Attr<"Bounds", "bounds"> {
  let summary = "bounds of the dynamic dimensions of a tensor type";
  let parameters = (ins HLO_I64ArrayParam:$bounds);
  let hasCustomAssemblyFormat = 1;
}


#endif // KILN_DIALECT_STABLEHLO_ATTRS
