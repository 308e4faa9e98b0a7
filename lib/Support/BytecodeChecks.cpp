//===- BytecodeChecks.cpp - what MLIR's bytecode reader trusts ------------===//
//
// MLIR 22's bytecode reader trusts the file it reads: it allocates for a
// count before reading what it counts (an op's results, a region's blocks
// and values, the string, dialect, operation name, property and
// attribute/type tables, a builtin list or wide integer), stores an
// attribute/type group's entries and applies index-pair use-list orders
// without bounds checks (out-of-bounds writes), builds builtin types and
// dense attributes without checking them against their data, and loops
// forever on attribute/type entries that refer to each other in a cycle. A
// damaged artifact would abort, corrupt or hang the process reading it,
// which for kiln may be a user's Python process. These checks run before
// and during MLIR's read and turn each of those into an error:
//
// - checkBytecodeStructure walks the container and the IR section (the
//   encoding of docs/BytecodeFormat.md in MLIR) without building anything,
//   checks every count against the bytes that must follow it (each counted
//   item takes at least one byte) and each group against its table, and
//   numbers values as the reader does to check use-list orders against
//   their values' uses. Where the data ends early, it stops and leaves the
//   error to MLIR's reader, which reaches the same byte after the same
//   counts.
// - attachBytecodeEntryChecks hooks every attribute/type entry MLIR reads.
//   It bounds the number of entry parse attempts (an acyclic table needs a
//   small multiple of its entry count: each entry succeeds once, and each
//   failed attempt defers an entry that then resolves; kiln allows 32 per
//   entry), and reads each builtin entry first in the builtin encoding with
//   lists read element by element and built values verified, falling
//   through to MLIR's own reader only when that succeeded.
//
//===----------------------------------------------------------------------===//

#include "kiln/Support/BytecodeLists.h"
#include "kiln/Support/ParseSource.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReaderConfig.h"
#include "mlir/Bytecode/Encoding.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>

using namespace mlir;

namespace kiln {
namespace {

//===----------------------------------------------------------------------===//
// The container and the IR section
//===----------------------------------------------------------------------===//

/// Reads MLIR bytecode's primitives from a byte range; every read fails
/// instead of running past the end.
class ByteCursor {
public:
  explicit ByteCursor(llvm::StringRef bytes) : bytes(bytes) {}

  bool empty() const { return pos == bytes.size(); }
  uint64_t left() const { return bytes.size() - pos; }
  size_t offset() const { return pos; }

  bool byte(uint8_t &out) {
    if (empty())
      return false;
    out = static_cast<uint8_t>(bytes[pos++]);
    return true;
  }

  /// A prefix varint: the count of trailing zero bits of the first byte is
  /// the count of bytes that follow it (a zero first byte: eight follow).
  bool varint(uint64_t &out) {
    uint8_t first;
    if (!byte(first))
      return false;
    if (first & 1) {
      out = first >> 1;
      return true;
    }
    unsigned following = first == 0 ? 8 : llvm::countr_zero(first);
    if (left() < following)
      return false;
    uint64_t value = 0;
    for (unsigned i = 0; i < following; ++i)
      value |= uint64_t(static_cast<uint8_t>(bytes[pos + i])) << (8 * i);
    pos += following;
    out = first == 0
              ? value
              : (value << (8 - following - 1)) | (first >> (following + 1));
    return true;
  }

  /// A varint whose lowest bit is a flag.
  bool varintWithFlag(uint64_t &out, bool &flag) {
    if (!varint(out))
      return false;
    flag = out & 1;
    out >>= 1;
    return true;
  }

  bool skipVarints(uint64_t count) {
    uint64_t ignored;
    for (uint64_t i = 0; i < count; ++i)
      if (!varint(ignored))
        return false;
    return true;
  }

  bool skipCString() {
    size_t end = bytes.find('\0', pos);
    if (end == llvm::StringRef::npos)
      return false;
    pos = end + 1;
    return true;
  }

