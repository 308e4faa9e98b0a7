//===- Pipelines.cpp - kiln's compilation pipelines -----------------------===//

#include "kiln/Pipelines/Pipelines.h"

#include "kiln/Conversion/Passes.h"
#include "kiln/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;

namespace kiln {

namespace {
/// Marks the entry function so that LLVM lowering emits a C-callable wrapper
/// (`_mlir_ciface_<entry>`) taking memref descriptors.
struct MarkEntryPass
    : PassWrapper<MarkEntryPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MarkEntryPass)
  explicit MarkEntryPass(std::string entry) : entry(std::move(entry)) {}
  StringRef getArgument() const final { return "kiln-mark-entry"; }
  void runOnOperation() override {
    auto func = getOperation().lookupSymbol<func::FuncOp>(entry);
    if (!func) {
      getOperation().emitError() << "no function @" << entry
                                 << " to use as the entry point";
      return signalPassFailure();
    }
    func->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
  }
  std::string entry;
};

/// The caller owns the input buffers of public functions and may reuse
/// them: ops that update a tensor in place (dynamic_update_slice, scatter)
/// must not write into them, so their tensor arguments are marked read-only
/// for bufferization, which then copies before writing.
struct ReadOnlyEntryArgsPass
    : PassWrapper<ReadOnlyEntryArgsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ReadOnlyEntryArgsPass)
  StringRef getArgument() const final { return "kiln-read-only-entry-args"; }
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        if (llvm::isa<TensorType>(type))
          func.setArgAttr(i, "bufferization.writable",
                          BoolAttr::get(&getContext(), false));
    }
  }
};

/// memref.copy between buffers that are not both contiguous (strided
/// subviews from slices, pads and concatenations) would lower to a call of
/// an external copy routine; it becomes a linalg.copy, which lowers to
/// loops. Contiguous copies stay memref.copy (memcpy).
struct StridedCopyToLinalgPass
    : PassWrapper<StridedCopyToLinalgPass, OperationPass<func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StridedCopyToLinalgPass)
  StringRef getArgument() const final { return "kiln-strided-copy-to-linalg"; }
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      auto source = llvm::cast<MemRefType>(copy.getSource().getType());
      auto target = llvm::cast<MemRefType>(copy.getTarget().getType());
      if (!source.getLayout().isIdentity() || !target.getLayout().isIdentity())
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }
  }
};
} // namespace

void buildStablehloToLinalgPipeline(OpPassManager &pm,
                                    const PipelineOptions &options) {
  // CHLO (JAX's special functions, top_k, ...) first becomes StableHLO.
  pm.addPass(createChloLegalizeToStablehlo());
  if (options.optLevel > 0) {
    // Graph rewrites on StableHLO (docs/graph-optimizer.md): exact
    // simplifications and constant folding; transposes and batch
    // broadcasts folded into dot_general (which also makes
    // products of one transposed operand share it); then dot_generals
    // sharing an operand become one GEMM-sized product.
    pm.addNestedPass<func::FuncOp>(createSimplify({options.explain}));
    pm.addNestedPass<func::FuncOp>(createFoldDotOperands({options.explain}));
    pm.addNestedPass<func::FuncOp>(createMergeDots({options.explain}));
  }
  // The one conversion out of StableHLO; everything after works on
  // upstream dialects.
  StablehloLegalizeToLinalgOptions legalize;
  legalize.customCallTargets.assign(options.customCallTargets.begin(),
                                    options.customCallTargets.end());
  legalize.compositeTargets.assign(options.compositeTargets.begin(),
                                   options.compositeTargets.end());
  pm.addPass(createStablehloLegalizeToLinalg(legalize));
  // Folds the tensor.empty/fill chains and constant shapes it leaves.
  pm.addPass(createCanonicalizerPass());
  if (options.optLevel > 0) {
    // One loop nest per chain of elementwise ops and broadcasts.
    pm.addNestedPass<func::FuncOp>(createFuseElementwise({options.explain}));
    pm.addPass(createCanonicalizerPass());
  }
}

