//===- CustomCall.cpp - registered custom_call targets to C calls ---------===//
//
// A `stablehlo.custom_call` whose target the user registered (the pass's
// custom-call-targets option; see include/kiln/Conversion/RuntimeSymbols.h and
// docs/custom-calls.md) becomes a call of the C function
//
//   int32_t <symbol>(void **results, const void *const *operands,
//                    const char *backend_config, size_t backend_config_size)
//
// declared here as `func.func private @<symbol>(i64, i64, i64, i64) -> i32`
// (pointers travel as 64-bit integers; the two agree in the C calling
// conventions of the 64-bit hosts kiln targets). Operands are taken with
// `bufferization.to_buffer` as identity-layout (contiguous row-major)
// memrefs, so one-shot bufferization copies any strided buffer first;
// results are fresh `memref.alloc`s returned as tensors with
// `bufferization.to_tensor`. The pointer arrays are stack slots hoisted to
// the function's entry block. After the call, the return code goes to
// `kiln_custom_call_status(name, name_size, code)`, which the runtime binds
// to a recorder that makes the run fail on a non-zero code.
//
// Composites mapped to a target (composite-targets option, NAME=TARGET)
// first become such custom calls, with their attributes as backend_config.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

constexpr StringLiteral kStatusSymbol = kCustomCallStatusSymbol;

/// The attribute text handed to the C function as backend_config.
std::string backendConfigOf(hlo::CustomCallOp op) {
  std::optional<Attribute> config = op.getBackendConfig();
  if (!config)
    return "";
  if (auto text = llvm::dyn_cast<StringAttr>(*config))
    return text.getValue().str();
  std::string printed;
  llvm::raw_string_ostream os(printed);
  os << *config;
  return printed;
}

/// Whether `layouts` (minor-to-major lists) are all row-major.
bool rowMajor(std::optional<ArrayAttr> layouts) {
  if (!layouts)
    return true;
  for (Attribute layout : *layouts) {
    auto dims = llvm::dyn_cast<DenseIntElementsAttr>(layout);
    if (!dims)
      return false;
    int64_t expected = dims.getNumElements() - 1;
    for (const APInt &dim : dims.getValues<APInt>())
      if (dim.getSExtValue() != expected--)
        return false;
  }
  return true;
}

/// Errors, at the op, for what the C ABI cannot express.
LogicalResult verifyCall(hlo::CustomCallOp op) {
  StringRef name = op.getCallTargetName();
  for (Type type :
       llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto tensor = llvm::dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return op.emitError() << "custom call target @" << name
                            << " takes and returns statically shaped "
                               "tensors only, not "
                            << type;
  }
  if (!op.getCalledComputations().empty())
    return op.emitError() << "custom call target @" << name
                          << ": called_computations are not supported";
  if (!op.getOutputOperandAliases().empty())
    return op.emitError() << "custom call target @" << name
                          << ": output_operand_aliases are not supported";
  if (!rowMajor(op.getOperandLayouts()) || !rowMajor(op.getResultLayouts()))
    return op.emitError() << "custom call target @" << name
                          << ": only row-major operand and result layouts "
                             "are supported";
  return success();
}

/// Whether `module` has a symbol `name` other than a declaration of `type`.
bool clashes(ModuleOp module, StringRef name, FunctionType type) {
  Operation *existing = module.lookupSymbol(name);
  if (!existing)
    return false;
  auto fn = llvm::dyn_cast<func::FuncOp>(existing);
  return !fn || !fn.isExternal() || fn.getFunctionType() != type;
}

FunctionType abiType(MLIRContext *ctx) {
  Type i64 = IntegerType::get(ctx, 64);
  return FunctionType::get(ctx, {i64, i64, i64, i64},
                           {IntegerType::get(ctx, 32)});
}

