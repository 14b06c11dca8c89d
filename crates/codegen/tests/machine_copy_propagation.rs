//! Machine copy propagation (`machine-cp`) on hand-built allocated code for the mock target
//! (see `common`): forward propagation of a copy's source into later uses (within a block and
//! across the CFG), deletion of redundant and dead copies, backward propagation into the
//! defining instruction, and the cases that must block each: a call's register mask, an
//! implicit definition, a write of a sub-register view (through register units), a use in a
//! successor block.
//!
//! In: machine functions with physical registers only. Out: the instruction lists after the
//! pass, checked, and each function run in the toy's simulator before and after the pass
//! (after post-RA pseudo expansion) with the same results.

mod common;

use common::toy::Sim;
use common::{op, w, Toy};
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO, RegFlags};
use kiln_codegen::machine_copy_propagation::machine_copy_propagation;
use kiln_codegen::target::target_opcode::COPY;
use kiln_mc::register_info::Register;

fn r(n: u32) -> Register {
    Register(n)
}

fn def(n: u32) -> MO {
    MO::reg_def(r(n))
}

fn u(n: u32) -> MO {
    MO::reg_use(r(n))
}

/// An allocated function: no virtual registers, not SSA.
fn function(name: &str) -> MachineFunction {
    let mut mf = MachineFunction::new(name);
    mf.is_ssa = false;
    mf.has_vregs = false;
    mf
}

fn copy(mf: &mut MachineFunction, b: MBBId, d: u32, s: u32) {
    mf.push_instr(b, COPY, &[def(d), u(s)]);
}

fn ret(mf: &mut MachineFunction, b: MBBId) {
    mf.push_instr(b, op::RET, &[MO::reg(r(3), RegFlags::IMPLICIT)]);
}

/// The function's instructions in layout order, as (opcode, operands).
fn code(mf: &MachineFunction) -> Vec<(u32, Vec<MO>)> {
    mf.all_instrs()
        .map(|(_, i)| (mf.instr(i).opcode, mf.operands(i).to_vec()))
        .collect()
}

fn copies(mf: &MachineFunction) -> Vec<(Register, Register)> {
    code(mf)
        .iter()
        .filter(|i| i.0 == COPY)
        .map(|i| (i.1[0].get_reg().unwrap(), i.1[1].get_reg().unwrap()))
        .collect()
}

/// The registers `opc`'s first instruction reads (explicit uses).
fn uses_of(mf: &MachineFunction, opc: u32) -> Vec<Register> {
    let c = code(mf);
    let i = c
        .iter()
        .find(|i| i.0 == opc)
        .unwrap_or_else(|| panic!("no opcode {opc} in {c:?}"));
    i.1.iter()
        .filter(|o| o.is_use() && !o.is_implicit())
        .filter_map(|o| o.get_reg())
        .collect()
}

/// Runs `f` (with `g`, a callee that clobbers the caller-saved registers) in the simulator.
fn run(mf: &MachineFunction, args: &[u64]) -> u64 {
    let toy = Toy::new();
    let mut mf = mf.clone();
    kiln_codegen::pipeline::expand_post_ra_pseudos(&mut mf, &toy, &toy).unwrap();
    let mut g = function("g");
    let b = g.add_block("entry");
    g.push_instr(b, op::LI, &[def(5), MO::Imm(1234)]);
    g.push_instr(b, op::LI, &[def(3), MO::Imm(77)]);
    g.push_instr(b, op::LI, &[def(4), MO::Imm(88)]);
    ret(&mut g, b);
    let m = common::parse("declare void @g()");
    let mfs = [mf, g];
    let mut sim = Sim::new(&m, &mfs);
    sim.call(&mfs[0].name, args).0
}

/// Runs the pass on a copy of `mf`, checks the result computes what `mf` does on `inputs`,
/// and returns it with the number of copies removed.
fn propagate(mf: &MachineFunction, inputs: &[&[u64]]) -> (MachineFunction, usize) {
    let toy = Toy::new();
    let mut out = mf.clone();
    let n = machine_copy_propagation(&mut out, &toy, &toy);
    kiln_codegen::machine::verifier::verify(&out, &toy, &toy, "machine-cp")
        .unwrap_or_else(|e| panic!("{e:?}"));
    for args in inputs {
        assert_eq!(
            run(&out, args),
            run(mf, args),
            "{}: args {args:?}: {:?}",
            mf.name,
            code(&out)
        );
    }
    (out, n)
}

