//===- AotHelpers.h - helpers defined inside AOT artifacts ----*- C++ -*-===//
//
// See AotHelpers.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_AOTHELPERS_H
#define KILN_LIB_COMPILER_AOTHELPERS_H

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace kiln::aot {

/// Defines, with internal linkage, those of the compiler runtime helpers
/// `needed` that kiln can provide itself (f16/bf16 conversions); returns
/// the names it defined.
std::vector<std::string>
defineConversionHelpers(llvm::Module &module,
                        llvm::ArrayRef<std::string> needed);

} // namespace kiln::aot

#endif // KILN_LIB_COMPILER_AOTHELPERS_H
