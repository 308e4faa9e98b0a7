//===- Executables.cpp - PJRT compile, executables and execute ------------===//
//
// Programs come in format "mlir": a StableHLO portable artifact (what JAX
// sends), or MLIR bytecode or text of StableHLO. They compile through
// kiln::Compiler, the pipeline `kiln run` uses. Execute queues the run on
// the client's worker and returns its output buffers at once; their values
// and the completion event complete when it has run. A program compiled for
// several partitions (jax.jit with shardings) is partitioned so that each
// device takes and returns its own shards (CompileOptions::localShards);
// Execute runs all its devices together, and the shardings extension
// reports the shardings of its parameters and outputs as xla.OpSharding
// protos.
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"
#include "ProtoWire.h"

#include "kiln/Compiler/CostAnalysis.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cstring>

namespace kiln::pjrt {
namespace {

PJRT_Error *usable(PJRT_LoadedExecutable *executable) {
  if (!executable)
    return missing("executable");
  if (executable->deleted)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "kiln: the executable was deleted");
  return nullptr;
}

/// The program's description of its outputs, for the executable queries.
void describeOutputs(KilnProgram &program) {
  static const char kDevice[] = "device";
  for (const TensorSignature &output : program.executable->outputs()) {
    program.outputTypes.push_back(bufferTypeOf(output.dtype));
    program.outputDims.insert(program.outputDims.end(), output.shape.begin(),
                              output.shape.end());
    program.outputRanks.push_back(output.shape.size());
    program.outputMemoryKinds.push_back(kDevice);
    program.outputMemoryKindSizes.push_back(sizeof(kDevice) - 1);
  }
}

/// `tile` (over `devices` devices, of a tensor of `rank` dimensions) as a
/// serialized xla.OpSharding: REPLICATED (type 0) when no dimension is
/// split, otherwise OTHER (3) with its tile assignment dimensions (3) and
/// devices (4), packed, and replicate_on_last_tile_dim (6) when several
/// devices hold each tile.
std::string opSharding(const TileSharding *tile, size_t rank) {
  std::string bytes;
  bool split = tile && tile->tiles.size() >= rank &&
               std::any_of(tile->tiles.begin(), tile->tiles.begin() + rank,
                           [](int64_t n) { return n > 1; });
  if (!split) {
    proto::appendVarintField(bytes, 1, 0);
    return bytes;
  }
  auto packed = [](const std::vector<int64_t> &values) {
    std::string out;
    for (int64_t v : values)
      proto::appendVarint(out, uint64_t(v));
    return out;
  };
  proto::appendVarintField(bytes, 1, 3);
  proto::appendBytesField(bytes, 3, packed(tile->tiles));
  proto::appendBytesField(bytes, 4, packed(tile->devices));
  if (tile->tiles.size() > rank)
    proto::appendVarintField(bytes, 6, 1);
  return bytes;
}

/// The program's parameter and output shardings for the shardings
/// extension: what partitioning decided, or replicated for a program that
/// runs whole on every device (or on one).
void describeShardings(KilnProgram &program) {
  const Executable &exe = *program.executable;
  auto fill = [&](const std::vector<TensorSignature> &signature,
                  const std::vector<TileSharding> &tiles,
                  std::vector<std::string> &protos,
                  std::vector<const char *> &data, std::vector<size_t> &sizes) {
    for (size_t i = 0; i < signature.size(); ++i)
      protos.push_back(opSharding(
          exe.takesLocalShards() && i < tiles.size() ? &tiles[i] : nullptr,
          signature[i].shape.size()));
    for (const std::string &proto : protos) {
      data.push_back(proto.data());
      sizes.push_back(proto.size());
    }
  };
  fill(exe.inputs(), exe.inputShardings(), program.parameterShardings,
       program.parameterShardingData, program.parameterShardingSizes);
  fill(exe.outputs(), exe.outputShardings(), program.outputShardings,
       program.outputShardingData, program.outputShardingSizes);
  // Their layouts (the layouts extension): dense, row-major.
  auto layouts =
      [](const std::vector<TensorSignature> &signature,
         std::vector<std::unique_ptr<PJRT_Layouts_MemoryLayout>> &owned,
         std::vector<PJRT_Layouts_MemoryLayout *> &pointers) {
        for (const TensorSignature &tensor : signature) {
          owned.push_back(rowMajorLayout(tensor.shape.size()));
          owned.back()->ownedByExecutable = true;
          pointers.push_back(owned.back().get());
        }
      };
  layouts(exe.inputs(), program.parameterLayouts,
          program.parameterLayoutPointers);
  layouts(exe.outputs(), program.outputLayouts, program.outputLayoutPointers);
}

/// What the program's text says beyond its compiled code: which arguments
/// of its entry `main` the caller may donate (the attributes are the
/// framework's, not kiln's), and its cost. Reads the program again (it
/// compiled, so it parses).
void readProgramFacts(Compiler &compiler, const std::string &code,
                      KilnProgram &program) {
  size_t numArguments = program.executable->inputs().size();
  program.donatable.assign(numArguments, false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(code, "pjrt_program",
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  mlir::ScopedDiagnosticHandler quiet(
      &compiler.context(), [](mlir::Diagnostic &) { return mlir::success(); });
  mlir::OwningOpRef<mlir::ModuleOp> module = compiler.parse(sourceMgr);
  if (!module)
    return;
  ProgramCost cost = estimateCost(*module);
  auto named = [](const char *name, double value) {
    PJRT_NamedValue property{};
    property.struct_size = PJRT_NamedValue_STRUCT_SIZE;
    property.name = name;
    property.name_size = std::strlen(name);
    property.type = PJRT_NamedValue_kFloat;
    property.float_value = float(value);
    property.value_size = 1;
    return property;
  };
  program.cost = {named("flops", cost.flops),
                  named("transcendentals", cost.transcendentals),
                  named("bytes accessed", cost.bytesAccessed)};
  auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
  if (!main || main.getNumArguments() != numArguments)
    return;
  for (unsigned i = 0; i < numArguments; ++i) {
    auto donor = main.getArgAttrOfType<mlir::BoolAttr>(i, "jax.buffer_donor");
    program.donatable[i] =
        main.getArgAttr(i, "tf.aliasing_output") || (donor && donor.getValue());
  }
}

/// The program's fingerprint, for both executable kinds' queries.
PJRT_Error *fingerprintOf(const KilnProgram &program, const char *&data,
                          size_t &size) {
  data = program.fingerprint.data();
  size = program.fingerprint.size();
  return nullptr;
}

} // namespace

namespace {

/// Compiles `code` for `client` as `optionsBytes` (a serialized
/// xla.CompileOptionsProto) ask: Compile and DeserializeAndLoad.
PJRT_Error *compileProgram(PJRT_Client *client, std::string code,
                           std::string optionsBytes,
                           PJRT_LoadedExecutable *&executable) {
  CompileRequest request;
  std::vector<PJRT_Device *> devices;
  if (PJRT_Error *error = readCompileOptions(optionsBytes, request))
    return error;
  if (PJRT_Error *error = placeProgram(*client, request, devices))
    return error;
  auto program = std::make_shared<KilnProgram>();
  {
    std::lock_guard<std::mutex> lock(client->compileMutex);
    CompileOptions options;
    options.cacheDir = client->cacheDir;
    // A program for several partitions: each device takes and returns its
    // shards, as JAX passes them.
    if (devices.size() > 1) {
      options.localShards = true;
      options.devices = int64_t(devices.size());
    }
    runtime::Expected<std::unique_ptr<Executable>> compiled =
        client->compiler.compileString(code, "pjrt_program", options);
    if (!compiled)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "kiln: " + compiled.message());
    program->executable = compiled.take();
    readProgramFacts(client->compiler, code, *program);
  }
  program->name = "main";
  program->fingerprint =
      llvm::formatv("{0:x16}", llvm::xxh3_64bits(llvm::StringRef(code))).str();
  program->code = std::move(code);
  program->compileOptions = std::move(optionsBytes);
  describeOutputs(*program);
  describeShardings(*program);
  auto *loaded = new PJRT_LoadedExecutable;
  loaded->client = client;
  loaded->device = devices.front();
  loaded->devices = std::move(devices);
  loaded->program = std::move(program);
  executable = loaded;
  return nullptr;
}

/// A serialized kiln executable: this line, then the compile options and
/// the program as length-prefixed fields (protobuf's wire format: 1 and 2),
/// then the xxh3 hash of everything before it (8 bytes, little-endian).
/// Loading compiles the program again, through the client's compile cache
/// when it has one.
constexpr llvm::StringLiteral kSerializedMagic = "kiln-pjrt-executable 1\n";

std::string serializeProgram(const KilnProgram &program) {
  std::string bytes = kSerializedMagic.str();
  proto::appendBytesField(bytes, 1, program.compileOptions);
  proto::appendBytesField(bytes, 2, program.code);
  uint64_t hash = llvm::xxh3_64bits(llvm::StringRef(bytes));
  for (int i = 0; i < 8; ++i)
    bytes.push_back(char(hash >> (8 * i)));
  return bytes;
}

bool deserializeProgram(llvm::StringRef bytes, std::string &optionsBytes,
                        std::string &code) {
  if (bytes.size() < kSerializedMagic.size() + 8 ||
      !bytes.starts_with(kSerializedMagic))
    return false;
  llvm::StringRef body = bytes.drop_back(8);
  uint64_t hash = 0;
  for (int i = 0; i < 8; ++i)
    hash |= uint64_t(uint8_t(bytes[body.size() + i])) << (8 * i);
  if (hash != llvm::xxh3_64bits(body))
    return false;
  proto::Reader reader(body.drop_front(kSerializedMagic.size()));
  uint64_t field;
  proto::WireType type;
  bool sawOptions = false, sawCode = false;
  while (reader.next(field, type)) {
    std::optional<llvm::StringRef> value;
    if (type != proto::Bytes || !(value = reader.bytes()))
      return false;
    if (field == 1) {
      optionsBytes = value->str();
      sawOptions = true;
    } else if (field == 2) {
      code = value->str();
      sawCode = true;
    }
  }
  return !reader.failed() && sawOptions && sawCode;
}

} // namespace

PJRT_Error *PJRT_Client_Compile(PJRT_Client_Compile_Args *args) {
  if (!args->client)
    return missing("client");
  if (!args->program || (!args->program->code && args->program->code_size))
    return missing("program");
  llvm::StringRef format(args->program->format, args->program->format_size);
  if (format != "mlir")
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "kiln: programs come as format \"mlir\" (StableHLO); "
                     "got format \"" +
                         format.str() + "\"");
  if (!args->compile_options && args->compile_options_size)
    return missing("compile options");
  return compileProgram(
      args->client, std::string(args->program->code, args->program->code_size),
      std::string(args->compile_options, args->compile_options_size),
      args->executable);
}

PJRT_Error *PJRT_Executable_Serialize(PJRT_Executable_Serialize_Args *args) {
  if (!args->executable)
    return missing("executable");
  auto *bytes = new std::string(serializeProgram(*args->executable->program));
  args->serialized_bytes = bytes->data();
  args->serialized_bytes_size = bytes->size();
  args->serialized_executable =
      reinterpret_cast<PJRT_SerializedExecutable *>(bytes);
  args->serialized_executable_deleter =
      [](PJRT_SerializedExecutable *serialized) {
        delete reinterpret_cast<std::string *>(serialized);
      };
  return nullptr;
}

PJRT_Error *PJRT_Executable_DeserializeAndLoad(
    PJRT_Executable_DeserializeAndLoad_Args *args) {
  if (!args->client)
    return missing("client");
  if (!args->serialized_executable && args->serialized_executable_size)
    return missing("serialized executable");
  std::string optionsBytes, code;
  if (!deserializeProgram(llvm::StringRef(args->serialized_executable,
                                          args->serialized_executable_size),
                          optionsBytes, code))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the bytes are not an executable kiln's plugin "
                     "serialized (or they were damaged)");
  if (args->overridden_serialized_compile_options)
    optionsBytes.assign(args->overridden_serialized_compile_options,
                        args->overridden_serialized_compile_options_size);
  return compileProgram(args->client, std::move(code), std::move(optionsBytes),
                        args->loaded_executable);
}

