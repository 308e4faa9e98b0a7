#!/usr/bin/env bash
# Checks that every C and C++ file of kiln is formatted as .clang-format says
# (clang-format-22, LLVM style); with --fix, formats them in place.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
format=clang-format-22
command -v "$format" >/dev/null || { echo "kiln: $format not found (scripts/setup.sh installs it)" >&2; exit 1; }
mapfile -t files < <(git ls-files -- '*.c' '*.h' '*.cpp')
if [[ "${1:-}" == "--fix" ]]; then
  "$format" -i "${files[@]}"
  exit 0
fi
if ! "$format" --dry-run -Werror "${files[@]}"; then
  echo "kiln: the files above are not formatted; run scripts/check-format.sh --fix" >&2
  exit 1
fi
echo "kiln: ${#files[@]} C/C++ files formatted"
