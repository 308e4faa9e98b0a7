//===- Extensions.cpp - the PJRT extensions of kiln's plugin --------------===//
//
// Two extensions of the PJRT C API, chained from PJRT_Api.extension_start:
//  - shardings: the shardings of a compiled program's parameters and
//    outputs as serialized xla.OpSharding protos (KilnProgram holds them;
//    Executables.cpp fills them in), which JAX reads after compiling a
//    program for several devices. A program of one device reports none.
//  - layouts: kiln's arrays are dense and row-major; the extension says so
//    for buffers, default layouts and a program's parameters and outputs
//    (jaxlib needs parameter layouts to serialize a program that reports
//    shardings). A layout serializes to XLA's text form, "{1,0}".
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"

namespace kiln::pjrt {

std::unique_ptr<PJRT_Layouts_MemoryLayout> rowMajorLayout(size_t rank) {
  // XLA's text form of a layout: its minor-to-major dimension order,
  // "{1,0}" for a matrix.
  auto layout = std::make_unique<PJRT_Layouts_MemoryLayout>();
  layout->text = "{";
  for (size_t d = rank; d-- > 0;)
    layout->text += std::to_string(d) + (d ? "," : "");
  layout->text += "}";
  return layout;
}

namespace {

PJRT_Error *parameterShardings(
    PJRT_Shardings_PJRT_Executable_ParameterShardings_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_parameters = program.parameterShardings.size();
  // A program of one device has no shardings to tell (null: the framework
  // treats it as unsharded).
  bool sharded = program.executable->partitions() > 1;
  args->shardings = sharded ? program.parameterShardingData.data() : nullptr;
  args->sharding_sizes =
      sharded ? program.parameterShardingSizes.data() : nullptr;
  return nullptr;
}

PJRT_Error *
outputShardings(PJRT_Shardings_PJRT_Executable_OutputShardings_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_outputs = program.outputShardings.size();
  bool sharded = program.executable->partitions() > 1;
  args->shardings = sharded ? program.outputShardingData.data() : nullptr;
  args->sharding_sizes = sharded ? program.outputShardingSizes.data() : nullptr;
  return nullptr;
}

PJRT_Error *destroyLayout(PJRT_Layouts_MemoryLayout_Destroy_Args *args) {
  if (args->layout && !args->layout->ownedByExecutable)
    delete args->layout;
  return nullptr;
}

PJRT_Error *serializeLayout(PJRT_Layouts_MemoryLayout_Serialize_Args *args) {
  if (!args->layout)
    return missing("layout");
  auto *bytes = new std::string(args->layout->text);
  args->serialized_bytes = bytes->data();
  args->serialized_bytes_size = bytes->size();
  args->serialized_layout =
      reinterpret_cast<PJRT_Layouts_SerializedLayout *>(bytes);
  args->serialized_layout_deleter = [](PJRT_Layouts_SerializedLayout *s) {
    delete reinterpret_cast<std::string *>(s);
  };
  return nullptr;
}

PJRT_Error *bufferLayout(PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args *args) {
  if (!args->buffer)
    return missing("buffer");
  args->layout = rowMajorLayout(args->buffer->dims.size()).release();
  return nullptr;
}

PJRT_Error *
clientDefaultLayout(PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args *args) {
  args->layout = rowMajorLayout(args->num_dims).release();
  return nullptr;
}

PJRT_Error *
topologyDefaultLayout(PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args *args) {
  args->layout = rowMajorLayout(args->num_dims).release();
  return nullptr;
}

PJRT_Error *
outputLayouts(PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_outputs = program.outputLayoutPointers.size();
  args->layouts = program.outputLayoutPointers.data();
  return nullptr;
}

PJRT_Error *
parameterLayouts(PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args *args) {
  if (!args->executable)
    return missing("executable");
  KilnProgram &program = *args->executable->program;
  args->num_parameters = program.parameterLayoutPointers.size();
  args->layouts = program.parameterLayoutPointers.data();
  return nullptr;
}

} // namespace

PJRT_Extension_Base *extensions() {
  static PJRT_Layouts_Extension layouts = [] {
    PJRT_Layouts_Extension extension{};
    extension.base.struct_size = PJRT_Layouts_Extension_STRUCT_SIZE;
    extension.base.type = PJRT_Extension_Type_Layouts;
    extension.base.next = nullptr;
    extension.PJRT_Layouts_MemoryLayout_Destroy = &destroyLayout;
    extension.PJRT_Layouts_MemoryLayout_Serialize = &serializeLayout;
    extension.PJRT_Layouts_PJRT_Client_GetDefaultLayout = &clientDefaultLayout;
    extension.PJRT_Layouts_PJRT_Buffer_MemoryLayout = &bufferLayout;
    extension.PJRT_Layouts_PJRT_Topology_GetDefaultLayout =
        &topologyDefaultLayout;
    extension.PJRT_Layouts_PJRT_Executable_GetOutputLayouts = &outputLayouts;
    extension.PJRT_Layouts_PJRT_Executable_GetParameterLayouts =
        &parameterLayouts;
    return extension;
  }();
  static PJRT_Shardings_Extension shardings = [] {
    PJRT_Shardings_Extension extension{};
    extension.base.struct_size = PJRT_Shardings_Extension_STRUCT_SIZE;
    extension.base.type = PJRT_Extension_Type_Shardings;
    extension.base.next = &layouts.base;
    extension.PJRT_Shardings_PJRT_Executable_ParameterShardings =
        &parameterShardings;
    extension.PJRT_Shardings_PJRT_Executable_OutputShardings = &outputShardings;
    return extension;
  }();
  return &shardings.base;
}

} // namespace kiln::pjrt
