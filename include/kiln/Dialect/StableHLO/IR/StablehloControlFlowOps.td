//===- StablehloControlFlowOps.td - regions and control flow ---------------===//
//
// Ops that carry regions: return, while, if, case, map, reduce,
// reduce_window, select_and_scatter, sort, composite and custom_call.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS
#define KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "terminates the region of a StableHLO op";
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS
