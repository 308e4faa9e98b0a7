//===- GroupedDot.h - narrow integer products summed per 32-bit lane -*- C++
//-*-===//
//
// The one instruction choice the int8 GEMM (GroupedPacking.cpp) and the
// int8 direct convolution (LowerConvolutions.cpp) share: each 32-bit lane
// of two vectors holds a group of narrow integers, and lane j of the
// result is the accumulator's lane j plus the dot product of the two
// groups. Internal to lib/Codegen.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CODEGEN_GROUPEDDOT_H
#define KILN_CODEGEN_GROUPEDDOT_H

#include "mlir/IR/Builders.h"

namespace kiln {

enum class GroupedDot {
  /// Quads of u8 (`u`) times quads of i8 (`s`): AVX512-VNNI's vpdpbusd.
  U8xI8Quads,
  /// Pairs of i16: vpmaddwd (AVX512-BW at 16 lanes, AVX2 at 8).
  I16PairsMadd,
  /// Pairs of i16 by plain vector arithmetic, for any target.
  I16Pairs,
};

/// `acc` (a vector of i32) plus the grouped dot products of `u` and `s`,
/// vectors of as many 32-bit words as `acc` has lanes (of any element type
/// of that total width).
mlir::Value emitGroupedDot(mlir::OpBuilder &b, mlir::Location loc,
                           GroupedDot kind, mlir::Value acc, mlir::Value u,
                           mlir::Value s);

} // namespace kiln

#endif // KILN_CODEGEN_GROUPEDDOT_H
