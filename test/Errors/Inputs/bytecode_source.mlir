// A valid program whose bytecode test/Errors/damaged_bytecode.test damages:
// it holds one of each builtin entry damage_bytecode.py changes (a tuple
// type, an array attribute, a ranked tensor type, dense elements, an
// integer attribute wider than 64 bits).
module {
  func.func @main(%arg0: tuple<tensor<2xf32>>) -> tensor<2xf32> attributes {array_attr = [1, 2, 3], wide_attr = 5 : i128} {
    %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<2xf32>>) -> tensor<2xf32>
    %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %1 = stablehlo.add %0, %c : tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
