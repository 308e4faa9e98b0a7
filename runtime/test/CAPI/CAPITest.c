/* CAPITest.c - kiln's runtime C API from C99: loads multi.so (compiled
 * from test/AOT/Inputs/multi.mlir at build time, or the path given),
 * prints its description, runs it and prints the outputs, which
 * test/Runtime/capi.test compares with numpy's values. Built with
 * -std=c99 -pedantic -Werror: the header is valid, warning-free C.
 */
#include "kiln/runtime.h"

#include <stdio.h>
#include <string.h>

/* Prints a failed status and frees it; returns whether it failed. */
static int failed(kiln_status status) {
  if (!status)
    return 0;
  fprintf(stderr, "error: %s: %s\n",
          kiln_status_code_name(kiln_status_get_code(status)),
          kiln_status_get_message(status));
  kiln_status_free(status);
  return 1;
}

static void describe(const char *kind, size_t index,
                     const kiln_tensor_info *info) {
  int32_t d;
  printf("  %s %u: %s[", kind, (unsigned)index, info->dtype_name);
  for (d = 0; d < info->rank; ++d)
    printf("%s%lld", d ? "," : "", (long long)info->shape[d]);
  printf("] %lld bytes\n", (long long)info->size_bytes);
}

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : KILN_CAPI_ARTIFACTS "/multi.so";
  float x[6] = {1, 2, 3, -4, 5, 8}, y[6];
  int32_t n = -7, n2 = 0;
  uint8_t m[3] = {1, 0, 1}, notM[3];
  int64_t xDims[2] = {2, 3}, mDims[1] = {3};
  kiln_module *module = NULL;
  const kiln_entry *entry = NULL;
  const kiln_tensor_info *info;
  kiln_buffer *in[3] = {NULL, NULL, NULL}, *out[3] = {NULL, NULL, NULL};
  kiln_status status;
  size_t i;
  int rc = 1;

  if (failed(kiln_module_load(path, &module)))
    return 1;
  printf("module %s: %u entry\n", kiln_module_name(module),
         (unsigned)kiln_module_num_entries(module));
  if (failed(kiln_module_borrow_entry_by_name(module, "predict", &entry)))
    goto done;
  printf("entry %s (%s)\n", kiln_entry_name(entry), kiln_entry_symbol(entry));
  for (i = 0; i < kiln_entry_num_inputs(entry); ++i)
    if (!failed(kiln_entry_borrow_input_info(entry, i, &info)))
      describe("input", i, info);
  for (i = 0; i < kiln_entry_num_outputs(entry); ++i)
    if (!failed(kiln_entry_borrow_output_info(entry, i, &info)))
      describe("output", i, info);

  if (failed(kiln_buffer_wrap_borrowed_readonly(KILN_DTYPE_F32, 2, xDims, x,
                                                sizeof(x), &in[0])) ||
      failed(kiln_buffer_wrap_borrowed_readonly(KILN_DTYPE_I32, 0, NULL, &n,
                                                sizeof(n), &in[1])) ||
      failed(kiln_buffer_wrap_borrowed_readonly(KILN_DTYPE_I1, 1, mDims, m,
                                                sizeof(m), &in[2])) ||
      failed(kiln_buffer_wrap_borrowed(KILN_DTYPE_F32, 2, xDims, y, sizeof(y),
                                       &out[0])) ||
      failed(kiln_buffer_wrap_borrowed(KILN_DTYPE_I32, 0, NULL, &n2, sizeof(n2),
                                       &out[1])) ||
      failed(kiln_buffer_wrap_borrowed(KILN_DTYPE_I1, 1, mDims, notM,
                                       sizeof(notM), &out[2])))
    goto done;

  /* A wrong call first: the message, and no crash. */
  status = kiln_entry_call(entry, (const kiln_buffer *const *)in, 2, out, 3);
  printf("two inputs: %s: %s\n",
         kiln_status_code_name(kiln_status_get_code(status)),
         kiln_status_get_message(status));
  kiln_status_free(status);

  if (failed(kiln_entry_call(entry, (const kiln_buffer *const *)in, 3, out, 3)))
    goto done;
  printf("out0 = %g %g %g %g %g %g\n", y[0], y[1], y[2], y[3], y[4], y[5]);
  printf("out1 = %d\n", (int)n2);
  printf("out2 = %d %d %d\n", notM[0], notM[1], notM[2]);
  rc = 0;
done:
  for (i = 0; i < 3; ++i) {
    kiln_buffer_release(in[i]);
    kiln_buffer_release(out[i]);
  }
  kiln_module_release(module);
  return rc;
}
