/* Two generated headers in one translation unit, and two artifacts in one
   program: their shared declarations are guarded and only their entry
   points are global symbols. Prints each model's input 0. */
#include "mlp/model.h"
#include "multi/model.h"

#include <stdio.h>

int main(void) {
  static float x[2][3] = {{1, 2, 3}, {-4, 5, 8}}, y[2][3];
  int32_t n = -7, n2 = 0;
  uint8_t m[3] = {1, 0, 1}, notM[3];
  const void *inputs[] = {x, &n, m};
  void *outputs[] = {y, &n2, notM};
  int rc = kiln_multi_predict(inputs, outputs);
  printf("status %d: %g %g %g %g %g %g, %d, %d %d %d\n", rc, y[0][0], y[0][1],
         y[0][2], y[1][0], y[1][1], y[1][2], (int)n2, notM[0], notM[1],
         notM[2]);
  printf("mlp: %d inputs, input 0 is %s[%lld, %lld]\n",
         (int)kiln_jit_mlp_main_num_inputs,
         kiln_jit_mlp_main_inputs[0].dtype_name,
         (long long)kiln_jit_mlp_main_inputs[0].shape[0],
         (long long)KILN_JIT_MLP_MAIN_INPUT0_NUM_ELEMENTS / 64);
  (void)kiln_jit_mlp_main;
  return rc;
}
