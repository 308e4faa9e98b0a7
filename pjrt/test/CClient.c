//===- CClient.c - drives kiln's PJRT plugin through the C API ------------===//
//
// kiln-pjrt-c-client PLUGIN PROGRAM
//
// Does what a framework does with a PJRT plugin, through the C API alone:
// loads the plugin, creates a client, compiles PROGRAM (a portable artifact
// of a function of two f32[2,3] returning their sum and product), moves
// buffers to and from the device (dense, strided and column-major), runs
// it, checks the results against values computed here, takes the error
// paths (wrong argument count, a deleted buffer, a damaged program, a
// format kiln does not take, a function kiln does not implement, compile
// options kiln refuses), reads the cost analysis, serializes the
// executable and loads it again, copies a buffer, and destroys everything.
// Prints what it checked and "PASS"; exits non-zero at the first failed check.
// test/PJRT runs it, also under AddressSanitizer.
//
//===----------------------------------------------------------------------===//

#include "kiln/PJRT/PjrtCApi.h"
#include "kiln/PJRT/PjrtShardingsExtension.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const PJRT_Api *api;

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL (line %d): ", __LINE__);                                    \
      printf(__VA_ARGS__);                                                     \
      printf("\n");                                                            \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

/// Fails with the error's message when `error` is set.
static void ok(PJRT_Error *error, const char *what) {
  if (!error)
    return;
  PJRT_Error_Message_Args message = {PJRT_Error_Message_Args_STRUCT_SIZE};
  message.error = error;
  api->PJRT_Error_Message(&message);
  printf("FAIL: %s: %.*s\n", what, (int)message.message_size, message.message);
  exit(1);
}

/// Expects `error` with `code` whose message contains `text`; prints the
/// message and destroys the error.
static void expectError(PJRT_Error *error, PJRT_Error_Code code,
                        const char *text, const char *what) {
  CHECK(error, "%s: expected an error", what);
  PJRT_Error_GetCode_Args getCode = {PJRT_Error_GetCode_Args_STRUCT_SIZE};
  getCode.error = error;
  ok(api->PJRT_Error_GetCode(&getCode), "PJRT_Error_GetCode");
  PJRT_Error_Message_Args message = {PJRT_Error_Message_Args_STRUCT_SIZE};
  message.error = error;
  api->PJRT_Error_Message(&message);
  printf("%s: error %d: %.*s\n", what, (int)getCode.code,
         (int)message.message_size, message.message);
  CHECK(getCode.code == code, "%s: code %d, expected %d", what,
        (int)getCode.code, (int)code);
  char *copy = malloc(message.message_size + 1);
  memcpy(copy, message.message, message.message_size);
  copy[message.message_size] = 0;
  CHECK(strstr(copy, text), "%s: message lacks '%s'", what, text);
  free(copy);
  PJRT_Error_Destroy_Args destroy = {PJRT_Error_Destroy_Args_STRUCT_SIZE};
  destroy.error = error;
  api->PJRT_Error_Destroy(&destroy);
}

/// Waits for `event` (which may be null), checks it succeeded, destroys it.
static void awaitEvent(PJRT_Event *event, const char *what) {
  if (!event)
    return;
  PJRT_Event_Await_Args await = {PJRT_Event_Await_Args_STRUCT_SIZE};
  await.event = event;
  ok(api->PJRT_Event_Await(&await), what);
  PJRT_Event_Destroy_Args destroy = {PJRT_Event_Destroy_Args_STRUCT_SIZE};
  destroy.event = event;
  ok(api->PJRT_Event_Destroy(&destroy), "PJRT_Event_Destroy");
}

static PJRT_Buffer *toDevice(PJRT_Client *client, PJRT_Device *device,
                             const float *data, const int64_t *byteStrides) {
  static const int64_t dims[2] = {2, 3};
  PJRT_Client_BufferFromHostBuffer_Args args = {
      PJRT_Client_BufferFromHostBuffer_Args_STRUCT_SIZE};
  args.client = client;
  args.data = data;
  args.type = PJRT_Buffer_Type_F32;
  args.dims = dims;
  args.num_dims = 2;
  args.byte_strides = byteStrides;
  args.num_byte_strides = byteStrides ? 2 : 0;
  args.host_buffer_semantics =
      PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes;
  args.device = device;
  ok(api->PJRT_Client_BufferFromHostBuffer(&args),
     "PJRT_Client_BufferFromHostBuffer");
  awaitEvent(args.done_with_host_buffer, "done_with_host_buffer");
  return args.buffer;
}

