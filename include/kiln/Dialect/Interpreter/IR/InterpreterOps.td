//===- InterpreterOps.td - the interpreter dialect: run_parallel ---------===//
//
// The `interpreter` dialect holds the one op StableHLO's interpreter tests
// use to run a program on several processes: `interpreter.run_parallel`.
// kiln reads such tests unchanged and turns the op into the SPMD program
// its device runtime runs (kiln-run-parallel-to-spmd,
// docs/collectives.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_INTERPRETER_OPS
#define KILN_DIALECT_INTERPRETER_OPS

include "mlir/IR/OpBase.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::kiln::interpreter";
  let summary = "the process grid of StableHLO's interpreter tests";
  let description = [{
    `interpreter.run_parallel` runs one function per process of a grid of
    replicas x partitions, as StableHLO's reference interpreter does in
    its tests of collective ops.
  }];
}

def Interpreter_RunParallelOp : Op<Interpreter_Dialect, "run_parallel"> {
  let summary = "runs a function on every process of a grid";
  let description = [{
    `programs` is a list per replica of the functions its partitions run
    (replicas x partitions processes, process id = replica * partitions +
    partition). Each process takes the next operands, as many as its
    function has arguments, in process order, and its results come in the
    same order. `infeed` (the interpreter's infeed queue) is not supported
    by kiln.

    ```mlir
    %results:2 = "interpreter.run_parallel"(%inputs0, %inputs1) {programs = [[@all_reduce], [@all_reduce]]} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, ArrayAttr:$programs,
                       OptionalAttr<ArrayAttr>:$infeed);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

#endif // KILN_DIALECT_INTERPRETER_OPS
