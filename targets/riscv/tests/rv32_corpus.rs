//! The C corpus through the RISC-V code generator on RV32, under rv32imafdc/ilp32d,
//! rv32imac/ilp32 (soft float: every float operation a libgcc call) and rv32imafc/ilp32f
//! (floats in FP registers, doubles through libgcc): each listed program is compiled by
//! clang-22 for `riscv32-unknown-elf` against picolibc's headers (the harness's
//! `rv32imafdc-ilp32d`, `rv32imac-ilp32` and `rv32imafc-ilp32f` configurations), by kiln's
//! RISC-V target in-process (with
//! regalloc2's checker on every allocation, as `kiln -verify-regalloc`) to assembly (assembled
//! by GNU as) and to an object (kiln's direct MCInst emission), linked by
//! `riscv64-unknown-elf-gcc` with picolibc and run under `qemu-system-riscv32` with
//! semihosting; its output must equal the expected output of that configuration
//! (`tests/c/<name>.expected`, or picolibc's under `tests/c/picolibc/`).
//!
//! clang -O0 IR runs through kiln -O0 and clang -O2 IR through kiln -O2 (ilp32f: clang -O2
//! IR through kiln -O2 only), each as assembly and as an object. `PROGRAMS` names every
//! program that passes (under all three ABIs), so the passing
//! set cannot silently shrink; `NOT_YET` names the others with the reason, and a test checks
//! that every program each configuration can run is in one list or the other.
//!
//! By default each configuration runs `SUBSET`, a representative part of the list (floating
//! point of every kind, calls and varargs, i64, frames), about a minute each. The whole list
//! is the `#[ignore]`d tests `rv32_full_ilp32d`, `rv32_full_ilp32` and `rv32_full_ilp32f`:
//! `cargo test --release -p kiln-target-riscv --test rv32_corpus -- --ignored`. The wider
//! matrix (clang -O0, -O1, -O2, -O3 and -Os IR through kiln -O0 and -O2, asm and obj) is
//! `bash scripts/rv32-sweep.sh corpus` (kiln-harness's corpus mode), and csmith at 500 seeds per
//! ABI is `bash scripts/rv32-sweep.sh csmith`.

use kiln_harness::target::{exec_target, ExecTarget};
use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Every corpus program that passes on rv32imafdc/ilp32d, rv32imac/ilp32 and
/// rv32imafc/ilp32f.
const PROGRAMS: &[&str] = &[
    "alloca_vla",
    "arith_i32",
    "arith_i64",
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
    "hash_table",
    "huffman_coding",
    "indirect_variadic_calls",
    "inline_asm_riscv",
    "int8_int16_types",
    "int_conversions",
    "jacobi_relaxation",
    "kmeans_cluster",
    "large_frame",
    "large_frame_fp",
    "lexer_state_machine",
    "linked_list_malloc",
    "locals_basic",
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
    "multidim_arrays",
    "nbody_sim",
    "newton_sqrt",
    "nqueens",
    "number_theory",
    "numeric_integration",
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
    "tail_calls",
    "temperature_table",
    "ternary_bool_enum",
    "text_processing",
    "unions",
    "unsigned_overflow",
    "varargs_double",
    "varargs_int",
    "vector3_math",
    "vector_ext",
    "vector_float_ext",
    "vector_shuffle_convert",
    "vla_matrix_calls",
    "vtable_shapes",
];

/// The programs the default tests run under each configuration: floating point of every
/// kind (arithmetic, compares with NaNs, conversions, libm, `long double`, complex, structs
/// of floats, varargs), many and mixed arguments, i64 arithmetic, frames and setjmp.
const SUBSET: &[&str] = &[
    "alloca_vla",
    "arith_i64",
    "complex_abi_mixed",
    "complex_arith",
    "div_rem_signed",
    "double_arith",
    "float_arith",
    "float_bits",
    "float_compare_branch",
    "float_compare_matrix",
    "float_constants",
    "float_conversions",
    "float_int_edges",
    "float_recursion_select",
    "float_varargs",
    "fp_math_funcs",
    "fp_register_pressure",
    "frame_shapes",
    "large_frame_fp",
    "long_double_sums",
    "many_args_double",
    "many_args_mixed",
    "math_library",
    "mixed_precision",
    "nbody_sim",
    "printf_formats",
    "qsort_doubles",
    "register_pressure_i64",
    "select_minmax",
    "setjmp_longjmp",
    "struct_float_abi",
    "struct_float_return",
    "tail_calls",
    "varargs_double",
    "vector_float_ext",
];

/// Programs a configuration can run that kiln does not compile for RV32 yet, and why.
const NOT_YET: &[(&str, &str)] = &[];

/// The harness configurations these programs run under.
const CONFIGS: [&str; 3] = ["rv32imafdc-ilp32d", "rv32imac-ilp32", "rv32imafc-ilp32f"];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root exists")
}

