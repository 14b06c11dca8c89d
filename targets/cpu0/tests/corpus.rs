//! The C corpus on Cpu0: programs of `tests/c` compiled by clang-22 to `mips`/`mipsel` IR at
//! -O0 and -O2, through kiln (`-march=cpu0`/`cpu0el` over the IR's triple, as llc does) at the
//! same level to objects, linked with the Cpu0 runtime (`runtime/crt0.s` assembled by kiln-mc,
//! `runtime/libc.c` compiled the same way) by the Cpu0 linker and run on the simulator: the
//! output must equal the program's `.expected` and the status be 0.
//!
//! [`PROGRAMS`] (which may only grow) pass on cpu032II in both byte orders at both levels;
//! [`CPU032I`] also on cpu032I (CMP and the status word instead of SLT and BEQ/BNE);
//! [`LITTLE_ENDIAN_ONLY`] on cpu0el (their output assumes little-endian byte order).
//! `corpus_quick` (in the default run) takes [`QUICK`] of them; `corpus_full` (ignored:
//! `cargo test --release -p kiln-target-cpu0 --test corpus -- --ignored`) takes all.
//! Floating point is soft (the runtime's `softfloat.c` and `libm.c`, compiled like libc).
//! Left out: `__int128` (clang has none for 32-bit MIPS: `abi_split_args` and the int128
//! programs), threads and TLS (`overaligned_locals` too), unwinding, x87 `long double`
//! (`long_double_sums` expects 64-bit significands; MIPS O32's is a double), programs
//! whose expected output assumes 64-bit `long`, and unaligned (packed) accesses, which the simulator
//! faults on.
//! Without clang-22 the tests say so and pass.

mod common;

use common::Config;
use kiln_cpu0_sim::link::{link, Input};
use kiln_target::CodeGenFileType;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Programs whose output depends on the byte order (they print the bytes of a union, or
/// bit-fields of a stored word) or that use 40- and 48-bit bit-field storage, which kiln
/// splits only on little-endian targets (a located error on big-endian Cpu0): checked on
/// cpu0el, cpu032II, -O0 and -O2, in `corpus_full`.
const LITTLE_ENDIAN_ONLY: &[&str] = &[
    "bitfield_unions_packed",
    "bitfield_wide_storage",
    "bitfields",
    "memcpy_memmove_heavy",
    "vector_shuffle_convert",
];

/// Programs that pass on cpu032II, both byte orders, -O0 and -O2.
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
    "int8_int16_types",
    "int_conversions",
    "jacobi_relaxation",
    "kmeans_cluster",
    "large_frame",
    "large_frame_fp",
    "lexer_state_machine",
    "linked_list_malloc",
    "locals_basic",
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
    "vla_matrix_calls",
    "vtable_shapes",
];

/// Programs that also pass on cpu032I (CMP and the status word instead of SLT and
/// BEQ/BNE): all of them.
const CPU032I: &[&str] = PROGRAMS;

/// The programs of the default run.
const QUICK: &[&str] = &[
    "arith_i32",
    "arith_i64",
    "div_rem_signed",
    "varargs_int",
    "many_args_int",
    "struct_small_by_value",
    "switch_dense",
    "switch_sparse",
    "packed_structs",
    "alloca_vla",
    "large_frame",
    "constants_materialize",
    "compare_values",
    "branches_cond",
    "printf_formats",
    "tail_calls",
    "register_pressure_i64",
    "int8_int16_types",
    "shifts_variable",
    "global_relocations",
    "static_locals_ctor",
    "double_arith",
    "float_conversions",
    "varargs_double",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn clang() -> Option<&'static str> {
    Command::new("clang-22")
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|_| "clang-22")
}

