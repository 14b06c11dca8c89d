//! What the test-target tests share: assembling a source through kiln-mc's parser into
//! the assembly streamer (text with `encoding:` comments) or the object streamer (ELF).

#![allow(dead_code)]

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::MCTargetHooks;
use kiln_support::SourceMgr;

/// The assembly printed for `src` (with encodings when `show_encoding`), or the
/// diagnostics' messages.
pub fn print(t: &dyn MCTargetHooks, src: &str, show_encoding: bool) -> Result<String, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = AsmStreamer::new(t, show_encoding);
    let mut p = AsmParser::new(&sm, file, t, FeatureSet::default());
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    Ok(st.out)
}

/// The ELF object assembled from `src`, or the errors.
pub fn assemble(t: &dyn MCTargetHooks, src: &str) -> Result<Vec<u8>, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = ObjectStreamer::new(t, FeatureSet::default());
    let mut p = AsmParser::new(&sm, file, t, FeatureSet::default());
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    st.finish()
        .map_err(|e| e.into_iter().map(|(_, m)| m + "\n").collect::<String>())?;
    write_elf(&st)
}

/// The instruction lines of printed assembly (directives and labels left out).
pub fn instruction_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with('\t') && !l.starts_with("\t."))
        .collect()
}
