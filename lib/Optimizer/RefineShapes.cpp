//===- RefineShapes.cpp - specialize a dynamic program to static shapes ---===//
//
// The kiln-stablehlo-refine-shapes pass and refineEntryShapes, its C++
// entry point. For the entry function and concrete argument types:
//   1. every func.call in the entry is inlined, recursively (JAX's
//      `_wrapped_jax_export_main` and the jitted helpers take the dimension
//      variables as `tensor<i32> {jax.global_constant}` arguments, which
//      become the caller's folded dimension sizes);
//   2. the entry's arguments get the concrete types;
//   3. one forward walk over the entry, regions included, refines every op:
//      get_dimension_size of a static dimension becomes a constant, shape
//      arithmetic on constants folds (kiln's constant folder,
//      ConstantFold.cpp), dynamic_* ops with constant shape operands become
//      static ops (the rewrites of kiln-dynamic-ops-to-static,
//      DynamicOpsToStatic.cpp), result types are re-inferred
//      (RefineTypes.cpp); while region arguments take the operand types,
//      if/case results the branches' types; composites call a copy of
//      their decomposition specialized to their operand types; a decided
//      `custom_call @shape_assertion` is erased (true) or reported with its
//      error_message, {0}, {1}... filled with the dimension operands (false);
//   4. the signature takes the returned types, dead ops and unused private
//      functions are erased, and anything still dynamic is an error naming
//      the op and its location.
//
//===----------------------------------------------------------------------===//

#include "kiln/Optimizer/RefineShapes.h"

#include "ConstantFold.h"
#include "HloUtils.h"
#include "RefineShapesInternal.h"

#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Optimizer/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace kiln {
#define GEN_PASS_DEF_STABLEHLOREFINESHAPES
#include "kiln/Optimizer/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln {
namespace {

/// Inlines every call in `entry` (calls inside inlined bodies too).
LogicalResult inlineCalls(func::FuncOp entry) {
  func::CallOp stuck;
  if (succeeded(hloutils::inlineAllCalls(entry, 100, stuck)))
    return success();
  if (stuck)
    return stuck.emitError("shape refinement cannot inline the call to @")
           << stuck.getCallee() << ": it has no single-block body";
  return entry.emitError("shape refinement: calls from @")
         << entry.getSymName() << " nest more than 100 deep";
}

/// Replaces `op`'s single result with a constant.
Operation *replaceWithConstant(Operation *op, DenseElementsAttr value) {
  OpBuilder builder(op);
  OperationState state(op->getLoc(), "stablehlo.constant");
  state.addAttribute("value", value);
  state.addTypes(value.getType());
  Operation *constant = builder.create(state);
  op->getResult(0).replaceAllUsesWith(constant->getResult(0));
  op->erase();
  return constant;
}

/// `custom_call @shape_assertion(%pred, %dims...)` once %pred is constant.
LogicalResult decideShapeAssertion(Operation *op) {
  if (op->getNumOperands() == 0)
    return success();
  std::optional<SmallVector<int64_t>> pred =
      fold::getConstantInts(op->getOperand(0));
  if (!pred || pred->size() != 1)
    return success();
  if ((*pred)[0] != 0) {
    op->erase();
    return success();
  }
  std::string message = "shape assertion failed";
  if (auto text = op->getAttrOfType<StringAttr>("error_message")) {
    message = text.str();
    for (unsigned i = 1; i < op->getNumOperands(); ++i) {
      std::optional<SmallVector<int64_t>> dim =
          fold::getConstantInts(op->getOperand(i));
      if (!dim || dim->size() != 1)
        continue;
      std::string placeholder = "{" + std::to_string(i - 1) + "}";
      std::string value = std::to_string((*dim)[0]);
      for (size_t at = message.find(placeholder); at != std::string::npos;
           at = message.find(placeholder, at + value.size()))
        message.replace(at, placeholder.size(), value);
    }
  }
  return emitError(op->getLoc()) << "shape assertion failed: " << message;
}

bool isStatic(Type type);

class Refiner {
public:
  LogicalResult refineBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      if (failed(refineOp(&op)))
        return failure();
    return success();
  }

private:
  LogicalResult refineRegions(Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (failed(refineBlock(block)))
          return failure();
    return success();
  }

