//! Build script of the Cpu0 target: runs kiln's TableGen backends over `td/Cpu0.td` (with
//! kiln's base schema from `crates/target/td`) and writes the generated Rust to `OUT_DIR`:
//! `Cpu0GenRegisterInfo.rs` (register info) and the MC tables (instr info, asm writer and
//! matcher, code emitter, disassembler, subtarget), the calling conventions
//! (`Cpu0GenCallingConv.rs`), the subtarget's feature and processor tables
//! (`Cpu0GenSubtarget.rs`) and the DAG instruction selector (`Cpu0GenDAGISel.rs`, from
//! the patterns of `td/Cpu0InstrInfo.td`). Every `.td` file read is reported with
//! `cargo:rerun-if-changed`, so editing any of them regenerates.

use kiln_tablegen_backends::build_support::{exit_on_error, TargetBuild};

fn main() {
    exit_on_error(TargetBuild::from_env("Cpu0").and_then(|b| {
        let records = b.run_register_info()?;
        for (name, text) in kiln_tablegen_backends::instr_info::emit_for_build(&records, "Cpu0")? {
            b.write(&name, &text)?;
        }
        let cc = kiln_tablegen_backends::calling_conv::emit(&records, "Cpu0")?;
        b.write("Cpu0GenCallingConv.rs", &cc)?;
        let st = kiln_tablegen_backends::subtarget::emit_target_tables(&records, "Cpu0")?;
        b.write("Cpu0GenSubtarget.rs", &st)?;
        b.run_dag_isel(&records, "")?;
        Ok(())
    }));
}
