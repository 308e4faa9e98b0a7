// RUN: kiln-opt %s -kiln-stablehlo-legalize-to-linalg -split-input-file -verify-diagnostics | FileCheck %s

// THREE_FRY, 16-bit elements: one parallel linalg.generic over the output,
// counters from linalg.index; 3x5 is halved along its largest dimension
// (no even one) into 3x3 counters, so the new counter is counter + 9.
// CHECK-LABEL: func.func @threefry_narrow(
// CHECK-SAME: %[[S:.*]]: tensor<2xi64>) -> (tensor<2xi64>, tensor<3x5xi16>)
// CHECK-DAG: %[[KEY:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi64>
// CHECK-DAG: %[[CTR:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi64>
// CHECK-DAG: %[[NINE:.*]] = arith.constant 9 : i64
// CHECK: %[[NEXT:.*]] = arith.addi %[[CTR]], %[[NINE]] : i64
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} outs(%{{.*}} : tensor<3x5xi16>)
// CHECK: linalg.index 0
// CHECK: linalg.index 1
// The 0x1BD11BDA parity constant of Threefry's third key word.
// CHECK: arith.constant 466688986 : i32
// CHECK: arith.select
// CHECK: arith.trunci {{.*}} : i32 to i16
// CHECK: linalg.yield
// CHECK-NOT: scf.for
// CHECK: tensor.from_elements %[[KEY]], %[[NEXT]] : tensor<2xi64>
func.func @threefry_narrow(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui16>) {
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui16>)
  return %0, %1 : tensor<2xui64>, tensor<3x5xui16>
}

// -----

// PHILOX with a 3-element state and 64-bit elements: 7 elements take 4
// blocks of 128 bits; the 128-bit counter carries into its high word.
// CHECK-LABEL: func.func @philox_wide(
// CHECK-DAG: %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK: %[[LO:.*]] = arith.addi %{{.*}}, %[[FOUR]] : i64
// CHECK: %[[CARRY:.*]] = arith.cmpi ult, %[[LO]]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK: linalg.index 0
// CHECK-COUNT-20: arith.mului_extended
// CHECK-NOT: arith.mului_extended
// CHECK: linalg.yield
// CHECK: tensor.from_elements {{.*}} : tensor<3xi64>
func.func @philox_wide(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<7xui64>) {
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xui64>)
  return %0, %1 : tensor<3xui64>, tensor<7xui64>
}

// -----

// DEFAULT is PHILOX; f32 outputs are the generated bits, bitcast.
// CHECK-LABEL: func.func @default_f32(
// CHECK: linalg.generic
// CHECK: arith.mului_extended
// CHECK: arith.bitcast {{.*}} : i32 to f32
func.func @default_f32(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<6xf32>) {
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xf32>)
  return %0, %1 : tensor<2xui64>, tensor<6xf32>
}

// -----

// rng NORMAL with a dynamic dimension read from the shape operand:
// Box-Muller in one linalg.generic.
// CHECK-LABEL: func.func @rng_normal(
// CHECK: %[[N:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: tensor.empty(%[[N]]) : tensor<4x?xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: math.log
// CHECK: math.sqrt
// CHECK: math.cos
// CHECK: linalg.yield
func.func @rng_normal(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>) -> tensor<4x?xf32> {
  %r = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// -----

// rng UNIFORM on integers: a + bits mod (b - a) in 64 bits.
// CHECK-LABEL: func.func @rng_uniform_int(
// CHECK: linalg.generic
// CHECK: arith.extsi {{.*}} : i32 to i64
// CHECK: arith.remui
// CHECK: arith.trunci {{.*}} : i64 to i32
func.func @rng_uniform_int(%a: tensor<i32>, %b: tensor<i32>) -> tensor<8xi32> {
  %s = stablehlo.constant dense<8> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<8xi32>
  return %r : tensor<8xi32>
}

// -----

func.func @philox_state4(%s: tensor<4xui64>) -> (tensor<4xui64>, tensor<3xui32>) {
  // expected-error @+2 {{rng_bit_generator DEFAULT needs a state of 2 or 3 elements, but it has 4}}
  // expected-error @+1 {{failed to legalize operation 'stablehlo.rng_bit_generator'}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<4xui64>) -> (tensor<4xui64>, tensor<3xui32>)
  return %0, %1 : tensor<4xui64>, tensor<3xui32>
}

// -----

func.func @dynamic_output(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>) {
  // expected-error @+2 {{rng_bit_generator needs static shapes in kiln, but got 'tensor<2xui64>' and 'tensor<?xui32>'}}
  // expected-error @+1 {{failed to legalize operation 'stablehlo.rng_bit_generator'}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>)
  return %0, %1 : tensor<2xui64>, tensor<?xui32>
}
