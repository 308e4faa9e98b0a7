#!/usr/bin/env bash
# Creates (or updates) kiln's Python virtual environment, venv/ at the
# repository root, with what the tests and tools need from PyPI: JAX (XLA's
# CPU backend, the reference kiln is checked and timed against) and numpy.
# With --bench it adds IREE's compiler and runtime, the benchmark peers, and
# matplotlib, which draws the report's plots (bench/plot.py).
# Prints the environment's python.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
venv="$here/venv"
packages=(jax numpy)
modules="jax, numpy"
if [[ "${1:-}" == "--bench" ]]; then
  packages+=(iree-base-compiler iree-base-runtime matplotlib)
  modules+=", iree.compiler, iree.runtime, matplotlib"
fi
[[ -x "$venv/bin/python" ]] || python3 -m venv "$venv" >&2
if ! "$venv/bin/python" -c "import $modules" 2>/dev/null; then
  "$venv/bin/pip" install -q "${packages[@]}" >&2
fi
echo "$venv/bin/python"
