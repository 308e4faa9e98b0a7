//===- Api.cpp - the PJRT function table of kiln's plugin
//------------------===//
//
// GetPjrtApi, the one symbol libkiln_pjrt.so exports, returns the table of
// the PJRT C API (ABI 0.94, include/kiln/PJRT/PjrtCApi.h). Every entry is
// set: first each to a function returning an UNIMPLEMENTED error that names
// it, so that a framework calling one gets an error, never a null pointer;
// then those kiln implements (PjrtPlugin.h declares them) to theirs.
// docs/pjrt.md says which are which.
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"

namespace kiln::pjrt {
namespace {

/// Every function of the table that returns a PJRT_Error, in the ABI's
/// order (the other two, PJRT_Error_Destroy and PJRT_Error_Message, are
/// kiln's own).
#define KILN_PJRT_ALL_FUNCTIONS(X)                                             \
  X(PJRT_Error_GetCode)                                                        \
  X(PJRT_Plugin_Initialize)                                                    \
  X(PJRT_Plugin_Attributes)                                                    \
  X(PJRT_Event_Destroy)                                                        \
  X(PJRT_Event_IsReady)                                                        \
  X(PJRT_Event_Error)                                                          \
  X(PJRT_Event_Await)                                                          \
  X(PJRT_Event_OnReady)                                                        \
  X(PJRT_Client_Create)                                                        \
  X(PJRT_Client_Destroy)                                                       \
  X(PJRT_Client_PlatformName)                                                  \
  X(PJRT_Client_ProcessIndex)                                                  \
  X(PJRT_Client_PlatformVersion)                                               \
  X(PJRT_Client_Devices)                                                       \
  X(PJRT_Client_AddressableDevices)                                            \
  X(PJRT_Client_LookupDevice)                                                  \
  X(PJRT_Client_LookupAddressableDevice)                                       \
  X(PJRT_Client_AddressableMemories)                                           \
  X(PJRT_Client_Compile)                                                       \
  X(PJRT_Client_DefaultDeviceAssignment)                                       \
  X(PJRT_Client_BufferFromHostBuffer)                                          \
  X(PJRT_DeviceDescription_Id)                                                 \
  X(PJRT_DeviceDescription_ProcessIndex)                                       \
  X(PJRT_DeviceDescription_Attributes)                                         \
  X(PJRT_DeviceDescription_Kind)                                               \
  X(PJRT_DeviceDescription_DebugString)                                        \
  X(PJRT_DeviceDescription_ToString)                                           \
  X(PJRT_Device_GetDescription)                                                \
  X(PJRT_Device_IsAddressable)                                                 \
  X(PJRT_Device_LocalHardwareId)                                               \
  X(PJRT_Device_AddressableMemories)                                           \
  X(PJRT_Device_DefaultMemory)                                                 \
  X(PJRT_Device_MemoryStats)                                                   \
  X(PJRT_Memory_Id)                                                            \
  X(PJRT_Memory_Kind)                                                          \
  X(PJRT_Memory_DebugString)                                                   \
  X(PJRT_Memory_ToString)                                                      \
  X(PJRT_Memory_AddressableByDevices)                                          \
  X(PJRT_Executable_Destroy)                                                   \
  X(PJRT_Executable_Name)                                                      \
  X(PJRT_Executable_NumReplicas)                                               \
  X(PJRT_Executable_NumPartitions)                                             \
  X(PJRT_Executable_NumOutputs)                                                \
  X(PJRT_Executable_SizeOfGeneratedCodeInBytes)                                \
  X(PJRT_Executable_GetCostAnalysis)                                           \
  X(PJRT_Executable_OutputMemoryKinds)                                         \
  X(PJRT_Executable_OptimizedProgram)                                          \
  X(PJRT_Executable_Serialize)                                                 \
  X(PJRT_LoadedExecutable_Destroy)                                             \
  X(PJRT_LoadedExecutable_GetExecutable)                                       \
  X(PJRT_LoadedExecutable_AddressableDevices)                                  \
  X(PJRT_LoadedExecutable_Delete)                                              \
  X(PJRT_LoadedExecutable_IsDeleted)                                           \
  X(PJRT_LoadedExecutable_Execute)                                             \
  X(PJRT_Executable_DeserializeAndLoad)                                        \
  X(PJRT_LoadedExecutable_Fingerprint)                                         \
  X(PJRT_Buffer_Destroy)                                                       \
  X(PJRT_Buffer_ElementType)                                                   \
  X(PJRT_Buffer_Dimensions)                                                    \
  X(PJRT_Buffer_UnpaddedDimensions)                                            \
  X(PJRT_Buffer_DynamicDimensionIndices)                                       \
  X(PJRT_Buffer_GetMemoryLayout)                                               \
  X(PJRT_Buffer_OnDeviceSizeInBytes)                                           \
  X(PJRT_Buffer_Device)                                                        \
  X(PJRT_Buffer_Memory)                                                        \
  X(PJRT_Buffer_Delete)                                                        \
  X(PJRT_Buffer_IsDeleted)                                                     \
  X(PJRT_Buffer_CopyToDevice)                                                  \
  X(PJRT_Buffer_ToHostBuffer)                                                  \
  X(PJRT_Buffer_IsOnCpu)                                                       \
  X(PJRT_Buffer_ReadyEvent)                                                    \
  X(PJRT_Buffer_UnsafePointer)                                                 \
  X(PJRT_Buffer_IncreaseExternalReferenceCount)                                \
  X(PJRT_Buffer_DecreaseExternalReferenceCount)                                \
  X(PJRT_Buffer_OpaqueDeviceMemoryDataPointer)                                 \
  X(PJRT_CopyToDeviceStream_Destroy)                                           \
  X(PJRT_CopyToDeviceStream_AddChunk)                                          \
  X(PJRT_CopyToDeviceStream_TotalBytes)                                        \
  X(PJRT_CopyToDeviceStream_GranuleSize)                                       \
  X(PJRT_CopyToDeviceStream_CurrentBytes)                                      \
  X(PJRT_TopologyDescription_Create)                                           \
  X(PJRT_TopologyDescription_Destroy)                                          \
  X(PJRT_TopologyDescription_PlatformName)                                     \
  X(PJRT_TopologyDescription_PlatformVersion)                                  \
  X(PJRT_TopologyDescription_GetDeviceDescriptions)                            \
  X(PJRT_TopologyDescription_Serialize)                                        \
  X(PJRT_TopologyDescription_Attributes)                                       \
  X(PJRT_Compile)                                                              \
  X(PJRT_Executable_OutputElementTypes)                                        \
  X(PJRT_Executable_OutputDimensions)                                          \
  X(PJRT_Buffer_CopyToMemory)                                                  \
  X(PJRT_Client_CreateViewOfDeviceBuffer)                                      \
  X(PJRT_Executable_Fingerprint)                                               \
  X(PJRT_Client_TopologyDescription)                                           \
  X(PJRT_Executable_GetCompiledMemoryStats)                                    \
  X(PJRT_Memory_Kind_Id)                                                       \
  X(PJRT_ExecuteContext_Create)                                                \
  X(PJRT_ExecuteContext_Destroy)                                               \
  X(PJRT_Buffer_CopyRawToHost)                                                 \
  X(PJRT_AsyncHostToDeviceTransferManager_Destroy)                             \
  X(PJRT_AsyncHostToDeviceTransferManager_TransferData)                        \
  X(PJRT_Client_CreateBuffersForAsyncHostToDevice)                             \
  X(PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer)                      \
  X(PJRT_AsyncHostToDeviceTransferManager_Device)                              \
  X(PJRT_AsyncHostToDeviceTransferManager_BufferCount)                         \
  X(PJRT_AsyncHostToDeviceTransferManager_BufferSize)                          \
  X(PJRT_AsyncHostToDeviceTransferManager_SetBufferError)                      \
  X(PJRT_AsyncHostToDeviceTransferManager_AddMetadata)                         \
  X(PJRT_Client_DmaMap)                                                        \
  X(PJRT_Client_DmaUnmap)                                                      \
  X(PJRT_Client_CreateUninitializedBuffer)                                     \
  X(PJRT_Client_UpdateGlobalProcessInfo)                                       \
  X(PJRT_TopologyDescription_Deserialize)                                      \
  X(PJRT_Client_CreateAliasBuffer)                                             \
  X(PJRT_Client_FulfillAliasBuffer)                                            \
  X(PJRT_LoadedExecutable_GetDeviceAssignment)                                 \
  X(PJRT_Client_CreateErrorBuffer)                                             \
  X(PJRT_AsyncHostToDeviceTransferManager_TransferLiteral)                     \
  X(PJRT_Buffer_CopyRawToHostFuture)                                           \
  X(PJRT_Device_PoisonExecution)                                               \
  X(PJRT_Device_CreateAsyncTrackingEvent)                                      \
  X(PJRT_AsyncTrackingEvent_Destroy)                                           \
  X(PJRT_Executable_GetCompileOptions)                                         \
  X(PJRT_Buffer_DonateWithControlDependency)                                   \
  X(PJRT_Event_Create)                                                         \
  X(PJRT_Event_Set)                                                            \
  X(PJRT_Device_GetAttributes)

/// The entry of a function kiln does not implement: the error names it.
template <typename Args, const char *Name> PJRT_Error *unimplemented(Args *) {
  return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                   std::string("kiln: ") + Name +
                       " is not implemented by kiln's PJRT plugin yet");
}

#define KILN_PJRT_NAME(name) constexpr char name##_name[] = #name;
KILN_PJRT_ALL_FUNCTIONS(KILN_PJRT_NAME)
#undef KILN_PJRT_NAME

PJRT_Api makeApi() {
  PJRT_Api api{};
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = KILN_PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = KILN_PJRT_API_MINOR;
#define KILN_PJRT_STUB(name)                                                   \
  api.name = [](name##_Args *args) {                                           \
    return unimplemented<name##_Args, name##_name>(args);                      \
  };
  KILN_PJRT_ALL_FUNCTIONS(KILN_PJRT_STUB)
#undef KILN_PJRT_STUB
  // What kiln implements.
  api.PJRT_Error_Destroy = &PJRT_Error_Destroy;
  api.PJRT_Error_Message = &PJRT_Error_Message;
  api.PJRT_Error_GetCode = &PJRT_Error_GetCode;
  api.PJRT_Event_Destroy = &PJRT_Event_Destroy;
  api.PJRT_Event_IsReady = &PJRT_Event_IsReady;
  api.PJRT_Event_Error = &PJRT_Event_Error;
  api.PJRT_Event_Await = &PJRT_Event_Await;
  api.PJRT_Event_OnReady = &PJRT_Event_OnReady;
  api.PJRT_Event_Create = &PJRT_Event_Create;
  api.PJRT_Event_Set = &PJRT_Event_Set;
  api.PJRT_Plugin_Initialize = &PJRT_Plugin_Initialize;
  api.PJRT_Plugin_Attributes = &PJRT_Plugin_Attributes;
  api.PJRT_Client_Create = &PJRT_Client_Create;
  api.PJRT_Client_Destroy = &PJRT_Client_Destroy;
  api.PJRT_Client_PlatformName = &PJRT_Client_PlatformName;
  api.PJRT_Client_ProcessIndex = &PJRT_Client_ProcessIndex;
  api.PJRT_Client_PlatformVersion = &PJRT_Client_PlatformVersion;
  api.PJRT_Client_Devices = &PJRT_Client_Devices;
  api.PJRT_Client_AddressableDevices = &PJRT_Client_AddressableDevices;
  api.PJRT_Client_LookupDevice = &PJRT_Client_LookupDevice;
  api.PJRT_Client_LookupAddressableDevice =
      &PJRT_Client_LookupAddressableDevice;
  api.PJRT_Client_AddressableMemories = &PJRT_Client_AddressableMemories;
  api.PJRT_Client_DefaultDeviceAssignment =
      &PJRT_Client_DefaultDeviceAssignment;
  api.PJRT_DeviceDescription_Id = &PJRT_DeviceDescription_Id;
  api.PJRT_DeviceDescription_ProcessIndex =
      &PJRT_DeviceDescription_ProcessIndex;
  api.PJRT_DeviceDescription_Attributes = &PJRT_DeviceDescription_Attributes;
  api.PJRT_DeviceDescription_Kind = &PJRT_DeviceDescription_Kind;
  api.PJRT_DeviceDescription_DebugString = &PJRT_DeviceDescription_DebugString;
  api.PJRT_DeviceDescription_ToString = &PJRT_DeviceDescription_ToString;
  api.PJRT_Device_GetDescription = &PJRT_Device_GetDescription;
  api.PJRT_Device_IsAddressable = &PJRT_Device_IsAddressable;
  api.PJRT_Device_LocalHardwareId = &PJRT_Device_LocalHardwareId;
  api.PJRT_Device_AddressableMemories = &PJRT_Device_AddressableMemories;
  api.PJRT_Device_DefaultMemory = &PJRT_Device_DefaultMemory;
  api.PJRT_Device_GetAttributes = &PJRT_Device_GetAttributes;
  api.PJRT_Memory_Id = &PJRT_Memory_Id;
  api.PJRT_Memory_Kind = &PJRT_Memory_Kind;
  api.PJRT_Memory_Kind_Id = &PJRT_Memory_Kind_Id;
  api.PJRT_Memory_DebugString = &PJRT_Memory_DebugString;
  api.PJRT_Memory_ToString = &PJRT_Memory_ToString;
  api.PJRT_Memory_AddressableByDevices = &PJRT_Memory_AddressableByDevices;
  api.PJRT_Client_BufferFromHostBuffer = &PJRT_Client_BufferFromHostBuffer;
  api.PJRT_Buffer_Destroy = &PJRT_Buffer_Destroy;
  api.PJRT_Buffer_ElementType = &PJRT_Buffer_ElementType;
  api.PJRT_Buffer_Dimensions = &PJRT_Buffer_Dimensions;
  api.PJRT_Buffer_UnpaddedDimensions = &PJRT_Buffer_UnpaddedDimensions;
  api.PJRT_Buffer_DynamicDimensionIndices =
      &PJRT_Buffer_DynamicDimensionIndices;
  api.PJRT_Buffer_OnDeviceSizeInBytes = &PJRT_Buffer_OnDeviceSizeInBytes;
  api.PJRT_Buffer_Device = &PJRT_Buffer_Device;
  api.PJRT_Buffer_Memory = &PJRT_Buffer_Memory;
  api.PJRT_Buffer_Delete = &PJRT_Buffer_Delete;
  api.PJRT_Buffer_IsDeleted = &PJRT_Buffer_IsDeleted;
  api.PJRT_Buffer_IsOnCpu = &PJRT_Buffer_IsOnCpu;
  api.PJRT_Buffer_ReadyEvent = &PJRT_Buffer_ReadyEvent;
  api.PJRT_Buffer_ToHostBuffer = &PJRT_Buffer_ToHostBuffer;
  api.PJRT_Buffer_CopyToDevice = &PJRT_Buffer_CopyToDevice;
  api.PJRT_Buffer_CopyToMemory = &PJRT_Buffer_CopyToMemory;
  api.PJRT_Buffer_UnsafePointer = &PJRT_Buffer_UnsafePointer;
  api.PJRT_Buffer_OpaqueDeviceMemoryDataPointer =
      &PJRT_Buffer_OpaqueDeviceMemoryDataPointer;
  api.PJRT_Buffer_IncreaseExternalReferenceCount =
      &PJRT_Buffer_IncreaseExternalReferenceCount;
  api.PJRT_Buffer_DecreaseExternalReferenceCount =
      &PJRT_Buffer_DecreaseExternalReferenceCount;
  api.PJRT_Buffer_GetMemoryLayout = &PJRT_Buffer_GetMemoryLayout;
  api.PJRT_Client_Compile = &PJRT_Client_Compile;
  api.PJRT_Executable_Serialize = &PJRT_Executable_Serialize;
  api.PJRT_Executable_DeserializeAndLoad = &PJRT_Executable_DeserializeAndLoad;
  api.PJRT_Executable_Destroy = &PJRT_Executable_Destroy;
  api.PJRT_Executable_Name = &PJRT_Executable_Name;
  api.PJRT_Executable_NumReplicas = &PJRT_Executable_NumReplicas;
  api.PJRT_Executable_NumPartitions = &PJRT_Executable_NumPartitions;
  api.PJRT_Executable_NumOutputs = &PJRT_Executable_NumOutputs;
  api.PJRT_Executable_SizeOfGeneratedCodeInBytes =
      &PJRT_Executable_SizeOfGeneratedCodeInBytes;
  api.PJRT_Executable_GetCostAnalysis = &PJRT_Executable_GetCostAnalysis;
  api.PJRT_Executable_OutputMemoryKinds = &PJRT_Executable_OutputMemoryKinds;
  api.PJRT_Executable_OutputElementTypes = &PJRT_Executable_OutputElementTypes;
  api.PJRT_Executable_OutputDimensions = &PJRT_Executable_OutputDimensions;
  api.PJRT_Executable_Fingerprint = &PJRT_Executable_Fingerprint;
  api.PJRT_LoadedExecutable_Destroy = &PJRT_LoadedExecutable_Destroy;
  api.PJRT_LoadedExecutable_GetExecutable =
      &PJRT_LoadedExecutable_GetExecutable;
  api.PJRT_LoadedExecutable_AddressableDevices =
      &PJRT_LoadedExecutable_AddressableDevices;
  api.PJRT_LoadedExecutable_Delete = &PJRT_LoadedExecutable_Delete;
  api.PJRT_LoadedExecutable_IsDeleted = &PJRT_LoadedExecutable_IsDeleted;
  api.PJRT_LoadedExecutable_Execute = &PJRT_LoadedExecutable_Execute;
  api.PJRT_LoadedExecutable_Fingerprint = &PJRT_LoadedExecutable_Fingerprint;
  api.PJRT_LoadedExecutable_GetDeviceAssignment =
      &PJRT_LoadedExecutable_GetDeviceAssignment;
  api.extension_start = extensions();
  return api;
}

} // namespace
} // namespace kiln::pjrt

extern "C" __attribute__((visibility("default"))) const PJRT_Api *GetPjrtApi() {
  static const PJRT_Api api = kiln::pjrt::makeApi();
  return &api;
}
