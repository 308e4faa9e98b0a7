//===- Module.cpp - kiln_module and kiln_entry of kiln's runtime C API ----===//
//
// A module is a checked kiln_artifact descriptor (kiln/artifact.h): found
// with dlsym in a shared library loaded with dlopen (RTLD_NOW, so that
// missing symbols show up at load time, and RTLD_LOCAL, so that several
// artifacts load side by side), or handed over by a program that links the
// artifact. The descriptor is checked before anything in it is trusted:
// magic, ABI version, and every entry's tables (counts, ranks, dtypes,
// element counts and byte sizes consistent).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cerrno>
#include <cstring>
#include <dlfcn.h>
#include <memory>
#include <new>
#include <sys/stat.h>

using kiln::capi::invalidArgument;
using kiln::capi::makeStatus;

namespace {

kiln_status failedPrecondition(const std::string &message) {
  return makeStatus(KILN_STATUS_FAILED_PRECONDITION, message);
}

/// Checks one input or output table of `entry`.
kiln_status checkTensors(const kiln_tensor_info *infos, int32_t count,
                         const std::string &what) {
  if (count < 0 || (count > 0 && !infos))
    return failedPrecondition(what + " table is malformed");
  for (int32_t i = 0; i < count; ++i) {
    const kiln_tensor_info &info = infos[i];
    std::string name = what + " " + std::to_string(i);
    // The table comes from an artifact: its dtype is read as the integer it
    // is stored as, since an enum object holding an unknown value must not
    // be loaded as the enum in C++.
    int dtype;
    static_assert(sizeof(dtype) == sizeof(info.dtype));
    std::memcpy(&dtype, &info.dtype, sizeof(dtype));
    if (info.rank < 0 || (info.rank > 0 && !info.shape) ||
        !kiln::capi::isKnownDType(dtype) || !info.dtype_name)
      return failedPrecondition(name + " is malformed");
    int64_t elements = 1;
    for (int32_t d = 0; d < info.rank; ++d) {
      if (info.shape[d] < 0)
        return failedPrecondition(name + " has a negative size");
      elements *= info.shape[d];
    }
    if (elements != info.num_elements ||
        info.size_bytes != elements * int64_t(kiln_dtype_size(info.dtype)) ||
        std::strcmp(info.dtype_name, kiln_dtype_name(info.dtype)) != 0)
      return failedPrecondition(name + " is inconsistent");
  }
  return KILN_OK;
}

/// Checks `artifact`, found in `where`, before anything in it is used.
kiln_status checkArtifact(const kiln_artifact *artifact,
                          const std::string &where) {
  if (artifact->magic != KILN_ARTIFACT_MAGIC)
    return failedPrecondition(where +
                              " is not a kiln artifact (its descriptor has "
                              "the wrong magic number)");
  if (artifact->abi_version != KILN_ARTIFACT_ABI_VERSION)
    return failedPrecondition(
        where + " has kiln artifact ABI version " +
        std::to_string(artifact->abi_version) +
        ", but this runtime reads version " +
        std::to_string(KILN_ARTIFACT_ABI_VERSION) +
        " (compile it with the kiln this runtime comes with)");
  std::string prefix = "the descriptor of " + where + ": ";
  if (!artifact->name || !artifact->triple || !artifact->cpu ||
      artifact->num_entries < 0 ||
      (artifact->num_entries > 0 && !artifact->entries))
    return failedPrecondition(prefix + "malformed");
  for (int32_t e = 0; e < artifact->num_entries; ++e) {
    const kiln_artifact_entry &entry = artifact->entries[e];
    if (!entry.name || !entry.symbol || !entry.function)
      return failedPrecondition(prefix + "entry " + std::to_string(e) +
                                " is malformed");
    std::string what = prefix + "entry '" + entry.name + "' ";
    if (kiln_status s =
            checkTensors(entry.inputs, entry.num_inputs, what + "input"))
      return s;
    if (kiln_status s =
            checkTensors(entry.outputs, entry.num_outputs, what + "output"))
      return s;
  }
  return KILN_OK;
}

/// A module of the checked `artifact`; takes over `library`.
kiln_status makeModule(const kiln_artifact *artifact, void *library,
                       const std::string &path, const std::string &where,
                       kiln_module **out) {
  if (kiln_status s = checkArtifact(artifact, where)) {
    if (library)
      dlclose(library);
    return s;
  }
  auto *module = new (std::nothrow) kiln_module;
  if (!module) {
    if (library)
      dlclose(library);
    return makeStatus(KILN_STATUS_OUT_OF_MEMORY, "out of memory");
  }
  // From here the module owns the library: a std::bad_alloc below (caught
  // by the caller's guard) must not leak it.
  module->library = library;
  module->artifact = artifact;
  std::unique_ptr<kiln_module, void (*)(kiln_module *)> owner(
      module, kiln_module_release);
  module->path = path;
  for (int32_t e = 0; e < artifact->num_entries; ++e)
    module->entries.push_back(kiln_entry{&artifact->entries[e]});
  *out = owner.release();
  return KILN_OK;
}

/// The entry names of `module`, quoted: "'main', 'predict'".
std::string entryList(const kiln_module *module) {
  std::string list;
  for (const kiln_entry &entry : module->entries)
    list += (list.empty() ? "'" : ", '") + std::string(entry.descriptor->name) +
            "'";
  return list.empty() ? "none" : list;
}

kiln_status borrowInfo(const kiln_entry *entry, size_t index, bool input,
                       const kiln_tensor_info **out) {
  if (!out)
    return invalidArgument("out_info is NULL");
  *out = nullptr;
  if (!entry)
    return invalidArgument("entry is NULL");
  const kiln_artifact_entry &d = *entry->descriptor;
  size_t count = input ? d.num_inputs : d.num_outputs;
  if (index >= count)
    return invalidArgument(std::string(input ? "input " : "output ") +
                           std::to_string(index) + " of '" + d.name +
                           "' does not exist (it has " + std::to_string(count) +
                           (input ? " inputs)" : " outputs)"));
  *out = input ? &d.inputs[index] : &d.outputs[index];
  return KILN_OK;
}

} // namespace

