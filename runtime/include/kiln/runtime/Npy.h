//===- Npy.h - Reading and writing numpy .npy files -------------*- C++ -*-===//
//
// Supports .npy format versions 1.0, 2.0 and 3.0 holding C-ordered arrays of
// little-endian (or byte-sized, '|') numbers: descr codes b1, i1/i2/i4/i8,
// u1/u2/u4/u8, f2/f4/f8 and c8/c16. Fortran order, big-endian data,
// object and structured arrays are rejected with a message naming the file.
//
// Types numpy has no dtype for are stored as their raw bits in an unsigned
// integer array (or, for the narrow signed integers, in int8):
//   bf16 -> '<u2' (kiln's corpus names such files *.bf16.npy),
//   f8 types -> '|u1', ui2/ui4 -> '|u1', si2/si4 -> '|i1'.
// numpy itself saves ml_dtypes' bfloat16 and float8 arrays as raw bytes
// ('<V2', '|V1'). Reading gives the natural dtype of the descr (u2 and V2
// read as ui16, V1 as ui8); pass the wanted dtype to reinterpret such a
// file: `readNpyFile(path, DType::BF16)` reads a '<u2' or '<V2' file as
// bf16. si2/si4/ui2/ui4 values are range-checked.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_NPY_H
#define KILN_RUNTIME_NPY_H

#include "kiln/runtime/HostBuffer.h"
#include "kiln/runtime/Status.h"

#include <optional>
#include <string>
#include <vector>

namespace kiln::runtime {

/// Parses the bytes of a .npy file. `name` is used in error messages.
/// `as`, when given, is the dtype the caller wants (see above).
Expected<HostBuffer> parseNpy(const std::vector<uint8_t> &file,
                              const std::string &name,
                              std::optional<DType> as = std::nullopt);
Expected<HostBuffer> readNpyFile(const std::string &path,
                                 std::optional<DType> as = std::nullopt);

/// Serializes a buffer as a version 1.0 .npy file (2.0 if the header needs
/// it), with the header padded to a multiple of 64 bytes like numpy does.
std::vector<uint8_t> serializeNpy(const HostBuffer &buffer);
Status writeNpyFile(const HostBuffer &buffer, const std::string &path);

/// The descr a buffer of `type` is written with ("<f4", "|b1", "<u2"...).
std::string npyDescrFor(DType type);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_NPY_H
