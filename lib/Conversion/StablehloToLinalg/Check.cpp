//===- Check.cpp - check ops to calls of kiln's check runtime -------------===//
//
// Every assertion of an executable test, a `check.*` op or a JAX-style
// `stablehlo.custom_call @check.*` with side effects, becomes one call of a
// private function declaration
//
//   func.func private @kiln_check_<element>(
//       tensor<*xT> {bufferization.access = "read"},   // actual
//       tensor<*xT> {bufferization.access = "read"},   // expected
//       tensor<*xi8> {bufferization.access = "read"},  // "file:line:col: op"
//       i32,   // kind: 0 exact, 1 within a tolerance, 2 within ULPs
//       i32,   // kiln::runtime::DType of the ORIGINAL element type
//       f64,   // tolerance (kind 1)
//       i64,   // max ULP difference (kind 2)
//       i64)   // min ULP difference (kind 2)
//
// on tensors cast to unranked, so one declaration serves every shape and one
// runtime entry point serves every declaration (the JIT binds all
// `kiln_check_*` symbols to it, see lib/Compiler/CheckRuntime.cpp). One-shot
// bufferization turns the tensors into unranked memrefs, whose descriptors
// carry sizes and strides; the access attribute tells it the callee only
// reads them, so no copies are made. `check.expect_serialized_eq` is not
// lowered (kiln has no probes yet) and stays an error.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/Dialect/Check/IR/CheckOps.h"
#include "kiln/Dialect/StableHLO/IR/StablehloOps.h"
#include "kiln/runtime/DType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
namespace hlo = kiln::stablehlo;

namespace kiln::lowering {
namespace {

/// What the runtime compares; must match CheckRuntime.cpp.
enum class CheckKind : int32_t { Exact = 0, Almost = 1, Ulp = 2 };

/// The bounds of the JAX-style custom calls, which carry no attributes: the
/// ones the StableHLO reference interpreter (`stablehlo-translate
/// --interpret`) applies to them, so that every program it accepts passes
/// on kiln too. They are looser than the defaults of the check ops (1 ULP,
/// 1e-4), which are the reference's as well.
constexpr uint64_t kCustomCallMaxUlps = 3;
constexpr double kCustomCallTolerance = 1e-3;

struct CheckCall {
  CheckKind kind = CheckKind::Exact;
  double tolerance = 0;
  uint64_t maxUlp = 0, minUlp = 0;
};

/// "file:line:col: <what>", from the first file location inside `loc`.
std::string describe(Location loc, StringRef what) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else
    os << loc;
  os << ": " << what;
  return text;
}

/// `kiln_check_` and the element type spelled as an identifier.
std::string symbolFor(Type elementType) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << elementType;
  std::string name = kCheckRuntimePrefix;
  for (char c : text)
    name += llvm::isAlnum(c) ? c : '_';
  return name;
}