/// Reads `buffer` to the host, in `layout` when given.
static void toHost(PJRT_Buffer *buffer, float *out, size_t size,
                   PJRT_Buffer_MemoryLayout *layout) {
  PJRT_Buffer_ToHostBuffer_Args args = {
      PJRT_Buffer_ToHostBuffer_Args_STRUCT_SIZE};
  args.src = buffer;
  args.host_layout = layout;
  ok(api->PJRT_Buffer_ToHostBuffer(&args), "PJRT_Buffer_ToHostBuffer (size)");
  CHECK(args.dst_size == size, "host size %zu, expected %zu", args.dst_size,
        size);
  args.dst = out;
  ok(api->PJRT_Buffer_ToHostBuffer(&args), "PJRT_Buffer_ToHostBuffer");
  awaitEvent(args.event, "ToHostBuffer event");
}

static void destroyBuffer(PJRT_Buffer *buffer) {
  PJRT_Buffer_Destroy_Args args = {PJRT_Buffer_Destroy_Args_STRUCT_SIZE};
  args.buffer = buffer;
  ok(api->PJRT_Buffer_Destroy(&args), "PJRT_Buffer_Destroy");
}

static char *readFile(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  CHECK(file, "cannot open %s", path);
  fseek(file, 0, SEEK_END);
  long length = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *data = malloc(length > 0 ? (size_t)length : 1);
  CHECK(fread(data, 1, (size_t)length, file) == (size_t)length, "short read");
  fclose(file);
  *size = (size_t)length;
  return data;
}

/// Compiles `code` in `format` with the serialized compile options
/// `options` (`optionsSize` bytes; none when null).
static PJRT_Error *compileWith(PJRT_Client *client, char *code, size_t size,
                               const char *format, const char *options,
                               size_t optionsSize,
                               PJRT_LoadedExecutable **out) {
  PJRT_Program program = {PJRT_Program_STRUCT_SIZE};
  program.code = code;
  program.code_size = size;
  program.format = format;
  program.format_size = strlen(format);
  PJRT_Client_Compile_Args args = {PJRT_Client_Compile_Args_STRUCT_SIZE};
  args.client = client;
  args.program = &program;
  args.compile_options = options;
  args.compile_options_size = optionsSize;
  PJRT_Error *error = api->PJRT_Client_Compile(&args);
  *out = args.executable;
  return error;
}

static PJRT_Error *compile(PJRT_Client *client, char *code, size_t size,
                           const char *format, PJRT_LoadedExecutable **out) {
  return compileWith(client, code, size, format, NULL, 0, out);
}

/// The arguments of one run of `executable` on one device: two arguments
/// from `argumentLists`, the outputs into `outputLists`.
static PJRT_LoadedExecutable_Execute_Args
executeArgs(PJRT_LoadedExecutable *executable, PJRT_ExecuteOptions *options,
            PJRT_Buffer *const *const *argumentLists,
            PJRT_Buffer **const *outputLists) {
  PJRT_LoadedExecutable_Execute_Args execute = {
      PJRT_LoadedExecutable_Execute_Args_STRUCT_SIZE};
  execute.executable = executable;
  execute.options = options;
  execute.argument_lists = argumentLists;
  execute.num_devices = 1;
  execute.num_args = 2;
  execute.output_lists = outputLists;
  return execute;
}

/// Runs `executable` on (a, b) and reads its two f32[2,3] outputs.
static void runTwo(PJRT_LoadedExecutable *executable, PJRT_Buffer *a,
                   PJRT_Buffer *b, float *first, float *second) {
  PJRT_Buffer *arguments[2] = {a, b};
  PJRT_Buffer *const *argumentLists[1] = {arguments};
  PJRT_Buffer *outputs[2] = {NULL, NULL};
  PJRT_Buffer **outputLists[1] = {outputs};
  PJRT_ExecuteOptions options = {PJRT_ExecuteOptions_STRUCT_SIZE};
  PJRT_LoadedExecutable_Execute_Args execute =
      executeArgs(executable, &options, argumentLists, outputLists);
  ok(api->PJRT_LoadedExecutable_Execute(&execute),
     "PJRT_LoadedExecutable_Execute");
  toHost(outputs[0], first, 6 * sizeof(float), NULL);
  toHost(outputs[1], second, 6 * sizeof(float), NULL);
  destroyBuffer(outputs[0]);
  destroyBuffer(outputs[1]);
}

