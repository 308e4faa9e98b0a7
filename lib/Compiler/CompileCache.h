//===- CompileCache.h - compiled programs kept on disk ----------*- C++ -*-===//
//
// Internal to lib/Compiler: the on-disk cache of JIT compilations
// (CompileOptions::cacheDir, docs/compile-cache.md). An entry holds the
// machine code the JIT generated (its relocatable objects) and what an
// Executable needs besides it: the entry's signature, the explain log and
// the check-runtime symbols the code calls. Entries are keyed by a hash of
// everything the code depends on: the program text and its name, the
// compile options, the host CPU and its features, and the kiln library
// itself (a hash of the file it was loaded from, so a rebuilt kiln never
// reads an older kiln's entries). Writers write a private temporary file
// and rename it into place, so concurrent writers and readers never see a
// partial entry; readers check a checksum over the whole entry and treat
// any mismatch as a miss.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_LIB_COMPILER_COMPILECACHE_H
#define KILN_LIB_COMPILER_COMPILECACHE_H

#include "kiln/Compiler/Compiler.h"

#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiln::cache {

/// One compiled program, as stored.
struct Entry {
  std::vector<TensorSignature> inputs, outputs;
  std::vector<std::string> explanations;
  /// The check-runtime functions the code calls (kiln_check_*).
  std::vector<std::string> checkSymbols;
  /// Threads the code runs on (> 1: it needs libomp).
  unsigned threads = 1;
  /// What each thread's heap is warmed with at load (JitSymbols).
  uint64_t threadHeapBytes = 0;
  /// The object files (one per part compiled, ParallelCodegen.h).
  std::vector<std::string> objects;
};

/// The key of compiling `text` (named `name`) with `options`, or nullopt
/// where the result cannot be cached (user custom calls, whose functions
/// live in the calling process).
std::optional<std::string> keyFor(const std::string &text,
                                  const std::string &name,
                                  const CompileOptions &options);

/// The entry stored under `key` in `directory`, or nullopt (none, or an
/// unreadable or corrupt one).
std::optional<Entry> read(const std::string &directory, const std::string &key);

/// Stores `entry` under `key` in `directory` (created if missing). Failures
/// are ignored: the cache only ever saves work.
void write(const std::string &directory, const std::string &key,
           const Entry &entry);

} // namespace kiln::cache

#endif // KILN_LIB_COMPILER_COMPILECACHE_H
