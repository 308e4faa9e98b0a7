//===- CheckOps.td - the check dialect: assertions in executable tests ----===//
//
// The `check` dialect holds the ops an executable test uses to assert the
// values a program computed: exact equality, equality within a tolerance,
// closeness in ULPs. Each op reads its operands and reports a mismatch; none
// has results, and all of them have side effects so that no pass removes them.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_CHECK_OPS
#define KILN_DIALECT_CHECK_OPS

include "kiln/Dialect/StableHLO/IR/StablehloBase.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::kiln::check";
  let summary = "assertions on tensor values for kiln's executable tests";
  let description = [{
    Ops that compare a computed tensor with an expected one (another value
    or a constant) and report when they differ. Executable `.mlir` tests end
    in these ops; `kiln run` executes them. The textual forms are the ones
    used by StableHLO's interpreter tests, so those tests read unchanged.
  }];
}

//===----------------------------------------------------------------------===//
// Constraints and base class
//===----------------------------------------------------------------------===//

// The tolerance of the almost_eq ops: an absolute bound per element (per
// part of a complex one). 1e-4 is the default of the StableHLO reference
// interpreter's ops; its `stablehlo.custom_call @check.expect_almost_eq`
// takes 1e-3 instead (docs/check.md).
def Check_Tolerance : DefaultValuedOptionalAttr<F64Attr, "1e-4">;

// Every check reads its operands and writes a report: a write to the default
// resource keeps the op alive and in order with other side-effecting ops.
class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, !listconcat(traits, [MemoryEffects<[MemWrite]>])> {
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

def Check_ExpectEqOp : Check_Op<"expect_eq"> {
  let summary = "asserts that two tensors are exactly equal";
  let description = [{
    Passes when `actual` and `expected` are equal element by element, with
    no tolerance, for every element type: booleans, integers, floats and
    complex numbers. Both operands must have the same type.

    ```mlir
    check.expect_eq %actual, %expected : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$actual, HLO_Tensor:$expected);
  let assemblyFormat = [{
    $actual `,` $expected attr-dict `:`
    custom<OperandPairType>(type($actual), type($expected))
  }];
}

def Check_ExpectEqConstOp : Check_Op<"expect_eq_const"> {
  let summary = "asserts that a tensor exactly equals a constant";
  let description = [{
    Like `check.expect_eq`, against the elements attribute `value`. The type
    of `actual` is the type of `value`, written once after the constant.

    ```mlir
    check.expect_eq_const %actual, dense<[1, 2]> : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$actual, ElementsAttr:$value);
  let assemblyFormat = [{
    $actual `,` custom<ExpectedConstant>($value, type($actual)) attr-dict
  }];
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq"> {
  let summary = "asserts that two float or complex tensors are almost equal";
  let description = [{
    Passes when every element of `actual` is within `tolerance` (absolute,
    default 1e-4) of the element of `expected` at the same index, with the
    StableHLO reference interpreter's rules: equal values always pass (+0
    and -0 too), a NaN matches only a NaN, an infinity only the same
    infinity, and two values of opposite signs never match however close;
    otherwise |actual - expected|, computed in f64, must not exceed the
    tolerance. Complex elements compare their real and imaginary parts
    separately. The tolerance is printed only when it is not the default.

    ```mlir
    check.expect_almost_eq %actual, %expected : tensor<2xf32>
    check.expect_almost_eq %actual, %expected, tolerance = 1.000000e-01 : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$actual,
                       HLO_FpOrComplexTensor:$expected,
                       Check_Tolerance:$tolerance);
  let assemblyFormat = [{
    $actual `,` $expected (`,` `tolerance` `=` $tolerance^)? attr-dict `:`
    custom<OperandPairType>(type($actual), type($expected))
  }];
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const"> {
  let summary = "asserts that a float or complex tensor almost equals a constant";
  let description = [{
    Like `check.expect_almost_eq`, against the elements attribute `value`.

    ```mlir
    check.expect_almost_eq_const %actual, dense<[1.0, 2.0]> : tensor<2xf32>
    check.expect_almost_eq_const %actual, dense<5.1> : tensor<f64>, tolerance = 1.000000e-01
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$actual, ElementsAttr:$value,
                       Check_Tolerance:$tolerance);
  let assemblyFormat = [{
    $actual `,` custom<ExpectedConstant>($value, type($actual))
    (`,` `tolerance` `=` $tolerance^)? attr-dict
  }];
}

def Check_ExpectCloseOp : Check_Op<"expect_close"> {
  let summary = "asserts that two float or complex tensors are close in ULPs";
  let description = [{
    Passes when, for every index, the distance between `actual` and
    `expected` counted in units in the last place of the element type lies
    in [`min_ulp_difference`, `max_ulp_difference`] (defaults 0 and 1, the
    StableHLO reference interpreter's). Two NaNs (any payloads) and two
    equal infinities are 0 apart, so like equal finite values they fail a
    minimum above 0; a non-finite element and a different one are
    unboundedly far apart. Complex elements take the larger distance of
    their parts.

    ```mlir
    check.expect_close %actual, %expected, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
    check.expect_close %actual, %expected, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$actual,
                       HLO_FpOrComplexTensor:$expected,
                       DefaultValuedAttr<UI64Attr, "1">:$max_ulp_difference,
                       DefaultValuedOptionalAttr<UI64Attr, "0">:$min_ulp_difference);
  let assemblyFormat = [{
    $actual `,` $expected `,` `max_ulp_difference` `=` $max_ulp_difference
    (`,` `min_ulp_difference` `=` $min_ulp_difference^)? attr-dict `:`
    type($actual) `,` type($expected)
  }];
}

def Check_ExpectSerializedEqOp : Check_Op<"expect_serialized_eq"> {
  let summary = "asserts that a tensor equals one serialized by a probe";
  let description = [{
    Passes when `actual` equals, in type and value, the tensor that the
    probe `probe_id` serialized on its `iteration`-th execution (default 0,
    printed as `iter` only when not 0).

    ```mlir
    check.expect_serialized_eq %actual, probe_id = "probe0", iter = 1 : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$actual, StrAttr:$probe_id,
                       DefaultValuedOptionalAttr<UI32Attr, "0">:$iteration);
  let assemblyFormat = [{
    $actual `,` `probe_id` `=` $probe_id (`,` `iter` `=` $iteration^)?
    attr-dict `:` type($actual)
  }];
}

#endif // KILN_DIALECT_CHECK_OPS
