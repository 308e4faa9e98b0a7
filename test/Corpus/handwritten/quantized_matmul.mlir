module @quantized_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<8x4x!quant.uniform<i8:f32, 0.0078431372549019607>>) -> tensor<2x4xf32> {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x8xf32>) -> tensor<2x8x!quant.uniform<i8:f32, 0.023529411764705882:-3>>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<2x8x!quant.uniform<i8:f32, 0.023529411764705882:-3>>, tensor<8x4x!quant.uniform<i8:f32, 0.0078431372549019607>>) -> tensor<2x4x!quant.uniform<i32:f32, 1.8454440599769317E-4:-3>>
    %2 = stablehlo.uniform_quantize %1 : (tensor<2x4x!quant.uniform<i32:f32, 1.8454440599769317E-4:-3>>) -> tensor<2x4x!quant.uniform<i8:f32, 5.000000e-02:4>>
    %3 = stablehlo.uniform_dequantize %2 : (tensor<2x4x!quant.uniform<i8:f32, 5.000000e-02:4>>) -> tensor<2x4xf32>
    return %3 : tensor<2x4xf32>
  }
  func.func public @per_axis(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2xf32> {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-02>>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-02>>, tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {5.000000e-03,1.000000e-02}>>
    %2 = stablehlo.uniform_dequantize %1 : (tensor<2x2x!quant.uniform<i32:f32:1, {5.000000e-03,1.000000e-02}>>) -> tensor<2x2xf32>
    %3 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32>
    %4 = stablehlo.uniform_quantize %3 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-02>>
    %5 = stablehlo.add %4, %0 : tensor<2x3x!quant.uniform<i8:f32, 5.000000e-02>>
    %6 = stablehlo.uniform_dequantize %5 : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-02>>) -> tensor<2x3xf32>
    %7 = stablehlo.slice %6 [0:2, 0:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %8 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {1.000000e-01,2.000000e-01}>>) -> tensor<2x2xf32>
    %9 = stablehlo.add %2, %7 : tensor<2x2xf32>
    %10 = stablehlo.add %9, %8 : tensor<2x2xf32>
    return %10 : tensor<2x2xf32>
  }
}
