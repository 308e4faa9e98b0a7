// RUN: kiln-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(kiln-vectorize-linalg{vector-bits=256}))' \
// RUN:   | FileCheck %s

// An elementwise op over 2 x 20 f32: a loop over the rows, one whole
// 8-lane step loop (0 to 16) and a 4-lane last step; the row bias is one
// broadcast scalar per row.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @bias_relu(%x: memref<2x20xf32>, %b: memref<2xf32>, %o: memref<2x20xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<2x20xf32>, memref<2xf32>) outs(%o : memref<2x20xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @bias_relu
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[C16:.*]] = arith.constant 16 : index
// CHECK:           %[[C8:.*]] = arith.constant 8 : index
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[C16]] step %[[C8]] {
// CHECK:             %[[X:.*]] = vector.load %{{.*}}[%[[I]], %[[J]]] : memref<2x20xf32>, vector<8xf32>
// CHECK:             %[[B:.*]] = memref.load %{{.*}}[%[[I]]] : memref<2xf32>
// CHECK:             %[[BV:.*]] = vector.broadcast %[[B]] : f32 to vector<8xf32>
// CHECK:             %[[S:.*]] = arith.addf %[[X]], %[[BV]] : vector<8xf32>
// CHECK:             %[[R:.*]] = arith.maximumf %[[S]], %{{.*}} : vector<8xf32>
// CHECK:             vector.store %[[R]], %{{.*}}[%[[I]], %[[J]]] : memref<2x20xf32>, vector<8xf32>
// CHECK:           }
// CHECK:           %[[TAIL:.*]] = arith.constant 16 : index
// CHECK:           vector.load %{{.*}}[%[[I]], %[[TAIL]]] : memref<2x20xf32>, vector<4xf32>
// CHECK:           arith.maximumf {{.*}} : vector<4xf32>
// CHECK:           vector.store {{.*}} : memref<2x20xf32>, vector<4xf32>
// CHECK-NOT:     linalg.generic

// -----

// A sum over the innermost dimension (40 = 5 steps of 8): the
// first step initializes the vector accumulator, the loop adds the others,
// one reassociating horizontal reduction per row is added to the result.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @sum_rows(%x: memref<3x40xf32>, %s: memref<3xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<3x40xf32>) outs(%s : memref<3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @sum_rows
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[V0:.*]] = vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<3x40xf32>, vector<8xf32>
// CHECK:           %[[ACC:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[V0]]) -> (vector<8xf32>) {
// CHECK:             %[[V:.*]] = vector.load %{{.*}}[%[[I]], %[[J]]]
// CHECK:             %[[N:.*]] = arith.addf %[[A]], %[[V]] : vector<8xf32>
// CHECK:             scf.yield %[[N]]
// CHECK:           %[[OLD:.*]] = memref.load %{{.*}}[%[[I]]] : memref<3xf32>
// CHECK:           %[[H:.*]] = vector.reduction <add>, %[[ACC]] fastmath<reassoc> : vector<8xf32> into f32
// CHECK:           %[[NEW:.*]] = arith.addf %[[OLD]], %[[H]] : f32
// CHECK:           memref.store %[[NEW]], %{{.*}}[%[[I]]]

// -----

// An exact integer max over the outer dimension: the innermost dimension is
// parallel, so the result row is read, combined and written per step in
// the original order; linalg.reduce is generalized first.
func.func @max_cols(%x: memref<5x16xi32>, %m: memref<16xi32>) {
  linalg.reduce ins(%x : memref<5x16xi32>) outs(%m : memref<16xi32>) dimensions = [0]
    (%a: i32, %b: i32) {
      %r = arith.maxsi %a, %b : i32
      linalg.yield %r : i32
    }
  return
}
// CHECK-LABEL: func.func @max_cols
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[X:.*]] = vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<5x16xi32>, vector<8xi32>
// CHECK:           %[[M:.*]] = vector.load %{{.*}} : memref<16xi32>, vector<8xi32>
// CHECK:           arith.maxsi %[[X]], %[[M]] : vector<8xi32>
// CHECK:           vector.store

// -----

// A transpose: the result is written with vector stores (one 4-lane step
// per row), the transposed input read lane by lane.
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @transpose(%x: memref<4x3xf32>, %o: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x3xf32>) outs(%o : memref<3x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    linalg.yield %a : f32
  }
  return
}
// CHECK-LABEL: func.func @transpose
// CHECK:         scf.for %[[I:.*]] =
// CHECK-COUNT-4:   memref.load %{{.*}} : memref<4x3xf32>
// CHECK:           %[[V:.*]] = vector.from_elements {{.*}} : vector<4xf32>
// CHECK:           vector.store %[[V]], %{{.*}}[%[[I]], %{{.*}}] : memref<3x4xf32>, vector<4xf32>

// -----

