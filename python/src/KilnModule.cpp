//===- KilnModule.cpp - nanobind bindings of kiln's compiler API ----------===//
//
// The `kiln._kiln` extension module: a thin layer over kiln::Compiler,
// kiln::Executable and kiln::aot. It deals in raw bytes: the Python package
// (python/kiln/__init__.py) turns numpy arrays into contiguous uint8 views
// plus a dtype name and shape, and turns the byte arrays returned here back
// into typed numpy arrays (with ml_dtypes for bf16, f8 and the narrow
// integers). Every failure is raised as `_kiln.Error` carrying kiln's
// message. Compilation and execution run without the GIL.
//
//===----------------------------------------------------------------------===//

#include "kiln/Compiler/Aot.h"
#include "kiln/Compiler/Compiler.h"
#include "kiln/Quantizer/Quantizer.h"
#include "kiln/runtime/DType.h"
#include "kiln/runtime/HostBuffer.h"

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/unique_ptr.h>
#include <nanobind/stl/vector.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace nb = nanobind;
using namespace kiln;

namespace {

/// Thrown for any kiln error; nanobind translates it to `_kiln.Error`.
struct KilnError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <typename T> T unwrap(runtime::Expected<T> value) {
  if (!value)
    throw KilnError(value.message());
  return value.take();
}

/// The DType whose numpy / ml_dtypes name is `name`.
runtime::DType dtypeFromNumpyName(const std::string &name) {
  for (int i = 0; i < runtime::kNumDTypes; ++i) {
    auto type = static_cast<runtime::DType>(i);
    if (runtime::numpyName(type) == name)
      return type;
  }
  throw KilnError("kiln has no element type for numpy dtype '" + name + "'");
}

using Signature = std::tuple<std::vector<int64_t>, std::string>;

std::vector<Signature> toPython(const std::vector<TensorSignature> &sigs) {
  std::vector<Signature> result;
  for (const TensorSignature &sig : sigs)
    result.emplace_back(sig.shape, std::string(runtime::numpyName(sig.dtype)));
  return result;
}

using ByteArray = nb::ndarray<nb::numpy, uint8_t, nb::ndim<1>>;
using ByteInput =
    nb::ndarray<const uint8_t, nb::ndim<1>, nb::c_contig, nb::device::cpu>;

using ByteInputs =
    std::vector<std::tuple<ByteInput, std::vector<int64_t>, std::string>>;

/// Host buffers of (bytes, shape, numpy dtype name) triples.
std::vector<runtime::HostBuffer> toBuffers(const ByteInputs &args) {
  std::vector<runtime::HostBuffer> buffers;
  for (const auto &[bytes, shape, dtype] : args) {
    std::vector<uint8_t> data(bytes.data(), bytes.data() + bytes.size());
    buffers.push_back(unwrap(runtime::HostBuffer::fromBytes(
        dtypeFromNumpyName(dtype), shape, std::move(data))));
  }
  return buffers;
}

/// A compiled program together with what save() needs to compile it again
/// ahead of time: its text and options.
struct PyExecutable {
  std::unique_ptr<Executable> exe;
  std::string text, name;
  CompileOptions options;

  std::vector<Signature> inputs() const { return toPython(exe->inputs()); }
  std::vector<Signature> outputs() const { return toPython(exe->outputs()); }

  /// Runs on inputs given as (bytes, shape, numpy dtype name) triples and
  /// returns each output's bytes as a 1-D uint8 array that owns them.
  std::vector<ByteArray> run(const ByteInputs &args) const {
    std::vector<runtime::HostBuffer> buffers = toBuffers(args);
    std::vector<runtime::HostBuffer> results;
    {
      nb::gil_scoped_release release;
      runtime::Expected<std::vector<runtime::HostBuffer>> outcome =
          exe->run(buffers);
      if (!outcome)
        throw KilnError(outcome.message());
      results = outcome.take();
    }
    return toArrays(results);
  }