FunctionType statusType(MLIRContext *ctx) {
  Type i64 = IntegerType::get(ctx, 64);
  return FunctionType::get(ctx, {i64, i64, IntegerType::get(ctx, 32)}, {});
}

struct RegisteredCustomCallLowering : OpConversionPattern<hlo::CustomCallOp> {
  RegisteredCustomCallLowering(const TypeConverter &converter, MLIRContext *ctx,
                               ArrayRef<std::string> targets)
      : OpConversionPattern(converter, ctx, /*benefit=*/2),
        targets(targets.begin(), targets.end()) {}

  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string name = op.getCallTargetName().str();
    if (!llvm::is_contained(targets, name))
      return rewriter.notifyMatchFailure(op, "target not registered");
    // Everything that can fail is checked before any IR is created.
    auto func = op->getParentOfType<FunctionOpInterface>();
    if (!func || func.isExternal())
      return rewriter.notifyMatchFailure(op, "not inside a function body");
    SmallVector<RankedTensorType> resultTypes;
    for (Type original : op->getResultTypes()) {
      auto type = llvm::dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(original));
      if (!type || !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "result type not convertible");
      resultTypes.push_back(type);
    }
    for (Value operand : adaptor.getInputs()) {
      auto type = llvm::dyn_cast<RankedTensorType>(operand.getType());
      if (!type || !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "operand not a static tensor");
    }
    std::string symbol = customCallSymbol(name);
    auto module = op->getParentOfType<ModuleOp>();
    if (clashes(module, symbol, abiType(getContext())) ||
        clashes(module, kStatusSymbol, statusType(getContext())))
      return rewriter.notifyMatchFailure(op, "symbol clash");
    declareFunction(rewriter, module, symbol, abiType(getContext()));
    declareFunction(rewriter, module, kStatusSymbol, statusType(getContext()));

    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();

    auto addressOf = [&](Value buffer) {
      return bufferAddress(rewriter, loc, buffer);
    };
    // The address of constant bytes (NUL-terminated) and their count.
    auto bytesOf = [&](StringRef text) -> std::pair<Value, Value> {
      SmallVector<int8_t> bytes(text.begin(), text.end());
      bytes.push_back(0);
      auto type =
          RankedTensorType::get({int64_t(bytes.size())}, rewriter.getI8Type());
      Value constant = arith::ConstantOp::create(
          rewriter, loc, type,
          DenseElementsAttr::get(type, ArrayRef<int8_t>(bytes)));
      Value buffer = bufferization::ToBufferOp::create(
          rewriter, loc,
          MemRefType::get(type.getShape(), type.getElementType()), constant,
          /*read_only=*/true);
      Value size = arith::ConstantOp::create(
          rewriter, loc, rewriter.getI64IntegerAttr(int64_t(text.size())));
      return {addressOf(buffer), size};
    };

    SmallVector<Value> operandAddresses;
    for (Value operand : adaptor.getInputs()) {
      auto type = llvm::cast<RankedTensorType>(operand.getType());
      Value buffer = bufferization::ToBufferOp::create(
          rewriter, loc,
          MemRefType::get(type.getShape(), type.getElementType()), operand,
          /*read_only=*/true);
      operandAddresses.push_back(addressOf(buffer));
    }
    SmallVector<Value> resultBuffers, resultAddresses;
    for (RankedTensorType type : resultTypes) {
      Value buffer = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get(type.getShape(), type.getElementType()));
      resultBuffers.push_back(buffer);
      resultAddresses.push_back(addressOf(buffer));
    }

    // The pointer arrays live in the entry block of the function, so a call
    // inside a loop does not grow the stack.
    auto makeArray = [&](ArrayRef<Value> addresses) -> Value {
      Value array;
      {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(&func.getFunctionBody().front());
        auto type = MemRefType::get(
            {std::max<int64_t>(1, int64_t(addresses.size()))}, i64);
        array = memref::AllocaOp::create(rewriter, loc, type);
      }
      for (auto [i, address] : llvm::enumerate(addresses)) {
        Value position = arith::ConstantIndexOp::create(rewriter, loc, i);
        memref::StoreOp::create(rewriter, loc, address, array, position);
      }
      return addressOf(array);
    };
    Value results = makeArray(resultAddresses);
    Value operands = makeArray(operandAddresses);
    auto [config, configSize] = bytesOf(backendConfigOf(op));
    auto call = func::CallOp::create(
        rewriter, loc, symbol, TypeRange{rewriter.getI32Type()},
        ValueRange{results, operands, config, configSize});
    auto [nameAddress, nameSize] = bytesOf(name);
    func::CallOp::create(rewriter, loc, kStatusSymbol, TypeRange{},
                         ValueRange{nameAddress, nameSize, call.getResult(0)});

    SmallVector<Value> replacements;
    for (auto [type, buffer] : llvm::zip(resultTypes, resultBuffers))
      replacements.push_back(bufferization::ToTensorOp::create(
          rewriter, loc, type, buffer, /*restrict=*/true, /*writable=*/true));
    rewriter.replaceOp(op, replacements);
    return success();
  }

  SmallVector<std::string> targets;
};

} // namespace

