// Reshards between layouts whose dimensions split into other counts of
// shards (Resharding.cpp: the coarser dimensions gather only their minor
// axes, the finer ones are cut locally by free axes, and one
// collective_permute finishes): each chain of constraints leaves the values
// as they were, checked against the same values computed again, on 8
// in-process devices and across 8 processes.
// RUN: kiln run --split-input-file %s | FileCheck %s
// RUN: rm -f %t.rank.*
// RUN: %mpirun -np 8 sh -c 'kiln run --split-input-file %s > %t.rank.$OMPI_COMM_WORLD_RANK'
// RUN: cat %t.rank.* | FileCheck %s --check-prefix=MPI
// CHECK: chunk 1 (
// CHECK: checks: 7 passed, 0 failed
// CHECK: chunk 2 (
// CHECK: checks: 4 passed, 0 failed
// CHECK: chunks: 2 passed, 0 failed
// MPI-COUNT-8: chunks: 2 passed, 0 failed

module @mesh_2x4 attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main() -> tensor<16x8xf32> {
    %r = stablehlo.iota dim = 0 : tensor<16x8xf32>
    %c = stablehlo.iota dim = 1 : tensor<16x8xf32>
    %h = stablehlo.constant dense<100.0> : tensor<16x8xf32>
    %rh = stablehlo.multiply %r, %h : tensor<16x8xf32>
    %v = stablehlo.add %rh, %c : tensor<16x8xf32>
    %r2 = stablehlo.iota dim = 0 : tensor<16x8xf32>
    %c2 = stablehlo.iota dim = 1 : tensor<16x8xf32>
    %rh2 = stablehlo.multiply %r2, %h : tensor<16x8xf32>
    %want = stablehlo.add %rh2, %c2 : tensor<16x8xf32>
    %a0 = sdy.sharding_constraint %v <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %n0 = stablehlo.negate %a0 : tensor<16x8xf32>
    %b0 = sdy.sharding_constraint %n0 <@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    %m0 = stablehlo.negate %b0 : tensor<16x8xf32>
    %k0 = sdy.sharding_constraint %m0 <@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k0, %want : tensor<16x8xf32>
    %a1 = sdy.sharding_constraint %v <@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    %n1 = stablehlo.negate %a1 : tensor<16x8xf32>
    %b1 = sdy.sharding_constraint %n1 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %m1 = stablehlo.negate %b1 : tensor<16x8xf32>
    %k1 = sdy.sharding_constraint %m1 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k1, %want : tensor<16x8xf32>
    %a2 = sdy.sharding_constraint %v <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
    %n2 = stablehlo.negate %a2 : tensor<16x8xf32>
    %b2 = sdy.sharding_constraint %n2 <@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    %m2 = stablehlo.negate %b2 : tensor<16x8xf32>
    %k2 = sdy.sharding_constraint %m2 <@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    check.expect_eq %k2, %want : tensor<16x8xf32>
    %a3 = sdy.sharding_constraint %v <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %n3 = stablehlo.negate %a3 : tensor<16x8xf32>
    %b3 = sdy.sharding_constraint %n3 <@mesh, [{"y", "x"}, {}]> : tensor<16x8xf32>
    %m3 = stablehlo.negate %b3 : tensor<16x8xf32>
    %k3 = sdy.sharding_constraint %m3 <@mesh, [{"y", "x"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k3, %want : tensor<16x8xf32>
    %a4 = sdy.sharding_constraint %v <@mesh, [{"y", "x"}, {}]> : tensor<16x8xf32>
    %n4 = stablehlo.negate %a4 : tensor<16x8xf32>
    %b4 = sdy.sharding_constraint %n4 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
    %m4 = stablehlo.negate %b4 : tensor<16x8xf32>
    %k4 = sdy.sharding_constraint %m4 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
    check.expect_eq %k4, %want : tensor<16x8xf32>
    %a5 = sdy.sharding_constraint %v <@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    %n5 = stablehlo.negate %a5 : tensor<16x8xf32>
    %b5 = sdy.sharding_constraint %n5 <@mesh, [{"x", "y"}, {}]> : tensor<16x8xf32>
    %m5 = stablehlo.negate %b5 : tensor<16x8xf32>
    %k5 = sdy.sharding_constraint %m5 <@mesh, [{"x", "y"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k5, %want : tensor<16x8xf32>
    %a6 = sdy.sharding_constraint %v <@mesh, [{}, {"y"}]> : tensor<16x8xf32>
    %n6 = stablehlo.negate %a6 : tensor<16x8xf32>
    %b6 = sdy.sharding_constraint %n6 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %m6 = stablehlo.negate %b6 : tensor<16x8xf32>
    %k6 = sdy.sharding_constraint %m6 <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k6, %want : tensor<16x8xf32>
    return %v : tensor<16x8xf32>
  }
}

// -----

module @mesh_2x2x2 attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
  func.func @main() -> tensor<16x8xf32> {
    %r = stablehlo.iota dim = 0 : tensor<16x8xf32>
    %c = stablehlo.iota dim = 1 : tensor<16x8xf32>
    %h = stablehlo.constant dense<100.0> : tensor<16x8xf32>
    %rh = stablehlo.multiply %r, %h : tensor<16x8xf32>
    %v = stablehlo.add %rh, %c : tensor<16x8xf32>
    %r2 = stablehlo.iota dim = 0 : tensor<16x8xf32>
    %c2 = stablehlo.iota dim = 1 : tensor<16x8xf32>
    %rh2 = stablehlo.multiply %r2, %h : tensor<16x8xf32>
    %want = stablehlo.add %rh2, %c2 : tensor<16x8xf32>
    %a0 = sdy.sharding_constraint %v <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %n0 = stablehlo.negate %a0 : tensor<16x8xf32>
    %b0 = sdy.sharding_constraint %n0 <@mesh, [{"z", "y"}, {}]> : tensor<16x8xf32>
    %m0 = stablehlo.negate %b0 : tensor<16x8xf32>
    %k0 = sdy.sharding_constraint %m0 <@mesh, [{"z", "y"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k0, %want : tensor<16x8xf32>
    %a1 = sdy.sharding_constraint %v <@mesh, [{"z", "y"}, {"x"}]> : tensor<16x8xf32>
    %n1 = stablehlo.negate %a1 : tensor<16x8xf32>
    %b1 = sdy.sharding_constraint %n1 <@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
    %m1 = stablehlo.negate %b1 : tensor<16x8xf32>
    %k1 = sdy.sharding_constraint %m1 <@mesh, [{"x"}, {"y", "z"}]> : tensor<16x8xf32>
    check.expect_eq %k1, %want : tensor<16x8xf32>
    %a2 = sdy.sharding_constraint %v <@mesh, [{"x", "y", "z"}, {}]> : tensor<16x8xf32>
    %n2 = stablehlo.negate %a2 : tensor<16x8xf32>
    %b2 = sdy.sharding_constraint %n2 <@mesh, [{"y"}, {"z"}]> : tensor<16x8xf32>
    %m2 = stablehlo.negate %b2 : tensor<16x8xf32>
    %k2 = sdy.sharding_constraint %m2 <@mesh, [{"y"}, {"z"}]> : tensor<16x8xf32>
    check.expect_eq %k2, %want : tensor<16x8xf32>
    %a3 = sdy.sharding_constraint %v <@mesh, [{"z"}, {"x", "y"}]> : tensor<16x8xf32>
    %n3 = stablehlo.negate %a3 : tensor<16x8xf32>
    %b3 = sdy.sharding_constraint %n3 <@mesh, [{"y", "x"}, {}]> : tensor<16x8xf32>
    %m3 = stablehlo.negate %b3 : tensor<16x8xf32>
    %k3 = sdy.sharding_constraint %m3 <@mesh, [{"y", "x"}, {}]> : tensor<16x8xf32>
    check.expect_eq %k3, %want : tensor<16x8xf32>
    return %v : tensor<16x8xf32>
  }
}
