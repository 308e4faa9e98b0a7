//===- StablehloControlFlowOps.td - regions and control flow ---------------===//
//
// Ops that carry regions or call other code: return, while, if, case, map,
// optimization_barrier, reduce, reduce_window, select_and_scatter, sort,
// composite and custom_call.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS
#define KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

// Result types of these ops are checked against the inferred ones by the
// compatibility rule of every op (HLO_CompatibleReturnTypes in
// StablehloBase.td).
class HLO_InferredResultsOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<InferTypeOpInterface>])>;

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "terminates the region of a StableHLO op";
  let description = [{
    Returns the values of a region (the body of `while`, `reduce`, ...) to
    the op that owns it.

    ```mlir
    stablehlo.return %x : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : HLO_InferredResultsOp<"while", [
    RecursiveMemoryEffects, SingleBlock,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
                              ["getAsmBlockArgumentNames"]>]> {
  let summary = "loops while a condition holds (spec: while)";
  let description = [{
    Runs `body` as long as `cond` returns true, threading the loop-carried
    values through both regions. The results are the final values.

    ```mlir
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %x) : tensor<i32>, tensor<4xf32>
    cond {
      ...
      stablehlo.return %p : tensor<i1>
    } do {
      ...
      stablehlo.return %i, %v : tensor<i32>, tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$operand);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def StableHLO_IfOp : HLO_InferredResultsOp<"if", [
    RecursiveMemoryEffects, SingleBlock]> {
  let summary = "runs one of two regions (spec: if)";
  let description = [{
    Runs `true_branch` when `pred` is true, `false_branch` otherwise, and
    yields the values the chosen branch returns.

    ```mlir
    %r = "stablehlo.if"(%pred) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    ```
  }];
  let arguments = (ins HLO_ScalarPredTensor:$pred);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
}

def StableHLO_CaseOp : HLO_InferredResultsOp<"case", [
    RecursiveMemoryEffects, SingleBlock]> {
  let summary = "runs one of several regions (spec: case)";
  let description = [{
    Runs `branches[index]`, or the last branch when `index` is out of range,
    and yields the values it returns.

    ```mlir
    %r = "stablehlo.case"(%i) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
}

def StableHLO_MapOp : HLO_InferredResultsOp<"map", [
    RecursiveMemoryEffects, SingleBlock]> {
  let summary = "applies a scalar function elementwise (spec: map)";
  let description = [{
    Applies `computation` to the elements of `inputs` at each index.

    ```mlir
    %r = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor);
  let regions = (region SizedRegion<1>:$computation);
}

def StableHLO_OptimizationBarrierOp : HLO_InferredResultsOp<
    "optimization_barrier", [Pure]> {
  let summary = "keeps optimizations from moving code across it "
                "(spec: optimization_barrier)";
  let description = [{
    Returns its operands unchanged; computations may not be moved across it.

    ```mlir
    %0:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrToken>:$operand);
  let results = (outs Variadic<HLO_TensorOrToken>:$result);
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
}

//===----------------------------------------------------------------------===//
// Reductions, windows and sorting
//===----------------------------------------------------------------------===//

def StableHLO_ReduceOp : HLO_InferredResultsOp<"reduce", [
    RecursiveMemoryEffects, SameVariadicOperandSize, SingleBlock]> {
  let summary = "reduces tensors along dimensions (spec: reduce)";
  let description = [{
    Reduces `inputs` along `dimensions` with `body`, starting from
    `init_values`. A body that is one commutative binary op on the block
    arguments prints compactly:

    ```mlir
    %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    ```

    otherwise the body follows the `reducer` keyword, its arguments paired
    as (element, accumulator) per input:

    ```mlir
    %0:2 = stablehlo.reduce(%x init: %c), (%i init: %d) across dimensions = [1] : (...) -> (...)
     reducer(%a: tensor<f32>, %b: tensor<f32>) (%p: tensor<i32>, %q: tensor<i32>)  {
      ...
    }
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ReduceWindowOp : HLO_InferredResultsOp<"reduce_window", [
    RecursiveMemoryEffects, SameVariadicOperandSize, SingleBlock]> {
  let summary = "reduces windows of tensors (spec: reduce_window)";
  let description = [{
    Applies `body` to the windows of `inputs` (with strides, dilations and
    padding) and produces one value per window.

    ```mlir
    %0 = "stablehlo.reduce_window"(%x, %c) <{padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 4, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
}

def StableHLO_SelectAndScatterOp : HLO_InferredResultsOp<"select_and_scatter",
    [RecursiveMemoryEffects]> {
  let summary = "scatters values to the element each window selects "
                "(spec: select_and_scatter)";
  let description = [{
    For every window of `operand`, `select` picks one element; the matching
    value of `source` is combined into the result at that position with
    `scatter`.

    ```mlir
    %r = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$source,
                       HLO_Tensor:$init_value,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs HLO_Tensor);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
}

def StableHLO_SortOp : HLO_InferredResultsOp<"sort", [
    RecursiveMemoryEffects]> {
  let summary = "sorts tensors along a dimension (spec: sort)";
  let description = [{
    Sorts the slices of `inputs` along `dimension` together, ordered by
    `comparator`, which receives one pair of scalars per input.

    ```mlir
    %0:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>, %x1: tensor<i32>, %y1: tensor<i32>):
      %p = stablehlo.compare LT, %x0, %y0, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

def StableHLO_CompositeOp : StableHLO_Op<"composite",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a named op defined by a decomposition function "
                "(spec: composite)";
  let description = [{
    An op known by `name` to those that understand it, and otherwise
    equivalent to calling `decomposition`.

    ```mlir
    %0 = stablehlo.composite "my.op" %a, %b {composite_attributes = {alpha = 2.000000e+00 : f64}, decomposition = @my.op} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
                       StrAttr:$name,
                       DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                       FlatSymbolRefAttr:$decomposition,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_CustomCallApiVersionProp : DefaultValuedOptionalAttr<
    HLO_CustomCallApiVersion,
    "static_cast<int32_t>(::kiln::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL)">;

def HLO_LayoutArrayAttr : TypedArrayAttrBase<IndexElementsAttr,
    "array of layouts (minor-to-major dimension lists)">;

def HLO_FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
    "array of flat symbol references"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

def HLO_OutputOperandAliasArrayAttr : TypedArrayAttrBase<HLO_OutputOperandAlias,
    "array of output_operand_alias">;

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "calls code the compiler does not know (spec: custom_call)";
  let description = [{
    Calls `call_target_name`, an implementation-defined target, with
    `backend_config` (a string, or a dictionary for the typed FFI,
    `api_version = 4`).

    ```mlir
    %0 = stablehlo.custom_call @my_target(%x) {backend_config = "", has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
                       StrAttr:$call_target_name,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
                       OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
                       HLO_CustomCallApiVersionProp:$api_version,
                       DefaultValuedOptionalAttr<HLO_FlatSymbolRefArrayAttr, "{}">:$called_computations,
                       OptionalAttr<HLO_LayoutArrayAttr>:$operand_layouts,
                       OptionalAttr<HLO_LayoutArrayAttr>:$result_layouts,
                       DefaultValuedOptionalAttr<HLO_OutputOperandAliasArrayAttr, "{}">:$output_operand_aliases);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)` attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // KILN_DIALECT_STABLEHLO_CONTROLFLOW_OPS
