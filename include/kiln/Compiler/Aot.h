//===- Aot.h - ahead-of-time compilation to objects, libraries -*- C++ -*-===//
//
// kiln::aot compiles one entry function of a StableHLO program, through the
// same MLIR pipeline as the JIT, into a relocatable object (.o), a static
// archive (.a) or a shared library (.so) for a host or cross target, plus a
// C header. The artifact exports one function per compilation,
//
//   int kiln_<name>_<entry>(const void *const *inputs,
//                           void *const *outputs);
//
// taking contiguous row-major buffers the caller owns, and the constant
// `kiln_<name>_<entry>_artifact` describing it (kiln/artifact.h; a shared
// library also exports it as `kiln_artifact_manifest`) for kiln's runtime
// C API (kiln/runtime.h). It depends only on
// libc and libm (plus the C functions of the custom calls it makes, when
// AotOptions::externalCustomCalls allows them; docs/aot.md).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_COMPILER_AOT_H
#define KILN_COMPILER_AOT_H

#include "kiln/Compiler/Compiler.h"
#include "kiln/runtime/Status.h"

#include <string>
#include <vector>

namespace kiln::aot {

enum class Format { Object, Archive, SharedLibrary };

/// The compile options shared with the JIT (entry, argument shapes,
/// -O level, custom calls, explain) plus the artifact's. `threads` (default
/// 1, never 0 here): above 1, the artifact runs its parallel loops on that
/// many threads of kiln's own thread runtime, linked into it (Linux on
/// x86-64, AArch64 and RISC-V 64; docs/aot.md).
struct AotOptions : CompileOptions {
  AotOptions() { threads = 1; }
  /// LLVM target triple; empty: the host's.
  std::string triple;
  /// CPU name ("skylake-avx512", "cortex-a72", "generic-rv64", ...); empty:
  /// the host CPU for a native target, "generic" for a cross target.
  std::string cpu;
  /// Extra LLVM target features ("+avx2,-avx512f"); for a native target
  /// without --cpu, the host's features are used.
  std::string features;
  /// The <name> in kiln_<name>_<entry>; empty: the module's symbol name,
  /// else the program file's stem (made a C identifier either way).
  std::string name;
  Format format = Format::Object;
  /// ld.lld for shared libraries; empty: searched (see findLinker).
  std::string linker;
  /// Custom call targets kiln does not run itself become calls of their C
  /// symbols (kiln/Compiler/CustomCall.h's ABI), left undefined in the
  /// artifact for the program it is linked into to define. Without this,
  /// such programs are rejected.
  bool externalCustomCalls = false;
};

/// What a compilation produced besides the artifact file.
struct AotResult {
  /// kiln_<name>_<entry>, and the <name> and <entry> in it.
  std::string symbol, name, entry;
  /// The artifact's kiln_artifact descriptor: kiln_<name>_<entry>_artifact.
  std::string artifactSymbol;
  /// The normalized triple and CPU the code is for.
  std::string triple, cpu;
  /// The threads its parallel loops run on (1: it starts none).
  unsigned threads = 1;
  std::vector<TensorSignature> inputs, outputs;
  /// The C symbols of the custom call targets the artifact calls.
  std::vector<std::string> customCallSymbols;
  /// The C header declaring `symbol`.
  std::string header;
  /// Things the user must know to link the artifact (extra dependencies).
  std::vector<std::string> warnings;
};

/// Compiles the program in `path` and writes the artifact to `outputPath`.
runtime::Expected<AotResult> compileFile(const std::string &path,
                                         const std::string &outputPath,
                                         const AotOptions &options);

/// The path of ld.lld: `explicitPath` when given, else $KILN_LD, else
/// ld.lld beside LLVM's tools, else ld.lld-22 / ld.lld on PATH.
runtime::Expected<std::string> findLinker(const std::string &explicitPath);

/// The C header for one exported entry (AotHeader.cpp).
std::string generateHeader(const AotResult &result,
                           const std::string &programName);

} // namespace kiln::aot

#endif // KILN_COMPILER_AOT_H
