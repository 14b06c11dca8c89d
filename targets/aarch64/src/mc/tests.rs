//! Unit tests of the AArch64 MC hooks: assembly text through the generic parser and
//! matcher, encoded by the table and the hooks, printed back.

use super::*;
use kiln_mc::asm_streamer::AsmStreamer;
use kiln_support::SourceMgr;

/// Assembles `text` and returns the printed instructions with their encodings.
fn assemble(text: &str) -> (String, Vec<String>) {
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("t.s", text.to_string());
    let mut st = AsmStreamer::new(&AARCH64_MC, true);
    let mut p = AsmParser::new(&sm, file, &AARCH64_MC, FeatureSet::default());
    p.run(&mut st);
    let diags = p.diags.iter().map(|d| d.message.clone()).collect();
    (st.out, diags)
}

#[test]
fn encodes_and_prints_base_forms() {
    let (out, diags) =
        assemble("add x0, x1, #1, lsl #12\nldr x0, [x1, #8]\nsub w2, w3, w4, lsl #3\n");
    assert!(diags.is_empty(), "{diags:?}");
    assert!(out.contains("add\tx0, x1, #1, lsl #12"), "{out}");
    assert!(out.contains("[0x20,0x04,0x40,0x91]"), "{out}");
    assert!(out.contains("ldr\tx0, [x1, #8]"), "{out}");
    assert!(out.contains("[0x20,0x04,0x40,0xf9]"), "{out}");
    assert!(out.contains("sub\tw2, w3, w4, lsl #3"), "{out}");
}

#[test]
fn rejects_bad_operands_with_located_errors() {
    for bad in [
        "add x0, x1, #4096, lsl #12",
        "and x0, x1, #0x1234",
        "ldr x0, [x1, #32768]",
        "lsl x0, x1, #64",
    ] {
        let (_, diags) = assemble(&format!("{bad}\n"));
        assert!(!diags.is_empty(), "{bad} was accepted");
    }
}

#[test]
fn arch_directives_enable_lse() {
    let (_, diags) = assemble("ldaddal x0, x1, [sp]\n");
    assert!(diags.iter().any(|d| d.contains("LSE")), "{diags:?}");
    for pre in [
        ".arch armv8.1-a",
        ".arch_extension lse",
        ".arch armv8-a+lse",
    ] {
        let (out, diags) = assemble(&format!("{pre}\nldaddal x0, x1, [sp]\n"));
        assert!(diags.is_empty(), "{pre}: {diags:?}");
        assert!(out.contains("[0xe1,0x03,0xe0,0xf8]"), "{out}");
    }
    let (_, diags) = assemble(".arch_extension nosuch\n");
    assert!(!diags.is_empty());
}

#[test]
fn half_precision_arithmetic_needs_fullfp16() {
    for h in [
        "fadd h0, h1, h2",
        "fcsel h0, h1, h2, eq",
        "fccmp h1, h2, #0, vs",
        "fmov h0, #1.0",
    ] {
        let (_, diags) = assemble(&format!("{h}\n"));
        assert!(
            diags.iter().any(|d| d.contains("FullFP16")),
            "{h}: {diags:?}"
        );
    }
    for ok in [
        "fcvt s0, h1",
        "fccmp d1, d2, #0, vs",
        "ldr h0, [x1]",
        "fcsel d0, d1, d2, eq",
    ] {
        let (_, diags) = assemble(&format!("{ok}\n"));
        assert!(diags.is_empty(), "{ok}: {diags:?}");
    }
}
