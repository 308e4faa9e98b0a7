//===- OpsCommand.cpp - the `kiln ops` subcommand -------------------------===//
//
//   kiln ops [--markdown [--summary]]
//
// prints every op of the dialects kiln reads (StableHLO, CHLO, Shardy's sdy
// and kiln's check) with whether kiln compiles it and how. Nothing here is
// a list of ops: each stage of the pipeline answers for itself
// (kiln/Conversion/OpCoverage.h). The static forms of dynamic ops, the
// CHLO decompositions and the StableHLO-to-linalg lowerings are the root
// ops of the pattern sets their passes apply; the rewrites before the
// lowering report the ops their code matches on. An op no stage handles is
// parsed and verified, but kiln cannot compile a program that uses it yet.
//
// The default output is one line per op. --markdown prints the tables of
// docs/ops.md, --markdown --summary the table of README.md
// (scripts/update-op-table.sh writes both).
//
//===----------------------------------------------------------------------===//

#include "OpsCommand.h"

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/InitAllDialects.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;

namespace kiln {
namespace {

/// What kiln does with an op, in the order the summary columns show them.
enum class Status { Lowered, Decomposed, Rewritten, NotYet };

/// Each status with its word in the op tables and the heading of its column
/// in the summary, in column order.
struct StatusText {
  Status status;
  StringRef word, heading;
};
constexpr StatusText kStatuses[] = {
    {Status::Lowered, "lowered", "lowered to linalg/scf/..."},
    {Status::Decomposed, "decomposed", "decomposed into StableHLO"},
    {Status::Rewritten, "rewritten", "rewritten before lowering"},
    {Status::NotYet, "not yet", "not compiled yet"}};

const StatusText &textOf(Status status) {
  return *llvm::find_if(
      kStatuses, [&](const StatusText &text) { return text.status == status; });
}

/// Everything the pipeline's stages said about one op.
struct OpReport {
  std::vector<std::string> staticForm, chlo, preLowering, lowering;

  /// The stage that takes the op out of the program: CHLO first, then the
  /// rewrites before the lowering, then the lowering patterns; a dynamic op
  /// no pattern lowers is rewritten into its static form when its shape
  /// operands are constants.
  Status status() const {
    if (!chlo.empty())
      return Status::Decomposed;
    if (!preLowering.empty())
      return Status::Rewritten;
    if (!lowering.empty())
      return Status::Lowered;
    if (!staticForm.empty())
      return Status::Rewritten;
    return Status::NotYet;
  }

