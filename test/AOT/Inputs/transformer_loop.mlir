module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128xf32>) -> (tensor<128x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<128x128xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg_0) : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %2, %1 : tensor<i32>, tensor<128x128xf32>
    }
    return %0#1 : tensor<128x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16384xf32>
    %cst = stablehlo.constant dense<3.700000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16384xf32>
    %3 = stablehlo.sine %2 : tensor<16384xf32>
    %4 = stablehlo.reshape %3 : (tensor<16384xf32>) -> tensor<128x128xf32>
    %cst_0 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x128xf32>
    %7 = stablehlo.iota dim = 0 : tensor<16384xf32>
    %cst_1 = stablehlo.constant dense<3.800000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<16384xf32>
    %10 = stablehlo.sine %9 : tensor<16384xf32>
    %11 = stablehlo.reshape %10 : (tensor<16384xf32>) -> tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<128x128xf32>
    %14 = stablehlo.iota dim = 0 : tensor<16384xf32>
    %cst_3 = stablehlo.constant dense<3.900000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<16384xf32>
    %17 = stablehlo.sine %16 : tensor<16384xf32>
    %18 = stablehlo.reshape %17 : (tensor<16384xf32>) -> tensor<128x128xf32>
    %cst_4 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<128x128xf32>
    %21 = stablehlo.iota dim = 0 : tensor<16384xf32>
    %cst_5 = stablehlo.constant dense<4.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<16384xf32>
    %24 = stablehlo.sine %23 : tensor<16384xf32>
    %25 = stablehlo.reshape %24 : (tensor<16384xf32>) -> tensor<128x128xf32>
    %cst_6 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<128x128xf32>
    %28 = stablehlo.iota dim = 0 : tensor<65536xf32>
    %cst_7 = stablehlo.constant dense<4.100000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<65536xf32>
    %31 = stablehlo.sine %30 : tensor<65536xf32>
    %32 = stablehlo.reshape %31 : (tensor<65536xf32>) -> tensor<128x512xf32>
    %cst_8 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<128x512xf32>
    %35 = stablehlo.iota dim = 0 : tensor<65536xf32>
    %cst_9 = stablehlo.constant dense<4.200000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<65536xf32>
    %38 = stablehlo.sine %37 : tensor<65536xf32>
    %39 = stablehlo.reshape %38 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %cst_10 = stablehlo.constant dense<0.0441941731> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<512x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%arg0 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<128x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %47 = stablehlo.subtract %arg0, %46 : tensor<128x128xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<128x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<128x1xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %54 = stablehlo.subtract %arg0, %53 : tensor<128x128xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %56 = stablehlo.add %52, %55 : tensor<128x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<128x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<128x128xf32>
    %60 = stablehlo.dot_general %59, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %61 = stablehlo.dot_general %59, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %62 = stablehlo.dot_general %59, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %63 = stablehlo.reshape %60 : (tensor<128x128xf32>) -> tensor<128x2x64xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0, 2] : (tensor<128x2x64xf32>) -> tensor<2x128x64xf32>
    %65 = stablehlo.reshape %61 : (tensor<128x128xf32>) -> tensor<128x2x64xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0, 2] : (tensor<128x2x64xf32>) -> tensor<2x128x64xf32>
    %67 = stablehlo.reshape %62 : (tensor<128x128xf32>) -> tensor<128x2x64xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0, 2] : (tensor<128x2x64xf32>) -> tensor<2x128x64xf32>
    %69 = stablehlo.transpose %66, dims = [0, 2, 1] : (tensor<2x128x64xf32>) -> tensor<2x64x128xf32>
    %70 = stablehlo.dot_general %64, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x128x64xf32>, tensor<2x64x128xf32>) -> tensor<2x128x128xf32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %72 = stablehlo.divide %70, %71 : tensor<2x128x128xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_17) applies stablehlo.maximum across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<2x128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<2x128x128xf32>
    %79 = stablehlo.exponential %78 : tensor<2x128x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %83 = stablehlo.divide %79, %82 : tensor<2x128x128xf32>
    %84 = stablehlo.dot_general %83, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x128x128xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0, 2] : (tensor<2x128x64xf32>) -> tensor<128x2x64xf32>
    %86 = stablehlo.reshape %85 : (tensor<128x2x64xf32>) -> tensor<128x128xf32>
    %87 = stablehlo.dot_general %86, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %88 = stablehlo.add %arg0, %87 : tensor<128x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<128x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %94 = stablehlo.subtract %88, %93 : tensor<128x128xf32>
    %95 = stablehlo.multiply %94, %94 : tensor<128x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %99 = stablehlo.divide %97, %98 : tensor<128x1xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %101 = stablehlo.subtract %88, %100 : tensor<128x128xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %103 = stablehlo.add %99, %102 : tensor<128x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<128x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %106 = stablehlo.multiply %101, %105 : tensor<128x128xf32>
    %107 = stablehlo.dot_general %106, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<128x512xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<128x512xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<128x512xf32>
    %112 = stablehlo.add %107, %111 : tensor<128x512xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<128x512xf32>
    %115 = stablehlo.tanh %114 : tensor<128x512xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %117 = stablehlo.add %116, %115 : tensor<128x512xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<128x512xf32>
    %120 = stablehlo.multiply %107, %119 : tensor<128x512xf32>
    %121 = stablehlo.dot_general %120, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<512x128xf32>) -> tensor<128x128xf32>
    %122 = stablehlo.add %88, %121 : tensor<128x128xf32>
    return %122 : tensor<128x128xf32>
  }
}
