// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// Checks of while, if, case, map and optimization_barrier. Where a result
// type disagrees with the inferred one, or inference itself finds an error,
// "failed to infer returned types" follows the specific diagnostic.

func.func @while_cond_arg_types(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond must take the operand types (tensor<i32>) (C1), but takes (tensor<i64>)}}
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @while_cond_not_pred(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond must return a single tensor<i1> (C1), but returns (tensor<i32>)}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
  cond {
    stablehlo.return %iterArg : tensor<i32>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_cond_pred_not_scalar(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond must return a single tensor<i1> (C1), but returns (tensor<2xi1>)}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<2xi1>
    stablehlo.return %c : tensor<2xi1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_cond_two_results(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond must return a single tensor<i1> (C1), but returns (tensor<i1>, tensor<i1>)}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c, %c : tensor<i1>, tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_body_arg_types(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{body must take the operand types (tensor<i32>) (C2), but takes (tensor<f32>)}}
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @while_body_result_types(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<i32> {
  // expected-error @+1 {{body must return the operand types (tensor<i32>, tensor<4xf32>) (C2), but returns (tensor<i32>)}}
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i32>, tensor<4xf32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0#0 : tensor<i32>
}

// -----

func.func @while_result_types(%arg0: tensor<i32>) -> tensor<i64> {
  // expected-error @+2 {{'stablehlo.while' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @while_missing_cond_keyword(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+2 {{expected 'cond'}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
  do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_missing_types(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.while(%iterArg = %arg0)
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @if_branch_with_args(%pred: tensor<i1>, %arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{branch 0 must take no arguments (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.if"(%pred) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_branch_types_differ(%pred: tensor<i1>, %arg0: tensor<f32>, %arg1: tensor<i32>) -> tensor<f32> {
  // expected-error @+2 {{branch 1 returns (tensor<i32>) but branch 0 returns (tensor<f32>) (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %arg0 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_result_types(%pred: tensor<i1>, %arg0: tensor<f32>) -> tensor<i32> {
  // expected-error @+2 {{inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %arg0 : tensor<f32>
  }, {
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @if_pred_not_scalar(%pred: tensor<2xi1>, %arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of pred (i1) values}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %arg0 : tensor<f32>
  }, {
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<2xi1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_no_branches(%index: tensor<i32>) {
  // expected-error @+2 {{case must have at least one branch (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.case"(%index) : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_branch_with_args(%index: tensor<i32>, %arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{branch 1 must take no arguments (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %arg0 : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_branch_types_differ(%index: tensor<i32>, %arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{branch 2 returns (tensor<f32>, tensor<f32>) but branch 0 returns (tensor<f32>) (C3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %arg0 : tensor<f32>
  }, {
    stablehlo.return %arg0 : tensor<f32>
  }, {
    stablehlo.return %arg0, %arg0 : tensor<f32>, tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_result_types(%index: tensor<i32>, %arg0: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @case_index_type(%index: tensor<i64>, %arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of 32-bit signless integer values}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @map_shapes_differ(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{input 1 must have the shape of input 0 (C1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_no_inputs() -> tensor<f32> {
  // expected-error @+2 {{map must have at least one input (C2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"() <{dimensions = array<i64>}> ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @map_dimensions(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{dimensions must be [0, ..., rank - 1] (C3), but got [1, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 1, 0>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_computation_arity(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{computation must take 1 arguments (C4), but takes 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_computation_arg_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{computation argument 0 must be a 0-d tensor of the element type of input 0 (C4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<1xf32>):
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_computation_result(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{computation must return a single 0-d tensor (C4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_result_type(%arg0: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @optimization_barrier_types(%arg0: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.optimization_barrier"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @optimization_barrier_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>', 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.optimization_barrier"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @while_type_count(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected 1 types, one per operand, but got 2}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}