/// Emits the runtime call comparing `actual` with `expected`, both converted
/// (signless) tensors of one type; `original` is the StableHLO type.
/// `op` is erased, or replaced by `replacement` when given.
LogicalResult emitCheck(ConversionPatternRewriter &rewriter, Operation *op,
                        StringRef what, Value actual, Value expected,
                        Type original, const CheckCall &call,
                        Value replacement = {}) {
  auto type = llvm::dyn_cast<TensorType>(actual.getType());
  auto originalTensor = llvm::dyn_cast<TensorType>(original);
  if (!type || !originalTensor || expected.getType() != type)
    return rewriter.notifyMatchFailure(op, "operands must be tensors of one "
                                           "type");
  std::string elementName;
  llvm::raw_string_ostream es(elementName);
  es << originalTensor.getElementType();
  runtime::Expected<runtime::DType> dtype = runtime::parseDType(elementName);
  if (!dtype)
    return rewriter.notifyMatchFailure(op, "element type has no host dtype");

  MLIRContext *ctx = rewriter.getContext();
  Location loc = op->getLoc();
  Type element = type.getElementType();
  auto unranked = UnrankedTensorType::get(element);
  auto bytes = UnrankedTensorType::get(rewriter.getI8Type());
  SmallVector<Type> argTypes = {unranked,
                                unranked,
                                bytes,
                                rewriter.getI32Type(),
                                rewriter.getI32Type(),
                                rewriter.getF64Type(),
                                rewriter.getI64Type(),
                                rewriter.getI64Type()};
  auto fnType = FunctionType::get(ctx, argTypes, {});

  // The declaration, once per module and element type.
  auto module = op->getParentOfType<ModuleOp>();
  std::string symbol = symbolFor(element);
  if (auto existing = module.lookupSymbol<func::FuncOp>(symbol)) {
    if (existing.getFunctionType() != fnType)
      return rewriter.notifyMatchFailure(op, "@" + symbol +
                                                 " exists with another type");
  } else {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    auto decl = func::FuncOp::create(rewriter, module.getLoc(), symbol, fnType);
    decl.setPrivate();
    for (unsigned i = 0; i < 3; ++i)
      decl.setArgAttr(i, "bufferization.access",
                      rewriter.getStringAttr("read"));
  }

  std::string label = describe(loc, what);
  auto labelType =
      RankedTensorType::get({int64_t(label.size())}, rewriter.getI8Type());
  SmallVector<int8_t> labelBytes(label.begin(), label.end());
  Value labelValue = arith::ConstantOp::create(
      rewriter, loc, labelType,
      DenseElementsAttr::get(labelType, ArrayRef<int8_t>(labelBytes)));

  auto i32 = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(rewriter, loc,
                                     rewriter.getI32IntegerAttr(v));
  };
  auto i64 = [&](uint64_t v) -> Value {
    return arith::ConstantOp::create(rewriter, loc,
                                     rewriter.getI64IntegerAttr(int64_t(v)));
  };
  SmallVector<Value> args = {
      tensor::CastOp::create(rewriter, loc, unranked, actual),
      tensor::CastOp::create(rewriter, loc, unranked, expected),
      tensor::CastOp::create(rewriter, loc, bytes, labelValue),
      i32(int32_t(call.kind)),
      i32(int32_t(*dtype)),
      arith::ConstantOp::create(rewriter, loc,
                                rewriter.getF64FloatAttr(call.tolerance)),
      i64(call.maxUlp),
      i64(call.minUlp)};
  func::CallOp::create(rewriter, loc, symbol, TypeRange{}, args);
  if (replacement)
    rewriter.replaceOp(op, replacement);
  else
    rewriter.eraseOp(op);
  return success();
}

/// Whether every element of `actual` matches `expected` (converted tensors
/// of one type), as a tensor<i1>: integers exactly, floats within
/// `tolerance` or both NaN.
Value allMatch(OpBuilder &b, Location loc, Value actual, Value expected,
               double tolerance) {
  auto type = cast<RankedTensorType>(actual.getType());
  int64_t rank = type.getRank();
  auto i1 = b.getI1Type();
  auto resultType = RankedTensorType::get({}, i1);
  Value init = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{}, i1);
  Value yes = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  init = linalg::FillOp::create(b, loc, yes, init).getResult(0);
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(rank));
  maps.push_back(AffineMap::get(rank, 0, {}, b.getContext()));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  return linalg::GenericOp::create(
             b, loc, TypeRange{resultType}, ValueRange{actual, expected},
             ValueRange{init}, maps, iterators,
             [&](OpBuilder &nb, Location l, ValueRange v) {
               Value match;
               if (isa<FloatType>(v[0].getType())) {
                 auto cmp = [&](arith::CmpFPredicate p, Value x, Value y) {
                   return arith::CmpFOp::create(nb, l, p, x, y);
                 };
                 Value diff = math::AbsFOp::create(
                     nb, l, arith::SubFOp::create(nb, l, v[0], v[1]));
                 Value bound = arith::ConstantOp::create(
                     nb, l, nb.getFloatAttr(v[0].getType(), tolerance));
                 match = arith::OrIOp::create(
                     nb, l, cmp(arith::CmpFPredicate::OEQ, v[0], v[1]),
                     cmp(arith::CmpFPredicate::OLE, diff, bound));
                 Value nans = arith::AndIOp::create(
                     nb, l, cmp(arith::CmpFPredicate::UNO, v[0], v[0]),
                     cmp(arith::CmpFPredicate::UNO, v[1], v[1]));
                 match = arith::OrIOp::create(nb, l, match, nans);
               } else if (isa<ComplexType>(v[0].getType())) {
                 match = complex::EqualOp::create(nb, l, v[0], v[1]);
               } else {
                 match = arith::CmpIOp::create(nb, l, arith::CmpIPredicate::eq,
                                               v[0], v[1]);
               }
               linalg::YieldOp::create(
                   nb, l,
                   ValueRange{arith::AndIOp::create(nb, l, v[2], match)});
             })
      .getResult(0);
}

