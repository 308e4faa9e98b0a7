// The JAX program test/Corpus/jax/complex_ops.mlir, exported by
// scripts/export_corpus.py: it must parse and verify, print back exactly as
// JAX printed it, and survive a trip through the generic form. (kiln-opt
// ends its output with one extra newline, hence the echo.)
// RUN: echo | cat %S/jax/complex_ops.mlir - > %t.expected
// RUN: kiln-opt %S/jax/complex_ops.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/jax/complex_ops.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
