//===- Npy.cpp - Reading and writing numpy .npy files ---------------------===//

#include "kiln/runtime/Npy.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace kiln::runtime {
namespace {

const char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;

/// The dtype a descr naturally reads as, without the byte-order character.
std::optional<DType> dtypeForCode(const std::string &code) {
  static const struct {
    const char *code;
    DType type;
  } kCodes[] = {
      {"b1", DType::I1},   {"i1", DType::SI8},   {"i2", DType::SI16},
      {"i4", DType::SI32}, {"i8", DType::SI64},  {"u1", DType::UI8},
      {"u2", DType::UI16}, {"u4", DType::UI32},  {"u8", DType::UI64},
      {"f2", DType::F16},  {"f4", DType::F32},   {"f8", DType::F64},
      {"c8", DType::C64},  {"c16", DType::C128},
  };
  for (const auto &c : kCodes)
    if (code == c.code)
      return c.type;
  return std::nullopt;
}

/// The natural dtype a type is stored as in .npy files.
DType storageTypeOf(DType type) {
  if (type == DType::BF16)
    return DType::UI16;
  if (type == DType::SI2 || type == DType::SI4)
    return DType::SI8;
  if (type == DType::UI2 || type == DType::UI4)
    return DType::UI8;
  if (isMiniFloat(type) && type != DType::F16)
    return DType::UI8;
  return type;
}

/// A minimal reader for the Python dict literal of a .npy header.
class HeaderParser {
public:
  explicit HeaderParser(const std::string &header) : text(header) {}

  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n' ||
                                 text[pos] == '\t' || text[pos] == '\r'))
      ++pos;
  }
  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool peek(char c) {
    skipSpace();
    return pos < text.size() && text[pos] == c;
  }
  std::optional<std::string> parseString() {
    skipSpace();
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return std::nullopt;
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string::npos)
      return std::nullopt;
    std::string s = text.substr(pos, end - pos);
    pos = end + 1;
    return s;
  }
  std::optional<std::string> parseWord() {
    skipSpace();
    size_t start = pos;
    while (pos < text.size() && std::isalpha((unsigned char)text[pos]))
      ++pos;
    if (start == pos)
      return std::nullopt;
    return text.substr(start, pos - start);
  }
  std::optional<std::vector<int64_t>> parseShape() {
    if (!consume('('))
      return std::nullopt;
    std::vector<int64_t> shape;
    while (!consume(')')) {
      skipSpace();
      size_t start = pos;
      while (pos < text.size() && std::isdigit((unsigned char)text[pos]))
        ++pos;
      if (start == pos || pos - start > 18)
        return std::nullopt;
      shape.push_back(std::stoll(text.substr(start, pos - start)));
      if (!consume(',') && !peek(')'))
        return std::nullopt;
    }
    return shape;
  }
  bool atEnd() {
    skipSpace();
    return pos == text.size();
  }

private:
  const std::string &text;
  size_t pos = 0;
};

} // namespace

std::string npyDescrFor(DType type) {
  switch (storageTypeOf(type)) {
  case DType::I1:
    return "|b1";
  case DType::SI8:
    return "|i1";
  case DType::SI16:
    return "<i2";
  case DType::SI32:
    return "<i4";
  case DType::SI64:
    return "<i8";
  case DType::UI8:
    return "|u1";
  case DType::UI16:
    return "<u2";
  case DType::UI32:
    return "<u4";
  case DType::UI64:
    return "<u8";
  case DType::F16:
    return "<f2";
  case DType::F32:
    return "<f4";
  case DType::F64:
    return "<f8";
  case DType::C64:
    return "<c8";
  case DType::C128:
    return "<c16";
  default:
    return "";
  }
}

