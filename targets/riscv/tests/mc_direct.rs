//! Direct object emission against the assembly round trip: every `.ll` in
//! `tests/codegen/riscv` (and `run/`) and a set of corpus programs (compiled by clang-22 at
//! test time, at -O0 and -O2), built by kiln -O0 and -O2, static and PIC, must give the same
//! object bytes from `emit_object_and_dumps` (machine instructions lowered to MCInsts and
//! streamed into kiln-mc's object streamer) as from `emit_assembly` followed by kiln-mc's
//! assembler (`assemble`): same sections, symbols in the same order, same relocations, same
//! relaxation and compression. Inputs kiln rejects must be rejected by both paths alike.

use kiln_target::{RelocModel, Triple};
use kiln_target_riscv::target_machine::{assemble, RiscvTargetMachine};
use std::path::{Path, PathBuf};

const TRIPLE: &str = "riscv64-linux-gnu";

/// Corpus programs that cover what the printer emits: jump tables, block addresses, TLS,
/// constructors, atomics, constant pools, relocated data, i128, setjmp.
const PROGRAMS: &[&str] = &[
    "switch_dense",
    "computed_goto",
    "thread_local_vars",
    "static_locals_ctor",
    "atomics_subword",
    "float_constants",
    "global_relocations",
    "int128",
    "setjmp_longjmp",
    "func_ptr_table",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The first difference of two objects, for the failure message.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    match a.iter().zip(b).position(|(x, y)| x != y) {
        Some(k) => format!("first difference at byte {k:#x}"),
        None => format!("sizes {} and {}", a.len(), b.len()),
    }
}

/// Compares both paths on `ll` at every level and relocation model; `Err` describes the
/// first mismatch.
fn compare(ll: &Path) -> Result<usize, String> {
    let text = std::fs::read_to_string(ll).map_err(|e| e.to_string())?;
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)?;
    let mut compared = 0;
    for level in [0u8, 2] {
        for reloc in [RelocModel::Static, RelocModel::Pic] {
            let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
            tm.reloc_model = reloc;
            let what = format!("{} at -O{level} ({reloc:?})", ll.display());
            let via_asm = tm
                .emit_assembly(&module)
                .and_then(|s| assemble(&s, TRIPLE))
                .map_err(|e| e.message);
            let direct = tm.emit_object_and_dumps(&module).map(|(o, _)| o);
            match (via_asm, direct) {
                (Ok(a), Ok(d)) if a == d => compared += 1,
                (Ok(a), Ok(d)) => {
                    return Err(format!(
                        "{what}: the objects differ ({})",
                        first_difference(&a, &d)
                    ))
                }
                (Err(_), Err(_)) => {}
                (Ok(_), Err(e)) => return Err(format!("{what}: only direct emission fails: {e}")),
                (Err(e), Ok(_)) => return Err(format!("{what}: only the round trip fails: {e}")),
            }
        }
    }
    Ok(compared)
}

fn lls_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the test directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

#[test]
fn codegen_tests_direct_objects_equal_assembled_ones() {
    let dir = root().join("tests/codegen/riscv");
    let mut files = lls_in(&dir);
    files.extend(lls_in(&dir.join("run")));
    let mut failures = Vec::new();
    let mut compared = 0;
    for f in &files {
        match compare(f) {
            Ok(n) => compared += n,
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        compared >= 4 * (files.len() / 2),
        "too few objects compared: {compared} for {} files",
        files.len()
    );
}

#[test]
fn corpus_direct_objects_equal_assembled_ones() {
    let work = std::env::temp_dir().join(format!("kiln-mc-direct-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("a temporary directory");
    let mut failures = Vec::new();
    let mut compared = 0;
    for name in PROGRAMS {
        let src = root().join("tests/c").join(format!("{name}.c"));
        for clang_level in ["-O0", "-O2"] {
            let ll = work.join(format!("{name}{clang_level}.ll"));
            kiln_harness::clang::emit_ll(&src, TRIPLE, clang_level, &ll)
                .unwrap_or_else(|e| panic!("clang-22 on {name}: {e}"));
            match compare(&ll) {
                Ok(n) => compared += n,
                Err(e) => failures.push(e),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every corpus program compiles at every level, both ways.
    assert_eq!(compared, PROGRAMS.len() * 2 * 4);
}
