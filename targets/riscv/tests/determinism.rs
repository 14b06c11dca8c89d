//! Per-function parallel compilation is invisible in the output: several C corpus programs
//! (clang-22 IR at -O0 and -O2), plus all of them linked into one module, are compiled by the
//! RISC-V target at 1 thread, at 2 threads, and at 2 threads again; the assembly text and the
//! object bytes must be identical every time.

use kiln_target::Triple;
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};
use std::process::Command;

const TRIPLE: &str = "riscv64-linux-gnu";

/// Programs with many functions, calls, switches and globals.
const PROGRAMS: &[&str] = &[
    "expr_parser",
    "hash_table",
    "sudoku_solver",
    "bytecode_interp",
    "graph_algorithms",
    "sort_strings",
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

fn clang(c: &Path, opt: &str, ll: &Path) {
    let o = Command::new("clang-22")
        .args(["-S", "-emit-llvm", "-w", opt, "--target=riscv64-linux-gnu"])
        .args(["-march=rv64gc", "-mabi=lp64d"])
        .arg(c)
        .arg("-o")
        .arg(ll)
        .output()
        .expect("clang-22 must be installed");
    assert!(
        o.status.success(),
        "clang-22 {}: {}",
        c.display(),
        String::from_utf8_lossy(&o.stderr)
    );
}

fn compile(text: &str, name: &str, level: u8, threads: usize) -> (String, Vec<u8>) {
    let module = kiln_ir::parse_str(name, text).unwrap_or_else(|e| panic!("parse {name}: {e}"));
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
    tm.threads = threads;
    let asm = tm
        .emit_assembly(&module)
        .unwrap_or_else(|e| panic!("kiln -O{level} -threads={threads} {name}: {}", e.message));
    let obj = assemble(&asm, TRIPLE).unwrap_or_else(|e| panic!("assemble {name}: {}", e.message));
    (asm, obj)
}

fn check_same(text: &str, name: &str) {
    for level in [0u8, 2] {
        let (asm1, obj1) = compile(text, name, level, 1);
        for run in 0..2 {
            let (asm2, obj2) = compile(text, name, level, 2);
            assert!(
                asm1 == asm2,
                "{name} -O{level}: assembly differs between 1 and 2 threads (run {run})"
            );
            assert!(
                obj1 == obj2,
                "{name} -O{level}: object differs between 1 and 2 threads (run {run})"
            );
        }
        assert!(
            asm1.contains(".cfi_startproc"),
            "{name}: no function compiled"
        );
    }
}

#[test]
fn output_is_identical_at_1_and_2_threads() {
    let root = repo_root();
    let dir = std::env::temp_dir().join(format!("kiln-determinism-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut lls = Vec::new();
    for (k, p) in PROGRAMS.iter().enumerate() {
        let c = root.join("tests/c").join(format!("{p}.c"));
        // Alternate clang levels so both IR shapes are covered.
        let opt = if k % 2 == 0 { "-O0" } else { "-O2" };
        let ll = dir.join(format!("{p}.ll"));
        clang(&c, opt, &ll);
        let text = std::fs::read_to_string(&ll).unwrap();
        check_same(&text, p);
        lls.push(ll);
    }
    // All of them in one module (main renamed per program so they link): many functions.
    let mut renamed = Vec::new();
    for (k, ll) in lls.iter().enumerate() {
        let text = std::fs::read_to_string(ll).unwrap();
        let out = dir.join(format!("r{k}.ll"));
        std::fs::write(&out, text.replace("@main(", &format!("@main_{k}("))).unwrap();
        renamed.push(out);
    }
    let linked = dir.join("linked.ll");
    let o = Command::new("llvm-link-22")
        .arg("-S")
        .arg("-o")
        .arg(&linked)
        .args(&renamed)
        .output()
        .expect("llvm-link-22 must be installed");
    if o.status.success() {
        let text = std::fs::read_to_string(&linked).unwrap();
        check_same(&text, "linked");
    } else {
        // Programs with clashing internal symbols can't be linked; the single ones were checked.
        eprintln!(
            "llvm-link-22 failed, skipping the linked module: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
