//===- Explain.h - the explain log of kiln's optimizing passes --*- C++ -*-===//
//
// kiln's optimizing passes say which rewrites they made through MLIR
// remarks, one per rewrite, at the location of the rewritten op, with the
// message starting with the pass name ("kiln-merge-dots: ..."). Each pass
// emits them only when its `explain` option is set, which the pipelines set
// from PipelineOptions::explain; kiln::Compiler collects them into
// Executable::explanations() and `kiln run --explain` prints them. See
// docs/graph-optimizer.md.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_SUPPORT_EXPLAIN_H
#define KILN_SUPPORT_EXPLAIN_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace kiln {

/// Emits the remark "<pass>: <message>" at `loc` when `enabled`.
void explain(bool enabled, mlir::Location loc, llvm::StringRef pass,
             const llvm::Twine &message);

/// "file:line:col" of the first file location inside `loc` (file name
/// without directories), or "?" when it has none.
std::string describeLocation(mlir::Location loc);

/// "2x3x4" for a shape.
std::string describeShape(llvm::ArrayRef<int64_t> shape);

} // namespace kiln

#endif // KILN_SUPPORT_EXPLAIN_H
