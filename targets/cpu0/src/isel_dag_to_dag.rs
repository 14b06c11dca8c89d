//! Cpu0 instruction selection (LLVM's `Cpu0ISelDAGToDAG`): the matcher table kiln's
//! `-gen-dag-isel` generates from the patterns of `td/Cpu0InstrInfo.td` selects arithmetic,
//! logic, shifts, one-instruction constants, comparisons and branches (SLT/BEQ/BNE on
//! cpu032II, CMP and JEQ..JGE on cpu032I, by the patterns' predicates), loads and stores
//! through the `AddrRegImm` complex pattern, and frame addresses. The `select` hook, tried
//! first, keeps what patterns cannot say, each arm saying why: constants needing more than
//! one instruction (the sequence depends on the value: seed 000's Cpu0AnalyzeImmediate,
//! [`crate::analyze_immediate`]) and zero as `$zero`, symbol addresses (`lui %hi` +
//! `addiu %lo`), multiply-high, division and remainder (an instruction writing HI/LO glued
//! to the MFHI/MFLO that reads it), i1 stores and sign-extended i1 loads, loads and stores
//! below their alignment (as byte accesses: the simulator, like the hardware, faults on a
//! misaligned half or word), and the branch,
//! trap, call-frame, call and return pseudos (numbered after the MC opcodes).
//!
//! In: a legalized DAG (i32 the only integer type). Out: the same DAG with machine nodes
//! whose operands are the MC instruction's operands in order, then chain, then glue.

use crate::analyze_immediate::{analyze, ImmOp};
use crate::instr_info::pseudo;
use crate::isel_lowering::cpu0isd;
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use kiln_codegen::isel::{morph_chained, read_zero_from_register, MatcherTable, TargetIsel};
use kiln_codegen::selection_dag::isd::{self, LoadExtType, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};

const I32: EVT = EVT::Simple(MVT::i32);

/// Target flags of symbol operands: the relocation specifier the printer wraps them in.
pub mod mo_flags {
    /// `%hi(sym)`.
    pub const HI: u8 = 1;
    /// `%lo(sym)`.
    pub const LO: u8 = 2;
}

/// The generated matcher table and the predicates, complex patterns and transforms its
/// programs call by index.
mod generated {
    use super::*;
    use crate::mc::tables::opcodes;
    include!(concat!(env!("OUT_DIR"), "/Cpu0GenDAGISel.rs"));
}

/// What the patterns' `Predicates` are checked on (`st.has_slt()`): the subtarget.
type Subtarget = crate::subtarget::Cpu0Subtarget;

/// The Cpu0 instruction selector.
#[derive(Debug)]
pub struct Cpu0Isel {
    /// The subtarget: its features answer the patterns' predicates, its byte order is the
    /// order of split misaligned accesses.
    st: Subtarget,
}

impl Cpu0Isel {
    /// The selector for subtarget `st` (cpu032II has SLT and BEQ/BNE; the byte order).
    pub fn new(st: &Subtarget) -> Cpu0Isel {
        Cpu0Isel { st: st.clone() }
    }
}

fn m(opc: u16) -> Opcode {
    Opcode::machine(opc as u32)
}

fn zero(dag: &mut SelectionDAG) -> SDValue {
    dag.get_register(regs::ZERO, I32)
}

fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I32)
}

fn node(dag: &mut SelectionDAG, opc: u16, ops: &[SDValue]) -> SDValue {
    dag.get(m(opc), I32, ops)
}

/// The instructions building `v` (seed 000's `loadImmediate`, one node per instruction).
pub fn materialize(dag: &mut SelectionDAG, v: i32) -> SDValue {
    let mut cur = zero(dag);
    for i in analyze(v as i64 as u64, 32, false) {
        cur = match i.op {
            ImmOp::Addiu => {
                let k = tc(dag, i.imm as u16 as i16 as i128);
                node(dag, op::ADDiu, &[cur, k])
            }
            ImmOp::Ori => {
                let k = tc(dag, (i.imm & 0xffff) as i128);
                node(dag, op::ORi, &[cur, k])
            }
            ImmOp::Shl => {
                let k = tc(dag, i.imm as i128);
                node(dag, op::SHL, &[cur, k])
            }
            ImmOp::Lui => {
                let k = tc(dag, (i.imm & 0xffff) as i128);
                node(dag, op::LUi, &[k])
            }
        };
    }
    cur
}

