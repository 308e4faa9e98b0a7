// The hand-written program test/Corpus/handwritten/scan.mlir, kept in
// StableHLO's pretty printed form: it must parse and verify, print back
// exactly, and survive a trip through the generic form. (kiln-opt ends its
// output with one extra newline, hence the echo.)
// RUN: echo | cat %S/handwritten/scan.mlir - > %t.expected
// RUN: kiln-opt %S/handwritten/scan.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/handwritten/scan.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
