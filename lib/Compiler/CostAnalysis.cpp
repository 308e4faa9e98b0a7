//===- CostAnalysis.cpp - what a StableHLO program costs to run ----------===//
//
// Walks the entry function op by op (into calls, loop bodies and branches)
// and adds up each op's work from its types: see CostAnalysis.h for what is
// counted and docs/pjrt.md ("Cost analysis") for how it compares with XLA's.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/CostAnalysis.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

namespace kiln {
namespace {

namespace hlo = kiln::stablehlo;

/// Elements of a statically shaped tensor (1 for scalars of other types).
double elementsOf(mlir::Type type) {
  if (auto shaped = mlir::dyn_cast<mlir::ShapedType>(type)) {
    if (!shaped.hasStaticShape())
      return 0;
    return double(shaped.getNumElements());
  }
  return 1;
}

double bytesOfElement(mlir::Type element) {
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(element))
    return 2 * bytesOfElement(complex.getElementType());
  if (element.isIntOrIndexOrFloat())
    return double((element.getIntOrFloatBitWidth() + 7) / 8);
  return 0; // Tokens and types kiln does not size.
}

double bytesOf(mlir::Type type) {
  if (auto tuple = mlir::dyn_cast<mlir::TupleType>(type)) {
    double bytes = 0;
    for (mlir::Type element : tuple.getTypes())
      bytes += bytesOf(element);
    return bytes;
  }
  if (auto shaped = mlir::dyn_cast<mlir::ShapedType>(type))
    return elementsOf(type) * bytesOfElement(shaped.getElementType());
  return bytesOfElement(type);
}

double elementsOfResults(mlir::Operation *op) {
  double elements = 0;
  for (mlir::Type type : op->getResultTypes())
    elements += elementsOf(type);
  return elements;
}

/// StableHLO's elementwise ops that evaluate a transcendental function.
bool isTranscendental(llvm::StringRef name) {
  return llvm::StringSwitch<bool>(name)
      .Cases({"stablehlo.exponential", "stablehlo.exponential_minus_one",
              "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic",
              "stablehlo.tanh", "stablehlo.sine", "stablehlo.cosine",
              "stablehlo.tan", "stablehlo.power", "stablehlo.sqrt",
              "stablehlo.rsqrt", "stablehlo.cbrt", "stablehlo.atan2"},
             true)
      .Default(false);
}

/// The operations a region's body performs per evaluation (a reduction's
/// combiner, a sort's comparator): its ops but the terminator, at least 1.
double opsPerEvaluation(mlir::Region &region) {
  if (region.empty())
    return 1;
  double ops = 0;
  region.walk([&](mlir::Operation *op) {
    if (!op->hasTrait<mlir::OpTrait::IsTerminator>() &&
        !op->hasTrait<mlir::OpTrait::ConstantLike>())
      ++ops;
  });
  return std::max(ops, 1.0);
}

class CostCounter {
public:
  explicit CostCounter(mlir::ModuleOp module) : module(module) {}

  void countBlock(mlir::Block &block, unsigned depth) {
    for (mlir::Operation &op : block)
      countOp(&op, depth);
  }

  ProgramCost cost;

private:
  void countOp(mlir::Operation *op, unsigned depth) {
    if (op->hasTrait<mlir::OpTrait::IsTerminator>() ||
        op->hasTrait<mlir::OpTrait::ConstantLike>() ||
        mlir::isa<hlo::ConstantOp>(op))
      return;
    // Calls count their callee's body (bounded: recursion is not
    // StableHLO's, but a malformed program could ask for it).
    if (auto call = mlir::dyn_cast<mlir::CallOpInterface>(op)) {
      auto callee = mlir::dyn_cast_or_null<mlir::func::FuncOp>(
          call.resolveCallableInTable(&symbols));
      if (callee && !callee.isExternal() && depth < 64)
        countBlock(callee.getBody().front(), depth + 1);
      return;
    }
    // Loops and conditionals: their regions, once each.
    if (mlir::isa<hlo::WhileOp, hlo::IfOp, hlo::CaseOp>(op)) {
      for (mlir::Region &region : op->getRegions())
        for (mlir::Block &block : region)
          countBlock(block, depth);
      return;
    }
    double bytes = 0;
    for (mlir::Value operand : op->getOperands())
      bytes += bytesOf(operand.getType());
    for (mlir::Type type : op->getResultTypes())
      bytes += bytesOf(type);
    cost.bytesAccessed += bytes;
    cost.flops += flopsOf(op);
    llvm::StringRef name = op->getName().getStringRef();
    if (isTranscendental(name) ||
        (name.starts_with("chlo.") && !name.starts_with("chlo.broadcast_") &&
         name != "chlo.top_k" && name != "chlo.constant" &&
         name != "chlo.constant_like"))
      cost.transcendentals += elementsOfResults(op);
  }

