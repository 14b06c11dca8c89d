//! The C corpus through the AArch64 code generator: each listed program is compiled by
//! clang-22 to IR, by kiln's AArch64 target (in-process, with regalloc2's checker on every
//! register allocation, as `kiln -verify-regalloc`) to assembly (assembled by GNU as) and to
//! an object (kiln's direct MCInst emission), linked by aarch64-linux-gnu-gcc and run under
//! qemu-aarch64; its output must equal `tests/c/<name>.expected`.
//!
//! `PROGRAMS` names every program that passes, so the passing set cannot silently shrink;
//! clang -O0 IR runs through kiln -O0 (assembly) and kiln -O2 (object), clang -O2 IR through
//! kiln -O2 (assembly and object). Every program of the corpus is listed now; a program
//! added to the corpus but not here must be refused with an error naming what is not
//! supported yet, never a panic or a wrong program: `unlisted_programs_are_refused` checks
//! that, so a program that starts compiling must be added here.

use kiln_target::Triple;
use kiln_target_aarch64::target_machine::AArch64TargetMachine;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Every program of the corpus that passes on AArch64 (the list may only grow).
const PROGRAMS: &[&str] = &[
    "abi_split_args",
    "alloca_vla",
    "arith_i32",
    "arith_i64",
    "atomic_cas_loops",
    "atomic_fetch_widths",
    "atomic_float_struct",
    "atomic_memory_orders",
    "atomics_c11_threads",
    "atomics_subword",
    "atomics_volatile",
    "base64_rle",
    "bigint_factorial",
    "binary_tree",
    "bit_ops",
    "bitfield_arrays_compound",
    "bitfield_flags_enum",
    "bitfield_signed_widths",
    "bitfield_unions_packed",
    "bitfield_wide_storage",
    "bitfields",
    "bitset_ops",
    "brainfuck",
    "branches_cond",
    "builtins_intrinsics",
    "bytecode_interp",
    "callbacks_context",
    "compare_values",
    "complex_abi_mixed",
    "complex_arith",
    "complex_struct",
    "computed_goto",
    "constants_materialize",
    "crc32",
    "cubic_spline",
    "dct_quantize",
    "dhrystone_like",
    "div_by_constants",
    "div_rem_signed",
    "div_rem_unsigned",
    "double_arith",
    "double_print_manual",
    "dynamic_programming",
    "expr_parser",
    "fft_radix2",
    "fixed_point_math",
    "float_arith",
    "float_array_reduce",
    "float_bits",
    "float_compare_branch",
    "float_compare_matrix",
    "float_constants",
    "float_conversions",
    "float_int_edges",
    "float_int_mix",
    "float_recursion_select",
    "float_varargs",
    "fp_math_funcs",
    "fp_register_pressure",
    "frame_shapes",
    "func_ptr_table",
    "game_of_life",
    "global_relocations",
    "globals_arrays",
    "goto_state_machine",
    "graph_algorithms",
    "hanoi",
    "hash128",
    "hash_table",
    "huffman_coding",
    "indirect_variadic_calls",
    "inline_asm_riscv",
    "int128",
    "int128_divmod",
    "int128_overflow_checks",
    "int128_shifts_bits",
    "int8_int16_types",
    "int_conversions",
    "jacobi_relaxation",
    "kmeans_cluster",
    "large_frame",
    "large_frame_fp",
    "lexer_state_machine",
    "linked_list_malloc",
    "locals_basic",
    "lockfree_spsc_queue",
    "long_double_sums",
    "loops_all_kinds",
    "lu_decomposition",
    "lz77_compress",
    "mandelbrot_fixed",
    "many_args_double",
    "many_args_int",
    "many_args_mixed",
    "math_library",
    "matrix_double",
    "matrix_inverse",
    "matrix_multiply_int",
    "memcpy_memmove_heavy",
    "mixed_precision",
    "monte_carlo_lcg",
    "montgomery_modexp",
    "multidim_arrays",
    "nbody_sim",
    "newton_sqrt",
    "nqueens",
    "number_theory",
    "numeric_integration",
    "overaligned_locals",
    "packed_structs",
    "particles_sim",
    "permutations",
    "phi_swap_copies",
    "pointer_arith",
    "polynomial_horner",
    "printf_formats",
    "priority_queue",
    "qsort_doubles",
    "qsort_ints",
    "qsort_structs",
    "recursion_fib_ackermann",
    "register_pressure_i64",
    "restrict_kernels",
    "ring_buffer",
    "rpn_calculator",
    "runge_kutta",
    "select_minmax",
    "setjmp_longjmp",
    "sha256",
    "shifts_variable",
    "sieve_primes",
    "snprintf_formatting",
    "sort_algorithms",
    "sort_strings",
    "spinlock_ticket",
    "static_locals_ctor",
    "statistics_double",
    "string_search",
    "strings_handwritten",
    "strings_libc",
    "struct_by_pointer",
    "struct_copy_arrays",
    "struct_float_abi",
    "struct_float_return",
    "struct_medium_large",
    "struct_return_recursion",
    "struct_small_by_value",
    "sudoku_solver",
    "switch_dense",
    "switch_sparse",
    "switch_wide_types",
    "tail_calls",
    "temperature_table",
    "ternary_bool_enum",
    "text_processing",
    "thread_local_vars",
    "tls_arrays_structs",
    "tls_initializers",
    "tls_pointers",
    "tls_static_counters",
    "tls_threads",
    "u128_decimal_parse",
    "unions",
    "unsigned_overflow",
    "unwind_backtrace",
    "varargs_double",
    "varargs_int",
    "vector3_math",
    "vector_ext",
    "vector_float_ext",
    "vector_shuffle_convert",
    "vla_matrix_calls",
    "vtable_shapes",
];
const TRIPLE: &str = "aarch64-linux-gnu";

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// The programs with atomics, also run with `-mattr=+lse` (`corpus_lse`).
const ATOMIC_PROGRAMS: &[&str] = &[
    "atomic_cas_loops",
    "atomic_fetch_widths",
    "atomic_float_struct",
    "atomic_memory_orders",
    "atomics_c11_threads",
    "atomics_subword",
    "atomics_volatile",
    "lockfree_spsc_queue",
    "spinlock_ticket",
];

