//===- CompileCommand.h - the `kiln compile` subcommand ---------*- C++ -*-===//

#ifndef KILN_TOOLS_KILN_COMPILECOMMAND_H
#define KILN_TOOLS_KILN_COMPILECOMMAND_H

#include <string>
#include <vector>

namespace kiln {

/// Runs `kiln compile` with the arguments after the subcommand; returns
/// the exit status.
int compileCommand(const std::vector<std::string> &args);

} // namespace kiln

#endif // KILN_TOOLS_KILN_COMPILECOMMAND_H
