#!/usr/bin/env bash
# bench/lua/run.sh: Lua 5.4 (from the lua-src crate) built by kiln -O2 and by llc-22 -O2, both
# timed on bench/lua/bench.lua under qemu-riscv64 (see bench/lua/lua.py and bench/README.md).
#
# Usage: bash bench/lua/run.sh          builds kiln (release profile) and measures it
#        KILN=path/to/kiln bash bench/lua/run.sh   measures that binary instead
#        RUNS=5 (runs of each build, alternated), LUA_SCALE=3 (the benchmark's size),
#        BENCH_WORK=dir (default target/bench-codegen; Lua's sources and builds go in dir/lua)
# Exit status 1 when a build fails or the two interpreters print different output.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export BENCH_WORK="${BENCH_WORK:-$root/target/bench-codegen}"
mkdir -p "$BENCH_WORK"
if [ -z "${KILN:-}" ]; then
  cargo build --release -q -p kiln-cli --bin kiln --manifest-path "$root/Cargo.toml"
  export KILN="${CARGO_TARGET_DIR:-$root/target}/release/kiln"
fi
export INSNCOUNT="${INSNCOUNT:-$BENCH_WORK/insncount.so}"
gcc -shared -fPIC -O2 -Wall -o "$INSNCOUNT" "$root/bench/qemu-plugin/insncount.c"
python3 "$here/lua.py"
