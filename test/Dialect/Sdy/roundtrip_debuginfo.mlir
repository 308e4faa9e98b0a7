// Inputs/jax_constraint_debuginfo.mlir is a program JAX printed with its
// locations (as_text(debug_info=True)): sdy.mesh, shardings on arguments and
// an sdy.sharding_constraint, each with its loc(...) and #loc aliases. kiln
// prints it back exactly; kiln-opt only ends its output with one more
// newline than JAX does, so the expected text is JAX's plus one empty line.
// RUN: echo | cat %S/Inputs/jax_constraint_debuginfo.mlir - > %t.expected
// RUN: kiln-opt -mlir-print-debuginfo %S/Inputs/jax_constraint_debuginfo.mlir | diff -u %t.expected -
// RUN: kiln-opt -mlir-print-debuginfo -mlir-print-op-generic %S/Inputs/jax_constraint_debuginfo.mlir | kiln-opt -mlir-print-debuginfo | diff -u %t.expected -
// Without -mlir-print-debuginfo the locations are dropped.
// RUN: kiln-opt %S/Inputs/jax_constraint_debuginfo.mlir | FileCheck %s
// CHECK:      module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT:   sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
// CHECK-NEXT:   func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
// CHECK-NEXT:     %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {}]> : tensor<8x4xf32>
// CHECK-NEXT:     %1 = stablehlo.add %0, %arg1 : tensor<8x4xf32>
// CHECK-NEXT:     return %1 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
