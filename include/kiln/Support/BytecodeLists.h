//===- BytecodeLists.h - read counted lists from untrusted bytecode -*- C++
//-*-===//
//
// DialectBytecodeReader::readList reserves the count it reads before reading
// any element, so a damaged count (2^60) aborts the process in the
// allocator. These read the count, then the elements one at a time: a
// count larger than the data fails at the data's end, as a truncated list
// does. kiln's dialect readers and its checks of MLIR's builtin entries
// (ParseSource.cpp) read every list through them.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_SUPPORT_BYTECODELISTS_H
#define KILN_SUPPORT_BYTECODELISTS_H

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>

namespace kiln {

/// Reads a count, then calls `readOne()` (a FailureOr<T>) that many times,
/// appending each result to `out`.
template <typename T, typename ReadOne>
mlir::LogicalResult readListGrowing(mlir::DialectBytecodeReader &reader,
                                    llvm::SmallVectorImpl<T> &out,
                                    ReadOne &&readOne) {
  uint64_t count;
  if (mlir::failed(reader.readVarInt(count)))
    return mlir::failure();
  for (uint64_t i = 0; i < count; ++i) {
    mlir::FailureOr<T> element = readOne();
    if (mlir::failed(element))
      return mlir::failure();
    out.push_back(std::move(*element));
  }
  return mlir::success();
}

/// A counted list of attribute (or type) references, each of class `T`.
template <typename T>
mlir::LogicalResult readAttributesGrowing(mlir::DialectBytecodeReader &reader,
                                          llvm::SmallVectorImpl<T> &out) {
  return readListGrowing(reader, out, [&]() -> mlir::FailureOr<T> {
    T value;
    if (mlir::failed(reader.readAttribute(value)))
      return mlir::failure();
    return value;
  });
}

template <typename T>
mlir::LogicalResult readTypesGrowing(mlir::DialectBytecodeReader &reader,
                                     llvm::SmallVectorImpl<T> &out) {
  return readListGrowing(reader, out, [&]() -> mlir::FailureOr<T> {
    T value;
    if (mlir::failed(reader.readType(value)))
      return mlir::failure();
    return value;
  });
}

/// A counted list of signed varints (shapes, dimension numbers).
inline mlir::LogicalResult
readSignedVarIntsGrowing(mlir::DialectBytecodeReader &reader,
                         llvm::SmallVectorImpl<int64_t> &out) {
  return readListGrowing(reader, out, [&]() -> mlir::FailureOr<int64_t> {
    int64_t value;
    if (mlir::failed(reader.readSignedVarInt(value)))
      return mlir::failure();
    return value;
  });
}

} // namespace kiln

#endif // KILN_SUPPORT_BYTECODELISTS_H
