//===- Client.cpp - the PJRT plugin, client, devices and memories ---------===//
//
// A kiln client has one CPU device (or `device_count` of them, a client
// create option, for frameworks that assign several), each with one memory
// of kind "device". Every device is addressable; the process index is 0.
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"

#include "kiln/Conversion/VhloToStablehlo.h"

#include <cstdlib>
#include <cstring>

namespace kiln::pjrt {
namespace {

PJRT_NamedValue int64List(const char *name, const int64_t *values,
                          size_t count) {
  PJRT_NamedValue value{};
  value.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  value.name = name;
  value.name_size = std::strlen(name);
  value.type = PJRT_NamedValue_kInt64List;
  value.int64_array_value = values;
  value.value_size = count;
  return value;
}

/// "1.17.0" -> {1, 17, 0}.
std::vector<int64_t> versionNumbers(llvm::StringRef version) {
  std::vector<int64_t> numbers;
  while (!version.empty()) {
    auto [part, rest] = version.split('.');
    int64_t number = 0;
    if (part.getAsInteger(10, number))
      number = 0;
    numbers.push_back(number);
    version = rest;
  }
  return numbers;
}

} // namespace

PJRT_Error *PJRT_Plugin_Initialize(PJRT_Plugin_Initialize_Args *) {
  return nullptr;
}

PJRT_Error *PJRT_Plugin_Attributes(PJRT_Plugin_Attributes_Args *args) {
  // The StableHLO versions of the portable artifacts kiln reads: frameworks
  // serialize programs for the current one.
  static const std::vector<int64_t> current =
      versionNumbers(currentPortableVersion());
  static const int64_t minimum[] = {1, 0, 0};
  static const PJRT_NamedValue attributes[] = {
      int64List("stablehlo_current_version", current.data(), current.size()),
      int64List("stablehlo_minimum_version", minimum, 3),
  };
  args->attributes = attributes;
  args->num_attributes = sizeof(attributes) / sizeof(attributes[0]);
  return nullptr;
}

PJRT_Error *PJRT_Client_Create(PJRT_Client_Create_Args *args) {
  int64_t deviceCount = 1;
  const char *cacheEnv = std::getenv("KILN_CACHE_DIR");
  std::string cacheDir = cacheEnv ? cacheEnv : "";
  for (size_t i = 0; i < args->num_options; ++i) {
    const PJRT_NamedValue &option = args->create_options[i];
    llvm::StringRef name(option.name, option.name_size);
    if (name == "device_count") {
      if (option.type != PJRT_NamedValue_kInt64 || option.int64_value < 1 ||
          option.int64_value > 1024)
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "kiln: device_count must be an integer from 1 to "
                         "1024");
      deviceCount = option.int64_value;
    } else if (name == "cache_dir") {
      if (option.type != PJRT_NamedValue_kString)
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "kiln: cache_dir must be a string");
      cacheDir.assign(option.string_value, option.value_size);
    }
    // Options of other plugins are not kiln's concern.
  }
  auto client = std::make_unique<PJRT_Client>();
  client->cacheDir = std::move(cacheDir);
  client->platformVersion =
      "kiln (StableHLO " + currentPortableVersion().str() + ")";
  for (int64_t id = 0; id < deviceCount; ++id) {
    auto memory = std::make_unique<PJRT_Memory>();
    auto device = std::make_unique<PJRT_Device>();
    memory->id = int(id);
    memory->kind = "device";
    memory->debugString = "KilnMemory(id=" + std::to_string(id) + ")";
    memory->toString = "kiln:" + std::to_string(id) + ":device";
    memory->devices.push_back(device.get());
    device->client = client.get();
    device->localHardwareId = int(id);
    device->memory = memory.get();
    device->description.id = int(id);
    device->description.kind = "cpu";
    device->description.debugString =
        "KilnDevice(id=" + std::to_string(id) + ")";
    device->description.toString = "kiln:" + std::to_string(id);
    client->devices.push_back(device.get());
    client->memories.push_back(memory.get());
    client->deviceStorage.push_back(std::move(device));
    client->memoryStorage.push_back(std::move(memory));
  }
  args->client = client.release();
  return nullptr;
}

