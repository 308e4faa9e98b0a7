//===- VhloPrinter.cpp - VHLO's text form ---------------------------------===//
//
// VHLO types and attributes print in a form close to the one StableHLO's
// tools use (`!vhlo.tensor_v1<4x!vhlo.f32_v1>`, `#vhlo.integer_v1<1 :
// !vhlo.i64_v1>`), for reading an artifact with `kiln-opt`. Portable
// artifacts are bytecode, so the text form is printed only: parsing it is
// refused with an error that says so.
//
//===----------------------------------------------------------------------===//

#include "kiln/Dialect/VHLO/IR/VhloOps.h"

#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace kiln::vhlo;

namespace {

void printShape(DialectAsmPrinter &printer, ArrayRef<int64_t> shape) {
  for (int64_t size : shape) {
    if (ShapedType::isDynamic(size))
      printer << "?";
    else
      printer << size;
    printer << "x";
  }
}

template <typename Range>
void printList(DialectAsmPrinter &printer, Range &&range) {
  llvm::interleaveComma(range, printer.getStream(),
                        [&](auto element) { printer << element; });
}

void printFloat(DialectAsmPrinter &printer, const llvm::APFloat &value) {
  SmallString<32> text;
  value.toString(text);
  printer << text;
}

} // namespace

Type VhloDialect::parseType(DialectAsmParser &parser) const {
  parser.emitError(parser.getNameLoc(),
                   "kiln reads VHLO from portable artifacts (bytecode) only; "
                   "its text form is printed, not parsed");
  return Type();
}

void VhloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  TypeSwitch<Type>(type)
      .Case([&](ElementV1Type element) {
        if (std::optional<StringRef> name = elementTypeName(element.getCode()))
          printer << *name << "_v1";
        else
          printer << "unknown_v1<" << uint64_t(element.getCode()) << ">";
      })
      .Case([&](ComplexV1Type complex) {
        printer << "complex_v1<" << complex.getElementType() << ">";
      })
      .Case([&](FunctionV1Type function) {
        printer << "func_v1<(";
        printList(printer, function.getInputs());
        printer << ") -> (";
        printList(printer, function.getOutputs());
        printer << ")>";
      })
      .Case([&](RankedTensorV1Type tensor) {
        printer << "tensor_v1<";
        printShape(printer, tensor.getShape());
        printer << tensor.getElementType();
        if (tensor.getEncoding())
          printer << ", " << tensor.getEncoding();
        printer << ">";
      })
      .Case([&](UnrankedTensorV1Type tensor) {
        printer << "unranked_tensor_v1<" << tensor.getElementType() << ">";
      })
      .Case([&](RankedBufferV1Type buffer) {
        printer << "buffer_v1<";
        printShape(printer, buffer.getShape());
        printer << buffer.getElementType() << ">";
      })
      .Case([&](TupleV1Type tuple) {
        printer << "tuple_v1<";
        printList(printer, tuple.getTypes());
        printer << ">";
      })
      .Case([&](UniformQuantizedV1Type quant) {
        printer << "quant_v1<" << quant.getStorageType() << ":"
                << quant.getExpressedType() << ", ";
        printFloat(printer, quant.getScale());
        printer << ":" << quant.getZeroPoint() << ", "
                << quant.getStorageTypeMin() << ":" << quant.getStorageTypeMax()
                << ", " << quant.getFlags() << ">";
      })
      .Case([&](UniformQuantizedPerAxisV1Type quant) {
        printer << "quant_per_axis_v1<" << quant.getStorageType() << ":"
                << quant.getExpressedType() << ":"
                << quant.getQuantizedDimension() << ", {";
        for (size_t i = 0; i < quant.getScales().size(); ++i) {
          if (i)
            printer << ", ";
          printFloat(printer, quant.getScales()[i]);
          printer << ":" << quant.getZeroPoints()[i];
        }
        printer << "}, " << quant.getStorageTypeMin() << ":"
                << quant.getStorageTypeMax() << ", " << quant.getFlags() << ">";
      });
}

