// Variadic reduce, reduce_window and sort with bodies lowered op by op to
// scalar code.
// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// The maps of @max_pool (printed at the top of the module).
// CHECK-DAG: #[[IN_MAP:.*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 + d3)>
// CHECK-DAG: #[[WIN_MAP:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[OUT_MAP:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>

// Both inputs reduce together; the body sees (accumulators..., elements...).
// CHECK-LABEL: func.func @argmax(
// CHECK: %[[F0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2xf32>)
// CHECK: %[[F1:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<2xi32>)
// CHECK: %[[R:.*]]:2 = linalg.reduce ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xi32>) outs(%[[F0]], %[[F1]] : tensor<2xf32>, tensor<2xi32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.*]]: f32, %[[INI:.*]]: i32, %[[ACC:.*]]: f32, %[[ACCI:.*]]: i32) {
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[ACC]], %[[IN]] : f32
// CHECK-NEXT: %[[V:.*]] = arith.select %[[GT]], %[[ACC]], %[[IN]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.select %[[GT]], %[[ACCI]], %[[INI]] : i32
// CHECK-NEXT: linalg.yield %[[V]], %[[I]] : f32, i32
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @argmax(%x: tensor<2x3xf32>, %idx: tensor<2x3xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %cst), (%idx init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
    %1 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %a, %b : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
}

// The input is padded with the init value, then windows are reduced by a
// generic over (result, window) indices.
// CHECK-LABEL: func.func @max_pool(
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: %[[PAD:.*]] = tensor.insert_slice %arg0 into %[[FILL]][0, 1] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<4x8xf32>
// CHECK: %[[WIN:.*]] = tensor.empty() : tensor<2x3xi1>
// CHECK: linalg.generic {indexing_maps = [#[[IN_MAP]], #[[WIN_MAP]], #[[OUT_MAP]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[PAD]], %[[WIN]] : tensor<4x8xf32>, tensor<2x3xi1>) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: i1, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[OUT]], %[[IN]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32

func.func @max_pool(%x: tensor<4x6xf32>) -> tensor<2x4xf32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %cst) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>, base_dilations = array<i64: 1, 1>, window_dilations = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x6xf32>
  %r = stablehlo.slice %0 [0:2, 0:4] : (tensor<2x6xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}


// Insertion sort of each row: an element moves left while the comparator
// (unsigned here, on the signless keys) puts it before its neighbour; the
// carried operand moves with it.
// CHECK-LABEL: func.func @sort_pairs(
// CHECK: %[[O:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %arg1) -> (tensor<3x5xi8>, tensor<3x5xf32>)
// CHECK: scf.for %{{.*}} = %c1 to %c5 step %c1
// CHECK: scf.while (%[[J:.*]] = %{{.*}}, %[[K:.*]] = %{{.*}}, %[[V:.*]] = %{{.*}}) : (index, tensor<3x5xi8>, tensor<3x5xf32>)
// CHECK: %[[POS:.*]] = arith.cmpi ugt, %[[J]], %c0 : index
// CHECK: %[[A:.*]] = tensor.extract %[[K]][%{{.*}}, %[[J]]] : tensor<3x5xi8>
// CHECK: %[[B:.*]] = tensor.extract %[[K]][%{{.*}}, %{{.*}}] : tensor<3x5xi8>
// CHECK: %[[LT:.*]] = arith.cmpi ult, %[[A]], %[[B]] : i8
// CHECK: %[[C:.*]] = arith.andi %[[POS]], %[[LT]] : i1
// CHECK: scf.condition(%[[C]])
// CHECK: } do {
// CHECK-COUNT-4: tensor.insert
// CHECK: scf.yield
// CHECK: return %[[O]]#0, %[[O]]#1
func.func @sort_pairs(%k: tensor<3x5xui8>, %v: tensor<3x5xf32>) -> (tensor<3x5xui8>, tensor<3x5xf32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<3x5xui8>, tensor<3x5xf32>) -> (tensor<3x5xui8>, tensor<3x5xf32>)
  return %0#0, %0#1 : tensor<3x5xui8>, tensor<3x5xf32>
}


// TOTALORDER on floats compares the bit patterns mapped to a total order.
// CHECK-LABEL: func.func @total_order(
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[SIGN:.*]] = arith.shrsi %[[BITS]], %{{.*}} : i32
// CHECK: %[[FLIP:.*]] = arith.andi %[[SIGN]], %{{.*}} : i32
// CHECK: %[[KEY:.*]] = arith.xori %[[BITS]], %[[FLIP]] : i32
// CHECK: arith.cmpi slt, %[[KEY]], %{{.*}} : i32
func.func @total_order(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// map: a parallel generic whose body is the computation on scalars (unsigned
// maximum, an unsigned constant as its signless bits).
// CHECK-LABEL: func.func @map(
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[M:.*]] = arith.maxui %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[C:.*]] = arith.constant -294967296 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M]], %[[C]] : i32
// CHECK-NEXT: linalg.yield %[[S]] : i32
func.func @map(%a: tensor<2x3xui32>, %b: tensor<2x3xui32>) -> tensor<2x3xui32> {
  %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<ui32>, %y: tensor<ui32>):
    %m = stablehlo.maximum %x, %y : tensor<ui32>
    %c = stablehlo.constant dense<4000000000> : tensor<ui32>
    %s = stablehlo.add %m, %c : tensor<ui32>
    stablehlo.return %s : tensor<ui32>
  }) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
  return %0 : tensor<2x3xui32>
}

// select_and_scatter: loops over source elements and their windows; the
// chosen element is replaced while select(current, next) is false, and only
// in-bounds positions are visited.
// CHECK-LABEL: func.func @select_and_scatter(
// CHECK: %[[INIT:.*]] = linalg.fill
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<4xf32>)
// CHECK: %[[SCAN:.*]]:3 = scf.for {{.*}} -> (f32, i1, index)
// CHECK: scf.if %{{.*}} -> (f32, i1, index)
// CHECK: %[[V:.*]] = tensor.extract %arg0[%{{.*}}] : tensor<4xf32>
// CHECK: %[[KEEP:.*]] = arith.cmpf oge, %{{.*}}, %[[V]] : f32
// CHECK: scf.if %[[SCAN]]#1 -> (tensor<4xf32>)
// CHECK: %[[CUR:.*]] = tensor.extract %[[ACC]][%[[SCAN]]#2] : tensor<4xf32>
// CHECK: %[[SRC:.*]] = tensor.extract %arg1[%{{.*}}] : tensor<2xf32>
// CHECK: %[[SUM:.*]] = arith.addf %[[CUR]], %[[SRC]] : f32
// CHECK: tensor.insert %[[SUM]] into %[[ACC]][%[[SCAN]]#2] : tensor<4xf32>
// CHECK: return %[[R]]

func.func @select_and_scatter(%x: tensor<4xf32>, %s: tensor<2xf32>) -> tensor<4xf32> {
  %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Calls in a body are inlined before the conversion, wherever the callee is
// (here before its caller, so it is converted first).
// CHECK-LABEL: func.func private @pick(
// CHECK-LABEL: func.func @call_in_body(
// CHECK: linalg.reduce
// CHECK: %[[GT:.*]] = arith.cmpf ogt
// CHECK: %[[SEL:.*]] = arith.select %[[GT]]
// CHECK: linalg.yield %[[SEL]] : f32
func.func private @pick(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<f32>
  return %0 : tensor<f32>
}

func.func @call_in_body(%x: tensor<4xf32>) -> tensor<f32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %p = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = func.call @pick(%p, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}
