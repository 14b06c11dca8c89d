//! Direct object emission against the assembly round trip: every `.ll` in
//! `tests/codegen/riscv` (and `run/`) and a set of corpus programs (compiled by clang-22 at
//! test time, at -O0 and -O2), built by kiln -O0 and -O2, static and PIC, must give the same
//! object bytes from `emit_object_and_dumps` (machine instructions lowered to MCInsts and
//! streamed into kiln-mc's object streamer) as from `emit_assembly` followed by kiln-mc's
//! assembler (`assemble`): same sections, symbols in the same order, same relocations, same
//! relaxation and compression. Inputs kiln rejects must be rejected by both paths alike.
//! Both paths run on 2 threads. Two modules of 300+ functions each (45 corpus programs linked
//! per clang level, more than the parallel driver's in-flight window of `16 x threads`) go
//! through the same comparison, which names the first differing byte and its ELF section.

mod common;

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

/// Compares both paths on `ll` at every level and relocation model; `Err` describes the
/// first mismatch.
fn compare(ll: &Path) -> Result<usize, String> {
    let text = std::fs::read_to_string(ll).map_err(|e| e.to_string())?;
    compare_text(&ll.display().to_string(), &text)
}

/// [`compare`] on the module `text` named `name`.
fn compare_text(name: &str, text: &str) -> Result<usize, String> {
    let module = kiln_ir::parse_str(name, text)?;
    let mut compared = 0;
    for level in [0u8, 2] {
        for reloc in [RelocModel::Static, RelocModel::Pic] {
            let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
            // The parallel driver streams each function into the object as it completes.
            tm.threads = 2;
            tm.reloc_model = reloc;
            let what = format!("{name} at -O{level} ({reloc:?})");
            let via_asm = tm
                .emit_assembly(&module)
                .and_then(|s| assemble(&s, TRIPLE))
                .map_err(|e| e.message);
            let direct = tm.emit_object_and_dumps(&module).map(|(o, _)| o);
            match (via_asm, direct) {
                (Ok(a), Ok(d)) => match common::object_difference(&a, &d) {
                    None => compared += 1,
                    Some(diff) => return Err(format!("{what}: the objects differ: {diff}")),
                },
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

/// The direct path on modules of hundreds of functions (more than the parallel driver's
/// in-flight window): corpus programs linked into one module per clang level (as
/// `determinism.rs` builds them), compiled on 2 threads at -O0 and -O2, static and PIC.
#[test]
fn linked_corpus_direct_objects_equal_assembled_ones() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mc_direct_linked");
    std::fs::create_dir_all(&dir).expect("the test's work directory can be created");
    for flags in [&["-O0"][..], &["-O2", "-fno-inline"][..]] {
        let text = common::linked_corpus_module(&dir, flags);
        let name = format!("linked{}", flags.concat());
        let module = kiln_ir::parse_str(&name, &text).expect("the linked module parses");
        let defined = module.functions.iter().filter(|f| f.is_definition).count();
        assert!(
            defined >= common::MIN_LINKED_FUNCTIONS,
            "{name}: {defined} function definitions"
        );
        // Every level and relocation model compiles and both paths agree.
        assert_eq!(compare_text(&name, &text), Ok(4), "{name}");
    }
}
