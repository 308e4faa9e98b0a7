/* kiln_run.c - a plain C driver for a model compiled by `kiln compile`.
 *
 * Build it against one model's header and artifact (examples/c/build.sh
 * does this), naming the model's entry point; the header is model.h on the
 * include path unless KILN_MODEL_HEADER names another:
 *
 *   cc -I. -DKILN_MODEL=kiln_jit_mlp_main kiln_run.c model.o -lm \
 *      -o kiln_run
 *
 * Usage: kiln_run [-o DIR] [--expect OUT.npy]... [--atol A] [--rtol R]
 *                 INPUT...
 * Each INPUT is a .npy file (its shape and element size must match the
 * model's) or a raw little-endian file of exactly the input's byte size.
 * The model runs once; each output is printed (the first 8 elements), or
 * written to DIR/out<i>.npy, or compared with the i-th --expect file:
 * floats (f32, f64, bf16, f16) within |a - e| <= atol + rtol * |e|
 * (default 1e-5 each), anything else bit for bit. The exit status is 0 when
 * everything matched.
 */
#ifdef KILN_MODEL_HEADER
#include KILN_MODEL_HEADER
#else
#include "model.h"
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KILN_CAT_(a, b) a##b
#define KILN_CAT(a, b) KILN_CAT_(a, b)
#define MODEL_INPUTS KILN_CAT(KILN_MODEL, _inputs)
#define MODEL_OUTPUTS KILN_CAT(KILN_MODEL, _outputs)
#define MODEL_NUM_INPUTS KILN_CAT(KILN_MODEL, _num_inputs)
#define MODEL_NUM_OUTPUTS KILN_CAT(KILN_MODEL, _num_outputs)
#define MAX_TENSORS 64

static int fail(const char *what, const char *name) {
  fprintf(stderr, "kiln_run: error: %s%s%s\n", what, name ? ": " : "",
          name ? name : "");
  return 1;
}

static int64_t elementBytes(const kiln_tensor_info *t) {
  return t->num_elements ? t->size_bytes / t->num_elements : 0;
}

/* Reads a whole file; *size receives its length. */
static unsigned char *readFile(const char *path, long *size) {
  FILE *f = fopen(path, "rb");
  unsigned char *data;
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  *size = ftell(f);
  fseek(f, 0, SEEK_SET);
  data = malloc(*size ? *size : 1);
  if (data && fread(data, 1, *size, f) != (size_t)*size) {
    free(data);
    data = NULL;
  }
  fclose(f);
  return data;
}

/* Loads `path` into `buffer` (t->size_bytes bytes): a .npy file of the
   tensor's shape and element size, or raw bytes. Returns 0 on success. */
static int loadTensor(const char *path, const kiln_tensor_info *t,
                      void *buffer) {
  long size, offset = 0;
  unsigned char *data = readFile(path, &size);
  if (!data)
    return fail("cannot read", path);
  if (size >= 10 && memcmp(data, "\x93NUMPY", 6) == 0) {
    long headerLen = data[6] == 1
                         ? data[8] | (data[9] << 8)
                         : data[8] | (data[9] << 8) | ((long)data[10] << 16) |
                               ((long)data[11] << 24);
    long start = data[6] == 1 ? 10 : 12;
    char header[1024] = {0}, *p;
    int64_t items = 1, itemSize;
    int rank = 0;
    memcpy(header, data + start,
           headerLen < 1023 ? (size_t)headerLen : (size_t)1023);
    if (strstr(header, "'fortran_order': True"))
      return free(data), fail("Fortran-order .npy not supported", path);
    p = strstr(header, "'descr': '");
    if (!p)
      return free(data), fail("malformed .npy header", path);
    p += 10;
    while (*p && (*p < '0' || *p > '9'))
      ++p;
    itemSize = strtoll(p, NULL, 10);
    if (itemSize != elementBytes(t))
      return free(data), fail("element size differs from the model's", path);
    p = strstr(header, "'shape': (");
    if (!p)
      return free(data), fail("malformed .npy header", path);
    p += 10;
    while (*p && *p != ')') {
      char *end;
      int64_t d = strtoll(p, &end, 10);
      if (end == p) {
        ++p;
        continue;
      }
      if (rank >= t->rank || d != t->shape[rank])
        return free(data), fail("shape differs from the model's", path);
      items *= d;
      ++rank;
      p = end;
    }
    if (rank != t->rank || items != t->num_elements)
      return free(data), fail("shape differs from the model's", path);
    offset = start + headerLen;
  }
  if (size - offset != t->size_bytes)
    return free(data), fail("size differs from the model's input", path);
  memcpy(buffer, data + offset, t->size_bytes);
  free(data);
  return 0;
}

