//===- blas_peer.cpp - OpenBLAS and oneDNN peers of the kiln benchmarks ---===//
//
// The library baselines of bench/run.py, called from C++:
//   blas_peer <lib> gemm M N K transB  in0.f32 in1.f32 out.f32 TIMING
//   blas_peer <lib> bmm B M N K        in0.f32 in1.f32 out.f32 TIMING
//   blas_peer onednn conv N H W C KH KW CO stride pad in0 in1 out TIMING
// where TIMING is `warmup repeat sample_seconds` (timing.h)
// with <lib> = openblas | onednn. Inputs are raw little-endian f32 in
// row-major order (NHWC activations, HWIO weights for conv); the last run's
// result is written the same way. Thread counts come from the environment
// (OPENBLAS_NUM_THREADS, OMP_NUM_THREADS) and CPU affinity, set by run.py.
// Prints one JSON line like kiln-bench. oneDNN convolution weights are
// reordered to the library's preferred layout once, outside the timed runs.
//
//===----------------------------------------------------------------------===//

#include <cblas.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "timing.h"

static std::vector<float> readFile(const char *path, size_t count) {
  std::vector<float> data(count);
  FILE *f = std::fopen(path, "rb");
  if (!f || std::fread(data.data(), sizeof(float), count, f) != count) {
    std::fprintf(stderr, "blas_peer: cannot read %zu floats from %s\n", count,
                 path);
    std::exit(1);
  }
  std::fclose(f);
  return data;
}

static void writeFile(const char *path, const std::vector<float> &data) {
  FILE *f = std::fopen(path, "wb");
  if (!f ||
      std::fwrite(data.data(), sizeof(float), data.size(), f) != data.size()) {
    std::fprintf(stderr, "blas_peer: cannot write %s\n", path);
    std::exit(1);
  }
  std::fclose(f);
}

static void gemm(bool onednn, long M, long N, long K, bool transB,
                 const float *a, const float *b, float *c) {
  if (onednn) {
    dnnl_sgemm('N', transB ? 'T' : 'N', M, N, K, 1.0f, a, K, b, transB ? K : N,
               0.0f, c, N);
    return;
  }
  cblas_sgemm(CblasRowMajor, CblasNoTrans, transB ? CblasTrans : CblasNoTrans,
              M, N, K, 1.0f, a, K, b, transB ? K : N, 0.0f, c, N);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: see the top of blas_peer.cpp\n");
    return 1;
  }
  std::string lib = argv[1], kind = argv[2];
  bool onednn = lib == "onednn";
  auto arg = [&](int i) { return std::atol(argv[i]); };
  if (kind == "gemm" && argc == 13) {
    long M = arg(3), N = arg(4), K = arg(5);
    bool transB = arg(6) != 0;
    auto a = readFile(argv[7], M * K), b = readFile(argv[8], K * N);
    std::vector<float> c(M * N);
    timeRuns(
        [&] { gemm(onednn, M, N, K, transB, a.data(), b.data(), c.data()); },
        arg(10), arg(11), std::atof(argv[12]));
    writeFile(argv[9], c);
    return 0;
  }
  if (kind == "bmm" && argc == 13) {
    long B = arg(3), M = arg(4), N = arg(5), K = arg(6);
    auto a = readFile(argv[7], B * M * K), b = readFile(argv[8], B * K * N);
    std::vector<float> c(B * M * N);
    timeRuns(
        [&] {
          for (long i = 0; i < B; ++i)
            gemm(onednn, M, N, K, false, a.data() + i * M * K,
                 b.data() + i * K * N, c.data() + i * M * N);
        },
        arg(10), arg(11), std::atof(argv[12]));
    writeFile(argv[9], c);
    return 0;
  }
  if (kind == "conv" && onednn && argc == 18) {
    using namespace dnnl;
    long n = arg(3), h = arg(4), w = arg(5), c = arg(6), kh = arg(7),
         kw = arg(8), co = arg(9), stride = arg(10), pad = arg(11);
    long oh = (h + 2 * pad - kh) / stride + 1,
         ow = (w + 2 * pad - kw) / stride + 1;
    auto src = readFile(argv[12], n * h * w * c);
    auto wei = readFile(argv[13], kh * kw * c * co);
    std::vector<float> dst(n * oh * ow * co);
    engine eng(engine::kind::cpu, 0);
    stream strm(eng);
    using tag = memory::format_tag;
    using dt = memory::data_type;
    memory::desc srcMd({n, c, h, w}, dt::f32, tag::nhwc);
    memory::desc dstMd({n, co, oh, ow}, dt::f32, tag::nhwc);
    memory::desc weiUser({co, c, kh, kw}, dt::f32, tag::hwio);
    memory::desc weiAny({co, c, kh, kw}, dt::f32, tag::any);
    convolution_forward::desc desc(
        prop_kind::forward_inference, algorithm::convolution_direct, srcMd,
        weiAny, dstMd, {stride, stride}, {pad, pad}, {pad, pad});
    convolution_forward::primitive_desc pd(desc, eng);
    memory srcMem(srcMd, eng, src.data()), dstMem(dstMd, eng, dst.data());
    memory weiUserMem(weiUser, eng, wei.data());
    memory weiMem(pd.weights_desc(), eng);
    reorder(weiUserMem, weiMem).execute(strm, weiUserMem, weiMem);
    convolution_forward conv(pd);
    timeRuns(
        [&] {
          conv.execute(strm, {{DNNL_ARG_SRC, srcMem},
                              {DNNL_ARG_WEIGHTS, weiMem},
                              {DNNL_ARG_DST, dstMem}});
          strm.wait();
        },
        arg(15), arg(16), std::atof(argv[17]));
    writeFile(argv[14], dst);
    return 0;
  }
  std::fprintf(stderr, "blas_peer: bad arguments (see blas_peer.cpp)\n");
  return 1;
}
