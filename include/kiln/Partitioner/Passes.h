//===- Passes.h - kiln's partitioner passes ---------------------*- C++ -*-===//
//
// Sharding propagation and SPMD partitioning of sharded StableHLO programs
// (include/kiln/Partitioner/Passes.td, docs/partitioning.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PARTITIONER_PASSES_H
#define KILN_PARTITIONER_PASSES_H

#include "kiln/Dialect/Sdy/IR/SdyOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kiln {

#define GEN_PASS_DECL
#include "kiln/Partitioner/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kiln/Partitioner/Passes.h.inc"

/// The module attribute kiln-partition-spmd leaves on the programs it
/// partitioned: every device takes the same global arguments and returns
/// the same global results (kiln::Executable runs them so).
inline constexpr llvm::StringLiteral kGlobalArraysAttrName =
    "kiln.global_arrays";
/// What kiln-partition-spmd local-shards leaves instead: per public
/// function, `{inputs = [...], outputs = [...]}`, each tensor's sharding as
/// `{tiles = array<i64>, devices = array<i64>}` (kiln::TileSharding).
inline constexpr llvm::StringLiteral kLocalShardsAttrName = "kiln.local_shards";

} // namespace kiln

#endif // KILN_PARTITIONER_PASSES_H