/// A machine at `-O<level>` with `-mattr=<features>`.
fn machine(level: u8, features: &str) -> AArch64TargetMachine {
    let mut tm = AArch64TargetMachine::new(Triple::parse_normalized(TRIPLE), level);
    tm.target.features =
        kiln_target::FeatureString::parse(features).expect("the test's -mattr parses");
    // regalloc2's checker on every allocation (`-verify-regalloc`).
    tm.pipeline.verify_regalloc = true;
    tm
}

fn parse(ll: &Path) -> Result<kiln_ir::Module, String> {
    let text = std::fs::read_to_string(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    kiln_ir::parse_str(&ll.display().to_string(), &text)
        .map_err(|e| format!("parse {}: {e}", ll.display()))
}

/// Compiles `ll` at kiln `-O<level>` to assembly or an object in `dir`, links and runs it,
/// and compares its output with `expected`.
fn build_and_run(
    ll: &Path,
    level: u8,
    obj: bool,
    dir: &Path,
    expected: &str,
    features: &str,
) -> Result<(), String> {
    let module = parse(ll)?;
    let tm = machine(level, features);
    let kiln_err =
        |e: kiln_target::Error| format!("kiln -O{level} {}: {}", ll.display(), e.message);
    let tag = format!("k{level}{}", if obj { "o" } else { "s" });
    let out = dir.join(format!("prog.{tag}.{}", if obj { "o" } else { "s" }));
    if obj {
        let (bytes, _) = tm.emit_object_and_dumps(&module).map_err(kiln_err)?;
        std::fs::write(&out, bytes).map_err(|e| e.to_string())?;
    } else {
        let asm = tm.emit_assembly(&module).map_err(kiln_err)?;
        std::fs::write(&out, asm).map_err(|e| e.to_string())?;
    }
    let exe = dir.join(format!("prog.{tag}"));
    let link = Command::new("aarch64-linux-gnu-gcc")
        .arg("-no-pie")
        .arg(&out)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .arg("-lpthread")
        .output()
        .map_err(|e| format!("aarch64-linux-gnu-gcc must be installed: {e}"))?;
    if !link.status.success() {
        return Err(format!(
            "link {}: {}",
            out.display(),
            String::from_utf8_lossy(&link.stderr)
        ));
    }
    let mut run = Command::new("qemu-aarch64");
    run.arg("-L").arg("/usr/aarch64-linux-gnu").arg(&exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), &exe)?;
    if !r.success() {
        return Err(format!("{} {}", exe.display(), r.describe()));
    }
    let got = String::from_utf8_lossy(&r.stdout);
    if got != expected {
        return Err(format!(
            "{} printed something else:\n{}",
            exe.display(),
            kiln_harness::exec::diff_lines(expected, &got, 2)
        ));
    }
    Ok(())
}