/// The constant of an *_const check as an arith.constant of the converted
/// type.
FailureOr<Value> constantFor(ConversionPatternRewriter &rewriter, Operation *op,
                             ElementsAttr value, Type convertedType) {
  auto dense = llvm::dyn_cast<DenseElementsAttr>(value);
  auto type = llvm::dyn_cast<RankedTensorType>(convertedType);
  if (!dense || !type)
    return rewriter.notifyMatchFailure(op, "only dense constants of ranked "
                                           "tensors are lowered");
  if (dense.getType() != type) {
    // Unsigned to signless of the same width: the same bits.
    dense = DenseElementsAttr::getFromRawBuffer(type, dense.getRawData());
  }
  return Value(arith::ConstantOp::create(rewriter, op->getLoc(), type, dense));
}

/// emitCheck for the check op `op` (of its name and actual type).
template <typename CheckOp>
LogicalResult emitCheckOf(ConversionPatternRewriter &rewriter, CheckOp op,
                          Value actual, Value expected, const CheckCall &call) {
  return emitCheck(rewriter, op, op->getName().getStringRef(), actual, expected,
                   op.getActual().getType(), call);
}

/// emitCheck for the *_const check op `op`, whose converted actual operand
/// is `actual`: the op's constant is the expected value.
template <typename ConstCheckOp>
LogicalResult emitConstCheck(ConversionPatternRewriter &rewriter,
                             ConstCheckOp op, Value actual,
                             const CheckCall &call) {
  FailureOr<Value> expected =
      constantFor(rewriter, op, op.getValue(), actual.getType());
  if (failed(expected))
    return failure();
  return emitCheckOf(rewriter, op, actual, *expected, call);
}

/// The call of an almost_eq check with `tolerance`.
CheckCall almostCall(const APFloat &tolerance) {
  CheckCall call;
  call.kind = CheckKind::Almost;
  call.tolerance = tolerance.convertToDouble();
  return call;
}

struct ExpectEqLowering : OpConversionPattern<check::ExpectEqOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(check::ExpectEqOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return emitCheckOf(rewriter, op, adaptor.getActual(), adaptor.getExpected(),
                       CheckCall{});
  }
};

struct ExpectEqConstLowering : OpConversionPattern<check::ExpectEqConstOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(check::ExpectEqConstOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return emitConstCheck(rewriter, op, adaptor.getActual(), CheckCall{});
  }
};

struct ExpectAlmostEqLowering : OpConversionPattern<check::ExpectAlmostEqOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(check::ExpectAlmostEqOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return emitCheckOf(rewriter, op, adaptor.getActual(), adaptor.getExpected(),
                       almostCall(op.getTolerance()));
  }
};

struct ExpectAlmostEqConstLowering
    : OpConversionPattern<check::ExpectAlmostEqConstOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(check::ExpectAlmostEqConstOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return emitConstCheck(rewriter, op, adaptor.getActual(),
                          almostCall(op.getTolerance()));
  }
};

