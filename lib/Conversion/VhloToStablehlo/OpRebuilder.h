//===- OpRebuilder.h - rebuilding a module op by op ------------*- C++ -*-===//
//
// The skeleton both conversions between VHLO and StableHLO share: each op
// is rebuilt, in order, as a new op whose operands are the new values of
// its operands, whose result and block argument types are converted, and
// whose regions are rebuilt the same way. A conversion says how one op's
// name and attributes change (convertOp) and how a type does (convertType).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_VHLOTOSTABLEHLO_OPREBUILDER_H
#define KILN_CONVERSION_VHLOTOSTABLEHLO_OPREBUILDER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Operation.h"

namespace kiln {

class OpRebuilder {
public:
  explicit OpRebuilder(mlir::MLIRContext *ctx) : builder(ctx) {}
  virtual ~OpRebuilder() = default;

  /// Rebuilds `block`'s ops at the end of `into`, whose arguments are
  /// already mapped.
  mlir::LogicalResult convertBlock(mlir::Block &block, mlir::Block &into) {
    mlir::OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(&into);
    for (mlir::Operation &op : block)
      if (mlir::failed(convertOp(&op)))
        return mlir::failure();
    return mlir::success();
  }

  /// The converted form of `type` (null after an error at `loc`).
  virtual mlir::Type convertType(mlir::Type type, mlir::Location loc) = 0;

protected:
  /// Rebuilds `op` (one op or none: the op's values may simply be mapped).
  virtual mlir::LogicalResult convertOp(mlir::Operation *op) = 0;

  /// Creates the new form of `op` from `state`, which holds its name and
  /// attributes: adds `op`'s operands (mapped), converted result types and
  /// regions, rebuilt.
  mlir::LogicalResult rebuild(mlir::Operation *op,
                              mlir::OperationState &state) {
    for (mlir::Value operand : op->getOperands())
      state.operands.push_back(mapping.lookupOrDefault(operand));
    for (mlir::Type type : op->getResultTypes()) {
      mlir::Type converted = convertType(type, op->getLoc());
      if (!converted)
        return mlir::failure();
      state.types.push_back(converted);
    }
    for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
      state.addRegion();
    mlir::Operation *newOp = builder.create(state);
    for (auto [oldRegion, newRegion] :
         llvm::zip(op->getRegions(), newOp->getRegions()))
      for (mlir::Block &block : oldRegion) {
        auto *into = new mlir::Block();
        newRegion.push_back(into);
        for (mlir::BlockArgument arg : block.getArguments()) {
          mlir::Type type = convertType(arg.getType(), arg.getLoc());
          if (!type)
            return mlir::failure();
          mapping.map(arg, into->addArgument(type, arg.getLoc()));
        }
        if (mlir::failed(convertBlock(block, *into)))
          return mlir::failure();
      }
    mapping.map(op->getResults(), newOp->getResults());
    return mlir::success();
  }

  mlir::OpBuilder builder;
  mlir::IRMapping mapping;
};

} // namespace kiln

#endif // KILN_CONVERSION_VHLOTOSTABLEHLO_OPREBUILDER_H