static void destroyLoaded(PJRT_LoadedExecutable *executable) {
  PJRT_LoadedExecutable_Destroy_Args args = {
      PJRT_LoadedExecutable_Destroy_Args_STRUCT_SIZE};
  args.executable = executable;
  ok(api->PJRT_LoadedExecutable_Destroy(&args),
     "PJRT_LoadedExecutable_Destroy");
}

static void destroyClient(PJRT_Client *client) {
  PJRT_Client_Destroy_Args args = {PJRT_Client_Destroy_Args_STRUCT_SIZE};
  args.client = client;
  ok(api->PJRT_Client_Destroy(&args), "PJRT_Client_Destroy");
}

/// The executable behind `loaded` (destroyed with destroyExecutable).
static PJRT_Executable *executableOf(PJRT_LoadedExecutable *loaded) {
  PJRT_LoadedExecutable_GetExecutable_Args args = {
      PJRT_LoadedExecutable_GetExecutable_Args_STRUCT_SIZE};
  args.loaded_executable = loaded;
  ok(api->PJRT_LoadedExecutable_GetExecutable(&args),
     "PJRT_LoadedExecutable_GetExecutable");
  return args.executable;
}

static void destroyExecutable(PJRT_Executable *executable) {
  PJRT_Executable_Destroy_Args args = {
      PJRT_Executable_Destroy_Args_STRUCT_SIZE};
  args.executable = executable;
  ok(api->PJRT_Executable_Destroy(&args), "PJRT_Executable_Destroy");
}

