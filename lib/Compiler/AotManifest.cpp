//===- AotManifest.cpp - the self-description of an AOT artifact ----------===//
//
// An artifact describes itself, so that kiln's runtime C API
// (runtime/include/kiln/runtime.h) can load a shared library it has never
// seen, or wrap an object linked into the program, and check every call:
// a constant `kiln_artifact` (layout: runtime/include/kiln/artifact.h)
// holds the artifact's name, target triple and CPU, and per entry its name,
// symbol, function pointer, and the rank, shape, element count, byte size
// and dtype of each input and output. Only the descriptor itself is a
// global symbol; its strings and tables are private. The structs are built
// with the target's natural layout, which is C's for these field types on
// the 64-bit targets kiln supports.
//
//===----------------------------------------------------------------------===//

#include "AotManifest.h"

#include "kiln/Compiler/Aot.h"
#include "kiln/artifact.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

namespace kiln::aot {
namespace {

/// Builds the private constants the descriptor points to.
class ManifestBuilder {
public:
  explicit ManifestBuilder(llvm::Module &module)
      : module(module), ctx(module.getContext()),
        ptr(llvm::PointerType::getUnqual(ctx)),
        i32(llvm::Type::getInt32Ty(ctx)), i64(llvm::Type::getInt64Ty(ctx)) {
    // kiln_tensor_info, kiln_artifact_entry, kiln_artifact.
    tensorInfo = llvm::StructType::get(ctx, {i32, ptr, i64, i64, i32, ptr});
    entry = llvm::StructType::get(ctx, {ptr, ptr, ptr, i32, i32, ptr, ptr});
    artifact = llvm::StructType::get(ctx, {i32, i32, ptr, ptr, ptr, i32, ptr});
  }

  /// A private NUL-terminated string.
  llvm::Constant *string(llvm::StringRef text) {
    llvm::Constant *init = llvm::ConstantDataArray::getString(ctx, text);
    auto *global = new llvm::GlobalVariable(
        module, init->getType(), /*isConstant=*/true,
        llvm::GlobalValue::PrivateLinkage, init, "kiln.manifest.str");
    global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
    global->setAlignment(llvm::Align(1));
    return global;
  }

  /// A private array of `elements` of `type`; NULL when empty.
  llvm::Constant *array(llvm::Type *type,
                        llvm::ArrayRef<llvm::Constant *> elements,
                        llvm::StringRef name) {
    if (elements.empty())
      return llvm::ConstantPointerNull::get(ptr);
    auto *arrayType = llvm::ArrayType::get(type, elements.size());
    return new llvm::GlobalVariable(
        module, arrayType, /*isConstant=*/true,
        llvm::GlobalValue::PrivateLinkage,
        llvm::ConstantArray::get(arrayType, elements), name);
  }

  llvm::Constant *int32(int64_t value) {
    return llvm::ConstantInt::get(i32, value);
  }
  llvm::Constant *int64(int64_t value) {
    return llvm::ConstantInt::get(i64, value);
  }

  /// The kiln_tensor_info of one input or output.
  llvm::Constant *info(const TensorSignature &sig) {
    std::vector<llvm::Constant *> dims;
    int64_t elements = 1;
    for (int64_t d : sig.shape) {
      dims.push_back(int64(d));
      elements *= d;
    }
    llvm::Constant *shape = array(i64, dims, "kiln.manifest.shape");
    return llvm::ConstantStruct::get(
        tensorInfo, {int32(sig.shape.size()), shape, int64(elements),
                     int64(elements * int64_t(runtime::byteSizeOf(sig.dtype))),
                     int32(static_cast<int>(sig.dtype)),
                     string(runtime::mlirName(sig.dtype))});
  }

  /// The kiln_tensor_info array of `sigs`.
  llvm::Constant *infos(const std::vector<TensorSignature> &sigs) {
    std::vector<llvm::Constant *> elements;
    for (const TensorSignature &sig : sigs)
      elements.push_back(info(sig));
    return array(tensorInfo, elements, "kiln.manifest.tensors");
  }

  llvm::Module &module;
  llvm::LLVMContext &ctx;
  llvm::PointerType *ptr;
  llvm::Type *i32, *i64;
  llvm::StructType *tensorInfo, *entry, *artifact;
};

} // namespace

llvm::GlobalVariable *addManifest(llvm::Module &module, const AotResult &result,
                                  llvm::Function *wrapper,
                                  bool exportManifest) {
  ManifestBuilder b(module);
  llvm::Constant *entry = llvm::ConstantStruct::get(
      b.entry, {b.string(result.entry), b.string(result.symbol), wrapper,
                b.int32(result.inputs.size()), b.int32(result.outputs.size()),
                b.infos(result.inputs), b.infos(result.outputs)});
  llvm::Constant *entries = b.array(b.entry, {entry}, "kiln.manifest.entries");
  llvm::Constant *init = llvm::ConstantStruct::get(
      b.artifact,
      {b.int32(KILN_ARTIFACT_MAGIC), b.int32(KILN_ARTIFACT_ABI_VERSION),
       b.string(result.name), b.string(result.triple), b.string(result.cpu),
       b.int32(1), entries});
  auto *descriptor = new llvm::GlobalVariable(
      module, b.artifact, /*isConstant=*/true,
      llvm::GlobalValue::ExternalLinkage, init, result.artifactSymbol);
  descriptor->setAlignment(llvm::Align(8));
  // A loader finds a shared library's descriptor under one fixed name.
  // Objects and archives do not carry it: several of them link into one
  // program, where the program names each descriptor itself.
  if (exportManifest)
    llvm::GlobalAlias::create(b.artifact, 0, llvm::GlobalValue::ExternalLinkage,
                              KILN_ARTIFACT_MANIFEST_SYMBOL, descriptor,
                              &module);
  return descriptor;
}

} // namespace kiln::aot
