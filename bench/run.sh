#!/usr/bin/env bash
# bench/run.sh: kiln against llc-22 on every target (riscv64 in full) -- compile time, peak memory, thread scaling
# (inputs: the C corpus linked into one module at clang -O0 and -O2, csmith modules of growing
# size) and code quality (dynamic instruction count and .text size of bench/kernels/*.c under
# the target's qemu). Writes BENCHMARKS.md at the repository root and bench/compile-time.svg.
#
# Usage: bash bench/run.sh     (RUNS=5, CSMITH_SIZES=25000,50000,100000,200000 by default;
#                               BENCH_WORK=dir for the generated inputs, default target/bench-codegen)
#        QUALITY_ONLY=1 bash bench/run.sh   only the code-quality table, to stdout (BENCHMARKS.md
#                               untouched); KERNELS=crc32,interp, LEVELS=-O2 and
#                               BENCH_TARGETS=aarch64 (default riscv64 there) narrow it
#        BENCH_TARGETS=riscv64,x86-64 bash bench/run.sh   a subset of the targets (default all)
#        LUA_ONLY=1 bash bench/run.sh   only the Lua interpreter benchmark (bench/lua), to stdout
# Needs what scripts/setup.sh installs: clang-22, llvm-22 (llc-22, llvm-link-22), csmith,
# qemu-user, qemu-system-riscv32, gcc, the riscv64/aarch64 cross gcc, riscv64-unknown-elf-gcc
# with picolibc, python3.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
export BENCH_WORK="${BENCH_WORK:-$root/target/bench-codegen}"
mkdir -p "$BENCH_WORK"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
# The `dist` profile (Cargo.toml: release plus fat LTO and one codegen unit) is the build to
# ship; the test suite uses `release`, which builds its many binaries faster.
cargo build --profile dist -q -p kiln-cli --bin kiln --manifest-path "$root/Cargo.toml"
# A copy, so that rebuilding during a long run does not change the binary being measured.
cp "$CARGO_TARGET_DIR/dist/kiln" "$BENCH_WORK/kiln"
export KILN="$BENCH_WORK/kiln"
# The instruction-counting TCG plugin for qemu-riscv64.
export INSNCOUNT="$BENCH_WORK/insncount.so"
gcc -shared -fPIC -O2 -Wall -o "$INSNCOUNT" "$here/qemu-plugin/insncount.c"
if [ -n "${LUA_ONLY:-}" ]; then
  exec python3 "$here/lua/lua.py"
fi
python3 "$here/codegen.py"
