//===- InitAllDialects.h - the dialects kiln reads -------------*- C++ -*-===//
//
// Exactly the dialects that appear in programs JAX exports (builtin, func,
// quant, StableHLO, CHLO and Shardy's sdy), plus kiln's check dialect, in
// which executable tests assert their results, the interpreter dialect of
// StableHLO's multi-process tests (interpreter.run_parallel), and VHLO, the
// versioned form portable artifacts hold.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_INITALLDIALECTS_H
#define KILN_INITALLDIALECTS_H

#include "kiln/Dialect/CHLO/IR/ChloOps.h"
#include "kiln/Dialect/Check/IR/CheckOps.h"
#include "kiln/Dialect/Interpreter/IR/InterpreterOps.h"
#include "kiln/Dialect/Sdy/IR/SdyOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/DialectRegistry.h"

namespace kiln {

inline void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::func::FuncDialect, mlir::quant::QuantDialect,
                  stablehlo::StableHLODialect, chlo::ChloDialect,
                  sdy::SdyDialect, check::CheckDialect,
                  interpreter::InterpreterDialect, vhlo::VhloDialect>();
}

} // namespace kiln

#endif // KILN_INITALLDIALECTS_H
