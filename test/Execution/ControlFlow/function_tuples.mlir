// Functions that take and return tuples (nested ones, empty ones, tokens
// inside), called from @main and from the body of a while loop that carries
// a tuple, and a function called twice. The tuples are flattened into their
// leaves before the lowering (ControlFlowTuples.cpp). Expected values by
// hand: @step doubles the vector and counts up, three times.
// RUN: kiln run %s | FileCheck %s
// RUN: kiln run %s -O0 | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 6 passed, 0 failed
func.func private @pair(%a: tensor<2xf32>, %b: tensor<i32>) -> tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>> {
  %tok = stablehlo.create_token : !stablehlo.token
  %in = stablehlo.tuple %b, %tok : tuple<tensor<i32>, !stablehlo.token>
  %t = stablehlo.tuple %a, %in : tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>
  return %t : tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>
}
func.func private @swap(%t: tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, tensor<2xf32>> {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<2xf32>
  %in = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
  %b = stablehlo.get_tuple_element %in[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
  %twice = stablehlo.add %a, %a : tensor<2xf32>
  %r = stablehlo.tuple %b, %twice : tuple<tensor<i32>, tensor<2xf32>>
  return %r : tuple<tensor<i32>, tensor<2xf32>>
}
func.func private @step(%t: tuple<tensor<i32>, tensor<2xf32>>) -> tuple<tensor<i32>, tensor<2xf32>> {
  %i = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
  %v = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %i, %one : tensor<i32>
  %w = stablehlo.add %v, %v : tensor<2xf32>
  %r = stablehlo.tuple %n, %w : tuple<tensor<i32>, tensor<2xf32>>
  return %r : tuple<tensor<i32>, tensor<2xf32>>
}
func.func private @empty() -> tuple<> {
  %t = stablehlo.tuple : tuple<>
  return %t : tuple<>
}
func.func @main() {
  %c = stablehlo.constant dense<[1.0, 2.5]> : tensor<2xf32>
  %k = stablehlo.constant dense<7> : tensor<i32>
  %a, %b = stablehlo.optimization_barrier %c, %k : tensor<2xf32>, tensor<i32>
  %t = func.call @pair(%a, %b) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>
  %s = func.call @swap(%t) : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, tensor<2xf32>>
  %s0 = stablehlo.get_tuple_element %s[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
  %s1 = stablehlo.get_tuple_element %s[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %s0, dense<7> : tensor<i32>
  check.expect_eq_const %s1, dense<[2.0, 5.0]> : tensor<2xf32>
  // A second call of the same function.
  %u = func.call @swap(%t) : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, tensor<2xf32>>
  %u1 = stablehlo.get_tuple_element %u[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %u1, dense<[2.0, 5.0]> : tensor<2xf32>
  %e = func.call @empty() : () -> tuple<>
  // A loop whose body calls a function taking and returning its tuple.
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %init = stablehlo.tuple %zero, %a : tuple<tensor<i32>, tensor<2xf32>>
  %w = stablehlo.while(%it = %init) : tuple<tensor<i32>, tensor<2xf32>>
  cond {
    %i = stablehlo.get_tuple_element %it[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = func.call @step(%it) : (tuple<tensor<i32>, tensor<2xf32>>) -> tuple<tensor<i32>, tensor<2xf32>>
    stablehlo.return %n : tuple<tensor<i32>, tensor<2xf32>>
  }
  %w0 = stablehlo.get_tuple_element %w[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
  %w1 = stablehlo.get_tuple_element %w[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %w0, dense<3> : tensor<i32>
  check.expect_eq_const %w1, dense<[8.0, 20.0]> : tensor<2xf32>
  // The step function once more, outside the loop, on a tuple from @swap.
  %x = func.call @step(%s) : (tuple<tensor<i32>, tensor<2xf32>>) -> tuple<tensor<i32>, tensor<2xf32>>
  %x0 = stablehlo.get_tuple_element %x[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
  check.expect_eq_const %x0, dense<8> : tensor<i32>
  return
}
