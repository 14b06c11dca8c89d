//! Sinking of PHI inputs below the last use of their PHI (pass name `phi-input-sink`; what
//! LLVM's `TwoAddressInstructionPass::rescheduleMIBelowKill` and its bottom-up scheduler do
//! for loop counters).
//!
//! In: a machine function in SSA form with virtual registers. Out: the same function where,
//! for a PHI `%p = PHI ..., %n, %bb.L` with `%n` defined in `L` before the last use of `%p` in
//! `L` (a loop counter `%n = ADDI %p, 1` scheduled before the loads that still read `%p`), the
//! definition of `%n` moves to just after that last use, when nothing in between reads `%n`
//! and the instruction is free to move (no memory access, side effect, call, terminator or
//! implicit operand, and it reads no physical register other than constant ones the target
//! names). Then `%p`'s live range ends where `%n`'s begins, so the register allocator can give
//! both one register, and the copy it would put on the back edge (`mv; j header`) goes away.
//!
//! Each candidate scans its block once; a work budget proportional to the function's size
//! keeps the pass linear.

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::target::{desc_of, instr_flags, target_opcode, TargetInstrInfo, TargetRegisterInfo};
use kiln_mc::register_info::Register;

/// Flags that keep an instruction where it is (MachineLICM and machine CSE use the same).
const PINNED: u64 = instr_flags::MAY_LOAD
    | instr_flags::MAY_STORE
    | instr_flags::HAS_SIDE_EFFECTS
    | instr_flags::CALL
    | instr_flags::BRANCH
    | instr_flags::TERMINATOR
    | instr_flags::RETURN
    | instr_flags::BARRIER
    | instr_flags::INDIRECT_BRANCH
    | instr_flags::VARIADIC;

/// Sinks PHI inputs (see the module doc); returns how many instructions moved.
pub fn sink_phi_inputs(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) -> usize {
    if !mf.is_ssa || !mf.has_vregs {
        return 0;
    }
    let constant = crate::machine_licm::ConstantPhysRegs::new(mf, tii);
    let is_constant_phys = |r: Register| constant.contains(tri, r);
    let n = mf.num_vregs();
    // Defining block of each virtual register.
    let mut def_block = vec![u32::MAX; n];
    let mut candidates: Vec<(Register, Register, MBBId)> = Vec::new(); // (%p, %n, L)
    let mut size = 0usize;
    for (b, i) in mf.all_instrs() {
        size += 1;
        for op in mf.operands(i) {
            if let MachineOperand::Reg { reg, flags, .. } = *op {
                if flags.has(RegFlags::DEF) && reg.is_virtual() {
                    if let Some(slot) = def_block.get_mut(reg.virt_reg_index() as usize) {
                        *slot = b.0;
                    }
                }
            }
        }
        if mf.instr(i).opcode == target_opcode::PHI {
            let ops = mf.operands(i);
            let Some(p) = ops.first().and_then(|o| o.get_reg()) else {
                continue;
            };
            for pair in ops[1..].chunks(2) {
                if let [MachineOperand::Reg {
                    reg, sub_reg: 0, ..
                }, MachineOperand::MBB(l)] = *pair
                {
                    if reg.is_virtual() && reg != p {
                        candidates.push((p, reg, l));
                    }
                }
            }
        }
    }
    let mut budget = 16 * size + 1024;
    let mut moved = 0;
    for (p, nreg, l) in candidates {
        let Some(&db) = def_block.get(nreg.virt_reg_index() as usize) else {
            continue;
        };
        if db != l.0 {
            continue;
        }
        let insts = &mf.block(l).insts;
        if budget < insts.len() {
            break;
        }
        budget -= insts.len();
        let Some(d) = insts.iter().position(|&i| defines(mf, i, nreg)) else {
            continue;
        };
        // The last use of %p after %n's definition and before the first use of %n; the
        // terminators stay last (a %p they read ends after %n starts anyway).
        let mut last = None;
        for (k, &i) in insts.iter().enumerate().skip(d + 1) {
            let (uses_p, uses_n) = reads(mf, i, p, nreg);
            if uses_n {
                break;
            }
            if desc_of(tii, mf.instr(i).opcode).is_terminator() {
                if uses_p {
                    last = None;
                }
                break;
            }
            if uses_p {
                last = Some(k);
            }
        }
        let Some(u) = last else { continue };
        let mi = insts[d];
        if !movable(mf, tii, mi, &is_constant_phys) {
            continue;
        }
        let block = &mut mf.block_mut(l).insts;
        block.remove(d);
        block.insert(u, mi);
        moved += 1;
    }
    moved
}

/// Whether `i` defines `r`.
fn defines(mf: &MachineFunction, i: MIId, r: Register) -> bool {
    mf.operands(i)
        .iter()
        .any(|o| matches!(*o, MachineOperand::Reg { reg, flags, .. } if reg == r && flags.has(RegFlags::DEF)))
}

/// Whether `i` reads `p`, and whether it reads `n`.
fn reads(mf: &MachineFunction, i: MIId, p: Register, n: Register) -> (bool, bool) {
    let mut r = (false, false);
    for o in mf.operands(i) {
        if let MachineOperand::Reg { reg, flags, .. } = *o {
            if !flags.has(RegFlags::DEF) {
                r.0 |= reg == p;
                r.1 |= reg == n;
            }
        }
    }
    r
}

/// Whether `i` is free to move (later in its block, out of a loop) or to be merged with an
/// identical instruction: no memory access, side effect or control flow, no implicit
/// operands, no jump-table address, one virtual-register definition, and only virtual or
/// constant physical registers read.
pub(crate) fn movable(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    i: MIId,
    is_constant_phys: &dyn Fn(Register) -> bool,
) -> bool {
    let opc = mf.instr(i).opcode;
    if target_opcode::is_generic(opc) && opc != target_opcode::COPY {
        return false;
    }
    let d = desc_of(tii, opc);
    if d.flags & PINNED != 0 || !d.implicit_defs.is_empty() || !d.implicit_uses.is_empty() {
        return false;
    }
    let mut defs = 0;
    for o in mf.operands(i) {
        match *o {
            MachineOperand::Reg { reg, flags, .. } => {
                if flags.has(RegFlags::IMPLICIT) {
                    return false;
                }
                if flags.has(RegFlags::DEF) {
                    if !reg.is_virtual() {
                        return false;
                    }
                    defs += 1;
                } else if !reg.is_virtual() && !is_constant_phys(reg) {
                    return false;
                }
            }
            // A jump table's address stays in its dispatch block: splitting a critical edge
            // out of that block finds the tables to retarget there (a hoisted address left
            // a switch in a loop jumping past its edge copies: corpus program switch_dense).
            MachineOperand::RegMask(_)
            | MachineOperand::CFIIndex(_)
            | MachineOperand::JumpTable { .. } => return false,
            _ => {}
        }
    }
    defs == 1
}
