//===- StablehloCollectiveOps.td - collectives, tokens and I/O ===//
//
// after_all, create_token, all_gather, all_reduce, all_to_all, reduce_scatter,
// collective_broadcast, collective_permute, partition_id, replica_id, send,
// recv, infeed and outfeed.
//
// Only after_all, create_token, replica_id and partition_id have a pretty
// form; every other op here prints in the generic form with its attributes
// as properties (`"stablehlo.all_gather"(%x) <{...}> : (...) -> ...`), which
// is what JAX emits.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS
#define KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

//===----------------------------------------------------------------------===//
// Type constraints of this family
//===----------------------------------------------------------------------===//

// Collectives take "tensors or per-tensor quantized tensors".
def HLO_CollectiveTensor : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float,
                                         HLO_Complex, HLO_PerTensorQuantizedInt]>;

// recv and infeed produce statically shaped tensors followed by a token.
def HLO_StaticShapeTensor : Type<And<[HLO_Tensor.predicate, HasStaticShapePred]>,
    "statically shaped tensor", "::mlir::RankedTensorType">;
def HLO_StaticTensorOrToken : AnyTypeOf<[HLO_StaticShapeTensor, HLO_Token]>;

// The ops below whose result types the spec defines infer them; declared
// result types are checked against the inferred ones by the compatibility
// rule of every op (HLO_CompatibleReturnTypes in StablehloBase.td).
class HLO_CollectiveInferredOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<InferTypeOpInterface>])>;

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def StableHLO_AfterAllOp : HLO_CollectiveInferredOp<"after_all", [Pure]> {
  let summary = "joins tokens to order side effects (spec: after_all)";
  let description = [{
    Produces a token that depends on every token in `inputs`, so that
    operations using `result` run after the ones producing `inputs`.

    ```mlir
    %result = stablehlo.after_all %input0, %input1 : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Token>:$inputs);
  let results = (outs HLO_Token:$result);
  let assemblyFormat = [{
    $inputs attr-dict
      `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))
  }];
}

