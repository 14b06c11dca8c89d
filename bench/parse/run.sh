#!/usr/bin/env bash
# bench/parse/run.sh: kiln's parse+verify+print time against llvm-as-22's parse+verify+bitcode
# write time on one large .ll file.
#
# In: nothing (fixed csmith seeds). Out: the ratio kiln/llvm-as on stdout and a new row in
# bench/parse/RESULTS.md.
#
# 1. Generates the input (unless it exists): csmith programs with fixed seeds, each compiled by
#    clang-22 for x86_64-linux-gnu (alternately -O0 and -O2, so both the long-winded -O0 shape and
#    phi-heavy optimized code are in it; `main` renamed per program so they link), then
#    `llvm-link-22 -S` of all of them. The file must have more than 100k lines.
# 2. Builds kiln in release mode.
# 3. Runs `kiln -emit-llvm in.ll -o /dev/null` and `llvm-as-22 in.ll -o /dev/null` alternately,
#    RUNS times each (default 7), and takes the median wall time of each.
#
# Usage: bash bench/parse/run.sh            (from anywhere; RUNS=N and SEEDS=N to override)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${BENCH_WORK:-$root/target/bench-parse}"
seeds="${SEEDS:-64}"
runs="${RUNS:-7}"
mkdir -p "$work"
input="$work/csmith-linked.ll"

if [ ! -s "$input" ]; then
    echo "generating $input from $seeds csmith programs..." >&2
    lls=()
    for seed in $(seq 1 "$seeds"); do
        c="$work/p$seed.c"
        ll="$work/p$seed.ll"
        [ -s "$c" ] || csmith --seed "$seed" -o "$c" >/dev/null
        opt=-O0
        [ $((seed % 2)) -eq 0 ] && opt=-O2
        clang-22 --target=x86_64-linux-gnu "$opt" -S -emit-llvm -w -I/usr/include/csmith \
            -Dmain="csmith_main_$seed" -o "$ll" "$c"
        lls+=("$ll")
    done
    llvm-link-22 -S -o "$input.tmp" "${lls[@]}"
    mv "$input.tmp" "$input"
fi
lines=$(wc -l <"$input")
if [ "$lines" -le 100000 ]; then
    echo "error: $input has only $lines lines; raise SEEDS" >&2
    exit 1
fi

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release -q -p kiln-cli --bin kiln --manifest-path "$root/Cargo.toml"
kiln="$CARGO_TARGET_DIR/release/kiln"

# Both must accept the file before timing means anything.
"$kiln" -emit-llvm "$input" -o /dev/null
llvm-as-22 "$input" -o /dev/null

now_ns() { date +%s%N; }
kiln_times=()
llvm_times=()
for _ in $(seq 1 "$runs"); do
    t0=$(now_ns); "$kiln" -emit-llvm "$input" -o /dev/null; t1=$(now_ns)
    kiln_times+=($((t1 - t0)))
    t0=$(now_ns); llvm-as-22 "$input" -o /dev/null; t1=$(now_ns)
    llvm_times+=($((t1 - t0)))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
k=$(median "${kiln_times[@]}")
l=$(median "${llvm_times[@]}")
ratio=$(awk -v k="$k" -v l="$l" 'BEGIN {printf "%.3f", k / l}')
kms=$(awk -v k="$k" 'BEGIN {printf "%.1f", k / 1e6}')
lms=$(awk -v l="$l" 'BEGIN {printf "%.1f", l / 1e6}')
echo "input: $input ($lines lines, $(wc -c <"$input") bytes)"
echo "kiln -emit-llvm: median ${kms} ms over $runs runs"
echo "llvm-as-22:      median ${lms} ms over $runs runs"
echo "ratio kiln/llvm-as: $ratio (goal <= 0.5)"

results="$here/RESULTS.md"
if [ ! -s "$results" ]; then
    cat >"$results" <<'HDR'
# Parse benchmark results

Written by `bash bench/parse/run.sh` (see `bench/README.md`): median wall time of
`kiln -emit-llvm in.ll -o /dev/null` (parse, verify, print) divided by that of
`llvm-as-22 in.ll -o /dev/null` (parse, verify, bitcode write), runs alternated in one session.
Goal: ratio <= 0.5.

| date (UTC) | commit | machine | input | runs | kiln ms | llvm-as ms | ratio |
|---|---|---|---|---|---|---|---|
HDR
fi
cpu=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo 2>/dev/null || echo unknown)
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
# Mark runs of a binary built from uncommitted sources.
git -C "$root" diff --quiet HEAD -- crates 2>/dev/null || commit="$commit+dirty"
echo "| $(date -u '+%Y-%m-%d %H:%M') | $commit | $(uname -m), $(nproc) cores, $cpu | $seeds csmith seeds, $lines lines | $runs | $kms | $lms | $ratio |" >>"$results"