  /// The arithmetic of one op (transcendentals are counted apart).
  double flopsOf(mlir::Operation *op) {
    if (auto dot = mlir::dyn_cast<hlo::DotGeneralOp>(op)) {
      auto lhs = mlir::cast<mlir::ShapedType>(dot.getLhs().getType());
      double contracted = 1;
      for (int64_t dim :
           dot.getDotDimensionNumbers().getLhsContractingDimensions())
        contracted *= double(lhs.getDimSize(dim));
      return 2 * elementsOfResults(op) * contracted;
    }
    if (auto dot = mlir::dyn_cast<hlo::DotOp>(op)) {
      auto lhs = mlir::cast<mlir::ShapedType>(dot.getLhs().getType());
      return 2 * elementsOfResults(op) *
             double(lhs.getDimSize(lhs.getRank() - 1));
    }
    if (auto conv = mlir::dyn_cast<hlo::ConvolutionOp>(op)) {
      // Each output element is a sum over the kernel's window and its
      // input features of one group: the kernel's elements per output
      // feature.
      auto rhs = mlir::cast<mlir::ShapedType>(conv.getRhs().getType());
      int64_t outputFeatures = rhs.getDimSize(
          conv.getDimensionNumbers().getKernelOutputFeatureDimension());
      if (outputFeatures <= 0)
        return 0;
      return 2 * elementsOfResults(op) * elementsOf(rhs) /
             double(outputFeatures);
    }
    if (auto reduce = mlir::dyn_cast<hlo::ReduceOp>(op))
      return elementsOf(reduce.getInputs().front().getType()) *
             opsPerEvaluation(reduce.getBody());
    if (auto window = mlir::dyn_cast<hlo::ReduceWindowOp>(op)) {
      double windowSize = 1;
      for (int64_t size : window.getWindowDimensions())
        windowSize *= double(size);
      return elementsOf(window.getResults().front().getType()) * windowSize *
             opsPerEvaluation(window.getBody());
    }
    if (auto sort = mlir::dyn_cast<hlo::SortOp>(op)) {
      auto input = mlir::cast<mlir::ShapedType>(sort.getInputs()[0].getType());
      int64_t dimension = sort.getDimension();
      if (dimension < 0)
        dimension += input.getRank();
      double length = dimension >= 0 && dimension < input.getRank()
                          ? double(input.getDimSize(dimension))
                          : 1;
      return elementsOf(input) * std::max(std::log2(length), 1.0) *
             opsPerEvaluation(sort.getComparator());
    }
    if (auto scatter = mlir::dyn_cast<hlo::ScatterOp>(op))
      return elementsOf(scatter.getUpdates().front().getType()) *
             opsPerEvaluation(scatter.getUpdateComputation());
    if (auto map = mlir::dyn_cast<hlo::MapOp>(op))
      return elementsOfResults(op) * opsPerEvaluation(map.getComputation());
    if (auto select = mlir::dyn_cast<hlo::SelectAndScatterOp>(op)) {
      double windowSize = 1;
      if (auto dims = select.getWindowDimensions())
        for (int64_t size : *dims)
          windowSize *= double(size);
      return elementsOf(select.getSource().getType()) * windowSize;
    }
    llvm::StringRef name = op->getName().getStringRef();
    if (name == "stablehlo.convert" || name == "stablehlo.bitcast_convert" ||
        isTranscendental(name))
      return 0;
    if (op->hasTrait<mlir::OpTrait::Elementwise>() ||
        name.starts_with("chlo.broadcast_"))
      return elementsOfResults(op);
    return 0; // Data movement.
  }

  mlir::ModuleOp module;
  mlir::SymbolTableCollection symbols;
};

} // namespace

ProgramCost estimateCost(mlir::ModuleOp module, const char *entry) {
  CostCounter counter(module);
  auto function = module.lookupSymbol<mlir::func::FuncOp>(entry);
  if (function && !function.isExternal())
    counter.countBlock(function.getBody().front(), 0);
  return counter.cost;
}

} // namespace kiln
