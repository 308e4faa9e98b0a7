//===- RuntimeSymbols.h - C symbols the lowered code calls ------*- C++ -*-===//
//
// The lowering out of StableHLO emits calls of C functions that whoever
// runs the code defines: the JIT binds them in the execution engine, an
// ahead-of-time artifact defines or imports them. Their names are fixed
// here, once, for both sides.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_RUNTIMESYMBOLS_H
#define KILN_CONVERSION_RUNTIMESYMBOLS_H

#include <string>

namespace kiln {

/// `kiln_custom_call_status(name, name_size, code)`: called after each
/// custom call with the code its function returned.
inline constexpr char kCustomCallStatusSymbol[] = "kiln_custom_call_status";

/// The prefix of the check ops' runtime functions (kiln_check_<kind>_...),
/// which only kiln run provides.
inline constexpr char kCheckRuntimePrefix[] = "kiln_check_";

/// The C symbol of custom call target `name`: the name with every character
/// other than [A-Za-z0-9_] replaced by '_', and a leading '_' when it starts
/// with a digit ("my.softmax" -> "my_softmax").
inline std::string customCallSymbol(const std::string &name) {
  std::string symbol;
  if (!name.empty() && name[0] >= '0' && name[0] <= '9')
    symbol += '_';
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_';
    symbol += ok ? c : '_';
  }
  return symbol;
}

} // namespace kiln

#endif // KILN_CONVERSION_RUNTIMESYMBOLS_H