  LogicalResult refineWhile(Operation *op) {
    for (Region &region : op->getRegions())
      for (auto [arg, operand] :
           llvm::zip(region.front().getArguments(), op->getOperands()))
        arg.setType(operand.getType());
    if (failed(refineRegions(op)))
      return failure();
    Operation *yield = op->getRegion(1).front().getTerminator();
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      Type carried = yield->getOperand(i).getType();
      if (!refine::refineType(operand.getType(), carried))
        return op->emitOpError("loop-carried value ")
               << i << " enters as " << operand.getType()
               << " but the body returns " << carried;
      op->getResult(i).setType(operand.getType());
    }
    return success();
  }

  LogicalResult refineBranches(Operation *op) {
    if (failed(refineRegions(op)))
      return failure();
    for (auto [i, result] : llvm::enumerate(op->getResults())) {
      Type type = result.getType();
      for (Region &region : op->getRegions()) {
        Type branch = region.front().getTerminator()->getOperand(i).getType();
        Type refined = refine::refineType(type, branch);
        if (!refined)
          return op->emitOpError("result ")
                 << i << " is " << type << " but a branch returns " << branch;
        type = refined;
      }
      result.setType(type);
    }
    return success();
  }

  /// A composite whose decomposition takes other (dynamic) types than its
  /// refined operands calls a specialized copy of the decomposition, refined
  /// like an entry; its results take the copy's result types.
  LogicalResult refineComposite(Operation *op) {
    auto symbol = op->getAttrOfType<FlatSymbolRefAttr>("decomposition");
    auto module = op->getParentOfType<ModuleOp>();
    auto callee = symbol && module
                      ? module.lookupSymbol<func::FuncOp>(symbol.getValue())
                      : func::FuncOp();
    if (!callee || callee.isExternal() ||
        callee.getNumArguments() != op->getNumOperands())
      return success(); // the verifier or the lowering reports it
    bool same = llvm::equal(callee.getArgumentTypes(), op->getOperandTypes());
    bool staticResults = llvm::all_of(callee.getResultTypes(), isStatic);
    if (same && staticResults)
      return success();
    auto copy = callee.clone();
    copy.setPrivate();
    SymbolTable(module).insert(copy, Block::iterator(callee));
    op->setAttr("decomposition", FlatSymbolRefAttr::get(copy.getNameAttr()));
    SmallVector<Type> types(op->getOperandTypes());
    if (failed(refineEntryShapes(module, copy.getName(), types)))
      return failure();
    for (auto [result, type] :
         llvm::zip(op->getResults(), copy.getResultTypes())) {
      Type refined = refine::refineType(result.getType(), type);
      if (!refined)
        return op->emitOpError("has result type ")
               << result.getType() << " but its decomposition returns " << type;
      result.setType(refined);
    }
    return success();
  }

  LogicalResult refineOp(Operation *op) {
    if (isa<hlo::WhileOp>(op))
      return refineWhile(op);
    if (isa<hlo::CompositeOp>(op))
      return refineComposite(op);
    if (isa<hlo::IfOp, hlo::CaseOp>(op))
      return refineBranches(op);
    if (failed(refineRegions(op)))
      return failure();

    if (auto dimSize = dyn_cast<hlo::GetDimensionSizeOp>(op)) {
      auto type =
          llvm::dyn_cast<RankedTensorType>(dimSize.getOperand().getType());
      int64_t dim = dimSize.getDimension();
      if (type && dim >= 0 && dim < type.getRank() && !type.isDynamicDim(dim)) {
        auto i32 =
            RankedTensorType::get({}, IntegerType::get(op->getContext(), 32));
        replaceWithConstant(
            op, DenseElementsAttr::get(i32, APInt(32, type.getDimSize(dim))));
        return success();
      }
    }
    if (auto call = dyn_cast<hlo::CustomCallOp>(op)) {
      if (call.getCallTargetName() == "shape_assertion")
        return decideShapeAssertion(op);
    }
    IRRewriter rewriter(op->getContext());
    FailureOr<Operation *> replaced =
        refine::staticizeDynamicOp(rewriter, op, refine::DeclaredTypes::Refine);
    if (failed(replaced))
      return failure();
    if (*replaced)
      op = *replaced;
    else if (failed(refine::refineResultTypes(op)))
      return failure();
    if (DenseElementsAttr value =
            fold::foldConstantOp(op, fold::FoldScope::ShapeArithmetic))
      replaceWithConstant(op, value);
    return success();
  }
};

/// Erases dead pure ops in `func`, uses before definitions.
void eraseDeadOps(func::FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    func.walk<WalkOrder::PostOrder, ReverseIterator>([&](Operation *op) {
      if (op != func && isOpTriviallyDead(op)) {
        op->erase();
        changed = true;
      }
    });
  }
}