void declareFunction(OpBuilder &b, ModuleOp module, StringRef name,
                     FunctionType type) {
  if (module.lookupSymbol(name))
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto decl = func::FuncOp::create(b, module.getLoc(), name, type);
  decl.setPrivate();
}

Value bufferAddress(OpBuilder &b, Location loc, Value buffer) {
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), pointer);
}

LogicalResult
prepareRegisteredCustomCalls(ModuleOp module, ArrayRef<std::string> targets,
                             ArrayRef<std::string> compositeTargets) {
  // Composites mapped to a target become custom calls of it.
  llvm::StringMap<std::string> mapped;
  for (const std::string &entry : compositeTargets) {
    auto [composite, target] = StringRef(entry).split('=');
    if (composite.empty() || target.empty())
      return module.emitError() << "composite mapping '" << entry
                                << "' is not of the form NAME=TARGET";
    mapped[composite] = target.str();
  }
  if (!mapped.empty()) {
    SmallVector<hlo::CompositeOp> composites;
    module.walk([&](hlo::CompositeOp op) {
      if (mapped.contains(op.getName()))
        composites.push_back(op);
    });
    for (hlo::CompositeOp op : composites) {
      OpBuilder b(op);
      std::string attributes;
      if (!op.getCompositeAttributes().empty()) {
        llvm::raw_string_ostream os(attributes);
        os << op.getCompositeAttributes();
      }
      SmallVector<NamedAttribute> attrs = {
          b.getNamedAttr("call_target_name",
                         b.getStringAttr(mapped[op.getName()])),
          b.getNamedAttr("backend_config", b.getStringAttr(attributes))};
      auto call = hlo::CustomCallOp::create(
          b, op.getLoc(), op->getResultTypes(), op.getInputs(), attrs);
      op->replaceAllUsesWith(call->getResults());
      op->erase();
    }
  }

  bool ok = true;
  module.walk([&](hlo::CustomCallOp op) {
    if (!llvm::is_contained(targets, op.getCallTargetName()))
      return;
    std::string symbol = customCallSymbol(op.getCallTargetName().str());
    if (clashes(module, symbol, abiType(module.getContext())) ||
        clashes(module, kStatusSymbol, statusType(module.getContext()))) {
      op.emitError() << "custom call symbol @" << symbol
                     << " clashes with another symbol of the module";
      ok = false;
      return;
    }
    ok &= succeeded(verifyCall(op));
  });
  return success(ok);
}

void populateCustomCallPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns,
                                ArrayRef<std::string> targets) {
  if (!targets.empty())
    patterns.add<RegisteredCustomCallLowering>(converter, patterns.getContext(),
                                               targets);
}

} // namespace kiln::lowering
