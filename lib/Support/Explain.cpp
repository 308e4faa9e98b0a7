//===- Explain.cpp - the explain log of kiln's optimizing passes ----------===//
//
// Remarks that report rewrites (kiln/Support/Explain.h).
//
//===----------------------------------------------------------------------===//

#include "kiln/Support/Explain.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Path.h"

using namespace mlir;

namespace kiln {

void explain(bool enabled, Location loc, StringRef pass,
             const llvm::Twine &message) {
  if (enabled)
    emitRemark(loc) << pass << ": " << message.str();
}

std::string describeLocation(Location loc) {
  std::string text = "?";
  loc->walk([&](Location inner) {
    if (auto file = llvm::dyn_cast<FileLineColLoc>(inner)) {
      text = (llvm::sys::path::filename(file.getFilename().getValue()) + ":" +
              llvm::Twine(file.getLine()) + ":" + llvm::Twine(file.getColumn()))
                 .str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return text;
}

std::string describeShape(llvm::ArrayRef<int64_t> shape) {
  std::string text;
  for (auto [i, size] : llvm::enumerate(shape))
    text += (i ? "x" : "") + std::to_string(size);
  return text.empty() ? "scalar" : text;
}

} // namespace kiln
