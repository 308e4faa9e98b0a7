// kiln run compiles and runs the program now. Expected values by hand.
// RUN: kiln run %s --input 2x3xf32=1,2,3,4,5,6 --input 2x3xf32=0.5,-1,4,0,5,-8 | FileCheck %s

// CHECK: output 0: tensor<2x3xf32>
// CHECK-NEXT: array({{\[}}[ 1.5,  1. ,  7. ],
// CHECK-NEXT:        [ 4. , 10. , -2. ]], dtype=float32)
// CHECK: output 1: tensor<2x3xf32>
// CHECK-NEXT: array({{\[}}[  0.5,  -2. ,  12. ],
// CHECK-NEXT:        [  0. ,  25. , -48. ]], dtype=float32)
// CHECK: output 2: tensor<2x3xi1>
// CHECK-NEXT: array({{\[}}[ True,  True, False],
// CHECK-NEXT:        [ True, False,  True]])
// CHECK: compile: {{.*}} ms, run: {{.*}} ms
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>) {
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  %1 = stablehlo.multiply %a, %b : tensor<2x3xf32>
  %2 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>
}
