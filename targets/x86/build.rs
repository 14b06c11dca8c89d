//! Build script of the X86 target: runs kiln's TableGen backends over `td/X86.td` (with
//! kiln's base schema from `crates/target/td`) and writes the generated Rust to `OUT_DIR`:
//! `X86GenRegisterInfo.rs` (register info), the MC tables (instr info, asm writer and
//! matcher, code emitter, disassembler, subtarget), the System V calling convention
//! (`X86GenCallingConv.rs`) and the DAG instruction selector (`X86GenDAGISel.rs`). Every
//! `.td` file read is reported with `cargo:rerun-if-changed`, so editing any of them
//! regenerates.

use kiln_tablegen_backends::build_support::{exit_on_error, TargetBuild};

fn main() {
    exit_on_error(TargetBuild::from_env("X86").and_then(|b| {
        let records = b.run_register_info()?;
        for (name, text) in kiln_tablegen_backends::instr_info::emit_for_build(&records, "X86")? {
            b.write(&name, &text)?;
        }
        let cc = kiln_tablegen_backends::calling_conv::emit(&records, "X86")?;
        b.write("X86GenCallingConv.rs", &cc)?;
        b.run_dag_isel(&records, "")?;
        Ok(())
    }));
}
