/* Drives a threaded artifact (kiln compile --threads N) built from a
   program with f32 inputs: calls it once on deterministic inputs and
   prints how many threads the process has afterwards (/proc/self/task:
   the caller and the artifact's workers); then calls it from 4 threads of
   its own at once, 25 times each, comparing every output byte for byte
   with the first call's (a call that finds the workers busy runs its loops
   on its own thread, which must not change a single bit). Prints
   "concurrent calls: ok" or the first mismatch; exits non-zero on any
   failure. Build: cc -I DIR -DKILN_MODEL=kiln_x_main threaded_calls.c
   DIR/model.o -lpthread -lm. */
#include "model.h"

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KILN_CAT_(a, b) a##b
#define KILN_CAT(a, b) KILN_CAT_(a, b)
#define MODEL_INPUTS KILN_CAT(KILN_MODEL, _inputs)
#define MODEL_OUTPUTS KILN_CAT(KILN_MODEL, _outputs)
#define MODEL_NUM_INPUTS KILN_CAT(KILN_MODEL, _num_inputs)
#define MODEL_NUM_OUTPUTS KILN_CAT(KILN_MODEL, _num_outputs)

static const void *inputs[MODEL_NUM_INPUTS + 1];
static void *expected[MODEL_NUM_OUTPUTS + 1];

static int threadsNow(void) {
  DIR *dir = opendir("/proc/self/task");
  struct dirent *entry;
  int count = 0;
  if (!dir)
    return -1;
  while ((entry = readdir(dir)) != NULL)
    if (entry->d_name[0] != '.')
      ++count;
  closedir(dir);
  return count;
}

/* Calls the model into fresh outputs; returns them, or NULL if it failed. */
static void **call(void) {
  void **outputs = calloc(MODEL_NUM_OUTPUTS + 1, sizeof(void *));
  for (int i = 0; i < MODEL_NUM_OUTPUTS; ++i)
    outputs[i] = malloc((size_t)MODEL_OUTPUTS[i].size_bytes + 1);
  if (KILN_MODEL(inputs, outputs) != 0)
    return NULL;
  return outputs;
}

static void release(void **outputs) {
  for (int i = 0; i < MODEL_NUM_OUTPUTS; ++i)
    free(outputs[i]);
  free(outputs);
}

static void *caller(void *argument) {
  (void)argument;
  for (int round = 0; round < 25; ++round) {
    void **outputs = call();
    if (!outputs)
      return (void *)1;
    for (int i = 0; i < MODEL_NUM_OUTPUTS; ++i)
      if (memcmp(outputs[i], expected[i],
                 (size_t)MODEL_OUTPUTS[i].size_bytes) != 0) {
        fprintf(stderr, "output %d differs in a concurrent call\n", i);
        return (void *)1;
      }
    release(outputs);
  }
  return NULL;
}

int main(void) {
  unsigned state = 12345;
  for (int i = 0; i < MODEL_NUM_INPUTS; ++i) {
    if (MODEL_INPUTS[i].dtype != KILN_DTYPE_F32) {
      fprintf(stderr, "input %d is not f32\n", i);
      return 1;
    }
    float *data = malloc((size_t)MODEL_INPUTS[i].size_bytes + 4);
    for (int64_t j = 0; j < MODEL_INPUTS[i].num_elements; ++j) {
      state = state * 1664525u + 1013904223u;
      data[j] = (float)((int)(state >> 9) % 2001 - 1000) / 1000.0f;
    }
    inputs[i] = data;
  }
  void **first = call();
  if (!first) {
    fprintf(stderr, "the model returned an error\n");
    return 1;
  }
  for (int i = 0; i < MODEL_NUM_OUTPUTS; ++i)
    expected[i] = first[i];
  printf("threads after a call: %d\n", threadsNow());

  pthread_t threads[4];
  for (int t = 0; t < 4; ++t)
    pthread_create(&threads[t], NULL, caller, NULL);
  int failed = 0;
  for (int t = 0; t < 4; ++t) {
    void *result;
    pthread_join(threads[t], &result);
    failed |= result != NULL;
  }
  printf("concurrent calls: %s\n", failed ? "FAILED" : "ok");
  return failed;
}
