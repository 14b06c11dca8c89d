#!/usr/bin/env bash
# Shows that two kiln binaries produce the same output: every `.ll` under the given directories
# is compiled by both for $TRIPLE (default riscv64-linux-gnu) as assembly and as an object, and the outputs are compared byte
# for byte. A file whose name ends in `-O<n>.ll` is compiled at -O<n> (the level the csmith
# sweep built it at); other files at -O0 and -O2. Used to carry a csmith sweep's result over to
# a later build whose changes must not change code generation (e.g. compile-time work).
#
#   bash scripts/same-output.sh OLD_KILN NEW_KILN DIR...
#   e.g. bash scripts/same-output.sh /tmp/kiln-before target/release/kiln \
#          target/csmith-sweep/float/O0/ll target/csmith-sweep/float/O2/ll tests/codegen/riscv
#
# Environment: JOBS (default: cores), TRIPLE (default riscv64-linux-gnu; the csmith sweep's
# TRIPLE for its `.ll` files). Prints each difference and a count; exit status 1 if any
# file differs or fails to compile with one binary but not the other.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 OLD_KILN NEW_KILN DIR..." >&2
  exit 2
fi
old="$(realpath "$1")"
new="$(realpath "$2")"
shift 2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
triple="${TRIPLE:-riscv64-linux-gnu}"
export old new tmp triple
one() {
  local ll="$1" levels level ft key a b
  case "$ll" in
    *-O[0-3s].ll) levels="${ll##*-}"; levels="-${levels%.ll}" ;;
    *) levels="-O0 -O2" ;;
  esac
  key="$(printf '%s' "$ll" | md5sum | cut -c1-16)"
  for level in $levels; do
    for ft in asm obj; do
      a="$tmp/$key.a"; b="$tmp/$key.b"
      "$old" -mtriple="$triple" "$level" -filetype=$ft "$ll" -o "$a" 2>/dev/null && ra=0 || ra=$?
      "$new" -mtriple="$triple" "$level" -filetype=$ft "$ll" -o "$b" 2>/dev/null && rb=0 || rb=$?
      if [ "$ra" != "$rb" ]; then
        echo "DIFF $ll $level $ft: exit $ra vs $rb"
      elif [ "$ra" = 0 ] && ! cmp -s "$a" "$b"; then
        echo "DIFF $ll $level $ft: output differs"
      fi
      rm -f "$a" "$b"
    done
  done
  echo "DONE"
}
export -f one
results="$(find "$@" -name '*.ll' -print0 | xargs -0 -n1 -P "${JOBS:-$(nproc)}" bash -c 'one "$0"')"
files="$(grep -c '^DONE' <<<"$results" || true)"
diffs="$(grep '^DIFF' <<<"$results" || true)"
if [ -n "$diffs" ]; then
  echo "$diffs"
  echo "$files files, $(wc -l <<<"$diffs") differences"
  exit 1
fi
echo "$files files, 0 differences"
