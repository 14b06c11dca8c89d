//! `-verify-regalloc` checks every register allocation: with a deliberately wrong allocation
//! (regalloc2's result corrupted between the allocator and the checker: one instruction reads
//! its two operands from each other's registers), the RISC-V target machine reports regalloc2's
//! checker failure, naming the function, when `pipeline.verify_regalloc` is on (as the
//! command line's `-verify-regalloc` sets it), and emits the wrong code without a word when it
//! is off. A correct allocation passes the checker at -O0 and -O2, on both output paths.

use kiln_codegen::regalloc::RegAllocFault;
use kiln_target::Triple;
use kiln_target_riscv::target_machine::RiscvTargetMachine;

/// A subtraction (operand order matters) and a loop (values live across blocks and PHIs).
const MODULE: &str = r#"
define i64 @diff(i64 %a, i64 %b) {
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @sum_to(i64 %n, i64 %step) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = sub i64 %acc, %i
  %i.next = add i64 %i, %step
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc.next
}
"#;

fn machine(level: u8, verify: bool, fault: Option<RegAllocFault>) -> RiscvTargetMachine {
    let mut tm = RiscvTargetMachine::new(Triple::parse_normalized("riscv64-linux-gnu"), level);
    tm.pipeline.verify_regalloc = verify;
    tm.pipeline.regalloc_fault = fault;
    tm
}

#[test]
fn verify_regalloc_reports_a_wrong_allocation() {
    let module = kiln_ir::parse_str("verify_regalloc.ll", MODULE).expect("the module parses");
    for level in [0u8, 2] {
        let fault = Some(RegAllocFault::SwapUses);
        let clean = machine(level, true, None)
            .emit_assembly(&module)
            .unwrap_or_else(|e| panic!("-O{level}: a correct allocation passes: {}", e.message));

        // Off: the wrong allocation goes unnoticed and changes the code.
        let silent = machine(level, false, fault)
            .emit_assembly(&module)
            .unwrap_or_else(|e| {
                panic!(
                    "-O{level}: without the checker nothing is checked: {}",
                    e.message
                )
            });
        assert_ne!(
            silent, clean,
            "-O{level}: the fault changed no instruction (the test proves nothing)"
        );

        // On: the checker reports it, on the text path and the direct-object path.
        let e = machine(level, true, fault)
            .emit_assembly(&module)
            .expect_err("-verify-regalloc must report the wrong allocation");
        assert!(
            e.message.contains("checker failed in diff"),
            "-O{level}: {}",
            e.message
        );
        let e = machine(level, true, fault)
            .emit_object_and_dumps(&module)
            .expect_err("-verify-regalloc must report the wrong allocation (object)");
        assert!(
            e.message.contains("checker failed in diff"),
            "-O{level}: {}",
            e.message
        );
        machine(level, true, None)
            .emit_object_and_dumps(&module)
            .unwrap_or_else(|e| panic!("-O{level}: a correct allocation passes: {}", e.message));
    }
}
