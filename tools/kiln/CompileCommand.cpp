//===- CompileCommand.cpp - `kiln compile`: ahead-of-time artifacts -------===//
//
//   kiln compile PROGRAM.mlir -o OUT.{o,a,so} [--format obj|archive|shared]
//                [--header OUT.h] [--entry NAME] [--name NAME]
//                [--target TRIPLE] [--cpu NAME] [--features +a,-b]
//                [--input-shape 4x64]... [--linker LD]
//                [--extern-custom-calls] [-O0|-O2]
//
// compiles one entry of a StableHLO program into an object, static archive
// or shared library exporting `int kiln_<name>_<entry>(inputs, outputs)`,
// and writes its C header (kiln/Compiler/Aot.h, docs/aot.md).
//
//===----------------------------------------------------------------------===//

#include "CompileCommand.h"

#include "kiln/Compiler/Aot.h"
#include "kiln/runtime/HostBuffer.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>

using namespace kiln;

static int compileUsage() {
  llvm::errs()
      << "usage: kiln compile PROGRAM.mlir -o OUT [--header OUT.h]\n"
         "                    [--format obj|archive|shared] [--entry NAME]\n"
         "                    [--name NAME] [--target TRIPLE] [--cpu CPU]\n"
         "                    [--features +F,-G] [--input-shape DxD...]...\n"
         "                    [--threads N] [--linker LD] "
         "[--extern-custom-calls] [-O0|-O2]\n"
         "  -o OUT         the artifact: .o object, .a archive or .so shared "
         "library\n"
         "                 (by extension, or --format)\n"
         "  --header FILE  write the C header declaring the entry point\n"
         "  --name NAME    the exported function is kiln_NAME_ENTRY "
         "(default: the\n"
         "                 module's name, else the program file's stem)\n"
         "  --target T     LLVM target triple (default: the host's)\n"
         "  --cpu CPU      target CPU (default: the host's for a native "
         "target,\n"
         "                 generic for a cross target)\n"
         "  --features F   extra LLVM target features, e.g. +avx2\n"
         "  --input-shape  the shape of each argument of a shape-polymorphic "
         "entry,\n"
         "                 in order (4x64; 'scalar' for rank 0)\n"
         "  --threads N    run the parallel loops on N threads of kiln's own "
         "thread\n"
         "                 runtime, built into the artifact (default 1; "
         "docs/aot.md)\n"
         "  --linker LD    ld.lld used for .so (default: $KILN_LD or LLVM's)\n"
         "  --extern-custom-calls\n"
         "                 call custom_call targets as C functions the "
         "program linking\n"
         "                 the artifact defines (docs/custom-calls.md)\n"
         "  -O0            the plain reference lowering (default -O2)\n";
  return 2;
}

int kiln::commandError(const std::string &message) {
  llvm::errs() << "kiln: error: " << message << "\n";
  return 1;
}

int kiln::compileCommand(const std::vector<std::string> &args) {
  std::string program, output, header, format;
  aot::AotOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    if (arg == "--help" || arg == "-h")
      return compileUsage();
    auto value = [&](const std::string &flag) {
      return flagValue(args, i, flag);
    };
    if (auto v = value("--entry"))
      options.entry = *v;
    else if (arg == "-o" && i + 1 < args.size())
      output = args[++i];
    else if (auto v = value("--output"))
      output = *v;
    else if (auto v = value("--header"))
      header = *v;
    else if (auto v = value("--format"))
      format = *v;
    else if (auto v = value("--name"))
      options.name = *v;
    else if (auto v = value("--target"))
      options.triple = *v;
    else if (auto v = value("--cpu"))
      options.cpu = *v;
    else if (auto v = value("--features"))
      options.features = *v;
    else if (auto v = value("--linker"))
      options.linker = *v;
    else if (arg == "--extern-custom-calls")
      options.externalCustomCalls = true;
    else if (auto v = value("--threads")) {
      if (llvm::StringRef(*v).getAsInteger(10, options.threads) ||
          options.threads == 0)
        return commandError("--threads expects a positive integer, got '" + *v +
                            "'");
    } else if (auto v = value("--input-shape")) {
      std::vector<int64_t> shape;
      llvm::StringRef text = *v;
      if (text != "scalar") {
        llvm::SmallVector<llvm::StringRef> dims;
        text.split(dims, 'x');
        for (llvm::StringRef dim : dims) {
          int64_t size;
          if (dim.getAsInteger(10, size) || size < 0)
            return commandError("--input-shape expects sizes like 4x64 (or "
                                "'scalar'), got '" +
                                *v + "'");
          shape.push_back(size);
        }
      }
      options.argumentShapes.push_back(shape);
    } else if (arg == "-O0" || arg == "-O2")
      options.optLevel = arg[2] - '0';
    else if (arg.starts_with("-"))
      return commandError("unknown option '" + args[i] +
                          "' (see kiln compile --help)");
    else if (program.empty())
      program = args[i];
    else
      return commandError("more than one program given: '" + program +
                          "' and '" + args[i] + "'");
  }
  if (program.empty())
    return compileUsage();
  if (output.empty())
    return commandError("no output given (-o model.o, model.a or model.so)");
  llvm::StringRef out = output;
  if (format.empty())
    format = out.ends_with(".so")  ? "shared"
             : out.ends_with(".a") ? "archive"
             : out.ends_with(".o") ? "obj"
                                   : "";
  if (format == "obj" || format == "object")
    options.format = aot::Format::Object;
  else if (format == "archive" || format == "static")
    options.format = aot::Format::Archive;
  else if (format == "shared" || format == "so")
    options.format = aot::Format::SharedLibrary;
  else if (format.empty())
    return commandError("cannot tell the artifact kind of '" + output +
                        "': name it .o, .a or .so, or give --format "
                        "obj|archive|shared");
  else
    return commandError("unknown --format '" + format +
                        "' (known: obj, archive, shared)");

  // The header is opened first, so that an unwritable path fails before
  // compiling; it is removed again unless everything succeeds.
  std::unique_ptr<llvm::ToolOutputFile> headerFile;
  if (!header.empty()) {
    std::error_code ec;
    headerFile = std::make_unique<llvm::ToolOutputFile>(header, ec,
                                                        llvm::sys::fs::OF_Text);
    if (ec)
      return commandError("cannot write " + header + ": " + ec.message());
  }
  auto result = aot::compileFile(program, output, options);
  if (!result)
    return commandError(result.message());
  if (headerFile) {
    headerFile->os() << result->header;
    headerFile->os().flush();
    if (headerFile->os().has_error())
      return commandError("cannot write " + header + ": " +
                          headerFile->os().error().message());
    headerFile->keep();
  }
  for (const std::string &warning : result->warnings)
    llvm::errs() << "kiln: warning: " << warning << "\n";
  llvm::outs() << output << ": " << result->symbol << " for " << result->triple
               << " (cpu " << result->cpu;
  if (result->threads > 1)
    llvm::outs() << ", " << result->threads << " threads";
  llvm::outs() << ")\n";
  return 0;
}