  /// A section: its id and alignment flag, its length, its alignment and
  /// padding when flagged, then its data.
  bool section(uint8_t &id, llvm::StringRef &data) {
    uint8_t idAndAligned;
    uint64_t length;
    if (!byte(idAndAligned) || !varint(length))
      return false;
    id = idAndAligned & 0x7f;
    if (idAndAligned & 0x80) {
      uint64_t alignment;
      if (!varint(alignment) || alignment == 0 ||
          !llvm::isPowerOf2_64(alignment))
        return false;
      // Padding up to the boundary in memory, as MLIR's reader aligns.
      while (reinterpret_cast<uintptr_t>(bytes.data() + pos) &
             (alignment - 1)) {
        uint8_t pad;
        if (!byte(pad) || pad != bytecode::kAlignmentByte)
          return false;
      }
    }
    if (length > left())
      return false;
    data = bytes.substr(pos, length);
    pos += length;
    return true;
  }

private:
  llvm::StringRef bytes;
  size_t pos = 0;
};

/// Regions nested deeper than this are refused: every later stage (the
/// verifier, the printer, kiln's passes) walks nesting recursively.
constexpr unsigned kMaxNesting = 1024;

/// The structural walk; see the file comment.
///
/// It also numbers values as MLIR's reader does (each region reserves
/// slots in its value scope, isolated regions open a new scope), counts
/// each value's uses, and checks use-list orders in index-pair form against
/// them: MLIR's reader writes through those indices before it validates
/// them.
class StructureWalk {
public:
  StructureWalk(Location loc) : loc(loc) {}

  LogicalResult run(llvm::StringRef buffer, uint64_t &attrTypeEntries);

private:
  /// A value scope: the use count of each value slot, the next slot of each
  /// region being read, and the use-list orders waiting for their value's
  /// uses (slot, largest index, where it was read).
  struct Scope {
    std::vector<uint64_t> uses;
    SmallVector<uint64_t> next;
    struct Order {
      uint64_t slot;
      uint64_t maxIndex;
    };
    std::vector<Order> orders;
  };

  LogicalResult walk(llvm::StringRef buffer, uint64_t &attrTypeEntries);

  LogicalResult damaged(const llvm::Twine &what) {
    return emitError(loc) << "damaged bytecode: " << what;
  }

  /// Stops the walk where the data ends early or is malformed in a way
  /// MLIR's reader reports itself on reaching the same byte: every count
  /// before it was checked, and MLIR reads them in the same order.
  LogicalResult truncated() {
    stopped = true;
    return failure();
  }

  /// Reads a count of items that each take at least one of the bytes left.
  LogicalResult count(ByteCursor &in, uint64_t &n, llvm::StringRef what) {
    if (!in.varint(n))
      return truncated();
    if (n > in.left())
      return damaged(llvm::Twine(n) + " " + what + " in " +
                     llvm::Twine(in.left()) + " bytes");
    return success();
  }

  /// Gives `n` values the next slots of the current region; the first slot
  /// in `first`.
  LogicalResult define(uint64_t n, uint64_t &first) {
    Scope &scope = scopes.back();
    if (scope.next.empty() || scope.next.back() + n > scope.uses.size())
      return truncated(); // MLIR's reader reports the value range.
    first = scope.next.back();
    scope.next.back() += n;
    return success();
  }

  /// Use-list orders for `rangeSize` values from slot `first` (none when
  /// the values have no slots).
  LogicalResult useListOrders(ByteCursor &in, uint64_t rangeSize,
                              std::optional<uint64_t> first);
  LogicalResult blockHeader(ByteCursor &in);
  LogicalResult regions(ByteCursor &in, uint64_t numRegions, unsigned depth);
  LogicalResult ops(ByteCursor &in, uint64_t numOps, bool regionHasValues,
                    unsigned depth);

