module @jit_transformer_block attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x16xf32>, %arg1: tensor<16x48xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x8x16xf32>
    %7 = stablehlo.reduce(%6 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x8x16xf32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.dot_general %23, %arg1, contracting_dims = [2] x [0] : (tensor<2x8x16xf32>, tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %25 = stablehlo.slice %24 [0:2, 0:8, 0:16] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %26 = stablehlo.slice %24 [0:2, 0:8, 16:32] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %27 = stablehlo.slice %24 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %28 = stablehlo.reshape %25 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %29 = stablehlo.reshape %26 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %30 = stablehlo.reshape %27 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %31 = stablehlo.dot_general %28, %29, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x2x8x8xf32>
    %34 = stablehlo.reduce(%33 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2x2x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<2x2x8x8xf32>
    %40 = stablehlo.exponential %39 : tensor<2x2x8x8xf32>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.dot_general %30, %44, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %48 = stablehlo.dot_general %47, %arg2, contracting_dims = [2] x [0] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %49 = stablehlo.add %arg0, %48 : tensor<2x8x16xf32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %52 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<2x8x16xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<2x8x16xf32>
    %57 = stablehlo.reduce(%56 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<2x8x1xf32>
    %61 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %62 = stablehlo.subtract %49, %61 : tensor<2x8x16xf32>
    %63 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x8x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x8x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %67 = stablehlo.multiply %62, %66 : tensor<2x8x16xf32>
    %68 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x8x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x8x16xf32>
    %74 = stablehlo.dot_general %73, %arg3, contracting_dims = [2] x [0] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x8x32xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<2x8x32xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2x8x32xf32>
    %80 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<2x8x32xf32>
    %82 = stablehlo.add %77, %81 : tensor<2x8x32xf32>
    %83 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<2x8x32xf32>
    %85 = stablehlo.tanh %84 : tensor<2x8x32xf32>
    %86 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.add %86, %85 : tensor<2x8x32xf32>
    %88 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<2x8x32xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.dot_general %90, %arg5, contracting_dims = [2] x [0] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.add %49, %91 : tensor<2x8x16xf32>
    %93 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x8x16xf32>
    return %95 : tensor<2x8x16xf32>
  }
}
