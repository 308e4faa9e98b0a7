//===- CompileCache.cpp - compiled programs kept on disk ------------------===//
//
// An entry is one file, <key>.kiln: a header line "kiln-cache 2 <payload
// bytes> <xxh3 of the payload>", then the payload: lines "threads N",
// "thread-heap BYTES", "input|output <dtype> <rank> <sizes...>", "check
// <symbol>", "explain <text>", and last the objects, each a line "object
// <bytes>" followed by the object file itself.
//
//===----------------------------------------------------------------------===//

#include "CompileCache.h"

#include "kiln/Pipelines/Pipelines.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <dlfcn.h>

namespace kiln::cache {
namespace {

constexpr llvm::StringLiteral kMagic = "kiln-cache 2";

/// A hash of the file kiln's compiler was loaded from (the kiln executable,
/// or the shared library the Python package loads), computed once: any
/// rebuild of kiln changes it.
const std::string &libraryHash() {
  static const std::string hash = [] {
    Dl_info info;
    if (!dladdr(reinterpret_cast<void *>(&keyFor), &info) || !info.dli_fname)
      return std::string();
    auto file = llvm::MemoryBuffer::getFile(info.dli_fname);
    if (!file)
      return std::string();
    return llvm::utohexstr(
        llvm::xxh3_64bits(llvm::arrayRefFromStringRef((*file)->getBuffer())));
  }();
  return hash;
}

std::string pathOf(const std::string &directory, const std::string &key) {
  llvm::SmallString<256> path(directory);
  llvm::sys::path::append(path, key + ".kiln");
  return std::string(path);
}

void writeSignature(llvm::raw_ostream &os, llvm::StringRef kind,
                    const TensorSignature &sig) {
  os << kind << " " << runtime::mlirName(sig.dtype) << " " << sig.shape.size();
  for (int64_t size : sig.shape)
    os << " " << size;
  os << "\n";
}

std::optional<TensorSignature> parseSignature(llvm::StringRef rest) {
  llvm::SmallVector<llvm::StringRef> words;
  rest.split(words, ' ', -1, /*KeepEmpty=*/false);
  unsigned rank;
  if (words.size() < 2 || words[1].getAsInteger(10, rank) ||
      words.size() != 2 + rank)
    return std::nullopt;
  runtime::Expected<runtime::DType> dtype = runtime::parseDType(words[0].str());
  if (!dtype)
    return std::nullopt;
  TensorSignature sig{*dtype, {}};
  for (llvm::StringRef word : llvm::drop_begin(words, 2)) {
    int64_t size;
    if (word.getAsInteger(10, size) || size < 0)
      return std::nullopt;
    sig.shape.push_back(size);
  }
  return sig;
}

} // namespace

std::optional<std::string> keyFor(const std::string &text,
                                  const std::string &name,
                                  const CompileOptions &options) {
  if (options.customCalls || libraryHash().empty())
    return std::nullopt;
  llvm::SHA256 hash;
  auto add = [&](llvm::StringRef part) {
    hash.update(part);
    hash.update(llvm::StringRef("\0", 1));
  };
  add(kMagic);
  add(libraryHash());
  add(llvm::sys::getHostCPUName());
  std::vector<std::string> features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    features.push_back((feature.second ? "+" : "-") + feature.first().str());
  std::sort(features.begin(), features.end());
  for (const std::string &feature : features)
    add(feature);
  // Code on AMX tiles runs only where Linux lets the process use them;
  // asking here also grants a process that loads such code the permission
  // the process that compiled it had.
  add(kiln::requestHostAmxTiles() ? "amx-tiles" : "");
  add(name);
  add(options.entry);
  add(std::to_string(options.optLevel));
  add(std::to_string(options.threads ? options.threads : availableThreads()));
  add(options.explain ? "explain" : "");
  add("devices " + std::to_string(options.devices));
  for (const std::vector<int64_t> &shape : options.argumentShapes) {
    std::string dims;
    for (int64_t size : shape)
      dims += std::to_string(size) + "x";
    add(dims);
  }
  add(text);
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

std::optional<Entry> read(const std::string &directory,
                          const std::string &key) {
  auto file = llvm::MemoryBuffer::getFile(pathOf(directory, key),
                                          /*IsText=*/false,
                                          /*RequiresNullTerminator=*/false);
  if (!file)
    return std::nullopt;
  llvm::StringRef contents = (*file)->getBuffer();
  auto [header, payload] = contents.split('\n');
  llvm::SmallVector<llvm::StringRef> words;
  header.split(words, ' ');
  uint64_t size, checksum;
  if (words.size() != 4 || (words[0] + " " + words[1]).str() != kMagic ||
      words[2].getAsInteger(10, size) || words[3].getAsInteger(16, checksum) ||
      payload.size() != size ||
      llvm::xxh3_64bits(llvm::arrayRefFromStringRef(payload)) != checksum)
    return std::nullopt;
  Entry entry;
  while (!payload.empty()) {
    auto [line, rest] = payload.split('\n');
    auto [kind, value] = line.split(' ');
    if (kind == "object") {
      uint64_t bytes;
      if (value.getAsInteger(10, bytes) || rest.size() < bytes)
        return std::nullopt;
      entry.objects.push_back(rest.take_front(bytes).str());
      payload = rest.drop_front(bytes);
      continue;
    }
    if (!entry.objects.empty())
      return std::nullopt; // only objects follow the first
    if (kind == "threads") {
      if (value.getAsInteger(10, entry.threads))
        return std::nullopt;
    } else if (kind == "thread-heap") {
      if (value.getAsInteger(10, entry.threadHeapBytes))
        return std::nullopt;
    } else if (kind == "input" || kind == "output") {
      std::optional<TensorSignature> sig = parseSignature(value);
      if (!sig)
        return std::nullopt;
      (kind == "input" ? entry.inputs : entry.outputs).push_back(*sig);
    } else if (kind == "check") {
      entry.checkSymbols.push_back(value.str());
    } else if (kind == "explain") {
      entry.explanations.push_back(value.str());
    } else {
      return std::nullopt;
    }
    payload = rest;
  }
  if (entry.objects.empty())
    return std::nullopt;
  return entry;
}

void write(const std::string &directory, const std::string &key,
           const Entry &entry) {
  std::string payload;
  llvm::raw_string_ostream os(payload);
  os << "threads " << entry.threads << "\n";
  os << "thread-heap " << entry.threadHeapBytes << "\n";
  for (const TensorSignature &sig : entry.inputs)
    writeSignature(os, "input", sig);
  for (const TensorSignature &sig : entry.outputs)
    writeSignature(os, "output", sig);
  for (const std::string &symbol : entry.checkSymbols)
    os << "check " << symbol << "\n";
  for (std::string line : entry.explanations) {
    std::replace(line.begin(), line.end(), '\n', ' ');
    os << "explain " << line << "\n";
  }
  for (const std::string &object : entry.objects)
    os << "object " << object.size() << "\n" << object;

  if (llvm::sys::fs::create_directories(directory))
    return;
  // A private temporary file renamed into place: readers see the whole
  // entry or none, and the last of several writers wins.
  int fd;
  llvm::SmallString<256> temporary;
  if (llvm::sys::fs::createUniqueFile(pathOf(directory, key) + ".tmp-%%%%%%%%",
                                      fd, temporary))
    return;
  {
    llvm::raw_fd_ostream out(fd, /*shouldClose=*/true);
    out << kMagic << " " << payload.size() << " "
        << llvm::utohexstr(
               llvm::xxh3_64bits(llvm::arrayRefFromStringRef(payload)))
        << "\n"
        << payload;
    out.close();
    if (out.has_error()) {
      out.clear_error();
      llvm::sys::fs::remove(temporary);
      return;
    }
  }
  if (llvm::sys::fs::rename(temporary, pathOf(directory, key)))
    llvm::sys::fs::remove(temporary);
}

} // namespace kiln::cache
