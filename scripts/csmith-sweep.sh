#!/usr/bin/env bash
# The csmith acceptance sweeps (not part of scripts/test.sh: they take tens of minutes).
#
#   bash scripts/csmith-sweep.sh int     # issue 6: 300 seeds, csmith --no-float
#   bash scripts/csmith-sweep.sh float   # issue 7: 1000 seeds, csmith --float
#   TRIPLE=rv32imac-ilp32 SEEDS=1..500 bash scripts/csmith-sweep.sh float   # issue 17, RV32
#
# Each seed's program is compiled by clang-22 for riscv64 at -O0 and at -O2, and the same `.ll`
# is built by kiln (with -verify-regalloc: regalloc2's checker on every function) and by llc-22
# at the same backend level, linked by riscv64-linux-gnu-gcc and run under qemu-riscv64; the
# checksums must be equal. TRIPLE names another of kiln-harness's configurations: RV32's are
# rv32imafdc-ilp32d, rv32imac-ilp32 and rv32imafc-ilp32f (bare metal: clang-22 for
# riscv32-unknown-elf against picolibc, linked by riscv64-unknown-elf-gcc, run under
# qemu-system-riscv32 with semihosting); issue 17's acceptance is 500 seeds of `float` per RV32
# configuration (scripts/rv32-sweep.sh runs all of them). Seeds whose llc-22 build fails or whose reference run uses more than
# TIMEOUT seconds of CPU time are skipped and counted (CPU time, so the skipped set does not
# depend on machine load).
#
# Poison and undef: a seed whose output depends on poison or undef is CLASSIFIED, not matched:
# it is neither passed nor failed, and is counted ("K classified (output depends on
# poison/undef)") and listed with its evidence. kiln is never tuned to match llc-22 on such a
# seed. A checksum mismatch is classified only with evidence from llc-22's own builds of the
# same IR (never from kiln): llc-22 at another setting (-O0 vs -O2, -regalloc=fast), or the IR
# with its poison/undef operands set to two different constants, or with its narrow
# float-to-int conversions done through i64 (which differs only where a conversion is out of
# range, i.e. poison), prints differently from the reference; and, run with csmith's argument
# `1` (a running checksum after each global), kiln's build must first differ no earlier than
# that evidence build. Any other mismatch is a failure. (kiln-harness's `classify` module.)
#
# Logs go to $WORK/<level>.log (WORK defaults to target/csmith-sweep/<mode>, and to
# target/csmith-sweep/<mode>-<TRIPLE> for another TRIPLE), each seed's .ll is kept in $WORK/<level>/ll (to show later that
# another kiln build compiles them to the same output: scripts/same-output.sh); the exit status
# is non-zero if any seed fails (classified and skipped seeds do not fail the sweep).
# Environment: SEEDS (default 1..300 / 1..1000), JOBS (default: cores), TIMEOUT (default 10),
# TRIPLE (default riscv64-linux-gnu), LEVELS (default "O0 O2": the clang and kiln levels, each
# run in turn), WORK (default target/csmith-sweep); KILN and HARNESS name the kiln and kiln-harness binaries
# to use instead of building them (both, or neither).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-int}"
case "$mode" in
  int) seeds="${SEEDS:-1..300}"; csmith_opts=(--no-float) ;;
  float) seeds="${SEEDS:-1..1000}"; csmith_opts=(--float) ;;
  *) echo "usage: $0 int|float" >&2; exit 2 ;;
esac
jobs="${JOBS:-$(nproc)}"
triple="${TRIPLE:-riscv64-linux-gnu}"
levels="${LEVELS:-O0 O2}"
for level in $levels; do
  case "$level" in
    O0 | O1 | O2 | O3) ;;
    *) echo "$0: LEVELS takes O0 O1 O2 O3, got '$level'" >&2; exit 2 ;;
  esac
done
sub="$mode"
[ "$triple" = riscv64-linux-gnu ] || sub="$mode-$triple"
work="$(realpath -m "${WORK:-target/csmith-sweep}/$sub")"
if [ -n "${KILN:-}" ] && [ -n "${HARNESS:-}" ]; then
  kiln_bin="$KILN"; harness_bin="$HARNESS"
elif [ -z "${KILN:-}" ] && [ -z "${HARNESS:-}" ]; then
  cargo build --release -q -p kiln-cli -p kiln-harness
  kiln_bin="${CARGO_TARGET_DIR:-target}/release/kiln"
  harness_bin="${CARGO_TARGET_DIR:-target}/release/kiln-harness"
else
  echo "$0: set both KILN and HARNESS, or neither" >&2; exit 2
fi
# Copies, so that rebuilding during a long sweep does not change the binaries under test.
mkdir -p "$work"
bin="$work/bin"
mkdir -p "$bin"
cp "$kiln_bin" "$bin/kiln"
cp "$harness_bin" "$bin/kiln-harness"
status=0
for level in $levels; do
  mkdir -p "$work/$level"
  echo "== csmith $mode, $triple, seeds $seeds, clang -$level IR, kiln -$level -verify-regalloc vs llc-22 -$level"
  if ! "$bin/kiln-harness" csmith --seeds "$seeds" --triple "$triple" --llc "$bin/kiln" --llc-opt "-$level" \
      --llc-arg -verify-regalloc \
      --level "-$level" --jobs "$jobs" --timeout "${TIMEOUT:-10}" --work "$work/$level" --keep-ll "$work/$level/ll" \
      -- "${csmith_opts[@]}" >"$work/$level.log" 2>&1; then
    status=1
  fi
  grep -E '^CLASSIFIED ' "$work/$level.log" || true
  grep -E '^[0-9]+ passed' "$work/$level.log" || tail -3 "$work/$level.log"
done
exit $status
