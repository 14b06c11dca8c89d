//! The C corpus: `tests/c/<name>.c` programs, each with `tests/c/<name>.expected`, its exact
//! standard output. In: the repository root. Out: the programs, sorted by name.

use std::path::{Path, PathBuf};

/// One corpus program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The file stem, e.g. `div_rem_signed`.
    pub name: String,
    /// Path of the C source.
    pub source: PathBuf,
    /// Path of the expected standard output.
    pub expected: PathBuf,
}

impl Program {
    /// True when the source never mentions `float`, `double` or `_Complex` as a word (comments
    /// included, which errs on the side of calling a program floating-point). A backend
    /// without floating point can run these.
    pub fn is_integer_only(&self) -> bool {
        match std::fs::read_to_string(&self.source) {
            Ok(text) => !mentions_float(&text),
            Err(_) => false,
        }
    }
}

/// True when `text` contains `float`, `double` or `_Complex` as a whole word.
pub fn mentions_float(text: &str) -> bool {
    let bytes = text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    ["float", "double", "_Complex"].iter().any(|word| {
        text.match_indices(word).any(|(at, w)| {
            let before = at.checked_sub(1).map(|i| bytes[i]);
            let after = bytes.get(at + w.len()).copied();
            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
        })
    })
}

/// The smoke set: a few corpus programs that together cover floating point and libm
/// (`fp_math_funcs`, `struct_float_abi`), variadic calls with integer and floating-point
/// arguments (`varargs_int`, `float_varargs`), threads and atomics (`atomics_c11_threads`),
/// thread-local storage with threads (`tls_threads`), 128-bit integers (`int128_divmod`),
/// `setjmp`/`longjmp` (`setjmp_longjmp`) and a large output (`arith_i32`, 28 KB).
/// The harness's llc-22 self-tests and kiln's harness runs use the same set.
pub const SMOKE: [&str; 9] = [
    "arith_i32",
    "atomics_c11_threads",
    "float_varargs",
    "fp_math_funcs",
    "int128_divmod",
    "setjmp_longjmp",
    "struct_float_abi",
    "tls_threads",
    "varargs_int",
];

/// The [`SMOKE`] programs of the corpus under `repo_root`; an error naming any that is missing.
pub fn smoke(repo_root: &Path) -> Result<Vec<Program>, String> {
    let all = programs(repo_root);
    SMOKE
        .iter()
        .map(|name| {
            all.iter().find(|p| p.name == *name).cloned().ok_or(format!(
                "smoke program {name} is not in {}",
                corpus_dir(repo_root).display()
            ))
        })
        .collect()
}

/// The directory holding the corpus under `repo_root`.
pub fn corpus_dir(repo_root: &Path) -> PathBuf {
    repo_root.join("tests").join("c")
}

/// Every `tests/c/*.c` program that has a matching `.expected` file, sorted by name.
/// A missing or unreadable directory yields an empty list.
pub fn programs(repo_root: &Path) -> Vec<Program> {
    let dir = corpus_dir(repo_root);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<Program> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .filter_map(|source| {
            let name = source.file_stem()?.to_str()?.to_string();
            let expected = source.with_extension("expected");
            expected.is_file().then_some(Program {
                name,
                source,
                expected,
            })
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// Why each corpus program the bare-metal riscv32 configurations cannot run is left out.
const THREADS: &str = "uses POSIX threads, which bare-metal picolibc does not provide";
const INT128: &str =
    "needs __int128, which clang rejects for riscv32 (the program prints that it is unavailable)";
const UNWIND: &str = "unwinds with _Unwind_Backtrace, and bare-metal picolibc's crt0 registers no \
     .eh_frame for libgcc's unwinder (llc-22's build faults too)";
const TLS_ALIGN: &str = "checks a 64-byte-aligned _Thread_local, and bare-metal picolibc's \
     TLS block is not 64-byte aligned (llc-22's build of clang -O0 IR prints 0; -O2 folds the check)";

/// The corpus programs the bare-metal riscv32 configurations cannot run, with the reason.
pub const BARE_METAL_UNSUPPORTED: [(&str, &str); 25] = [
    ("abi_split_args", INT128),
    ("atomic_cas_loops", THREADS),
    ("atomic_fetch_widths", THREADS),
    ("atomic_float_struct", THREADS),
    ("atomic_memory_orders", THREADS),
    ("atomics_c11_threads", THREADS),
    ("atomics_subword", THREADS),
    ("hash128", INT128),
    ("int128", INT128),
    ("int128_divmod", INT128),
    ("int128_overflow_checks", INT128),
    ("int128_shifts_bits", INT128),
    ("lockfree_spsc_queue", THREADS),
    ("montgomery_modexp", INT128),
    ("overaligned_locals", TLS_ALIGN),
    ("spinlock_ticket", THREADS),
    ("switch_wide_types", INT128),
    ("thread_local_vars", THREADS),
    ("tls_arrays_structs", THREADS),
    ("tls_initializers", THREADS),
    ("tls_pointers", THREADS),
    ("tls_static_counters", THREADS),
    ("tls_threads", THREADS),
    ("u128_decimal_parse", INT128),
    ("unwind_backtrace", UNWIND),
];

/// Why program `name` cannot run on `target`, or `None` when it can.
pub fn unsupported_reason(name: &str, target: &crate::target::ExecTarget) -> Option<&'static str> {
    if !target.is_bare_metal() {
        return None;
    }
    BARE_METAL_UNSUPPORTED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, why)| *why)
}

