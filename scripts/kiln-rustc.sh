#!/usr/bin/env bash
# Builds a Rust program with rustc's front end and kiln's code generator, linked with the
# installed standard library (x86-64 Linux: the target whose std is installed here).
#
#   scripts/kiln-rustc.sh [--kiln-opt=-O0|-O2] [--kiln=PATH] <rustc arguments>
#
# e.g. `scripts/kiln-rustc.sh --kiln-opt=-O2 -C opt-level=3 main.rs -o main`. rustc's
# `-C save-temps` also keeps its temporary directories (`rustc*`, `rmeta*`) next to the output.
#
# How: rustc compiles the crate as usual but with `-C save-temps` (it keeps each codegen
# unit's optimized bitcode, `<cgu>.rcgu.bc`, next to the object it made from it) and with this
# script as its linker. Called as the linker, the script replaces every codegen-unit object
# on the link line (the crate's units and the allocator shim) by kiln's object for the same
# unit (bitcode -> llvm-dis-22 -> `kiln -filetype=obj`), then runs `cc` with rustc's link line
# unchanged otherwise: the standard library's rlibs, the system libraries, the same order.
# An object without its bitcode is an error, so nothing rustc's own code generator made
# reaches the link unnoticed.
set -euo pipefail

if [ "${KILN_RUSTC_AS_LINKER:-}" = 1 ]; then
    args=()
    n=0
    for a in "$@"; do
        if [[ "$a" == *.rcgu.o ]]; then
            bc="${a%.o}.bc"
            if [ ! -f "$bc" ]; then
                echo "kiln-rustc: no bitcode for $a (expected $bc)" >&2
                exit 1
            fi
            ll="${a%.o}.kiln.ll"
            obj="${a%.o}.kiln.o"
            llvm-dis-22 "$bc" -o "$ll"
            "$KILN_RUSTC_KILN" "$KILN_RUSTC_OPT" -filetype=obj "$ll" -o "$obj"
            args+=("$obj")
            n=$((n + 1))
        else
            args+=("$a")
        fi
    done
    if [ "$n" = 0 ]; then
        echo "kiln-rustc: rustc's link line names no codegen-unit object" >&2
        exit 1
    fi
    status=0
    "${KILN_RUSTC_CC:-cc}" "${args[@]}" || status=$?
    # What -C save-temps kept of each unit (bitcode, IR, objects) is not needed any more.
    for a in "$@"; do
        if [[ "$a" == *.rcgu.o ]]; then
            rm -f "${a%.rcgu.o}".rcgu.* "${a%.rcgu.o}".*.rcgu.*
        fi
    done
    exit $status
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kiln="$here/../target/release/kiln"
opt="-O2"
rest=()
for a in "$@"; do
    case "$a" in
        --kiln-opt=*) opt="${a#--kiln-opt=}" ;;
        --kiln=*) kiln="${a#--kiln=}" ;;
        *) rest+=("$a") ;;
    esac
done
if [ ! -x "$kiln" ]; then
    echo "kiln-rustc: $kiln not found (cargo build --release -p kiln-cli --bin kiln)" >&2
    exit 1
fi
kiln="$(cd "$(dirname "$kiln")" && pwd)/$(basename "$kiln")"
KILN_RUSTC_AS_LINKER=1 KILN_RUSTC_KILN="$kiln" KILN_RUSTC_OPT="$opt" \
    exec rustc "${rest[@]}" -C save-temps -C linker="$here/kiln-rustc.sh"
