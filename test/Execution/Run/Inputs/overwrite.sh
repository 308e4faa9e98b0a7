#!/usr/bin/env bash
# Overwrites every compile cache entry in $1 with the contents of $2
# (test/Execution/Run/cache.mlir: corrupt entries are misses).
set -euo pipefail
for entry in "$1"/*.kiln; do
  cp "$2" "$entry"
done
