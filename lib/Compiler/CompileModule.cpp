//===- CompileModule.cpp - the one way from StableHLO to LLVM -------------===//

#include "CompileModule.h"

#include "kiln/Conversion/VhloToStablehlo.h"
#include "kiln/Optimizer/RefineShapes.h"
#include "kiln/Support/Explain.h"
#include "kiln/Support/ParseSource.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"

#include <cstring>
#include <mutex>
#include <sched.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
using kiln::runtime::DType;
using kiln::runtime::Expected;

namespace kiln {

unsigned availableThreads() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

DiagnosticCapture::DiagnosticCapture(MLIRContext &ctx,
                                     llvm::SourceMgr &sourceMgr)
    : sourceHandler(std::make_unique<SourceMgrDiagnosticHandler>(
          sourceMgr, &ctx, stream)) {}

DiagnosticCapture::DiagnosticCapture(MLIRContext &ctx) {
  // Messages as the text handler prints them, without the source lines.
  plainHandler =
      std::make_unique<ScopedDiagnosticHandler>(&ctx, [this](Diagnostic &diag) {
        auto print = [&](Diagnostic &d) {
          Location loc = d.getLocation();
          if (auto file = loc->findInstanceOf<FileLineColLoc>())
            stream << file.getFilename().getValue() << ":" << file.getLine()
                   << ":" << file.getColumn() << ": ";
          else if (!llvm::isa<UnknownLoc>(loc))
            stream << loc << ": ";
          switch (d.getSeverity()) {
          case DiagnosticSeverity::Error:
            stream << "error: ";
            break;
          case DiagnosticSeverity::Warning:
            stream << "warning: ";
            break;
          case DiagnosticSeverity::Note:
            stream << "note: ";
            break;
          case DiagnosticSeverity::Remark:
            stream << "remark: ";
            break;
          }
          stream << d << "\n";
        };
        print(diag);
        for (Diagnostic &note : diag.getNotes())
          print(note);
        return success();
      });
}

DiagnosticCapture::~DiagnosticCapture() = default;

std::string DiagnosticCapture::message(StringRef fallback) const {
  StringRef raw = collected.empty() ? fallback : StringRef(collected);
  // Diagnostics quote the program's source lines, which may be any bytes
  // (a damaged artifact given as text): the message is valid UTF-8, each
  // invalid byte a U+FFFD, as Python and JAX turn it into a str.
  std::string text;
  text.reserve(raw.size());
  for (size_t i = 0; i < raw.size();) {
    const auto *at = reinterpret_cast<const llvm::UTF8 *>(raw.data() + i);
    unsigned length = llvm::getNumBytesForUTF8(*at);
    if (i + length <= raw.size() &&
        llvm::isLegalUTF8Sequence(at, at + length)) {
      text.append(raw.data() + i, length);
      i += length;
    } else {
      text += "\xEF\xBF\xBD";
      ++i;
    }
  }
  while (!text.empty() && text.back() == '\n')
    text.pop_back();
  return text;
}

//===----------------------------------------------------------------------===//
// The guard against LLVM's fatal errors
//===----------------------------------------------------------------------===//

/// What the guard running on a thread knows about its compilation.
struct CompileGuard::State {
  State(MLIRContext &ctx, DiagnosticCapture *diagnostics, std::string name)
      : ctx(ctx), diagnostics(diagnostics), name(std::move(name)) {}
  MLIRContext &ctx;
  DiagnosticCapture *diagnostics;
  std::string name;
  /// The module compiled, while run() runs, and its location.
  ModuleOp module;
  std::optional<Location> moduleLoc;
  /// The crash recovery context run() runs the compilation in.
  llvm::CrashRecoveryContext *recovery = nullptr;
  /// The top of LLVM's pretty stack trace (PrettyStackTrace.h) when run()
  /// started: recovery skips the destructors that would pop what LLVM
  /// pushed since, so run() restores it.
  const void *prettyStackBase = nullptr;
  /// What the fatal error handler found: report_fatal_error's reason, where
  /// the compilation was, and notes saying so (the MLIR pass, or LLVM's
  /// innermost pretty stack trace entry, "Running pass 'X86 DAG->DAG
  /// Instruction Selection' on function '@f'").
  std::optional<std::string> fatalReason;
  std::optional<Location> fatalLoc;
  std::vector<std::string> notes;
  /// The MLIR passes running on this thread with the ops they run on,
  /// outermost first (set by the instrumentation; a pass the compilation
  /// never returned from stays).
  std::vector<std::pair<std::string, Operation *>> passes;
  /// Errors the watched LLVMContexts reported, where known located at the
  /// function they name; shared with their handlers, which may outlive the
  /// guard (the JIT's context lives as long as its executable).
  struct LLVMError {
    std::optional<Location> loc;
    std::string message;
  };
  /// Shared with the guards of runOnThreads' threads, whose contexts report
  /// at the same time.
  struct LLVMErrors {
    std::mutex mutex;
    std::vector<LLVMError> list;
  };
  std::shared_ptr<LLVMErrors> llvmErrors = std::make_shared<LLVMErrors>();
};

namespace {

/// The guard running on this thread, if any.
thread_local CompileGuard::State *activeGuard = nullptr;

/// The location of the op defining function `name` in the module `state`
/// compiles, if there is one (the LLVM dialect keeps each function's source
/// location, and LLVM IR its name).
std::optional<Location> functionLocation(const CompileGuard::State &state,
                                         StringRef name) {
  if (!state.module || name.empty())
    return std::nullopt;
  if (Operation *fn = SymbolTable::lookupSymbolIn(state.module, name))
    return fn->getLoc();
  return std::nullopt;
}

/// Where the compilation on `state`'s thread is: the op of the innermost
/// MLIR pass running (with a note naming the pass), else the function LLVM's
/// pretty stack `llvmStack` names (`... on function '@f'`), else the module.
std::optional<Location> currentLocation(const CompileGuard::State &state,
                                        ArrayRef<std::string> llvmStack,
                                        std::vector<std::string> &notes) {
  if (!state.passes.empty()) {
    notes.push_back("in pass '" + state.passes.back().first + "' on this op");
    return state.passes.back().second->getLoc();
  }
  for (const std::string &entry : llvm::reverse(llvmStack)) {
    size_t at = entry.find("function '@");
    if (at == std::string::npos)
      continue;
    StringRef name = StringRef(entry).substr(at + strlen("function '@"));
    name = name.take_until([](char c) { return c == '\''; });
    if (std::optional<Location> loc = functionLocation(state, name))
      return loc;
  }
  return state.moduleLoc;
}

/// LLVM's pretty stack trace entries above `base`, outermost first, one line
/// each.
std::vector<std::string> prettyStackSince(const void *base) {
  std::vector<std::string> entries;
  for (auto *entry = static_cast<const llvm::PrettyStackTraceEntry *>(
           llvm::SavePrettyStackState());
       entry && entry != base; entry = entry->getNextEntry()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    entry->print(os);
    entries.insert(entries.begin(), StringRef(text).trim().str());
  }
  return entries;
}

/// LLVM's fatal error handler while kiln is loaded. On a thread compiling
/// under a guard, it records the reason and where the compilation was, and
/// unwinds to the guard's run(); elsewhere it prints the reason as LLVM's
/// default does, after which LLVM ends the process. (report_fatal_error
/// calls the handler and then aborts or exits: only a handler that does not
/// return keeps the process.)
void onFatalError(void *, const char *reason, bool) {
  CompileGuard::State *state = activeGuard;
  // A crash recovery context inside the compilation (not the guard's own)
  // catches the abort that follows.
  if (!state || !state->recovery ||
      llvm::CrashRecoveryContext::GetCurrent() != state->recovery) {
    std::string line = std::string("LLVM ERROR: ") + reason + "\n";
    ssize_t written = ::write(2, line.data(), line.size());
    (void)written;
    return;
  }
  state->fatalReason = reason;
  std::vector<std::string> stack = prettyStackSince(state->prettyStackBase);
  state->fatalLoc = currentLocation(*state, stack, state->notes);
  // The innermost entry says the most: the pass and the function.
  if (!stack.empty())
    state->notes.push_back("in LLVM: " + stack.back());
  state->recovery->HandleExit(1);
}

/// Installs the process-wide pieces of the guard, once.
void installFatalErrorHandling() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::install_fatal_error_handler(onFatalError);
    // Signals (SIGSEGV, SIGABRT, SIGILL...) raised inside a crash recovery
    // context return there; elsewhere the handlers installed before (LLVM's
    // stack trace printer in the kiln tool) take them.
    llvm::CrashRecoveryContext::Enable();
  });
}

