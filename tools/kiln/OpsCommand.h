//===- OpsCommand.h - the `kiln ops` subcommand -----------------*- C++ -*-===//

#ifndef KILN_TOOLS_KILN_OPSCOMMAND_H
#define KILN_TOOLS_KILN_OPSCOMMAND_H

#include <string>
#include <vector>

namespace kiln {

/// Runs `kiln ops` with the arguments after the subcommand; returns the
/// exit status.
int opsCommand(const std::vector<std::string> &args);

} // namespace kiln

#endif // KILN_TOOLS_KILN_OPSCOMMAND_H