/// `r5 = COPY r3; r6 = ADD r5, r4; r3 = COPY r6; RET r3`: the ADD reads r3 (forward), defines
/// r3 itself (backward: r6 dies at the copy), and both copies go.
#[test]
fn forward_and_backward_propagation_remove_an_accumulator_round_trip() {
    let mut mf = function("acc");
    let b = mf.add_block("entry");
    copy(&mut mf, b, 5, 3);
    mf.push_instr(b, op::ADD, &[def(6), u(5), u(4)]);
    copy(&mut mf, b, 3, 6);
    ret(&mut mf, b);
    let (out, n) = propagate(&mf, &[&[3, 4], &[u64::MAX, 2]]);
    assert_eq!(n, 2, "{:?}", code(&out));
    assert!(copies(&out).is_empty());
    let c = code(&out);
    assert_eq!(c[0].0, op::ADD);
    assert_eq!(c[0].1[0].get_reg(), Some(r(3)), "the ADD defines r3: {c:?}");
    assert_eq!(uses_of(&out, op::ADD), vec![r(3), r(4)]);
}

/// `r5 = COPY r3; SW r5; r3 = COPY r5`: r3 already holds r5's value, so the second copy goes;
/// the store reads r3 and the first copy is then dead.
#[test]
fn a_copy_back_to_the_source_is_deleted() {
    let mut mf = function("back");
    let b = mf.add_block("entry");
    copy(&mut mf, b, 5, 3);
    mf.push_instr(b, op::SW, &[u(5), u(2), MO::Imm(-8)]);
    copy(&mut mf, b, 3, 5);
    mf.push_instr(b, op::LW, &[def(3), u(2), MO::Imm(-8)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[42]]);
    assert!(copies(&out).is_empty(), "{:?}", code(&out));
    assert_eq!(uses_of(&out, op::SW), vec![r(3), r(2)]);
}

/// A copy is not forwarded past a call whose register mask clobbers its source; one between
/// callee-saved registers is. A copy into a register the call clobbers is dead.
#[test]
fn a_call_clobbers_copies_of_caller_saved_registers() {
    let mut mf = function("call");
    let b = mf.add_block("entry");
    // r9 = r3 (r3 caller-saved), r11 = r10 (both callee-saved), r5 = r10 (r5 caller-saved).
    copy(&mut mf, b, 9, 3);
    copy(&mut mf, b, 11, 10);
    copy(&mut mf, b, 5, 10);
    mf.push_instr(
        b,
        op::CALL,
        &[
            MO::Symbol {
                name: "g",
                offset: 0,
                flags: 0,
            },
            MO::RegMask(0),
            MO::reg(r(3), RegFlags::IMPLICIT | RegFlags::DEF),
        ],
    );
    mf.push_instr(b, op::ADD, &[def(6), u(9), u(11)]);
    copy(&mut mf, b, 3, 6);
    ret(&mut mf, b);
    let toy = Toy::new();
    let mut out = mf.clone();
    machine_copy_propagation(&mut out, &toy, &toy);
    // r9 is not forwarded (the call clobbers r3); r11 is (r10 survives the call).
    assert_eq!(
        uses_of(&out, op::ADD),
        vec![r(9), r(10)],
        "{:?}",
        code(&out)
    );
    // r5's copy is dead (the call clobbers r5); r11's is kept: a callee-saved register is
    // live at the return (here no epilogue restores it).
    assert_eq!(
        copies(&out),
        vec![(r(9), r(3)), (r(11), r(10))],
        "{:?}",
        code(&out)
    );
}

