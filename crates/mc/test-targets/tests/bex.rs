//! The big-endian test target (Bex, `td/Bex.td`) through kiln-mc: AArch64-like operand
//! syntax parsed by the generic parser's hooks (`#imm`, `[r6, #8]`, `[r6, #-4]!`,
//! `lsl #12`, `:lo16:sym`, `//` comments), printed back, encoded as big-endian words
//! whose expected bytes are derived by hand from the `.td` encodings, and written as a
//! big-endian ELF object that the `object` crate reads back.

mod common;

use common::{assemble, instruction_lines, print};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc_test_targets::bex::{BEX, EM_BEX, R_BEX_32, R_BEX_LO16};
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget};

const SRC: &str = "\t.text
\t.globl\tf
f:
.Ltop:
\taddi\tr1, r2, #-2             // comment
\taddsh\tr3, r4, #0x123, lsl #12
\tldr\tr5, [r6, #8]
\tldr\tr5, [r6, #-4]!
\taddi\tr7, r0, #:lo16:var
\tb\t.Ltop
\t.p2align\t4
\tnop
\t.data
var:
\t.word\t0x11223344
\t.half\t0x5566
\t.word\tf
";

/// The bytes of each instruction, from the `.td`: opcode in Inst{31-24}, then the
/// fields, the word stored most significant byte first.
const TEXT: &[u8] = &[
    0x09, 0x12, 0xff, 0xfe, // addi: rd=1, rs=2, imm16=0xfffe
    0x0a, 0x34, 0x12, 0x3c, // addsh: rd=3, rs=4, imm12=0x123, sh=12
    0x20, 0x56, 0x00, 0x08, // ldr: rd=5, base=6 << 16 | 8
    0x21, 0x56, 0xff, 0xfc, // ldr pre-index: rd=5, base=6 << 16 | 0xfffc
    0x09, 0x70, 0x00, 0x00, // addi r7, r0, :lo16:var (relocation)
    0x30, 0xff, 0xff, 0xfb, // b .Ltop: (0 - 0x14) >> 2 = -5 in 24 bits
    0xf0, 0x00, 0x00, 0x00, // .p2align 4: two NOPs from 0x18
    0xf0, 0x00, 0x00, 0x00, 0xf0, 0x00, 0x00, 0x00, // nop
];

#[test]
fn parses_and_prints_aarch64_like_operands() {
    let text = print(&BEX, SRC, false).expect("assembles");
    assert_eq!(
        instruction_lines(&text),
        [
            "\taddi\tr1, r2, #-2",
            "\taddsh\tr3, r4, #291, lsl #12",
            "\tldr\tr5, [r6, #8]",
            "\tldr\tr5, [r6, #-4]!",
            "\taddi\tr7, r0, #:lo16:var",
            "\tb\t.Ltop",
            "\tnop",
        ]
    );
    // What is printed assembles to the same thing again.
    let again = print(&BEX, &text, false).expect("printed text assembles");
    assert_eq!(instruction_lines(&again), instruction_lines(&text));
}

#[test]
fn encodes_big_endian_words() {
    let text = print(&BEX, SRC, true).expect("assembles");
    let lines = instruction_lines(&text);
    assert!(
        lines[0].ends_with("// encoding: [0x09,0x12,0xff,0xfe]"),
        "{}",
        lines[0]
    );
    assert!(lines[2].ends_with("// encoding: [0x20,0x56,0x00,0x08]"));
    assert!(lines[3].ends_with("// encoding: [0x21,0x56,0xff,0xfc]"));
    // The :lo16: fixup owns the last two bytes of the big-endian word.
    assert!(
        lines[4].ends_with("// encoding: [0x09,0x70,A,A]"),
        "{}",
        lines[4]
    );
    assert!(
        text.contains("//   fixup A - offset: 0, value: :lo16:var, kind: fixup_bex_lo16"),
        "{text}"
    );
}

#[test]
fn writes_a_big_endian_elf_object() {
    let obj = assemble(&BEX, SRC).expect("assembles");
    assert_eq!(&obj[..4], b"\x7fELF");
    assert_eq!(obj[4], 1, "ELFCLASS32");
    assert_eq!(obj[5], 2, "EI_DATA must be ELFDATA2MSB");
    let f = object::File::parse(&*obj).expect("object reads it");
    assert!(!f.is_little_endian());
    let object::File::Elf32(ref elf) = f else {
        panic!("not ELF32");
    };
    assert_eq!(
        elf.elf_header().e_machine.get(object::Endianness::Big),
        EM_BEX
    );
    let text = f.section_by_name(".text").expect(".text");
    assert_eq!(text.data().unwrap(), TEXT);
    assert_eq!(text.align(), 16);
    let relocs: Vec<_> = text.relocations().collect();
    assert_eq!(relocs.len(), 1, "only :lo16:var needs a relocation");
    let (off, r) = &relocs[0];
    assert_eq!(*off, 0x10);
    assert_eq!(
        r.flags(),
        object::RelocationFlags::Elf { r_type: R_BEX_LO16 }
    );
    let RelocationTarget::Symbol(s) = r.target() else {
        panic!("relocation without a symbol")
    };
    assert_eq!(f.symbol_by_index(s).unwrap().name().unwrap(), "var");
    let data = f.section_by_name(".data").expect(".data");
    assert_eq!(
        data.data().unwrap(),
        &[0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0, 0, 0, 0]
    );
    let relocs: Vec<_> = data.relocations().collect();
    assert_eq!(relocs.len(), 1);
    assert_eq!(relocs[0].0, 6);
    assert_eq!(
        relocs[0].1.flags(),
        object::RelocationFlags::Elf { r_type: R_BEX_32 }
    );
}

#[test]
fn writes_big_endian_eh_frame() {
    let src = "\t.text\nf:\n\t.cfi_startproc\n\taddi\tr13, r13, #-16\n\t.cfi_def_cfa_offset 16\n\tnop\n\t.cfi_endproc\n";
    let obj = assemble(&BEX, src).expect("assembles");
    let f = object::File::parse(&*obj).unwrap();
    let eh = f.section_by_name(".eh_frame").expect(".eh_frame");
    let d = eh.data().unwrap();
    // The CIE: a big-endian length, then a zero CIE id, version 1.
    let len = u32::from_be_bytes([d[0], d[1], d[2], d[3]]) as usize;
    assert!(
        len > 8 && len + 4 < d.len(),
        "CIE length {len} of {}",
        d.len()
    );
    assert_eq!(&d[4..8], &[0, 0, 0, 0]);
    assert_eq!(d[8], 1);
    // The FDE after it points back to the CIE: its CIE pointer is its own offset.
    let fde = len + 4;
    let ptr = u32::from_be_bytes([d[fde + 4], d[fde + 5], d[fde + 6], d[fde + 7]]) as usize;
    assert_eq!(ptr, fde + 4);
}

#[test]
fn rejects_bad_operands_with_located_errors() {
    // An offset outside simm16 in a memory operand, a missing `]`, `#` where a register
    // goes.
    for (src, want) in [
        ("\tldr\tr1, [r2, #70000]\n", "test.s:1:"),
        ("\tldr\tr1, [r2, #8\n", "test.s:1:"),
        ("\taddi\tr1, #3, #4\n", "test.s:1:"),
        ("\taddi\tr1, r2, #:hi:x\n", "invalid relocation specifier"),
    ] {
        let e = print(&BEX, src, false).expect_err(src);
        assert!(e.contains(want), "{src}: {e}");
    }
}

#[test]
fn decodes_big_endian_words_back() {
    use kiln_mc::disassembler::decode_word;
    use kiln_mc::inst_printer::print_inst;
    use kiln_mc::mc_expr::MCContext;
    use kiln_mc::target::{read_int, MCTargetHooks};
    let ctx = MCContext::new();
    let t = BEX.tables();
    for (bytes, want) in [
        (&TEXT[0..4], "\taddi\tr1, r2, #-2"),
        (&TEXT[4..8], "\taddsh\tr3, r4, #291, lsl #12"),
        (&TEXT[20..24], "\tb\t-20"),
        (&TEXT[32..36], "\tnop"),
    ] {
        let word = read_int(bytes, BEX.instructions_big_endian()) as u32;
        let inst = decode_word(&BEX, t.decode32, word, FeatureSet::default()).expect("decodes");
        assert_eq!(
            print_inst(&BEX, &inst, &ctx, FeatureSet::default(), false, None),
            want
        );
    }
    // Composite operands have no generic decoder: the loads are not decoded.
    let word = read_int(&TEXT[8..12], true) as u32;
    assert!(decode_word(&BEX, t.decode32, word, FeatureSet::default()).is_none());
}

#[test]
fn riscv_directives_are_not_generic() {
    let e = print(&BEX, "\t.option\trvc\n", false).expect_err(".option");
    assert!(e.contains("unknown directive"), "{e}");
    let e = print(&BEX, "\t.attribute\t5, \"rv64i\"\n", false).expect_err(".attribute");
    assert!(e.contains("unknown directive"), "{e}");
}

#[test]
fn llvm_tools_read_the_big_endian_object() {
    let obj = assemble(&BEX, SRC).expect("assembles");
    let path = std::env::temp_dir().join(format!("kiln-bex-{}.o", std::process::id()));
    std::fs::write(&path, &obj).unwrap();
    let out = std::process::Command::new("llvm-objdump-22")
        .args(["-s", "-j", ".text", "-j", ".data"])
        .arg(&path)
        .output()
        .expect("llvm-objdump-22 must be installed");
    let header = std::process::Command::new("llvm-readelf-22")
        .arg("-h")
        .arg(&path)
        .output()
        .expect("llvm-readelf-22 must be installed");
    let _ = std::fs::remove_file(&path);
    let h = String::from_utf8_lossy(&header.stdout);
    assert!(h.contains("big endian") && h.contains("ELF32"), "{h}");
    assert!(
        h.lines()
            .any(|l| l.trim_start().starts_with("Machine:") && l.trim_end().ends_with("5be")),
        "e_machine: {h}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains(" 0000 0912fffe 0a34123c 20560008 2156fffc"),
        "{text}"
    );
    assert!(text.contains(" 0000 11223344 55660000 0000"), "{text}");
}
