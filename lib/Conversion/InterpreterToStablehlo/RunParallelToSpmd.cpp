//===- RunParallelToSpmd.cpp - interpreter.run_parallel as SPMD ----------===//
//
// kiln-run-parallel-to-spmd (Passes.td): a StableHLO interpreter test's
// process grid becomes the program every device runs. Device d (replica r,
// partition p: d = r * partitions + p, as in kiln's device runtime and the
// interpreter) runs process d's function (inlined) on process d's operands
// in branch d of a stablehlo.case; the branch yields zeros (tokens: a fresh
// token) in the other processes' result slots, so each check of a process'
// results runs only on that process' device.
//
//===----------------------------------------------------------------------===//

#include "kiln/Conversion/OpCoverage.h"
#include "kiln/Conversion/Passes.h"
#include "kiln/Dialect/Check/IR/CheckOps.h"
#include "kiln/Dialect/Interpreter/IR/InterpreterOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace kiln {
#define GEN_PASS_DEF_RUNPARALLELTOSPMD
#include "kiln/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace {

/// A value of `type` standing for another process' result: zeros, or a
/// fresh token.
Value placeholder(OpBuilder &b, Location loc, Type type) {
  if (llvm::isa<hlo::TokenType>(type))
    return hlo::CreateTokenOp::create(b, loc, type);
  auto tensor = llvm::cast<RankedTensorType>(type);
  return hlo::ConstantOp::create(
      b, loc, tensor, llvm::cast<ElementsAttr>(b.getZeroAttr(tensor)));
}

bool isCheck(Operation *op) {
  if (llvm::isa<kiln::check::CheckDialect>(op->getDialect()))
    return true;
  auto call = llvm::dyn_cast<hlo::CustomCallOp>(op);
  return call && call.getCallTargetName().starts_with("check.");
}

