#!/usr/bin/env bash
# Builds kiln and runs every test: the lit suite (round-trip, verifier,
# corpus, bad-input and bounded fuzzing tests).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${KILN_BUILD_DIR:-$here/build}"
"$here/scripts/build.sh"
/usr/lib/llvm-22/bin/lit -sv "$build/test"
