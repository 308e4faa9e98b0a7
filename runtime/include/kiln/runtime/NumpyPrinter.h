//===- NumpyPrinter.h - numpy-style text of host buffers --------*- C++ -*-===//
//
// Prints buffers the way numpy 2.x prints arrays with default print options
// (linewidth 75, precision 8, threshold 1000, edgeitems 3):
//   formatNumpyRepr -> repr(a):  array([[1., 2.],\n       [3., 4.]],
//   dtype=float32) formatNumpyStr  -> str(a):   [[1. 2.]\n [3. 4.]]
// Floats use the shortest digits that round-trip in the element's own
// format, a common column width, and numpy's switch to scientific notation
// (largest magnitude >= 1e8 -- 1e6 for f32, 1e3 for f16, as numpy >= 2.3
// does --, smallest nonzero < 1e-4, or ratio > 1000).
// Arrays of more than 1000 elements are summarized with "...".
// Types numpy lacks (bf16, f8, i2/i4/ui2/ui4) print like ml_dtypes does:
// each element unpadded, floats with 6 significant digits.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_NUMPYPRINTER_H
#define KILN_RUNTIME_NUMPYPRINTER_H

#include "kiln/runtime/HostBuffer.h"

#include <string>

namespace kiln::runtime {

/// What numpy's repr(array) prints.
std::string formatNumpyRepr(const HostBuffer &buffer);
/// What numpy's str(array) prints.
std::string formatNumpyStr(const HostBuffer &buffer);

/// One element as a short standalone number, for messages, written like
/// Python's repr with the type's shortest digits: "1.5", "2.0", "-inf",
/// "1e-05", "(1+2j)"; bools are "true"/"false", integers plain.
std::string formatElement(const HostBuffer &buffer, int64_t index);

/// The shortest decimal digits that identify `value` (finite) among the
/// values of the float type `type`; value = d.ddd x 10^exponent.
void shortestDigits(DType type, double value, std::string &digits,
                    int &exponent);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_NUMPYPRINTER_H
