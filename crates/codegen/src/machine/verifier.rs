//! The machine verifier (`-verify-machineinstrs`): checks a [`MachineFunction`] against its
//! invariants and the target's instruction descriptions.
//!
//! In: a machine function and the target's `TargetInstrInfo`/`TargetRegisterInfo`. Out: `Ok`
//! or every problem found, each as LLVM words it (`*** Bad machine code: ... ***` with the
//! block and instruction).
//!
//! Checked: CFG edges mirror each other and name real blocks; each instruction is in one block
//! and knows it; explicit operand counts and kinds match the description (defs first);
//! terminators end their block and branch only to successors; frame indices, jump tables
//! and CFI records exist; virtual registers exist and, after allocation, none remain; in SSA
//! form each virtual register has one definition that dominates every use, and PHIs come first
//! in their block with one (value, predecessor) pair per predecessor.

use super::{MBBId, MachineFunction, MachineOperand, PrintContext, RegFlags};
use crate::target::{
    desc_of, instr_flags, target_opcode, OperandKind, TargetInstrInfo, TargetRegisterInfo,
};

/// Immediate dominators of the blocks reachable from the entry (`None` for unreachable blocks;
/// the entry is its own dominator), and the reverse post-order they were computed in
/// (Cooper, Harvey and Kennedy's iterative algorithm).
pub fn dominators(mf: &MachineFunction) -> (Vec<Option<MBBId>>, Vec<MBBId>) {
    let n = mf.blocks.len();
    let mut idom: Vec<Option<MBBId>> = vec![None; n];
    if n == 0 {
        return (idom, Vec::new());
    }
    let entry = mf.layout[0];
    // Post-order by iterative DFS.
    let mut post = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    let mut stack: Vec<(MBBId, usize)> = vec![(entry, 0)];
    visited[entry.0 as usize] = true;
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succs = &mf.block(b).succs;
        if *k < succs.len() {
            let s = succs[*k];
            *k += 1;
            if !visited[s.0 as usize] {
                visited[s.0 as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let mut po_num = vec![usize::MAX; n];
    for (i, b) in post.iter().enumerate() {
        po_num[b.0 as usize] = i;
    }
    let rpo: Vec<MBBId> = post.iter().rev().copied().collect();
    idom[entry.0 as usize] = Some(entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new: Option<MBBId> = None;
            for &p in &mf.block(b).preds {
                if idom[p.0 as usize].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while po_num[a.0 as usize] < po_num[c.0 as usize] {
                                a = idom[a.0 as usize]
                                    .expect("invariant: processed blocks have idoms");
                            }
                            while po_num[c.0 as usize] < po_num[a.0 as usize] {
                                c = idom[c.0 as usize]
                                    .expect("invariant: processed blocks have idoms");
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && idom[b.0 as usize] != new {
                idom[b.0 as usize] = new;
                changed = true;
            }
        }
    }
    (idom, rpo)
}

/// Whether `a` dominates `b` given immediate dominators.
pub fn dominates(idom: &[Option<MBBId>], a: MBBId, mut b: MBBId) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom[b.0 as usize] {
            Some(p) if p != b => b = p,
            _ => return false,
        }
    }
}

/// Verifies `mf`; `banner` names the pass after which it runs.
pub fn verify(
    mf: &MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    banner: &str,
) -> Result<(), Vec<String>> {
    let mut errs = Vec::new();
    let cx = PrintContext {
        tii,
        tri,
        globals: &[],
    };
    let nb = mf.blocks.len();
    let mk = |b: Option<MBBId>, i: Option<super::MIId>, msg: String| {
        let mut s = format!(
            "*** Bad machine code: {msg} *** (after {banner}, function {}",
            mf.name
        );
        if let Some(b) = b {
            s.push_str(&format!(", %bb.{}", b.0));
        }
        if let Some(i) = i {
            s.push_str(&format!(", instruction: {}", mf.print_instr(i, &cx)));
        }
        s.push(')');
        s
    };
    macro_rules! err {
        ($b:expr, $i:expr, $m:expr $(,)?) => {
            errs.push(mk($b, $i, $m))
        };
    }
    // CFG: every successor edge is a predecessor edge and the other way round (sorted edge
    // lists, so the check is linear in the number of edges up to a log).
    let mut pred_edges: Vec<(u32, u32)> = Vec::new();
    let mut succ_edges: Vec<(u32, u32)> = Vec::new();
    for (bi, blk) in mf.blocks.iter().enumerate() {
        for &p in &blk.preds {
            pred_edges.push((p.0, bi as u32));
        }
        for &s in &blk.succs {
            succ_edges.push((bi as u32, s.0));
        }
    }
    pred_edges.sort_unstable();
    succ_edges.sort_unstable();
    let edge_set = SortedEdges(&pred_edges);
    let succ_edge_set = SortedEdges(&succ_edges);
    for (bi, blk) in mf.blocks.iter().enumerate() {
        let b = MBBId(bi as u32);
        for &s in &blk.succs {
            if s.0 as usize >= nb {
                err!(
                    Some(b),
                    None,
                    format!("successor %bb.{} does not exist", s.0)
                );
            } else if !edge_set.contains(&(b.0, s.0)) {
                err!(
                    Some(b),
                    None,
                    format!("successor %bb.{} does not list it as a predecessor", s.0)
                );
            }
        }
        for &p in &blk.preds {
            if p.0 as usize >= nb {
                err!(
                    Some(b),
                    None,
                    format!("predecessor %bb.{} does not exist", p.0)
                );
            } else if !succ_edge_set.contains(&(p.0, b.0)) {
                err!(
                    Some(b),
                    None,
                    format!("predecessor %bb.{} does not list it as a successor", p.0)
                );
            }
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    let nv = mf.num_vregs();
    let mut def_block: Vec<Option<(MBBId, usize)>> = vec![None; nv];
    let mut seen = vec![false; mf.num_instr_ids()];
    // Pass 1: per-instruction checks and definitions.
    for &b in &mf.layout {
        let blk = mf.block(b);
        let mut seen_term = false;
        let mut seen_non_phi = false;
        for (pos, &i) in blk.insts.iter().enumerate() {
            if seen[i.0 as usize] {
                err!(Some(b), Some(i), "instruction appears twice".into());
                continue;
            }
            seen[i.0 as usize] = true;
            let mi = mf.instr(i);
            if mi.parent != b {
                err!(
                    Some(b),
                    Some(i),
                    format!("instruction's parent is %bb.{}", mi.parent.0)
                );
            }
            let desc = desc_of(tii, mi.opcode);
            let ops = mf.operands(i);
            if desc.is_terminator() {
                seen_term = true;
            } else if seen_term {
                err!(Some(b), Some(i), "non-terminator after a terminator".into());
            }
            if mi.opcode == target_opcode::PHI {
                if !mf.is_ssa {
                    err!(Some(b), Some(i), "PHI after leaving SSA form".into());
                }
                if seen_non_phi {
                    err!(Some(b), Some(i), "PHI after a non-PHI instruction".into());
                }
                let pairs = &ops[1.min(ops.len())..];
                if !pairs.len().is_multiple_of(2) || pairs.len() / 2 != blk.preds.len() {
                    err!(
                        Some(b),
                        Some(i),
                        "PHI needs one (value, block) pair per predecessor".into()
                    );
                } else {
                    for pr in pairs.chunks(2) {
                        match pr[1] {
                            MachineOperand::MBB(p) if edge_set.contains(&(p.0, b.0)) => {}
                            _ => err!(
                                Some(b),
                                Some(i),
                                "PHI operand is not a predecessor block".into()
                            ),
                        }
                    }
                }
            } else {
                seen_non_phi = true;
            }
            // Explicit operands against the description.
            let explicit: Vec<&MachineOperand> = ops.iter().filter(|o| !o.is_implicit()).collect();
            let variadic = desc.has(instr_flags::VARIADIC);
            if (!variadic && explicit.len() != desc.operands.len())
                || (variadic && explicit.len() < desc.operands.len())
            {
                err!(
                    Some(b),
                    Some(i),
                    format!(
                        "{} explicit operands, the description has {}",
                        explicit.len(),
                        desc.operands.len()
                    ),
                );
            }
            for (k, op) in explicit.iter().enumerate() {
                let is_def_slot = k < desc.num_defs as usize;
                // An INLINEASM's definitions are among its operand groups.
                if is_def_slot != op.is_def()
                    && (k < desc.operands.len() || op.is_def())
                    && mi.opcode != target_opcode::INLINEASM
                {
                    err!(
                        Some(b),
                        Some(i),
                        format!(
                            "operand {k} should be {}",
                            if is_def_slot { "a definition" } else { "a use" }
                        ),
                    );
                }
                if let Some(kind) = desc.operands.get(k) {
                    match (kind, op) {
                        (OperandKind::Reg(rc), MachineOperand::Reg { reg, .. }) => {
                            if reg.is_physical()
                                && !tri.reg_class_contains(crate::target::RegClassId(*rc), *reg)
                            {
                                err!(
                                    Some(b),
                                    Some(i),
                                    format!("operand {k}: register not in its class")
                                );
                            }
                        }
                        (OperandKind::AnyReg, MachineOperand::Reg { .. }) => {}
                        (OperandKind::Reg(_) | OperandKind::AnyReg, _) => {
                            err!(
                                Some(b),
                                Some(i),
                                format!("operand {k} should be a register")
                            );
                        }
                        (OperandKind::Imm, MachineOperand::Reg { .. }) => {
                            err!(
                                Some(b),
                                Some(i),
                                format!("operand {k} should not be a register")
                            );
                        }
                        _ => {}
                    }
                }
            }
            for op in ops {
                match *op {
                    MachineOperand::Reg { reg, flags, .. } => {
                        if reg.is_virtual() {
                            let v = reg.virt_reg_index() as usize;
                            if !mf.has_vregs {
                                err!(
                                    Some(b),
                                    Some(i),
                                    format!("virtual register %{v} after register allocation")
                                );
                            } else if v >= nv {
                                err!(
                                    Some(b),
                                    Some(i),
                                    format!("virtual register %{v} does not exist")
                                );
                            } else if flags.has(RegFlags::DEF) && mf.is_ssa {
                                if def_block[v].is_some() {
                                    err!(
                                        Some(b),
                                        Some(i),
                                        format!("%{v} has more than one definition in SSA form")
                                    );
                                }
                                def_block[v] = Some((b, pos));
                            }
                        }
                    }
                    MachineOperand::MBB(t) => {
                        if t.0 as usize >= nb {
                            err!(Some(b), Some(i), format!("%bb.{} does not exist", t.0));
                        } else if desc.has(instr_flags::BRANCH) && !blk.succs.contains(&t) {
                            err!(
                                Some(b),
                                Some(i),
                                format!("branch to %bb.{}, which is not a successor", t.0)
                            );
                        }
                    }
                    MachineOperand::FrameIndex(fi) => {
                        if !mf.frame_info.is_valid_index(fi) {
                            err!(Some(b), Some(i), format!("frame index {fi} does not exist"));
                        }
                    }
                    MachineOperand::JumpTable { index, .. } => {
                        if index as usize >= mf.jump_tables.len() {
                            err!(
                                Some(b),
                                Some(i),
                                format!("jump table {index} does not exist")
                            );
                        }
                    }
                    MachineOperand::CFIIndex(c) => {
                        if c as usize >= mf.cfi.len() {
                            err!(Some(b), Some(i), format!("CFI record {c} does not exist"));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    // Pass 2: in SSA form, every use is dominated by its definition.
    if mf.is_ssa && mf.has_vregs && !mf.layout.is_empty() {
        let (idom, _) = dominators(mf);
        let dt = DomTree::new(&idom);
        for &b in &mf.layout {
            if idom[b.0 as usize].is_none() {
                continue; // unreachable code is not checked
            }
            for (pos, &i) in mf.block(b).insts.iter().enumerate() {
                let ops = mf.operands(i);
                let is_phi = mf.instr(i).opcode == target_opcode::PHI;
                for (k, op) in ops.iter().enumerate() {
                    let MachineOperand::Reg { reg, flags, .. } = *op else {
                        continue;
                    };
                    if !reg.is_virtual() || flags.has(RegFlags::DEF) || flags.has(RegFlags::UNDEF) {
                        continue;
                    }
                    let v = reg.virt_reg_index() as usize;
                    if v >= nv {
                        continue;
                    }
                    let Some((db, dpos)) = def_block[v] else {
                        err!(
                            Some(b),
                            Some(i),
                            format!("use of %{v}, which has no definition")
                        );
                        continue;
                    };
                    // A PHI's use happens at the end of the matching predecessor.
                    let (ub, upos) = if is_phi {
                        match ops.get(k + 1) {
                            Some(MachineOperand::MBB(p)) => (*p, usize::MAX),
                            _ => continue,
                        }
                    } else {
                        (b, pos)
                    };
                    let ok = if db == ub {
                        dpos < upos
                    } else {
                        dt.dominates(db, ub)
                    };
                    if !ok {
                        err!(
                            Some(b),
                            Some(i),
                            format!("%{v} is used where its definition does not dominate")
                        );
                    }
                }
            }
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs)
    }
}

/// A sorted edge list answering membership by binary search.
struct SortedEdges<'a>(&'a [(u32, u32)]);

impl SortedEdges<'_> {
    fn contains(&self, e: &(u32, u32)) -> bool {
        self.0.binary_search(e).is_ok()
    }
}

/// The dominator tree with DFS entry/exit numbers: `a` dominates `b` exactly when `b`'s
/// interval lies inside `a`'s, an O(1) question.
pub struct DomTree {
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    /// Numbers the tree given by immediate dominators (unreachable blocks get no interval).
    pub fn new(idom: &[Option<MBBId>]) -> DomTree {
        let n = idom.len();
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut roots = Vec::new();
        for (b, d) in idom.iter().enumerate() {
            match d {
                Some(p) if p.0 as usize != b => children[p.0 as usize].push(b as u32),
                Some(_) => roots.push(b as u32),
                None => {}
            }
        }
        let mut pre = vec![u32::MAX; n];
        let mut post = vec![0; n];
        let mut clock = 0u32;
        for r in roots {
            let mut stack: Vec<(u32, usize)> = vec![(r, 0)];
            pre[r as usize] = clock;
            clock += 1;
            while let Some(&mut (b, ref mut k)) = stack.last_mut() {
                if *k < children[b as usize].len() {
                    let c = children[b as usize][*k];
                    *k += 1;
                    pre[c as usize] = clock;
                    clock += 1;
                    stack.push((c, 0));
                } else {
                    post[b as usize] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        DomTree { pre, post }
    }

    /// Whether `a` dominates `b` (both reachable).
    pub fn dominates(&self, a: MBBId, b: MBBId) -> bool {
        let (a, b) = (a.0 as usize, b.0 as usize);
        self.pre[a] != u32::MAX
            && self.pre[b] != u32::MAX
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }
}
