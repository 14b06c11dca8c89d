//! RISC-V instruction selection (LLVM's `RISCVISelDAGToDAG`): the `select` hook that turns
//! every legal DAG node into RISC-V machine nodes — constants through [`crate::mat_int`],
//! frame indices and reg+imm12 addressing folded into loads, stores and `addi`, comparisons
//! into `slt`/`sltu`/`xori`/`sltiu`, conditional branches on a comparison into one
//! `beq`..`bgeu`, globals into `lla`, calls into `call`/`jalr`.
//!
//! In: a legalized DAG (i64 the only integer type). Out: the same DAG with machine nodes
//! whose operands are the MC instruction's operands in order, then chain, then glue.
//! The matcher table is empty for now: every node is selected here.

use crate::instr_info::{pseudo, x};
use crate::isel_lowering::riscvisd;
use crate::mc::tables::opcodes as op;
use kiln_codegen::isel::{MatcherTable, TargetIsel};
use kiln_codegen::selection_dag::isd::{self, CondCode, LoadExtType, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};

const I64: EVT = EVT::Simple(MVT::i64);

static TABLE: MatcherTable = MatcherTable { by_opcode: &[] };

/// The RISC-V instruction selector.
#[derive(Debug, Default)]
pub struct RiscvIsel;

fn simm12(v: i128) -> bool {
    (-2048..2048).contains(&v)
}

fn m(opc: u16) -> Opcode {
    Opcode::machine(opc as u32)
}

fn zero(dag: &mut SelectionDAG) -> SDValue {
    dag.get_register(x(0), I64)
}

fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I64)
}

fn node(dag: &mut SelectionDAG, opc: u16, ops: &[SDValue]) -> SDValue {
    dag.get(m(opc), I64, ops)
}

/// The instructions materializing `v` (LLVM's `selectImm`).
pub fn materialize(dag: &mut SelectionDAG, v: i64) -> SDValue {
    use crate::mat_int::{Materialization, Op};
    let (seq, lo_hi) = match crate::mat_int::select_imm(v) {
        Materialization::Seq(s) => (s, false),
        Materialization::LoPlusShiftedLo(s) => (s, true),
    };
    let mut cur = zero(dag);
    for (o, imm) in seq {
        let i = tc(dag, imm as i128);
        cur = match o {
            Op::Lui => node(dag, op::LUI, &[i]),
            Op::Addi => node(dag, op::ADDI, &[cur, i]),
            Op::Addiw => node(dag, op::ADDIW, &[cur, i]),
            Op::Slli => node(dag, op::SLLI, &[cur, i]),
            Op::Srli => node(dag, op::SRLI, &[cur, i]),
            Op::Xori => node(dag, op::XORI, &[cur, i]),
        };
    }
    if lo_hi {
        let k = tc(dag, 32);
        let sh = node(dag, op::SLLI, &[cur, k]);
        cur = node(dag, op::ADD, &[cur, sh]);
    }
    cur
}

/// The longest instruction sequence a constant is built with before a constant-pool load
/// (auipc + ld) wins: LLVM's `RISCVSubtarget::getMaxBuildIntsCost` (the load latency + 1 of
/// the generic scheduling model; llc-22 builds five-instruction constants and loads six).
pub const MAX_BUILD_INTS_COST: usize = 5;

/// How many instructions [`materialize`] uses for `v`.
pub fn build_cost(v: i64) -> usize {
    match crate::mat_int::select_imm(v) {
        crate::mat_int::Materialization::Seq(s) => s.len(),
        crate::mat_int::Materialization::LoPlusShiftedLo(s) => s.len() + 2,
    }
}

