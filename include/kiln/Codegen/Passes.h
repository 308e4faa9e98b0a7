//===- Passes.h - kiln's code generation passes ------------------*- C++
//-*-===//

#ifndef KILN_CODEGEN_PASSES_H
#define KILN_CODEGEN_PASSES_H

#include "kiln/Codegen/Tuning.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace arith {
class ArithDialect;
}
namespace linalg {
class LinalgDialect;
}
namespace memref {
class MemRefDialect;
}
namespace scf {
class SCFDialect;
}
namespace vector {
class VectorDialect;
}
namespace x86vector {
class X86VectorDialect;
}
} // namespace mlir

namespace kiln {

/// The module attribute kiln-reuse-temporaries sets to the most bytes one
/// iteration of an scf.parallel allocates on the heap (i64), which the JIT
/// faults in on each thread at load.
inline constexpr llvm::StringLiteral kThreadHeapBytesAttr =
    "kiln.thread_heap_bytes";

#define GEN_PASS_DECL
#include "kiln/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kiln/Codegen/Passes.h.inc"

} // namespace kiln

#endif // KILN_CODEGEN_PASSES_H
