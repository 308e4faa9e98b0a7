//===- SdyAttrs.cpp - parsers and printers of the sdy attributes ----------===//
//
// Hand-written textual forms of meshes, axis references and tensor
// shardings, matching what JAX prints (e.g. `<@mesh, [{"x", ?}p0, {}],
// replicated={"y"}>`).
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/Sdy/IR/SdyOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace kiln::sdy;

#define GET_ATTRDEF_CLASSES
#include "kiln/Dialect/Sdy/IR/SdyAttrs.cpp.inc"

void SdyDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "kiln/Dialect/Sdy/IR/SdyAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// The closing bracket of a list.
enum class Close { Square, Brace };

/// Parses `elem (, elem)*` up to and including the `close` bracket (already
/// past the opening one); an immediately closing bracket gives an empty list.
static ParseResult parseListUntil(AsmParser &parser, Close close,
                                  llvm::function_ref<ParseResult()> parseElem) {
  bool square = close == Close::Square;
  if (succeeded(square ? parser.parseOptionalRSquare()
                       : parser.parseOptionalRBrace()))
    return success();
  do {
    if (parseElem())
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return square ? parser.parseRSquare() : parser.parseRBrace();
}

/// Parses one attribute `AttrT` in its own syntax and appends it to `out`.
template <typename AttrT>
static ParseResult parseAttrInto(AsmParser &parser,
                                 SmallVectorImpl<AttrT> &out) {
  auto attr = llvm::dyn_cast_if_present<AttrT>(AttrT::parse(parser, Type()));
  if (!attr)
    return failure();
  out.push_back(attr);
  return success();
}

static ParseResult parseAxisRefList(AsmParser &parser,
                                    SmallVectorImpl<AxisRefAttr> &axes) {
  // `{"a", "b":(2)2}` (the opening brace is consumed here too).
  if (parser.parseLBrace())
    return failure();
  return parseListUntil(parser, Close::Brace,
                        [&] { return parseAttrInto(parser, axes); });
}

static void printAxisRefList(AsmPrinter &printer, ArrayRef<AxisRefAttr> axes) {
  printer << '{';
  llvm::interleaveComma(axes, printer,
                        [&](AxisRefAttr axis) { axis.print(printer); });
  printer << '}';
}

//===----------------------------------------------------------------------===//
// MeshAxisAttr: "x"=2
//===----------------------------------------------------------------------===//

Attribute MeshAxisAttr::parse(AsmParser &parser, Type) {
  std::string name;
  int64_t size;
  if (parser.parseString(&name) || parser.parseEqual() ||
      parser.parseInteger(size))
    return {};
  return MeshAxisAttr::get(parser.getContext(), name, size);
}

void MeshAxisAttr::print(AsmPrinter &printer) const {
  printer.printString(getName());
  printer << '=' << getSize();
}

//===----------------------------------------------------------------------===//
// MeshAttr: <["x"=2, "y"=2], device_ids=[...]>
//===----------------------------------------------------------------------===//

Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<MeshAxisAttr> axes;
  SmallVector<int64_t> deviceIds;
  if (parser.parseLess() || parser.parseLSquare())
    return {};
  if (parseListUntil(parser, Close::Square,
                     [&] { return parseAttrInto(parser, axes); }))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("device_ids") || parser.parseEqual() ||
        parser.parseLSquare() || parseListUntil(parser, Close::Square, [&] {
          return parser.parseInteger(deviceIds.emplace_back());
        }))
      return {};
  }
  if (parser.parseGreater())
    return {};
  // A device order equal to iota says nothing beyond the default, so the
  // canonical form (the one printed) omits it.
  if (!axes.empty() && !deviceIds.empty()) {
    bool isIota = true;
    for (auto [i, id] : llvm::enumerate(deviceIds))
      isIota &= id == static_cast<int64_t>(i);
    int64_t total = 1;
    for (MeshAxisAttr axis : axes)
      total *= axis.getSize();
    if (isIota && total == static_cast<int64_t>(deviceIds.size()))
      deviceIds.clear();
  }
  return MeshAttr::getChecked([&] { return parser.emitError(loc); },
                              parser.getContext(), axes, deviceIds);
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getAxes(), printer,
                        [&](MeshAxisAttr axis) { axis.print(printer); });
  printer << ']';
  if (!getDeviceIds().empty()) {
    printer << ", device_ids=[";
    llvm::interleaveComma(getDeviceIds(), printer);
    printer << ']';
  }
  printer << '>';
}

MeshAxisAttr MeshAttr::findAxis(StringRef name) const {
  for (MeshAxisAttr axis : getAxes())
    if (axis.getName() == name)
      return axis;
  return {};
}

