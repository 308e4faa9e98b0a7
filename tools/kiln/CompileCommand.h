//===- CompileCommand.h - the `kiln compile` subcommand ---------*- C++ -*-===//

#ifndef KILN_TOOLS_KILN_COMPILECOMMAND_H
#define KILN_TOOLS_KILN_COMPILECOMMAND_H

#include <optional>
#include <string>
#include <vector>

namespace kiln {

/// The value of option `flag` when args[i] is `flag=VALUE` or `flag`
/// followed by VALUE (then `i` moves past it); nullopt otherwise. Shared by
/// the `kiln run` and `kiln compile` command lines.
inline std::optional<std::string>
flagValue(const std::vector<std::string> &args, size_t &i,
          const std::string &flag) {
  const std::string &arg = args[i];
  if (arg.compare(0, flag.size(), flag) != 0)
    return std::nullopt;
  if (arg.size() > flag.size() && arg[flag.size()] == '=')
    return arg.substr(flag.size() + 1);
  if (arg.size() == flag.size() && i + 1 < args.size())
    return args[++i];
  return std::nullopt;
}

/// Prints "kiln: error: <message>" to stderr and returns 1, the exit status
/// of a failed command. Shared by every subcommand.
int commandError(const std::string &message);

/// Runs `kiln compile` with the arguments after the subcommand; returns
/// the exit status.
int compileCommand(const std::vector<std::string> &args);

} // namespace kiln

#endif // KILN_TOOLS_KILN_COMPILECOMMAND_H
