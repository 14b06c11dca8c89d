//! Build script of the RISCV target: runs kiln's TableGen backends over `td/RISCV.td`
//! (with kiln's base schema from `crates/target/td`) and writes the generated Rust to
//! `OUT_DIR`: `RISCVGenRegisterInfo.rs` (register info). Every `.td` file read is
//! reported with `cargo:rerun-if-changed`, so editing any of them regenerates.

use std::path::PathBuf;

fn main() {
    if let Err(e) = run() {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let td = manifest.join("td");
    let root = td.join("RISCV.td");
    let includes = [manifest.join("../../crates/target/td"), td.clone()];
    println!("cargo:rerun-if-changed={}", td.display());
    let records = kiln_tablegen::RecordKeeper::parse_file(&root, &includes, &[])?;
    for f in records.input_files() {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let rust = kiln_tablegen_backends::run_action("-gen-register-info", &records)?;
    write_if_changed(&out_dir.join("RISCVGenRegisterInfo.rs"), &rust)?;
    // The MC tables (instr info, asm writer/matcher, emitter, disassembler, subtarget).
    let files = kiln_tablegen_backends::instr_info::emit_for_build(&records, "RISCV")?;
    for (name, text) in files {
        write_if_changed(&out_dir.join(name), &text)?;
    }
    Ok(())
}

/// Writes `text` to `path` unless it already holds exactly that.
fn write_if_changed(path: &std::path::Path, text: &str) -> Result<(), String> {
    if std::fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