/* The numpy dtype string of a kiln dtype (raw types as void). */
static const char *npyDescr(const kiln_tensor_info *t, char *scratch) {
  const char *n = t->dtype_name;
  char kind = 'V';
  if (strcmp(n, "i1") == 0)
    return "|b1";
  if (strcmp(n, "f32") == 0 || strcmp(n, "f64") == 0 || strcmp(n, "f16") == 0)
    kind = 'f';
  else if (strncmp(n, "complex", 7) == 0)
    kind = 'c';
  else if (n[0] == 'i' || strncmp(n, "si", 2) == 0)
    kind = 'i';
  else if (strncmp(n, "ui", 2) == 0)
    kind = 'u';
  sprintf(scratch, "%c%c%lld", elementBytes(t) == 1 ? '|' : '<', kind,
          (long long)elementBytes(t));
  return scratch;
}

static int writeNpy(const char *path, const kiln_tensor_info *t,
                    const void *data) {
  char header[512], descr[16], shape[256] = "";
  int i, len;
  FILE *f = fopen(path, "wb");
  if (!f)
    return fail("cannot write", path);
  for (i = 0; i < t->rank; ++i)
    sprintf(shape + strlen(shape), "%lld,%s", (long long)t->shape[i],
            i + 1 < t->rank ? " " : "");
  if (t->rank > 1)
    shape[strlen(shape) - 1] = '\0';
  len = sprintf(header,
                "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }",
                npyDescr(t, descr), shape);
  while ((10 + len + 1) % 64)
    header[len++] = ' ';
  header[len++] = '\n';
  fwrite("\x93NUMPY\x01\x00", 1, 8, f);
  fputc(len & 0xff, f);
  fputc(len >> 8, f);
  fwrite(header, 1, len, f);
  fwrite(data, 1, t->size_bytes, f);
  return fclose(f) ? fail("cannot write", path) : 0;
}

/* An IEEE half-precision value from its bits. */
static double halfToDouble(uint16_t h) {
  int exponent = (h >> 10) & 31, mantissa = h & 1023;
  double v = exponent == 0    ? ldexp(mantissa, -24)
             : exponent == 31 ? (mantissa ? NAN : INFINITY)
                              : ldexp(mantissa + 1024, exponent - 25);
  return h >> 15 ? -v : v;
}

static int isFloatType(const char *n) {
  return strcmp(n, "f32") == 0 || strcmp(n, "f64") == 0 ||
         strcmp(n, "bf16") == 0 || strcmp(n, "f16") == 0;
}

static double elementAsDouble(const kiln_tensor_info *t, const void *data,
                              int64_t i) {
  const char *n = t->dtype_name;
  if (strcmp(n, "f32") == 0)
    return ((const float *)data)[i];
  if (strcmp(n, "f64") == 0)
    return ((const double *)data)[i];
  if (strcmp(n, "bf16") == 0) {
    /* The high half of an f32. */
    uint32_t bits = (uint32_t)((const uint16_t *)data)[i] << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
  }
  if (strcmp(n, "f16") == 0)
    return halfToDouble(((const uint16_t *)data)[i]);
  switch (elementBytes(t)) {
  case 1:
    return n[0] == 'u' ? (double)((const uint8_t *)data)[i]
                       : (double)((const int8_t *)data)[i];
  case 2:
    return n[0] == 'u' ? (double)((const uint16_t *)data)[i]
                       : (double)((const int16_t *)data)[i];
  case 4:
    return n[0] == 'u' ? (double)((const uint32_t *)data)[i]
                       : (double)((const int32_t *)data)[i];
  default:
    return n[0] == 'u' ? (double)((const uint64_t *)data)[i]
                       : (double)((const int64_t *)data)[i];
  }
}

/* Compares output `t` with the .npy file `path`; prints the verdict. */
static int compare(int index, const kiln_tensor_info *t, const void *actual,
                   const char *path, double atol, double rtol) {
  void *expected = malloc(t->size_bytes ? t->size_bytes : 1);
  /* Complex numbers compare part by part, as two floats. */
  kiln_tensor_info parts = *t;
  int isFloat = isFloatType(t->dtype_name);
  int64_t i, bad = 0, first = -1, n = t->num_elements;
  size_t e = (size_t)elementBytes(t);
  if (loadTensor(path, t, expected))
    return free(expected), 1;
  if (strncmp(t->dtype_name, "complex", 7) == 0) {
    parts.dtype_name = e == 8 ? "f32" : "f64";
    n *= 2;
    e /= 2;
    isFloat = 1;
  }
  for (i = 0; i < n; ++i) {
    int same;
    if (isFloat) {
      double a = elementAsDouble(&parts, actual, i);
      double x = elementAsDouble(&parts, expected, i);
      same = (isnan(a) && isnan(x)) || a == x ||
             fabs(a - x) <= atol + rtol * fabs(x);
    } else {
      same = memcmp((const char *)actual + i * e,
                    (const char *)expected + i * e, e) == 0;
    }
    if (!same && bad++ == 0)
      first = i;
  }
  printf("output %d: %s[%lld elements] %s %s\n", index, t->dtype_name,
         (long long)t->num_elements, bad ? "differs from" : "matches", path);
  if (bad)
    printf("  %lld values differ; first at flat index %lld: %.9g vs %.9g\n",
           (long long)bad, (long long)first,
           elementAsDouble(&parts, actual, first),
           elementAsDouble(&parts, expected, first));
  free(expected);
  return bad != 0;
}

