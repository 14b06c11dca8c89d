//! RISC-V instruction selection (LLVM's `RISCVISelDAGToDAG`): the matcher table generated
//! from the patterns in `td/RISCVInstrInfo*.td` by kiln's `-gen-dag-isel`, one per hardware
//! mode (`RISCVGenDAGISel.rs` for RV64, `RISCVGenDAGISel32.rs` for RV32; the subtarget's XLEN
//! picks one and its extensions answer the patterns' predicates) selects the integer, M, F, D and A operations, fences, loads and stores
//! through the `AddrRegImm` complex pattern, and frame addresses, under the patterns'
//! feature predicates. The `select` hook, tried first, keeps what patterns can't say, each
//! arm saying why: constants (their instruction sequence depends on the value, through
//! [`crate::mat_int`]; zero as `x0` where an instruction reads it), globals, jump tables,
//! block addresses and TLS sequences (relocation-model and symbol-dependent), branch, trap,
//! call-frame, call and return pseudos (codegen pseudos numbered after the MC opcodes, so no
//! pattern names them), sign-extended i1 loads and i1 stores, `sext_inreg` from odd widths.
//!
//! In: a legalized DAG (i64 the only integer type). Out: the same DAG with machine nodes
//! whose operands are the MC instruction's operands in order, then chain, then glue.

use crate::instr_info::{pseudo, x};
use crate::isel_lowering::riscvisd;
use crate::mc::tables::opcodes as op;
use crate::subtarget::tables::FeatureGetters;
use kiln_codegen::isel::{morph_chained, read_zero_from_register, MatcherTable, TargetIsel};
use kiln_codegen::selection_dag::isd::{self, Opcode};
use kiln_codegen::selection_dag::{NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_target::FeatureSet;

const I64: EVT = EVT::Simple(MVT::i64);

/// The generated RV64 matcher table (hardware mode RV64: XLenVT = i64) and the predicates,
/// complex patterns and transforms its programs call by index.
mod generated {
    use super::*;
    use crate::mc::tables::opcodes;
    use crate::register_info::regs;
    include!(concat!(env!("OUT_DIR"), "/RISCVGenDAGISel.rs"));
}

/// The generated RV32 matcher table (the default hardware mode: XLenVT = i32), from the same
/// patterns, with its predicates, complex patterns and transforms.
mod generated32 {
    use super::*;
    use crate::mc::tables::opcodes;
    use crate::register_info::regs;
    include!(concat!(env!("OUT_DIR"), "/RISCVGenDAGISel32.rs"));
}

/// Calls the function `$f` of the generated table of `$st`'s XLEN with `$args`.
macro_rules! by_xlen {
    ($st:expr, $f:ident($($args:expr),*)) => {
        if $st.is_rv64() {
            generated::$f($($args),*)
        } else {
            generated32::$f($($args),*)
        }
    };
}

/// What the patterns' `Predicates` are checked on (their `CondString`s call the generated
/// [`FeatureGetters`]): the subtarget's features.
type Subtarget = FeatureSet;

/// The RISC-V instruction selector.
#[derive(Debug)]
pub struct RiscvIsel {
    /// Under `-relocation-model=pic`: per module global, whether its address is loaded from
    /// the GOT (it may be preempted: neither `dso_local` nor local); empty for static code.
    got: Vec<bool>,
    /// Position-independent code (external symbols through the GOT too).
    pic: bool,
    /// The features the patterns' predicates read.
    st: FeatureSet,
}

impl RiscvIsel {
    /// The selector for `m`'s functions on subtarget `st` (its XLEN picks the RV32 or RV64
    /// table, its extensions the patterns' predicates); `pic` for `-relocation-model=pic`.
    pub fn for_module(
        m: &kiln_ir::Module,
        pic: bool,
        st: &crate::subtarget::RiscvSubtarget,
    ) -> RiscvIsel {
        let got = kiln_codegen::isel::preemptible_globals(m, pic);
        RiscvIsel {
            got,
            pic,
            st: st.features(),
        }
    }
}

fn simm12(v: i128) -> bool {
    (-2048..2048).contains(&v)
}

fn m(opc: u16) -> Opcode {
    Opcode::machine(opc as u32)
}

fn zero(dag: &mut SelectionDAG, xl: EVT) -> SDValue {
    dag.get_register(x(0), xl)
}

fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I64)
}

