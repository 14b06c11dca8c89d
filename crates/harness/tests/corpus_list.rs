//! The corpus itself: enough programs, each with an expected output, and enough of them
//! integer-only for a backend without floating point.

use kiln_harness::corpus::{mentions_float, programs};

#[test]
fn corpus_is_complete() {
    let root = kiln_harness::repo_root();
    let all = programs(&root);
    assert!(all.len() >= 100, "{} programs, want >= 100", all.len());
    let dir = root.join("tests/c");
    // Every .c file has its .expected (programs() silently drops the ones that do not).
    let sources = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "c"))
        .count();
    assert_eq!(
        sources,
        all.len(),
        "every tests/c/*.c needs a .expected file"
    );
    let int_only = all.iter().filter(|p| p.is_integer_only()).count();
    assert!(
        int_only >= 75,
        "{int_only} integer-only programs, want >= 75"
    );
    assert!(
        all.len() - int_only >= 20,
        "want >= 20 floating-point programs"
    );
    for p in &all {
        let expected = std::fs::read_to_string(&p.expected).unwrap();
        assert!(!expected.is_empty(), "{} prints nothing", p.name);
    }
}

#[test]
fn float_detection() {
    assert!(mentions_float("double x;"));
    assert!(mentions_float("(float)y"));
    assert!(mentions_float("_Complex z"));
    assert!(!mentions_float(
        "floating point; doubles; my_float_t; int x;"
    ));
}
