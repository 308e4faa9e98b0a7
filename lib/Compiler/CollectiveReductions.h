//===- CollectiveReductions.h - combining collectives' operands -*- C++ -*-===//
//
// The element arithmetic of all_reduce and reduce_scatter (Collectives.cpp):
// each element combined over the group's operands in group order, as the
// spec's bodies compute it (integers wrap, float min/max propagate NaN,
// f16 and bf16 combined in f32 and rounded once).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_COLLECTIVEREDUCTIONS_H
#define KILN_LIB_COMPILER_COLLECTIVEREDUCTIONS_H

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/runtime/DType.h"

#include <cstdint>
#include <vector>

namespace kiln::collectives {

/// out[i] = `reduction` over `sources` (in order) of source[i], for `count`
/// elements of type `element` starting at element `first` of each source.
/// Element types the lowering never passes leave `out` unchanged.
void reduceInto(void *out, const std::vector<const void *> &sources,
                int64_t first, int64_t count, runtime::DType element,
                CollectiveReduction reduction);

} // namespace kiln::collectives

#endif // KILN_LIB_COMPILER_COLLECTIVEREDUCTIONS_H
