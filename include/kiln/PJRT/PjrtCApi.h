//===- PjrtCApi.h - kiln's declaration of the PJRT C API ABI -*- C -*-===//
//
// kiln's own declaration of the PJRT C API (OpenXLA's plugin interface) at
// ABI version 0.94, written from the published ABI. kiln's plugin,
// libkiln_pjrt.so, exports `const PJRT_Api *GetPjrtApi(void)` built against
// this header, and jaxlib loads it, so every struct layout, enum value and
// the order of the PJRT_Api function table below must match the published
// ABI exactly. Type and field names follow the ABI so the code reads the same
// as any other PJRT plugin.
//
// Conventions of the ABI: every call takes one `*_Args` struct whose first
// member, `struct_size`, the caller sets to `<Name>_STRUCT_SIZE` (the size of
// the struct up to and including its last field, which lets either side detect
// an older peer), and whose second, `extension_start`, heads an optional chain
// of extensions. Calls return a PJRT_Error* that is null on success and owned
// by the caller otherwise. Fields marked `out` are written by the plugin.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PJRT_PJRTCAPI_H
#define KILN_PJRT_PJRTCAPI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define KILN_PJRT_API_MAJOR 0
#define KILN_PJRT_API_MINOR 94

// Size of `type` up to and including `last_field`: the value callers store in
// `struct_size`.
#define KILN_PJRT_STRUCT_SIZE(type, last_field)                                \
  (offsetof(type, last_field) + sizeof(((type *)0)->last_field))

#ifdef __cplusplus
#define KILN_PJRT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#define KILN_PJRT_ALIGNOF(type) alignof(type)
#else
#define KILN_PJRT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#define KILN_PJRT_ALIGNOF(type) _Alignof(type)
#endif

// Defines `<type>_STRUCT_SIZE` and checks that `last_field` really is the last
// member: the struct's size must be that prefix rounded up to its alignment.
// A new field added without updating the traits fails to compile.
#define KILN_PJRT_STRUCT_TRAITS(type, last_field)                              \
  enum { type##_STRUCT_SIZE = KILN_PJRT_STRUCT_SIZE(type, last_field) };       \
  KILN_PJRT_STATIC_ASSERT(                                                     \
      sizeof(type) == (KILN_PJRT_STRUCT_SIZE(type, last_field) +               \
                       KILN_PJRT_ALIGNOF(type) - 1) /                          \
                          KILN_PJRT_ALIGNOF(type) * KILN_PJRT_ALIGNOF(type),   \
      #type " does not end with " #last_field)

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Extensions
//===----------------------------------------------------------------------===//

// Identifies an extension in the `extension_start` chain.
typedef enum {
  PJRT_Extension_Type_Gpu_Custom_Call = 0,
  PJRT_Extension_Type_Profiler = 1,
  PJRT_Extension_Type_Custom_Partitioner = 2,
  PJRT_Extension_Type_Stream = 3,
  PJRT_Extension_Type_Layouts = 4,
  PJRT_Extension_Type_FFI = 5,
  PJRT_Extension_Type_MemoryDescriptions = 6,
  PJRT_Extension_Type_Triton = 7,
  PJRT_Extension_Type_RawBuffer = 8,
  PJRT_Extension_Type_PhaseCompile = 9,
  PJRT_Extension_Type_Example = 10,
  PJRT_Extension_Type_Unknown = 11,
  PJRT_Extension_Type_CrossHostTransfers = 12,
  PJRT_Extension_Type_ExecutableMetadata = 13,
  PJRT_Extension_Type_Callback = 14,
  PJRT_Extension_Type_HostAllocator = 15,
  PJRT_Extension_Type_TpuTopology = 16,
  PJRT_Extension_Type_TpuExecutable = 17,
  PJRT_Extension_Type_Megascale = 18,
  PJRT_Extension_Type_Shardings = 19,
  PJRT_Extension_Type_AbiVersion = 20,
  PJRT_Extension_Type_Collectives = 21,
} PJRT_Extension_Type;

// Header shared by every extension; `next` links the chain.
typedef struct PJRT_Extension_Base {
  size_t struct_size;
  PJRT_Extension_Type type;
  struct PJRT_Extension_Base *next;
} PJRT_Extension_Base;
KILN_PJRT_STRUCT_TRAITS(PJRT_Extension_Base, next);

//===----------------------------------------------------------------------===//
// Version
//===----------------------------------------------------------------------===//

// The plugin reports the ABI version it was built against (0.94 for kiln).
typedef struct PJRT_Api_Version {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  int major_version; // out
  int minor_version; // out
} PJRT_Api_Version;
KILN_PJRT_STRUCT_TRAITS(PJRT_Api_Version, minor_version);

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

typedef struct PJRT_Error PJRT_Error;

typedef struct PJRT_Error_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Error *error;
} PJRT_Error_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Error_Destroy_Args, error);

// Frees an error; null is allowed.
typedef void PJRT_Error_Destroy(PJRT_Error_Destroy_Args *args);

typedef struct PJRT_Error_Message_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Error *error;
  const char *message; // out, lives as long as `error`
  size_t message_size; // out
} PJRT_Error_Message_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Error_Message_Args, message_size);

typedef void PJRT_Error_Message(PJRT_Error_Message_Args *args);

// Status codes, numbered as absl::StatusCode.
typedef enum {
  PJRT_Error_Code_OK = 0,
  PJRT_Error_Code_CANCELLED = 1,
  PJRT_Error_Code_UNKNOWN = 2,
  PJRT_Error_Code_INVALID_ARGUMENT = 3,
  PJRT_Error_Code_DEADLINE_EXCEEDED = 4,
  PJRT_Error_Code_NOT_FOUND = 5,
  PJRT_Error_Code_ALREADY_EXISTS = 6,
  PJRT_Error_Code_PERMISSION_DENIED = 7,
  PJRT_Error_Code_RESOURCE_EXHAUSTED = 8,
  PJRT_Error_Code_FAILED_PRECONDITION = 9,
  PJRT_Error_Code_ABORTED = 10,
  PJRT_Error_Code_OUT_OF_RANGE = 11,
  PJRT_Error_Code_UNIMPLEMENTED = 12,
  PJRT_Error_Code_INTERNAL = 13,
  PJRT_Error_Code_UNAVAILABLE = 14,
  PJRT_Error_Code_DATA_LOSS = 15,
  PJRT_Error_Code_UNAUTHENTICATED = 16
} PJRT_Error_Code;

typedef struct PJRT_Error_GetCode_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Error *error;
  PJRT_Error_Code code; // out
} PJRT_Error_GetCode_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Error_GetCode_Args, code);

typedef PJRT_Error *PJRT_Error_GetCode(PJRT_Error_GetCode_Args *args);

// Handed by the plugin to caller-provided callbacks so that they can build a
// PJRT_Error; the plugin copies `message`.
typedef PJRT_Error *(*PJRT_CallbackError)(PJRT_Error_Code code,
                                          const char *message,
                                          size_t message_size);

//===----------------------------------------------------------------------===//
// Named values
//===----------------------------------------------------------------------===//

typedef enum {
  PJRT_NamedValue_kString = 0,
  PJRT_NamedValue_kInt64 = 1,
  PJRT_NamedValue_kInt64List = 2,
  PJRT_NamedValue_kFloat = 3,
  PJRT_NamedValue_kBool = 4,
} PJRT_NamedValue_Type;

// A key-value pair; `type` selects the union member.
typedef struct PJRT_NamedValue {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *name;
  size_t name_size;
  PJRT_NamedValue_Type type;
  union {
    const char *string_value;
    int64_t int64_value;
    const int64_t *int64_array_value;
    float float_value;
    bool bool_value;
  };
  // Element count for strings and lists, 1 for scalars.
  size_t value_size;
} PJRT_NamedValue;
KILN_PJRT_STRUCT_TRAITS(PJRT_NamedValue, value_size);

//===----------------------------------------------------------------------===//
// Plugin
//===----------------------------------------------------------------------===//

typedef struct PJRT_Plugin_Initialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
} PJRT_Plugin_Initialize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Plugin_Initialize_Args, extension_start);

// Called once, before any other entry point.
typedef PJRT_Error *PJRT_Plugin_Initialize(PJRT_Plugin_Initialize_Args *args);

typedef struct PJRT_Plugin_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_NamedValue *attributes; // out, lives as long as the process
  size_t num_attributes;             // out
} PJRT_Plugin_Attributes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Plugin_Attributes_Args, num_attributes);

// Plugin-wide attributes such as `xla_version` and the StableHLO versions.
typedef PJRT_Error *PJRT_Plugin_Attributes(PJRT_Plugin_Attributes_Args *args);

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

// Completion of asynchronous work, carrying an error status. The caller frees
// every event it receives with PJRT_Event_Destroy.
typedef struct PJRT_Event PJRT_Event;

typedef struct PJRT_Event_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
} PJRT_Event_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_Destroy_Args, event);

typedef PJRT_Error *PJRT_Event_Destroy(PJRT_Event_Destroy_Args *args);

typedef struct PJRT_Event_IsReady_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
  bool is_ready; // out
} PJRT_Event_IsReady_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_IsReady_Args, is_ready);

typedef PJRT_Error *PJRT_Event_IsReady(PJRT_Event_IsReady_Args *args);

typedef struct PJRT_Event_Error_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
} PJRT_Event_Error_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_Error_Args, event);

// Returns a fresh copy of a ready event's error (null when it succeeded).
typedef PJRT_Error *PJRT_Event_Error(PJRT_Event_Error_Args *args);

typedef struct PJRT_Event_Await_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
} PJRT_Event_Await_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_Await_Args, event);

// Blocks until the event is ready and returns its error status.
typedef PJRT_Error *PJRT_Event_Await(PJRT_Event_Await_Args *args);

// Receives ownership of `error`.
typedef void (*PJRT_Event_OnReadyCallback)(PJRT_Error *error, void *user_arg);

typedef struct PJRT_Event_OnReady_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
  PJRT_Event_OnReadyCallback callback;
  void *user_arg;
} PJRT_Event_OnReady_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_OnReady_Args, user_arg);

typedef PJRT_Error *PJRT_Event_OnReady(PJRT_Event_OnReady_Args *args);

typedef struct PJRT_Event_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event; // out
} PJRT_Event_Create_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_Create_Args, event);

typedef PJRT_Error *PJRT_Event_Create(PJRT_Event_Create_Args *args);

typedef struct PJRT_Event_Set_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event; // made by PJRT_Event_Create
  PJRT_Error_Code error_code;
  const char *error_message; // only read during the call
  size_t error_message_size;
} PJRT_Event_Set_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Event_Set_Args, error_message_size);