  /// Runs a multi-device program on all its devices (SPMD as written,
  /// docs/collectives.md): `args[d]` are device d's inputs; returns each
  /// device's outputs. Under mpirun only this process' device computes:
  /// the others' outputs come back empty.
  std::vector<std::vector<ByteArray>>
  runOnDevices(const std::vector<ByteInputs> &args) const {
    std::vector<std::vector<runtime::HostBuffer>> buffers;
    for (const ByteInputs &device : args)
      buffers.push_back(toBuffers(device));
    std::vector<std::vector<runtime::HostBuffer>> results;
    {
      nb::gil_scoped_release release;
      auto outcome = exe->runOnDevices(buffers);
      if (!outcome)
        throw KilnError(outcome.message());
      results = outcome.take();
    }
    std::vector<std::vector<ByteArray>> arrays;
    for (std::vector<runtime::HostBuffer> &device : results)
      arrays.push_back(toArrays(device));
    return arrays;
  }

  /// Each buffer's bytes as a 1-D uint8 array that owns them.
  static std::vector<ByteArray>
  toArrays(std::vector<runtime::HostBuffer> &buffers) {
    std::vector<ByteArray> arrays;
    for (runtime::HostBuffer &buffer : buffers) {
      auto *owned = new runtime::HostBuffer(std::move(buffer));
      nb::capsule owner(owned, [](void *p) noexcept {
        delete static_cast<runtime::HostBuffer *>(p);
      });
      size_t size = owned->byteSize();
      arrays.emplace_back(owned->data(), 1, &size, owner);
    }
    return arrays;
  }

  /// Compiles the program ahead of time into a shared library (or an object
  /// or archive, by the file's extension) at `path`; returns the exported C
  /// symbol and the header text.
  std::tuple<std::string, std::string> save(const std::string &path,
                                            const std::string &symbolName) {
    aot::AotOptions aotOptions;
    aotOptions.entry = options.entry;
    aotOptions.optLevel = options.optLevel;
    aotOptions.name = symbolName;
    auto endsWith = [&](const char *suffix) {
      size_t n = std::strlen(suffix);
      return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
    };
    if (endsWith(".o"))
      aotOptions.format = aot::Format::Object;
    else if (endsWith(".a"))
      aotOptions.format = aot::Format::Archive;
    else
      aotOptions.format = aot::Format::SharedLibrary;
    nb::gil_scoped_release release;
    // kiln::aot compiles files: write the program to a temporary one.
    char dir[] = "/tmp/kiln-save-XXXXXX";
    if (!mkdtemp(dir))
      throw KilnError("cannot create a temporary directory for save()");
    std::string source = std::string(dir) + "/program.mlir";
    FILE *f = std::fopen(source.c_str(), "wb");
    bool written =
        f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (f)
      std::fclose(f);
    runtime::Expected<aot::AotResult> result =
        written ? aot::compileFile(source, path, aotOptions)
                : runtime::Expected<aot::AotResult>::error("cannot write " +
                                                           source);
    std::remove(source.c_str());
    rmdir(dir);
    if (!result)
      throw KilnError(result.message());
    return {result->symbol, result->header};
  }
};

std::unique_ptr<PyExecutable>
compile(nb::bytes program, const std::string &name, const std::string &entry,
        unsigned optLevel, unsigned threads, const std::string &cacheDir,
        int64_t devices) {
  if (optLevel != 0 && optLevel != 2)
    throw KilnError("opt_level must be 0 or 2, not " +
                    std::to_string(optLevel));
  // MLIR text, or a portable artifact (bytecode).
  std::string text(program.c_str(), program.size());
  auto result = std::make_unique<PyExecutable>();
  result->text = text;
  result->name = name;
  result->options.entry = entry;
  result->options.optLevel = optLevel;
  result->options.threads = threads;
  result->options.cacheDir = cacheDir;
  if (devices < 0)
    throw KilnError("devices must be 0 (what the program says) or more, not " +
                    std::to_string(devices));
  result->options.devices = devices;
  nb::gil_scoped_release release;
  // One Compiler (one MLIRContext) per compilation: compilations on
  // different Python threads never share a context.
  Compiler compiler;
  result->exe = unwrap(compiler.compileString(text, name, result->options));
  return result;
}

} // namespace

