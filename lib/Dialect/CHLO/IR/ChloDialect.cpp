//===- ChloDialect.cpp - CHLO dialect, attributes and type helpers -------===//
//
// Registers the dialect, parses and prints `#chlo.ragged_dot<...>`, and
// implements the type-inference helpers shared by the CHLO ops.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloAsm.h"
#include "kiln/Dialect/StableHLO/IR/StablehloTypeUtils.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::chlo;
using kiln::stablehlo::formatDims;
using kiln::stablehlo::isCompatibleType;

#include "kiln/Dialect/CHLO/IR/ChloDialect.cpp.inc"
#include "kiln/Dialect/CHLO/IR/ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/CHLO/IR/ChloAttrs.cpp.inc"

void ChloDialect::initialize() {
  registerAttributes();
  registerOperations();
}

void ChloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "kiln/Dialect/CHLO/IR/ChloAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// #chlo.ragged_dot<key = [..], ...>
//===----------------------------------------------------------------------===//

namespace {
/// The six dimension lists of `#chlo.ragged_dot`, in printing order.
struct RaggedDotFields {
  SmallVector<int64_t> lists[6];
  static constexpr StringLiteral keys[6] = {
      "lhs_batching_dimensions",    "rhs_batching_dimensions",
      "lhs_contracting_dimensions", "rhs_contracting_dimensions",
      "lhs_ragged_dimensions",      "rhs_group_dimensions"};
};
} // namespace

// Keys may come in any order and each at most once; a missing key is an
// empty list, which is also what the printer leaves out.
Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  RaggedDotFields fields;
  bool seen[6] = {false, false, false, false, false, false};
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalGreater()))
    return get(parser.getContext(), {}, {}, {}, {}, {}, {});
  auto parseField = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    const auto *it = llvm::find(RaggedDotFields::keys, key);
    if (it == std::end(RaggedDotFields::keys))
      return parser.emitError(loc)
             << "unknown key '" << key << "' in #chlo.ragged_dot";
    size_t index = it - std::begin(RaggedDotFields::keys);
    if (seen[index])
      return parser.emitError(loc)
             << "duplicate key '" << key << "' in #chlo.ragged_dot";
    seen[index] = true;
    if (parser.parseEqual())
      return failure();
    return kiln::stablehlo::parseIntList(parser, fields.lists[index]);
  };
  if (parser.parseCommaSeparatedList(parseField) || parser.parseGreater())
    return {};
  return get(parser.getContext(), fields.lists[0], fields.lists[1],
             fields.lists[2], fields.lists[3], fields.lists[4],
             fields.lists[5]);
}

void RaggedDotDimensionNumbersAttr::print(AsmPrinter &p) const {
  ArrayRef<int64_t> lists[6] = {
      getLhsBatchingDimensions(),    getRhsBatchingDimensions(),
      getLhsContractingDimensions(), getRhsContractingDimensions(),
      getLhsRaggedDimensions(),      getRhsGroupDimensions()};
  p << '<';
  bool first = true;
  for (auto [key, list] : llvm::zip(RaggedDotFields::keys, lists)) {
    if (list.empty())
      continue;
    if (!first)
      p << ", ";
    first = false;
    p << key << " = ";
    kiln::stablehlo::printIntList(p, list);
  }
  p << '>';
}

//===----------------------------------------------------------------------===//
// Type-inference helpers
//===----------------------------------------------------------------------===//

Type kiln::chlo::withElementType(Type type, Type element) {
  if (!element)
    return type;
  auto tensor = llvm::cast<RankedTensorType>(type);
  return RankedTensorType::get(tensor.getShape(), element,
                               tensor.getEncoding());
}