/// Records the op each MLIR pass runs on for the guard of its thread.
struct PassTracker : PassInstrumentation {
  void runBeforePass(Pass *pass, Operation *op) override {
    // Pass managers nesting pipelines have no argument, only a name.
    if (CompileGuard::State *state = activeGuard)
      state->passes.emplace_back(pass->getArgument().empty()
                                     ? pass->getName().str()
                                     : pass->getArgument().str(),
                                 op);
  }
  void runAfterPass(Pass *, Operation *) override { pop(); }
  void runAfterPassFailed(Pass *, Operation *) override { pop(); }
  void pop() {
    CompileGuard::State *state = activeGuard;
    if (state && !state->passes.empty())
      state->passes.pop_back();
  }
};

/// Collects the errors an LLVMContext reports, which LLVM would otherwise
/// print before exiting; other diagnostics (warnings, remarks) take LLVM's
/// default path, which prints them.
struct LLVMErrorCollector : llvm::DiagnosticHandler {
  explicit LLVMErrorCollector(
      std::shared_ptr<CompileGuard::State::LLVMErrors> errors)
      : errors(std::move(errors)) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() != llvm::DS_Error)
      return false;
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    // Without debug information the location is "<unknown>:0:0".
    StringRef message = StringRef(text).trim();
    message.consume_front("<unknown>:0:0: ");
    // Code generation runs on the compiling thread: its guard knows the
    // module.
    std::optional<Location> loc;
    if (const CompileGuard::State *state = activeGuard) {
      // The errors code generation reports about a function (unsupported
      // features, register allocation, stack size) name it.
      StringRef function;
      if (auto *unsupported =
              llvm::dyn_cast<llvm::DiagnosticInfoUnsupported>(&info))
        function = unsupported->getFunction().getName();
      else if (auto *regAlloc =
                   llvm::dyn_cast<llvm::DiagnosticInfoRegAllocFailure>(&info))
        function = regAlloc->getFunction().getName();
      else if (auto *limit =
                   llvm::dyn_cast<llvm::DiagnosticInfoResourceLimit>(&info))
        function = limit->getFunction().getName();
      loc = functionLocation(*state, function);
      if (!loc)
        loc = state->moduleLoc;
    }
    // Code generation may report one error many times (once per return).
    std::lock_guard<std::mutex> lock(errors->mutex);
    for (const CompileGuard::State::LLVMError &known : errors->list)
      if (known.loc == loc && known.message == message)
        return true;
    errors->list.push_back({loc, message.str()});
    return true;
  }
  std::shared_ptr<CompileGuard::State::LLVMErrors> errors;
};

} // namespace

