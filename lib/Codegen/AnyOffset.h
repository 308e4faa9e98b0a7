//===- AnyOffset.h - memref types that take a buffer at any offset -------===//
//
// The functions kiln emits once for code that repeats (shared GEMM kernels,
// shared loop nests) take their buffers at any offset: each layer's slice
// of a stacked weight array sits at an offset of its own. Size-generic GEMM
// kernels take some sizes at run time too.
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

/// `type` at any offset with the sizes of dimensions `dims` given at run
/// time, and so the strides of the dimensions outside them in memory (a
/// larger stride than one of theirs); null where it has no strided layout.
/// (Size-generic GEMM kernels: the other strides stay built in.)
inline mlir::MemRefType withRuntimeSizes(mlir::MemRefType type,
                                         llvm::ArrayRef<unsigned> dims) {
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (mlir::failed(type.getStridesAndOffset(strides, offset)))
    return nullptr;
  llvm::SmallVector<int64_t> shape(type.getShape());
  for (unsigned d : dims)
    shape[d] = mlir::ShapedType::kDynamic;
  llvm::SmallVector<int64_t> given(strides);
  for (auto [d, stride] : llvm::enumerate(strides))
    for (unsigned r : dims)
      if (given[d] > given[r] ||
          (given[d] == given[r] && d != r && shape[d] != 1))
        stride = mlir::ShapedType::kDynamic;
  return mlir::MemRefType::get(
      shape, type.getElementType(),
      mlir::StridedLayoutAttr::get(type.getContext(),
                                   mlir::ShapedType::kDynamic, strides),
      type.getMemorySpace());
}

} // namespace kiln

#endif // KILN_LIB_CODEGEN_ANYOFFSET_H
