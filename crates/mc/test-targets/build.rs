//! Build script of kiln-mc's test targets: runs kiln's MC TableGen backends (the ones every
//! real target's build runs) over `td/Bex.td` and `td/Vlx.td` with kiln's base schema from
//! `crates/target/td`, and writes each target's generated Rust to `OUT_DIR`
//! (`<T>GenInstrInfo.rs`, `<T>GenAsmWriter.rs`, `<T>GenAsmMatcher.rs`,
//! `<T>GenMCCodeEmitter.rs`, `<T>GenDisassemblerTables.rs`, `<T>GenSubtargetInfo.rs`).

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let td = manifest.join("td");
    let includes = vec![manifest.join("../../target/td"), td.clone()];
    println!("cargo:rerun-if-changed={}", td.display());
    for target in ["Bex", "Vlx"] {
        let rk = kiln_tablegen::RecordKeeper::parse_file(
            &td.join(format!("{target}.td")),
            &includes,
            &[],
        )
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
        for f in rk.input_files() {
            println!("cargo:rerun-if-changed={}", f.display());
        }
        let files =
            kiln_tablegen_backends::instr_info::emit_for_build(&rk, target).unwrap_or_else(|e| {
                eprintln!("{e}");
                std::process::exit(1)
            });
        for (name, text) in files {
            kiln_tablegen_backends::build_support::write_if_changed(&out.join(name), &text)
                .unwrap_or_else(|e| {
                    eprintln!("{e}");
                    std::process::exit(1)
                });
        }
    }
}