fn simm16(v: i128) -> bool {
    (-32768..32768).contains(&v)
}

/// A base register (or target frame index) and an offset for an access of `bytes` bytes at
/// `ptr`, every byte's offset within 16 signed bits.
fn address_off(dag: &mut SelectionDAG, ptr: SDValue, bytes: i128) -> (SDValue, i128) {
    let fi_or = |dag: &mut SelectionDAG, b: SDValue| match dag.data(b.node) {
        NodeData::FrameIndex(fi) => dag.get_frame_index(fi, I32, true),
        _ => b,
    };
    if dag.opcode(ptr.node) == isd::ADD {
        let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
        if let Some(c) = dag
            .const_value(o)
            .filter(|c| simm16(*c) && simm16(*c + bytes - 1))
        {
            let b = fi_or(dag, b);
            return (b, c);
        }
    }
    let b = fi_or(dag, ptr);
    (b, 0)
}

/// A base register (or target frame index) and a 16-bit offset for an access at `ptr`.
fn address(dag: &mut SelectionDAG, ptr: SDValue) -> (SDValue, SDValue) {
    let (b, o) = address_off(dag, ptr, 1);
    (b, tc(dag, o))
}

/// The shift of byte `k` of a `bytes`-byte value in memory of the byte order `big`.
fn byte_shift(k: i128, bytes: i128, big: bool) -> i128 {
    8 * if big { bytes - 1 - k } else { k }
}

/// A load of `bytes` (2 or 4) bytes below their alignment as byte loads (Cpu0 faults on
/// misaligned halves and words): the bytes zero-extended, shifted into place and ORed, a
/// sign-extended half then shifted up and back.
fn unaligned_load(dag: &mut SelectionDAG, n: NodeId, bytes: i128, signed: bool, big: bool) {
    let ops = dag.ops_copy(n);
    let NodeData::Load { mmo, .. } = dag.data(n) else {
        return;
    };
    let (b, off) = address_off(dag, ops[1], bytes);
    let mut v: Option<SDValue> = None;
    let mut chains = Vec::new();
    for k in 0..bytes {
        let o = tc(dag, off + k);
        let l = dag.get_node_full(
            m(op::LBu),
            &[I32, EVT::OTHER],
            &[b, o, ops[0]],
            NodeData::Mem(mmo),
            Default::default(),
        );
        chains.push(SDValue::new(l.node, 1));
        let sh = byte_shift(k, bytes, big);
        let part = if sh == 0 {
            l
        } else {
            let s = tc(dag, sh);
            node(dag, op::SHL, &[l, s])
        };
        v = Some(match v {
            Some(x) => node(dag, op::OR, &[x, part]),
            None => part,
        });
    }
    let mut v = v.expect("invariant: at least one byte");
    if signed && bytes == 2 {
        let s = tc(dag, 16);
        let l = node(dag, op::SHL, &[v, s]);
        v = node(dag, op::SRA, &[l, s]);
    }
    let tf = dag.get_token_factor(&chains);
    dag.replace_all_uses_with(SDValue::new(n, 1), tf);
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
}

/// A store of `bytes` (2 or 4) bytes below their alignment as byte stores.
fn unaligned_store(dag: &mut SelectionDAG, n: NodeId, bytes: i128, big: bool) {
    let ops = dag.ops_copy(n);
    let NodeData::Store { mmo, .. } = dag.data(n) else {
        return;
    };
    let (b, off) = address_off(dag, ops[2], bytes);
    let val = reg(dag, ops[1]);
    let mut chains = Vec::new();
    for k in 0..bytes {
        let sh = byte_shift(k, bytes, big);
        let part = if sh == 0 {
            val
        } else {
            let s = tc(dag, sh);
            node(dag, op::SHR, &[val, s])
        };
        let o = tc(dag, off + k);
        let st = dag.get_node_full(
            m(op::SB),
            &[EVT::OTHER],
            &[part, b, o, ops[0]],
            NodeData::Mem(mmo),
            Default::default(),
        );
        chains.push(st);
    }
    let tf = dag.get_token_factor(&chains);
    dag.replace_all_uses_with(SDValue::new(n, 0), tf);
}

