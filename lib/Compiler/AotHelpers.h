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

/// Whether `module`'s code runs on AMX tiles (calls their intrinsics).
bool usesAmxTiles(const llvm::Module &module);

/// Adds a constructor to `module` (an x86-64 Linux artifact whose code runs
/// on AMX tiles) that asks Linux for the process's permission to use tile
/// data when the artifact is loaded (arch_prctl ARCH_REQ_XCOMP_PERM, through
/// libc's syscall), as the JIT does for itself (requestHostAmxTiles).
void requestAmxTilesAtLoad(llvm::Module &module);

} // namespace kiln::aot

#endif // KILN_LIB_COMPILER_AOTHELPERS_H
