//===- ParseSource.h - parse MLIR text or bytecode safely -------*- C++ -*-===//
//
// Every place kiln reads a program from outside (kiln run, kiln compile,
// kiln-opt, the C++ and Python APIs, the fuzzer) parses it through
// parseSourceModule: mlir::parseSourceFile for text, and for bytecode
// (portable artifacts) the same with the checks of BytecodeChecks.cpp, so
// that a damaged artifact is an error, never an abort or a hang in MLIR's
// reader. See docs/portable-artifacts.md.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_SUPPORT_PARSESOURCE_H
#define KILN_SUPPORT_PARSESOURCE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class ParserConfig;
} // namespace mlir

namespace kiln {

/// Walks the MLIR bytecode `buffer` (its magic number checked) without
/// building anything, checking every count MLIR's reader allocates for
/// against the bytes that must follow it. Returns the attribute/type
/// table's entry count, or fails after an error at `loc`. Damage MLIR's
/// reader reports by itself (a bad version, a missing section) passes.
mlir::FailureOr<uint64_t> checkBytecodeStructure(llvm::StringRef buffer,
                                                 mlir::Location loc);

/// Hooks every attribute/type entry `config`'s bytecode reads: bounds the
/// parse attempts for a table of `entries` entries, and checks builtin
/// entries before MLIR's reader builds them. One config per read.
void attachBytecodeEntryChecks(mlir::ParserConfig &config, uint64_t entries);

/// Parses `sourceMgr`'s program (MLIR text, or bytecode in its main buffer,
/// as mlir::parseSourceFile reads them) into a module with the checks above;
/// null after an error, reported to the context's diagnostic handlers.
mlir::OwningOpRef<mlir::ModuleOp> parseSourceModule(llvm::SourceMgr &sourceMgr,
                                                    mlir::MLIRContext &ctx);

} // namespace kiln

#endif // KILN_SUPPORT_PARSESOURCE_H
