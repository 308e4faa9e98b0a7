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

// -----

// Softmax's shape: exp has a reduction use (the sum) and, last, an
// elementwise use of its own shape (the division). It is computed once
// instead of being recomputed in the sum: the sum reads it and the
// division overwrites it in place (exp's result becomes its init).
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @exp_in_place(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
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
  %s = linalg.reduce { arith.addf } ins(%ex : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  return %d : tensor<4x32xf32>
}
// CHECK-LABEL: func.func @exp_in_place
// CHECK-SAME:    (%[[X:.*]]: tensor<4x32xf32>)
// CHECK:         %[[EX:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[X]] : tensor<4x32xf32>)
// CHECK:           math.exp
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[EX]] : tensor<4x32xf32>)
// CHECK-NOT:       math.exp
// CHECK:           arith.addf
// CHECK:         %[[D:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[SUM]] : tensor<4xf32>) outs(%[[EX]] : tensor<4x32xf32>)
// CHECK:         ^bb0(%[[S:.*]]: f32, %[[E:.*]]: f32):
// CHECK:           arith.divf %[[E]], %[[S]] : f32
// CHECK:         return %[[D]]

// -----

// A chain of such steps (a residual stream whose every step calls tanh,
// each step read by a reduction and last by the next step): every step
// overwrites the one before it in place, the next pair taking the op that
// replaced its producer.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @in_place_chain(%x: tensor<4x32xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%e0 : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<4x32xf32>
  %i0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%i0 : tensor<4xf32>) -> tensor<4xf32>
  %s0 = linalg.reduce { arith.addf } ins(%a : tensor<4x32xf32>) outs(%f0 : tensor<4xf32>) dimensions = [1]
  %e1 = tensor.empty() : tensor<4x32xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x32xf32>) outs(%e1 : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %r = arith.addf %v, %t : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  %i1 = tensor.empty() : tensor<4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%i1 : tensor<4xf32>) -> tensor<4xf32>
  %s1 = linalg.reduce { arith.addf } ins(%b : tensor<4x32xf32>) outs(%f1 : tensor<4xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4x32xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4x32xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %r = arith.addf %v, %t : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  return %s0, %s1, %c : tensor<4xf32>, tensor<4xf32>, tensor<4x32xf32>
}
// CHECK-LABEL: func.func @in_place_chain
// CHECK:         %[[A:.*]] = linalg.generic
// CHECK:           math.tanh
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<4x32xf32>)
// CHECK:         %[[B:.*]] = linalg.generic
// CHECK-SAME:      outs(%[[A]] : tensor<4x32xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[B]] : tensor<4x32xf32>)
// CHECK:         %[[C:.*]] = linalg.generic
// CHECK-SAME:      outs(%[[B]] : tensor<4x32xf32>)
// CHECK:         return %{{.*}}, %{{.*}}, %[[C]]

// -----

// Must not fire: the producer is cheap (no transcendental function), so it
// is recomputed inside the sum as before and the division reads x.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @cheap_not_in_place(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  %i = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce { arith.addf } ins(%sq : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sq, %s : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  return %d : tensor<4x32xf32>
}
// CHECK-LABEL: func.func @cheap_not_in_place
// CHECK-SAME:    (%[[X:.*]]: tensor<4x32xf32>)
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "reduction"]
// CHECK-SAME:      ins(%[[X]] : tensor<4x32xf32>)
// CHECK:           arith.mulf
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[X]], %[[SUM]] : tensor<4x32xf32>, tensor<4xf32>)
// CHECK-SAME:      outs(%{{.*}} : tensor<4x32xf32>)
// CHECK:           arith.mulf
// CHECK:           arith.divf

// -----

// Must not fire: the elementwise use comes before the reduction, so it
// cannot overwrite exp; exp is recomputed inside the sum and fused into
// the negation, as before.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @use_before_sum(%x: tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.exp %a : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex : tensor<4x32xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.negf %a : f32
    linalg.yield %q : f32
  } -> tensor<4x32xf32>
  %i = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce { arith.addf } ins(%ex : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  return %n, %s : tensor<4x32xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @use_before_sum
// CHECK-SAME:    (%[[X:.*]]: tensor<4x32xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[X]] : tensor<4x32xf32>) outs(%{{.*}} : tensor<4x32xf32>)
// CHECK:           math.exp
// CHECK:           arith.negf
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%[[X]] : tensor<4x32xf32>)
// CHECK:           math.exp
// CHECK:           arith.addf

// -----

// A residual stream: x1 = x + a and x2 = x1 + b each have a sum (a layer
// norm's mean) and another elementwise use (x1's: y = x1 * x1, the norm's
// own). x1 fuses into its sum, recomputed from x and a; x2 reads x1, a
// shared elementwise result, so its sum reads x2 instead of recomputing
// it: that would pull x1 in too, and a deep model's last layer norm would
// recompute every residual add from the first layer's input on.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @residual_chain(%x: tensor<4x32xf32>, %a: tensor<4x32xf32>, %b: tensor<4x32xf32>)
    -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %x1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %a : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %i = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<4xf32>) -> tensor<4xf32>
  %s1 = linalg.reduce { arith.addf } ins(%x1 : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x1 : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.mulf %p, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %x2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x1, %b : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %s2 = linalg.reduce { arith.addf } ins(%x2 : tensor<4x32xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  return %x2, %y, %s1, %s2 : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @residual_chain
// CHECK-SAME:    (%[[X:.*]]: tensor<4x32xf32>, %[[A:.*]]: tensor<4x32xf32>, %[[B:.*]]: tensor<4x32xf32>)
// CHECK:         %[[X1:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%[[X]], %[[A]] :
// CHECK:         %[[S1:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%[[X]], %[[A]] :
// CHECK:         %[[Y:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%[[X1]] :
// CHECK:         %[[X2:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%[[X1]], %[[B]] :
// CHECK:         %[[S2:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%[[X2]] :
// CHECK:         return %[[X2]], %[[Y]], %[[S1]], %[[S2]]

// -----

// A producer whose body calls a libm function (a call, not known to be
// free of effects) fused into its one consumer: upstream fusion leaves it
// behind with its constant operands folded in and nothing to read or
// write; the pass erases it (no later lowering takes a linalg op without
// operands).
func.func private @powf(f32, f32) -> f32
func.func @fused_call() -> tensor<f32> {
  %c = arith.constant dense<2.0> : tensor<f32>
  %e = tensor.empty() : tensor<f32>
  %p = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%c : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = func.call @powf(%a, %a) : (f32, f32) -> f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %d = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%p : tensor<f32>) outs(%e2 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %d : tensor<f32>
}
// CHECK-LABEL: func.func @fused_call
// CHECK-NOT:     linalg.generic {indexing_maps = [], iterator_types = []}
// CHECK:         %[[D:.*]] = linalg.generic
// CHECK:           func.call @powf
// CHECK:           arith.addf
// CHECK:         return %[[D]]
