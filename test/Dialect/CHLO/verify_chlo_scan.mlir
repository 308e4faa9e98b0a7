// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @no_inputs_or_outputs(%init: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'chlo.scan' op must have at least one input or output}}
  %0 = chlo.scan() inits (%init) dimension=0 {
  ^bb0(%c: tensor<5xf32>):
    stablehlo.return %c : tensor<5xf32>
  } : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @dimension_range(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op dimension 2 is out of range for input 0 of rank 2}}
  %0 = chlo.scan(%x) inits () dimension=2 {
  ^bb0(%a: tensor<4x5xf32>):
    stablehlo.return %a : tensor<4x5xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @dimension_negative(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op dimension must be non-negative, but is -1}}
  %0 = chlo.scan(%x) inits () dimension=-1 {
  ^bb0(%a: tensor<5xf32>):
    stablehlo.return %a : tensor<5xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @scan_sizes_differ(%x: tensor<4x5xf32>, %y: tensor<3x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op input 1 has size 3 along the scan dimension, but the scan size is 4}}
  %0:2 = chlo.scan(%x, %y) inits () dimension=0 {
  ^bb0(%a: tensor<5xf32>, %b: tensor<5xf32>):
    stablehlo.return %a, %b : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<3x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @scan_dim_size_mismatch(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op input 0 has size 4 along the scan dimension, but the scan size is 3}}
  %0 = chlo.scan(%x) inits () dimension=0 attributes {scan_dim_size = 3 : i64} {
  ^bb0(%a: tensor<5xf32>):
    stablehlo.return %a : tensor<5xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @body_arity(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body must take 2 arguments (inputs, then carries), but takes 1}}
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>):
    stablehlo.return %a, %a : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @input_slice_type(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body argument 0 must have type 'tensor<5xf32>', but has type 'tensor<4xf32>'}}
  %0 = chlo.scan(%x) inits () dimension=0 {
  ^bb0(%a: tensor<4xf32>):
    stablehlo.return %a : tensor<4xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @carry_arg_type(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body argument 1 must have type 'tensor<5xf32>', but has type 'tensor<5xi32>'}}
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xi32>):
    stablehlo.return %a, %a : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @return_arity(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body must return 2 values (outputs, then carries), but returns 1}}
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>):
    stablehlo.return %a : tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @output_scan_size(%x: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{'chlo.scan' op output 0 has size 3 along the scan dimension, but the scan size is 4}}
  %0 = chlo.scan(%x) inits () dimension=0 {
  ^bb0(%a: tensor<5xf32>):
    stablehlo.return %a : tensor<5xf32>
  } : (tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @output_slice_type(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body result 0 has type 'tensor<6xf32>', incompatible with result type 'tensor<4x5xf32>'}}
  %0 = chlo.scan(%x) inits () dimension=0 {
  ^bb0(%a: tensor<5xf32>):
    %b = stablehlo.constant dense<1.0> : tensor<6xf32>
    stablehlo.return %b : tensor<6xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @carry_result_type(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'chlo.scan' op body result 1 has type 'tensor<5xf32>', incompatible with result type 'tensor<5xf16>'}}
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>):
    stablehlo.return %a, %c : tensor<5xf32>, tensor<5xf32>
  } : (tensor<4x5xf32>, tensor<5xf32>) -> (tensor<4x5xf32>, tensor<5xf16>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @operand_type_count(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  %0:2 = chlo.scan(%x) inits (%init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>):
    stablehlo.return %a, %c : tensor<5xf32>, tensor<5xf32>
  // expected-error @+1 {{custom op 'chlo.scan' expected 2 operand types (inputs, then inits), but got 1}}
  } : (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<4x5xf32>
}

// -----

func.func @result_type_count(%x: tensor<4x5xf32>, %init: tensor<5xf32>) -> tensor<4x5xf32> {
  %0 = chlo.scan(%x) inits (%init, %init) dimension=0 {
  ^bb0(%a: tensor<5xf32>, %c: tensor<5xf32>, %d: tensor<5xf32>):
    stablehlo.return %c, %d : tensor<5xf32>, tensor<5xf32>
  // expected-error @+1 {{custom op 'chlo.scan' expected at least 2 result types (one per init), but got 1}}
  } : (tensor<4x5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %x : tensor<4x5xf32>
}

// -----

func.func @missing_inits(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{custom op 'chlo.scan' expected 'inits'}}
  %0 = chlo.scan(%x) dimension=0 {
  ^bb0(%a: tensor<5xf32>):
    stablehlo.return %a : tensor<5xf32>
  } : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
