#!/usr/bin/env bash
# The csmith acceptance sweeps (not part of scripts/test.sh: they take tens of minutes).
#
#   bash scripts/csmith-sweep.sh int     # issue 6: 300 seeds, csmith --no-float
#   bash scripts/csmith-sweep.sh float   # issue 7: 1000 seeds, csmith --float
#
# Each seed's program is compiled by clang-22 for riscv64 at -O0 and at -O2, and the same `.ll`
# is built by kiln and by llc-22 at the same backend level, linked by riscv64-linux-gnu-gcc and
# run under qemu-riscv64; the checksums must be equal. Seeds whose llc-22 build fails or whose
# reference run uses more than TIMEOUT seconds of CPU time are skipped and counted (CPU time,
# so the skipped set does not depend on machine load). Logs go to $WORK/<level>.log, each seed's
# .ll is kept in $WORK/<level>/ll (to show later that another kiln build compiles them to the
# same output: scripts/same-output.sh); the exit status is non-zero if any seed fails.
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
work="$(realpath -m "${WORK:-target/csmith-sweep}/$mode")"
cargo build --release -q -p kiln-cli -p kiln-harness
# Copies, so that rebuilding during a long sweep does not change the binaries under test.
mkdir -p "$work"
bin="$work/bin"
mkdir -p "$bin"
cp "${CARGO_TARGET_DIR:-target}/release/kiln" "${CARGO_TARGET_DIR:-target}/release/kiln-harness" "$bin/"
status=0
for level in O0 O2; do
  mkdir -p "$work/$level"
  echo "== csmith $mode, seeds $seeds, clang -$level IR, kiln -$level vs llc-22 -$level"
  if ! "$bin/kiln-harness" csmith --seeds "$seeds" --llc "$bin/kiln" --llc-opt "-$level" \
      --level "-$level" --jobs "$jobs" --timeout "${TIMEOUT:-10}" --work "$work/$level" --keep-ll "$work/$level/ll" \
      -- "${csmith_opts[@]}" >"$work/$level.log" 2>&1; then
    status=1
  fi
  grep -E '^[0-9]+ passed' "$work/$level.log" || tail -3 "$work/$level.log"
done
exit $status