fn config(name: &str) -> ExecTarget {
    exec_target(name).expect("the harness knows the rv32 configuration")
}

/// Compiles `ll` at kiln `-O<level>` to `out` (`.s` or `.o`), links and runs it, and
/// compares its output with `expected`.
fn build_and_run(
    target: &ExecTarget,
    ll: &Path,
    level: u8,
    obj: bool,
    dir: &Path,
    expected: &str,
) -> Result<(), String> {
    let text = std::fs::read_to_string(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .map_err(|e| format!("parse {}: {e}", ll.display()))?;
    // The triple only: the ISA and ABI come from the IR's function attributes and
    // `target-abi` module flag, as with `kiln -mtriple=riscv32-unknown-elf`.
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized(target.triple), level);
    tm.pipeline.verify_regalloc = true;
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
    let got = link_and_run(target, &out, &exe)?;
    if got != expected {
        return Err(format!(
            "{} printed something else:\n{}",
            exe.display(),
            kiln_harness::exec::diff_lines(expected, &got, 2)
        ));
    }
    Ok(())
}

/// Links object or assembly file `out` into `exe` for `target`, runs it, and returns what it
/// printed (an error if linking fails or it exits unsuccessfully).
fn link_and_run(target: &ExecTarget, out: &Path, exe: &Path) -> Result<String, String> {
    let link = Command::new(target.gcc)
        .args(target.link_flags)
        .arg(out)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("{} must be installed: {e}", target.gcc))?;
    if !link.status.success() {
        return Err(format!(
            "link {}: {}",
            out.display(),
            String::from_utf8_lossy(&link.stderr)
        ));
    }
    let mut run = kiln_harness::pipeline::run_command(target, exe);
    let r = kiln_harness::exec::run_with_timeout(&mut run, Duration::from_secs(20), exe)?;
    if !r.success() {
        return Err(format!("{} {}", exe.display(), r.describe()));
    }
    Ok(String::from_utf8_lossy(&r.stdout).into_owned())
}

/// Runs the listed programs under configuration `name` at clang `level` through `configs`
/// (kiln level, object?).
fn run_list(name: &str, list: &[&str], clang_level: &str, configs: &[(u8, bool)]) {
    let root = repo_root();
    let target = config(name);
    let work = std::env::temp_dir().join(format!(
        "kiln-rv32-corpus-{}-{name}{}",
        std::process::id(),
        clang_level
    ));
    let next = AtomicUsize::new(0);
    let runs = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(name) = list.get(i) else { break };
                let res = (|| -> Result<(), String> {
                    let src = root.join("tests/c").join(format!("{name}.c"));
                    let hosted = root.join("tests/c").join(format!("{name}.expected"));
                    let path = kiln_harness::corpus::expected_path(&hosted, &target);
                    let expected = std::fs::read_to_string(&path)
                        .map_err(|e| format!("{}: {e}", path.display()))?;
                    let dir = work.join(name);
                    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                    let ll = dir.join("prog.ll");
                    kiln_harness::clang::emit_ll_with(
                        &src,
                        target.triple,
                        clang_level,
                        &ll,
                        target.clang_flags,
                    )?;
                    for &(level, obj) in configs {
                        build_and_run(&target, &ll, level, obj, &dir, &expected)?;
                        runs.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(())
                })();
                if let Err(e) = res {
                    failures
                        .lock()
                        .expect("no panics holding the lock")
                        .push(format!("{name} ({} clang {clang_level}): {e}", target.name));
                }
            });
        }
    });
    let failures = failures.into_inner().expect("no panics holding the lock");
    let _ = std::fs::remove_dir_all(&work);
    if failures.is_empty() {
        assert_eq!(
            runs.into_inner(),
            list.len() * configs.len(),
            "every build ran"
        );
    }
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `list` under configuration `name`: clang -O0 IR through kiln -O0 and clang -O2 IR through
/// kiln -O2, each as assembly and as an object.
fn run_both_levels(name: &str, list: &[&str]) {
    run_list(name, list, "-O0", &[(0, false), (0, true)]);
    run_list(name, list, "-O2", &[(2, false), (2, true)]);
}

#[test]
fn rv32_subset_ilp32d() {
    run_both_levels(CONFIGS[0], SUBSET);
}

#[test]
fn rv32_subset_ilp32() {
    run_both_levels(CONFIGS[1], SUBSET);
}

#[test]
fn rv32_subset_ilp32f() {
    run_list(CONFIGS[2], SUBSET, "-O2", &[(2, false), (2, true)]);
}

#[test]
#[ignore = "the whole list, a few minutes per configuration: run with --ignored"]
fn rv32_full_ilp32f() {
    run_list(CONFIGS[2], PROGRAMS, "-O2", &[(2, false), (2, true)]);
}

#[test]
#[ignore = "the whole list, a few minutes per configuration: run with --ignored"]
fn rv32_full_ilp32d() {
    run_both_levels(CONFIGS[0], PROGRAMS);
}

