//! The C corpus through the RISC-V code generator: each listed program is compiled by
//! clang-22 to IR, by kiln's RISC-V target (in-process, the same code `kiln -verify-regalloc`
//! runs: regalloc2's checker proves every register allocation) to
//! assembly (assembled by GNU as) and to an object (kiln's direct MCInst emission), linked by
//! riscv64-linux-gnu-gcc and run under qemu-riscv64; its output must equal
//! `tests/c/<name>.expected`.
//!
//! `PROGRAMS` names every program that passes, so the passing set cannot silently shrink
//! (today that is every program in `tests/c`, and a test checks that each one is listed).
//! clang -O0 IR runs through kiln -O0 (assembly) and kiln -O2 (object); clang -O2 IR through
//! kiln -O2 (assembly and object); clang -O1/-O3/-Os IR through kiln -O0 (assembly) and
//! kiln -O2 (object).

use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Every program of the corpus (all pass; a new program must pass too, see
/// `every_corpus_program_is_listed`).
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
const TRIPLE: &str = "riscv64-linux-gnu";

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

/// Compiles `ll` at kiln `-O<level>` to `out` (`.s` or `.o`), links and runs it, and
/// compares its output with `expected`.
fn build_and_run(
    ll: &Path,
    level: u8,
    obj: bool,
    dir: &Path,
    expected: &str,
) -> Result<(), String> {
    let text = std::fs::read_to_string(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .map_err(|e| format!("parse {}: {e}", ll.display()))?;
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(TRIPLE), level);
    // regalloc2's checker on every allocation (`-verify-regalloc`).
    tm.pipeline.verify_regalloc = true;
    let kiln_err =
        |e: kiln_target::Error| format!("kiln -O{level} {}: {}", ll.display(), e.message);
    let tag = format!("k{level}{}", if obj { "o" } else { "s" });
    let out = dir.join(format!("prog.{tag}.{}", if obj { "o" } else { "s" }));
    if obj {
        // The object as `kiln -filetype=obj` writes it: MCInsts streamed straight into
        // kiln-mc's object streamer (the text path is the `.s` configuration).
        let (bytes, _) = tm.emit_object_and_dumps(&module).map_err(kiln_err)?;
        std::fs::write(&out, bytes).map_err(|e| e.to_string())?;
    } else {
        let asm = tm.emit_assembly(&module).map_err(kiln_err)?;
        std::fs::write(&out, asm).map_err(|e| e.to_string())?;
    }
    let exe = dir.join(format!("prog.{tag}"));
    let link = Command::new("riscv64-linux-gnu-gcc")
        .arg("-no-pie")
        .arg(&out)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("riscv64-linux-gnu-gcc must be installed: {e}"))?;
    if !link.status.success() {
        return Err(format!(
            "link {}: {}",
            out.display(),
            String::from_utf8_lossy(&link.stderr)
        ));
    }
    let mut run = Command::new("qemu-riscv64");
    run.arg("-L").arg("/usr/riscv64-linux-gnu").arg(&exe);
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
    kiln_harness::corpus::run_programs(
        list,
        TRIPLE,
        clang_level,
        configs,
        |ll, (level, obj), dir, expected| build_and_run(ll, level, obj, dir, expected),
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

/// Jump tables (and clang's relative lookup tables), computed goto and unwinding through
/// kiln's CFI at clang -O1/-O3/-Os through both kiln levels and both outputs (the other
/// programs there through kiln -O0 as assembly and kiln -O2 as an object).
const PASS_EVERY_LEVEL: &[&str] = &["computed_goto", "switch_dense", "unwind_backtrace"];

#[test]
fn corpus_clang_o1_o3_os() {
    let all = &[(0, false), (0, true), (2, false), (2, true)];
    for level in ["-O1", "-O3", "-Os"] {
        run_list(PASS_EVERY_LEVEL, level, all);
        run_list(PROGRAMS, level, &[(0, false), (2, true)]);
    }
}

/// Every program of the corpus is listed: a new program must pass (or be left out on purpose,
/// by changing this test).
#[test]
fn every_corpus_program_is_listed() {
    let dir = repo_root().join("tests/c");
    let mut missing = Vec::new();
    for e in std::fs::read_dir(&dir).expect("tests/c exists") {
        let path = e.expect("a directory entry").path();
        if path.extension().is_some_and(|x| x == "c") {
            let name = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            if !PROGRAMS.contains(&name.as_str()) {
                missing.push(name);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "corpus programs not listed: {missing:?}"
    );
}