static void printTensor(int index, const kiln_tensor_info *t,
                        const void *data) {
  int64_t i, n = t->num_elements < 8 ? t->num_elements : 8;
  printf("output %d: %s[", index, t->dtype_name);
  for (i = 0; i < t->rank; ++i)
    printf("%s%lld", i ? "," : "", (long long)t->shape[i]);
  printf("] =");
  for (i = 0; i < n; ++i) {
    if (strncmp(t->dtype_name, "complex", 7) == 0 ||
        (strncmp(t->dtype_name, "f", 1) == 0 &&
         strcmp(t->dtype_name, "f32") != 0 &&
         strcmp(t->dtype_name, "f64") != 0)) {
      printf(" (raw)");
      break;
    }
    printf(" %.7g", elementAsDouble(t, data, i));
  }
  printf("%s\n", n < t->num_elements ? " ..." : "");
}

int main(int argc, char **argv) {
  const char *inputPaths[MAX_TENSORS], *expectPaths[MAX_TENSORS];
  const char *outDir = NULL;
  int numInputs = 0, numExpects = 0, i, status = 0, rc;
  double atol = 1e-5, rtol = 1e-5;
  void *inputs[MAX_TENSORS + 1], *outputs[MAX_TENSORS + 1];
  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--expect") == 0 && i + 1 < argc)
      expectPaths[numExpects < MAX_TENSORS ? numExpects++ : 0] = argv[++i];
    else if (strcmp(argv[i], "--atol") == 0 && i + 1 < argc)
      atol = atof(argv[++i]);
    else if (strcmp(argv[i], "--rtol") == 0 && i + 1 < argc)
      rtol = atof(argv[++i]);
    else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
      outDir = argv[++i];
    else if (argv[i][0] == '-')
      return fail("unknown option", argv[i]);
    else
      inputPaths[numInputs < MAX_TENSORS ? numInputs++ : 0] = argv[i];
  }
  if (numInputs != MODEL_NUM_INPUTS || MODEL_NUM_INPUTS > MAX_TENSORS) {
    fprintf(stderr, "kiln_run: error: the model takes %d inputs, %d given\n",
            (int)MODEL_NUM_INPUTS, numInputs);
    return 2;
  }
  if (numExpects && numExpects != MODEL_NUM_OUTPUTS) {
    fprintf(stderr, "kiln_run: error: the model has %d outputs, %d --expect\n",
            (int)MODEL_NUM_OUTPUTS, numExpects);
    return 2;
  }
  /* The caller owns every buffer: plain malloc'ed memory is enough. */
  for (i = 0; i < MODEL_NUM_INPUTS; ++i) {
    inputs[i] = malloc(MODEL_INPUTS[i].size_bytes + 16);
    if (loadTensor(inputPaths[i], &MODEL_INPUTS[i], inputs[i]))
      return 1;
  }
  for (i = 0; i < MODEL_NUM_OUTPUTS; ++i)
    outputs[i] = calloc(1, MODEL_OUTPUTS[i].size_bytes + 16);
  rc = KILN_MODEL((const void *const *)inputs, outputs);
  if (rc != 0) {
    fprintf(stderr, "kiln_run: error: the model returned status %d\n", rc);
    return 1;
  }
  for (i = 0; i < MODEL_NUM_OUTPUTS; ++i) {
    if (numExpects) {
      status |=
          compare(i, &MODEL_OUTPUTS[i], outputs[i], expectPaths[i], atol, rtol);
    } else if (outDir) {
      char path[4096];
      snprintf(path, sizeof path, "%s/out%d.npy", outDir, i);
      status |= writeNpy(path, &MODEL_OUTPUTS[i], outputs[i]);
      printf("output %d -> %s\n", i, path);
    } else {
      printTensor(i, &MODEL_OUTPUTS[i], outputs[i]);
    }
  }
  for (i = 0; i < MODEL_NUM_INPUTS; ++i)
    free(inputs[i]);
  for (i = 0; i < MODEL_NUM_OUTPUTS; ++i)
    free(outputs[i]);
  return status;
}
