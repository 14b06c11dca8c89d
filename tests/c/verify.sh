#!/usr/bin/env bash
# Checks that corpus programs are portable and free of UB, and (with --gen) writes their
# .expected files. For each program: native gcc -O0 gives the reference output; native gcc -O2,
# clang-22 -O0/-O2, riscv64-linux-gnu-gcc and aarch64-linux-gnu-gcc at -O0/-O2 (run under qemu)
# must print exactly the same and exit 0 (gcc links -latomic: riscv64 gcc 12 calls libatomic for
# 8- and 16-bit atomics); a -Wall -Wextra -Werror build with
# -fsanitize=address,undefined must be clean. gcc builds use -fasynchronous-unwind-tables (clang's
# default; Debian's riscv64 gcc omits unwind tables otherwise, which unwind_backtrace.c needs).
# Also warns when the riscv64 -O0 run takes more than 0.2 s.
#
# usage: tests/c/verify.sh [--gen] [name.c ...]     (default: every tests/c/*.c)
set -u
cd "$(dirname "$0")"
gen=0
if [ "${1:-}" = "--gen" ]; then gen=1; shift; fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(*.c); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export work gen

check_one() {
  local c=$1 n=${1%.c} d="$work/${1%.c}" bad=0
  mkdir -p "$d"
  gcc -std=gnu11 -fasynchronous-unwind-tables -O0 -o "$d/ref" "$c" -lm -latomic || { echo "FAIL $n: gcc build"; return 1; }
  timeout 10 "$d/ref" > "$d/ref.out"; local rc=$?
  if [ $rc -ne 0 ]; then echo "FAIL $n: native exit $rc"; return 1; fi
  if [ "$gen" = 1 ]; then cp "$d/ref.out" "$n.expected"; fi
  if ! cmp -s "$d/ref.out" "$n.expected"; then echo "FAIL $n: native gcc -O0 differs from $n.expected"; bad=1; fi
  local v
  run() { # name, runner..., binary
    local name=$1; shift
    if ! timeout 10 "$@" > "$d/$name.out" 2> "$d/$name.err"; then echo "FAIL $n: $name exit status"; head -3 "$d/$name.err" | sed "s/^/FAIL $n:   /"; bad=1; return; fi
    if ! cmp -s "$d/$name.out" "$n.expected"; then echo "FAIL $n: $name output differs"; diff "$d/$name.out" "$n.expected" | head -5 | sed "s/^/FAIL $n:   /"; bad=1; fi
  }
  built() { echo "FAIL $n: $1 build failed"; bad=1; }
  for o in -O2; do
    if gcc -std=gnu11 -fasynchronous-unwind-tables $o -o "$d/g$o" "$c" -lm -latomic 2> "$d/build.err"; then run "gcc$o" "$d/g$o"; else built "gcc$o"; fi
  done
  for o in -O0 -O2; do
    if clang-22 $o -w -o "$d/c$o" "$c" -lm 2> "$d/build.err"; then run "clang$o" "$d/c$o"; else built "clang$o"; fi
  done
  for o in -O0 -O2; do
    if riscv64-linux-gnu-gcc -std=gnu11 -fasynchronous-unwind-tables $o -o "$d/rv$o" "$c" -lm -latomic 2> "$d/build.err"; then
      run "riscv64-gcc$o" qemu-riscv64 -L /usr/riscv64-linux-gnu "$d/rv$o"
    else built "riscv64-gcc$o"; fi
    if aarch64-linux-gnu-gcc -std=gnu11 -fasynchronous-unwind-tables $o -o "$d/a64$o" "$c" -lm -latomic 2> "$d/build.err"; then
      run "aarch64-gcc$o" qemu-aarch64 -L /usr/aarch64-linux-gnu "$d/a64$o"
    else built "aarch64-gcc$o"; fi
  done
  if ! gcc -std=gnu11 -fasynchronous-unwind-tables -O1 -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all -o "$d/san" "$c" -lm -latomic 2> "$d/san.build"; then
    echo "FAIL $n: warnings or sanitizer build failed"; head -5 "$d/san.build" | sed "s/^/FAIL $n:   /"; bad=1
  else
    run sanitized "$d/san"
  fi
  local t0 t1
  t0=$(date +%s%N); qemu-riscv64 -L /usr/riscv64-linux-gnu "$d/rv-O0" > /dev/null 2>&1; t1=$(date +%s%N)
  local ms=$(( (t1 - t0) / 1000000 ))
  if [ $ms -gt 200 ]; then echo "SLOW $n: ${ms} ms under qemu-riscv64 at -O0"; fi
  [ $bad = 0 ] && echo "ok   $n"
  return $bad
}
export -f check_one
printf '%s\n' "${files[@]}" | xargs -P 2 -I{} bash -c 'check_one {}' | sort > "$work/summary"
cat "$work/summary"
fails=$(grep -c '^FAIL' "$work/summary")
echo "$(grep -c '^ok' "$work/summary") ok, $fails failing lines"
[ "$fails" = 0 ]
