// RUN: kiln-opt %s | FileCheck --strict-whitespace %s
// RUN: kiln-opt %s -mlir-print-op-generic | kiln-opt | FileCheck --strict-whitespace %s

// A program as JAX 0.10 exports it (jax.jit(f).lower(...).as_text()) that
// uses every elementwise op JAX emits; kiln prints it back unchanged.

// CHECK: module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT: func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xui32>, %arg4: tensor<4xcomplex<f32>>, %arg5: tensor<4xi1>, %arg6: tensor<4xbf16>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<4xbf16> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4xi32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}, tensor<4xf32> {jax.result_info = "result[9]"}, tensor<4xf32> {jax.result_info = "result[10]"}, tensor<4xi1> {jax.result_info = "result[11]"}, tensor<4xf32> {jax.result_info = "result[12]"}, tensor<4xf32> {jax.result_info = "result[13]"}, tensor<4xi32> {jax.result_info = "result[14]"}, tensor<4xi1> {jax.result_info = "result[15]"}, tensor<4xf32> {jax.result_info = "result[16]"}, tensor<4xui32> {jax.result_info = "result[17]"}, tensor<4xf32> {jax.result_info = "result[18]"}, tensor<4xf32> {jax.result_info = "result[19]"}, tensor<4xf32> {jax.result_info = "result[20]"}, tensor<4xf32> {jax.result_info = "result[21]"}, tensor<4xi32> {jax.result_info = "result[22]"}, tensor<4xf32> {jax.result_info = "result[23]"}, tensor<4xbf16> {jax.result_info = "result[24]"}, tensor<4xf32> {jax.result_info = "result[25]"}, tensor<4xf32> {jax.result_info = "result[26]"}, tensor<4xf32> {jax.result_info = "result[27]"}, tensor<4xi32> {jax.result_info = "result[28]"}, tensor<4xf32> {jax.result_info = "result[29]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[30]"}, tensor<4xf32> {jax.result_info = "result[31]"}, tensor<4xf32> {jax.result_info = "result[32]"}, tensor<4xi32> {jax.result_info = "result[33]"}, tensor<4xf32> {jax.result_info = "result[34]"}, tensor<4xi1> {jax.result_info = "result[35]"}, tensor<4xf32> {jax.result_info = "result[36]"}, tensor<4xi32> {jax.result_info = "result[37]"}, tensor<4xi32> {jax.result_info = "result[38]"}, tensor<4xi32> {jax.result_info = "result[39]"}, tensor<4xui32> {jax.result_info = "result[40]"}, tensor<4xf32> {jax.result_info = "result[41]"}, tensor<4xi32> {jax.result_info = "result[42]"}, tensor<4xi1> {jax.result_info = "result[43]"}, tensor<4xi1> {jax.result_info = "result[44]"}, tensor<4xi1> {jax.result_info = "result[45]"}, tensor<4xi1> {jax.result_info = "result[46]"}, tensor<4xi1> {jax.result_info = "result[47]"}, tensor<4xf32> {jax.result_info = "result[48]"}, tensor<4xf32> {jax.result_info = "result[49]"}, tensor<4xi32> {jax.result_info = "result[50]"}, tensor<4xf32> {jax.result_info = "result[51]"}, tensor<4xi32> {jax.result_info = "result[52]"}, tensor<4x4xui8> {jax.result_info = "result[53]"}, tensor<4xf32> {jax.result_info = "result[54]"}, tensor<4xf8E4M3FN> {jax.result_info = "result[55]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[56]"}, tensor<4xi1> {jax.result_info = "result[57]"}) {
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.abs %arg2 : tensor<4xi32>
// CHECK-NEXT: %2 = stablehlo.abs %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %3 = stablehlo.cbrt %arg0 : tensor<4xf32>
// CHECK-NEXT: %4 = stablehlo.ceil %arg6 : tensor<4xbf16>
// CHECK-NEXT: %5 = stablehlo.cosine %arg0 : tensor<4xf32>
// CHECK-NEXT: %6 = stablehlo.count_leading_zeros %arg2 : tensor<4xi32>
// CHECK-NEXT: %7 = stablehlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %8 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
// CHECK-NEXT: %9 = stablehlo.floor %arg0 : tensor<4xf32>
// CHECK-NEXT: %10 = stablehlo.imag %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %11 = stablehlo.is_finite %arg6 : (tensor<4xbf16>) -> tensor<4xi1>
// CHECK-NEXT: %12 = stablehlo.log %arg0 : tensor<4xf32>
// CHECK-NEXT: %13 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
// CHECK-NEXT: %14 = stablehlo.not %arg2 : tensor<4xi32>
// CHECK-NEXT: %15 = stablehlo.not %arg5 : tensor<4xi1>
// CHECK-NEXT: %16 = stablehlo.negate %arg0 : tensor<4xf32>
// CHECK-NEXT: %17 = stablehlo.popcnt %arg3 : tensor<4xui32>
// CHECK-NEXT: %18 = stablehlo.real %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %19 = stablehlo.round_nearest_afz %arg0 : tensor<4xf32>
// CHECK-NEXT: %20 = stablehlo.round_nearest_even %arg0 : tensor<4xf32>
// CHECK-NEXT: %21 = stablehlo.rsqrt %arg0 : tensor<4xf32>
// CHECK-NEXT: %22 = stablehlo.sign %arg2 : tensor<4xi32>
// CHECK-NEXT: %23 = stablehlo.sine %arg0 : tensor<4xf32>
// CHECK-NEXT: %24 = stablehlo.sqrt %arg6 : tensor<4xbf16>
// CHECK-NEXT: %25 = stablehlo.tan %arg0 : tensor<4xf32>
// CHECK-NEXT: %26 = stablehlo.tanh %arg0 : tensor<4xf32>
// CHECK-NEXT: %27 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %28 = stablehlo.and %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %29 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %30 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
// CHECK-NEXT: %31 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %32 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %33 = stablehlo.minimum %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %34 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %35 = stablehlo.or %arg5, %arg5 : tensor<4xi1>
// CHECK-NEXT: %36 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %37 = stablehlo.remainder %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %38 = stablehlo.shift_left %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %39 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %40 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<4xui32>
// CHECK-NEXT: %41 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %42 = stablehlo.xor %arg2, %arg2 : tensor<4xi32>
// CHECK-NEXT: %43 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %44 = stablehlo.compare LT, %arg2, %arg2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT: %45 = stablehlo.compare GE, %arg3, %arg3, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
// CHECK-NEXT: %46 = stablehlo.compare EQ, %arg5, %arg5, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %47 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
// CHECK-NEXT: %48 = stablehlo.select %arg5, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %49 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<4xf32>
// CHECK-NEXT: %50 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %51 = stablehlo.convert %arg3 : (tensor<4xui32>) -> tensor<4xf32>
// CHECK-NEXT: %52 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %53 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x4xui8>
// CHECK-NEXT: %54 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
// CHECK-NEXT: %55 = stablehlo.convert %arg6 : (tensor<4xbf16>) -> tensor<4xf8E4M3FN>
// CHECK-NEXT: %56 = stablehlo.exponential %arg4 : tensor<4xcomplex<f32>>
// CHECK-NEXT: %57 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xui32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x4xui8>, tensor<4xf32>, tensor<4xf8E4M3FN>, tensor<4xcomplex<f32>>, tensor<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xui32>, %arg4: tensor<4xcomplex<f32>>, %arg5: tensor<4xi1>, %arg6: tensor<4xbf16>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<4xbf16> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4xi32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}, tensor<4xf32> {jax.result_info = "result[9]"}, tensor<4xf32> {jax.result_info = "result[10]"}, tensor<4xi1> {jax.result_info = "result[11]"}, tensor<4xf32> {jax.result_info = "result[12]"}, tensor<4xf32> {jax.result_info = "result[13]"}, tensor<4xi32> {jax.result_info = "result[14]"}, tensor<4xi1> {jax.result_info = "result[15]"}, tensor<4xf32> {jax.result_info = "result[16]"}, tensor<4xui32> {jax.result_info = "result[17]"}, tensor<4xf32> {jax.result_info = "result[18]"}, tensor<4xf32> {jax.result_info = "result[19]"}, tensor<4xf32> {jax.result_info = "result[20]"}, tensor<4xf32> {jax.result_info = "result[21]"}, tensor<4xi32> {jax.result_info = "result[22]"}, tensor<4xf32> {jax.result_info = "result[23]"}, tensor<4xbf16> {jax.result_info = "result[24]"}, tensor<4xf32> {jax.result_info = "result[25]"}, tensor<4xf32> {jax.result_info = "result[26]"}, tensor<4xf32> {jax.result_info = "result[27]"}, tensor<4xi32> {jax.result_info = "result[28]"}, tensor<4xf32> {jax.result_info = "result[29]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[30]"}, tensor<4xf32> {jax.result_info = "result[31]"}, tensor<4xf32> {jax.result_info = "result[32]"}, tensor<4xi32> {jax.result_info = "result[33]"}, tensor<4xf32> {jax.result_info = "result[34]"}, tensor<4xi1> {jax.result_info = "result[35]"}, tensor<4xf32> {jax.result_info = "result[36]"}, tensor<4xi32> {jax.result_info = "result[37]"}, tensor<4xi32> {jax.result_info = "result[38]"}, tensor<4xi32> {jax.result_info = "result[39]"}, tensor<4xui32> {jax.result_info = "result[40]"}, tensor<4xf32> {jax.result_info = "result[41]"}, tensor<4xi32> {jax.result_info = "result[42]"}, tensor<4xi1> {jax.result_info = "result[43]"}, tensor<4xi1> {jax.result_info = "result[44]"}, tensor<4xi1> {jax.result_info = "result[45]"}, tensor<4xi1> {jax.result_info = "result[46]"}, tensor<4xi1> {jax.result_info = "result[47]"}, tensor<4xf32> {jax.result_info = "result[48]"}, tensor<4xf32> {jax.result_info = "result[49]"}, tensor<4xi32> {jax.result_info = "result[50]"}, tensor<4xf32> {jax.result_info = "result[51]"}, tensor<4xi32> {jax.result_info = "result[52]"}, tensor<4x4xui8> {jax.result_info = "result[53]"}, tensor<4xf32> {jax.result_info = "result[54]"}, tensor<4xf8E4M3FN> {jax.result_info = "result[55]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[56]"}, tensor<4xi1> {jax.result_info = "result[57]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4xf32>
    %1 = stablehlo.abs %arg2 : tensor<4xi32>
    %2 = stablehlo.abs %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %3 = stablehlo.cbrt %arg0 : tensor<4xf32>
    %4 = stablehlo.ceil %arg6 : tensor<4xbf16>
    %5 = stablehlo.cosine %arg0 : tensor<4xf32>
    %6 = stablehlo.count_leading_zeros %arg2 : tensor<4xi32>
    %7 = stablehlo.exponential %arg0 : tensor<4xf32>
    %8 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
    %9 = stablehlo.floor %arg0 : tensor<4xf32>
    %10 = stablehlo.imag %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %11 = stablehlo.is_finite %arg6 : (tensor<4xbf16>) -> tensor<4xi1>
    %12 = stablehlo.log %arg0 : tensor<4xf32>
    %13 = stablehlo.log_plus_one %arg0 : tensor<4xf32>
    %14 = stablehlo.not %arg2 : tensor<4xi32>
    %15 = stablehlo.not %arg5 : tensor<4xi1>
    %16 = stablehlo.negate %arg0 : tensor<4xf32>
    %17 = stablehlo.popcnt %arg3 : tensor<4xui32>
    %18 = stablehlo.real %arg4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %19 = stablehlo.round_nearest_afz %arg0 : tensor<4xf32>
    %20 = stablehlo.round_nearest_even %arg0 : tensor<4xf32>
    %21 = stablehlo.rsqrt %arg0 : tensor<4xf32>
    %22 = stablehlo.sign %arg2 : tensor<4xi32>
    %23 = stablehlo.sine %arg0 : tensor<4xf32>
    %24 = stablehlo.sqrt %arg6 : tensor<4xbf16>
    %25 = stablehlo.tan %arg0 : tensor<4xf32>
    %26 = stablehlo.tanh %arg0 : tensor<4xf32>
    %27 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    %28 = stablehlo.and %arg2, %arg2 : tensor<4xi32>
    %29 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf32>
    %30 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %31 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
    %32 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
    %33 = stablehlo.minimum %arg2, %arg2 : tensor<4xi32>
    %34 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    %35 = stablehlo.or %arg5, %arg5 : tensor<4xi1>
    %36 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
    %37 = stablehlo.remainder %arg2, %arg2 : tensor<4xi32>
    %38 = stablehlo.shift_left %arg2, %arg2 : tensor<4xi32>
    %39 = stablehlo.shift_right_arithmetic %arg2, %arg2 : tensor<4xi32>
    %40 = stablehlo.shift_right_logical %arg3, %arg3 : tensor<4xui32>
    %41 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
    %42 = stablehlo.xor %arg2, %arg2 : tensor<4xi32>
    %43 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %44 = stablehlo.compare LT, %arg2, %arg2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %45 = stablehlo.compare GE, %arg3, %arg3, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %46 = stablehlo.compare EQ, %arg5, %arg5, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %47 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %48 = stablehlo.select %arg5, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
    %49 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<4xf32>
    %50 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %51 = stablehlo.convert %arg3 : (tensor<4xui32>) -> tensor<4xf32>
    %52 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %53 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x4xui8>
    %54 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
    %55 = stablehlo.convert %arg6 : (tensor<4xbf16>) -> tensor<4xf8E4M3FN>
    %56 = stablehlo.exponential %arg4 : tensor<4xcomplex<f32>>
    %57 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xui32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x4xui8>, tensor<4xf32>, tensor<4xf8E4M3FN>, tensor<4xcomplex<f32>>, tensor<4xi1>
  }
}
