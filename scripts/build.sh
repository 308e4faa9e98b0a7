#!/usr/bin/env bash
# Configures (once) and builds kiln in build/ (or $KILN_BUILD_DIR).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${KILN_BUILD_DIR:-$here/build}"
[[ -f "$build/build.ninja" ]] || KILN_BUILD_DIR="$build" "$here/scripts/configure.sh" >/dev/null
ninja -C "$build" "$@"
