//===- CostAnalysis.h - what a StableHLO program costs to run ---*- C++ -*-===//
//
// An estimate of a program's work, as frameworks ask for it (PJRT's
// executable cost analysis, JAX's `compiled.cost_analysis()`): floating
// point and integer operations, transcendental function evaluations, and
// the bytes its ops read and write. Counted op by op on the StableHLO
// program as written, before kiln's rewrites (docs/pjrt.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_COMPILER_COSTANALYSIS_H
#define KILN_COMPILER_COSTANALYSIS_H

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace kiln {

struct ProgramCost {
  /// Arithmetic operations: a multiply-add of a dot or convolution is two,
  /// an elementwise op one per element, a reduction one per input element.
  double flops = 0;
  /// Evaluations of exp, log, tanh, sqrt, sin, erf, ... (one per element;
  /// not also counted as flops).
  double transcendentals = 0;
  /// The bytes every op reads (its operands) and writes (its results), as
  /// if each op ran alone: an upper bound of the memory traffic.
  double bytesAccessed = 0;
};

/// The cost of one run of `module`'s function `entry`. Calls count their
/// callee once per call; the bodies of loops count once (their trip counts
/// are not known in general), and every branch of a conditional counts.
ProgramCost estimateCost(mlir::ModuleOp module, const char *entry = "main");

} // namespace kiln

#endif // KILN_COMPILER_COSTANALYSIS_H
