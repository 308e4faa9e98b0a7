//===- blas_peer.cpp - OpenBLAS and oneDNN peers of the kiln benchmarks ---===//
//
// The library baselines of bench/run.py, called from C++:
//   blas_peer <lib> gemm M N K transB  in0.f32 in1.f32 out.f32 TIMING
//   blas_peer <lib> bmm B M N K        in0.f32 in1.f32 out.f32 TIMING
//   blas_peer onednn conv N H W C KH KW CO stride pad in0 in1 out TIMING
//   blas_peer onednn gemm_bf16 M N K  in0.bf16 in1.bf16 out.bf16 TIMING
//   blas_peer onednn gemm_f16 M N K   in0.f16 in1.f16 out.f16 TIMING
//   blas_peer onednn gemm_u8s8 M N K  in0.int8 in1.int8 out.int32 TIMING
// where TIMING is `warmup repeat sample_seconds` (timing.h)
// with <lib> = openblas | onednn. Inputs are raw little-endian f32 in
// row-major order (NHWC activations, HWIO weights for conv), or for
// gemm_bf16/gemm_f16 raw 16-bit values (bf16 as its bits), for gemm_u8s8
// bytes (A read as u8, B as s8; the workload's A is in [0, 127], the same
// values either way; oneDNN's matmul primitive, u8s8s32); the last run's
// result is written in the inputs' type (i32 for gemm_u8s8). Thread counts come
// from the environment (OPENBLAS_NUM_THREADS, OMP_NUM_THREADS) and CPU
// affinity, set by run.py. Exit status 77 (kSkipStatus), with the reason as the
// last line on stderr, means the library cannot run that type on this CPU:
// run.py records a skip, not a failure. Prints one JSON line like kiln-bench.
// oneDNN convolution weights are reordered to the library's preferred layout
// once, outside the timed runs.
//
//===----------------------------------------------------------------------===//

#include <cblas.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "timing.h"

static constexpr int kSkipStatus = 77;

template <typename T = float>
static std::vector<T> readFile(const char *path, size_t count) {
  std::vector<T> data(count);
  FILE *f = std::fopen(path, "rb");
  if (!f || std::fread(data.data(), sizeof(T), count, f) != count) {
    std::fprintf(stderr, "blas_peer: cannot read %zu values from %s\n", count,
                 path);
    std::exit(1);
  }
  std::fclose(f);
  return data;
}

template <typename T>
static void writeFile(const char *path, const std::vector<T> &data) {
  FILE *f = std::fopen(path, "wb");
  if (!f ||
      std::fwrite(data.data(), sizeof(T), data.size(), f) != data.size()) {
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

// C = A * B through oneDNN's matmul primitive, created once before the
// timed runs: bf16 or f16 with the result in the inputs' type, as JAX's dot
// of two bf16 (f16) arrays does (oneDNN sums the products in f32), or u8 x
// s8 into s32. B keeps its row-major layout rather than one oneDNN picks
// (format_tag::any): it is a runtime input to every peer, so packing it
// belongs in the timed calls, as it does in dnnl_sgemm's f32 path.
template <typename A, typename B, typename C>
static int matmul(dnnl::memory::data_type aType, dnnl::memory::data_type bType,
                  dnnl::memory::data_type cType, long M, long N, long K,
                  char **files, int warmup, int repeat, double sampleSeconds) {
  using namespace dnnl;
  using tag = memory::format_tag;
  auto a = readFile<A>(files[0], M * K);
  auto b = readFile<B>(files[1], K * N);
  std::vector<C> c(M * N);
  engine eng(engine::kind::cpu, 0);
  stream strm(eng);
  memory::desc aMd({M, K}, aType, tag::ab), bMd({K, N}, bType, tag::ab),
      cMd({M, N}, cType, tag::ab);
  matmul::primitive_desc pd;
  try {
    pd = matmul::primitive_desc(matmul::desc(aMd, bMd, cMd), eng);
  } catch (const error &e) {
    if (e.status != dnnl_unimplemented)
      throw;
    const version_t *v = version();
    std::fprintf(stderr,
                 "oneDNN %d.%d.%d has no matmul of these types for this CPU\n",
                 v->major, v->minor, v->patch);
    return kSkipStatus;
  }
  memory aMem(aMd, eng, a.data()), bMem(bMd, eng, b.data()),
      cMem(cMd, eng, c.data());
  dnnl::matmul mm(pd);
  timeRuns(
      [&] {
        mm.execute(strm, {{DNNL_ARG_SRC, aMem},
                          {DNNL_ARG_WEIGHTS, bMem},
                          {DNNL_ARG_DST, cMem}});
        strm.wait();
      },
      warmup, repeat, sampleSeconds);
  writeFile(files[2], c);
  return 0;
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
  if ((kind == "gemm_bf16" || kind == "gemm_f16" || kind == "gemm_u8s8") &&
      onednn && argc == 12) {
    using dt = dnnl::memory::data_type;
    try {
      long M = arg(3), N = arg(4), K = arg(5);
      int warmup = arg(9), repeat = arg(10);
      double seconds = std::atof(argv[11]);
      if (kind == "gemm_u8s8")
        return matmul<uint8_t, int8_t, int32_t>(dt::u8, dt::s8, dt::s32, M, N,
                                                K, argv + 6, warmup, repeat,
                                                seconds);
      dt type = kind == "gemm_bf16" ? dt::bf16 : dt::f16;
      return matmul<uint16_t, uint16_t, uint16_t>(
          type, type, type, M, N, K, argv + 6, warmup, repeat, seconds);
    } catch (const dnnl::error &e) {
      std::fprintf(stderr, "blas_peer: oneDNN: %s (status %d)\n", e.what(),
                   int(e.status));
      return 1;
    }
  }
  std::fprintf(stderr, "blas_peer: bad arguments (see blas_peer.cpp)\n");
  return 1;
}
