/* Reads the descriptor (kiln/artifact.h) of Inputs/multi.mlir's artifact
   linked into this program, prints it, and runs the entry through the
   descriptor's function pointer (descriptor.test, and under qemu for the
   cross targets): the layout kiln compile emits must be the target C
   compiler's. Inputs and expected values as two_models.c. */
#include "kiln/artifact.h"
#include "model.h"

#include <stdio.h>

static void describe(const char *kind, int index, const kiln_tensor_info *t) {
  int d;
  printf("%s %d: %s(%d) rank %d [", kind, index, t->dtype_name, (int)t->dtype,
         (int)t->rank);
  for (d = 0; d < t->rank; ++d)
    printf("%s%lld", d ? "," : "", (long long)t->shape[d]);
  printf("] %lld elements %lld bytes\n", (long long)t->num_elements,
         (long long)t->size_bytes);
}

int main(void) {
  const kiln_artifact *a = &kiln_multi_predict_artifact;
  const kiln_artifact_entry *e = &a->entries[0];
  static float x[2][3] = {{1, 2, 3}, {-4, 5, 8}}, y[2][3];
  int32_t n = -7, n2 = 0;
  uint8_t m[3] = {1, 0, 1}, notM[3];
  const void *inputs[] = {x, &n, m};
  void *outputs[] = {y, &n2, notM};
  int i, rc;
  printf("magic %s, abi %u, name %s, %d entry\n",
         a->magic == KILN_ARTIFACT_MAGIC ? "ok" : "BAD",
         (unsigned)a->abi_version, a->name, (int)a->num_entries);
  printf("triple %s\n", a->triple);
  printf("entry %s = %s, %s\n", e->name, e->symbol,
         e->function == kiln_multi_predict ? "same function" : "OTHER");
  for (i = 0; i < e->num_inputs; ++i)
    describe("input", i, &e->inputs[i]);
  for (i = 0; i < e->num_outputs; ++i)
    describe("output", i, &e->outputs[i]);
  rc = e->function(inputs, outputs);
  printf("status %d: %g %g %g %g %g %g, %d, %d %d %d\n", rc, y[0][0], y[0][1],
         y[0][2], y[1][0], y[1][1], y[1][2], (int)n2, notM[0], notM[1],
         notM[2]);
  return rc;
}
