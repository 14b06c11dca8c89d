//! Machine IR: building, the MIR-like dump, the machine verifier (good code passes, each kind
//! of bad code is caught), and the pass pipeline's print/stop/verify options.

mod common;

use common::{op, Toy, GPR};
use kiln_codegen::machine::verifier::verify;
use kiln_codegen::machine::{MachineFunction, MachineOperand as MO, PrintContext, RegFlags};
use kiln_codegen::pipeline::{run_passes, MachinePass, PipelineEnd, PipelineOptions};
use kiln_codegen::selection_dag::{MachineMemOperand, PointerInfo};
use kiln_codegen::target::target_opcode;
use kiln_mc::register_info::Register;

/// `int f(int a) { int x = a; if (a == 0) x = 5; return x + 1; }` in SSA with a PHI.
fn diamond() -> MachineFunction {
    let mut mf = MachineFunction::new("f");
    let b0 = mf.add_block("entry");
    let b1 = mf.add_block("then");
    let b2 = mf.add_block("join");
    mf.add_successor(b0, b1);
    mf.add_successor(b0, b2);
    mf.add_successor(b1, b2);
    mf.block_mut(b0).live_ins.push(Register(3));
    let a = mf.create_vreg(GPR);
    let zero = mf.create_vreg(GPR);
    let five = mf.create_vreg(GPR);
    let x = mf.create_vreg(GPR);
    let r = mf.create_vreg(GPR);
    let fi = mf.frame_info.create_stack_object(4, 4);
    mf.push_instr(
        b0,
        target_opcode::COPY,
        &[MO::reg_def(a), MO::reg_use(Register(3))],
    );
    let st = mf.push_instr(
        b0,
        op::SW,
        &[MO::reg_use(a), MO::FrameIndex(fi), MO::Imm(0)],
    );
    mf.set_mem_operands(
        st,
        &[MachineMemOperand {
            ptr: PointerInfo::FrameIndex(fi),
            offset: 0,
            size: 4,
            align: 4,
            flags: MachineMemOperand::STORE,
        }],
    );
    mf.push_instr(b0, op::LI, &[MO::reg_def(zero), MO::Imm(0)]);
    mf.push_instr(
        b0,
        op::BEQ,
        &[MO::reg_use(a), MO::reg_use(zero), MO::MBB(b1)],
    );
    mf.push_instr(b0, op::J, &[MO::MBB(b2)]);
    mf.push_instr(b1, op::LI, &[MO::reg_def(five), MO::Imm(5)]);
    mf.push_instr(b1, op::J, &[MO::MBB(b2)]);
    mf.push_instr(
        b2,
        target_opcode::PHI,
        &[
            MO::reg_def(x),
            MO::reg_use(a),
            MO::MBB(b0),
            MO::reg_use(five),
            MO::MBB(b1),
        ],
    );
    mf.push_instr(b2, op::ADDI, &[MO::reg_def(r), MO::reg_use(x), MO::Imm(1)]);
    mf.push_instr(
        b2,
        target_opcode::COPY,
        &[MO::reg_def(Register(3)), MO::reg(r, RegFlags::KILL)],
    );
    mf.push_instr(b2, op::RET, &[MO::reg(Register(3), RegFlags::IMPLICIT)]);
    mf
}

#[test]
fn dump_reads_like_mir() {
    let t = Toy::new();
    let mf = diamond();
    let s = mf.print(&PrintContext {
        tii: &t,
        tri: &t,
        globals: &[],
    });
    for want in [
        "# Machine code for function f: IsSSA",
        "fi#0: size=4, align=4",
        "bb.0.entry:",
        "  successors: %bb.1, %bb.2",
        "  liveins: $r3",
        "  %0:gpr = COPY $r3",
        "  SW %0, %stack.0, 0 :: (store (s32) into %stack.0, align 4)",
        "  BEQ %0, %1, %bb.1",
        "  %3:gpr = PHI %0, %bb.0, %2, %bb.1",
        "  $r3 = COPY killed %4",
        "  RET implicit $r3",
        "# End machine code for function f.",
    ] {
        assert!(s.contains(want), "missing {want:?} in:\n{s}");
    }
}

#[test]
fn verifier_accepts_good_code() {
    let t = Toy::new();
    verify(&diamond(), &t, &t, "test").unwrap();
}

fn expect_error(mf: &MachineFunction, what: &str) {
    let t = Toy::new();
    let errs = verify(mf, &t, &t, "test").expect_err(what);
    assert!(
        errs.iter().any(|e| e.contains(what)),
        "wanted {what:?}, got {errs:#?}"
    );
    assert!(errs[0].starts_with("*** Bad machine code: "));
}

