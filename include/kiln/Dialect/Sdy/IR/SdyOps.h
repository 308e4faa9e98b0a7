//===- SdyOps.h - kiln's Shardy (sdy) dialect ------------------*- C++ -*-===//
//
// The one header clients include for the sdy dialect: dialect, attributes
// and ops.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_SDY_IR_SDYOPS_H
#define KILN_DIALECT_SDY_IR_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

#include "kiln/Dialect/Sdy/IR/SdyDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/Sdy/IR/SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/Sdy/IR/SdyOps.h.inc"

namespace kiln::sdy {
/// The discardable attribute holding a value's sharding: a
/// TensorShardingAttr on function arguments/results, a
/// TensorShardingPerValueAttr on ops (one per result).
inline constexpr llvm::StringLiteral kShardingAttrName = "sdy.sharding";
/// The discardable attribute holding an op's OpShardingRuleAttr.
inline constexpr llvm::StringLiteral kShardingRuleAttrName =
    "sdy.sharding_rule";

/// Checks `rule` against the operands and results of `op`.
mlir::LogicalResult verifyShardingRule(mlir::Operation *op,
                                       OpShardingRuleAttr rule);

/// Drops the `sdy.*` attributes of `op` (for a function, of its arguments
/// and results too): what is left of Shardy's annotations once a program
/// runs on one device or has been partitioned.
void dropShardyAttributes(mlir::Operation *op);

/// Adds the interface that reads and writes Shardy's attributes in bytecode
/// (SdyBytecode.cpp), as portable artifacts hold them.
void addBytecodeInterface(SdyDialect *dialect);
} // namespace kiln::sdy

#endif // KILN_DIALECT_SDY_IR_SDYOPS_H