typedef PJRT_Error *PJRT_Event_Set(PJRT_Event_Set_Args *args);

//===----------------------------------------------------------------------===//
// Client
//===----------------------------------------------------------------------===//

// Opaque handles, defined by the plugin.
typedef struct PJRT_Client PJRT_Client;
typedef struct PJRT_Device PJRT_Device;
typedef struct PJRT_Memory PJRT_Memory;
typedef struct PJRT_ShapeSpec PJRT_ShapeSpec;
typedef struct PJRT_DeviceDescription PJRT_DeviceDescription;
typedef struct PJRT_TopologyDescription PJRT_TopologyDescription;
typedef struct PJRT_Executable PJRT_Executable;
typedef struct PJRT_LoadedExecutable PJRT_LoadedExecutable;
typedef struct PJRT_Buffer PJRT_Buffer;
typedef struct PJRT_FulfillAliasBufferCallback PJRT_FulfillAliasBufferCallback;
typedef struct PJRT_AsyncHostToDeviceTransferManager
    PJRT_AsyncHostToDeviceTransferManager;
typedef struct PJRT_PhaseCompiler PJRT_PhaseCompiler;

// Optional key-value store the caller offers for multi-process clients.

// Frees a value returned by a get callback.
typedef void (*PJRT_KeyValueGetCallback_ValueDeleter)(char *value);

typedef struct PJRT_KeyValueGetCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  int timeout_in_ms;
  PJRT_CallbackError *callback_error;
  void *user_arg;
  char *value;       // out
  size_t value_size; // out
  // The plugin copies `value` and then calls this to free it.
  PJRT_KeyValueGetCallback_ValueDeleter value_deleter_callback; // out
} PJRT_KeyValueGetCallback_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_KeyValueGetCallback_Args, value_deleter_callback);

// Blocking, thread-safe lookup.
typedef PJRT_Error *(*PJRT_KeyValueGetCallback)(
    PJRT_KeyValueGetCallback_Args *args);

typedef void (*PJRT_KeyValueTryGetCallback_ValueDeleter)(char *value);

typedef struct PJRT_KeyValueTryGetCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  PJRT_CallbackError *callback_error;
  void *user_arg;
  char *value;                                                     // out
  size_t value_size;                                               // out
  PJRT_KeyValueTryGetCallback_ValueDeleter value_deleter_callback; // out
} PJRT_KeyValueTryGetCallback_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_KeyValueTryGetCallback_Args,
                        value_deleter_callback);

// Like the get callback, but fails with NOT_FOUND at once for a missing key.
typedef PJRT_Error *(*PJRT_KeyValueTryGetCallback)(
    PJRT_KeyValueTryGetCallback_Args *args);

typedef struct PJRT_KeyValuePutCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  const char *value; // only read during the call
  size_t value_size;
  PJRT_CallbackError *callback_error;
  void *user_arg;
} PJRT_KeyValuePutCallback_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_KeyValuePutCallback_Args, user_arg);

typedef PJRT_Error *(*PJRT_KeyValuePutCallback)(
    PJRT_KeyValuePutCallback_Args *args);

typedef struct PJRT_Client_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_NamedValue *create_options; // platform-specific options
  size_t num_options;
  PJRT_KeyValueGetCallback kv_get_callback;
  void *kv_get_user_arg;
  PJRT_KeyValuePutCallback kv_put_callback;
  void *kv_put_user_arg;
  PJRT_Client *client; // out
  PJRT_KeyValueTryGetCallback kv_try_get_callback;
  void *kv_try_get_user_arg;
} PJRT_Client_Create_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_Create_Args, kv_try_get_user_arg);

typedef PJRT_Error *PJRT_Client_Create(PJRT_Client_Create_Args *args);

typedef struct PJRT_Client_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
} PJRT_Client_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_Destroy_Args, client);

typedef PJRT_Error *PJRT_Client_Destroy(PJRT_Client_Destroy_Args *args);

typedef struct PJRT_Client_PlatformName_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const char *platform_name; // out, owned by `client`
  size_t platform_name_size; // out
} PJRT_Client_PlatformName_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_PlatformName_Args, platform_name_size);

typedef PJRT_Error *
PJRT_Client_PlatformName(PJRT_Client_PlatformName_Args *args);

typedef struct PJRT_Client_ProcessIndex_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int process_index; // out
} PJRT_Client_ProcessIndex_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_ProcessIndex_Args, process_index);

typedef PJRT_Error *
PJRT_Client_ProcessIndex(PJRT_Client_ProcessIndex_Args *args);

typedef struct PJRT_Client_PlatformVersion_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const char *platform_version; // out, owned by `client`
  size_t platform_version_size; // out
} PJRT_Client_PlatformVersion_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_PlatformVersion_Args,
                        platform_version_size);

typedef PJRT_Error *
PJRT_Client_PlatformVersion(PJRT_Client_PlatformVersion_Args *args);

typedef struct PJRT_Client_TopologyDescription_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_TopologyDescription *topology; // out, owned by `client`
} PJRT_Client_TopologyDescription_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_TopologyDescription_Args, topology);

typedef PJRT_Error *
PJRT_Client_TopologyDescription(PJRT_Client_TopologyDescription_Args *args);

typedef struct PJRT_Client_Devices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Device *const *devices; // out
  size_t num_devices;          // out
} PJRT_Client_Devices_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_Devices_Args, num_devices);

// All devices the runtime sees, addressable or not.
typedef PJRT_Error *PJRT_Client_Devices(PJRT_Client_Devices_Args *args);

typedef struct PJRT_Client_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Device *const *addressable_devices; // out
  size_t num_addressable_devices;          // out
} PJRT_Client_AddressableDevices_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_AddressableDevices_Args,
                        num_addressable_devices);

typedef PJRT_Error *
PJRT_Client_AddressableDevices(PJRT_Client_AddressableDevices_Args *args);

typedef struct PJRT_Client_LookupDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int id;
  PJRT_Device *device; // out, owned by `client`
} PJRT_Client_LookupDevice_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_LookupDevice_Args, device);

typedef PJRT_Error *
PJRT_Client_LookupDevice(PJRT_Client_LookupDevice_Args *args);

typedef struct PJRT_Client_LookupAddressableDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int local_hardware_id;
  PJRT_Device *addressable_device; // out, owned by `client`
} PJRT_Client_LookupAddressableDevice_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_LookupAddressableDevice_Args,
                        addressable_device);

typedef PJRT_Error *PJRT_Client_LookupAddressableDevice(
    PJRT_Client_LookupAddressableDevice_Args *args);

typedef enum {
  PJRT_ProcessState_kUnspecified = 0,
  PJRT_ProcessState_kUninitialized = 1,
  PJRT_ProcessState_kDisconnected = 2,
  PJRT_ProcessState_kConnected = 3,
  PJRT_ProcessState_kError = 4,
} PJRT_ProcessState;

// State of one process of a distributed program (no extension_start).
typedef struct PJRT_ProcessInfo {
  size_t struct_size;
  int task_id;
  uint64_t incarnation_id;
  PJRT_ProcessState state;
  int error_code;
  const char *error_message;
  size_t error_message_size;
} PJRT_ProcessInfo;
KILN_PJRT_STRUCT_TRAITS(PJRT_ProcessInfo, error_message_size);

typedef struct PJRT_Client_UpdateGlobalProcessInfo_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_ProcessInfo *process_infos;
  size_t num_process_infos;
} PJRT_Client_UpdateGlobalProcessInfo_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_UpdateGlobalProcessInfo_Args,
                        num_process_infos);

typedef PJRT_Error *PJRT_Client_UpdateGlobalProcessInfo(
    PJRT_Client_UpdateGlobalProcessInfo_Args *args);

typedef struct PJRT_Client_AddressableMemories_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Memory *const *addressable_memories; // out
  size_t num_addressable_memories;          // out
} PJRT_Client_AddressableMemories_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_AddressableMemories_Args,
                        num_addressable_memories);

typedef PJRT_Error *
PJRT_Client_AddressableMemories(PJRT_Client_AddressableMemories_Args *args);

// A program to compile. `format` is "hlo", "hlo_with_config" or "mlir"
// (StableHLO bytecode or text).
typedef struct PJRT_Program {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  char *code; // in or out depending on the call
  size_t code_size;
  const char *format;
  size_t format_size;
} PJRT_Program;
KILN_PJRT_STRUCT_TRAITS(PJRT_Program, format_size);

typedef struct PJRT_Client_Compile_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const PJRT_Program *program;
  const char *compile_options; // serialized xla.CompileOptionsProto
  size_t compile_options_size;
  PJRT_LoadedExecutable *executable; // out
} PJRT_Client_Compile_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_Compile_Args, executable);

typedef PJRT_Error *PJRT_Client_Compile(PJRT_Client_Compile_Args *args);

typedef struct PJRT_Client_DefaultDeviceAssignment_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int num_replicas;
  int num_partitions;
  // At least num_replicas * num_partitions.
  size_t default_assignment_size;
  // Caller-owned array that receives num_replicas * num_partitions ids.
  int *default_assignment;
} PJRT_Client_DefaultDeviceAssignment_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_DefaultDeviceAssignment_Args,
                        default_assignment);

typedef PJRT_Error *PJRT_Client_DefaultDeviceAssignment(
    PJRT_Client_DefaultDeviceAssignment_Args *args);

typedef struct PJRT_Client_DmaMap_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  void *data;
  size_t size;
} PJRT_Client_DmaMap_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_DmaMap_Args, size);

typedef PJRT_Error *PJRT_Client_DmaMap(PJRT_Client_DmaMap_Args *args);

typedef struct PJRT_Client_DmaUnmap_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  void *data;
} PJRT_Client_DmaUnmap_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_DmaUnmap_Args, data);

typedef PJRT_Error *PJRT_Client_DmaUnmap(PJRT_Client_DmaUnmap_Args *args);

// Asynchronous host-to-device transfer manager.

