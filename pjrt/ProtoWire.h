//===- ProtoWire.h - protobuf wire format for the plugin --------*- C++ -*-===//
//-*-===//
//
// PJRT passes a few structures as serialized protocol buffers (the compile
// options, device assignments). The plugin reads and writes the handful of
// fields it needs directly in the wire format (varints and length-delimited
// fields, everything else skipped), so it depends on no protobuf library.
// Readers check every length against the bytes left.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PJRT_PROTOWIRE_H
#define KILN_PJRT_PROTOWIRE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace kiln::pjrt::proto {

enum WireType : unsigned { Varint = 0, Fixed64 = 1, Bytes = 2, Fixed32 = 5 };

/// Reads the fields of one message in order.
class Reader {
public:
  explicit Reader(llvm::StringRef bytes) : rest(bytes) {}

  /// The next field's number and wire type; false at the end of the
  /// message or on malformed input (then failed() is true).
  bool next(uint64_t &field, WireType &type) {
    if (rest.empty() || bad)
      return false;
    std::optional<uint64_t> key = varint();
    if (!key || (*key & 7) > 5 || (*key & 7) == 3 || (*key & 7) == 4 ||
        (*key >> 3) == 0)
      return fail();
    field = *key >> 3;
    type = WireType(*key & 7);
    return true;
  }
  /// The value of a varint field.
  std::optional<uint64_t> varint() {
    uint64_t value = 0;
    for (unsigned shift = 0; shift < 64; shift += 7) {
      if (rest.empty())
        break;
      uint8_t byte = uint8_t(rest.front());
      rest = rest.drop_front();
      value |= uint64_t(byte & 0x7f) << shift;
      if (!(byte & 0x80))
        return value;
    }
    fail();
    return std::nullopt;
  }
  /// The contents of a length-delimited field.
  std::optional<llvm::StringRef> bytes() {
    std::optional<uint64_t> size = varint();
    if (!size || *size > rest.size()) {
      fail();
      return std::nullopt;
    }
    llvm::StringRef value = rest.take_front(*size);
    rest = rest.drop_front(*size);
    return value;
  }
  /// Skips a field's value of wire type `type`.
  bool skip(WireType type) {
    switch (type) {
    case Varint:
      return varint().has_value();
    case Bytes:
      return bytes().has_value();
    case Fixed64:
    case Fixed32: {
      size_t size = type == Fixed64 ? 8 : 4;
      if (rest.size() < size)
        return fail();
      rest = rest.drop_front(size);
      return true;
    }
    }
    return fail();
  }
  bool failed() const { return bad; }
  bool atEnd() const { return rest.empty(); }

private:
  bool fail() {
    bad = true;
    return false;
  }
  llvm::StringRef rest;
  bool bad = false;
};

inline void appendVarint(std::string &out, uint64_t value) {
  do {
    uint8_t byte = value & 0x7f;
    value >>= 7;
    out.push_back(char(value ? byte | 0x80 : byte));
  } while (value);
}

inline void appendVarintField(std::string &out, uint64_t field,
                              uint64_t value) {
  appendVarint(out, field << 3 | Varint);
  appendVarint(out, value);
}

inline void appendBytesField(std::string &out, uint64_t field,
                             llvm::StringRef value) {
  appendVarint(out, field << 3 | Bytes);
  appendVarint(out, value.size());
  out += value.str();
}

} // namespace kiln::pjrt::proto

#endif // KILN_PJRT_PROTOWIRE_H
