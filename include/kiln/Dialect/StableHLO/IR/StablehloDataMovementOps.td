//===- StablehloDataMovementOps.td - data movement and shape ops ===//
//
// broadcast_in_dim, reshape, transpose, slice, concatenate, pad, iota, reverse,
// gather/scatter, the dynamic_* shape ops, tuples and dimension queries.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS
#define KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

// Ops whose result types the spec defines infer them; the declared result
// types are checked against the inferred ones by the compatibility rule of
// every op (HLO_CompatibleReturnTypes in StablehloBase.td).
defvar HLO_InferType = InferTypeOpAdaptor;

def HLO_ScalarI32Tensor : 0DTensorOf<[I32]>;

//===----------------------------------------------------------------------===//
// Broadcasting and reshaping
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure]> {
  let summary = "expands a tensor along new and size-1 dimensions (spec: broadcast_in_dim)";
  let description = [{
    Operand dimension `d` maps to result dimension `broadcast_dimensions[d]`;
    the result type is given explicitly.

    ```mlir
    %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure, HLO_InferType]> {
  let summary = "prepends dimensions to a tensor (not in the spec: legacy broadcast)";
  let description = [{
    The result shape is `broadcast_sizes` followed by the operand's shape.

    ```mlir
    %0 = stablehlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` custom<Dims>($broadcast_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim",
    [Pure]> {
  let summary = "broadcast_in_dim to a runtime shape (spec: dynamic_broadcast_in_dim)";
  let description = [{
    Like `broadcast_in_dim`, with the result shape given by the 1-d tensor
    `output_dimensions`. The optional hints list operand dimensions known to
    expand (size 1 broadcast to more) or known not to.

    ```mlir
    %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_DimensionTensor:$output_dimensions,
                       DenseI64ArrayAttr:$broadcast_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` custom<Dims>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure]> {
  let summary = "reinterprets a tensor with a new shape (spec: reshape)";
  let description = [{
    ```mlir
    %0 = stablehlo.reshape %x : (tensor<6xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure]> {
  let summary = "reshape to a runtime shape (spec: dynamic_reshape)";
  let description = [{
    ```mlir
    %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_DimensionTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure, HLO_InferType]> {
  let summary = "permutes the dimensions of a tensor (spec: transpose)";
  let description = [{
    Result dimension `i` is operand dimension `permutation[i]`.

    ```mlir
    %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($permutation)
      attr-dict `:` functional-type(operands, results)
  }];  let hasVerifier = 1;
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse", [Pure, HLO_InferType]> {
  let summary = "reverses a tensor along some dimensions (spec: reverse)";
  let description = [{
    ```mlir
    %0 = stablehlo.reverse %x, dims = [0] : tensor<4x6xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($dimensions)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Slicing, concatenation and padding
//===----------------------------------------------------------------------===//

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure, HLO_InferType]> {
  let summary = "extracts a strided static slice (spec: slice)";
  let description = [{
    Each dimension prints as `start:limit` or `start:limit:stride` (a stride
    of 1 is left out).

    ```mlir
    %0 = stablehlo.slice %x [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices,
                       DenseI64ArrayAttr:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice",
    [Pure, HLO_InferType]> {
  let summary = "extracts a slice at runtime start indices (spec: dynamic_slice)";
  let description = [{
    ```mlir
    %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [1, 2] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       Variadic<HLO_ScalarIntTensor>:$start_indices,
                       DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` custom<Dims>($slice_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice",
    [Pure, HLO_InferType]> {
  let summary = "overwrites a slice at runtime start indices (spec: dynamic_update_slice)";
  let description = [{
    ```mlir
    %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$update,
                       Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure]> {
  let summary = "strided slice with runtime bounds (spec: real_dynamic_slice)";
  let description = [{
    ```mlir
    %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_DimensionTensor:$start_indices,
                       HLO_DimensionTensor:$limit_indices,
                       HLO_DimensionTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate",
    [Pure, HLO_InferType]> {
  let summary = "joins tensors along one dimension (spec: concatenate)";
  let description = [{
    ```mlir
    %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure, HLO_InferType]> {
  let summary = "pads a tensor at its edges and between elements (spec: pad)";
  let description = [{
    Negative edge padding removes elements.

    ```mlir
    %0 = stablehlo.pad %x, %v, low = [1, 0], high = [-1, 2], interior = [1, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<7x8xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                       DenseI64ArrayAttr:$edge_padding_low,
                       DenseI64ArrayAttr:$edge_padding_high,
                       DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,`
      `low` `=` custom<Dims>($edge_padding_low) `,`
      `high` `=` custom<Dims>($edge_padding_high) `,`
      `interior` `=` custom<Dims>($interior_padding)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure]> {
  let summary = "pad with runtime padding amounts (spec: dynamic_pad)";
  let description = [{
    ```mlir
    %0 = stablehlo.dynamic_pad %x, %v, %low, %high, %interior : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                       HLO_DimensionTensor:$edge_padding_low,
                       HLO_DimensionTensor:$edge_padding_high,
                       HLO_DimensionTensor:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Iota
//===----------------------------------------------------------------------===//

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "counts up along one dimension (spec: iota)";
  let description = [{
    ```mlir
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "iota of a runtime shape (spec: dynamic_iota)";
  let description = [{
    ```mlir
    %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    ```
  }];
  let arguments = (ins HLO_DimensionTensor:$output_shape, I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Gather and scatter
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure, HLO_InferType]> {
  let summary = "gathers slices at runtime start indices (spec: gather)";
  let description = [{
    Printed in the generic form:

    ```mlir
    %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<2x1xi32>) -> tensor<2x6xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with runtime slice sizes (spec: dynamic_gather)";
  let description = [{
    Printed in the generic form:

    ```mlir
    %0 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                       HLO_DimensionTensor:$slice_sizes,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "combines updates into slices of the inputs (spec: scatter)";
  let description = [{
    Printed in the generic form, with the combiner as a region:

    ```mlir
    %0 = "stablehlo.scatter"(%x, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       HLO_IntTensor:$scatter_indices,
                       Variadic<HLO_Tensor>:$updates,
                       HLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let regions = (region SizedRegion<1>:$update_computation);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Dimension sizes
//===----------------------------------------------------------------------===//

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size",
    [Pure, HLO_InferType]> {
  let summary = "the size of one dimension, as tensor<i32> (spec: get_dimension_size)";
  let description = [{
    ```mlir
    %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs HLO_ScalarI32Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SetDimensionSizeOp : StableHLO_Op<"set_dimension_size",
    [Pure, HLO_InferType]> {
  let summary = "sets the runtime size of a bounded dimension (not in the spec: set_dimension_size)";
  let description = [{
    Used for bounded dynamism: the dimension becomes dynamic, bounded by the
    operand's size, unless `size` is a constant.

    ```mlir
    %0 = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<10>>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ScalarI32Tensor:$size,
                       I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure, HLO_InferType]> {
  let summary = "packs values into a tuple (spec: tuple)";
  let description = [{
    ```mlir
    %0 = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$val);
  let results = (outs HLO_Tuple:$result);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element",
    [Pure, HLO_InferType]> {
  let summary = "extracts one element of a tuple (spec: get_tuple_element)";
  let description = [{
    ```mlir
    %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    ```
  }];
  let arguments = (ins HLO_Tuple:$operand, I32Attr:$index);
  let results = (outs HLO_TensorOrTokenOrTuple:$result);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

#endif // KILN_DIALECT_STABLEHLO_DATA_MOVEMENT_OPS