  Location loc;
  uint64_t version = 0;
  /// The operation count of the block header read last.
  uint64_t pendingOps = 0;
  bool stopped = false;
  std::vector<Scope> scopes;
};

LogicalResult StructureWalk::useListOrders(ByteCursor &in, uint64_t rangeSize,
                                           std::optional<uint64_t> first) {
  uint64_t numValuesToRead = 1;
  if (rangeSize > 1 && failed(count(in, numValuesToRead, "use-list orders")))
    return failure();
  for (uint64_t i = 0; i < numValuesToRead; ++i) {
    uint64_t resultIndex = 0, numIndices;
    bool pairs;
    if (rangeSize > 1 && !in.varint(resultIndex))
      return truncated();
    if (!in.varintWithFlag(numIndices, pairs) || numIndices > in.left())
      return truncated();
    uint64_t maxIndex = 0;
    for (uint64_t j = 0; j < numIndices; ++j) {
      uint64_t index;
      if (!in.varint(index))
        return truncated();
      // In index-pair form, even positions index the value's uses.
      if (j % 2 == 0)
        maxIndex = std::max(maxIndex, index);
    }
    if (pairs && numIndices > 0 && first && resultIndex < rangeSize)
      scopes.back().orders.push_back({*first + resultIndex, maxIndex});
  }
  return success();
}

LogicalResult StructureWalk::blockHeader(ByteCursor &in) {
  uint64_t numOps;
  bool hasArgs;
  if (!in.varintWithFlag(numOps, hasArgs))
    return truncated();
  // Each op takes at least its name, mask and location.
  if (numOps > in.left())
    return damaged(llvm::Twine(numOps) + " operations in " +
                   llvm::Twine(in.left()) + " bytes");
  pendingOps = numOps;
  if (!hasArgs)
    return success();
  uint64_t numArgs, first;
  if (failed(count(in, numArgs, "block arguments")))
    return failure();
  for (uint64_t i = 0; i < numArgs; ++i) {
    if (version >= bytecode::kElideUnknownBlockArgLocation) {
      uint64_t type;
      bool hasLoc;
      if (!in.varintWithFlag(type, hasLoc) || (hasLoc && !in.skipVarints(1)))
        return truncated();
    } else if (!in.skipVarints(2)) {
      return truncated();
    }
  }
  if (failed(define(numArgs, first)))
    return failure();
  if (version < bytecode::kUseListOrdering)
    return success();
  uint8_t hasUseListOrders;
  if (!in.byte(hasUseListOrders))
    return truncated();
  if (hasUseListOrders)
    return useListOrders(in, numArgs, first);
  return success();
}

LogicalResult StructureWalk::regions(ByteCursor &in, uint64_t numRegions,
                                     unsigned depth) {
  if (depth > kMaxNesting)
    return damaged(llvm::Twine("regions nested deeper than ") +
                   llvm::Twine(kMaxNesting) + " levels");
  for (uint64_t r = 0; r < numRegions; ++r) {
    uint64_t numBlocks, numValues;
    if (failed(count(in, numBlocks, "blocks")))
      return failure();
    if (numBlocks == 0)
      continue;
    // Each value is defined by a result or an argument, whose type takes a
    // byte at least.
    if (failed(count(in, numValues, "values")))
      return failure();
    // MLIR's reader keeps the count in 32 bits.
    numValues = uint32_t(numValues);
    size_t scope = scopes.size() - 1;
    uint64_t base = scopes[scope].uses.size();
    scopes[scope].next.push_back(base);
    scopes[scope].uses.resize(base + numValues, 0);
    for (uint64_t b = 0; b < numBlocks; ++b) {
      if (failed(blockHeader(in)) ||
          failed(ops(in, pendingOps, numValues != 0, depth)))
        return failure();
    }
    // Every use of this region's values has been read: check the orders
    // waiting for them. MLIR applies an order only to a value with two uses
    // or more.
    Scope &s = scopes[scope];
    while (!s.orders.empty() && s.orders.back().slot >= base) {
      Scope::Order order = s.orders.back();
      s.orders.pop_back();
      uint64_t uses = s.uses[order.slot];
      if (uses >= 2 && order.maxIndex >= uses)
        return damaged(llvm::Twine("use-list order index ") +
                       llvm::Twine(order.maxIndex) + " for a value of " +
                       llvm::Twine(uses) + " uses");
    }
    s.uses.resize(base);
    s.next.pop_back();
  }
  return success();
}

LogicalResult StructureWalk::ops(ByteCursor &in, uint64_t numOps,
                                 bool regionHasValues, unsigned depth) {
  for (uint64_t i = 0; i < numOps; ++i) {
    uint64_t name, location;
    uint8_t mask;
    if (!in.varint(name) || !in.byte(mask) || !in.varint(location))
      return truncated();
    if ((mask & bytecode::OpEncodingMask::kHasAttrs) && !in.skipVarints(1))
      return truncated();
    if ((mask & bytecode::OpEncodingMask::kHasProperties) && !in.skipVarints(1))
      return truncated();
    uint64_t numResults = 0, n;
    if (mask & bytecode::OpEncodingMask::kHasResults) {
      if (failed(count(in, numResults, "results")))
        return failure();
      if (!in.skipVarints(numResults))
        return truncated();
    }
    if (mask & bytecode::OpEncodingMask::kHasOperands) {
      if (failed(count(in, n, "operands")))
        return failure();
      std::vector<uint64_t> &uses = scopes.back().uses;
      for (uint64_t j = 0; j < n; ++j) {
        uint64_t value;
        if (!in.varint(value) || value >= uses.size())
          return truncated(); // MLIR's reader reports the value index.
        ++uses[value];
      }
    }
    if (mask & bytecode::OpEncodingMask::kHasSuccessors) {
      if (failed(count(in, n, "successors")))
        return failure();
      if (!in.skipVarints(n))
        return truncated();
    }
    // MLIR's reader reads the orders before it defines the results, and
    // numbers results only in regions that declare values.
    std::optional<uint64_t> first;
    if (regionHasValues && numResults) {
      uint64_t slot;
      if (failed(define(numResults, slot)))
        return failure();
      first = slot;
    }
    if (version >= bytecode::kUseListOrdering &&
        (mask & bytecode::OpEncodingMask::kHasUseListOrders) &&
        failed(useListOrders(in, numResults, first)))
      return failure();
    if (!(mask & bytecode::OpEncodingMask::kHasInlineRegions))
      continue;
    uint64_t numRegions;
    bool isolated;
    if (!in.varintWithFlag(numRegions, isolated))
      return truncated();
    if (numRegions > in.left())
      return damaged(llvm::Twine(numRegions) + " regions in " +
                     llvm::Twine(in.left()) + " bytes");
    if (numRegions == 0)
      continue;
    if (isolated)
      scopes.emplace_back();
    // Isolated regions lie in a section of their own since version 2.
    if (isolated && version >= bytecode::kLazyLoading) {
      uint8_t id;
      llvm::StringRef data;
      if (!in.section(id, data) || id != bytecode::Section::kIR)
        return truncated();
      ByteCursor nested(data);
      if (failed(regions(nested, numRegions, depth + 1)))
        return failure();
    } else if (failed(regions(in, numRegions, depth + 1))) {
      return failure();
    }
    if (isolated)
      scopes.pop_back();
  }
  return success();
}

LogicalResult StructureWalk::run(llvm::StringRef buffer,
                                 uint64_t &attrTypeEntries) {
  if (succeeded(walk(buffer, attrTypeEntries)))
    return success();
  return success(stopped);
}

LogicalResult StructureWalk::walk(llvm::StringRef buffer,
                                  uint64_t &attrTypeEntries) {
  // The magic number (checked by the caller), the version and producer.
  ByteCursor file(buffer.drop_front(4));
  if (!file.varint(version) || !file.skipCString())
    return truncated();
  if (version > bytecode::kVersion)
    return success(); // MLIR's reader refuses it with the versions.
  std::optional<llvm::StringRef> sections[bytecode::Section::kNumSections];
  while (!file.empty()) {
    uint8_t id;
    llvm::StringRef data;
    if (!file.section(id, data))
      return truncated();
    if (id >= bytecode::Section::kNumSections || sections[id])
      return success(); // MLIR's reader names the bad section.
    sections[id] = data;
  }
  for (unsigned id : {unsigned(bytecode::Section::kString),
                      unsigned(bytecode::Section::kDialect),
                      unsigned(bytecode::Section::kAttrTypeOffset),
                      unsigned(bytecode::Section::kIR)})
    if (!sections[id])
      return success(); // MLIR's reader names the missing section.

  // The tables MLIR's reader sizes from their counts.
  uint64_t n;
  ByteCursor strings(*sections[bytecode::Section::kString]);
  if (failed(count(strings, n, "strings")))
    return failure();
  // Each string's size counts its terminator, which MLIR's reader drops
  // without looking: a size of 0 would make a string of 2^64 - 1 bytes.
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t size;
    if (!strings.varint(size))
      return truncated();
    if (size == 0)
      return damaged("a string of size 0 (strings end with a terminator)");
  }
  ByteCursor dialects(*sections[bytecode::Section::kDialect]);
  uint64_t numDialects;
  if (failed(count(dialects, numDialects, "dialects")))
    return failure();
  for (uint64_t i = 0; i < numDialects; ++i) {
    uint64_t name;
    bool hasVersion = false;
    if (version < bytecode::kDialectVersioning
            ? !dialects.varint(name)
            : !dialects.varintWithFlag(name, hasVersion))
      return truncated();
    uint8_t id;
    llvm::StringRef versionData;
    if (hasVersion && !dialects.section(id, versionData))
      return truncated();
  }
  // The operation name count, which MLIR's reader reserves for.
  if (version >= bytecode::kElideUnknownBlockArgLocation &&
      failed(count(dialects, n, "operation names")))
    return failure();
  if (sections[bytecode::Section::kProperties] &&
      !sections[bytecode::Section::kProperties]->empty()) {
    ByteCursor properties(*sections[bytecode::Section::kProperties]);
    if (failed(count(properties, n, "properties")))
      return failure();
  }
  ByteCursor offsets(*sections[bytecode::Section::kAttrTypeOffset]);
  uint64_t numAttributes, numTypes;
  if (failed(count(offsets, numAttributes, "attributes")) ||
      failed(count(offsets, numTypes, "types")))
    return failure();
  if (numAttributes + numTypes > offsets.left())
    return damaged(llvm::Twine(numAttributes + numTypes) +
                   " attributes and types in " + llvm::Twine(offsets.left()) +
                   " bytes");
  attrTypeEntries = numAttributes + numTypes;
  // The entries come in groups of one dialect each; MLIR's reader stores
  // each group's entries without checking them against the table's size.
  for (auto [table, size] :
       {std::pair<llvm::StringRef, uint64_t>("attributes", numAttributes),
        {"types", numTypes}}) {
    for (uint64_t read = 0; read < size;) {
      uint64_t dialect, entries;
      if (!offsets.varint(dialect) || !offsets.varint(entries))
        return truncated();
      if (entries > size - read)
        return damaged(llvm::Twine("a group of ") + llvm::Twine(entries) + " " +
                       table + " where " + llvm::Twine(size - read) +
                       " remain");
      if (!offsets.skipVarints(entries))
        return truncated();
      read += entries;
    }
  }

