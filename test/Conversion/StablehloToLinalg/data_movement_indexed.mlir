// Data movement ops with runtime indices: dynamic_slice and
// dynamic_update_slice (clamped starts), gather (linalg.generic computing
// the operand index) and scatter (loops with the combiner as scalar code);
// dynamic_gather with constant slice sizes through kiln-dynamic-ops-to-static.
// RUN: kiln-opt %s -split-input-file -kiln-dynamic-ops-to-static -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// Unsigned starts are zero-extended and only clamped above.
// CHECK-LABEL: func.func @dynamic_slice_unsigned
// CHECK: %[[I:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT: %[[W:.*]] = arith.extui %[[I]] : i32 to i64
// CHECK-NEXT: %[[HI:.*]] = arith.constant 3 : i64
// CHECK-NEXT: %[[M:.*]] = arith.minui %[[W]], %[[HI]] : i64
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[M]] : i64 to index
// CHECK: %[[J:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: tensor.extract_slice %arg0[%[[X]], %[[J]]] [2, 3] [1, 1] : tensor<5x6xf32> to tensor<2x3xf32>
func.func @dynamic_slice_unsigned(%x: tensor<5x6xf32>, %i: tensor<ui32>, %j: tensor<ui32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<5x6xf32>, tensor<ui32>, tensor<ui32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Signed starts: clamp(start, 0, dim - size).
// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK: %[[I:.*]] = tensor.extract %arg2[] : tensor<i64>
// CHECK-NEXT: %[[HI:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[LO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[A:.*]] = arith.minsi %[[I]], %[[HI]] : i64
// CHECK-NEXT: %[[B:.*]] = arith.maxsi %[[A]], %[[LO]] : i64
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[B]] : i64 to index
// CHECK: %[[HI2:.*]] = arith.constant 1 : i64
// CHECK: %[[Y:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: tensor.insert_slice %arg1 into %arg0[%[[X]], %[[Y]]] [2, 4] [1, 1] : tensor<2x4xi32> into tensor<4x5xi32>
func.func @dynamic_update_slice(%x: tensor<4x5xi32>, %u: tensor<2x4xi32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<4x5xi32> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x5xi32>, tensor<2x4xi32>, tensor<i64>, tensor<i64>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

// -----

// A vmap'd x[i]: operand dimension 0 is a batching dimension paired with
// start_indices dimension 0, the start index (clamped to [0, 3]) goes to
// operand dimension 1, and the offset dimension adds the result index.
// CHECK-LABEL: func.func @gather_batching
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"]} outs(%{{.*}} : tensor<3x1xf32>)
// CHECK: %[[R0:.*]] = linalg.index 0 : index
// CHECK: %[[R1:.*]] = linalg.index 1 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[K:.*]] = arith.constant 0 : index
// CHECK: %[[S:.*]] = tensor.extract %arg1[%[[R0]], %[[K]]] : tensor<3x1xi32>
// CHECK: arith.extsi %[[S]] : i32 to i64
// CHECK: arith.constant 3 : i64
// CHECK: %[[START:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[D0:.*]] = arith.addi %[[ZERO]], %[[R0]] : index
// CHECK: %[[D1:.*]] = arith.addi %[[START]], %[[R1]] : index
// CHECK: %[[V:.*]] = tensor.extract %arg0[%[[D0]], %[[D1]]] : tensor<3x4xf32>
// CHECK: linalg.yield %[[V]] : f32
func.func @gather_batching(%x: tensor<3x4xf32>, %idx: tensor<3x1xi32>) -> tensor<3x1xf32> {
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// Implicit index vector (index_vector_dim = rank of start_indices).
// CHECK-LABEL: func.func @gather_implicit_index_vector
// CHECK: %[[R0:.*]] = linalg.index 0 : index
// CHECK: %[[R1:.*]] = linalg.index 1 : index
// CHECK: tensor.extract %arg1[%[[R0]]] : tensor<2xi64>
// CHECK: arith.constant 4 : i64
// CHECK: tensor.extract %arg0
func.func @gather_implicit_index_vector(%x: tensor<5x3xf32>, %idx: tensor<2xi64>) -> tensor<2x3xf32> {
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Scatter: a loop per update dimension carrying the result; a window that
// does not fit (0 <= start <= 3 - 1, compared unsigned) is skipped; the add
// combiner becomes arith.addf on the scalars.
// CHECK-LABEL: func.func @scatter_add
// CHECK: %[[R:.*]] = scf.for %[[U0:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC0:.*]] = %arg0) -> (tensor<3x4xf32>)
// CHECK: scf.for %[[U1:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ACC0]]) -> (tensor<3x4xf32>)
// CHECK: %[[S:.*]] = tensor.extract %arg1[%[[U0]], %{{.*}}] : tensor<2x1xi32>
// CHECK: %[[W:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK: %[[LIM:.*]] = arith.constant 2 : i64
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[W]], %[[LIM]] : i64
// CHECK: %[[OK:.*]] = arith.andi %{{.*}}, %[[FITS]] : i1
// CHECK: %[[ROW:.*]] = arith.index_cast %[[W]] : i64 to index
// CHECK: %[[COL:.*]] = arith.addi %{{.*}}, %[[U1]] : index
// CHECK: scf.if %[[OK]] -> (tensor<3x4xf32>) {
// CHECK-NEXT: %[[OLD:.*]] = tensor.extract %[[ACC]][%[[ROW]], %[[COL]]] : tensor<3x4xf32>
// CHECK-NEXT: %[[UPD:.*]] = tensor.extract %arg2[%[[U0]], %[[U1]]] : tensor<2x4xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %[[UPD]] : f32
// CHECK-NEXT: %[[NEW:.*]] = tensor.insert %[[SUM]] into %[[ACC]][%[[ROW]], %[[COL]]] : tensor<3x4xf32>
// CHECK-NEXT: scf.yield %[[NEW]] : tensor<3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : tensor<3x4xf32>
// CHECK: return %[[R]]
func.func @scatter_add(%x: tensor<3x4xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Two inputs scattered together: the combiner sees (x, y, ux, uy).
// CHECK-LABEL: func.func @scatter_variadic
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %arg0, %[[B:.*]] = %arg1) -> (tensor<4xi32>, tensor<4xf32>)
// CHECK: scf.if %{{.*}} -> (tensor<4xi32>, tensor<4xf32>) {
// CHECK: %[[OA:.*]] = tensor.extract %[[A]]
// CHECK: %[[OB:.*]] = tensor.extract %[[B]]
// CHECK: %[[UA:.*]] = tensor.extract %arg3
// CHECK: %[[UB:.*]] = tensor.extract %arg4
// CHECK: arith.addi %[[OA]], %[[UA]] : i32
// CHECK: arith.maximumf %[[OB]], %[[UB]] : f32
func.func @scatter_variadic(%x: tensor<4xi32>, %y: tensor<4xf32>, %idx: tensor<2x1xi32>, %ux: tensor<2xi32>, %uy: tensor<2xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0:2 = "stablehlo.scatter"(%x, %y, %idx, %ux, %uy) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<f32>):
    %1 = stablehlo.add %a, %c : tensor<i32>
    %2 = stablehlo.maximum %b, %d : tensor<f32>
    stablehlo.return %1, %2 : tensor<i32>, tensor<f32>
  }) : (tensor<4xi32>, tensor<4xf32>, tensor<2x1xi32>, tensor<2xi32>, tensor<2xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xf32>
}

// -----

// dynamic_gather with constant slice sizes is a static gather: the start is
// clamped to [0, 5 - 2].
// CHECK-LABEL: func.func @dynamic_gather
// CHECK: %[[G:.*]] = linalg.generic
// CHECK: arith.constant 3 : i64
// CHECK: } -> tensor<2x2x6xf32>
// CHECK: tensor.cast %[[G]] : tensor<2x2x6xf32> to tensor<?x?x?xf32>
func.func @dynamic_gather(%x: tensor<5x6xf32>, %idx: tensor<2x1xi32>) -> tensor<?x?x?xf32> {
  %sizes = stablehlo.constant dense<[2, 6]> : tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x6xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
