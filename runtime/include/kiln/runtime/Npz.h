//===- Npz.h - Reading numpy .npz archives ----------------------*- C++ -*-===//
//
// An .npz file (numpy.savez) is a zip archive of .npy files, one per array,
// named `<key>.npy`. kiln reads the archives numpy.savez writes: entries
// stored without compression, with or without zip64 size fields. Entries
// compressed with deflate (numpy.savez_compressed) are refused with a
// message saying so.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_NPZ_H
#define KILN_RUNTIME_NPZ_H

#include "kiln/runtime/HostBuffer.h"
#include "kiln/runtime/Status.h"

#include <string>
#include <utility>
#include <vector>

namespace kiln::runtime {

/// The arrays of an .npz archive, in the archive's order, with their keys
/// (the entry names without ".npy"). `name` is used in error messages.
Expected<std::vector<std::pair<std::string, HostBuffer>>>
parseNpz(const std::vector<uint8_t> &file, const std::string &name);
Expected<std::vector<std::pair<std::string, HostBuffer>>>
readNpzFile(const std::string &path);

} // namespace kiln::runtime

#endif // KILN_RUNTIME_NPZ_H
