//===- StablehloEnums.td - StableHLO enumerations --------------------------===//
//
// Enumerations of the StableHLO specification. Each one prints as
// `#stablehlo<name VALUE>` on its own and as the bare `VALUE` inside an op's
// pretty form.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ENUMS
#define KILN_DIALECT_STABLEHLO_ENUMS

include "kiln/Dialect/StableHLO/IR/StablehloBase.td"
include "mlir/IR/EnumAttr.td"

class HLO_EnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<StableHLO_Dialect, info, name> {
  let assemblyFormat = "$value";
}

def HLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_ComparisonDirectionAttr
    : HLO_EnumAttr<HLO_ComparisonDirection, "comparison_direction">;

def HLO_ComparisonType : I32EnumAttr<"ComparisonType", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_ComparisonTypeAttr : HLO_EnumAttr<HLO_ComparisonType, "comparison_type">;

def HLO_Precision : I32EnumAttr<"Precision", "dot/convolution precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_PrecisionAttr : HLO_EnumAttr<HLO_Precision, "precision">;
def HLO_PrecisionConfigAttr : TypedArrayAttrBase<HLO_PrecisionAttr,
                                                 "precision config">;

def HLO_FftType : I32EnumAttr<"FftType", "fft type", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_FftTypeAttr : HLO_EnumAttr<HLO_FftType, "fft_type">;

def HLO_RngDistribution : I32EnumAttr<"RngDistribution", "rng distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_RngDistributionAttr
    : HLO_EnumAttr<HLO_RngDistribution, "rng_distribution">;

def HLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm", "rng bit generator algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_RngAlgorithmAttr : HLO_EnumAttr<HLO_RngAlgorithm, "rng_algorithm">;

def HLO_Transpose : I32EnumAttr<"Transpose", "triangular_solve transpose", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_TransposeAttr : HLO_EnumAttr<HLO_Transpose, "transpose">;

def HLO_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "custom call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_CustomCallApiVersionAttr
    : HLO_EnumAttr<HLO_CustomCallApiVersion, "custom_call_api_version">;

def HLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "requested accuracy of a transcendental function", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::kiln::stablehlo";
}
def HLO_ResultAccuracyModeAttr
    : HLO_EnumAttr<HLO_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // KILN_DIALECT_STABLEHLO_ENUMS
