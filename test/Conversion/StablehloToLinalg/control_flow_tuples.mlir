// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// A while carrying (tuple<f32, i32>, token) becomes an scf.while over the
// two tensors: the tuple is flattened and the token dropped.
// CHECK-LABEL: func.func @main
// CHECK: scf.while (%{{.*}} = %arg0, %{{.*}} = %{{.*}}) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
// CHECK-NOT: token
// CHECK-NOT: tuple
func.func @main(%x: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
  %tok = stablehlo.create_token : !stablehlo.token
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %t = stablehlo.tuple %x, %c0 : tuple<tensor<f32>, tensor<i32>>
  %w:2 = stablehlo.while(%it = %t, %tk = %tok) : tuple<tensor<f32>, tensor<i32>>, !stablehlo.token
  cond {
    %i = stablehlo.get_tuple_element %it[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
    %c5 = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %v = stablehlo.get_tuple_element %it[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    %i = stablehlo.get_tuple_element %it[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    %v2 = stablehlo.add %v, %v : tensor<f32>
    %n = stablehlo.tuple %v2, %i1 : tuple<tensor<f32>, tensor<i32>>
    %tk2 = stablehlo.after_all %tk : !stablehlo.token
    stablehlo.return %n, %tk2 : tuple<tensor<f32>, tensor<i32>>, !stablehlo.token
  }
  %r0 = stablehlo.get_tuple_element %w#0[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  %r1 = stablehlo.get_tuple_element %w#0[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  return %r0, %r1 : tensor<f32>, tensor<i32>
}