LogicalResult lower(kiln::interpreter::RunParallelOp op, ModuleOp module) {
  if (op.getInfeed())
    return op.emitError("kiln does not run interpreter.run_parallel's "
                        "infeed yet");
  ArrayAttr rows = op.getPrograms();
  int64_t replicas = rows.size();
  int64_t partitions = llvm::cast<ArrayAttr>(rows[0]).size();
  // The module's own counts, if it has them, must be the grid's.
  for (auto [name, count] :
       {std::pair<StringRef, int64_t>{"mhlo.num_replicas", replicas},
        {"mhlo.num_partitions", partitions}})
    if (auto attr = module->getAttrOfType<IntegerAttr>(name);
        attr && attr.getInt() != count)
      return op.emitError()
             << "the module says " << name << " = " << attr.getInt()
             << " but run_parallel's grid has " << count;
  // Each process' function and its slice of the operands and results.
  struct Process {
    func::FuncOp fn;
    unsigned firstInput, firstResult;
  };
  SmallVector<Process> processes;
  unsigned inputs = 0, results = 0;
  for (Attribute row : rows)
    for (Attribute name : llvm::cast<ArrayAttr>(row)) {
      auto ref = llvm::cast<FlatSymbolRefAttr>(name);
      auto fn = module.lookupSymbol<func::FuncOp>(ref);
      if (!fn || fn.isExternal())
        return op.emitError() << "run_parallel names " << ref
                              << ", which is not a function of the module";
      if (!fn.getBody().hasOneBlock())
        return op.emitError() << "kiln runs functions of one block in "
                                 "run_parallel, and "
                              << ref << " has several";
      processes.push_back({fn, inputs, results});
      inputs += fn.getNumArguments();
      results += fn.getNumResults();
    }
  if (inputs != op.getNumOperands() || results != op.getNumResults())
    return op.emitError() << "run_parallel's functions take " << inputs
                          << " operands and return " << results
                          << " results in all, but it has "
                          << op.getNumOperands() << " and "
                          << op.getNumResults();
  for (Process &p : processes) {
    FunctionType type = p.fn.getFunctionType();
    for (auto [i, t] : llvm::enumerate(type.getInputs()))
      if (op.getOperand(p.firstInput + i).getType() != t)
        return op.emitError()
               << "operand " << p.firstInput + i << " is "
               << op.getOperand(p.firstInput + i).getType() << " but @"
               << p.fn.getSymName() << " takes " << t;
    for (auto [i, t] : llvm::enumerate(type.getResults()))
      if (op.getResult(p.firstResult + i).getType() != t)
        return op.emitError()
               << "result " << p.firstResult + i << " is "
               << op.getResult(p.firstResult + i).getType() << " but @"
               << p.fn.getSymName() << " returns " << t;
  }
  // Other processes' result slots are filled with zeros or a token.
  for (OpResult result : op.getResults()) {
    auto tensor = llvm::dyn_cast<RankedTensorType>(result.getType());
    if (!llvm::isa<hlo::TokenType>(result.getType()) &&
        !(tensor && tensor.hasStaticShape()))
      return op.emitError()
             << "kiln runs run_parallel's functions with "
                "results of static tensor or token types; "
                "result "
             << result.getResultNumber() << " is " << result.getType();
  }
  // Which process each result belongs to; only checks may read them.
  SmallVector<int64_t> owner(results);
  for (auto [d, p] : llvm::enumerate(processes))
    for (unsigned i = 0; i < p.fn.getNumResults(); ++i)
      owner[p.firstResult + i] = int64_t(d);
  for (OpResult result : op.getResults())
    for (Operation *user : result.getUsers()) {
      if (!isCheck(user) || user->getBlock() != op->getBlock())
        return user->emitError()
               << "kiln runs interpreter.run_parallel's results only into "
                  "check ops (process "
               << owner[result.getResultNumber()] << "'s result "
               << result.getResultNumber() << " is used here)";
      for (Value operand : user->getOperands())
        if (operand.getDefiningOp() == op &&
            owner[llvm::cast<OpResult>(operand).getResultNumber()] !=
                owner[result.getResultNumber()])
          return user->emitError() << "a check of results of two processes "
                                      "(kiln checks each process' results "
                                      "on its device)";
    }

  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  auto scalar = [&](Type element) {
    return RankedTensorType::get({}, element);
  };
  // The device's process id, as an i32 scalar.
  Type i32 = scalar(b.getI32Type());
  Value replica = hlo::ConvertOp::create(
      b, loc, i32,
      hlo::ReplicaIdOp::create(b, loc, scalar(b.getIntegerType(32, false))));
  Value partition = hlo::ConvertOp::create(
      b, loc, i32,
      hlo::PartitionIdOp::create(b, loc, scalar(b.getIntegerType(32, false))));
  auto i32Constant = [&](int64_t v) -> Value {
    return hlo::ConstantOp::create(
        b, loc, i32,
        DenseElementsAttr::get(llvm::cast<ShapedType>(i32),
                               b.getI32IntegerAttr(int32_t(v))));
  };
  Value process = hlo::AddOp::create(
      b, loc, hlo::MultiplyOp::create(b, loc, replica, i32Constant(partitions)),
      partition);
  auto cases = hlo::CaseOp::create(b, loc, op.getResultTypes(), process,
                                   unsigned(processes.size()));
  for (auto [d, p] : llvm::enumerate(processes)) {
    Block &block = cases.getBranches()[d].emplaceBlock();
    OpBuilder in = OpBuilder::atBlockBegin(&block);
    // The function's body, inlined: tokens it passes then reach the send
    // and recv ops they order directly (kiln drops tokens at calls).
    IRMapping mapping;
    Block &body = p.fn.front();
    for (auto [arg, operand] : llvm::zip(
             body.getArguments(),
             op.getOperands().slice(p.firstInput, p.fn.getNumArguments())))
      mapping.map(arg, operand);
    for (Operation &inner : body.without_terminator())
      in.clone(inner, mapping);
    SmallVector<Value> yielded;
    for (auto [i, type] : llvm::enumerate(op.getResultTypes())) {
      if (owner[i] == int64_t(d))
        yielded.push_back(mapping.lookupOrDefault(
            body.getTerminator()->getOperand(i - p.firstResult)));
      else
        yielded.push_back(placeholder(in, loc, type));
    }
    hlo::ReturnOp::create(in, loc, yielded);
  }
  // Each check of process d's results, on device d only.
  llvm::SetVector<Operation *> checks;
  for (OpResult result : op.getResults())
    for (Operation *user : result.getUsers())
      checks.insert(user);
  op.replaceAllUsesWith(cases.getResults());
  for (Operation *check : checks) {
    int64_t d = -1;
    for (Value operand : check->getOperands())
      if (auto result = llvm::dyn_cast<OpResult>(operand);
          result && result.getOwner() == cases)
        d = owner[result.getResultNumber()];
    OpBuilder at(check);
    Value mine = hlo::CompareOp::create(
        at, loc, RankedTensorType::get({}, at.getI1Type()), process,
        i32Constant(d), hlo::ComparisonDirection::EQ,
        hlo::ComparisonTypeAttr());
    auto guard = hlo::IfOp::create(at, loc, TypeRange{}, mine);
    Block &then = guard.getTrueBranch().emplaceBlock();
    guard.getFalseBranch().emplaceBlock();
    check->moveBefore(&then, then.end());
    OpBuilder thenEnd = OpBuilder::atBlockEnd(&then);
    hlo::ReturnOp::create(thenEnd, loc, ValueRange{});
    OpBuilder elseEnd = OpBuilder::atBlockEnd(&guard.getFalseBranch().front());
    hlo::ReturnOp::create(elseEnd, loc, ValueRange{});
  }
  op.erase();
  // The processes' functions, inlined, go unless something else calls them
  // (they are not entries of the program).
  llvm::SetVector<Operation *> functions;
  for (Process &p : processes)
    functions.insert(p.fn);
  for (Operation *fn : functions)
    if (SymbolTable::symbolKnownUseEmpty(fn, module))
      fn->erase();
  module->setAttr("mhlo.num_replicas",
                  IntegerAttr::get(IntegerType::get(ctx, 32), replicas));
  module->setAttr("mhlo.num_partitions",
                  IntegerAttr::get(IntegerType::get(ctx, 32), partitions));
  return success();
}

struct RunParallelToSpmdPass
    : kiln::impl::RunParallelToSpmdBase<RunParallelToSpmdPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<kiln::interpreter::RunParallelOp> ops;
    module.walk(
        [&](kiln::interpreter::RunParallelOp op) { ops.push_back(op); });
    if (ops.empty())
      return;
    if (ops.size() > 1) {
      ops[1].emitError("kiln runs one interpreter.run_parallel per module");
      return signalPassFailure();
    }
    if (!llvm::isa<func::FuncOp>(ops[0]->getParentOp())) {
      ops[0].emitError("kiln runs interpreter.run_parallel in a function's "
                       "body only (not inside a region)");
      return signalPassFailure();
    }
    if (failed(lower(ops[0], module)))
      signalPassFailure();
  }
};

} // namespace

std::vector<kiln::OpHandling> kiln::runParallelRewrites() {
  return {{kiln::interpreter::RunParallelOp::getOperationName().str(),
           "RunParallelToSpmd"}};
}