// Must not fire: dynamic shapes and a body with a region. i1 memrefs are
// read and written lane by lane (a vector<Nxi1> packs bits, the memref holds bytes).
#id = affine_map<(i) -> (i)>
func.func @dynamic(%x: memref<?xf32>, %o: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<?xf32>) outs(%o : memref<?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @dynamic
// CHECK:         linalg.generic
// CHECK-NOT:     vector.

func.func @region(%x: memref<32xf32>, %o: memref<32xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<32xf32>) outs(%o : memref<32xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.constant 0.0 : f32
    %p = arith.cmpf ogt, %a, %c : f32
    %r = scf.if %p -> f32 {
      scf.yield %a : f32
    } else {
      scf.yield %c : f32
    }
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @region
// CHECK:         linalg.generic
// CHECK-NOT:     vector.

func.func @bools(%x: memref<8xi1>, %o: memref<8xi1>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<8xi1>) outs(%o : memref<8xi1>) {
  ^bb0(%a: i1, %out: i1):
    %t = arith.constant true
    %r = arith.xori %a, %t : i1
    linalg.yield %r : i1
  }
  return
}
// CHECK-LABEL: func.func @bools
// CHECK-NOT:     vector.load
// CHECK-COUNT-8: memref.load %{{.*}} : memref<8xi1>
// CHECK:         vector.from_elements {{.*}} : vector<8xi1>
// CHECK:         arith.xori {{.*}} : vector<8xi1>
// CHECK-NOT:     vector.store
// CHECK-COUNT-8: memref.store {{.*}} : memref<8xi1>

// -----

// Consecutive ops over the same rows share one loop over dimension 0 (the
// only step-1 loop): the row max and the subtraction that reads it run row
// by row, so each row of x is still in cache for the second op.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @rows(%x: memref<4x32xf32>, %o: memref<4x32xf32>) {
  %m = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x32xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : memref<4x32xf32>, memref<4xf32>) outs(%o : memref<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  return
}
// CHECK-LABEL: func.func @rows
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NOT:       step %c1
// CHECK:           vector.reduction <maximumf>
// CHECK:           memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK-NOT:       step %c1
// CHECK:             memref.load %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK:             arith.subf {{.*}} : vector<8xf32>
// CHECK:         memref.dealloc

// -----

// Must not share the row loop: the second op reads the first one's result
// transposed (row i needs column i of every row).
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @not_rows(%x: memref<8x8xf32>, %o: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x8xf32>) outs(%t : memref<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : memref<8x8xf32>) outs(%o : memref<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    linalg.yield %a : f32
  }
  memref.dealloc %t : memref<8x8xf32>
  return
}
// CHECK-LABEL: func.func @not_rows
// CHECK:         scf.for {{.*}} step %c1 {
// CHECK:           arith.negf {{.*}} : vector<8xf32>
// CHECK:         scf.for {{.*}} step %c1{{(_[0-9]+)?}} {
// CHECK:           vector.from_elements

// -----

// A division by a per-row scalar multiplies by its reciprocal, corrected by
// one fma of the residual, where that is a normal number (|s| in
// [2^-126, 2^126]); the uncorrected product where the residual is zero or
// the correction NaN; it divides otherwise.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @div_rows(%x: memref<2x16xf32>, %s: memref<2xf32>, %o: memref<2x16xf32>) {
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<2x16xf32>, memref<2xf32>) outs(%o : memref<2x16xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %q = arith.divf %a, %c : f32
    linalg.yield %q : f32
  }
  return
}
// CHECK-LABEL: func.func @div_rows
// CHECK:           %[[X:.*]] = vector.load %{{.*}} : memref<2x16xf32>, vector<8xf32>
// CHECK:           %[[S:.*]] = memref.load %{{.*}} : memref<2xf32>
// CHECK:           %[[N:.*]] = arith.negf %[[S]] : f32
// CHECK:           %[[A:.*]] = arith.maximumf %[[S]], %[[N]] : f32
// CHECK:           %[[LO:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK:           %[[GE:.*]] = arith.cmpf oge, %[[A]], %[[LO]] : f32
// CHECK:           %[[HI:.*]] = arith.constant 8.50705917E+37 : f32
// CHECK:           %[[LE:.*]] = arith.cmpf ole, %[[A]], %[[HI]] : f32
// CHECK:           %[[OK:.*]] = arith.andi %[[GE]], %[[LE]] : i1
// CHECK:           %[[R:.*]] = scf.if %[[OK]] -> (vector<8xf32>) {
// CHECK:             %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:             %[[INV:.*]] = arith.divf %[[ONE]], %[[S]] : f32
// CHECK:             %[[B:.*]] = vector.broadcast %[[INV]] : f32 to vector<8xf32>
// CHECK:             %[[D:.*]] = vector.broadcast %[[S]] : f32 to vector<8xf32>
// CHECK:             %[[P:.*]] = arith.mulf %[[X]], %[[B]] : vector<8xf32>
// CHECK:             %[[NP:.*]] = arith.negf %[[P]] : vector<8xf32>
// CHECK:             %[[RES:.*]] = vector.fma %[[NP]], %[[D]], %[[X]] : vector<8xf32>
// CHECK:             %[[C:.*]] = vector.fma %[[RES]], %[[B]], %[[P]] : vector<8xf32>
// CHECK:             %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK:             %[[EXACT:.*]] = arith.cmpf oeq, %[[RES]], %[[Z]] : vector<8xf32>
// CHECK:             %[[NAN:.*]] = arith.cmpf uno, %[[C]], %[[C]] : vector<8xf32>
// CHECK:             %[[KEEP:.*]] = arith.ori %[[EXACT]], %[[NAN]] : vector<8xi1>
// CHECK:             %[[Q:.*]] = arith.select %[[KEEP]], %[[P]], %[[C]] : vector<8xi1>, vector<8xf32>
// CHECK:             scf.yield %[[Q]] : vector<8xf32>
// CHECK:           } else {
// CHECK:             %[[SB:.*]] = vector.broadcast %[[S]] : f32 to vector<8xf32>
// CHECK:             %[[Q:.*]] = arith.divf %[[X]], %[[SB]] : vector<8xf32>
// CHECK:             scf.yield %[[Q]] : vector<8xf32>
// CHECK:           }
// CHECK:           vector.store %[[R]]