typedef struct PJRT_AsyncHostToDeviceTransferManager_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
} PJRT_AsyncHostToDeviceTransferManager_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_Destroy_Args,
                        transfer_manager);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_Destroy(
    PJRT_AsyncHostToDeviceTransferManager_Destroy_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_TransferData_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  int buffer_index;
  const void *data;
  int64_t offset;
  int64_t transfer_size;
  bool is_last_transfer;
  PJRT_Event *done_with_h2d_transfer; // out
} PJRT_AsyncHostToDeviceTransferManager_TransferData_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_TransferData_Args,
                        done_with_h2d_transfer);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_TransferData(
    PJRT_AsyncHostToDeviceTransferManager_TransferData_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  int buffer_index;
  PJRT_Buffer *buffer_out; // out
} PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(
    PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer_Args, buffer_out);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer(
    PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_Device_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  PJRT_Device *device_out; // out
} PJRT_AsyncHostToDeviceTransferManager_Device_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_Device_Args,
                        device_out);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_Device(
    PJRT_AsyncHostToDeviceTransferManager_Device_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_BufferCount_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  size_t buffer_count; // out
} PJRT_AsyncHostToDeviceTransferManager_BufferCount_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_BufferCount_Args,
                        buffer_count);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_BufferCount(
    PJRT_AsyncHostToDeviceTransferManager_BufferCount_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_BufferSize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  int buffer_index;
  size_t buffer_size; // out
} PJRT_AsyncHostToDeviceTransferManager_BufferSize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_BufferSize_Args,
                        buffer_size);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_BufferSize(
    PJRT_AsyncHostToDeviceTransferManager_BufferSize_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_SetBufferError_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  int buffer_index;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
} PJRT_AsyncHostToDeviceTransferManager_SetBufferError_Args;
KILN_PJRT_STRUCT_TRAITS(
    PJRT_AsyncHostToDeviceTransferManager_SetBufferError_Args,
    error_message_size);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_SetBufferError(
    PJRT_AsyncHostToDeviceTransferManager_SetBufferError_Args *args);

typedef struct PJRT_AsyncHostToDeviceTransferManager_AddMetadata_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  const PJRT_NamedValue *transfer_metadata;
  size_t num_metadata;
} PJRT_AsyncHostToDeviceTransferManager_AddMetadata_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncHostToDeviceTransferManager_AddMetadata_Args,
                        num_metadata);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_AddMetadata(
    PJRT_AsyncHostToDeviceTransferManager_AddMetadata_Args *args);

// Element types, numbered in the ABI's own order (not xla::PrimitiveType's).
typedef enum {
  PJRT_Buffer_Type_INVALID = 0,
  PJRT_Buffer_Type_PRED = 1,
  PJRT_Buffer_Type_S8 = 2,
  PJRT_Buffer_Type_S16 = 3,
  PJRT_Buffer_Type_S32 = 4,
  PJRT_Buffer_Type_S64 = 5,
  PJRT_Buffer_Type_U8 = 6,
  PJRT_Buffer_Type_U16 = 7,
  PJRT_Buffer_Type_U32 = 8,
  PJRT_Buffer_Type_U64 = 9,
  PJRT_Buffer_Type_F16 = 10,
  PJRT_Buffer_Type_F32 = 11,
  PJRT_Buffer_Type_F64 = 12,
  PJRT_Buffer_Type_BF16 = 13,
  PJRT_Buffer_Type_C64 = 14,
  PJRT_Buffer_Type_C128 = 15,
  PJRT_Buffer_Type_F8E5M2 = 16,
  PJRT_Buffer_Type_F8E4M3FN = 17,
  PJRT_Buffer_Type_F8E4M3B11FNUZ = 18,
  PJRT_Buffer_Type_F8E5M2FNUZ = 19,
  PJRT_Buffer_Type_F8E4M3FNUZ = 20,
  PJRT_Buffer_Type_S4 = 21,
  PJRT_Buffer_Type_U4 = 22,
  PJRT_Buffer_Type_TOKEN = 23,
  PJRT_Buffer_Type_S2 = 24,
  PJRT_Buffer_Type_U2 = 25,
  PJRT_Buffer_Type_F8E4M3 = 26,
  PJRT_Buffer_Type_F8E3M4 = 27,
  PJRT_Buffer_Type_F8E8M0FNU = 28,
  PJRT_Buffer_Type_F4E2M1FN = 29,
  PJRT_Buffer_Type_S1 = 30,
  PJRT_Buffer_Type_U1 = 31,
} PJRT_Buffer_Type;

// How long the plugin may keep using (and whether it may write) the host data
// passed to PJRT_Client_BufferFromHostBuffer.
typedef enum {
  // Only during the call.
  PJRT_HostBufferSemantics_kImmutableOnlyDuringCall = 0,
  // Until `done_with_host_buffer` fires.
  PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes = 1,
  // For the buffer's lifetime, read-only (may alias).
  PJRT_HostBufferSemantics_kImmutableZeroCopy = 2,
  // For the buffer's lifetime, writable (may alias).
  PJRT_HostBufferSemantics_kMutableZeroCopy = 3,
} PJRT_HostBufferSemantics;

typedef enum {
  PJRT_Buffer_MemoryLayout_Type_Tiled = 0,
  PJRT_Buffer_MemoryLayout_Type_Strides = 1,
} PJRT_Buffer_MemoryLayout_Type;

// Minor-to-major dimension order plus optional tiles, concatenated in
// `tile_dims` with `tile_dim_sizes[i]` dimensions in tile i.
typedef struct PJRT_Buffer_MemoryLayout_Tiled {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const int64_t *minor_to_major;
  size_t minor_to_major_size;
  const int64_t *tile_dims;
  const size_t *tile_dim_sizes;
  size_t num_tiles;
} PJRT_Buffer_MemoryLayout_Tiled;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_MemoryLayout_Tiled, num_tiles);

// Byte strides per dimension; they may be negative.
typedef struct PJRT_Buffer_MemoryLayout_Strides {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const int64_t *byte_strides;
  size_t num_byte_strides;
} PJRT_Buffer_MemoryLayout_Strides;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_MemoryLayout_Strides, num_byte_strides);

// A memory layout; `type` selects the union member.
typedef struct PJRT_Buffer_MemoryLayout {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  union {
    PJRT_Buffer_MemoryLayout_Tiled tiled;
    PJRT_Buffer_MemoryLayout_Strides strides;
  };
  PJRT_Buffer_MemoryLayout_Type type;
} PJRT_Buffer_MemoryLayout;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_MemoryLayout, type);

typedef struct PJRT_AsyncHostToDeviceTransferManager_TransferLiteral_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager;
  int buffer_index;
  const void *data;
  // Shape of the literal.
  const int64_t *shape_dims;
  size_t shape_num_dims;
  PJRT_Buffer_Type shape_element_type;
  PJRT_Buffer_MemoryLayout *shape_layout;
  PJRT_Event *done_with_h2d_transfer; // out
} PJRT_AsyncHostToDeviceTransferManager_TransferLiteral_Args;
KILN_PJRT_STRUCT_TRAITS(
    PJRT_AsyncHostToDeviceTransferManager_TransferLiteral_Args,
    done_with_h2d_transfer);

typedef PJRT_Error *PJRT_AsyncHostToDeviceTransferManager_TransferLiteral(
    PJRT_AsyncHostToDeviceTransferManager_TransferLiteral_Args *args);

// Buffer creation.

typedef struct PJRT_Client_CreateUninitializedBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const int64_t *shape_dims;
  size_t shape_num_dims;
  PJRT_Buffer_Type shape_element_type;
  PJRT_Buffer_MemoryLayout *shape_layout;
  PJRT_Device *device;
  PJRT_Memory *memory; // takes precedence over `device` when set
  PJRT_Buffer *buffer; // out
} PJRT_Client_CreateUninitializedBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_CreateUninitializedBuffer_Args, buffer);

typedef PJRT_Error *PJRT_Client_CreateUninitializedBuffer(
    PJRT_Client_CreateUninitializedBuffer_Args *args);

typedef struct PJRT_Client_CreateErrorBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
  const int64_t *shape_dims;
  size_t shape_num_dims;
  PJRT_Buffer_Type shape_element_type;
  PJRT_Buffer_MemoryLayout *shape_layout;
  PJRT_Memory *memory;
  PJRT_Buffer *buffer; // out
} PJRT_Client_CreateErrorBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_CreateErrorBuffer_Args, buffer);

// A buffer with no storage whose use in an execution fails with the error.
typedef PJRT_Error *
PJRT_Client_CreateErrorBuffer(PJRT_Client_CreateErrorBuffer_Args *args);

typedef struct PJRT_Client_CreateAliasBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Memory *memory;
  const int64_t *shape_dims;
  size_t shape_num_dims;
  PJRT_Buffer_Type shape_element_type;
  PJRT_Buffer_MemoryLayout *shape_layout;
  PJRT_Buffer *alias_buffer;                                // out
  PJRT_FulfillAliasBufferCallback *fulfill_alias_buffer_cb; // out
} PJRT_Client_CreateAliasBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_CreateAliasBuffer_Args,
                        fulfill_alias_buffer_cb);

typedef PJRT_Error *
PJRT_Client_CreateAliasBuffer(PJRT_Client_CreateAliasBuffer_Args *args);

typedef struct PJRT_Client_FulfillAliasBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Buffer *buffer;
  PJRT_Error_Code status_code;
  const char *error_message;
  size_t error_message_size;
  PJRT_FulfillAliasBufferCallback *fulfill_alias_buffer_cb;
} PJRT_Client_FulfillAliasBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_FulfillAliasBuffer_Args,
                        fulfill_alias_buffer_cb);

typedef PJRT_Error *
PJRT_Client_FulfillAliasBuffer(PJRT_Client_FulfillAliasBuffer_Args *args);

typedef struct PJRT_Client_BufferFromHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const void *data;
  PJRT_Buffer_Type type;
  const int64_t *dims;
  size_t num_dims;
  // Empty means dense, major-to-minor.
  const int64_t *byte_strides;
  size_t num_byte_strides;
  PJRT_HostBufferSemantics host_buffer_semantics;
  PJRT_Device *device;
  PJRT_Memory *memory; // takes precedence over `device` when set
  // Null means dense, major-to-minor on the device.
  PJRT_Buffer_MemoryLayout *device_layout;
  PJRT_Event *done_with_host_buffer; // out, when `data` may be freed
  PJRT_Buffer *buffer;               // out
} PJRT_Client_BufferFromHostBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_BufferFromHostBuffer_Args, buffer);

typedef PJRT_Error *
PJRT_Client_BufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args *args);

typedef struct PJRT_Client_CreateViewOfDeviceBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  void *device_buffer_ptr; // not owned by the new buffer
  const int64_t *dims;
  size_t num_dims;
  PJRT_Buffer_Type element_type;
  PJRT_Buffer_MemoryLayout *layout;
  PJRT_Device *device; // deprecated in favour of `memory`
  void (*on_delete_callback)(void *device_buffer_ptr, void *user_arg);
  void *on_delete_callback_arg;
  intptr_t stream;     // platform stream handle, may be 0
  PJRT_Buffer *buffer; // out
  PJRT_Memory *memory;
} PJRT_Client_CreateViewOfDeviceBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_CreateViewOfDeviceBuffer_Args, memory);