#[test]
#[ignore = "the whole list, a few minutes per configuration: run with --ignored"]
fn rv32_full_ilp32() {
    run_both_levels(CONFIGS[1], PROGRAMS);
}

/// `targets/riscv/tests/programs/soft_float_edges.c` (every comparison with NaNs, conversions
/// of every width, doubles in a7 and on the stack, varargs, sign operations, `fmuladd`'s
/// rounding) under ilp32 and ilp32f prints what llc-22's build of the same IR prints, from
/// clang -O0 and -O2 IR through kiln -O0 and -O2, as assembly and as objects.
#[test]
fn soft_float_edges_match_llc() {
    program_matches_llc("soft_float_edges", &CONFIGS[1..], 11);
}

/// `targets/riscv/tests/programs/odd_int_rv32.c` (`_BitInt(33)` .. `_BitInt(63)` and long
/// long bit-fields: integers wider than a register that are not a whole number of bytes,
/// computed in the next byte width; conversions from double to them; switches with negative
/// cases; 64-bit multiply overflow) under ilp32d and ilp32 prints what llc-22's build prints,
/// as [`soft_float_edges_match_llc`] checks. Before, kiln refused `i59` on RV32 (csmith seed
/// 232, rv32imac-ilp32 -O2), `fptosi` to `i40` and `{s,u}mul.with.overflow.i64`, and sent
/// a switch's negative case values to the default.
#[test]
fn odd_width_integers_match_llc() {
    program_matches_llc("odd_int_rv32", &CONFIGS[..2], 22);
}

/// `targets/riscv/tests/programs/<program>.c` under each of `configs` prints what llc-22's
/// build of the same IR prints (at least `min_lines` lines), from clang -O0 and -O2 IR
/// through kiln -O0 and -O2, as assembly and as objects.
fn program_matches_llc(program: &str, configs: &[&str], min_lines: usize) {
    let root = repo_root();
    let src = root.join(format!("targets/riscv/tests/programs/{program}.c"));
    let mut failures = Vec::new();
    for name in configs {
        let target = config(name);
        for clang_level in ["-O0", "-O2"] {
            let dir = std::env::temp_dir().join(format!(
                "kiln-rv32-{program}-{}-{name}{clang_level}",
                std::process::id()
            ));
            std::fs::create_dir_all(&dir).expect("a scratch directory");
            let ll = dir.join("prog.ll");
            kiln_harness::clang::emit_ll_with(
                &src,
                target.triple,
                clang_level,
                &ll,
                target.clang_flags,
            )
            .expect("clang-22 compiles the program");
            let expected = llc_output(&target, &ll, clang_level, &dir);
            assert!(
                expected.lines().count() >= min_lines,
                "llc-22's build printed {expected}"
            );
            let level = if clang_level == "-O0" { 0 } else { 2 };
            for obj in [false, true] {
                if let Err(e) = build_and_run(&target, &ll, level, obj, &dir, &expected) {
                    failures.push(format!("{name} clang {clang_level}: {e}"));
                }
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What llc-22's object of `ll` (at the clang level's llc level), linked and run under
/// `target`, prints.
fn llc_output(target: &ExecTarget, ll: &Path, clang_level: &str, dir: &Path) -> String {
    let obj = dir.join("llc.o");
    let o = Command::new("llc-22")
        .arg(clang_level)
        .arg("-filetype=obj")
        .arg(ll)
        .arg("-o")
        .arg(&obj)
        .output()
        .expect("llc-22 must be installed");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    link_and_run(target, &obj, &dir.join("llc.elf"))
        .unwrap_or_else(|e| panic!("llc-22's build: {e}"))
}

#[test]
fn the_subset_is_part_of_the_list() {
    for p in SUBSET {
        assert!(PROGRAMS.contains(p), "{p} is in SUBSET but not in PROGRAMS");
    }
}

/// Every corpus program the configuration can run is either listed as passing or named in
/// `NOT_YET` with a reason; the programs it cannot run (threads, `__int128`, ...) are the
/// harness's `BARE_METAL_UNSUPPORTED`, never listed here.
#[test]
fn every_runnable_program_is_accounted_for() {
    for name in CONFIGS {
        let target = config(name);
        let mut missing = Vec::new();
        for p in kiln_harness::corpus::programs(&repo_root()) {
            let prog = p.name.as_str();
            let unsupported = kiln_harness::corpus::unsupported_reason(prog, &target).is_some();
            let listed = PROGRAMS.contains(&prog);
            let not_yet = NOT_YET.iter().any(|(n, _)| *n == prog);
            assert!(
                !(unsupported && (listed || not_yet)),
                "{prog} cannot run on {name} but is listed"
            );
            assert!(!(listed && not_yet), "{prog} is listed twice");
            if !unsupported && !listed && !not_yet {
                missing.push(prog.to_string());
            }
        }
        assert!(
            missing.is_empty(),
            "{name}: programs not accounted for: {missing:?}"
        );
    }
}
