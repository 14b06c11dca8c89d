#!/usr/bin/env bash
# The csmith acceptance sweeps (not part of scripts/test.sh: they take tens of minutes).
#
#   bash scripts/csmith-sweep.sh int     # issue 6: 300 seeds, csmith --no-float
#   bash scripts/csmith-sweep.sh float   # issue 7: 1000 seeds, csmith --float
#
# Each seed's program is compiled by clang-22 for riscv64 at -O0 and at -O2, and the same `.ll`
# is built by kiln and by llc-22 at the same backend level, linked by riscv64-linux-gnu-gcc and
# run under qemu-riscv64; the checksums must be equal. Seeds whose llc-22 build fails or whose
# reference run exceeds TIMEOUT seconds are skipped and counted. Logs go to $WORK/<level>.log;
# the exit status is non-zero if any seed fails.
# Environment: SEEDS (default 1..300 / 1..1000), JOBS (default: cores), TIMEOUT (default 10),
# WORK (default target/csmith-sweep).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-int}"
case "$mode" in
  int) seeds="${SEEDS:-1..300}"; csmith_opts=(--no-float) ;;
  float) seeds="${SEEDS:-1..1000}"; csmith_opts=(--float) ;;
  *) echo "usage: $0 int|float" >&2; exit 2 ;;
esac
jobs="${JOBS:-$(nproc)}"
work="${WORK:-target/csmith-sweep}/$mode"
cargo build --release -q -p kiln-cli -p kiln-harness
bin="${CARGO_TARGET_DIR:-target}/release"
status=0
for level in O0 O2; do
  mkdir -p "$work/$level"
  echo "== csmith $mode, seeds $seeds, clang -$level IR, kiln -$level vs llc-22 -$level"
  if ! "$bin/kiln-harness" csmith --seeds "$seeds" --llc "$bin/kiln" --llc-opt "-$level" \
      --level "-$level" --jobs "$jobs" --timeout "${TIMEOUT:-10}" --work "$work/$level" \
      -- "${csmith_opts[@]}" >"$work/$level.log" 2>&1; then
    status=1
  fi
  grep -E '^[0-9]+ passed' "$work/$level.log" || tail -3 "$work/$level.log"
done
exit $status
