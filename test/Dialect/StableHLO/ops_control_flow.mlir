// RUN: kiln-opt %s -split-input-file | FileCheck %s
// RUN: kiln-opt %s -split-input-file -mlir-print-op-generic | kiln-opt -split-input-file | FileCheck %s

// The loop-carried values are named iterArg, iterArg_0, ... and the block
// arguments of cond and body are not printed.
// CHECK-LABEL: func.func @while_loop
func.func @while_loop(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %c_1 = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c_1 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %c_1 = stablehlo.constant dense<1> : tensor<i32>
  // CHECK-NEXT:   %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
  // CHECK-NEXT:   %2 = stablehlo.add %iterArg_0, %iterArg_0 : tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %1, %2 : tensor<i32>, tensor<4xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0#1 : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
  cond {
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c_1 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    %2 = stablehlo.add %iterArg_0, %iterArg_0 : tensor<4xf32>
    stablehlo.return %1, %2 : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}

// -----

// Any names are accepted when parsing; the printer renames them.
// CHECK-LABEL: func.func @while_custom_names
func.func @while_custom_names(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<f32> attributes {kiln.note = "x"}
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %1 = stablehlo.add %iterArg, %iterArg : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }
  %0 = stablehlo.while(%x = %arg0) : tensor<f32> attributes {kiln.note = "x"}
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %1 = stablehlo.add %x, %x : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

// A nested loop: the inner loop's names continue the outer ones.
// CHECK-LABEL: func.func @while_nested
func.func @while_nested(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<f32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %1 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<f32>
  // CHECK-NEXT:   cond {
  // CHECK-NEXT:     %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:     stablehlo.return %c : tensor<i1>
  // CHECK-NEXT:   } do {
  // CHECK-NEXT:     stablehlo.return %iterArg_0 : tensor<f32>
  // CHECK-NEXT:   }
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }
  %0 = stablehlo.while(%a = %arg0) : tensor<f32>
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %1 = stablehlo.while(%b = %a) : tensor<f32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %b : tensor<f32>
    }
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @while_no_operands
func.func @while_no_operands() {
  // CHECK-NEXT: stablehlo.while()
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   stablehlo.return{{ ?$}}
  // CHECK-NEXT: }
  stablehlo.while()
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return
  }
  return
}

// -----

// CHECK-LABEL: func.func @while_token_and_tuple
func.func @while_token_and_tuple(%arg0: !stablehlo.token, %arg1: tuple<tensor<f32>>) -> !stablehlo.token {
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : !stablehlo.token, tuple<tensor<f32>>
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : !stablehlo.token, tuple<tensor<f32>>
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg, %iterArg_0 : !stablehlo.token, tuple<tensor<f32>>
  }
  return %0#0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @if_op
func.func @if_op(%pred: tensor<i1>, %arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<4xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg1 : tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<4xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<4xf32>
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %arg0 : tensor<4xf32>
  }, {
    %1 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @if_no_results
func.func @if_no_results(%pred: tensor<i1>) {
  // CHECK-NEXT: "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return{{ ?$}}
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return{{ ?$}}
  // CHECK-NEXT: }) : (tensor<i1>) -> ()
  "stablehlo.if"(%pred) ({
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @case_op
func.func @case_op(%index: tensor<i32>, %arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1, %arg0 : tensor<4xf32>, tensor<i32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg1 : tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %1, %arg0 : tensor<4xf32>, tensor<i32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %cst = stablehlo.constant dense<3.000000e+00> : tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %cst, %arg0 : tensor<4xf32>, tensor<i32>
  // CHECK-NEXT: }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  %0:2 = "stablehlo.case"(%index) ({
    stablehlo.return %arg0, %index : tensor<4xf32>, tensor<i32>
  }, {
    %1 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    stablehlo.return %1, %index : tensor<4xf32>, tensor<i32>
  }, {
    %cst = stablehlo.constant dense<3.0> : tensor<4xf32>
    stablehlo.return %cst, %index : tensor<4xf32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @case_single_branch
func.func @case_single_branch(%index: tensor<i32>) -> tensor<i32> {
  // CHECK-NEXT: %0 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg0 : tensor<i32>
  // CHECK-NEXT: }) : (tensor<i32>) -> tensor<i32>
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %index : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @map_op
func.func @map_op(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // CHECK-NEXT: %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// The result element type comes from the computation: f32 -> i1.
// CHECK-LABEL: func.func @map_changes_type
func.func @map_changes_type(%arg0: tensor<?xf32>) -> tensor<?xi1> {
  // CHECK-NEXT: %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<f32>):
  // CHECK-NEXT:   %c = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: }) : (tensor<?xf32>) -> tensor<?xi1>
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// CHECK-LABEL: func.func @optimization_barrier
func.func @optimization_barrier(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: !stablehlo.token) -> tensor<4xf32> {
  // CHECK-NEXT: %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<4xf32>, tensor<4x8xf32>
  // CHECK-NEXT: %1 = stablehlo.optimization_barrier %arg2 : !stablehlo.token
  // CHECK-NEXT: stablehlo.optimization_barrier()
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<4xf32>, tensor<4x8xf32>
  %1 = stablehlo.optimization_barrier %arg2 : !stablehlo.token
  stablehlo.optimization_barrier()
  return %0#0 : tensor<4xf32>
}
