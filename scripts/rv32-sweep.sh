#!/usr/bin/env bash
# RV32's acceptance sweeps (issue 17; not part of scripts/test.sh: they take hours on the shared
# 2-core machine).
#
#   bash scripts/rv32-sweep.sh corpus   # the whole C corpus matrix on RV32
#   bash scripts/rv32-sweep.sh csmith   # csmith --float, 500 seeds per ABI, -O0 and -O2
#
# corpus: kiln-harness's corpus mode for rv32imafdc-ilp32d and rv32imac-ilp32 with clang-22 IR
# at -O0, -O1, -O2, -O3 and -Os, each .ll through kiln -O0 and -O2, as objects and then as
# assembly (3 x 2 x 2 builds of every program per configuration), and for rv32imafc-ilp32f clang
# -O2 IR through kiln -O2 (obj and asm). Each build is linked with picolibc by
# riscv64-unknown-elf-gcc and run under qemu-system-riscv32 (semihosting); its output must equal
# the program's expected output. Programs bare metal cannot run (threads, `__int128`, ...) are
# skipped with the reason (kiln-harness's `corpus::BARE_METAL_UNSUPPORTED`).
#
# csmith: scripts/csmith-sweep.sh float with TRIPLE set to each of rv32imac-ilp32,
# rv32imafdc-ilp32d and rv32imafc-ilp32f, seeds 1..500 (kiln -verify-regalloc against llc-22 at
# the same level; classified and skipped seeds as that script's header says).
#
# Logs: $WORK/corpus-<configuration>-<filetype>.log and, for csmith, csmith-sweep.sh's logs
# under $WORK/float-<configuration>/<level>.log. The exit status is non-zero if anything fails.
# Environment: JOBS (default 1: the machine is shared), WORK (default target/rv32-sweep), SEEDS
# (csmith; default 1..500), LEVELS (csmith; default "O0 O2"), CONFIGS (which configurations;
# default all three); KILN and HARNESS name the kiln and kiln-harness binaries to use instead of
# building them (both, or neither).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-}"
case "$mode" in
  corpus | csmith) ;;
  *) echo "usage: $0 corpus|csmith" >&2; exit 2 ;;
esac
jobs="${JOBS:-1}"
work="$(realpath -m "${WORK:-target/rv32-sweep}")"
configs="${CONFIGS:-rv32imac-ilp32 rv32imafdc-ilp32d rv32imafc-ilp32f}"
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
bin="$work/bin"
mkdir -p "$bin"
cp "$kiln_bin" "$bin/kiln"
cp "$harness_bin" "$bin/kiln-harness"
status=0
if [ "$mode" = csmith ]; then
  for config in $configs; do
    if ! TRIPLE="$config" SEEDS="${SEEDS:-1..500}" JOBS="$jobs" WORK="$work" \
        KILN="$bin/kiln" HARNESS="$bin/kiln-harness" bash scripts/csmith-sweep.sh float; then
      status=1
    fi
  done
  exit $status
fi
for config in $configs; do
  case "$config" in
    rv32imafc-ilp32f) levels=(--level -O2 --llc-opt -O2) ;;
    *) levels=(--level -O0 --level -O1 --level -O2 --level -O3 --level -Os --llc-opt -O0 --llc-opt -O2) ;;
  esac
  for filetype in obj asm; do
    log="$work/corpus-$config-$filetype.log"
    echo "== corpus, $config, ${levels[*]}, $filetype"
    if ! "$bin/kiln-harness" corpus --llc "$bin/kiln" --triple "$config" "${levels[@]}" \
        --filetype "$filetype" --jobs "$jobs" --work "$work/corpus-$config-$filetype" >"$log" 2>&1; then
      status=1
    fi
    grep -E '^FAIL ' "$log" || true
    grep -E '^[0-9]+ passed' "$log" || tail -3 "$log"
  done
done
exit $status