int64_t MeshAttr::getTotalSize() const {
  int64_t total = 1;
  for (MeshAxisAttr axis : getAxes())
    total *= axis.getSize();
  return total;
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               ArrayRef<int64_t> deviceIds) {
  llvm::SmallDenseSet<StringRef> names;
  int64_t total = 1;
  for (MeshAxisAttr axis : axes) {
    if (axis.getName().empty())
      return emitError() << "mesh axis names must not be empty";
    if (!names.insert(axis.getName()).second)
      return emitError() << "mesh has duplicate axis name \"" << axis.getName()
                         << "\"";
    if (axis.getSize() < 1)
      return emitError() << "mesh axis \"" << axis.getName()
                         << "\" must have a positive size, but got "
                         << axis.getSize();
    total *= axis.getSize();
  }
  if (deviceIds.empty())
    return success();
  for (int64_t id : deviceIds)
    if (id < 0)
      return emitError() << "mesh device ids must be non-negative, but got "
                         << id;
  if (axes.empty()) {
    if (deviceIds.size() != 1)
      return emitError() << "a mesh without axes takes exactly one device "
                            "id, but got "
                         << deviceIds.size();
    return success();
  }
  if (static_cast<int64_t>(deviceIds.size()) != total)
    return emitError() << "mesh has " << total
                       << " devices (the product of its axis sizes), but "
                       << deviceIds.size() << " device ids";
  SmallVector<int64_t> sorted(deviceIds);
  llvm::sort(sorted);
  for (auto [i, id] : llvm::enumerate(sorted))
    if (id != static_cast<int64_t>(i))
      return emitError() << "mesh device ids must be a permutation of 0.."
                         << total - 1;
  return success();
}

//===----------------------------------------------------------------------===//
// SubAxisInfoAttr: (1)2 and AxisRefAttr: "x" or "x":(1)2
//===----------------------------------------------------------------------===//

Attribute SubAxisInfoAttr::parse(AsmParser &parser, Type) {
  int64_t preSize, size;
  if (parser.parseLParen() || parser.parseInteger(preSize) ||
      parser.parseRParen() || parser.parseInteger(size))
    return {};
  return SubAxisInfoAttr::get(parser.getContext(), preSize, size);
}

void SubAxisInfoAttr::print(AsmPrinter &printer) const {
  printer << '(' << getPreSize() << ')' << getSize();
}

Attribute AxisRefAttr::parse(AsmParser &parser, Type) {
  std::string name;
  if (parser.parseString(&name))
    return {};
  SubAxisInfoAttr subAxis;
  if (succeeded(parser.parseOptionalColon())) {
    subAxis = llvm::dyn_cast_if_present<SubAxisInfoAttr>(
        SubAxisInfoAttr::parse(parser, Type()));
    if (!subAxis)
      return {};
  }
  return AxisRefAttr::get(parser.getContext(), name, subAxis);
}

void AxisRefAttr::print(AsmPrinter &printer) const {
  printer.printString(getName());
  if (getSubAxisInfo()) {
    printer << ':';
    getSubAxisInfo().print(printer);
  }
}

std::string AxisRefAttr::str() const {
  std::string text = "\"" + getName().str() + "\"";
  if (SubAxisInfoAttr sub = getSubAxisInfo())
    text += ":(" + std::to_string(sub.getPreSize()) + ")" +
            std::to_string(sub.getSize());
  return text;
}

//===----------------------------------------------------------------------===//
// DimensionShardingAttr: {"x", "y", ?}p1
//===----------------------------------------------------------------------===//

Attribute DimensionShardingAttr::parse(AsmParser &parser, Type) {
  SmallVector<AxisRefAttr> axes;
  bool isClosed = true;
  if (parser.parseLBrace())
    return {};
  // Axes, then optionally `?` (the dimension stays open), then `}`.
  while (true) {
    if (succeeded(parser.parseOptionalRBrace()))
      break;
    if (succeeded(parser.parseOptionalQuestion())) {
      isClosed = false;
      if (parser.parseRBrace())
        return {};
      break;
    }
    if (parseAttrInto(parser, axes))
      return {};
    if (failed(parser.parseOptionalComma())) {
      if (parser.parseRBrace())
        return {};
      break;
    }
  }
  // An optional priority written right after the brace: `p0`, `p12`.
  std::optional<int64_t> priority;
  SMLoc priorityLoc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    int64_t value;
    if (!keyword.consume_front("p") || keyword.empty() ||
        keyword.getAsInteger(10, value)) {
      parser.emitError(priorityLoc, "expected a dimension priority like `p0`");
      return {};
    }
    priority = value;
  }
  return DimensionShardingAttr::get(parser.getContext(), axes, isClosed,
                                    priority);
}

