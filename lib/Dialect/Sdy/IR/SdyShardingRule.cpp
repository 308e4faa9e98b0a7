//===- SdyShardingRule.cpp - the textual form of op sharding rules --------===//
//
// `#sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=8, j=4, k=2}
//  reduction={j}, custom>`: factor mappings of each operand and result,
// factor sizes, the special factor groups and whether the rule is custom.
// Factor n is named by the letters i..z for n < 18, then z_1, z_2, ...
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kiln::sdy;

static constexpr int64_t kNumLetterFactors = 'z' - 'i' + 1;

static std::string factorName(int64_t index) {
  if (index < kNumLetterFactors)
    return std::string(1, static_cast<char>('i' + index));
  return "z_" + std::to_string(index - kNumLetterFactors + 1);
}

/// Splits a run of factor names such as `ij` or `z_8z_9` into indices.
static ParseResult parseFactorRun(AsmParser &parser, SMLoc loc, StringRef run,
                                  SmallVectorImpl<int64_t> &indices) {
  while (!run.empty()) {
    char letter = run.front();
    if (letter < 'i' || letter > 'z')
      return parser.emitError(loc, "expected factor names (i..z, z_<n>), "
                                   "but got '")
             << run << "'";
    run = run.drop_front();
    if (letter == 'z' && run.starts_with("_")) {
      run = run.drop_front();
      size_t digits = 0;
      while (digits < run.size() && llvm::isDigit(run[digits]))
        ++digits;
      int64_t n;
      if (digits == 0 || run.take_front(digits).getAsInteger(10, n) || n < 1)
        return parser.emitError(loc, "expected a number after 'z_'");
      indices.push_back(kNumLetterFactors - 1 + n);
      run = run.drop_front(digits);
      continue;
    }
    indices.push_back(letter - 'i');
  }
  return success();
}

static ParseResult parseFactorName(AsmParser &parser, int64_t &index) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef run;
  SmallVector<int64_t, 1> indices;
  if (parser.parseKeyword(&run) || parseFactorRun(parser, loc, run, indices))
    return failure();
  if (indices.size() != 1)
    return parser.emitError(loc, "expected a single factor name");
  index = indices.front();
  return success();
}

//===----------------------------------------------------------------------===//
// DimMappingAttr / TensorMappingAttr
//===----------------------------------------------------------------------===//

Attribute DimMappingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef run;
  SmallVector<int64_t> indices;
  if (parser.parseKeyword(&run) || parseFactorRun(parser, loc, run, indices))
    return {};
  return DimMappingAttr::get(parser.getContext(), indices);
}

void DimMappingAttr::print(AsmPrinter &printer) const {
  for (int64_t index : getFactorIndices())
    printer << factorName(index);
}