Expected<HostBuffer> parseNpy(const std::vector<uint8_t> &file,
                              const std::string &name,
                              std::optional<DType> as) {
  auto fail = [&](const std::string &problem) {
    return Expected<HostBuffer>::error(name + ": " + problem);
  };
  if (file.size() < kMagicSize + 4 ||
      std::memcmp(file.data(), kMagic, kMagicSize) != 0)
    return fail("not a .npy file (bad magic string)");
  int major = file[6], minor = file[7];
  size_t headerLen, headerStart;
  if (major == 1 && minor == 0) {
    headerLen = size_t(file[8]) | size_t(file[9]) << 8;
    headerStart = 10;
  } else if ((major == 2 || major == 3) && minor == 0) {
    if (file.size() < 12)
      return fail("truncated header");
    headerLen = size_t(file[8]) | size_t(file[9]) << 8 |
                size_t(file[10]) << 16 | size_t(file[11]) << 24;
    headerStart = 12;
  } else {
    return fail("unsupported .npy format version " + std::to_string(major) +
                "." + std::to_string(minor));
  }
  if (file.size() < headerStart + headerLen)
    return fail("truncated header");
  std::string header(reinterpret_cast<const char *>(file.data()) + headerStart,
                     headerLen);

  HeaderParser p(header);
  std::optional<std::string> descr;
  std::optional<bool> fortran;
  std::optional<std::vector<int64_t>> shape;
  if (!p.consume('{'))
    return fail("malformed header: expected '{'");
  while (!p.consume('}')) {
    std::optional<std::string> key = p.parseString();
    if (!key || !p.consume(':'))
      return fail("malformed header: expected a quoted key and ':'");
    if (*key == "descr") {
      if (p.peek('['))
        return fail("structured arrays are not supported");
      descr = p.parseString();
      if (!descr)
        return fail("malformed header: 'descr' is not a string");
    } else if (*key == "fortran_order") {
      std::optional<std::string> word = p.parseWord();
      if (!word || (*word != "True" && *word != "False"))
        return fail("malformed header: 'fortran_order' is not a bool");
      fortran = *word == "True";
    } else if (*key == "shape") {
      shape = p.parseShape();
      if (!shape)
        return fail("malformed header: 'shape' is not a tuple of integers");
    } else {
      return fail("malformed header: unexpected key '" + *key + "'");
    }
    if (!p.consume(',') && !p.peek('}'))
      return fail("malformed header: expected ',' or '}'");
  }
  if (!descr || !fortran || !shape)
    return fail("malformed header: missing 'descr', 'fortran_order' or "
                "'shape'");
  if (*fortran)
    return fail("Fortran-ordered arrays are not supported; save the array "
                "in C order (np.ascontiguousarray)");
  if (descr->empty())
    return fail("empty descr");
  char order = (*descr)[0];
  std::string code = descr->substr(1);
  if (order == '>')
    return fail("big-endian data ('" + *descr +
                "') is not supported; convert with .astype('<" + code + "')");
  if (code == "O")
    return fail("object arrays ('" + *descr + "') are not supported");
  std::optional<DType> natural = dtypeForCode(code);
  // Raw bytes: how numpy saves ml_dtypes' bfloat16 and float8 arrays. They
  // are read as a type the caller names, stored in as many bytes, or, when
  // it names none (to learn the shape), as their unsigned bits.
  if ((code == "V1" || code == "V2") &&
      (!as || storageTypeOf(*as) == DType::UI8 ||
       storageTypeOf(*as) == DType::UI16))
    natural = code == "V1" ? DType::UI8 : DType::UI16;
  if ((order != '<' && order != '|' && order != '=') || !natural)
    return fail("unsupported dtype '" + *descr + "'" +
                (code == "V1" || code == "V2"
                     ? " (raw bytes can be read only as a 1- or "
                       "2-byte type the program names)"
                     : ""));

  DType type = *natural;
  if (as && *as != type) {
    if (storageTypeOf(*as) != type)
      return fail("holds '" + *descr + "' (" + std::string(mlirName(type)) +
                  "), which cannot be read as " + std::string(mlirName(*as)));
    type = *as;
  }
  Expected<int64_t> count = numElementsOf(*shape);
  if (!count)
    return fail(count.message());
  size_t dataStart = headerStart + headerLen;
  size_t dataSize = size_t(*count) * byteSizeOf(type);
  if (file.size() - dataStart < dataSize)
    return fail("truncated data: expected " + std::to_string(dataSize) +
                " bytes, found " + std::to_string(file.size() - dataStart));
  std::vector<uint8_t> bytes(file.begin() + dataStart,
                             file.begin() + dataStart + dataSize);
  Expected<HostBuffer> buffer =
      HostBuffer::fromBytes(type, *shape, std::move(bytes));
  if (!buffer)
    return fail(buffer.message());
  // Keep the storage invariants: i1 bytes are 0 or 1, and narrow integers
  // hold in-range values.
  if (type == DType::I1)
    for (int64_t i = 0; i < buffer->numElements(); ++i)
      buffer->setBits(i, buffer->getBits(i) != 0);
  if (isInteger(type) && bitWidthOf(type) < 8) {
    for (int64_t i = 0; i < buffer->numElements(); ++i) {
      int64_t v = buffer->getSigned(i);
      int64_t max = isSignedInt(type) ? maxSignedValue(type)
                                      : int64_t(maxUnsignedValue(type));
      if (v < minSignedValue(type) || v > max)
        return fail("element " + std::to_string(i) + " (" + std::to_string(v) +
                    ") is out of range for " + std::string(mlirName(type)));
    }
  }
  return buffer;
}

