//! `ir_expand`: the expanded module passes the IR verifier, the expanded instructions are
//! gone, and a module with nothing to expand is not copied.

use kiln_codegen::ir_expand::expand_module;
use kiln_ir::instructions::{BinOp, RmwOp};
use kiln_ir::InstKind;

const SRC: &str = r#"
define double @f(ptr %p, double %v, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = atomicrmw fmaximum ptr %p, double %v seq_cst
  %y = atomicrmw udec_wrap ptr %p, i16 3 acq_rel
  %z = load atomic float, ptr %p acquire, align 4
  store atomic double %x, ptr %p release, align 8
  %w = fpext float %z to double
  br label %b
b:
  %r = phi double [ 0.0, %entry ], [ %w, %a ]
  ret double %r
}
"#;

#[test]
fn expansion_keeps_the_module_valid() {
    let m = kiln_ir::parse_str("t.ll", SRC).expect("the test module parses");
    let e = expand_module(&m)
        .expect("expansion succeeds")
        .expect("the module has atomics to expand");
    if let Err(errs) = kiln_ir::verifier::verify_module(&e) {
        panic!(
            "expanded module is invalid: {:?}\n{}",
            errs.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
            e.print()
        );
    }
    let f = e.function_named("f").expect("f is still there");
    let live: Vec<_> = f
        .layout
        .iter()
        .flat_map(|&b| f.block(b).insts.iter().map(|&i| f.inst(i)))
        .collect();
    assert!(!live.iter().any(|i| matches!(
        i.kind,
        InstKind::AtomicRmw {
            op: RmwOp::FMaximum | RmwOp::UDecWrap,
            ..
        }
    )));
    let cas = live
        .iter()
        .filter(|i| matches!(i.kind, InstKind::CmpXchg { .. }))
        .count();
    assert_eq!(cas, 2, "one compare-exchange loop per expanded atomicrmw");
    // entry, a, two loop headers and two loop exits, b.
    assert_eq!(f.layout.len(), 7);
    assert!(e.function_named("llvm.maximum.f64").is_some());
}

#[test]
fn wide_division_becomes_a_loop() {
    let m = kiln_ir::parse_str(
        "t.ll",
        "define i256 @d(i256 %a, i256 %b) {\n  %q = sdiv i256 %a, %b\n  %r = urem i256 %q, %b\n  ret i256 %r\n}\n",
    )
    .expect("the test module parses");
    let e = expand_module(&m)
        .expect("expansion succeeds")
        .expect("the module has divisions to expand");
    assert!(
        kiln_ir::verifier::verify_module(&e).is_ok(),
        "{}",
        e.print()
    );
    let f = e.function_named("d").expect("d is still there");
    let divs = f
        .layout
        .iter()
        .flat_map(|&b| f.block(b).insts.iter().map(|&i| f.inst(i)))
        .filter(|i| {
            matches!(
                i.kind,
                InstKind::Binary(BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
            )
        })
        .count();
    assert_eq!(divs, 0);
    // entry, then a loop and its exit per division.
    assert_eq!(f.layout.len(), 5);
}

#[test]
fn nothing_to_expand_is_not_copied() {
    let m = kiln_ir::parse_str(
        "t.ll",
        "define i32 @g(ptr %p) {\n  %v = atomicrmw add ptr %p, i32 1 seq_cst\n  ret i32 %v\n}\n",
    )
    .expect("the test module parses");
    assert!(expand_module(&m).expect("no error").is_none());
}
