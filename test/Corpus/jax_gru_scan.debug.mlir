// The JAX program test/Corpus/jax/gru_scan.debug.mlir, exported with its
// locations (as_text(debug_info=True)): it must print back exactly,
// locations and #loc aliases included, also after a trip through the
// generic form. (kiln-opt ends its output with one extra newline, hence the
// echo.)
// RUN: echo | cat %S/jax/gru_scan.debug.mlir - > %t.expected
// RUN: kiln-opt -mlir-print-debuginfo %S/jax/gru_scan.debug.mlir | diff -u %t.expected -
// RUN: kiln-opt -mlir-print-debuginfo -mlir-print-op-generic %S/jax/gru_scan.debug.mlir | kiln-opt -mlir-print-debuginfo | diff -u %t.expected -
