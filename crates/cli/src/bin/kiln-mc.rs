//! `kiln-mc`: kiln's machine-code tool, like `llvm-mc`.
//!
//! In: a `.s` file (or stdin) and llvm-mc's options: `-triple`, `-mattr`,
//! `-filetype=asm|obj`, `-show-encoding`, `-disassemble` (hex bytes in, as llvm-mc
//! reads them), `-o`, `-M no-aliases`. Out: assembly text (with encodings when asked),
//! an ELF relocatable object, or the disassembly. Errors are located diagnostics in
//! LLVM's format and a non-zero exit status.

use kiln_cli::{parse_args, OptKind, OptSpec};
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::disassembler::decode_word;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::inst_printer::print_inst;
use kiln_mc::mc_expr::MCContext;
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::MCTargetHooks;
use kiln_support::{Diagnostic, SourceLoc, SourceMgr};
use std::io::{Read, Write};
use std::process::ExitCode;

const TOOL: &str = "kiln-mc";

const SPECS: &[OptSpec] = &[
    OptSpec::new("o", OptKind::Value, "filename", "Output filename"),
    OptSpec::new(
        "triple",
        OptKind::Value,
        "string",
        "Target triple to assemble for",
    ),
    OptSpec::new(
        "mtriple",
        OptKind::Value,
        "string",
        "Target triple to assemble for",
    ),
    OptSpec::new(
        "arch",
        OptKind::Value,
        "string",
        "Target arch to assemble for",
    ),
    OptSpec::new(
        "mattr",
        OptKind::Value,
        "a1,+a2,-a3,...",
        "Target specific attributes",
    ),
    OptSpec::new(
        "mcpu",
        OptKind::Value,
        "cpu-name",
        "Target a specific cpu type",
    ),
    OptSpec::with_values(
        "filetype",
        "Choose an output file type:",
        &[
            ("asm", "Emit an assembly ('.s') file"),
            ("obj", "Emit a native object ('.o') file"),
            ("null", "Don't emit anything (for timing purposes)"),
        ],
    ),
    OptSpec::new(
        "show-encoding",
        OptKind::Flag,
        "",
        "Show instruction encodings",
    ),
    OptSpec::new(
        "show-inst",
        OptKind::Flag,
        "",
        "Show internal instruction representation",
    ),
    OptSpec::new(
        "disassemble",
        OptKind::Flag,
        "",
        "Disassemble strings of hex bytes",
    ),
    OptSpec::new(
        "assemble",
        OptKind::Flag,
        "",
        "Assemble assembly files (the default)",
    ),
    OptSpec::new(
        "M",
        OptKind::Value,
        "option",
        "Target-specific printer options (no-aliases)",
    ),
    OptSpec::new(
        "riscv-no-aliases",
        OptKind::Flag,
        "",
        "Disable the emission of assembler pseudo instructions",
    ),
    OptSpec::new(
        "position-independent",
        OptKind::Flag,
        "",
        "Position independent",
    ),
    OptSpec::new("help", OptKind::Flag, "", "Display available options"),
];

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<ExitCode, String> {
    let args = parse_args(TOOL, SPECS, std::env::args().skip(1)).map_err(|e| e.message)?;
    if args.flag("help") {
        print!(
            "{}",
            kiln_cli::help_text(
                "kiln machine code playground",
                "kiln-mc [options] <input file>",
                SPECS
            )
        );
        return Ok(ExitCode::SUCCESS);
    }
    let triple = args
        .value("triple")
        .or(args.value("mtriple"))
        .map(str::to_string)
        .or_else(|| args.value("arch").map(|a| format!("{a}-unknown-linux-gnu")))
        .unwrap_or_else(|| "riscv64-unknown-linux-gnu".into());
    let mattr = args.value("mattr").unwrap_or("");
    let (target, features): (&dyn MCTargetHooks, _) = if triple.starts_with("riscv") {
        (
            &kiln_target_riscv::mc::RISCV_MC,
            kiln_target_riscv::mc::features_for(&triple, mattr),
        )
    } else if let Some(t) = kiln_target_cpu0::mc::hooks_for(&triple) {
        let mcpu = args.value("mcpu").unwrap_or("");
        (t, kiln_target_cpu0::mc::features_for(mcpu, mattr))
    } else if triple.starts_with("aarch64") || triple.starts_with("arm64") {
        (
            &kiln_target_aarch64::mc::AARCH64_MC,
            kiln_target_aarch64::mc::features_for(&triple, mattr),
        )
    } else if triple.starts_with("x86_64") {
        (&kiln_target_x86::mc::X86_MC, Ok(FeatureSet::default()))
    } else {
        return Err(format!(
            "{TOOL}: error: unable to get target for '{triple}', see --version and --triple."
        ));
    };
    let features = features.map_err(|e| format!("{TOOL}: error: {e}"))?;
    let input = args
        .positionals
        .first()
        .cloned()
        .unwrap_or_else(|| "-".into());
    let mut text = String::new();
    if input == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("{TOOL}: error: cannot read stdin: {e}"))?;
    } else {
        text =
            std::fs::read_to_string(&input).map_err(|e| format!("{TOOL}: error: {input}: {e}"))?;
    }
    let name = if input == "-" {
        "<stdin>".to_string()
    } else {
        input.clone()
    };
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer(name, text);
    let out_path = args.value("o").unwrap_or("-").to_string();
    let no_aliases = args.flag("riscv-no-aliases") || args.value("M") == Some("no-aliases");

    if args.flag("disassemble") {
        let (out, ok) = disassemble(&sm, file, target, features, no_aliases);
        write_out(&out_path, out.as_bytes())?;
        return Ok(if ok {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }

    let obj = args.value("filetype") == Some("obj");
    let mut failed = false;
    if obj {
        let mut st = ObjectStreamer::new(target, features);
        let mut p = AsmParser::new(&sm, file, target, features);
        p.run(&mut st);
        for d in &p.diags {
            eprint!("{}", sm.render(d));
            failed = true;
        }
        if failed {
            return Ok(ExitCode::FAILURE);
        }
        if let Err(errs) = st.finish() {
            for (loc, m) in errs {
                let d = match loc {
                    Some(l) => Diagnostic::error(l, m),
                    None => Diagnostic::error_unlocated(m),
                };
                eprint!("{}", render(&sm, &d));
            }
            return Ok(ExitCode::FAILURE);
        }
        let bytes = write_elf(&st).map_err(|e| format!("{TOOL}: error: {e}"))?;
        write_out(&out_path, &bytes)?;
    } else {
        let mut st = AsmStreamer::new(target, args.flag("show-encoding"));
        let mut p = AsmParser::new(&sm, file, target, features);
        p.run(&mut st);
        for d in &p.diags {
            eprint!("{}", sm.render(d));
            failed = true;
        }
        write_out(&out_path, st.out.as_bytes())?;
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn render(sm: &SourceMgr, d: &Diagnostic) -> String {
    if d.loc.is_some() {
        sm.render(d)
    } else {
        format!("{TOOL}: error: {}\n", d.message)
    }
}

fn write_out(path: &str, bytes: &[u8]) -> Result<(), String> {
    if path == "-" {
        std::io::stdout()
            .write_all(bytes)
            .map_err(|e| format!("{TOOL}: error: {e}"))
    } else {
        std::fs::write(path, bytes).map_err(|e| format!("{TOOL}: error: {path}: {e}"))
    }
}

/// llvm-mc's `-disassemble`: the input is hex bytes (`0x13 0x05 ...`, commas and
/// `#` comments allowed); each instruction decoded is printed with its aliases.
fn disassemble(
    sm: &SourceMgr,
    file: kiln_support::FileId,
    t: &dyn MCTargetHooks,
    features: FeatureSet,
    no_aliases: bool,
) -> (String, bool) {
    let text = sm.text(file);
    let mut bytes: Vec<(u8, u32)> = Vec::new();
    let mut ok = true;
    let err = |off: usize, m: &str| {
        eprint!(
            "{}",
            sm.render(&Diagnostic::error(
                SourceLoc {
                    file,
                    offset: off as u32
                },
                m
            ))
        );
    };
    for (lstart, line) in line_offsets(text) {
        let code = line.split('#').next().unwrap_or("");
        let mut k = 0;
        for tok in code.split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']') {
            let off = lstart + code[k..].find(tok).map(|x| x + k).unwrap_or(k);
            k = off - lstart + tok.len();
            if tok.is_empty() {
                continue;
            }
            let v = if let Some(h) = tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
                u8::from_str_radix(h, 16)
            } else {
                tok.parse::<u8>()
            };
            match v {
                Ok(b) => bytes.push((b, off as u32)),
                Err(_) => {
                    err(off, "invalid input token");
                    ok = false;
                }
            }
        }
    }
    let ctx = MCContext::new();
    let mut out = String::from("\t.text\n");
    let mut i = 0;
    let has_c = kiln_mc::assembler::has_compressed(t, features);
    while i < bytes.len() {
        // A target with its own (variable-length) decoder.
        let rest: Vec<u8> = bytes[i..].iter().take(16).map(|b| b.0).collect();
        if let Some(decoded) = t.decode_instruction(&rest, features) {
            match decoded {
                Some((inst, len)) => {
                    out.push_str(&print_inst(t, &inst, &ctx, features, no_aliases, None));
                    out.push('\n');
                    i += len;
                }
                None => {
                    err(bytes[i].1 as usize, "invalid instruction encoding");
                    ok = false;
                    break;
                }
            }
            continue;
        }
        let head: Vec<u8> = bytes[i..].iter().take(8).map(|b| b.0).collect();
        let len = t.instruction_size(&head);
        if i + len > bytes.len() || !(len == 2 || len == 4) {
            err(bytes[i].1 as usize, "invalid instruction encoding");
            ok = false;
            break;
        }
        let word: Vec<u8> = bytes[i..i + len].iter().map(|b| b.0).collect();
        let w = kiln_mc::target::read_int(&word, t.instructions_big_endian()) as u32;
        let tables = t.tables();
        let table = if len == 2 {
            tables.decode16
        } else {
            tables.decode32
        };
        let inst = if len == 2 && !has_c {
            None
        } else {
            decode_word(t, table, w, features)
        };
        match inst {
            Some(inst) => {
                let shown = if no_aliases {
                    inst
                } else {
                    kiln_mc::code_emitter::uncompress(t, &inst, &ctx, features).unwrap_or(inst)
                };
                out.push_str(&print_inst(t, &shown, &ctx, features, no_aliases, None));
                out.push('\n');
            }
            None => {
                err(bytes[i].1 as usize, "invalid instruction encoding");
                ok = false;
            }
        }
        i += len;
    }
    let _ = std::io::stdout().flush();
    (out, ok)
}

fn line_offsets(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut off = 0;
    text.split('\n').map(move |l| {
        let s = off;
        off += l.len() + 1;
        (s, l)
    })
}