/// A base register (or target frame index) and a 12-bit offset for a memory access at `ptr`.
fn address(dag: &mut SelectionDAG, ptr: SDValue) -> (SDValue, SDValue) {
    if let NodeData::FrameIndex(fi) = dag.data(ptr.node) {
        let t = dag.get_frame_index(fi, I64, true);
        return (t, tc(dag, 0));
    }
    if dag.opcode(ptr.node) == isd::ADD {
        let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
        if let Some(c) = dag.const_value(o).filter(|c| simm12(*c)) {
            let b = match dag.data(b.node) {
                NodeData::FrameIndex(fi) => dag.get_frame_index(fi, I64, true),
                _ => b,
            };
            return (b, tc(dag, c));
        }
    }
    (ptr, tc(dag, 0))
}

/// `a cc b` as a 0/1 value.
fn setcc(dag: &mut SelectionDAG, a: SDValue, b: SDValue, cc: CondCode) -> Option<SDValue> {
    use CondCode::*;
    let bc = dag.const_value(b);
    let lt = |dag: &mut SelectionDAG, a: SDValue, b: SDValue, unsigned: bool| -> SDValue {
        match dag.const_value(b).filter(|&c| simm12(c)) {
            Some(c) => {
                let i = tc(dag, c);
                node(dag, if unsigned { op::SLTIU } else { op::SLTI }, &[a, i])
            }
            None => node(dag, if unsigned { op::SLTU } else { op::SLT }, &[a, b]),
        }
    };
    let not = |dag: &mut SelectionDAG, v: SDValue| {
        let one = tc(dag, 1);
        node(dag, op::XORI, &[v, one])
    };
    Some(match cc {
        SETLT => lt(dag, a, b, false),
        SETULT => lt(dag, a, b, true),
        SETGT => lt(dag, b, a, false),
        SETUGT => lt(dag, b, a, true),
        SETGE => {
            let v = lt(dag, a, b, false);
            not(dag, v)
        }
        SETUGE => {
            let v = lt(dag, a, b, true);
            not(dag, v)
        }
        SETLE => {
            let v = lt(dag, b, a, false);
            not(dag, v)
        }
        SETULE => {
            let v = lt(dag, b, a, true);
            not(dag, v)
        }
        SETEQ | SETNE => {
            let d = match bc {
                Some(0) => a,
                Some(c) if simm12(-c) && c != -2048 => {
                    let i = tc(dag, -c);
                    node(dag, op::ADDI, &[a, i])
                }
                _ => node(dag, op::XOR, &[a, b]),
            };
            if cc == SETEQ {
                let one = tc(dag, 1);
                node(dag, op::SLTIU, &[d, one])
            } else {
                let z = zero(dag);
                node(dag, op::SLTU, &[z, d])
            }
        }
        _ => return None,
    })
}

/// Operand `v` as a register: constants materialized, zero as x0.
fn reg(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    match dag.const_value(v) {
        Some(0) => zero(dag),
        _ => v,
    }
}

/// Byte pieces `(offset, size)` of an access of `bytes` bytes that no single RISC-V load or
/// store covers (3, 5, 6, 7 bytes), low to high.
fn pieces(bytes: u64) -> Vec<(i64, u64)> {
    let mut v = Vec::with_capacity(3);
    let mut off = 0;
    for size in [4u64, 2, 1] {
        if bytes - off >= size {
            v.push((off as i64, size));
            off += size;
        }
    }
    v
}

/// `base + imm + extra` as a base and a 12-bit offset.
fn offset_by(
    dag: &mut SelectionDAG,
    base: SDValue,
    imm: SDValue,
    extra: i64,
) -> (SDValue, SDValue) {
    let total = dag.const_value(imm).unwrap_or(0) + extra as i128;
    if simm12(total) {
        return (base, tc(dag, total));
    }
    let i = tc(dag, dag.const_value(imm).unwrap_or(0));
    let b = node(dag, op::ADDI, &[base, i]);
    let big = materialize(dag, extra);
    let b = node(dag, op::ADD, &[b, big]);
    (b, tc(dag, 0))
}