/// A write of the 32-bit view w5 ends the copy `r5 = COPY r3` (w5 and r5 share a register
/// unit); a use of the view w5 of an available copy reads the same view of its source.
#[test]
fn sub_register_views_are_seen_through_register_units() {
    let mut mf = function("views");
    let b = mf.add_block("entry");
    copy(&mut mf, b, 5, 3);
    mf.push_instr(b, op::LIW, &[MO::reg_def(w(5)), MO::Imm(7)]);
    mf.push_instr(b, op::ADD, &[def(6), u(5), u(4)]);
    copy(&mut mf, b, 3, 6);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[0x1_0000_0005, 9]]);
    assert_eq!(uses_of(&out, op::ADD), vec![r(5), r(4)], "{:?}", code(&out));

    let mut mf = function("view_use");
    let b = mf.add_block("entry");
    copy(&mut mf, b, 5, 3);
    mf.push_instr(b, op::STW, &[MO::reg_use(w(5)), u(2), MO::Imm(-8)]);
    mf.push_instr(b, op::LW, &[def(3), u(2), MO::Imm(-8)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[0xffff_0000_1234_5678]]);
    assert_eq!(uses_of(&out, op::STW), vec![w(3), r(2)], "{:?}", code(&out));
    assert!(
        copies(&out).is_empty(),
        "the copy is dead: {:?}",
        code(&out)
    );

    // A definition of the view is not renamed for a copy of the whole register.
    let mut mf = function("view_def");
    let b = mf.add_block("entry");
    mf.push_instr(
        b,
        op::ADDW,
        &[MO::reg_def(w(6)), MO::reg_use(w(3)), MO::reg_use(w(4))],
    );
    copy(&mut mf, b, 3, 6);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[u64::MAX, 1]]);
    assert_eq!(copies(&out), vec![(r(3), r(6))], "{:?}", code(&out));
}

/// A copy whose destination a successor reads is kept; one nothing reads is deleted; a use
/// in a successor reads the source when every path keeps the copy available.
#[test]
fn liveness_and_availability_cross_blocks() {
    let mut mf = function("cfg");
    let entry = mf.add_block("entry");
    let then = mf.add_block("then");
    let other = mf.add_block("other");
    copy(&mut mf, entry, 5, 3); // read in `then` after r3 changes: kept
    copy(&mut mf, entry, 6, 4); // read in `other` with r4 intact: forwarded, then dead
    copy(&mut mf, entry, 7, 4); // never read: dead
    mf.push_instr(entry, op::BEQ, &[u(3), u(4), MO::MBB(other)]);
    mf.push_instr(entry, op::J, &[MO::MBB(then)]);
    mf.add_successor(entry, then);
    mf.add_successor(entry, other);
    mf.push_instr(then, op::LI, &[def(3), MO::Imm(100)]);
    mf.push_instr(then, op::ADD, &[def(3), u(3), u(5)]);
    ret(&mut mf, then);
    mf.push_instr(other, op::SUB, &[def(3), u(6), u(3)]);
    ret(&mut mf, other);
    let (out, _) = propagate(&mf, &[&[1, 2], &[2, 2]]);
    assert_eq!(copies(&out), vec![(r(5), r(3))], "{:?}", code(&out));
    assert_eq!(uses_of(&out, op::SUB), vec![r(4), r(3)]);
}

/// A loop whose invariant goes back and forth between two registers (as regalloc2's split
/// live ranges leave it): the back edge's copy is redundant (the register still holds the
/// value on every path into it) and the loop's own copy is forwarded into its use and dies.
#[test]
fn a_loop_invariant_is_not_shuffled_between_registers() {
    let mut mf = function("loop");
    let entry = mf.add_block("entry");
    let head = mf.add_block("head");
    let latch = mf.add_block("latch");
    let exit = mf.add_block("exit");
    mf.push_instr(entry, op::LI, &[def(5), MO::Imm(0)]);
    mf.push_instr(entry, op::LI, &[def(6), MO::Imm(3)]);
    mf.push_instr(entry, op::J, &[MO::MBB(head)]);
    mf.add_successor(entry, head);
    copy(&mut mf, head, 7, 6);
    mf.push_instr(head, op::ADD, &[def(5), u(5), u(7)]);
    mf.push_instr(head, op::ADDI, &[def(3), u(3), MO::Imm(-1)]);
    mf.push_instr(head, op::BEQ, &[u(3), u(16), MO::MBB(exit)]);
    mf.push_instr(head, op::J, &[MO::MBB(latch)]);
    mf.add_successor(head, latch);
    mf.add_successor(head, exit);
    copy(&mut mf, latch, 6, 7);
    mf.push_instr(latch, op::J, &[MO::MBB(head)]);
    mf.add_successor(latch, head);
    copy(&mut mf, exit, 3, 5);
    ret(&mut mf, exit);
    let (out, n) = propagate(&mf, &[&[5], &[1]]);
    // Only the return value's copy is left (r5 is also the loop's accumulator).
    assert_eq!(copies(&out), vec![(r(3), r(5))], "{:?}", code(&out));
    assert_eq!(n, 2);
    assert_eq!(uses_of(&out, op::ADD), vec![r(5), r(6)]);
    assert_eq!(run(&out, &[5]), 15);
}

