#!/bin/bash
# Machine-code sweep: every C corpus program (tests/c) through clang-22 and llc-22 for
# $TRIPLE (default aarch64-linux-gnu; x86_64-linux-gnu, riscv64-linux-gnu) at the given
# level (default -O2), assembled by kiln-mc and by llvm-mc-22; the two objects are compared as tests/llc_corpus_mc.rs
# compares them (disassembly, relocations, section contents, .eh_frame, symbols without
# mapping and section symbols). Prints one line per program (SAME, DIFF or KILN-ERR with
# kiln-mc's first error) and a count.
#   [TRIPLE=x86_64-linux-gnu] bash scripts/mc-sweep.sh [-O0|-O1|-O2|-O3] [workdir]
set -u
LEVEL=${1:--O2}
TRIPLE=${TRIPLE:-aarch64-linux-gnu}
WORK=${2:-target/mc-sweep-$TRIPLE$LEVEL}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
KILN_MC=${KILN_MC:-$ROOT/target/release/kiln-mc}
mkdir -p "$WORK"
dump() {
  {
    llvm-objdump-22 -dr --no-show-raw-insn "$1"
    llvm-objdump-22 -r "$1"
    for s in $(llvm-readelf-22 -S "$1" | awk '{for(i=1;i<=NF;i++) if ($i ~ /^\./) {print $i; break}}' \
               | sort -u | grep -v '^\.\(strtab\|symtab\|shstrtab\|rela\)'); do
      llvm-objdump-22 -s -j "$s" "$1" | tail -n +4
    done
    llvm-dwarfdump-22 --eh-frame "$1" | tail -n +2
    llvm-objdump-22 -t "$1" | grep -v ' \$[dx]' | grep -v ' l    d ' | sort
  } 2>/dev/null | grep -v "file format"
}
same=0; total=0
for src in "$ROOT"/tests/c/*.c; do
  f="$WORK/$(basename "$src" .c)"
  total=$((total + 1))
  clang-22 --target=$TRIPLE -S -emit-llvm "$LEVEL" -o "$f.ll" "$src" 2>/dev/null || { echo "$f clang-fail"; continue; }
  llc-22 -mtriple=$TRIPLE "$LEVEL" "$f.ll" -o "$f.s" || { echo "$f llc-fail"; continue; }
  llvm-mc-22 -triple=$TRIPLE -filetype=obj "$f.s" -o "$f.llvm.o"
  if "$KILN_MC" -triple=$TRIPLE -filetype=obj "$f.s" -o "$f.kiln.o" 2> "$f.err"; then
    if diff <(dump "$f.kiln.o") <(dump "$f.llvm.o") > "$f.diff"; then
      echo "$(basename "$f") SAME"; same=$((same + 1))
    else
      echo "$(basename "$f") DIFF (see $f.diff)"
    fi
  else
    echo "$(basename "$f") KILN-ERR $(sed -n 2p "$f.err")"
  fi
done
echo "$same of $total programs at $LEVEL: kiln-mc's object equals llvm-mc-22's"
