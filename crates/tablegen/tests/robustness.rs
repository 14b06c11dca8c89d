//! Bad input never panics: every prefix-truncation and several byte mutations of every suite
//! file either parse or fail with a located error.
//!
//! In: the `.td` files under `tests/td`. Out: a failure naming the file and cut point if
//! parsing panics, or if an error message is not `file:line:col: error: ...`.

use kiln_tablegen::RecordKeeper;
use std::path::Path;

fn check(name: &str, text: &str, what: &str) {
    let r = std::panic::catch_unwind(|| RecordKeeper::parse_str(name, text, &[], &[]));
    match r {
        Err(_) => panic!("{name}: parser panicked on {what}:\n{text}"),
        Ok(Ok(_)) => {}
        Ok(Err(e)) => {
            let first = e.lines().next().unwrap_or("");
            assert!(
                first.starts_with(&format!("{name}:")) && first.contains(": error: "),
                "{name}: unlocated error on {what}: {first}"
            );
        }
    }
}

#[test]
fn truncated_and_mutated_inputs_do_not_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("suite directory")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .collect();
    files.sort();
    let mut cases = 0;
    for p in files {
        let text = std::fs::read_to_string(&p).expect("readable");
        if text.contains("include") {
            continue; // needs -I
        }
        let name = p
            .file_name()
            .expect("file name")
            .to_string_lossy()
            .into_owned();
        let bytes = text.as_bytes();
        let step = (bytes.len() / 12).max(1);
        let mut cut = step;
        while cut < bytes.len() {
            if text.is_char_boundary(cut) {
                check(&name, &text[..cut], &format!("prefix of {cut} bytes"));
                cases += 1;
            }
            cut += step;
        }
        // Replace one byte with a character that often breaks syntax.
        for (k, repl) in [
            (bytes.len() / 3, "}"),
            (bytes.len() / 2, "<"),
            (2 * bytes.len() / 3, "!"),
        ] {
            if k < bytes.len() && text.is_char_boundary(k) && text.is_char_boundary(k + 1) {
                let m = format!("{}{}{}", &text[..k], repl, &text[k + 1..]);
                check(&name, &m, &format!("byte {k} replaced by {repl}"));
                cases += 1;
            }
        }
    }
    assert!(cases > 1000, "only {cases} cases ran");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let mut s = String::from("def A { int x = ");
    for _ in 0..5000 {
        s.push_str("!add(1, ");
    }
    s.push('1');
    for _ in 0..5000 {
        s.push(')');
    }
    s.push_str("; }\n");
    check("deep.td", &s, "5000 nested operators");
    let mut l = String::from("def B { list<int> x = ");
    for _ in 0..5000 {
        l.push('[');
    }
    check("deep2.td", &l, "5000 open brackets");
}

#[test]
fn integer_overflow_wraps_like_llvm() {
    let rk = RecordKeeper::parse_str(
        "ovf.td",
        "def A { int a = !add(0x7fffffffffffffff, 1); int b = !mul(0x4000000000000000, 4); int c = !shl(1, 63); }\n",
        &[],
        &[],
    )
    .expect("overflow is not an error");
    let a = rk.def("A").expect("def A");
    assert_eq!(a.get_int("a").unwrap(), i64::MIN);
    assert_eq!(a.get_int("b").unwrap(), 0);
    assert_eq!(a.get_int("c").unwrap(), i64::MIN);
}

#[test]
fn runaway_instantiation_recursion_is_an_error() {
    let td = "class C<int n> { int v = !if(!eq(n, 0), 0, !add(1, C<!sub(n, 1)>.v)); }\ndef X : C<100000>;\n";
    let e = match RecordKeeper::parse_str("rec.td", td, &[], &[]) {
        Ok(_) => panic!("unbounded recursion must be rejected"),
        Err(e) => e,
    };
    assert!(e.starts_with("rec.td:1:"), "{e}");
    let ok = "class C<int n> { int v = !if(!eq(n, 0), 0, !add(1, C<!sub(n, 1)>.v)); }\ndef X : C<300>;\n";
    let rk = RecordKeeper::parse_str("rec.td", ok, &[], &[]).expect("300 levels are fine");
    assert_eq!(rk.def("X").unwrap().get_int("v").unwrap(), 300);
}