/// The bytes of a load or store of `mem_vt` when its memory operand is less aligned than
/// that (2 or 4), else `None`.
fn misaligned_bytes(dag: &SelectionDAG, n: NodeId, mem_vt: EVT) -> Option<i128> {
    let bytes = (mem_vt.size_in_bits() / 8) as u64;
    let align = dag.mem_operand(n)?.align;
    (matches!(bytes, 2 | 4) && align < bytes).then_some(bytes as i128)
}

/// The `AddrRegImm` complex pattern: `ptr` as base and 16-bit offset.
fn select_addr_reg_imm(
    dag: &mut SelectionDAG,
    _root: NodeId,
    ptr: SDValue,
) -> Option<Vec<SDValue>> {
    let (b, o) = address(dag, ptr);
    Some(vec![b, o])
}

/// Operand `v` as a register: zero as `$zero`.
fn reg(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    match dag.const_value(v) {
        Some(0) => zero(dag),
        _ => v,
    }
}

/// `lui %hi(sym); addiu %lo(sym)` for a symbol operand made by `sym(flags)`.
fn symbol_address(
    dag: &mut SelectionDAG,
    n: NodeId,
    sym: impl Fn(&mut SelectionDAG, u8) -> SDValue,
) -> bool {
    let hi = sym(dag, mo_flags::HI);
    let lui = node(dag, op::LUi, &[hi]);
    let lo = sym(dag, mo_flags::LO);
    dag.morph_node_to(n, m(op::ADDiu), &[I32], &[lui, lo], NodeData::None);
    true
}

/// `n` as `mf` (MFHI/MFLO) of `mul_div` (MULT/MULTu/DIV/DIVU) of its two operands: the
/// first writes HI and LO, the second reads one, glued so nothing comes between.
fn hi_lo(dag: &mut SelectionDAG, n: NodeId, mul_div: u16, mf: u16) -> bool {
    let ops = dag.ops_copy(n);
    let (a, b) = (reg(dag, ops[0]), reg(dag, ops[1]));
    let g = dag.get_node(m(mul_div), &[EVT::GLUE], &[a, b]);
    dag.morph_node_to(n, m(mf), &[I32], &[g], NodeData::None);
    true
}

impl TargetIsel for Cpu0Isel {
    fn matcher_table(&self) -> &MatcherTable {
        generated::matcher_table()
    }

    fn check_pattern_predicate(&self, k: u16) -> bool {
        generated::check_pattern_predicate(k, &self.st)
    }

    fn check_imm_predicate(&self, k: u16, v: i64) -> bool {
        generated::check_imm_predicate(k, v)
    }

    fn check_node_predicate(&self, k: u16, dag: &SelectionDAG, n: NodeId) -> bool {
        generated::check_node_predicate(k, dag, n)
    }

    fn select_complex_pattern(
        &self,
        k: u16,
        dag: &mut SelectionDAG,
        root: NodeId,
        v: SDValue,
    ) -> Option<Vec<SDValue>> {
        generated::select_complex_pattern(k, dag, root, v)
    }

    fn run_xform(&self, k: u16, dag: &mut SelectionDAG, v: SDValue) -> SDValue {
        generated::run_xform(k, dag, v)
    }

