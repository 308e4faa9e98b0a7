//===- StablehloLinearAlgebraOps.td - linear algebra and numerics ===//
//
// dot_general, convolution, fft, cholesky, triangular_solve, batch_norm_*, rng,
// rng_bit_generator and uniform (de)quantization.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS
#define KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS

include "kiln/Dialect/StableHLO/IR/StablehloAttrs.td"

#endif // KILN_DIALECT_STABLEHLO_LINEAR_ALGEBRA_OPS
