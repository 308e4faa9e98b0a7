//===- CustomCall.cpp - the custom call registry and its JIT runtime ------===//
//
// CustomCallRegistry's bookkeeping; the compile-time preparation of a module
// (composite rewrites, resolving targets, signature checks); and the runtime
// side: binding C symbols in the JIT and recording non-zero return codes per
// thread so that Executable::run can fail with the target's name.
//
//===----------------------------------------------------------------------===//

#include "CustomCallRuntime.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace mlir;
namespace hlo = kiln::stablehlo;
using kiln::runtime::Status;

namespace kiln {

//===----------------------------------------------------------------------===//
// CustomCallRegistry
//===----------------------------------------------------------------------===//

/// Symbols the generated code or its runtime use themselves.
static bool isReservedSymbol(const std::string &symbol) {
  static const std::set<std::string> reserved = {
      "malloc", "free",    "aligned_alloc", "calloc",    "realloc",
      "memcpy", "memmove", "memset",        "memrefCopy"};
  llvm::StringRef s(symbol);
  return reserved.count(symbol) || s.starts_with("kiln_") ||
         s.starts_with("_mlir_") || s.starts_with("llvm_");
}

Status CustomCallRegistry::add(const std::string &name,
                               CustomCallFunction function,
                               std::optional<CustomCallSignature> signature) {
  if (name.empty())
    return Status::error("a custom call target needs a name");
  if (!function)
    return Status::error("custom call target @" + name +
                         " needs a non-null function");
  if (entries.count(name))
    return Status::error("custom call target @" + name +
                         " is registered already");
  std::string symbol = customCallSymbol(name);
  if (isReservedSymbol(symbol))
    return Status::error("custom call target @" + name + " has the symbol " +
                         symbol + ", which kiln reserves for itself");
  for (const auto &[other, target] : entries)
    if (target.symbol == symbol)
      return Status::error("custom call targets @" + other + " and @" + name +
                           " have the same symbol " + symbol);
  entries[name] = Target{name, symbol, function, std::move(signature)};
  return Status::ok();
}

Status CustomCallRegistry::mapComposite(const std::string &composite,
                                        const std::string &target) {
  if (composite.empty() || target.empty())
    return Status::error("a composite mapping needs a composite name and a "
                         "target");
  if (composites.count(composite) || rewrites.count(composite))
    return Status::error("composite \"" + composite +
                         "\" has a lowering already");
  composites[composite] = target;
  return Status::ok();
}

Status CustomCallRegistry::addCompositeRewrite(const std::string &composite,
                                               CompositeRewrite rewrite) {
  if (composite.empty() || !rewrite)
    return Status::error("a composite rewrite needs a name and a function");
  if (composites.count(composite) || rewrites.count(composite))
    return Status::error("composite \"" + composite +
                         "\" has a lowering already");
  rewrites[composite] = std::move(rewrite);
  return Status::ok();
}

const CustomCallRegistry::Target *
CustomCallRegistry::lookup(const std::string &name) const {
  auto it = entries.find(name);
  return it == entries.end() ? nullptr : &it->second;
}

namespace customcall {
namespace {

//===----------------------------------------------------------------------===//
// Compile time
//===----------------------------------------------------------------------===//

std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Whether `type` is the tensor type `sig` describes.
bool matches(Type type, const TensorSignature &sig) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      tensor.getShape() != llvm::ArrayRef<int64_t>(sig.shape))
    return false;
  runtime::Expected<runtime::DType> dtype =
      runtime::parseDType(typeText(tensor.getElementType()));
  return dtype && *dtype == sig.dtype;
}

std::string listText(const std::vector<TensorSignature> &sigs) {
  std::string text = "(";
  for (size_t i = 0; i < sigs.size(); ++i)
    text += (i ? ", " : "") + sigs[i].str();
  return text + ")";
}

std::string listText(TypeRange types) {
  std::string text = "(";
  for (size_t i = 0; i < types.size(); ++i)
    text += (i ? ", " : "") + typeText(types[i]);
  return text + ")";
}

/// Checks the types at one use of `target` (a custom call or a mapped
/// composite).
LogicalResult checkSignature(Operation *op,
                             const CustomCallRegistry::Target &target) {
  if (!target.signature)
    return success();
  const CustomCallSignature &sig = *target.signature;
  bool ok = op->getNumOperands() == sig.operands.size() &&
            op->getNumResults() == sig.results.size();
  for (size_t i = 0; ok && i < sig.operands.size(); ++i)
    ok = matches(op->getOperand(i).getType(), sig.operands[i]);
  for (size_t i = 0; ok && i < sig.results.size(); ++i)
    ok = matches(op->getResult(i).getType(), sig.results[i]);
  if (ok)
    return success();
  return op->emitError() << "custom call target @" << target.name
                         << " is registered as " << listText(sig.operands)
                         << " -> " << listText(sig.results)
                         << " but called with "
                         << listText(op->getOperandTypes()) << " -> "
                         << listText(op->getResultTypes());
}

LogicalResult applyCompositeRewrites(ModuleOp module,
                                     const CustomCallRegistry &registry) {
  const auto &rewrites = registry.compositeRewrites();
  if (rewrites.empty())
    return success();
  SmallVector<hlo::CompositeOp> composites;
  module.walk([&](hlo::CompositeOp op) {
    if (rewrites.count(op.getName().str()))
      composites.push_back(op);
  });
  for (hlo::CompositeOp op : composites) {
    std::string name = op.getName().str();
    OpBuilder b(op);
    if (failed(rewrites.at(name)(b, op)))
      return op.emitError() << "the rewrite registered for composite \"" << name
                            << "\" failed";
    if (!op->use_empty())
      return op.emitError() << "the rewrite registered for composite \"" << name
                            << "\" did not replace its results";
    op->erase();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Run time
//===----------------------------------------------------------------------===//

struct Failures {
  std::string first;
  size_t count = 0;
};

thread_local Failures *currentFailures = nullptr;

} // namespace

/// The function every `kiln_custom_call_status` call is bound to: `name` is
/// the target's name (`size` bytes), `code` what its function returned.
extern "C" void kilnCustomCallStatus(int64_t name, int64_t size, int32_t code) {
  if (code == 0)
    return;
  std::string target(reinterpret_cast<const char *>(name), size_t(size));
  std::string text =
      "custom call @" + target + " returned error code " + std::to_string(code);
  if (Failures *failures = currentFailures) {
    if (!failures->count++)
      failures->first = text;
    return;
  }
  llvm::errs() << "kiln: " << text << "\n";
}

LogicalResult prepare(ModuleOp module, const CustomCallRegistry *registry,
                      Bindings &bindings) {
  if (!registry)
    return success();
  if (failed(applyCompositeRewrites(module, *registry)))
    return failure();

  std::map<std::string, CustomCallRegistry::Target> targets =
      registry->targets();
  // Targets the program uses but the registry does not name come from the
  // resolver (check.* targets are kiln's own).
  if (const CustomCallResolver &resolver = registry->getResolver()) {
    std::set<std::string> used;
    module.walk([&](hlo::CustomCallOp op) {
      used.insert(op.getCallTargetName().str());
    });
    module.walk([&](hlo::CompositeOp op) {
      auto it = registry->compositeTargets().find(op.getName().str());
      if (it != registry->compositeTargets().end())
        used.insert(it->second);
    });
    for (const std::string &name : used) {
      if (targets.count(name) || llvm::StringRef(name).starts_with("check."))
        continue;
      std::string symbol = customCallSymbol(name);
      if (isReservedSymbol(symbol))
        continue;
      if (CustomCallFunction fn = resolver(symbol))
        targets[name] = CustomCallRegistry::Target{name, symbol, fn, {}};
    }
  }

  bool ok = true;
  module.walk([&](Operation *op) {
    std::string name;
    if (auto call = llvm::dyn_cast<hlo::CustomCallOp>(op)) {
      name = call.getCallTargetName().str();
    } else if (auto composite = llvm::dyn_cast<hlo::CompositeOp>(op)) {
      auto it = registry->compositeTargets().find(composite.getName().str());
      if (it == registry->compositeTargets().end())
        return;
      name = it->second;
    } else {
      return;
    }
    auto it = targets.find(name);
    if (it != targets.end())
      ok &= succeeded(checkSignature(op, it->second));
  });
  if (!ok)
    return failure();

  for (const auto &[name, target] : targets) {
    bindings.targets.push_back(name);
    bindings.functions[target.symbol] = target.function;
  }
  for (const auto &[composite, target] : registry->compositeTargets())
    bindings.compositeTargets.push_back(composite + "=" + target);
  return success();
}

llvm::orc::SymbolMap
customCallBindings(const Bindings &bindings,
                   llvm::orc::MangleAndInterner &interner) {
  llvm::orc::SymbolMap map;
  if (bindings.functions.empty())
    return map;
  for (const auto &[symbol, fn] : bindings.functions)
    map[interner(symbol)] = {
        llvm::orc::ExecutorAddr::fromPtr(reinterpret_cast<void *>(fn)),
        llvm::JITSymbolFlags::Exported};
  map[interner(kCustomCallStatusSymbol)] = {
      llvm::orc::ExecutorAddr::fromPtr(&kilnCustomCallStatus),
      llvm::JITSymbolFlags::Exported};
  return map;
}

ScopedCustomCallStatus::ScopedCustomCallStatus()
    : previous(currentFailures), state(new Failures()) {
  currentFailures = static_cast<Failures *>(state);
}

ScopedCustomCallStatus::~ScopedCustomCallStatus() {
  currentFailures = static_cast<Failures *>(previous);
  delete static_cast<Failures *>(state);
}

std::string ScopedCustomCallStatus::error() const {
  auto *failures = static_cast<const Failures *>(state);
  if (!failures->count)
    return "";
  std::string text = failures->first;
  if (failures->count > 1)
    text += " (and " + std::to_string(failures->count - 1) +
            " more failed custom calls)";
  return text;
}

} // namespace customcall
} // namespace kiln
