//===- ParseSource.cpp - parse MLIR text or bytecode safely ---------------===//

#include "kiln/Support/ParseSource.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/AsmState.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace kiln {

OwningOpRef<ModuleOp> parseSourceModule(llvm::SourceMgr &sourceMgr,
                                        MLIRContext &ctx) {
  // MLIR decides between bytecode and text by the main buffer, and reads
  // bytecode from it: that is the buffer to check.
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  ParserConfig config(&ctx);
  if (isBytecode(buffer->getMemBufferRef())) {
    Location loc =
        FileLineColLoc::get(&ctx, buffer->getBufferIdentifier(), 0, 0);
    FailureOr<uint64_t> entries =
        checkBytecodeStructure(buffer->getBuffer(), loc);
    if (failed(entries))
      return nullptr;
    attachBytecodeEntryChecks(config, *entries);
  }
  return parseSourceFile<ModuleOp>(sourceMgr, config);
}

} // namespace kiln
