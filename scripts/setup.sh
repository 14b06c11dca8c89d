#!/usr/bin/env bash
# Installs what kiln's test suite needs on a fresh Debian 12 machine (run as root, or with sudo):
# clang-22 and llvm-22 (llc-22, llvm-as-22, llvm-diff-22, llvm-mc-22, llvm-objdump-22,
# llvm-tblgen-22, llvm-link-22), llvm-22-dev (Target.td and Intrinsics.td), qemu-user, the
# riscv64 and aarch64 cross compilers with their C and C++ libraries (the C++ tests link with
# libstdc++), the bare-metal RISC-V toolchain with
# picolibc and qemu-system-riscv32 (the riscv32 configurations), csmith with its headers,
# graphviz, python3 (bench/run.sh).
set -euo pipefail
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
    gcc g++ libc6-dev \
    clang-22 llvm-22 llvm-22-dev llvm-22-tools \
    qemu-user \
    gcc-riscv64-linux-gnu libc6-dev-riscv64-cross \
    gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
    g++-riscv64-linux-gnu g++-aarch64-linux-gnu \
    gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc \
    csmith libcsmith-dev \
    python3 \
    graphviz
# Sanity: every tool the tests call is on PATH.
for t in clang-22 llc-22 llvm-as-22 llvm-diff-22 llvm-mc-22 llvm-objdump-22 llvm-tblgen-22 \
         llvm-link-22 qemu-riscv64 qemu-aarch64 riscv64-linux-gnu-gcc aarch64-linux-gnu-gcc csmith g++ \
         riscv64-linux-gnu-g++ aarch64-linux-gnu-g++ \
         riscv64-unknown-elf-gcc qemu-system-riscv32; do
    command -v "$t" >/dev/null || { echo "setup: $t is missing after install" >&2; exit 1; }
done
echo "setup: done"
