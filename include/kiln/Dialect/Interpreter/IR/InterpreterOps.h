//===- InterpreterOps.h - kiln's interpreter dialect ------------*- C++ -*-===//
//
// The one header clients include for the interpreter dialect: the dialect
// and `interpreter.run_parallel`.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_INTERPRETER_IR_INTERPRETEROPS_H
#define KILN_DIALECT_INTERPRETER_IR_INTERPRETEROPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "kiln/Dialect/Interpreter/IR/InterpreterDialect.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/Interpreter/IR/InterpreterOps.h.inc"

#endif // KILN_DIALECT_INTERPRETER_IR_INTERPRETEROPS_H