extern "C" {

kiln_status kiln_module_load(const char *path, kiln_module **out_module) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!out_module)
      return invalidArgument("kiln_module_load: out_module is NULL");
    *out_module = nullptr;
    if (!path)
      return invalidArgument("kiln_module_load: path is NULL");
    std::string file = path;
    // dlopen's message for a missing file is vaguer than stat's.
    struct stat info;
    if (file.find('/') != std::string::npos && stat(path, &info) != 0)
      return makeStatus(errno == ENOENT ? KILN_STATUS_NOT_FOUND
                                        : KILN_STATUS_FAILED_PRECONDITION,
                        "cannot load " + file + ": " + std::strerror(errno));
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      const char *error = dlerror();
      std::string text = error ? error : "unknown dlopen error";
      std::string hint;
      if (text.find("undefined symbol") != std::string::npos)
        hint = " (an artifact compiled with --extern-custom-calls needs its "
               "custom call targets defined by the program, exported with "
               "-rdynamic, or by a library loaded with RTLD_GLOBAL)";
      bool missing = text.find("No such file") != std::string::npos;
      return makeStatus(missing ? KILN_STATUS_NOT_FOUND
                                : KILN_STATUS_FAILED_PRECONDITION,
                        "cannot load " + file + ": " + text + hint);
    }
    dlerror();
    auto *artifact = static_cast<const kiln_artifact *>(
        dlsym(library, KILN_ARTIFACT_MANIFEST_SYMBOL));
    if (!artifact) {
      dlclose(library);
      return failedPrecondition(
          file + " is not a kiln artifact: it exports no " +
          KILN_ARTIFACT_MANIFEST_SYMBOL +
          " (build it with kiln compile -o NAME.so; artifacts of a kiln "
          "older than this runtime lack it too)");
    }
    return makeModule(artifact, library, file, file, out_module);
  });
}

