module @jit_unrolled_decoder attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x16xf32>, %arg1: tensor<4x16x48xf32>, %arg2: tensor<4x16x16xf32>, %arg3: tensor<4x16x32xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<4x32x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<4x16xf32>, %arg8: tensor<4x16xf32>) -> (tensor<2x8x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %2 = stablehlo.slice %arg7 [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16xf32>) -> tensor<16xf32>
    %4 = stablehlo.slice %arg8 [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %11 = stablehlo.subtract %arg0, %10 : tensor<2x8x16xf32>
    %12 = chlo.square %11 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x8x1xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %18 = stablehlo.subtract %arg0, %17 : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x8x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<2x8x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2x8x16xf32>
    %27 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x8x16xf32>
    %30 = stablehlo.slice %arg1 [0:1, 0:16, 0:48] : (tensor<4x16x48xf32>) -> tensor<1x16x48xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x16x48xf32>) -> tensor<16x48xf32>
    %32 = stablehlo.dot_general %29, %31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %33 = stablehlo.slice %32 [0:2, 0:8, 0:16] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.slice %32 [0:2, 0:8, 16:32] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %35 = stablehlo.slice %32 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %36 = stablehlo.reshape %33 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.reshape %34 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %38 = stablehlo.reshape %35 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %39 = stablehlo.dot_general %36, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x2x8x8xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %42 = call @_where(%1, %41, %cst_5) : (tensor<8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x2x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<2x2x8x8xf32>
    %49 = stablehlo.exponential %48 : tensor<2x2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.divide %49, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.dot_general %38, %53, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %57 = stablehlo.slice %arg2 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %59 = stablehlo.dot_general %56, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %60 = stablehlo.add %arg0, %59 : tensor<2x8x16xf32>
    %61 = stablehlo.slice %arg7 [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x16xf32>) -> tensor<16xf32>
    %63 = stablehlo.slice %arg8 [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<2x8x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %70 = stablehlo.subtract %60, %69 : tensor<2x8x16xf32>
    %71 = chlo.square %70 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x8x1xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %77 = stablehlo.subtract %60, %76 : tensor<2x8x16xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %79 = stablehlo.add %75, %78 : tensor<2x8x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<2x8x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %82 = stablehlo.multiply %77, %81 : tensor<2x8x16xf32>
    %83 = stablehlo.broadcast_in_dim %62, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<2x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %64, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x8x16xf32>
    %89 = stablehlo.slice %arg3 [0:1, 0:16, 0:32] : (tensor<4x16x32xf32>) -> tensor<1x16x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.dot_general %88, %90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.slice %arg4 [0:1, 0:32] : (tensor<4x32xf32>) -> tensor<1x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x32xf32>) -> tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.add %91, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.multiply %96, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<2x8x32xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<2x8x32xf32>
    %101 = stablehlo.add %96, %100 : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x8x32xf32>
    %104 = stablehlo.tanh %103 : tensor<2x8x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %105, %104 : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x8x32xf32>
    %109 = stablehlo.multiply %96, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.slice %arg5 [0:1, 0:32, 0:16] : (tensor<4x32x16xf32>) -> tensor<1x32x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %112 = stablehlo.dot_general %109, %111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %113 = stablehlo.add %60, %112 : tensor<2x8x16xf32>
    %114 = stablehlo.slice %arg6 [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x16xf32>) -> tensor<16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %118 = stablehlo.add %113, %117 : tensor<2x8x16xf32>
    %119 = stablehlo.slice %arg7 [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x16xf32>) -> tensor<16xf32>
    %121 = stablehlo.slice %arg8 [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%118 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<2x8x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %128 = stablehlo.subtract %118, %127 : tensor<2x8x16xf32>
    %129 = chlo.square %128 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<2x8x1xf32>
    %134 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %135 = stablehlo.subtract %118, %134 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<2x8x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<2x8x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %140 = stablehlo.multiply %135, %139 : tensor<2x8x16xf32>
    %141 = stablehlo.broadcast_in_dim %120, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<2x8x16xf32>
    %144 = stablehlo.broadcast_in_dim %122, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %146 = stablehlo.add %143, %145 : tensor<2x8x16xf32>
    %147 = stablehlo.slice %arg1 [1:2, 0:16, 0:48] : (tensor<4x16x48xf32>) -> tensor<1x16x48xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x16x48xf32>) -> tensor<16x48xf32>
    %149 = stablehlo.dot_general %146, %148, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %150 = stablehlo.slice %149 [0:2, 0:8, 0:16] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %151 = stablehlo.slice %149 [0:2, 0:8, 16:32] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %152 = stablehlo.slice %149 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %153 = stablehlo.reshape %150 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %154 = stablehlo.reshape %151 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %155 = stablehlo.reshape %152 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %156 = stablehlo.dot_general %153, %154, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_23 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %158 = stablehlo.divide %156, %157 : tensor<2x2x8x8xf32>
    %cst_24 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %159 = call @_where(%1, %158, %cst_24) : (tensor<8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %162 = stablehlo.maximum %161, %160 : tensor<2x2x8xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %165 = stablehlo.subtract %159, %164 : tensor<2x2x8x8xf32>
    %166 = stablehlo.exponential %165 : tensor<2x2x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %170 = stablehlo.divide %166, %169 : tensor<2x2x8x8xf32>
    %171 = stablehlo.dot_general %155, %170, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.transpose %171, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %174 = stablehlo.slice %arg2 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %176 = stablehlo.dot_general %173, %175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %177 = stablehlo.add %118, %176 : tensor<2x8x16xf32>
    %178 = stablehlo.slice %arg7 [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x16xf32>) -> tensor<16xf32>
    %180 = stablehlo.slice %arg8 [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%177 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %185 = stablehlo.divide %183, %184 : tensor<2x8x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %187 = stablehlo.subtract %177, %186 : tensor<2x8x16xf32>
    %188 = chlo.square %187 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<2x8x1xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %194 = stablehlo.subtract %177, %193 : tensor<2x8x16xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %196 = stablehlo.add %192, %195 : tensor<2x8x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<2x8x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %199 = stablehlo.multiply %194, %198 : tensor<2x8x16xf32>
    %200 = stablehlo.broadcast_in_dim %179, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<2x8x16xf32>
    %203 = stablehlo.broadcast_in_dim %181, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %205 = stablehlo.add %202, %204 : tensor<2x8x16xf32>
    %206 = stablehlo.slice %arg3 [1:2, 0:16, 0:32] : (tensor<4x16x32xf32>) -> tensor<1x16x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.dot_general %205, %207, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.slice %arg4 [1:2, 0:32] : (tensor<4x32xf32>) -> tensor<1x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<1x32xf32>) -> tensor<32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.add %208, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<2x8x32xf32>
    %218 = stablehlo.add %213, %217 : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<2x8x32xf32>
    %221 = stablehlo.tanh %220 : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.add %222, %221 : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %213, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.slice %arg5 [1:2, 0:32, 0:16] : (tensor<4x32x16xf32>) -> tensor<1x32x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %229 = stablehlo.dot_general %226, %228, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %230 = stablehlo.add %177, %229 : tensor<2x8x16xf32>
    %231 = stablehlo.slice %arg6 [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x16xf32>) -> tensor<16xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %235 = stablehlo.add %230, %234 : tensor<2x8x16xf32>
    %236 = stablehlo.slice %arg7 [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x16xf32>) -> tensor<16xf32>
    %238 = stablehlo.slice %arg8 [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%235 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %243 = stablehlo.divide %241, %242 : tensor<2x8x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %245 = stablehlo.subtract %235, %244 : tensor<2x8x16xf32>
    %246 = chlo.square %245 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2x8x1xf32>
    %251 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %252 = stablehlo.subtract %235, %251 : tensor<2x8x16xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %254 = stablehlo.add %250, %253 : tensor<2x8x1xf32>
    %255 = stablehlo.rsqrt %254 : tensor<2x8x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %257 = stablehlo.multiply %252, %256 : tensor<2x8x16xf32>
    %258 = stablehlo.broadcast_in_dim %237, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x8x16xf32>
    %261 = stablehlo.broadcast_in_dim %239, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %263 = stablehlo.add %260, %262 : tensor<2x8x16xf32>
    %264 = stablehlo.slice %arg1 [2:3, 0:16, 0:48] : (tensor<4x16x48xf32>) -> tensor<1x16x48xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x16x48xf32>) -> tensor<16x48xf32>
    %266 = stablehlo.dot_general %263, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %267 = stablehlo.slice %266 [0:2, 0:8, 0:16] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %268 = stablehlo.slice %266 [0:2, 0:8, 16:32] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %269 = stablehlo.slice %266 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %270 = stablehlo.reshape %267 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %271 = stablehlo.reshape %268 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %272 = stablehlo.reshape %269 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %273 = stablehlo.dot_general %270, %271, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_42 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %275 = stablehlo.divide %273, %274 : tensor<2x2x8x8xf32>
    %cst_43 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %276 = call @_where(%1, %275, %cst_43) : (tensor<8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %279 = stablehlo.maximum %278, %277 : tensor<2x2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %282 = stablehlo.subtract %276, %281 : tensor<2x2x8x8xf32>
    %283 = stablehlo.exponential %282 : tensor<2x2x8x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %287 = stablehlo.divide %283, %286 : tensor<2x2x8x8xf32>
    %288 = stablehlo.dot_general %272, %287, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %289 = stablehlo.transpose %288, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %291 = stablehlo.slice %arg2 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %293 = stablehlo.dot_general %290, %292, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %294 = stablehlo.add %235, %293 : tensor<2x8x16xf32>
    %295 = stablehlo.slice %arg7 [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<1x16xf32>) -> tensor<16xf32>
    %297 = stablehlo.slice %arg8 [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%294 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %302 = stablehlo.divide %300, %301 : tensor<2x8x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %304 = stablehlo.subtract %294, %303 : tensor<2x8x16xf32>
    %305 = chlo.square %304 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%305 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %309 = stablehlo.divide %307, %308 : tensor<2x8x1xf32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %311 = stablehlo.subtract %294, %310 : tensor<2x8x16xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %313 = stablehlo.add %309, %312 : tensor<2x8x1xf32>
    %314 = stablehlo.rsqrt %313 : tensor<2x8x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %316 = stablehlo.multiply %311, %315 : tensor<2x8x16xf32>
    %317 = stablehlo.broadcast_in_dim %296, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %319 = stablehlo.multiply %316, %318 : tensor<2x8x16xf32>
    %320 = stablehlo.broadcast_in_dim %298, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %322 = stablehlo.add %319, %321 : tensor<2x8x16xf32>
    %323 = stablehlo.slice %arg3 [2:3, 0:16, 0:32] : (tensor<4x16x32xf32>) -> tensor<1x16x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.dot_general %322, %324, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.slice %arg4 [2:3, 0:32] : (tensor<4x32xf32>) -> tensor<1x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<1x32xf32>) -> tensor<32xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.add %325, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %330, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<2x8x32xf32>
    %cst_52 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<2x8x32xf32>
    %335 = stablehlo.add %330, %334 : tensor<2x8x32xf32>
    %cst_53 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<2x8x32xf32>
    %338 = stablehlo.tanh %337 : tensor<2x8x32xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.add %339, %338 : tensor<2x8x32xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %330, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.slice %arg5 [2:3, 0:32, 0:16] : (tensor<4x32x16xf32>) -> tensor<1x32x16xf32>
    %345 = stablehlo.reshape %344 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %346 = stablehlo.dot_general %343, %345, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %347 = stablehlo.add %294, %346 : tensor<2x8x16xf32>
    %348 = stablehlo.slice %arg6 [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %349 = stablehlo.reshape %348 : (tensor<1x16xf32>) -> tensor<16xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %352 = stablehlo.add %347, %351 : tensor<2x8x16xf32>
    %353 = stablehlo.slice %arg7 [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %354 = stablehlo.reshape %353 : (tensor<1x16xf32>) -> tensor<16xf32>
    %355 = stablehlo.slice %arg8 [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %356 = stablehlo.reshape %355 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%352 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_57 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %360 = stablehlo.divide %358, %359 : tensor<2x8x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %362 = stablehlo.subtract %352, %361 : tensor<2x8x16xf32>
    %363 = chlo.square %362 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %367 = stablehlo.divide %365, %366 : tensor<2x8x1xf32>
    %368 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %369 = stablehlo.subtract %352, %368 : tensor<2x8x16xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %371 = stablehlo.add %367, %370 : tensor<2x8x1xf32>
    %372 = stablehlo.rsqrt %371 : tensor<2x8x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %374 = stablehlo.multiply %369, %373 : tensor<2x8x16xf32>
    %375 = stablehlo.broadcast_in_dim %354, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %377 = stablehlo.multiply %374, %376 : tensor<2x8x16xf32>
    %378 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %380 = stablehlo.add %377, %379 : tensor<2x8x16xf32>
    %381 = stablehlo.slice %arg1 [3:4, 0:16, 0:48] : (tensor<4x16x48xf32>) -> tensor<1x16x48xf32>
    %382 = stablehlo.reshape %381 : (tensor<1x16x48xf32>) -> tensor<16x48xf32>
    %383 = stablehlo.dot_general %380, %382, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %384 = stablehlo.slice %383 [0:2, 0:8, 0:16] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %385 = stablehlo.slice %383 [0:2, 0:8, 16:32] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %386 = stablehlo.slice %383 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %387 = stablehlo.reshape %384 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %388 = stablehlo.reshape %385 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %389 = stablehlo.reshape %386 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %390 = stablehlo.dot_general %387, %388, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_61 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %392 = stablehlo.divide %390, %391 : tensor<2x2x8x8xf32>
    %cst_62 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %393 = call @_where(%1, %392, %cst_62) : (tensor<8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_63) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %396 = stablehlo.maximum %395, %394 : tensor<2x2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %399 = stablehlo.subtract %393, %398 : tensor<2x2x8x8xf32>
    %400 = stablehlo.exponential %399 : tensor<2x2x8x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %404 = stablehlo.divide %400, %403 : tensor<2x2x8x8xf32>
    %405 = stablehlo.dot_general %389, %404, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %406 = stablehlo.transpose %405, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %408 = stablehlo.slice %arg2 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %409 = stablehlo.reshape %408 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %410 = stablehlo.dot_general %407, %409, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %411 = stablehlo.add %352, %410 : tensor<2x8x16xf32>
    %412 = stablehlo.slice %arg7 [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x16xf32>) -> tensor<16xf32>
    %414 = stablehlo.slice %arg8 [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%411 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_67 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %419 = stablehlo.divide %417, %418 : tensor<2x8x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %421 = stablehlo.subtract %411, %420 : tensor<2x8x16xf32>
    %422 = chlo.square %421 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %426 = stablehlo.divide %424, %425 : tensor<2x8x1xf32>
    %427 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %428 = stablehlo.subtract %411, %427 : tensor<2x8x16xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %430 = stablehlo.add %426, %429 : tensor<2x8x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<2x8x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %433 = stablehlo.multiply %428, %432 : tensor<2x8x16xf32>
    %434 = stablehlo.broadcast_in_dim %413, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %436 = stablehlo.multiply %433, %435 : tensor<2x8x16xf32>
    %437 = stablehlo.broadcast_in_dim %415, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %439 = stablehlo.add %436, %438 : tensor<2x8x16xf32>
    %440 = stablehlo.slice %arg3 [3:4, 0:16, 0:32] : (tensor<4x16x32xf32>) -> tensor<1x16x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.dot_general %439, %441, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %443 = stablehlo.slice %arg4 [3:4, 0:32] : (tensor<4x32xf32>) -> tensor<1x32xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x32xf32>) -> tensor<32xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %447 = stablehlo.add %442, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.multiply %447, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<2x8x32xf32>
    %cst_71 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<2x8x32xf32>
    %452 = stablehlo.add %447, %451 : tensor<2x8x32xf32>
    %cst_72 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.multiply %453, %452 : tensor<2x8x32xf32>
    %455 = stablehlo.tanh %454 : tensor<2x8x32xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.add %456, %455 : tensor<2x8x32xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.multiply %458, %457 : tensor<2x8x32xf32>
    %460 = stablehlo.multiply %447, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.slice %arg5 [3:4, 0:32, 0:16] : (tensor<4x32x16xf32>) -> tensor<1x32x16xf32>
    %462 = stablehlo.reshape %461 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %463 = stablehlo.dot_general %460, %462, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %464 = stablehlo.add %411, %463 : tensor<2x8x16xf32>
    %465 = stablehlo.slice %arg6 [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
    %466 = stablehlo.reshape %465 : (tensor<1x16xf32>) -> tensor<16xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %469 = stablehlo.add %464, %468 : tensor<2x8x16xf32>
    return %469 : tensor<2x8x16xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3 : tensor<2x2x8x8xf32>
  }
}