/// Runs the listed programs at clang `level` through `configs` (kiln level, object?).
fn run_list(list: &[&str], clang_level: &str, configs: &[(u8, bool)]) {
    run_list_with(list, clang_level, configs, "");
}

/// [`run_list`] with `-mattr=<features>`.
fn run_list_with(list: &[&str], clang_level: &str, configs: &[(u8, bool)], features: &str) {
    kiln_harness::corpus::run_programs(
        list,
        TRIPLE,
        clang_level,
        configs,
        |ll, (level, obj), dir, expected| build_and_run(ll, level, obj, dir, expected, features),
    );
}

#[test]
fn corpus_clang_o0() {
    run_list(PROGRAMS, "-O0", &[(0, false), (2, true)]);
}

#[test]
fn corpus_clang_o2() {
    run_list(PROGRAMS, "-O2", &[(2, false), (2, true)]);
}

/// The programs with atomics with `-mattr=+lse`: read-modify-writes and compare-exchanges
/// become single LSE instructions (`ldaddal`, `casal`, `swpal`, ...; the assembly carries
/// `.arch armv8-a+lse` for GNU as), at clang -O0 and -O2 through kiln -O0 and -O2, as
/// assembly and as kiln's objects, under qemu-aarch64 (whose default CPU has LSE).
#[test]
fn corpus_lse() {
    let configs = [(0, false), (2, true), (2, false)];
    run_list_with(ATOMIC_PROGRAMS, "-O0", &configs, "+lse");
    run_list_with(ATOMIC_PROGRAMS, "-O2", &configs, "+lse");
}

/// The programs with atomics with `-mattr=-outline-atomics`: clang's IR asks for libgcc's
/// `__aarch64_*` helpers (`+outline-atomics`, which the other corpus tests run), and this
/// turns them off, so every read-modify-write and compare-exchange is kiln's own
/// exclusive-access loop (`ldaxr`/`stlxr`), at clang -O0 and -O2 through kiln -O0 and -O2.
#[test]
fn corpus_llsc() {
    let configs = [(0, false), (2, true)];
    run_list_with(ATOMIC_PROGRAMS, "-O0", &configs, "-outline-atomics");
    run_list_with(ATOMIC_PROGRAMS, "-O2", &configs, "-outline-atomics");
}

/// The whole matrix: clang-22 IR at every level (-O0, -O1, -O2, -O3, -Os) through kiln -O0
/// and -O2, each as assembly (GNU as) and as kiln's object: 20 builds per program. Too slow
/// for the default suite (about 15 minutes on two cores); run it with
/// `cargo test --release -p kiln-target-aarch64 --test corpus -- --ignored corpus_full_matrix`.
#[test]
#[ignore]
fn corpus_full_matrix() {
    let configs = [(0, false), (0, true), (2, false), (2, true)];
    for level in kiln_harness::clang::LEVELS {
        run_list(PROGRAMS, level, &configs);
    }
}

