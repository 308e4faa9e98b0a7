// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-fuse-elementwise))' \
// RUN:   | FileCheck %s

// linalg.reduce is generalized, so the elementwise producer (x - m)^2 of a
// variance fuses into it: one pass over x.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @variance(%x: tensor<4x32xf32>, %m: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<4x32xf32>, tensor<4xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    %q = arith.mulf %s, %s : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  %i = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce { arith.addf } ins(%d : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  return %r : tensor<4xf32>
}
// CHECK-LABEL: func.func @variance
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<4x32xf32>, tensor<4xf32>)
// CHECK:           arith.subf
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     linalg.reduce
// CHECK:         return %[[R]]

// -----

// A producer with another use is fused (recomputed) into a reduction: the
// sum reads x and computes exp itself; the other use keeps the producer.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @exp_sum(%x: tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.exp %a : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  %i = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce { arith.addf } ins(%ex : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  return %ex, %r : tensor<4x32xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @exp_sum
// CHECK-SAME:    (%[[X:.*]]: tensor<4x32xf32>)
// CHECK:         %[[EX:.*]] = linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "parallel"]
// CHECK:           math.exp
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[X]] : tensor<4x32xf32>)
// CHECK:           math.exp
// CHECK:           arith.addf
// CHECK:         return %[[EX]], %[[SUM]]

// -----

// Must not fire: a producer with another use stays out of an elementwise
// consumer (fusing would compute it twice).
#id = affine_map<(i) -> (i)>
func.func @two_uses(%x: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %e = tensor.empty() : tensor<32xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.exp %a : f32
    linalg.yield %q : f32
  } -> tensor<32xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%ex : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.negf %a : f32
    linalg.yield %q : f32
  } -> tensor<32xf32>
  return %ex, %n : tensor<32xf32>, tensor<32xf32>
}
// CHECK-LABEL: func.func @two_uses
// CHECK:         %[[EX:.*]] = linalg.generic
// CHECK:           math.exp
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[EX]]
// CHECK:           arith.negf