// -----

// A division by a constant power of two (attention's 1 / sqrt(64)) is a
// multiplication by its exact reciprocal, which gives the correctly
// rounded quotient itself; a constant without an exact reciprocal (3)
// takes the corrected product.
#id = affine_map<(i, j) -> (i, j)>
func.func @div_power_of_two(%x: memref<2x16xf32>, %o: memref<2x16xf32>, %p: memref<2x16xf32>) {
  %eight = arith.constant 8.0 : f32
  %three = arith.constant 3.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<2x16xf32>) outs(%o : memref<2x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %q = arith.divf %a, %eight : f32
    linalg.yield %q : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<2x16xf32>) outs(%p : memref<2x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %q = arith.divf %a, %three : f32
    linalg.yield %q : f32
  }
  return
}
// CHECK-LABEL: func.func @div_power_of_two
// CHECK:           %[[X:.*]] = vector.load %{{.*}} : memref<2x16xf32>, vector<8xf32>
// CHECK:           %[[R:.*]] = arith.constant 1.250000e-01 : f32
// CHECK:           %[[RB:.*]] = vector.broadcast %[[R]] : f32 to vector<8xf32>
// CHECK:           %[[Q:.*]] = arith.mulf %[[X]], %[[RB]] : vector<8xf32>
// CHECK-NOT:       scf.if
// CHECK:           vector.store %[[Q]]
// CHECK:           scf.if
// CHECK:             vector.fma
// CHECK:           } else {
// CHECK:             arith.divf %{{.*}}, %{{.*}} : vector<8xf32>

// -----

// Must not fire: a division by a vector (the divisor varies along the
// row) stays a vector division.
#id = affine_map<(i, j) -> (i, j)>
func.func @div_elementwise(%x: memref<2x16xf32>, %y: memref<2x16xf32>, %o: memref<2x16xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<2x16xf32>, memref<2x16xf32>) outs(%o : memref<2x16xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %q = arith.divf %a, %c : f32
    linalg.yield %q : f32
  }
  return
}
// CHECK-LABEL: func.func @div_elementwise
// CHECK-NOT:       scf.if
// CHECK:           arith.divf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NOT:       scf.if
// CHECK:         return

// -----

