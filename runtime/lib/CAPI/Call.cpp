//===- Call.cpp - kiln_entry_call of kiln's runtime C API -----------------===//
//
// Checks every buffer of a call against the entry's descriptor (count,
// NULL, dtype and shape, writability, overlap) before the artifact sees
// any of it, then passes the flat pointer arrays of the artifact's C ABI
// (docs/aot.md) and turns a non-zero result into ENTRY_FAILED.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdlib>
#include <cstring>

using kiln::capi::invalidArgument;
using kiln::capi::makeStatus;

namespace {

/// Pointer arrays up to this size live on the stack.
constexpr size_t kInlinePointers = 32;

bool sameShape(const kiln_buffer &buffer, const kiln_tensor_info &info) {
  if (buffer.dtype != info.dtype || buffer.rank != size_t(info.rank))
    return false;
  for (size_t d = 0; d < buffer.rank; ++d)
    if (buffer.dims[d] != info.shape[d])
      return false;
  return true;
}

/// Checks `buffers` against `infos`: `kind` is "input" or "output".
kiln_status checkBuffers(const kiln_artifact_entry &entry,
                         const kiln_buffer *const *buffers, size_t count,
                         const kiln_tensor_info *infos, int32_t expected,
                         const char *kind) {
  std::string kindText = kind;
  if (count != size_t(expected))
    return invalidArgument("'" + std::string(entry.name) + "' takes " +
                           std::to_string(expected) + " " + kindText +
                           "s, got " + std::to_string(count));
  if (count && !buffers)
    return invalidArgument(kindText + "s of '" + entry.name + "' is NULL");
  for (size_t i = 0; i < count; ++i) {
    std::string what =
        kindText + " " + std::to_string(i) + " of '" + entry.name + "'";
    const kiln_buffer *buffer = buffers[i];
    const kiln_tensor_info &info = infos[i];
    if (!buffer)
      return invalidArgument(what + " is NULL");
    if (!sameShape(*buffer, info))
      return invalidArgument(
          what + ": expected " +
          kiln::capi::shapeText(info.dtype, info.rank, info.shape) + ", got " +
          kiln::capi::shapeText(buffer->dtype, buffer->rank, buffer->dims));
    if (kindText == "output" && buffer->readOnly)
      return invalidArgument(what + " is a read-only buffer");
  }
  return KILN_OK;
}

bool overlap(const kiln_buffer &a, const kiln_buffer &b) {
  if (!a.sizeBytes || !b.sizeBytes)
    return false;
  auto begin = [](const kiln_buffer &x) {
    return reinterpret_cast<uintptr_t>(x.data);
  };
  return begin(a) < begin(b) + b.sizeBytes && begin(b) < begin(a) + a.sizeBytes;
}

/// Outputs may overlap neither inputs nor each other.
kiln_status checkOverlaps(const kiln_artifact_entry &entry,
                          const kiln_buffer *const *inputs, size_t numInputs,
                          kiln_buffer *const *outputs, size_t numOutputs) {
  for (size_t o = 0; o < numOutputs; ++o) {
    std::string what =
        "output " + std::to_string(o) + " of '" + entry.name + "'";
    for (size_t i = 0; i < numInputs; ++i)
      if (overlap(*outputs[o], *inputs[i]))
        return invalidArgument(what + " overlaps input " + std::to_string(i));
    for (size_t p = 0; p < o; ++p)
      if (overlap(*outputs[o], *outputs[p]))
        return invalidArgument(what + " overlaps output " + std::to_string(p));
  }
  return KILN_OK;
}

} // namespace

extern "C" {

kiln_status kiln_entry_call(const kiln_entry *entry,
                            const kiln_buffer *const *inputs, size_t num_inputs,
                            kiln_buffer *const *outputs, size_t num_outputs) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!entry)
      return invalidArgument("kiln_entry_call: entry is NULL");
    const kiln_artifact_entry &d = *entry->descriptor;
    if (kiln_status s = checkBuffers(d, inputs, num_inputs, d.inputs,
                                     d.num_inputs, "input"))
      return s;
    if (kiln_status s = checkBuffers(d, outputs, num_outputs, d.outputs,
                                     d.num_outputs, "output"))
      return s;
    if (kiln_status s =
            checkOverlaps(d, inputs, num_inputs, outputs, num_outputs))
      return s;

    const void *inlineInputs[kInlinePointers];
    void *inlineOutputs[kInlinePointers];
    const void **in = inlineInputs;
    void **out = inlineOutputs;
    if (num_inputs > kInlinePointers)
      in = static_cast<const void **>(std::malloc(num_inputs * sizeof(void *)));
    if (num_outputs > kInlinePointers)
      out = static_cast<void **>(std::malloc(num_outputs * sizeof(void *)));
    auto freeArrays = [&] {
      if (in != inlineInputs)
        std::free(in);
      if (out != inlineOutputs)
        std::free(out);
    };
    if (!in || !out) {
      freeArrays();
      return makeStatus(KILN_STATUS_OUT_OF_MEMORY, "out of memory");
    }
    for (size_t i = 0; i < num_inputs; ++i)
      in[i] = inputs[i]->data;
    for (size_t i = 0; i < num_outputs; ++i)
      out[i] = outputs[i]->data;
    int result = d.function(in, out);
    freeArrays();
    if (result != 0)
      return makeStatus(KILN_STATUS_ENTRY_FAILED,
                        "'" + std::string(d.name) + "' (" + d.symbol +
                            ") returned " + std::to_string(result) +
                            ": a custom call target failed",
                        result);
    return KILN_OK;
  });
}

kiln_status kiln_entry_call_allocating(const kiln_entry *entry,
                                       const kiln_buffer *const *inputs,
                                       size_t num_inputs,
                                       kiln_buffer **out_outputs,
                                       size_t num_outputs) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (num_outputs && !out_outputs)
      return invalidArgument("kiln_entry_call_allocating: out_outputs is NULL");
    for (size_t i = 0; i < num_outputs; ++i)
      out_outputs[i] = nullptr;
    if (!entry)
      return invalidArgument("kiln_entry_call_allocating: entry is NULL");
    const kiln_artifact_entry &d = *entry->descriptor;
    if (num_outputs != size_t(d.num_outputs))
      return invalidArgument(
          "'" + std::string(d.name) + "' has " + std::to_string(d.num_outputs) +
          " outputs, got room for " + std::to_string(num_outputs));
    auto releaseAll = [&] {
      for (size_t i = 0; i < num_outputs; ++i) {
        kiln_buffer_release(out_outputs[i]);
        out_outputs[i] = nullptr;
      }
    };
    for (size_t i = 0; i < num_outputs; ++i)
      if (kiln_status s =
              kiln_buffer_allocate_for_output(entry, i, &out_outputs[i])) {
        releaseAll();
        return s;
      }
    kiln_status s =
        kiln_entry_call(entry, inputs, num_inputs, out_outputs, num_outputs);
    if (s)
      releaseAll();
    return s;
  });
}

} // extern "C"
