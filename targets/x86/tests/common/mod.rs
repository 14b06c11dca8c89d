//! What the x86 MC tests share: assembling through kiln-mc with the x86 hooks (text with
//! `encoding:` comments, or an ELF object) and running the LLVM 22 oracles.

#![allow(dead_code)]

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::streamer::MCStreamer;
use kiln_support::SourceMgr;
use kiln_target_x86::mc::X86_MC;
use std::io::Write;
use std::process::{Command, Stdio};

/// The assembly kiln prints for `src` (with encodings when `show_encoding`), or the
/// rendered diagnostics.
pub fn print(src: &str, show_encoding: bool) -> Result<String, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = AsmStreamer::new(&X86_MC, show_encoding);
    let mut p = AsmParser::new(&sm, file, &X86_MC, FeatureSet::default());
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    Ok(st.out)
}

/// The ELF object kiln assembles from `src`, or the errors.
pub fn assemble(src: &str) -> Result<Vec<u8>, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = ObjectStreamer::new(&X86_MC, FeatureSet::default());
    let mut p = AsmParser::new(&sm, file, &X86_MC, FeatureSet::default());
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    st.finish()
        .map_err(|e| e.into_iter().map(|(_, m)| m + "\n").collect::<String>())?;
    write_elf(&st)
}

/// Runs `tool args` with `input` on stdin; its stdout (panics when it fails).
pub fn run_tool(tool: &str, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{tool}: {e} (scripts/setup.sh installs it)"));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write stdin");
    let out = child.wait_with_output().expect("wait");
    assert!(
        out.status.success(),
        "{tool} {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `(instruction text, encoding bytes)` of each instruction line of `-show-encoding`
/// output (kiln's or llvm-mc's); bytes written `A` (fixups) are `None`.
pub fn encodings(text: &str) -> Vec<(String, Vec<Option<u8>>)> {
    let mut out = Vec::new();
    for l in text.lines() {
        let Some(p) = l.find("# encoding: [") else {
            continue;
        };
        let inst = l[..p].split_whitespace().collect::<Vec<_>>().join(" ");
        let list = &l[p + "# encoding: [".len()..];
        let list = &list[..list.find(']').unwrap_or(list.len())];
        let bytes = list
            .split(',')
            .filter(|b| !b.is_empty())
            .map(|b| {
                b.strip_prefix("0x")
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
            })
            .collect();
        out.push((inst, bytes));
    }
    out
}
