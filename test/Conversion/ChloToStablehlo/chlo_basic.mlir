// RUN: kiln-opt %s -split-input-file -kiln-chlo-legalize-to-stablehlo | FileCheck %s

// CHECK-LABEL: func.func @square
// CHECK: %[[R:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
// CHECK: %[[C:.*]] = stablehlo.multiply %arg1, %arg1 : tensor<2xcomplex<f32>>
// CHECK: return %[[R]], %[[C]]
func.func @square(%x: tensor<4xf32>, %c: tensor<2xcomplex<f32>>)
    -> (tensor<4xf32>, tensor<2xcomplex<f32>>) {
  %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.square %c : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0, %1 : tensor<4xf32>, tensor<2xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @is_inf
// CHECK: %[[A:.*]] = stablehlo.abs %arg0
// CHECK: %[[PINF:.*]] = stablehlo.constant dense<0x7F800000> : tensor<4xf32>
// CHECK: %[[I:.*]] = stablehlo.compare EQ, %[[A]], %[[PINF]]
// CHECK: %[[PINF2:.*]] = stablehlo.constant dense<0x7F800000> : tensor<4xf32>
// CHECK: %[[P:.*]] = stablehlo.compare EQ, %arg0, %[[PINF2]]
// CHECK: %[[NINF:.*]] = stablehlo.constant dense<0xFF800000> : tensor<4xf32>
// CHECK: %[[N:.*]] = stablehlo.compare EQ, %arg0, %[[NINF]]
// CHECK: return %[[I]], %[[P]], %[[N]]
func.func @is_inf(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  %2 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[B]], %arg1 : tensor<2x3xf32>
// CHECK: %[[B2:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.*]] = stablehlo.compare GT, %arg1, %[[B2]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK: %[[B3:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg1, %[[B3]] : tensor<2x3xf32>
// CHECK: %[[B4:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[SEL:.*]] = stablehlo.select %[[C]], %arg1, %[[B4]]
// CHECK: return %[[S]], %[[C]], %[[M]], %[[SEL]]
func.func @broadcast(%b: tensor<3xf32>, %m: tensor<2x3xf32>, %s: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = chlo.broadcast_add %b, %m {broadcast_dimensions = array<i64: 1>}
      : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_compare %m, %b {comparison_direction = #chlo<comparison_direction GT>}
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %2 = chlo.broadcast_multiply %m, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %3 = chlo.broadcast_select %1, %m, %b
      : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK: %[[L:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[C:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: return %[[L]], %[[C]]
func.func @constants(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi32>) {
  %0 = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = chlo.constant dense<[1, 2]> : tensor<2xi32>
  return %0, %1 : tensor<4xf32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @conj
// CHECK: %[[RE:.*]] = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: %[[IM:.*]] = stablehlo.imag %arg0
// CHECK: %[[N:.*]] = stablehlo.negate %[[IM]]
// CHECK: %[[R:.*]] = stablehlo.complex %[[RE]], %[[N]]
// CHECK: return %[[R]], %arg1
func.func @conj(%c: tensor<2xcomplex<f32>>, %x: tensor<3xf32>)
    -> (tensor<2xcomplex<f32>>, tensor<3xf32>) {
  %0 = chlo.conj %c : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %1 = chlo.conj %x : tensor<3xf32> -> tensor<3xf32>
  return %0, %1 : tensor<2xcomplex<f32>>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @top_k
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<2x5xi32>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}>
// CHECK: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK: %[[GT:.*]] = stablehlo.compare GT, %[[A]], %[[B]], TOTALORDER
// CHECK: stablehlo.return %[[GT]]
// CHECK: %[[V:.*]] = stablehlo.slice %[[S]]#0 [0:2, 0:2]
// CHECK: %[[I:.*]] = stablehlo.slice %[[S]]#1 [0:2, 0:2]
// CHECK: return %[[V]], %[[I]]
func.func @top_k(%x: tensor<2x5xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x5xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
}

// -----

// The special functions are evaluated in f64 and rounded back.
// CHECK-LABEL: func.func @erf_bf16
// CHECK: stablehlo.convert %arg0 : (tensor<4xbf16>) -> tensor<4xf64>
// CHECK-NOT: chlo.
// CHECK: %[[R:.*]] = stablehlo.convert %{{.*}} : (tensor<4xf64>) -> tensor<4xbf16>
// CHECK: return %[[R]]
func.func @erf_bf16(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = chlo.erf %x : tensor<4xbf16> -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @next_after
// CHECK: %[[BITS:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
// CHECK: %[[STEP:.*]] = stablehlo.select %{{.*}} : tensor<3xi1>, tensor<3xi32>
// CHECK: %[[NEXT:.*]] = stablehlo.add %[[BITS]], %[[STEP]] : tensor<3xi32>
// CHECK: stablehlo.bitcast_convert %[[NEXT]] : (tensor<3xi32>) -> tensor<3xf32>
// CHECK-NOT: chlo.
func.func @next_after(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// scan becomes a while over (i, carries, outputs) (Scan.cpp).
// CHECK-LABEL: func.func @scan
// CHECK: stablehlo.while
// CHECK: stablehlo.dynamic_slice
// CHECK: stablehlo.dynamic_update_slice
// CHECK-NOT: chlo.
func.func @scan(%x: tensor<4x5xf32>, %init: tensor<5xf32>)
    -> (tensor<4x5xf32>, tensor<5xf32>) {
  %r:2 = chlo.scan(%x) inits (%init) dimension=0  {
  ^bb0(%input: tensor<5xf32>, %carry: tensor<5xf32>):
    %s = stablehlo.add %input, %carry : tensor<5xf32>
    stablehlo.return %s, %s : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %r#0, %r#1 : tensor<4x5xf32>, tensor<5xf32>
}

// -----

// Constants in sort (and reduce) bodies stay there: the pass only rewrites
// CHLO ops.
// CHECK-LABEL: func.func @sort_body
// CHECK: "stablehlo.sort"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.constant
// CHECK: stablehlo.compare
func.func @sort_body(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %s = chlo.square %a : tensor<f32> -> tensor<f32>
    %t = stablehlo.add %b, %c : tensor<f32>
    %r = stablehlo.compare LT, %s, %t : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