/// clang-22's IR for `src` (C) for the configuration's MIPS triple.
fn clang_ir(c: Config, src: &Path, opt: u8) -> Result<String, String> {
    let resource = Command::new("clang-22")
        .arg("-print-resource-dir")
        .output()
        .map_err(|e| e.to_string())?;
    let resource = String::from_utf8_lossy(&resource.stdout).trim().to_string();
    let out = Command::new("clang-22")
        .args([
            "-target",
            if c.big {
                "mips-linux-gnu"
            } else {
                "mipsel-linux-gnu"
            },
            "-ffreestanding",
            "-nostdinc",
            "-isystem",
        ])
        .arg(Path::new(&resource).join("include"))
        .arg("-I")
        .arg(root().join("targets/cpu0/runtime/include"))
        .args([
            "-fno-pic",
            "-mno-abicalls",
            "-Wno-everything",
            "-S",
            "-emit-llvm",
            &format!("-O{opt}"),
            "-o",
            "-",
        ])
        .arg(src)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("clang: {}", String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// kiln's object for `ir` in configuration `c` at `-O<opt>`.
fn kiln_object(c: Config, name: &str, ir: String, opt: u8) -> Result<Vec<u8>, String> {
    common::kiln_output(Config { opt, ..c }, name, ir, CodeGenFileType::Object)
}

/// The runtime's objects (crt0; libc, softfloat and libm at -O2) for configuration `c`.
fn runtime(c: Config) -> Result<Vec<(String, Vec<u8>)>, String> {
    let dir = root().join("targets/cpu0/runtime");
    let crt0 = std::fs::read_to_string(dir.join("crt0.s")).map_err(|e| e.to_string())?;
    let features = kiln_target_cpu0::mc::features_for(c.cpu, "")?;
    let hooks: &'static kiln_target_cpu0::mc::Cpu0Mc = if c.big {
        &kiln_target_cpu0::mc::CPU0_MC
    } else {
        &kiln_target_cpu0::mc::CPU0EL_MC
    };
    let crt0 = kiln_codegen::target_machine::assemble_text(hooks, features, crt0)
        .map_err(|e| e.message)?;
    let mut objs = vec![("crt0.o".to_string(), crt0)];
    for name in ["libc", "softfloat", "libm"] {
        let ir = clang_ir(c, &dir.join(format!("{name}.c")), 2)?;
        let obj = kiln_object(Config { opt: 2, ..c }, &format!("{name}.ll"), ir, 2)?;
        objs.push((format!("{name}.o"), obj));
    }
    Ok(objs)
}

/// Compiles, links and runs corpus program `prog`; `Err` says what went wrong.
fn run_program(c: Config, rt: &[(String, Vec<u8>)], prog: &str) -> Result<(), String> {
    run_program_in(&root().join("tests/c"), c, rt, prog)
}

/// Compiles, links and runs `dir/prog.c`, comparing with `dir/prog.expected`.
fn run_program_in(
    dir: &Path,
    c: Config,
    rt: &[(String, Vec<u8>)],
    prog: &str,
) -> Result<(), String> {
    let ir = clang_ir(c, &dir.join(format!("{prog}.c")), c.opt)?;
    let obj = kiln_object(c, &format!("{prog}.ll"), ir, c.opt)?;
    let mut inputs: Vec<Input<'_>> = rt
        .iter()
        .map(|(n, b)| Input { name: n, bytes: b })
        .collect();
    let name = format!("{prog}.o");
    inputs.push(Input {
        name: &name,
        bytes: &obj,
    });
    let exe = link(&inputs)?;
    let r = kiln_cpu0_sim::cpu::run(&exe, 2_000_000_000).map_err(|f| f.to_string())?;
    let want = std::fs::read(dir.join(format!("{prog}.expected"))).map_err(|e| e.to_string())?;
    if r.status != 0 {
        return Err(format!("exit status {}", r.status));
    }
    if r.stdout != want {
        let got = String::from_utf8_lossy(&r.stdout);
        let want = String::from_utf8_lossy(&want);
        let line = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(got.lines().count().min(want.lines().count()));
        let at = |s: &str| s.lines().nth(line).unwrap_or("<end>").to_string();
        return Err(format!(
            "output differs from line {}: `{}`, expected `{}`",
            line + 1,
            at(&got),
            at(&want)
        ));
    }
    Ok(())
}

/// Runs `progs` in every configuration of `configs` on two threads; panics listing failures.
fn run_all(configs: &[Config], progs: &[&str]) {
    if clang().is_none() {
        eprintln!("clang-22 not found: the Cpu0 corpus is skipped");
        return;
    }
    let runtimes: Vec<_> = configs
        .iter()
        .map(|&c| runtime(c).unwrap_or_else(|e| panic!("runtime for {c:?}: {e}")))
        .collect();
    let builds: Vec<(usize, &str)> = (0..configs.len())
        .flat_map(|k| progs.iter().map(move |&p| (k, p)))
        .collect();
    kiln_harness::parallel::for_each(&builds, |&(k, p), tally| {
        let c = configs[k];
        tally.record(run_program(c, &runtimes[k], p), || format!("{p} {c:?}"));
    })
    .assert_all_passed(builds.len());
}

fn cpu032ii() -> Vec<Config> {
    let mut v = Vec::new();
    for big in [true, false] {
        for opt in [0, 2] {
            v.push(Config {
                big,
                opt,
                cpu: "cpu032II",
            });
        }
    }
    v
}

fn cpu032i() -> Vec<Config> {
    vec![
        Config {
            big: true,
            opt: 0,
            cpu: "cpu032I",
        },
        Config {
            big: false,
            opt: 2,
            cpu: "cpu032I",
        },
    ]
}

#[test]
fn corpus_quick() {
    run_all(&cpu032ii(), QUICK);
    let quick_i: Vec<&str> = CPU032I
        .iter()
        .copied()
        .filter(|p| QUICK.contains(p))
        .collect();
    run_all(&cpu032i(), &quick_i);
}

#[test]
#[ignore]
fn corpus_full() {
    run_all(&cpu032ii(), PROGRAMS);
    let little: Vec<Config> = cpu032ii().into_iter().filter(|c| !c.big).collect();
    run_all(&little, LITTLE_ENDIAN_ONLY);
    run_all(&cpu032i(), CPU032I);
}

/// The programs named in `KILN_CPU0_PROGRAMS` (comma-separated) in every configuration
/// (cpu032II and cpu032I): for trying programs before they join the lists (ignored).
#[test]
#[ignore]
fn corpus_named() {
    let names = std::env::var("KILN_CPU0_PROGRAMS").unwrap_or_default();
    let progs: Vec<&str> = names.split(',').filter(|p| !p.is_empty()).collect();
    let mut configs = cpu032ii();
    configs.extend(cpu032i());
    run_all(&configs, &progs);
}

#[test]
fn the_lists_are_consistent() {
    for p in QUICK.iter().chain(CPU032I) {
        assert!(PROGRAMS.contains(p), "{p} is not in PROGRAMS");
    }
    for p in PROGRAMS.iter().chain(LITTLE_ENDIAN_ONLY) {
        assert!(
            root().join(format!("tests/c/{p}.c")).exists(),
            "tests/c/{p}.c does not exist"
        );
    }
}

/// The programs of `tests/programs` (each `.c` with its `.expected`, the output of gcc's
/// build on the host) on cpu032II in both byte orders at -O0 and -O2: constructors of three
/// priorities (`ctor_priority.c`: crt0 calls the runtime's walk of `.init_array`, which the
/// Cpu0 linker lays out in priority order) and C11 atomics of every width (`atomic_widths.c`:
/// each access a call of the runtime's `__atomic_*_N`, since Cpu0 has no atomic instructions)
/// and `longjmp` with 0 and other values (`longjmp_zero.c`: crt0's setjmp/longjmp), and
/// floating-point edge cases (`float_edges.c`: signed zeros, subnormals, infinities, NaNs,
/// f32 rounding, printf's exact ties, huge and tiny values, flags and `%a`, libm's exact
/// functions).
#[test]
fn own_programs() {
    if clang().is_none() {
        eprintln!("clang-22 not found: skipped");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut progs: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/programs")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    progs.sort();
    assert!(progs.len() >= 3, "{progs:?}");
    for c in cpu032ii() {
        let rt = runtime(c).unwrap_or_else(|e| panic!("runtime for {c:?}: {e}"));
        for p in &progs {
            run_program_in(&dir, c, &rt, p).unwrap_or_else(|e| panic!("{p} {c:?}: {e}"));
        }
    }
}

/// The delay slots of calls at -O2 (`delay_slot_filler.rs`): in the assembly of a few corpus
/// programs, every `jsub`/`jalr` slot holds a NOP or an instruction that stores nothing and
/// writes none of `$2`-`$5`, `$lr` and `$sp` (the link register, results and arguments the
/// call or callee needs), and at least one is filled. At -O0 every slot is a NOP. The corpus
/// runs (`corpus_quick`, `corpus_full`) check that the filled programs still behave.
#[test]
fn call_delay_slots_are_safe() {
    if clang().is_none() {
        eprintln!("clang-22 not found: skipped");
        return;
    }
    let (mut filled, mut calls) = (0, 0);
    for prog in ["nbody_sim", "expr_parser", "hash_table", "printf_formats"] {
        for (big, opt) in [(true, 2), (false, 2), (false, 0)] {
            let c = Config {
                big,
                opt,
                cpu: "cpu032II",
            };
            let ir = clang_ir(c, &root().join(format!("tests/c/{prog}.c")), 2).expect("clang");
            let asm = common::kiln_output(c, prog, ir, CodeGenFileType::Assembly)
                .unwrap_or_else(|e| panic!("{prog} {c:?}: {e}"));
            let asm = String::from_utf8(asm).expect("text");
            let insts: Vec<&str> = asm
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.ends_with(':') && !l.starts_with('.'))
                .collect();
            for (k, l) in insts.iter().enumerate() {
                if !(l.starts_with("jsub") || l.starts_with("jalr")) {
                    continue;
                }
                calls += 1;
                let slot = insts.get(k + 1).copied().unwrap_or("");
                if slot == "nop" {
                    continue;
                }
                assert!(opt > 0, "{prog} {c:?}: a filled slot at -O0: {l} / {slot}");
                filled += 1;
                let mnemonic = slot.split_whitespace().next().unwrap_or("");
                let dest = slot
                    .split_whitespace()
                    .nth(1)
                    .unwrap_or("")
                    .trim_end_matches(',');
                assert!(
                    !matches!(mnemonic, "st" | "sh" | "sb"),
                    "{prog} {c:?}: a store in a call's slot: {l} / {slot}"
                );
                assert!(
                    ![
                        "$2", "$3", "$4", "$5", "$lr", "$sp", "$14", "$13", "$v0", "$v1", "$a0",
                        "$a1"
                    ]
                    .contains(&dest),
                    "{prog} {c:?}: {slot} writes what the call needs ({l})"
                );
            }
        }
    }
    assert!(calls > 100, "only {calls} calls");
    // Most instructions just before a call set up its arguments, which never move: few
    // slots are filled (2 of about 500 at -O2 here), but some must be.
    assert!(filled > 0, "none of {calls} call slots filled");
    eprintln!("{filled} of {calls} call delay slots filled");
}