Attribute TensorMappingAttr::parse(AsmParser &parser, Type) {
  SmallVector<DimMappingAttr> dims;
  if (parser.parseLSquare())
    return {};
  if (failed(parser.parseOptionalRSquare())) {
    do {
      auto dim = llvm::dyn_cast_if_present<DimMappingAttr>(
          DimMappingAttr::parse(parser, Type()));
      if (!dim)
        return {};
      dims.push_back(dim);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return {};
  }
  return TensorMappingAttr::get(parser.getContext(), dims);
}

void TensorMappingAttr::print(AsmPrinter &printer) const {
  printer << '[';
  llvm::interleaveComma(getDimMappings(), printer,
                        [&](DimMappingAttr dim) { dim.print(printer); });
  printer << ']';
}

//===----------------------------------------------------------------------===//
// OpShardingRuleAttr
//===----------------------------------------------------------------------===//

static ParseResult parseMappings(AsmParser &parser,
                                 SmallVectorImpl<TensorMappingAttr> &maps) {
  if (parser.parseLParen())
    return failure();
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  do {
    auto map = llvm::dyn_cast_if_present<TensorMappingAttr>(
        TensorMappingAttr::parse(parser, Type()));
    if (!map)
      return failure();
    maps.push_back(map);
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRParen();
}

static void printMappings(AsmPrinter &printer,
                          ArrayRef<TensorMappingAttr> maps) {
  printer << '(';
  llvm::interleaveComma(maps, printer,
                        [&](TensorMappingAttr map) { map.print(printer); });
  printer << ')';
}

/// `{j, k}` after `reduction=` and friends.
static ParseResult parseFactorSet(AsmParser &parser,
                                  SmallVectorImpl<int64_t> &factors) {
  if (parser.parseEqual() || parser.parseLBrace())
    return failure();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  do {
    if (parseFactorName(parser, factors.emplace_back()))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRBrace();
}

static void printFactorSet(AsmPrinter &printer, StringRef keyword,
                           ArrayRef<int64_t> factors) {
  if (factors.empty())
    return;
  printer << ' ' << keyword << "={";
  llvm::interleaveComma(factors, printer,
                        [&](int64_t f) { printer << factorName(f); });
  printer << '}';
}

Attribute OpShardingRuleAttr::parse(AsmParser &parser, Type) {
  SmallVector<TensorMappingAttr> operands, results;
  SmallVector<int64_t> sizes, reduction, needReplication, permutation;
  bool isCustom = false;
  if (parser.parseLess() || parseMappings(parser, operands) ||
      parser.parseArrow() || parseMappings(parser, results))
    return {};
  // Factor sizes `{i=8, j=4}`, in factor order.
  if (succeeded(parser.parseOptionalLBrace())) {
    do {
      SMLoc loc = parser.getCurrentLocation();
      int64_t index, size;
      if (parseFactorName(parser, index) || parser.parseEqual() ||
          parser.parseInteger(size))
        return {};
      if (index != static_cast<int64_t>(sizes.size())) {
        parser.emitError(loc, "expected factor '")
            << factorName(sizes.size()) << "' next in the factor sizes";
        return {};
      }
      sizes.push_back(size);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRBrace())
      return {};
  }
  StringRef keyword;
  while (true) {
    SMLoc loc = parser.getCurrentLocation();
    if (failed(parser.parseOptionalKeyword(
            &keyword, {"reduction", "need_replication", "permutation"})))
      break;
    SmallVectorImpl<int64_t> &target = keyword == "reduction" ? reduction
                                       : keyword == "need_replication"
                                           ? needReplication
                                           : permutation;
    if (!target.empty()) {
      parser.emitError(loc, "factor group '") << keyword << "' given twice";
      return {};
    }
    if (parseFactorSet(parser, target))
      return {};
  }
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("custom"))
      return {};
    isCustom = true;
  }
  if (parser.parseGreater())
    return {};
  return OpShardingRuleAttr::get(parser.getContext(), sizes, operands, results,
                                 reduction, needReplication, permutation,
                                 isCustom);
}

void OpShardingRuleAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printMappings(printer, getOperandMappings());
  printer << "->";
  printMappings(printer, getResultMappings());
  if (!getFactorSizes().empty()) {
    printer << " {";
    llvm::interleaveComma(
        llvm::enumerate(getFactorSizes()), printer, [&](auto entry) {
          printer << factorName(entry.index()) << '=' << entry.value();
        });
    printer << '}';
  }
  printFactorSet(printer, "reduction", getReductionFactors());
  printFactorSet(printer, "need_replication", getNeedReplicationFactors());
  printFactorSet(printer, "permutation", getPermutationFactors());
  if (getIsCustomRule())
    printer << ", custom";
  printer << '>';
}

/// Checks a rule against the op it is attached to: one mapping per operand
/// and result, each of the value's rank, naming only declared factors.
LogicalResult kiln::sdy::verifyShardingRule(Operation *op,
                                            OpShardingRuleAttr rule) {
  int64_t numFactors = rule.getFactorSizes().size();
  auto check = [&](ArrayRef<TensorMappingAttr> maps, TypeRange types,
                   StringRef what) -> LogicalResult {
    if (maps.size() != types.size())
      return op->emitOpError() << "sharding rule has " << maps.size() << " "
                               << what << " mappings but the op has "
                               << types.size() << " " << what << "s";
    for (auto [index, map, type] : llvm::enumerate(maps, types)) {
      auto shaped = llvm::dyn_cast<ShapedType>(type);
      int64_t rank = shaped && shaped.hasRank() ? shaped.getRank() : 0;
      if (static_cast<int64_t>(map.getDimMappings().size()) != rank)
        return op->emitOpError()
               << "sharding rule maps " << map.getDimMappings().size()
               << " dimensions of " << what << " #" << index
               << ", which has rank " << rank;
      for (DimMappingAttr dim : map.getDimMappings())
        for (int64_t factor : dim.getFactorIndices())
          if (factor >= numFactors)
            return op->emitOpError()
                   << "sharding rule uses factor '" << factorName(factor)
                   << "' but declares only " << numFactors << " factors";
    }
    return success();
  };
  if (failed(
          check(rule.getOperandMappings(), op->getOperandTypes(), "operand")) ||
      failed(check(rule.getResultMappings(), op->getResultTypes(), "result")))
    return failure();
  llvm::SmallDenseSet<int64_t> grouped;
  for (ArrayRef<int64_t> group :
       {rule.getReductionFactors(), rule.getNeedReplicationFactors(),
        rule.getPermutationFactors()})
    for (int64_t factor : group) {
      if (factor >= numFactors)
        return op->emitOpError()
               << "sharding rule uses factor '" << factorName(factor)
               << "' but declares only " << numFactors << " factors";
      if (!grouped.insert(factor).second)
        return op->emitOpError()
               << "sharding rule puts factor '" << factorName(factor)
               << "' in more than one of the reduction, need_replication "
                  "and permutation groups";
    }
  return success();
}