PJRT_Error *PJRT_Client_Destroy(PJRT_Client_Destroy_Args *args) {
  delete args->client;
  return nullptr;
}

PJRT_Error *PJRT_Client_PlatformName(PJRT_Client_PlatformName_Args *args) {
  if (!args->client)
    return missing("client");
  args->platform_name = args->client->platformName.data();
  args->platform_name_size = args->client->platformName.size();
  return nullptr;
}

PJRT_Error *PJRT_Client_ProcessIndex(PJRT_Client_ProcessIndex_Args *args) {
  args->process_index = 0;
  return nullptr;
}

PJRT_Error *
PJRT_Client_PlatformVersion(PJRT_Client_PlatformVersion_Args *args) {
  if (!args->client)
    return missing("client");
  args->platform_version = args->client->platformVersion.data();
  args->platform_version_size = args->client->platformVersion.size();
  return nullptr;
}

PJRT_Error *PJRT_Client_Devices(PJRT_Client_Devices_Args *args) {
  if (!args->client)
    return missing("client");
  args->devices = args->client->devices.data();
  args->num_devices = args->client->devices.size();
  return nullptr;
}

PJRT_Error *
PJRT_Client_AddressableDevices(PJRT_Client_AddressableDevices_Args *args) {
  if (!args->client)
    return missing("client");
  args->addressable_devices = args->client->devices.data();
  args->num_addressable_devices = args->client->devices.size();
  return nullptr;
}

PJRT_Error *PJRT_Client_LookupDevice(PJRT_Client_LookupDevice_Args *args) {
  if (!args->client)
    return missing("client");
  if (args->id < 0 || size_t(args->id) >= args->client->devices.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: no device with id " + std::to_string(args->id));
  args->device = args->client->devices[args->id];
  return nullptr;
}

PJRT_Error *PJRT_Client_LookupAddressableDevice(
    PJRT_Client_LookupAddressableDevice_Args *args) {
  if (!args->client)
    return missing("client");
  int id = args->local_hardware_id;
  if (id < 0 || size_t(id) >= args->client->devices.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: no device with local hardware id " +
                         std::to_string(id));
  args->addressable_device = args->client->devices[id];
  return nullptr;
}

PJRT_Error *
PJRT_Client_AddressableMemories(PJRT_Client_AddressableMemories_Args *args) {
  if (!args->client)
    return missing("client");
  args->addressable_memories = args->client->memories.data();
  args->num_addressable_memories = args->client->memories.size();
  return nullptr;
}

PJRT_Error *PJRT_Client_DefaultDeviceAssignment(
    PJRT_Client_DefaultDeviceAssignment_Args *args) {
  if (!args->client)
    return missing("client");
  int64_t needed = int64_t(args->num_replicas) * args->num_partitions;
  if (args->num_replicas < 1 || args->num_partitions < 1 ||
      needed > int64_t(args->client->devices.size()))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: " + std::to_string(args->num_replicas) +
                         " replicas x " + std::to_string(args->num_partitions) +
                         " partitions need more devices than the client's " +
                         std::to_string(args->client->devices.size()));
  if (args->default_assignment_size < size_t(needed))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the device assignment needs room for " +
                         std::to_string(needed) + " entries");
  for (int64_t i = 0; i < needed; ++i)
    args->default_assignment[i] = int(i);
  return nullptr;
}

PJRT_Error *PJRT_DeviceDescription_Id(PJRT_DeviceDescription_Id_Args *args) {
  if (!args->device_description)
    return missing("device description");
  args->id = args->device_description->id;
  return nullptr;
}

PJRT_Error *PJRT_DeviceDescription_ProcessIndex(
    PJRT_DeviceDescription_ProcessIndex_Args *args) {
  if (!args->device_description)
    return missing("device description");
  args->process_index = args->device_description->processIndex;
  return nullptr;
}

PJRT_Error *PJRT_DeviceDescription_Attributes(
    PJRT_DeviceDescription_Attributes_Args *args) {
  args->num_attributes = 0;
  args->attributes = nullptr;
  return nullptr;
}

