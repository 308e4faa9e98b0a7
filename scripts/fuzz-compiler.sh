#!/usr/bin/env bash
# Runs kiln's compiler fuzzer (test/Fuzz/compiler/fuzz.py) for a while: random
# well-typed StableHLO programs, each compiled and run at -O0 and at -O2, must
# give the same results (within what -O2 may legitimately change) and never
# crash. The seed is random unless given, and printed; every case is
# reproducible from (seed, case): `fuzz.py show --seed S --index C` prints it.
# New failures are shrunk and written to test/Fuzz/compiler-regressions/ as
# lit tests marked XFAIL (see test/Fuzz/README.md).
#
# usage: scripts/fuzz-compiler.sh [SECONDS [SEED [fuzz.py run options...]]]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${KILN_BUILD_DIR:-$here/build}"
seconds="${1:-600}"
seed="${2:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
python="$(bash "$here/scripts/python-env.sh")"
echo "kiln compiler fuzzer: seed $seed, $seconds s"
exec "$python" "$here/test/Fuzz/compiler/fuzz.py" \
  --kiln "$build/bin/kiln" --kiln-opt "$build/bin/kiln-opt" \
  run --seed "$seed" --seconds "$seconds" \
  --save "$here/test/Fuzz/compiler-regressions" \
  --known "$here/test/Fuzz/compiler-regressions" "${@:3}"
