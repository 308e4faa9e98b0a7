//===- FloatText.h - Decimal text of floats (runtime-internal) --*- C++ -*-===//
//
// The pieces numpy assembles float columns from, shared by the printer and
// by the comparison messages.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_LIB_FLOATTEXT_H
#define KILN_RUNTIME_LIB_FLOATTEXT_H

#include "kiln/runtime/DType.h"

#include <string>

namespace kiln::runtime::detail {

/// A finite float split like numpy's Dragon4 output: sign and integer part,
/// fraction digits, and (scientific only) the decimal exponent.
struct FloatParts {
  std::string intPart; // with '-' (or '+' when asked for)
  std::string fracPart;
  int exponent = 0;
};

/// Shortest round-trip digits, capped at `precision` fraction digits
/// (rounded), trailing zeros removed. `type` selects the float format whose
/// shortest digits are used.
FloatParts positionalParts(DType type, double value, int precision,
                           bool plusSign);
FloatParts scientificParts(DType type, double value, int precision,
                           bool plusSign);

/// A standalone shortest representation the way Python's repr writes
/// floats: "1.5", "100.0" ("100" without pointZero), "1e-05", "nan".
std::string shortestText(DType type, double value, bool pointZero = true);
/// Python's repr of a complex number: "(1+2j)", "1j", "(nan-infj)".
std::string complexText(DType type, double re, double im);

} // namespace kiln::runtime::detail

#endif // KILN_RUNTIME_LIB_FLOATTEXT_H