/// A load of an odd width (24, 40, 48, 56 bits) as several loads or-ed together.
fn split_load(
    dag: &mut SelectionDAG,
    n: NodeId,
    mmo: kiln_codegen::selection_dag::MemOperandId,
    signed: bool,
    bits: u32,
) -> bool {
    let ops = dag.ops(n).to_vec();
    let (base, imm) = address(dag, ops[1]);
    let ps = pieces(bits as u64 / 8);
    let mut chain = ops[0];
    let mut acc: Option<SDValue> = None;
    for (k, &(off, size)) in ps.iter().enumerate() {
        let last = k + 1 == ps.len();
        let opc = match (size, last && signed) {
            (4, false) => op::LWU,
            (4, true) => op::LW,
            (2, false) => op::LHU,
            (2, true) => op::LH,
            (_, false) => op::LBU,
            (_, true) => op::LB,
        };
        let (b, o) = offset_by(dag, base, imm, off);
        let l = dag.get_node_full(
            m(opc),
            &[I64, EVT::OTHER],
            &[b, o, chain],
            NodeData::Mem(mmo),
            Default::default(),
        );
        chain = SDValue::new(l.node, 1);
        let v = if off == 0 {
            SDValue::new(l.node, 0)
        } else {
            let sh = tc(dag, 8 * off as i128);
            node(dag, op::SLLI, &[SDValue::new(l.node, 0), sh])
        };
        acc = Some(match acc {
            None => v,
            Some(a) => node(dag, op::OR, &[a, v]),
        });
    }
    let Some(v) = acc else {
        return false;
    };
    dag.replace_all_uses_with(SDValue::new(n, 1), chain);
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
    true
}

/// A truncating store of an odd width as several stores of the value's pieces.
fn split_store(
    dag: &mut SelectionDAG,
    n: NodeId,
    mmo: kiln_codegen::selection_dag::MemOperandId,
    bits: u32,
) -> bool {
    let ops = dag.ops(n).to_vec();
    let (base, imm) = address(dag, ops[2]);
    let val = reg(dag, ops[1]);
    let mut chain = ops[0];
    for (off, size) in pieces(bits as u64 / 8) {
        let opc = match size {
            4 => op::SW,
            2 => op::SH,
            _ => op::SB,
        };
        let v = if off == 0 {
            val
        } else {
            let sh = tc(dag, 8 * off as i128);
            node(dag, op::SRLI, &[val, sh])
        };
        let (b, o) = offset_by(dag, base, imm, off);
        chain = dag.get_node_full(
            m(opc),
            &[EVT::OTHER],
            &[v, b, o, chain],
            NodeData::Mem(mmo),
            Default::default(),
        );
    }
    dag.replace_all_uses_with(SDValue::new(n, 0), chain);
    true
}

impl TargetIsel for RiscvIsel {
    fn matcher_table(&self) -> &MatcherTable {
        &TABLE
    }

