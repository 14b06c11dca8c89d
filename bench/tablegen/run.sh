#!/usr/bin/env bash
# bench/tablegen/run.sh: -print-records time of kiln-tablegen vs llvm-tblgen-22.
#
# For each input (LLVM's Target.td and Intrinsics.td), runs the two tools alternately
# RUNS times (default 7) in one session, output to /dev/null, and prints the median wall time
# and median CPU time (user+sys) of each, and the ratio kiln/llvm. Goal: ratio <= 1.0.
#
# Usage: bench/tablegen/run.sh [RUNS]
#   KILN_TABLEGEN=path   use this binary instead of building one
#   CARGO_TARGET_DIR     where to build (default /work/build/tablegen)
set -euo pipefail
RUNS=${1:-7}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
INC=/usr/include/llvm-22
LLVM=llvm-tblgen-22
if [ -z "${KILN_TABLEGEN:-}" ]; then
  export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/work/build/tablegen}
  (cd "$ROOT" && cargo build --release -q -p kiln-cli --bin kiln-tablegen)
  KILN_TABLEGEN=$CARGO_TARGET_DIR/release/kiln-tablegen
fi
command -v "$LLVM" >/dev/null || { echo "error: $LLVM not found" >&2; exit 1; }
[ -x "$KILN_TABLEGEN" ] || { echo "error: $KILN_TABLEGEN not executable" >&2; exit 1; }

# median of numbers on stdin
median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.4f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# one timed run: prints "wall cpu"
TIMEFILE=$(mktemp)
trap 'rm -f "$TIMEFILE"' EXIT
timed() {
  /usr/bin/time -o "$TIMEFILE" -f "%e %U %S" "$@" >/dev/null 2>/dev/null
  awk '{printf "%s %.4f\n", $1, $2+$3}' "$TIMEFILE"
}

printf "%-28s %10s %10s %10s %10s %8s %8s\n" input kiln_wall llvm_wall kiln_cpu llvm_cpu r_wall r_cpu
for rel in llvm/Target/Target.td llvm/IR/Intrinsics.td; do
  f=$INC/$rel
  # Both tools must agree before timing means anything.
  if ! cmp -s <("$KILN_TABLEGEN" -I "$INC" "$f") <("$LLVM" -I "$INC" "$f"); then
    echo "error: outputs differ on $rel" >&2; exit 1
  fi
  kw=(); lw=(); kc=(); lc=()
  for ((i = 0; i < RUNS; i++)); do
    read -r w c < <(timed "$KILN_TABLEGEN" -print-records -I "$INC" "$f"); kw+=("$w"); kc+=("$c")
    read -r w c < <(timed "$LLVM" -print-records -I "$INC" "$f"); lw+=("$w"); lc+=("$c")
  done
  mkw=$(printf '%s\n' "${kw[@]}" | median); mlw=$(printf '%s\n' "${lw[@]}" | median)
  mkc=$(printf '%s\n' "${kc[@]}" | median); mlc=$(printf '%s\n' "${lc[@]}" | median)
  printf "%-28s %10s %10s %10s %10s %8.3f %8.3f\n" "$(basename "$rel")" "$mkw" "$mlw" "$mkc" "$mlc" \
    "$(awk -v a="$mkw" -v b="$mlw" 'BEGIN{print (b>0)?a/b:0}')" \
    "$(awk -v a="$mkc" -v b="$mlc" 'BEGIN{print (b>0)?a/b:0}')"
done
echo "(median of $RUNS alternating runs; ratio = kiln / llvm-tblgen-22; goal <= 1.0)"
