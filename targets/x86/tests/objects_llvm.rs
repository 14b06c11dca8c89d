//! kiln-mc's x86-64 ELF objects against llvm-mc-22's, compared through llvm-objdump-22
//! (disassembly with relocations, and the symbol table):
//!
//! - `objects.s`: RIP-relative data, `@GOTPCREL` (GOTPCRELX/REX_GOTPCRELX), `@TPOFF`,
//!   `@GOTTPOFF`, absolute 32/32S/64 references, calls (PLT32), rel8 jumps that stay
//!   short and ones relaxed to rel32, alignment NOPs, data relocations including a
//!   PC-relative `ext - .`, relocations against section symbols for local labels.
//! - llc-22 -O2's assembly of corpus C files (clang-22 IR, as the corpus tests build it):
//!   functions, jump tables, constant pools in mergeable sections, TLS, varargs, CFI.

mod common;

use common::{assemble, run_tool};
use std::path::Path;

/// `llvm-objdump-22 args` of an object, without the file-name line.
fn objdump(obj: &[u8], args: &[&str], dir: &Path, name: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, obj).expect("write object");
    let mut a: Vec<&str> = args.to_vec();
    let p = path.to_str().expect("utf-8 path");
    a.push(p);
    let out = String::from_utf8(run_tool("llvm-objdump-22", &a, b"")).expect("utf-8");
    let mut lines: Vec<&str> = out.lines().filter(|l| !l.contains(p)).collect();
    if args.contains(&"-t") {
        lines.sort();
    }
    lines.join("\n")
}

/// Assembles `src` with both assemblers and compares their objects.
fn compare(src: &str, what: &str) {
    let dir = std::env::temp_dir().join(format!("kiln-x86-obj-{}-{what}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ours = assemble(src).unwrap_or_else(|e| panic!("{what}: kiln-mc failed:\n{e}"));
    let theirs = run_tool(
        "llvm-mc-22",
        &["-triple=x86_64", "-filetype=obj", "-o", "-"],
        src.as_bytes(),
    );
    for args in [&["-dr"][..], &["-t"][..]] {
        let a = objdump(&ours, args, &dir, "kiln.o");
        let b = objdump(&theirs, args, &dir, "llvm.o");
        if a != b {
            let diff: Vec<String> = a
                .lines()
                .zip(b.lines())
                .filter(|(x, y)| x != y)
                .take(10)
                .map(|(x, y)| format!("  kiln: {x}\n  llvm: {y}"))
                .collect();
            panic!(
                "{what}: llvm-objdump-22 {args:?} differs:\n{}",
                diff.join("\n")
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hand_written_object_matches_llvm_mc() {
    let src =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/objects.s"))
            .expect("objects.s");
    compare(&src, "objects.s");
}

/// Corpus programs (SSE-heavy ones among them) whose llc-22 -O2 assembly uses only
/// instructions the `.td` has.
const CORPUS: &[&str] = &[
    "arith_i64",
    "bit_ops",
    "binary_tree",
    "sha256",
    "switch_sparse",
    "printf_formats",
    "tls_pointers",
    "varargs_int",
    "qsort_doubles",
    "thread_local_vars",
    "struct_float_return",
    "setjmp_longjmp",
    "vector_ext",
    "sort_algorithms",
    "restrict_kernels",
    "particles_sim",
];

#[test]
fn llc_corpus_assembly_matches_llvm_mc() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/c");
    for name in CORPUS {
        let c = root.join(format!("{name}.c"));
        let c = c.to_str().expect("utf-8 path");
        let ir = run_tool(
            "clang-22",
            &[
                "--target=x86_64-linux-gnu",
                "-O2",
                "-S",
                "-emit-llvm",
                "-w",
                c,
                "-o",
                "-",
            ],
            b"",
        );
        let asm = run_tool(
            "llc-22",
            &["-O2", "-mtriple=x86_64-linux-gnu", "-o", "-"],
            &ir,
        );
        let asm = String::from_utf8(asm).expect("utf-8");
        compare(&asm, name);
        let obj = run_tool(
            "llvm-mc-22",
            &["-triple=x86_64", "-filetype=obj", "-o", "-"],
            asm.as_bytes(),
        );
        disassemble_text(&obj, name);
    }
}

/// kiln's disassembler reads llvm-mc-22's `.text` of `obj` instruction by instruction,
/// each to an instruction that encodes to the same bytes, as many instructions as
/// llvm-objdump-22 finds.
fn disassemble_text(obj: &[u8], what: &str) {
    use kiln_mc::mc_expr::MCContext;
    use kiln_target_x86::mc::{disassembler::decode, X86_MC};
    use object::{Object, ObjectSection};
    let file = object::File::parse(obj).expect("ELF");
    let text = file.section_by_name(".text").expect(".text");
    let bytes = text.data().expect("data");
    let ctx = MCContext::new();
    let (mut i, mut count) = (0, 0);
    while i < bytes.len() {
        let (inst, len) = decode(&bytes[i..]).unwrap_or_else(|| {
            let end = (i + 8).min(bytes.len());
            panic!(
                "{what}: no instruction at .text+{i:#x}: {:x?}",
                &bytes[i..end]
            )
        });
        let (again, _) = kiln_mc::code_emitter::encode_inst(&X86_MC, &inst, &ctx).expect("encodes");
        // The same bytes, or (padding NOPs written with a zero disp32) a shorter
        // encoding of the same instruction.
        let same = again == bytes[i..i + len]
            || decode(&again)
                .is_some_and(|(d, _)| d.opcode == inst.opcode && d.operands() == inst.operands());
        assert!(
            same,
            "{what}: .text+{i:#x} re-encodes differently: {again:x?}"
        );
        i += len;
        count += 1;
    }
    let dir = std::env::temp_dir().join(format!("kiln-x86-dis-{}-{what}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let listing = objdump(obj, &["-d", "--no-show-raw-insn"], &dir, "llvm.o");
    let _ = std::fs::remove_dir_all(&dir);
    // Instruction lines are `<hex address>: <spaces><tab><instruction>`.
    let theirs = listing
        .lines()
        .filter(|l| {
            l.split_once(':').is_some_and(|(a, rest)| {
                u64::from_str_radix(a.trim(), 16).is_ok() && rest.contains('\t')
            })
        })
        .count();
    assert_eq!(
        count, theirs,
        "{what}: instruction count differs from llvm-objdump-22"
    );
}
