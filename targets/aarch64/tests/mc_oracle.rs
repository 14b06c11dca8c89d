//! kiln-mc's AArch64 layer against LLVM 22's tools: every instruction form the `.td`
//! describes (each instruction with three operand samples: low registers, sp/zero
//! registers, edge immediates) is printed by kiln's printer, and the text must be
//! printed and encoded identically by `llvm-mc-22 -show-encoding`, assembled by kiln's
//! own parser to the same bytes, and disassembled by both `llvm-mc-22 -disassemble` and
//! kiln's decoder to the same text. Objects with relocations (`:lo12:`, `:got:`,
//! `:got_lo12:`, `:tprel_hi12:`, branches, data) from kiln-mc and llvm-mc-22 must
//! disassemble alike under `llvm-objdump-22 -dr`.

mod common;

use common::{dump, kiln_object};
use kiln_mc::feature_set::FeatureSet;

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::code_emitter::encode_inst;
use kiln_mc::disassembler::decode_word;
use kiln_mc::inst_printer::print_inst;
use kiln_mc::instr_desc::{flags, ImmClassDesc, OperandClass};
use kiln_mc::mc_expr::MCContext;
use kiln_mc::mc_inst::{MCInst, MCOperand};
use kiln_mc::target::MCTargetHooks;
use kiln_support::SourceMgr;
use kiln_target_aarch64::mc::{tables::TABLES, AARCH64_MC};
use std::io::Write;
use std::process::{Command, Stdio};

/// The features of `-mattr=+fullfp16,+lse`.
fn fp16() -> FeatureSet {
    TABLES
        .parse_features(FeatureSet::default(), "+fullfp16,+lse")
        .expect("the fullfp16 and lse features")
}

/// A sample value of an immediate class (`k` picks one of a few).
fn sample_imm(c: &ImmClassDesc, k: usize) -> Option<i64> {
    let pick = |v: &[i64]| Some(v[k % v.len()]);
    match c.match_name {
        "LogicalImm32" => pick(&[0xff, 0xfffffffe, 0x0f0f0f0f]),
        "LogicalImm64" => pick(&[0xff, 0xff00ff00ff00ff00u64 as i64, 0x7ffffffffffffffe]),
        "AddSubShift" => pick(&[0, 12]),
        "MovShift32" => pick(&[0, 16]),
        "MovShift64" => pick(&[0, 16, 32, 48]),
        "ArithShift32" => pick(&[3, 1 << 6 | 31, 2 << 6 | 1]),
        "ArithShift64" => pick(&[3, 1 << 6 | 63, 2 << 6 | 7]),
        "LogicalShift32" => pick(&[3, 3 << 6 | 31, 1 << 6 | 1]),
        "LogicalShift64" => pick(&[3, 3 << 6 | 63, 2 << 6 | 9]),
        "ArithExtend" => pick(&[2 << 3, 6 << 3 | 4, 1]),
        "ArithExtend64" => pick(&[3 << 3 | 2, 7 << 3, 3 << 3 | 4]),
        "CondCode" => pick(&[1, 10, 12, 9]),
        "Barrier" => pick(&[11, 15, 4]),
        "ISBBarrier" => pick(&[15, 3]),
        "SysReg" => pick(&[0x5e82, 0x5a10, 0x5e85]),
        "FPImm" => pick(&[0x70, 0xc0, 0x3f]),
        "SIMDImmType10" => pick(&[0, 0xff, 0xff00ff0000ff00ffu64 as i64]),
        "AdrpLabel" => pick(&[4096, -8192, 1 << 20]),
        "VectorIndexD" => pick(&[1, 0]),
        "MovImm32" | "MovImm64" => None,
        _ if c.min == 0 && c.max == 0 => None,
        _ => {
            let s = c.scale.max(1);
            let lo = if c.min < 0 { c.min } else { s * 2 };
            pick(&[c.max / s * s, lo, s])
        }
    }
}

/// The sample MCInst `k` of opcode `opc`, or `None` when the instruction is not one the
/// assembler writes (pseudos).
fn sample_inst(opc: u16, k: usize) -> Option<MCInst> {
    let d = &TABLES.instrs[opc as usize];
    if d.has(flags::PSEUDO) || d.has(flags::ASM_PARSER_ONLY) || d.encoding.is_none() {
        return None;
    }
    let mut inst = MCInst::new(opc);
    for (j, o) in d.operands.iter().enumerate() {
        if o.tied_to >= 0 && (o.tied_to as usize) < j {
            inst.push(inst.op(o.tied_to as usize));
            continue;
        }
        let v =
            match o.class {
                OperandClass::Reg(c) => {
                    let m = TABLES.reg_classes[c as usize].members;
                    let r = match k {
                        0 => m[(1 + 3 * j) % m.len()],
                        // sp or the zero register first, then its neighbour (ldp's two
                        // destinations must differ).
                        1 => m[m.len() - 1 - (j % 2)],
                        _ => m[(m.len() / 2 + j) % m.len()],
                    };
                    MCOperand::Reg(r)
                }
                OperandClass::Imm(c) => {
                    let ic = &TABLES.imm_classes[c as usize];
                    MCOperand::Imm(sample_imm(ic, k + j).unwrap_or_else(|| {
                        panic!("no sample for immediate class {}", ic.match_name)
                    }))
                }
            };
        inst.push(v);
    }
    // A tied source that comes after its definition takes the definition's value.
    for (j, o) in d.operands.iter().enumerate() {
        if o.tied_to >= 0 && (o.tied_to as usize) > j {
            let v = inst.op(o.tied_to as usize);
            inst.operands_mut()[j] = v;
        }
    }
    Some(inst)
}

