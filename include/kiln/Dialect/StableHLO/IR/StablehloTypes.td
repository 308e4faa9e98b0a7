//===- StablehloTypes.td - StableHLO types (tablegen entry) ----------------===//
include "kiln/Dialect/StableHLO/IR/StablehloBase.td"