CompileGuard::CompileGuard(MLIRContext &ctx, DiagnosticCapture *diagnostics,
                           std::string name)
    : state(std::make_unique<State>(ctx, diagnostics, std::move(name))) {}

CompileGuard::~CompileGuard() = default;

void CompileGuard::setModule(ModuleOp module) {
  state->module = module;
  state->moduleLoc = module.getLoc();
}

void CompileGuard::watch(llvm::LLVMContext &context) {
  context.setDiagnosticHandler(
      std::make_unique<LLVMErrorCollector>(state->llvmErrors));
}

void CompileGuard::runOnThreads(unsigned count,
                                llvm::function_ref<void(unsigned)> work) {
  struct Failure {
    int crash = 0;
    std::optional<std::string> reason;
    std::optional<Location> loc;
    std::vector<std::string> notes;
  };
  std::vector<Failure> failures(count);
  std::vector<std::thread> threads;
  threads.reserve(count);
  for (unsigned i = 0; i < count; ++i)
    threads.emplace_back([&, i] {
      State worker(state->ctx, /*diagnostics=*/nullptr, state->name);
      worker.module = state->module;
      worker.moduleLoc = state->moduleLoc;
      worker.llvmErrors = state->llvmErrors;
      activeGuard = &worker;
      worker.prettyStackBase = llvm::SavePrettyStackState();
      llvm::CrashRecoveryContext recovery;
      worker.recovery = &recovery;
      Failure &failure = failures[i];
      if (!recovery.RunSafely([&] { work(i); })) {
        llvm::RestorePrettyStackState(worker.prettyStackBase);
        failure.crash = recovery.RetCode ? recovery.RetCode : 1;
        failure.reason = worker.fatalReason;
        failure.loc = worker.fatalReason
                          ? worker.fatalLoc
                          : currentLocation(worker, {}, worker.notes);
        failure.notes = worker.notes;
      }
      worker.recovery = nullptr;
      activeGuard = nullptr;
    });
  for (std::thread &thread : threads)
    thread.join();
  auto failed = llvm::find_if(
      failures, [](const Failure &failure) { return failure.crash != 0; });
  if (failed == failures.end())
    return;
  // The first failure goes to this thread's guard; the unwinding skips the
  // destructors of this frame, so its memory is freed first.
  int crash = failed->crash;
  state->fatalReason = std::move(failed->reason);
  state->fatalLoc = failed->loc;
  state->notes = std::move(failed->notes);
  std::vector<Failure>().swap(failures);
  std::vector<std::thread>().swap(threads);
  // Unwinds the compilation on this thread to run(), which reports it.
  if (state->recovery)
    state->recovery->HandleExit(crash);
  // Outside run() (a caller's mistake) nothing can unwind: end as LLVM's
  // default handler would.
  llvm::report_fatal_error(
      llvm::Twine(state->fatalReason.value_or("a compiler thread crashed")));
}

