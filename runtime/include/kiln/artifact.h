/*===- artifact.h - the self-description of a kiln compile artifact -------===*
 *
 * Every artifact `kiln compile` writes (object, archive or shared library)
 * holds one constant `kiln_artifact` describing what it exports: the
 * artifact's name and target, and per entry point its name, its function
 * and the rank, shape and dtype of every input and output. The object is
 * `kiln_<name>_<entry>_artifact` (declared by the generated header); a
 * shared library also exports it as KILN_ARTIFACT_MANIFEST_SYMBOL, which a
 * loader finds with dlsym. kiln's runtime C API (kiln/runtime.h) reads it;
 * this header only defines the layout, in plain C with no dependency.
 *
 * The layout is versioned: a reader checks `magic` and `abi_version` before
 * looking at anything else. Fields are only ever added at the end of a
 * struct, with a new version.
 *
 * The block guarded by KILN_AOT_COMMON_H is the one every generated header
 * carries, character for character (test/Runtime/common-block.test checks
 * it), so that this header and any number of model headers can be included
 * together in any order.
 *
 *===----------------------------------------------------------------------===*/
#ifndef KILN_ARTIFACT_H
#define KILN_ARTIFACT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The block is written out by kiln compile character for character
   (lib/Compiler/AotHeader.cpp): clang-format leaves it as it is. */
/* clang-format off */
#ifndef KILN_AOT_COMMON_H
#define KILN_AOT_COMMON_H
/* Element types, numbered as kiln::runtime::DType. Booleans take
   one byte (0 or 1); 2- and 4-bit integers one byte each (low
   bits); f16, bf16 and f8 types are raw bit patterns; complex
   types are (real, imaginary) pairs. */
typedef enum kiln_dtype {
  KILN_DTYPE_INVALID = -1, /* no dtype (kiln_buffer_dtype of NULL) */
  KILN_DTYPE_I1 = 0, /* i1 */
  KILN_DTYPE_I2 = 1, /* i2 */
  KILN_DTYPE_I4 = 2, /* i4 */
  KILN_DTYPE_I8 = 3, /* i8 */
  KILN_DTYPE_I16 = 4, /* i16 */
  KILN_DTYPE_I32 = 5, /* i32 */
  KILN_DTYPE_I64 = 6, /* i64 */
  KILN_DTYPE_UI2 = 7, /* ui2 */
  KILN_DTYPE_UI4 = 8, /* ui4 */
  KILN_DTYPE_UI8 = 9, /* ui8 */
  KILN_DTYPE_UI16 = 10, /* ui16 */
  KILN_DTYPE_UI32 = 11, /* ui32 */
  KILN_DTYPE_UI64 = 12, /* ui64 */
  KILN_DTYPE_F16 = 13, /* f16 */
  KILN_DTYPE_BF16 = 14, /* bf16 */
  KILN_DTYPE_F32 = 15, /* f32 */
  KILN_DTYPE_F64 = 16, /* f64 */
  KILN_DTYPE_F8E4M3FN = 17, /* f8E4M3FN */
  KILN_DTYPE_F8E5M2 = 18, /* f8E5M2 */
  KILN_DTYPE_F8E4M3FNUZ = 19, /* f8E4M3FNUZ */
  KILN_DTYPE_F8E5M2FNUZ = 20, /* f8E5M2FNUZ */
  KILN_DTYPE_F8E4M3B11FNUZ = 21, /* f8E4M3B11FNUZ */
  KILN_DTYPE_F8E4M3 = 22, /* f8E4M3 */
  KILN_DTYPE_F8E3M4 = 23, /* f8E3M4 */
  KILN_DTYPE_COMPLEX_F32 = 24, /* complex<f32> */
  KILN_DTYPE_COMPLEX_F64 = 25, /* complex<f64> */
  KILN_DTYPE_F4E2M1FN = 26, /* f4E2M1FN */
  KILN_DTYPE_F6E2M3FN = 27, /* f6E2M3FN */
  KILN_DTYPE_F6E3M2FN = 28, /* f6E3M2FN */
  KILN_DTYPE_F8E8M0FNU = 29, /* f8E8M0FNU */
  /* Not a dtype: makes every int a valid value of the type, so that a
     caller's unknown dtype is reported as such. */
  KILN_DTYPE_MAX_ENUM = 0x7FFFFFFF,
} kiln_dtype;

/* One input or output of an exported entry. */
typedef struct kiln_tensor_info {
  int32_t rank;
  const int64_t *shape;   /* rank sizes, outermost first */
  int64_t num_elements;
  int64_t size_bytes;     /* of the contiguous row-major buffer */
  kiln_dtype dtype;
  const char *dtype_name; /* MLIR spelling: "f32", "i8", ... */
} kiln_tensor_info;

#if defined(__GNUC__)
#define KILN_AOT_UNUSED __attribute__((unused))
#else
#define KILN_AOT_UNUSED
#endif
#endif /* KILN_AOT_COMMON_H */
/* clang-format on */

/* "KILN" in ASCII, read as a little-endian 32-bit integer. */
#define KILN_ARTIFACT_MAGIC 0x4e4c494bu
/* The layout below. */
#define KILN_ARTIFACT_ABI_VERSION 1u
/* The symbol a kiln shared library exports its kiln_artifact under. */
#define KILN_ARTIFACT_MANIFEST_SYMBOL "kiln_artifact_manifest"

/* An entry point: reads inputs[i], writes outputs[i] (contiguous row-major
   buffers of the shapes below) and returns 0, or the first non-zero code a
   custom call target returned (docs/aot.md). */
typedef int (*kiln_entry_function)(const void *const *inputs,
                                   void *const *outputs);

/* One exported entry point. */
typedef struct kiln_artifact_entry {
  const char *name;   /* the program's function: "main", "predict", ... */
  const char *symbol; /* its C symbol: "kiln_<name>_<entry>" */
  kiln_entry_function function;
  int32_t num_inputs;
  int32_t num_outputs;
  const kiln_tensor_info *inputs;  /* num_inputs of them */
  const kiln_tensor_info *outputs; /* num_outputs of them */
} kiln_artifact_entry;

/* The artifact's self-description. Rank-0 tensors have a NULL shape. */
typedef struct kiln_artifact {
  uint32_t magic;       /* KILN_ARTIFACT_MAGIC */
  uint32_t abi_version; /* KILN_ARTIFACT_ABI_VERSION */
  const char *name;     /* the <name> of kiln compile --name */
  const char *triple;   /* the LLVM target triple it was compiled for */
  const char *cpu;      /* the target CPU */
  int32_t num_entries;
  const kiln_artifact_entry *entries; /* num_entries of them */
} kiln_artifact;

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* KILN_ARTIFACT_H */
