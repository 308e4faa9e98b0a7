//===- triad_peer.cpp - STREAM triad reference of the kiln benchmarks -----===//
//
// The memory-bandwidth reference of bench/run.py (peer "native"):
//   triad_peer N scale in0.f32 in1.f32 out.f32 warmup repeat sample_seconds
// computes out = in0 + scale * in1 over N f32 with a plain C++ loop
// (compiled -O3 -march=native -fopenmp by run.py), the triad of the STREAM
// benchmark. The threads (OMP_NUM_THREADS, set by run.py) each take one
// contiguous part; the output array is allocated and touched once, before
// the timed runs, as STREAM does. Bandwidth counts 3 arrays x 4 bytes per
// element. Prints one JSON line like kiln-bench.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "timing.h"

static std::vector<float> readFile(const char *path, size_t count) {
  std::vector<float> data(count);
  FILE *f = std::fopen(path, "rb");
  if (!f || std::fread(data.data(), sizeof(float), count, f) != count) {
    std::fprintf(stderr, "triad_peer: cannot read %zu floats from %s\n", count,
                 path);
    std::exit(1);
  }
  std::fclose(f);
  return data;
}

static void triad(long n, float scale, const float *a, const float *b,
                  float *c) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i)
    c[i] = a[i] + scale * b[i];
}

int main(int argc, char **argv) {
  if (argc != 9) {
    std::fprintf(stderr, "usage: triad_peer N scale in0.f32 in1.f32 out.f32 "
                         "warmup repeat sample_seconds\n");
    return 1;
  }
  long n = std::atol(argv[1]);
  float scale = float(std::atof(argv[2]));
  int warmup = std::atoi(argv[6]), repeat = std::atoi(argv[7]);
  if (n <= 0 || repeat < 1 || warmup < 0) {
    std::fprintf(stderr, "triad_peer: bad arguments\n");
    return 1;
  }
  std::vector<float> a = readFile(argv[3], n), b = readFile(argv[4], n);
  std::vector<float> c(n);
  triad(n, scale, a.data(), b.data(), c.data());
  timeRuns([&] { triad(n, scale, a.data(), b.data(), c.data()); }, warmup,
           repeat, std::atof(argv[8]));
  FILE *f = std::fopen(argv[5], "wb");
  if (!f || std::fwrite(c.data(), sizeof(float), n, f) != size_t(n)) {
    std::fprintf(stderr, "triad_peer: cannot write %s\n", argv[5]);
    return 1;
  }
  std::fclose(f);
  return 0;
}
