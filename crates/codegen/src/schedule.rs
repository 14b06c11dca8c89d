//! Scheduling and the InstrEmitter: a selected DAG becomes a sequence of MachineInstrs with
//! virtual registers at the end of its machine block.
//!
//! In: a selected DAG (machine nodes plus the nodes [`crate::isel::is_emitter_handled`]
//! names), the target's instruction descriptions and register classes. Out: instructions
//! appended to the block. Glued nodes form one scheduling unit and stay together; a list
//! scheduler orders the units top-down: at -O0 in source order (IR order, then creation
//! order), above -O0 preferring units that end more live ranges than they start (a simple
//! register-pressure heuristic), with source order breaking ties. Everything runs in time
//! linear in the DAG (plus a heap).
//!
//! Emission: a machine node's first `num_defs` results get new virtual registers; its operands
//! become register uses, immediates, frame indices, globals, symbols, blocks, register masks
//! and, past the description's explicit operands, implicit physical-register uses. A
//! `CopyFromReg` of a virtual register is that register; of a physical one, a `COPY` into a
//! new virtual register. A `CopyToReg` is a `COPY`. `undef` is an `IMPLICIT_DEF`.

use std::collections::BinaryHeap;

use crate::builder::FunctionLoweringInfo;
use crate::machine::{MBBId, MachineFunction, MachineOperand, RegFlags};
use crate::selection_dag::isd;
use crate::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use crate::target::{desc_of, target_opcode, OperandKind, RegClassId, TargetInstrInfo};
use crate::target_lowering::TargetLoweringInfo;
use crate::value_types::EVT;
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// The schedule: nodes in emission order.
///
/// Units are linked lists of nodes (`next`), each unit's members in topological order. A
/// unit becomes ready when every operand edge into it from another unit has been released
/// (counted per operand slot: a unit is ready exactly when all its predecessor units have
/// been emitted). The ready heap holds one packed key per unit: the pressure priority above
/// the source-order key `(IR order, first node)`, inverted so that the max-heap pops the
/// smallest; the unit comes back from its first node.
pub fn schedule(dag: &mut SelectionDAG, opt_level: u8) -> Vec<NodeId> {
    if let Some(out) = schedule_in(dag, None, opt_level) {
        return out;
    }
    let topo = dag.take_topological_order();
    let out = schedule_in(dag, Some(&topo), opt_level).unwrap_or_default();
    dag.restore_topological_order(topo);
    out
}

