// RUN: kiln-opt %s -split-input-file -verify-diagnostics -kiln-stablehlo-refine-shapes="arg-types=tensor<3x4xf32>"

// Shape operands that fold to constants invalid for the static op are an
// error at the dynamic op, with the static op's reason.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<0> : tensor<2xi32>
  %interior = stablehlo.constant dense<[0, -1]> : tensor<2xi32>
  // expected-error @+1 {{'stablehlo.dynamic_pad' op with these constant operands is an invalid stablehlo.pad: 'stablehlo.pad' op interior_padding must be non-negative}}
  %0 = stablehlo.dynamic_pad %x, %zero, %low, %low, %interior : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A slice past the end of the refined operand.
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %lim = stablehlo.add %d, %one : tensor<i32>
  %lim1 = stablehlo.reshape %lim : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %limit = stablehlo.concatenate %lim1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %start = stablehlo.constant dense<0> : tensor<2xi32>
  %strides = stablehlo.constant dense<1> : tensor<2xi32>
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op with these constant operands is an invalid stablehlo.slice}}
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
