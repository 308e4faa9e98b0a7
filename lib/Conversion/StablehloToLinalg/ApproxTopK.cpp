//===- ApproxTopK.cpp - JAX's approx_max_k / approx_min_k custom call -----===//
//
// `jax.lax.approx_max_k` and `approx_min_k` export `custom_call
// @ApproxTopK(inputs..., init values...)` with the comparator as a called
// function and `mhlo.backend_config = {top_k, reduction_dim, ...}`. On CPU
// the top k are computed exactly (XLA's fallback does the same; exact
// results meet any recall target): before the conversion, the call
// becomes a stable stablehlo.sort of the inputs along `reduction_dim` with
// the comparator as its region, and a slice of the first `top_k` of each
// result. Comparator functions left without users are erased.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// Replaces `call` by a sort and slices; an error at the call if it is not
/// in the form JAX exports.
LogicalResult rewriteCall(hlo::CustomCallOp call, SymbolTable &symbols,
                          llvm::SetVector<Operation *> &comparators) {
  auto config = call->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  auto callees = call->getAttrOfType<ArrayAttr>("called_computations");
  unsigned n = call->getNumResults();
  auto k = config ? config.getAs<IntegerAttr>("top_k") : IntegerAttr();
  auto dim =
      config ? config.getAs<IntegerAttr>("reduction_dim") : IntegerAttr();
  if (!k || !dim || !callees || callees.size() != 1 || n == 0 ||
      call->getNumOperands() != 2 * n)
    return call.emitError()
           << "'stablehlo.custom_call' @ApproxTopK needs inputs and as many "
              "init values, one comparator in called_computations and "
              "top_k and reduction_dim in mhlo.backend_config";
  auto symbol = llvm::dyn_cast<FlatSymbolRefAttr>(callees[0]);
  auto comparator =
      symbol ? symbols.lookup<func::FuncOp>(symbol.getValue()) : nullptr;
  if (!comparator || comparator.isExternal() ||
      comparator.getNumArguments() != 2 * n)
    return call.emitError()
           << "'stablehlo.custom_call' @ApproxTopK: " << callees[0]
           << " is not a comparator of " << 2 * n << " scalars";
  SmallVector<Value> inputs(call->getOperands().take_front(n));
  auto first = llvm::dyn_cast<RankedTensorType>(inputs.front().getType());
  int64_t d = dim.getInt();
  if (!first || !first.hasStaticShape() || d < 0 || d >= first.getRank() ||
      k.getInt() < 0 || k.getInt() > first.getDimSize(d))
    return call.emitError() << "'stablehlo.custom_call' @ApproxTopK: top_k "
                            << k.getInt() << " along dimension " << d
                            << " does not fit the input's static shape";

  OpBuilder b(call);
  Location loc = call.getLoc();
  auto sort = hlo::SortOp::create(b, loc, TypeRange(ValueRange(inputs)), inputs,
                                  d, /*is_stable=*/true);
  IRMapping map;
  comparator.getBody().cloneInto(&sort.getComparator(), map);
  // JAX ends the comparator with stablehlo.return; a func.return becomes one.
  Block &body = sort.getComparator().front();
  if (auto ret = llvm::dyn_cast<func::ReturnOp>(body.getTerminator())) {
    OpBuilder rb(ret);
    hlo::ReturnOp::create(rb, ret.getLoc(), ret.getOperands());
    ret.erase();
  }
  for (auto [i, result] : llvm::enumerate(call->getResults())) {
    auto type = llvm::cast<RankedTensorType>(sort.getResult(i).getType());
    SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
    SmallVector<int64_t> limit(type.getShape());
    limit[d] = k.getInt();
    Value slice = hlo::SliceOp::create(
        b, loc, RankedTensorType::get(limit, type.getElementType()),
        sort.getResult(i), b.getDenseI64ArrayAttr(start),
        b.getDenseI64ArrayAttr(limit), b.getDenseI64ArrayAttr(strides));
    result.replaceAllUsesWith(slice);
  }
  comparators.insert(comparator);
  call.erase();
  return success();
}

} // namespace

LogicalResult rewriteApproxTopK(ModuleOp module) {
  SmallVector<hlo::CustomCallOp> calls;
  module.walk([&](hlo::CustomCallOp call) {
    if (call.getCallTargetName() == "ApproxTopK")
      calls.push_back(call);
  });
  if (calls.empty())
    return success();
  SymbolTable symbols(module);
  llvm::SetVector<Operation *> comparators;
  for (hlo::CustomCallOp call : calls)
    if (failed(rewriteCall(call, symbols, comparators)))
      return failure();
  for (Operation *comparator : comparators)
    if (SymbolTable::symbolKnownUseEmpty(comparator, module))
      comparator->erase();
  return success();
}

} // namespace kiln::lowering
