// RUN: kiln-opt %s -split-input-file -kiln-stablehlo-legalize-to-linalg | FileCheck %s

// getrf: batch loop, column loop, pivot search by |x| (first largest wins),
// 1-based pivots, info at the first zero pivot, row swap, guarded update.
// CHECK-LABEL: func.func @getrf
// CHECK-NOT: stablehlo.custom_call
// CHECK: scf.for {{.*}} -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>)
// CHECK: scf.for {{.*}} -> (tensor<2x3x4xf32>, tensor<2x3xi32>, i32)
// CHECK: math.absf
// CHECK: arith.cmpf ogt
// CHECK: arith.index_cast {{.*}} : index to i32
// CHECK: arith.cmpf une
// CHECK: scf.if
// CHECK: arith.divf
// CHECK: tensor.insert {{.*}} : tensor<2xi32>
func.func @getrf(%a: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>) {
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>)
  return %0#0, %0#1, %0#2 : tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>
}

// -----

// potrf on an unbatched complex matrix (uplo = 'U'): a batch of one, the
// factor read and written conjugated in the upper triangle, info as a 0-d
// tensor.
// CHECK-LABEL: func.func @potrf_upper
// CHECK: tensor.expand_shape {{.*}} : tensor<3x3xcomplex<f64>> into tensor<1x3x3xcomplex<f64>>
// CHECK: scf.if
// CHECK: math.sqrt {{.*}} : f64
// CHECK: complex.conj
// CHECK: tensor.collapse_shape {{.*}} : tensor<1x3x3xcomplex<f64>> into tensor<3x3xcomplex<f64>>
// CHECK: tensor.collapse_shape {{.*}} : tensor<1xi32> into tensor<i32>
func.func @potrf_upper(%a: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%a) {mhlo.backend_config = {uplo = 85 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<i32>)
  return %0#0, %0#1 : tensor<3x3xcomplex<f64>>, tensor<i32>
}

// -----

// trsm with the alpha operand of older jaxlib: B is scaled first, then the
// triangular solve (here X A^T = alpha B, unit diagonal) becomes loops.
// CHECK-LABEL: func.func @trsm_alpha
// CHECK: %[[ALPHA:.*]] = tensor.extract %arg2[] : tensor<f32>
// CHECK: linalg.generic
// CHECK: arith.mulf %[[ALPHA]]
// CHECK: scf.for
// CHECK-NOT: stablehlo.triangular_solve
func.func @trsm_alpha(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>, %alpha: tensor<f32>) -> tensor<2x3xf32> {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b, %alpha) {mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// geqrf + ungqr with two batch dimensions (flattened to one); ?larfg's
// sign of beta from the sign bit of re(alpha).
// CHECK-LABEL: func.func @qr
// CHECK: tensor.collapse_shape {{.*}} : tensor<2x3x4x2xcomplex<f32>> into tensor<6x4x2xcomplex<f32>>
// CHECK: arith.bitcast {{.*}} : f32 to i32
// CHECK: arith.cmpi slt
// CHECK: tensor.expand_shape {{.*}} : tensor<6x2xcomplex<f32>> into tensor<2x3x2xcomplex<f32>>
// CHECK: tensor.collapse_shape {{.*}} : tensor<2x3x2xcomplex<f32>> into tensor<6x2xcomplex<f32>>
// CHECK: complex.neg
// CHECK-NOT: stablehlo.custom_call
func.func @qr(%a: tensor<2x3x4x2xcomplex<f32>>) -> (tensor<2x3x4x2xcomplex<f32>>, tensor<2x3x4x2xcomplex<f32>>) {
  %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%a) {mhlo.backend_config = {}, operand_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x4x2xcomplex<f32>>) -> (tensor<2x3x4x2xcomplex<f32>>, tensor<2x3x2xcomplex<f32>>)
  %1 = stablehlo.custom_call @lapack_cungqr_ffi(%0#0, %0#1) {mhlo.backend_config = {}, operand_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>]} : (tensor<2x3x4x2xcomplex<f32>>, tensor<2x3x2xcomplex<f32>>) -> tensor<2x3x4x2xcomplex<f32>>
  return %0#0, %1 : tensor<2x3x4x2xcomplex<f32>>, tensor<2x3x4x2xcomplex<f32>>
}

// -----

// heevd by cyclic Jacobi: at most 40 sweeps, each skipped once the
// off-diagonal mass is small; a rotation per nonzero pair; eigenvalues
// sorted ascending (selection sort on olt).
// CHECK-LABEL: func.func @eigh
// CHECK: %[[SWEEPS:.*]] = arith.constant 40 : index
// CHECK: scf.for {{.*}} to %[[SWEEPS]]
// CHECK: arith.cmpf ogt
// CHECK: scf.if
// CHECK: math.sqrt
// CHECK: arith.cmpf olt
// CHECK-NOT: stablehlo.custom_call
func.func @eigh(%a: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_cheevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>
}

// -----

// gesdd on a wide matrix: W = A^H (5x3), one-sided Jacobi, u from V and
// vt = U_W^H; the operand a is returned unchanged.
// CHECK-LABEL: func.func @svd_wide
// CHECK-SAME: (%[[A:.*]]: tensor<3x5xf64>)
// CHECK: arith.constant 40 : index
// CHECK: scf.if
// CHECK: return %[[A]], {{.*}} : tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<i32>
func.func @svd_wide(%a: tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%a) {mhlo.backend_config = {mode = 65 : ui8}} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<i32>)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<3x5xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<5x5xf64>, tensor<i32>
}