PJRT_Error *PJRT_Executable_Destroy(PJRT_Executable_Destroy_Args *args) {
  delete args->executable;
  return nullptr;
}

PJRT_Error *PJRT_Executable_Name(PJRT_Executable_Name_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->executable_name = args->executable->program->name.data();
  args->executable_name_size = args->executable->program->name.size();
  return nullptr;
}

PJRT_Error *
PJRT_Executable_NumReplicas(PJRT_Executable_NumReplicas_Args *args) {
  args->num_replicas = 1;
  return nullptr;
}

PJRT_Error *
PJRT_Executable_NumPartitions(PJRT_Executable_NumPartitions_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->num_partitions =
      size_t(args->executable->program->executable->partitions());
  return nullptr;
}

PJRT_Error *PJRT_Executable_NumOutputs(PJRT_Executable_NumOutputs_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->num_outputs = args->executable->program->outputTypes.size();
  return nullptr;
}

PJRT_Error *PJRT_Executable_SizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args *args) {
  args->size_in_bytes = 0; // Not measured.
  return nullptr;
}

PJRT_Error *
PJRT_Executable_GetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args *args) {
  if (!args->executable)
    return missing("executable");
  const KilnProgram &program = *args->executable->program;
  args->num_properties = program.cost.size();
  args->properties = program.cost.data();
  return nullptr;
}

