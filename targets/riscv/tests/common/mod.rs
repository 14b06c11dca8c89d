//! What the RISC-V run tests share: build `tests/codegen/riscv/run/<name>.ll` with llc-22 and
//! with kiln (-O0 and -O2, in-process, as `kiln -verify-regalloc` does: regalloc2's checker
//! proves every allocation), link each object with the C driver
//! `<name>.c` by riscv64-linux-gnu-gcc, run it under qemu-riscv64 and compare what the
//! programs print. Also shared: the byte-for-byte comparisons of texts and objects that say
//! where the first difference is (`text_difference`, `object_difference`), and modules of
//! hundreds of functions linked from corpus programs (`linked_corpus_module`). Not every test
//! uses every helper.

#![allow(dead_code)]

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const TRIPLE: &str = "riscv64-linux-gnu";

/// `tests/codegen/riscv/run`.
pub fn run_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/codegen/riscv/run")
}

/// kiln's assembly, at -O`level` (in-process), of `tests/codegen/riscv/run/<name>.ll`.
pub fn run_asm(name: &str, level: u8) -> String {
    let ll = run_dir().join(format!("{name}.ll"));
    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level)
        .emit_assembly(&module)
        .unwrap_or_else(|e| panic!("kiln -O{level} {name}.ll: {}", e.message))
}

/// Runs `cmd` (the tool `what`), which must succeed.
pub fn check(cmd: &mut Command, what: &str) {
    stdout_of(cmd, what);
}

/// Runs `cmd` (the tool or program `what`), which must succeed, and returns its standard output.
pub fn stdout_of(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what} must be installed: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Builds `ll` with llc-22 -O2 for rv64gc/lp64d into the object `out`.
pub fn llc_object(ll: &Path, out: &Path) {
    check(
        Command::new("llc-22")
            .args([
                "-mtriple=riscv64-linux-gnu",
                "-mattr=+m,+a,+f,+d,+c",
                "-target-abi=lp64d",
                "-O2",
                "-filetype=obj",
            ])
            .arg(ll)
            .arg("-o")
            .arg(out),
        "llc-22",
    );
}

/// Links `obj` with driver `<name>.c` and returns what the program prints.
fn link_and_run(name: &str, obj: &Path, dir: &Path, tag: &str) -> String {
    let exe = dir.join(format!("{name}.{tag}"));
    check(
        Command::new("riscv64-linux-gnu-gcc")
            .args(["-O1", "-no-pie"])
            .arg(run_dir().join(format!("{name}.c")))
            .arg(obj)
            .arg("-o")
            .arg(&exe),
        "riscv64-linux-gnu-gcc",
    );
    let mut run = Command::new("qemu-riscv64");
    run.arg("-L").arg("/usr/riscv64-linux-gnu").arg(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(30), &exe)
        .unwrap_or_else(|e| panic!("qemu-riscv64 must be installed: {e}"));
    assert!(r.success(), "{} {}", exe.display(), r.describe());
    String::from_utf8_lossy(&r.stdout).into_owned()
}

/// Builds `<name>.ll` with llc-22 and kiln -O0/-O2 and compares the programs' outputs;
/// llc-22's output must have `min_lines` lines.
pub fn compare_with_llc(name: &str, min_lines: usize) {
    let ll = run_dir().join(format!("{name}.ll"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("run_{name}"));
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");

    let llc_obj = dir.join("llc.o");
    llc_object(&ll, &llc_obj);
    let want = link_and_run(name, &llc_obj, &dir, "llc");
    assert!(
        want.lines().count() >= min_lines,
        "the driver prints at least {min_lines} lines:\n{want}"
    );

    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    for level in [0u8, 2] {
        let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
        // regalloc2's checker on every allocation (`-verify-regalloc`).
        tm.pipeline.verify_regalloc = true;
        let asm = tm
            .emit_assembly(&module)
            .unwrap_or_else(|e| panic!("kiln -O{level} {name}.ll: {}", e.message));
        let bytes = assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble: {}", e.message));
        let obj = dir.join(format!("kiln{level}.o"));
        std::fs::write(&obj, bytes).expect("the kiln object can be written");
        let got = link_and_run(name, &obj, &dir, &format!("kiln{level}"));
        let diff: Vec<String> = want
            .lines()
            .zip(got.lines())
            .filter(|(a, b)| a != b)
            .map(|(a, b)| format!("llc-22: {a}\nkiln:   {b}"))
            .collect();
        assert!(
            diff.is_empty() && want.lines().count() == got.lines().count(),
            "kiln -O{level}'s build of {name}.ll prints differently from llc-22's:\n{}",
            diff.join("\n")
        );
    }
}

/// Where texts `a` and `b` first differ, or `None` when they are equal byte for byte: the
/// line and column and both lines (or which text is a prefix of the other).
pub fn text_difference(a: &str, b: &str) -> Option<String> {
    if a == b {
        return None;
    }
    let (mut la, mut lb) = (a.split('\n'), b.split('\n'));
    let mut line = 1;
    loop {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (Some(x), Some(y)) => {
                let col = x
                    .bytes()
                    .zip(y.bytes())
                    .position(|(p, q)| p != q)
                    .unwrap_or(x.len().min(y.len()))
                    + 1;
                return Some(format!(
                    "first difference at line {line}, column {col}: {x:?} against {y:?}"
                ));
            }
            (x, y) => {
                return Some(format!(
                    "first difference at line {line}: {:?} against {:?} (one text ends)",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                ))
            }
        }
    }
}

