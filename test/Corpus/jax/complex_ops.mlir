module @jit_complex_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<5xcomplex<f32>>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<5xcomplex<f32>>
    %1 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %2 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %3 = stablehlo.negate %2 : tensor<5xf32>
    %4 = stablehlo.complex %1, %3 : tensor<5xcomplex<f32>>
    %5 = stablehlo.abs %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %6 = call @angle(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %7 = stablehlo.exponential %arg0 : tensor<5xcomplex<f32>>
    %8 = stablehlo.log %arg0 : tensor<5xcomplex<f32>>
    %9 = stablehlo.sqrt %arg0 : tensor<5xcomplex<f32>>
    %10 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %11 = stablehlo.imag %arg1 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %12 = stablehlo.add %10, %11 : tensor<5xf32>
    %13 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xcomplex<f32>>) -> tensor<5x1xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<5x1xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %17 = stablehlo.multiply %15, %16 : tensor<5x5xcomplex<f32>>
    %18 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %19 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %20 = stablehlo.real %arg1 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %21 = stablehlo.complex %19, %20 : tensor<5xcomplex<f32>>
    return %0, %4, %5, %6, %7, %8, %9, %12, %18, %21 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xf32>, tensor<5xf32>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xf32>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<5xcomplex<f32>>) -> tensor<5xf32> {
    %0 = stablehlo.real %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