PJRT_Error *
PJRT_DeviceDescription_Kind(PJRT_DeviceDescription_Kind_Args *args) {
  if (!args->device_description)
    return missing("device description");
  args->device_kind = args->device_description->kind.data();
  args->device_kind_size = args->device_description->kind.size();
  return nullptr;
}

PJRT_Error *PJRT_DeviceDescription_DebugString(
    PJRT_DeviceDescription_DebugString_Args *args) {
  if (!args->device_description)
    return missing("device description");
  args->debug_string = args->device_description->debugString.data();
  args->debug_string_size = args->device_description->debugString.size();
  return nullptr;
}

PJRT_Error *
PJRT_DeviceDescription_ToString(PJRT_DeviceDescription_ToString_Args *args) {
  if (!args->device_description)
    return missing("device description");
  args->to_string = args->device_description->toString.data();
  args->to_string_size = args->device_description->toString.size();
  return nullptr;
}

PJRT_Error *PJRT_Device_GetDescription(PJRT_Device_GetDescription_Args *args) {
  if (!args->device)
    return missing("device");
  args->device_description = &args->device->description;
  return nullptr;
}

PJRT_Error *PJRT_Device_IsAddressable(PJRT_Device_IsAddressable_Args *args) {
  args->is_addressable = true;
  return nullptr;
}

PJRT_Error *
PJRT_Device_LocalHardwareId(PJRT_Device_LocalHardwareId_Args *args) {
  if (!args->device)
    return missing("device");
  args->local_hardware_id = args->device->localHardwareId;
  return nullptr;
}

PJRT_Error *
PJRT_Device_AddressableMemories(PJRT_Device_AddressableMemories_Args *args) {
  if (!args->device)
    return missing("device");
  args->memories = &args->device->memory;
  args->num_memories = 1;
  return nullptr;
}

PJRT_Error *PJRT_Device_DefaultMemory(PJRT_Device_DefaultMemory_Args *args) {
  if (!args->device)
    return missing("device");
  args->memory = args->device->memory;
  return nullptr;
}

PJRT_Error *PJRT_Device_GetAttributes(PJRT_Device_GetAttributes_Args *args) {
  // kiln's devices have no attributes; the deleter has nothing to free.
  args->attributes = nullptr;
  args->num_attributes = 0;
  args->device_attributes = nullptr;
  args->attributes_deleter = [](PJRT_Device_Attributes *) {};
  return nullptr;
}

PJRT_Error *PJRT_Memory_Id(PJRT_Memory_Id_Args *args) {
  if (!args->memory)
    return missing("memory");
  args->id = args->memory->id;
  return nullptr;
}

PJRT_Error *PJRT_Memory_Kind(PJRT_Memory_Kind_Args *args) {
  if (!args->memory)
    return missing("memory");
  args->kind = args->memory->kind.data();
  args->kind_size = args->memory->kind.size();
  return nullptr;
}

PJRT_Error *PJRT_Memory_Kind_Id(PJRT_Memory_Kind_Id_Args *args) {
  args->kind_id = 0;
  return nullptr;
}

PJRT_Error *PJRT_Memory_DebugString(PJRT_Memory_DebugString_Args *args) {
  if (!args->memory)
    return missing("memory");
  args->debug_string = args->memory->debugString.data();
  args->debug_string_size = args->memory->debugString.size();
  return nullptr;
}

PJRT_Error *PJRT_Memory_ToString(PJRT_Memory_ToString_Args *args) {
  if (!args->memory)
    return missing("memory");
  args->to_string = args->memory->toString.data();
  args->to_string_size = args->memory->toString.size();
  return nullptr;
}

PJRT_Error *
PJRT_Memory_AddressableByDevices(PJRT_Memory_AddressableByDevices_Args *args) {
  if (!args->memory)
    return missing("memory");
  args->devices = args->memory->devices.data();
  args->num_devices = args->memory->devices.size();
  return nullptr;
}

} // namespace kiln::pjrt