/// A program sharded over two devices (PROGRAM2: x of 4x3 with its rows
/// split, returned as x * sum(x)) on a client of two devices: compiled for
/// two partitions, its shardings read through the shardings extension, run
/// on each device's rows, and refused when run on one device.
static void runSharded(const char *path) {
  PJRT_NamedValue count = {PJRT_NamedValue_STRUCT_SIZE};
  count.name = "device_count";
  count.name_size = strlen(count.name);
  count.type = PJRT_NamedValue_kInt64;
  count.int64_value = 2;
  count.value_size = 1;
  PJRT_Client_Create_Args create = {PJRT_Client_Create_Args_STRUCT_SIZE};
  create.create_options = &count;
  create.num_options = 1;
  ok(api->PJRT_Client_Create(&create), "PJRT_Client_Create (2 devices)");
  PJRT_Client *client = create.client;
  PJRT_Client_AddressableDevices_Args devices = {
      PJRT_Client_AddressableDevices_Args_STRUCT_SIZE};
  devices.client = client;
  ok(api->PJRT_Client_AddressableDevices(&devices),
     "PJRT_Client_AddressableDevices");
  CHECK(devices.num_addressable_devices == 2, "%zu devices, expected 2",
        devices.num_addressable_devices);
  size_t size;
  char *code = readFile(path, &size);
  // Build options (3): num_replicas (4) 1, num_partitions (5) 2.
  static const char twoPartitions[] = "\x1a\x04\x20\x01\x28\x02";
  PJRT_LoadedExecutable *executable;
  ok(compileWith(client, code, size, "mlir", twoPartitions,
                 sizeof(twoPartitions) - 1, &executable),
     "PJRT_Client_Compile (2 partitions)");
  // The output's sharding: an xla.OpSharding of type OTHER (field 1 = 3).
  const PJRT_Extension_Base *extension = api->extension_start;
  while (extension && extension->type != PJRT_Extension_Type_Shardings)
    extension = extension->next;
  CHECK(extension, "no shardings extension");
  PJRT_Executable *compiled = executableOf(executable);
  PJRT_Shardings_PJRT_Executable_OutputShardings_Args shardings = {
      PJRT_Shardings_PJRT_Executable_OutputShardings_Args_STRUCT_SIZE};
  shardings.executable = compiled;
  ok(((const PJRT_Shardings_Extension *)extension)
         ->PJRT_Shardings_PJRT_Executable_OutputShardings(&shardings),
     "PJRT_Shardings_PJRT_Executable_OutputShardings");
  CHECK(shardings.num_outputs == 1 && shardings.shardings &&
            shardings.sharding_sizes[0] >= 2 &&
            shardings.shardings[0][0] == 0x08 &&
            shardings.shardings[0][1] == 0x03,
        "the output is not reported split");
  printf("sharded output: an OpSharding of %zu bytes\n",
         shardings.sharding_sizes[0]);
  destroyExecutable(compiled);
  // Device d holds rows 2d and 2d + 1 of x = [0, 1, ..., 11].
  float x[12], sum = 0;
  for (int i = 0; i < 12; ++i) {
    x[i] = (float)i;
    sum += x[i];
  }
  PJRT_Buffer *shards[2], *outputs[2][1] = {{NULL}, {NULL}};
  for (int d = 0; d < 2; ++d)
    shards[d] =
        toDevice(client, devices.addressable_devices[d], x + 6 * d, NULL);
  PJRT_Buffer *const argumentsOf0[1] = {shards[0]};
  PJRT_Buffer *const argumentsOf1[1] = {shards[1]};
  PJRT_Buffer *const *argumentLists[2] = {argumentsOf0, argumentsOf1};
  PJRT_Buffer **outputLists[2] = {outputs[0], outputs[1]};
  PJRT_ExecuteOptions options = {PJRT_ExecuteOptions_STRUCT_SIZE};
  PJRT_LoadedExecutable_Execute_Args execute =
      executeArgs(executable, &options, argumentLists, outputLists);
  execute.num_args = 1;
  execute.num_devices = 1;
  expectError(api->PJRT_LoadedExecutable_Execute(&execute),
              PJRT_Error_Code_INVALID_ARGUMENT, "runs on 2 device(s)",
              "a sharded run on one device");
  execute.num_devices = 2;
  ok(api->PJRT_LoadedExecutable_Execute(&execute),
     "PJRT_LoadedExecutable_Execute (2 devices)");
  for (int d = 0; d < 2; ++d) {
    float got[6];
    toHost(outputs[d][0], got, sizeof(got), NULL);
    for (int i = 0; i < 6; ++i)
      CHECK(got[i] == x[6 * d + i] * sum, "device %d element %d: %g, not %g", d,
            i, got[i], x[6 * d + i] * sum);
    destroyBuffer(outputs[d][0]);
    destroyBuffer(shards[d]);
  }
  printf("sharded run: x * sum(x) on two devices' rows, last %g\n",
         x[11] * sum);
  destroyLoaded(executable);
  destroyClient(client);
  free(code);
}