/// Backward propagation needs the destination untouched between the definition and the copy,
/// and the source dead after the copy.
#[test]
fn backward_propagation_is_blocked_by_reads_of_the_destination_and_later_uses() {
    // r5 is read between the ADD and the copy.
    let mut mf = function("dest_read");
    let b = mf.add_block("entry");
    mf.push_instr(b, op::ADD, &[def(6), u(3), u(4)]);
    mf.push_instr(b, op::SW, &[u(5), u(2), MO::Imm(-8)]);
    copy(&mut mf, b, 5, 6);
    mf.push_instr(b, op::ADD, &[def(3), u(5), u(5)]);
    mf.push_instr(b, op::LW, &[def(4), u(2), MO::Imm(-8)]);
    mf.push_instr(b, op::ADD, &[def(3), u(3), u(4)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[3, 4, 0]]);
    let c = code(&out);
    assert_eq!(c[0].1[0].get_reg(), Some(r(6)), "{c:?}");

    // r6 is read after the copy (by the SUB): not dead.
    let mut mf = function("src_live");
    let b = mf.add_block("entry");
    mf.push_instr(b, op::ADD, &[def(6), u(3), u(4)]);
    copy(&mut mf, b, 5, 6);
    mf.push_instr(b, op::LI, &[def(6), MO::Imm(0)]);
    mf.push_instr(b, op::SUB, &[def(3), u(5), u(6)]);
    mf.push_instr(b, op::ADD, &[def(3), u(3), u(6)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[3, 4]]);
    // r6 is redefined before the SUB, so here the ADD may define r5 directly.
    assert_eq!(code(&out)[0].1[0].get_reg(), Some(r(5)), "{:?}", code(&out));

    // r6 is read (by a store) between the ADD and the copy: the store reads r5 instead.
    let mut mf = function("src_read_between");
    let b = mf.add_block("entry");
    mf.push_instr(b, op::ADD, &[def(6), u(3), u(4)]);
    mf.push_instr(b, op::SW, &[u(6), u(2), MO::Imm(-8)]);
    copy(&mut mf, b, 5, 6);
    mf.push_instr(b, op::LW, &[def(3), u(2), MO::Imm(-8)]);
    mf.push_instr(b, op::ADD, &[def(3), u(3), u(5)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[3, 4]]);
    assert!(copies(&out).is_empty(), "{:?}", code(&out));
    assert_eq!(code(&out)[0].1[0].get_reg(), Some(r(5)), "{:?}", code(&out));
    assert_eq!(uses_of(&out, op::SW), vec![r(5), r(2)]);

    let mut mf = function("src_read");
    let b = mf.add_block("entry");
    mf.push_instr(b, op::ADD, &[def(6), u(3), u(4)]);
    copy(&mut mf, b, 5, 6);
    mf.push_instr(b, op::SUB, &[def(3), u(5), u(6)]);
    mf.push_instr(b, op::ADD, &[def(3), u(3), u(6)]);
    ret(&mut mf, b);
    let (out, _) = propagate(&mf, &[&[3, 4]]);
    assert_eq!(code(&out)[0].1[0].get_reg(), Some(r(6)), "{:?}", code(&out));
}

/// An implicit definition (CMP writes FLAGS; CALL defines r3 and r4) ends a copy of the
/// register it writes; a copy is never forwarded into implicit operands.
#[test]
fn implicit_operands_clobber_and_are_not_rewritten() {
    let mut mf = function("implicit");
    let b = mf.add_block("entry");
    copy(&mut mf, b, 5, 4);
    mf.push_instr(
        b,
        op::CALL,
        &[
            MO::Symbol {
                name: "g",
                offset: 0,
                flags: 0,
            },
            MO::reg(r(5), RegFlags::IMPLICIT),
            MO::reg(r(3), RegFlags::IMPLICIT | RegFlags::DEF),
            MO::reg(r(4), RegFlags::IMPLICIT | RegFlags::DEF),
        ],
    );
    ret(&mut mf, b);
    let toy = Toy::new();
    let mut out = mf.clone();
    machine_copy_propagation(&mut out, &toy, &toy);
    // The call reads r5 implicitly: the copy stays and the call still names r5.
    assert_eq!(copies(&out), vec![(r(5), r(4))]);
}