/// The programs not listed are refused by kiln -O0 with an error that names the function
/// (no panic, no output): so a program that starts to compile must be listed (and pass).
#[test]
fn unlisted_programs_are_refused() {
    let root = repo_root();
    let mut unlisted = Vec::new();
    for e in std::fs::read_dir(root.join("tests/c")).expect("tests/c exists") {
        let path = e.expect("a directory entry").path();
        if path.extension().is_some_and(|x| x == "c") {
            let name = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            if !PROGRAMS.contains(&name.as_str()) {
                unlisted.push(name);
            }
        }
    }
    unlisted.sort();
    let names: Vec<&str> = unlisted.iter().map(String::as_str).collect();
    let work = kiln_harness::parallel::scratch_dir("aarch64-refused");
    let tally = kiln_harness::parallel::for_each(&names, |name, tally| {
        let refused = (|| {
            let src = root.join("tests/c").join(format!("{name}.c"));
            let dir = work.join(name);
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let ll = dir.join("prog.ll");
            kiln_harness::clang::emit_ll(&src, TRIPLE, "-O0", &ll)?;
            let module = parse(&ll)?;
            match machine(0, "").emit_assembly(&module) {
                Ok(_) => Err("compiles now: add it to PROGRAMS if it passes".into()),
                Err(e) if e.message.contains("function") => Ok(()),
                Err(e) => Err(format!("an error that names no function: {}", e.message)),
            }
        })();
        tally.record(refused, || name.to_string());
    });
    let _ = std::fs::remove_dir_all(&work);
    tally.assert_all_passed(names.len());
}

/// `tests/programs/<name>.c` through kiln -O0 and -O2 from clang -O0 and -O2 IR prints what
/// aarch64-linux-gnu-gcc's build prints, which has `lines` lines.
fn matches_gcc(name: &str, lines: usize) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/programs/{name}.c"));
    let dir = std::env::temp_dir().join(format!("kiln-aarch64-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let gcc_exe = dir.join("gcc");
    let gcc = Command::new("aarch64-linux-gnu-gcc")
        .args(["-O1", "-o"])
        .arg(&gcc_exe)
        .arg(&src)
        .output()
        .expect("aarch64-linux-gnu-gcc must be installed");
    assert!(
        gcc.status.success(),
        "{}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let mut run = Command::new("qemu-aarch64");
    run.arg("-L").arg("/usr/aarch64-linux-gnu").arg(&gcc_exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), &gcc_exe)
        .expect("the gcc build runs");
    let expected = String::from_utf8_lossy(&r.stdout).into_owned();
    assert!(expected.lines().count() == lines, "{expected}");
    for clang_level in ["-O0", "-O2"] {
        let ll = dir.join(format!("prog{clang_level}.ll"));
        kiln_harness::clang::emit_ll(&src, TRIPLE, clang_level, &ll).unwrap();
        for (level, obj) in [(0, false), (2, true)] {
            build_and_run(&ll, level, obj, &dir, &expected, "")
                .unwrap_or_else(|e| panic!("{name}, clang {clang_level}: {e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A VLA, an over-aligned `alloca` and allocations in a loop, each followed by a call with
/// stack arguments (`tests/programs/dynamic_alloca_calls.c`). The allocations start above
/// the outgoing argument area; before, the stack arguments overwrote them.
#[test]
fn dynamic_allocations_survive_stack_arguments() {
    matches_gcc("dynamic_alloca_calls", 14);
}

/// Zero-extending loads of 8, 16 and 32 bits, a store that aliases them, and the same loads
/// again (`tests/programs/narrow_reloads.c`): the reload reads the stored value, so the
/// load under the pattern's `SUBREG_TO_REG` carries the chain.
#[test]
fn narrow_reloads_see_the_store() {
    matches_gcc("narrow_reloads", 4);
}

/// GCC-style inline assembly (`tests/programs/inline_asm.c`): `r` in the W and X views
/// (`%w0`, `%x0`), `w` for float, double and a 128-bit vector (`%s0`, `%d0`, `%q0`), `I`,
/// `m` and `Q` memory, named registers, tied and early-clobber outputs, `%=` labels and a
/// memory clobber.
#[test]
fn inline_asm_matches_gcc() {
    matches_gcc("inline_asm", 11);
}
