//===- Passes.td - kiln's partitioner passes -------------------------------===//
//
// StableHLO -> StableHLO passes that turn a sharded program (Shardy's
// annotations, as JAX exports them) into the program each device runs:
// propagation decides every value's sharding, partitioning splits the
// values and inserts the collectives (docs/partitioning.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PARTITIONER_PASSES
#define KILN_PARTITIONER_PASSES

include "mlir/Pass/PassBase.td"

def ImportGspmdShardings
    : Pass<"kiln-import-gspmd-shardings", "mlir::ModuleOp"> {
  let summary = "Read GSPMD's mhlo.sharding annotations as Shardy shardings";
  let description = [{
    For modules of several partitions annotated the older GSPMD way (JAX
    with jax_use_shardy_partitioner=False): adds the mesh
    `@gspmd_mesh = <["devices"=N]>`, turns each `mhlo.sharding` string on
    arguments, results and ops into an `sdy.sharding` over sub-axes of it
    (an iota tile array `devices=[...]<=[...]T(...)`, with
    `last_tile_dim_replicate` or replicated subgroups; `{replicated}`;
    `{maximal ...}` as replicated), and each `custom_call @Sharding` into an
    `sdy.sharding_constraint`. Manual shardings (shard_map in GSPMD form)
    and explicit device orders other than iota are errors naming the
    sharding. Modules with an sdy.mesh are left alone.
  }];
  let dependentDialects = ["kiln::sdy::SdyDialect"];
}

def PropagateShardings
    : Pass<"kiln-propagate-shardings", "mlir::ModuleOp"> {
  let summary = "Give every value of a sharded program a sharding";
  let description = [{
    In modules with an `sdy.mesh` of more than one device: inlines the
    calls of each public function, then spreads the shardings the program
    states (arguments, results, `sdy.sharding_constraint`,
    `sdy.manual_computation` operands and results) through the ops, over
    each op's factors (Shardy's model: a dot_general's batch, free and
    contracting sizes, an elementwise op's dimensions), to a fixed point:
    first through ops that only move or map elements, then through all.
    Closed dimensions keep their sharding; open ones only grow. The result
    is an `sdy.sharding` attribute on each op with a split result and on
    each argument.

    For example, an exponential of an argument sharded on its rows over
    mesh axis "x" gets the same sharding as an `sdy.sharding` attribute
    (test/Partitioner/propagate_shardings.mlir shows the forms).
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "Report each op's sharding as a remark (kiln run --explain)">
  ];
}

def PartitionSpmd : Pass<"kiln-partition-spmd", "mlir::ModuleOp"> {
  let summary = "Split a sharded program into the program every device runs";
  let description = [{
    Reads the shardings kiln-propagate-shardings decided and rewrites each
    public function into its SPMD form with global arrays in and out: each
    argument cut to the device's shard (dynamic_slice at offsets chosen by
    `partition_id`), each op with a factor rule run on shards after its
    operands are resharded (`all_gather` of the dimensions that lose axes,
    a local cut for the ones that gain them), an `all_reduce` after a dot or
    reduce whose reduced dimension is split, other ops run whole, the bodies
    of `sdy.manual_computation` inlined on their shards, and every result
    gathered whole. Removes the mesh and every sharding and marks the module
    `kiln.global_arrays`.
  }];
  let options = [
    Option<"explain", "explain", "bool", /*default=*/"false",
           "Report each collective inserted as a remark (kiln run --explain)">,
    Option<"localShards", "local-shards", "bool", /*default=*/"false",
           "Each device takes and returns its own shards (no cut of the "
           "arguments, no gather of the results): the form the PJRT plugin "
           "runs. The shardings are recorded in `kiln.local_shards`.">
  ];
  let dependentDialects = ["kiln::stablehlo::StableHLODialect"];
}

#endif // KILN_PARTITIONER_PASSES
