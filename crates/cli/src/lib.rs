//! Shared command-line handling for the kiln tools (llvm-style `-flag`/`--flag` options).
