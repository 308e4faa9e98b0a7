// Sharded programs kiln cannot partition are errors at the construct,
// never a wrong answer.
// RUN: kiln-opt %s -split-input-file -verify-diagnostics -kiln-propagate-shardings -kiln-partition-spmd

// expected-error @+1 {{mhlo.num_partitions = 2 but the mesh #sdy.mesh<["x"=4]> has 4 devices}}
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}

// -----

// expected-error @+1 {{a sharded program with mhlo.num_replicas = 2: kiln partitions over partitions only}}
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}

// -----

module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @a = <["x"=2]>
  // expected-error @+1 {{a second mesh of more than one device (@b, besides @a): kiln partitions programs over one mesh}}
  sdy.mesh @b = <["y"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@b, [{"y"}]>}) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}

// -----

module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<4xf32>) {
      // expected-error @+1 {{manual_computation over axis "x", which an enclosing manual_computation already made manual}}
      %1 = sdy.manual_computation(%b) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%c: tensor<2xf32>) {
        sdy.return %c : tensor<2xf32>
      } : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    // expected-error @+1 {{a call kiln cannot inline in a sharded program}}
    %0 = call @external(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @external(tensor<8xf32>) -> tensor<8xf32>
}

// -----

module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  // expected-error @+1 {{kiln partitions programs of static shapes; an argument is 'tensor<?xf32>' (kiln run refines the shapes first)}}
  func.func @main(%a: tensor<?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<?xf32> {
    %0 = stablehlo.abs %a : tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
