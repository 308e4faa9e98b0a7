#!/usr/bin/env bash
# Tests the kiln Python package: creates a fresh virtual environment
# (build/python-venv, or $KILN_PYTHON_VENV), pip installs ./python (its
# extension builds incrementally in build/python-ext) with pytest, JAX and
# ml_dtypes, and runs python/tests against XLA's results.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
venv="${KILN_PYTHON_VENV:-$here/build/python-venv}"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q pytest jax ml_dtypes
"$venv/bin/pip" install -q "$here/python"
# Run from the tests folder so `import kiln` is the installed package.
cd "$here/python/tests"
"$venv/bin/python" -m pytest -q "$@"