/// Erases private functions nothing refers to any more.
void eraseUnusedPrivateFunctions(ModuleOp module) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto func :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isPrivate() && SymbolTable::symbolKnownUseEmpty(func, module)) {
        func.erase();
        changed = true;
      }
    }
  }
}

bool isStatic(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return !shaped || (shaped.hasRank() && shaped.hasStaticShape());
}

/// Anything still dynamic in `func` is an error at its op.
LogicalResult checkStatic(func::FuncOp func) {
  WalkResult result = func.walk([&](Operation *op) {
    if (auto call = dyn_cast<hlo::CustomCallOp>(op)) {
      if (call.getCallTargetName() == "shape_assertion") {
        emitError(op->getLoc())
            << "shape assertion could not be decided at compile time: its "
               "predicate did not fold to a constant";
        return WalkResult::interrupt();
      }
    }
    for (Value result : op->getResults()) {
      if (!isStatic(result.getType())) {
        op->emitOpError("still has the dynamic result type ")
            << result.getType()
            << " after shape refinement (its shape does not follow from "
               "the argument shapes)";
        return WalkResult::interrupt();
      }
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (!isStatic(arg.getType())) {
            op->emitOpError("still has a region argument of dynamic type ")
                << arg.getType() << " after shape refinement";
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Splits "tensor<2x3xf32>,tensor<i32>" at top-level commas.
SmallVector<std::string> splitTypes(StringRef text) {
  SmallVector<std::string> parts;
  int depth = 0;
  std::string current;
  for (char c : text) {
    if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == '>' || c == ')' || c == ']' || c == '}')
      --depth;
    if (c == ',' && depth == 0) {
      parts.push_back(StringRef(current).trim().str());
      current.clear();
      continue;
    }
    current.push_back(c);
  }
  if (!StringRef(current).trim().empty())
    parts.push_back(StringRef(current).trim().str());
  return parts;
}

struct StablehloRefineShapesPass
    : impl::StablehloRefineShapesBase<StablehloRefineShapesPass> {
  using StablehloRefineShapesBase::StablehloRefineShapesBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func) {
      module.emitError() << "no function @" << entry << " to refine";
      return signalPassFailure();
    }
    SmallVector<Type> types;
    if (argTypes.empty()) {
      types.assign(func.getArgumentTypes().begin(),
                   func.getArgumentTypes().end());
    } else {
      for (const std::string &text : splitTypes(argTypes)) {
        Type type = parseType(text, &getContext());
        if (!type) {
          module.emitError() << "arg-types: cannot parse type '" << text << "'";
          return signalPassFailure();
        }
        types.push_back(type);
      }
    }
    if (failed(refineEntryShapes(module, entry, types)))
      signalPassFailure();
  }
};

} // namespace

LogicalResult refineEntryShapes(ModuleOp module, StringRef entry,
                                ArrayRef<Type> argTypes) {
  auto func = module.lookupSymbol<func::FuncOp>(entry);
  if (!func)
    return module.emitError() << "no function @" << entry << " to refine";
  if (func.isExternal())
    return func.emitError() << "@" << entry << " has no body to refine";
  if (argTypes.size() != func.getNumArguments())
    return func.emitError()
           << "@" << entry << " takes " << func.getNumArguments()
           << " arguments but " << argTypes.size() << " types were given";
  for (auto [i, declared, given] :
       llvm::enumerate(func.getArgumentTypes(), argTypes)) {
    auto d = llvm::dyn_cast<RankedTensorType>(declared);
    auto g = llvm::dyn_cast<RankedTensorType>(given);
    if (declared == given)
      continue;
    if (!d || !g || d.getElementType() != g.getElementType() ||
        !refine::refineType(d, g) || !g.hasStaticShape())
      return func.emitError()
             << "argument " << i << " of @" << entry << " has type " << declared
             << ", which the given type " << given << " does not match";
  }

  if (failed(inlineCalls(func)))
    return failure();
  Block &body = func.front();
  for (auto [arg, type] : llvm::zip(body.getArguments(), argTypes))
    arg.setType(type);
  if (failed(Refiner().refineBlock(body)))
    return failure();
  eraseDeadOps(func);
  Operation *ret = body.getTerminator();
  func.setFunctionType(
      FunctionType::get(module.getContext(), argTypes, ret->getOperandTypes()));
  eraseUnusedPrivateFunctions(module);
  if (failed(checkStatic(func)))
    return failure();
  return verify(func);
}

} // namespace kiln
