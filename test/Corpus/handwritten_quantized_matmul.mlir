// The hand-written program test/Corpus/handwritten/quantized_matmul.mlir, kept in
// StableHLO's pretty printed form: it must parse and verify, print back
// exactly, and survive a trip through the generic form. (kiln-opt ends its
// output with one extra newline, hence the echo.)
// RUN: echo | cat %S/handwritten/quantized_matmul.mlir - > %t.expected
// RUN: kiln-opt %S/handwritten/quantized_matmul.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/handwritten/quantized_matmul.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