// -----

// geqp3: fixed columns (jpvt != 0) first, then the free column of largest
// partial norm at each step, with norm downdates (recomputed below
// sqrt(eps) = 2^-12 for f32).
// CHECK-LABEL: func.func @geqp3
// CHECK: arith.cmpi ne
// CHECK: arith.minui
// CHECK: arith.cmpf ogt
// CHECK: arith.maximumf
// CHECK: arith.constant 2.44140625E-4 : f32
// CHECK: arith.cmpf ole
func.func @geqp3(%a: tensor<4x3xf32>, %p: tensor<3xi32>) -> (tensor<4x3xf32>, tensor<3xi32>, tensor<3xf32>) {
  %0:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%a, %p) {mhlo.backend_config = {}} : (tensor<4x3xf32>, tensor<3xi32>) -> (tensor<4x3xf32>, tensor<3xi32>, tensor<3xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x3xf32>, tensor<3xi32>, tensor<3xf32>
}

// -----

// gtsv: elimination with |re| + |im| pivoting between adjacent rows, then
// back substitution only when info = 0.
// CHECK-LABEL: func.func @gtsv
// CHECK: math.absf
// CHECK: arith.cmpf oge
// CHECK: scf.if
// CHECK: arith.cmpi eq
// CHECK: scf.if
// CHECK-NOT: stablehlo.custom_call
func.func @gtsv(%dl: tensor<2x4xcomplex<f64>>, %d: tensor<2x4xcomplex<f64>>, %du: tensor<2x4xcomplex<f64>>, %b: tensor<2x4x3xcomplex<f64>>) -> (tensor<2x4x3xcomplex<f64>>, tensor<2xi32>) {
  %0:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}} : (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> (tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2xi32>)
  return %0#3, %0#4 : tensor<2x4x3xcomplex<f64>>, tensor<2xi32>
}

// -----

// gehrd with ilo = 2, ihi = 4 (1-based): reflectors for columns 1 and 2
// only (0-based loop 1..3); tau starts as zeros.
// CHECK-LABEL: func.func @gehrd
// CHECK: linalg.fill
// CHECK: %[[HI:.*]] = arith.constant 3 : index
// CHECK: scf.for {{.*}} = %{{.*}} to %[[HI]] step
// CHECK-NOT: stablehlo.custom_call
func.func @gehrd(%a: tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<4xf64>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%a) {mhlo.backend_config = {high = 4 : i32, low = 2 : i32}} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<4xf64>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<5x5xf64>, tensor<4xf64>, tensor<i32>
}

// -----

// hetrd with uplo = 'U': the lower-triangle algorithm on the matrix with
// both axes reversed, and the results reversed back.
// CHECK-LABEL: func.func @hetrd_upper
// CHECK: arith.subi
// CHECK: complex.re
// CHECK: complex.conj
// CHECK: arith.subi
// CHECK: return {{.*}} : tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<i32>
func.func @hetrd_upper(%a: tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%a) {mhlo.backend_config = {uplo = 85 : ui8}} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<i32>)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<i32>
}
