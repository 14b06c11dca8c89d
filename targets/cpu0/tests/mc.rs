//! The Cpu0 MC layer through kiln-mc, for `cpu0` (big-endian) and `cpu0el` (little):
//! every instruction form is printed, assembled into an ELF object, read back, decoded
//! and printed again to the same text; a few encodings are checked by hand against the
//! sequences seed 000 shows and the tutorial's `jne` example; relocations are `SHT_REL`
//! with the addends in place; bad input gets located errors.

use kiln_mc::asm_parser::AsmParser;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::disassembler::decode_word;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::inst_printer::print_inst;
use kiln_mc::instr_desc::OperandClass;
use kiln_mc::mc_expr::MCContext;
use kiln_mc::mc_inst::{MCInst, MCOperand};
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::{read_int, MCTargetHooks};
use kiln_support::SourceMgr;
use kiln_target_cpu0::mc::{self, features_for, tables::TABLES, CPU0EL_MC, CPU0_MC};
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget};

/// The printed assembly of `src` (with encodings when asked), or the rendered errors.
fn print(
    t: &dyn MCTargetHooks,
    features: FeatureSet,
    src: &str,
    enc: bool,
) -> Result<String, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = AsmStreamer::new(t, enc);
    let mut p = AsmParser::new(&sm, file, t, features);
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    Ok(st.out)
}

/// The ELF object assembled from `src`, or the errors.
fn assemble(t: &dyn MCTargetHooks, features: FeatureSet, src: &str) -> Result<Vec<u8>, String> {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("test.s".to_string(), src.to_string());
    let mut st = ObjectStreamer::new(t, features);
    let mut p = AsmParser::new(&sm, file, t, features);
    p.run(&mut st);
    if !p.diags.is_empty() {
        return Err(p.diags.iter().map(|d| sm.render(d)).collect());
    }
    st.finish()
        .map_err(|e| e.into_iter().map(|(_, m)| m + "\n").collect::<String>())?;
    write_elf(&st)
}

/// Operand values for instruction forms: for each operand, a few choices (registers
/// from the operand's class, immediates at both ends of the range and in between).
fn choices(class: OperandClass, k: usize) -> Vec<MCOperand> {
    match class {
        OperandClass::Reg(c) => {
            let m = TABLES.reg_classes[c as usize].members;
            vec![
                MCOperand::Reg(m[k % m.len()]),
                MCOperand::Reg(m[(k + 5) % m.len()]),
                MCOperand::Reg(m[m.len() - 1]),
            ]
        }
        OperandClass::Imm(c) => {
            let ic = &TABLES.imm_classes[c as usize];
            let mid = (ic.min + ic.max) / 2 / ic.scale * ic.scale;
            vec![
                MCOperand::Imm(ic.min),
                MCOperand::Imm(ic.max),
                MCOperand::Imm(mid),
            ]
        }
    }
}

/// Every encodable instruction with three operand choices each, as MCInsts.
fn every_form() -> Vec<MCInst> {
    let mut out = Vec::new();
    for (opc, d) in TABLES.instrs.iter().enumerate() {
        if d.encoding.is_none() {
            continue;
        }
        for v in 0..3 {
            let mut inst = MCInst::new(opc as u16);
            for (k, o) in d.operands.iter().enumerate() {
                inst.push(choices(o.class, k + opc)[v]);
            }
            out.push(inst);
        }
    }
    out
}

/// The `.text` bytes of an object.
fn text(obj: &[u8]) -> Vec<u8> {
    let f = object::File::parse(obj).expect("a valid ELF file");
    let s = f.section_by_name(".text").expect(".text");
    s.data().expect("section data").to_vec()
}

