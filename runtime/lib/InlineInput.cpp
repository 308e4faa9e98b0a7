//===- InlineInput.cpp - Parsing inline CLI input values ------------------===//

#include "kiln/runtime/InlineInput.h"

#include "kiln/runtime/FloatFormats.h"

#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <string>

namespace kiln::runtime {
namespace {

/// A value token: its text and where it starts in the whole spec.
struct Token {
  std::string_view text;
  size_t pos;
};

std::string describe(const Token &t, size_t valueIndex) {
  return "'" + std::string(t.text) + "' at position " + std::to_string(t.pos) +
         " (value #" + std::to_string(valueIndex + 1) + ")";
}

/// Trims spaces, adjusting the recorded position.
Token trim(Token t) {
  while (!t.text.empty() && t.text.front() == ' ') {
    t.text.remove_prefix(1);
    ++t.pos;
  }
  while (!t.text.empty() && t.text.back() == ' ')
    t.text.remove_suffix(1);
  return t;
}

/// Splits the values at top-level commas (commas inside parentheses belong
/// to complex pairs).
Status splitValues(std::string_view values, size_t base,
                   std::vector<Token> &tokens) {
  if (trim({values, base}).text.empty())
    return Status::ok();
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= values.size(); ++i) {
    if (i < values.size() && values[i] == '(') {
      ++depth;
    } else if (i < values.size() && values[i] == ')') {
      if (--depth < 0)
        return Status::error("unbalanced ')' at position " +
                             std::to_string(base + i));
    } else if (i == values.size() || (values[i] == ',' && depth == 0)) {
      if (depth != 0)
        return Status::error("unbalanced '(' before position " +
                             std::to_string(base + i));
      tokens.push_back(trim({values.substr(start, i - start), base + start}));
      start = i + 1;
    }
  }
  return Status::ok();
}

/// Parses an integer (decimal or 0x hex, optional sign) exactly.
bool parseInteger(std::string_view text, bool &negative, uint64_t &magnitude,
                  bool &overflow) {
  negative = false;
  overflow = false;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    text.remove_prefix(2);
  }
  if (text.empty())
    return false;
  magnitude = 0;
  for (char c : text) {
    int digit;
    if (c >= '0' && c <= '9')
      digit = c - '0';
    else if (base == 16 && c >= 'a' && c <= 'f')
      digit = c - 'a' + 10;
    else if (base == 16 && c >= 'A' && c <= 'F')
      digit = c - 'A' + 10;
    else
      return false;
    if (magnitude > (UINT64_MAX - uint64_t(digit)) / uint64_t(base))
      overflow = true; // reported as out of range
    else
      magnitude = magnitude * uint64_t(base) + uint64_t(digit);
  }
  return true;
}

/// Parses a real number: decimal/hex floats, inf, -inf, nan.
bool parseReal(std::string_view text, double &value) {
  if (text.empty())
    return false;
  std::string s(text);
  std::string lower;
  for (char c : s)
    lower += char(std::tolower((unsigned char)c));
  std::string_view body = lower;
  bool negative = false;
  if (body[0] == '-' || body[0] == '+') {
    negative = body[0] == '-';
    body.remove_prefix(1);
  }
  if (body == "inf" || body == "infinity") {
    value = negative ? -HUGE_VAL : HUGE_VAL;
    return true;
  }
  if (body == "nan") {
    value = negative ? -std::nan("") : std::nan("");
    return true;
  }
  // Reject the spellings strtod accepts but we do not document.
  for (char c : body)
    if (!std::isxdigit((unsigned char)c) && c != '.' && c != 'x' && c != 'p' &&
        c != '+' && c != '-' && c != 'e')
      return false;
  errno = 0;
  char *end = nullptr;
  value = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

/// Checks that a finite value stays finite once stored as `type`.
bool fitsFloatType(DType type, double value) {
  if (!std::isfinite(value))
    return true;
  if (type == DType::F64 || type == DType::C128)
    return true;
  if (type == DType::F32 || type == DType::C64)
    return std::isfinite(float(value));
  return std::isfinite(miniFloatToDouble(type, doubleToMiniFloat(type, value)));
}

Status parseReal(const Token &t, size_t index, DType type, double &value) {
  errno = 0;
  if (!parseReal(t.text, value))
    return Status::error("bad number " + describe(t, index) + " for " +
                         std::string(mlirName(type)));
  if (!fitsFloatType(type, value) || (errno == ERANGE && std::isinf(value)))
    return Status::error("value " + describe(t, index) +
                         " is out of range for " + std::string(mlirName(type)));
  return Status::ok();
}

Status storeValue(HostBuffer &buffer, int64_t i, const Token &t, size_t index) {
  DType type = buffer.dtype();
  std::string typeName(mlirName(type));
  switch (kindOf(type)) {
  case DTypeKind::Bool:
    if (t.text == "true" || t.text == "1")
      buffer.setBits(i, 1);
    else if (t.text == "false" || t.text == "0")
      buffer.setBits(i, 0);
    else
      return Status::error("bad boolean " + describe(t, index) +
                           ": expected true, false, 1 or 0");
    return Status::ok();
  case DTypeKind::SignedInt:
  case DTypeKind::UnsignedInt: {
    bool negative, overflow;
    uint64_t magnitude;
    if (!parseInteger(t.text, negative, magnitude, overflow))
      return Status::error("bad integer " + describe(t, index) + " for " +
                           typeName);
    bool inRange;
    if (overflow)
      inRange = false;
    else if (isUnsignedInt(type))
      inRange =
          (!negative || magnitude == 0) && magnitude <= maxUnsignedValue(type);
    else if (negative)
      inRange = magnitude <= uint64_t(-(minSignedValue(type) + 1)) + 1;
    else
      inRange = magnitude <= uint64_t(maxSignedValue(type));
    if (!inRange)
      return Status::error("value " + describe(t, index) +
                           " is out of range for " + typeName);
    if (isUnsignedInt(type))
      buffer.setUnsigned(i, magnitude);
    else
      buffer.setSigned(i,
                       negative ? int64_t(0 - magnitude) : int64_t(magnitude));
    return Status::ok();
  }
  case DTypeKind::Float: {
    double value;
    KILN_RETURN_IF_ERROR(parseReal(t, index, type, value));
    buffer.setDouble(i, value);
    return Status::ok();
  }
  case DTypeKind::Complex: {
    double re, im = 0;
    if (!t.text.empty() && t.text.front() == '(') {
      if (t.text.back() != ')')
        return Status::error("bad complex number " + describe(t, index) +
                             ": expected (re,im)");
      std::string_view inner = t.text.substr(1, t.text.size() - 2);
      size_t comma = inner.find(',');
      if (comma == std::string_view::npos)
        return Status::error("bad complex number " + describe(t, index) +
                             ": expected (re,im)");
      Token reTok = trim({inner.substr(0, comma), t.pos + 1});
      Token imTok = trim({inner.substr(comma + 1), t.pos + 2 + comma});
      KILN_RETURN_IF_ERROR(parseReal(reTok, index, type, re));
      KILN_RETURN_IF_ERROR(parseReal(imTok, index, type, im));
    } else {
      KILN_RETURN_IF_ERROR(parseReal(t, index, type, re));
    }
    buffer.setComplex(i, {re, im});
    return Status::ok();
  }
  }
  return Status::ok();
}

} // namespace

