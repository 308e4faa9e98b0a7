// RUN: kiln run %s --input 3xf32=1,-2,0.5 --input i1=1 --input i32=1 | FileCheck %s --check-prefixes=CHECK,TRUE,K1
// RUN: kiln run %s --input 3xf32=1,-2,0.5 --input i1=0 --input i32=0 | FileCheck %s --check-prefixes=CHECK,FALSE,K0
// RUN: kiln run %s --input 3xf32=1,-2,0.5 --input i1=0 --input i32=-4 | FileCheck %s --check-prefixes=CHECK,FALSE,K1
// while/if/case carrying tuples (nested) and !stablehlo.token values from
// create_token/after_all: kiln flattens the tuples and drops the tokens.
// Expected values by hand: the outer loop runs i = 0, 1, 2 and its inner
// loop (which carries the outer loop's whole tuple) adds 1 to v i + 1
// times, so v = x + 6 and i = 3; the if gives (x * x, 7) or (-x, 9); the
// case gives 10 for index 0 and 20 for 1 and out-of-range indices (the
// last branch).

// CHECK: output 0: tensor<3xf32>
// CHECK-NEXT: array([7. , 4. , 6.5], dtype=float32)
// CHECK-NEXT: output 1: tensor<i32>
// CHECK-NEXT: array(3, dtype=int32)
// CHECK-NEXT: output 2: tensor<3xf32>
// TRUE-NEXT: array([1.  , 4.  , 0.25], dtype=float32)
// FALSE-NEXT: array([-1. ,  2. , -0.5], dtype=float32)
// CHECK-NEXT: output 3: tensor<i32>
// TRUE-NEXT: array(7, dtype=int32)
// FALSE-NEXT: array(9, dtype=int32)
// CHECK-NEXT: output 4: tensor<f32>
// K0-NEXT: array(10., dtype=float32)
// K1-NEXT: array(20., dtype=float32)
func.func @main(%x: tensor<3xf32>, %p: tensor<i1>, %k: tensor<i32>)
    -> (tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<f32>) {
  %t0 = stablehlo.create_token : !stablehlo.token
  %t1 = stablehlo.after_all %t0, %t0 : !stablehlo.token
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %inner = stablehlo.tuple %c0, %t1 : tuple<tensor<i32>, !stablehlo.token>
  %s = stablehlo.tuple %x, %inner : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>
  %w = stablehlo.while(%it = %s) : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>
  cond {
    %in = stablehlo.get_tuple_element %it[1] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
    %i = stablehlo.get_tuple_element %in[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %v = stablehlo.get_tuple_element %it[0] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<3xf32>
    %in = stablehlo.get_tuple_element %it[1] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
    %i = stablehlo.get_tuple_element %in[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
    %tk = stablehlo.get_tuple_element %in[1] : (tuple<tensor<i32>, !stablehlo.token>) -> !stablehlo.token
    // Inner loop: adds 1.0 to v (i + 1) times, carrying the outer tuple.
    %c0i = stablehlo.constant dense<0> : tensor<i32>
    %iw:2 = stablehlo.while(%jt = %it, %j = %c0i) : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>, tensor<i32>
    cond {
      %lim = stablehlo.get_tuple_element %jt[1] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
      %li = stablehlo.get_tuple_element %lim[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
      %le = stablehlo.compare LE, %j, %li : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %le : tensor<i1>
    } do {
      %jv = stablehlo.get_tuple_element %jt[0] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<3xf32>
      %jin = stablehlo.get_tuple_element %jt[1] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
      %one = stablehlo.constant dense<1.0> : tensor<3xf32>
      %jv2 = stablehlo.add %jv, %one : tensor<3xf32>
      %jn = stablehlo.tuple %jv2, %jin : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %j2 = stablehlo.add %j, %c1 : tensor<i32>
      stablehlo.return %jn, %j2 : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>, tensor<i32>
    }
    %nv = stablehlo.get_tuple_element %iw#0[0] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<3xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    %tk2 = stablehlo.after_all %tk : !stablehlo.token
    %nin = stablehlo.tuple %i2, %tk2 : tuple<tensor<i32>, !stablehlo.token>
    %n = stablehlo.tuple %nv, %nin : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>
    stablehlo.return %n : tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>
  }
  %rv = stablehlo.get_tuple_element %w[0] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<3xf32>
  %rin = stablehlo.get_tuple_element %w[1] : (tuple<tensor<3xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
  %ri = stablehlo.get_tuple_element %rin[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
  // if: (tuple, token) results.
  %if:2 = "stablehlo.if"(%p) ({
    %d = stablehlo.multiply %x, %x : tensor<3xf32>
    %c7 = stablehlo.constant dense<7> : tensor<i32>
    %tt = stablehlo.tuple %d, %c7 : tuple<tensor<3xf32>, tensor<i32>>
    %tok = stablehlo.create_token : !stablehlo.token
    stablehlo.return %tt, %tok : tuple<tensor<3xf32>, tensor<i32>>, !stablehlo.token
  }, {
    %d = stablehlo.negate %x : tensor<3xf32>
    %c9 = stablehlo.constant dense<9> : tensor<i32>
    %tt = stablehlo.tuple %d, %c9 : tuple<tensor<3xf32>, tensor<i32>>
    stablehlo.return %tt, %t1 : tuple<tensor<3xf32>, tensor<i32>>, !stablehlo.token
  }) : (tensor<i1>) -> (tuple<tensor<3xf32>, tensor<i32>>, !stablehlo.token)
  %iv = stablehlo.get_tuple_element %if#0[0] : (tuple<tensor<3xf32>, tensor<i32>>) -> tensor<3xf32>
  %ii = stablehlo.get_tuple_element %if#0[1] : (tuple<tensor<3xf32>, tensor<i32>>) -> tensor<i32>
  // case: a tuple result holding a token.
  %cs = "stablehlo.case"(%k) ({
    %a = stablehlo.constant dense<10.0> : tensor<f32>
    %tt = stablehlo.tuple %a, %t1 : tuple<tensor<f32>, !stablehlo.token>
    stablehlo.return %tt : tuple<tensor<f32>, !stablehlo.token>
  }, {
    %a = stablehlo.constant dense<20.0> : tensor<f32>
    %tok = stablehlo.after_all %if#1 : !stablehlo.token
    %tt = stablehlo.tuple %a, %tok : tuple<tensor<f32>, !stablehlo.token>
    stablehlo.return %tt : tuple<tensor<f32>, !stablehlo.token>
  }) : (tensor<i32>) -> tuple<tensor<f32>, !stablehlo.token>
  %cv = stablehlo.get_tuple_element %cs[0] : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>
  return %rv, %ri, %iv, %ii, %cv : tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<f32>
}
