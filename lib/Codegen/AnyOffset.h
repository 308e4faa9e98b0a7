//===- AnyOffset.h - memref types that take a buffer at any offset -------===//
//
// The functions kiln emits once for code that repeats (shared GEMM kernels,
// shared loop nests) take their buffers at any offset: each layer's slice
// of a stacked weight array sits at an offset of its own.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_CODEGEN_ANYOFFSET_H
#define KILN_LIB_CODEGEN_ANYOFFSET_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace kiln {

/// `type` with a dynamic offset, where it has a strided layout; `type`
/// itself elsewhere.
inline mlir::MemRefType withAnyOffset(mlir::MemRefType type) {
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (mlir::failed(type.getStridesAndOffset(strides, offset)))
    return type;
  return mlir::MemRefType::get(
      type.getShape(), type.getElementType(),
      mlir::StridedLayoutAttr::get(type.getContext(),
                                   mlir::ShapedType::kDynamic, strides),
      type.getMemorySpace());
}

} // namespace kiln

#endif // KILN_LIB_CODEGEN_ANYOFFSET_H
