//===- StablehloElementwiseOps.td - elementwise StableHLO ops --------------===//
//
// Constants, elementwise unary/binary/ternary ops, compare, select, clamp and
// the element-type conversions (spec sections of the same names).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS
#define KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tensor constant (spec: constant)";
  let description = [{
    Produces `output` from the constant `value`.

    ```mlir
    %c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

class HLO_BinaryElementwiseOp<string mnemonic, Type operandType,
                              list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, SameOperandsAndResultShape])> {
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
}

def StableHLO_AddOp : HLO_BinaryElementwiseOp<"add", HLO_Tensor,
                                              [Commutative]> {
  let summary = "elementwise addition (spec: add)";
  let description = [{
    ```mlir
    %result = stablehlo.add %lhs, %rhs : tensor<2x2xi32>
    ```
  }];
}

#endif // KILN_DIALECT_STABLEHLO_ELEMENTWISE_OPS
