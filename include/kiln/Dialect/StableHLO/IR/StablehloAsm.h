//===- StablehloAsm.h - shared custom assembly directives -------*- C++ -*-===//
//
// Parsers and printers for the `custom<...>` directives that several
// StableHLO op families share. Family-specific directives live beside their
// ops.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_IR_STABLEHLOASM_H
#define KILN_DIALECT_STABLEHLO_IR_STABLEHLOASM_H

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace kiln::stablehlo {

/// `: T` when every operand and the result have type T, otherwise the
/// functional form `: (T0, T1) -> R`. Used by elementwise ops.
mlir::ParseResult
parseSameOperandsAndResultTypeImpl(mlir::OpAsmParser &parser,
                                   llvm::ArrayRef<mlir::Type *> operands,
                                   mlir::Type &result);
void printSameOperandsAndResultTypeImpl(mlir::OpAsmPrinter &p,
                                        mlir::Operation *op,
                                        mlir::TypeRange operands,
                                        mlir::Type result);

template <typename... OpTypes>
mlir::ParseResult parseSameOperandsAndResultType(mlir::OpAsmParser &parser,
                                                 OpTypes &...types) {
  static_assert(sizeof...(types) >= 1);
  llvm::SmallVector<mlir::Type *> ptrs{&types...};
  mlir::Type &result = *ptrs.back();
  ptrs.pop_back();
  return parseSameOperandsAndResultTypeImpl(parser, ptrs, result);
}

template <typename... OpTypes>
void printSameOperandsAndResultType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                                    OpTypes... types) {
  static_assert(sizeof...(types) >= 1);
  llvm::SmallVector<mlir::Type> all{types...};
  mlir::Type result = all.back();
  all.pop_back();
  printSameOperandsAndResultTypeImpl(p, op, all, result);
}

/// Variadic form: `: T` (every operand and result T) or the functional form.
mlir::ParseResult parseVariadicSameOperandsAndResultType(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands,
    llvm::SmallVectorImpl<mlir::Type> &operandTypes, mlir::Type &result);
void printVariadicSameOperandsAndResultType(mlir::OpAsmPrinter &p,
                                            mlir::Operation *op,
                                            mlir::OperandRange operands,
                                            mlir::TypeRange operandTypes,
                                            mlir::Type result);

/// `: T0, T1` for ops whose results have the types of their operands
/// (optimization_barrier), `: ()` when there are none.
mlir::ParseResult
parsePairwiseOpType(mlir::OpAsmParser &parser,
                    llvm::SmallVectorImpl<mlir::Type> &operands,
                    llvm::SmallVectorImpl<mlir::Type> &results);
void printPairwiseOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                         mlir::TypeRange operands, mlir::TypeRange results);

/// `: tuple<...>` for the tuple op: operand types are the tuple's elements.
mlir::ParseResult parseTupleOpType(mlir::OpAsmParser &parser,
                                   llvm::SmallVectorImpl<mlir::Type> &operands,
                                   mlir::Type &result);
void printTupleOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                      mlir::TypeRange operands, mlir::Type result);

/// `[1, 2, 3]` for a DenseI64ArrayAttr (`dims = [0, 1]`).
mlir::ParseResult parseDims(mlir::OpAsmParser &parser,
                            mlir::DenseI64ArrayAttr &dims);
void printDims(mlir::OpAsmPrinter &p, mlir::Operation *op,
               mlir::DenseI64ArrayAttr dims);

/// Comma-separated `[1, 2]` integer list where `?` stands for a dynamic
/// value (ShapedType::kDynamic); shared by attribute parsers.
mlir::ParseResult parseIntList(mlir::AsmParser &parser,
                               llvm::SmallVectorImpl<int64_t> &values,
                               bool allowDynamic = false);
void printIntList(mlir::AsmPrinter &p, llvm::ArrayRef<int64_t> values);

class ConvDimensionNumbersAttr;

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`: the convolution layout, used
/// both inside `#stablehlo.conv<...>` and by the convolution op's pretty form.
mlir::ParseResult parseConvDimensions(mlir::AsmParser &parser,
                                      ConvDimensionNumbersAttr &dims);
void printConvDimensions(mlir::AsmPrinter &p, ConvDimensionNumbersAttr dims);
inline mlir::ParseResult parseConvDimensions(mlir::OpAsmParser &parser,
                                             ConvDimensionNumbersAttr &dims) {
  return parseConvDimensions(static_cast<mlir::AsmParser &>(parser), dims);
}
inline void printConvDimensions(mlir::OpAsmPrinter &p, mlir::Operation *,
                                ConvDimensionNumbersAttr dims) {
  printConvDimensions(static_cast<mlir::AsmPrinter &>(p), dims);
}

} // namespace kiln::stablehlo

#endif // KILN_DIALECT_STABLEHLO_IR_STABLEHLOASM_H
