//===- kiln.cpp - the kiln command line -----------------------------------===//
//
//   kiln run PROGRAM.mlir ...      compile a program and run it now
//   kiln compile PROGRAM.mlir ...  build an object, archive or shared library
//   kiln quantize PROGRAM.mlir ... a quantized program from a float one
//   kiln ops [--markdown]          what kiln does with each op
//
// dispatches to the subcommands (RunCommand.cpp, CompileCommand.cpp,
// QuantizeCommand.cpp, OpsCommand.cpp); `kiln SUBCOMMAND --help` describes
// each.
//
//===----------------------------------------------------------------------===//

#include "CompileCommand.h"
#include "OpsCommand.h"
#include "QuantizeCommand.h"
#include "RunCommand.h"

#include "llvm/Support/InitLLVM.h"

#include <string>
#include <vector>

using namespace kiln;

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h")
    return runUsage();
  std::string command = args.front();
  args.erase(args.begin());
  if (command == "run") {
    for (const std::string &arg : args)
      if (arg == "--help" || arg == "-h")
        return runUsage();
    return runCommand(args);
  }
  if (command == "compile")
    return compileCommand(args);
  if (command == "quantize")
    return quantizeCommand(args);
  if (command == "ops")
    return opsCommand(args);
  return commandError("unknown command '" + command +
                      "' (known: run, compile, quantize, ops)");
}
