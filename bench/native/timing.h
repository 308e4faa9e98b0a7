//===- timing.h - the timed-run loop of the native benchmark peers --------===//
//
// What blas_peer and triad_peer share with kiln-bench and the Python peers
// (bench/peers/common.py): `warmup` untimed calls, then `repeat` timed runs.
// With `sampleSeconds` > 0, a run is as many back-to-back calls as fill
// that time (measured on one extra calibration call, at least 1), and its
// time is the time per call: microsecond workloads are then not timed one
// clock read apart. Prints one JSON line: median_s, runs_s, calls_per_run.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_BENCH_NATIVE_TIMING_H
#define KILN_BENCH_NATIVE_TIMING_H

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

inline void timeRuns(const std::function<void()> &run, int warmup, int repeat,
                     double sampleSeconds) {
  using Clock = std::chrono::steady_clock;
  auto timed = [&](long calls) {
    auto start = Clock::now();
    for (long i = 0; i < calls; ++i)
      run();
    return std::chrono::duration<double>(Clock::now() - start).count() /
           double(calls);
  };
  for (int i = 0; i < warmup; ++i)
    run();
  long calls = 1;
  if (sampleSeconds > 0)
    calls = std::clamp(long(std::ceil(sampleSeconds / timed(1))), 1L, 100000L);
  std::vector<double> times;
  for (int i = 0; i < repeat; ++i)
    times.push_back(timed(calls));
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  std::printf("{\"median_s\": %.9f, \"calls_per_run\": %ld, \"runs_s\": [",
              sorted[sorted.size() / 2], calls);
  for (size_t i = 0; i < times.size(); ++i)
    std::printf("%s%.9f", i ? ", " : "", times[i]);
  std::printf("]}\n");
}

#endif // KILN_BENCH_NATIVE_TIMING_H
