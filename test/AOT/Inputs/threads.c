/* Calls Inputs/multi.mlir's entry from 8 threads at once, 2000 times each,
   with per-thread inputs: every result must be that thread's (values by
   hand: x * w + x, n * n, not m). Prints "threads: ok" or the first
   mismatch. */
#include "model.h"

#include <pthread.h>
#include <stdio.h>

static const float w[6] = {0.5f, -1.0f, 2.0f, 1.5f, 0.0f, -0.25f};

static void *work(void *arg) {
  long id = (long)arg;
  for (int iter = 0; iter < 2000; ++iter) {
    float x[6], y[6];
    int32_t n = (int32_t)(id * 100 + iter % 50), n2 = -1;
    uint8_t m[3] = {(uint8_t)(id & 1), (uint8_t)(iter & 1), 1}, notM[3];
    for (int i = 0; i < 6; ++i)
      x[i] = (float)(id + i + iter % 7);
    const void *inputs[] = {x, &n, m};
    void *outputs[] = {y, &n2, notM};
    if (kiln_multi_predict(inputs, outputs) != 0)
      return (void *)1;
    for (int i = 0; i < 6; ++i)
      if (y[i] != x[i] * w[i] + x[i])
        return (void *)1;
    if (n2 != n * n || notM[0] != !m[0] || notM[1] != !m[1] || notM[2] != 0)
      return (void *)1;
  }
  return NULL;
}

int main(void) {
  pthread_t threads[8];
  long failed = 0;
  for (long t = 0; t < 8; ++t)
    pthread_create(&threads[t], NULL, work, (void *)t);
  for (long t = 0; t < 8; ++t) {
    void *result;
    pthread_join(threads[t], &result);
    failed += result != NULL;
  }
  printf("threads: %s\n", failed ? "MISMATCH" : "ok");
  return failed != 0;
}
