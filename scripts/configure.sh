#!/usr/bin/env bash
# Configures kiln's build directory (default: build/) with clang-22, lld,
# Ninja and ccache against Debian's LLVM/MLIR 22.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${KILN_BUILD_DIR:-$here/build}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -G Ninja -S "$here" -B "$build" \
  -DCMAKE_BUILD_TYPE="${KILN_BUILD_TYPE:-Release}" \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DLLVM_USE_LINKER=lld \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
  -DLLVM_ENABLE_ASSERTIONS=ON \
  "${launcher[@]}" "$@"