/// [`schedule`] with the units built in `topo`, a topological order of the DAG, or (`None`)
/// in node order. Units only need each glued node placed after its glue operand, and every
/// node placed after the operands in its own unit, which node order gives unless some glue
/// operand comes later (a node re-pointed by selection): then `None`, and the caller passes
/// the topological order. Which order builds them changes only the units' numbering, which
/// the schedule does not depend on (ready units are taken by their keys).
fn schedule_in(dag: &SelectionDAG, topo: Option<&[NodeId]>, opt_level: u8) -> Option<Vec<NodeId>> {
    let cap = dag.node_capacity();
    let live = dag.num_nodes();
    const NONE: u32 = u32::MAX;
    // Units: a node glued to its glue operand joins that operand's unit.
    let mut unit = vec![NONE; cap];
    let mut next = vec![NONE; cap];
    let mut head: Vec<u32> = Vec::with_capacity(live);
    let mut tail: Vec<u32> = Vec::with_capacity(live);
    // Operand slots of a unit's members that name another unit's node, not yet released.
    let mut preds_left: Vec<u32> = Vec::with_capacity(live);
    let mut place = |n: NodeId| -> bool {
        let ops = dag.ops(n);
        let glue_in = ops.iter().find(|o| dag.vt(**o) == EVT::GLUE);
        let u = match glue_in {
            Some(g) => {
                let u = unit[g.node.0 as usize];
                if u == NONE {
                    return false;
                }
                next[tail[u as usize] as usize] = n.0;
                tail[u as usize] = n.0;
                u
            }
            None => {
                head.push(n.0);
                tail.push(n.0);
                preds_left.push(0);
                head.len() as u32 - 1
            }
        };
        unit[n.0 as usize] = u;
        // An operand not placed yet is in another unit: its own unit's members come before
        // it in node order, and `n` is no glue predecessor of its operand.
        let outside = ops.iter().filter(|o| unit[o.node.0 as usize] != u).count() as u32;
        preds_left[u as usize] += outside;
        true
    };
    match topo {
        Some(topo) => {
            for &n in topo {
                if !place(n) {
                    return None;
                }
            }
        }
        None => {
            for n in dag.all_nodes() {
                if !place(n) {
                    return None;
                }
            }
        }
    }
    let (head, next) = (&head, &next);
    let members = move |u: u32| {
        let mut n = head[u as usize];
        std::iter::from_fn(move || {
            (n != NONE).then(|| {
                let m = n;
                n = next[n as usize];
                NodeId(m)
            })
        })
    };
    // Register-pressure estimate per unit: values it ends (operands with one remaining
    // user unit) minus values it starts.
    let pressure = |u: u32| -> i32 {
        let mut starts = 0;
        let mut ends = 0;
        for n in members(u) {
            for (k, vt) in dag.value_types(n).iter().enumerate() {
                if *vt != EVT::OTHER && *vt != EVT::GLUE && dag.has_uses(SDValue::new(n, k as u32))
                {
                    starts += 1;
                }
            }
            for o in dag.ops(n) {
                if dag.vt(*o) != EVT::OTHER && dag.vt(*o) != EVT::GLUE && dag.has_one_use(*o) {
                    ends += 1;
                }
            }
        }
        ends - starts
    };
    // The heap key of a ready unit: higher priority first, then the smaller (IR order, first
    // node); every unit's first node differs, so keys never tie.
    let key = |u: u32| -> u128 {
        let prio = if opt_level == 0 { 0 } else { pressure(u) };
        let first = head[u as usize];
        let source = (dag.node(NodeId(first)).order as u64) << 32 | first as u64;
        ((prio as i64 as u64 ^ 1 << 63) as u128) << 64 | !source as u128
    };
    let unit_of_key = |k: u128| unit[(!(k as u64)) as u32 as usize];
    let mut heap: BinaryHeap<u128> = BinaryHeap::with_capacity(head.len());
    for (u, &pl) in preds_left.iter().enumerate() {
        if pl == 0 {
            heap.push(key(u as u32));
        }
    }
    let mut out = Vec::with_capacity(live);
    let root_unit = unit[dag.root().node.0 as usize];
    let mut deferred_root = false;
    while let Some(k) = heap.pop() {
        let u = unit_of_key(k);
        // The root's unit (the terminator) goes last.
        if u == root_unit && !heap.is_empty() {
            deferred_root = true;
            continue;
        }
        for n in members(u) {
            out.push(n);
            for user in dag.users(n) {
                let s = unit[user.0 as usize];
                if s != u {
                    preds_left[s as usize] -= 1;
                    if preds_left[s as usize] == 0 {
                        heap.push(key(s));
                    }
                }
            }
        }
        if heap.is_empty() && deferred_root {
            deferred_root = false;
            heap.push(key(root_unit));
        }
    }
    Some(out)
}

