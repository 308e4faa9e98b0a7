//===- AotManifest.h - the self-description of an AOT artifact -*- C++ -*-===//
//
// See AotManifest.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_AOTMANIFEST_H
#define KILN_LIB_COMPILER_AOTMANIFEST_H

namespace llvm {
class Function;
class GlobalVariable;
class Module;
} // namespace llvm

namespace kiln::aot {

struct AotResult;

/// Adds the constant `kiln_artifact` (kiln/artifact.h) describing
/// `result`'s entry, whose function is `wrapper`, as the external symbol
/// `result.artifactSymbol`; with `exportManifest` (shared libraries) also
/// under the well-known KILN_ARTIFACT_MANIFEST_SYMBOL.
llvm::GlobalVariable *addManifest(llvm::Module &module, const AotResult &result,
                                  llvm::Function *wrapper, bool exportManifest);

} // namespace kiln::aot

#endif // KILN_LIB_COMPILER_AOTMANIFEST_H
