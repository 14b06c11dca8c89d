#!/usr/bin/env bash
# Runs kiln's whole test suite: formatting, clippy, and every crate's tests (unit, property,
# oracle comparisons against the LLVM 22 tools, and the C corpus execution harness).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --release -- -D warnings
cargo test --workspace --release
