//===- LowerContractionsPass.cpp - the kiln-lower-contractions pass -------===//
//
// The pass driver of kiln-lower-contractions: reads the tile sizes and
// thresholds from its options, matches the contractions of each function
// (LowerContractions.cpp), decides each one's threads, and emits its code
// (GemmEmitter) where it stands or, run on the module, once per distinct
// kernel as a private function the contractions call; reports each to
// --explain.
//
//===----------------------------------------------------------------------===//

#include "AnyOffset.h"
#include "ContractionCodegen.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Support/Explain.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringSet.h"

namespace kiln {
#define GEN_PASS_DEF_LOWERCONTRACTIONS
#include "kiln/Codegen/Passes.h.inc"
} // namespace kiln

using namespace mlir;

namespace {
using namespace kiln::contraction;

struct LowerContractionsPass
    : kiln::impl::LowerContractionsBase<LowerContractionsPass> {
  using LowerContractionsBase::LowerContractionsBase;

  void runOnOperation() override {
    Operation *root = getOperation();
    // Unset tile sizes follow from the registers (kiln/Codegen/Tuning.h).
    unsigned rows =
        mr ? unsigned(mr) : kiln::tuning::gemmMr(vectorRegisters, nrVectors);
    unsigned blockRows = mc ? unsigned(mc) : kiln::tuning::gemmMc(rows);
    if (vectorBits < 32 || vectorBits % 32 || nrVectors == 0 || kc == 0 ||
        blockRows % rows || nc % ((vectorBits / 32) * nrVectors)) {
      root->emitError("kiln-lower-contractions: inconsistent tile sizes");
      return signalPassFailure();
    }
    TileSizes t;
    t.width = vectorBits / 32;
    t.mr = rows;
    t.nrVectors = nrVectors;
    t.nr = t.width * nrVectors;
    t.mc = blockRows;
    t.kc = kc;
    t.nc = nc;
    t.threads = threads;
    t.registers = rows * nrVectors + nrVectors + 1;
    t.skinnyMax = skinnyMax;
    t.lhsInPlaceBytes = lhsInPlaceBytes;
    t.bf16Pairs = bf16Dot && t.width == 16;
    t.amx = t.bf16Pairs && amx;
    t.int8Dot = int8Dot && t.width == 16;
    t.amxInt8 = amxInt8;
    t.i16Dot = i16Dot && (t.width == 16 || t.width == 8);
    // Packing constants at compile time adds globals to the module, so it
    // happens only where the pass runs on one (as the pipelines run it);
    // nested on a function, it would touch what other threads read.
    std::optional<ConstantPacker> packer;
    std::optional<KernelTable> kernels;
    if (auto module = llvm::dyn_cast<ModuleOp>(root)) {
      if (prepackConstants)
        packer.emplace(module, kMaxPackedElements);
      if (shareKernels)
        kernels.emplace(module);
    }
    SmallVector<func::FuncOp> funcs;
    if (auto func = llvm::dyn_cast<func::FuncOp>(root))
      funcs.push_back(func);
    else
      root->walk([&](func::FuncOp func) { funcs.push_back(func); });
    if (kernels)
      findSizeGenericKernels(funcs, t, *kernels);
    for (func::FuncOp func : funcs)
      if (!func.isExternal())
        lower(func, t, packer ? &*packer : nullptr,
              kernels ? &*kernels : nullptr);
    if (packer)
      packer->eraseUnread();
  }

  /// Constants packed at compile time hold at most this many elements (64
  /// MiB): beyond that, the compile-time copy weighs more than packing at
  /// run time saves.
  static constexpr int64_t kMaxPackedElements = int64_t(16) << 20;

  /// The kernels emitted as functions, by what makes two contractions'
  /// code the same: operand types, indexing maps, element types, tiles and
  /// whether the result starts zero-filled.
  struct KernelTable {
    explicit KernelTable(ModuleOp module) : module(module), symbols(module) {}
    struct Kernel {
      func::FuncOp func;
      /// What --explain says of it (empty: it stayed a loop nest).
      std::string note;
      Location firstUse;
      /// The sizes of the product it was emitted for.
      Contraction firstContraction;
    };
    ModuleOp module;
    SymbolTable symbols;
    llvm::StringMap<Kernel> byKey;
    /// The size-generic keys under which products of several sizes share
    /// one kernel taking N and K at run time.
    llvm::StringSet<> sizeGeneric;
  };

  /// The contractions of `func` the pass lowers.
  std::vector<Contraction> contractionsOf(func::FuncOp func) {
    std::vector<Contraction> work;
    func.walk([&](linalg::GenericOp op) {
      if (auto c = match(op, minFlops, /*allowMatVec=*/true))
        work.push_back(*c);
    });
    return work;
  }

  /// `t` for `c`: one thread below about 1M multiply-adds, where a second
  /// thread costs more than it saves (2 threads, one parallel region:
  /// 80^3 took 11 us against 9 on one thread, 100^3 15 against 17, 128^3
  /// 21-24 against 29-30, 64^3 twice as long), unless the product is skinny
  /// and its large operand outgrows a core's L2: skinny products are bound
  /// by reading it, not by the arithmetic, and gain a second core's
  /// bandwidth however few their multiply-adds (1 x 1024 times 1024 x
  /// 1024: 175 us on one thread, 90 us on two).
  TileSizes tilesFor(const Contraction &c, const TileSizes &t) {
    bool skinny = c.m <= t.skinnyMax || c.n <= t.skinnyMax;
    int64_t largeBytes = 4 * c.batch * c.k * std::max(c.m, c.n);
    TileSizes tiles = t;
    if (c.batch * c.m * c.n * c.k < minParallelFlops &&
        !(skinny && largeBytes >= minParallelBytes))
      tiles.threads = 1;
    return tiles;
  }

  /// Whether `c` calls a shared kernel (constant operands make the kernel
  /// the constant's own: it stays inline, where the packer may pack them
  /// at compile time).
  static bool shared(const Contraction &c) {
    linalg::GenericOp op = c.op;
    return llvm::none_of(op.getDpsInputs(), [](Value v) {
      return v.getDefiningOp<memref::GetGlobalOp>();
    });
  }

  /// The operand types of `c`'s kernel function, and its key: what makes
  /// two contractions' code the same (operand types, indexing maps,
  /// element types, threads, whether the result starts zero-filled). With
  /// `sizeGeneric`, the sizes the kernel takes at run time (N, and K where
  /// A is packed) are left out of both, the choices they make put in the
  /// key.
  std::string kernelKey(const Contraction &c, const TileSizes &tiles,
                        bool zeroFilled, bool sizeGeneric,
                        SmallVectorImpl<Type> &types) {
    types.clear();
    linalg::GenericOp op = c.op;
    for (auto [i, v] : llvm::enumerate(op->getOperands())) {
      auto type = llvm::cast<MemRefType>(v.getType());
      SmallVector<unsigned> runtimeDims;
      if (sizeGeneric) {
        AffineMap map = op.getIndexingMapsArray()[i];
        for (unsigned r = 0; r < map.getNumResults(); ++r)
          if (map.getResult(r) ==
                  getAffineDimExpr(c.dims.n[0], map.getContext()) ||
              (!GemmEmitter::lhsReadInPlace(c, tiles) &&
               map.getResult(r) ==
                   getAffineDimExpr(c.dims.k[0], map.getContext())))
            runtimeDims.push_back(r);
      }
      MemRefType kernelType = sizeGeneric
                                  ? kiln::withRuntimeSizes(type, runtimeDims)
                                  : kiln::withAnyOffset(type);
      types.push_back(kernelType ? kernelType : kiln::withAnyOffset(type));
    }
    std::string key;
    llvm::raw_string_ostream os(key);
    os << op.getIndexingMapsAttr() << op.getIteratorTypesAttr();
    for (Type type : types)
      os << type << ";";
    os << (zeroFilled ? "zero-filled" : "accumulated") << tiles.threads;
    if (sizeGeneric)
      os << "; " << GemmEmitter::sizeChoices(c, tiles);
    return key;
  }

  /// Finds the size-generic keys of the products in `funcs` that products
  /// of more than one size share, so that each such group calls one
  /// kernel taking N and K at run time. Products of one size keep kernels
  /// with their sizes built in.
  void findSizeGenericKernels(ArrayRef<func::FuncOp> funcs, const TileSizes &t,
                              KernelTable &kernels) {
    llvm::StringMap<llvm::StringSet<>> sizesByKey;
    SmallVector<Type> types;
    for (func::FuncOp func : funcs) {
      if (func.isExternal())
        continue;
      for (const Contraction &c : contractionsOf(func)) {
        TileSizes tiles = tilesFor(c, t);
        if (!shared(c) || !GemmEmitter::sizeGenericEligible(c, tiles))
          continue;
        bool zeroFilled = static_cast<bool>(zeroFillBefore(c.op));
        std::string generic =
            kernelKey(c, tiles, zeroFilled, /*sizeGeneric=*/true, types);
        sizesByKey[generic].insert(
            kernelKey(c, tiles, zeroFilled, /*sizeGeneric=*/false, types));
      }
    }
    for (auto &[key, sizes] : sizesByKey)
      if (sizes.size() > 1)
        kernels.sizeGeneric.insert(key);
  }

  /// `c`'s sizes, as --explain names them.
  static std::string shapeOf(const Contraction &c) {
    return ("batch " + llvm::Twine(c.batch) + ", M " + llvm::Twine(c.m) +
            ", N " + llvm::Twine(c.n) + ", K " + llvm::Twine(c.k))
        .str();
  }

  /// Emits the code for `c` where it stands; returns what --explain says
  /// of it, or nullopt where it is left for the loop lowering.
  std::optional<std::string> emit(Contraction c, const TileSizes &tiles,
                                  Block &entry, ConstantPacker *packer,
                                  bool sizesAtRunTime = false) {
    GemmEmitter generator(c, tiles, entry, packer);
    if (sizesAtRunTime)
      generator.takeSizesAtRunTime();
    auto threadsNote = [&] {
      return generator.emittedParallelLoops()
                 ? ", split across " + std::to_string(tiles.threads) +
                       " threads"
                 : std::string();
    };
    std::string shape = shapeOf(c);
    if (generator.runDirect())
      return "skinny contraction made an unpacked kernel: " + shape +
             threadsNote();
    // Matrix-vector products without a direct kernel stay loops.
    if (c.dims.m.empty() || c.dims.n.empty())
      return std::nullopt;
    generator.run();
    std::string prepacked;
    if (generator.prepackedLhs())
      prepacked += ", constant A pre-packed at compile time";
    if (generator.prepackedRhs())
      prepacked += ", constant B pre-packed at compile time";
    if (generator.readsLhsInPlace())
      prepacked += ", A read in place";
    if (std::string kind = generator.productKind(); !kind.empty())
      prepacked += ", " + kind;
    if (sizesAtRunTime)
      prepacked += generator.readsLhsInPlace() ? ", N given at run time"
                                               : ", N and K given at run time";
    return "contraction made a GEMM kernel: " + shape + threadsNote() +
           prepacked;
  }

  /// Replaces `c` (and the zero fill before it) by a call of the kernel of
  /// its kind, emitting that kernel as a private function the first time;
  /// returns what --explain says of it.
  std::optional<std::string> emitShared(Contraction c, const TileSizes &tiles,
                                        ConstantPacker *packer,
                                        KernelTable &kernels) {
    linalg::FillOp fill = zeroFillBefore(c.op);
    // The kernel takes each operand at any offset (one layer's weights
    // sliced from a stacked array sit at an offset of their own), and
    // where products of several sizes share it, the sizes of N and K.
    SmallVector<Type> types;
    bool sizeGeneric = false;
    std::string key;
    if (GemmEmitter::sizeGenericEligible(c, tiles)) {
      key = kernelKey(c, tiles, static_cast<bool>(fill), /*sizeGeneric=*/true,
                      types);
      sizeGeneric = kernels.sizeGeneric.contains(key);
    }
    if (!sizeGeneric)
      key = kernelKey(c, tiles, static_cast<bool>(fill),
                      /*sizeGeneric=*/false, types);
    Location loc = c.op.getLoc();
    auto [it, first] = kernels.byKey.try_emplace(
        key, KernelTable::Kernel{nullptr, std::string(), loc, c});
    KernelTable::Kernel &kernel = it->second;
    SmallVector<Value> operands(c.op->getOperands());
    if (first) {
      auto builder = OpBuilder::atBlockEnd(kernels.module.getBody());
      auto type = builder.getFunctionType(types, {});
      kernel.func = func::FuncOp::create(builder, loc, "__kiln_kernel", type);
      kernel.func.setPrivate();
      kernels.symbols.insert(kernel.func); // renames it if the name is taken
      Block *body = kernel.func.addEntryBlock();
      builder.setInsertionPointToStart(body);
      IRMapping arguments;
      arguments.map(operands, body->getArguments());
      if (fill) {
        Type element = llvm::cast<MemRefType>(types[2]).getElementType();
        Value zero = arith::ConstantOp::create(builder, loc,
                                               builder.getZeroAttr(element));
        linalg::FillOp::create(builder, loc, zero, body->getArgument(2));
      }
      auto clone =
          llvm::cast<linalg::GenericOp>(builder.clone(*c.op, arguments));
      func::ReturnOp::create(builder, loc);
      // The clone's sizes are this product's, or with sizes given at run
      // time unknown: its dimensions and sizes (which make the choices
      // sizeChoices names) are this product's.
      Contraction inner = c;
      inner.op = clone;
      kernel.note = emit(inner, tiles, *body, packer, sizeGeneric).value_or("");
    }
    OpBuilder b(c.op);
    for (auto [operand, type] : llvm::zip(operands, types))
      if (operand.getType() != type)
        operand = memref::CastOp::create(b, loc, type, operand);
    func::CallOp::create(b, loc, kernel.func, operands);
    if (fill)
      fill.erase();
    c.op.erase();
    if (kernel.note.empty())
      return std::nullopt;
    if (first)
      return kernel.note;
    // The kernel's note with this product's sizes (a size-generic kernel's
    // first caller may have others).
    std::string note = kernel.note;
    std::string firstShape = shapeOf(kernel.firstContraction);
    if (size_t at = note.find(firstShape); at != std::string::npos)
      note.replace(at, firstShape.size(), shapeOf(c));
    return note + ", the kernel of " + kiln::describeLocation(kernel.firstUse);
  }

  void lower(func::FuncOp func, const TileSizes &t, ConstantPacker *packer,
             KernelTable *kernels) {
    for (Contraction &c : contractionsOf(func)) {
      TileSizes tiles = tilesFor(c, t);
      Location loc = c.op.getLoc();
      std::optional<std::string> note =
          kernels && shared(c) ? emitShared(c, tiles, packer, *kernels)
                               : emit(c, tiles, func.getBody().front(), packer);
      if (note)
        kiln::explain(explain, loc, "kiln-lower-contractions", *note);
    }
  }
};

} // namespace