/// Emits the scheduled DAG into `mbb`.
pub fn emit_block(
    dag: &SelectionDAG,
    order: &[NodeId],
    mf: &mut MachineFunction,
    mbb: MBBId,
    tii: &dyn TargetInstrInfo,
    tli: &TargetLoweringInfo,
) -> Result<(), CodegenError> {
    let cap = dag.node_capacity();
    // Flat result-register table: offsets[node] .. + num_values.
    let mut offsets = vec![0u32; cap + 1];
    let mut total = 0u32;
    for (i, off) in offsets.iter_mut().enumerate().take(cap) {
        *off = total;
        if !dag.is_deleted(NodeId(i as u32)) {
            total += dag.value_types(NodeId(i as u32)).len() as u32;
        }
    }
    let mut regs = vec![Register::NONE; total as usize];
    let slot = |v: SDValue| (offsets[v.node.0 as usize] + v.res_no) as usize;
    let class_for = |vt: EVT| -> Result<RegClassId, CodegenError> {
        vt.simple()
            .and_then(|m| tli.value_class_for(m))
            .ok_or_else(|| CodegenError::new(format!("no register class for {}", vt.name())))
    };
    // One operand list for every instruction of the block (`push_instr` copies it).
    let mut mops: Vec<MachineOperand> = Vec::with_capacity(16);
    // At most about one instruction per scheduled node: the block's list need not regrow.
    mf.block_mut(mbb).insts.reserve(order.len());
    for &n in order {
        let op = dag.opcode(n);
        let ops = dag.ops(n);
        match op {
            isd::ENTRY_TOKEN | isd::TOKEN_FACTOR => {}
            isd::REGISTER
            | isd::REGISTER_MASK
            | isd::BASIC_BLOCK
            | isd::CONDCODE
            | isd::VALUETYPE => {}
            isd::TARGET_CONSTANT
            | isd::TARGET_CONSTANT_FP
            | isd::TARGET_GLOBAL_ADDRESS
            | isd::TARGET_EXTERNAL_SYMBOL
            | isd::TARGET_FRAME_INDEX
            | isd::TARGET_JUMP_TABLE
            | isd::TARGET_BLOCK_ADDRESS
            | isd::TARGET_CONSTANT_POOL => {}
            isd::COPY_FROM_REG => {
                let NodeData::Register(r) = dag.data(ops[1].node) else {
                    return Err(CodegenError::new("CopyFromReg without a register"));
                };
                let vt = dag.vt(SDValue::new(n, 0));
                let v = if r.is_virtual() {
                    r
                } else {
                    let v = mf.create_vreg(class_for(vt)?);
                    mf.push_instr(
                        mbb,
                        target_opcode::COPY,
                        &[MachineOperand::reg_def(v), MachineOperand::reg_use(r)],
                    );
                    v
                };
                regs[slot(SDValue::new(n, 0))] = v;
            }
            isd::COPY_TO_REG => {
                let NodeData::Register(r) = dag.data(ops[1].node) else {
                    return Err(CodegenError::new("CopyToReg without a register"));
                };
                let src = value_reg(dag, &regs, &slot, ops[2], mf, mbb, tli)?;
                if src != r {
                    mf.push_instr(
                        mbb,
                        target_opcode::COPY,
                        &[MachineOperand::reg_def(r), MachineOperand::reg_use(src)],
                    );
                }
            }
            isd::INLINEASM => crate::inline_asm::emit_node(dag, n, mf, mbb)?,
            isd::UNDEF => {
                let vt = dag.vt(SDValue::new(n, 0));
                if vt != EVT::OTHER {
                    let v = mf.create_vreg(class_for(vt)?);
                    mf.push_instr(
                        mbb,
                        target_opcode::IMPLICIT_DEF,
                        &[MachineOperand::reg_def(v)],
                    );
                    regs[slot(SDValue::new(n, 0))] = v;
                }
            }
            isd::MERGE_VALUES => {
                for (k, &o) in ops.iter().enumerate() {
                    if dag.vt(o) != EVT::OTHER && dag.vt(o) != EVT::GLUE {
                        let r = value_reg(dag, &regs, &slot, o, mf, mbb, tli)?;
                        regs[slot(SDValue::new(n, k as u32))] = r;
                    }
                }
            }
            _ if op.is_machine() => {
                let opc = op.machine_opcode().expect("invariant: machine opcode");
                let desc = desc_of(tii, opc);
                mops.clear();
                let vts = dag.value_types(n);
                for k in 0..desc.num_defs as usize {
                    let vt = vts.get(k).copied().ok_or_else(|| {
                        CodegenError::new(format!(
                            "{} has fewer results than definitions",
                            desc.name
                        ))
                    })?;
                    let rc = match desc.operands.get(k) {
                        Some(OperandKind::Reg(rc)) => RegClassId(*rc),
                        _ => class_for(vt)?,
                    };
                    let v = mf.create_vreg(rc);
                    regs[slot(SDValue::new(n, k as u32))] = v;
                    if desc.has(crate::target::instr_flags::EARLY_CLOBBER_DEFS) {
                        let fl = RegFlags::DEF | RegFlags::EARLY_CLOBBER;
                        mops.push(MachineOperand::reg(v, fl));
                    } else {
                        mops.push(MachineOperand::reg_def(v));
                    }
                }
                let nexplicit = desc.operands.len();
                for &o in ops {
                    let ovt = dag.vt(o);
                    if ovt == EVT::GLUE {
                        continue;
                    }
                    let explicit = mops.len() < nexplicit;
                    let mo = match (dag.opcode(o.node), dag.data(o.node)) {
                        (_, NodeData::Constant(c))
                            if dag.opcode(o.node) == isd::TARGET_CONSTANT =>
                        {
                            MachineOperand::Imm(c.get() as i64)
                        }
                        (isd::TARGET_CONSTANT_FP, NodeData::ConstantFP(b)) => {
                            MachineOperand::FPImm(b)
                        }
                        (
                            isd::TARGET_GLOBAL_ADDRESS,
                            NodeData::GlobalAddress {
                                global,
                                offset,
                                target_flags,
                            },
                        ) => MachineOperand::Global {
                            global,
                            offset,
                            flags: target_flags,
                        },
                        (isd::TARGET_EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, f)) => {
                            MachineOperand::Symbol {
                                name: s,
                                offset: 0,
                                flags: f,
                            }
                        }
                        (isd::TARGET_FRAME_INDEX | isd::FRAME_INDEX, NodeData::FrameIndex(fi)) => {
                            MachineOperand::FrameIndex(fi)
                        }
                        (isd::TARGET_JUMP_TABLE, NodeData::JumpTable(i, f)) => {
                            MachineOperand::JumpTable { index: i, flags: f }
                        }
                        (isd::TARGET_BLOCK_ADDRESS, NodeData::BlockAddress(func, block, f)) => {
                            MachineOperand::BlockAddress {
                                func,
                                block,
                                flags: f,
                            }
                        }
                        (isd::TARGET_CONSTANT_POOL, NodeData::ConstantPool(i, off, f)) => {
                            let e = dag.constant_pool.get(i as usize).ok_or_else(|| {
                                CodegenError::new(format!("constant-pool entry {i} does not exist"))
                            })?;
                            MachineOperand::ConstantPool {
                                index: mf.constant_pool_index(e),
                                offset: off,
                                flags: f,
                            }
                        }
                        (isd::BASIC_BLOCK, NodeData::BasicBlock(b)) => {
                            MachineOperand::MBB(MBBId(b))
                        }
                        (isd::REGISTER_MASK, NodeData::RegisterMask(m)) => {
                            MachineOperand::RegMask(m)
                        }
                        (isd::REGISTER, NodeData::Register(r)) => MachineOperand::reg(
                            r,
                            if explicit || r.is_virtual() {
                                0
                            } else {
                                RegFlags::IMPLICIT
                            },
                        ),
                        _ if ovt == EVT::OTHER => continue, // the chain
                        _ => {
                            MachineOperand::reg_use(value_reg(dag, &regs, &slot, o, mf, mbb, tli)?)
                        }
                    };
                    mops.push(mo);
                }
                for &r in desc.implicit_uses {
                    mops.push(MachineOperand::reg(Register(r as u32), RegFlags::IMPLICIT));
                }
                for &r in desc.implicit_defs {
                    mops.push(MachineOperand::reg(
                        Register(r as u32),
                        RegFlags::IMPLICIT | RegFlags::DEF,
                    ));
                }
                let mi = mf.push_instr(mbb, opc, &mops);
                if let NodeData::Mem(mmo) = dag.data(n) {
                    let m = dag.mem_operands[mmo.0 as usize];
                    mf.set_mem_operands(mi, &[m]);
                }
            }
            _ => {
                return Err(CodegenError::new(format!(
                    "node t{} ({:?}) was not selected before emission",
                    n.0, op
                )))
            }
        }
    }
    Ok(())
}

