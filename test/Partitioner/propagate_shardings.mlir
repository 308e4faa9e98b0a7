// Propagation decisions: the shardings a program states spread through
// each op's factors (elementwise dimensions, broadcast and transpose maps,
// a dot's batch/free/contracting sizes, a reduce's kept dimensions,
// reshape's split and merged dimensions), forward and backward; closed
// dimensions keep theirs; conflicting axes give their common prefix; an
// axis is used once per tensor and only where it divides the dimension.
// RUN: kiln-opt %s -split-input-file -kiln-propagate-shardings | FileCheck %s

// Megatron's MLP: rows over x, the first product's columns and the second's
// contracting dimension over y.
// CHECK-LABEL: func.func @mlp
// CHECK: stablehlo.dot_general {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>
// CHECK: stablehlo.broadcast_in_dim {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>
// CHECK: stablehlo.maximum {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>
// CHECK: stablehlo.dot_general {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @mlp(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
               %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>},
               %w2: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
  %2 = stablehlo.maximum %0, %1 : tensor<8x32xf32>
  %3 = stablehlo.dot_general %2, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// -----

// Backward: an unannotated argument takes the sharding its use needs; the
// result's stated sharding reaches the ops before it; a transpose maps
// dimensions.
// CHECK-LABEL: func.func @backward
// CHECK-SAME: %arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}
// CHECK: stablehlo.transpose {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
// CHECK: stablehlo.exponential {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @backward(%a: tensor<4x8xf32>) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.exponential %0 : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

// A closed replicated argument stays replicated; the other operand's
// sharding still reaches the result.
// CHECK-LABEL: func.func @closed
// CHECK-SAME: %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}
// CHECK: stablehlo.add {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @closed(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>},
                  %b: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.add %a, %b : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Conflicting operands: the common prefix of their axes ({"x", "y"} and
// {"x"} agree on {"x", "y"}; {"y"} and {"x"} on nothing).
// CHECK-LABEL: func.func @conflict
// CHECK: stablehlo.multiply {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y", ?}]>]>
// CHECK: stablehlo.subtract
// CHECK-NOT: sdy.sharding
// CHECK: return
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @conflict(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>},
                    %b: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
                    %c: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>},
                    %d: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.multiply %a, %b : tensor<8xf32>
  %1 = stablehlo.subtract %c, %d : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Reshape: a merged dimension carries its major factor's axes; a split one
// gives them to its major part. A reduce keeps its kept dimensions' axes.
// CHECK-LABEL: func.func @reshape_reduce
// CHECK: stablehlo.reshape {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>
// CHECK: stablehlo.reshape {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}, {?}]>]>
// CHECK: stablehlo.reduce{{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @reshape_reduce(%a: tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4xf32> {
  %0 = stablehlo.reshape %a : (tensor<4x6xf32>) -> tensor<24xf32>
  %1 = stablehlo.reshape %0 : (tensor<24xf32>) -> tensor<4x2x3xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x2x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Axes must divide the dimension: 6 rows do not split 4 ways, so the
// exponential of an argument stated that way stays whole (the argument's
// own sharding is kept: partitioning pads its shards).
// CHECK-LABEL: func.func @indivisible
// CHECK: stablehlo.exponential
// CHECK-NOT: sdy.sharding_per_value
// CHECK: return
sdy.mesh @mesh = <["d"=4]>
func.func @indivisible(%a: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) -> tensor<6xf32> {
  %0 = stablehlo.exponential %a : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// A sharding constraint fixes its result and suggests its input's; calls
// are inlined first.
// CHECK-LABEL: func.func @constraint
// CHECK: stablehlo.negate {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"x", ?}]>]>
// CHECK: sdy.sharding_constraint
// CHECK: stablehlo.abs {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"x", ?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @constraint(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = call @neg(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"x"}]> : tensor<4x4xf32>
  %2 = stablehlo.abs %1 : tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}
func.func private @neg(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.negate %a : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Through a while loop: each carried value has one sharding for the loop's
// operand, region arguments, yielded value and result; the body's ops get
// theirs from it.
// CHECK-LABEL: func.func @loop
// CHECK: stablehlo.while{{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x", ?}, {?}]>]>
// CHECK: stablehlo.compare
// CHECK: stablehlo.tanh {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @loop(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %a) : tensor<i32>, tensor<8x4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %t = stablehlo.tanh %h : tensor<8x4xf32>
    stablehlo.return %n, %t : tensor<i32>, tensor<8x4xf32>
  }
  return %0#1 : tensor<8x4xf32>
}

// -----

// Members of a sharding group share one sharding: %b's use gives %a (in the
// same group) its sharding, and so the negate of %a.
// CHECK-LABEL: func.func @group
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"x", ?}]>]>}
sdy.mesh @mesh = <["x"=2]>
func.func @group(%a: tensor<4x4xf32>, %b: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<4x4xf32> {
  sdy.sharding_group %a group_id = 0 : tensor<4x4xf32>
  sdy.sharding_group %b group_id = 0 : tensor<4x4xf32>
  %0 = stablehlo.negate %a : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// User priorities go first: the columns' p0 sharding over x reaches the
// product before the rows' p1 one, which then finds x taken. Without
// priorities the rows (the product's first free factor) would win.
// CHECK-LABEL: func.func @priorities
// CHECK: stablehlo.dot_general {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"x", ?}]>]>
// CHECK-LABEL: func.func @no_priorities
// CHECK: stablehlo.dot_general {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
sdy.mesh @mesh = <["x"=2]>
func.func @priorities(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p1, {}]>},
                      %w: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}p0]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func @no_priorities(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                         %w: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// A convolution splits its batch and output features like a product's free
// dimensions; its windowed dimensions stay whole.
// CHECK-LABEL: func.func @convolution
// CHECK: stablehlo.convolution{{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}, {?}, {"y", ?}]>]>
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @convolution(%in: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>},
                       %k: tensor<3x3x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"y"}]>}) -> tensor<4x8x8x8xf32> {
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x8x8x8xf32>
  return %0 : tensor<4x8x8x8xf32>
}