PJRT_Error *PJRT_Executable_OutputMemoryKinds(
    PJRT_Executable_OutputMemoryKinds_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_outputs = program.outputMemoryKinds.size();
  args->memory_kinds = program.outputMemoryKinds.data();
  args->memory_kind_sizes = program.outputMemoryKindSizes.data();
  return nullptr;
}

PJRT_Error *PJRT_Executable_OutputElementTypes(
    PJRT_Executable_OutputElementTypes_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->output_types = program.outputTypes.data();
  args->num_output_types = program.outputTypes.size();
  return nullptr;
}

PJRT_Error *
PJRT_Executable_OutputDimensions(PJRT_Executable_OutputDimensions_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_outputs = program.outputRanks.size();
  args->dims = program.outputDims.data();
  args->dim_sizes = program.outputRanks.data();
  return nullptr;
}

PJRT_Error *
PJRT_Executable_Fingerprint(PJRT_Executable_Fingerprint_Args *args) {
  if (!args->executable)
    return missing("executable");
  return fingerprintOf(*args->executable->program, args->executable_fingerprint,
                       args->executable_fingerprint_size);
}

PJRT_Error *
PJRT_LoadedExecutable_Destroy(PJRT_LoadedExecutable_Destroy_Args *args) {
  delete args->executable;
  return nullptr;
}

PJRT_Error *PJRT_LoadedExecutable_GetExecutable(
    PJRT_LoadedExecutable_GetExecutable_Args *args) {
  if (!args->loaded_executable)
    return missing("executable");
  args->executable = new PJRT_Executable{args->loaded_executable->program};
  return nullptr;
}

PJRT_Error *PJRT_LoadedExecutable_AddressableDevices(
    PJRT_LoadedExecutable_AddressableDevices_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->addressable_devices = args->executable->devices.data();
  args->num_addressable_devices = args->executable->devices.size();
  return nullptr;
}

PJRT_Error *
PJRT_LoadedExecutable_Delete(PJRT_LoadedExecutable_Delete_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->executable->deleted = true;
  return nullptr;
}