    fn select(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let opc = dag.opcode(n);
        let ops = dag.ops(n).to_vec();
        let replace = |dag: &mut SelectionDAG, v: SDValue| {
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            true
        };
        let rr = |dag: &mut SelectionDAG, o: u16| {
            let a = reg(dag, ops[0]);
            let b = reg(dag, ops[1]);
            dag.morph_node_to(n, m(o), &[I64], &[a, b], NodeData::None);
            true
        };
        let ri = |dag: &mut SelectionDAG, o: u16, oi: u16, imm_ok: &dyn Fn(i128) -> bool| {
            if let Some(c) = dag.const_value(ops[1]).filter(|&c| imm_ok(c)) {
                let a = reg(dag, ops[0]);
                let i = tc(dag, c);
                dag.morph_node_to(n, m(oi), &[I64], &[a, i], NodeData::None);
                return true;
            }
            let a = reg(dag, ops[0]);
            let b = reg(dag, ops[1]);
            dag.morph_node_to(n, m(o), &[I64], &[a, b], NodeData::None);
            true
        };
        match (opc, dag.data(n)) {
            (isd::CONSTANT, NodeData::Constant(c))
                if build_cost(c.get() as i64) > MAX_BUILD_INTS_COST =>
            {
                // Cheaper to load (auipc + ld) than to build: a constant-pool entry.
                let e = kiln_codegen::machine::MachineConstantPoolEntry {
                    bytes: (c.get() as i64).to_le_bytes().to_vec(),
                    align: 8,
                };
                let t = dag.get_constant_pool_entry(e, I64, true, 0);
                dag.morph_node_to(n, m(op::PseudoLD), &[I64], &[t], NodeData::None);
                true
            }
            (isd::CONSTANT, NodeData::Constant(c)) => {
                let v = materialize(dag, c.get() as i64);
                replace(dag, v)
            }
            (isd::FRAME_INDEX, NodeData::FrameIndex(fi)) => {
                let t = dag.get_frame_index(fi, I64, true);
                let z = tc(dag, 0);
                dag.morph_node_to(n, m(op::ADDI), &[I64], &[t, z], NodeData::None);
                true
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. }) => {
                let t = dag.get_global_address(global, I64, offset, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[I64], &[t], NodeData::None);
                true
            }
            (isd::BLOCK_ADDRESS, NodeData::BlockAddress(func, block, _)) => {
                let t = dag.get_block_address(func, block, I64, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[I64], &[t], NodeData::None);
                true
            }
            (isd::JUMP_TABLE, NodeData::JumpTable(jt, _)) => {
                let t = dag.get_jump_table(jt, I64, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[I64], &[t], NodeData::None);
                true
            }
            (isd::EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, _)) => {
                let t = dag.get_external_symbol(s, I64, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[I64], &[t], NodeData::None);
                true
            }
            (isd::ADD, _) => {
                if let (NodeData::FrameIndex(fi), Some(c)) =
                    (dag.data(ops[0].node), dag.const_value(ops[1]))
                {
                    if simm12(c) {
                        let t = dag.get_frame_index(fi, I64, true);
                        let i = tc(dag, c);
                        dag.morph_node_to(n, m(op::ADDI), &[I64], &[t, i], NodeData::None);
                        return true;
                    }
                }
                ri(dag, op::ADD, op::ADDI, &simm12)
            }
            (isd::SUB, _) => {
                if let Some(c) = dag.const_value(ops[1]).filter(|&c| simm12(-c)) {
                    let a = reg(dag, ops[0]);
                    let i = tc(dag, -c);
                    dag.morph_node_to(n, m(op::ADDI), &[I64], &[a, i], NodeData::None);
                    return true;
                }
                rr(dag, op::SUB)
            }
            (isd::MUL, _) => rr(dag, op::MUL),
            (isd::MULHS, _) => rr(dag, op::MULH),
            (isd::MULHU, _) => rr(dag, op::MULHU),
            (isd::SDIV, _) => rr(dag, op::DIV),
            (isd::UDIV, _) => rr(dag, op::DIVU),
            (isd::SREM, _) => rr(dag, op::REM),
            (isd::UREM, _) => rr(dag, op::REMU),
            (isd::AND, _) => ri(dag, op::AND, op::ANDI, &simm12),
            (isd::OR, _) => ri(dag, op::OR, op::ORI, &simm12),
            (isd::XOR, _) => ri(dag, op::XOR, op::XORI, &simm12),
            (isd::SHL | isd::SRL | isd::SRA, _) => {
                let (o, oi) = match opc {
                    isd::SHL => (op::SLL, op::SLLI),
                    isd::SRL => (op::SRL, op::SRLI),
                    _ => (op::SRA, op::SRAI),
                };
                if let Some(c) = dag.const_value(ops[1]) {
                    let a = reg(dag, ops[0]);
                    let i = tc(dag, c & 63);
                    dag.morph_node_to(n, m(oi), &[I64], &[a, i], NodeData::None);
                    return true;
                }
                rr(dag, o)
            }
            (isd::SIGN_EXTEND_INREG, _) => {
                let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                    return false;
                };
                let bits = from.size_in_bits();
                let a = reg(dag, ops[0]);
                if bits == 32 {
                    let z = tc(dag, 0);
                    dag.morph_node_to(n, m(op::ADDIW), &[I64], &[a, z], NodeData::None);
                } else {
                    let s = tc(dag, 64 - bits as i128);
                    let l = node(dag, op::SLLI, &[a, s]);
                    dag.morph_node_to(n, m(op::SRAI), &[I64], &[l, s], NodeData::None);
                }
                true
            }
            (isd::SETCC, _) => {
                let NodeData::CondCode(cc) = dag.data(ops[2].node) else {
                    return false;
                };
                let a = reg(dag, ops[0]);
                match setcc(dag, a, ops[1], cc) {
                    Some(v) => replace(dag, v),
                    None => false,
                }
            }
            (isd::BR, _) => {
                dag.morph_node_to(
                    n,
                    Opcode::machine(pseudo::J),
                    &[EVT::OTHER],
                    &[ops[1], ops[0]],
                    NodeData::None,
                );
                true
            }
            (isd::BRIND, _) => {
                dag.morph_node_to(
                    n,
                    Opcode::machine(pseudo::BRIND),
                    &[EVT::OTHER],
                    &[ops[1], ops[0]],
                    NodeData::None,
                );
                true
            }
            (isd::BRCOND, _) => {
                let (chain, cond, bb) = (ops[0], ops[1], ops[2]);
                let mut sel = None;
                if dag.opcode(cond.node) == isd::SETCC && dag.has_one_use(cond) {
                    if let NodeData::CondCode(cc) = dag.data(dag.op(cond.node, 2).node) {
                        let a = dag.op(cond.node, 0);
                        let b = dag.op(cond.node, 1);
                        use CondCode::*;
                        let s = match cc {
                            SETEQ => Some((op::BEQ, a, b)),
                            SETNE => Some((op::BNE, a, b)),
                            SETLT => Some((op::BLT, a, b)),
                            SETGE => Some((op::BGE, a, b)),
                            SETGT => Some((op::BLT, b, a)),
                            SETLE => Some((op::BGE, b, a)),
                            SETULT => Some((op::BLTU, a, b)),
                            SETUGE => Some((op::BGEU, a, b)),
                            SETUGT => Some((op::BLTU, b, a)),
                            SETULE => Some((op::BGEU, b, a)),
                            _ => None,
                        };
                        sel = s;
                    }
                }
                let (o, a, b) = match sel {
                    Some((o, a, b)) => (o, reg(dag, a), reg(dag, b)),
                    None => {
                        let z = zero(dag);
                        (op::BNE, cond, z)
                    }
                };
                dag.morph_node_to(n, m(o), &[EVT::OTHER], &[a, b, bb, chain], NodeData::None);
                true
            }
            (
                isd::LOAD,
                NodeData::Load {
                    mmo, ext, mem_vt, ..
                },
            ) => {
                let signed = ext == LoadExtType::SextLoad;
                if signed && mem_vt.size_in_bits() == 1 {
                    // A sign-extended i1 is 0 or -1: load the byte and negate it.
                    let (b, o) = address(dag, ops[1]);
                    let l = dag.get_node_full(
                        m(op::LBU),
                        &[I64, EVT::OTHER],
                        &[b, o, ops[0]],
                        NodeData::Mem(mmo),
                        Default::default(),
                    );
                    let z = zero(dag);
                    let neg = node(dag, op::SUB, &[z, SDValue::new(l.node, 0)]);
                    dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
                    dag.replace_all_uses_with(SDValue::new(n, 0), neg);
                    return true;
                }
                let mc = match mem_vt.size_in_bits() {
                    8 if signed => op::LB,
                    1 | 8 => op::LBU,
                    16 if signed => op::LH,
                    16 => op::LHU,
                    32 if ext == LoadExtType::ZextLoad => op::LWU,
                    32 => op::LW,
                    64 => op::LD,
                    b if b % 8 == 0 && b < 64 => return split_load(dag, n, mmo, signed, b),
                    _ => return false,
                };
                let (b, o) = address(dag, ops[1]);
                dag.morph_node_to(
                    n,
                    m(mc),
                    &[I64, EVT::OTHER],
                    &[b, o, ops[0]],
                    NodeData::Mem(mmo),
                );
                true
            }
            (isd::STORE, NodeData::Store { mmo, mem_vt, .. }) => {
                let mc = match mem_vt.size_in_bits() {
                    1 | 8 => op::SB,
                    16 => op::SH,
                    32 => op::SW,
                    64 => op::SD,
                    b if b % 8 == 0 && b < 64 => return split_store(dag, n, mmo, b),
                    _ => return false,
                };
                let (b, o) = address(dag, ops[2]);
                let v = reg(dag, ops[1]);
                dag.morph_node_to(
                    n,
                    m(mc),
                    &[EVT::OTHER],
                    &[v, b, o, ops[0]],
                    NodeData::Mem(mmo),
                );
                true
            }
            (isd::CALLSEQ_START | isd::CALLSEQ_END, _) => {
                let p = if opc == isd::CALLSEQ_START {
                    pseudo::ADJCALLSTACKDOWN
                } else {
                    pseudo::ADJCALLSTACKUP
                };
                let vts = dag.value_types(n).to_vec();
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                v.insert(
                    v.len() - usize::from(dag.vt(*ops.last().unwrap()) == EVT::GLUE),
                    ops[0],
                );
                dag.morph_node_to(n, Opcode::machine(p), &vts, &v, NodeData::None);
                true
            }
            (isd::TRAP | isd::DEBUGTRAP, _) => {
                let o = if opc == isd::TRAP {
                    pseudo::TRAP
                } else {
                    op::EBREAK as u32
                };
                dag.morph_node_to(
                    n,
                    Opcode::machine(o),
                    &[EVT::OTHER],
                    &[ops[0]],
                    NodeData::None,
                );
                true
            }
            (o, _) if o == riscvisd::RET_GLUE => {
                let vts = dag.value_types(n).to_vec();
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                v.push(ops[0]);
                v.sort_by_key(|x| dag.vt(*x) == EVT::GLUE);
                dag.morph_node_to(n, Opcode::machine(pseudo::RET), &vts, &v, NodeData::None);
                true
            }
            (o, _) if o == riscvisd::TAIL => {
                let vts = dag.value_types(n).to_vec();
                let direct = matches!(
                    dag.opcode(ops[1].node),
                    isd::TARGET_GLOBAL_ADDRESS | isd::TARGET_EXTERNAL_SYMBOL
                );
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                let has_glue = dag.vt(*ops.last().unwrap()) == EVT::GLUE;
                v.insert(v.len() - usize::from(has_glue), ops[0]);
                let opc = if direct {
                    pseudo::TAIL
                } else {
                    pseudo::TAIL_INDIRECT
                };
                dag.morph_node_to(n, Opcode::machine(opc), &vts, &v, NodeData::None);
                true
            }
            (o, _) if o == riscvisd::CALL => {
                let vts = dag.value_types(n).to_vec();
                let callee = ops[1];
                let direct = matches!(
                    dag.opcode(callee.node),
                    isd::TARGET_GLOBAL_ADDRESS | isd::TARGET_EXTERNAL_SYMBOL
                );
                let mut v: Vec<SDValue> = ops[1..].to_vec();
                let has_glue = dag.vt(*ops.last().unwrap()) == EVT::GLUE;
                v.insert(v.len() - usize::from(has_glue), ops[0]);
                let opc = if direct {
                    op::PseudoCALL as u32
                } else {
                    pseudo::CALL_INDIRECT
                };
                dag.morph_node_to(n, Opcode::machine(opc), &vts, &v, NodeData::None);
                true
            }
            _ => false,
        }
    }
}
