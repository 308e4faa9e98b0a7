//===- CompileOptions.cpp - what PJRT's compile options ask of kiln -------===//
//
// PJRT_Client_Compile receives its options as a serialized
// xla.CompileOptionsProto. kiln reads the fields that decide where a
// program runs: from its executable_build_options (field 3), the replica
// and partition counts (4, 5), the device ordinal (1) and the device
// assignment (9: an xla.DeviceAssignmentProto, whose computation_devices
// (3) list each computation's replica_device_ids (1)); and whether the
// executable is portable (4: it runs on whichever device Execute names).
// Everything else (layouts, debug options, ...) is skipped.
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"
#include "ProtoWire.h"

#include <algorithm>

namespace kiln::pjrt {
namespace {

using proto::Reader;
using proto::WireType;

/// Appends the integers of a repeated int64 field, packed or not.
bool readInts(Reader &reader, WireType type, std::vector<int64_t> &out) {
  if (type == proto::Varint) {
    std::optional<uint64_t> value = reader.varint();
    if (!value)
      return false;
    out.push_back(int64_t(*value));
    return true;
  }
  if (type != proto::Bytes)
    return false;
  std::optional<llvm::StringRef> packed = reader.bytes();
  if (!packed)
    return false;
  Reader values(*packed);
  while (!values.atEnd()) {
    std::optional<uint64_t> value = values.varint();
    if (!value)
      return false;
    out.push_back(int64_t(*value));
  }
  return true;
}

bool readDeviceAssignment(llvm::StringRef bytes, CompileRequest &request) {
  Reader reader(bytes);
  uint64_t field;
  WireType type;
  while (reader.next(field, type)) {
    if (field == 3 && type == proto::Bytes) {
      std::optional<llvm::StringRef> computation = reader.bytes();
      if (!computation)
        return false;
      Reader ids(*computation);
      uint64_t idField;
      WireType idType;
      while (ids.next(idField, idType)) {
        bool ok = idField == 1 ? readInts(ids, idType, request.deviceIds)
                               : ids.skip(idType);
        if (!ok)
          return false;
      }
      if (ids.failed())
        return false;
    } else if (!reader.skip(type)) {
      return false;
    }
  }
  return !reader.failed();
}

bool readBuildOptions(llvm::StringRef bytes, CompileRequest &request) {
  Reader reader(bytes);
  uint64_t field;
  WireType type;
  while (reader.next(field, type)) {
    bool ok = true;
    if ((field == 1 || field == 4 || field == 5) && type == proto::Varint) {
      std::optional<uint64_t> value = reader.varint();
      ok = value.has_value();
      if (ok && field == 1)
        request.deviceOrdinal = int64_t(*value);
      else if (ok && field == 4)
        request.numReplicas = int64_t(*value);
      else if (ok)
        request.numPartitions = int64_t(*value);
    } else if (field == 9 && type == proto::Bytes) {
      std::optional<llvm::StringRef> assignment = reader.bytes();
      ok = assignment && readDeviceAssignment(*assignment, request);
    } else {
      ok = reader.skip(type);
    }
    if (!ok)
      return false;
  }
  return !reader.failed();
}

} // namespace

PJRT_Error *readCompileOptions(llvm::StringRef bytes, CompileRequest &request) {
  Reader reader(bytes);
  uint64_t field;
  WireType type;
  bool ok = true;
  while (ok && reader.next(field, type)) {
    if (field == 3 && type == proto::Bytes) {
      std::optional<llvm::StringRef> build = reader.bytes();
      ok = build && readBuildOptions(*build, request);
    } else if (field == 4 && type == proto::Varint) {
      std::optional<uint64_t> value = reader.varint();
      ok = value.has_value();
      request.portable = ok && *value != 0;
    } else {
      ok = reader.skip(type);
    }
  }
  if (!ok || reader.failed())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the compile options are not a valid serialized "
                     "xla.CompileOptionsProto");
  // Protobuf leaves unset counts 0; they mean 1.
  request.numReplicas = std::max<int64_t>(request.numReplicas, 1);
  request.numPartitions = std::max<int64_t>(request.numPartitions, 1);
  return nullptr;
}

PJRT_Error *placeProgram(PJRT_Client &client, const CompileRequest &request,
                         std::vector<PJRT_Device *> &devices) {
  if (request.numReplicas != 1)
    return makeError(
        PJRT_Error_Code_UNIMPLEMENTED,
        "kiln: the program is compiled for " +
            std::to_string(request.numReplicas) +
            " replicas; kiln's plugin runs programs on one device or "
            "sharded over partitions (jax.jit with shardings, shard_map, "
            "pmap), not over replicas yet");
  int64_t count = request.numPartitions;
  if (count > int64_t(client.devices.size()))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the program is compiled for " +
                         std::to_string(count) +
                         " partitions, but the client has " +
                         std::to_string(client.devices.size()) +
                         " device(s) (KILN_DEVICE_COUNT)");
  auto byId = [&](int64_t id) -> PJRT_Device * {
    for (PJRT_Device *candidate : client.devices)
      if (candidate->description.id == id)
        return candidate;
    return nullptr;
  };
  devices.clear();
  if (!request.deviceIds.empty()) {
    if (int64_t(request.deviceIds.size()) != count)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: the device assignment names " +
                           std::to_string(request.deviceIds.size()) +
                           " devices for " + std::to_string(count) +
                           " partition(s)");
    for (int64_t id : request.deviceIds) {
      PJRT_Device *device = byId(id);
      if (!device)
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "kiln: the device assignment names device " +
                             std::to_string(id) +
                             ", which this client does not have");
      if (std::find(devices.begin(), devices.end(), device) != devices.end())
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "kiln: the device assignment names device " +
                             std::to_string(id) + " twice");
      devices.push_back(device);
    }
    return nullptr;
  }
  if (count == 1 && request.deviceOrdinal >= 0) {
    if (uint64_t(request.deviceOrdinal) >= client.devices.size())
      return makeError(
          PJRT_Error_Code_INVALID_ARGUMENT,
          "kiln: the compile options ask for device ordinal " +
              std::to_string(request.deviceOrdinal) + ", but the client has " +
              std::to_string(client.devices.size()) + " device(s)");
    devices.push_back(client.devices[request.deviceOrdinal]);
    return nullptr;
  }
  devices.assign(client.devices.begin(), client.devices.begin() + count);
  return nullptr;
}

} // namespace kiln::pjrt