/// Where ELF objects `a` and `b` first differ, or `None` when they are equal byte for byte:
/// the byte offset, the part of `a` holding it (by `a`'s section headers; or the ELF header or
/// section header table) and both bytes, or the sizes when one is a prefix of the other; and
/// the first section (in `a`'s order) whose contents differ, with the offset in it.
pub fn object_difference(a: &[u8], b: &[u8]) -> Option<String> {
    if a == b {
        return None;
    }
    let first = match a.iter().zip(b).position(|(x, y)| x != y) {
        None => format!(
            "the objects' sizes differ: {} and {} bytes (one is a prefix of the other)",
            a.len(),
            b.len()
        ),
        Some(k) => format!(
            "first difference at byte {k:#x} ({}): {:#04x} against {:#04x}",
            elf_place(a, k),
            a[k],
            b[k]
        ),
    };
    let (sa, sb) = (
        elf_sections(a).unwrap_or_default(),
        elf_sections(b).unwrap_or_default(),
    );
    for (name, bytes) in &sa {
        let other = sb.iter().find(|(n, _)| n == name).map(|(_, c)| c);
        match other {
            None => {
                return Some(format!(
                    "{first}; section {name} is missing from the second"
                ))
            }
            Some(c) if c != bytes => {
                let at = bytes.iter().zip(c.iter()).position(|(x, y)| x != y);
                let at = at.map_or_else(
                    || format!("sizes {:#x} and {:#x}", bytes.len(), c.len()),
                    |k| format!("at +{k:#x}"),
                );
                return Some(format!(
                    "{first}; first section whose bytes differ: {name} ({at})"
                ));
            }
            Some(_) => {}
        }
    }
    Some(first)
}

/// The sections of ELF64 little-endian object `obj` with their file bytes (none for
/// `SHT_NOBITS`), in header order; `None` for a malformed object.
pub fn elf_sections(obj: &[u8]) -> Option<Vec<(String, Vec<u8>)>> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(obj).ok()?;
    file.sections()
        .map(|s| {
            let bytes = match s.file_range() {
                Some((off, size)) => obj
                    .get(usize::try_from(off).ok()?..usize::try_from(off.checked_add(size)?).ok()?)?
                    .to_vec(),
                None => Vec::new(),
            };
            Some((s.name().ok()?.to_string(), bytes))
        })
        .collect()
}

/// The part of ELF64 little-endian object `obj` that holds byte `k`: `section .text at +0x10`,
/// `ELF header`, `section header table`, or `no section` (padding, or a malformed object).
pub fn elf_place(obj: &[u8], k: usize) -> String {
    use object::read::elf::{ElfFile64, FileHeader};
    use object::{Object, ObjectSection};
    if k < 64 {
        return "ELF header".into();
    }
    let place = || -> Option<String> {
        let file = ElfFile64::<object::Endianness>::parse(obj).ok()?;
        let (h, e) = (file.elf_header(), file.endian());
        let shoff = h.e_shoff(e) as usize;
        let shentsize = h.e_shentsize(e) as usize;
        let shnum = h.e_shnum(e) as usize;
        if k >= shoff && k < shoff + shentsize * shnum {
            return Some(format!(
                "section header table, header {}",
                (k - shoff) / shentsize
            ));
        }
        // SHT_NOBITS sections have no file range: they occupy no bytes of the file.
        file.sections().find_map(|s| {
            let (off, size) = s.file_range()?;
            let (off, size) = (off as usize, size as usize);
            (k >= off && k < off + size)
                .then(|| format!("section {} at +{:#x}", s.name().unwrap_or("?"), k - off))
        })
    };
    place().unwrap_or_else(|| "no section".into())
}