PJRT_Error *
PJRT_LoadedExecutable_IsDeleted(PJRT_LoadedExecutable_IsDeleted_Args *args) {
  if (!args->executable)
    return missing("executable");
  args->is_deleted = args->executable->deleted;
  return nullptr;
}

PJRT_Error *PJRT_LoadedExecutable_Fingerprint(
    PJRT_LoadedExecutable_Fingerprint_Args *args) {
  if (!args->executable)
    return missing("executable");
  return fingerprintOf(*args->executable->program, args->executable_fingerprint,
                       args->executable_fingerprint_size);
}

PJRT_Error *PJRT_LoadedExecutable_GetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args *args) {
  if (!args->executable)
    return missing("executable");
  // An xla.DeviceAssignmentProto of one replica and a computation
  // (partition) per device: replica_count (1), computation_count (2), and
  // computation_devices (3) holding replica_device_ids (1).
  auto *bytes = new std::string;
  const std::vector<PJRT_Device *> &devices = args->executable->devices;
  proto::appendVarintField(*bytes, 1, 1);
  proto::appendVarintField(*bytes, 2, devices.size());
  for (PJRT_Device *device : devices) {
    std::string computation;
    proto::appendVarintField(computation, 1, uint64_t(device->description.id));
    proto::appendBytesField(*bytes, 3, computation);
  }
  args->serialized_bytes = bytes->data();
  args->serialized_bytes_size = bytes->size();
  args->serialized_device_assignment =
      reinterpret_cast<PJRT_DeviceAssignmentSerialized *>(bytes);
  args->serialized_device_assignment_deleter =
      [](PJRT_DeviceAssignmentSerialized *serialized) {
        delete reinterpret_cast<std::string *>(serialized);
      };
  return nullptr;
}