fn round_trip(t: &dyn MCTargetHooks, big: bool) {
    let features = features_for("", "").expect("default features");
    let ctx = MCContext::new();
    let forms = every_form();
    assert!(forms.len() >= 3 * 55, "only {} forms", forms.len());
    let lines: Vec<String> = forms
        .iter()
        .map(|i| print_inst(t, i, &ctx, features, false, None))
        .collect();
    let src = format!("\t.text\n{}\n", lines.join("\n"));
    let obj = assemble(t, features, &src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let f = object::File::parse(&*obj).expect("ELF");
    assert_eq!(f.is_little_endian(), !big);
    let bytes = text(&obj);
    assert_eq!(bytes.len(), 4 * forms.len());
    for (k, line) in lines.iter().enumerate() {
        let w = read_int(&bytes[4 * k..4 * k + 4], big) as u32;
        let inst = decode_word(t, TABLES.decode32, w, features)
            .unwrap_or_else(|| panic!("{line}: {w:#010x} does not decode"));
        assert_eq!(
            &print_inst(t, &inst, &ctx, features, false, None),
            line,
            "word {w:#010x}"
        );
    }
}

#[test]
fn every_instruction_form_round_trips_big_endian() {
    round_trip(&CPU0_MC, true);
}

#[test]
fn every_instruction_form_round_trips_little_endian() {
    round_trip(&CPU0EL_MC, false);
}

/// Encodings derived by hand from the formats (opcode in the top byte, then ra, rb, rc
/// or imm16), for the sequences seed 000 shows and the tutorial's `jne` example.
const HAND: &[(&str, [u8; 4])] = &[
    ("addiu\t$13, $13, -32768", [0x09, 0xdd, 0x80, 0x00]),
    ("addiu\t$1, $zero, -1", [0x09, 0x10, 0xff, 0xff]),
    ("shl\t$1, $1, 16", [0x1e, 0x11, 0x00, 0x10]),
    ("addiu\t$1, $1, 32760", [0x09, 0x11, 0x7f, 0xf8]),
    ("addu\t$13, $13, $1", [0x11, 0xdd, 0x10, 0x00]),
    ("lui\t$1, 65535", [0x0f, 0x10, 0xff, 0xff]),
    ("ori\t$1, $zero, 32768", [0x0d, 0x10, 0x80, 0x00]),
    ("ld\t$2, 28($13)", [0x01, 0x2d, 0x00, 0x1c]),
    ("st\t$14, -4($13)", [0x02, 0xed, 0xff, 0xfc]),
    ("jne\t$sw, 16", [0x31, 0x00, 0x00, 0x10]),
    ("ret\t$14", [0x3c, 0xe0, 0x00, 0x00]),
    ("nop", [0x00, 0x00, 0x00, 0x00]),
];

#[test]
fn hand_checked_encodings_in_both_byte_orders() {
    let features = features_for("", "").expect("default features");
    for (t, big) in [(&CPU0_MC, true), (&CPU0EL_MC, false)] {
        let src: String = HAND.iter().map(|(l, _)| format!("\t{l}\n")).collect();
        let bytes = text(&assemble(t, features, &src).expect("assembles"));
        for (k, (line, enc)) in HAND.iter().enumerate() {
            let mut want = *enc;
            if !big {
                want.reverse();
            }
            assert_eq!(bytes[4 * k..4 * k + 4], want, "{line}");
        }
        // The printed form is the input.
        let printed = print(t, features, &src, true).expect("prints");
        for (line, _) in HAND {
            assert!(
                printed.contains(&format!("\t{line}")),
                "{line} in\n{printed}"
            );
        }
    }
}

#[test]
fn branches_count_from_the_delay_slot() {
    let features = features_for("", "").expect("default features");
    let src = "\t.text\nf:\n\tbeq\t$4, $zero, .L1\n\tnop\n\tnop\n.L1:\n\tjmp\tf\n\tnop\n";
    let bytes = text(&assemble(&CPU0_MC, features, src).expect("assembles"));
    // beq at 0: .L1 (12) - 4 = 8.
    assert_eq!(bytes[0..4], [0x37, 0x40, 0x00, 0x08]);
    // jmp at 12: f (0) - 16 = -16 in 24 bits.
    assert_eq!(bytes[12..16], [0x36, 0xff, 0xff, 0xf0]);
}

#[test]
fn relocations_are_rel_with_addends_in_place() {
    let features = features_for("", "").expect("default features");
    let src = "\t.text\nf:\n\tlui\t$2, %hi(var+0x12345)\n\taddiu\t$2, $2, %lo(var+0x12345)\n\
               \tjsub\tg\n\tnop\n\t.data\nvar:\n\t.word\tg+8\n";
    for (t, big) in [(&CPU0_MC, true), (&CPU0EL_MC, false)] {
        let obj = assemble(t, features, src).expect("assembles");
        let f = object::File::parse(&*obj).expect("ELF");
        assert_eq!(
            f.sections()
                .filter(|s| s.name().unwrap_or("").starts_with(".rel."))
                .count(),
            2
        );
        assert!(f.section_by_name(".rela.text").is_none());
        let sym = |r: &object::Relocation| match r.target() {
            RelocationTarget::Symbol(i) => f
                .symbol_by_index(i)
                .expect("sym")
                .name()
                .unwrap_or("")
                .to_string(),
            _ => String::new(),
        };
        let tx = f.section_by_name(".text").expect(".text");
        let rels: Vec<(u64, u32, String)> = tx
            .relocations()
            .map(|(o, r)| match r.flags() {
                object::RelocationFlags::Elf { r_type } => (o, r_type, sym(&r)),
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(rels[0].1, mc::R_CPU0_HI16);
        assert_eq!(rels[1].1, mc::R_CPU0_LO16);
        assert_eq!(
            (rels[2].0, rels[2].1, rels[2].2.as_str()),
            (8, mc::R_CPU0_PC24, "g")
        );
        let b = tx.data().expect("data");
        let word = |k: usize| read_int(&b[4 * k..4 * k + 4], big) as u32;
        let (hi, lo) = (word(0) & 0xffff, word(1) & 0xffff);
        // `var` is at offset 0 of `.data`, so the addend is the same whether the
        // relocations name `var` or the section.
        let a = ((hi << 16) as i32).wrapping_add(lo as u16 as i16 as i32);
        assert_eq!(a, 0x12345);
        assert_eq!(word(2) & 0xff_ffff, 0);
        let d = f.section_by_name(".data").expect(".data");
        let dw = read_int(&d.data().expect("data")[0..4], big);
        assert_eq!(dw, 8);
        let (_, r) = d.relocations().next().expect("a data relocation");
        assert_eq!(
            r.flags(),
            object::RelocationFlags::Elf {
                r_type: mc::R_CPU0_32
            }
        );
        assert_eq!(f.architecture(), object::Architecture::Unknown);
    }
}

#[test]
fn subtargets_and_bad_operands_are_located_errors() {
    let i = features_for("cpu032I", "").expect("cpu032I");
    let e = print(&CPU0_MC, i, "\tbeq\t$1, $2, 8\n", false).expect_err("cpu032I has no beq");
    assert!(e.contains("test.s:1:"), "{e}");
    let e = print(&CPU0_MC, i, "\tslt\t$1, $2, $3\n", false).expect_err("cpu032I has no slt");
    assert!(e.contains("test.s:1:"), "{e}");
    assert!(print(&CPU0_MC, i, "\tcmp\t$sw, $2, $3\n\tjlt\t$sw, 8\n", false).is_ok());
    let ii = features_for("cpu032II", "").expect("cpu032II");
    for bad in [
        "\taddiu\t$1, $2, 32768\n",
        "\tori\t$1, $2, -1\n",
        "\tshl\t$1, $2, 32\n",
        "\taddu\t$1, $2\n",
        "\tld\t$1, 4($16)\n",
        "\tbeq\t$1, $2, 6\n",
    ] {
        let e = print(&CPU0_MC, ii, bad, false).expect_err(bad);
        assert!(e.contains("test.s:1:"), "{bad}: {e}");
    }
    assert!(features_for("cpu99", "").is_err());
    let e = assemble(&CPU0_MC, ii, "\tbeq\t$1, $2, far\n\t.space\t40000\nfar:\n")
        .expect_err("out of range");
    assert!(e.contains("out of range"), "{e}");
}

#[test]
fn elf_header_names_cpu0() {
    let features = features_for("", "").expect("default features");
    let obj = assemble(&CPU0_MC, features, "\tnop\n").expect("assembles");
    // e_machine at offset 18, big-endian.
    assert_eq!(u16::from_be_bytes([obj[18], obj[19]]), mc::EM_CPU0);
    assert_eq!(obj[5], 2, "ELFDATA2MSB");
    let obj = assemble(&CPU0EL_MC, features, "\tnop\n").expect("assembles");
    assert_eq!(u16::from_le_bytes([obj[18], obj[19]]), mc::EM_CPU0);
    assert_eq!(obj[5], 1, "ELFDATA2LSB");
    assert_eq!(obj[4], 1, "ELFCLASS32");
}
