//===- RunCommand.h - the `kiln run` subcommand -----------------*- C++ -*-===//

#ifndef KILN_TOOLS_KILN_RUNCOMMAND_H
#define KILN_TOOLS_KILN_RUNCOMMAND_H

#include <string>
#include <vector>

namespace kiln {

/// Prints `kiln run`'s usage to stderr and returns 2, the exit status of a
/// malformed command line.
int runUsage();

/// Runs `kiln run` with the arguments after the subcommand; returns the exit
/// status.
int runCommand(const std::vector<std::string> &args);

} // namespace kiln

#endif // KILN_TOOLS_KILN_RUNCOMMAND_H
