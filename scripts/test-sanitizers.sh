#!/usr/bin/env bash
# Runs kiln under the sanitizers (issue: no crash anywhere in the compiler).
#   AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/): every
#   GoogleTest suite and the lit suite, minus what KILN_SANITIZE_SAMPLE
#   leaves out (see below).
#   ThreadSanitizer (in build/, beside the regular build): the compiler
#   API's tests, among them one executable run from eight threads at once,
#   and the runtimes' tests, with lib/Compiler and the runtimes instrumented
#   and the passes they run taken from the regular build.
# The ASan build is configured by scripts/configure-sanitizer.sh (-O1).
#
# KILN_SANITIZE_SAMPLE=N runs one lit test in N of the execution folders'
# (lit's --num-shards N --run-shard 1, a fixed, deterministic subset) and
# every test elsewhere; the default 1 runs everything.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sample="${KILN_SANITIZE_SAMPLE:-1}"
lit=/usr/lib/llvm-22/bin/lit

# A sanitizer report fails the process; leaks are reported too. The
# runtime's own out-of-memory errors are tested, so an impossible allocation
# returns null as it does without ASan. kiln's instrumented copies of LLVM's
# inline allocators poison memory that Debian's uninstrumented libMLIR then
# hands out without unpoisoning it, so manual poisoning is off.
leaks="detect_leaks=1:allocator_may_return_null=1:halt_on_error=1:allow_user_poisoning=0"
export ASAN_OPTIONS="$leaks"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# libomp and libMLIR are not instrumented: races whose stacks pass through
# them are suppressed (scripts/tsan-suppressions.txt says why).
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:allocator_may_return_null=1:suppressions=$here/scripts/tsan-suppressions.txt"

asan="$here/build-asan"
[[ -f "$asan/build.ninja" ]] || "$here/scripts/configure-sanitizer.sh" asan >/dev/null
ninja -C "$asan" kiln kiln-opt kiln-bench kiln-runtime-tests kiln-compiler-tests \
  kiln-runtime-capi-tests kiln-runtime-capi-c-test kiln-parse-fuzzer \
  kiln_pjrt kiln-pjrt-c-client
# lit maps build-asan/test/<folder> to the sources' test/<folder>.
others=() sampled=()
for dir in "$here"/test/*/; do
  name="$(basename "$dir")"
  case "$name" in
    Execution|LaxSuite) sampled+=("$asan/test/$name") ;;
    *) others+=("$asan/test/$name") ;;
  esac
done
# A fatal error that kiln recovers from abandons the compilation's stack
# (docs/errors.md): what it held leaks by design, so the tests that provoke
# one (named fatal*) run without leak checking; the compiler API's
# GoogleTest binary (lit's compiler-api.test) is run directly below.
# The lax suite's artifact check (test/Corpus/portable/lax_suite.test) is
# the same reading and writing code as the corpus' artifact tests, which do
# run here, over 800 programs: it runs in the regular build only.
"$lit" -sv --filter-out 'fatal|compiler-api|portable/lax_suite' "${others[@]}"
"$lit" -sv --filter-out 'fatal|compiler-api' --num-shards "$sample" --run-shard 1 "${sampled[@]}"
ASAN_OPTIONS="${leaks/detect_leaks=1/detect_leaks=0}" "$lit" -sv --filter 'fatal' \
  "${others[@]}" "${sampled[@]}"
"$asan/bin/kiln-compiler-tests" --gtest_filter='-FatalError.*'
ASAN_OPTIONS="${leaks/detect_leaks=1/detect_leaks=0}" \
  "$asan/bin/kiln-compiler-tests" --gtest_filter='FatalError.*'
"$asan/bin/kiln-runtime-tests"
"$asan/bin/kiln-runtime-capi-tests"

# ThreadSanitizer: the instrumented copies of the compiler API's and the
# runtimes' tests that the regular build defines (KILN_TSAN_COPIES in the
# top-level CMakeLists.txt), linking that build's uninstrumented passes.
build="${KILN_BUILD_DIR:-$here/build}"
[[ -f "$build/build.ninja" ]] || KILN_BUILD_DIR="$build" "$here/scripts/configure.sh" >/dev/null
ninja -C "$build" kiln-compiler-tests-tsan kiln-runtime-tests-tsan
"$build/bin/kiln-compiler-tests-tsan"
"$build/bin/kiln-runtime-tests-tsan"
