//! Bad register descriptions give errors (located at the offending record where one
//! is known), never panics.

use std::path::{Path, PathBuf};

use kiln_tablegen::RecordKeeper;
use kiln_tablegen_backends::run_action;

fn run(body: &str) -> Result<String, String> {
    let schema: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/td");
    let text = format!("include \"Target.td\"\n{body}");
    let rk = RecordKeeper::parse_str("bad.td", &text, &[schema], &[])
        .unwrap_or_else(|e| panic!("test input must parse: {e}"));
    run_action("-gen-register-info", &rk)
}

fn err(body: &str) -> String {
    match run(body) {
        Ok(_) => panic!("expected an error for:\n{body}"),
        Err(e) => {
            assert!(e.contains("error: "), "{e}");
            e
        }
    }
}

const REGS: &str = r#"
def lo : SubRegIndex<8>;
def hi : SubRegIndex<8, 8>;
def A : Register<"a">;
def B : Register<"b">;
"#;

#[test]
fn good_input_works() {
    let out = run(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [A, B]; let SubRegIndices = [lo, hi]; }}\n\
         def R : RegisterClass<\"T\", [i16], 16, (add C)>;"
    ))
    .unwrap();
    assert!(out.contains("pub const C: Register"));
}

#[test]
fn sub_register_count_mismatch() {
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [A, B]; let SubRegIndices = [lo]; }}"
    ));
    assert!(
        e.contains("2 sub-registers but 1 sub-register indices"),
        "{e}"
    );
}

#[test]
fn index_used_twice() {
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [A, B]; let SubRegIndices = [lo, lo]; }}"
    ));
    assert!(e.contains("appears twice"), "{e}");
}

#[test]
fn register_is_its_own_sub_register() {
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [C]; let SubRegIndices = [lo]; }}"
    ));
    assert!(e.contains("itself as a sub-register"), "{e}");
}

#[test]
fn sub_register_with_two_names() {
    // E reaches A directly (lo) and through C (hi, then lo).
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [A]; let SubRegIndices = [lo]; }}\n\
         def E : Register<\"e\"> {{ let SubRegs = [C, A]; let SubRegIndices = [hi, lo]; }}"
    ));
    assert!(e.contains("can't have two names"), "{e}");
}

#[test]
fn bad_member_lists() {
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [i8], 8, (sequence \"Q%u\", 0, 3)>;"
    ));
    assert!(e.contains("'Q0', which is not a register"), "{e}");
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [i8], 8, (add A, (sequence \"A\", 0, 1))>;"
    ));
    assert!(e.contains("no %u"), "{e}");
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [i8], 8, (rotl A)>;"
    ));
    assert!(e.contains("expects 2 operands"), "{e}");
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [i8], 8, (add lo)>;"
    ));
    assert!(e.contains("not a register"), "{e}");
}

#[test]
fn class_without_size() {
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [OtherVT], 8, (add A)>;"
    ));
    assert!(e.contains("has no size"), "{e}");
}

#[test]
fn no_registers() {
    let e = err("def lo : SubRegIndex<8>;");
    assert!(e.contains("no Register records"), "{e}");
}

#[test]
fn errors_are_located_at_the_record() {
    // The input's line 7 (line 1 is the include) holds the bad record.
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [A]; }}"
    ));
    assert!(e.contains("1 sub-registers but 0"), "{e}");
    assert!(e.starts_with("bad.td:7:"), "{e}");
    let e = err(&format!(
        "{REGS}def R : RegisterClass<\"T\", [i8], 8, (add A)> {{ let Alignment = 0; }}"
    ));
    assert!(e.contains("positive Alignment"), "{e}");
    assert!(e.starts_with("bad.td:7:"), "{e}");
    let e = err(&format!(
        "{REGS}def C : Register<\"c\"> {{ let SubRegs = [C]; let SubRegIndices = [lo]; }}"
    ));
    assert!(
        e.starts_with("bad.td:7:") && e.matches("error: ").count() == 1,
        "{e}"
    );
}
