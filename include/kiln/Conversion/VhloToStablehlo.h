//===- VhloToStablehlo.h - portable artifacts to StableHLO ------*- C++ -*-===//
//
// Converts a module read from a portable artifact (VHLO ops, types and
// attributes) into kiln's StableHLO, func and builtin forms, upgrading the
// ops of older StableHLO versions on the way.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_VHLOTOSTABLEHLO_H
#define KILN_CONVERSION_VHLOTOSTABLEHLO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace kiln {

/// Whether `module` holds any VHLO op (it came from a portable artifact).
bool containsVhlo(mlir::ModuleOp module);

/// Rewrites every VHLO op, type and attribute in `module` into StableHLO,
/// func and builtin ones. An op or attribute kiln cannot convert is an error
/// at its location, and the module is left as it was.
mlir::LogicalResult convertVhloToStablehlo(mlir::ModuleOp module);

} // namespace kiln

#endif // KILN_CONVERSION_VHLOTOSTABLEHLO_H
