//===- Passes.h - kiln conversion passes -----------------------*- C++ -*-===//

#ifndef KILN_CONVERSION_PASSES_H
#define KILN_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace arith {
class ArithDialect;
}
namespace bufferization {
class BufferizationDialect;
}
namespace complex {
class ComplexDialect;
}
namespace func {
class FuncDialect;
}
namespace linalg {
class LinalgDialect;
}
namespace math {
class MathDialect;
}
namespace memref {
class MemRefDialect;
}
namespace scf {
class SCFDialect;
}
namespace tensor {
class TensorDialect;
}
} // namespace mlir

namespace kiln::stablehlo {
class StableHLODialect;
} // namespace kiln::stablehlo

namespace kiln::vhlo {
class VhloDialect;
} // namespace kiln::vhlo

namespace kiln {

#define GEN_PASS_DECL
#include "kiln/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kiln/Conversion/Passes.h.inc"

} // namespace kiln

#endif // KILN_CONVERSION_PASSES_H
