//! Machine loop-invariant code motion (LLVM's `MachineLICM`, pass name `machinelicm`).
//!
//! In: a machine function in SSA form with virtual registers (after `finalize-isel`). Out: the
//! same function with every side-effect-free instruction whose operands are all defined outside
//! a loop moved to the end of that loop's preheader (before its terminators), so constants,
//! global addresses and other invariant values are computed once instead of on every
//! iteration.
//!
//! Loops are the natural loops of the back edges `latch -> header` where the header dominates
//! the latch (dominators by the Cooper-Harvey-Kennedy iteration over reverse post-order).
//! Loops with the same header are merged; inner loops are processed first, so an instruction
//! hoisted into an inner loop's preheader can move on out of the enclosing loop. A loop entered
//! from one outside block that has other successors gets a new preheader block on that edge
//! (LLVM's loop-simplify form); a loop entered from several outside blocks is skipped.
//!
//! An instruction is hoisted when it is not a PHI, terminator, call, load, store or
//! side-effecting instruction, has no implicit operands in its description, defines exactly
//! one virtual register, and each register it reads is either a virtual register defined
//! outside the loop or a physical register nothing in the function writes (a constant
//! register such as RISC-V's `x0`). Such instructions cannot trap, so executing them once in
//! the preheader, even when the loop would not have reached them, is safe. A jump table's
//! address is not hoisted (critical-edge splitting looks for it in the dispatch block).
//! Register pressure is estimated coarsely: hoisting stops once the values live through the loop (read in it,
//! defined outside, plus its PHIs and what was hoisted) reach [`MAX_LIVE_THROUGH`].

