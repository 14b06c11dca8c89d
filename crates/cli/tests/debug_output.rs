//! The pipeline's debugging options through the `kiln` command line: `-print-after-all` shows
//! every machine pass for every function, `-print-after=`, `-stop-after=` writes the machine
//! functions instead of assembly, `-verify-machineinstrs` runs clean, `-dag-dot-dir=` writes one
//! Graphviz file per block and DAG stage that `dot -Tsvg` accepts, and `-threads=` does not
//! change the output.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Two functions, a loop, a call and a switch: several blocks per function.
const IR: &str = r#"target triple = "riscv64-unknown-linux-gnu"

@tab = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

declare i32 @g(i32)

define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %c = call i32 @g(i32 %i)
  %s1 = add i32 %s, %c
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret i32 %s1
}

define i32 @pick(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %a
    i32 5, label %b
  ]
a:
  ret i32 7
b:
  %p = getelementptr [4 x i32], ptr @tab, i64 0, i64 2
  %v = load i32, ptr %p
  ret i32 %v
other:
  %m = mul i32 %k, 3
  ret i32 %m
}
"#;

const PASSES: [&str; 4] = ["finalize-isel", "regalloc", "prologepilog", "postrapseudos"];
const DAG_STAGES: [&str; 6] = [
    "build",
    "combine1",
    "legalize-types",
    "legalize",
    "combine2",
    "isel",
];

fn work_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("kiln-debug-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn kiln(dir: &Path, args: &[&str]) -> Output {
    let input = dir.join("in.ll");
    std::fs::write(&input, IR).unwrap();
    Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("-mtriple=riscv64-linux-gnu")
        .arg(&input)
        .args(args)
        .output()
        .expect("kiln runs")
}

fn ok(o: &Output) -> (String, String) {
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(o.status.success(), "kiln failed: {err}");
    (out, err)
}

#[test]
fn print_after_all_shows_every_pass_of_every_function() {
    let dir = work_dir("pa");
    let (out, err) = ok(&kiln(
        &dir,
        &[
            "-O2",
            "-print-after-all",
            "-verify-machineinstrs",
            "-o",
            "-",
        ],
    ));
    assert!(out.contains("sum:") && out.contains("pick:"), "{out}");
    for pass in PASSES {
        assert_eq!(
            err.matches(&format!("({pass}) ***")).count(),
            2,
            "one dump per function after {pass}:\n{err}"
        );
    }
    // Functions in module order, each with its passes in pipeline order.
    let first_pick = err.find("function pick").expect("pick dumped");
    let last_sum = err.rfind("function sum").expect("sum dumped");
    assert!(last_sum < first_pick, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn print_after_and_stop_after() {
    let dir = work_dir("sa");
    let (_, err) = ok(&kiln(&dir, &["-print-after=regalloc", "-o", "-"]));
    assert_eq!(err.matches("IR Dump After").count(), 2, "{err}");
    assert!(err.contains("(regalloc) ***"));
    let (out, err) = ok(&kiln(
        &dir,
        &["-O0", "-stop-after=finalize-isel", "-o", "-"],
    ));
    assert!(err.is_empty(), "{err}");
    assert!(
        !out.contains(".cfi_startproc"),
        "no assembly after -stop-after: {out}"
    );
    assert!(
        out.contains("IsSSA"),
        "virtual registers before regalloc: {out}"
    );
    assert_eq!(out.matches("# Machine code for function").count(), 2);
    let bad = kiln(&dir, &["-stop-after=nosuchpass", "-o", "-"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown pass 'nosuchpass'"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn dag_dot_files_cover_every_stage_and_render() {
    let dir = work_dir("dot");
    let dots = dir.join("dots");
    ok(&kiln(
        &dir,
        &[
            "-O2",
            &format!("-dag-dot-dir={}", dots.display()),
            "-o",
            "/dev/null",
        ],
    ));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dots)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for func in ["sum", "pick"] {
        for stage in DAG_STAGES {
            let n = files
                .iter()
                .filter(|p| {
                    let name = p.file_name().unwrap().to_string_lossy().into_owned();
                    name.starts_with(&format!("{func}.bb"))
                        && name.ends_with(&format!("-{stage}.dot"))
                })
                .count();
            assert!(n >= 3, "{func}: {n} blocks after stage {stage}: {files:?}");
        }
    }
    for f in &files {
        let o = Command::new("dot")
            .arg("-Tsvg")
            .arg(f)
            .output()
            .expect("graphviz `dot` must be installed");
        assert!(
            o.status.success() && o.stdout.starts_with(b"<?xml"),
            "dot -Tsvg {}: {}",
            f.display(),
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn threads_option_does_not_change_the_object() {
    let dir = work_dir("thr");
    let mut objs = Vec::new();
    for t in ["1", "2", "2", "0"] {
        let out = dir.join(format!("t{t}-{}.o", objs.len()));
        ok(&kiln(
            &dir,
            &[
                &format!("-threads={t}"),
                "-filetype=obj",
                "-o",
                out.to_str().unwrap(),
            ],
        ));
        objs.push(std::fs::read(&out).unwrap());
    }
    assert!(objs.iter().all(|o| *o == objs[0]));
    let bad = kiln(&dir, &["-threads=x", "-o", "-"]);
    assert!(!bad.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}
