//! kiln -O0's selection of clang -O0 code (`tests/codegen/riscv/run/o0_selection.ll`, locals
//! in stack slots reloaded for every use):
//!
//! - run against llc-22: the module built by kiln -O0 and -O2 must print what llc-22's build
//!   prints (compares of i32 values at their boundaries, extending loads with several users,
//!   reloads after a store, `i1` in memory);
//! - shape: the same slot read twice in a block with no store between is one load (LLVM's
//!   SelectionDAG CSE of loads); an i32 compare of values already in sign-extended form (`lw`,
//!   `subw`) has no `sext.w` (`addiw x, y, 0`) and an equality or unsigned compare no
//!   zero-extension mask (`srli`); a zero-extended `lbu` has no `andi 255`; a stored `true`
//!   is the byte 1;
//! - allocation and branches: the value of a `?:` (a PHI) stays in a register, with no stack
//!   slot traffic (regalloc2's fastalloc stored and reloaded it through two slots per arm);
//!   a loop with an `if` and clang's empty blocks takes one jump per iteration (the blocks
//!   that split critical edges and the empty ones are folded away).

mod common;

use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;

#[test]
fn o0_selection_matches_llc() {
    common::compare_with_llc("o0_selection", 140);
}

/// The instructions of `func` in `asm` (labels, directives and the frame setup and teardown
/// through `sp`, `ra` and `s0` left out), whitespace-normalized.
fn body(asm: &str, func: &str) -> Vec<String> {
    let start = format!("{func}:");
    let end = ".Lfunc_end";
    let mut out = Vec::new();
    let mut inside = false;
    for l in asm.lines() {
        if l == start {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if l.starts_with(end) {
            break;
        }
        let t = l.split_whitespace().collect::<Vec<_>>().join(" ");
        let frame = ["sp,", "(sp)", "ra,", "s0,"].iter().any(|p| t.contains(p));
        if t.is_empty() || t.starts_with('.') || t.ends_with(':') || frame {
            continue;
        }
        out.push(t);
    }
    assert!(!out.is_empty(), "function {func} is in the output:\n{asm}");
    out
}

fn count(body: &[String], pred: impl Fn(&str) -> bool) -> usize {
    body.iter().filter(|l| pred(l)).count()
}

fn is_sext_w(l: &str) -> bool {
    l.starts_with("addiw ") && l.ends_with(", 0")
}

#[test]
fn o0_selection_shapes() {
    let ll = common::run_dir().join("o0_selection.ll");
    let text = std::fs::read_to_string(&ll).expect("the .ll file is in the repository");
    let module = kiln_ir::parse_str(&ll.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("parse {}: {e}", ll.display()));
    let tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), 0);
    let asm = tm
        .emit_assembly(&module)
        .unwrap_or_else(|e| panic!("kiln -O0 o0_selection.ll: {}", e.message));

    // `bytes` reloads `p` and `i` four times each in one block with no store between: one
    // load of each (`ld p`, `lw i`) and four `lbu`, none masked again.
    let b = body(&asm, "bytes");
    assert_eq!(count(&b, |l| l.starts_with("ld ")), 1, "bytes: {b:#?}");
    assert_eq!(count(&b, |l| l.starts_with("lw ")), 1, "bytes: {b:#?}");
    assert_eq!(count(&b, |l| l.starts_with("lbu ")), 4, "bytes: {b:#?}");
    assert_eq!(count(&b, |l| l.starts_with("andi ")), 0, "bytes: {b:#?}");

    // `(a - b) == c` on i32: `subw`, compared as is.
    let b = body(&asm, "eq_sub");
    assert_eq!(count(&b, |l| l.starts_with("subw ")), 1, "eq_sub: {b:#?}");
    assert_eq!(count(&b, is_sext_w), 0, "eq_sub: {b:#?}");
    assert_eq!(count(&b, |l| l.starts_with("srli ")), 0, "eq_sub: {b:#?}");
    assert_eq!(count(&b, |l| l.starts_with("andi ")), 0, "eq_sub: {b:#?}");

    // `p[0] < q[1]` unsigned, both from `lw`: one `sltu` of the loaded values.
    let b = body(&asm, "ult_loaded");
    assert_eq!(
        count(&b, |l| l.starts_with("sltu ")),
        1,
        "ult_loaded: {b:#?}"
    );
    assert_eq!(count(&b, is_sext_w), 0, "ult_loaded: {b:#?}");
    assert_eq!(
        count(&b, |l| l.starts_with("srli ")),
        0,
        "ult_loaded: {b:#?}"
    );

    // The loop's `i < a` and `s > 100` on reloaded locals: no `sext.w` anywhere.
    let b = body(&asm, "slt_reload");
    assert_eq!(count(&b, is_sext_w), 0, "slt_reload: {b:#?}");

    // `*p` is reloaded after the store through `p`: two `lw 0(...)` (the store is between).
    let b = body(&asm, "reload_after_store");
    assert_eq!(
        count(&b, |l| l.starts_with("lw ") && l.contains(", 0(")),
        2,
        "reload_after_store: {b:#?}"
    );

    // `p[i] < -3 ? p[i] : p[i] * 2`: the PHI of the two arms never goes to the stack; the
    // only store is the argument `p`'s (`i` is a `sw`).
    let b = body(&asm, "signed_char_cmp");
    assert_eq!(
        count(&b, |l| l.starts_with("sd ")),
        1,
        "signed_char_cmp: {b:#?}"
    );

    // `for (...) { s += i; if (s > 100) s -= a; }`: the back edge is the only `j`.
    let b = body(&asm, "slt_reload");
    assert_eq!(count(&b, |l| l.starts_with("j ")), 1, "slt_reload: {b:#?}");

    // A stored `true` is the byte 1.
    let b = body(&asm, "set_flag1_true");
    assert!(
        b.iter()
            .any(|l| l.starts_with("addi ") && l.ends_with("zero, 1")),
        "set_flag1_true: {b:#?}"
    );
}
