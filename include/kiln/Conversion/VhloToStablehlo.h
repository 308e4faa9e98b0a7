//===- VhloToStablehlo.h - portable artifacts to StableHLO ------*- C++ -*-===//
//
// Portable artifacts: converts a module read from one (VHLO ops, types and
// attributes) into kiln's StableHLO, func and builtin forms, upgrading the
// ops of older StableHLO versions on the way, and writes StableHLO programs
// as artifacts for a given StableHLO version.
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

/// The newest StableHLO version whose artifacts kiln writes (and reads).
llvm::StringRef currentPortableVersion();

/// Rewrites the StableHLO program `module` as the VHLO of StableHLO
/// `targetVersion` ("1.0.0" to currentPortableVersion()). An op that needs
/// a newer version is an error at its location.
mlir::LogicalResult convertStablehloToVhlo(mlir::ModuleOp module,
                                           llvm::StringRef targetVersion);

/// Writes `module` (left unchanged) as a portable artifact for StableHLO
/// `targetVersion`: its VHLO as MLIR bytecode, produced by
/// "StableHLO_v<targetVersion>".
mlir::LogicalResult writePortableArtifact(mlir::ModuleOp module,
                                          llvm::StringRef targetVersion,
                                          llvm::raw_ostream &os);

} // namespace kiln

#endif // KILN_CONVERSION_VHLOTOSTABLEHLO_H