struct ExpectCloseLowering : OpConversionPattern<check::ExpectCloseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(check::ExpectCloseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CheckCall call;
    call.kind = CheckKind::Ulp;
    call.maxUlp = op.getMaxUlpDifference();
    call.minUlp = op.getMinUlpDifference();
    return emitCheckOf(rewriter, op, adaptor.getActual(), adaptor.getExpected(),
                       call);
  }
};

/// `stablehlo.custom_call @check.expect_*(%actual, %expected)`: the check op
/// of that name, with the custom calls' bounds above.
struct CheckCustomCallLowering : OpConversionPattern<hlo::CustomCallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    StringRef target = op.getCallTargetName();
    if (!target.starts_with("check."))
      return rewriter.notifyMatchFailure(op, "not a check");
    if (op->getNumResults() != 0 || adaptor.getInputs().size() != 2)
      return rewriter.notifyMatchFailure(
          op, "a check custom call takes (actual, expected) and has no "
              "results");
    CheckCall call;
    if (target == "check.expect_eq") {
      call.kind = CheckKind::Exact;
    } else if (target == "check.expect_almost_eq") {
      call.kind = CheckKind::Almost;
      call.tolerance = kCustomCallTolerance;
    } else if (target == "check.expect_close") {
      call.kind = CheckKind::Ulp;
      call.maxUlp = kCustomCallMaxUlps;
      call.minUlp = 0;
    } else {
      return rewriter.notifyMatchFailure(op, "unknown check custom call");
    }
    Type original = op->getOperand(0).getType();
    if (op->getOperand(1).getType() != original)
      return rewriter.notifyMatchFailure(op, "operand types differ");
    if (call.kind != CheckKind::Exact) {
      auto tensor = llvm::dyn_cast<TensorType>(original);
      if (!tensor ||
          !(llvm::isa<FloatType, ComplexType>(tensor.getElementType())))
        return rewriter.notifyMatchFailure(op, "float or complex only");
    }
    return emitCheck(rewriter, op, ("stablehlo.custom_call @" + target).str(),
                     adaptor.getInputs()[0], adaptor.getInputs()[1], original,
                     call);
  }
};

/// `stablehlo.custom_call @check.eq(%expected, %actual) -> tensor<i1>`, the
/// assertion of JAX-exported quantized test programs, as the reference
/// interpreter runs it: integers and booleans exactly, floats within 1e-4
/// (expect_almost_eq's rules); its result says whether all matched.
struct CheckEqCustomCallLowering : OpConversionPattern<hlo::CustomCallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getCallTargetName() != "check.eq")
      return rewriter.notifyMatchFailure(op, "not check.eq");
    auto resultType =
        op->getNumResults() == 1
            ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
            : RankedTensorType();
    if (adaptor.getInputs().size() != 2 || !resultType ||
        resultType.getRank() != 0 || !resultType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(
          op, "check.eq takes (expected, actual) and returns a tensor<i1>");
    Type original = op->getOperand(0).getType();
    if (op->getOperand(1).getType() != original)
      return rewriter.notifyMatchFailure(op, "operand types differ");
    auto tensor = dyn_cast<RankedTensorType>(original);
    if (!tensor)
      return rewriter.notifyMatchFailure(op, "operands must be ranked tensors");
    CheckCall call;
    constexpr double kTolerance = 1e-4;
    if (isa<FloatType, ComplexType>(tensor.getElementType())) {
      call.kind = CheckKind::Almost;
      call.tolerance = kTolerance;
    }
    Value expected = adaptor.getInputs()[0], actual = adaptor.getInputs()[1];
    Value matched =
        allMatch(rewriter, op.getLoc(), actual, expected, kTolerance);
    return emitCheck(rewriter, op, "stablehlo.custom_call @check.eq", actual,
                     expected, original, call, matched);
  }
};

} // namespace

void populateCheckPatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns) {
  patterns.add<ExpectEqLowering, ExpectEqConstLowering, ExpectAlmostEqLowering,
               ExpectAlmostEqConstLowering, ExpectCloseLowering,
               CheckCustomCallLowering, CheckEqCustomCallLowering>(
      converter, patterns.getContext());
}

} // namespace kiln::lowering