PJRT_Error *
PJRT_LoadedExecutable_Execute(PJRT_LoadedExecutable_Execute_Args *args) {
  if (PJRT_Error *error = usable(args->executable))
    return error;
  std::shared_ptr<KilnProgram> program = args->executable->program;
  const std::vector<PJRT_Device *> &placed = args->executable->devices;
  size_t numDevices = args->num_devices;
  if (numDevices != placed.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "kiln: the program runs on " +
                         std::to_string(placed.size()) +
                         " device(s), but Execute got arguments for " +
                         std::to_string(numDevices));
  const std::vector<TensorSignature> &signature = program->executable->inputs();
  if (args->num_args != signature.size())
    return makeError(
        PJRT_Error_Code_INVALID_ARGUMENT,
        "kiln: the program takes " + std::to_string(signature.size()) +
            " arguments, but got " + std::to_string(args->num_args));
  // The arguments' values, device by device, checked against the program
  // by their types (their data may still be computed by an earlier run).
  std::vector<std::vector<std::shared_ptr<KilnBufferValue>>> inputs(
      numDevices,
      std::vector<std::shared_ptr<KilnBufferValue>>(args->num_args));
  for (size_t d = 0; d < numDevices; ++d) {
    std::string where =
        numDevices > 1 ? " of device " + std::to_string(d) : std::string();
    for (size_t i = 0; i < args->num_args; ++i) {
      PJRT_Buffer *buffer = args->argument_lists[d][i];
      if (!buffer)
        return missing("argument buffer");
      std::optional<runtime::DType> dtype = dtypeOf(buffer->type);
      if (dtype != signature[i].dtype || buffer->dims != signature[i].shape) {
        TensorSignature given{dtype.value_or(signature[i].dtype), buffer->dims};
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "kiln: argument " + std::to_string(i) + where +
                             " is " + given.str() + ", but the program takes " +
                             signature[i].str());
      }
      if (PJRT_Error *error = valueOf(buffer, inputs[d][i]))
        return makeError(
            PJRT_Error_Code_FAILED_PRECONDITION,
            "kiln: argument " + std::to_string(i) + where + ": " + [&] {
              std::string message = error->message;
              delete error;
              return message;
            }());
    }
  }
  // The outputs, whose values the run completes.
  std::vector<std::vector<std::shared_ptr<KilnBufferValue>>> outputs(
      numDevices);
  for (size_t d = 0; d < numDevices; ++d) {
    PJRT_Device *device = placed[d];
    if (numDevices == 1 && args->execute_device)
      device = args->execute_device;
    for (size_t i = 0; i < program->outputTypes.size(); ++i) {
      auto *buffer = new PJRT_Buffer;
      buffer->client = args->executable->client;
      buffer->device = device;
      buffer->type = program->outputTypes[i];
      buffer->dims = program->executable->outputs()[i].shape;
      buffer->value = std::make_shared<KilnBufferValue>();
      outputs[d].push_back(buffer->value);
      args->output_lists[d][i] = buffer;
    }
  }
  // Donated arguments are used up: deleted now (the run holds their
  // values), unless the caller said not to donate them this time, they
  // are passed twice, or something outside holds their data (a NumPy
  // view).
  const PJRT_ExecuteOptions *options = args->options;
  for (size_t d = 0; d < numDevices; ++d) {
    PJRT_Buffer *const *list = args->argument_lists[d];
    for (size_t i = 0; i < args->num_args; ++i) {
      if (!program->donatable[i])
        continue;
      if (options && options->non_donatable_input_indices &&
          std::find(options->non_donatable_input_indices,
                    options->non_donatable_input_indices +
                        options->num_non_donatable_input_indices,
                    int64_t(i)) != options->non_donatable_input_indices +
                                       options->num_non_donatable_input_indices)
        continue;
      PJRT_Buffer *buffer = list[i];
      if (std::count(list, list + args->num_args, buffer) > 1)
        continue;
      std::lock_guard<std::mutex> lock(buffer->mutex);
      if (buffer->externalReferences == 0)
        buffer->value.reset();
    }
  }
  auto done = std::make_shared<KilnEventState>();
  if (args->device_complete_events)
    for (size_t d = 0; d < numDevices; ++d)
      args->device_complete_events[d] = new PJRT_Event{done};
  // The run, on the client's worker: after every run asked for before it,
  // so inputs those compute are complete. A program of several devices
  // runs them all at once, each on its own shards.
  args->executable->client->worker.post([program, inputs, outputs, done] {
    std::optional<PJRT_Error> error;
    // The values stay alive (and unchanged) for the run: it reads them in
    // place.
    std::vector<std::vector<const runtime::HostBuffer *>> data(inputs.size());
    for (size_t d = 0; d < inputs.size() && !error; ++d)
      for (const std::shared_ptr<KilnBufferValue> &input : inputs[d]) {
        error = awaitEvent(*input->ready);
        if (error)
          break;
        data[d].push_back(input->data.get());
      }
    if (!error) {
      runtime::Expected<std::vector<std::vector<runtime::HostBuffer>>> results =
          std::vector<std::vector<runtime::HostBuffer>>();
      if (data.size() == 1) {
        runtime::Expected<std::vector<runtime::HostBuffer>> single =
            program->executable->runBorrowed(data[0]);
        if (single)
          results->push_back(single.take());
        else
          results =
              runtime::Expected<std::vector<std::vector<runtime::HostBuffer>>>::
                  error(single.message());
      } else {
        results = program->executable->runOnDevicesBorrowed(data);
      }
      if (!results)
        error =
            PJRT_Error{PJRT_Error_Code_INTERNAL, "kiln: " + results.message()};
      else
        for (size_t d = 0; d < outputs.size(); ++d)
          for (size_t i = 0; i < outputs[d].size(); ++i)
            outputs[d][i]->data = std::make_shared<runtime::HostBuffer>(
                std::move((*results)[d][i]));
    }
    for (const auto &device : outputs)
      for (const std::shared_ptr<KilnBufferValue> &output : device)
        completeEvent(*output->ready, error);
    completeEvent(*done, error);
  });
  return nullptr;
}

} // namespace kiln::pjrt
