// dot_general into f16, bf16, the f8 formats and f4E2M1FN (summed
// in f32, rounded once), and JAX's mixed products (an integer with
// f16 or bf16, f16 with f64, two f8 formats into f32). Generated
// by Inputs/gen_dot_narrow.py: expected values from XLA's CPU
// backend.
// RUN: kiln run %s | FileCheck %s
// RUN: kiln run %s -O0 | FileCheck %s
// CHECK-NOT: check failed
// CHECK: checks: 36 passed, 0 failed
module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() {
    %c0 = stablehlo.constant dense<[[1.9697265625, 2.087890625, -1.205078125, -2.3359375, 1.2646484375, 0.0670166015625, 1.904296875, 0.056610107421875, -0.396240234375, 1.728515625, 0.55712890625, 1.2138671875, -1.7763671875, 1.9423828125, -0.0246124267578125, -0.03564453125], [-1.3076171875, 0.54443359375, 0.35107421875, 0.68701171875, 0.401611328125, -0.64013671875, -0.1744384765625, 0.42236328125, -0.38671875, 1.4833984375, -1.7333984375, -0.88330078125, -1.9482421875, -2.26953125, 1.2529296875, -2.822265625], [-2.876953125, -0.99462890625, 1.88671875, 1.013671875, 0.37744140625, 2.84765625, -2.662109375, 6.5859375, 0.93505859375, -3.482421875, -2.453125, 0.8974609375, -2.119140625, -2.240234375, -2.609375, -0.50927734375], [0.7236328125, 1.6171875, 1.994140625, -0.80908203125, 1.015625, -1.8642578125, 0.038787841796875, -0.52734375, 3.630859375, 1.576171875, -2.302734375, -0.454345703125, 0.285888671875, 1.216796875, 0.998046875, 1.373046875], [0.55224609375, 2.185546875, 0.9697265625, -2.52734375, 1.0146484375, -2.564453125, -0.066162109375, -0.98095703125, 1.48828125, -2.4921875, -4.203125, -2.041015625, 1.5888671875, 1.3857421875, 1.5478515625, 0.53759765625]]> : tensor<5x16xf16>
    %in0 = stablehlo.optimization_barrier %c0 : tensor<5x16xf16>
    %c1 = stablehlo.constant dense<[[-0.038421630859375, -1.8798828125, -1.41796875, -0.60205078125, 2.1484375, 0.91259765625, -0.16455078125], [-0.79443359375, -0.5146484375, 2.171875, 0.81591796875, 0.8671875, -1.1123046875, -2.98828125], [1.5693359375, 2.767578125, -0.55908203125, 1.3525390625, -0.2249755859375, -0.59619140625, 6.34375], [1.3388671875, -3.00390625, 0.51953125, 0.053070068359375, -0.88134765625, -5.27734375, 0.1949462890625], [0.9453125, 0.177734375, 0.214599609375, -0.464599609375, -2.001953125, 2.869140625, 1.9052734375], [0.5419921875, -0.91455078125, -1.6279296875, 0.127685546875, -0.54736328125, 0.0484619140625, -2.22265625], [1.1318359375, 5.23828125, -0.77978515625, -2.703125, -0.356201171875, 3.341796875, -0.216064453125], [-3.74609375, -0.1080322265625, -0.325439453125, 4.1640625, 2.265625, 0.44873046875, 1.1650390625], [0.0250396728515625, 1.935546875, -3.857421875, 3.18359375, 0.8642578125, -2.748046875, -1.9541015625], [0.53466796875, -1.978515625, -1.9853515625, 0.2169189453125, -2.37890625, 2.912109375, 3.11328125], [-0.1463623046875, 2.4140625, 0.99951171875, -4.21875, 0.5693359375, 5.78125, 1.6552734375], [-3.416015625, 1.3125, 1.423828125, -2.732421875, 0.25830078125, 1.1728515625, 2.5859375], [3.21484375, 4.6328125, -1.8359375, -3.580078125, -1.5869140625, -0.9326171875, 3.18359375], [-0.415771484375, -0.005176544189453125, -1.6328125, -2.154296875, 2.9765625, -2.775390625, 0.66796875], [1.3115234375, 2.275390625, -0.490478515625, 1.3701171875, 2.208984375, 4.08984375, 0.3642578125], [-0.52587890625, -2.064453125, 0.8486328125, 0.59130859375, 0.19921875, -4.7578125, 2.19921875]]> : tensor<16x7xf16>
    %in1 = stablehlo.optimization_barrier %c1 : tensor<16x7xf16>
    %c2 = stablehlo.constant dense<[[[2.318359375, -1.8134765625, -1.0703125, -1.873046875, -0.83447265625, -0.97509765625, -0.994140625, -1.619140625], [-2.59375, 1.876953125, 0.80322265625, 0.396240234375, 1.9287109375, -1.603515625, 0.791015625, -0.302734375], [-3.81640625, -0.83349609375, 0.666015625, 0.28564453125, -1.0908203125, 2.048828125, -2.640625, 1.0849609375]], [[-1.4189453125, -0.67529296875, -0.445068359375, 3.44140625, -0.36572265625, 3.611328125, -3.03125, -1.5673828125], [-0.1270751953125, 0.7880859375, -1.7490234375, -0.30810546875, -1.345703125, 1.40625, -1.4658203125, 0.11517333984375], [-0.4970703125, -4.01171875, -1.419921875, -0.5625, -0.69775390625, -2.158203125, 2.9140625, 0.83251953125]]]> : tensor<2x3x8xf16>
    %in2 = stablehlo.optimization_barrier %c2 : tensor<2x3x8xf16>
    %c3 = stablehlo.constant dense<[[[-0.07073974609375, -1.08984375, -0.1319580078125, 0.974609375], [0.007022857666015625, 0.499267578125, -2.91015625, 3.326171875], [0.1488037109375, 3.517578125, -0.46484375, -0.01003265380859375], [3.205078125, -0.2449951171875, 0.98095703125, -0.01227569580078125], [-0.1634521484375, -2.251953125, 2.298828125, 1.55859375], [-0.84375, 3.701171875, 2.3125, -1.98828125], [-0.07061767578125, 2.126953125, -1.5, 1.607421875], [0.7939453125, 0.59228515625, 0.5869140625, 0.61572265625]], [[-6.00390625, -0.93310546875, 2.12109375, -0.962890625], [0.348876953125, 1.9150390625, 1.6806640625, 4.58203125], [5.109375, 2.220703125, 3.244140625, -1.6904296875], [-2.71875, -2.2734375, -1.1943359375, 0.68603515625], [-2.306640625, 0.026885986328125, -1.1298828125, -2.849609375], [-0.381591796875, 2.4453125, 3.482421875, 2.763671875], [-1.634765625, 0.036712646484375, -1.6865234375, -0.29150390625], [-0.20947265625, 5.87109375, -1.33203125, -3.25390625]]]> : tensor<2x8x4xf16>
    %in3 = stablehlo.optimization_barrier %c3 : tensor<2x8x4xf16>
    %c4 = stablehlo.constant dense<[0.751953125, -3.28125, 2.13671875, 2.07421875, -1.466796875, -2.1640625, 0.5615234375, 0.33447265625, -0.63232421875]> : tensor<9xf16>
    %in4 = stablehlo.optimization_barrier %c4 : tensor<9xf16>
    %c5 = stablehlo.constant dense<[-4.140625, 0.429443359375, 0.159912109375, 2.314453125, 0.94287109375, -0.0328369140625, -2.791015625, 0.54833984375, -4.02734375]> : tensor<9xf16>
    %in5 = stablehlo.optimization_barrier %c5 : tensor<9xf16>
    %c6 = stablehlo.constant dense<> : tensor<3x0xf16>
    %in6 = stablehlo.optimization_barrier %c6 : tensor<3x0xf16>
    %c7 = stablehlo.constant dense<> : tensor<0x4xf16>
    %in7 = stablehlo.optimization_barrier %c7 : tensor<0x4xf16>
    %c8 = stablehlo.constant dense<> : tensor<0x5xf16>
    %in8 = stablehlo.optimization_barrier %c8 : tensor<0x5xf16>
    %c9 = stablehlo.constant dense<[[2.73828125, -0.76123046875], [-1.95703125, 1.1572265625], [1.138671875, -2.615234375], [-3.123046875, -0.8408203125], [0.70849609375, -0.01529693603515625]]> : tensor<5x2xf16>
    %in9 = stablehlo.optimization_barrier %c9 : tensor<5x2xf16>
    %c10 = stablehlo.constant dense<[[355, 944, -899, -955, -22, -4], [-490, -563, -892, -863, -295, 133], [986, -127, 33, 59, 98, 238], [488, -115, -544, 417, -178, 7]]> : tensor<4x6xi32>
    %in10 = stablehlo.optimization_barrier %c10 : tensor<4x6xi32>
    %c11 = stablehlo.constant dense<[[0.5234375, 0.66748046875, -0.0361328125], [2.39453125, 0.423095703125, 2.748046875], [1.7763671875, 0.285400390625, 1.44921875], [-0.308837890625, -2.71875, 2.35546875], [-2.45703125, 1.130859375, -3.79296875], [0.9951171875, 2.462890625, 0.0131683349609375]]> : tensor<6x3xf16>
    %in11 = stablehlo.optimization_barrier %c11 : tensor<6x3xf16>
    %c12 = stablehlo.constant dense<[[-23, 30, 101, 34, -21, -78], [-8, -24, 68, -80, -1, 115], [-71, -4, -4, 49, -21, -6], [-62, 117, -48, 72, -37, -18]]> : tensor<4x6xi8>
    %in12 = stablehlo.optimization_barrier %c12 : tensor<4x6xi8>
    %c13 = stablehlo.constant dense<[[-0.50341796875, -0.1356201171875, -1.166015625], [-2.103515625, 0.6025390625, 0.80810546875], [0.5380859375, -0.477783203125, -0.496337890625], [3.728515625, -1.98046875, 1.177734375], [-5.1953125, 1.5576171875, -1.5595703125], [2.94140625, -2.2578125, -0.1802978515625]]> : tensor<6x3xf16>
    %in13 = stablehlo.optimization_barrier %c13 : tensor<6x3xf16>
    %c14 = stablehlo.constant dense<[[228, 46, 163, 69, 252, 108], [39, 23, 94, 130, 218, 219], [215, 193, 43, 29, 220, 12], [2, 66, 144, 109, 51, 62]]> : tensor<4x6xui8>
    %in14 = stablehlo.optimization_barrier %c14 : tensor<4x6xui8>
    %c15 = stablehlo.constant dense<[[1.4326171875, 0.48681640625, 3.5], [0.2103271484375, -1.1298828125, -1.345703125], [-0.333251953125, -0.48388671875, 2.22265625], [0.06561279296875, 4.0625, 2.3828125], [-0.603515625, -0.1446533203125, -1.435546875], [-4.265625, 1.03125, 1.3486328125]]> : tensor<6x3xf16>
    %in15 = stablehlo.optimization_barrier %c15 : tensor<6x3xf16>
    %c16 = stablehlo.constant dense<[[4.46875, -0.54296875, 1.28125, 1.515625, 1.5546875, -0.734375, -0.11181640625, -0.333984375, 0.5859375, -0.023193359375, 2.609375, -1.1875, 2.84375, 0.875, -1.1484375, 1.3984375], [-0.91796875, 2.75, 1.328125, -1.140625, -1.0390625, 0.345703125, 2.75, -1.6171875, -3.21875, -2.4375, -1.0390625, 1.8046875, 1.65625, -2.015625, -1.46875, -1.3125], [-3.3125, -1.5390625, 2.546875, 0.7265625, -0.70703125, -2.46875, -0.609375, 0.16015625, -1.0625, -0.98046875, -3.0625, -2.171875, 0.78125, -0.8828125, 1.6484375, 3.59375], [-0.1318359375, 0.58984375, 0.03564453125, 2.453125, -0.482421875, 1.046875, -6.125, 1.890625, 1.7265625, 3.4375, 2.5625, 0.28125, 1.4609375, 2.15625, -3.625, -0.78125], [-0.83203125, 5.78125, -1.7890625, -1.6875, 1.7421875, -2.5, 0.46484375, 2.265625, 2.15625, 0.87890625, -2.21875, 0.62890625, -1.5546875, 3.125, 1.8359375, 0.02099609375]]> : tensor<5x16xbf16>
    %in16 = stablehlo.optimization_barrier %c16 : tensor<5x16xbf16>
    %c17 = stablehlo.constant dense<[[4.125, 4.53125, 0.73828125, -2.09375, -1.78125, 0.8671875, -0.96484375], [-0.578125, -0.09033203125, 0.38671875, -1.515625, 0.66015625, 0.0277099609375, -0.443359375], [0.216796875, 2.75, -3.5625, -0.486328125, -0.345703125, 1.9296875, 0.2119140625], [-0.90234375, -2.296875, 3.28125, 0.474609375, 2.859375, 1.5546875, 0.609375], [0.012451171875, -0.984375, -3.03125, -2.15625, 0.1328125, -0.349609375, -0.376953125], [-0.375, -1.3671875, -3.59375, 2.53125, 0.359375, -3.25, 2.421875], [1.8125, -1.4453125, 0.6328125, 0.1328125, 0.72265625, -0.7890625, 3.359375], [0.89453125, -1.34375, 1.640625, -1.421875, 1.6171875, 1.4765625, 4.3125], [-2.09375, 0.66796875, -2.640625, 2.0625, 0.185546875, 0.94921875, -1.171875], [-0.55078125, -0.7890625, -2.671875, 1.9609375, -1.3203125, 1.21875, -2.8125], [-0.8203125, -0.81640625, -1.0078125, -1.9375, -1.046875, 1.9140625, 0.6796875], [-1.15625, 0.9296875, -4.4375, -1.671875, 1.359375, 0.10693359375, -0.0830078125], [2.75, -1.2421875, 0.78515625, 0.9453125, -1.6484375, -2.765625, 0.93359375], [0.66015625, 2.703125, 0.232421875, 0.63671875, -0.248046875, 3.515625, 1.328125], [-0.408203125, -0.68359375, -1.3125, -4.875, -1.625, 3.265625, -4.53125], [2.140625, -0.5859375, -2.25, 0.271484375, -3.84375, 2.125, -1.8984375]]> : tensor<16x7xbf16>
    %in17 = stablehlo.optimization_barrier %c17 : tensor<16x7xbf16>
    %c18 = stablehlo.constant dense<[[[0.5703125, -0.8515625, -0.875, -0.1826171875, -1.09375, 1.8515625, 2.09375, -1.921875], [0.80078125, -0.49609375, -2.671875, 3.046875, -0.306640625, -0.04296875, 0.140625, 1.5625], [-2.59375, -0.77734375, -0.3203125, -0.76171875, -2.4375, -1.9453125, 4.0, 0.796875]], [[0.73046875, 3.765625, -1.125, 2.34375, -3.75, -0.76171875, -2.78125, 0.625], [0.04296875, 3.953125, -0.7578125, -1.28125, 0.3046875, 3.0625, -0.890625, 0.73828125], [-1.3125, 1.796875, -3.640625, -2.015625, -1.78125, 1.3125, -3.328125, 0.66796875]]]> : tensor<2x3x8xbf16>
    %in18 = stablehlo.optimization_barrier %c18 : tensor<2x3x8xbf16>
    %c19 = stablehlo.constant dense<[[[1.046875, -1.484375, 1.6484375, 1.078125], [-1.5859375, 0.353515625, 0.86328125, -0.703125], [-0.08642578125, 2.140625, -2.09375, -0.85546875], [-0.1572265625, 0.6484375, 0.61328125, -0.038818359375], [-1.0859375, 0.107421875, 0.189453125, 1.0], [-2.5625, -2.1875, -2.96875, -1.6875], [-2.578125, -0.69921875, -3.046875, -2.265625], [-2.671875, -0.4921875, -0.5390625, -4.4375]], [[-0.54296875, 0.65625, 1.625, 0.796875], [2.140625, -2.734375, 0.400390625, 1.0390625], [2.453125, -1.7421875, 2.640625, -1.3671875], [0.28515625, 2.65625, 1.984375, 2.8125], [-0.2255859375, -1.3828125, -2.8125, -0.306640625], [1.0078125, -5.96875, 4.75, -3.09375], [0.8203125, 2.328125, 1.4453125, -2.109375], [-1.1640625, 3.875, -1.640625, -0.140625]]]> : tensor<2x8x4xbf16>
    %in19 = stablehlo.optimization_barrier %c19 : tensor<2x8x4xbf16>
    %c20 = stablehlo.constant dense<[0.24609375, 0.5078125, -1.6875, 2.515625, 1.3671875, -0.251953125, 2.0, -0.12158203125, 1.296875]> : tensor<9xbf16>
    %in20 = stablehlo.optimization_barrier %c20 : tensor<9xbf16>
    %c21 = stablehlo.constant dense<[2.53125, 0.23046875, -2.203125, 2.546875, 4.6875, -0.384765625, -2.828125, 0.0693359375, 0.060302734375]> : tensor<9xbf16>
    %in21 = stablehlo.optimization_barrier %c21 : tensor<9xbf16>
    %c22 = stablehlo.constant dense<> : tensor<3x0xbf16>
    %in22 = stablehlo.optimization_barrier %c22 : tensor<3x0xbf16>
    %c23 = stablehlo.constant dense<> : tensor<0x4xbf16>
    %in23 = stablehlo.optimization_barrier %c23 : tensor<0x4xbf16>
    %c24 = stablehlo.constant dense<> : tensor<0x5xbf16>
    %in24 = stablehlo.optimization_barrier %c24 : tensor<0x5xbf16>
    %c25 = stablehlo.constant dense<[[-1.296875, 1.859375], [1.1484375, -2.671875], [0.08203125, -4.75], [-1.3515625, 3.8125], [2.703125, 1.6484375]]> : tensor<5x2xbf16>
    %in25 = stablehlo.optimization_barrier %c25 : tensor<5x2xbf16>
    %c26 = stablehlo.constant dense<[[991, 33, 537, -331, -842, 836], [-875, 900, -527, -212, -527, 675], [99, 551, -628, 980, 605, 592], [658, 152, -4, 956, 477, 718]]> : tensor<4x6xi32>
    %in26 = stablehlo.optimization_barrier %c26 : tensor<4x6xi32>
    %c27 = stablehlo.constant dense<[[-0.3515625, 0.09912109375, 1.8359375], [0.26953125, 2.546875, 0.240234375], [-0.4921875, 2.5, 1.2578125], [-4.0625, -2.78125, -3.671875], [-1.9453125, -0.283203125, 0.298828125], [-1.4296875, 0.130859375, -0.08984375]]> : tensor<6x3xbf16>
    %in27 = stablehlo.optimization_barrier %c27 : tensor<6x3xbf16>
    %c28 = stablehlo.constant dense<[[-124, 69, -3, -10, -99, 106], [-49, -28, -3, -114, -97, -54], [-51, -7, -38, 109, 106, -43], [-65, 109, -55, 33, 70, -58]]> : tensor<4x6xi8>
    %in28 = stablehlo.optimization_barrier %c28 : tensor<4x6xi8>
    %c29 = stablehlo.constant dense<[[-1.6796875, 0.796875, -1.546875], [-0.271484375, 0.51171875, 4.71875], [-0.2373046875, -0.515625, 1.1484375], [0.5859375, -1.171875, 0.8125], [-2.609375, 0.84765625, -1.2109375], [-2.421875, 1.765625, 3.140625]]> : tensor<6x3xbf16>
    %in29 = stablehlo.optimization_barrier %c29 : tensor<6x3xbf16>
    %c30 = stablehlo.constant dense<[[242, 198, 170, 85, 26, 142], [157, 31, 201, 123, 149, 44], [111, 79, 8, 91, 163, 109], [97, 154, 191, 113, 114, 31]]> : tensor<4x6xui8>
    %in30 = stablehlo.optimization_barrier %c30 : tensor<4x6xui8>
    %c31 = stablehlo.constant dense<[[-1.453125, -0.5625, 2.75], [-1.8671875, -0.37109375, 3.5], [-2.328125, -1.9140625, 0.376953125], [0.271484375, -0.9375, -0.71484375], [-1.40625, -0.0927734375, -3.703125], [3.890625, -0.69921875, -3.734375]]> : tensor<6x3xbf16>
    %in31 = stablehlo.optimization_barrier %c31 : tensor<6x3xbf16>
    %c32 = stablehlo.constant dense<[[-0.755859375, 1.6640625, -1.01171875, -0.95166015625, -1.8876953125], [0.43212890625, -1.177734375, 0.371826171875, 2.333984375, -2.140625], [-0.061492919921875, 2.08203125, -3.1875, -2.091796875, 3.61328125], [1.4482421875, -0.3447265625, -2.251953125, -0.30810546875, 1.7294921875]]> : tensor<4x5xf16>
    %in32 = stablehlo.optimization_barrier %c32 : tensor<4x5xf16>
    %c33 = stablehlo.constant dense<[[1.6311124307795077, 0.5963783953865672, 2.2550277346931304], [-0.6400847310462566, -2.2993382817856824, -0.2783324321923694], [3.5199459462371303, -1.383008876817323, 0.41214301549854127], [-1.8206254081564652, -0.3068802821054263, 1.8188691532923222], [-1.5522747240231707, -0.1271116199963399, 2.7258837263160007]]> : tensor<5x3xf64>
    %in33 = stablehlo.optimization_barrier %c33 : tensor<5x3xf64>
    %c34 = stablehlo.constant dense<[[-2.25, 1.125, -0.0703125, 1.125, 5.0, -2.75, 0.8125, -0.5625], [2.25, 2.25, 6.0, -1.25, -3.75, -3.0, -0.9375, -2.25], [3.0, -1.875, 0.25, -0.8125, 1.25, 0.171875, 0.5, 2.5]]> : tensor<3x8xf8E4M3FN>
    %in34 = stablehlo.optimization_barrier %c34 : tensor<3x8xf8E4M3FN>
    %c35 = stablehlo.constant dense<[[-0.625, -2.75, -0.875, 0.21875, 0.875], [-0.46875, -1.375, -1.375, 0.75, 0.875], [0.9375, 1.5, -2.5, -1.625, 1.625], [0.375, 1.625, 3.25, -2.25, 0.34375], [1.125, 0.5625, -0.171875, -3.5, 1.375], [0.25, -0.5625, -2.75, -2.75, 1.125], [3.0, -1.125, 0.21875, 0.40625, -1.125], [4.5, -1.125, 0.875, -1.875, -1.125]]> : tensor<8x5xf8E4M3FN>
    %in35 = stablehlo.optimization_barrier %c35 : tensor<8x5xf8E4M3FN>
    %c36 = stablehlo.constant dense<[[-1.25]]> : tensor<1x1xf8E4M3FN>
    %in36 = stablehlo.optimization_barrier %c36 : tensor<1x1xf8E4M3FN>
    %c37 = stablehlo.constant dense<[[-1.0]]> : tensor<1x1xf8E4M3FN>
    %in37 = stablehlo.optimization_barrier %c37 : tensor<1x1xf8E4M3FN>
    %c38 = stablehlo.constant dense<[[2.0, 1.5, 0.375, -2.5, 1.25, 0.75, 0.02734375, -1.0], [1.25, 1.75, -0.75, 4.0, 0.25, 0.75, 1.75, 1.25], [1.75, 1.25, -1.5, -0.046875, 3.0, -2.5, -0.75, -3.0]]> : tensor<3x8xf8E5M2>
    %in38 = stablehlo.optimization_barrier %c38 : tensor<3x8xf8E5M2>
    %c39 = stablehlo.constant dense<[[-1.0, 2.5, -1.25, 1.5, -1.5], [-1.5, 0.4375, -2.0, -0.03125, 0.625], [-0.5, -0.75, 2.0, 0.625, 0.75], [-0.21875, -2.0, 3.5, -0.25, 1.75], [1.25, 0.625, -0.875, -0.15625, -1.75], [3.5, 2.5, -3.5, -1.25, 0.5], [0.375, -0.375, 0.4375, -2.5, -4.0], [-0.0625, 0.078125, 2.0, -3.5, 3.0]]> : tensor<8x5xf8E5M2>
    %in39 = stablehlo.optimization_barrier %c39 : tensor<8x5xf8E5M2>
    %c40 = stablehlo.constant dense<[[2.0]]> : tensor<1x1xf8E5M2>
    %in40 = stablehlo.optimization_barrier %c40 : tensor<1x1xf8E5M2>
    %c41 = stablehlo.constant dense<[[-0.375]]> : tensor<1x1xf8E5M2>
    %in41 = stablehlo.optimization_barrier %c41 : tensor<1x1xf8E5M2>
    %c42 = stablehlo.constant dense<[[0.0390625, 0.75, 0.375, 3.5, -2.5, 0.203125, -0.0859375, 1.625], [-1.5, 1.75, 2.5, 0.375, -2.5, -2.25, 1.25, 1.125], [1.75, 0.9375, 1.125, -0.1171875, -3.0, 0.009765625, -1.125, 0.1875]]> : tensor<3x8xf8E4M3FNUZ>
    %in42 = stablehlo.optimization_barrier %c42 : tensor<3x8xf8E4M3FNUZ>
    %c43 = stablehlo.constant dense<[[1.25, -2.0, 2.5, 2.25, -0.875], [2.0, -0.625, -1.375, -3.75, 2.5], [-2.5, 0.5625, 2.5, -2.25, 4.0], [-3.0, 0.625, 0.3125, 2.5, 2.75], [-2.0, -1.25, -2.25, 1.125, 1.875], [-1.75, -1.25, -1.375, 4.0, -1.0], [1.75, -0.5625, 1.875, -4.5, -0.75], [-3.25, -0.75, 1.5, -0.375, 1.125]]> : tensor<8x5xf8E4M3FNUZ>
    %in43 = stablehlo.optimization_barrier %c43 : tensor<8x5xf8E4M3FNUZ>
    %c44 = stablehlo.constant dense<[[-1.25]]> : tensor<1x1xf8E4M3FNUZ>
    %in44 = stablehlo.optimization_barrier %c44 : tensor<1x1xf8E4M3FNUZ>
    %c45 = stablehlo.constant dense<[[-1.625]]> : tensor<1x1xf8E4M3FNUZ>
    %in45 = stablehlo.optimization_barrier %c45 : tensor<1x1xf8E4M3FNUZ>
    %c46 = stablehlo.constant dense<[[-2.0, 1.5, -0.375, 0.75, 0.375, -2.0, -3.0, 1.5], [-0.4375, 0.875, 1.75, 0.078125, 2.5, 1.75, 0.00390625, -0.875], [0.1875, 2.0, -0.625, -0.15625, -0.75, -0.75, 0.09375, 2.5]]> : tensor<3x8xf8E5M2FNUZ>
    %in46 = stablehlo.optimization_barrier %c46 : tensor<3x8xf8E5M2FNUZ>
    %c47 = stablehlo.constant dense<[[2.0, -3.0, -0.15625, 0.3125, -0.15625], [1.5, -3.0, -2.0, 1.0, -0.3125], [-0.75, 1.5, 4.0, 1.0, -1.5], [-0.625, -0.75, -1.0, 3.0, -5.0], [0.625, 0.25, -3.0, -1.25, 3.5], [-0.75, -0.078125, 3.0, 1.25, -0.15625], [3.0, 1.0, 4.0, 0.875, -1.0], [2.0, -2.5, -1.5, 3.5, -0.875]]> : tensor<8x5xf8E5M2FNUZ>
    %in47 = stablehlo.optimization_barrier %c47 : tensor<8x5xf8E5M2FNUZ>
    %c48 = stablehlo.constant dense<[[0.875]]> : tensor<1x1xf8E5M2FNUZ>
    %in48 = stablehlo.optimization_barrier %c48 : tensor<1x1xf8E5M2FNUZ>
    %c49 = stablehlo.constant dense<[[2.0]]> : tensor<1x1xf8E5M2FNUZ>
    %in49 = stablehlo.optimization_barrier %c49 : tensor<1x1xf8E5M2FNUZ>
    %c50 = stablehlo.constant dense<[[1.25, 0.34375, -3.75, -2.5, 0.6875, -1.125, -1.375, 2.25], [-0.375, 0.21875, -0.125, 1.75, -1.75, 0.34375, 3.25, -2.0], [-1.125, 0.28125, -0.21875, -1.125, 3.5, 0.34375, 4.5, -0.6875]]> : tensor<3x8xf8E4M3B11FNUZ>
    %in50 = stablehlo.optimization_barrier %c50 : tensor<3x8xf8E4M3B11FNUZ>
    %c51 = stablehlo.constant dense<[[-1.5, 1.25, 1.0, 2.5, -2.25], [-0.5625, -0.9375, 1.25, 0.625, -0.6875], [0.34375, 1.25, 0.75, -0.8125, 2.25], [-1.125, 1.75, -2.5, 2.75, 0.375], [-2.25, -0.6875, -1.75, 0.46875, -0.75], [-1.5, 1.625, 2.25, -3.75, 1.5], [-1.25, -0.875, -0.171875, 1.25, 2.25], [1.5, 0.8125, -2.0, 0.3125, -0.8125]]> : tensor<8x5xf8E4M3B11FNUZ>
    %in51 = stablehlo.optimization_barrier %c51 : tensor<8x5xf8E4M3B11FNUZ>
    %c52 = stablehlo.constant dense<[[2.5]]> : tensor<1x1xf8E4M3B11FNUZ>
    %in52 = stablehlo.optimization_barrier %c52 : tensor<1x1xf8E4M3B11FNUZ>
    %c53 = stablehlo.constant dense<[[-0.5]]> : tensor<1x1xf8E4M3B11FNUZ>
    %in53 = stablehlo.optimization_barrier %c53 : tensor<1x1xf8E4M3B11FNUZ>
    %c54 = stablehlo.constant dense<[[-1.75, 0.171875, 1.5, 1.375, -2.25, -1.0, 0.203125, -2.0], [1.75, 1.25, -0.875, -4.0, 1.625, 1.875, -2.25, 4.0], [-3.25, -2.25, 2.5, 0.875, -0.28125, 2.5, -4.0, 0.8125]]> : tensor<3x8xf8E4M3>
    %in54 = stablehlo.optimization_barrier %c54 : tensor<3x8xf8E4M3>
    %c55 = stablehlo.constant dense<[[-0.3125, 0.0625, -1.0, 1.75, 2.0], [0.5625, 1.0, 1.625, 0.5625, -1.5], [-1.5, -3.0, 2.5, -1.0, 1.125], [-1.875, -1.5, 0.25, -0.171875, 1.125], [2.5, 1.0, -0.875, 3.0, -1.125], [-0.6875, 4.5, 0.9375, 0.5625, 4.0], [2.25, 0.140625, 2.0, -2.75, -2.75], [-0.5, 1.5, -4.0, 2.5, 0.3125]]> : tensor<8x5xf8E4M3>
    %in55 = stablehlo.optimization_barrier %c55 : tensor<8x5xf8E4M3>
    %c56 = stablehlo.constant dense<[[-4.5]]> : tensor<1x1xf8E4M3>
    %in56 = stablehlo.optimization_barrier %c56 : tensor<1x1xf8E4M3>
    %c57 = stablehlo.constant dense<[[-0.140625]]> : tensor<1x1xf8E4M3>
    %in57 = stablehlo.optimization_barrier %c57 : tensor<1x1xf8E4M3>
    %c58 = stablehlo.constant dense<[[-0.125, -2.0, 0.8125, 0.40625, -1.5625, -0.359375, 1.8125, -0.8125], [1.0, 0.5625, -1.5, 2.75, -2.125, 2.25, 0.125, -0.59375], [-0.390625, 0.109375, 0.03125, 1.5, 1.625, 3.375, -0.65625, -4.25]]> : tensor<3x8xf8E3M4>
    %in58 = stablehlo.optimization_barrier %c58 : tensor<3x8xf8E3M4>
    %c59 = stablehlo.constant dense<[[-0.21875, -0.5, -0.6875, 3.625, -2.125], [0.484375, 1.0625, 1.0625, 0.21875, 0.3125], [0.390625, 1.875, -0.265625, 1.3125, -3.125], [3.75, -2.25, 0.84375, -0.234375, 1.25], [1.0625, 0.234375, 0.65625, -0.53125, -0.109375], [-0.8125, 1.0625, 1.25, -2.5, 1.4375], [-0.171875, 1.875, -0.359375, -2.75, 0.015625], [1.9375, -2.375, -0.1875, -1.25, -0.375]]> : tensor<8x5xf8E3M4>
    %in59 = stablehlo.optimization_barrier %c59 : tensor<8x5xf8E3M4>
    %c60 = stablehlo.constant dense<[[-2.625]]> : tensor<1x1xf8E3M4>
    %in60 = stablehlo.optimization_barrier %c60 : tensor<1x1xf8E3M4>
    %c61 = stablehlo.constant dense<[[-0.09375]]> : tensor<1x1xf8E3M4>
    %in61 = stablehlo.optimization_barrier %c61 : tensor<1x1xf8E3M4>
    %c62 = stablehlo.constant dense<[[0.125, 0.25, 2.0, 0.125, 0.0625, 0.0625, 16.0, 0.015625], [4.0, 16.0, 2.0, 0.125, 1.0, 0.0625, 1.0, 32.0], [4.0, 0.015625, 0.5, 0.5, 0.5, 1.0, 2.0, 4.0]]> : tensor<3x8xf8E8M0FNU>
    %in62 = stablehlo.optimization_barrier %c62 : tensor<3x8xf8E8M0FNU>
    %c63 = stablehlo.constant dense<[[1.0, 0.015625, 0.015625, 32.0, 0.0625], [16.0, 1.0, 1.0, 0.25, 0.25], [0.03125, 32.0, 1.0, 1.0, 8.0], [32.0, 0.125, 4.0, 0.5, 0.0625], [0.5, 4.0, 8.0, 4.0, 4.0], [0.015625, 8.0, 4.0, 32.0, 0.25], [16.0, 0.03125, 2.0, 0.0625, 16.0], [0.25, 8.0, 0.5, 32.0, 0.03125]]> : tensor<8x5xf8E8M0FNU>
    %in63 = stablehlo.optimization_barrier %c63 : tensor<8x5xf8E8M0FNU>
    %c64 = stablehlo.constant dense<[[0.015625]]> : tensor<1x1xf8E8M0FNU>
    %in64 = stablehlo.optimization_barrier %c64 : tensor<1x1xf8E8M0FNU>
    %c65 = stablehlo.constant dense<[[1.0]]> : tensor<1x1xf8E8M0FNU>
    %in65 = stablehlo.optimization_barrier %c65 : tensor<1x1xf8E8M0FNU>
    %c66 = stablehlo.constant dense<[[-3.0, 1.0, -1.5, 2.0, -0.5, 1.0, 1.5, -0.5], [0.5, -3.0, -0.0, -1.5, 1.0, -2.0, -0.0, -1.0], [-2.0, -1.5, -3.0, 0.5, -0.5, -0.5, 1.0, 3.0]]> : tensor<3x8xf4E2M1FN>
    %in66 = stablehlo.optimization_barrier %c66 : tensor<3x8xf4E2M1FN>
    %c67 = stablehlo.constant dense<[[-2.0, 0.0, 4.0, -2.0, 0.0], [-2.0, 2.0, -2.0, 2.0, 1.0], [1.5, 4.0, -0.0, -3.0, 2.0], [-1.5, -3.0, 0.0, -0.5, 1.5], [1.0, -0.5, -4.0, -1.5, -1.0], [-1.5, 3.0, 0.5, 2.0, 2.0], [-1.5, 4.0, -2.0, -3.0, 2.0], [2.0, -0.5, -0.5, 0.0, 0.0]]> : tensor<8x5xf4E2M1FN>
    %in67 = stablehlo.optimization_barrier %c67 : tensor<8x5xf4E2M1FN>
    %c68 = stablehlo.constant dense<[[-0.5]]> : tensor<1x1xf4E2M1FN>
    %in68 = stablehlo.optimization_barrier %c68 : tensor<1x1xf4E2M1FN>
    %c69 = stablehlo.constant dense<[[1.0]]> : tensor<1x1xf4E2M1FN>
    %in69 = stablehlo.optimization_barrier %c69 : tensor<1x1xf4E2M1FN>
    %c70 = stablehlo.constant dense<[[2.25, -1.25, 4.5, 3.0], [0.125, 0.40625, 4.0, -1.25], [-1.25, 0.25, 1.125, -0.171875]]> : tensor<3x4xf8E4M3FN>
    %in70 = stablehlo.optimization_barrier %c70 : tensor<3x4xf8E4M3FN>
    %c71 = stablehlo.constant dense<[[-0.875, -1.0], [-0.5, 1.25], [0.109375, -1.0], [2.5, 1.75]]> : tensor<4x2xf8E5M2>
    %in71 = stablehlo.optimization_barrier %c71 : tensor<4x2xf8E5M2>
    %r:36 = call @cases(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51, %in52, %in53, %in54, %in55, %in56, %in57, %in58, %in59, %in60, %in61, %in62, %in63, %in64, %in65, %in66, %in67, %in68, %in69, %in70, %in71) : (tensor<5x16xf16>, tensor<16x7xf16>, tensor<2x3x8xf16>, tensor<2x8x4xf16>, tensor<9xf16>, tensor<9xf16>, tensor<3x0xf16>, tensor<0x4xf16>, tensor<0x5xf16>, tensor<5x2xf16>, tensor<4x6xi32>, tensor<6x3xf16>, tensor<4x6xi8>, tensor<6x3xf16>, tensor<4x6xui8>, tensor<6x3xf16>, tensor<5x16xbf16>, tensor<16x7xbf16>, tensor<2x3x8xbf16>, tensor<2x8x4xbf16>, tensor<9xbf16>, tensor<9xbf16>, tensor<3x0xbf16>, tensor<0x4xbf16>, tensor<0x5xbf16>, tensor<5x2xbf16>, tensor<4x6xi32>, tensor<6x3xbf16>, tensor<4x6xi8>, tensor<6x3xbf16>, tensor<4x6xui8>, tensor<6x3xbf16>, tensor<4x5xf16>, tensor<5x3xf64>, tensor<3x8xf8E4M3FN>, tensor<8x5xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<3x8xf8E5M2>, tensor<8x5xf8E5M2>, tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>, tensor<3x8xf8E4M3FNUZ>, tensor<8x5xf8E4M3FNUZ>, tensor<1x1xf8E4M3FNUZ>, tensor<1x1xf8E4M3FNUZ>, tensor<3x8xf8E5M2FNUZ>, tensor<8x5xf8E5M2FNUZ>, tensor<1x1xf8E5M2FNUZ>, tensor<1x1xf8E5M2FNUZ>, tensor<3x8xf8E4M3B11FNUZ>, tensor<8x5xf8E4M3B11FNUZ>, tensor<1x1xf8E4M3B11FNUZ>, tensor<1x1xf8E4M3B11FNUZ>, tensor<3x8xf8E4M3>, tensor<8x5xf8E4M3>, tensor<1x1xf8E4M3>, tensor<1x1xf8E4M3>, tensor<3x8xf8E3M4>, tensor<8x5xf8E3M4>, tensor<1x1xf8E3M4>, tensor<1x1xf8E3M4>, tensor<3x8xf8E8M0FNU>, tensor<8x5xf8E8M0FNU>, tensor<1x1xf8E8M0FNU>, tensor<1x1xf8E8M0FNU>, tensor<3x8xf4E2M1FN>, tensor<8x5xf4E2M1FN>, tensor<1x1xf4E2M1FN>, tensor<1x1xf4E2M1FN>, tensor<3x4xf8E4M3FN>, tensor<4x2xf8E5M2>) -> (tensor<5x7xf16>, tensor<2x3x4xf16>, tensor<f16>, tensor<3x4xf16>, tensor<0x2xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<5x7xbf16>, tensor<2x3x4xbf16>, tensor<bf16>, tensor<3x4xbf16>, tensor<0x2xbf16>, tensor<4x3xbf16>, tensor<4x3xbf16>, tensor<4x3xbf16>, tensor<4x3xf64>, tensor<3x5xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<3x5xf8E5M2>, tensor<1x1xf8E5M2>, tensor<3x5xf8E4M3FNUZ>, tensor<1x1xf8E4M3FNUZ>, tensor<3x5xf8E5M2FNUZ>, tensor<1x1xf8E5M2FNUZ>, tensor<3x5xf8E4M3B11FNUZ>, tensor<1x1xf8E4M3B11FNUZ>, tensor<3x5xf8E4M3>, tensor<1x1xf8E4M3>, tensor<3x5xf8E3M4>, tensor<1x1xf8E3M4>, tensor<3x5xf8E8M0FNU>, tensor<1x1xf8E8M0FNU>, tensor<3x5xf4E2M1FN>, tensor<1x1xf4E2M1FN>, tensor<3x2xf32>)
    // f16 5x16 . 16x7
    check.expect_eq_const %r#0, dense<[[-13.421875, -0.433837890625, 0.314208984375, -11.1640625, 9.96875, 29.640625, -6.9765625], [1.2041015625, -8.578125, 4.15234375, 24.4375, -8.9921875, 16.09375, -9.578125], [-34.15625, -19.828125, 7.296875, 57.0, 3.951171875, -38.59375, -6.47265625], [6.52734375, 6.41015625, -17.578125, 21.921875, 4.60546875, -20.671875, 10.9296875], [12.1171875, 15.1484375, -6.51171875, 19.1875, 11.6875, -26.640625, -9.6328125]]> : tensor<5x7xf16>
    // f16 batched 2x3x8 . 2x8x4
    check.expect_eq_const %r#1, dense<[[[-6.59375, -11.5390625, -0.0005846023559570312, -5.6953125], [2.328125, -2.283203125, -5.7421875, 10.984375], [0.7763671875, 11.078125, 9.7265625, -15.8515625]], [[1.40234375, -9.2734375, 10.4921875, 18.390625], [-2.12109375, 2.46875, 4.484375, 14.25], [-6.64453125, -9.3984375, -24.484375, -23.421875]]]> : tensor<2x3x4xf16>
    // f16 vector 9 . 9
    check.expect_eq_const %r#2, dense<0.470458984375> : tensor<f16>
    // f16 3x0 . 0x4 (zeros)
    check.expect_eq_const %r#3, dense<[[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<3x4xf16>
    // f16 0x5 . 5x2 (empty)
    check.expect_eq_const %r#4, dense<> : tensor<0x2xf16>
    // i32 . f16
    check.expect_eq_const %r#5, dense<[[1194.0, 2942.0, -887.5], [-2066.0, 1520.0, -3734.0], [248.5, 1150.0, -566.5], [-670.5, -1196.0, 535.5]]> : tensor<4x3xf16>
    // i8 . f16
    check.expect_eq_const %r#6, dense<[[9.2578125, 49.0, 87.8125], [136.25, -148.625, -157.25], [316.25, -107.0625, 173.125], [167.0, -57.75, 336.5]]> : tensor<4x3xf16>
    // ui8 . f16
    check.expect_eq_const %r#7, dense<[[-326.25, 335.5, 1047.0], [-1028.0, 670.0, 606.5], [152.25, -35.84375, 357.75], [-319.25, 356.0, 508.5]]> : tensor<4x3xf16>
    // bf16 5x16 . 16x7
    check.expect_eq_const %r#8, dense<[[27.375, 16.375, 2.75, -5.875, -17.75, 9.9375, 0.55859375], [7.1875, -2.828125, 6.65625, -2.984375, 10.4375, -32.25, 20.5], [3.453125, -10.8125, 9.5, 1.90625, -11.3125, 11.5625, -14.8125], [-15.5625, 2.734375, -4.4375, 25.75, 6.0, 9.0, 3.828125], [-8.625, 4.90625, -1.375, -19.25, 5.5625, 24.125, -10.75]]> : tensor<5x7xbf16>
    // bf16 batched 2x3x8 . 2x8x4
    check.expect_eq_const %r#9, dense<[[[-1.765625, -7.8125, -9.125, 1.5390625], [-2.71875, -5.90625, 7.15625, -4.09375], [-6.15625, 3.203125, -12.0625, -13.6875]], [[2.640625, 4.0625, 6.25, 21.875], [7.65625, -30.75, 8.3125, -6.21875], [-6.71875, -15.3125, -9.6875, 3.546875]]]> : tensor<2x3x4xbf16>
    // bf16 vector 9 . 9
    check.expect_eq_const %r#10, dense<11.8125> : tensor<bf16>
    // bf16 3x0 . 0x4 (zeros)
    check.expect_eq_const %r#11, dense<[[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<3x4xbf16>
    // bf16 0x5 . 5x2 (empty)
    check.expect_eq_const %r#12, dense<> : tensor<0x2xbf16>
    // i32 . bf16
    check.expect_eq_const %r#13, dense<[[1184.0, 2800.0, 3392.0], [1736.0, 1712.0, -1496.0], [-5568.0, -2976.0, -3952.0], [-6016.0, -2256.0, -2192.0]]> : tensor<4x3xbf16>
    // i8 . bf16
    check.expect_eq_const %r#14, dense<[[186.0, 53.0, 960.0], [408.0, -96.0, -205.0], [-12.0, -138.0, -173.0], [70.0, -49.5, 312.0]]> : tensor<4x3xbf16>
    // ui8 . bf16
    check.expect_eq_const %r#15, dense<[[-580.0, -716.0, 736.0], [-760.0, -644.0, -188.0], [-108.0, -284.0, -490.0], [-884.0, -616.0, 260.0]]> : tensor<4x3xbf16>
    // f16 . f64 (the f16 operand widened)
    check.expect_almost_eq_const %r#16, dense<[[-1.1963895523853143, -2.345811052191988, -9.461202468766569], [1.8410354734925227, 2.0073277097108413, -0.13437276634692008], [-14.453232598241058, -0.2329852291371725, 4.012808823561251], [-7.467555592860502, 4.645527435312613, 6.58763920587509]]> : tensor<4x3xf64>
    // f8E4M3FN 3x8 . 8x5
    check.expect_eq_const %r#17, dense<[[6.0, 10.0, 11.0, -11.0, 2.75], [-15.0, 0.875, -18.0, 20.0, 8.0], [13.0, -9.0, -1.75, -9.0, -0.34375]]> : tensor<3x5xf8E4M3FN>
    // f8E4M3FN 1x1 . 1x1
    check.expect_eq_const %r#18, dense<[[1.25]]> : tensor<1x1xf8E4M3FN>
    // f8E5M2 3x8 . 8x5
    check.expect_eq_const %r#19, dense<[[0.375, 12.0, -20.0, 6.0, -12.0], [-0.875, -2.0, 8.0, -10.0, 2.5], [-8.0, 1.75, -8.0, 16.0, -16.0]]> : tensor<3x5xf8E5M2>
    // f8E5M2 1x1 . 1x1
    check.expect_eq_const %r#20, dense<[[-0.75]]> : tensor<1x1xf8E5M2>
    // f8E4M3FNUZ 3x8 . 8x5
    check.expect_eq_const %r#21, dense<[[-11.0, 3.5, 9.0, 3.0, 10.0], [1.75, 8.0, 13.0, -32.0, 15.0], [5.0, 0.6875, 11.0, -0.75, 0.40625]]> : tensor<3x5xf8E4M3FNUZ>
    // f8E4M3FNUZ 1x1 . 1x1
    check.expect_eq_const %r#22, dense<[[2.0]]> : tensor<1x1xf8E4M3FNUZ>
    // f8E5M2FNUZ 3x8 . 8x5
    check.expect_eq_const %r#23, dense<[[-6.0, -6.0, -28.0, 2.5, -0.03125], [-2.5, 4.0, 4.0, -1.25, 6.0], [10.0, -14.0, -10.0, 10.0, -3.5]]> : tensor<3x5xf8E5M2FNUZ>
    // f8E5M2FNUZ 1x1 . 1x1
    check.expect_eq_const %r#24, dense<[[1.75]]> : tensor<1x1xf8E5M2FNUZ>
    // f8E4M3B11FNUZ 3x8 . 8x5
    check.expect_eq_const %r#25, dense<[[4.5, -7.0, -3.0, 3.0, -20.0], [-5.0, -0.46875, 2.75, 5.5, 12.0], [-12.0, -10.0, -3.0, 0.203125, 10.0]]> : tensor<3x5xf8E4M3B11FNUZ>
    // f8E4M3B11FNUZ 1x1 . 1x1
    check.expect_eq_const %r#26, dense<[[-1.25]]> : tensor<1x1xf8E4M3B11FNUZ>
    // f8E4M3 3x8 . 8x5
    check.expect_eq_const %r#27, dense<[[-7.5, -16.0, 16.0, -18.0, -3.25], [4.5, 26.0, -24.0, 28.0, 9.0], [-18.0, 0.375, -2.5, 4.0, 22.0]]> : tensor<3x5xf8E4M3>
    // f8E4M3 1x1 . 1x1
    check.expect_eq_const %r#28, dense<[[0.625]]> : tensor<1x1xf8E4M3>
    // f8E3M4 3x8 . 8x5
    check.expect_eq_const %r#29, dense<[[-2.375, 3.125, -3.875, -2.125, -2.375], [4.5, -5.25, 4.0, -3.0, 10.0], [-3.375, 10.0, 8.0, -3.875, 9.0]]> : tensor<3x5xf8E3M4>
    // f8E3M4 1x1 . 1x1
    check.expect_eq_const %r#30, dense<[[0.25]]> : tensor<1x1xf8E3M4>
    // f8E8M0FNU 3x8 . 8x5
    check.expect_eq_const %r#31, dense<[[256.0, 64.0, 32.0, 8.0, 256.0], [256.0, 256.0, 32.0, 1024.0, 32.0], [64.0, 64.0, 16.0, 256.0, 32.0]]> : tensor<3x5xf8E8M0FNU>
    // f8E8M0FNU 1x1 . 1x1
    check.expect_eq_const %r#32, dense<[[0.015625]]> : tensor<1x1xf8E8M0FNU>
    // f4E2M1FN 3x8 . 8x5
    check.expect_eq_const %r#33, dense<[[-6.0, -0.5, -6.0, 6.0, 6.0], [6.0, -6.0, 4.0, -6.0, -6.0], [6.0, -6.0, -6.0, 6.0, -6.0]]> : tensor<3x5xf4E2M1FN>
    // f4E2M1FN 1x1 . 1x1
    check.expect_eq_const %r#34, dense<[[-0.5]]> : tensor<1x1xf4E2M1FN>
    // f8E4M3FN . f8E5M2 into f32
    check.expect_eq_const %r#35, dense<[[6.6484375, -3.0625], [-3.0, -5.8046875], [0.662109375, 0.13671875]]> : tensor<3x2xf32>
    return
  }
  func.func private @cases(%arg0: tensor<5x16xf16>, %arg1: tensor<16x7xf16>, %arg2: tensor<2x3x8xf16>, %arg3: tensor<2x8x4xf16>, %arg4: tensor<9xf16>, %arg5: tensor<9xf16>, %arg6: tensor<3x0xf16>, %arg7: tensor<0x4xf16>, %arg8: tensor<0x5xf16>, %arg9: tensor<5x2xf16>, %arg10: tensor<4x6xi32>, %arg11: tensor<6x3xf16>, %arg12: tensor<4x6xi8>, %arg13: tensor<6x3xf16>, %arg14: tensor<4x6xui8>, %arg15: tensor<6x3xf16>, %arg16: tensor<5x16xbf16>, %arg17: tensor<16x7xbf16>, %arg18: tensor<2x3x8xbf16>, %arg19: tensor<2x8x4xbf16>, %arg20: tensor<9xbf16>, %arg21: tensor<9xbf16>, %arg22: tensor<3x0xbf16>, %arg23: tensor<0x4xbf16>, %arg24: tensor<0x5xbf16>, %arg25: tensor<5x2xbf16>, %arg26: tensor<4x6xi32>, %arg27: tensor<6x3xbf16>, %arg28: tensor<4x6xi8>, %arg29: tensor<6x3xbf16>, %arg30: tensor<4x6xui8>, %arg31: tensor<6x3xbf16>, %arg32: tensor<4x5xf16>, %arg33: tensor<5x3xf64>, %arg34: tensor<3x8xf8E4M3FN>, %arg35: tensor<8x5xf8E4M3FN>, %arg36: tensor<1x1xf8E4M3FN>, %arg37: tensor<1x1xf8E4M3FN>, %arg38: tensor<3x8xf8E5M2>, %arg39: tensor<8x5xf8E5M2>, %arg40: tensor<1x1xf8E5M2>, %arg41: tensor<1x1xf8E5M2>, %arg42: tensor<3x8xf8E4M3FNUZ>, %arg43: tensor<8x5xf8E4M3FNUZ>, %arg44: tensor<1x1xf8E4M3FNUZ>, %arg45: tensor<1x1xf8E4M3FNUZ>, %arg46: tensor<3x8xf8E5M2FNUZ>, %arg47: tensor<8x5xf8E5M2FNUZ>, %arg48: tensor<1x1xf8E5M2FNUZ>, %arg49: tensor<1x1xf8E5M2FNUZ>, %arg50: tensor<3x8xf8E4M3B11FNUZ>, %arg51: tensor<8x5xf8E4M3B11FNUZ>, %arg52: tensor<1x1xf8E4M3B11FNUZ>, %arg53: tensor<1x1xf8E4M3B11FNUZ>, %arg54: tensor<3x8xf8E4M3>, %arg55: tensor<8x5xf8E4M3>, %arg56: tensor<1x1xf8E4M3>, %arg57: tensor<1x1xf8E4M3>, %arg58: tensor<3x8xf8E3M4>, %arg59: tensor<8x5xf8E3M4>, %arg60: tensor<1x1xf8E3M4>, %arg61: tensor<1x1xf8E3M4>, %arg62: tensor<3x8xf8E8M0FNU>, %arg63: tensor<8x5xf8E8M0FNU>, %arg64: tensor<1x1xf8E8M0FNU>, %arg65: tensor<1x1xf8E8M0FNU>, %arg66: tensor<3x8xf4E2M1FN>, %arg67: tensor<8x5xf4E2M1FN>, %arg68: tensor<1x1xf4E2M1FN>, %arg69: tensor<1x1xf4E2M1FN>, %arg70: tensor<3x4xf8E4M3FN>, %arg71: tensor<4x2xf8E5M2>) -> (tensor<5x7xf16> {jax.result_info = "result[0]"}, tensor<2x3x4xf16> {jax.result_info = "result[1]"}, tensor<f16> {jax.result_info = "result[2]"}, tensor<3x4xf16> {jax.result_info = "result[3]"}, tensor<0x2xf16> {jax.result_info = "result[4]"}, tensor<4x3xf16> {jax.result_info = "result[5]"}, tensor<4x3xf16> {jax.result_info = "result[6]"}, tensor<4x3xf16> {jax.result_info = "result[7]"}, tensor<5x7xbf16> {jax.result_info = "result[8]"}, tensor<2x3x4xbf16> {jax.result_info = "result[9]"}, tensor<bf16> {jax.result_info = "result[10]"}, tensor<3x4xbf16> {jax.result_info = "result[11]"}, tensor<0x2xbf16> {jax.result_info = "result[12]"}, tensor<4x3xbf16> {jax.result_info = "result[13]"}, tensor<4x3xbf16> {jax.result_info = "result[14]"}, tensor<4x3xbf16> {jax.result_info = "result[15]"}, tensor<4x3xf64> {jax.result_info = "result[16]"}, tensor<3x5xf8E4M3FN> {jax.result_info = "result[17]"}, tensor<1x1xf8E4M3FN> {jax.result_info = "result[18]"}, tensor<3x5xf8E5M2> {jax.result_info = "result[19]"}, tensor<1x1xf8E5M2> {jax.result_info = "result[20]"}, tensor<3x5xf8E4M3FNUZ> {jax.result_info = "result[21]"}, tensor<1x1xf8E4M3FNUZ> {jax.result_info = "result[22]"}, tensor<3x5xf8E5M2FNUZ> {jax.result_info = "result[23]"}, tensor<1x1xf8E5M2FNUZ> {jax.result_info = "result[24]"}, tensor<3x5xf8E4M3B11FNUZ> {jax.result_info = "result[25]"}, tensor<1x1xf8E4M3B11FNUZ> {jax.result_info = "result[26]"}, tensor<3x5xf8E4M3> {jax.result_info = "result[27]"}, tensor<1x1xf8E4M3> {jax.result_info = "result[28]"}, tensor<3x5xf8E3M4> {jax.result_info = "result[29]"}, tensor<1x1xf8E3M4> {jax.result_info = "result[30]"}, tensor<3x5xf8E8M0FNU> {jax.result_info = "result[31]"}, tensor<1x1xf8E8M0FNU> {jax.result_info = "result[32]"}, tensor<3x5xf4E2M1FN> {jax.result_info = "result[33]"}, tensor<1x1xf4E2M1FN> {jax.result_info = "result[34]"}, tensor<3x2xf32> {jax.result_info = "result[35]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x16xf16>, tensor<16x7xf16>) -> tensor<5x7xf16>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x8xf16>, tensor<2x8x4xf16>) -> tensor<2x3x4xf16>
    %2 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9xf16>, tensor<9xf16>) -> tensor<f16>
    %3 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x0xf16>, tensor<0x4xf16>) -> tensor<3x4xf16>
    %4 = stablehlo.dot_general %arg8, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<0x5xf16>, tensor<5x2xf16>) -> tensor<0x2xf16>
    %5 = stablehlo.convert %arg10 : (tensor<4x6xi32>) -> tensor<4x6xf16>
    %6 = stablehlo.convert %arg11 : tensor<6x3xf16>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf16>, tensor<6x3xf16>) -> tensor<4x3xf16>
    %8 = stablehlo.convert %arg12 : (tensor<4x6xi8>) -> tensor<4x6xf16>
    %9 = stablehlo.convert %arg13 : tensor<6x3xf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf16>, tensor<6x3xf16>) -> tensor<4x3xf16>
    %11 = stablehlo.convert %arg14 : (tensor<4x6xui8>) -> tensor<4x6xf16>
    %12 = stablehlo.convert %arg15 : tensor<6x3xf16>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf16>, tensor<6x3xf16>) -> tensor<4x3xf16>
    %14 = stablehlo.dot_general %arg16, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x16xbf16>, tensor<16x7xbf16>) -> tensor<5x7xbf16>
    %15 = stablehlo.dot_general %arg18, %arg19, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x8xbf16>, tensor<2x8x4xbf16>) -> tensor<2x3x4xbf16>
    %16 = stablehlo.dot_general %arg20, %arg21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9xbf16>, tensor<9xbf16>) -> tensor<bf16>
    %17 = stablehlo.dot_general %arg22, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x0xbf16>, tensor<0x4xbf16>) -> tensor<3x4xbf16>
    %18 = stablehlo.dot_general %arg24, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<0x5xbf16>, tensor<5x2xbf16>) -> tensor<0x2xbf16>
    %19 = stablehlo.convert %arg26 : (tensor<4x6xi32>) -> tensor<4x6xbf16>
    %20 = stablehlo.convert %arg27 : tensor<6x3xbf16>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xbf16>, tensor<6x3xbf16>) -> tensor<4x3xbf16>
    %22 = stablehlo.convert %arg28 : (tensor<4x6xi8>) -> tensor<4x6xbf16>
    %23 = stablehlo.convert %arg29 : tensor<6x3xbf16>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xbf16>, tensor<6x3xbf16>) -> tensor<4x3xbf16>
    %25 = stablehlo.convert %arg30 : (tensor<4x6xui8>) -> tensor<4x6xbf16>
    %26 = stablehlo.convert %arg31 : tensor<6x3xbf16>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xbf16>, tensor<6x3xbf16>) -> tensor<4x3xbf16>
    %28 = stablehlo.convert %arg32 : (tensor<4x5xf16>) -> tensor<4x5xf64>
    %29 = stablehlo.convert %arg33 : tensor<5x3xf64>
    %30 = stablehlo.dot_general %28, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf64>, tensor<5x3xf64>) -> tensor<4x3xf64>
    %31 = stablehlo.dot_general %arg34, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E4M3FN>, tensor<8x5xf8E4M3FN>) -> tensor<3x5xf8E4M3FN>
    %32 = stablehlo.dot_general %arg36, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E4M3FN>, tensor<1x1xf8E4M3FN>) -> tensor<1x1xf8E4M3FN>
    %33 = stablehlo.dot_general %arg38, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E5M2>, tensor<8x5xf8E5M2>) -> tensor<3x5xf8E5M2>
    %34 = stablehlo.dot_general %arg40, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>) -> tensor<1x1xf8E5M2>
    %35 = stablehlo.dot_general %arg42, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E4M3FNUZ>, tensor<8x5xf8E4M3FNUZ>) -> tensor<3x5xf8E4M3FNUZ>
    %36 = stablehlo.dot_general %arg44, %arg45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E4M3FNUZ>, tensor<1x1xf8E4M3FNUZ>) -> tensor<1x1xf8E4M3FNUZ>
    %37 = stablehlo.dot_general %arg46, %arg47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E5M2FNUZ>, tensor<8x5xf8E5M2FNUZ>) -> tensor<3x5xf8E5M2FNUZ>
    %38 = stablehlo.dot_general %arg48, %arg49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E5M2FNUZ>, tensor<1x1xf8E5M2FNUZ>) -> tensor<1x1xf8E5M2FNUZ>
    %39 = stablehlo.dot_general %arg50, %arg51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E4M3B11FNUZ>, tensor<8x5xf8E4M3B11FNUZ>) -> tensor<3x5xf8E4M3B11FNUZ>
    %40 = stablehlo.dot_general %arg52, %arg53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E4M3B11FNUZ>, tensor<1x1xf8E4M3B11FNUZ>) -> tensor<1x1xf8E4M3B11FNUZ>
    %41 = stablehlo.dot_general %arg54, %arg55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E4M3>, tensor<8x5xf8E4M3>) -> tensor<3x5xf8E4M3>
    %42 = stablehlo.dot_general %arg56, %arg57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E4M3>, tensor<1x1xf8E4M3>) -> tensor<1x1xf8E4M3>
    %43 = stablehlo.dot_general %arg58, %arg59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E3M4>, tensor<8x5xf8E3M4>) -> tensor<3x5xf8E3M4>
    %44 = stablehlo.dot_general %arg60, %arg61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E3M4>, tensor<1x1xf8E3M4>) -> tensor<1x1xf8E3M4>
    %45 = stablehlo.dot_general %arg62, %arg63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf8E8M0FNU>, tensor<8x5xf8E8M0FNU>) -> tensor<3x5xf8E8M0FNU>
    %46 = stablehlo.dot_general %arg64, %arg65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf8E8M0FNU>, tensor<1x1xf8E8M0FNU>) -> tensor<1x1xf8E8M0FNU>
    %47 = stablehlo.dot_general %arg66, %arg67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf4E2M1FN>, tensor<8x5xf4E2M1FN>) -> tensor<3x5xf4E2M1FN>
    %48 = stablehlo.dot_general %arg68, %arg69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf4E2M1FN>, tensor<1x1xf4E2M1FN>) -> tensor<1x1xf4E2M1FN>
    %49 = stablehlo.dot_general %arg70, %arg71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf8E4M3FN>, tensor<4x2xf8E5M2>) -> tensor<3x2xf32>
    return %0, %1, %2, %3, %4, %7, %10, %13, %14, %15, %16, %17, %18, %21, %24, %27, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49 : tensor<5x7xf16>, tensor<2x3x4xf16>, tensor<f16>, tensor<3x4xf16>, tensor<0x2xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<5x7xbf16>, tensor<2x3x4xbf16>, tensor<bf16>, tensor<3x4xbf16>, tensor<0x2xbf16>, tensor<4x3xbf16>, tensor<4x3xbf16>, tensor<4x3xbf16>, tensor<4x3xf64>, tensor<3x5xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<3x5xf8E5M2>, tensor<1x1xf8E5M2>, tensor<3x5xf8E4M3FNUZ>, tensor<1x1xf8E4M3FNUZ>, tensor<3x5xf8E5M2FNUZ>, tensor<1x1xf8E5M2FNUZ>, tensor<3x5xf8E4M3B11FNUZ>, tensor<1x1xf8E4M3B11FNUZ>, tensor<3x5xf8E4M3>, tensor<1x1xf8E4M3>, tensor<3x5xf8E3M4>, tensor<1x1xf8E3M4>, tensor<3x5xf8E8M0FNU>, tensor<1x1xf8E8M0FNU>, tensor<3x5xf4E2M1FN>, tensor<1x1xf4E2M1FN>, tensor<3x2xf32>
  }
}
