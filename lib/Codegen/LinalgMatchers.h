//===- LinalgMatchers.h - shapes of linalg bodies the kernels need -*- C++
//-*-===//
//
// Internal to lib/Codegen: the body matcher that kiln-lower-contractions
// and kiln-lower-convolutions share to recognize a multiply-add (float, or
// signed integer for kiln-lower-contractions' int8 kernels).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CODEGEN_LINALGMATCHERS_H
#define KILN_LIB_CODEGEN_LINALGMATCHERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace kiln {

/// The block argument `v` is, or that `v` widens with one of the `Casts` (a
/// bf16 or f16 input read into an f32 product with arith.extf, an int8
/// one with arith.sitofp, an i8 input into an i32 one with arith.extsi),
/// else null.
template <typename... Casts> mlir::Value widenedArgument(mlir::Value v) {
  if (mlir::Operation *def = v.getDefiningOp(); def && llvm::isa<Casts...>(def))
    v = def->getOperand(0);
  return llvm::isa<mlir::BlockArgument>(v) ? v : mlir::Value();
}

/// Whether the body of `op` is exactly `out + lhs * rhs` (`Mul` then `Add`,
/// either operand order) yielding the sum, where either input may first be
/// widened by one of the `Casts` of its own.
template <typename Mul, typename Add, typename... Casts>
bool isMulAddBodyOf(mlir::linalg::GenericOp op) {
  mlir::Block &body = op.getRegion().front();
  mlir::Value x = body.getArgument(0), y = body.getArgument(1),
              acc = body.getArgument(2);
  // The widening casts, then the multiply and the add.
  unsigned casts = 0;
  for (mlir::Operation &inner : body.without_terminator()) {
    if (!llvm::isa<Casts...>(&inner))
      break;
    if (inner.getOperand(0) != x && inner.getOperand(0) != y)
      return false;
    ++casts;
  }
  if (body.getOperations().size() != 3 + casts)
    return false;
  auto mul = llvm::dyn_cast<Mul>(*std::next(body.begin(), casts));
  if (!mul)
    return false;
  auto add = llvm::dyn_cast<Add>(mul->getNextNode());
  if (!add)
    return false;
  mlir::Value l = widenedArgument<Casts...>(mul.getLhs()),
              r = widenedArgument<Casts...>(mul.getRhs());
  bool mulOk = (l == x && r == y) || (l == y && r == x);
  bool addOk = (add.getLhs() == acc && add.getRhs() == mul.getResult()) ||
               (add.getRhs() == acc && add.getLhs() == mul.getResult());
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body.getTerminator());
  return mulOk && addOk && yield.getNumOperands() == 1 &&
         yield.getOperand(0) == add.getResult();
}

/// A float multiply-add: arith.mulf then arith.addf, inputs widened with
/// arith.extf.
inline bool isMulAddBody(mlir::linalg::GenericOp op) {
  return isMulAddBodyOf<mlir::arith::MulFOp, mlir::arith::AddFOp,
                        mlir::arith::ExtFOp>(op);
}

/// The same, where an input may also be an integer widened with
/// arith.sitofp (the int8 weights of a weight-only quantized product).
inline bool isMulAddBodyWithIntegers(mlir::linalg::GenericOp op) {
  return isMulAddBodyOf<mlir::arith::MulFOp, mlir::arith::AddFOp,
                        mlir::arith::ExtFOp, mlir::arith::SIToFPOp>(op);
}

/// A signed integer multiply-add: arith.muli then arith.addi, inputs
/// sign-extended with arith.extsi.
inline bool isSignedMulAddBody(mlir::linalg::GenericOp op) {
  return isMulAddBodyOf<mlir::arith::MulIOp, mlir::arith::AddIOp,
                        mlir::arith::ExtSIOp>(op);
}

} // namespace kiln

#endif // KILN_LIB_CODEGEN_LINALGMATCHERS_H