LogicalResult
kiln::chlo::inferSameOperandsType(std::optional<Location> location,
                                  StringRef opName, Type lhs, Type rhs,
                                  SmallVectorImpl<Type> &types) {
  if (!isCompatibleType(lhs, rhs))
    return emitOptionalError(location, "'", opName,
                             "' op operands must have the same type, but got ",
                             lhs, " and ", rhs);
  // Keep the static sizes of both sides: `4x?` and `?x5` give `4x5`.
  auto a = llvm::cast<RankedTensorType>(lhs);
  auto b = llvm::cast<RankedTensorType>(rhs);
  SmallVector<int64_t> shape(a.getShape());
  for (auto [dim, other] : llvm::zip(shape, b.getShape()))
    if (ShapedType::isDynamic(dim))
      dim = other;
  types.push_back(
      RankedTensorType::get(shape, a.getElementType(), a.getEncoding()));
  return success();
}

/// Broadcasts two dimension sizes; nullopt when they clash. `?` against 1
/// stays `?`; `?` against a size n != 1 can only be n.
static std::optional<int64_t> broadcastDim(int64_t a, int64_t b) {
  if (a == b)
    return a;
  if (a == 1)
    return b;
  if (b == 1)
    return a;
  if (ShapedType::isDynamic(a))
    return b;
  if (ShapedType::isDynamic(b))
    return a;
  return std::nullopt;
}

LogicalResult kiln::chlo::inferBroadcastBinaryType(
    std::optional<Location> location, StringRef opName, Type lhs, Type rhs,
    std::optional<ArrayRef<int64_t>> broadcastDimensions, Type element,
    SmallVectorImpl<Type> &types) {
  auto lhsType = llvm::cast<RankedTensorType>(lhs);
  auto rhsType = llvm::cast<RankedTensorType>(rhs);
  if (lhsType.getElementType() != rhsType.getElementType())
    return emitOptionalError(
        location, "'", opName,
        "' op operands must have the same element type, but got ",
        lhsType.getElementType(), " and ", rhsType.getElementType());
  if (!element)
    element = lhsType.getElementType();

  // The higher-rank operand gives the result rank; with equal ranks, rhs.
  bool lhsIsLarger = lhsType.getRank() > rhsType.getRank();
  ArrayRef<int64_t> large =
      lhsIsLarger ? lhsType.getShape() : rhsType.getShape();
  ArrayRef<int64_t> small =
      lhsIsLarger ? rhsType.getShape() : lhsType.getShape();
  int64_t largeRank = large.size(), smallRank = small.size();

  // dims[i] is the dimension of the larger operand that dimension i of the
  // smaller one maps to.
  SmallVector<int64_t> dims;
  if (broadcastDimensions) {
    dims.assign(broadcastDimensions->begin(), broadcastDimensions->end());
    if (static_cast<int64_t>(dims.size()) != smallRank)
      return emitOptionalError(
          location, "'", opName,
          "' op broadcast_dimensions must have one entry per dimension "
          "of the lower-rank operand (",
          smallRank, "), but got ", dims.size());
    SmallVector<bool> used(largeRank, false);
    for (int64_t d : dims) {
      if (d < 0 || d >= largeRank)
        return emitOptionalError(location, "'", opName,
                                 "' op broadcast_dimensions entry ", d,
                                 " is out of range [0, ", largeRank, ")");
      if (used[d])
        return emitOptionalError(location, "'", opName,
                                 "' op broadcast_dimensions entry ", d,
                                 " appears more than once");
      used[d] = true;
    }
  } else {
    // Numpy rules: align the trailing dimensions.
    for (int64_t i = 0; i < smallRank; ++i)
      dims.push_back(largeRank - smallRank + i);
  }

  SmallVector<int64_t> shape(large);
  for (int64_t i = 0; i < smallRank; ++i) {
    std::optional<int64_t> size = broadcastDim(small[i], large[dims[i]]);
    if (!size)
      return emitOptionalError(location, "'", opName, "' op operand shapes ",
                               formatDims(lhsType.getShape()), " and ",
                               formatDims(rhsType.getShape()),
                               " are not broadcast-compatible");
    shape[dims[i]] = *size;
  }
  types.push_back(RankedTensorType::get(shape, element));
  return success();
}
