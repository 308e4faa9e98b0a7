// RUN: kiln-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{mesh has duplicate axis name "x"}}
sdy.mesh @mesh = <["x"=2, "x"=2]>

// -----

// expected-error @+1 {{mesh axis "x" must have a positive size, but got 0}}
sdy.mesh @mesh = <["x"=0]>

// -----

// expected-error @+1 {{mesh has 4 devices (the product of its axis sizes), but 3 device ids}}
sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[0, 1, 2]>

// -----

// expected-error @+1 {{mesh device ids must be a permutation of 0..3}}
sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[0, 1, 2, 5]>

// -----

// expected-error @+1 {{mesh device ids must be non-negative, but got -1}}
sdy.mesh @mesh = <["x"=2], device_ids=[-1, 0]>

// -----

// expected-error @+1 {{a mesh without axes takes exactly one device id, but got 2}}
sdy.mesh @mesh = <[], device_ids=[0, 1]>

// -----

func.func @mesh_not_in_module() {
  // expected-error @+1 {{'sdy.mesh' op expects parent op 'builtin.module'}}
  "sdy.mesh"() <{sym_name = "mesh", mesh = #sdy.mesh<["x"=2]>}> : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: sharding refers to @missing, which is not an `sdy.mesh` in scope}}
func.func @unknown_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@missing, [{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op argument #0: sharding uses axis "z", which is not in the mesh #sdy.mesh<["x"=2, "y"=2]>}}
func.func @unknown_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op argument #0: sharding has 1 dimension shardings but the tensor 'tensor<8x8xf32>' has rank 2}}
func.func @rank_mismatch(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op result #0: sharding has 0 dimension shardings but the tensor 'tensor<8xf32>' has rank 1}}
func.func @result_rank_mismatch(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op argument #0: sharding uses axis "x" more than once (it overlaps "x")}}
func.func @axis_twice_across_dims(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op argument #0: sharding uses axis "y" more than once (it overlaps "y")}}
func.func @axis_twice_replicated(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}], replicated={"y"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{'func.func' op argument #0: sharding uses axis "x" more than once (it overlaps "x")}}
func.func @axis_twice_unreduced(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"x"}, unreduced={"x"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=8]>

// expected-error @+1 {{'func.func' op argument #0: sharding uses axis "x":(2)2 more than once (it overlaps "x":(1)4)}}
func.func @sub_axes_overlap(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)4}, {"x":(2)2}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=8]>

// expected-error @+1 {{'func.func' op argument #0: sub-axis "x":(4)4 does not fit in axis "x" of size 8 (pre-size * size must divide it)}}
func.func @sub_axis_too_big(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(4)4}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=8]>

// expected-error @+1 {{'func.func' op argument #0: sub-axis "x":(1)8 covers the whole axis; use "x" instead}}
func.func @sub_axis_whole(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)8}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=8]>

// expected-error @+1 {{'func.func' op argument #0: sub-axis "x":(2)1 must have a pre-size >= 1 and a size > 1}}
func.func @sub_axis_size_one(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)1}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+1 {{'func.func' op expects `sdy.sharding` on argument #0 to be a #sdy.sharding, but got #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}}
func.func @wrong_attr_kind(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @per_value_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.add' op has 1 results but 2 shardings in `sdy.sharding`}}
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @per_value_rank(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.add' op result #0: sharding has 2 dimension shardings but the tensor 'tensor<8xf32>' has rank 1}}
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @per_value_kind(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.add' op expects `sdy.sharding` to be a #sdy.sharding_per_value, but got #sdy.sharding<@mesh, [{"x"}]>}}
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @constraint_unknown_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding uses axis "w", which is not in the mesh #sdy.mesh<["x"=2, "y"=2]>}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"w"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @constraint_unknown_mesh(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding refers to @mesh, which is not an `sdy.mesh` in scope}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @constraint_rank(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding has 3 dimension shardings but the tensor 'tensor<8x8xf32>' has rank 2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @constraint_axis_twice(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding uses axis "x" more than once (it overlaps "x")}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", "x"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @reshard_unknown_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.reshard' op sharding uses axis "q", which is not in the mesh #sdy.mesh<["x"=2, "y"=2]>}}
  %0 = sdy.reshard %arg0 <@mesh, [{"q"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_in_count(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op has 1 operands but 0 in_shardings}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_out_count(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op has 1 results but 2 out_shardings}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_unknown_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op manual axis "z" is not in the mesh #sdy.mesh<["x"=2, "y"=2]>}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"z"} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_axis_twice(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op manual axis "x" appears more than once}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x", "x"} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["x"=2, "y"=2]>

func.func @manual_two_meshes(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op in_shardings and out_shardings must all refer to the same mesh, but got @mesh and @other}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@other, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_in_sharding_rank(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op in_shardings #0: sharding has 1 dimension shardings but the tensor 'tensor<8x8xf32>' has rank 2}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_body_arg_type(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op body argument #0 has type 'tensor<8x8xf32>' but the local type of operand #0 under its in_sharding is 'tensor<4x8xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_result_type(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op body returns 'tensor<8x8xf32>' as result #0 but its local type under its out_sharding is 'tensor<8x4xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @manual_not_divisible(%arg0: tensor<6x8xf32>) -> tensor<6x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op operand #0: dimension 0 of 'tensor<6x8xf32>' (size 6) is not divisible by 4, the product of its manual axis sizes}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"y"} (%arg1: tensor<1x8xf32>) {
    sdy.return %arg1 : tensor<1x8xf32>
  } : (tensor<6x8xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @manual_return_count(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op body returns 2 values but the op has 1 results}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @return_outside(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'sdy.return' op expects parent op 'sdy.manual_computation'}}
  sdy.return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+1 {{expected a dimension priority like `p0`}}
func.func @bad_priority(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}q1]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+1 {{expected `replicated` or `unreduced` (once each), but got `partial`}}
func.func @bad_keyword(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], partial={"x"}>}) {
  return
}

// -----

// expected-error @+1 {{expected 'mesh' (a mesh reference `@name` or an inline mesh)}}
func.func @bad_mesh_ref(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<"mesh", [{}]>}) {
  return
}

// -----

sdy.mesh @host = <[], device_ids=[0]>

// expected-error @+1 {{'func.func' op argument #0: a sharding on a maximal mesh (one device) must have no dimension shardings and no replicated or unreduced axes}}
func.func @maximal_with_dims(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@host, [{}]>}) {
  return
}

// -----

func.func @rule_operand_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op sharding rule has 2 operand mappings but the op has 1 operands}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_rank(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op sharding rule maps 2 dimensions of result #0, which has rank 1}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_undeclared_factor(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op sharding rule uses factor 'j' but declares only 1 factors}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=8}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_factor_in_two_groups(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op sharding rule puts factor 'i' in more than one of the reduction, need_replication and permutation groups}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8} reduction={i} permutation={i}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_sizes_out_of_order(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected factor 'i' next in the factor sizes}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {j=8}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_bad_factor_name(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected factor names (i..z, z_<n>), but got 'a'}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([a])->([i]) {i=8}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_wrong_kind(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op expects `sdy.sharding_rule` to be a #sdy.op_sharding_rule, but got "i -> i"}}
  %0 = stablehlo.negate %arg0 {sdy.sharding_rule = "i -> i"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