void buildLinalgToLLVMPipeline(OpPassManager &pm,
                               const PipelineOptions &options) {
  // Tensors to buffers across function boundaries, with plain (identity
  // layout) memrefs at the ABI.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Loops (scf.while/for from control flow and sort) may yield new buffers.
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(std::make_unique<ReadOnlyEntryArgsPass>());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Results become caller-allocated out-parameters: the caller owns every
  // buffer it passes in and gets back.
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  // Results computed straight into the out-parameters, without a
  // temporary and a copy.
  if (options.optLevel > 0)
    pm.addNestedPass<func::FuncOp>(createForwardResultBuffers());
  // Frees the temporaries bufferization allocated.
  bufferization::BufferDeallocationPipelineOptions dealloc;
  bufferization::buildBufferDeallocationPipeline(pm, dealloc);
  pm.addNestedPass<func::FuncOp>(std::make_unique<StridedCopyToLinalgPass>());
  // Contractions become packed, register-blocked GEMM code; everything
  // else plain loops.
  if (options.optLevel > 0) {
    // Convolutions become direct kernels reading the input in place (no
    // im2col); the forms they do not cover stay for the GEMM below.
    LowerConvolutionsOptions conv;
    conv.vectorBits = options.vectorBits;
    conv.vectorRegisters = options.vectorRegisters;
    conv.threads = options.threads;
    conv.explain = options.explain;
    pm.addNestedPass<func::FuncOp>(createLowerConvolutions(conv));
    // The register tile: mr rows of nr-vectors vectors, using all but the
    // registers for the right-hand-side vectors and one broadcast.
    LowerContractionsOptions gemm;
    gemm.vectorBits = options.vectorBits;
    gemm.nrVectors = 2;
    gemm.mr = std::max(1u, (options.vectorRegisters - 3) / 2);
    gemm.mc = gemm.mr * (168 / gemm.mr);
    // A packed B block (kc x nc floats, 1 MiB) stays in a 2 MiB L2 while
    // the A blocks stream past it: a 2048-column block (2 MiB) made SGEMM
    // 2048 5-10% slower than 1024 columns did.
    gemm.nc = 1024;
    gemm.threads = options.threads;
    gemm.explain = options.explain;
    auto pass = createLowerContractions(gemm);
    // On the module, not nested on each function: packing constant
    // operands at compile time adds constant globals to the module.
    pm.addPass(std::move(pass));
    // Elementwise ops and reductions become vector loops of the target's
    // width; what it cannot vectorize stays for the loop lowering below.
    VectorizeLinalgOptions vectorize;
    vectorize.vectorBits = options.vectorBits;
    // Large elementwise ops and reductions are split across threads too.
    vectorize.threads = options.threads;
    pm.addNestedPass<func::FuncOp>(createVectorizeLinalg(vectorize));
    // f32 exp/log/tanh/erf as polynomials, so vector loops stay vector.
    pm.addNestedPass<func::FuncOp>(createApproximateMath());
    // Temporaries in one buffer per function that stays mapped between
    // calls, instead of heap blocks faulted in again on every call.
    pm.addPass(createReuseTemporaries());
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  if (options.threads > 1) {
    // The scf.parallel loops kiln generated become OpenMP worksharing loops.
    ConvertSCFToOpenMPPassOptions omp;
    omp.numThreads = options.threads;
    pm.addPass(createConvertSCFToOpenMPPass(omp));
    // It wraps each loop body in a memref.alloca_scope; with no stack
    // allocation inside, canonicalization inlines it again.
    pm.addPass(createCanonicalizerPass());
  }
  // Complex arithmetic to arith/math on the two parts.
  pm.addPass(createConvertComplexToStandardPass());
  // Math the LLVM backend has no intrinsic for: polynomial/libm forms.
  pm.addNestedPass<func::FuncOp>(math::createMathExpandOpsPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(std::make_unique<MarkEntryPass>(options.entry));
  // bf16 conversions as integer code: LLVM would otherwise use the CPU's
  // native conversion where it has one (AVX512-BF16), which flushes f32
  // subnormals to zero instead of rounding them as the spec (and XLA) do.
  pm.addPass(createExpandBf16Conversions());
  // To the LLVM dialect.
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertComplexToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  if (options.threads > 1)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void setTargetVectorRegisters(
    PipelineOptions &options, const llvm::Triple &triple,
    llvm::function_ref<bool(llvm::StringRef)> hasFeature) {
  if (triple.isX86() && hasFeature("avx512f")) {
    options.vectorBits = 512;
    options.vectorRegisters = 32;
  } else if (triple.isX86() && hasFeature("avx")) {
    options.vectorBits = 256;
    options.vectorRegisters = 16;
  } else {
    // SSE, NEON (32 registers on AArch64) and RISC-V's V extension (also
    // 32, used here at its minimum 128-bit length); without V, RISC-V
    // scalarizes the vectors and 128 x 16 keeps the tile modest.
    options.vectorBits = 128;
    bool many = triple.isAArch64() || (triple.isRISCV() && hasFeature("v"));
    options.vectorRegisters = many ? 32 : 16;
  }
}

void setHostVectorRegisters(PipelineOptions &options) {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  llvm::Triple host(llvm::sys::getProcessTriple());
  setTargetVectorRegisters(options, host, [&](llvm::StringRef name) {
    return features.lookup(name);
  });
}

void buildStablehloToLLVMPipeline(OpPassManager &pm,
                                  const PipelineOptions &options) {
  buildStablehloToLinalgPipeline(pm, options);
  buildLinalgToLLVMPipeline(pm, options);
}

void registerCodegenDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, bufferization::BufferizationDialect,
                  cf::ControlFlowDialect, complex::ComplexDialect,
                  func::FuncDialect,
                  linalg::LinalgDialect, LLVM::LLVMDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect,
                  omp::OpenMPDialect, tensor::TensorDialect,
                  vector::VectorDialect>();
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
}

void registerPipelines() {
  PassPipelineRegistration<>(
      "kiln-stablehlo-to-linalg", "StableHLO to linalg on tensors",
      [](OpPassManager &pm) { buildStablehloToLinalgPipeline(pm, {}); });
  PassPipelineRegistration<>(
      "kiln-linalg-to-llvm", "linalg on tensors to the LLVM dialect",
      [](OpPassManager &pm) { buildLinalgToLLVMPipeline(pm, {}); });
  PassPipelineRegistration<>(
      "kiln-stablehlo-to-llvm", "StableHLO to the LLVM dialect",
      [](OpPassManager &pm) { buildStablehloToLLVMPipeline(pm, {}); });
}

} // namespace kiln
