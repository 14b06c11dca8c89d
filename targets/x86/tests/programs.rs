//! Small C programs for what the corpus does not reach, each compiled by clang-22 to IR and
//! by kiln's x86-64 target (in-process, regalloc2's checker on, position-independent) to
//! assembly and to an object at -O0 and -O2, linked by gcc and run natively:
//! - `dynamic_alloca_calls.c`: dynamic allocas (one over-aligned) live across a call that
//!   passes arguments on the stack (the allocas sit above the outgoing argument area);
//! - `atomic_counters.c`: `lock xadd`, `lock cmpxchg`, `xchg` and fences from four threads;
//! - `sret_callee.c` compiled by kiln with `sret_gcc_caller.c` compiled by gcc -O2 (which
//!   may read the sret pointer back from rax, as the psABI allows).
//! - `sse_scalar.c`: SSE2 scalar floating point at its edges (every compare predicate on
//!   NaN as a value, a branch and a select; unsigned conversions at 2^32, 2^63, 2^64; the
//!   sign bit of fneg/fabs; values live across calls; eleven double arguments; variadic
//!   doubles past the register save area; minsd/maxsd selects on NaN and signed zeros).
//! - `float_pair_abi.c` with `float_pair_gcc.c` compiled by gcc -O2: structs of two and
//!   three floats and `float _Complex` (clang's `<2 x float>`, one XMM register) passed and
//!   returned both ways between kiln's and gcc's code.
//! - `atomic_loops.c`: and/or/xor/nand/min/max whose old value is used (`lock cmpxchg`
//!   loops) and i8/i16 xchg, xadd and cmpxchg, from four threads on neighbouring fields;
//! - `byval_realign.c` with `byval_gcc.c` compiled by gcc -O2: byval structs (over 16
//!   bytes, odd sizes, 16-byte aligned, in varargs, after the registers run out) passed
//!   both ways, and locals aligned to 32, 64 and 4096 bytes in a realigned frame.
//!
//! - `sse_packed.c` with `sse_packed_gcc.c` compiled by gcc -O2: SSE2 packed vectors (every
//!   128-bit type's element-wise arithmetic, lane builds and extracts, shuffles,
//!   reductions, vectorized loops) and vector arguments and results both ways in XMM
//!   registers and on the stack.
//! - `bit_counts.c`: popcnt/lzcnt/tzcnt with their features, the expansions without;
//! - `deep_tail_calls.c` (clang -O2 IR only): tail calls as jumps, ten million deep;
//! - `tls_dynamic_lib.c` (a shared object's thread-locals: the general-dynamic sequence)
//!   with `tls_dynamic_main.c` compiled by gcc.
//! - `select_quality.c`: -O2 selection's folds at their edges (compares reading memory
//!   with a store after the load, scaled addresses of locals and globals, lea, one div for
//!   a quotient and remainder, rotates, store immediates, zero extensions, `a + (-x)*y`,
//!   frames without a frame pointer), also under the static relocation model;
//! - `long_double_edges.c` with `long_double_gcc.c` compiled by gcc -O2: x87 `long double`
//!   (every compare predicate on NaN, infinities and signed zeros as a value, a branch
//!   and a select; conversions to and from every integer width, float and double at their
//!   limits; more live values than the x87 stack holds, across calls and blocks; arguments
//!   in memory and results in ST0/ST1 both ways; a callback; varargs and `printf("%Lf")`).
//! - `inline_asm.c`: GCC-style inline assembly in AT&T syntax (registers at every width,
//!   the fixed-register letters, modifiers, immediates, memory, SSE registers, tied and
//!   early-clobber outputs, a flags clobber, `%=` labels, suffix-less mnemonics).
//!
//! Every expected output is what gcc -O2's build of the same sources prints.

use kiln_target::{RelocModel, Triple};
use kiln_target_x86::target_machine::X86TargetMachine;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

