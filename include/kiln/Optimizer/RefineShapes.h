//===- RefineShapes.h - specialize dynamic programs to shapes --*- C++ -*-===//
//
// Shape refinement: turns a StableHLO program with dynamic (`?`) sizes, as
// JAX exports it with shape polymorphism, into a statically shaped one for
// concrete argument types of its entry function. See
// docs/shape-refinement.md and the kiln-stablehlo-refine-shapes pass.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_OPTIMIZER_REFINESHAPES_H
#define KILN_OPTIMIZER_REFINESHAPES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace kiln {

/// Specializes function @`entry` of `module` to the argument types
/// `argTypes` (one per argument, each compatible with the declared type):
/// inlines every call in it, rewrites its signature, propagates the static
/// shapes through every op, folds dimension sizes and shape arithmetic to
/// constants, rewrites dynamic_* ops into their static forms and decides
/// the shape assertions. Unused private functions are erased. Fails, with
/// errors at the ops' locations, when an assertion fails, shapes conflict,
/// or anything in @`entry` is still dynamic afterwards.
mlir::LogicalResult refineEntryShapes(mlir::ModuleOp module,
                                      llvm::StringRef entry,
                                      llvm::ArrayRef<mlir::Type> argTypes);

/// For the Compiler: when @`entry` has dynamic argument types, refines it
/// to `shapes` (one per argument: the concrete shapes of the inputs; the
/// element types stay). Does nothing for a statically typed entry. On
/// failure `message` says what is wrong with the shapes (missing: "argument
/// N of @entry has type T: " and `missingShapesHint`, which tells how the
/// caller's front end gives them; wrong rank; contradicting a static size),
/// or is empty when the refinement itself failed with errors emitted at the
/// ops.
mlir::LogicalResult
refineEntryToShapes(mlir::ModuleOp module, llvm::StringRef entry,
                    const std::vector<std::vector<int64_t>> &shapes,
                    llvm::StringRef missingShapesHint, std::string &message);

} // namespace kiln

#endif // KILN_OPTIMIZER_REFINESHAPES_H