Status parseTensorType(std::string_view text, DType &type,
                       std::vector<int64_t> &shape) {
  shape.clear();
  // Dimensions are the leading decimal numbers each followed by 'x'; no
  // element type name starts with a digit.
  size_t pos = 0;
  while (pos < text.size() && std::isdigit((unsigned char)text[pos])) {
    size_t start = pos;
    while (pos < text.size() && std::isdigit((unsigned char)text[pos]))
      ++pos;
    if (pos >= text.size() || text[pos] != 'x')
      return Status::error("bad type '" + std::string(text) +
                           "': expected 'x' after dimension at position " +
                           std::to_string(start));
    std::string_view digits = text.substr(start, pos - start);
    if (digits.size() > 15)
      return Status::error("dimension '" + std::string(digits) +
                           "' at position " + std::to_string(start) +
                           " is too large");
    shape.push_back(std::stoll(std::string(digits)));
    ++pos;
  }
  Expected<DType> parsed = parseDType(text.substr(pos));
  if (!parsed)
    return Status::error(parsed.message() + " at position " +
                         std::to_string(pos));
  type = *parsed;
  return numElementsOf(shape).status();
}

Expected<HostBuffer> parseInlineInput(std::string_view spec) {
  size_t eq = spec.find('=');
  if (eq == std::string_view::npos)
    return Status::error("expected '<type>=<values>', e.g. 2x3xf32=1,2,3,4,5,6"
                         ", but got '" +
                         std::string(spec) + "'");
  DType type;
  std::vector<int64_t> shape;
  KILN_RETURN_IF_ERROR(parseTensorType(spec.substr(0, eq), type, shape));
  Expected<HostBuffer> buffer = HostBuffer::create(type, shape);
  if (!buffer)
    return buffer;

  std::vector<Token> tokens;
  KILN_RETURN_IF_ERROR(splitValues(spec.substr(eq + 1), eq + 1, tokens));
  int64_t count = buffer->numElements();
  bool broadcast = tokens.size() == 1 && count != 1;
  if (!broadcast && int64_t(tokens.size()) != count)
    return Status::error("expected " + std::to_string(count) + " value" +
                         (count == 1 ? "" : "s") + " for " +
                         buffer->typeString() + " but got " +
                         std::to_string(tokens.size()));
  if (broadcast && count == 0)
    return Status::error("expected no values for " + buffer->typeString() +
                         " but got 1");
  for (size_t t = 0; t < tokens.size(); ++t)
    if (tokens[t].text.empty())
      return Status::error("empty value at position " +
                           std::to_string(tokens[t].pos) + " (value #" +
                           std::to_string(t + 1) + ")");
  if (broadcast) {
    KILN_RETURN_IF_ERROR(storeValue(*buffer, 0, tokens[0], 0));
    size_t size = buffer->elementByteSize();
    for (int64_t i = 1; i < count; ++i)
      std::copy(buffer->data(), buffer->data() + size,
                buffer->data() + size_t(i) * size);
    return buffer;
  }
  for (int64_t i = 0; i < count; ++i)
    KILN_RETURN_IF_ERROR(storeValue(*buffer, i, tokens[size_t(i)], size_t(i)));
  return buffer;
}

} // namespace kiln::runtime
