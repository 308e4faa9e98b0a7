// The JAX program test/Corpus/jax/fori_unrolled.mlir, exported by
// scripts/export_corpus.py: it must parse and verify, print back exactly as
// JAX printed it, and survive a trip through the generic form. (kiln-opt
// ends its output with one extra newline, hence the echo.)
// RUN: echo | cat %S/jax/fori_unrolled.mlir - > %t.expected
// RUN: kiln-opt %S/jax/fori_unrolled.mlir | diff -u %t.expected -
// RUN: kiln-opt %S/jax/fori_unrolled.mlir -mlir-print-op-generic | kiln-opt | diff -u %t.expected -
