//===- StablehloCollectiveOps.td - collectives, tokens and I/O ===//
//
// after_all, create_token, all_gather, all_reduce, all_to_all, reduce_scatter,
// collective_broadcast, collective_permute, partition_id, replica_id, send,
// recv, infeed and outfeed.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS
#define KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

#endif // KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS
