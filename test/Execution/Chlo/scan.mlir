// RUN: kiln run %s --input 3x4xf32=1,2,3,4,0.5,-1,2.5,8,10,20,30,40 --input 3x4xi32=5,-2,7,1,-9,-8,-3,-4,0,3,3,2 | FileCheck %s
// chlo.scan (hand-written: JAX 0.10 does not emit it): two inputs and two
// carries along dimension 1 (running sum and running max, different
// element types), and a reversed scan along dimension 0. Expected values:
// numpy cumsum / maximum.accumulate / flipped cumsum (repr printed).

// CHECK: output 0: tensor<3x4xf32>
// CHECK-NEXT: array({{\[\[}}  1. ,   3. ,   6. ,  10. ],
// CHECK-NEXT:        [  0.5,  -0.5,   2. ,  10. ],
// CHECK-NEXT:        [ 10. ,  30. ,  60. , 100. ]], dtype=float32)
// CHECK-NEXT: output 1: tensor<3x4xi32>
// CHECK-NEXT: array({{\[\[}} 5,  5,  7,  7],
// CHECK-NEXT:        [-9, -8, -3, -3],
// CHECK-NEXT:        [ 0,  3,  3,  3]], dtype=int32)
// CHECK-NEXT: output 2: tensor<3xf32>
// CHECK-NEXT: array([ 10.,  10., 100.], dtype=float32)
// CHECK-NEXT: output 3: tensor<3xi32>
// CHECK-NEXT: array([ 7, -3,  3], dtype=int32)
// CHECK-NEXT: output 4: tensor<3x4xf32>
// CHECK-NEXT: array({{\[\[}}11.5, 21. , 35.5, 52. ],
// CHECK-NEXT:        [10.5, 19. , 32.5, 48. ],
// CHECK-NEXT:        [10. , 20. , 30. , 40. ]], dtype=float32)
// CHECK-NEXT: output 5: tensor<4xf32>
// CHECK-NEXT: array([11.5, 21. , 35.5, 52. ], dtype=float32)
func.func @main(%x: tensor<3x4xf32>, %y: tensor<3x4xi32>)
    -> (tensor<3x4xf32>, tensor<3x4xi32>, tensor<3xf32>, tensor<3xi32>,
        tensor<3x4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0.0> : tensor<3xf32>
  %m0 = stablehlo.constant dense<-1000> : tensor<3xi32>
  %a:4 = chlo.scan(%x, %y) inits (%c0, %m0) dimension=1 {
  ^bb0(%xs: tensor<3xf32>, %ys: tensor<3xi32>, %c: tensor<3xf32>, %m: tensor<3xi32>):
    %c2 = stablehlo.add %c, %xs : tensor<3xf32>
    %m2 = stablehlo.maximum %m, %ys : tensor<3xi32>
    stablehlo.return %c2, %m2, %c2, %m2 : tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>
  } : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>, tensor<3xf32>, tensor<3xi32>)
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %b:2 = chlo.scan(%x) inits (%z) dimension=0 attributes {is_reverse = true} {
  ^bb0(%xs: tensor<4xf32>, %c: tensor<4xf32>):
    %c2 = stablehlo.add %c, %xs : tensor<4xf32>
    stablehlo.return %c2, %c2 : tensor<4xf32>, tensor<4xf32>
  } : (tensor<3x4xf32>, tensor<4xf32>) -> (tensor<3x4xf32>, tensor<4xf32>)
  return %a#0, %a#1, %a#2, %a#3, %b#0, %b#1 : tensor<3x4xf32>, tensor<3x4xi32>, tensor<3xf32>, tensor<3xi32>, tensor<3x4xf32>, tensor<4xf32>
}
