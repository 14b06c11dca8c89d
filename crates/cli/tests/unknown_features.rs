//! Features a target does not know are warned about once and ignored, as llc does (issue 16,
//! item 8): `-mattr=+outline-atomics` and a function's `"target-features"="+outline-atomics,-fmv"`
//! (what clang's AArch64 IR carries) compile, with llc-22's wording on stderr, each warning once
//! however many functions carry the name; names LLVM's RISC-V target declares but kiln does not
//! implement are accepted silently when disabled (clang's RISC-V IR disables hundreds of them);
//! a function's features and `-target-abi` reach the subtarget (a function without D is refused
//! by name, never miscompiled).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("unknown_features")
        .join(name);
    std::fs::create_dir_all(&d).expect("a scratch directory");
    d
}

fn kiln(dir: &Path, ir: &str, args: &[&str]) -> Output {
    let input = dir.join("in.ll");
    std::fs::write(&input, ir).expect("write the input");
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("-mtriple=riscv64-linux-gnu")
        .arg(&input)
        .arg("-o")
        .arg(dir.join("out.s"))
        .args(args)
        .output()
        .expect("kiln runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const TWO_FUNCTIONS: &str = r#"
define i32 @f(i32 %a) #0 {
  %b = add i32 %a, 1
  ret i32 %b
}
define i32 @g(i32 %a) #0 {
  %b = mul i32 %a, 3
  ret i32 %b
}
attributes #0 = { "target-features"="+m,+a,+f,+d,+outline-atomics,-fmv,-zba,-experimental-p" }
"#;

#[test]
fn unknown_features_are_warned_about_once_and_ignored() {
    let dir = scratch("warn");
    let o = kiln(
        &dir,
        TWO_FUNCTIONS,
        &["-mattr=+outline-atomics,-bar,+outline-atomics"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // llc-22's wording; each warning once (llc repeats them per subtarget it builds).
    assert_eq!(
        stderr(&o),
        "'+outline-atomics' is not a recognized feature for this target (ignoring feature)\n\
         '-bar' is not a recognized feature for this target (ignoring feature)\n\
         '-fmv' is not a recognized feature for this target (ignoring feature)\n"
    );
    let s = std::fs::read_to_string(dir.join("out.s")).expect("assembly written");
    assert!(s.contains("mul"), "{s}");
    // The same code as without the unknown names.
    let clean = TWO_FUNCTIONS.replace(",+outline-atomics,-fmv", "");
    let dir2 = scratch("clean");
    let o = kiln(&dir2, &clean, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let s2 = std::fs::read_to_string(dir2.join("out.s")).expect("assembly written");
    assert_eq!(s.replace("in.ll", ""), s2.replace("in.ll", ""));
}

#[test]
fn llc_agrees_on_the_wording() {
    let dir = scratch("llc");
    let input = dir.join("in.ll");
    std::fs::write(&input, TWO_FUNCTIONS).expect("write the input");
    let o = Command::new("llc-22")
        .args([
            "-mtriple=riscv64-linux-gnu",
            "-mattr=+outline-atomics",
            "-o",
        ])
        .arg(dir.join("llc.s"))
        .arg(&input)
        .output()
        .expect("llc-22 runs");
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    for line in [
        "'+outline-atomics' is not a recognized feature for this target (ignoring feature)",
        "'-fmv' is not a recognized feature for this target (ignoring feature)",
    ] {
        assert!(err.lines().any(|l| l == line), "llc-22 said:\n{err}");
    }
    // llc knows zba and experimental-p; kiln accepts them silently too.
    assert!(
        !err.contains("zba") && !err.contains("experimental-p"),
        "{err}"
    );
}

#[test]
fn an_enabled_unimplemented_extension_is_ignored_with_a_warning() {
    let dir = scratch("unimplemented");
    let o = kiln(&dir, TWO_FUNCTIONS, &["-mattr=+zba,+zba"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o)
            .matches("'+zba' is not implemented by kiln's code generator for this target (ignoring feature)")
            .count(),
        1,
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_function_without_d_is_refused_by_name() {
    let dir = scratch("nod");
    let ir = r#"
define double @h(double %a) #0 {
  %b = fadd double %a, %a
  ret double %b
}
attributes #0 = { "target-features"="-d" }
"#;
    let o = kiln(&dir, ir, &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "kiln: error: in function 'h': the lp64f ABI is not supported by the RISC-V code generator yet (lp64d is)\n"
    );
    // -target-abi=lp64 is understood, and refused until its callee-saved registers are used.
    let o = kiln(&dir, TWO_FUNCTIONS, &["-target-abi=lp64"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the lp64 ABI is not supported by the RISC-V code generator yet"),
        "{}",
        stderr(&o)
    );
    // An ABI name RISC-V does not have is ignored with llc's warning.
    let o = kiln(&dir, TWO_FUNCTIONS, &["-target-abi=bogus"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o)
            .contains("'bogus' is not a recognized ABI for this target (ignoring target-abi)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn help_lists_the_generated_tables() {
    let o = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(["-mtriple=riscv64-linux-gnu", "-mattr=help"])
        .output()
        .expect("kiln runs");
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("  sifive-u74 "), "{out}");
    assert!(out.contains("  zalrsc "), "{out}");
}