typedef PJRT_Error *PJRT_Client_CreateViewOfDeviceBuffer(
    PJRT_Client_CreateViewOfDeviceBuffer_Args *args);

struct PJRT_ShapeSpec {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const int64_t *dims;
  size_t num_dims;
  PJRT_Buffer_Type element_type;
};
KILN_PJRT_STRUCT_TRAITS(PJRT_ShapeSpec, element_type);

typedef struct PJRT_Client_CreateBuffersForAsyncHostToDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_ShapeSpec *shape_specs;
  size_t num_shape_specs;
  PJRT_Buffer_MemoryLayout **device_layouts; // optional
  size_t num_device_layouts;
  PJRT_Memory *memory;
  PJRT_AsyncHostToDeviceTransferManager *transfer_manager; // out
} PJRT_Client_CreateBuffersForAsyncHostToDevice_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Client_CreateBuffersForAsyncHostToDevice_Args,
                        transfer_manager);

typedef PJRT_Error *PJRT_Client_CreateBuffersForAsyncHostToDevice(
    PJRT_Client_CreateBuffersForAsyncHostToDevice_Args *args);

//===----------------------------------------------------------------------===//
// Device descriptions
//===----------------------------------------------------------------------===//

typedef struct PJRT_DeviceDescription_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  int id; // out
} PJRT_DeviceDescription_Id_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_Id_Args, id);

typedef PJRT_Error *
PJRT_DeviceDescription_Id(PJRT_DeviceDescription_Id_Args *args);

typedef struct PJRT_DeviceDescription_ProcessIndex_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  int process_index; // out
} PJRT_DeviceDescription_ProcessIndex_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_ProcessIndex_Args,
                        process_index);

typedef PJRT_Error *PJRT_DeviceDescription_ProcessIndex(
    PJRT_DeviceDescription_ProcessIndex_Args *args);

// Note the ABI's order: the count comes before the array here.
typedef struct PJRT_DeviceDescription_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  size_t num_attributes;             // out
  const PJRT_NamedValue *attributes; // out
} PJRT_DeviceDescription_Attributes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_Attributes_Args, attributes);

typedef PJRT_Error *
PJRT_DeviceDescription_Attributes(PJRT_DeviceDescription_Attributes_Args *args);

typedef struct PJRT_DeviceDescription_Kind_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *device_kind; // out, owned by the device
  size_t device_kind_size; // out
} PJRT_DeviceDescription_Kind_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_Kind_Args, device_kind_size);

typedef PJRT_Error *
PJRT_DeviceDescription_Kind(PJRT_DeviceDescription_Kind_Args *args);

typedef struct PJRT_DeviceDescription_DebugString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *debug_string; // out
  size_t debug_string_size; // out
} PJRT_DeviceDescription_DebugString_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_DebugString_Args,
                        debug_string_size);

typedef PJRT_Error *PJRT_DeviceDescription_DebugString(
    PJRT_DeviceDescription_DebugString_Args *args);

typedef struct PJRT_DeviceDescription_ToString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *to_string; // out
  size_t to_string_size; // out
} PJRT_DeviceDescription_ToString_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_DeviceDescription_ToString_Args, to_string_size);

typedef PJRT_Error *
PJRT_DeviceDescription_ToString(PJRT_DeviceDescription_ToString_Args *args);

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

typedef struct PJRT_Device_GetDescription_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_DeviceDescription *device_description; // out
} PJRT_Device_GetDescription_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_GetDescription_Args, device_description);

typedef PJRT_Error *
PJRT_Device_GetDescription(PJRT_Device_GetDescription_Args *args);

typedef struct PJRT_Device_IsAddressable_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  bool is_addressable; // out
} PJRT_Device_IsAddressable_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_IsAddressable_Args, is_addressable);

typedef PJRT_Error *
PJRT_Device_IsAddressable(PJRT_Device_IsAddressable_Args *args);

typedef struct PJRT_Device_LocalHardwareId_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  int local_hardware_id; // out, -1 if undefined
} PJRT_Device_LocalHardwareId_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_LocalHardwareId_Args, local_hardware_id);

typedef PJRT_Error *
PJRT_Device_LocalHardwareId(PJRT_Device_LocalHardwareId_Args *args);

typedef struct PJRT_Device_AddressableMemories_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_Memory *const *memories; // out, lives as long as `device`
  size_t num_memories;          // out
} PJRT_Device_AddressableMemories_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_AddressableMemories_Args, num_memories);

typedef PJRT_Error *
PJRT_Device_AddressableMemories(PJRT_Device_AddressableMemories_Args *args);

typedef struct PJRT_Device_DefaultMemory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_Memory *memory; // out
} PJRT_Device_DefaultMemory_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_DefaultMemory_Args, memory);

typedef PJRT_Error *
PJRT_Device_DefaultMemory(PJRT_Device_DefaultMemory_Args *args);

// Allocator statistics, all out; each `*_is_set` says whether the value before
// it was reported. Only `bytes_in_use` is mandatory.
typedef struct PJRT_Device_MemoryStats_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  int64_t bytes_in_use;
  int64_t peak_bytes_in_use;
  bool peak_bytes_in_use_is_set;
  int64_t num_allocs;
  bool num_allocs_is_set;
  int64_t largest_alloc_size;
  bool largest_alloc_size_is_set;
  int64_t bytes_limit;
  bool bytes_limit_is_set;
  int64_t bytes_reserved;
  bool bytes_reserved_is_set;
  int64_t peak_bytes_reserved;
  bool peak_bytes_reserved_is_set;
  int64_t bytes_reservable_limit;
  bool bytes_reservable_limit_is_set;
  int64_t largest_free_block_bytes;
  bool largest_free_block_bytes_is_set;
  int64_t pool_bytes;
  bool pool_bytes_is_set;
  int64_t peak_pool_bytes;
  bool peak_pool_bytes_is_set;
} PJRT_Device_MemoryStats_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_MemoryStats_Args, peak_pool_bytes_is_set);

typedef PJRT_Error *PJRT_Device_MemoryStats(PJRT_Device_MemoryStats_Args *args);

typedef struct PJRT_Device_PoisonExecution_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  int32_t launch_id;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
  bool poisoned; // out
} PJRT_Device_PoisonExecution_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_PoisonExecution_Args, poisoned);

// Makes the outputs of the earliest unfinished execution with `launch_id`
// fail with the given error.
typedef PJRT_Error *
PJRT_Device_PoisonExecution(PJRT_Device_PoisonExecution_Args *args);

typedef struct PJRT_Device_Attributes PJRT_Device_Attributes;

typedef struct PJRT_Device_GetAttributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  const PJRT_NamedValue *attributes;         // out
  size_t num_attributes;                     // out
  PJRT_Device_Attributes *device_attributes; // out, backs `attributes`
  void (*attributes_deleter)(PJRT_Device_Attributes *device_attributes); // out
} PJRT_Device_GetAttributes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_GetAttributes_Args, attributes_deleter);

typedef PJRT_Error *
PJRT_Device_GetAttributes(PJRT_Device_GetAttributes_Args *args);

//===----------------------------------------------------------------------===//
// Async tracking events
//===----------------------------------------------------------------------===//

typedef struct PJRT_AsyncTrackingEvent PJRT_AsyncTrackingEvent;

typedef struct PJRT_Device_CreateAsyncTrackingEvent_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  const char *description;
  size_t description_size;
  PJRT_AsyncTrackingEvent *event; // out
} PJRT_Device_CreateAsyncTrackingEvent_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Device_CreateAsyncTrackingEvent_Args, event);

typedef PJRT_Error *PJRT_Device_CreateAsyncTrackingEvent(
    PJRT_Device_CreateAsyncTrackingEvent_Args *args);

typedef struct PJRT_AsyncTrackingEvent_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_AsyncTrackingEvent *event;
} PJRT_AsyncTrackingEvent_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_AsyncTrackingEvent_Destroy_Args, event);

typedef PJRT_Error *
PJRT_AsyncTrackingEvent_Destroy(PJRT_AsyncTrackingEvent_Destroy_Args *args);

//===----------------------------------------------------------------------===//
// Memories
//===----------------------------------------------------------------------===//

typedef struct PJRT_Memory_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  int id; // out
} PJRT_Memory_Id_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_Id_Args, id);

typedef PJRT_Error *PJRT_Memory_Id(PJRT_Memory_Id_Args *args);

typedef struct PJRT_Memory_Kind_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *kind; // out, lives as long as `memory`
  size_t kind_size; // out
} PJRT_Memory_Kind_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_Kind_Args, kind_size);

typedef PJRT_Error *PJRT_Memory_Kind(PJRT_Memory_Kind_Args *args);

typedef struct PJRT_Memory_Kind_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  int kind_id; // out
} PJRT_Memory_Kind_Id_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_Kind_Id_Args, kind_id);

typedef PJRT_Error *PJRT_Memory_Kind_Id(PJRT_Memory_Kind_Id_Args *args);

typedef struct PJRT_Memory_DebugString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *debug_string; // out
  size_t debug_string_size; // out
} PJRT_Memory_DebugString_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_DebugString_Args, debug_string_size);

typedef PJRT_Error *PJRT_Memory_DebugString(PJRT_Memory_DebugString_Args *args);

typedef struct PJRT_Memory_ToString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *to_string; // out
  size_t to_string_size; // out
} PJRT_Memory_ToString_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_ToString_Args, to_string_size);

typedef PJRT_Error *PJRT_Memory_ToString(PJRT_Memory_ToString_Args *args);

typedef struct PJRT_Memory_AddressableByDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  PJRT_Device *const *devices; // out
  size_t num_devices;          // out
} PJRT_Memory_AddressableByDevices_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Memory_AddressableByDevices_Args, num_devices);

typedef PJRT_Error *
PJRT_Memory_AddressableByDevices(PJRT_Memory_AddressableByDevices_Args *args);

//===----------------------------------------------------------------------===//
// Execute contexts
//===----------------------------------------------------------------------===//

// Extra per-execution state; the caller keeps it alive during the execution.
typedef struct PJRT_ExecuteContext PJRT_ExecuteContext;

typedef struct PJRT_ExecuteContext_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_ExecuteContext *context; // out
} PJRT_ExecuteContext_Create_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_ExecuteContext_Create_Args, context);

typedef PJRT_Error *
PJRT_ExecuteContext_Create(PJRT_ExecuteContext_Create_Args *args);

typedef struct PJRT_ExecuteContext_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_ExecuteContext *context;
} PJRT_ExecuteContext_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_ExecuteContext_Destroy_Args, context);