fn node(dag: &mut SelectionDAG, opc: u16, ops: &[SDValue], xl: EVT) -> SDValue {
    dag.get(m(opc), xl, ops)
}

/// The instructions materializing `v` in an XLEN (`xl`) register (LLVM's `selectImm`; on
/// RV32 `v` is taken as 32 bits).
pub fn materialize(dag: &mut SelectionDAG, v: i64, xl: EVT) -> SDValue {
    use crate::mat_int::{Materialization, Op};
    let rv64 = xl == I64;
    let v = if rv64 { v } else { v as i32 as i64 };
    // Most constants: `select_imm` gives one `addi x0, v` for every 12-bit value. The same
    // nodes, in the same order, without building the sequence.
    if simm12(v as i128) {
        let cur = zero(dag, xl);
        let i = tc(dag, v as i128);
        return node(dag, op::ADDI, &[cur, i], xl);
    }
    let (seq, lo_hi) = if rv64 {
        match crate::mat_int::select_imm(v) {
            Materialization::Seq(s) => (s, false),
            Materialization::LoPlusShiftedLo(s) => (s, true),
        }
    } else {
        (crate::mat_int::generate(v, false), false)
    };
    let mut cur = zero(dag, xl);
    for (o, imm) in seq {
        let i = tc(dag, imm as i128);
        cur = match o {
            Op::Lui => node(dag, op::LUI, &[i], xl),
            Op::Addi => node(dag, op::ADDI, &[cur, i], xl),
            Op::Addiw => node(dag, op::ADDIW, &[cur, i], xl),
            Op::Slli => node(dag, op::SLLI, &[cur, i], xl),
            Op::Srli => node(dag, op::SRLI, &[cur, i], xl),
            Op::Xori => node(dag, op::XORI, &[cur, i], xl),
        };
    }
    if lo_hi {
        let k = tc(dag, 32);
        let sh = node(dag, op::SLLI, &[cur, k], xl);
        cur = node(dag, op::ADD, &[cur, sh], xl);
    }
    cur
}

/// The longest instruction sequence a constant is built with before a constant-pool load
/// (auipc + ld) wins: LLVM's `RISCVSubtarget::getMaxBuildIntsCost` (the load latency + 1 of
/// the generic scheduling model; llc-22 builds five-instruction constants and loads six).
pub const MAX_BUILD_INTS_COST: usize = 5;

/// How many instructions [`materialize`] uses for `v`.
pub fn build_cost(v: i64) -> usize {
    if simm12(v as i128) {
        // One `addi` (see `materialize`).
        return 1;
    }
    match crate::mat_int::select_imm(v) {
        crate::mat_int::Materialization::Seq(s) => s.len(),
        crate::mat_int::Materialization::LoPlusShiftedLo(s) => s.len() + 2,
    }
}

/// A base register (or target frame index) and a 12-bit offset for a memory access at `ptr`.
pub fn address(dag: &mut SelectionDAG, ptr: SDValue) -> (SDValue, SDValue) {
    let xl = dag.vt(ptr);
    if let NodeData::FrameIndex(fi) = dag.data(ptr.node) {
        let t = dag.get_frame_index(fi, xl, true);
        return (t, tc(dag, 0));
    }
    if dag.opcode(ptr.node) == isd::ADD {
        let (b, o) = (dag.op(ptr.node, 0), dag.op(ptr.node, 1));
        if let Some(c) = dag.const_value(o).filter(|c| simm12(*c)) {
            let b = match dag.data(b.node) {
                NodeData::FrameIndex(fi) => dag.get_frame_index(fi, xl, true),
                _ => b,
            };
            return (b, tc(dag, c));
        }
    }
    (ptr, tc(dag, 0))
}

/// The `AddrRegImm` complex pattern: `ptr` as base and 12-bit offset.
fn select_addr_reg_imm(
    dag: &mut SelectionDAG,
    _root: NodeId,
    ptr: SDValue,
) -> Option<Vec<SDValue>> {
    let (b, o) = address(dag, ptr);
    Some(vec![b, o])
}

/// Operand `v` as a register: constants materialized, zero as x0.
fn reg(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    match dag.const_value(v) {
        Some(0) => {
            let xl = dag.vt(v);
            zero(dag, xl)
        }
        _ => v,
    }
}

