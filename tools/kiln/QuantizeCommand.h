//===- QuantizeCommand.h - `kiln quantize` ----------------------*- C++ -*-===//
#ifndef KILN_TOOLS_KILN_QUANTIZECOMMAND_H
#define KILN_TOOLS_KILN_QUANTIZECOMMAND_H

#include <string>
#include <vector>

namespace kiln {

int quantizeCommand(const std::vector<std::string> &args);

} // namespace kiln

#endif // KILN_TOOLS_KILN_QUANTIZECOMMAND_H