Expected<HostBuffer> readNpyFile(const std::string &path,
                                 std::optional<DType> as) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return Expected<HostBuffer>::error(
        path + ": cannot open file: " + std::strerror(errno));
  std::vector<uint8_t> bytes;
  uint8_t chunk[65536];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof(chunk), f)) > 0)
    bytes.insert(bytes.end(), chunk, chunk + n);
  bool readError = std::ferror(f);
  std::fclose(f);
  if (readError)
    return Expected<HostBuffer>::error(path + ": read error");
  return parseNpy(bytes, path, as);
}

std::vector<uint8_t> serializeNpy(const HostBuffer &buffer) {
  std::string header = "{'descr': '" + npyDescrFor(buffer.dtype()) +
                       "', 'fortran_order': False, 'shape': (";
  for (size_t d = 0; d < buffer.shape().size(); ++d) {
    header += std::to_string(buffer.shape()[d]);
    if (d + 1 < buffer.shape().size() || buffer.shape().size() == 1)
      header += ",";
    if (d + 1 < buffer.shape().size())
      header += " ";
  }
  header += "), }";
  // Pad with spaces and a final newline so that the data starts at a
  // multiple of 64 bytes.
  size_t prefix = kMagicSize + 2 + 2;
  int major = 1;
  if (header.size() + 64 > 65535) {
    major = 2;
    prefix += 2;
  }
  size_t total = prefix + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';

  std::vector<uint8_t> out(kMagic, kMagic + kMagicSize);
  out.push_back(uint8_t(major));
  out.push_back(0);
  size_t len = header.size();
  out.push_back(uint8_t(len));
  out.push_back(uint8_t(len >> 8));
  if (major == 2) {
    out.push_back(uint8_t(len >> 16));
    out.push_back(uint8_t(len >> 24));
  }
  out.insert(out.end(), header.begin(), header.end());
  out.insert(out.end(), buffer.rawBytes().begin(), buffer.rawBytes().end());
  return out;
}

Status writeNpyFile(const HostBuffer &buffer, const std::string &path) {
  std::vector<uint8_t> bytes = serializeNpy(buffer);
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return Status::error(path +
                         ": cannot create file: " + std::strerror(errno));
  size_t written = std::fwrite(bytes.data(), 1, bytes.size(), f);
  bool ok = written == bytes.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok)
    return Status::error(path + ": write error");
  return Status::ok();
}

} // namespace kiln::runtime