void DimensionShardingAttr::print(AsmPrinter &printer) const {
  printer << '{';
  llvm::interleaveComma(getAxes(), printer,
                        [&](AxisRefAttr axis) { axis.print(printer); });
  if (!getIsClosed())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << '}';
  if (getPriority())
    printer << 'p' << *getPriority();
}

//===----------------------------------------------------------------------===//
// TensorShardingAttr: <@mesh, [{"x"}, {}], replicated={...}, unreduced={...}>
//===----------------------------------------------------------------------===//

Attribute TensorShardingAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  if (parser.parseLess())
    return {};
  Attribute meshOrRef;
  StringAttr meshName;
  if (succeeded(parser.parseOptionalSymbolName(meshName))) {
    meshOrRef = FlatSymbolRefAttr::get(meshName);
  } else {
    if (parser.parseKeyword("mesh",
                            " (a mesh reference `@name` or an inline mesh)"))
      return {};
    meshOrRef = MeshAttr::parse(parser, Type());
    if (!meshOrRef)
      return {};
  }
  SmallVector<DimensionShardingAttr> dims;
  if (parser.parseComma() || parser.parseLSquare() ||
      parseListUntil(parser, Close::Square,
                     [&] { return parseAttrInto(parser, dims); }))
    return {};
  SmallVector<AxisRefAttr> replicated, unreduced;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return {};
    SmallVectorImpl<AxisRefAttr> *target = nullptr;
    if (keyword == "replicated" && replicated.empty())
      target = &replicated;
    else if (keyword == "unreduced" && unreduced.empty())
      target = &unreduced;
    if (!target) {
      parser.emitError(loc, "expected `replicated` or `unreduced` (once "
                            "each), but got `")
          << keyword << "`";
      return {};
    }
    if (parser.parseEqual() || parseAxisRefList(parser, *target))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return TensorShardingAttr::get(ctx, meshOrRef, dims, replicated, unreduced);
}

void TensorShardingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (auto ref = llvm::dyn_cast<FlatSymbolRefAttr>(getMeshOrRef())) {
    printer.printSymbolName(ref.getValue());
  } else {
    printer << "mesh";
    llvm::cast<MeshAttr>(getMeshOrRef()).print(printer);
  }
  printer << ", [";
  llvm::interleaveComma(getDimShardings(), printer,
                        [&](DimensionShardingAttr dim) { dim.print(printer); });
  printer << ']';
  if (!getReplicatedAxes().empty()) {
    printer << ", replicated=";
    printAxisRefList(printer, getReplicatedAxes());
  }
  if (!getUnreducedAxes().empty()) {
    printer << ", unreduced=";
    printAxisRefList(printer, getUnreducedAxes());
  }
  printer << '>';
}

//===----------------------------------------------------------------------===//
// TensorShardingPerValueAttr: <[<@mesh, ...>, ...]>
//===----------------------------------------------------------------------===//

Attribute TensorShardingPerValueAttr::parse(AsmParser &parser, Type) {
  SmallVector<TensorShardingAttr> shardings;
  if (parser.parseLess() || parser.parseLSquare() ||
      parseListUntil(parser, Close::Square,
                     [&] { return parseAttrInto(parser, shardings); }) ||
      parser.parseGreater())
    return {};
  return TensorShardingPerValueAttr::get(parser.getContext(), shardings);
}

void TensorShardingPerValueAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getShardings(), printer,
                        [&](TensorShardingAttr s) { s.print(printer); });
  printer << "]>";
}

//===----------------------------------------------------------------------===//
// ManualAxesAttr: {"x", "y"}
//===----------------------------------------------------------------------===//

Attribute ManualAxesAttr::parse(AsmParser &parser, Type) {
  SmallVector<StringAttr> axes;
  if (parser.parseLBrace() ||
      parseListUntil(parser, Close::Brace, [&]() -> ParseResult {
        std::string name;
        if (parser.parseString(&name))
          return failure();
        axes.push_back(StringAttr::get(parser.getContext(), name));
        return success();
      }))
    return {};
  return ManualAxesAttr::get(parser.getContext(), axes);
}

void ManualAxesAttr::print(AsmPrinter &printer) const {
  printer << '{';
  llvm::interleaveComma(getValue(), printer,
                        [&](StringAttr axis) { printer.printString(axis); });
  printer << '}';
}