void CompileGuard::instrument(PassManager &pm) {
  pm.addInstrumentation(std::make_unique<PassTracker>());
}

runtime::Status
CompileGuard::run(llvm::function_ref<runtime::Status()> compile) {
  installFatalErrorHandling();
  State *outer = activeGuard;
  activeGuard = state.get();
  state->prettyStackBase = llvm::SavePrettyStackState();
  std::optional<runtime::Status> result;
  int crash = 0;
  {
    // Its destructor runs the cleanups registered inside (see
    // lowerToLLVMDialect) before any diagnostic is emitted below.
    llvm::CrashRecoveryContext recovery;
    state->recovery = &recovery;
    if (!recovery.RunSafely([&] { result = compile(); }))
      crash = recovery.RetCode ? recovery.RetCode : 1;
    state->recovery = nullptr;
  }
  activeGuard = outer;
  auto message = [&](const std::string &fallback) {
    return state->diagnostics ? state->diagnostics->message(fallback)
                              : fallback;
  };
  // The module may be gone (it is the compilation's to free).
  state->module = nullptr;
  Location unknown = UnknownLoc::get(&state->ctx);
  if (crash) {
    llvm::RestorePrettyStackState(state->prettyStackBase);
    std::string why;
    if (state->fatalReason) {
      why = "fatal error during compilation: " + *state->fatalReason;
    } else {
      // A signal: no handler ran on the way, and the stack that LLVM's
      // pretty stack entries lived on is gone. The op of the pass running
      // was not freed (recovery leaks the compilation).
      why = crash > 128 ? "the compiler crashed during compilation (signal " +
                              std::to_string(crash - 128) + ": " +
                              strsignal(crash - 128) + ")"
                        : "the compiler stopped during compilation (code " +
                              std::to_string(crash) + ")";
      state->fatalLoc = currentLocation(*state, {}, state->notes);
    }
    InFlightDiagnostic diag = emitError(state->fatalLoc.value_or(unknown), why);
    for (const std::string &note : state->notes)
      diag.attachNote() << note;
    diag.report();
    return runtime::Status::error(message(state->name + ": " + why));
  }
  std::lock_guard<std::mutex> lock(state->llvmErrors->mutex);
  if (!state->llvmErrors->list.empty()) {
    for (const State::LLVMError &error : state->llvmErrors->list)
      emitError(error.loc.value_or(unknown),
                "LLVM cannot compile the program for this target: ")
          << error.message;
    state->llvmErrors->list.clear();
    return runtime::Status::error(message(
        state->name + ": LLVM cannot compile the program for this target"));
  }
  return *result;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

/// The number of elements of the statically shaped i1 tensor or vector type
/// that starts `text` (`tensor<3x101xi1>`), if it is one.
std::optional<int64_t> boolElementCount(StringRef text) {
  if (!text.consume_front("tensor<") && !text.consume_front("vector<"))
    return std::nullopt;
  int64_t count = 1;
  while (!text.starts_with("i1>")) {
    uint64_t size;
    if (text.consumeInteger(10, size) || !text.consume_front("x") ||
        size > uint64_t(INT64_MAX) ||
        (size && count > INT64_MAX / int64_t(size)))
      return std::nullopt;
    count *= int64_t(size);
  }
  return count;
}

/// Rewrites, in `text`, the hex constants of i1 tensors written one byte per
/// element (`dense<"0x000101..."> : tensor<101xi1>`, as JAX prints them: MLIR
/// after LLVM 22 stores i1 elements as bytes) into the form MLIR 22 reads,
/// one bit per element, least significant bit first; a single byte of
/// 0x01 for several elements (a true splat there) becomes 0xFF. The two
/// forms differ in length for every tensor of two or more elements. A byte
/// other than 0x00 or 0x01 is an error at its place: it is no boolean, and
/// no reading of it would be safe. Each rewritten constant is padded with
/// spaces to its old length, so every other column of the text keeps its
/// place (and its diagnostics their locations). Comments and string
/// literals are left alone. Only text[from, to) is read: the program's, in
/// the buffer starting at `bufferStart` named `file` of `sourceMgr`.
/// Returns false after emitting an error.
bool packBoolHexConstants(std::string &text, size_t from, size_t to,
                          llvm::SourceMgr &sourceMgr, const char *bufferStart,
                          StringRef file, MLIRContext &ctx) {
  auto hexValue = [](char c) -> int {
    if (llvm::isDigit(c))
      return c - '0';
    c = llvm::toLower(c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
  };
  static const char kDigits[] = "0123456789ABCDEF";
  const StringRef opener = "dense<\"0x";
  for (size_t i = from; i < to; ++i) {
    char c = text[i];
    if (c == '/' && i + 1 < to && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == std::string::npos)
        break;
      continue;
    }
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      continue;
    }
    if (!StringRef(text).substr(i).starts_with(opener))
      continue;
    size_t digits = i + opener.size();
    size_t close = digits;
    while (close < text.size() && hexValue(text[close]) >= 0)
      ++close;
    StringRef rest = StringRef(text).substr(close);
    if (!rest.consume_front("\">")) {
      i = close;
      continue;
    }
    size_t end = text.size() - rest.size();
    rest = rest.ltrim();
    std::optional<int64_t> count;
    if (rest.consume_front(":"))
      count = boolElementCount(rest.ltrim());
    size_t bytes = (close - digits) / 2;
    if (!count || *count < 2 || (close - digits) % 2 ||
        (bytes != size_t(*count) && bytes != 1)) {
      // Not an i1 constant in the byte form: MLIR reads (or rejects) it.
      i = end - 1;
      continue;
    }
    std::vector<uint8_t> values(bytes);
    for (size_t k = 0; k < bytes; ++k) {
      values[k] = uint8_t(hexValue(text[digits + 2 * k]) * 16 +
                          hexValue(text[digits + 2 * k + 1]));
      if (values[k] > 1 && !(bytes == 1 && values[k] == 0xFF)) {
        SMLoc at = SMLoc::getFromPointer(bufferStart + digits + 2 * k);
        auto [line, column] = sourceMgr.getLineAndColumn(at);
        emitError(FileLineColLoc::get(&ctx, file, line, column))
            << "byte " << k << " of this i1 constant is 0x"
            << kDigits[values[k] / 16] << kDigits[values[k] % 16]
            << ", not a boolean: a hex i1 constant holds one byte per "
               "element, 0x00 (false) or 0x01 (true)";
        return false;
      }
    }
    std::string packed;
    if (bytes == 1) {
      packed = values[0] ? "FF" : "00";
    } else {
      std::vector<uint8_t> bits((bytes + 7) / 8);
      for (size_t k = 0; k < bytes; ++k)
        bits[k / 8] |= uint8_t(values[k] << (k % 8));
      for (uint8_t b : bits) {
        packed += kDigits[b / 16];
        packed += kDigits[b % 16];
      }
    }
    std::string replacement = "dense<\"0x" + packed + "\">";
    replacement.resize(end - i, ' ');
    text.replace(i, end - i, replacement);
    i = end - 1;
  }
  return true;
}

} // namespace

