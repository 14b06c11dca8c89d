//! SSA copy propagation before register allocation (pass name `ssa-copy-prop`; the part of
//! LLVM's register coalescer and `PeepholeOptimizer` that removes virtual-to-virtual copies).
//!
//! In: a machine function in SSA form with virtual registers. Out: the same function where
//! every `%d = COPY %s` between two virtual registers of the same register class, without
//! sub-registers, is deleted and each use of `%d` reads `%s` instead. In SSA form `%s`'s single
//! definition dominates the copy, which dominates every use of `%d`, so the rewrite keeps
//! every use dominated by its definition. Chains of copies resolve to their first source.
//!
//! The SelectionDAG builder leaves such copies for every value another block reads and every
//! PHI input; the register allocator does not always coalesce them, and each one it leaves is
//! a `mv` on the hot path.

use crate::machine::{MachineFunction, MachineOperand, RegFlags};
use crate::target::target_opcode;
use kiln_mc::register_info::Register;

/// Removes same-class virtual-register copies (see the module doc); returns how many.
pub fn propagate_copies(mf: &mut MachineFunction) -> usize {
    if !mf.is_ssa || !mf.has_vregs {
        return 0;
    }
    let n = mf.num_vregs();
    // Replacement of each copy's destination (itself when not a removable copy's destination).
    let mut repl: Vec<Register> = (0..n as u32).map(Register::index_to_virt_reg).collect();
    let mut dead = vec![false; mf.num_instr_ids()];
    let mut removed = 0;
    let all: Vec<_> = mf.all_instrs().map(|(_, i)| i).collect();
    for &i in &all {
        if mf.instr(i).opcode != target_opcode::COPY {
            continue;
        }
        let ops = mf.operands(i);
        let [MachineOperand::Reg {
            reg: dst,
            flags: df,
            sub_reg: 0,
        }, MachineOperand::Reg {
            reg: src,
            flags: sf,
            sub_reg: 0,
        }] = ops
        else {
            continue;
        };
        if !dst.is_virtual()
            || !src.is_virtual()
            || !df.has(RegFlags::DEF)
            || sf.has(RegFlags::DEF)
            || sf.has(RegFlags::UNDEF)
            || mf.vreg_class(*dst) != mf.vreg_class(*src)
            || dst == src
        {
            continue;
        }
        let (Some(_), Some(_)) = (
            repl.get(dst.virt_reg_index() as usize),
            repl.get(src.virt_reg_index() as usize),
        ) else {
            continue;
        };
        repl[dst.virt_reg_index() as usize] = *src;
        dead[i.0 as usize] = true;
        removed += 1;
    }
    if removed == 0 {
        return 0;
    }
    // Resolve chains (a copy's source may itself be a copy's destination, in any order).
    for v in 0..n {
        let mut r = repl[v];
        let mut steps = 0;
        while r.virt_reg_index() as usize != v && repl[r.virt_reg_index() as usize] != r {
            r = repl[r.virt_reg_index() as usize];
            steps += 1;
            if steps > n {
                // A cycle cannot happen in SSA form; leave this register alone if it does.
                r = Register::index_to_virt_reg(v as u32);
                break;
            }
        }
        repl[v] = r;
    }
    for &i in &all {
        if dead[i.0 as usize] {
            continue;
        }
        for op in mf.operands_mut(i) {
            if let MachineOperand::Reg { reg, flags, .. } = op {
                if reg.is_virtual() && !flags.has(RegFlags::DEF) {
                    if let Some(&r) = repl.get(reg.virt_reg_index() as usize) {
                        *reg = r;
                        flags.0 &= !RegFlags::KILL;
                    }
                }
            }
        }
    }
    for b in 0..mf.blocks.len() {
        let insts = std::mem::take(&mut mf.blocks[b].insts);
        mf.blocks[b].insts = insts.into_iter().filter(|i| !dead[i.0 as usize]).collect();
    }
    removed
}
