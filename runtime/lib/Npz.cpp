//===- Npz.cpp - Reading numpy .npz archives ------------------------------===//
//
// Reads the zip central directory (the end-of-central-directory record,
// and its zip64 form when counts or offsets overflow 32 bits), then each
// entry's local header and data; every offset and size is checked against
// the file's length.
//
//===----------------------------------------------------------------------===//

#include "kiln/runtime/Npz.h"

#include "kiln/runtime/Npy.h"

#include <fstream>
#include <iterator>

namespace kiln::runtime {
namespace {

using Arrays = std::vector<std::pair<std::string, HostBuffer>>;

uint64_t readLE(const std::vector<uint8_t> &f, uint64_t at, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; ++i)
    v |= uint64_t(f[at + i]) << (8 * i);
  return v;
}

bool fits(const std::vector<uint8_t> &f, uint64_t at, uint64_t size) {
  return at <= f.size() && size <= f.size() - at;
}

/// Zip64 extended information (extra field 0x0001): the 64-bit values of
/// the fields whose 32-bit forms are 0xFFFFFFFF, in this order.
bool applyZip64(const std::vector<uint8_t> &f, uint64_t extra,
                uint64_t extraSize, uint64_t &uncompressed,
                uint64_t &compressed, uint64_t &offset) {
  uint64_t end = extra + extraSize;
  while (extra + 4 <= end) {
    uint64_t id = readLE(f, extra, 2), size = readLE(f, extra + 2, 2);
    uint64_t data = extra + 4;
    if (data + size > end)
      return false;
    if (id == 1) {
      for (uint64_t *field : {&uncompressed, &compressed, &offset}) {
        if (*field != 0xFFFFFFFFu)
          continue;
        if (data + 8 > extra + 4 + size)
          return false;
        *field = readLE(f, data, 8);
        data += 8;
      }
      return true;
    }
    extra = data + size;
  }
  return true;
}

} // namespace

Expected<Arrays> parseNpz(const std::vector<uint8_t> &f,
                          const std::string &name) {
  auto bad = [&](const std::string &what) {
    return Expected<Arrays>::error(name + ": not a readable .npz archive (" +
                                   what + ")");
  };
  // The end-of-central-directory record: the last signature 0x06054b50 at
  // least 22 bytes from the end (a comment may follow it).
  if (f.size() < 22)
    return bad("too short");
  uint64_t eocd = f.size() - 22;
  while (readLE(f, eocd, 4) != 0x06054b50u) {
    if (eocd == 0 || f.size() - eocd > 22 + 65535)
      return bad("no end of central directory");
    --eocd;
  }
  uint64_t count = readLE(f, eocd + 10, 2);
  uint64_t directory = readLE(f, eocd + 16, 4);
  if (count == 0xFFFF || directory == 0xFFFFFFFFu) {
    // The zip64 end record, found through its locator just before.
    if (eocd < 20 || readLE(f, eocd - 20, 4) != 0x07064b50u)
      return bad("no zip64 locator");
    uint64_t record = readLE(f, eocd - 20 + 8, 8);
    if (!fits(f, record, 56) || readLE(f, record, 4) != 0x06064b50u)
      return bad("bad zip64 end record");
    count = readLE(f, record + 32, 8);
    directory = readLE(f, record + 48, 8);
  }
  Arrays arrays;
  uint64_t at = directory;
  for (uint64_t i = 0; i < count; ++i) {
    if (!fits(f, at, 46) || readLE(f, at, 4) != 0x02014b50u)
      return bad("bad central directory entry");
    uint64_t method = readLE(f, at + 10, 2);
    uint64_t compressed = readLE(f, at + 20, 4);
    uint64_t uncompressed = readLE(f, at + 24, 4);
    uint64_t nameSize = readLE(f, at + 28, 2);
    uint64_t extraSize = readLE(f, at + 30, 2);
    uint64_t commentSize = readLE(f, at + 32, 2);
    uint64_t local = readLE(f, at + 42, 4);
    if (!fits(f, at + 46, nameSize + extraSize + commentSize))
      return bad("truncated central directory");
    std::string entry(f.begin() + at + 46, f.begin() + at + 46 + nameSize);
    if (!applyZip64(f, at + 46 + nameSize, extraSize, uncompressed, compressed,
                    local))
      return bad("bad zip64 field of " + entry);
    at += 46 + nameSize + extraSize + commentSize;
    if (method != 0)
      return Expected<Arrays>::error(
          name + ": entry " + entry +
          " is compressed; kiln reads .npz archives numpy.savez writes "
          "(uncompressed), not numpy.savez_compressed's");
    if (compressed != uncompressed)
      return bad("stored entry " + entry + " changes size");
    if (!fits(f, local, 30) || readLE(f, local, 4) != 0x04034b50u)
      return bad("bad local header of " + entry);
    uint64_t data =
        local + 30 + readLE(f, local + 26, 2) + readLE(f, local + 28, 2);
    if (!fits(f, data, compressed))
      return bad("truncated entry " + entry);
    std::vector<uint8_t> bytes(f.begin() + data, f.begin() + data + compressed);
    std::string key = entry;
    if (key.size() > 4 && key.compare(key.size() - 4, 4, ".npy") == 0)
      key.resize(key.size() - 4);
    Expected<HostBuffer> array = parseNpy(bytes, name + ":" + entry);
    if (!array)
      return Expected<Arrays>::error(array.message());
    arrays.emplace_back(key, array.take());
  }
  return arrays;
}

Expected<Arrays> readNpzFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return Expected<Arrays>::error("cannot open " + path);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  return parseNpz(bytes, path);
}

} // namespace kiln::runtime
