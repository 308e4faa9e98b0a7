//===- ChloOps.h - kiln's CHLO dialect --------------------------*- C++ -*-===//
//
// The one header clients include for the CHLO dialect: dialect, enums,
// attributes, ops and the type-inference helpers the generated code calls.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_CHLO_IR_CHLOOPS_H
#define KILN_DIALECT_CHLO_IR_CHLOOPS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

namespace kiln::chlo {

/// `type` (a ranked tensor) with its element type replaced by `element`, or
/// `type` itself when `element` is null.
mlir::Type withElementType(mlir::Type type, mlir::Type element);

/// Binary ops whose operands and result share one type: the operands must be
/// compatible; the inferred type is the more precise of the two. `opName`
/// prefixes the diagnostics.
llvm::LogicalResult
inferSameOperandsType(std::optional<mlir::Location> location,
                      llvm::StringRef opName, mlir::Type lhs, mlir::Type rhs,
                      llvm::SmallVectorImpl<mlir::Type> &types);

/// The `broadcast_*` binary ops: the operand element types must match, the
/// shapes must broadcast (numpy rules, or `broadcastDimensions` when given).
/// The result element type is `element`, or the operands' when null.
llvm::LogicalResult inferBroadcastBinaryType(
    std::optional<mlir::Location> location, llvm::StringRef opName,
    mlir::Type lhs, mlir::Type rhs,
    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
    mlir::Type element, llvm::SmallVectorImpl<mlir::Type> &types);

} // namespace kiln::chlo

#include "kiln/Dialect/CHLO/IR/ChloDialect.h.inc"
#include "kiln/Dialect/CHLO/IR/ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/CHLO/IR/ChloAttrs.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/CHLO/IR/ChloOps.h.inc"

#endif // KILN_DIALECT_CHLO_IR_CHLOOPS_H
