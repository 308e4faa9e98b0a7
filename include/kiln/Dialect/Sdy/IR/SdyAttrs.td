//===- SdyAttrs.td - meshes and tensor shardings --------------------------===//
//
// The structured attributes of the sdy dialect. Each has a hand-written
// parser and printer (SdyAttrs.cpp) that reproduce the textual forms JAX
// prints, e.g. `<["x"=2, "y"=2]>` and `<@mesh, [{"x", ?}p0, {}]>`.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_SDY_ATTRS
#define KILN_DIALECT_SDY_ATTRS

include "kiln/Dialect/Sdy/IR/SdyBase.td"

class Sdy_ArrayParam<string elem, string desc>
    : ArrayRefParameter<elem, desc> {
  let allocator = "$_dst = $_allocator.copyInto($_self);";
}

def Sdy_MeshAxisAttr : Sdy_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "a named mesh axis and its size: `\"x\"=2`";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        "int64_t":$size);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_MeshAttr : Sdy_Attr<"Mesh", "mesh"> {
  let summary = "a mesh: named axes and an optional device order";
  let description = [{
    `<["x"=2, "y"=4]>`, `<[]>` (the empty mesh), `<[], device_ids=[3]>` (a
    maximal mesh: one device) or `<["a"=2], device_ids=[1, 0]>`. A device
    list equal to iota(#devices) is dropped when parsed, so it never prints.
  }];
  let parameters = (ins Sdy_ArrayParam<"MeshAxisAttr", "mesh axes">:$axes,
                        Sdy_ArrayParam<"int64_t", "device order">:$device_ids);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The axis called `name`, or null when the mesh has none.
    MeshAxisAttr findAxis(llvm::StringRef name) const;
    /// Product of all axis sizes (1 for a mesh without axes).
    int64_t getTotalSize() const;
  }];
}

def Sdy_SubAxisInfoAttr : Sdy_Attr<"SubAxisInfo", "sub_axis_info"> {
  let summary = "a sub-axis `(pre_size)size` of a full mesh axis";
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_AxisRefAttr : Sdy_Attr<"AxisRef", "axis_ref"> {
  let summary = "a full mesh axis `\"x\"` or a sub-axis `\"x\":(1)2`";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        OptionalParameter<"SubAxisInfoAttr">:$sub_axis_info);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// `"x"` or `"x":(1)2`, as printed.
    std::string str() const;
  }];
}

def Sdy_DimensionShardingAttr
    : Sdy_Attr<"DimensionSharding", "dimension_sharding"> {
  let summary = "the axes one tensor dimension is sharded on: `{\"x\", ?}p1`";
  let parameters = (ins
      Sdy_ArrayParam<"AxisRefAttr", "axes, major to minor">:$axes,
      "bool":$is_closed,
      OptionalParameter<"std::optional<int64_t>">:$priority);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_TensorShardingAttr : Sdy_Attr<"TensorSharding", "sharding"> {
  let summary = "the sharding of one tensor over a mesh";
  let description =
      "    `#sdy.sharding<@mesh, [{\"x\"}, {}], replicated={\"y\"}, unreduced={\"z\"}>`:\n" #
      "    the mesh (a reference to an `sdy.mesh` or an inline `mesh<[...]>`), one\n" #
      "    dimension sharding per tensor dimension, and the axes the tensor is\n" #
      "    explicitly replicated or left unreduced on.\n";
  let parameters = (ins
      "::mlir::Attribute":$mesh_or_ref,
      Sdy_ArrayParam<"DimensionShardingAttr", "per dimension">:$dim_shardings,
      Sdy_ArrayParam<"AxisRefAttr", "replicated axes">:$replicated_axes,
      Sdy_ArrayParam<"AxisRefAttr", "unreduced axes">:$unreduced_axes);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getDimShardings().size(); }
    /// Checks this sharding against the `type` it annotates and the mesh it
    /// refers to, which is looked up from `anchor` when it is a reference.
    /// `what` names the annotated value in diagnostics.
    mlir::LogicalResult verifyFor(
        mlir::Type type, mlir::Operation *anchor,
        llvm::function_ref<mlir::InFlightDiagnostic()> emitError) const;
    /// The mesh of this sharding: the inline one, or the `sdy.mesh` symbol
    /// it names looked up from `anchor`. Null when the symbol is missing.
    MeshAttr resolveMesh(mlir::Operation *anchor) const;
  }];
}

def Sdy_TensorShardingPerValueAttr
    : Sdy_Attr<"TensorShardingPerValue", "sharding_per_value"> {
  let summary = "one sharding per value: `<[<@mesh, [{\"x\"}]>, ...]>`";
  let parameters = (ins
      Sdy_ArrayParam<"TensorShardingAttr", "per value">:$shardings);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_ManualAxesAttr : Sdy_Attr<"ManualAxes", "manual_axes"> {
  let summary = "the mesh axes a manual computation is manual on";
  let description = [{ Printed `{"x", "y"}` inside the op, `{}` when empty. }];
  let parameters = (ins Sdy_ArrayParam<"mlir::StringAttr", "axes">:$value);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_DimMappingAttr : Sdy_Attr<"DimMapping", "dim_mapping"> {
  let summary = "the factors one tensor dimension is made of: `ij`";
  let parameters = (ins Sdy_ArrayParam<"int64_t", "factor indices">:$factor_indices);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_TensorMappingAttr : Sdy_Attr<"TensorMapping", "tensor_mapping"> {
  let summary = "the factors of each dimension of a tensor: `[i, jk]`";
  let parameters = (ins Sdy_ArrayParam<"DimMappingAttr", "per dimension">:$dim_mappings);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_OpShardingRuleAttr : Sdy_Attr<"OpShardingRule", "op_sharding_rule"> {
  let summary = "how an op's dimensions map onto shardable factors";
  let description = [{
    Attached as `sdy.sharding_rule` (e.g. by `custom_partitioning`):
    `<([i, j], [j, k])->([i, k]) {i=8, j=4, k=2} reduction={j}, custom>`.
    Factors are named `i` ... `z`, then `z_1`, `z_2`, ...; a dimension made
    of several factors concatenates their names.
  }];
  let parameters = (ins
      Sdy_ArrayParam<"int64_t", "factor sizes">:$factor_sizes,
      Sdy_ArrayParam<"TensorMappingAttr", "operand mappings">:$operand_mappings,
      Sdy_ArrayParam<"TensorMappingAttr", "result mappings">:$result_mappings,
      Sdy_ArrayParam<"int64_t", "reduction factors">:$reduction_factors,
      Sdy_ArrayParam<"int64_t", "factors needing replication">:$need_replication_factors,
      Sdy_ArrayParam<"int64_t", "permutation factors">:$permutation_factors,
      "bool":$is_custom_rule);
  let hasCustomAssemblyFormat = 1;
}

#endif // KILN_DIALECT_SDY_ATTRS
