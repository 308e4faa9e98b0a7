module @composite attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.composite "kiln.tanh_gelu" %arg0 {composite_attributes = {approximate = true, scale = dense<5.000000e-01> : tensor<f32>}, decomposition = @kiln.tanh_gelu.impl, version = 2 : i32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1:2 = stablehlo.composite "kiln.split_halves" %0 {decomposition = @kiln.split_halves.impl} : (tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %2 = stablehlo.concatenate %1#1, %1#0, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @kiln.tanh_gelu.impl(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<4x8xf32>
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x8xf32>
    %2 = stablehlo.multiply %1, %cst_2 : tensor<4x8xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x8xf32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<4x8xf32>
    %5 = stablehlo.tanh %4 : tensor<4x8xf32>
    %6 = stablehlo.add %5, %cst_0 : tensor<4x8xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %cst : tensor<4x8xf32>
    return %8 : tensor<4x8xf32>
  }
  func.func private @kiln.split_halves.impl(%arg0: tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.slice %arg0 [0:4, 0:4] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.slice %arg0 [0:4, 4:8] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
  }
}