  // The IR: the top-level block's header, then its operations, in a scope
  // of no values.
  ByteCursor ir(*sections[bytecode::Section::kIR]);
  // MLIR's reader defines the top-level block's arguments before it opens a
  // value scope for them.
  ByteCursor peek = ir;
  uint64_t topOps;
  bool topArgs;
  if (peek.varintWithFlag(topOps, topArgs) && topArgs)
    return damaged("the top-level block has arguments");
  scopes.emplace_back();
  scopes.back().next.push_back(0);
  if (failed(blockHeader(ir)))
    return failure();
  return ops(ir, pendingOps, /*regionHasValues=*/false, 0);
}

//===----------------------------------------------------------------------===//
// Builtin attribute and type entries
//===----------------------------------------------------------------------===//

/// The builtin dialect's entry codes (BuiltinDialectBytecode.td) that need a
/// check before MLIR reads them.
enum BuiltinAttrCode : uint64_t {
  kArrayAttr = 0,
  kDictionaryAttr = 1,
  kSymbolRefAttr = 5,
  kIntegerAttr = 8,
  kFloatAttr = 9,
  kFusedLoc = 12,
  kFusedLocWithMetadata = 13,
  kDenseArrayAttr = 17,
  kDenseIntOrFPElementsAttr = 18,
  kDenseStringElementsAttr = 19,
  kSparseElementsAttr = 20,
  kFileLineColRange = 22,
};

enum BuiltinTypeCode : uint64_t {
  kIntegerType = 0,
  kFunctionType = 2,
  kComplexType = 9,
  kMemRefType = 10,
  kMemRefTypeWithMemSpace = 11,
  kRankedTensorType = 13,
  kRankedTensorTypeWithEncoding = 14,
  kTupleType = 15,
  kUnrankedMemRefType = 16,
  kUnrankedMemRefTypeWithMemSpace = 17,
  kUnrankedTensorType = 18,
  kVectorType = 19,
  kVectorTypeWithScalableDims = 20,
};

/// Reads the words of an integer wider than 64 bits one at a time (MLIR
/// allocates them from the count).
LogicalResult checkWideInteger(DialectBytecodeReader &reader, unsigned width) {
  if (width <= 64)
    return success();
  uint64_t numWords;
  if (failed(reader.readVarInt(numWords)))
    return failure();
  if (numWords > llvm::divideCeil(width, 64))
    return reader.emitError()
           << "integer of " << width << " bits with " << numWords << " words";
  int64_t word;
  for (uint64_t i = 0; i < numWords; ++i)
    if (failed(reader.readSignedVarInt(word)))
      return failure();
  return success();
}

/// The number of elements of a static shape, or nullopt for a dynamic or
/// overflowing one.
std::optional<uint64_t> staticElementCount(ShapedType type) {
  if (!type.hasRank())
    return std::nullopt;
  uint64_t total = 1;
  for (int64_t dim : type.getShape()) {
    if (dim < 0 || (dim != 0 && total > (uint64_t(1) << 62) / uint64_t(dim)))
      return std::nullopt;
    total *= uint64_t(dim);
  }
  return total;
}

LogicalResult checkBuiltinAttribute(DialectBytecodeReader &reader) {
  auto emit = [&] { return reader.emitError(); };
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return failure();
  SmallVector<Attribute> attrs;
  switch (code) {
  case kArrayAttr:
  case kFusedLoc:
  case kFusedLocWithMetadata:
    return readAttributesGrowing(reader, attrs);
  case kDictionaryAttr:
    return readListGrowing(reader, attrs, [&]() -> FailureOr<Attribute> {
      Attribute name, value;
      if (failed(reader.readAttribute(name)) ||
          failed(reader.readAttribute(value)))
        return failure();
      return value;
    });
  case kSymbolRefAttr: {
    Attribute root;
    if (failed(reader.readAttribute(root)))
      return failure();
    return readAttributesGrowing(reader, attrs);
  }
  case kFileLineColRange: {
    Attribute file;
    SmallVector<int64_t> lineCols;
    if (failed(reader.readAttribute(file)))
      return failure();
    return readListGrowing(reader, lineCols, [&]() -> FailureOr<int64_t> {
      uint64_t value;
      if (failed(reader.readVarInt(value)))
        return failure();
      return int64_t(value);
    });
  }
  case kIntegerAttr:
  case kFloatAttr: {
    Type type;
    if (failed(reader.readType(type)))
      return failure();
    unsigned width = 0;
    if (auto integer = llvm::dyn_cast<IntegerType>(type))
      width = integer.getWidth();
    else if (auto real = llvm::dyn_cast<FloatType>(type))
      width = APFloat::semanticsSizeInBits(real.getFloatSemantics());
    return checkWideInteger(reader, width);
  }
  case kDenseArrayAttr: {
    Type element;
    uint64_t size;
    ArrayRef<char> data;
    if (failed(reader.readType(element)) || failed(reader.readVarInt(size)) ||
        failed(reader.readBlob(data)))
      return failure();
    if (!element.isIntOrIndexOrFloat() ||
        size > uint64_t(std::numeric_limits<int64_t>::max()))
      return reader.emitError()
             << "dense array of " << element << " with " << size << " elements";
    return DenseArrayAttr::verify(emit, element, int64_t(size), data);
  }
  case kDenseIntOrFPElementsAttr: {
    Type type;
    ArrayRef<char> data;
    if (failed(reader.readType(type)) || failed(reader.readBlob(data)))
      return failure();
    auto shaped = llvm::dyn_cast<ShapedType>(type);
    if (!shaped)
      return success(); // MLIR's reader reports the type.
    Type element = shaped.getElementType();
    if (auto complex = llvm::dyn_cast<ComplexType>(element))
      element = complex.getElementType();
    bool splat;
    if (!staticElementCount(shaped) || !element.isIntOrIndexOrFloat() ||
        !DenseElementsAttr::isValidRawBuffer(shaped, data, splat))
      return reader.emitError() << "dense elements of " << type << " with "
                                << data.size() << " bytes of data";
    return success();
  }
  case kDenseStringElementsAttr: {
    Type type;
    uint64_t splat;
    if (failed(reader.readType(type)) || failed(reader.readVarInt(splat)))
      return failure();
    auto shaped = llvm::dyn_cast<ShapedType>(type);
    if (!shaped)
      return success(); // MLIR's reader reports the type.
    std::optional<uint64_t> count = staticElementCount(shaped);
    if (!count)
      return reader.emitError() << "dense strings of " << type;
    StringRef value;
    for (uint64_t i = 0, e = splat ? 1 : *count; i < e; ++i)
      if (failed(reader.readString(value)))
        return failure();
    return success();
  }
  case kSparseElementsAttr: {
    Type type;
    Attribute indices, values;
    if (failed(reader.readType(type)) ||
        failed(reader.readAttribute(indices)) ||
        failed(reader.readAttribute(values)))
      return failure();
    auto shaped = llvm::dyn_cast<ShapedType>(type);
    auto denseIndices = llvm::dyn_cast<DenseIntElementsAttr>(indices);
    auto denseValues = llvm::dyn_cast<DenseElementsAttr>(values);
    if (!shaped || !denseIndices || !denseValues)
      return success(); // MLIR's reader reports the kinds.
    return SparseElementsAttr::verify(emit, shaped, denseIndices, denseValues);
  }
  default:
    return success();
  }
}

LogicalResult checkBuiltinType(DialectBytecodeReader &reader) {
  auto emit = [&] { return reader.emitError(); };
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return failure();
  SmallVector<Type> types;
  SmallVector<int64_t> shape;
  Type element;
  Attribute first, last;
  switch (code) {
  case kIntegerType: {
    uint64_t widthAndSignedness;
    if (failed(reader.readVarInt(widthAndSignedness)))
      return failure();
    uint64_t width = widthAndSignedness >> 2;
    if (width > IntegerType::kMaxWidth)
      return reader.emitError() << "integer type of " << width << " bits";
    return success();
  }
  case kFunctionType:
    if (failed(readTypesGrowing(reader, types)))
      return failure();
    return readTypesGrowing(reader, types);
  case kTupleType:
    return readTypesGrowing(reader, types);
  case kComplexType:
    if (failed(reader.readType(element)))
      return failure();
    return ComplexType::verify(emit, element);
  case kMemRefType:
  case kMemRefTypeWithMemSpace: {
    if (code == kMemRefTypeWithMemSpace && failed(reader.readAttribute(first)))
      return failure();
    if (failed(readSignedVarIntsGrowing(reader, shape)) ||
        failed(reader.readType(element)) || failed(reader.readAttribute(last)))
      return failure();
    auto layout = llvm::dyn_cast<MemRefLayoutAttrInterface>(last);
    if (!layout)
      return success(); // MLIR's reader reports the kind.
    return MemRefType::verify(emit, shape, element, layout, first);
  }
  case kRankedTensorType:
  case kRankedTensorTypeWithEncoding:
    if (code == kRankedTensorTypeWithEncoding &&
        failed(reader.readAttribute(first)))
      return failure();
    if (failed(readSignedVarIntsGrowing(reader, shape)) ||
        failed(reader.readType(element)))
      return failure();
    return RankedTensorType::verify(emit, shape, element, first);
  case kUnrankedMemRefType:
  case kUnrankedMemRefTypeWithMemSpace:
    if (code == kUnrankedMemRefTypeWithMemSpace &&
        failed(reader.readAttribute(first)))
      return failure();
    if (failed(reader.readType(element)))
      return failure();
    return UnrankedMemRefType::verify(emit, element, first);
  case kUnrankedTensorType:
    if (failed(reader.readType(element)))
      return failure();
    return UnrankedTensorType::verify(emit, element);
  case kVectorType:
  case kVectorTypeWithScalableDims: {
    SmallVector<bool> scalable;
    if (code == kVectorTypeWithScalableDims &&
        failed(readListGrowing(reader, scalable, [&]() -> FailureOr<bool> {
          bool value;
          if (failed(reader.readBool(value)))
            return failure();
          return value;
        })))
      return failure();
    if (failed(readSignedVarIntsGrowing(reader, shape)) ||
        failed(reader.readType(element)))
      return failure();
    if (scalable.empty())
      scalable.assign(shape.size(), false);
    return VectorType::verify(emit, shape, element, scalable);
  }
  default:
    return success();
  }
}

/// The attempt count shared by the attribute and the type hook of one read.
struct Attempts {
  uint64_t used = 0;
  uint64_t limit = 0;

