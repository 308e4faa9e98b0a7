#!/usr/bin/env bash
# Runs kiln's benchmark harness: installs the peers (OpenBLAS, oneDNN,
# PyTorch from Debian; JAX and IREE from PyPI), builds kiln, and runs
# bench/run.py, which prints the comparison and writes docs/performance.md
# (tables and plots) and docs/performance.json (every measurement).
# Extra arguments go to bench/run.py (e.g. --only sgemm --threads 1).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/scripts/setup.sh" --bench
python="$(bash "$here/scripts/python-env.sh" --bench)"
"$here/scripts/build.sh"
"$python" "$here/bench/run.py" "$@"
