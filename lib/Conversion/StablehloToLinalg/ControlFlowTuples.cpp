//===- ControlFlowTuples.cpp - flatten tuples, drop tokens in control flow ===//
//
// Functions, while, if and case may take and return tuple values and
// !stablehlo.token values (from create_token / after_all). Before the
// conversion, each such function and op is rebuilt with its tuples
// flattened into their tensor leaves (depth first) and its tokens dropped:
// the operands of the op and of every call are expanded (through the tuple
// op that built them, or with get_tuple_element), the region and function
// arguments and the op and call results are rebuilt for their users with
// stablehlo.tuple and a fresh stablehlo.create_token, and the region and
// function returns are expanded the same way. A single device has no
// effects to order, so a token is just a placeholder; token producers and
// tuple ops left without users are erased afterwards, and the remaining
// tuple/get_tuple_element pairs are forwarded by the data movement
// patterns. An entry function returning a tuple returns its leaves.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

bool needsFlattening(Type type) { return isa<TupleType, hlo::TokenType>(type); }

bool anyNeedsFlattening(TypeRange types) {
  return llvm::any_of(types, needsFlattening);
}

/// The leaf types of `type`: tuples flattened, tokens dropped.
void flattenType(Type type, SmallVectorImpl<Type> &out) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type t : tuple.getTypes())
      flattenType(t, out);
    return;
  }
  if (isa<hlo::TokenType>(type))
    return;
  out.push_back(type);
}

/// The leaves of `value`, taken from the tuple op that built it when there
/// is one, else with get_tuple_element before the builder's point.
void flattenValue(OpBuilder &b, Location loc, Value value,
                  SmallVectorImpl<Value> &out) {
  Type type = value.getType();
  if (isa<hlo::TokenType>(type))
    return;
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple) {
    out.push_back(value);
    return;
  }
  if (auto make = value.getDefiningOp<hlo::TupleOp>()) {
    for (Value v : make.getOperands())
      flattenValue(b, loc, v, out);
    return;
  }
  for (auto [i, t] : llvm::enumerate(tuple.getTypes())) {
    Value element = hlo::GetTupleElementOp::create(
        b, loc, t, value, b.getI32IntegerAttr(static_cast<int32_t>(i)));
    flattenValue(b, loc, element, out);
  }
}

/// Rebuilds a value of `type` from `leaves` (consumed from the front).
Value rebuildValue(OpBuilder &b, Location loc, Type type,
                   ArrayRef<Value> &leaves) {
  if (isa<hlo::TokenType>(type))
    return hlo::CreateTokenOp::create(b, loc, type);
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple) {
    Value v = leaves.front();
    leaves = leaves.drop_front();
    return v;
  }
  SmallVector<Value> elements;
  for (Type t : tuple.getTypes())
    elements.push_back(rebuildValue(b, loc, t, leaves));
  return hlo::TupleOp::create(b, loc, tuple, elements);
}

/// Gives `block` flattened arguments, rebuilding the old ones for their
/// users at the start of the block.
void flattenBlockArguments(Block &block) {
  if (!anyNeedsFlattening(block.getArgumentTypes()))
    return;
  OpBuilder b = OpBuilder::atBlockBegin(&block);
  unsigned oldCount = block.getNumArguments();
  for (unsigned i = 0; i < oldCount; ++i) {
    BlockArgument old = block.getArgument(i);
    SmallVector<Type> leafTypes;
    flattenType(old.getType(), leafTypes);
    SmallVector<Value> leaves;
    for (Type t : leafTypes)
      leaves.push_back(block.addArgument(t, old.getLoc()));
    ArrayRef<Value> rest = leaves;
    Value rebuilt = rebuildValue(b, old.getLoc(), old.getType(), rest);
    old.replaceAllUsesWith(rebuilt);
  }
  block.eraseArguments(0, oldCount);
}

/// Expands the operands of the region terminator of `block`.
void flattenTerminator(Block &block) {
  Operation *term = block.getTerminator();
  if (!anyNeedsFlattening(term->getOperandTypes()))
    return;
  OpBuilder b(term);
  SmallVector<Value> leaves;
  for (Value v : term->getOperands())
    flattenValue(b, term->getLoc(), v, leaves);
  term->setOperands(leaves);
}

/// The attribute dictionaries of flattened values: each old value's leaves
/// get its dictionary if it was a leaf itself, none if it was a tuple.
ArrayAttr flattenAttrs(Builder &b, TypeRange oldTypes, ArrayAttr oldAttrs) {
  if (!oldAttrs)
    return nullptr;
  SmallVector<Attribute> attrs;
  for (auto [type, attr] : llvm::zip(oldTypes, oldAttrs)) {
    SmallVector<Type> leaves;
    flattenType(type, leaves);
    bool leaf = leaves.size() == 1 && leaves.front() == type;
    for (size_t i = 0; i < leaves.size(); ++i)
      attrs.push_back(leaf ? attr : b.getDictionaryAttr({}));
  }
  return b.getArrayAttr(attrs);
}

