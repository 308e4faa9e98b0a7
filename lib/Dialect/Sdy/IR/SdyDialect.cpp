//===- SdyDialect.cpp - sdy dialect registration --------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace kiln::sdy;

#include "kiln/Dialect/Sdy/IR/SdyDialect.cpp.inc"

void SdyDialect::initialize() {
  registerAttributes();
  registerOps();
  addBytecodeInterface(this);
}

namespace kiln::sdy {

void dropShardyAttributes(Operation *op) {
  auto sdyNames = [](ArrayRef<NamedAttribute> attrs) {
    SmallVector<StringAttr> names;
    for (NamedAttribute attr : attrs)
      if (attr.getName().getValue().starts_with("sdy."))
        names.push_back(attr.getName());
    return names;
  };
  for (StringAttr name : sdyNames(llvm::to_vector(op->getDiscardableAttrs())))
    op->removeDiscardableAttr(name);
  auto function = llvm::dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return;
  for (unsigned i = 0; i < function.getNumArguments(); ++i)
    for (StringAttr name : sdyNames(function.getArgAttrs(i)))
      function.removeArgAttr(i, name);
  for (unsigned i = 0; i < function.getNumResults(); ++i)
    for (StringAttr name : sdyNames(function.getResultAttrs(i)))
      function.removeResultAttr(i, name);
}

} // namespace kiln::sdy
