//! Build script of the RISCV target: runs kiln's TableGen backends over `td/RISCV.td` (with
//! kiln's base schema from `crates/target/td`) and writes the generated Rust to `OUT_DIR`:
//! `RISCVGenRegisterInfo.rs` (register info) and the MC tables (instr info, asm writer and
//! matcher, code emitter, disassembler, subtarget), the DAG instruction selector
//! (`RISCVGenDAGISel.rs` for RV64, `RISCVGenDAGISel32.rs` for RV32), the calling conventions (`RISCVGenCallingConv.rs`) and the
//! subtarget's feature and processor tables (`RISCVGenSubtarget.rs`). Every
//! `.td` file read is reported with
//! `cargo:rerun-if-changed`, so editing any of them regenerates.

use kiln_tablegen_backends::build_support::{exit_on_error, TargetBuild};

fn main() {
    exit_on_error(TargetBuild::from_env("RISCV").and_then(|b| {
        let records = b.run_register_info()?;
        for (name, text) in kiln_tablegen_backends::instr_info::emit_for_build(&records, "RISCV")? {
            b.write(&name, &text)?;
        }
        let cc = kiln_tablegen_backends::calling_conv::emit(&records, "RISCV")?;
        b.write("RISCVGenCallingConv.rs", &cc)?;
        let st = kiln_tablegen_backends::subtarget::emit_target_tables(&records, "RISCV")?;
        b.write("RISCVGenSubtarget.rs", &st)?;
        // One selector per hardware mode: RV64 (XLenVT = i64) and RV32, the default mode
        // (XLenVT = i32); the subtarget picks one.
        b.run_dag_isel(&records, "RV64")?;
        let rv32 = kiln_tablegen_backends::dag_isel::emit(&records, "RISCV", "")?;
        b.write("RISCVGenDAGISel32.rs", &rv32)?;
        Ok(())
    }));
}
