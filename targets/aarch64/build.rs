//! Build script of the AArch64 target: runs kiln's TableGen backends over `td/AArch64.td` (with
//! kiln's base schema from `crates/target/td`) and writes the generated Rust to `OUT_DIR`:
//! `AArch64GenRegisterInfo.rs` (register info), the MC tables (instr info, asm writer and
//! matcher, code emitter, disassembler, subtarget features), the DAG instruction selector
//! (`AArch64GenDAGISel.rs`, from the patterns of `td/AArch64InstrPatterns.td`), the calling
//! convention (`AArch64GenCallingConv.rs`) and the subtarget's feature tables
//! (`AArch64GenSubtarget.rs`). Every `.td` file read is reported with
//! `cargo:rerun-if-changed`, so editing any of them regenerates.

use kiln_tablegen_backends::build_support::{exit_on_error, TargetBuild};

fn main() {
    exit_on_error(TargetBuild::from_env("AArch64").and_then(|b| {
        let records = b.run_register_info()?;
        for (name, text) in kiln_tablegen_backends::instr_info::emit_for_build(&records, "AArch64")?
        {
            b.write(&name, &text)?;
        }
        let cc = kiln_tablegen_backends::calling_conv::emit(&records, "AArch64")?;
        b.write("AArch64GenCallingConv.rs", &cc)?;
        let st = kiln_tablegen_backends::subtarget::emit_target_tables(&records, "AArch64")?;
        b.write("AArch64GenSubtarget.rs", &st)?;
        b.run_dag_isel(&records, "")?;
        Ok(())
    }));
}
