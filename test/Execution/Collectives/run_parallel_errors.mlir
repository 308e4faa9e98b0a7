// interpreter.run_parallel forms kiln does not run are errors at the op
// (or the user of its results), not crashes or wrong answers.
// RUN: not kiln run --split-input-file %s 2>&1 >/dev/null | FileCheck %s

// CHECK: error: chunk 1 ({{.*}}): {{.*}}:[[@LINE+8]]:{{[0-9]+}}: error: kiln runs interpreter.run_parallel's results only into check ops (process 1's result 1 is used here)
module @used_by_arithmetic {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @main() -> tensor<2xf32> {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@f], [@f]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    %s = stablehlo.add %r#1, %a : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}

// -----

// CHECK: error: chunk 2 ({{.*}}): {{.*}}: error: run_parallel's functions take 2 operands and return 2 results in all, but it has 1 and 2
module @operand_count {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%a) {programs = [[@f], [@f]]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<1.0> : tensor<2xf32>
    return
  }
}

// -----

// CHECK: error: chunk 3 ({{.*}}): {{.*}}: error: run_parallel names @g, which is not a function of the module
module @unknown_function {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@f], [@g]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<1.0> : tensor<2xf32>
    return
  }
}

// -----

// CHECK: error: chunk 4 ({{.*}}): {{.*}}: error: 'interpreter.run_parallel' op every replica must name as many programs (one per partition)
module @ragged_grid {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:3 = "interpreter.run_parallel"(%a, %a, %a) {programs = [[@f, @f], [@f]]} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    return
  }
}

// -----

// CHECK: error: chunk 5 ({{.*}}): {{.*}}: error: the module says mhlo.num_partitions = 4 but run_parallel's grid has 2
module @grid_mismatch attributes {mhlo.num_partitions = 4 : i32} {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@f, @f]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<1.0> : tensor<2xf32>
    return
  }
}

// -----

// CHECK: error: chunk 6 ({{.*}}): {{.*}}: error: kiln runs run_parallel's functions with results of static tensor or token types; result 0 is 'tuple<tensor<2xf32>>'
module @tuple_result {
  func.func @f(%x: tensor<2xf32>) -> tuple<tensor<2xf32>> {
    %t = stablehlo.tuple %x : tuple<tensor<2xf32>>
    return %t : tuple<tensor<2xf32>>
  }
  func.func @main() {
    %a = stablehlo.constant dense<1.0> : tensor<2xf32>
    %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@f], [@f]]} : (tensor<2xf32>, tensor<2xf32>) -> (tuple<tensor<2xf32>>, tuple<tensor<2xf32>>)
    return
  }
}
