//===- Pipelines.cpp - kiln's compilation pipelines -----------------------===//

#include "kiln/Pipelines/Pipelines.h"

#include "kiln/Codegen/Passes.h"
#include "kiln/Conversion/Passes.h"
#include "kiln/Optimizer/Passes.h"
#include "kiln/Partitioner/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/AMX/Transforms.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#if defined(__linux__) && defined(__x86_64__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace mlir;

namespace kiln {

/// Whether kiln-lower-convolutions has an int8 kernel for the target (and
/// runs at this -O level): the lowering then keeps 8-bit convolutions in
/// the kernel's u8 x i8 form.
static bool hasInt8ConvolutionKernel(const PipelineOptions &options) {
  return options.optimize() &&
         (options.int8DotProduct ||
          (options.i16DotProduct &&
           (options.vectorBits == 512 || options.vectorBits == 256)));
}

void buildStablehloToLinalgPipeline(OpPassManager &pm,
                                    const PipelineOptions &options) {
  // StableHLO's interpreter tests run a function per process of a grid
  // (interpreter.run_parallel): first, the one program every device runs.
  pm.addPass(createRunParallelToSpmd());
  // At every -O level, since the lowering has no dynamic-op patterns; first,
  // as dynamic_top_k custom calls become chlo.top_k for the CHLO patterns.
  pm.addPass(createDynamicOpsToStatic());
  // CHLO (JAX's special functions, top_k, ...) first becomes StableHLO.
  pm.addPass(createChloLegalizeToStablehlo());
  // Quantized tensors become their storage integers, quantized ops integer
  // and float arithmetic, before anything else looks at them.
  pm.addPass(createQuantizedToInteger(
      QuantizedToIntegerOptions{hasInt8ConvolutionKernel(options)}));
  // Sharded programs (an sdy.mesh of several devices, or GSPMD's older
  // annotations, read as one) become the program each device runs, with
  // its collectives (docs/partitioning.md); the rest of the pipeline sees
  // per-device shapes.
  pm.addPass(createImportGspmdShardings());
  pm.addPass(createPropagateShardings({options.explain}));
  pm.addPass(createPartitionSpmd({options.explain, options.localShards}));
  if (options.optimize()) {
    // JAX's small helper functions (round, clip, relu, ...) inlined, so
    // that what they compute fuses with their callers' elementwise ops.
    pm.addPass(createInlineCalls(InlineCallsOptions{64, options.explain}));
    // Graph rewrites on StableHLO (docs/graph-optimizer.md): exact
    // simplifications and constant folding; transposes and batch
    // broadcasts folded into dot_general (which also makes
    // products of one transposed operand share it); then dot_generals
    // sharing an operand become one GEMM-sized product.
    pm.addNestedPass<func::FuncOp>(createSimplify({options.explain}));
    pm.addNestedPass<func::FuncOp>(createFoldDotOperands({options.explain}));
    pm.addNestedPass<func::FuncOp>(createMergeDots({options.explain}));
    // On AMX tiles four bf16 products cost less than one f16 product
    // widened to f32.
    if (options.amxTiles)
      pm.addNestedPass<func::FuncOp>(createSplitF16Products({options.explain}));
  }
  // The one conversion out of StableHLO; everything after works on
  // upstream dialects.
  StablehloLegalizeToLinalgOptions legalize;
  legalize.customCallTargets.assign(options.customCallTargets.begin(),
                                    options.customCallTargets.end());
  legalize.compositeTargets.assign(options.compositeTargets.begin(),
                                   options.compositeTargets.end());
  legalize.int8Convolutions = hasInt8ConvolutionKernel(options);
  // bf16 convolutions run on the bf16 GEMM kernels where the target has
  // them (kiln-lower-contractions' bf16 pairs: AVX512-BF16 at 512 bits),
  // other narrow-float ones on the f32 convolution kernel.
  legalize.bf16Convolutions =
      options.optimize() && options.bf16DotProduct && options.vectorBits == 512;
  legalize.narrowConvolutionsInF32 = options.optimize();
  pm.addPass(createStablehloLegalizeToLinalg(legalize));
  // Folds the tensor.empty/fill chains and constant shapes it leaves.
  pm.addPass(createCanonicalizerPass());
  if (options.optimize()) {
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
  // The caller's input buffers are never written (bufferization copies
  // before an in-place update).
  pm.addPass(createReadOnlyEntryArgs());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Results become caller-allocated out-parameters: the caller owns every
  // buffer it passes in and gets back.
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  // Results computed straight into the out-parameters, without a
  // temporary and a copy.
  if (options.optimize())
    pm.addNestedPass<func::FuncOp>(createForwardResultBuffers());
  // Frees the temporaries bufferization allocated.
  bufferization::BufferDeallocationPipelineOptions dealloc;
  bufferization::buildBufferDeallocationPipeline(pm, dealloc);
  // Copies between strided views become loops instead of library calls.
  pm.addNestedPass<func::FuncOp>(createStridedCopyToLinalg());
  // A sequence of ops that repeats in a row (the layers of an unrolled
  // model) becomes one function its repeats call, so that the rest of the
  // pipeline and LLVM work on one layer.
  if (options.optimize())
    pm.addPass(createOutlineRepeats({/*minOps=*/4, options.explain}));
  // Contractions become packed, register-blocked GEMM code; everything
  // else plain loops.
  if (options.optimize()) {
    // Convolutions become direct kernels reading the input in place (no
    // im2col); the forms they do not cover stay for the GEMM below.
    LowerConvolutionsOptions conv;
    conv.vectorBits = options.vectorBits;
    conv.vectorRegisters = options.vectorRegisters;
    conv.threads = options.threads;
    conv.int8Dot = options.int8DotProduct;
    conv.i16Dot = options.i16DotProduct;
    conv.explain = options.explain;
    pm.addNestedPass<func::FuncOp>(createLowerConvolutions(conv));
    // Tiles and thresholds are the tuned defaults (kiln/Codegen/Tuning.h);
    // the register tile's rows follow from the target's registers.
    LowerContractionsOptions gemm;
    gemm.vectorBits = options.vectorBits;
    gemm.vectorRegisters = options.vectorRegisters;
    gemm.threads = options.threads;
    gemm.explain = options.explain;
    gemm.bf16Dot = options.bf16DotProduct;
    gemm.amx = options.amxTiles;
    gemm.int8Dot = options.int8DotProduct;
    gemm.i16Dot = options.i16DotProduct;
    gemm.amxInt8 = options.amxInt8Tiles;
    // On the module, not nested on each function: packing constant
    // operands at compile time adds constant globals to the module.
    pm.addPass(createLowerContractions(gemm));
    // f32 exp/log/tanh/erf as polynomials, so vector loops stay vector.
    // Before vectorizing: stablehlo.tanh's guard for small arguments,
    // which this pass drops, computes in f64 and would halve the lanes of
    // every loop computing a tanh.
    pm.addNestedPass<func::FuncOp>(createApproximateMath());
    // Elementwise ops and reductions become vector loops of the target's
    // width; what it cannot vectorize stays for the loop lowering below.
    VectorizeLinalgOptions vectorize;
    vectorize.vectorBits = options.vectorBits;
    // Large elementwise ops and reductions are split across threads too.
    vectorize.threads = options.threads;
    pm.addNestedPass<func::FuncOp>(createVectorizeLinalg(vectorize));
    // Repeated loop nests (the identical layers of an unrolled model) are
    // emitted once, as functions, so LLVM's work stops growing with depth.
    pm.addPass(createShareLoopNests({options.explain}));
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
  // The entry gets the C interface the JIT and the AOT wrapper call.
  pm.addPass(createMarkEntry(MarkEntryOptions{options.entry}));
  // bf16 conversions as integer code: LLVM would otherwise use the CPU's
  // native conversion where it has one (AVX512-BF16), which flushes f32
  // subnormals to zero instead of rounding them as the spec (and XLA) do.
  pm.addPass(createExpandBf16Conversions());
  // To the LLVM dialect.
  // AMX tiles become their intrinsics first, together with the branches
  // that carry them from one block to the next (a K loop's accumulators):
  // the passes below convert branches with converters that do not know
  // tile types.
  if (options.amxTiles || options.amxInt8Tiles) {
    ConvertToLLVMPassOptions amx;
    amx.filterDialects = {"amx", "cf"};
    pm.addPass(createConvertToLLVMPass(amx));
  }
  // With bf16 pair products, x86vector's dot becomes its intrinsic.
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  vectorToLLVM.x86Vector = options.bf16DotProduct;
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  // Everything else in one conversion (memref, math, complex, arith, index,
  // cf, func, OpenMP: each dialect's patterns, registered in
  // registerCodegenDialects), one walk of the module instead of one per
  // dialect.
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void setTargetVectorRegisters(
    PipelineOptions &options, const llvm::Triple &triple,
    llvm::function_ref<bool(llvm::StringRef)> hasFeature) {
  options.bf16DotProduct = false;
  options.amxTiles = false;
  options.int8DotProduct = false;
  options.amxInt8Tiles = false;
  options.i16DotProduct = false;
  if (triple.isX86() && hasFeature("avx512f")) {
    options.vectorBits = 512;
    options.vectorRegisters = 32;
    options.bf16DotProduct = hasFeature("avx512bf16");
    options.amxTiles = options.bf16DotProduct && hasFeature("amx-tile") &&
                       hasFeature("amx-bf16");
    options.int8DotProduct = hasFeature("avx512vnni");
    options.amxInt8Tiles = hasFeature("amx-tile") && hasFeature("amx-int8");
    options.i16DotProduct = hasFeature("avx512bw");
  } else if (triple.isX86() && hasFeature("avx")) {
    options.vectorBits = 256;
    options.vectorRegisters = 16;
    options.i16DotProduct = hasFeature("avx2");
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
  if (options.amxTiles)
    options.amxTiles = requestHostAmxTiles();
  if (options.amxInt8Tiles)
    options.amxInt8Tiles = requestHostAmxTiles();
}

bool requestHostAmxTiles() {
#if defined(__linux__) && defined(__x86_64__)
  // Once per process: the permission is the process's, for every thread.
  static const bool granted = [] {
    if (!llvm::sys::getHostCPUFeatures().lookup("amx-tile"))
      return false;
    constexpr long kArchReqXcompPerm = 0x1023;
    constexpr long kXfeatureXtiledata = 18;
    return syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtiledata) == 0;
  }();
  return granted;
#else
  return false;
#endif
}

void buildStablehloToLLVMPipeline(OpPassManager &pm,
                                  const PipelineOptions &options) {
  buildStablehloToLinalgPipeline(pm, options);
  buildLinalgToLLVMPipeline(pm, options);
}

void registerCodegenDialects(DialectRegistry &registry) {
  registry
      .insert<arith::ArithDialect, bufferization::BufferizationDialect,
              cf::ControlFlowDialect, complex::ComplexDialect,
              func::FuncDialect, linalg::LinalgDialect, LLVM::LLVMDialect,
              math::MathDialect, memref::MemRefDialect, scf::SCFDialect,
              omp::OpenMPDialect, tensor::TensorDialect, vector::VectorDialect,
              x86vector::X86VectorDialect, amx::AMXDialect>();
  // The conversion of AMX tiles and the branches that carry them
  // (buildLinalgToLLVMPipeline).
  registerConvertAMXToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  // And the rest of the conversion to the LLVM dialect.
  arith::registerConvertArithToLLVMInterface(registry);
  registerConvertComplexToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertOpenMPToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
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

namespace {
/// The textual options of the registered pipelines (kiln-opt).
struct PipelineCommandLine : PassPipelineOptions<PipelineCommandLine> {
  Option<std::string> entry{*this, "entry",
                            llvm::cl::desc("the entry function"),
                            llvm::cl::init("main")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("0 (reference) or 2 (optimized)"),
                            llvm::cl::init(2)};
  Option<unsigned> vectorBits{*this, "vector-bits",
                              llvm::cl::desc("the target's vector width"),
                              llvm::cl::init(tuning::kVectorBits)};
  Option<unsigned> vectorRegisters{
      *this, "vector-registers",
      llvm::cl::desc("the target's vector register count"),
      llvm::cl::init(tuning::kVectorRegisters)};
  Option<unsigned> threads{*this, "threads",
                           llvm::cl::desc("threads of the generated code"),
                           llvm::cl::init(1)};
  Option<bool> explain{*this, "explain",
                       llvm::cl::desc("report rewrites as remarks"),
                       llvm::cl::init(false)};
  Option<bool> bf16Dot{
      *this, "bf16-dot",
      llvm::cl::desc("the target has AVX512-BF16 (bf16 pair products)"),
      llvm::cl::init(false)};
  Option<bool> amx{*this, "amx",
                   llvm::cl::desc("the target has AMX-BF16 tiles (with "
                                  "bf16-dot: bf16 products on them)"),
                   llvm::cl::init(false)};
  Option<bool> int8Dot{
      *this, "int8-dot",
      llvm::cl::desc("the target has AVX512-VNNI (int8 quad products)"),
      llvm::cl::init(false)};
  Option<bool> i16Dot{
      *this, "i16-dot",
      llvm::cl::desc("the target has vpmaddwd at the vector width (i16 "
                     "pair products)"),
      llvm::cl::init(false)};
  Option<bool> amxInt8{
      *this, "amx-int8",
      llvm::cl::desc("the target has AMX-INT8 tiles (int8 products on them)"),
      llvm::cl::init(false)};

  PipelineOptions get() const {
    PipelineOptions options;
    options.entry = entry;
    options.optLevel = optLevel;
    options.vectorBits = vectorBits;
    options.vectorRegisters = vectorRegisters;
    options.threads = threads;
    options.explain = explain;
    options.bf16DotProduct = bf16Dot;
    options.amxTiles = bf16Dot && amx;
    options.int8DotProduct = int8Dot;
    options.i16DotProduct = i16Dot;
    options.amxInt8Tiles = amxInt8;
    return options;
  }
};
} // namespace

void registerPipelines() {
  PassPipelineRegistration<PipelineCommandLine>(
      "kiln-stablehlo-to-linalg", "StableHLO to linalg on tensors",
      [](OpPassManager &pm, const PipelineCommandLine &options) {
        buildStablehloToLinalgPipeline(pm, options.get());
      });
  PassPipelineRegistration<PipelineCommandLine>(
      "kiln-linalg-to-llvm", "linalg on tensors to the LLVM dialect",
      [](OpPassManager &pm, const PipelineCommandLine &options) {
        buildLinalgToLLVMPipeline(pm, options.get());
      });
  PassPipelineRegistration<PipelineCommandLine>(
      "kiln-stablehlo-to-llvm", "StableHLO to the LLVM dialect",
      [](OpPassManager &pm, const PipelineCommandLine &options) {
        buildStablehloToLLVMPipeline(pm, options.get());
      });
}

} // namespace kiln