fn value_reg(
    dag: &SelectionDAG,
    regs: &[Register],
    slot: &dyn Fn(SDValue) -> usize,
    v: SDValue,
    _mf: &mut MachineFunction,
    _mbb: MBBId,
    _tli: &TargetLoweringInfo,
) -> Result<Register, CodegenError> {
    let r = regs[slot(v)];
    if r == Register::NONE {
        return Err(CodegenError::new(format!(
            "value t{}:{} ({:?}) has no register when used (not selected, or scheduled after its use)",
            v.node.0,
            v.res_no,
            dag.opcode(v.node)
        )));
    }
    Ok(r)
}

/// Puts a machine `PHI` for every IR phi (each register part) at the top of its block, with
/// one (register, block) pair per machine predecessor.
pub fn insert_phis(
    mf: &mut MachineFunction,
    fli: &FunctionLoweringInfo,
) -> Result<(), CodegenError> {
    let mut per_block: Vec<Vec<crate::machine::MIId>> = vec![Vec::new(); mf.blocks.len()];
    for phi in &fli.phis {
        let preds = mf.block(phi.mbb).preds.clone();
        for part in 0..phi.num_regs {
            let mut ops = Vec::with_capacity(1 + 2 * preds.len());
            ops.push(MachineOperand::reg_def(Register(phi.dst.0 + part)));
            for &p in &preds {
                let ir = fli.mbb_ir_block[p.0 as usize];
                let Some(r) = phi.incoming_reg(ir) else {
                    return Err(CodegenError::new(format!(
                        "phi in %bb.{} has no value for %bb.{}",
                        phi.mbb.0, p.0
                    )));
                };
                ops.push(MachineOperand::reg_use(Register(r.0 + part)));
                ops.push(MachineOperand::MBB(p));
            }
            let i = mf.create_instr(phi.mbb, target_opcode::PHI, &ops);
            per_block[phi.mbb.0 as usize].push(i);
        }
    }
    for (b, mut phis) in per_block.into_iter().enumerate() {
        if phis.is_empty() {
            continue;
        }
        let blk = mf.block_mut(MBBId(b as u32));
        phis.append(&mut blk.insts);
        blk.insts = phis;
    }
    Ok(())
}
