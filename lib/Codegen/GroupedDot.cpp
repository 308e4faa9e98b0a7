//===- GroupedDot.cpp - narrow integer products summed per 32-bit lane ----===//

#include "GroupedDot.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;

namespace kiln {

Value emitGroupedDot(OpBuilder &b, Location loc, GroupedDot kind, Value acc,
                     Value u, Value s) {
  auto accType = llvm::cast<VectorType>(acc.getType());
  int64_t lanes = accType.getNumElements();
  auto as = [&](Value v, int64_t perLane, Type element) -> Value {
    auto type = VectorType::get({perLane * lanes}, element);
    return v.getType() == type ? v : vector::BitCastOp::create(b, loc, type, v);
  };
  switch (kind) {
  case GroupedDot::U8xI8Quads: {
    StringRef name = lanes == 16 ? "llvm.x86.avx512.vpdpbusd.512"
                                 : "llvm.x86.avx512.vpdpbusd.256";
    return LLVM::CallIntrinsicOp::create(b, loc, accType, b.getStringAttr(name),
                                         ValueRange{acc,
                                                    as(u, 4, b.getI8Type()),
                                                    as(s, 4, b.getI8Type())})
        .getResult(0);
  }
  case GroupedDot::I16PairsMadd: {
    StringRef name =
        lanes == 16 ? "llvm.x86.avx512.pmaddw.d.512" : "llvm.x86.avx2.pmadd.wd";
    Value sum =
        LLVM::CallIntrinsicOp::create(
            b, loc, accType, b.getStringAttr(name),
            ValueRange{as(u, 2, b.getI16Type()), as(s, 2, b.getI16Type())})
            .getResult(0);
    return arith::AddIOp::create(b, loc, acc, sum);
  }
  case GroupedDot::I16Pairs:
    break;
  }
  // The even and the odd halves of each lane's pair, widened to i32,
  // multiplied and added.
  Value x = as(u, 2, b.getI16Type()), y = as(s, 2, b.getI16Type());
  SmallVector<int64_t> even, odd;
  for (int64_t j = 0; j < lanes; ++j) {
    even.push_back(2 * j);
    odd.push_back(2 * j + 1);
  }
  auto half = [&](Value v, ArrayRef<int64_t> picked) -> Value {
    return arith::ExtSIOp::create(
        b, loc, accType, vector::ShuffleOp::create(b, loc, v, v, picked));
  };
  Value sum = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, half(x, even), half(y, even)),
      arith::MulIOp::create(b, loc, half(x, odd), half(y, odd)));
  return arith::AddIOp::create(b, loc, acc, sum);
}

} // namespace kiln