    fn select(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let opc = dag.opcode(n);
        let ops = dag.ops_copy(n);
        match (opc, dag.data(n)) {
            (isd::CONSTANT, NodeData::Constant(c)) => {
                let v = c.get() as i32;
                // Zero read by selected instructions is $zero; other users (CopyToReg) get
                // `addiu $r, $zero, 0`.
                if v == 0 && read_zero_from_register(dag, n, zero) {
                    return true;
                }
                if analyze(v as i64 as u64, 32, false).len() <= 1 {
                    // One instruction: the patterns (ADDiu, ORi, LUi).
                    return false;
                }
                let r = materialize(dag, v);
                dag.replace_all_uses_with(SDValue::new(n, 0), r);
                true
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. }) => {
                symbol_address(dag, n, |dag, f| {
                    dag.get_global_address(global, I32, offset, true, f)
                })
            }
            (isd::BLOCK_ADDRESS, NodeData::BlockAddress(func, block, _)) => {
                symbol_address(dag, n, |dag, f| {
                    dag.get_block_address(func, block, I32, true, f)
                })
            }
            (isd::JUMP_TABLE, NodeData::JumpTable(jt, _)) => {
                symbol_address(dag, n, |dag, f| dag.get_jump_table(jt, I32, true, f))
            }
            (isd::EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, _)) => {
                symbol_address(dag, n, |dag, f| dag.get_external_symbol(s, I32, true, f))
            }
            (isd::MULHS, _) => hi_lo(dag, n, op::MULT, op::MFHI),
            (isd::MULHU, _) => hi_lo(dag, n, op::MULTu, op::MFHI),
            (isd::SDIV, _) => hi_lo(dag, n, op::DIV, op::MFLO),
            (isd::UDIV, _) => hi_lo(dag, n, op::DIVU, op::MFLO),
            (isd::SREM, _) => hi_lo(dag, n, op::DIV, op::MFHI),
            (isd::UREM, _) => hi_lo(dag, n, op::DIVU, op::MFHI),
            (isd::SIGN_EXTEND_INREG, _) => {
                // i1, i8 and i16 are patterns; other widths shift up and back.
                let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                    return false;
                };
                let bits = from.size_in_bits();
                if matches!(bits, 1 | 8 | 16) || bits >= 32 {
                    return false;
                }
                let a = reg(dag, ops[0]);
                let s = tc(dag, 32 - bits as i128);
                let l = node(dag, op::SHL, &[a, s]);
                dag.morph_node_to(n, m(op::SRA), &[I32], &[l, s], NodeData::None);
                true
            }
            (isd::LOAD, NodeData::Load { ext, mem_vt, .. })
                if misaligned_bytes(dag, n, mem_vt).is_some() =>
            {
                let bytes = misaligned_bytes(dag, n, mem_vt).unwrap_or(4);
                unaligned_load(
                    dag,
                    n,
                    bytes,
                    ext == LoadExtType::SextLoad,
                    self.st.big_endian,
                );
                true
            }
            (isd::STORE, NodeData::Store { mem_vt, .. })
                if misaligned_bytes(dag, n, mem_vt).is_some() =>
            {
                let bytes = misaligned_bytes(dag, n, mem_vt).unwrap_or(4);
                unaligned_store(dag, n, bytes, self.st.big_endian);
                true
            }
            // Jumps, traps, call frames, calls and returns: the branch instruction, or codegen
            // pseudos numbered after the MC opcodes, with the root's operands passed on.
            (isd::BR, _) => morph_chained(dag, n, op::JMP as u32, 1),
            (isd::BRIND, _) => morph_chained(dag, n, pseudo::BRIND, 1),
            (isd::TRAP | isd::DEBUGTRAP, _) => morph_chained(dag, n, pseudo::TRAP, 1),
            (isd::CALLSEQ_START, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKDOWN, 1),
            (isd::CALLSEQ_END, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKUP, 1),
            (o, _) if o == cpu0isd::RET => morph_chained(dag, n, pseudo::RET, 1),
            (o, _) if o == cpu0isd::ABOVE_CALL_FRAME => {
                dag.morph_node_to(
                    n,
                    Opcode::machine(pseudo::ABOVE_CALL_FRAME),
                    &[I32],
                    &ops,
                    NodeData::None,
                );
                true
            }
            (o, _) if o == cpu0isd::TAIL_CALL || o == cpu0isd::JMP_LINK => {
                // Direct calls name a symbol; indirect ones a register.
                let direct = matches!(
                    dag.opcode(ops[1].node),
                    isd::TARGET_GLOBAL_ADDRESS | isd::TARGET_EXTERNAL_SYMBOL
                );
                let opc = match (o == cpu0isd::TAIL_CALL, direct) {
                    (true, true) => pseudo::TAIL,
                    (true, false) => pseudo::TAIL_INDIRECT,
                    (false, true) => op::JSUB as u32,
                    (false, false) => pseudo::CALL_INDIRECT,
                };
                morph_chained(dag, n, opc, 1)
            }
            _ => false,
        }
    }
}
