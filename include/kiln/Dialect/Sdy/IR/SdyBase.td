//===- SdyBase.td - the Shardy (sdy) dialect definition -------------------===//
//
// kiln's own definition of the `sdy` dialect: the sharding annotations that
// JAX attaches to programs it exports (meshes, tensor shardings, sharding
// constraints and manual computations). kiln keeps these annotations intact
// and verifies them; it does not partition programs yet.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_SDY_BASE
#define KILN_DIALECT_SDY_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::kiln::sdy";
  let summary = "Shardy sharding annotations, as JAX exports them";
  let description =
      "    Meshes of named device axes (`sdy.mesh`), tensor shardings\n" #
      "    (`#sdy.sharding<@mesh, [{\"x\"}, {}]>`) attached to function arguments,\n" #
      "    results and ops, and the few ops that carry sharding semantics:\n" #
      "    `sdy.sharding_constraint`, `sdy.reshard`, `sdy.sharding_group`,\n" #
      "    `sdy.manual_computation` and its terminator `sdy.return`.\n";
  let useDefaultAttributePrinterParser = 1;
  // `sdy.sharding` on function arguments/results and ops is verified
  // against the mesh it refers to and the type it annotates.
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerOps();
  }];
}

class Sdy_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Sdy_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

#endif // KILN_DIALECT_SDY_BASE
