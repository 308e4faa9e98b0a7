#!/usr/bin/env bash
# Checks the formatting (scripts/check-format.sh), builds kiln and runs
# every test: the lit suite (round-trip, verifier, corpus, execution,
# bad-input and bounded fuzzing tests), then the
# benchmark harness in smoke mode, which checks that kiln's results on every
# benchmark workload match XLA's, JIT-compiled and as threaded artifacts (it
# times nothing).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${KILN_BUILD_DIR:-$here/build}"
"$here/scripts/check-format.sh"
"$here/scripts/build.sh"
# The venv first: the compiler fuzzer's lit tests (test/Fuzz) need numpy.
python="$(bash "$here/scripts/python-env.sh")"
/usr/lib/llvm-22/bin/lit -sv "$build/test"
"$python" "$here/bench/run.py" --smoke --peers kiln --threads 1 \
  --kiln-bench "$build/bin/kiln-bench" --workdir "$build/bench-smoke"
# The same workloads built ahead of time on 2 threads of the artifact's own
# thread runtime (kiln compile --threads 2, called through ctypes).
"$python" "$here/bench/run.py" --smoke --peers kiln-aot --threads 2 \
  --kiln-bench "$build/bin/kiln-bench" --workdir "$build/bench-smoke-aot"
# The Python package (python/): installed into a fresh venv, tested with pytest.
"$here/scripts/test-python.sh"