def StableHLO_CreateTokenOp : HLO_CollectiveInferredOp<"create_token", [Pure]> {
  let summary = "creates a fresh token (legacy form of after_all with no "
                "inputs; spec: after_all)";
  let description = [{
    Not part of the specification any more; it behaves as `after_all` with
    no inputs. Kept because older exporters still emit it.

    ```mlir
    %output = stablehlo.create_token : !stablehlo.token
    ```
  }];
  let results = (outs HLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// Process identity
//===----------------------------------------------------------------------===//

def StableHLO_ReplicaIdOp : HLO_CollectiveInferredOp<"replica_id", [Pure]> {
  let summary = "the replica id of the current process (spec: replica_id)";
  let description = [{
    ```mlir
    %result = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_PartitionIdOp : HLO_CollectiveInferredOp<"partition_id", [Pure]> {
  let summary = "the partition id of the current process (spec: partition_id)";
  let description = [{
    ```mlir
    %result = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

def StableHLO_AllGatherOp : HLO_CollectiveInferredOp<"all_gather"> {
  let summary = "concatenates values across each process group "
                "(spec: all_gather)";
  let description = [{
    Within each process group, concatenates the `operands` of every process
    along `all_gather_dim`.

    ```mlir
    %result:2 = "stablehlo.all_gather"(%operand0, %operand1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
    ```
  }];
  let arguments = (ins
    Variadic<HLO_CollectiveTensor>:$operands,
    I64Attr:$all_gather_dim,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let results = (outs Variadic<HLO_CollectiveTensor>);
  let hasVerifier = 1;
}

def StableHLO_AllReduceOp : HLO_CollectiveInferredOp<"all_reduce"> {
  let summary = "reduces values across each process group (spec: all_reduce)";
  let description = [{
    Within each process group, combines the `operands` of every process with
    `computation`.

    ```mlir
    %result = "stablehlo.all_reduce"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_CollectiveTensor>:$operands,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_CollectiveTensor>);
  let hasVerifier = 1;
}

def StableHLO_ReduceScatterOp : HLO_CollectiveInferredOp<"reduce_scatter"> {
  let summary = "reduces across each process group and scatters the parts "
                "(spec: reduce_scatter)";
  let description = [{
    Reduces `operand` over each process group with `computation`, splits the
    reduced value along `scatter_dimension` and hands part i to the i-th
    process of the group.

    ```mlir
    %result = "stablehlo.reduce_scatter"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins
    HLO_CollectiveTensor:$operand,
    I64Attr:$scatter_dimension,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_CollectiveTensor);
  let hasVerifier = 1;
}

def StableHLO_AllToAllOp : HLO_CollectiveInferredOp<"all_to_all"> {
  let summary = "splits, exchanges and concatenates values within each "
                "process group (spec: all_to_all)";
  let description = [{
    Splits each operand along `split_dimension` into `split_count` parts,
    sends part i to the i-th process of the group and concatenates what it
    receives along `concat_dimension`.

    ```mlir
    %result = "stablehlo.all_to_all"(%operand) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_CollectiveTensor>:$operands,
    I64Attr:$split_dimension,
    I64Attr:$concat_dimension,
    I64Attr:$split_count,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle
  );
  let results = (outs Variadic<HLO_CollectiveTensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp
    : HLO_CollectiveInferredOp<"collective_broadcast"> {
  let summary = "broadcasts the first process's value to its group "
                "(spec: collective_broadcast)";
  let description = [{
    Every process in a group receives the `operand` of the group's first
    process; processes outside every group receive zeros.

    ```mlir
    %result = "stablehlo.collective_broadcast"(%operand) <{replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>
    ```
  }];
  let arguments = (ins
    HLO_CollectiveTensor:$operand,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle
  );
  let results = (outs HLO_CollectiveTensor);
  let hasVerifier = 1;
}

def StableHLO_CollectivePermuteOp
    : HLO_CollectiveInferredOp<"collective_permute"> {
  let summary = "sends values from sources to targets "
                "(spec: collective_permute)";
  let description = [{
    For every pair `[source, target]` of `source_target_pairs`, the target
    receives the source's `operand`; processes that are no target receive
    zeros.

    ```mlir
    %result = "stablehlo.collective_permute"(%operand) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins
    HLO_CollectiveTensor:$operand,
    I64ElementsAttr:$source_target_pairs,
    OptionalAttr<HLO_ChannelHandle>:$channel_handle
  );
  let results = (outs HLO_CollectiveTensor);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Point-to-point and host I/O
//===----------------------------------------------------------------------===//

def StableHLO_SendOp : HLO_CollectiveInferredOp<"send"> {
  let summary = "sends values over a channel (spec: send)";
  let description = [{
    Sends `inputs` over the channel `channel_handle` (to the host when
    `is_host_transfer`, otherwise to the targets of `source_target_pairs`)
    and produces a token.

    ```mlir
    %result = "stablehlo.send"(%operand, %token) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    HLO_Token:$token,
    HLO_ChannelHandle:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs
  );
  let results = (outs HLO_Token:$result);
  let hasVerifier = 1;
}

def StableHLO_RecvOp : StableHLO_Op<"recv"> {
  let summary = "receives values over a channel (spec: recv)";
  let description = [{
    Receives values from the channel `channel_handle` (from the host when
    `is_host_transfer`, otherwise from the sources of `source_target_pairs`).
    The results are the received tensors followed by a token.

    ```mlir
    %results:2 = "stablehlo.recv"(%token) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    ```
  }];
  let arguments = (ins
    HLO_Token:$token,
    HLO_ChannelHandle:$channel_handle,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
    OptionalAttr<I64ElementsAttr>:$source_target_pairs
  );
  let results = (outs Variadic<HLO_StaticTensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_InfeedOp : StableHLO_Op<"infeed"> {
  let summary = "reads values from the infeed (spec: infeed)";
  let description = [{
    Reads the result tensors from the infeed; the last result is a token.
    `layout` optionally gives the minor-to-major layout of each tensor.

    ```mlir
    %results:2 = "stablehlo.infeed"(%token) <{infeed_config = "", layout = [[1, 0]]}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    ```
  }];
  let arguments = (ins
    HLO_Token:$token,
    DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
    OptionalAttr<ArrayAttr>:$layout
  );
  let results = (outs Variadic<HLO_StaticTensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : HLO_CollectiveInferredOp<"outfeed"> {
  let summary = "writes values to the outfeed (spec: outfeed)";
  let description = [{
    ```mlir
    %result = "stablehlo.outfeed"(%input, %token) <{outfeed_config = ""}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    HLO_Token:$token,
    DefaultValuedStrAttr<StrAttr, "">:$outfeed_config
  );
  let results = (outs HLO_Token:$result);
}

#endif // KILN_DIALECT_STABLEHLO_COLLECTIVE_OPS