int main(int argc, char **argv) {
  CHECK(argc == 3 || argc == 4,
        "usage: kiln-pjrt-c-client PLUGIN PROGRAM [SHARDED_PROGRAM]");
  void *plugin = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  CHECK(plugin, "dlopen: %s", dlerror());
  const PJRT_Api *(*getApi)(void) =
      (const PJRT_Api *(*)(void))dlsym(plugin, "GetPjrtApi");
  CHECK(getApi, "no GetPjrtApi in %s", argv[1]);
  api = getApi();
  printf("PJRT API %d.%d, %zu bytes\n", api->pjrt_api_version.major_version,
         api->pjrt_api_version.minor_version, api->struct_size);
  CHECK(api->pjrt_api_version.major_version == KILN_PJRT_API_MAJOR &&
            api->struct_size >= PJRT_Api_STRUCT_SIZE,
        "an older or incompatible PJRT API");

  PJRT_Plugin_Initialize_Args init = {PJRT_Plugin_Initialize_Args_STRUCT_SIZE};
  ok(api->PJRT_Plugin_Initialize(&init), "PJRT_Plugin_Initialize");
  PJRT_Plugin_Attributes_Args attributes = {
      PJRT_Plugin_Attributes_Args_STRUCT_SIZE};
  ok(api->PJRT_Plugin_Attributes(&attributes), "PJRT_Plugin_Attributes");
  int sawVersion = 0;
  for (size_t i = 0; i < attributes.num_attributes; ++i) {
    const PJRT_NamedValue *value = &attributes.attributes[i];
    if (value->type != PJRT_NamedValue_kInt64List)
      continue;
    printf("attribute %.*s:", (int)value->name_size, value->name);
    for (size_t j = 0; j < value->value_size; ++j)
      printf(" %lld", (long long)value->int64_array_value[j]);
    printf("\n");
    sawVersion |= value->name_size == 25 &&
                  !memcmp(value->name, "stablehlo_current_version", 25);
  }
  CHECK(sawVersion, "no stablehlo_current_version attribute");

  // The client, its devices and memories.
  PJRT_Client_Create_Args create = {PJRT_Client_Create_Args_STRUCT_SIZE};
  ok(api->PJRT_Client_Create(&create), "PJRT_Client_Create");
  PJRT_Client *client = create.client;
  PJRT_Client_PlatformName_Args name = {
      PJRT_Client_PlatformName_Args_STRUCT_SIZE};
  name.client = client;
  ok(api->PJRT_Client_PlatformName(&name), "PJRT_Client_PlatformName");
  printf("platform: %.*s\n", (int)name.platform_name_size, name.platform_name);
  PJRT_Client_AddressableDevices_Args devices = {
      PJRT_Client_AddressableDevices_Args_STRUCT_SIZE};
  devices.client = client;
  ok(api->PJRT_Client_AddressableDevices(&devices),
     "PJRT_Client_AddressableDevices");
  CHECK(devices.num_addressable_devices >= 1, "no devices");
  PJRT_Device *device = devices.addressable_devices[0];
  PJRT_Device_GetDescription_Args description = {
      PJRT_Device_GetDescription_Args_STRUCT_SIZE};
  description.device = device;
  ok(api->PJRT_Device_GetDescription(&description),
     "PJRT_Device_GetDescription");
  PJRT_DeviceDescription_Kind_Args kind = {
      PJRT_DeviceDescription_Kind_Args_STRUCT_SIZE};
  kind.device_description = description.device_description;
  ok(api->PJRT_DeviceDescription_Kind(&kind), "PJRT_DeviceDescription_Kind");
  PJRT_DeviceDescription_Id_Args id = {
      PJRT_DeviceDescription_Id_Args_STRUCT_SIZE};
  id.device_description = description.device_description;
  ok(api->PJRT_DeviceDescription_Id(&id), "PJRT_DeviceDescription_Id");
  printf("%zu device(s); device %d is a %.*s device\n",
         devices.num_addressable_devices, id.id, (int)kind.device_kind_size,
         kind.device_kind);
  PJRT_Device_DefaultMemory_Args memory = {
      PJRT_Device_DefaultMemory_Args_STRUCT_SIZE};
  memory.device = device;
  ok(api->PJRT_Device_DefaultMemory(&memory), "PJRT_Device_DefaultMemory");
  PJRT_Memory_Kind_Args memoryKind = {PJRT_Memory_Kind_Args_STRUCT_SIZE};
  memoryKind.memory = memory.memory;
  ok(api->PJRT_Memory_Kind(&memoryKind), "PJRT_Memory_Kind");
  printf("default memory kind: %.*s\n", (int)memoryKind.kind_size,
         memoryKind.kind);

  // Compile, and what the executable says of its outputs.
  size_t codeSize;
  char *code = readFile(argv[2], &codeSize);
  PJRT_LoadedExecutable *executable;
  ok(compile(client, code, codeSize, "mlir", &executable),
     "PJRT_Client_Compile");
  PJRT_Executable *compiled = executableOf(executable);
  PJRT_Executable_NumOutputs_Args numOutputs = {
      PJRT_Executable_NumOutputs_Args_STRUCT_SIZE};
  numOutputs.executable = compiled;
  ok(api->PJRT_Executable_NumOutputs(&numOutputs),
     "PJRT_Executable_NumOutputs");
  PJRT_Executable_OutputDimensions_Args outputDims = {
      PJRT_Executable_OutputDimensions_Args_STRUCT_SIZE};
  outputDims.executable = compiled;
  ok(api->PJRT_Executable_OutputDimensions(&outputDims),
     "PJRT_Executable_OutputDimensions");
  PJRT_Executable_OutputElementTypes_Args outputTypes = {
      PJRT_Executable_OutputElementTypes_Args_STRUCT_SIZE};
  outputTypes.executable = compiled;
  ok(api->PJRT_Executable_OutputElementTypes(&outputTypes),
     "PJRT_Executable_OutputElementTypes");
  CHECK(numOutputs.num_outputs == 2 && outputDims.num_outputs == 2 &&
            outputDims.dim_sizes[0] == 2 && outputDims.dims[0] == 2 &&
            outputDims.dims[1] == 3 &&
            outputTypes.output_types[1] == PJRT_Buffer_Type_F32,
        "the executable's outputs are not two f32[2,3]");
  printf("outputs: %zu of f32[%lld,%lld]\n", numOutputs.num_outputs,
         (long long)outputDims.dims[0], (long long)outputDims.dims[1]);
  destroyExecutable(compiled);

  // x dense; y from a column-major host array (byte strides).
  float x[6], yColumnMajor[6], y[2][3];
  for (int i = 0; i < 6; ++i)
    x[i] = 0.5f * (float)i - 1.0f;
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c) {
      y[r][c] = (float)(3 * r + c) * 1.25f + 2.0f;
      yColumnMajor[c * 2 + r] = y[r][c];
    }
  static const int64_t columnMajorStrides[2] = {4, 8};
  PJRT_Buffer *xBuffer = toDevice(client, device, x, NULL);
  PJRT_Buffer *yBuffer =
      toDevice(client, device, yColumnMajor, columnMajorStrides);

  // Run it.
  PJRT_Buffer *arguments[2] = {xBuffer, yBuffer};
  PJRT_Buffer *const *argumentLists[1] = {arguments};
  PJRT_Buffer *outputs[2] = {NULL, NULL};
  PJRT_Buffer **outputLists[1] = {outputs};
  PJRT_Event *complete[1] = {NULL};
  PJRT_ExecuteOptions options = {PJRT_ExecuteOptions_STRUCT_SIZE};
  PJRT_LoadedExecutable_Execute_Args execute =
      executeArgs(executable, &options, argumentLists, outputLists);
  execute.device_complete_events = complete;
  ok(api->PJRT_LoadedExecutable_Execute(&execute),
     "PJRT_LoadedExecutable_Execute");
  awaitEvent(complete[0], "device_complete_event");

  float sum[6], product[2][3];
  toHost(outputs[0], sum, sizeof(sum), NULL);
  int64_t minorToMajor[2] = {0, 1}; // column-major
  PJRT_Buffer_MemoryLayout columnMajor = {PJRT_Buffer_MemoryLayout_STRUCT_SIZE};
  columnMajor.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  columnMajor.tiled.struct_size = PJRT_Buffer_MemoryLayout_Tiled_STRUCT_SIZE;
  columnMajor.tiled.minor_to_major = minorToMajor;
  columnMajor.tiled.minor_to_major_size = 2;
  float productColumnMajor[6];
  toHost(outputs[1], productColumnMajor, sizeof(productColumnMajor),
         &columnMajor);
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c)
      product[r][c] = productColumnMajor[c * 2 + r];
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c) {
      float xv = x[3 * r + c], yv = y[r][c];
      CHECK(sum[3 * r + c] == xv + yv, "sum[%d][%d] = %g, expected %g", r, c,
            sum[3 * r + c], xv + yv);
      CHECK(product[r][c] == xv * yv, "product[%d][%d] = %g, expected %g", r, c,
            product[r][c], xv * yv);
    }
  printf("results match: sum[1][2] = %g, product[1][2] = %g\n", sum[5],
         product[1][2]);

  // Runs queue up: three runs, each taking the sum of the last, without
  // waiting between them; reading the last sum waits for all of them.
  PJRT_Buffer *chain[3][2];
  PJRT_Buffer *previous = xBuffer;
  for (int run = 0; run < 3; ++run) {
    arguments[0] = previous;
    arguments[1] = yBuffer;
    outputLists[0] = chain[run];
    complete[0] = NULL;
    ok(api->PJRT_LoadedExecutable_Execute(&execute), "a queued run");
    PJRT_Event_Destroy_Args dropEvent = {PJRT_Event_Destroy_Args_STRUCT_SIZE};
    dropEvent.event = complete[0]; // Not awaited: dropped while it may run.
    ok(api->PJRT_Event_Destroy(&dropEvent), "PJRT_Event_Destroy");
    previous = chain[run][0];
  }
  float chained[6];
  toHost(chain[2][0], chained, sizeof(chained), NULL);
  for (int i = 0; i < 6; ++i) {
    float want = x[i] + 3 * y[i / 3][i % 3];
    CHECK(chained[i] == want, "chained[%d] = %g, expected %g", i, chained[i],
          want);
  }
  printf("three queued runs: sum[1][2] = %g\n", chained[5]);
  for (int run = 0; run < 3; ++run) {
    destroyBuffer(chain[run][0]);
    destroyBuffer(chain[run][1]);
  }
  outputLists[0] = outputs;
  arguments[0] = xBuffer;
  arguments[1] = yBuffer;

  // Error paths: each an error with a message, and the client goes on.
  execute.num_args = 1;
  expectError(api->PJRT_LoadedExecutable_Execute(&execute),
              PJRT_Error_Code_INVALID_ARGUMENT, "takes 2 arguments",
              "one argument");
  // A second run takes an output of the first as an argument.
  execute.num_args = 2;
  PJRT_Buffer *first[2] = {outputs[0], outputs[1]};
  arguments[0] = yBuffer;
  arguments[1] = first[0];
  ok(api->PJRT_LoadedExecutable_Execute(&execute), "a second run");
  awaitEvent(complete[0], "device_complete_event");
  toHost(outputs[0], sum, sizeof(sum), NULL);
  CHECK(sum[5] == y[1][2] + x[5] + y[1][2], "second run: sum[1][2] = %g",
        sum[5]);
  for (int i = 0; i < 2; ++i) {
    destroyBuffer(first[i]);
    destroyBuffer(outputs[i]);
  }
  PJRT_Buffer_Delete_Args deleteX = {PJRT_Buffer_Delete_Args_STRUCT_SIZE};
  deleteX.buffer = xBuffer;
  ok(api->PJRT_Buffer_Delete(&deleteX), "PJRT_Buffer_Delete");
  float ignored[6];
  PJRT_Buffer_ToHostBuffer_Args deletedRead = {
      PJRT_Buffer_ToHostBuffer_Args_STRUCT_SIZE};
  deletedRead.src = xBuffer;
  deletedRead.dst = ignored;
  deletedRead.dst_size = sizeof(ignored);
  expectError(api->PJRT_Buffer_ToHostBuffer(&deletedRead),
              PJRT_Error_Code_FAILED_PRECONDITION, "deleted",
              "reading a deleted buffer");
  PJRT_LoadedExecutable *failed = NULL;
  char damaged[] = "ML\xefR\x0d not really bytecode";
  expectError(compile(client, damaged, sizeof(damaged) - 1, "mlir", &failed),
              PJRT_Error_Code_INVALID_ARGUMENT, "error", "a damaged program");
  char text[] = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                "  %y = stablehlo.frobnicate %x : tensor<2xf32>\n"
                "  return %y : tensor<2xf32>\n}\n";
  expectError(compile(client, text, sizeof(text) - 1, "mlir", &failed),
              PJRT_Error_Code_INVALID_ARGUMENT, "frobnicate", "an unknown op");
  expectError(compile(client, code, codeSize, "hlo", &failed),
              PJRT_Error_Code_UNIMPLEMENTED, "format", "format hlo");
  PJRT_Client_TopologyDescription_Args topology = {
      PJRT_Client_TopologyDescription_Args_STRUCT_SIZE};
  topology.client = client;
  expectError(api->PJRT_Client_TopologyDescription(&topology),
              PJRT_Error_Code_UNIMPLEMENTED, "PJRT_Client_TopologyDescription",
              "an unimplemented function");

  // Compile options (serialized xla.CompileOptionsProto): kiln reads the
  // replica and partition counts and the device assignment, and refuses
  // what it cannot do.
  static const char twoReplicas[] = "\x1a\x02\x20\x02";
  expectError(compileWith(client, code, codeSize, "mlir", twoReplicas,
                          sizeof(twoReplicas) - 1, &failed),
              PJRT_Error_Code_UNIMPLEMENTED, "2 replica", "two replicas");
  static const char onDevice5[] = "\x1a\x06\x4a\x04\x1a\x02\x08\x05";
  expectError(compileWith(client, code, codeSize, "mlir", onDevice5,
                          sizeof(onDevice5) - 1, &failed),
              PJRT_Error_Code_INVALID_ARGUMENT, "device 5", "on device 5");
  static const char truncated[] = "\x1a\x09\x20";
  expectError(compileWith(client, code, codeSize, "mlir", truncated,
                          sizeof(truncated) - 1, &failed),
              PJRT_Error_Code_INVALID_ARGUMENT, "compile options",
              "truncated options");
  static const char onDevice0[] = "\x1a\x06\x4a\x04\x1a\x02\x08\x00";
  PJRT_LoadedExecutable *placed;
  ok(compileWith(client, code, codeSize, "mlir", onDevice0,
                 sizeof(onDevice0) - 1, &placed),
     "compile on device 0");
  destroyLoaded(placed);

  // The cost of one run: an add and a multiply of 6 elements, each reading
  // two f32[2,3] and writing one.
  compiled = executableOf(executable);
  PJRT_Executable_GetCostAnalysis_Args cost = {
      PJRT_Executable_GetCostAnalysis_Args_STRUCT_SIZE};
  cost.executable = compiled;
  ok(api->PJRT_Executable_GetCostAnalysis(&cost),
     "PJRT_Executable_GetCostAnalysis");
  printf("cost:");
  for (size_t i = 0; i < cost.num_properties; ++i) {
    const PJRT_NamedValue *property = &cost.properties[i];
    CHECK(property->type == PJRT_NamedValue_kFloat, "a cost that is no float");
    printf(" %.*s %g", (int)property->name_size, property->name,
           (double)property->float_value);
  }
  printf("\n");

  // Serialized and loaded again, the executable runs as the original.
  PJRT_Executable_Serialize_Args serialize = {
      PJRT_Executable_Serialize_Args_STRUCT_SIZE};
  serialize.executable = compiled;
  ok(api->PJRT_Executable_Serialize(&serialize), "PJRT_Executable_Serialize");
  destroyExecutable(compiled);
  PJRT_Executable_DeserializeAndLoad_Args load = {
      PJRT_Executable_DeserializeAndLoad_Args_STRUCT_SIZE};
  load.client = client;
  load.serialized_executable = serialize.serialized_bytes;
  load.serialized_executable_size = serialize.serialized_bytes_size;
  ok(api->PJRT_Executable_DeserializeAndLoad(&load),
     "PJRT_Executable_DeserializeAndLoad");
  float loadedSum[6], loadedProduct[6];
  runTwo(load.loaded_executable, yBuffer, yBuffer, loadedSum, loadedProduct);
  for (int i = 0; i < 6; ++i) {
    float yv = y[i / 3][i % 3];
    CHECK(loadedSum[i] == yv + yv && loadedProduct[i] == yv * yv,
          "the loaded executable computed %g, %g at %d", loadedSum[i],
          loadedProduct[i], i);
  }
  printf("serialized (%zu bytes), loaded and run: results match\n",
         serialize.serialized_bytes_size);
  destroyLoaded(load.loaded_executable);
  char *damagedCopy = malloc(serialize.serialized_bytes_size);
  memcpy(damagedCopy, serialize.serialized_bytes,
         serialize.serialized_bytes_size);
  damagedCopy[serialize.serialized_bytes_size / 2] ^= 0x20;
  load.serialized_executable = damagedCopy;
  load.loaded_executable = NULL;
  expectError(api->PJRT_Executable_DeserializeAndLoad(&load),
              PJRT_Error_Code_INVALID_ARGUMENT, "damaged",
              "a damaged serialized executable");
  free(damagedCopy);
  serialize.serialized_executable_deleter(serialize.serialized_executable);

  // A copy of a buffer on a device (here the same one) holds its values.
  PJRT_Buffer_CopyToDevice_Args copy = {
      PJRT_Buffer_CopyToDevice_Args_STRUCT_SIZE};
  copy.buffer = yBuffer;
  copy.dst_device = device;
  ok(api->PJRT_Buffer_CopyToDevice(&copy), "PJRT_Buffer_CopyToDevice");
  float copied[6];
  toHost(copy.dst_buffer, copied, sizeof(copied), NULL);
  CHECK(!memcmp(copied, y, sizeof(copied)), "the copy differs");
  printf("copied to the device: y[1][2] = %g\n", copied[5]);
  destroyBuffer(copy.dst_buffer);

  // Everything goes.
  destroyBuffer(xBuffer);
  destroyBuffer(yBuffer);
  destroyLoaded(executable);
  destroyClient(client);
  free(code);
  if (argc == 4)
    runSharded(argv[3]);
  printf("PASS\n");
  return 0;
}
