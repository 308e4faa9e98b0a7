//===- ConvolutionPlan.h - convolutions seen as flat steps --*- C++ -*-===//
//
// What kiln-lower-convolutions knows about one convolution linalg.generic
// on memrefs: its loop dimensions with the constant number of elements
// each advances the flat input, filter and result by, sorted into output
// channels, pixels and reduction loops; the input's zero padding when it
// can be read in place; and the zero fill of the result the kernel
// makes unnecessary. Internal to lib/Codegen.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CODEGEN_CONVOLUTIONPLAN_H
#define KILN_CODEGEN_CONVOLUTIONPLAN_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <optional>

namespace kiln::conv {

using mlir::SmallVector;
using mlir::Value;

/// One loop dimension of the convolution with its extent and the number of
/// elements it advances each flat operand by.
struct Dim {
  unsigned pos;
  int64_t extent;
  int64_t lhs, rhs, out;
};

/// Reduction dimensions walked as one loop: `extent` steps of `lhsStep`
/// input elements. `dims` are the original dimensions, outermost first.
struct ReductionLoop {
  int64_t extent = 1;
  int64_t lhsStep = 0;
  SmallVector<Dim> dims;
};

/// A window dimension over a zero-padded input dimension whose padding is
/// not materialized: the input index `pixel * stride + window * dilation`
/// (in padded coordinates) holds data for `low <= index < low + size`.
struct PaddedWindow {
  unsigned pixel, window; // loop dimensions
  int64_t stride, dilation, low, size, extent;
  /// The reduction loop the window dimension leads, and the loop's steps
  /// per window position.
  unsigned loop = 0;
  int64_t inner = 1;
};

/// The zero-padded copy of an input that the convolution reads, when the
/// kernel can read the original in place instead.
struct Padding {
  Value source;
  int64_t offset, size;
  /// Flat steps of the loop dimensions through the source, and the flat
  /// position of padded index 0 (negative: it lies in the padding).
  SmallVector<int64_t> steps;
  int64_t base = 0;
  SmallVector<PaddedWindow> windows;
  /// The ops making the copy, erased with the convolution, users first.
  SmallVector<mlir::Operation *> ops;
};

struct Convolution {
  mlir::linalg::GenericOp op;
  /// u8 input, i8 filter, i32 result (else all f32).
  bool integer = false;
  Value lhs, rhs, out;
  /// Flat sizes of the operands (elements reachable from their offsets).
  int64_t lhsSize, rhsSize, outSize;
  int64_t lhsOffset, rhsOffset, outOffset;
  Dim channels;
  /// Outer pixel dimensions, most significant first, and the tiled one.
  SmallVector<Dim> rows;
  Dim columns;
  SmallVector<ReductionLoop> reductions;
  int64_t reductionSize = 1;
  int64_t flops = 0;
  /// A zero fill of the result right before the op, which the kernel makes
  /// unnecessary by storing its sums instead of adding them.
  mlir::linalg::FillOp zeroFill;
  /// Or a linalg.generic right before the op that fills the result with one
  /// value per output channel from a 1-D buffer (`channelInitSource`; the
  /// int8 form's correction): the kernel's accumulators start from those
  /// values and it stores its sums.
  mlir::linalg::GenericOp channelInit;
  Value channelInitSource;
  int64_t channelInitOffset = 0;
  /// The input's padding handled by bounds on the window loops.
  std::optional<Padding> padding;
  /// Flat position of the input's first element (nonzero with padding).
  int64_t lhsBase = 0;
  /// The padded window along the columns, if any (index into padding).
  std::optional<unsigned> columnWindow;
};

/// The plan for `op` when it is a convolution the direct kernel handles
/// with at least `minFlops` multiply-adds: f32, or with `integers` also
/// u8 x i8 into i32 (input zero-extended, filter sign-extended).
std::optional<Convolution> matchConvolution(mlir::linalg::GenericOp op,
                                            int64_t minFlops, bool integers);

} // namespace kiln::conv

#endif // KILN_CODEGEN_CONVOLUTIONPLAN_H
