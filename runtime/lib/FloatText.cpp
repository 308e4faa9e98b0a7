//===- FloatText.cpp - Decimal text of floats -----------------------------===//

#include "FloatText.h"

#include "kiln/runtime/FloatFormats.h"
#include "kiln/runtime/NumpyPrinter.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kiln::runtime {
namespace {

/// Splits printf/to_chars scientific text "d.ddde+XX" into digits and exponent.
void splitScientific(const char *text, std::string &digits, int &exponent) {
  digits.clear();
  const char *p = text;
  for (; *p && *p != 'e'; ++p)
    if (*p >= '0' && *p <= '9')
      digits += *p;
  exponent = *p == 'e' ? std::atoi(p + 1) : 0;
}

void trimZeros(std::string &digits, size_t keep) {
  while (digits.size() > keep && digits.back() == '0')
    digits.pop_back();
}

std::string signOf(double value, bool plusSign) {
  if (std::signbit(value))
    return "-";
  return plusSign ? "+" : "";
}

} // namespace

void shortestDigits(DType type, double value, std::string &digits,
                    int &exponent) {
  value = std::fabs(value);
  if (value == 0) {
    digits = "0";
    exponent = 0;
    return;
  }
  char buf[64];
  if (type == DType::F32 || type == DType::C64) {
    auto r = std::to_chars(buf, buf + sizeof(buf) - 1, float(value),
                           std::chars_format::scientific);
    *r.ptr = 0;
  } else if (type == DType::F64 || type == DType::C128 || !isMiniFloat(type)) {
    auto r = std::to_chars(buf, buf + sizeof(buf) - 1, value,
                           std::chars_format::scientific);
    *r.ptr = 0;
  } else {
    // Mini-floats: the fewest significant digits whose correctly rounded
    // decimal reads back as the same value of the format.
    uint32_t bits = doubleToMiniFloat(type, value);
    for (int precision = 1; precision <= 17; ++precision) {
      std::snprintf(buf, sizeof(buf), "%.*e", precision - 1, value);
      if (doubleToMiniFloat(type, std::strtod(buf, nullptr)) == bits)
        break;
    }
  }
  splitScientific(buf, digits, exponent);
  trimZeros(digits, 1);
}

namespace detail {

FloatParts positionalParts(DType type, double value, int precision,
                           bool plusSign) {
  FloatParts parts;
  std::string digits;
  int exponent;
  shortestDigits(type, value, digits, exponent);
  int fracDigits = std::max(0, int(digits.size()) - 1 - exponent);
  if (fracDigits > precision) {
    char buf[400];
    std::snprintf(buf, sizeof(buf), "%.*f", precision, std::fabs(value));
    std::string text = buf;
    size_t dot = text.find('.');
    parts.intPart = text.substr(0, dot);
    parts.fracPart = dot == std::string::npos ? "" : text.substr(dot + 1);
    trimZeros(parts.fracPart, 0);
  } else if (exponent >= 0) {
    std::string whole = digits;
    if (int(whole.size()) < exponent + 1)
      whole.append(size_t(exponent + 1) - whole.size(), '0');
    parts.intPart = whole.substr(0, size_t(exponent) + 1);
    parts.fracPart = whole.substr(size_t(exponent) + 1);
  } else {
    parts.intPart = "0";
    parts.fracPart = std::string(size_t(-exponent - 1), '0') + digits;
  }
  parts.intPart = signOf(value, plusSign) + parts.intPart;
  return parts;
}

FloatParts scientificParts(DType type, double value, int precision,
                           bool plusSign) {
  FloatParts parts;
  std::string digits;
  shortestDigits(type, value, digits, parts.exponent);
  if (int(digits.size()) - 1 > precision) {
    char buf[64];
    std::snprintf(buf, sizeof(buf), "%.*e", precision, std::fabs(value));
    splitScientific(buf, digits, parts.exponent);
    trimZeros(digits, 1);
  }
  parts.intPart = signOf(value, plusSign) + digits.substr(0, 1);
  parts.fracPart = digits.substr(1);
  return parts;
}

std::string shortestText(DType type, double value, bool pointZero) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  std::string digits;
  int exponent;
  shortestDigits(type, value, digits, exponent);
  std::string sign = std::signbit(value) ? "-" : "";
  // Like numpy's scalar str: positional for 1e-4 <= |value| < cutoff, with
  // cutoff 1e3 for f16, 1e6 for f32, 1e16 (Python's repr) otherwise.
  double cutoff = type == DType::F16                           ? 1e3
                  : (type == DType::F32 || type == DType::C64) ? 1e6
                                                               : 1e16;
  double magnitude = std::fabs(value);
  if (magnitude != 0 && (magnitude < 1e-4 || magnitude >= cutoff)) {
    std::string text = sign + digits.substr(0, 1);
    if (digits.size() > 1)
      text += "." + digits.substr(1);
    char exp[16];
    std::snprintf(exp, sizeof(exp), "e%+03d", exponent);
    return text + exp;
  }
  FloatParts parts = positionalParts(type, value, 400, false);
  if (parts.fracPart.empty())
    return parts.intPart + (pointZero ? ".0" : "");
  return parts.intPart + "." + parts.fracPart;
}

std::string complexText(DType type, double re, double im) {
  std::string imText = shortestText(type, im, false);
  if (re == 0 && !std::signbit(re))
    return imText + "j";
  if (imText[0] != '-')
    imText = "+" + imText;
  return "(" + shortestText(type, re, false) + imText + "j)";
}

} // namespace detail
} // namespace kiln::runtime