/// The name of the directory, beside the corpus's `.expected` files, holding the expected
/// outputs that differ on the bare-metal riscv32 configurations (see its README: picolibc's
/// printf and libm, and 32-bit `long`).
pub const BARE_METAL_EXPECTED_DIR: &str = "picolibc";

/// The file holding a program's expected output on `target`, given `hosted`, its
/// `tests/c/<name>.expected`: on the bare-metal riscv32 configurations
/// `tests/c/picolibc/<name>.<configuration>.expected` or `tests/c/picolibc/<name>.expected`
/// when one exists, else `hosted`.
pub fn expected_path(hosted: &Path, target: &crate::target::ExecTarget) -> PathBuf {
    if target.is_bare_metal() {
        if let (Some(dir), Some(stem)) = (hosted.parent(), hosted.file_stem()) {
            let dir = dir.join(BARE_METAL_EXPECTED_DIR);
            let stem = stem.to_string_lossy();
            for candidate in [
                dir.join(format!("{stem}.{}.expected", target.name)),
                dir.join(format!("{stem}.expected")),
            ] {
                if candidate.is_file() {
                    return candidate;
                }
            }
        }
    }
    hosted.to_path_buf()
}

/// The corpus tests' loop (each target's `tests/corpus.rs`): every program of `list`
/// (`tests/c/<name>.c`) compiled by clang-22 for `triple` at `clang_level`, then built and run
/// by `build(ll, config, dir, expected)` in each of `configs`, on two threads in a fresh scratch
/// directory. Panics listing every failed build, or unless every build ran.
pub fn run_programs<C: Copy + std::fmt::Debug + Sync>(
    list: &[&str],
    triple: &str,
    clang_level: &str,
    configs: &[C],
    build: impl Fn(&Path, C, &Path, &str) -> Result<(), String> + Sync,
) {
    let root = crate::repo_root();
    let work = crate::parallel::scratch_dir(&format!("corpus-{triple}{clang_level}"));
    let tally = crate::parallel::for_each(list, |name, tally| {
        let dir = work.join(name);
        let ll = dir.join("prog.ll");
        let prepared = std::fs::read_to_string(corpus_dir(&root).join(format!("{name}.expected")))
            .map_err(|e| format!("{name}.expected: {e}"))
            .and_then(|expected| {
                std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                let src = corpus_dir(&root).join(format!("{name}.c"));
                crate::clang::emit_ll(&src, triple, clang_level, &ll)?;
                Ok(expected)
            });
        match prepared {
            Err(e) => tally.record(Err(e), || format!("{name} (clang {clang_level})")),
            Ok(expected) => {
                for &c in configs {
                    let r = build(&ll, c, &dir, &expected);
                    tally.record(r, || format!("{name} (clang {clang_level}, {c:?})"));
                }
            }
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    tally.assert_all_passed(list.len() * configs.len());
}
