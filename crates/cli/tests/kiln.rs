//! Integration tests of the `kiln` command: they run the built binary and check its output,
//! files and exit status against llc's conventions (and against `llvm-as-22`/`llvm-diff-22`
//! for `-emit-llvm`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn kiln(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .output()
        .expect("running kiln")
}

fn kiln_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running kiln");
    // kiln refusing its command line exits before reading stdin; a closed pipe is no failure.
    match child
        .stdin
        .take()
        .expect("stdin was piped")
        .write_all(input.as_bytes())
    {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("writing kiln's stdin: {e}"),
        _ => {}
    }
    child.wait_with_output().expect("waiting for kiln")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh scratch directory under the test binary's target dir.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("kiln-cli-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("creating a scratch directory");
    dir
}

const SIMPLE: &str = "target triple = \"riscv64-unknown-linux-gnu\"\n\ndefine i32 @add(i32 %a, i32 %b) {\nentry:\n  %s = add nsw i32 %a, %b\n  ret i32 %s\n}\n";

#[test]
fn version_lists_registered_targets_like_llc() {
    for flag in ["--version", "-version"] {
        let o = kiln(&[flag]);
        assert!(o.status.success());
        let out = stdout(&o);
        assert!(out.starts_with("kiln version "), "{out}");
        assert!(out.contains("\n  Default target: "), "{out}");
        assert!(out.contains("\n  Registered Targets:\n"), "{out}");
        for line in [
            "    aarch64 - AArch64 (little endian)\n",
            "    riscv32 - 32-bit RISC-V\n",
            "    riscv64 - 64-bit RISC-V\n",
            "    x86-64  - 64-bit X86: EM64T and AMD64\n",
            "    cpu0    - Cpu0 (32-bit big endian)\n",
        ] {
            assert!(out.contains(line), "missing {line:?} in:\n{out}");
        }
    }
}

/// kiln's descriptions of the targets llc also has are llc-22's own words.
#[test]
fn target_descriptions_match_llc() {
    let llc = Command::new("llc-22")
        .arg("--version")
        .output()
        .expect("llc-22 must be installed (scripts/setup.sh)");
    let llc = stdout(&llc);
    let ours = stdout(&kiln(&["--version"]));
    for name in ["aarch64", "riscv32", "riscv64", "x86-64"] {
        let desc = |text: &str| {
            text.lines()
                .find(|l| l.split_whitespace().next() == Some(name))
                .and_then(|l| l.split_once(" - "))
                .map(|(_, d)| d.trim().to_string())
        };
        assert_eq!(desc(&ours), desc(&llc), "description of {name}");
        assert!(desc(&ours).is_some());
    }
}

#[test]
fn help_lists_the_options() {
    for flag in ["-help", "--help"] {
        let o = kiln(&[flag]);
        assert!(o.status.success());
        let out = stdout(&o);
        for opt in [
            "-o <filename>",
            "--mtriple",
            "--march",
            "--mcpu",
            "--mattr",
            "--filetype",
            "=obj",
            "-O<char>",
            "--emit-llvm",
        ] {
            assert!(out.contains(opt), "-help lacks {opt}:\n{out}");
        }
    }
}

