//! Helpers shared by the AArch64 MC tests: kiln-mc's object for assembly text, and the
//! parts of an object that two equivalent assemblers must agree on, as LLVM 22's tools
//! print them.

#![allow(dead_code)]

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::streamer::MCStreamer;
use kiln_support::SourceMgr;
use kiln_target_aarch64::mc::AARCH64_MC;
use std::process::Command;

/// What two equivalent objects share: the disassembly with relocations, the contents of
/// the sections that have any, and the symbol table sorted, without mapping and section
/// symbols (kiln places `$d` only in sections with contents, and orders symbols by
/// creation).
pub fn dump(o: &std::path::Path) -> String {
    let tool = |args: &[&str]| {
        let out = Command::new("llvm-objdump-22")
            .args(args)
            .arg(o)
            .output()
            .expect("llvm-objdump-22");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let dis = tool(&["-dr", "--no-show-raw-insn"]) + &tool(&["-r"]);
    let contents = tool(&["-s", "-j", ".text", "-j", ".data", "-j", ".rodata"]);
    let mut syms: Vec<String> = tool(&["-t"])
        .lines()
        .filter(|l| l.starts_with('0') && !l.contains(" $d") && !l.contains(" $x"))
        .filter(|l| !l.contains(" l    d "))
        .map(String::from)
        .collect();
    syms.sort();
    let body = |s: &str| {
        s.lines()
            .filter(|l| !l.contains("file format"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    format!("{}\n{}\n{}", body(&dis), body(&contents), syms.join("\n"))
}

/// kiln-mc's object for `src`.
pub fn kiln_object(src: &str) -> Result<Vec<u8>, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("r.s", src.to_string());
    let mut st = ObjectStreamer::new(&AARCH64_MC, FeatureSet::default());
    let mut p = AsmParser::new(&sm, file, &AARCH64_MC, FeatureSet::default());
    p.run(&mut st);
    let diags: Vec<String> = p.diags.iter().map(|d| sm.render(d)).collect();
    if !diags.is_empty() {
        return Err(diags.join(""));
    }
    st.finish().map_err(|e| format!("{e:?}"))?;
    write_elf(&st)
}