/// The corpus programs with the most functions (calls, switches, globals, atomics, inline
/// asm, TLS, varargs, vectors, i128).
pub const LINKED_PROGRAMS: &[&str] = &[
    "inline_asm_riscv",
    "select_minmax",
    "vtable_shapes",
    "struct_float_abi",
    "func_ptr_table",
    "vector_shuffle_convert",
    "struct_return_recursion",
    "sort_algorithms",
    "montgomery_modexp",
    "struct_float_return",
    "restrict_kernels",
    "dhrystone_like",
    "bitset_ops",
    "vector3_math",
    "tail_calls",
    "struct_small_by_value",
    "struct_medium_large",
    "strings_handwritten",
    "spinlock_ticket",
    "lockfree_spsc_queue",
    "linked_list_malloc",
    "callbacks_context",
    "abi_split_args",
    "text_processing",
    "switch_wide_types",
    "recursion_fib_ackermann",
    "complex_abi_mixed",
    "bit_ops",
    "binary_tree",
    "atomic_cas_loops",
    "unwind_backtrace",
    "tls_static_counters",
    "static_locals_ctor",
    "runge_kutta",
    "qsort_structs",
    "overaligned_locals",
    "lz77_compress",
    "int128_shifts_bits",
    "huffman_coding",
    "hash128",
    "expr_parser",
    "complex_arith",
    "vla_matrix_calls",
    "vector_float_ext",
    "varargs_int",
];

/// Each linked module has at least this many function definitions: more than the in-flight
/// window at 4 threads (64), several times over.
pub const MIN_LINKED_FUNCTIONS: usize = 300;

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// The programs of [`LINKED_PROGRAMS`] compiled by clang-22 with `flags` (the first is the level) and linked
/// into one module (each `main` renamed after its program); returns its text.
pub fn linked_corpus_module(dir: &Path, flags: &[&str]) -> String {
    let tag = flags.concat();
    let lls: Vec<PathBuf> = std::thread::scope(|s| {
        let jobs: Vec<_> = [0usize, 1]
            .iter()
            .map(|&half| {
                let tag = &tag;
                s.spawn(move || {
                    let mut out = Vec::new();
                    for p in LINKED_PROGRAMS.iter().skip(half).step_by(2) {
                        let src = repo_root().join("tests/c").join(format!("{p}.c"));
                        let ll = dir.join(format!("{p}{tag}.ll"));
                        kiln_harness::clang::emit_ll_with(&src, TRIPLE, flags[0], &ll, &flags[1..])
                            .unwrap_or_else(|e| panic!("clang-22 {p}: {e}"));
                        // Every program has a `main`: each gets its own name so they link.
                        let text = std::fs::read_to_string(&ll).expect("clang-22 wrote the IR");
                        let text = rename_main(&text, &format!("main_{p}"));
                        std::fs::write(&ll, text).expect("the renamed IR can be written");
                        out.push(ll);
                    }
                    out
                })
            })
            .collect();
        jobs.into_iter()
            .flat_map(|j| j.join().expect("a clang worker does not panic"))
            .collect()
    });
    let linked = dir.join(format!("linked{tag}.ll"));
    let o = Command::new("llvm-link-22")
        .arg("-S")
        .arg("-o")
        .arg(&linked)
        .args(&lls)
        .output()
        .expect("llvm-link-22 must be installed");
    assert!(
        o.status.success(),
        "llvm-link-22 must link the programs: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::read_to_string(&linked).expect("llvm-link-22 wrote the module")
}

/// `text` with the global `@main` (definition and every use) renamed `@<to>`.
pub fn rename_main(text: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(k) = rest.find("@main") {
        let after = &rest[k + 5..];
        out.push_str(&rest[..k]);
        // Only `@main` itself, not `@main_table` or `@mainloop`.
        if after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
            out.push_str("@main");
        } else {
            out.push('@');
            out.push_str(to);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}
