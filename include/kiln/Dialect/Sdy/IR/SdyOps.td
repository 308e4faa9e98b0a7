//===- SdyOps.td - the sdy dialect's ops ----------------------------------===//
//
// The sdy ops that appear in programs JAX exports: meshes, sharding
// constraints, reshards, sharding groups and manual computations (the
// lowering of `shard_map`). Their textual forms match JAX's output.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_SDY_OPS
#define KILN_DIALECT_SDY_OPS

include "kiln/Dialect/Sdy/IR/SdyAttrs.td"

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "declares a named mesh";
  let description = [{
    A module-level symbol naming a mesh that shardings refer to as `@name`.

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=2]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_MeshAttr:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [AllTypesMatch<["input", "result"]>]> {
  let summary = "asks that a tensor be sharded as given";
  let description =
      "    The identity on `input`, carrying the sharding its uses should have\n" #
      "    (what `jax.lax.with_sharding_constraint` lowers to).\n" #
      "\n" #
      "    ```mlir\n" #
      "    %1 = sdy.sharding_constraint %0 <@mesh, [{\"x\"}, {?}]> : tensor<8x8xf32>\n" #
      "    ```\n";
  let arguments = (ins AnyTensor:$input, Sdy_TensorShardingAttr:$sharding);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReshardOp : Sdy_Op<"reshard",
    [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = "moves a tensor to a different sharding";
  let description =
      "    ```mlir\n" #
      "    %1 = sdy.reshard %0 <@mesh, [{}, {\"y\"}]> : tensor<8x8xf32>\n" #
      "    ```\n";
  let arguments = (ins AnyTensor:$input, Sdy_TensorShardingAttr:$sharding);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group", []> {
  let summary = "puts a tensor in a group whose members share one sharding";
  let description = [{
    ```mlir
    sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat =
      "$input `group_id` `` `=` `` $group_id attr-dict `:` type($input)";
}

def Sdy_ReturnOp : Sdy_Op<"return",
    [Pure, Terminator, HasParent<"ManualComputationOp">]> {
  let summary = "terminates the body of an sdy region op";
  let description = [{
    ```mlir
    sdy.return %1 : tensor<4x2xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, IsolatedFromAbove,
     SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "a region of per-device code over some manual mesh axes";
  let description =
      "    What `shard_map` lowers to. Operands are global tensors, sharded by\n" #
      "    `in_shardings`; the body sees each device's local piece (the global\n" #
      "    shape divided along the `manual_axes`) and returns local results, which\n" #
      "    `out_shardings` assemble into the global results.\n" #
      "\n" #
      "    ```mlir\n" #
      "    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"x\"}, {}]>] out_shardings=[<@mesh, [{\"x\"}, {}]>] manual_axes={\"x\"} (%arg1: tensor<4x8xf32>) {\n" #
      "      sdy.return %arg1 : tensor<4x8xf32>\n" #
      "    } : (tensor<8x8xf32>) -> tensor<8x8xf32>\n" #
      "    ```\n";
  let arguments = (ins Variadic<AnyRankedTensor>:$tensors,
                       Sdy_TensorShardingPerValueAttr:$in_shardings,
                       Sdy_TensorShardingPerValueAttr:$out_shardings,
                       Sdy_ManualAxesAttr:$manual_axes);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

#endif // KILN_DIALECT_SDY_OPS
