//===- StridedCopyToLinalg.cpp - non-contiguous copies become loops -------===//
//
// memref.copy between buffers that are not both of the identity layout
// would lower to a call of an external copy routine; it becomes a
// linalg.copy, which lowers to loops (see Passes.td). Contiguous copies stay
// memref.copy (memcpy).
//
//===----------------------------------------------------------------------===//

#include "kiln/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace kiln {
#define GEN_PASS_DEF_STRIDEDCOPYTOLINALG
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {

struct StridedCopyToLinalgPass
    : kiln::impl::StridedCopyToLinalgBase<StridedCopyToLinalgPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      auto source = llvm::cast<MemRefType>(copy.getSource().getType());
      auto target = llvm::cast<MemRefType>(copy.getTarget().getType());
      if (!source.getLayout().isIdentity() || !target.getLayout().isIdentity())
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }
  }
};

} // namespace