typedef PJRT_Error *
PJRT_ExecuteContext_Destroy(PJRT_ExecuteContext_Destroy_Args *args);

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

typedef struct PJRT_Executable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
} PJRT_Executable_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_Destroy_Args, executable);

typedef PJRT_Error *PJRT_Executable_Destroy(PJRT_Executable_Destroy_Args *args);

typedef struct PJRT_LoadedExecutable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
} PJRT_LoadedExecutable_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_Destroy_Args, executable);

// Deletes the runtime object (as PJRT_LoadedExecutable_Delete) and frees the
// handle.
typedef PJRT_Error *
PJRT_LoadedExecutable_Destroy(PJRT_LoadedExecutable_Destroy_Args *args);

typedef struct PJRT_LoadedExecutable_GetExecutable_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *loaded_executable;
  PJRT_Executable *executable; // out, freed with PJRT_Executable_Destroy
} PJRT_LoadedExecutable_GetExecutable_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_GetExecutable_Args, executable);

typedef PJRT_Error *PJRT_LoadedExecutable_GetExecutable(
    PJRT_LoadedExecutable_GetExecutable_Args *args);

typedef struct PJRT_DeviceAssignmentSerialized PJRT_DeviceAssignmentSerialized;

typedef struct PJRT_LoadedExecutable_GetDeviceAssignment_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  // Serialized xla.DeviceAssignmentProto, backed by the object below.
  const char *serialized_bytes;                                  // out
  size_t serialized_bytes_size;                                  // out
  PJRT_DeviceAssignmentSerialized *serialized_device_assignment; // out
  // Called once by the caller to free the backing object.
  void (*serialized_device_assignment_deleter)(
      PJRT_DeviceAssignmentSerialized *da); // out
} PJRT_LoadedExecutable_GetDeviceAssignment_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                        serialized_device_assignment_deleter);

typedef PJRT_Error *PJRT_LoadedExecutable_GetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args *args);

typedef struct PJRT_Executable_Name_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  const char *executable_name; // out, owned by `executable`
  size_t executable_name_size; // out
} PJRT_Executable_Name_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_Name_Args, executable_name_size);

typedef PJRT_Error *PJRT_Executable_Name(PJRT_Executable_Name_Args *args);

typedef struct PJRT_Executable_NumReplicas_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_replicas; // out
} PJRT_Executable_NumReplicas_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_NumReplicas_Args, num_replicas);

typedef PJRT_Error *
PJRT_Executable_NumReplicas(PJRT_Executable_NumReplicas_Args *args);

typedef struct PJRT_Executable_NumPartitions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_partitions; // out
} PJRT_Executable_NumPartitions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_NumPartitions_Args, num_partitions);

typedef PJRT_Error *
PJRT_Executable_NumPartitions(PJRT_Executable_NumPartitions_Args *args);

typedef struct PJRT_LoadedExecutable_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  PJRT_Device *const *addressable_devices; // out
  size_t num_addressable_devices;          // out
} PJRT_LoadedExecutable_AddressableDevices_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_AddressableDevices_Args,
                        num_addressable_devices);

typedef PJRT_Error *PJRT_LoadedExecutable_AddressableDevices(
    PJRT_LoadedExecutable_AddressableDevices_Args *args);

typedef struct PJRT_Executable_OptimizedProgram_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  PJRT_Program *program; // out, caller-provided
} PJRT_Executable_OptimizedProgram_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_OptimizedProgram_Args, program);

// Two-call protocol: with `program->code` null the plugin sets
// `program->code_size`; the caller then allocates that many bytes, points
// `program->code` at them and calls again to receive the optimized program.
// The plugin sets `program->format`, which it owns.
typedef PJRT_Error *
PJRT_Executable_OptimizedProgram(PJRT_Executable_OptimizedProgram_Args *args);

typedef struct PJRT_LoadedExecutable_Delete_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
} PJRT_LoadedExecutable_Delete_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_Delete_Args, executable);

// Releases the runtime executable but keeps the handle, which afterwards only
// supports IsDeleted and Destroy.
typedef PJRT_Error *
PJRT_LoadedExecutable_Delete(PJRT_LoadedExecutable_Delete_Args *args);

typedef struct PJRT_LoadedExecutable_IsDeleted_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  bool is_deleted; // out
} PJRT_LoadedExecutable_IsDeleted_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_IsDeleted_Args, is_deleted);

typedef PJRT_Error *
PJRT_LoadedExecutable_IsDeleted(PJRT_LoadedExecutable_IsDeleted_Args *args);

// A chunk of host data; whoever consumes it calls `deleter(data,
// deleter_arg)`. Has no struct_size.
typedef struct PJRT_Chunk {
  void *data;
  size_t size;
  void (*deleter)(void *data, void *deleter_arg);
  void *deleter_arg;
} PJRT_Chunk;

typedef struct PJRT_CopyToDeviceStream PJRT_CopyToDeviceStream;

struct PJRT_TransferMetadata;

// Host callbacks for send and recv ops in a program. A send callback returns
// null or an error built with `callback_error`; a recv callback takes
// ownership of `stream` and destroys it with PJRT_CopyToDeviceStream_Destroy.
typedef PJRT_Error *(*PJRT_SendCallback)(PJRT_Chunk *chunk,
                                         PJRT_CallbackError *callback_error,
                                         size_t total_size_in_bytes, bool done,
                                         void *user_arg);
typedef void (*PJRT_RecvCallback)(PJRT_CopyToDeviceStream *stream,
                                  void *user_arg);

// Callback bindings keyed by channel id (no struct_size field).
typedef struct PJRT_SendCallbackInfo {
  int64_t channel_id;
  void *user_arg;
  PJRT_SendCallback send_callback;
} PJRT_SendCallbackInfo;
KILN_PJRT_STRUCT_TRAITS(PJRT_SendCallbackInfo, send_callback);

typedef struct PJRT_RecvCallbackInfo {
  int64_t channel_id;
  void *user_arg;
  PJRT_RecvCallback recv_callback;
} PJRT_RecvCallbackInfo;
KILN_PJRT_STRUCT_TRAITS(PJRT_RecvCallbackInfo, recv_callback);

typedef struct PJRT_ExecuteOptions {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  // Indexed [device][op]; the outer lists have one entry per addressable
  // device of the executable.
  PJRT_SendCallbackInfo **send_callbacks;
  PJRT_RecvCallbackInfo **recv_callbacks;
  size_t num_send_ops;
  size_t num_recv_ops;
  // Non-zero ties this execution to a multi-device launch.
  int launch_id;
  // Inputs that must not be donated even if the program aliases them.
  const int64_t *non_donatable_input_indices;
  size_t num_non_donatable_input_indices;
  PJRT_ExecuteContext *context;
  // NUL-terminated caller source location, only valid during the call.
  const char *call_location;
  // Task task_ids[i] has incarnation incarnation_ids[i].
  size_t num_tasks;
  int *task_ids;
  int64_t *incarnation_ids;
} PJRT_ExecuteOptions;
KILN_PJRT_STRUCT_TRAITS(PJRT_ExecuteOptions, incarnation_ids);

typedef struct PJRT_LoadedExecutable_Execute_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  PJRT_ExecuteOptions *options;
  // Inputs indexed [num_devices][num_args].
  PJRT_Buffer *const *const *argument_lists;
  size_t num_devices;
  size_t num_args;
  // Caller-allocated [num_devices][num_outputs]; the plugin fills in buffers
  // that the caller destroys.
  PJRT_Buffer **const *output_lists;
  // Optional, one per device; the plugin fills in completion events.
  PJRT_Event **device_complete_events;
  // When set, run only on this device (num_devices must be 1).
  PJRT_Device *execute_device;
} PJRT_LoadedExecutable_Execute_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_Execute_Args, execute_device);

typedef PJRT_Error *
PJRT_LoadedExecutable_Execute(PJRT_LoadedExecutable_Execute_Args *args);

typedef struct PJRT_Executable_NumOutputs_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs; // out
} PJRT_Executable_NumOutputs_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_NumOutputs_Args, num_outputs);

typedef PJRT_Error *
PJRT_Executable_NumOutputs(PJRT_Executable_NumOutputs_Args *args);

typedef struct PJRT_Executable_SizeOfGeneratedCodeInBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  int64_t size_in_bytes; // out
} PJRT_Executable_SizeOfGeneratedCodeInBytes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                        size_in_bytes);

typedef PJRT_Error *PJRT_Executable_SizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args *args);

typedef struct PJRT_Executable_Fingerprint_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  const char *executable_fingerprint; // out, lives as long as `executable`
  size_t executable_fingerprint_size; // out
} PJRT_Executable_Fingerprint_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_Fingerprint_Args,
                        executable_fingerprint_size);

typedef PJRT_Error *
PJRT_Executable_Fingerprint(PJRT_Executable_Fingerprint_Args *args);

// Note the ABI's order: the count comes before the array here.
typedef struct PJRT_Executable_GetCostAnalysis_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_properties;             // out
  const PJRT_NamedValue *properties; // out, owned by `executable`
} PJRT_Executable_GetCostAnalysis_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_GetCostAnalysis_Args, properties);

typedef PJRT_Error *
PJRT_Executable_GetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args *args);

// Mirrors xla::CompiledMemoryStats; every size is out.
typedef struct PJRT_Executable_GetCompiledMemoryStats_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  // Default device memory.
  int64_t generated_code_size_in_bytes;
  int64_t argument_size_in_bytes;
  int64_t output_size_in_bytes;
  int64_t alias_size_in_bytes;
  int64_t temp_size_in_bytes;
  // Host memory.
  int64_t host_generated_code_size_in_bytes;
  int64_t host_argument_size_in_bytes;
  int64_t host_output_size_in_bytes;
  int64_t host_alias_size_in_bytes;
  int64_t host_temp_size_in_bytes;
  int64_t peak_memory_in_bytes;
  int64_t total_size_in_bytes;
} PJRT_Executable_GetCompiledMemoryStats_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_GetCompiledMemoryStats_Args,
                        total_size_in_bytes);

typedef PJRT_Error *PJRT_Executable_GetCompiledMemoryStats(
    PJRT_Executable_GetCompiledMemoryStats_Args *args);

typedef struct PJRT_Executable_OutputElementTypes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  PJRT_Buffer_Type *output_types; // out
  size_t num_output_types;        // out
} PJRT_Executable_OutputElementTypes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_OutputElementTypes_Args,
                        num_output_types);

typedef PJRT_Error *PJRT_Executable_OutputElementTypes(
    PJRT_Executable_OutputElementTypes_Args *args);

