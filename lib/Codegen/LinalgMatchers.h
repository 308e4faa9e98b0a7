//===- LinalgMatchers.h - shapes of linalg bodies the kernels need -*- C++
//-*-===//
//
// Internal to lib/Codegen: the body matcher that kiln-lower-contractions
// and kiln-lower-convolutions share to recognize a multiply-add.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CODEGEN_LINALGMATCHERS_H
#define KILN_LIB_CODEGEN_LINALGMATCHERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace kiln {

/// Whether the body of `op` is exactly `out + lhs * rhs` (arith.mulf then
/// arith.addf, either operand order) yielding the sum.
inline bool isMulAddBody(mlir::linalg::GenericOp op) {
  mlir::Block &body = op.getRegion().front();
  if (body.getOperations().size() != 3)
    return false;
  // Three ops: the multiply has a next op, which dyn_cast needs non-null.
  auto mul = llvm::dyn_cast<mlir::arith::MulFOp>(&body.front());
  if (!mul)
    return false;
  auto add = llvm::dyn_cast<mlir::arith::AddFOp>(mul->getNextNode());
  if (!add)
    return false;
  mlir::Value x = body.getArgument(0), y = body.getArgument(1),
              acc = body.getArgument(2);
  bool mulOk = (mul.getLhs() == x && mul.getRhs() == y) ||
               (mul.getLhs() == y && mul.getRhs() == x);
  bool addOk = (add.getLhs() == acc && add.getRhs() == mul.getResult()) ||
               (add.getRhs() == acc && add.getLhs() == mul.getResult());
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body.getTerminator());
  return mulOk && addOk && yield.getNumOperands() == 1 &&
         yield.getOperand(0) == add.getResult();
}

} // namespace kiln

#endif // KILN_LIB_CODEGEN_LINALGMATCHERS_H