#[test]
fn verifier_catches_bad_code() {
    // Two definitions of one vreg in SSA form.
    let mut mf = diamond();
    let b1 = kiln_codegen::machine::MBBId(1);
    let v0 = Register::index_to_virt_reg(0);
    mf.insert_instr(b1, 0, op::LI, &[MO::reg_def(v0), MO::Imm(1)]);
    expect_error(&mf, "more than one definition");

    // A use not dominated by its definition (%2 is defined in bb.1 only).
    let mut mf = diamond();
    let b2 = kiln_codegen::machine::MBBId(2);
    let v2 = Register::index_to_virt_reg(2);
    let v9 = mf.create_vreg(GPR);
    mf.insert_instr(
        b2,
        1,
        op::ADDI,
        &[MO::reg_def(v9), MO::reg_use(v2), MO::Imm(1)],
    );
    expect_error(&mf, "does not dominate");

    // Wrong operand count.
    let mut mf = diamond();
    let v = mf.create_vreg(GPR);
    mf.insert_instr(b1, 0, op::ADD, &[MO::reg_def(v), MO::Imm(1)]);
    expect_error(&mf, "explicit operands");

    // Non-terminator after a terminator.
    let mut mf = diamond();
    let v = mf.create_vreg(GPR);
    mf.push_instr(b1, op::LI, &[MO::reg_def(v), MO::Imm(1)]);
    expect_error(&mf, "non-terminator after a terminator");

    // Branch to a block that is not a successor.
    let mut mf = diamond();
    mf.insert_instr(b1, 1, op::J, &[MO::MBB(kiln_codegen::machine::MBBId(0))]);
    expect_error(&mf, "not a successor");

    // Missing frame object.
    let mut mf = diamond();
    let v = mf.create_vreg(GPR);
    mf.insert_instr(
        b1,
        0,
        op::LW,
        &[MO::reg_def(v), MO::FrameIndex(7), MO::Imm(0)],
    );
    expect_error(&mf, "frame index 7 does not exist");

    // PHI with a missing predecessor pair.
    let mut mf = diamond();
    let x = mf.create_vreg(GPR);
    let a = Register::index_to_virt_reg(0);
    mf.insert_instr(
        b2,
        0,
        target_opcode::PHI,
        &[
            MO::reg_def(x),
            MO::reg_use(a),
            MO::MBB(kiln_codegen::machine::MBBId(0)),
        ],
    );
    expect_error(&mf, "one (value, block) pair per predecessor");

    // Virtual registers after allocation.
    let mut mf = diamond();
    mf.has_vregs = false;
    mf.is_ssa = false;
    expect_error(&mf, "after register allocation");

    // One-sided CFG edge.
    let mut mf = diamond();
    mf.block_mut(b2).preds.clear();
    expect_error(&mf, "does not list it as a predecessor");

    // A def in a use slot.
    let mut mf = diamond();
    let v = mf.create_vreg(GPR);
    let w = mf.create_vreg(GPR);
    mf.insert_instr(b1, 0, op::MV, &[MO::reg_def(v), MO::reg_def(w)]);
    expect_error(&mf, "operand 1 should be a use");
}

#[test]
fn pipeline_prints_stops_and_verifies() {
    let t = Toy::new();
    let mut mf = diamond();
    let opts = PipelineOptions {
        print_after: vec!["second".into()],
        stop_after: Some("second".into()),
        verify: true,
        ..Default::default()
    };
    let mut ran = Vec::new();
    let mut out = String::new();
    {
        let mut passes = vec![
            MachinePass {
                name: "first",
                run: Box::new(|_mf: &mut MachineFunction| {
                    ran.push(1);
                    Ok(())
                }),
            },
            MachinePass {
                name: "second",
                run: Box::new(|mf: &mut MachineFunction| {
                    mf.name = "renamed".into();
                    Ok(())
                }),
            },
            MachinePass {
                name: "third",
                run: Box::new(|_mf: &mut MachineFunction| panic!("stop-after must stop")),
            },
        ];
        let end = run_passes(&mut mf, &mut passes, &opts, &t, &t, &[], &mut out).unwrap();
        assert_eq!(end, PipelineEnd::Stopped);
    }
    assert_eq!(ran, vec![1]);
    assert_eq!(out.matches("# *** IR Dump After").count(), 1);
    assert!(out.contains("(second) ***") && out.contains("function renamed"));

    // -print-after-all prints after each pass; the verifier catches a pass that breaks code.
    let opts = PipelineOptions {
        print_after_all: true,
        verify: true,
        ..Default::default()
    };
    let mut out = String::new();
    let mut passes = vec![
        MachinePass {
            name: "ok",
            run: Box::new(|_mf: &mut MachineFunction| Ok(())),
        },
        MachinePass {
            name: "breaker",
            run: Box::new(|mf: &mut MachineFunction| {
                let b = kiln_codegen::machine::MBBId(1);
                mf.block_mut(b).succs.clear();
                Ok(())
            }),
        },
    ];
    let err = run_passes(&mut mf, &mut passes, &opts, &t, &t, &[], &mut out).unwrap_err();
    assert!(err.msg.contains("after breaker"), "{}", err.msg);
    assert_eq!(out.matches("# *** IR Dump After").count(), 1);

    // Unknown pass names are errors, not silently ignored.
    let opts = PipelineOptions {
        stop_after: Some("nope".into()),
        ..Default::default()
    };
    let err = run_passes(&mut mf, &mut [], &opts, &t, &t, &[], &mut String::new()).unwrap_err();
    assert!(err.msg.contains("unknown pass 'nope'"));
}

#[test]
fn operands_can_grow() {
    let mut mf = diamond();
    let b0 = kiln_codegen::machine::MBBId(0);
    let first = mf.block(b0).insts[0];
    mf.add_operand(
        first,
        MO::reg(Register(5), RegFlags::IMPLICIT | RegFlags::DEF),
    );
    assert_eq!(mf.operands(first).len(), 3);
    assert!(mf.operands(first)[2].is_implicit());
    let t = Toy::new();
    verify(&mf, &t, &t, "test").unwrap();
}
