//! Build script of the X86 target: runs kiln's TableGen backends over `td/X86.td` (with
//! kiln's base schema from `crates/target/td`) and writes the generated Rust to `OUT_DIR`:
//! `X86GenRegisterInfo.rs` (register info). Every `.td` file read is reported with
//! `cargo:rerun-if-changed`, so editing any of them regenerates.

use kiln_tablegen_backends::build_support::{exit_on_error, TargetBuild};

fn main() {
    exit_on_error(TargetBuild::from_env("X86").and_then(|b| b.run_register_info().map(drop)));
}
