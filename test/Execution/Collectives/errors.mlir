// Collectives kiln's device runtime cannot run yet are errors at their
// location; ahead-of-time artifacts have no device runtime yet and refuse
// programs with collectives; a multi-device program's --expect files are
// compared with every device's outputs.
// RUN: not kiln run %s --split-input-file 2>&1 | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: not kiln compile %S/Inputs/all_reduce.mlir -o %t/a.o 2>&1 | FileCheck %s --check-prefix=AOT
// AOT: error: {{.*}}all_reduce.mlir: the program has collective ops or device ids (replica_id, partition_id, all_reduce, ...), which need kiln's device runtime; ahead-of-time artifacts do not have it yet (run the program with kiln run)
// RUN: kiln run %S/Inputs/all_reduce.mlir --input 4xf32=1,2,3,4 --expect %S/Inputs/all_reduce_out.npy | FileCheck %s --check-prefix=EXPECT
// EXPECT: device 0 output 0: tensor<4xf32> matches
// EXPECT: device 1 output 0: tensor<4xf32> matches

// CHECK: error: 'stablehlo.all_reduce' reduces with a body kiln does not run yet (kiln runs one add, multiply, minimum, maximum, and, or or xor of the two arguments)
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %result = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        %t = stablehlo.multiply %s, %s : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %result : tensor<4xf32>
  }
}

// -----

// CHECK: error: 'stablehlo.all_reduce' of 'complex<f32>' elements is not supported by kiln yet
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
    %result = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
        %s = stablehlo.add %a, %b : tensor<complex<f32>>
        stablehlo.return %s : tensor<complex<f32>>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    return %result : tensor<2xcomplex<f32>>
  }
}
