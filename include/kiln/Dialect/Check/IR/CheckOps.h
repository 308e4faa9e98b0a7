//===- CheckOps.h - kiln's check dialect ------------------------*- C++ -*-===//
//
// The one header clients include for the check dialect: the dialect and its
// assertion ops.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_CHECK_IR_CHECKOPS_H
#define KILN_DIALECT_CHECK_IR_CHECKOPS_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "kiln/Dialect/Check/IR/CheckDialect.h.inc"

#define GET_OP_CLASSES
#include "kiln/Dialect/Check/IR/CheckOps.h.inc"

#endif // KILN_DIALECT_CHECK_IR_CHECKOPS_H