// All output shapes concatenated: output i has `dim_sizes[i]` entries of
// `dims`.
typedef struct PJRT_Executable_OutputDimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;
  const int64_t *dims;     // out
  const size_t *dim_sizes; // out
} PJRT_Executable_OutputDimensions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_OutputDimensions_Args, dim_sizes);

typedef PJRT_Error *
PJRT_Executable_OutputDimensions(PJRT_Executable_OutputDimensions_Args *args);

typedef struct PJRT_Executable_OutputMemoryKinds_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;
  const char *const *memory_kinds; // out
  const size_t *memory_kind_sizes; // out
} PJRT_Executable_OutputMemoryKinds_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_OutputMemoryKinds_Args,
                        memory_kind_sizes);

typedef PJRT_Error *
PJRT_Executable_OutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args *args);

typedef struct PJRT_SerializedExecutable PJRT_SerializedExecutable;

typedef struct PJRT_SerializedCompileOptions PJRT_SerializedCompileOptions;

typedef struct PJRT_Executable_Serialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Executable *executable;
  // Backed by `serialized_executable`.
  const char *serialized_bytes;                     // out
  size_t serialized_bytes_size;                     // out
  PJRT_SerializedExecutable *serialized_executable; // out
  // Called once by the caller to free the backing object.
  void (*serialized_executable_deleter)(PJRT_SerializedExecutable *exec); // out
} PJRT_Executable_Serialize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_Serialize_Args,
                        serialized_executable_deleter);

typedef PJRT_Error *
PJRT_Executable_Serialize(PJRT_Executable_Serialize_Args *args);

typedef struct PJRT_Executable_GetCompileOptions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  // Serialized xla.CompileOptionsProto, backed by the object below.
  const char *serialized_bytes;                              // out
  size_t serialized_bytes_size;                              // out
  PJRT_SerializedCompileOptions *serialized_compile_options; // out
  void (*serialized_compile_options_deleter)(
      PJRT_SerializedCompileOptions *options); // out
} PJRT_Executable_GetCompileOptions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_GetCompileOptions_Args,
                        serialized_compile_options_deleter);

typedef PJRT_Error *
PJRT_Executable_GetCompileOptions(PJRT_Executable_GetCompileOptions_Args *args);

typedef struct PJRT_Executable_DeserializeAndLoad_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const char *serialized_executable;
  size_t serialized_executable_size;
  PJRT_LoadedExecutable *loaded_executable; // out
  // Null keeps the options stored in the serialized executable.
  const char *overridden_serialized_compile_options;
  size_t overridden_serialized_compile_options_size;
} PJRT_Executable_DeserializeAndLoad_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Executable_DeserializeAndLoad_Args,
                        overridden_serialized_compile_options_size);

typedef PJRT_Error *PJRT_Executable_DeserializeAndLoad(
    PJRT_Executable_DeserializeAndLoad_Args *args);

typedef struct PJRT_LoadedExecutable_Fingerprint_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  const char *executable_fingerprint; // out
  size_t executable_fingerprint_size; // out
} PJRT_LoadedExecutable_Fingerprint_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_LoadedExecutable_Fingerprint_Args,
                        executable_fingerprint_size);

// Deprecated in favour of PJRT_Executable_Fingerprint.
typedef PJRT_Error *
PJRT_LoadedExecutable_Fingerprint(PJRT_LoadedExecutable_Fingerprint_Args *args);

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

typedef struct PJRT_Buffer_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
} PJRT_Buffer_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_Destroy_Args, buffer);

typedef PJRT_Error *PJRT_Buffer_Destroy(PJRT_Buffer_Destroy_Args *args);

typedef struct PJRT_Buffer_ElementType_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Buffer_Type type; // out
} PJRT_Buffer_ElementType_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_ElementType_Args, type);

typedef PJRT_Error *PJRT_Buffer_ElementType(PJRT_Buffer_ElementType_Args *args);

typedef struct PJRT_Buffer_Dimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const int64_t *dims; // out, lives as long as `buffer`
  size_t num_dims;     // out
} PJRT_Buffer_Dimensions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_Dimensions_Args, num_dims);

typedef PJRT_Error *PJRT_Buffer_Dimensions(PJRT_Buffer_Dimensions_Args *args);

typedef struct PJRT_Buffer_UnpaddedDimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const int64_t *unpadded_dims; // out
  size_t num_dims;              // out
} PJRT_Buffer_UnpaddedDimensions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_UnpaddedDimensions_Args, num_dims);

typedef PJRT_Error *
PJRT_Buffer_UnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args *args);

typedef struct PJRT_Buffer_DynamicDimensionIndices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const size_t *dynamic_dim_indices; // out
  size_t num_dynamic_dims;           // out
} PJRT_Buffer_DynamicDimensionIndices_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_DynamicDimensionIndices_Args,
                        num_dynamic_dims);

typedef PJRT_Error *PJRT_Buffer_DynamicDimensionIndices(
    PJRT_Buffer_DynamicDimensionIndices_Args *args);

typedef struct PJRT_Buffer_GetMemoryLayout_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Buffer_MemoryLayout layout; // out, data owned by `buffer`
} PJRT_Buffer_GetMemoryLayout_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_GetMemoryLayout_Args, layout);

// Deprecated in favour of the layouts extension.
typedef PJRT_Error *
PJRT_Buffer_GetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args *args);

typedef struct PJRT_Buffer_ToHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *src;
  // Null means the source buffer's layout.
  PJRT_Buffer_MemoryLayout *host_layout;
  // A null `dst` asks only for the required size, returned in `dst_size`.
  void *dst;
  size_t dst_size;
  PJRT_Event *event; // out, fires when the copy is done
} PJRT_Buffer_ToHostBuffer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_ToHostBuffer_Args, event);

typedef PJRT_Error *
PJRT_Buffer_ToHostBuffer(PJRT_Buffer_ToHostBuffer_Args *args);

typedef struct PJRT_Buffer_OnDeviceSizeInBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  size_t on_device_size_in_bytes; // out
} PJRT_Buffer_OnDeviceSizeInBytes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_OnDeviceSizeInBytes_Args,
                        on_device_size_in_bytes);

typedef PJRT_Error *
PJRT_Buffer_OnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args *args);

typedef struct PJRT_Buffer_Delete_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
} PJRT_Buffer_Delete_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_Delete_Args, buffer);

// Releases the device memory but keeps the handle, which afterwards only
// supports IsDeleted and Destroy.
typedef PJRT_Error *PJRT_Buffer_Delete(PJRT_Buffer_Delete_Args *args);

typedef struct PJRT_Buffer_IsDeleted_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  bool is_deleted; // out
} PJRT_Buffer_IsDeleted_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_IsDeleted_Args, is_deleted);

typedef PJRT_Error *PJRT_Buffer_IsDeleted(PJRT_Buffer_IsDeleted_Args *args);

typedef struct PJRT_Buffer_CopyRawToHost_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  void *dst;
  int64_t offset;
  int64_t transfer_size;
  PJRT_Event *event; // out
} PJRT_Buffer_CopyRawToHost_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_CopyRawToHost_Args, event);

typedef PJRT_Error *
PJRT_Buffer_CopyRawToHost(PJRT_Buffer_CopyRawToHost_Args *args);

// Passed by the caller to `future_ready_callback` once `dst` is known (no
// extension_start). `dst` is valid only when `error_code` is OK.
typedef struct PJRT_Buffer_CopyRawToHostFuture_Callback_Args {
  size_t struct_size;
  void *callback_data;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
  void *dst;
} PJRT_Buffer_CopyRawToHostFuture_Callback_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_CopyRawToHostFuture_Callback_Args, dst);

typedef struct PJRT_Buffer_CopyRawToHostFuture_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  int64_t offset;
  int64_t transfer_size;
  PJRT_Event *event;   // out
  void *callback_data; // out
  void (*future_ready_callback)(
      PJRT_Buffer_CopyRawToHostFuture_Callback_Args *args); // out
} PJRT_Buffer_CopyRawToHostFuture_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_CopyRawToHostFuture_Args,
                        future_ready_callback);

// Like CopyRawToHost, but the copy starts only once the caller supplies the
// destination through `future_ready_callback`.
typedef PJRT_Error *
PJRT_Buffer_CopyRawToHostFuture(PJRT_Buffer_CopyRawToHostFuture_Args *args);

typedef struct PJRT_Buffer_CopyToDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Device *dst_device;
  PJRT_Buffer *dst_buffer; // out
} PJRT_Buffer_CopyToDevice_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_CopyToDevice_Args, dst_buffer);

typedef PJRT_Error *
PJRT_Buffer_CopyToDevice(PJRT_Buffer_CopyToDevice_Args *args);

typedef struct PJRT_Buffer_CopyToMemory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Memory *dst_memory;
  PJRT_Buffer *dst_buffer; // out
} PJRT_Buffer_CopyToMemory_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_CopyToMemory_Args, dst_buffer);

typedef PJRT_Error *
PJRT_Buffer_CopyToMemory(PJRT_Buffer_CopyToMemory_Args *args);

typedef struct PJRT_Buffer_IsOnCpu_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  bool is_on_cpu; // out
} PJRT_Buffer_IsOnCpu_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_IsOnCpu_Args, is_on_cpu);

typedef PJRT_Error *PJRT_Buffer_IsOnCpu(PJRT_Buffer_IsOnCpu_Args *args);

typedef struct PJRT_Buffer_Device_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Device *device; // out
} PJRT_Buffer_Device_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_Device_Args, device);

typedef PJRT_Error *PJRT_Buffer_Device(PJRT_Buffer_Device_Args *args);

typedef struct PJRT_Buffer_Memory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Memory *memory; // out
} PJRT_Buffer_Memory_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_Memory_Args, memory);

typedef PJRT_Error *PJRT_Buffer_Memory(PJRT_Buffer_Memory_Args *args);

typedef struct PJRT_Buffer_ReadyEvent_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Event *event; // out
} PJRT_Buffer_ReadyEvent_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_ReadyEvent_Args, event);

// Fires when the buffer's data is ready or has failed.
typedef PJRT_Error *PJRT_Buffer_ReadyEvent(PJRT_Buffer_ReadyEvent_Args *args);

typedef struct PJRT_Buffer_UnsafePointer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  uintptr_t buffer_pointer; // out
} PJRT_Buffer_UnsafePointer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_UnsafePointer_Args, buffer_pointer);

typedef PJRT_Error *
PJRT_Buffer_UnsafePointer(PJRT_Buffer_UnsafePointer_Args *args);

// External references pin a buffer's storage while another framework (NumPy,
// DLPack) shares it.
typedef struct PJRT_Buffer_IncreaseExternalReferenceCount_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
} PJRT_Buffer_IncreaseExternalReferenceCount_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_IncreaseExternalReferenceCount_Args,
                        buffer);

