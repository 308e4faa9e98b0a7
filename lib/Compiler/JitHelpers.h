//===- JitHelpers.h - compiler runtime helpers for JIT code ----*- C++ -*-===//
//
// See JitHelpers.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_JITHELPERS_H
#define KILN_LIB_COMPILER_JITHELPERS_H

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

namespace kiln {

/// Binds the f16/bf16 conversion helpers LLVM's code may call on a host
/// without the instructions for them (__truncsfbf2, __truncdfbf2,
/// __truncsfhf2, __truncdfhf2, __extendhfsf2) to kiln's own definitions:
/// the libgcc kiln runs with may lack them (GCC 12's has no __truncsfbf2).
/// The JIT and the compile cache's loader define these in every JIT.
llvm::orc::SymbolMap
conversionHelperBindings(llvm::orc::MangleAndInterner &interner);

} // namespace kiln

#endif // KILN_LIB_COMPILER_JITHELPERS_H
