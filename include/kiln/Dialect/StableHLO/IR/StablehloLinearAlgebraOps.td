//===- StablehloLinearAlgebraOps.td - linear algebra and numerics ===//
//
// dot_general (and the legacy dot / einsum / unary_einsum), convolution and
// dynamic_conv, fft, cholesky, triangular_solve, the batch_norm_* ops, rng
// and rng_bit_generator.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS
#define KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

// Ops whose result shape the spec defines but whose element type it leaves
// to the producer (dot_general, convolution): the shape is inferred and the
// verifier checks the declared result against it.
defvar HLO_InferShape = DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                                                  ["inferReturnTypeComponents"]>;

// Tensors of floating-point type or per-tensor quantized tensors.
def HLO_FpOrPerTensorQuantTensor
    : HLO_TensorOf<[HLO_Float, HLO_PerTensorQuantizedInt]>;
def HLO_FpComplexOrPerTensorQuantTensor
    : HLO_TensorOf<[HLO_Float, HLO_Complex, HLO_PerTensorQuantizedInt]>;
def HLO_Fp1DTensor : 1DTensorOf<[HLO_Float, HLO_PerTensorQuantizedInt]>;
def HLO_PredIntOrFpScalar : 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>;
def HLO_PredIntOrFpTensor : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float]>;
def HLO_IntOrFpTensor : HLO_TensorOf<[HLO_Int, HLO_Float]>;
def HLO_RngStateTensor : 1DTensorOf<[UI64]>;
def HLO_PaddingTensor : 2DTensorOf<[HLO_Int]>;

