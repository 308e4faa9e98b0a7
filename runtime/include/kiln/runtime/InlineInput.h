//===- InlineInput.h - Parsing inline CLI input values ----------*- C++ -*-===//
//
// The command-line form of an input buffer: `<dims>x<type>=<values>`.
//
//   2x3xf32=1,2,3,4,5,6     row-major values
//   f32=1.5                 a scalar
//   2xi1=true,false         booleans: true/false or 1/0
//   4x4xf32=0               one value broadcast to the whole shape
//   3xf32=inf,-inf,nan      non-finite floats
//   2xui8=0xff,7            hex integers (also -0x10 for signed types)
//   2xcomplex<f32>=(1,2),3  complex (re,im) pairs; a plain number is real
//   0xf32=                  an empty buffer
//
// Integers must be in the type's range; finite floats must not overflow the
// type (they are rounded to nearest even). Errors name the offending token
// and its 0-based character position in the spec.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_INLINEINPUT_H
#define KILN_RUNTIME_INLINEINPUT_H

#include "kiln/runtime/HostBuffer.h"
#include "kiln/runtime/Status.h"

#include <string_view>

namespace kiln::runtime {

/// Parses `2x3xf32=1,2,3,4,5,6` into a buffer.
Expected<HostBuffer> parseInlineInput(std::string_view spec);

/// Parses only the type part, `2x3xf32`, into a dtype and shape.
Status parseTensorType(std::string_view text, DType &type,
                       std::vector<int64_t> &shape);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_INLINEINPUT_H
