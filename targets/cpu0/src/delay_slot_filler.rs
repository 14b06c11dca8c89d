//! The delay-slot filler (LLVM's `Cpu0DelaySlotFiller`): every Cpu0 control transfer (JEQ..JGE,
//! BEQ/BNE, JMP, JSUB, JALR, RET and the pseudos that become them) has one delay slot, the
//! instruction after it, which runs before the target. This last pass gives each one.
//!
//! In: a machine function after branch folding (nothing moves instructions afterwards). Out:
//! the same function with an instruction in every delay slot: at -O0 a NOP ([`NOP_PASS`]);
//! above, the instruction just before a branch or return when it is safe to run it after
//! the transfer has been decided ([`PASS`]), else a NOP. An instruction is moved only when it
//! is a plain ALU, load or store instruction (no control transfer, no side effect, no
//! implicit operand), the transfer neither reads what it defines nor defines what it reads
//! or writes, and it is not itself in another transfer's slot. A call's slot (JSUB, JALR)
//! runs after the link register is set and before the callee's first instruction, so it is
//! filled more conservatively: the instruction must also not store to memory (it could be
//! a stack argument), nor touch a register the call defines (the link register, the
//! results, and `$4`/`$5`, so never an argument setup), nor define the stack pointer.

use crate::instr_info::{has_delay_slot, pseudo};
use crate::mc::tables::{self, opcodes as op};
use crate::register_info::STACK_POINTER as SP;
use kiln_codegen::machine::{MIId, MachineFunction};
use kiln_codegen::target::{instr_flags as f, TargetInstrInfo, TargetMachinePass};
use kiln_mc::register_info::Register;

/// The -O0 pass: a NOP in every delay slot.
pub const NOP_PASS: TargetMachinePass = TargetMachinePass {
    name: "cpu0-delay-slot-filler",
    run: |mf, _| fill(mf, None),
};

/// The optimizing pass: the instruction before a branch or return moved into its slot when
/// safe, else a NOP.
pub const PASS: TargetMachinePass = TargetMachinePass {
    name: "cpu0-delay-slot-filler",
    run: |mf, tii| fill(mf, Some(tii)),
};

/// The registers `i` defines and reads (explicit and implicit operands).
fn defs_uses(mf: &MachineFunction, i: MIId) -> (Vec<Register>, Vec<Register>) {
    let (mut d, mut u) = (Vec::new(), Vec::new());
    for o in mf.operands(i) {
        if let Some(r) = o.get_reg() {
            if o.is_def() {
                d.push(r);
            } else {
                u.push(r);
            }
        }
    }
    (d, u)
}

/// Whether `cand` may run in the delay slot of `br` instead of before it.
fn may_fill(mf: &MachineFunction, tii: &dyn TargetInstrInfo, cand: MIId, br: MIId) -> bool {
    let copc = mf.instr(cand).opcode;
    let bopc = mf.instr(br).opcode;
    let is_call = bopc == op::JSUB as u32 || bopc == pseudo::CALL_INDIRECT;
    if copc as usize >= tables::TABLES.instrs.len() || has_delay_slot(copc) {
        return false;
    }
    let d = tii.desc(copc);
    if d.flags & (f::CALL | f::HAS_SIDE_EFFECTS | f::TERMINATOR) != 0
        || !d.implicit_defs.is_empty()
        || !d.implicit_uses.is_empty()
        || copc == op::SWI as u32
        || copc == op::NOP as u32
        || (is_call && d.flags & f::MAY_STORE != 0)
    {
        return false;
    }
    let (cd, cu) = defs_uses(mf, cand);
    let (mut bd, bu) = defs_uses(mf, br);
    if is_call {
        bd.extend(
            tii.desc(bopc)
                .implicit_defs
                .iter()
                .map(|&r| Register(r.into())),
        );
        if cd.contains(&SP) {
            return false;
        }
    }
    !cd.iter().any(|r| bu.contains(r) || bd.contains(r)) && !cu.iter().any(|r| bd.contains(r))
}

/// Gives every control transfer of `mf` its delay slot (`tii`: fill from the instruction
/// before when safe; `None`: NOPs only).
fn fill(mf: &mut MachineFunction, tii: Option<&dyn TargetInstrInfo>) {
    for b in mf.layout.clone() {
        let mut k = 0;
        // The last instruction placed in a delay slot: never moved into another one.
        let mut last_slot: Option<usize> = None;
        while k < mf.block(b).insts.len() {
            let br = mf.block(b).insts[k];
            if !has_delay_slot(mf.instr(br).opcode) {
                k += 1;
                continue;
            }
            let prev = k.checked_sub(1).filter(|&p| last_slot != Some(p));
            let moved = match (tii, prev) {
                (Some(tii), Some(p)) if may_fill(mf, tii, mf.block(b).insts[p], br) => {
                    let insts = &mut mf.block_mut(b).insts;
                    let c = insts.remove(p);
                    insts.insert(k, c);
                    true
                }
                _ => false,
            };
            if moved {
                // The branch moved up one place; its slot is at k.
                last_slot = Some(k);
                k += 1;
            } else {
                mf.insert_instr(b, k + 1, op::NOP as u32, &[]);
                last_slot = Some(k + 1);
                k += 2;
            }
        }
    }
}