/// A thread-local address (LLVM's `lowerGlobalTLSAddress`): local-exec as `lui
/// %tprel_hi; add tp, %tprel_add; addi %tprel_lo`, initial-exec as `la.tls.ie; add tp`,
/// general- and local-dynamic as `la.tls.gd` (the argument of `__tls_get_addr`).
fn select_tls_address(
    dag: &mut SelectionDAG,
    n: NodeId,
    global: u32,
    offset: i64,
    model: u8,
    xl: EVT,
) -> bool {
    use crate::instr_info::mo_flags;
    use kiln_codegen::selection_dag::isd::tls_model;
    let tp = dag.get_register(x(4), xl);
    match model {
        tls_model::LOCAL_EXEC => {
            let hi = dag.get_global_address(global, xl, offset, true, mo_flags::TPREL_HI);
            let lui = node(dag, op::LUI, &[hi], xl);
            let add = dag.get_global_address(global, xl, offset, true, mo_flags::TPREL_ADD);
            let sum = node(dag, op::PseudoAddTPRel, &[lui, tp, add], xl);
            let lo = dag.get_global_address(global, xl, offset, true, mo_flags::TPREL_LO);
            dag.morph_node_to(n, m(op::ADDI), &[xl], &[sum, lo], NodeData::None);
            true
        }
        tls_model::INITIAL_EXEC => {
            let sym = dag.get_global_address(global, xl, 0, true, 0);
            let got = node(dag, op::PseudoLA_TLS_IE, &[sym], xl);
            if offset == 0 {
                dag.morph_node_to(n, m(op::ADD), &[xl], &[got, tp], NodeData::None);
            } else {
                let a = node(dag, op::ADD, &[got, tp], xl);
                let off = materialize(dag, offset, xl);
                dag.morph_node_to(n, m(op::ADD), &[xl], &[a, off], NodeData::None);
            }
            true
        }
        // The dynamic models: the address of the GOT pair for __tls_get_addr (the builder
        // emits the call); RISC-V has no separate local-dynamic sequence.
        _ => {
            let sym = dag.get_global_address(global, xl, offset, true, 0);
            dag.morph_node_to(n, m(op::PseudoLA_TLS_GD), &[xl], &[sym], NodeData::None);
            true
        }
    }
}

impl TargetIsel for RiscvIsel {
    fn matcher_table(&self) -> &MatcherTable {
        by_xlen!(self.st, matcher_table())
    }

    fn check_pattern_predicate(&self, k: u16) -> bool {
        by_xlen!(self.st, check_pattern_predicate(k, &self.st))
    }

    fn check_imm_predicate(&self, k: u16, v: i64) -> bool {
        by_xlen!(self.st, check_imm_predicate(k, v))
    }

    fn check_node_predicate(&self, k: u16, dag: &SelectionDAG, n: NodeId) -> bool {
        by_xlen!(self.st, check_node_predicate(k, dag, n))
    }

    fn select_complex_pattern(
        &self,
        k: u16,
        dag: &mut SelectionDAG,
        root: NodeId,
        v: SDValue,
    ) -> Option<Vec<SDValue>> {
        by_xlen!(self.st, select_complex_pattern(k, dag, root, v))
    }

    fn run_xform(&self, k: u16, dag: &mut SelectionDAG, v: SDValue) -> SDValue {
        by_xlen!(self.st, run_xform(k, dag, v))
    }