/// kiln::quantizeProgram: the quantized program, each product's (location,
/// op, what was done), and the weights' bytes before and after.
std::tuple<std::string,
           std::vector<std::tuple<std::string, std::string, std::string>>,
           int64_t, int64_t>
quantize(nb::bytes program, const std::string &name, const std::string &method,
         const std::vector<ByteInputs> &calibrationRuns,
         const std::string &calibration, double percentile,
         const std::vector<std::string> &skip, const std::string &entry) {
  QuantizeOptions options;
  if (method == "static")
    options.method = QuantizeOptions::Method::Static;
  else if (method == "weight-only")
    options.method = QuantizeOptions::Method::WeightOnly;
  else
    throw KilnError("method must be 'static' or 'weight-only', not '" + method +
                    "'");
  if (calibration == "minmax")
    options.calibration = QuantizeOptions::Calibration::MinMax;
  else if (calibration == "moving-average")
    options.calibration = QuantizeOptions::Calibration::MovingAverage;
  else if (calibration == "percentile")
    options.calibration = QuantizeOptions::Calibration::Percentile;
  else
    throw KilnError("calibration must be 'minmax', 'moving-average' or "
                    "'percentile', not '" +
                    calibration + "'");
  if (!(percentile > 50 && percentile <= 100))
    throw KilnError("percentile must be in (50, 100]");
  options.percentile = percentile;
  options.skip = skip;
  options.entry = entry;
  std::vector<std::vector<runtime::HostBuffer>> runs;
  for (const ByteInputs &run : calibrationRuns)
    runs.push_back(toBuffers(run));
  std::string text(program.c_str(), program.size());
  nb::gil_scoped_release release;
  Compiler compiler;
  QuantizeResult result =
      unwrap(quantizeProgram(compiler, text, name, runs, options));
  std::vector<std::tuple<std::string, std::string, std::string>> products;
  for (const QuantizedProduct &p : result.products)
    products.emplace_back(p.location, p.op, p.how);
  return {result.program, products, result.floatWeightBytes,
          result.quantizedWeightBytes};
}

NB_MODULE(_kiln, m) {
  m.doc() = "kiln's compiler API (use the kiln package instead)";
  nb::exception<KilnError>(m, "Error");
  m.def("available_threads", &availableThreads);
  m.def("compile", &compile, nb::arg("program"), nb::arg("name"),
        nb::arg("entry"), nb::arg("opt_level"), nb::arg("threads"),
        nb::arg("cache_dir"), nb::arg("devices"));
  m.def("quantize", &quantize, nb::arg("program"), nb::arg("name"),
        nb::arg("method"), nb::arg("calibration_runs"), nb::arg("calibration"),
        nb::arg("percentile"), nb::arg("skip"), nb::arg("entry"));
  nb::class_<PyExecutable>(m, "Executable")
      .def_prop_ro("inputs", &PyExecutable::inputs)
      .def_prop_ro("outputs", &PyExecutable::outputs)
      .def_prop_ro("entry",
                   [](const PyExecutable &e) { return e.options.entry; })
      .def_prop_ro("devices",
                   [](const PyExecutable &e) {
                     return e.exe->replicas() * e.exe->partitions();
                   })
      .def_prop_ro("replicas",
                   [](const PyExecutable &e) { return e.exe->replicas(); })
      .def_prop_ro("partitions",
                   [](const PyExecutable &e) { return e.exe->partitions(); })
      .def_prop_ro("global_arrays",
                   [](const PyExecutable &e) { return e.exe->globalArrays(); })
      .def("run", &PyExecutable::run)
      .def("run_on_devices", &PyExecutable::runOnDevices)
      .def("save", &PyExecutable::save, nb::arg("path"), nb::arg("name"));
}