use crate::machine::{MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::machine_loop_info::{dominators, find_loops, reverse_post_order};
use crate::target::{desc_of, instr_flags, target_opcode, TargetInstrInfo, TargetRegisterInfo};
use kiln_mc::register_info::Register;
use std::collections::HashSet;

/// At most this many values live through a loop (its live-in values, PHIs and hoisted
/// values): hoisting stops there, since the allocator would spill them inside the loop and
/// regalloc2 does not rematerialize constants.
const MAX_LIVE_THROUGH: usize = 16;

/// The physical registers nothing in a function writes (RISC-V's `x0`): what no instruction
/// defines, explicitly or implicitly, and every call's register mask preserves.
pub(crate) struct ConstantPhysRegs {
    written: HashSet<Register>,
    masks: Vec<u32>,
}

impl ConstantPhysRegs {
    /// Scans `mf` for the registers it writes.
    pub(crate) fn new(mf: &MachineFunction, tii: &dyn TargetInstrInfo) -> ConstantPhysRegs {
        let mut written = HashSet::new();
        let mut masks = Vec::new();
        for (_, i) in mf.all_instrs() {
            let d = desc_of(tii, mf.instr(i).opcode);
            for &r in d.implicit_defs {
                written.insert(Register(r as u32));
            }
            for op in mf.operands(i) {
                match op {
                    MachineOperand::Reg { reg, flags, .. }
                        if flags.has(RegFlags::DEF) && !reg.is_virtual() =>
                    {
                        written.insert(*reg);
                    }
                    MachineOperand::RegMask(m) => masks.push(*m),
                    _ => {}
                }
            }
        }
        ConstantPhysRegs { written, masks }
    }

    /// Whether `r` is a physical register nothing writes.
    pub(crate) fn contains(&self, tri: &dyn TargetRegisterInfo, r: Register) -> bool {
        r.is_physical()
            && !self.written.contains(&r)
            && self.masks.iter().all(|&m| tri.mask_preserves(m, r))
    }
}

/// Hoists loop-invariant instructions out of every loop of `mf` (see the module doc).
pub fn machine_licm(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
) -> usize {
    if !mf.is_ssa || mf.blocks.is_empty() {
        return 0;
    }
    let rpo = reverse_post_order(mf);
    let (idom, num) = dominators(mf, &rpo);
    let loops = find_loops(mf, &rpo, &idom, &num);
    if loops.is_empty() {
        return 0;
    }
    let constant = ConstantPhysRegs::new(mf, tii);
    let constant_phys = |r: Register| constant.contains(tri, r);
    // Defining block of each virtual register.
    let mut def_block = vec![u32::MAX; mf.num_vregs()];
    for (b, i) in mf.all_instrs() {
        for op in mf.operands(i) {
            match op {
                MachineOperand::Reg { reg, flags, .. }
                    if flags.has(RegFlags::DEF) && reg.is_virtual() =>
                {
                    if let Some(slot) = def_block.get_mut(reg.virt_reg_index() as usize) {
                        *slot = b.0;
                    }
                }
                _ => {}
            }
        }
    }
    let mut hoisted = 0;
    // Hoisted copies of an instruction already hoisted to the same preheader are deleted and
    // their uses read the first copy's register (LLVM's MachineLICM CSEs in the preheader
    // too): each distinct value costs the pressure budget once.
    let mut repl: Vec<Register> = (0..mf.num_vregs() as u32)
        .map(Register::index_to_virt_reg)
        .collect();
    let mut dead = vec![false; mf.num_instr_ids()];
    let mut merged = 0;
    let mut member = vec![false; mf.blocks.len()];
    let mut loops = loops;
    for li in 0..loops.len() {
        // The dedicated preheader.
        let header = loops[li].header;
        let outside: Vec<MBBId> = mf
            .block(header)
            .preds
            .iter()
            .copied()
            .filter(|p| !loops[li].blocks.contains(p))
            .collect();
        let [mut pre] = outside[..] else { continue };
        if idom[pre.0 as usize] == u32::MAX {
            continue;
        }
        if mf.block(pre).succs.len() != 1 {
            let Some(p) = split_preheader(mf, tii, pre, header) else {
                continue;
            };
            member.push(false);
            // The new block belongs to every enclosing loop the old edge was in.
            for outer in &mut loops[li + 1..] {
                if outer.blocks.contains(&pre) && outer.blocks.contains(&header) {
                    outer.blocks.push(p);
                }
            }
            pre = p;
        }
        let lp = &loops[li];
        for &b in &lp.blocks {
            member[b.0 as usize] = true;
        }
        let mut blocks = lp.blocks.clone();
        blocks.sort_by_key(|b| num.get(b.0 as usize).copied().unwrap_or(u32::MAX));
        // Register pressure estimate: values live through the loop (defined outside, read
        // inside) plus the header's PHIs; each hoisted value adds one.
        let mut live_through: HashSet<Register> = HashSet::new();
        let mut phis = 0;
        for &b in &blocks {
            for &i in &mf.block(b).insts {
                if mf.instr(i).opcode == target_opcode::PHI {
                    phis += 1;
                    continue;
                }
                for op in mf.operands(i) {
                    if let MachineOperand::Reg { reg, flags, .. } = op {
                        if reg.is_virtual() && !flags.has(RegFlags::DEF) {
                            let db = def_block.get(reg.virt_reg_index() as usize);
                            if db.is_some_and(|&d| d != u32::MAX && !member[d as usize]) {
                                live_through.insert(*reg);
                            }
                        }
                    }
                }
            }
        }
        let mut budget = MAX_LIVE_THROUGH.saturating_sub(live_through.len() + phis);
        let mut moved: Vec<MIId> = Vec::new();
        let mut moved_keys: Vec<(u32, Vec<MachineOperand>, Register)> = Vec::new();
        for &b in &blocks {
            let insts = mf.block(b).insts.clone();
            let mut keep = Vec::with_capacity(insts.len());
            for i in insts {
                if !is_invariant(mf, tii, i, &member, &def_block, &constant_phys) {
                    keep.push(i);
                    continue;
                }
                let def = mf.operands(i).first().and_then(|o| o.get_reg());
                let key: Vec<MachineOperand> = mf.operands(i)[1..]
                    .iter()
                    .map(|o| crate::machine_cse::normalized(o, &repl))
                    .collect();
                let opcode = mf.instr(i).opcode;
                let earlier = def.and_then(|d| {
                    moved_keys
                        .iter()
                        .find(|(op, k, e)| {
                            *op == opcode && *k == key && mf.vreg_class(*e) == mf.vreg_class(d)
                        })
                        .map(|e| (d, e.2))
                });
                if let Some((d, e)) = earlier.filter(|(d, _)| d.is_virtual()) {
                    repl[d.virt_reg_index() as usize] = e;
                    def_block[d.virt_reg_index() as usize] = pre.0;
                    if dead.len() <= i.0 as usize {
                        dead.resize(i.0 as usize + 1, false);
                    }
                    dead[i.0 as usize] = true;
                    merged += 1;
                    continue;
                }
                if budget > 0 {
                    budget -= 1;
                    if let Some(d) = def {
                        moved_keys.push((opcode, key, d));
                    }
                    for op in mf.operands(i) {
                        if let MachineOperand::Reg { reg, flags, .. } = op {
                            if flags.has(RegFlags::DEF) {
                                def_block[reg.virt_reg_index() as usize] = pre.0;
                            }
                        }
                    }
                    for op in mf.operands_mut(i) {
                        if let MachineOperand::Reg { flags, .. } = op {
                            flags.0 &= !RegFlags::KILL;
                        }
                    }
                    mf.instr_mut(i).parent = pre;
                    moved.push(i);
                } else {
                    keep.push(i);
                }
            }
            mf.block_mut(b).insts = keep;
        }
        for &b in &lp.blocks {
            member[b.0 as usize] = false;
        }
        if moved.is_empty() {
            continue;
        }
        hoisted += moved.len();
        let pre_insts = &mf.block(pre).insts;
        let pos = pre_insts
            .iter()
            .position(|&i| desc_of(tii, mf.instr(i).opcode).is_terminator())
            .unwrap_or(pre_insts.len());
        let mut insts = std::mem::take(&mut mf.block_mut(pre).insts);
        insts.splice(pos..pos, moved);
        mf.block_mut(pre).insts = insts;
    }
    if merged > 0 {
        crate::machine_cse::apply_replacements(mf, &repl, &dead);
    }
    hoisted + merged
}

/// Puts a new block on the edge `pred -> header` (the loop's only entry), so the loop has a
/// dedicated preheader: `pred`'s branches to `header` go to the new block, which branches to
/// `header`, and the header's PHIs take that input from the new block. Returns `None` (nothing
/// changed) when `pred` may fall through into `header`, or reaches it through a jump table or
/// a block address.
fn split_preheader(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    pred: MBBId,
    header: MBBId,
) -> Option<MBBId> {
    let last = *mf.block(pred).insts.last()?;
    if !desc_of(tii, mf.instr(last).opcode).has(instr_flags::BARRIER) {
        return None;
    }
    // An edge through a jump table or to an address-taken block is not a block operand of
    // `pred`'s branches: leave such loops alone.
    if mf.block(header).address_taken || mf.jump_tables.iter().any(|jt| jt.contains(&header)) {
        return None;
    }
    let name = format!("{}.preheader", mf.block(header).name);
    let pre = mf.add_block(name);
    // Lay it out just before the header (add_block appended it).
    mf.layout.pop();
    let at = mf
        .layout
        .iter()
        .position(|&b| b == header)
        .unwrap_or(mf.layout.len());
    mf.layout.insert(at, pre);
    let insts = mf.block(pred).insts.clone();
    for i in insts {
        if !desc_of(tii, mf.instr(i).opcode).is_terminator() {
            continue;
        }
        for op in mf.operands_mut(i) {
            if let MachineOperand::MBB(t) = op {
                if *t == header {
                    *t = pre;
                }
            }
        }
    }
    let hinsts = mf.block(header).insts.clone();
    for i in hinsts {
        if mf.instr(i).opcode != target_opcode::PHI {
            continue;
        }
        for op in mf.operands_mut(i) {
            if let MachineOperand::MBB(t) = op {
                if *t == pred {
                    *t = pre;
                }
            }
        }
    }
    tii.insert_unconditional_branch(mf, pre, header);
    // Keep the successor order of `pred` (the edge is replaced in place).
    for s in &mut mf.block_mut(pred).succs {
        if *s == header {
            *s = pre;
        }
    }
    for p in &mut mf.block_mut(header).preds {
        if *p == pred {
            *p = pre;
        }
    }
    mf.block_mut(pre).preds.push(pred);
    mf.block_mut(pre).succs.push(header);
    Some(pre)
}

/// Whether instruction `i` (in a block of the loop `member` marks) can move to the preheader:
/// it is free to move ([`crate::phi_input_sink::movable`]) and every virtual register it reads
/// is defined outside the loop.
fn is_invariant(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    i: MIId,
    member: &[bool],
    def_block: &[u32],
    constant_phys: &dyn Fn(Register) -> bool,
) -> bool {
    crate::phi_input_sink::movable(mf, tii, i, constant_phys)
        && mf.operands(i).iter().all(|op| match *op {
            MachineOperand::Reg { reg, flags, .. }
                if reg.is_virtual() && !flags.has(RegFlags::DEF) =>
            {
                def_block
                    .get(reg.virt_reg_index() as usize)
                    .is_some_and(|&db| db != u32::MAX && !member[db as usize])
            }
            _ => true,
        })
}