    fn select(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let rv64 = self.st.is_rv64();
        let xl = if rv64 { I64 } else { EVT::Simple(MVT::i32) };
        if let Some(done) = crate::isel_fp::select_fp_constant(dag, n, rv64) {
            return done;
        }
        let opc = dag.opcode(n);
        let ops = dag.ops_copy(n);
        let replace = |dag: &mut SelectionDAG, v: SDValue| {
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            true
        };
        match (opc, dag.data(n)) {
            (isd::CONSTANT, NodeData::Constant(c))
                if rv64 && build_cost(c.get() as i64) > MAX_BUILD_INTS_COST =>
            {
                // Cheaper to load (auipc + ld) than to build: a constant-pool entry.
                let e = kiln_codegen::machine::MachineConstantPoolEntry {
                    bytes: (c.get() as i64).to_le_bytes().to_vec(),
                    align: 8,
                };
                let t = dag.get_constant_pool_entry(e, I64, true, 0);
                dag.morph_node_to(n, m(op::PseudoLD), &[xl], &[t], NodeData::None);
                true
            }
            (isd::CONSTANT, NodeData::Constant(c)) => {
                // Zero read by selected instructions is x0 (users are selected first);
                // other users (CopyToReg) get it materialized like any constant.
                if c.get() == 0 && read_zero_from_register(dag, n, |dag| zero(dag, xl)) {
                    return true;
                }
                let v = materialize(dag, c.get() as i64, xl);
                replace(dag, v)
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. })
                if self.got.get(global as usize) == Some(&true) =>
            {
                // `la` under `.option pic`: auipc %got_pcrel_hi + ld, then the offset.
                let t = dag.get_global_address(global, xl, 0, true, 0);
                if offset == 0 {
                    dag.morph_node_to(n, m(op::PseudoLA), &[xl], &[t], NodeData::None);
                } else {
                    let a = node(dag, op::PseudoLA, &[t], xl);
                    let off = materialize(dag, offset, xl);
                    dag.morph_node_to(n, m(op::ADD), &[xl], &[a, off], NodeData::None);
                }
                true
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. }) => {
                let t = dag.get_global_address(global, xl, offset, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[xl], &[t], NodeData::None);
                true
            }
            (
                isd::GLOBAL_TLS_ADDRESS,
                NodeData::GlobalAddress {
                    global,
                    offset,
                    target_flags,
                },
            ) => select_tls_address(dag, n, global, offset, target_flags, xl),
            (isd::BLOCK_ADDRESS, NodeData::BlockAddress(func, block, _)) => {
                let t = dag.get_block_address(func, block, xl, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[xl], &[t], NodeData::None);
                true
            }
            (isd::JUMP_TABLE, NodeData::JumpTable(jt, _)) => {
                let t = dag.get_jump_table(jt, xl, true, 0);
                dag.morph_node_to(n, m(op::PseudoLLA), &[xl], &[t], NodeData::None);
                true
            }
            (isd::EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, _)) => {
                let t = dag.get_external_symbol(s, xl, true, 0);
                let o = if self.pic {
                    op::PseudoLA
                } else {
                    op::PseudoLLA
                };
                dag.morph_node_to(n, m(o), &[xl], &[t], NodeData::None);
                true
            }
            (isd::SIGN_EXTEND_INREG, _) => {
                // i1, i8, i16 and i32 are patterns; other widths shift up and back.
                let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                    return false;
                };
                let bits = from.size_in_bits();
                if matches!(bits, 1 | 8 | 16 | 32) {
                    return false;
                }
                let a = reg(dag, ops[0]);
                let s = tc(dag, xl.size_in_bits() as i128 - bits as i128);
                let l = node(dag, op::SLLI, &[a, s], xl);
                dag.morph_node_to(n, m(op::SRAI), &[xl], &[l, s], NodeData::None);
                true
            }
            // Branches, traps, call frames, calls and returns: codegen pseudos numbered after the
            // MC opcodes (no pattern names them), with the root's operands passed on.
            (isd::BR, _) => morph_chained(dag, n, pseudo::J, 1),
            (isd::BRIND, _) => morph_chained(dag, n, pseudo::BRIND, 1),
            (isd::TRAP, _) => morph_chained(dag, n, pseudo::TRAP, 1),
            (isd::DEBUGTRAP, _) => morph_chained(dag, n, op::EBREAK as u32, 1),
            (isd::CALLSEQ_START, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKDOWN, 1),
            (isd::CALLSEQ_END, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKUP, 1),
            (o, _) if o == riscvisd::RET_GLUE => morph_chained(dag, n, pseudo::RET, 1),
            (o, _) if o == riscvisd::ABOVE_CALL_FRAME => {
                let ops = dag.ops_copy(n);
                let vts = dag.value_types(n).to_vec();
                dag.morph_node_to(
                    n,
                    Opcode::machine(pseudo::ABOVE_CALL_FRAME),
                    &vts,
                    &ops,
                    NodeData::None,
                );
                true
            }
            (o, _) if o == riscvisd::TAIL || o == riscvisd::CALL => {
                // Direct calls name a symbol; indirect ones a register.
                let direct = matches!(
                    dag.opcode(ops[1].node),
                    isd::TARGET_GLOBAL_ADDRESS | isd::TARGET_EXTERNAL_SYMBOL
                );
                let opc = match (o == riscvisd::TAIL, direct) {
                    (true, true) => pseudo::TAIL,
                    (true, false) => pseudo::TAIL_INDIRECT,
                    (false, true) => op::PseudoCALL as u32,
                    (false, false) => pseudo::CALL_INDIRECT,
                };
                morph_chained(dag, n, opc, 1)
            }
            _ => false,
        }
    }
}
