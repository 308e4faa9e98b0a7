/* Custom call kernels for the test/Execution/CustomCall tests: each has
   kiln's custom call ABI (docs/custom-calls.md) and is found by its symbol,
   the target name with '.' replaced by '_'. They compute something easy to
   check by hand, and different from any decomposition they stand in for. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The integer after `key` in the backend_config text, or `fallback`. */
static long configValue(const char *config, const char *key, long fallback) {
  const char *at = strstr(config, key);
  return at ? strtol(at + strlen(key), NULL, 10) : fallback;
}

/* @my.scale: a 2x2 f32 times the integer backend_config. */
int32_t my_scale(void **results, const void *const *operands,
                 const char *config, size_t size) {
  const float *in = operands[0];
  float *out = results[0];
  long factor = strtol(config, NULL, 10);
  if (size == 0)
    return 3;
  for (int i = 0; i < 4; ++i)
    out[i] = in[i] * (float)factor;
  return 0;
}

/* @byte_stats: the bitwise complement of 3 ui8 bytes, and their sum (i32). */
int32_t byte_stats(void **results, const void *const *operands,
                   const char *config, size_t size) {
  const uint8_t *in = operands[0];
  uint8_t *complement = results[0];
  int32_t *sum = results[1];
  *sum = 0;
  for (int i = 0; i < 3; ++i) {
    complement[i] = (uint8_t)~in[i];
    *sum += in[i];
  }
  return 0;
}

/* @ffi.scale (api_version 4): a 2x3 f32 times the dictionary's `scale`. */
int32_t ffi_scale(void **results, const void *const *operands,
                  const char *config, size_t size) {
  const float *in = operands[0];
  float *out = results[0];
  long scale = configValue(config, "scale = ", -1);
  if (scale < 0)
    return 4;
  for (int i = 0; i < 6; ++i)
    out[i] = in[i] * (float)scale;
  return 0;
}

/* @trace: no results; prints its 3 i32 operands. */
int32_t trace(void **results, const void *const *operands, const char *config,
              size_t size) {
  const int32_t *in = operands[0];
  printf("trace: %d %d %d\n", in[0], in[1], in[2]);
  fflush(stdout);
  return 0;
}

/* @failing.kernel: always fails with code 7. */
int32_t failing_kernel(void **results, const void *const *operands,
                       const char *config, size_t size) {
  return 7;
}

/* For the composite "my.softmax": NOT a softmax but x + offset (from the
   composite's attributes), so the test can tell it ran. */
int32_t add_offset(void **results, const void *const *operands,
                   const char *config, size_t size) {
  const float *in = operands[0];
  float *out = results[0];
  long offset = configValue(config, "offset = ", -1);
  if (offset < 0)
    return 5;
  for (int i = 0; i < 4; ++i)
    out[i] = in[i] + (float)offset;
  return 0;
}