  /// The stages, in pipeline order, with what each does.
  std::string how() const {
    std::vector<std::string> parts;
    if (!staticForm.empty())
      parts.push_back("kiln-dynamic-ops-to-static: " +
                      llvm::join(staticForm, ", "));
    if (!chlo.empty())
      parts.push_back("CHLO patterns: " + llvm::join(chlo, ", "));
    if (!preLowering.empty())
      parts.push_back(llvm::join(preLowering, ", "));
    if (!lowering.empty())
      parts.push_back("patterns: " + llvm::join(lowering, ", "));
    if (parts.empty())
      return "parsed and verified only";
    return llvm::join(parts, "; ");
  }
};

/// The dialects `kiln ops` reports on, with their names in the tables.
constexpr std::pair<StringRef, StringRef> kDialects[] = {
    {"stablehlo", "StableHLO"},
    {"chlo", "CHLO"},
    {"sdy", "Shardy (sdy)"},
    {"check", "check (kiln's test assertions)"},
    {"interpreter", "interpreter (StableHLO's process grid tests)"}};

bool isReported(StringRef opName) {
  StringRef dialect = opName.split('.').first;
  return llvm::any_of(kDialects,
                      [&](const auto &d) { return d.first == dialect; });
}

void add(std::vector<std::string> &list, const std::string &item) {
  if (!llvm::is_contained(list, item))
    list.push_back(item);
}

/// Asks every stage; fails when a stage cannot answer (a pattern matching
/// any op without a predicate saying which).
FailureOr<std::map<std::string, OpReport>> collect(MLIRContext &ctx) {
  std::map<std::string, OpReport> ops;
  for (RegisteredOperationName name : ctx.getRegisteredOperations())
    if (isReported(name.getStringRef()))
      ops[name.getStringRef().str()];
  auto record = [&](const std::vector<OpHandling> &handled,
                    std::vector<std::string> OpReport::*stage) {
    for (const OpHandling &h : handled) {
      auto it = ops.find(h.op);
      if (it != ops.end())
        add(it->second.*stage, h.how);
    }
  };
  FailureOr<std::vector<OpHandling>> staticForm =
      dynamicOpsToStaticRewrites(&ctx);
  FailureOr<std::vector<OpHandling>> chlo = chloToStablehloRewrites(&ctx);
  FailureOr<std::vector<OpHandling>> lowering =
      stablehloToLinalgLowerings(&ctx);
  if (failed(staticForm) || failed(chlo) || failed(lowering))
    return failure();
  record(*staticForm, &OpReport::staticForm);
  record(*chlo, &OpReport::chlo);
  record(quantizedToIntegerRewrites(), &OpReport::preLowering);
  record(runParallelRewrites(), &OpReport::preLowering);
  record(preLoweringRewrites(), &OpReport::preLowering);
  record(*lowering, &OpReport::lowering);
  return ops;
}

void printText(const std::map<std::string, OpReport> &ops) {
  for (const auto &[name, report] : ops)
    llvm::outs() << llvm::left_justify(name, 40) << " "
                 << llvm::left_justify(textOf(report.status()).word, 13)
                 << report.how() << "\n";
}

/// One table per dialect: op, status, how.
void printMarkdown(const std::map<std::string, OpReport> &ops) {
  llvm::outs() << "Status: **lowered** by the StableHLO-to-linalg "
                  "conversion patterns (named; to linalg, tensor, arith, "
                  "math, scf, complex or calls of kiln's runtime); "
                  "**decomposed** into StableHLO by the CHLO patterns; "
                  "**rewritten** (or erased) before the lowering, a "
                  "dynamic op into its static form by "
                  "kiln-dynamic-ops-to-static when its shape operands are "
                  "constants (after shape refinement for shape-polymorphic "
                  "entries); **not yet**: parsed and verified, but a "
                  "program using it does not compile. A pattern can still "
                  "reject a particular use of an op (an element type, a "
                  "form) with an error at the op.\n";
  for (const auto &[dialect, title] : kDialects) {
    std::vector<const std::pair<const std::string, OpReport> *> rows;
    for (const auto &entry : ops)
      if (StringRef(entry.first).split('.').first == dialect)
        rows.push_back(&entry);
    llvm::outs() << "\n### " << title << " (" << rows.size() << " ops)\n\n"
                 << "| op | status | how |\n|---|---|---|\n";
    for (const auto *row : rows)
      llvm::outs() << "| `" << row->first << "` | "
                   << textOf(row->second.status()).word << " | "
                   << row->second.how() << " |\n";
  }
}

/// Counts per dialect and status, then the ops kiln cannot compile.
void printSummary(const std::map<std::string, OpReport> &ops) {
  llvm::outs() << "| dialect | ops |";
  for (const StatusText &text : kStatuses)
    llvm::outs() << " " << text.heading << " |";
  llvm::outs() << "\n|---|---|";
  for (size_t i = 0; i < std::size(kStatuses); ++i)
    llvm::outs() << "---|";
  llvm::outs() << "\n";
  std::map<Status, std::vector<std::string>> byStatus;
  for (const auto &[dialect, title] : kDialects) {
    std::map<Status, int> counts;
    int total = 0;
    for (const auto &[name, report] : ops) {
      if (StringRef(name).split('.').first != dialect)
        continue;
      ++total;
      ++counts[report.status()];
      byStatus[report.status()].push_back("`" + name + "`");
    }
    llvm::outs() << "| " << title << " | " << total << " |";
    for (const StatusText &text : kStatuses)
      llvm::outs() << " " << counts[text.status] << " |";
    llvm::outs() << "\n";
  }
  if (!byStatus[Status::NotYet].empty()) {
    StringRef heading = textOf(Status::NotYet).heading;
    llvm::outs() << "\n"
                 << heading.substr(0, 1).upper() << heading.substr(1) << ": "
                 << llvm::join(byStatus[Status::NotYet], ", ") << ".\n";
  }
}

} // namespace

int opsCommand(const std::vector<std::string> &args) {
  bool markdown = false, summary = false;
  for (const std::string &arg : args) {
    if (arg == "--markdown") {
      markdown = true;
    } else if (arg == "--summary") {
      summary = true;
    } else {
      llvm::errs() << (arg == "--help" || arg == "-h"
                           ? ""
                           : "kiln: error: unknown option '" + arg + "'\n")
                   << "usage: kiln ops [--markdown [--summary]]\n"
                      "  lists every StableHLO, CHLO, sdy and check op with "
                      "whether kiln compiles it and how\n"
                      "  --markdown     the tables of docs/ops.md\n"
                      "  --summary      with --markdown: the summary table "
                      "of README.md\n";
      return 2;
    }
  }
  if (summary && !markdown) {
    llvm::errs() << "kiln: error: --summary needs --markdown\n";
    return 2;
  }
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  FailureOr<std::map<std::string, OpReport>> ops = collect(ctx);
  if (failed(ops)) {
    llvm::errs() << "kiln: error: cannot tell which ops kiln compiles\n";
    return 1;
  }
  if (!markdown)
    printText(*ops);
  else if (summary)
    printSummary(*ops);
  else
    printMarkdown(*ops);
  return 0;
}

} // namespace kiln