/// Gives function `fn` (with a body) a flattened signature, its returns
/// flattened operands and its calls in `module` flattened operands and
/// results.
void flattenFunction(func::FuncOp fn, ModuleOp module) {
  FunctionType type = fn.getFunctionType();
  SmallVector<Type> inputs, results;
  for (Type t : type.getInputs())
    flattenType(t, inputs);
  for (Type t : type.getResults())
    flattenType(t, results);
  Builder builder(fn.getContext());
  ArrayAttr argAttrs =
      flattenAttrs(builder, type.getInputs(), fn.getArgAttrsAttr());
  ArrayAttr resAttrs =
      flattenAttrs(builder, type.getResults(), fn.getResAttrsAttr());
  flattenBlockArguments(fn.front());
  fn.walk([&](func::ReturnOp ret) {
    if (ret->getParentOp() != fn.getOperation())
      return;
    OpBuilder b(ret);
    SmallVector<Value> leaves;
    for (Value v : ret.getOperands())
      flattenValue(b, ret.getLoc(), v, leaves);
    ret->setOperands(leaves);
  });
  fn.setFunctionType(FunctionType::get(fn.getContext(), inputs, results));
  if (argAttrs)
    fn.setArgAttrsAttr(argAttrs);
  if (resAttrs)
    fn.setResAttrsAttr(resAttrs);

  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) {
    if (call.getCallee() == fn.getSymName())
      calls.push_back(call);
  });
  for (func::CallOp call : calls) {
    OpBuilder b(call);
    Location loc = call.getLoc();
    SmallVector<Value> operands;
    for (Value v : call.getOperands())
      flattenValue(b, loc, v, operands);
    auto flat =
        func::CallOp::create(b, loc, fn.getSymName(), results, operands);
    flat->setDiscardableAttrs(call->getDiscardableAttrDictionary());
    b.setInsertionPointAfter(flat);
    SmallVector<Value> storage(flat.getResults());
    ArrayRef<Value> rest = storage;
    for (Value old : call.getResults())
      old.replaceAllUsesWith(rebuildValue(b, loc, old.getType(), rest));
    call.erase();
  }
}

void flattenControlFlowOp(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  SmallVector<Value> operands;
  for (Value v : op->getOperands())
    flattenValue(b, loc, v, operands);
  SmallVector<Type> resultTypes;
  for (Type t : op->getResultTypes())
    flattenType(t, resultTypes);
  OperationState state(loc, op->getName());
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(op->getAttrs());
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  Operation *flat = b.create(state);
  for (Region &region : flat->getRegions()) {
    if (region.empty())
      continue;
    // The while condition's arguments are the loop values too.
    flattenBlockArguments(region.front());
    flattenTerminator(region.front());
  }
  b.setInsertionPointAfter(flat);
  SmallVector<Value> storage(flat->getResults());
  ArrayRef<Value> rest = storage;
  for (Value old : op->getResults()) {
    Value rebuilt = rebuildValue(b, loc, old.getType(), rest);
    old.replaceAllUsesWith(rebuilt);
  }
  op->erase();
}

/// Folds get_tuple_element of a tuple op, then erases token producers and
/// tuple ops nobody uses (repeatedly).
void eraseDeadTokensAndTuples(ModuleOp module) {
  bool changed = true;
  while (changed) {
    changed = false;
    module.walk([&](hlo::GetTupleElementOp get) {
      if (auto make = get.getOperand().getDefiningOp<hlo::TupleOp>()) {
        get.getResult().replaceAllUsesWith(make.getOperand(get.getIndex()));
        changed = true;
      }
    });
    SmallVector<Operation *> dead;
    module.walk([&](Operation *op) {
      if (isa<hlo::CreateTokenOp, hlo::AfterAllOp, hlo::TupleOp,
              hlo::GetTupleElementOp>(op) &&
          op->use_empty())
        dead.push_back(op);
    });
    for (Operation *op : dead)
      op->erase();
    changed = changed || !dead.empty();
  }
}

} // namespace

std::vector<OpHandling> tupleAndTokenRewrites() {
  auto entry = [](StringRef op, StringRef how) {
    return OpHandling{op.str(), how.str()};
  };
  StringRef erased = "erased once unused (tokens order nothing on one "
                     "device)";
  return {entry(hlo::CreateTokenOp::getOperationName(), erased),
          entry(hlo::AfterAllOp::getOperationName(), erased),
          entry(hlo::GetTupleElementOp::getOperationName(),
                "replaced by the element of the tuple op it reads")};
}

void flattenControlFlowTuplesAndTokens(ModuleOp module) {
  // Functions whose signature holds a tuple (tokens inside it are dropped
  // with it). A function that only passes tokens keeps them: the ops that
  // use them (infeed, outfeed, ...) have no lowering, and are the error.
  SmallVector<func::FuncOp> functions;
  auto isTuple = [](Type t) { return isa<TupleType>(t); };
  for (auto fn : module.getOps<func::FuncOp>()) {
    FunctionType type = fn.getFunctionType();
    if (!fn.isExternal() && (llvm::any_of(type.getInputs(), isTuple) ||
                             llvm::any_of(type.getResults(), isTuple)))
      functions.push_back(fn);
  }
  for (func::FuncOp fn : functions)
    flattenFunction(fn, module);
  SmallVector<Operation *> ops;
  // Outer ops first: an inner op then sees the tuples its parent rebuilt.
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isa<hlo::WhileOp, hlo::IfOp, hlo::CaseOp>(op))
      return;
    bool carries = anyNeedsFlattening(op->getOperandTypes()) ||
                   anyNeedsFlattening(op->getResultTypes());
    for (Region &region : op->getRegions())
      if (!region.empty() &&
          anyNeedsFlattening(region.front().getArgumentTypes()))
        carries = true;
    if (carries)
      ops.push_back(op);
  });
  if (ops.empty() && functions.empty())
    return;
  for (Operation *op : ops)
    flattenControlFlowOp(op);
  eraseDeadTokensAndTuples(module);
}

} // namespace kiln::lowering
