//===- InlineAllCalls.h - a sharded program's calls, inlined ----*- C++ -*-===//
//
// Propagation and partitioning work on one function body: the calls of a
// sharded program's public functions are inlined first (JAX's helpers such
// as relu are private functions).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PARTITIONER_INLINEALLCALLS_H
#define KILN_PARTITIONER_INLINEALLCALLS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace kiln::partitioner {

/// Inlines every call in `func`, transitively; an error at a call of an
/// external function or of a chain of calls deeper than 64 (recursion).
mlir::LogicalResult inlineAllCalls(mlir::func::FuncOp func);

} // namespace kiln::partitioner

#endif // KILN_PARTITIONER_INLINEALLCALLS_H