  LogicalResult take(DialectBytecodeReader &reader) {
    if (++used <= limit)
      return success();
    // Reported once; every later attempt fails quietly.
    if (used == limit + 1)
      reader.emitError()
          << "the bytecode's attributes and types refer to each other in a "
             "cycle (no result after "
          << limit << " parse attempts)";
    return failure();
  }
};

constexpr uint64_t kAttemptsPerEntry = 32;
constexpr uint64_t kMinAttempts = 4096;

} // namespace

FailureOr<uint64_t> checkBytecodeStructure(llvm::StringRef buffer,
                                           Location loc) {
  uint64_t entries = 0;
  if (failed(StructureWalk(loc).run(buffer, entries)))
    return failure();
  return entries;
}

void attachBytecodeEntryChecks(ParserConfig &config, uint64_t entries) {
  auto attempts = std::make_shared<Attempts>();
  attempts->limit = kAttemptsPerEntry * entries + kMinAttempts;
  BytecodeReaderConfig &bytecode = config.getBytecodeReaderConfig();
  // Returning success without a result hands the entry, read again from
  // its start, to its dialect's reader.
  bytecode.attachAttributeCallback([attempts](DialectBytecodeReader &reader,
                                              llvm::StringRef dialect,
                                              Attribute &) -> LogicalResult {
    if (failed(attempts->take(reader)))
      return failure();
    return dialect == "builtin" ? checkBuiltinAttribute(reader) : success();
  });
  bytecode.attachTypeCallback([attempts](DialectBytecodeReader &reader,
                                         llvm::StringRef dialect,
                                         Type &) -> LogicalResult {
    if (failed(attempts->take(reader)))
      return failure();
    return dialect == "builtin" ? checkBuiltinType(reader) : success();
  });
}

} // namespace kiln