kiln_status kiln_module_wrap_linked(const kiln_artifact *artifact,
                                    kiln_module **out_module) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!out_module)
      return invalidArgument("kiln_module_wrap_linked: out_module is NULL");
    *out_module = nullptr;
    if (!artifact)
      return invalidArgument("kiln_module_wrap_linked: artifact is NULL");
    return makeModule(
        artifact, nullptr, "",
        "the linked artifact" +
            (artifact->magic == KILN_ARTIFACT_MAGIC &&
                     artifact->abi_version == KILN_ARTIFACT_ABI_VERSION &&
                     artifact->name
                 ? " '" + std::string(artifact->name) + "'"
                 : std::string()),
        out_module);
  });
}

void kiln_module_retain(kiln_module *module) {
  if (module)
    module->references.fetch_add(1, std::memory_order_relaxed);
}

void kiln_module_release(kiln_module *module) {
  if (!module ||
      module->references.fetch_sub(1, std::memory_order_acq_rel) != 1)
    return;
  if (module->library)
    dlclose(module->library);
  delete module;
}

const char *kiln_module_name(const kiln_module *module) {
  return module ? module->artifact->name : "";
}

const char *kiln_module_triple(const kiln_module *module) {
  return module ? module->artifact->triple : "";
}

const char *kiln_module_cpu(const kiln_module *module) {
  return module ? module->artifact->cpu : "";
}

const char *kiln_module_path(const kiln_module *module) {
  return module ? module->path.c_str() : "";
}

size_t kiln_module_num_entries(const kiln_module *module) {
  return module ? module->entries.size() : 0;
}

kiln_status kiln_module_borrow_entry(const kiln_module *module, size_t index,
                                     const kiln_entry **out_entry) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!out_entry)
      return invalidArgument("kiln_module_borrow_entry: out_entry is NULL");
    *out_entry = nullptr;
    if (!module)
      return invalidArgument("kiln_module_borrow_entry: module is NULL");
    if (index >= module->entries.size())
      return invalidArgument(
          "entry " + std::to_string(index) + " does not exist: module '" +
          module->artifact->name + "' has " +
          std::to_string(module->entries.size()) + " entries");
    *out_entry = &module->entries[index];
    return KILN_OK;
  });
}

kiln_status kiln_module_borrow_entry_by_name(const kiln_module *module,
                                             const char *name,
                                             const kiln_entry **out_entry) {
  return kiln::capi::guard([&]() -> kiln_status {
    if (!out_entry)
      return invalidArgument(
          "kiln_module_borrow_entry_by_name: out_entry is NULL");
    *out_entry = nullptr;
    if (!module || !name)
      return invalidArgument(std::string("kiln_module_borrow_entry_by_name: ") +
                             (module ? "name" : "module") + " is NULL");
    for (const kiln_entry &entry : module->entries)
      if (std::strcmp(entry.descriptor->name, name) == 0) {
        *out_entry = &entry;
        return KILN_OK;
      }
    return makeStatus(KILN_STATUS_NOT_FOUND,
                      "module '" + std::string(module->artifact->name) +
                          "' has no entry '" + name +
                          "' (entries: " + entryList(module) + ")");
  });
}

const char *kiln_entry_name(const kiln_entry *entry) {
  return entry ? entry->descriptor->name : "";
}

const char *kiln_entry_symbol(const kiln_entry *entry) {
  return entry ? entry->descriptor->symbol : "";
}

size_t kiln_entry_num_inputs(const kiln_entry *entry) {
  return entry ? entry->descriptor->num_inputs : 0;
}

size_t kiln_entry_num_outputs(const kiln_entry *entry) {
  return entry ? entry->descriptor->num_outputs : 0;
}

kiln_status kiln_entry_borrow_input_info(const kiln_entry *entry, size_t index,
                                         const kiln_tensor_info **out_info) {
  return kiln::capi::guard([&]() -> kiln_status {
    return borrowInfo(entry, index, /*input=*/true, out_info);
  });
}

kiln_status kiln_entry_borrow_output_info(const kiln_entry *entry, size_t index,
                                          const kiln_tensor_info **out_info) {
  return kiln::capi::guard([&]() -> kiln_status {
    return borrowInfo(entry, index, /*input=*/false, out_info);
  });
}

} // extern "C"
