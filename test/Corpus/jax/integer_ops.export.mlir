module @jit_integer_ops attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>, %arg2: tensor<6xui8>, %arg3: tensor<6xui32>, %arg4: tensor<6xi8>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<6xi32> {jax.result_info = "result[5]"}, tensor<6xi32> {jax.result_info = "result[6]"}, tensor<6xi32> {jax.result_info = "result[7]"}, tensor<6xi32> {jax.result_info = "result[8]"}, tensor<6xui32> {jax.result_info = "result[9]"}, tensor<6xui32> {jax.result_info = "result[10]"}, tensor<6xui8> {jax.result_info = "result[11]"}, tensor<6xui8> {jax.result_info = "result[12]"}, tensor<6xui8> {jax.result_info = "result[13]"}, tensor<6xui8> {jax.result_info = "result[14]"}, tensor<6xi32> {jax.result_info = "result[15]"}, tensor<6xi32> {jax.result_info = "result[16]"}, tensor<6xui16> {jax.result_info = "result[17]"}, tensor<6xi8> {jax.result_info = "result[18]"}, tensor<6xi32> {jax.result_info = "result[19]"}) {
    %c = stablehlo.constant dense<1000> : tensor<ui32>
    %c_0 = stablehlo.constant dense<100> : tensor<ui8>
    %c_1 = stablehlo.constant dense<1> : tensor<ui8>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @floor_divide(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %1 = call @remainder(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<6xi32>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<6xi32>
    %4 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.shift_left %arg0, %4 : tensor<6xi32>
    %6 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.shift_right_arithmetic %arg0, %6 : tensor<6xi32>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.shift_right_logical %arg0, %8 : tensor<6xi32>
    %10 = stablehlo.and %arg0, %arg1 : tensor<6xi32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.xor %arg0, %11 : tensor<6xi32>
    %13 = stablehlo.or %10, %12 : tensor<6xi32>
    %14 = stablehlo.not %arg0 : tensor<6xi32>
    %15 = stablehlo.popcnt %arg3 : tensor<6xui32>
    %16 = stablehlo.count_leading_zeros %arg3 : tensor<6xui32>
    %17 = call @floor_divide_0(%arg2, %c_2) : (tensor<6xui8>, tensor<i32>) -> tensor<6xui8>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %19 = stablehlo.shift_right_logical %arg2, %18 : tensor<6xui8>
    %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %21 = stablehlo.maximum %arg2, %20 : tensor<6xui8>
    %22 = stablehlo.add %arg2, %arg2 : tensor<6xui8>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %24 = stablehlo.compare GT, %arg3, %23, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %25 = stablehlo.convert %24 : (tensor<6xi1>) -> tensor<6xi32>
    %26 = stablehlo.convert %arg4 : (tensor<6xi8>) -> tensor<6xi32>
    %27 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %28 = stablehlo.multiply %26, %27 : tensor<6xi32>
    %29 = stablehlo.convert %arg0 : (tensor<6xi32>) -> tensor<6xui16>
    %30 = stablehlo.abs %arg4 : tensor<6xi8>
    %31 = stablehlo.sign %arg0 : tensor<6xi32>
    return %0, %1, %2, %3, %5, %7, %9, %13, %14, %15, %16, %17, %19, %21, %22, %25, %28, %29, %30, %31 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xi32>, tensor<6xi32>, tensor<6xui16>, tensor<6xi8>, tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.divide %arg0, %arg1 : tensor<6xi32>
    %1 = stablehlo.sign %arg0 : tensor<6xi32>
    %2 = stablehlo.sign %arg1 : tensor<6xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<6xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %7 = stablehlo.and %3, %6 : tensor<6xi1>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<6xi32>
    %10 = call @_where(%7, %9, %0) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %10 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.add %4, %3 : tensor<6xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<6xi1>, tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @floor_divide_0(%arg0: tensor<6xui8>, %arg1: tensor<i32>) -> tensor<6xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %2 = stablehlo.divide %arg0, %1 : tensor<6xui8>
    return %2 : tensor<6xui8>
  }
}
