//! Per-function parallel compilation is invisible in the output, on modules larger than the
//! parallel driver's in-flight window (`16 x threads` functions, `kiln_codegen::parallel`):
//! 45 C corpus programs, compiled by clang-22 to IR at -O0 and at -O2 -fno-inline (so their
//! functions survive), are linked by llvm-link-22 into one module per clang level (each with
//! at least 300 function definitions, counted), and each module is compiled by the RISC-V
//! target at -O0 and -O2 at 1, 2 and 4 threads (4 twice): the assembly text and kiln's
//! direct object (`-filetype=obj`: MCInsts streamed into the object writer, not assembled
//! from the text) must be identical byte for byte to the 1-thread ones, and the text must
//! define every function of the module.
//!
//! The comparison reports the first difference and where it is (line and column of the text;
//! byte offset and ELF section of the object); `the_comparison_reports_a_changed_byte_and_where`
//! feeds it a text and an object with one changed byte and requires that report.

mod common;

use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;
use std::path::PathBuf;

const TRIPLE: &str = "riscv64-linux-gnu";

/// Assembly text and direct object of `module` at `-O<level>` on `threads` threads.
fn compile(module: &kiln_ir::Module, level: u8, threads: usize) -> (String, Vec<u8>) {
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
    tm.threads = threads;
    let asm = tm
        .emit_assembly(module)
        .unwrap_or_else(|e| panic!("kiln -O{level} -threads={threads}: {}", e.message));
    let (obj, _) = tm
        .emit_object_and_dumps(module)
        .unwrap_or_else(|e| panic!("kiln -O{level} -threads={threads} (object): {}", e.message));
    (asm, obj)
}

/// Compiles `text` at -O0 and -O2 at 1, 2, 4 and 4 threads and requires the same bytes.
fn check_same(text: &str, name: &str) {
    let module = kiln_ir::parse_str(name, text).unwrap_or_else(|e| panic!("parse {name}: {e}"));
    let defined = module.functions.iter().filter(|f| f.is_definition).count();
    assert!(
        defined >= common::MIN_LINKED_FUNCTIONS,
        "{name}: {defined} function definitions, fewer than {}",
        common::MIN_LINKED_FUNCTIONS
    );
    eprintln!("{name}: {defined} function definitions");
    for level in [0u8, 2] {
        let (asm1, obj1) = compile(&module, level, 1);
        let emitted = asm1.matches(",@function\n").count();
        assert_eq!(
            emitted, defined,
            "{name} -O{level}: the text defines {emitted} of {defined} functions"
        );
        for threads in [2, 4, 4] {
            let (asm, obj) = compile(&module, level, threads);
            if let Some(d) = common::text_difference(&asm1, &asm) {
                panic!("{name} -O{level}: assembly at 1 and {threads} threads differs: {d}");
            }
            if let Some(d) = common::object_difference(&obj1, &obj) {
                panic!("{name} -O{level}: direct object at 1 and {threads} threads differs: {d}");
            }
        }
    }
}

#[test]
fn large_modules_are_identical_at_1_2_and_4_threads() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("determinism");
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");
    for flags in [&["-O0"][..], &["-O2", "-fno-inline"][..]] {
        let text = common::linked_corpus_module(&dir, flags);
        check_same(&text, &format!("linked{}", flags.concat()));
    }
}

#[test]
fn main_is_renamed_alone() {
    let text = "@main_table = global ptr @main\ndefine i32 @main() {\n  ret i32 0\n}\n@mainx = global i32 0\n";
    assert_eq!(
        common::rename_main(text, "main_p"),
        "@main_table = global ptr @main_p\ndefine i32 @main_p() {\n  ret i32 0\n}\n@mainx = global i32 0\n"
    );
}

/// The comparison's own negative test: one changed byte in a text or in one of kiln's
/// objects is reported, with where it is.
#[test]
fn the_comparison_reports_a_changed_byte_and_where() {
    let module = kiln_ir::parse_str(
        "small.ll",
        "define i64 @f(i64 %a) {\n  %b = add i64 %a, 7\n  ret i64 %b\n}\n",
    )
    .expect("the module parses");
    let (asm, obj) = compile(&module, 2, 1);
    assert_eq!(common::text_difference(&asm, &asm.clone()), None);
    assert_eq!(common::object_difference(&obj, &obj.clone()), None);

    // The text: the `7` of `addi a0, a0, 7` becomes `8`.
    let line = asm
        .lines()
        .position(|l| l.contains("addi") && l.ends_with(", 7"))
        .unwrap_or_else(|| panic!("kiln adds 7 with one addi:\n{asm}"));
    let at = asm.lines().take(line).map(|l| l.len() + 1).sum::<usize>()
        + asm.lines().nth(line).map_or(0, str::len)
        - 1;
    let mut changed = asm.clone().into_bytes();
    changed[at] = b'8';
    let changed = String::from_utf8(changed).expect("still UTF-8");
    let d = common::text_difference(&asm, &changed).expect("one changed byte is a difference");
    let col = asm.lines().nth(line).map_or(0, str::len);
    assert!(
        d.contains(&format!("line {}, column {col}", line + 1)),
        "the report names the line and column: {d}"
    );
    // A text cut short is a difference too.
    let short = &asm[..asm.len() - 1];
    assert!(common::text_difference(&asm, short).is_some());

    // The object: flip one bit of the first instruction (.text's first byte).
    let text_start = (0..obj.len())
        .find(|&k| common::elf_place(&obj, k) == "section .text at +0x0")
        .expect("the object has a .text section");
    let mut corrupt = obj.clone();
    corrupt[text_start] ^= 0x10;
    let d = common::object_difference(&obj, &corrupt).expect("one changed byte is a difference");
    assert!(
        d.contains(&format!("byte {text_start:#x}"))
            && d.contains("section .text at +0x0")
            && d.contains("first section whose bytes differ: .text (at +0x0)"),
        "the report names the offset and the section: {d}"
    );
    // A byte of the ELF header, and a truncated object.
    let mut corrupt = obj.clone();
    corrupt[5] ^= 1;
    let d = common::object_difference(&obj, &corrupt).expect("a changed header byte");
    assert!(d.contains("byte 0x5 (ELF header)"), "{d}");
    let d = common::object_difference(&obj, &obj[..obj.len() - 3])
        .expect("a truncated object is a difference");
    assert!(d.contains("sizes differ"), "{d}");
}
