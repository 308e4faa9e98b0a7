//===- StablehloControlFlowCalls.cpp - composite and custom_call ---------===//
//
// The ops that call code outside the op itself: composite (a named op with
// a decomposition function) and custom_call (an implementation-defined
// target).
//
//===----------------------------------------------------------------------===//

#include "StablehloControlFlowCommon.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kiln::stablehlo;

//===----------------------------------------------------------------------===//
// CompositeOp
//===----------------------------------------------------------------------===//

/// A namespaced op name: identifiers joined by dots, at least two of them
/// (spec: composite, is_namespaced_op_name).
static bool isNamespacedOpName(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  if (parts.size() < 2)
    return false;
  return llvm::all_of(parts, [](StringRef part) {
    if (part.empty() || llvm::isDigit(part.front()))
      return false;
    return llvm::all_of(part, [](char c) {
      return llvm::isAlnum(c) || c == '_' || c == '$' || c == '-';
    });
  });
}

LogicalResult CompositeOp::verify() {
  if (!isNamespacedOpName(getName()))
    return emitOpError("name must be a namespaced op name like "
                       "\"my_namespace.my_op\" (C1), but got \"")
           << getName() << "\"";
  return success();
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  StringAttr name = getDecompositionAttr().getAttr();
  Operation *target =
      symbolTable.lookupNearestSymbolFrom(*this, getDecompositionAttr());
  auto function = llvm::dyn_cast_or_null<FunctionOpInterface>(target);
  if (!function)
    return emitOpError("decomposition @")
           << name.getValue() << " does not name a function (C2)";
  ArrayRef<Type> inputs = function.getArgumentTypes();
  ArrayRef<Type> results = function.getResultTypes();
  if (TypeRange(inputs) != getInputs().getTypes())
    return emitOpError("operand types ")
           << formatTypeList(getInputs().getTypes())
           << " must match the input types " << formatTypeList(inputs)
           << " of decomposition @" << name.getValue() << " (C3)";
  if (TypeRange(results) != getResultTypes())
    return emitOpError("result types ")
           << formatTypeList(getResultTypes())
           << " must match the result types " << formatTypeList(results)
           << " of decomposition @" << name.getValue() << " (C4)";
  return success();
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // A call without declared side effects is free to move or disappear.
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

/// Checks one layout list against the types it describes: one minor-to-major
/// permutation of [0, rank) per tensor, an empty list per token.
static LogicalResult verifyLayouts(CustomCallOp op, TypeRange types,
                                   ArrayAttr layouts, StringRef what) {
  if (types.size() != layouts.size())
    return op.emitOpError("expects one layout per ")
           << what << ", but got " << types.size() << ' ' << what << "s and "
           << layouts.size() << " layouts";
  for (auto [i, type, attr] : llvm::enumerate(types, layouts)) {
    auto layout = llvm::cast<DenseIntElementsAttr>(attr);
    SmallVector<int64_t> dims(layout.getValues<int64_t>());
    if (llvm::isa<TupleType>(type))
      return op.emitOpError("layouts of tuple ")
             << what << "s are not supported (" << what << ' ' << i << ")";
    if (llvm::isa<TokenType>(type)) {
      if (!dims.empty())
        return op.emitOpError("layout of token ")
               << what << ' ' << i << " must be empty, but got "
               << formatIntList(dims);
      continue;
    }
    int64_t rank = llvm::cast<RankedTensorType>(type).getRank();
    SmallVector<int64_t> sorted(dims);
    llvm::sort(sorted);
    bool permutation = static_cast<int64_t>(sorted.size()) == rank;
    for (int64_t d = 0; permutation && d < rank; ++d)
      permutation = sorted[d] == d;
    if (layout.getType().getRank() != 1 || !permutation)
      return op.emitOpError("layout ")
             << formatIntList(dims) << " of " << what << ' ' << i
             << " must be a permutation of [0, " << rank << ")";
  }
  return success();
}

/// Follows `indices` into nested tuples of `type`; null when one is out of
/// range.
static Type walkTupleIndices(Type type, ArrayRef<int64_t> indices) {
  for (int64_t index : indices) {
    auto tuple = llvm::dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= static_cast<int64_t>(tuple.size()))
      return nullptr;
    type = tuple.getType(index);
  }
  return type;
}

LogicalResult CustomCallOp::verify() {
  // Layouts are given for both operands and results, or for neither.
  std::optional<ArrayAttr> operandLayouts = getOperandLayouts();
  std::optional<ArrayAttr> resultLayouts = getResultLayouts();
  if (operandLayouts.has_value() != resultLayouts.has_value())
    return emitOpError("operand_layouts and result_layouts must be given "
                       "together");
  if (operandLayouts) {
    SmallVector<Type> resultTypes(getResultTypes());
    // The layouts of a single tuple result describe its elements.
    if (resultTypes.size() == 1)
      if (auto tuple = llvm::dyn_cast<TupleType>(resultTypes.front()))
        resultTypes.assign(tuple.getTypes().begin(), tuple.getTypes().end());
    if (failed(verifyLayouts(*this, getInputs().getTypes(), *operandLayouts,
                             "operand")) ||
        failed(verifyLayouts(*this, resultTypes, *resultLayouts, "result")))
      return failure();
  }

  // Each alias names an operand (part) whose type is the output (part).
  Type outputs = getNumResults() == 1
                     ? getResult(0).getType()
                     : TupleType::get(getContext(), getResultTypes());
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = llvm::cast<OutputOperandAliasAttr>(attr);
    int64_t index = alias.getOperandIndex();
    if (index < 0 || index >= static_cast<int64_t>(getNumOperands()))
      return emitOpError("output_operand_alias operand_index ")
             << index << " is out of range [0, " << getNumOperands() << ")";
    Type operandPart = walkTupleIndices(getOperand(index).getType(),
                                        alias.getOperandTupleIndices());
    if (!operandPart)
      return emitOpError("output_operand_alias operand_tuple_indices ")
             << formatIntList(alias.getOperandTupleIndices())
             << " do not index into operand " << index;
    Type outputPart = walkTupleIndices(outputs, alias.getOutputTupleIndices());
    if (!outputPart)
      return emitOpError("output_operand_alias output_tuple_indices ")
             << formatIntList(alias.getOutputTupleIndices())
             << " do not index into the results";
    if (operandPart != outputPart)
      return emitOpError("output_operand_alias pairs operand part of type ")
             << operandPart << " with output part of type " << outputPart
             << ", but the types must be equal";
  }

  // The typed FFI takes a dictionary as its config; older APIs a string.
  if (std::optional<Attribute> config = getBackendConfig()) {
    bool typedFfi =
        getApiVersion().getSExtValue() ==
        static_cast<int64_t>(CustomCallApiVersion::API_VERSION_TYPED_FFI);
    if (typedFfi && !llvm::isa<DictionaryAttr>(*config))
      return emitOpError("backend_config must be a dictionary when "
                         "api_version is API_VERSION_TYPED_FFI (4)");
    if (!typedFfi && !llvm::isa<StringAttr>(*config))
      return emitOpError("backend_config must be a string unless "
                         "api_version is API_VERSION_TYPED_FFI (4)");
  }
  return success();
}