#[test]
fn unknown_option_is_an_error_like_llc() {
    let o = kiln(&["-foo", "x.ll"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("kiln: Unknown command line argument '-foo'.  Try: 'kiln --help'\n"),
        "{err}"
    );
    let o = kiln(&["--mtripel=riscv64", "x.ll"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("Did you mean '--mtriple=riscv64'?"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn bad_option_values_are_errors() {
    for (args, want) in [
        (
            &["-O5", "x.ll"][..],
            "kiln: error: invalid optimization level.",
        ),
        (
            &["-O", "x", "x.ll"][..],
            "kiln: error: invalid optimization level.",
        ),
        (
            &["-filetype=exe", "x.ll"][..],
            "kiln: for the --filetype option: Cannot find option named 'exe'!",
        ),
        (
            &["x.ll", "-o"][..],
            "kiln: for the -o option: requires a value!",
        ),
        (
            &["a.ll", "b.ll"][..],
            "kiln: Too many positional arguments specified!",
        ),
        (
            &["-march=foo", "x.ll"][..],
            "kiln: error: invalid target 'foo'.",
        ),
        (
            &["-mattr=m", "x.ll"][..],
            "kiln: error: feature 'm' must start with '+'",
        ),
    ] {
        let o = kiln(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(stderr(&o).starts_with(want), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn missing_input_file_is_an_error() {
    let o = kiln(&["/nonexistent/in.ll"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "kiln: error: /nonexistent/in.ll: error: Could not open input file: No such file or directory\n"
    );
}

#[test]
fn parse_errors_are_located_with_line_and_caret() {
    let dir = scratch("parse-error");
    let path = dir.join("bad.ll");
    std::fs::write(
        &path,
        "define i32 @f() {\n  %x = add i3x 1, 2\n  ret i32 0\n}\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let o = kiln(&["-emit-llvm", p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    let first = err.lines().next().unwrap_or("");
    assert!(first.starts_with(&format!("{p}:2:")), "{err}");
    assert!(first.contains(": error: "), "{err}");
    // The source line and a caret under the column.
    let mut lines = err.lines();
    lines.next();
    assert_eq!(lines.next(), Some("  %x = add i3x 1, 2"));
    let col: usize = first.split(':').nth(2).unwrap().parse().unwrap();
    assert_eq!(
        lines.next(),
        Some(format!("{}^", " ".repeat(col - 1)).as_str())
    );
    // The same from stdin names <stdin>.
    let o = kiln_stdin(
        &["-emit-llvm"],
        "define i32 @f() {\n  %x = add i3x 1, 2\n}\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("<stdin>:2:"), "{}", stderr(&o));
}

#[test]
fn verifier_errors_name_function_block_and_instruction() {
    // Parses fine, but %y uses %x where %x does not dominate it.
    let text = "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 0\n  br i1 %c, label %l, label %join\nl:\n  %x = add i32 %a, 1\n  br label %join\njoin:\n  %y = add i32 %x, 2\n  ret i32 %y\n}\n";
    let o = kiln_stdin(&["-emit-llvm", "-", "-o", "/dev/null"], text);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("Instruction does not dominate all uses!"),
        "{err}"
    );
    assert!(err.contains("in function @f, block %join"), "{err}");
    assert!(err.contains("%y = add i32 %x"), "{err}");
}

#[test]
fn emit_llvm_round_trips_through_llvm_tools() {
    let dir = scratch("emit-llvm");
    let input = dir.join("in.ll");
    let output = dir.join("out.ll");
    std::fs::write(&input, SIMPLE).unwrap();
    let o = kiln(&[
        "-emit-llvm",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let st = Command::new("llvm-as-22")
        .args([output.to_str().unwrap(), "-o", "/dev/null"])
        .status()
        .expect("llvm-as-22 must be installed");
    assert!(st.success(), "llvm-as-22 rejected kiln's output");
    let diff = Command::new("llvm-diff-22")
        .args([input.to_str().unwrap(), output.to_str().unwrap()])
        .output()
        .expect("llvm-diff-22 must be installed");
    assert!(diff.status.success(), "{}", stderr(&diff));
    // -o=x spelling, stdin to stdout.
    let o = kiln_stdin(&["--emit-llvm", "-"], SIMPLE);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("define i32 @add(i32 %a, i32 %b)"));
}

#[test]
fn every_target_generates_code_and_unsupported_configurations_say_so() {
    let dir = scratch("no-codegen");
    let input = dir.join("in.ll");
    std::fs::write(&input, SIMPLE).unwrap();
    let i = input.to_str().unwrap();
    // Each registered target compiles a function to assembly with a global label for it.
    for triple in [
        "riscv64-linux-gnu",
        "riscv32-unknown-elf",
        "aarch64-linux-gnu",
        "x86_64-linux-gnu",
        "cpu0",
        "cpu0el",
    ] {
        let out = dir.join(format!("{triple}.s"));
        let o = kiln(&[i, "--mtriple", triple, "-o", out.to_str().unwrap()]);
        assert!(o.status.success(), "{triple}: {}", stderr(&o));
        let asm = std::fs::read_to_string(&out).unwrap();
        assert!(asm.contains("add:"), "{triple}: {asm}");
    }
    // A configuration the code generator does not have yet is a named error, nothing written.
    let o = kiln(&[
        i,
        "-mtriple=riscv64-linux-gnu",
        "-target-abi=lp64",
        "-mattr=+m,+a,+c",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the lp64 ABI is not supported"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("in.s").exists() && !dir.join("in.o").exists());
    let o = kiln(&[i, "-mtriple=mips-linux-gnu"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "kiln: error: unable to get target for 'mips-unknown-linux-gnu', see --version and --triple.\n"
    );
}

#[test]
fn march_cpu0_compiles_mips_ir() {
    let dir = scratch("cpu0");
    let input = dir.join("in.ll");
    std::fs::write(
        &input,
        SIMPLE.replace("riscv64-unknown-linux-gnu", "mipsel-unknown-linux-gnu"),
    )
    .unwrap();
    let i = input.to_str().unwrap();
    for (march, cpu) in [
        ("-march=cpu0el", "-mcpu=cpu032II"),
        ("-march=cpu0", "-mcpu=cpu032I"),
    ] {
        let o = kiln(&[i, march, cpu, "-o", "-"]);
        assert!(o.status.success(), "{march}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(
            out.contains("addu\t$2, $4, $5") && out.contains("ret\t$14"),
            "{out}"
        );
    }
}

#[test]
fn mcpu_and_mattr_help_list_the_target_tables() {
    let dir = scratch("mcpu-help");
    let input = dir.join("in.ll");
    std::fs::write(&input, SIMPLE).unwrap();
    for flag in ["-mcpu=help", "-mattr=help", "-mattr=+help"] {
        let o = kiln(&[input.to_str().unwrap(), "-mtriple=riscv64", flag]);
        assert!(o.status.success(), "{flag}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(
            out.starts_with("Available CPUs for this target:\n"),
            "{out}"
        );
        assert!(out.contains("Available features for this target:"), "{out}");
    }
}

#[test]
fn unknown_cpu_is_an_error_before_codegen() {
    let dir = scratch("bad-cpu");
    let input = dir.join("in.ll");
    std::fs::write(&input, SIMPLE).unwrap();
    let o = kiln(&[input.to_str().unwrap(), "-mcpu=pentium"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "kiln: error: 'pentium' is not a recognized processor for this target\n"
    );
}

#[test]
fn bitcode_and_non_utf8_input_are_located_errors() {
    let dir = scratch("binary-input");
    let ll = dir.join("in.ll");
    let bc = dir.join("in.bc");
    std::fs::write(&ll, SIMPLE).unwrap();
    let st = Command::new("llvm-as-22")
        .arg(&ll)
        .arg("-o")
        .arg(&bc)
        .status()
        .expect("llvm-as-22 must be installed");
    assert!(st.success());
    let o = kiln(&["-emit-llvm", bc.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("LLVM bitcode input is not supported"),
        "{}",
        stderr(&o)
    );
    let bad = dir.join("bad.ll");
    std::fs::write(&bad, b"; ok\n; caf\xe9\n").unwrap();
    let p = bad.to_str().unwrap();
    let o = kiln(&["-emit-llvm", p]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{p}:2:6: error: input is not valid UTF-8 text\n")),
        "{}",
        stderr(&o)
    );
}

#[test]
fn frame_pointer_option_is_a_default_like_llc() {
    // llc-22's -frame-pointer=all keeps s0 as the frame pointer in a leaf function without a
    // "frame-pointer" attribute, and leaves a function whose attribute says "none" alone;
    // kiln must agree with llc-22 (run here on the same inputs) on both.
    let leaf = |attr: &str| {
        format!("define i64 @leaf(i64 %a) {attr} {{\n  %b = add i64 %a, 1\n  ret i64 %b\n}}\nattributes #0 = {{ \"frame-pointer\"=\"none\" }}\n")
    };
    let dir = scratch("frame-pointer");
    let fp = ".cfi_def_cfa s0, 0";
    for (name, attr) in [("plain", ""), ("none", "#0")] {
        let input = dir.join(format!("{name}.ll"));
        std::fs::write(&input, leaf(attr)).unwrap();
        let i = input.to_str().unwrap();
        let args = [
            i,
            "-mtriple=riscv64-linux-gnu",
            "-frame-pointer=all",
            "-o",
            "-",
        ];
        let llc = Command::new("llc-22")
            .args(args)
            .output()
            .expect("llc-22 must be installed (scripts/setup.sh)");
        assert!(llc.status.success());
        let llc_fp = String::from_utf8_lossy(&llc.stdout).contains(fp);
        assert_eq!(
            llc_fp,
            name == "plain",
            "llc-22's -frame-pointer=all on {name}"
        );
        let o = kiln(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stdout(&o).contains(fp), llc_fp, "{name}: {}", stdout(&o));
        let o = kiln(&[i, "-mtriple=riscv64-linux-gnu", "-o", "-"]);
        assert!(!stdout(&o).contains("s0"), "{}", stdout(&o));
    }
    let o = kiln(&["x.ll", "-frame-pointer=sometimes"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn unsupported_constructs_name_function_and_quote_the_instruction() {
    let inline_asm = "define i32 @f(i32 %x) {\n  %r = call i32 asm sideeffect \"addi $0, $1, 1\", \"=r,X\"(i32 %x)\n  ret i32 %r\n}\n";
    // Windows funclet pads and `callbr` (exception handling itself is supported: tests/cxx).
    let funclet = "declare void @g()\ndeclare i32 @__CxxFrameHandler3(...)\ndefine void @h() personality ptr @__CxxFrameHandler3 {\nentry:\n  invoke void @g()\n          to label %ok unwind label %bad\nok:\n  ret void\nbad:\n  %p = cleanuppad within none []\n  cleanupret from %p unwind to caller\n}\n";
    let callbr = "define void @h() {\nentry:\n  callbr void asm \"\", \"!i\"() to label %ok [label %bad]\nok:\n  ret void\nbad:\n  ret void\n}\n";
    for (src, want) in [
        (
            inline_asm,
            "in function f: inline assembly: constraint 'X' for an operand of type i32: `%r = call i32 asm sideeffect \"addi $0, $1, 1\", \"=r,X\"(i32 %x)`",
        ),
        (
            funclet,
            "in function h: an invoke whose unwind destination is not a landingpad (Windows funclet pads) ('invoke' instruction) is not supported by kiln's code generator yet: `invoke void @g() to label %ok unwind label %bad`",
        ),
        (
            callbr,
            "in function h: this terminator ('callbr' instruction) is not supported by kiln's code generator yet: `callbr void asm \"\", \"!i\"() to label %ok [label %bad]`",
        ),
    ] {
        let o = kiln_stdin(&["-mtriple=riscv64-linux-gnu", "-o", "/dev/null"], src);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert_eq!(stderr(&o), format!("kiln: error: {want}\n"));
    }
}

#[test]
fn inline_asm_unknown_instruction_is_a_located_error_in_objects() {
    let src = "define void @f() {\n  call void asm sideeffect \"nop\\0A\\09frobnicate a0, a1\", \"\"()\n  ret void\n}\n";
    let o = kiln_stdin(
        &[
            "-mtriple=riscv64-linux-gnu",
            "-filetype=obj",
            "-o",
            "/dev/null",
        ],
        src,
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("in function 'f'") && e.contains("<inline asm>:2:2: error:"),
        "{e}"
    );
    // As assembly, the text is printed between #APP and #NO_APP.
    let o = kiln_stdin(&["-mtriple=riscv64-linux-gnu", "-o", "-"], src);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("\t#APP\n\tnop\n\tfrobnicate a0, a1\n\t#NO_APP\n"),
        "{}",
        stdout(&o)
    );
}
