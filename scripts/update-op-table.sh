#!/usr/bin/env bash
# Writes the op tables `kiln ops` generates from the code into the docs:
# the summary (kiln ops --markdown --summary) into README.md and the full
# table (kiln ops --markdown) into docs/ops.md, each between the lines
#   <!-- kiln ops: begin -->   and   <!-- kiln ops: end -->
# With --check nothing is written: it exits 1, showing the difference,
# when either file is not what `kiln ops` generates now (the lit test
# test/Tools/op-table.test runs this, so the tables cannot go stale).
#
#   scripts/update-op-table.sh [--check] [KILN]   (default build/bin/kiln)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
check=0
if [[ "${1:-}" == "--check" ]]; then
  check=1
  shift
fi
kiln="${1:-$root/build/bin/kiln}"
begin='<!-- kiln ops: begin -->'
end='<!-- kiln ops: end -->'
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# splice FILE TABLE: FILE with the lines between the markers replaced by a
# blank line, TABLE and a blank line. Fails unless FILE has each marker
# exactly once, begin before end.
splice() {
  awk -v table="$2" -v begin="$begin" -v end="$end" '
    $0 == begin {
      print; print ""
      while ((getline line < table) > 0) print line
      print ""
      skip = 1; begins++; next
    }
    $0 == end { if (!skip) bad = 1; skip = 0; ends++ }
    !skip { print }
    END { if (begins != 1 || ends != 1 || bad) exit 3 }' "$1"
}

status=0
for target in README.md:--summary docs/ops.md:; do
  file="$root/${target%%:*}"
  flags=(--markdown ${target#*:})
  "$kiln" ops "${flags[@]}" > "$tmp/table"
  if ! splice "$file" "$tmp/table" > "$tmp/new"; then
    echo "update-op-table: ${target%%:*} needs one '$begin' line and" \
         "one '$end' line after it" >&2
    exit 2
  fi
  if cmp -s "$file" "$tmp/new"; then
    continue
  fi
  if (( check )); then
    echo "update-op-table: ${target%%:*} differs from what kiln ops" \
         "generates; run scripts/update-op-table.sh" >&2
    diff -u "$file" "$tmp/new" >&2 || true
    status=1
  else
    cp "$tmp/new" "$file"
    echo "updated ${target%%:*}"
  fi
done
exit $status
