// kiln run --cache-dir keeps each compiled program in the directory, keyed
// by its text, options, CPU and kiln build, and loads it instead of
// compiling it again: the second run prints no compile timing (nothing
// was compiled) and the same results, its explain log and check-op
// locations included. Other options (a thread count) make another entry;
// KILN_CACHE_DIR sets the directory too. A corrupt entry is a miss: the
// program is compiled again and the entry rewritten.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not kiln run %s --cache-dir %t/cache --timing --explain --threads 1 --input 2x3xf32=1,2,3,4,5,6 2>&1 | FileCheck %s --check-prefixes=OUT,MISS
// RUN: not kiln run %s --cache-dir %t/cache --timing --explain --threads 1 --input 2x3xf32=1,2,3,4,5,6 2>&1 | FileCheck %s --check-prefixes=OUT,HIT
// OUT: explain: {{.*}}cache.mlir:{{[0-9]+}}:{{[0-9]+}}: kiln-simplify: x * 1 -> x
// MISS: Execution time report
// HIT-NOT: Execution time report
// OUT: output 0: tensor<2x3xf32>
// OUT-NEXT: array({{\[}}[ 2.,  4.,  6.],
// OUT-NEXT:        [ 8., 10., 12.]], dtype=float32)
// OUT-NEXT: check failed: {{.*}}cache.mlir:{{[0-9]+}}:3: check.expect_eq_const
// RUN: ls %t/cache | FileCheck %s --check-prefix=ONE
// ONE: {{^[0-9a-f]{64}\.kiln$}}
// ONE-NOT: kiln
// RUN: not kiln run %s --cache-dir %t/cache --threads 2 --input 2x3xf32=1,2,3,4,5,6 | FileCheck %s --check-prefix=SUM
// RUN: env KILN_CACHE_DIR=%t/cache not kiln run %s --threads 2 --input 2x3xf32=1,2,3,4,5,6 | FileCheck %s --check-prefix=SUM
// SUM: output 0: tensor<2x3xf32>
// RUN: ls %t/cache | FileCheck %s --check-prefix=TWO
// TWO-COUNT-2: {{^[0-9a-f]{64}\.kiln$}}
// TWO-NOT: kiln
// Every entry overwritten with garbage: the next run compiles again.
// RUN: cp %s %t/garbage
// RUN: %kiln_src_root/test/Execution/Run/Inputs/overwrite.sh %t/cache %t/garbage
// RUN: not kiln run %s --cache-dir %t/cache --timing --explain --threads 1 --input 2x3xf32=1,2,3,4,5,6 2>&1 | FileCheck %s --check-prefixes=OUT,MISS
// RUN: not kiln run %s --cache-dir %t/cache --timing --explain --threads 1 --input 2x3xf32=1,2,3,4,5,6 2>&1 | FileCheck %s --check-prefixes=OUT,HIT
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %one = stablehlo.multiply %x, %c : tensor<2x3xf32>
  %y = stablehlo.add %one, %x : tensor<2x3xf32>
  check.expect_eq_const %y, dense<0.0> : tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}