typedef PJRT_Error *PJRT_Buffer_IncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args *args);

typedef struct PJRT_Buffer_DecreaseExternalReferenceCount_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
} PJRT_Buffer_DecreaseExternalReferenceCount_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_DecreaseExternalReferenceCount_Args,
                        buffer);

typedef PJRT_Error *PJRT_Buffer_DecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args *args);

typedef struct PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  void *device_memory_ptr; // out
} PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
                        device_memory_ptr);

typedef PJRT_Error *PJRT_Buffer_OpaqueDeviceMemoryDataPointer(
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args *args);

// Passed by the caller to `dependency_ready_callback` (no extension_start).
typedef struct PJRT_Buffer_DonateWithControlDependency_Callback_Args {
  size_t struct_size;
  void *callback_data;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
} PJRT_Buffer_DonateWithControlDependency_Callback_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_DonateWithControlDependency_Callback_Args,
                        error_message_size);

typedef struct PJRT_Buffer_DonateWithControlDependency_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  void *callback_data; // out
  void (*dependency_ready_callback)(
      PJRT_Buffer_DonateWithControlDependency_Callback_Args *args); // out
  PJRT_Buffer *out_buffer;                                          // out
} PJRT_Buffer_DonateWithControlDependency_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Buffer_DonateWithControlDependency_Args,
                        out_buffer);

typedef PJRT_Error *PJRT_Buffer_DonateWithControlDependency(
    PJRT_Buffer_DonateWithControlDependency_Args *args);

//===----------------------------------------------------------------------===//
// Copy-to-device streams
//===----------------------------------------------------------------------===//

typedef struct PJRT_CopyToDeviceStream_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_CopyToDeviceStream *stream;
} PJRT_CopyToDeviceStream_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_CopyToDeviceStream_Destroy_Args, stream);

typedef PJRT_Error *
PJRT_CopyToDeviceStream_Destroy(PJRT_CopyToDeviceStream_Destroy_Args *args);

typedef struct PJRT_CopyToDeviceStream_AddChunk_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_CopyToDeviceStream *stream;
  PJRT_Chunk *chunk;             // ownership passes to the plugin
  PJRT_Event *transfer_complete; // out
} PJRT_CopyToDeviceStream_AddChunk_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_CopyToDeviceStream_AddChunk_Args,
                        transfer_complete);

typedef PJRT_Error *
PJRT_CopyToDeviceStream_AddChunk(PJRT_CopyToDeviceStream_AddChunk_Args *args);

typedef struct PJRT_CopyToDeviceStream_TotalBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_CopyToDeviceStream *stream;
  int64_t total_bytes; // out
} PJRT_CopyToDeviceStream_TotalBytes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_CopyToDeviceStream_TotalBytes_Args, total_bytes);

typedef PJRT_Error *PJRT_CopyToDeviceStream_TotalBytes(
    PJRT_CopyToDeviceStream_TotalBytes_Args *args);

typedef struct PJRT_CopyToDeviceStream_GranuleSize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_CopyToDeviceStream *stream;
  int64_t granule_size_in_bytes; // out
} PJRT_CopyToDeviceStream_GranuleSize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_CopyToDeviceStream_GranuleSize_Args,
                        granule_size_in_bytes);

typedef PJRT_Error *PJRT_CopyToDeviceStream_GranuleSize(
    PJRT_CopyToDeviceStream_GranuleSize_Args *args);

typedef struct PJRT_CopyToDeviceStream_CurrentBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_CopyToDeviceStream *stream;
  int64_t current_bytes; // out
} PJRT_CopyToDeviceStream_CurrentBytes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_CopyToDeviceStream_CurrentBytes_Args,
                        current_bytes);

typedef PJRT_Error *PJRT_CopyToDeviceStream_CurrentBytes(
    PJRT_CopyToDeviceStream_CurrentBytes_Args *args);

//===----------------------------------------------------------------------===//
// Topology descriptions and device-less compilation
//===----------------------------------------------------------------------===//

typedef struct PJRT_TopologyDescription_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *topology_name;
  size_t topology_name_size;
  const PJRT_NamedValue *create_options;
  size_t num_options;
  PJRT_TopologyDescription *topology; // out
} PJRT_TopologyDescription_Create_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_Create_Args, topology);

typedef PJRT_Error *
PJRT_TopologyDescription_Create(PJRT_TopologyDescription_Create_Args *args);

typedef struct PJRT_TopologyDescription_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_TopologyDescription *topology;
} PJRT_TopologyDescription_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_Destroy_Args, topology);

typedef PJRT_Error *
PJRT_TopologyDescription_Destroy(PJRT_TopologyDescription_Destroy_Args *args);

typedef struct PJRT_TopologyDescription_PlatformVersion_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_TopologyDescription *topology;
  const char *platform_version; // out, owned by `topology`
  size_t platform_version_size; // out
} PJRT_TopologyDescription_PlatformVersion_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_PlatformVersion_Args,
                        platform_version_size);

typedef PJRT_Error *PJRT_TopologyDescription_PlatformVersion(
    PJRT_TopologyDescription_PlatformVersion_Args *args);

typedef struct PJRT_TopologyDescription_PlatformName_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_TopologyDescription *topology;
  const char *platform_name; // out, owned by `topology`
  size_t platform_name_size; // out
} PJRT_TopologyDescription_PlatformName_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_PlatformName_Args,
                        platform_name_size);

typedef PJRT_Error *PJRT_TopologyDescription_PlatformName(
    PJRT_TopologyDescription_PlatformName_Args *args);

typedef struct PJRT_TopologyDescription_GetDeviceDescriptions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_TopologyDescription *topology;
  PJRT_DeviceDescription *const *descriptions; // out, owned by `topology`
  size_t num_descriptions;                     // out
} PJRT_TopologyDescription_GetDeviceDescriptions_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_GetDeviceDescriptions_Args,
                        num_descriptions);

typedef PJRT_Error *PJRT_TopologyDescription_GetDeviceDescriptions(
    PJRT_TopologyDescription_GetDeviceDescriptions_Args *args);

typedef struct PJRT_SerializedTopology PJRT_SerializedTopology;

typedef struct PJRT_TopologyDescription_Serialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_TopologyDescription *topology;
  // Backed by `serialized_topology`.
  const char *serialized_bytes;                 // out
  size_t serialized_bytes_size;                 // out
  PJRT_SerializedTopology *serialized_topology; // out
  // Called exactly once by the caller to free the backing object.
  void (*serialized_topology_deleter)(
      PJRT_SerializedTopology *serialized_topology); // out
} PJRT_TopologyDescription_Serialize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_Serialize_Args,
                        serialized_topology_deleter);

typedef PJRT_Error *PJRT_TopologyDescription_Serialize(
    PJRT_TopologyDescription_Serialize_Args *args);

typedef struct PJRT_TopologyDescription_Deserialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *serialized_topology;
  size_t serialized_topology_size;
  PJRT_TopologyDescription *topology; // out
} PJRT_TopologyDescription_Deserialize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_Deserialize_Args, topology);

typedef PJRT_Error *PJRT_TopologyDescription_Deserialize(
    PJRT_TopologyDescription_Deserialize_Args *args);

typedef struct PJRT_TopologyDescription_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_TopologyDescription *topology;
  const PJRT_NamedValue *attributes; // out, lives as long as `topology`
  size_t num_attributes;             // out
} PJRT_TopologyDescription_Attributes_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_TopologyDescription_Attributes_Args,
                        num_attributes);

typedef PJRT_Error *PJRT_TopologyDescription_Attributes(
    PJRT_TopologyDescription_Attributes_Args *args);

typedef struct PJRT_Compile_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_TopologyDescription *topology;
  const PJRT_Program *program;
  const char *compile_options; // serialized xla.CompileOptionsProto
  size_t compile_options_size;
  PJRT_Client *client;         // optional
  PJRT_Executable *executable; // out
} PJRT_Compile_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Compile_Args, executable);

// Compiles for a topology without devices; a compatible client loads the
// result later.
typedef PJRT_Error *PJRT_Compile(PJRT_Compile_Args *args);

//===----------------------------------------------------------------------===//
// The API table
//===----------------------------------------------------------------------===//

// The function table GetPjrtApi returns. Member order is the ABI: the ABI only
// ever appends, so entries after PJRT_Compile are grouped by the version that
// added them rather than by object. Unimplemented entries may be null.
// As in the published ABI, each member is named after its function type;
// clang accepts that in C++, GCC's C++ front end needs -fpermissive.
typedef struct PJRT_Api {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;

  PJRT_Api_Version pjrt_api_version;

  PJRT_Error_Destroy *PJRT_Error_Destroy;
  PJRT_Error_Message *PJRT_Error_Message;
  PJRT_Error_GetCode *PJRT_Error_GetCode;

  PJRT_Plugin_Initialize *PJRT_Plugin_Initialize;
  PJRT_Plugin_Attributes *PJRT_Plugin_Attributes;

  PJRT_Event_Destroy *PJRT_Event_Destroy;
  PJRT_Event_IsReady *PJRT_Event_IsReady;
  PJRT_Event_Error *PJRT_Event_Error;
  PJRT_Event_Await *PJRT_Event_Await;
  PJRT_Event_OnReady *PJRT_Event_OnReady;

  PJRT_Client_Create *PJRT_Client_Create;
  PJRT_Client_Destroy *PJRT_Client_Destroy;
  PJRT_Client_PlatformName *PJRT_Client_PlatformName;
  PJRT_Client_ProcessIndex *PJRT_Client_ProcessIndex;
  PJRT_Client_PlatformVersion *PJRT_Client_PlatformVersion;
  PJRT_Client_Devices *PJRT_Client_Devices;
  PJRT_Client_AddressableDevices *PJRT_Client_AddressableDevices;
  PJRT_Client_LookupDevice *PJRT_Client_LookupDevice;
  PJRT_Client_LookupAddressableDevice *PJRT_Client_LookupAddressableDevice;
  PJRT_Client_AddressableMemories *PJRT_Client_AddressableMemories;
  PJRT_Client_Compile *PJRT_Client_Compile;
  PJRT_Client_DefaultDeviceAssignment *PJRT_Client_DefaultDeviceAssignment;
  PJRT_Client_BufferFromHostBuffer *PJRT_Client_BufferFromHostBuffer;

  PJRT_DeviceDescription_Id *PJRT_DeviceDescription_Id;
  PJRT_DeviceDescription_ProcessIndex *PJRT_DeviceDescription_ProcessIndex;
  PJRT_DeviceDescription_Attributes *PJRT_DeviceDescription_Attributes;
  PJRT_DeviceDescription_Kind *PJRT_DeviceDescription_Kind;
  PJRT_DeviceDescription_DebugString *PJRT_DeviceDescription_DebugString;
  PJRT_DeviceDescription_ToString *PJRT_DeviceDescription_ToString;

  PJRT_Device_GetDescription *PJRT_Device_GetDescription;
  PJRT_Device_IsAddressable *PJRT_Device_IsAddressable;
  PJRT_Device_LocalHardwareId *PJRT_Device_LocalHardwareId;
  PJRT_Device_AddressableMemories *PJRT_Device_AddressableMemories;
  PJRT_Device_DefaultMemory *PJRT_Device_DefaultMemory;
  PJRT_Device_MemoryStats *PJRT_Device_MemoryStats;

  PJRT_Memory_Id *PJRT_Memory_Id;
  PJRT_Memory_Kind *PJRT_Memory_Kind;
  PJRT_Memory_DebugString *PJRT_Memory_DebugString;
  PJRT_Memory_ToString *PJRT_Memory_ToString;
  PJRT_Memory_AddressableByDevices *PJRT_Memory_AddressableByDevices;

  PJRT_Executable_Destroy *PJRT_Executable_Destroy;
  PJRT_Executable_Name *PJRT_Executable_Name;
  PJRT_Executable_NumReplicas *PJRT_Executable_NumReplicas;
  PJRT_Executable_NumPartitions *PJRT_Executable_NumPartitions;
  PJRT_Executable_NumOutputs *PJRT_Executable_NumOutputs;
  PJRT_Executable_SizeOfGeneratedCodeInBytes
      *PJRT_Executable_SizeOfGeneratedCodeInBytes;
  PJRT_Executable_GetCostAnalysis *PJRT_Executable_GetCostAnalysis;
  PJRT_Executable_OutputMemoryKinds *PJRT_Executable_OutputMemoryKinds;
  PJRT_Executable_OptimizedProgram *PJRT_Executable_OptimizedProgram;
  PJRT_Executable_Serialize *PJRT_Executable_Serialize;

  PJRT_LoadedExecutable_Destroy *PJRT_LoadedExecutable_Destroy;
  PJRT_LoadedExecutable_GetExecutable *PJRT_LoadedExecutable_GetExecutable;
  PJRT_LoadedExecutable_AddressableDevices
      *PJRT_LoadedExecutable_AddressableDevices;
  PJRT_LoadedExecutable_Delete *PJRT_LoadedExecutable_Delete;
  PJRT_LoadedExecutable_IsDeleted *PJRT_LoadedExecutable_IsDeleted;
  PJRT_LoadedExecutable_Execute *PJRT_LoadedExecutable_Execute;
  PJRT_Executable_DeserializeAndLoad *PJRT_Executable_DeserializeAndLoad;
  PJRT_LoadedExecutable_Fingerprint *PJRT_LoadedExecutable_Fingerprint;

  PJRT_Buffer_Destroy *PJRT_Buffer_Destroy;
  PJRT_Buffer_ElementType *PJRT_Buffer_ElementType;
  PJRT_Buffer_Dimensions *PJRT_Buffer_Dimensions;
  PJRT_Buffer_UnpaddedDimensions *PJRT_Buffer_UnpaddedDimensions;
  PJRT_Buffer_DynamicDimensionIndices *PJRT_Buffer_DynamicDimensionIndices;
  PJRT_Buffer_GetMemoryLayout *PJRT_Buffer_GetMemoryLayout;
  PJRT_Buffer_OnDeviceSizeInBytes *PJRT_Buffer_OnDeviceSizeInBytes;
  PJRT_Buffer_Device *PJRT_Buffer_Device;
  PJRT_Buffer_Memory *PJRT_Buffer_Memory;
  PJRT_Buffer_Delete *PJRT_Buffer_Delete;
  PJRT_Buffer_IsDeleted *PJRT_Buffer_IsDeleted;
  PJRT_Buffer_CopyToDevice *PJRT_Buffer_CopyToDevice;
  PJRT_Buffer_ToHostBuffer *PJRT_Buffer_ToHostBuffer;
  PJRT_Buffer_IsOnCpu *PJRT_Buffer_IsOnCpu;
  PJRT_Buffer_ReadyEvent *PJRT_Buffer_ReadyEvent;
  PJRT_Buffer_UnsafePointer *PJRT_Buffer_UnsafePointer;
  PJRT_Buffer_IncreaseExternalReferenceCount
      *PJRT_Buffer_IncreaseExternalReferenceCount;
  PJRT_Buffer_DecreaseExternalReferenceCount
      *PJRT_Buffer_DecreaseExternalReferenceCount;
  PJRT_Buffer_OpaqueDeviceMemoryDataPointer
      *PJRT_Buffer_OpaqueDeviceMemoryDataPointer;

  PJRT_CopyToDeviceStream_Destroy *PJRT_CopyToDeviceStream_Destroy;
  PJRT_CopyToDeviceStream_AddChunk *PJRT_CopyToDeviceStream_AddChunk;
  PJRT_CopyToDeviceStream_TotalBytes *PJRT_CopyToDeviceStream_TotalBytes;
  PJRT_CopyToDeviceStream_GranuleSize *PJRT_CopyToDeviceStream_GranuleSize;
  PJRT_CopyToDeviceStream_CurrentBytes *PJRT_CopyToDeviceStream_CurrentBytes;

  PJRT_TopologyDescription_Create *PJRT_TopologyDescription_Create;
  PJRT_TopologyDescription_Destroy *PJRT_TopologyDescription_Destroy;
  PJRT_TopologyDescription_PlatformName *PJRT_TopologyDescription_PlatformName;
  PJRT_TopologyDescription_PlatformVersion
      *PJRT_TopologyDescription_PlatformVersion;
  PJRT_TopologyDescription_GetDeviceDescriptions
      *PJRT_TopologyDescription_GetDeviceDescriptions;
  PJRT_TopologyDescription_Serialize *PJRT_TopologyDescription_Serialize;
  PJRT_TopologyDescription_Attributes *PJRT_TopologyDescription_Attributes;

  PJRT_Compile *PJRT_Compile;

  // Appended in later minor versions, in the order they were added.
  PJRT_Executable_OutputElementTypes *PJRT_Executable_OutputElementTypes;
  PJRT_Executable_OutputDimensions *PJRT_Executable_OutputDimensions;

  PJRT_Buffer_CopyToMemory *PJRT_Buffer_CopyToMemory;

  PJRT_Client_CreateViewOfDeviceBuffer *PJRT_Client_CreateViewOfDeviceBuffer;

  PJRT_Executable_Fingerprint *PJRT_Executable_Fingerprint;

  PJRT_Client_TopologyDescription *PJRT_Client_TopologyDescription;

  PJRT_Executable_GetCompiledMemoryStats
      *PJRT_Executable_GetCompiledMemoryStats;

  PJRT_Memory_Kind_Id *PJRT_Memory_Kind_Id;

  PJRT_ExecuteContext_Create *PJRT_ExecuteContext_Create;
  PJRT_ExecuteContext_Destroy *PJRT_ExecuteContext_Destroy;
  PJRT_Buffer_CopyRawToHost *PJRT_Buffer_CopyRawToHost;
  PJRT_AsyncHostToDeviceTransferManager_Destroy
      *PJRT_AsyncHostToDeviceTransferManager_Destroy;
  PJRT_AsyncHostToDeviceTransferManager_TransferData
      *PJRT_AsyncHostToDeviceTransferManager_TransferData;
  PJRT_Client_CreateBuffersForAsyncHostToDevice
      *PJRT_Client_CreateBuffersForAsyncHostToDevice;
  PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer
      *PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer;
  PJRT_AsyncHostToDeviceTransferManager_Device
      *PJRT_AsyncHostToDeviceTransferManager_Device;
  PJRT_AsyncHostToDeviceTransferManager_BufferCount
      *PJRT_AsyncHostToDeviceTransferManager_BufferCount;
  PJRT_AsyncHostToDeviceTransferManager_BufferSize
      *PJRT_AsyncHostToDeviceTransferManager_BufferSize;
  PJRT_AsyncHostToDeviceTransferManager_SetBufferError
      *PJRT_AsyncHostToDeviceTransferManager_SetBufferError;
  PJRT_AsyncHostToDeviceTransferManager_AddMetadata
      *PJRT_AsyncHostToDeviceTransferManager_AddMetadata;
  PJRT_Client_DmaMap *PJRT_Client_DmaMap;
  PJRT_Client_DmaUnmap *PJRT_Client_DmaUnmap;

  PJRT_Client_CreateUninitializedBuffer *PJRT_Client_CreateUninitializedBuffer;
  PJRT_Client_UpdateGlobalProcessInfo *PJRT_Client_UpdateGlobalProcessInfo;
  PJRT_TopologyDescription_Deserialize *PJRT_TopologyDescription_Deserialize;
  PJRT_Client_CreateAliasBuffer *PJRT_Client_CreateAliasBuffer;
  PJRT_Client_FulfillAliasBuffer *PJRT_Client_FulfillAliasBuffer;
  PJRT_LoadedExecutable_GetDeviceAssignment
      *PJRT_LoadedExecutable_GetDeviceAssignment;
  PJRT_Client_CreateErrorBuffer *PJRT_Client_CreateErrorBuffer;
  PJRT_AsyncHostToDeviceTransferManager_TransferLiteral
      *PJRT_AsyncHostToDeviceTransferManager_TransferLiteral;
  PJRT_Buffer_CopyRawToHostFuture *PJRT_Buffer_CopyRawToHostFuture;
  PJRT_Device_PoisonExecution *PJRT_Device_PoisonExecution;
  PJRT_Device_CreateAsyncTrackingEvent *PJRT_Device_CreateAsyncTrackingEvent;
  PJRT_AsyncTrackingEvent_Destroy *PJRT_AsyncTrackingEvent_Destroy;
  PJRT_Executable_GetCompileOptions *PJRT_Executable_GetCompileOptions;
  PJRT_Buffer_DonateWithControlDependency
      *PJRT_Buffer_DonateWithControlDependency;
  PJRT_Event_Create *PJRT_Event_Create;
  PJRT_Event_Set *PJRT_Event_Set;
  PJRT_Device_GetAttributes *PJRT_Device_GetAttributes;
} PJRT_Api;
KILN_PJRT_STRUCT_TRAITS(PJRT_Api, PJRT_Device_GetAttributes);

#ifdef __cplusplus
}
#endif

#endif // KILN_PJRT_PJRTCAPI_H