fn run(cmd: &str, args: &[&str], input: &[u8]) -> (String, String) {
    let mut c = Command::new(cmd)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd}: {e}"));
    c.stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write");
    let o = c.wait_with_output().expect("wait");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// `(text, encoding)` of each instruction line llvm-mc printed (comment lines dropped).
fn llvm_lines(out: &str) -> Vec<(String, String)> {
    out.lines()
        .filter(|l| {
            l.starts_with('\t') && !l.trim_start().starts_with("//") && !l.contains(".text")
        })
        .map(|l| {
            let (t, e) = l.split_once("// encoding:").unwrap_or((l, ""));
            (norm(t), e.trim().to_string())
        })
        .collect()
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn enc_text(b: &[u8]) -> String {
    let v: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
    format!("[{}]", v.join(","))
}

/// Assembles `text` with kiln-mc's parser: the printed lines with their encodings, and
/// the diagnostics.
fn kiln_asm(text: &str) -> (String, Vec<String>) {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("oracle.s", text.to_string());
    let mut st = AsmStreamer::new(&AARCH64_MC, true);
    let mut p = AsmParser::new(&sm, file, &AARCH64_MC, fp16());
    p.run(&mut st);
    let diags = p.diags.iter().map(|d| sm.render(d)).collect();
    (st.out, diags)
}

#[test]
fn every_instruction_form_matches_llvm_mc() {
    let ctx = MCContext::new();
    let mut insts = Vec::new();
    let mut forms = 0;
    for opc in 0..TABLES.instrs.len() as u16 {
        let mut any = false;
        for k in 0..3 {
            if let Some(i) = sample_inst(opc, k) {
                insts.push(i);
                any = true;
            }
        }
        forms += any as usize;
    }
    assert!(forms > 1650, "only {forms} instruction forms");
    let mut text = String::new();
    let mut mine = Vec::new();
    for i in &insts {
        let line = print_inst(&AARCH64_MC, i, &ctx, fp16(), false, None);
        let (bytes, fixups) = encode_inst(&AARCH64_MC, i, &ctx).expect("encodes");
        assert!(fixups.is_empty());
        text.push_str(&line);
        text.push('\n');
        mine.push((norm(&line), enc_text(&bytes), bytes, i));
    }
    let (out, err) = run(
        "llvm-mc-22",
        &["-triple=aarch64", "-mattr=+fullfp16,+lse", "-show-encoding"],
        text.as_bytes(),
    );
    assert!(err.is_empty(), "llvm-mc-22 rejects kiln's text:\n{err}");
    let theirs = llvm_lines(&out);
    assert_eq!(theirs.len(), mine.len());
    let mut bad = Vec::new();
    for ((t, e, _, i), (lt, le)) in mine.iter().zip(&theirs) {
        if e != le || t != lt {
            bad.push(format!(
                "{}: kiln `{t}` {e}, llvm-mc `{lt}` {le}",
                TABLES.instrs[i.opcode as usize].name
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} differ:\n{}",
        bad.len(),
        mine.len(),
        bad.join("\n")
    );

    // kiln's own parser reads the text back to the same bytes and text, the NEON forms
    // whose registers carry an arrangement (`v1.4s`, `v2.s[1]`) included.
    let (kout, diags) = kiln_asm(&text);
    assert!(diags.is_empty(), "{}", diags.join(""));
    let back = llvm_lines(&kout);
    assert_eq!(back, theirs);

    // The decoder gives back an instruction that encodes to the same bytes and prints
    // as llvm-mc disassembles it.
    let mut hex = String::new();
    for (t, _, bytes, _) in &mine {
        let w = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        let inst = decode_word(&AARCH64_MC, TABLES.decode32, w, fp16())
            .unwrap_or_else(|| panic!("{t}: {w:#010x} does not decode"));
        let (again, _) = encode_inst(&AARCH64_MC, &inst, &ctx).expect("encodes");
        assert_eq!(
            &again, bytes,
            "{t}: decoded as {}",
            TABLES.instrs[inst.opcode as usize].name
        );
        let printed = norm(&print_inst(&AARCH64_MC, &inst, &ctx, fp16(), false, None));
        assert_eq!(&printed, t, "{w:#010x}");
        hex.push_str(&enc_text(bytes).replace(['[', ']'], ""));
        hex.push('\n');
    }
    let (dis, err) = run(
        "llvm-mc-22",
        &["-triple=aarch64", "-mattr=+fullfp16,+lse", "-disassemble"],
        hex.as_bytes(),
    );
    assert!(err.is_empty(), "{err}");
    let dis: Vec<String> = dis
        .lines()
        .filter(|l| l.starts_with('\t') && !l.contains(".text"))
        .map(|l| norm(l.split("//").next().unwrap_or(l)))
        .collect();
    assert_eq!(dis.len(), mine.len());
    let bad: Vec<String> = dis
        .iter()
        .zip(&mine)
        .filter(|(d, m)| **d != m.0)
        .map(|(d, m)| format!("llvm-mc -disassemble `{d}`, kiln `{}`", m.0))
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Relocations and fixups: kiln-mc's object and llvm-mc-22's disassemble alike.
#[test]
fn objects_with_relocations_match_llvm_mc() {
    let src = "\t.text
\t.globl f
\t.p2align 2
\t.type f,@function
f:
\tadrp x0, var
\tadd x0, x0, :lo12:var
\tldr x1, [x0, :lo12:var]
\tldr w1, [x0, :lo12:var]
\tldrh w1, [x0, :lo12:var]
\tldrb w1, [x0, :lo12:var]
\tldr q1, [x0, :lo12:var]
\tstr d1, [x0, :lo12:var+8]
\tadrp x2, :got:ext
\tldr x2, [x2, :got_lo12:ext]
\tmrs x3, TPIDR_EL0
\tadd x3, x3, :tprel_hi12:tlv
\tadd x3, x3, :tprel_lo12_nc:tlv
\tadrp x4, :gottprel:tlv2
\tldr x4, [x4, :gottprel_lo12:tlv2]
\tadrp x5, :tlsdesc:tlv3
\tldr x6, [x5, :tlsdesc_lo12:tlv3]
\tadd x5, x5, :tlsdesc_lo12:tlv3
\t.tlsdesccall tlv3
\tblr x6
\tadr x7, .Llocal
\tadr x7, ext
\tbl ext
\tb ext
\tb.ne .Llocal
\tcbz x0, .Llocal
\ttbnz w1, #3, .Llocal
\tb.eq ext
\tcbnz w1, ext
\ttbz x1, #63, ext
\tldr x8, .Llocal
\tldr x8, ext
.Llocal:
\tbl f
\tret
.Lend:
\t.size f, .Lend-f
\t.data
\t.p2align 3
d:
\t.xword f
\t.xword ext+16
\t.word ext
\t.hword 7
\t.byte 1
\t.word .Llocal-.
\t.section .tbss,\"awT\",@nobits
tlv:
\t.zero 8
";
    let dir = std::env::temp_dir().join(format!("kiln-a64-obj-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let s = dir.join("r.s");
    std::fs::write(&s, src).expect("write");
    let llvm_o = dir.join("llvm.o");
    let st = Command::new("llvm-mc-22")
        .args(["-triple=aarch64", "-filetype=obj", "-o"])
        .arg(&llvm_o)
        .arg(&s)
        .status()
        .expect("llvm-mc-22");
    assert!(st.success());
    let kiln_o = dir.join("kiln.o");
    std::fs::write(&kiln_o, kiln_object(src).expect("kiln-mc assembles it")).expect("write");
    let (a, b) = (dump(&kiln_o), dump(&llvm_o));
    assert_eq!(a, b, "kiln:\n{a}\nllvm-mc:\n{b}");
}

#[test]
fn hooks_answer_for_aarch64() {
    assert_eq!(AARCH64_MC.elf_machine(), 183);
    assert_eq!(AARCH64_MC.eh_frame_pcrel32(), 261);
}

/// A register list names consecutive registers (wrapping from v31 to v0) of one
/// arrangement, as many as the instruction takes: llvm-mc-22 accepts exactly the lists
/// kiln-mc accepts, and encodes them alike.
#[test]
fn register_lists_are_consecutive_registers_of_one_arrangement() {
    let lines = [
        ("tbl v0.16b, { v30.16b, v31.16b, v0.16b }, v1.16b", true),
        ("ld4 { v31.4s, v0.4s, v1.4s, v2.4s }, [x0], #64", true),
        ("st2 { v3.8b, v4.8b }, [sp]", true),
        ("ld1 { v0.16b, v2.16b }, [x0]", false),
        ("ld2 { v0.4s, v1.2s }, [x0]", false),
        ("ld4 { v0.16b, v1.16b, v2.16b }, [x1]", false),
        ("tbl v0.16b, { v1.16b, v2.16b }, v3.8b", false),
        ("ld2 { v0.1d, v1.1d }, [x0]", false),
    ];
    for (line, ok) in lines {
        let text = format!("\t{line}\n");
        let (out, diags) = kiln_asm(&text);
        let (theirs, err) = run(
            "llvm-mc-22",
            &["-triple=aarch64", "-show-encoding"],
            text.as_bytes(),
        );
        assert_eq!(diags.is_empty(), ok, "kiln-mc on `{line}`: {diags:?}");
        assert_eq!(err.is_empty(), ok, "llvm-mc-22 on `{line}`: {err}");
        if ok {
            assert_eq!(llvm_lines(&out), llvm_lines(&theirs), "{line}");
        }
    }
}
