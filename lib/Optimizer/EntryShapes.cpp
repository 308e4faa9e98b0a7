//===- EntryShapes.cpp - refine an entry to concrete argument shapes ------===//
//
// The Compiler's way into shape refinement: given the shapes of the inputs
// a shape-polymorphic entry will run on, checks them against the declared
// argument types (rank, static sizes) and specializes the program with
// refineEntryShapes. A statically typed entry is left alone.
//
//===----------------------------------------------------------------------===//

#include "kiln/Optimizer/RefineShapes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace kiln {

namespace {
std::string text(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

std::string shapeText(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "a scalar (rank 0)";
  std::string s;
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? "x" : "") + std::to_string(d);
  return s;
}
} // namespace

LogicalResult
refineEntryToShapes(ModuleOp module, StringRef entry,
                    const std::vector<std::vector<int64_t>> &shapes,
                    StringRef missingShapesHint, std::string &message) {
  auto func = module.lookupSymbol<func::FuncOp>(entry);
  if (!func || func.isExternal())
    return success(); // the caller reports a missing entry
  bool dynamic = llvm::any_of(func.getArgumentTypes(), [](Type type) {
    auto tensor = llvm::dyn_cast<RankedTensorType>(type);
    return tensor && !tensor.hasStaticShape();
  });
  if (!dynamic)
    return success();

  std::string name = "@" + entry.str();
  SmallVector<Type> types;
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto tensor = llvm::dyn_cast<RankedTensorType>(type);
    std::string arg = "argument " + std::to_string(i) + " of " + name +
                      " has type " + text(type);
    if (!tensor || tensor.hasStaticShape()) {
      types.push_back(type);
      continue;
    }
    if (shapes.empty()) {
      message = arg + ": " + missingShapesHint.str();
      return failure();
    }
    if (shapes.size() != func.getNumArguments()) {
      message = name + " takes " + std::to_string(func.getNumArguments()) +
                " arguments but " + std::to_string(shapes.size()) +
                " input shapes were given";
      return failure();
    }
    ArrayRef<int64_t> shape = shapes[i];
    bool fits = static_cast<int64_t>(shape.size()) == tensor.getRank();
    for (auto [d, size] : llvm::enumerate(shape)) {
      if (size < 0)
        fits = false;
      else if (fits && !tensor.isDynamicDim(d) && tensor.getDimSize(d) != size)
        fits = false;
    }
    if (!fits) {
      message = arg + ", which an input of shape " + shapeText(shape) +
                " does not fit";
      return failure();
    }
    types.push_back(RankedTensorType::get(shape, tensor.getElementType(),
                                          tensor.getEncoding()));
  }
  return refineEntryShapes(module, entry, types);
}

} // namespace kiln
