#!/usr/bin/env bash
# Compiles a StableHLO program ahead of time and links it into the C driver
# kiln_run.c:
#
#   examples/c/build.sh PROGRAM.mlir OUT_DIR [--so|--archive]
#                       [kiln compile options...]
#
# writes OUT_DIR/model.{o,a,so}, OUT_DIR/model.h and OUT_DIR/kiln_run.
# With --target TRIPLE the driver is cross-compiled with TRIPLE-gcc (Debian's
# gcc-aarch64-linux-gnu, gcc-riscv64-linux-gnu) and linked statically, or
# dynamically against model.so with --so (run it with
# qemu-<arch>-static -L /usr/<triple>). Environment: KILN (the kiln binary,
# default: kiln on PATH), CC (the C compiler).
set -euo pipefail
if (($# < 2)); then
  sed -n '2,13p' "$0" >&2
  exit 2
fi
program=$1 out=$2
shift 2
kiln=${KILN:-kiln}
here=$(cd "$(dirname "$0")" && pwd)
ext=o
target=
args=()
while (($#)); do
  case $1 in
  --so) ext=so ;;
  --archive) ext=a ;;
  --target) target=$2; args+=("$1" "$2"); shift ;;
  --target=*) target=${1#--target=}; args+=("$1") ;;
  *) args+=("$1") ;;
  esac
  shift
done
mkdir -p "$out"
line=$("$kiln" compile "$program" -o "$out/model.$ext" --header "$out/model.h" \
  ${args[@]+"${args[@]}"})
echo "$line"
symbol=$(echo "$line" | awk '{print $2}')
if [[ -n $target ]]; then
  cc=${CC:-$target-gcc}
  static=(-static)
else
  cc=${CC:-cc}
  static=()
fi
if [[ $ext == so ]]; then
  "$cc" -O2 -std=c99 -I"$out" -DKILN_MODEL_HEADER='"model.h"' \
    -DKILN_MODEL="$symbol" "$here/kiln_run.c" "$out/model.so" \
    -Wl,-rpath,'$ORIGIN' -lm -o "$out/kiln_run"
else
  "$cc" -O2 -std=c99 -I"$out" -DKILN_MODEL_HEADER='"model.h"' \
    -DKILN_MODEL="$symbol" "$here/kiln_run.c" "$out/model.$ext" \
    ${static[@]+"${static[@]}"} -lm -o "$out/kiln_run"
fi
