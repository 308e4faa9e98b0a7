//===- QuantizedToInteger.h - helpers of kiln-quantized-to-integer -*- C++
//-*-===//
//
// Internal to lib/Conversion/QuantizedToInteger: the quantization
// parameters of a type, and quantize / dequantize as StableHLO arithmetic,
// shared by the pass's patterns (QuantizedToInteger.cpp) and its integer
// products (QuantizedProducts.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CONVERSION_QUANTIZEDTOINTEGER_H
#define KILN_LIB_CONVERSION_QUANTIZEDTOINTEGER_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace kiln::quantized {

namespace hlo = kiln::stablehlo;

/// A uniform quantized element type's scales and zero points, one per
/// slice along `axis` (one in all for per-tensor quantization, axis -1).
struct QuantParams {
  mlir::quant::QuantizedType type;
  llvm::SmallVector<double> scales;
  llvm::SmallVector<int64_t> zeroPoints;
  int64_t axis = -1;
};

/// Those of a uniform quantized element type with integer storage.
std::optional<QuantParams> paramsOf(mlir::Type element);
/// Those of a ranked tensor's element type.
std::optional<QuantParams> paramsOfTensor(mlir::Type type);

/// The storage integer type (signless, or unsigned for unsigned storage).
mlir::Type storageTypeOf(mlir::quant::QuantizedType type);
/// Whether a type (a tensor, a tuple of them, an element) is quantized.
bool isQuantizedType(mlir::Type type);
/// `type` with its quantized element types replaced by their storage types
/// or by their expressed types.
mlir::Type storageType(mlir::Type type);
mlir::Type expressedType(mlir::Type type);

/// `v`'s tensor type with element type `element`.
mlir::RankedTensorType withElement(mlir::Value v, mlir::Type element);
/// A constant of `type`'s shape whose element at each index is value(i)
/// for the index's slice i along `p.axis` (value(0) everywhere per tensor).
mlir::Value paramTensor(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::RankedTensorType type, const QuantParams &p,
                        mlir::Type element,
                        llvm::function_ref<mlir::Attribute(size_t)> value);
/// `p`'s scales and zero points as constants of `type`'s shape in `element`.
mlir::Value scalesOf(mlir::OpBuilder &b, mlir::Location loc,
                     mlir::RankedTensorType type, const QuantParams &p,
                     mlir::Type element);
mlir::Value zeroPointsOf(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::RankedTensorType type, const QuantParams &p,
                         mlir::Type element);
/// A splat constant.
mlir::Value splat(mlir::OpBuilder &b, mlir::Location loc,
                  mlir::RankedTensorType type, mlir::Attribute value);

/// The storage integers `storage` converted to `wide` (an integer type),
/// less their zero points.
mlir::Value widenStorage(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value storage, const QuantParams &p,
                         mlir::Type wide);
/// The real values of the storage integers `storage`, in the expressed type.
mlir::Value dequantize(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Value storage, const QuantParams &p);
/// The storage integers of float values `y` already divided by the scale
/// and offset by the zero point: NaN to storage_min, clamped to the storage
/// range, rounded half to even.
mlir::Value roundToStorage(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value y, const QuantParams &p);
/// The storage integers of the float values `x` quantized as `p` says.
mlir::Value quantize(mlir::OpBuilder &b, mlir::Location loc, mlir::Value x,
                     const QuantParams &p);

/// The integer forms of fully quantized dot_general and convolution
/// (QuantizedProducts.cpp).
/// With `int8Convolutions`, convolutions on 8-bit storage convolve it.
void populateProductPatterns(mlir::TypeConverter &converter,
                             mlir::RewritePatternSet &patterns,
                             bool int8Convolutions);

} // namespace kiln::quantized

#endif // KILN_LIB_CONVERSION_QUANTIZEDTOINTEGER_H
