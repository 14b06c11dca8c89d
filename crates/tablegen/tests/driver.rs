//! The `kiln-tablegen` command line: option spellings, `-o`, `-d`, `--write-if-changed`,
//! `-D`, `-I`, errors and exit codes.
//!
//! In: small `.td` files written to a temporary directory. Out: failures when an option is
//! misparsed or a file is written wrongly.

use kiln_tablegen::driver::{parse_args, run, Action};
use std::path::PathBuf;

fn args(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("kiln-tablegen-test-{}-{}", tag, std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

#[test]
fn option_spellings() {
    let c = parse_args(&args(&[
        "-I",
        "a",
        "-Ib",
        "--I=c",
        "-DX",
        "-D",
        "Y",
        "--dump-json",
        "in.td",
    ]))
    .expect("valid options");
    assert_eq!(
        c.include_dirs,
        vec![PathBuf::from("a"), PathBuf::from("b"), PathBuf::from("c")]
    );
    assert_eq!(c.defines, vec!["X".to_string(), "Y".to_string()]);
    assert_eq!(c.action, Action::DumpJson);
    assert_eq!(c.input, "in.td");
    let c = parse_args(&args(&[
        "in.td",
        "-print-records",
        "-o",
        "out",
        "--write-if-changed",
    ]))
    .unwrap();
    assert_eq!(c.action, Action::PrintRecords);
    assert_eq!(c.output.as_deref(), Some("out"));
    assert!(c.write_if_changed);
    let c = parse_args(&args(&["-dump-reginfo=RAX", "x.td"])).unwrap();
    assert_eq!(c.action, Action::Backend("dump-reginfo=RAX".into()));
    let c = parse_args(&args(&["--gen-register-info", "x.td"])).unwrap();
    assert_eq!(c.action, Action::Backend("gen-register-info".into()));
    assert!(parse_args(&args(&["-frobnicate", "x.td"])).is_err());
    assert!(parse_args(&args(&["a.td", "b.td"])).is_err());
    assert!(parse_args(&args(&["-o"])).is_err());
}

#[test]
fn output_depfile_and_write_if_changed() {
    let d = tmpdir("out");
    std::fs::create_dir_all(d.join("inc")).unwrap();
    std::fs::write(d.join("inc/b.td"), "class B { int v = 1; }\n").unwrap();
    std::fs::write(
        d.join("a.td"),
        "include \"b.td\"\n#ifdef EXTRA\ndef Extra : B;\n#endif\ndef A : B;\n",
    )
    .unwrap();
    let out = d.join("out.txt");
    let dep = d.join("out.d");
    let a = d.join("a.td").to_string_lossy().into_owned();
    let inc = format!("-I{}", d.join("inc").display());
    let o = out.to_string_lossy().into_owned();
    let dp = dep.to_string_lossy().into_owned();
    assert_eq!(
        run(&args(&[&a, &inc, "-DEXTRA", "-o", &o, "-d", &dp]), None),
        0
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("def A {\t// B\n") && text.contains("def Extra {\t// B\n"),
        "{text}"
    );
    let deps = std::fs::read_to_string(&dep).unwrap();
    assert!(
        deps.starts_with(&format!("{o}:")) && deps.contains("b.td"),
        "{deps}"
    );
    // --write-if-changed leaves an identical file untouched.
    let before = std::fs::metadata(&out).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert_eq!(
        run(
            &args(&[&a, &inc, "-DEXTRA", "-o", &o, "--write-if-changed"]),
            None
        ),
        0
    );
    assert_eq!(std::fs::metadata(&out).unwrap().modified().unwrap(), before);
    // ... and rewrites a changed one.
    assert_eq!(
        run(&args(&[&a, &inc, "-o", &o, "--write-if-changed"]), None),
        0
    );
    assert!(!std::fs::read_to_string(&out).unwrap().contains("Extra"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn errors_exit_one_and_backend_hook() {
    let d = tmpdir("err");
    let bad = d.join("bad.td");
    std::fs::write(&bad, "def A { int x = y; }\n").unwrap();
    assert_eq!(run(&args(&[&bad.to_string_lossy()]), None), 1);
    let good = d.join("good.td");
    std::fs::write(&good, "def A;\n").unwrap();
    let g = good.to_string_lossy().into_owned();
    // No backend dispatcher: backend actions are an error.
    assert_eq!(run(&args(&["-gen-foo", &g]), None), 1);
    // A dispatcher gets the action without dashes and the records.
    fn backend(action: &str, rk: &kiln_tablegen::RecordKeeper) -> Result<String, String> {
        if action == "gen-count" {
            Ok(format!("{}\n", rk.defs().count()))
        } else {
            Err(format!("unknown backend option '{action}'"))
        }
    }
    let o = d.join("count.txt").to_string_lossy().into_owned();
    assert_eq!(run(&args(&["--gen-count", &g, "-o", &o]), Some(backend)), 0);
    assert_eq!(std::fs::read_to_string(&o).unwrap(), "1\n");
    assert_eq!(run(&args(&["-gen-other", &g]), Some(backend)), 1);
    assert_eq!(
        run(&args(&[&d.join("missing.td").to_string_lossy()]), None),
        1
    );
    let dp = d.join("x.d").to_string_lossy().into_owned();
    assert_eq!(run(&args(&[&g, "-d", &dp]), None), 1, "-d needs -o");
    assert!(!d.join("x.d").exists());
    let _ = std::fs::remove_dir_all(&d);
}
