//! Execution harness: compiles the C corpus and csmith programs through clang-22, an llc-like backend and the cross gcc, runs them under qemu and compares output.
