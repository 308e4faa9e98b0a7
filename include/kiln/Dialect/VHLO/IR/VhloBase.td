//===- VhloBase.td - the VHLO dialect: portable StableHLO ------------------===//
//
// VHLO is the versioned form of StableHLO in which portable artifacts are
// written: MLIR bytecode whose ops carry their version in their name
// (`vhlo.tanh_v2`), whose attributes and types are VHLO's own (`#vhlo.
// integer_v1`, `!vhlo.tensor_v1`), and whose bytecode encodings never
// change. kiln reads artifacts into this dialect and converts them to its
// StableHLO dialect (kiln-vhlo-to-stablehlo); see docs/portable-artifacts.md.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_VHLO_BASE
#define KILN_DIALECT_VHLO_BASE

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def Vhlo_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::kiln::vhlo";
  let summary = "versioned StableHLO, as portable artifacts hold it";
  let description = [{
    A shallow copy of StableHLO for serialization: every op takes any
    operands, results and regions, and keeps its attributes as VHLO
    attributes named as in the portable artifacts. Nothing is verified
    beyond the presence of each attribute; the conversion to StableHLO
    checks the rest.
  }];
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();

    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // KILN_DIALECT_VHLO_BASE
