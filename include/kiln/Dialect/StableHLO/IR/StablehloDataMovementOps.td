//===- StablehloDataMovementOps.td - data movement and shape ops ===//
//
// broadcast_in_dim, reshape, transpose, slice, concatenate, pad, iota, reverse,
// gather/scatter, the dynamic_* shape ops, tuples and dimension queries.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS
#define KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

#endif // KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS
