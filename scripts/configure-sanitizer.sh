#!/usr/bin/env bash
# Configures a sanitizer build of kiln in build-<name>/ (or $KILN_BUILD_DIR):
#   scripts/configure-sanitizer.sh asan   AddressSanitizer + UndefinedBehaviorSanitizer
#   scripts/configure-sanitizer.sh tsan   ThreadSanitizer
# Every kiln library, tool and test is instrumented; Debian's libLLVM/libMLIR
# are not (their code is not kiln's). -O1 keeps the build and the instrumented
# code fast enough for CI (scripts/test-sanitizers.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
kind="${1:?usage: configure-sanitizer.sh asan|tsan}"
shift
case "$kind" in
  # The parser's fuzzer links the ASan build's dialect libraries
  # (tools/kiln-parse-fuzzer/CMakeLists.txt).
  asan) flags=(-DLLVM_USE_SANITIZER="Address;Undefined"
               "-DLLVM_UBSAN_FLAGS=-fsanitize=undefined -fno-sanitize=vptr,function -fno-sanitize-recover=all"
               -DKILN_ENABLE_FUZZER=ON) ;;
  tsan) flags=(-DLLVM_USE_SANITIZER=Thread -DKILN_ENABLE_FUZZER=OFF) ;;
  *) echo "configure-sanitizer.sh: unknown sanitizer '$kind' (asan or tsan)" >&2; exit 2 ;;
esac
export KILN_BUILD_DIR="${KILN_BUILD_DIR:-$here/build-$kind}"
# The Python extension is tested against the regular build.
"$here/scripts/configure.sh" "${flags[@]}" \
  "-DCMAKE_C_FLAGS_RELEASE=-O1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" "$@"
