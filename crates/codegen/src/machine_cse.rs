//! Machine common-subexpression elimination over SSA form (pass name `machine-cse`, LLVM's
//! `MachineCSE`).
//!
//! In: a machine function in SSA form with virtual registers. Out: the same function where an
//! instruction that recomputes the value of an earlier identical instruction (same opcode and
//! same operands) whose block dominates it is deleted, and each use of its result reads the
//! earlier result. Only pure instructions take part: no memory access, side effect, control
//! flow or implicit operand, one virtual-register definition, and only virtual or constant
//! physical registers read (what [`crate::phi_input_sink::movable`] accepts). Instructions
//! that read no virtual register (constants, addresses) are only merged within one block:
//! across blocks they would stay live for long, and the allocator does not rematerialize
//! them.
//!
//! Blocks are visited in reverse post-order with one table from an operand hash to the last
//! instruction seen with it; a candidate is used when its block dominates (a bounded walk up
//! the dominator tree), so the pass is linear.

use crate::machine::{MIId, MachineFunction, MachineOperand, RegFlags};
use crate::machine_licm::ConstantPhysRegs;
use crate::machine_loop_info::{dominates_within, dominators, reverse_post_order};
use crate::target::{TargetInstrInfo, TargetRegisterInfo};
use kiln_mc::register_info::Register;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// How far up the dominator tree a candidate's block is looked for.
const MAX_DOM_WALK: usize = 32;

/// Removes recomputations (see the module doc); returns how many instructions were deleted.
pub fn machine_cse(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) -> usize {
    if !mf.is_ssa || !mf.has_vregs || mf.blocks.is_empty() {
        return 0;
    }
    let constant = ConstantPhysRegs::new(mf, tii);
    let is_constant_phys = |r: Register| constant.contains(tri, r);
    let rpo = reverse_post_order(mf);
    let (idom, _) = dominators(mf, &rpo);
    let n = mf.num_vregs();
    let mut repl: Vec<Register> = (0..n as u32).map(Register::index_to_virt_reg).collect();
    let mut dead = vec![false; mf.num_instr_ids()];
    let mut table: HashMap<u64, (MIId, u32)> = HashMap::new();
    let mut removed = 0;
    for &b in &rpo {
        for k in 0..mf.block(b).insts.len() {
            let i = mf.block(b).insts[k];
            if !crate::phi_input_sink::movable(mf, tii, i, &is_constant_phys) {
                continue;
            }
            let Some(d) = mf.operands(i).first().and_then(|o| o.get_reg()) else {
                continue;
            };
            if !d.is_virtual() || d.virt_reg_index() as usize >= n {
                continue;
            }
            let reads_vreg = mf.operands(i)[1..]
                .iter()
                .any(|o| matches!(o, MachineOperand::Reg { reg, .. } if reg.is_virtual()));
            let h = key_hash(mf, i, &repl);
            if let Some(&(e, eb)) = table.get(&h) {
                let local_ok = reads_vreg || eb == b.0;
                if local_ok
                    && same(mf, e, i, &repl)
                    && dominates_within(&idom, eb, b.0, MAX_DOM_WALK)
                    && mf.vreg_class(d) == mf.vreg_class(def_of(mf, e))
                {
                    repl[d.virt_reg_index() as usize] = def_of(mf, e);
                    dead[i.0 as usize] = true;
                    removed += 1;
                    continue;
                }
            }
            table.insert(h, (i, b.0));
        }
    }
    if removed == 0 {
        return 0;
    }
    apply_replacements(mf, &repl, &dead);
    removed
}

/// Rewrites every use of a replaced virtual register to its kept definition ([`resolve`])
/// and drops the instructions `dead` marks.
pub(crate) fn apply_replacements(mf: &mut MachineFunction, repl: &[Register], dead: &[bool]) {
    let is_dead = |i: MIId| dead.get(i.0 as usize).copied().unwrap_or(false);
    for (_, i) in mf.all_instrs().collect::<Vec<_>>() {
        if is_dead(i) {
            continue;
        }
        for op in mf.operands_mut(i) {
            if let MachineOperand::Reg { reg, flags, .. } = op {
                if reg.is_virtual() && !flags.has(RegFlags::DEF) {
                    let r = resolve(repl, *reg);
                    if r != *reg {
                        *reg = r;
                        flags.0 &= !RegFlags::KILL;
                    }
                }
            }
        }
    }
    for b in 0..mf.blocks.len() {
        let insts = std::mem::take(&mut mf.blocks[b].insts);
        mf.blocks[b].insts = insts.into_iter().filter(|&i| !is_dead(i)).collect();
    }
}

/// The register an instruction defines (its first operand).
fn def_of(mf: &MachineFunction, i: MIId) -> Register {
    mf.operands(i)[0]
        .get_reg()
        .expect("CSE candidates define a register first")
}

/// `r` after the replacements made so far (each points to an earlier, kept definition).
pub(crate) fn resolve(repl: &[Register], mut r: Register) -> Register {
    for _ in 0..repl.len() {
        let Some(&next) = repl.get(r.virt_reg_index() as usize) else {
            break;
        };
        if next == r {
            break;
        }
        r = next;
    }
    r
}

/// A used operand as the table compares it: registers after replacement, without flags.
pub(crate) fn normalized(op: &MachineOperand, repl: &[Register]) -> MachineOperand {
    match *op {
        MachineOperand::Reg { reg, sub_reg, .. } => MachineOperand::Reg {
            reg: if reg.is_virtual() {
                resolve(repl, reg)
            } else {
                reg
            },
            flags: RegFlags(0),
            sub_reg,
        },
        other => other,
    }
}

fn key_hash(mf: &MachineFunction, i: MIId, repl: &[Register]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    mf.instr(i).opcode.hash(&mut h);
    for op in &mf.operands(i)[1..] {
        normalized(op, repl).hash(&mut h);
    }
    h.finish()
}

/// Whether `a` and `b` compute the same value (same opcode and used operands).
fn same(mf: &MachineFunction, a: MIId, b: MIId, repl: &[Register]) -> bool {
    let (oa, ob) = (mf.operands(a), mf.operands(b));
    mf.instr(a).opcode == mf.instr(b).opcode
        && oa.len() == ob.len()
        && oa[1..]
            .iter()
            .zip(&ob[1..])
            .all(|(x, y)| normalized(x, repl) == normalized(y, repl))
}