// A row of 84 = 10 steps of 8 and a 4-lane tail: four independent
// accumulator chains (steps 0-3 initialize them, the loop adds steps 4-7
// in one trip), combined into one before the steps at 64 and 72.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @sum_chains(%x: memref<2x84xf32>, %s: memref<2xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<2x84xf32>) outs(%s : memref<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  }
  return
}
// CHECK-LABEL: func.func @sum_chains
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[V0:.*]] = vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<2x84xf32>, vector<8xf32>
// CHECK:           %[[V1:.*]] = vector.load
// CHECK:           %[[V2:.*]] = vector.load
// CHECK:           %[[V3:.*]] = vector.load
// CHECK:           %[[C32:.*]] = arith.constant 32 : index
// CHECK:           %[[C64:.*]] = arith.constant 64 : index
// CHECK:           %[[ACC:.*]]:4 = scf.for %[[J:.*]] = %[[C32]] to %[[C64]] step %{{.*}} iter_args(%[[A0:.*]] = %[[V0]], %[[A1:.*]] = %[[V1]], %[[A2:.*]] = %[[V2]], %[[A3:.*]] = %[[V3]])
// CHECK:             %[[L0:.*]] = vector.load %{{.*}}[%[[I]], %[[J]]]
// CHECK:             %[[S0:.*]] = arith.addf %[[A0]], %[[L0]] : vector<8xf32>
// CHECK:             arith.addi %[[J]], %{{.*}} : index
// CHECK:             %[[S1:.*]] = arith.addf %[[A1]], %{{.*}} : vector<8xf32>
// CHECK:             %[[S2:.*]] = arith.addf %[[A2]], %{{.*}} : vector<8xf32>
// CHECK:             %[[S3:.*]] = arith.addf %[[A3]], %{{.*}} : vector<8xf32>
// CHECK:             scf.yield %[[S0]], %[[S1]], %[[S2]], %[[S3]]
// CHECK:           }
// CHECK:           %[[T1:.*]] = arith.addf %[[ACC]]#0, %[[ACC]]#1 : vector<8xf32>
// CHECK:           %[[T2:.*]] = arith.addf %[[T1]], %[[ACC]]#2 : vector<8xf32>
// CHECK:           %[[T3:.*]] = arith.addf %[[T2]], %[[ACC]]#3 : vector<8xf32>
// CHECK:           %[[C64B:.*]] = arith.constant 64 : index
// CHECK:           %[[L8:.*]] = vector.load %{{.*}}[%[[I]], %[[C64B]]]
// CHECK:           %[[T4:.*]] = arith.addf %[[T3]], %[[L8]] : vector<8xf32>
// CHECK:           %[[C72:.*]] = arith.constant 72 : index
// CHECK:           %[[L9:.*]] = vector.load %{{.*}}[%[[I]], %[[C72]]]
// CHECK:           %[[T5:.*]] = arith.addf %[[T4]], %[[L9]] : vector<8xf32>
// CHECK:           vector.reduction <add>, %[[T5]] fastmath<reassoc> : vector<8xf32> into f32
// CHECK:           vector.load %{{.*}} : memref<2x84xf32>, vector<4xf32>

// -----

// Remainders in power-of-two steps: a bf16 copy of rows of 25 (16 lanes
// at 256 bits) is one whole step, then 8 lanes, then one scalar, never a
// vector<9xbf16> (LLVM 22 aborts on loads of <9 x bfloat> or <17 x bfloat>
// for CPUs with AVX512-BF16). A sum over rows of 7 f32 is reduced in
// steps of 4, 2 and 1.
func.func @bf16_rows(%x: memref<3x25xbf16>, %o: memref<3x25xbf16>) {
  linalg.copy ins(%x : memref<3x25xbf16>) outs(%o : memref<3x25xbf16>)
  return
}
// CHECK-LABEL: func.func @bf16_rows
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[V:.*]] = vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<3x25xbf16>, vector<16xbf16>
// CHECK:           vector.store %[[V]], %{{.*}}[%[[I]], %{{.*}}] : memref<3x25xbf16>, vector<16xbf16>
// CHECK:           %[[C16:.*]] = arith.constant 16 : index
// CHECK:           %[[W:.*]] = vector.load %{{.*}}[%[[I]], %[[C16]]] : memref<3x25xbf16>, vector<8xbf16>
// CHECK:           vector.store %[[W]], %{{.*}}[%[[I]], %[[C16]]] : memref<3x25xbf16>, vector<8xbf16>
// CHECK:           %[[C24:.*]] = arith.constant 24 : index
// CHECK:           %[[S:.*]] = memref.load %{{.*}}[%[[I]], %[[C24]]] : memref<3x25xbf16>
// CHECK:           memref.store %[[S]], %{{.*}}[%[[I]], %[[C24]]] : memref<3x25xbf16>
// CHECK-NOT:       vector<9xbf16>

func.func @sum_rows_of_seven(%x: memref<3x7xf32>, %s: memref<3xf32>) {
  linalg.reduce ins(%x : memref<3x7xf32>) outs(%s : memref<3xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  return
}
// CHECK-LABEL: func.func @sum_rows_of_seven
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[V4:.*]] = vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<3x7xf32>, vector<4xf32>
// CHECK:           vector.reduction <add>, %[[V4]] fastmath<reassoc> : vector<4xf32> into f32
// CHECK:           %[[V2:.*]] = vector.load %{{.*}} : memref<3x7xf32>, vector<2xf32>
// CHECK:           vector.reduction <add>, %[[V2]] fastmath<reassoc> : vector<2xf32> into f32
// CHECK:           %[[C6:.*]] = arith.constant 6 : index
// CHECK:           %[[X6:.*]] = memref.load %{{.*}}[%[[I]], %[[C6]]] : memref<3x7xf32>
// CHECK:           arith.addf %[[X6]], %{{.*}} : f32
// CHECK-NOT:       vector<3xf32>