/// Compiles `name.c` with clang `-O<clang>` and kiln `-O<level>` to `.s` or `.o` in `work`,
/// links it with `extra` sources (compiled by gcc -O2) and returns its output.
fn build_and_run(name: &str, clang: &str, level: u8, obj: bool, extra: &[&str]) -> String {
    build_and_run_in(name, clang, level, obj, extra, RelocModel::Pic)
}

/// [`build_and_run`] under relocation model `reloc` (static: linked with `-no-pie`).
fn build_and_run_in(
    name: &str,
    clang: &str,
    level: u8,
    obj: bool,
    extra: &[&str],
    reloc: RelocModel,
) -> String {
    let work = std::env::temp_dir().join(format!(
        "kiln-x86-programs-{}-{name}{clang}{level}{obj}",
        std::process::id()
    ));
    std::fs::create_dir_all(&work).unwrap();
    let ll = work.join("p.ll");
    kiln_harness::clang::emit_ll(
        &dir().join(format!("{name}.c")),
        "x86_64-linux-gnu",
        clang,
        &ll,
    )
    .unwrap();
    let text = std::fs::read_to_string(&ll).unwrap();
    let module = kiln_ir::parse_str("p.ll", &text).unwrap();
    let mut tm = X86TargetMachine::new(Triple::parse_normalized("x86_64-linux-gnu"), level);
    tm.pipeline.verify_regalloc = true;
    let static_model = reloc == RelocModel::Static;
    tm.reloc_model = reloc;
    let out = work.join(if obj { "p.o" } else { "p.s" });
    if obj {
        let (bytes, _) = tm.emit_object_and_dumps(&module).unwrap();
        std::fs::write(&out, bytes).unwrap();
    } else {
        std::fs::write(&out, tm.emit_assembly(&module).unwrap()).unwrap();
    }
    let exe = work.join("p");
    let mut gcc = Command::new("gcc");
    gcc.arg("-O2").arg(&out);
    if static_model {
        gcc.arg("-no-pie");
    }
    for e in extra {
        gcc.arg(dir().join(e));
    }
    let link = gcc
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .arg("-lpthread")
        .output()
        .unwrap();
    assert!(
        link.status.success(),
        "{}",
        String::from_utf8_lossy(&link.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert!(
        run.status.success(),
        "{name} {clang} kiln -O{level}: {run:?}"
    );
    let _ = std::fs::remove_dir_all(&work);
    String::from_utf8_lossy(&run.stdout).into_owned()
}

/// What gcc's build of `name.c` with `extra` (all gcc -O2) prints: the reference for
/// kiln's builds.
fn gcc_output(name: &str, extra: &[&str]) -> String {
    let work = std::env::temp_dir().join(format!(
        "kiln-x86-programs-{}-{name}-gcc",
        std::process::id()
    ));
    std::fs::create_dir_all(&work).unwrap();
    let exe = work.join("g");
    let mut gcc = Command::new("gcc");
    gcc.arg("-O2").arg(dir().join(format!("{name}.c")));
    for e in extra {
        gcc.arg(dir().join(e));
    }
    let build = gcc
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .arg("-lpthread")
        .output()
        .expect("gcc must be installed");
    assert!(
        build.status.success(),
        "gcc {name}: {}",
        String::from_utf8_lossy(&build.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "gcc's build of {name}: {run:?}");
    let _ = std::fs::remove_dir_all(&work);
    let out = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(!out.is_empty(), "gcc's build of {name} printed nothing");
    out
}

/// Builds `name` from clang -O0 and -O2 IR through kiln -O0 (assembly) and -O2 (assembly
/// and object); each build must print what gcc's build prints.
fn each_config(name: &str, extra: &[&str]) {
    let expected = gcc_output(name, extra);
    for clang in ["-O0", "-O2"] {
        for (level, obj) in [(0, false), (2, false), (2, true)] {
            assert_eq!(
                build_and_run(name, clang, level, obj, extra),
                expected,
                "{name}: clang {clang}, kiln -O{level}, object {obj}"
            );
        }
    }
}

/// `select_quality.c`: what -O2 selection folds (compares reading memory, addressing
/// modes, lea, shared div/rem, rotates, store immediates, free zero extensions, `a -
/// x*y`, frames without rbp), also under the static model (symbols as absolute
/// displacements beside an index register, `g(,%rax,4)`), each build against gcc's.
#[test]
fn folded_selection_at_its_edges() {
    each_config("select_quality", &[]);
    let expected = gcc_output("select_quality", &[]);
    for clang in ["-O0", "-O2"] {
        for (level, obj) in [(0, true), (2, false), (2, true)] {
            assert_eq!(
                build_and_run_in("select_quality", clang, level, obj, &[], RelocModel::Static),
                expected,
                "select_quality static: clang {clang}, kiln -O{level}, object {obj}"
            );
        }
    }
}

/// `inline_asm.c`: inline assembly through every configuration, object builds too (kiln-mc
/// parses the expanded text, `bswap` and `xchg` without a size suffix).
#[test]
fn inline_assembly_in_att_syntax() {
    each_config("inline_asm", &[]);
}

#[test]
fn dynamic_allocas_sit_above_the_outgoing_arguments() {
    each_config("dynamic_alloca_calls", &[]);
}

#[test]
fn atomic_counters_from_four_threads() {
    each_config("atomic_counters", &[]);
}

#[test]
fn sret_pointer_is_returned_in_rax() {
    each_config("sret_callee", &["sret_gcc_caller.c"]);
}

#[test]
fn sse_scalar_edges() {
    each_config("sse_scalar", &[]);
}

#[test]
fn float_pairs_travel_in_one_xmm_register() {
    each_config("float_pair_abi", &["float_pair_gcc.c"]);
}

#[test]
fn sse2_packed_vectors_and_their_abi() {
    each_config("sse_packed", &["sse_packed_gcc.c"]);
}

#[test]
fn cmpxchg_loops_and_narrow_atomics_from_four_threads() {
    each_config("atomic_loops", &[]);
}

#[test]
fn long_double_on_the_x87_unit() {
    each_config("long_double_edges", &["long_double_gcc.c"]);
}

#[test]
fn byval_arguments_and_realigned_frames() {
    each_config("byval_realign", &["byval_gcc.c"]);
}

/// A shared object's thread-locals (clang `-fPIC` IR, no PIE level: the dynamic models)
/// through the padded `__tls_get_addr` sequence: `tls_dynamic_lib.c` built by kiln (clang
/// -O0 and -O2 IR; kiln -O0 and -O2, assembly and object), linked as a shared object that
/// gcc's build of `tls_dynamic_main.c` loads, and linked straight into the executable (the
/// linker then relaxes each sequence to local or initial exec, which it refuses unless the
/// sequence is exact); both print what gcc's own builds print.
#[test]
fn dynamic_tls_in_shared_objects_and_relaxed() {
    let work = std::env::temp_dir().join(format!("kiln-x86-tls-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let lib = dir().join("tls_dynamic_lib.c");
    let main = dir().join("tls_dynamic_main.c");
    let run = |exe: &Path, libdir: &Path| -> String {
        let out = Command::new(exe)
            .env("LD_LIBRARY_PATH", libdir)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}: {out:?}", exe.display());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let gcc = |args: &[&std::ffi::OsStr]| {
        let out = Command::new("gcc").args(args).output().expect("gcc runs");
        assert!(
            out.status.success(),
            "gcc {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let os = |p: &Path| p.as_os_str().to_owned();
    // gcc's reference: the shared object and the executable it loads.
    let gdir = work.join("gcc");
    std::fs::create_dir_all(&gdir).unwrap();
    gcc(&[
        "-O2".as_ref(),
        "-fPIC".as_ref(),
        "-shared".as_ref(),
        lib.as_os_str(),
        "-o".as_ref(),
        &os(&gdir.join("libt.so")),
    ]);
    let exe = gdir.join("m");
    gcc(&[
        main.as_os_str(),
        "-o".as_ref(),
        exe.as_os_str(),
        "-L".as_ref(),
        gdir.as_os_str(),
        "-lt".as_ref(),
        "-lpthread".as_ref(),
    ]);
    let expected = run(&exe, &gdir);
    for clang in ["-O0", "-O2"] {
        let ll = work.join(format!("lib{clang}.ll"));
        let out = Command::new("clang-22")
            .args([
                "-S",
                "-emit-llvm",
                "-fPIC",
                "--target=x86_64-linux-gnu",
                clang,
            ])
            .arg(&lib)
            .arg("-o")
            .arg(&ll)
            .output()
            .expect("clang-22 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let module = kiln_ir::parse_str("lib.ll", &std::fs::read_to_string(&ll).unwrap()).unwrap();
        assert!(
            module.module_flag("PIE Level").is_none(),
            "clang -fPIC IR has no PIE level"
        );
        for (level, obj) in [(0, false), (2, false), (2, true)] {
            let mut tm = X86TargetMachine::new(Triple::parse_normalized("x86_64-linux-gnu"), level);
            tm.pipeline.verify_regalloc = true;
            tm.reloc_model = RelocModel::Pic;
            let d = work.join(format!("k{clang}{level}{obj}"));
            std::fs::create_dir_all(&d).unwrap();
            let code = d.join(if obj { "lib.o" } else { "lib.s" });
            if obj {
                std::fs::write(&code, tm.emit_object_and_dumps(&module).unwrap().0).unwrap();
            } else {
                let asm = tm.emit_assembly(&module).unwrap();
                assert!(
                    asm.contains("@TLSGD(%rip), %rdi"),
                    "the general-dynamic sequence"
                );
                std::fs::write(&code, asm).unwrap();
            }
            gcc(&[
                "-shared".as_ref(),
                code.as_os_str(),
                "-o".as_ref(),
                &os(&d.join("libt.so")),
            ]);
            let exe = d.join("m");
            gcc(&[
                main.as_os_str(),
                "-o".as_ref(),
                exe.as_os_str(),
                "-L".as_ref(),
                d.as_os_str(),
                "-lt".as_ref(),
                "-lpthread".as_ref(),
            ]);
            let what = format!("clang {clang}, kiln -O{level}, object {obj}");
            assert_eq!(run(&exe, &d), expected, "shared object: {what}");
            let direct = d.join("direct");
            gcc(&[
                main.as_os_str(),
                code.as_os_str(),
                "-o".as_ref(),
                direct.as_os_str(),
                "-lpthread".as_ref(),
            ]);
            assert_eq!(
                run(&direct, &d),
                expected,
                "relaxed into the executable: {what}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// A vector (other than `<2 x float>` and the 128-bit SSE types, which follow the psABI) in
/// the signature of a function other code may call, or in a call to one, is a located error
/// (the psABI's XMM registers are not kiln's convention for it), never a mismatched call;
/// internal functions take vectors kiln's way.
#[test]
fn external_vector_signatures_are_located_errors() {
    let cases = [
        ("define <8 x i32> @f(<8 x i32> %a) {\n  ret <8 x i32> %a\n}\n", "'f'"),
        (
            "declare void @g(<4 x i16>)\ndefine void @h() {\n  call void @g(<4 x i16> zeroinitializer)\n  ret void\n}\n",
            "'h'",
        ),
        (
            "define internal <8 x i32> @k(<8 x i32> %a) {\n  ret <8 x i32> %a\n}\ndefine <4 x i32> @u(ptr %p, <2 x double> %d) {\n  %v = call <8 x i32> @k(<8 x i32> zeroinitializer)\n  store <8 x i32> %v, ptr %p\n  ret <4 x i32> zeroinitializer\n}\n",
            "",
        ),
    ];
    for (ir, refused_in) in cases {
        let module = kiln_ir::parse_str("v.ll", ir).unwrap();
        let tm = X86TargetMachine::new(Triple::parse_normalized("x86_64-linux-gnu"), 2);
        match tm.emit_assembly(&module) {
            Ok(_) => assert!(refused_in.is_empty(), "{ir} must be refused"),
            Err(e) => {
                assert!(!refused_in.is_empty(), "{ir}: {}", e.message);
                assert!(
                    e.message.contains(refused_in) && e.message.contains("psABI"),
                    "{}",
                    e.message
                );
            }
        }
    }
}

/// Tail calls from clang -O2 IR (kiln -O0 and -O2, assembly and object): mutual recursion
/// ten million calls deep runs in constant stack only when each `tail` call is a jump;
/// indirect, PLT and argument-shuffling tail calls print what gcc's build prints.
#[test]
fn tail_calls_are_jumps() {
    let expected = gcc_output("deep_tail_calls", &[]);
    for (level, obj) in [(0, false), (2, false), (2, true)] {
        assert_eq!(
            build_and_run("deep_tail_calls", "-O2", level, obj, &[]),
            expected,
            "deep_tail_calls: kiln -O{level}, object {obj}"
        );
    }
}

/// popcnt, lzcnt and tzcnt by feature: `bit_counts.c` from clang -O0 and -O2 IR with
/// `-mpopcnt -mlzcnt -mbmi` (the functions' `"target-features"`) selects them, from plain
/// IR it does not (the expansions); every build prints what gcc's build prints.
#[test]
fn bit_counts_use_their_instructions_by_feature() {
    let expected = gcc_output("bit_counts", &[]);
    let work = std::env::temp_dir().join(format!("kiln-x86-bits-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    for clang in ["-O0", "-O2"] {
        for with in [true, false] {
            let ll = work.join(format!("b{clang}{with}.ll"));
            let mut cmd = Command::new("clang-22");
            cmd.args(["-S", "-emit-llvm", "--target=x86_64-linux-gnu", clang]);
            if with {
                cmd.args(["-mpopcnt", "-mlzcnt", "-mbmi"]);
            }
            let out = cmd
                .arg(dir().join("bit_counts.c"))
                .arg("-o")
                .arg(&ll)
                .output()
                .expect("clang-22 runs");
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let module =
                kiln_ir::parse_str("b.ll", &std::fs::read_to_string(&ll).unwrap()).unwrap();
            for (level, obj) in [(0, false), (2, false), (2, true)] {
                let mut tm =
                    X86TargetMachine::new(Triple::parse_normalized("x86_64-linux-gnu"), level);
                tm.pipeline.verify_regalloc = true;
                tm.reloc_model = RelocModel::Pic;
                let what = format!("clang {clang}, features {with}, kiln -O{level}, obj {obj}");
                let code = work.join(if obj { "b.o" } else { "b.s" });
                if obj {
                    std::fs::write(&code, tm.emit_object_and_dumps(&module).unwrap().0).unwrap();
                } else {
                    let asm = tm.emit_assembly(&module).unwrap();
                    for insn in ["popcnt", "lzcnt", "tzcnt"] {
                        assert_eq!(asm.contains(insn), with, "{insn}: {what}");
                    }
                    std::fs::write(&code, asm).unwrap();
                }
                let exe = work.join("b");
                let link = Command::new("gcc")
                    .arg(&code)
                    .arg("-o")
                    .arg(&exe)
                    .output()
                    .unwrap();
                assert!(
                    link.status.success(),
                    "{}",
                    String::from_utf8_lossy(&link.stderr)
                );
                let run = Command::new(&exe).output().unwrap();
                assert!(run.status.success(), "{what}: {run:?}");
                assert_eq!(String::from_utf8_lossy(&run.stdout), expected, "{what}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}