//===----------------------------------------------------------------------===//
// dot_general and the legacy products
//===----------------------------------------------------------------------===//

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general",
    [Pure, HLO_InferShape]> {
  let summary = "generalized dot product (spec: dot_general)";
  let description = [{
    Contracts `lhs` and `rhs` over the contracting dimensions, batched over
    the batching dimensions. `precision_config` and `algorithm` trade speed
    for accuracy.

    ```mlir
    %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
           contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT]
           : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    HLO_DotDimensionNumbers:$dot_dimension_numbers,
    OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config,
    OptionalAttr<HLO_DotAlgorithm>:$algorithm);
  let results = (outs HLO_Tensor:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let summary = "legacy matrix/vector product (spec: dot, not in HLO)";
  let description = [{
    The product of a vector or matrix `lhs` with a vector or matrix `rhs`,
    contracting the last dimension of `lhs` with the first of `rhs`. Kept for
    old programs; new ones use `dot_general`.

    ```mlir
    %r = stablehlo.dot %a, %b, precision = [HIGH, DEFAULT]
           : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_EinsumOp : StableHLO_Op<"einsum", [Pure]> {
  let summary = "legacy two-operand Einstein summation (spec: einsum, not in HLO)";
  let description = [{
    ```mlir
    %r = stablehlo.einsum %a, %b, config = "ab,bc->ac"
           : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_UnaryEinsumOp : StableHLO_Op<"unary_einsum", [Pure]> {
  let summary = "legacy one-operand Einstein summation (spec: unary_einsum, not in HLO)";
  let description = [{
    ```mlir
    %r = stablehlo.unary_einsum %a, config = "ab->a"
           : (tensor<3x4xf32>) -> tensor<3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution",
    [Pure, HLO_InferShape]> {
  let summary = "windowed dot products of lhs and the kernel rhs (spec: convolution)";
  let description = [{
    Slides the kernel `rhs` over `lhs` (after padding and dilation) and
    computes a dot product per window. The pretty form spells the dimension
    numbers as a layout and gathers the window attributes in `window = {...}`;
    absent window attributes are left out.

    ```mlir
    %r = stablehlo.convolution(%x, %w)
           dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
           window = {stride = [1, 1], pad = [[3, 4], [3, 4]],
                     lhs_dilate = [1, 1], rhs_dilate = [1, 1],
                     reverse = [false, false]}
           {batch_group_count = 1 : i64, feature_group_count = 1 : i64,
            precision_config = [#stablehlo<precision DEFAULT>,
                                #stablehlo<precision DEFAULT>]}
           : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x15x15xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    HLO_ConvDimensionNumbers:$dimension_numbers,
    I64Attr:$feature_group_count,
    I64Attr:$batch_group_count,
    OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_DynamicConvOp : StableHLO_Op<"dynamic_conv", [Pure]> {
  let summary = "convolution with a runtime padding operand (spec: dynamic_conv, not yet specified)";
  let description = [{
    Like `convolution`, but the low/high padding of each spatial dimension
    comes from the `[N-2, 2]` tensor `padding`. The pretty form is
    convolution's, with the padding as the third operand and no `pad` in
    the window.

    ```mlir
    %r = stablehlo.dynamic_conv(%x, %w, %pad)
           dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
           window = {stride = [1, 1], lhs_dilate = [1, 1]}
           {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
           : (tensor<1x3x10x10xf32>, tensor<6x3x3x3xf32>, tensor<2x2xi64>) -> tensor<1x6x?x?xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    HLO_PaddingTensor:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    HLO_ConvDimensionNumbers:$dimension_numbers,
    I64Attr:$feature_group_count,
    I64Attr:$batch_group_count,
    OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// fft, cholesky, triangular_solve
//===----------------------------------------------------------------------===//

def StableHLO_FftOp : StableHLO_Op<"fft", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "forward and inverse Fourier transforms (spec: fft)";
  let description = [{
    ```mlir
    %r = stablehlo.fft %x, type = RFFT, length = [16]
           : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand,
                       HLO_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` `` $fft_type `,` `length` `=` custom<Dims>($fft_length)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Cholesky decomposition of a batch of matrices (spec: cholesky)";
  let description = [{
    ```mlir
    %r = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrPerTensorQuantTensor:$a,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpComplexOrPerTensorQuantTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
  let hasVerifier = 1;
}

def StableHLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "solves triangular systems of linear equations (spec: triangular_solve)";
  let description = [{
    Printed in the generic form:

    ```mlir
    %x = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true,
           transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}>
           : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrPerTensorQuantTensor:$a,
                       HLO_FpComplexOrPerTensorQuantTensor:$b,
                       BoolAttr:$left_side,
                       BoolAttr:$lower,
                       BoolAttr:$unit_diagonal,
                       HLO_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpComplexOrPerTensorQuantTensor:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Batch normalization (generic form)
//===----------------------------------------------------------------------===//

def StableHLO_BatchNormInferenceOp : StableHLO_Op<"batch_norm_inference", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "normalizes with a given mean and variance (spec: batch_norm_inference)";
  let description = [{
    ```mlir
    %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var)
           <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}>
           : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>,
              tensor<3xf32>) -> tensor<2x3x4xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrPerTensorQuantTensor:$operand,
                       HLO_Fp1DTensor:$scale,
                       HLO_Fp1DTensor:$offset,
                       HLO_Fp1DTensor:$mean,
                       HLO_Fp1DTensor:$variance,
                       F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "normalizes over the batch and spatial dimensions (spec: batch_norm_training)";
  let description = [{
    ```mlir
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%x, %scale, %offset)
           <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}>
           : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
           -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins HLO_FpOrPerTensorQuantTensor:$operand,
                       HLO_Fp1DTensor:$scale,
                       HLO_Fp1DTensor:$offset,
                       F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantTensor:$output,
                      HLO_Fp1DTensor:$batch_mean,
                      HLO_Fp1DTensor:$batch_var);
  let hasVerifier = 1;
}

def StableHLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "gradients of batch_norm_training (spec: batch_norm_grad)";
  let description = [{
    ```mlir
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(
           %x, %scale, %mean, %var, %grad)
           <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}>
           : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>,
              tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins HLO_FpOrPerTensorQuantTensor:$operand,
                       HLO_Fp1DTensor:$scale,
                       HLO_Fp1DTensor:$mean,
                       HLO_Fp1DTensor:$variance,
                       HLO_FpOrPerTensorQuantTensor:$grad_output,
                       F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpOrPerTensorQuantTensor:$grad_operand,
                      HLO_Fp1DTensor:$grad_scale,
                      HLO_Fp1DTensor:$grad_offset);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

def StableHLO_RngOp : StableHLO_Op<"rng", []> {
  let summary = "random numbers of a given distribution (spec: rng)";
  let description = [{
    ```mlir
    %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM
           : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins HLO_PredIntOrFpScalar:$a,
                       HLO_PredIntOrFpScalar:$b,
                       HLO_DimensionTensor:$shape,
                       HLO_RngDistributionAttr:$rng_distribution);
  let results = (outs HLO_PredIntOrFpTensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` `` $rng_distribution attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "uniform random bits and the next generator state (spec: rng_bit_generator)";
  let description = [{
    ```mlir
    %output_state, %output = stablehlo.rng_bit_generator %state, algorithm = DEFAULT
           : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
    ```
  }];
  let arguments = (ins HLO_RngStateTensor:$initial_state,
                       HLO_RngAlgorithmAttr:$rng_algorithm);
  let results = (outs HLO_RngStateTensor:$output_state,
                      HLO_IntOrFpTensor:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` `` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS
