//===- PjrtPlugin.h - the objects behind kiln's PJRT handles ----*- C++ -*-===//
//
// kiln's PJRT plugin (libkiln_pjrt.so, docs/pjrt.md) hands frameworks opaque
// handles; these are the structs behind them. One file per part of the API
// implements them: Errors.cpp (errors and events), Client.cpp (client,
// devices, memories), Buffers.cpp, Executables.cpp (compile, execute,
// serialization), CompileOptions.cpp (what the compile options ask), Api.cpp
// (the function table GetPjrtApi returns).
//
// A client owns its devices and memories. Buffers and executables hold the
// client they belong to; the framework destroys them before the client.
// Executions run on the client's worker thread (KilnWorker), in order:
// Execute returns at once, with output buffers whose values complete when
// their run does; reading a buffer waits for its value.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PJRT_PJRTPLUGIN_H
#define KILN_PJRT_PJRTPLUGIN_H

#include "kiln/Compiler/Compiler.h"
#include "kiln/PJRT/PjrtCApi.h"
#include "kiln/PJRT/PjrtLayoutsExtension.h"
#include "kiln/PJRT/PjrtShardingsExtension.h"
#include "kiln/runtime/HostBuffer.h"

#include "llvm/ADT/StringRef.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

struct PJRT_Error {
  PJRT_Error_Code code;
  std::string message;
};

/// The shared state of an event: PJRT_Event handles and the work that
/// completes them point to it.
struct KilnEventState {
  std::mutex mutex;
  std::condition_variable done;
  bool ready = false;
  /// Set when the work failed.
  std::optional<PJRT_Error> error;
  std::vector<std::pair<PJRT_Event_OnReadyCallback, void *>> callbacks;
};

struct PJRT_Event {
  std::shared_ptr<KilnEventState> state;
};

/// A buffer's value: its data, once the run that computes it has (the
/// event completes then, with the run's error if it failed). Buffers from
/// the host are complete at once.
struct KilnBufferValue {
  std::shared_ptr<KilnEventState> ready = std::make_shared<KilnEventState>();
  /// Set before `ready` completes without an error.
  std::shared_ptr<kiln::runtime::HostBuffer> data;
};

/// The thread that runs a client's executions, one after another in the
/// order they were asked for, so that a run's inputs, when earlier runs
/// compute them, are complete by the time it starts.
class KilnWorker {
public:
  KilnWorker();
  /// Runs what is queued, then stops.
  ~KilnWorker();
  void post(std::function<void()> job);

private:
  std::mutex mutex;
  std::condition_variable wake;
  std::deque<std::function<void()>> jobs;
  bool stopping = false;
  std::thread thread;
};

struct PJRT_DeviceDescription {
  int id = 0;
  int processIndex = 0;
  std::string kind;
  std::string debugString;
  std::string toString;
};

struct PJRT_Memory {
  int id = 0;
  std::string kind;
  std::string debugString;
  std::string toString;
  /// The devices that address it (one: its own).
  std::vector<PJRT_Device *> devices;
};

struct PJRT_Device {
  PJRT_DeviceDescription description;
  PJRT_Client *client = nullptr;
  int localHardwareId = 0;
  PJRT_Memory *memory = nullptr;
};

struct PJRT_Client {
  std::string platformName = "kiln";
  std::string platformVersion;
  std::vector<std::unique_ptr<PJRT_Device>> deviceStorage;
  std::vector<std::unique_ptr<PJRT_Memory>> memoryStorage;
  /// The views the API returns.
  std::vector<PJRT_Device *> devices;
  std::vector<PJRT_Memory *> memories;
  /// Where compiled programs are cached (docs/compile-cache.md): the client
  /// create option `cache_dir`, else $KILN_CACHE_DIR; empty: no cache.
  std::string cacheDir;
  /// One compiler per client; it compiles on one thread at a time.
  kiln::Compiler compiler;
  std::mutex compileMutex;
  /// Last, so that it finishes the queued runs before the rest goes.
  KilnWorker worker;
};

struct PJRT_Buffer {
  PJRT_Client *client = nullptr;
  PJRT_Device *device = nullptr;
  PJRT_Buffer_Type type = PJRT_Buffer_Type_INVALID;
  std::vector<int64_t> dims;
  /// The value (row-major data); null once the buffer was deleted or
  /// donated. Guarded by `mutex`.
  std::shared_ptr<KilnBufferValue> value;
  /// While frameworks hold references to the data itself (a NumPy view of
  /// it), it is kept alive here, even past a delete.
  int externalReferences = 0;
  std::shared_ptr<kiln::runtime::HostBuffer> externallyHeld;
  std::mutex mutex;
  /// The layout GetMemoryLayout describes: row-major.
  std::vector<int64_t> minorToMajor;
};

/// What a compiled program is, shared by its loaded executable and every
/// PJRT_Executable view of it.
/// A layout of the layouts extension, in XLA's text form ("{1,0}").
/// Layouts of an executable's parameters and outputs belong to it
/// (destroying them does nothing); others belong to whoever asked.
struct PJRT_Layouts_MemoryLayout {
  std::string text;
  bool ownedByExecutable = false;
};

struct KilnProgram {
  std::unique_ptr<kiln::Executable> executable;
  /// What it was compiled from: the program and the serialized compile
  /// options (what a serialized executable holds).
  std::string code, compileOptions;
  std::string name;
  std::string fingerprint;
  std::vector<PJRT_Buffer_Type> outputTypes;
  /// Output dimensions, flattened, and the rank of each output.
  std::vector<int64_t> outputDims;
  std::vector<size_t> outputRanks;
  std::vector<const char *> outputMemoryKinds;
  std::vector<size_t> outputMemoryKindSizes;
  /// The arguments the program lets the caller donate (JAX marks them with
  /// `tf.aliasing_output` or `jax.buffer_donor`): a run deletes them.
  std::vector<bool> donatable;
  /// The program's cost (kiln::estimateCost), as PJRT's named values
  /// "flops", "transcendentals" and "bytes accessed".
  std::vector<PJRT_NamedValue> cost;
  /// The shardings of the parameters and outputs over the program's
  /// devices, as serialized xla.OpSharding protos (the shardings
  /// extension), with the arrays the extension hands out.
  std::vector<std::string> parameterShardings, outputShardings;
  std::vector<const char *> parameterShardingData, outputShardingData;
  std::vector<size_t> parameterShardingSizes, outputShardingSizes;
  /// Their layouts (the layouts extension).
  std::vector<std::unique_ptr<PJRT_Layouts_MemoryLayout>> parameterLayouts,
      outputLayouts;
  std::vector<PJRT_Layouts_MemoryLayout *> parameterLayoutPointers,
      outputLayoutPointers;
};

struct PJRT_Executable {
  std::shared_ptr<KilnProgram> program;
};

struct PJRT_LoadedExecutable {
  PJRT_Client *client = nullptr;
  /// The device the compile options placed the program on (Execute may
  /// name another for a portable executable).
  PJRT_Device *device = nullptr;
  /// Its devices, one per partition (just `device` for a program of one).
  std::vector<PJRT_Device *> devices;
  std::shared_ptr<KilnProgram> program;
  bool deleted = false;
};

namespace kiln::pjrt {

/// A new error for the framework to destroy.
PJRT_Error *makeError(PJRT_Error_Code code, std::string message);
/// The error for a null handle or argument the call needs.
PJRT_Error *missing(const char *what);
/// An event that is already complete (with `error`, when given).
PJRT_Event *makeReadyEvent(std::optional<PJRT_Error> error = std::nullopt);
/// Completes `state` (once; later calls do nothing) and runs the callbacks
/// registered on it.
void completeEvent(KilnEventState &state, std::optional<PJRT_Error> error);
/// Waits for `state`; its error, if it failed.
std::optional<PJRT_Error> awaitEvent(KilnEventState &state);

/// The value of `buffer`, or an error when it was deleted or donated.
PJRT_Error *valueOf(PJRT_Buffer *buffer,
                    std::shared_ptr<KilnBufferValue> &value);
/// The data of `buffer`, waiting for the run that computes it; an error
/// when it was deleted, donated, or that run failed.
PJRT_Error *dataOf(PJRT_Buffer *buffer,
                   std::shared_ptr<runtime::HostBuffer> &data);

/// What the serialized compile options ask of a program
/// (CompileOptions.cpp).
struct CompileRequest {
  int64_t numReplicas = 1, numPartitions = 1;
  /// The device ids of the device assignment, computation by computation.
  std::vector<int64_t> deviceIds;
  /// -1: not set.
  int64_t deviceOrdinal = -1;
  /// A portable executable runs on the device each Execute names.
  bool portable = false;
};
/// Reads a serialized xla.CompileOptionsProto.
PJRT_Error *readCompileOptions(llvm::StringRef bytes, CompileRequest &request);
/// The devices `request` places a program on, one per partition in
/// partition order; an error for replicas, or devices the client does not
/// have.
PJRT_Error *placeProgram(PJRT_Client &client, const CompileRequest &request,
                         std::vector<PJRT_Device *> &devices);

/// The element type of a PJRT buffer type; nullopt for those kiln does not
/// hold (tokens, 1-bit integers).
std::optional<runtime::DType> dtypeOf(PJRT_Buffer_Type type);
PJRT_Buffer_Type bufferTypeOf(runtime::DType type);

// The implementations Api.cpp puts in the function table, grouped by file.
#define KILN_PJRT_FUNCTION(name) PJRT_Error *name(name##_Args *args);
// Errors.cpp
void PJRT_Error_Destroy(PJRT_Error_Destroy_Args *args);
void PJRT_Error_Message(PJRT_Error_Message_Args *args);
KILN_PJRT_FUNCTION(PJRT_Error_GetCode)
KILN_PJRT_FUNCTION(PJRT_Event_Destroy)
KILN_PJRT_FUNCTION(PJRT_Event_IsReady)
KILN_PJRT_FUNCTION(PJRT_Event_Error)
KILN_PJRT_FUNCTION(PJRT_Event_Await)
KILN_PJRT_FUNCTION(PJRT_Event_OnReady)
KILN_PJRT_FUNCTION(PJRT_Event_Create)
KILN_PJRT_FUNCTION(PJRT_Event_Set)
// Client.cpp
KILN_PJRT_FUNCTION(PJRT_Plugin_Initialize)
KILN_PJRT_FUNCTION(PJRT_Plugin_Attributes)
KILN_PJRT_FUNCTION(PJRT_Client_Create)
KILN_PJRT_FUNCTION(PJRT_Client_Destroy)
KILN_PJRT_FUNCTION(PJRT_Client_PlatformName)
KILN_PJRT_FUNCTION(PJRT_Client_ProcessIndex)
KILN_PJRT_FUNCTION(PJRT_Client_PlatformVersion)
KILN_PJRT_FUNCTION(PJRT_Client_Devices)
KILN_PJRT_FUNCTION(PJRT_Client_AddressableDevices)
KILN_PJRT_FUNCTION(PJRT_Client_LookupDevice)
KILN_PJRT_FUNCTION(PJRT_Client_LookupAddressableDevice)
KILN_PJRT_FUNCTION(PJRT_Client_AddressableMemories)
KILN_PJRT_FUNCTION(PJRT_Client_DefaultDeviceAssignment)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_Id)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_ProcessIndex)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_Attributes)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_Kind)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_DebugString)
KILN_PJRT_FUNCTION(PJRT_DeviceDescription_ToString)
KILN_PJRT_FUNCTION(PJRT_Device_GetDescription)
KILN_PJRT_FUNCTION(PJRT_Device_IsAddressable)
KILN_PJRT_FUNCTION(PJRT_Device_LocalHardwareId)
KILN_PJRT_FUNCTION(PJRT_Device_AddressableMemories)
KILN_PJRT_FUNCTION(PJRT_Device_DefaultMemory)
KILN_PJRT_FUNCTION(PJRT_Device_GetAttributes)
KILN_PJRT_FUNCTION(PJRT_Memory_Id)
KILN_PJRT_FUNCTION(PJRT_Memory_Kind)
KILN_PJRT_FUNCTION(PJRT_Memory_Kind_Id)
KILN_PJRT_FUNCTION(PJRT_Memory_DebugString)
KILN_PJRT_FUNCTION(PJRT_Memory_ToString)
KILN_PJRT_FUNCTION(PJRT_Memory_AddressableByDevices)
// Buffers.cpp
KILN_PJRT_FUNCTION(PJRT_Client_BufferFromHostBuffer)
KILN_PJRT_FUNCTION(PJRT_Buffer_Destroy)
KILN_PJRT_FUNCTION(PJRT_Buffer_ElementType)
KILN_PJRT_FUNCTION(PJRT_Buffer_Dimensions)
KILN_PJRT_FUNCTION(PJRT_Buffer_UnpaddedDimensions)
KILN_PJRT_FUNCTION(PJRT_Buffer_DynamicDimensionIndices)
KILN_PJRT_FUNCTION(PJRT_Buffer_OnDeviceSizeInBytes)
KILN_PJRT_FUNCTION(PJRT_Buffer_Device)
KILN_PJRT_FUNCTION(PJRT_Buffer_Memory)
KILN_PJRT_FUNCTION(PJRT_Buffer_Delete)
KILN_PJRT_FUNCTION(PJRT_Buffer_IsDeleted)
KILN_PJRT_FUNCTION(PJRT_Buffer_IsOnCpu)
KILN_PJRT_FUNCTION(PJRT_Buffer_ReadyEvent)
KILN_PJRT_FUNCTION(PJRT_Buffer_ToHostBuffer)
KILN_PJRT_FUNCTION(PJRT_Buffer_CopyToDevice)
KILN_PJRT_FUNCTION(PJRT_Buffer_CopyToMemory)
KILN_PJRT_FUNCTION(PJRT_Buffer_UnsafePointer)
KILN_PJRT_FUNCTION(PJRT_Buffer_OpaqueDeviceMemoryDataPointer)
KILN_PJRT_FUNCTION(PJRT_Buffer_IncreaseExternalReferenceCount)
KILN_PJRT_FUNCTION(PJRT_Buffer_DecreaseExternalReferenceCount)
KILN_PJRT_FUNCTION(PJRT_Buffer_GetMemoryLayout)
// Executables.cpp
KILN_PJRT_FUNCTION(PJRT_Client_Compile)
KILN_PJRT_FUNCTION(PJRT_Executable_Serialize)
KILN_PJRT_FUNCTION(PJRT_Executable_DeserializeAndLoad)
KILN_PJRT_FUNCTION(PJRT_Executable_Destroy)
KILN_PJRT_FUNCTION(PJRT_Executable_Name)
KILN_PJRT_FUNCTION(PJRT_Executable_NumReplicas)
KILN_PJRT_FUNCTION(PJRT_Executable_NumPartitions)
KILN_PJRT_FUNCTION(PJRT_Executable_NumOutputs)
KILN_PJRT_FUNCTION(PJRT_Executable_SizeOfGeneratedCodeInBytes)
KILN_PJRT_FUNCTION(PJRT_Executable_GetCostAnalysis)
KILN_PJRT_FUNCTION(PJRT_Executable_OutputMemoryKinds)
KILN_PJRT_FUNCTION(PJRT_Executable_OutputElementTypes)
KILN_PJRT_FUNCTION(PJRT_Executable_OutputDimensions)
KILN_PJRT_FUNCTION(PJRT_Executable_Fingerprint)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_Destroy)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_GetExecutable)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_AddressableDevices)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_Delete)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_IsDeleted)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_Execute)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_Fingerprint)
KILN_PJRT_FUNCTION(PJRT_LoadedExecutable_GetDeviceAssignment)
#undef KILN_PJRT_FUNCTION

/// The dense row-major layout of an array of `rank` dimensions.
std::unique_ptr<PJRT_Layouts_MemoryLayout> rowMajorLayout(size_t rank);
/// The extensions kiln's plugin has (Extensions.cpp): shardings and
/// layouts, chained, for PJRT_Api.extension_start.
PJRT_Extension_Base *extensions();

} // namespace kiln::pjrt

#endif // KILN_PJRT_PJRTPLUGIN_H
