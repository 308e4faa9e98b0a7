#!/usr/bin/env bash
# Installs every Debian package kiln needs to build and test on a fresh
# Debian 12 machine (run as root, or with sudo available). With --bench it
# also installs the native peers of the benchmark harness (bench/run.py).
set -euo pipefail
packages=(
  cmake ninja-build ccache
  clang-22 lld-22 llvm-22-dev llvm-22-tools
  # The format check of scripts/test.sh (.clang-format).
  clang-format-22
  # libmlir-22-dev's CMake config needs mlir-22-tools (mlir-tblgen etc.).
  libmlir-22-dev mlir-22-tools
  # libFuzzer runtime for the parse+verify fuzz target.
  libclang-rt-22-dev
  # C++ unit tests of the runtime.
  libgtest-dev
  # MPI for programs across processes (runtime/mpi, docs/mpi.md) and
  # mpirun for their tests.
  libopenmpi-dev openmpi-bin
  # LLVM's OpenMP runtime, which threaded generated code runs on.
  libomp-22-dev
  # Cross toolchains and qemu-user for the kiln compile --target tests
  # (test/AOT): the C driver is linked with the cross gcc and run under qemu.
  qemu-user-static gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu
  libc6-dev-arm64-cross libc6-dev-riscv64-cross
)
if [[ "${1:-}" == "--bench" ]]; then
  # OpenBLAS, oneDNN and PyTorch CPU, the library peers kiln is measured
  # against.
  packages+=(libopenblas-dev libdnnl-dev python3-torch python3-numpy)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi
echo "kiln: build dependencies installed"