namespace {

/// `module` as kiln compiles it: a portable artifact's VHLO converted to
/// StableHLO (null after an error).
OwningOpRef<ModuleOp> fromArtifact(OwningOpRef<ModuleOp> module) {
  if (module && containsVhlo(*module) &&
      failed(convertVhloToStablehlo(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> parseText(llvm::SourceMgr &sourceMgr, MLIRContext &ctx);

} // namespace

OwningOpRef<ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                   MLIRContext &ctx) {
  return fromArtifact(parseText(sourceMgr, ctx));
}

namespace {

OwningOpRef<ModuleOp> parseText(llvm::SourceMgr &sourceMgr, MLIRContext &ctx) {
  // MLIR parses the buffer added last. It may be a chunk of a file added
  // before it (kiln run --split-input-file), whose text lies inside the
  // file's buffer so that locations count the file's lines.
  const llvm::MemoryBuffer *program =
      sourceMgr.getMemoryBuffer(sourceMgr.getNumBuffers());
  StringRef programText = program->getBuffer();
  if (!programText.contains("dense<\"0x"))
    return kiln::parseSourceModule(sourceMgr, ctx);
  const llvm::MemoryBuffer *file = program;
  for (unsigned id = 1; id < sourceMgr.getNumBuffers(); ++id) {
    const llvm::MemoryBuffer *outer = sourceMgr.getMemoryBuffer(id);
    if (outer->getBufferStart() <= program->getBufferStart() &&
        program->getBufferEnd() <= outer->getBufferEnd()) {
      file = outer;
      break;
    }
  }
  std::string text = file->getBuffer().str();
  size_t from = program->getBufferStart() - file->getBufferStart();
  if (!packBoolHexConstants(text, from, from + programText.size(), sourceMgr,
                            file->getBufferStart(), file->getBufferIdentifier(),
                            ctx))
    return nullptr;
  if (text == file->getBuffer())
    return kiln::parseSourceModule(sourceMgr, ctx);
  // The rewritten text is parsed under the same names, and laid out as
  // before: diagnostics show the original's lines, whose columns it keeps.
  llvm::SourceMgr rewritten;
  auto copy =
      llvm::MemoryBuffer::getMemBufferCopy(text, file->getBufferIdentifier());
  StringRef part = copy->getBuffer().substr(from, programText.size());
  rewritten.AddNewSourceBuffer(std::move(copy), SMLoc());
  if (file != program)
    rewritten.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(part, program->getBufferIdentifier(),
                                         /*RequiresNullTerminator=*/false),
        SMLoc());
  return kiln::parseSourceModule(rewritten, ctx);
}

} // namespace

//===----------------------------------------------------------------------===//
// The entry's signature
//===----------------------------------------------------------------------===//

namespace {

/// The host buffer type of an entry argument or result type.
Expected<TensorSignature> signatureOf(Type type, const std::string &what) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  if (!tensor || !tensor.hasStaticShape())
    return Expected<TensorSignature>::error(
        what + " has type " + text +
        "; kiln compiles entries with statically shaped tensors only");
  Type element = tensor.getElementType();
  // Quantized elements travel as their storage integers.
  if (auto quantType = llvm::dyn_cast<quant::QuantizedType>(element))
    element = IntegerType::get(
        type.getContext(), quantType.getStorageTypeIntegralWidth(),
        quantType.isSigned() ? IntegerType::Signless : IntegerType::Unsigned);
  std::string name;
  llvm::raw_string_ostream ns(name);
  ns << element;
  Expected<DType> dtype = runtime::parseDType(name);
  if (!dtype)
    return Expected<TensorSignature>::error(what + " has element type " + name +
                                            ", which kiln cannot compile yet");
  return TensorSignature{*dtype, std::vector<int64_t>(tensor.getShape().begin(),
                                                      tensor.getShape().end())};
}

/// The pipeline options `options` ask for, with their defaults resolved:
/// -O0 runs on one thread, as does JIT code when kiln was built without
/// libomp.
PipelineOptions pipelineOptionsFor(const CompileOptions &options,
                                   const TargetVectors &target) {
  PipelineOptions pipeline;
  pipeline.entry = options.entry;
  pipeline.optLevel = options.optLevel;
  pipeline.explain = options.explain;
  pipeline.localShards = options.localShards;
  pipeline.vectorBits = target.bits;
  pipeline.vectorRegisters = target.registers;
  pipeline.bf16DotProduct = target.bf16DotProduct;
  pipeline.amxTiles = target.amxTiles;
  pipeline.int8DotProduct = target.int8DotProduct;
  pipeline.i16DotProduct = target.i16DotProduct;
  pipeline.amxInt8Tiles = target.amxInt8Tiles;
  pipeline.threads = options.threads ? options.threads : availableThreads();
  if (!pipeline.optimize())
    pipeline.threads = 1;
#ifndef KILN_LIBOMP_PATH
  // Without libomp the JIT's code stays single-threaded.
  if (!target.ownThreadRuntime)
    pipeline.threads = 1;
#endif
  return pipeline;
}

} // namespace

TargetVectors TargetVectors::host() {
  PipelineOptions options;
  setHostVectorRegisters(options);
  TargetVectors target;
  target.bits = options.vectorBits;
  target.registers = options.vectorRegisters;
  target.bf16DotProduct = options.bf16DotProduct;
  target.amxTiles = options.amxTiles;
  target.int8DotProduct = options.int8DotProduct;
  target.i16DotProduct = options.i16DotProduct;
  target.amxInt8Tiles = options.amxInt8Tiles;
  return target;
}

//===----------------------------------------------------------------------===//
// The compile path
//===----------------------------------------------------------------------===//

Expected<LoweredModule>
lowerToLLVMDialect(ModuleOp module, const CompileOptions &options,
                   const TargetVectors &target, const std::string &name,
                   const FrontEndWords &words, DiagnosticCapture &diagnostics,
                   TimingScope *timing) {
  using Result = Expected<LoweredModule>;
  if (!isValidOptLevel(options.optLevel))
    return Result::error("optimization level " +
                         std::to_string(options.optLevel) +
                         " does not exist: kiln has -O0 (the reference "
                         "lowering) and -O2 (optimized)");
  auto entry = module.lookupSymbol<func::FuncOp>(options.entry);
  if (!entry || entry.isExternal())
    return Result::error(name + ": no function @" + options.entry + " to " +
                         words.entryVerb + " (choose one with --entry)");
  // A shape-polymorphic entry is first specialized to the argument shapes.
  std::string shapeError;
  if (failed(refineEntryToShapes(module, options.entry, options.argumentShapes,
                                 words.missingShapes, shapeError)))
    return shapeError.empty() ? Result::error(diagnostics.message(
                                    "shape refinement of " + name + " failed"))
                              : Result::error(name + ": " + shapeError);

  LoweredModule lowered;
  FunctionType fnType = entry.getFunctionType();
  for (auto [i, type] : llvm::enumerate(fnType.getInputs())) {
    auto sig = signatureOf(type, "argument " + std::to_string(i) + " of @" +
                                     options.entry);
    if (!sig)
      return Result::error(name + ": " + sig.message());
    lowered.inputs.push_back(*sig);
  }
  for (auto [i, type] : llvm::enumerate(fnType.getResults())) {
    auto sig = signatureOf(type, "result " + std::to_string(i) + " of @" +
                                     options.entry);
    if (!sig)
      return Result::error(name + ": " + sig.message());
    lowered.outputs.push_back(*sig);
  }

  // User custom calls and composite lowerings (CustomCall.cpp).
  if (failed(customcall::prepare(module, options.customCalls.get(),
                                 lowered.customCalls)))
    return Result::error(
        diagnostics.message("compilation of " + name + " failed"));

  lowered.pipeline = pipelineOptionsFor(options, target);
  lowered.pipeline.customCallTargets = lowered.customCalls.targets;
  lowered.pipeline.compositeTargets = lowered.customCalls.compositeTargets;
  PassManager pm(module->getContext());
  buildStablehloToLLVMPipeline(pm, lowered.pipeline);
  CompileGuard::instrument(pm);
  if (timing)
    pm.enableTiming(*timing);
  // The passes' explain remarks (kiln/Support/Explain.h) are collected;
  // other diagnostics go on to `diagnostics`.
  auto explainLog = std::make_unique<ScopedDiagnosticHandler>(
      module->getContext(), [&](Diagnostic &diag) {
        if (!options.explain ||
            diag.getSeverity() != DiagnosticSeverity::Remark)
          return failure();
        lowered.explanations.push_back(describeLocation(diag.getLocation()) +
                                       ": " + diag.str());
        return success();
      });
  // Should a fatal error inside the passes unwind to the CompileGuard, the
  // guard deletes the handler, which leaves the context (the handler is on
  // the heap: the stack it would live on is gone by then).
  llvm::CrashRecoveryContextCleanupRegistrar<ScopedDiagnosticHandler>
      explainLogCleanup(explainLog.get());
  if (failed(pm.run(module)))
    return Result::error(
        diagnostics.message("compilation of " + name + " failed"));
  return Result(std::move(lowered));
}

} // namespace kiln
