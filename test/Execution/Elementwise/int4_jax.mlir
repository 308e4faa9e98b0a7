// RUN: kiln run %s --input 8xi4=-8,-3,-1,0,1,2,7,5 --input 8xi4=3,-2,-8,5,-1,7,2,-4 --input 8xui4=0,1,2,7,8,15,3,9 --input 8xui4=3,1,4,1,5,9,2,6 | FileCheck %s
// int4/uint4 elementwise, convert and data movement ops as JAX exports them
// (jnp.int4 / jnp.uint4 arrays); expected values: the same jax function
// on XLA's CPU backend, printed with numpy's repr (test/Execution/
// Elementwise/Inputs/gen_int4.py).

// CHECK: output 0: tensor<8xi4>
// CHECK-NEXT: array([-5, -5, 7, 5, 0, -7, -7, 1], dtype=int4)
// CHECK-NEXT: output 1: tensor<8xi4>
// CHECK-NEXT: array([5, -1, 7, -5, 2, -5, 5, -7], dtype=int4)
// CHECK-NEXT: output 2: tensor<8xi4>
// CHECK-NEXT: array([-8, 6, -8, 0, -1, -2, -2, -4], dtype=int4)
// CHECK-NEXT: output 3: tensor<8xi4>
// CHECK-NEXT: array([-2, 1, 0, 0, -1, 0, 3, -1], dtype=int4)
// CHECK-NEXT: output 4: tensor<8xi4>
// CHECK-NEXT: array([-2, -1, -1, 0, 0, 2, 1, 1], dtype=int4)
// CHECK-NEXT: output 5: tensor<8xi4>
// CHECK-NEXT: array([3, -2, -1, 5, 1, 7, 7, 5], dtype=int4)
// CHECK-NEXT: output 6: tensor<8xi4>
// CHECK-NEXT: array([-8, -3, -8, 0, -1, 2, 2, -4], dtype=int4)
// CHECK-NEXT: output 7: tensor<8xi4>
// CHECK-NEXT: array([-8, 3, 1, 0, -1, -2, -7, -5], dtype=int4)
// CHECK-NEXT: output 8: tensor<8xi4>
// CHECK-NEXT: array([0, -4, -8, 0, 1, 2, 2, 4], dtype=int4)
// CHECK-NEXT: output 9: tensor<8xi4>
// CHECK-NEXT: array([-5, -1, -1, 5, -1, 7, 7, -3], dtype=int4)
// CHECK-NEXT: output 10: tensor<8xi4>
// CHECK-NEXT: array([-5, 3, 7, 5, -2, 5, 5, -7], dtype=int4)
// CHECK-NEXT: output 11: tensor<8xi4>
// CHECK-NEXT: array([7, 2, 0, -1, -2, -3, -8, -6], dtype=int4)
// CHECK-NEXT: output 12: tensor<8xi4>
// CHECK-NEXT: array([0, -6, -2, 0, 2, 4, -2, -6], dtype=int4)
// CHECK-NEXT: output 13: tensor<8xi4>
// CHECK-NEXT: array([-2, -1, -1, 0, 0, 0, 1, 1], dtype=int4)
// CHECK-NEXT: output 14: tensor<8xi4>
// CHECK-NEXT: array([4, 6, 7, 0, 0, 1, 3, 2], dtype=int4)
// CHECK-NEXT: output 15: tensor<8xi1>
// CHECK-NEXT: array([ True,  True, False,  True, False,  True, False, False])
// CHECK-NEXT: output 16: tensor<8xi4>
// CHECK-NEXT: array([-8, -3, -8, 0, -1, 2, 2, -4], dtype=int4)
// CHECK-NEXT: output 17: tensor<8xi4>
// CHECK-NEXT: array([-2, -2, -1, 0, 1, 2, 3, 3], dtype=int4)
// CHECK-NEXT: output 18: tensor<8xui4>
// CHECK-NEXT: array([3, 2, 6, 8, 13, 8, 5, 15], dtype=uint4)
// CHECK-NEXT: output 19: tensor<8xui4>
// CHECK-NEXT: array([13, 0, 14, 6, 3, 6, 1, 3], dtype=uint4)
// CHECK-NEXT: output 20: tensor<8xui4>
// CHECK-NEXT: array([0, 1, 8, 7, 8, 7, 6, 6], dtype=uint4)
// CHECK-NEXT: output 21: tensor<8xui4>
// CHECK-NEXT: array([0, 1, 0, 7, 1, 1, 1, 1], dtype=uint4)
// CHECK-NEXT: output 22: tensor<8xui4>
// CHECK-NEXT: array([3, 1, 4, 7, 8, 15, 3, 9], dtype=uint4)
// CHECK-NEXT: output 23: tensor<8xi1>
// CHECK-NEXT: array([False, False, False,  True,  True,  True,  True,  True])
// CHECK-NEXT: output 24: tensor<8xui4>
// CHECK-NEXT: array([0, 0, 0, 1, 2, 3, 0, 2], dtype=uint4)
// CHECK-NEXT: output 25: tensor<8xi8>
// CHECK-NEXT: array([-8, -3, -1,  0,  1,  2,  7,  5], dtype=int8)
// CHECK-NEXT: output 26: tensor<8xf32>
// CHECK-NEXT: array([-8., -3., -1.,  0.,  1.,  2.,  7.,  5.], dtype=float32)
// CHECK-NEXT: output 27: tensor<8xi32>
// CHECK-NEXT: array([ 0,  1,  2,  7,  8, 15,  3,  9], dtype=int32)
// CHECK-NEXT: output 28: tensor<8xui4>
// CHECK-NEXT: array([8, 13, 15, 0, 1, 2, 7, 5], dtype=uint4)
// CHECK-NEXT: output 29: tensor<8xi4>
// CHECK-NEXT: array([0, 1, 2, 7, -8, -1, 3, -7], dtype=int4)
// CHECK-NEXT: output 30: tensor<8xi4>
// CHECK-NEXT: array([-4, 1, 6, -5, 0, 5, -6, -1], dtype=int4)
// CHECK-NEXT: output 31: tensor<8xui4>
// CHECK-NEXT: array([1, 0, 9, 0, 15, 0, 0, 3], dtype=uint4)
// CHECK-NEXT: output 32: tensor<8xi2>
// CHECK-NEXT: array([0, 1, -1, 0, 1, -2, -1, 1], dtype=int2)
// CHECK-NEXT: output 33: tensor<8xi32>
// CHECK-NEXT: array([0, 1, 2, 3, 0, 3, 3, 1], dtype=int32)
// CHECK-NEXT: output 34: tensor<4x2xi4>
// CHECK-NEXT: array({{\[\[}}-8, 1],
// CHECK-NEXT:        [-3, 2],
// CHECK-NEXT:        [-1, 7],
// CHECK-NEXT:        [0, 5]], dtype=int4)
// CHECK-NEXT: output 35: tensor<2x3xui4>
// CHECK-NEXT: array({{\[\[}}0, 1, 2],
// CHECK-NEXT:        [0, 1, 2]], dtype=uint4)
// CHECK-NEXT: output 36: tensor<6xi4>
// CHECK-NEXT: array([-7, -8, -3, -1, -7, -7], dtype=int4)
// CHECK-NEXT: output 37: tensor<8xui4>
// CHECK-NEXT: array([9, 3, 15, 8, 7, 2, 1, 0], dtype=uint4)
// CHECK-NEXT: output 38: tensor<11xi4>
// CHECK-NEXT: array([-8, -3, -1, 0, 1, 2, 7, 5, 3, -2, -8], dtype=int4)
// CHECK-NEXT: output 39: tensor<4xi4>
// CHECK-NEXT: array([0, 1, 2, 7], dtype=int4)
// CHECK-NEXT: output 40: tensor<8xi4>
// CHECK-NEXT: array([-8, -3, -1, 0, 1, 3, -2, 5], dtype=int4)
// CHECK-NEXT: output 41: tensor<3xi4>
// CHECK-NEXT: array([5, -8, 0], dtype=int4)
// CHECK-NEXT: output 42: tensor<8xi4>
// CHECK-NEXT: array([-8, 3, -2, 0, 1, 2, 7, 5], dtype=int4)
// CHECK-NEXT: output 43: tensor<ui4>
// CHECK-NEXT: array(15, dtype=uint4)
// CHECK-NEXT: output 44: tensor<8xi4>
// CHECK-NEXT: array([-8, -3, -1, 0, 1, 2, 5, 7], dtype=int4)
// CHECK-NEXT: output 45: tensor<8xi4>
// CHECK-NEXT: array([-4, -3, -2, -1, 0, 1, 2, 3], dtype=int4)
// CHECK-NEXT: output 46: tensor<8xf32>
// CHECK-NEXT: array([-8., -3., -1.,  0.,  1.,  2.,  7.,  5.], dtype=float32)
func.func public @main(%arg0: tensor<8xi4>, %arg1: tensor<8xi4>, %arg2: tensor<8xui4>, %arg3: tensor<8xui4>) -> (tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi1>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xui4>, tensor<8xi8>, tensor<8xf32>, tensor<8xi32>, tensor<8xui4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xi2>, tensor<8xi32>, tensor<4x2xi4>, tensor<2x3xui4>, tensor<6xi4>, tensor<8xui4>, tensor<11xi4>, tensor<4xi4>, tensor<8xi4>, tensor<3xi4>, tensor<8xi4>, tensor<ui4>, tensor<8xi4>, tensor<8xi4>, tensor<8xf32>) {
  %cst = stablehlo.constant dense<[1.700000e+00, -2.500000e+00, 9.000000e+00, -9.000000e+00, 1.000000e+02, 4.000000e-01, -6.000000e-01, 3.500000e+00]> : tensor<8xf32>
  %c = stablehlo.constant dense<[7, 0, 3]> : tensor<3xi32>
  %c_0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xi4>
  %1 = stablehlo.subtract %arg0, %arg1 : tensor<8xi4>
  %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xi4>
  %c_1 = stablehlo.constant dense<0> : tensor<i4>
  %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %4 = stablehlo.compare EQ, %arg1, %3, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %c_2 = stablehlo.constant dense<1> : tensor<i4>
  %5 = call @_where(%4, %c_2, %arg1) : (tensor<8xi1>, tensor<i4>, tensor<8xi4>) -> tensor<8xi4>
  %6 = stablehlo.divide %arg0, %5 : tensor<8xi4>
  %c_3 = stablehlo.constant dense<0> : tensor<i4>
  %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %8 = stablehlo.compare EQ, %arg1, %7, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %c_4 = stablehlo.constant dense<1> : tensor<i4>
  %9 = call @_where(%8, %c_4, %arg1) : (tensor<8xi1>, tensor<i4>, tensor<8xi4>) -> tensor<8xi4>
  %10 = stablehlo.remainder %arg0, %9 : tensor<8xi4>
  %11 = stablehlo.maximum %arg0, %arg1 : tensor<8xi4>
  %12 = stablehlo.minimum %arg0, %arg1 : tensor<8xi4>
  %13 = stablehlo.negate %arg0 : tensor<8xi4>
  %14 = stablehlo.and %arg0, %arg1 : tensor<8xi4>
  %15 = stablehlo.or %arg0, %arg1 : tensor<8xi4>
  %16 = stablehlo.xor %arg0, %arg1 : tensor<8xi4>
  %17 = stablehlo.not %arg0 : tensor<8xi4>
  %c_5 = stablehlo.constant dense<1> : tensor<i4>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %19 = stablehlo.shift_left %arg0, %18 : tensor<8xi4>
  %c_6 = stablehlo.constant dense<2> : tensor<i4>
  %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %21 = stablehlo.shift_right_arithmetic %arg0, %20 : tensor<8xi4>
  %c_7 = stablehlo.constant dense<1> : tensor<i4>
  %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %23 = stablehlo.shift_right_logical %arg0, %22 : tensor<8xi4>
  %24 = stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %25 = stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %26 = call @_where_0(%25, %arg0, %arg1) : (tensor<8xi1>, tensor<8xi4>, tensor<8xi4>) -> tensor<8xi4>
  %c_8 = stablehlo.constant dense<-2> : tensor<i4>
  %c_9 = stablehlo.constant dense<3> : tensor<i4>
  %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %29 = stablehlo.clamp %27, %arg0, %28 : tensor<8xi4>
  %30 = stablehlo.add %arg2, %arg3 : tensor<8xui4>
  %31 = stablehlo.subtract %arg2, %arg3 : tensor<8xui4>
  %32 = stablehlo.multiply %arg2, %arg3 : tensor<8xui4>
  %c_10 = stablehlo.constant dense<0> : tensor<ui4>
  %33 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui4>) -> tensor<8xui4>
  %34 = stablehlo.compare EQ, %arg3, %33, UNSIGNED : (tensor<8xui4>, tensor<8xui4>) -> tensor<8xi1>
  %c_11 = stablehlo.constant dense<1> : tensor<ui4>
  %35 = call @_where_1(%34, %c_11, %arg3) : (tensor<8xi1>, tensor<ui4>, tensor<8xui4>) -> tensor<8xui4>
  %36 = stablehlo.divide %arg2, %35 : tensor<8xui4>
  %37 = stablehlo.maximum %arg2, %arg3 : tensor<8xui4>
  %38 = stablehlo.compare GT, %arg2, %arg3, UNSIGNED : (tensor<8xui4>, tensor<8xui4>) -> tensor<8xi1>
  %c_12 = stablehlo.constant dense<2> : tensor<ui4>
  %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui4>) -> tensor<8xui4>
  %40 = stablehlo.shift_right_logical %arg2, %39 : tensor<8xui4>
  %41 = stablehlo.convert %arg0 : (tensor<8xi4>) -> tensor<8xi8>
  %42 = stablehlo.convert %arg0 : (tensor<8xi4>) -> tensor<8xf32>
  %43 = stablehlo.convert %arg2 : (tensor<8xui4>) -> tensor<8xi32>
  %44 = stablehlo.convert %arg0 : (tensor<8xi4>) -> tensor<8xui4>
  %45 = stablehlo.convert %arg2 : (tensor<8xui4>) -> tensor<8xi4>
  %46 = stablehlo.iota dim = 0 : tensor<8xi32>
  %c_13 = stablehlo.constant dense<5> : tensor<i32>
  %47 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %48 = stablehlo.multiply %47, %46 : tensor<8xi32>
  %c_14 = stablehlo.constant dense<-20> : tensor<i32>
  %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %50 = stablehlo.add %49, %48 : tensor<8xi32>
  %51 = stablehlo.convert %50 : (tensor<8xi32>) -> tensor<8xi4>
  %52 = stablehlo.convert %cst : (tensor<8xf32>) -> tensor<8xui4>
  %53 = stablehlo.convert %arg0 : (tensor<8xi4>) -> tensor<8xi2>
  %54 = stablehlo.convert %arg2 : (tensor<8xui4>) -> tensor<8xui2>
  %55 = stablehlo.convert %54 : (tensor<8xui2>) -> tensor<8xi32>
  %56 = stablehlo.reshape %arg0 : (tensor<8xi4>) -> tensor<2x4xi4>
  %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<2x4xi4>) -> tensor<4x2xi4>
  %58 = stablehlo.slice %arg2 [0:3] : (tensor<8xui4>) -> tensor<3xui4>
  %59 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<3xui4>) -> tensor<2x3xui4>
  %60 = stablehlo.slice %arg0 [0:3] : (tensor<8xi4>) -> tensor<3xi4>
  %c_15 = stablehlo.constant dense<-7> : tensor<i4>
  %61 = call @_pad(%60, %c_15) : (tensor<3xi4>, tensor<i4>) -> tensor<6xi4>
  %62 = call @_flip(%arg2) : (tensor<8xui4>) -> tensor<8xui4>
  %63 = stablehlo.slice %arg1 [0:3] : (tensor<8xi4>) -> tensor<3xi4>
  %64 = stablehlo.concatenate %arg0, %63, dim = 0 : (tensor<8xi4>, tensor<3xi4>) -> tensor<11xi4>
  %c_16 = stablehlo.constant dense<3> : tensor<i32>
  %c_17 = stablehlo.constant dense<0> : tensor<i32>
  %65 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c_18 = stablehlo.constant dense<3> : tensor<i32>
  %c_19 = stablehlo.constant dense<8> : tensor<i32>
  %66 = stablehlo.add %c_18, %c_19 : tensor<i32>
  %c_20 = stablehlo.constant dense<3> : tensor<i32>
  %67 = stablehlo.select %65, %66, %c_20 : tensor<i1>, tensor<i32>
  %68 = stablehlo.dynamic_slice %arg0, %67, sizes = [4] : (tensor<8xi4>, tensor<i32>) -> tensor<4xi4>
  %69 = stablehlo.slice %arg1 [0:2] : (tensor<8xi4>) -> tensor<2xi4>
  %c_21 = stablehlo.constant dense<5> : tensor<i32>
  %c_22 = stablehlo.constant dense<0> : tensor<i32>
  %70 = stablehlo.compare LT, %c_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c_23 = stablehlo.constant dense<5> : tensor<i32>
  %c_24 = stablehlo.constant dense<8> : tensor<i32>
  %71 = stablehlo.add %c_23, %c_24 : tensor<i32>
  %c_25 = stablehlo.constant dense<5> : tensor<i32>
  %72 = stablehlo.select %70, %71, %c_25 : tensor<i1>, tensor<i32>
  %73 = stablehlo.dynamic_update_slice %arg0, %69, %72 : (tensor<8xi4>, tensor<2xi4>, tensor<i32>) -> tensor<8xi4>
  %c_26 = stablehlo.constant dense<0> : tensor<i32>
  %74 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %75 = stablehlo.compare LT, %c, %74, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_27 = stablehlo.constant dense<8> : tensor<i32>
  %76 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %77 = stablehlo.add %c, %76 : tensor<3xi32>
  %78 = stablehlo.select %75, %77, %c : tensor<3xi1>, tensor<3xi32>
  %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
  %80 = "stablehlo.gather"(%arg0, %79) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi4>, tensor<3x1xi32>) -> tensor<3xi4>
  %81 = stablehlo.slice %arg1 [0:2] : (tensor<8xi4>) -> tensor<2xi4>
  %c_28 = stablehlo.constant dense<0> : tensor<i32>
  %82 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %83 = stablehlo.compare LT, %c_0, %82, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %c_29 = stablehlo.constant dense<8> : tensor<i32>
  %84 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %85 = stablehlo.add %c_0, %84 : tensor<2xi32>
  %86 = stablehlo.select %83, %85, %c_0 : tensor<2xi1>, tensor<2xi32>
  %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
  %88 = "stablehlo.scatter"(%arg0, %87, %81) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%arg4: tensor<i4>, %arg5: tensor<i4>):
    stablehlo.return %arg5 : tensor<i4>
  }) : (tensor<8xi4>, tensor<2x1xi32>, tensor<2xi4>) -> tensor<8xi4>
  %c_30 = stablehlo.constant dense<0> : tensor<ui4>
  %89 = stablehlo.reduce(%arg2 init: %c_30) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui4>, tensor<ui4>) -> tensor<ui4>
  %90 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<i4>, %arg5: tensor<i4>):
    %96 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i4>, tensor<i4>) -> tensor<i1>
    stablehlo.return %96 : tensor<i1>
  }) : (tensor<8xi4>) -> tensor<8xi4>
  %91 = stablehlo.iota dim = 0 : tensor<8xi4>
  %c_31 = stablehlo.constant dense<4> : tensor<i4>
  %92 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %93 = stablehlo.subtract %91, %92 : tensor<8xi4>
  %94 = stablehlo.convert %arg0 : (tensor<8xi4>) -> tensor<8xf32>
  %95 = stablehlo.reduce_precision %94, format = e4m3 : tensor<8xf32>
  return %0, %1, %2, %6, %10, %11, %12, %13, %14, %15, %16, %17, %19, %21, %23, %24, %26, %29, %30, %31, %32, %36, %37, %38, %40, %41, %42, %43, %44, %45, %51, %52, %53, %55, %57, %59, %61, %62, %64, %68, %73, %80, %88, %89, %90, %93, %95 : tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xi1>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xui4>, tensor<8xi8>, tensor<8xf32>, tensor<8xi32>, tensor<8xui4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xi2>, tensor<8xi32>, tensor<4x2xi4>, tensor<2x3xui4>, tensor<6xi4>, tensor<8xui4>, tensor<11xi4>, tensor<4xi4>, tensor<8xi4>, tensor<3xi4>, tensor<8xi4>, tensor<ui4>, tensor<8xi4>, tensor<8xi4>, tensor<8xf32>
}
func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<i4>, %arg2: tensor<8xi4>) -> tensor<8xi4> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i4>) -> tensor<8xi4>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xi4>
  return %1 : tensor<8xi4>
}
func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi4>, %arg2: tensor<8xi4>) -> tensor<8xi4> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi4>
  return %0 : tensor<8xi4>
}
func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<ui4>, %arg2: tensor<8xui4>) -> tensor<8xui4> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui4>) -> tensor<8xui4>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xui4>
  return %1 : tensor<8xui4>
}
func.func private @_pad(%arg0: tensor<3xi4>, %arg1: tensor<i4>) -> tensor<6xi4> {
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [2], interior = [0] : (tensor<3xi4>, tensor<i4>) -> tensor<6xi4>
  return %0 : tensor<6xi4>
}
func.func private @_flip(%arg0: tensor<8xui4>) -> tensor<8xui4> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<8xui4>
  return %0 : tensor<8xui4>
}