Attribute VhloDialect::parseAttribute(DialectAsmParser &parser,
                                      Type type) const {
  parser.emitError(parser.getNameLoc(),
                   "kiln reads VHLO from portable artifacts (bytecode) only; "
                   "its text form is printed, not parsed");
  return Attribute();
}

void VhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  TypeSwitch<Attribute>(attr)
      .Case([&](ArrayV1Attr array) {
        printer << "array_v1<[";
        printList(printer, array.getValue());
        printer << "]>";
      })
      .Case([&](BooleanV1Attr boolean) {
        printer << "bool_v1<" << (boolean.getValue() ? "true" : "false") << ">";
      })
      .Case([&](DictionaryV1Attr dict) {
        printer << "dict_v1<{";
        llvm::interleaveComma(dict.getValue(), printer.getStream(),
                              [&](const auto &entry) {
                                printer << entry.first << " = " << entry.second;
                              });
        printer << "}>";
      })
      .Case([&](EnumV1Attr enumAttr) {
        std::optional<EnumInfo> info = enumInfo(enumAttr.getCode());
        StringRef value;
        if (info && enumAttr.getValue() < info->values.size())
          value = info->values[enumAttr.getValue()];
        printer << (info ? info->name : StringRef("enum")) << "_v1 ";
        if (value.empty())
          printer << enumAttr.getValue();
        else
          printer << value;
      })
      .Case([&](FloatV1Attr floatAttr) {
        SmallString<32> text;
        floatAttr.getValue().toString(text);
        printer << "float_v1<" << text << " : " << floatAttr.getType() << ">";
      })
      .Case([&](IntegerV1Attr integer) {
        bool isUnsigned = false;
        if (auto element = llvm::dyn_cast<ElementV1Type>(integer.getType()))
          isUnsigned =
              elementTypeName(element.getCode()).value_or("").starts_with("ui");
        printer << "integer_v1<";
        integer.getValue().print(printer.getStream(), !isUnsigned);
        printer << " : " << integer.getType() << ">";
      })
      .Case([&](OutputOperandAliasV1Attr alias) {
        printer << "output_operand_alias_v1<output_tuple_indices = [";
        printList(printer, alias.getOutputTupleIndices());
        printer << "], operand_index = " << alias.getOperandIndex()
                << ", operand_tuple_indices = [";
        printList(printer, alias.getOperandTupleIndices());
        printer << "]>";
      })
      .Case([&](ResultAccuracyV1Attr accuracy) {
        printer << "result_accuracy_v1<atol = ";
        printFloat(printer, accuracy.getAtol());
        printer << ", rtol = ";
        printFloat(printer, accuracy.getRtol());
        printer << ", ulps = " << accuracy.getUlps()
                << ", mode = " << accuracy.getMode() << ">";
      })
      .Case([&](StringV1Attr string) {
        printer << "string_v1<\"";
        llvm::printEscapedString(string.getValue(), printer.getStream());
        printer << "\">";
      })
      .Case([&](TensorV1Attr tensor) {
        printer << "tensor_v1<\"0x";
        for (char byte : tensor.getData())
          printer << llvm::format_hex_no_prefix(uint8_t(byte), 2,
                                                /*Upper=*/true);
        printer << "\" : " << tensor.getType() << ">";
      })
      .Case([&](TypeV1Attr type) {
        printer << "type_v1<" << type.getValue() << ">";
      })
      .Case([&](TypeExtensionsV1Attr extensions) {
        printer << "type_extensions_v1<bounds = [";
        llvm::interleaveComma(extensions.getBounds(), printer.getStream(),
                              [&](int64_t bound) {
                                if (ShapedType::isDynamic(bound))
                                  printer << "?";
                                else
                                  printer << bound;
                              });
        printer << "]>";
      });
}
