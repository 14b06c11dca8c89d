//! x86-64 instruction selection (LLVM's `X86ISelDAGToDAG`): the matcher table generated
//! from the patterns in `td/X86InstrCompiler.td` by kiln's `-gen-dag-isel` selects the
//! two-address integer ALU, multiplies, shifts by an immediate, register extensions (a
//! zero extension that a 32-bit instruction gave for free included), bsf/bsr and the
//! SSE2/x87 arithmetic. The `select` hook, tried first, keeps what patterns can't say yet,
//! each arm saying why: loads folded into the ALU (`addq 8(%rdi), %rax`; the five-part
//! memory operand needs the selector's PIC and GOT facts, which the generated
//! complex-pattern calls, free functions of the DAG and the value, cannot reach), constants
//! (the move depends on the value: `movl` zero-extends, `movq` sign-extends 32
//! bits, `movabsq` the rest; never `xor`, which would clobber EFLAGS between a compare and
//! its user), addresses and memory accesses through the five-part memory operand (base,
//! scale, index, displacement, segment; frame indices and RIP-relative symbols as bases,
//! GOT loads for preemptible globals under PIC), EFLAGS users glued to a fresh compare
//! (`setcc`, `jcc`, `cmov`: the glue keeps the compare right before its user, so no
//! flag-clobbering instruction lands between them and EFLAGS is never copied; a branch on
//! a setcc through i1 promotion's `and`/`truncate` branches on the compare itself, and a
//! compare reads a single-use load in place when nothing touching memory is chained after
//! it), division and high multiplies through RDX:RAX (a quotient and remainder of the same
//! operands share one division), shifts by CL, sign extension in a register, branches,
//! calls (`@PLT` for symbols that may be preempted), returns and call frames, thread-local
//! addresses (local-exec and initial-exec). For code quality (issue 19), LLVM's
//! `matchAddress` (base + index * scale + displacement, recursively, symbols absolute under
//! the static model), `lea` for address arithmetic and for adds whose source stays live
//! (`leal` of i32 values through their 64-bit registers), stores of immediates, rotates
//! from `shl`/`srl`/`or` (a pattern would need the shifts' amounts at i32 and i64 as the
//! instruction's i64 immediate, which the generator's typing refuses), and extending loads
//! at -O0.
//!
//! In: a legalized DAG (i32 and i64 the integer types). Out: the same DAG with machine
//! nodes whose operands are the MC instruction's operands in order, then chain, then glue.

use crate::instr_info::{mo_flags, pseudo, COND};
use crate::isel_lowering::x86isd;
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use kiln_codegen::isel::{morph_chained, preemptible_globals, MatcherTable, TargetIsel};
use kiln_codegen::selection_dag::isd::{self, CondCode, LoadExtType, Opcode};
use kiln_codegen::selection_dag::{MemOperandId, NodeData, NodeId, SDValue, SelectionDAG};
use kiln_codegen::target::target_opcode;
use kiln_codegen::value_types::{EVT, MVT};
use kiln_mc::register_info::Register;

const I64: EVT = EVT::Simple(MVT::i64);
const I32: EVT = EVT::Simple(MVT::i32);
const I8: EVT = EVT::Simple(MVT::i8);

/// What the patterns' `Predicates` are checked on (none yet).
#[derive(Debug, Clone, Copy, Default)]
pub struct Subtarget;

/// The generated matcher table and the predicates, complex patterns and transforms its
/// programs call by index.
mod generated {
    use super::*;
    use crate::mc::tables::opcodes;
    use crate::register_info::{reg_class, sub_reg_idx};
    include!(concat!(env!("OUT_DIR"), "/X86GenDAGISel.rs"));
}

/// The x86-64 instruction selector.
#[derive(Debug, Default)]
pub struct X86Isel {
    /// Per module global: whether its address is loaded from the GOT (position-independent
    /// code and a global that may be preempted).
    got: Vec<bool>,
    /// Per module global: whether a call to it goes through the PLT (it may be preempted
    /// or is defined elsewhere).
    plt: Vec<bool>,
    /// Position-independent code: symbols are reached RIP-relative, never as absolute
    /// displacements.
    pic: bool,
}

impl X86Isel {
    /// The selector for `m`'s functions; `pic` for position-independent code.
    pub fn for_module(m: &kiln_ir::Module, pic: bool) -> X86Isel {
        X86Isel {
            got: preemptible_globals(m, pic),
            plt: preemptible_globals(m, true),
            pic,
        }
    }
}

pub(crate) fn m(opc: impl Into<u32>) -> Opcode {
    Opcode::machine(opc.into())
}

pub(crate) fn tc(dag: &mut SelectionDAG, v: i128) -> SDValue {
    dag.get_target_constant(v, I64)
}

fn node(dag: &mut SelectionDAG, opc: u16, vt: EVT, ops: &[SDValue]) -> SDValue {
    dag.get(m(opc), vt, ops)
}

pub(crate) fn no_reg(dag: &mut SelectionDAG) -> SDValue {
    dag.get_register(Register::NONE, I64)
}

fn is64(vt: EVT) -> bool {
    vt == I64
}

/// The i64 whose low half is `v32`, an i32 value whose instruction zeroed the upper half
/// (`SUBREG_TO_REG`: no instruction).
fn zero_extended(dag: &mut SelectionDAG, v32: SDValue) -> SDValue {
    let z = tc(dag, 0);
    let idx = tc(dag, crate::register_info::sub_reg_idx::sub_32bit as i128);
    dag.get(
        Opcode::machine(target_opcode::SUBREG_TO_REG),
        I64,
        &[z, v32, idx],
    )
}

/// Machine node `opc` with results `vts` that accesses memory operand `mmo`.
pub(crate) fn mem_node(
    dag: &mut SelectionDAG,
    opc: impl Into<u32>,
    vts: &[EVT],
    ops: &[SDValue],
    mmo: MemOperandId,
) -> SDValue {
    dag.get_node_full(m(opc), vts, ops, NodeData::Mem(mmo), Default::default())
}

/// The instructions materializing `v` as a value of type `vt` (i32 or i64).
pub fn materialize(dag: &mut SelectionDAG, v: i64, vt: EVT) -> SDValue {
    if !is64(vt) {
        let i = dag.get_target_constant(v as i32 as i128, I32);
        return node(dag, op::MOV32ri, I32, &[i]);
    }
    if (0..=u32::MAX as i64).contains(&v) {
        // movl zero-extends into the whole register.
        let i = dag.get_target_constant(v as u32 as i32 as i128, I32);
        let w = node(dag, op::MOV32ri, I32, &[i]);
        return zero_extended(dag, w);
    }
    let i = tc(dag, v as i128);
    if i32::try_from(v).is_ok() {
        node(dag, op::MOV64ri32, I64, &[i])
    } else {
        node(dag, op::MOV64ri, I64, &[i])
    }
}

/// An address being matched (LLVM's `X86ISelAddressMode`): base (a register or a frame
/// index), index times scale, and a displacement that may name a global.
#[derive(Clone, Copy)]
struct AddrMode {
    base: Option<SDValue>,
    fi: Option<i32>,
    index: Option<SDValue>,
    scale: i64,
    disp: i64,
    global: Option<(u32, i64)>,
    /// The global is reached RIP-relative (position-independent code): no base or index
    /// may join it.
    rip: bool,
}

impl AddrMode {
    const EMPTY: AddrMode = AddrMode {
        base: None,
        fi: None,
        index: None,
        scale: 1,
        disp: 0,
        global: None,
        rip: false,
    };

    fn base_free(&self) -> bool {
        self.base.is_none() && self.fi.is_none() && !self.rip
    }
}

/// Depth limit of [`match_addr`] (LLVM's is 5 as well).
const MAX_ADDR_DEPTH: u32 = 5;

/// Adds constant `c` to the displacement if the total (with the global's offset) fits the
/// signed 32-bit field.
fn add_disp(am: &mut AddrMode, c: i64) -> bool {
    let Some(d) = am.disp.checked_add(c) else {
        return false;
    };
    let total = d + am.global.map_or(0, |g| g.1);
    if i32::try_from(d).is_err() || i32::try_from(total).is_err() {
        return false;
    }
    am.disp = d;
    true
}

/// `v` as the base register, else as the index (scale 1); false when both are taken.
fn match_base(am: &mut AddrMode, v: SDValue) -> bool {
    if am.base_free() {
        am.base = Some(v);
        true
    } else if am.index.is_none() && !am.rip {
        am.index = Some(v);
        am.scale = 1;
        true
    } else {
        false
    }
}

/// Folds `v` into `am` (LLVM's `matchAddressRecursively`): constants into the
/// displacement, a non-GOT global as the displacement's symbol, a frame index as the base,
/// `shl x, 1..3` (and `mul x, 3/5/9`) as a scaled index, the operands of an `add`
/// recursively; anything else as the base or index register. On false `am` is unchanged.
fn match_addr(
    isel: &X86Isel,
    dag: &SelectionDAG,
    v: SDValue,
    am: &mut AddrMode,
    depth: u32,
) -> bool {
    if depth > MAX_ADDR_DEPTH {
        return match_base(am, v);
    }
    let opc = dag.opcode(v.node);
    if opc == isd::CONSTANT {
        if let Some(c) = dag.const_value(v) {
            let c = c as i64;
            let saved = *am;
            if add_disp(am, c) {
                return true;
            }
            *am = saved;
        }
        return match_base(am, v);
    }
    match (opc, dag.data(v.node)) {
        (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. })
            if am.global.is_none() && isel.got.get(global as usize) != Some(&true) =>
        {
            let rip = isel.pic;
            if rip && (am.base.is_some() || am.fi.is_some() || am.index.is_some()) {
                return match_base(am, v);
            }
            let total = am.disp.checked_add(offset);
            if total.is_some_and(|t| i32::try_from(t).is_ok()) {
                am.global = Some((global, offset));
                am.rip = rip;
                return true;
            }
            return match_base(am, v);
        }
        (isd::FRAME_INDEX, NodeData::FrameIndex(fi)) if am.base_free() => {
            am.fi = Some(fi);
            return true;
        }
        _ => {}
    }
    match opc {
        isd::ADD => {
            let (x, y) = (dag.op(v.node, 0), dag.op(v.node, 1));
            let saved = *am;
            for (a, b) in [(x, y), (y, x)] {
                if match_addr(isel, dag, a, am, depth + 1)
                    && match_addr(isel, dag, b, am, depth + 1)
                {
                    return true;
                }
                *am = saved;
            }
            // Both operands as registers.
            if am.base_free() && am.index.is_none() && dag.const_value(y).is_none() {
                am.base = Some(x);
                am.index = Some(y);
                am.scale = 1;
                return true;
            }
        }
        isd::SHL if am.index.is_none() && !am.rip => {
            if let Some(k) = dag
                .const_value(dag.op(v.node, 1))
                .filter(|k| (1..=3).contains(k))
            {
                let x = dag.op(v.node, 0);
                am.scale = 1 << k;
                // (x + c) << k: index x, displacement c << k.
                if dag.opcode(x.node) == isd::ADD {
                    if let Some(c) = dag.const_value(dag.op(x.node, 1)) {
                        let saved = *am;
                        if i64::try_from(c)
                            .ok()
                            .and_then(|c| c.checked_mul(1 << k))
                            .is_some_and(|d| add_disp(am, d))
                        {
                            am.index = Some(dag.op(x.node, 0));
                            return true;
                        }
                        *am = saved;
                    }
                }
                am.index = Some(x);
                return true;
            }
        }
        isd::MUL if am.base_free() && am.index.is_none() => {
            // x * 3, 5 or 9: base x plus index x scaled by 2, 4 or 8.
            if let Some(c) = dag
                .const_value(dag.op(v.node, 1))
                .filter(|c| matches!(c, 3 | 5 | 9))
            {
                let x = dag.op(v.node, 0);
                am.base = Some(x);
                am.index = Some(x);
                am.scale = c as i64 - 1;
                return true;
            }
        }
        _ => {}
    }
    match_base(am, v)
}

/// A memory reference `[base, scale, index, disp, segment]` for an access at `ptr` (LLVM's
/// `selectAddr`): base + index * scale + displacement, the displacement a constant or a
/// symbol plus one (absolute under the static model when a base or index joins it, else
/// RIP-relative), a frame index as the base.
pub(crate) fn address(isel: &X86Isel, dag: &mut SelectionDAG, ptr: SDValue) -> [SDValue; 5] {
    let mut am = AddrMode::EMPTY;
    if !match_addr(isel, dag, ptr, &mut am, 0) {
        am = AddrMode {
            base: Some(ptr),
            ..AddrMode::EMPTY
        };
    }
    address_operands(dag, am)
}

/// The five memory-reference operands of a matched address. Base and index may be i32
/// values, for a `leal` of 32-bit arithmetic (LLVM's `LEA64_32r`): they stay 32-bit
/// registers until allocation is done, then become the 64-bit registers they are views of
/// (the result's low half does not depend on the upper halves; see the post-RA expansion
/// in [`crate::instr_info`]).
fn address_operands(dag: &mut SelectionDAG, mut am: AddrMode) -> [SDValue; 5] {
    // An index alone at scale 1 is the base.
    if am.base.is_none() && am.fi.is_none() && am.scale == 1 {
        if let Some(i) = am.index.take() {
            am.base = Some(i);
        }
    }
    let none = no_reg(dag);
    let base = if let Some(fi) = am.fi {
        dag.get_frame_index(fi, I64, true)
    } else if let Some(b) = am.base {
        reg(dag, b)
    } else if am.global.is_some() && am.index.is_none() {
        // A symbol alone: RIP-relative (the shorter encoding, and position-independent).
        dag.get_register(regs::RIP, I64)
    } else {
        none
    };
    let index = match am.index {
        Some(i) => reg(dag, i),
        None => none,
    };
    let scale = tc(
        dag,
        if am.index.is_some() {
            am.scale as i128
        } else {
            1
        },
    );
    let d = match am.global {
        Some((g, off)) => dag.get_global_address(g, I64, off + am.disp, true, 0),
        None => tc(dag, am.disp as i128),
    };
    [base, scale, index, d, none]
}

/// The memory reference `d(%rip)`: a symbol, jump table or block reached RIP-relative.
pub(crate) fn rip_relative(dag: &mut SelectionDAG, d: SDValue) -> [SDValue; 5] {
    let rip = dag.get_register(regs::RIP, I64);
    let one = tc(dag, 1);
    let none = no_reg(dag);
    [rip, one, none, d, none]
}

/// The x86 condition number of an integer condition code (LLVM's `X86::CondCode`), or
/// `None` for a floating-point one.
fn x86_cond(cc: CondCode) -> Option<usize> {
    Some(match cc {
        CondCode::SETEQ => 4,
        CondCode::SETNE => 5,
        CondCode::SETLT => 12,
        CondCode::SETGE => 13,
        CondCode::SETLE => 14,
        CondCode::SETGT => 15,
        CondCode::SETULT => 2,
        CondCode::SETUGE => 3,
        CondCode::SETULE => 6,
        CondCode::SETUGT => 7,
        _ => return None,
    })
}

/// The condition with its operands swapped (`a < b` is `b > a`).
fn swapped(cc: usize) -> usize {
    match cc {
        12 => 15,
        15 => 12,
        13 => 14,
        14 => 13,
        2 => 7,
        7 => 2,
        3 => 6,
        6 => 3,
        c => c,
    }
}

/// A register operand for `v` (a constant operand is materialized: it was not selected,
/// being a new user's operand).
fn reg(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    match dag.const_value(v) {
        Some(c) if dag.opcode(v.node) == isd::CONSTANT => {
            let vt = dag.vt(v);
            materialize(dag, c as i64, vt)
        }
        _ => v,
    }
}

/// A plain load of `vt`'s width that a compare may read in place (`cmpl (%rdi), %eax`):
/// used only by the compare, and not an input of `other` (folding would make a cycle).
fn foldable_load(dag: &SelectionDAG, l: SDValue, vt: EVT, other: Option<SDValue>) -> bool {
    single_use_load(dag, l, vt).is_some()
        && other.is_none_or(|o| independent_of(dag, o, l.node))
        && nothing_ordered_after(dag, l.node)
}

/// The memory operand of `l` if it is a plain (not extending) load of `vt`'s width whose
/// value has one user, the instruction that would read it in place.
fn single_use_load(dag: &SelectionDAG, l: SDValue, vt: EVT) -> Option<MemOperandId> {
    if dag.opcode(l.node) != isd::LOAD || l.res_no != 0 || !dag.has_one_use(l) {
        return None;
    }
    match dag.data(l.node) {
        NodeData::Load {
            mmo,
            ext: LoadExtType::NonExtLoad,
            mem_vt,
            ..
        } if mem_vt == vt => Some(mmo),
        _ => None,
    }
}

/// Whether every node ordered after load `l` by its chain only collects chains or copies
/// registers (`TokenFactor`, `CopyToReg`, the block's branches): then the compare that
/// reads the load in place may take the load's input chain and go anywhere later (glued
/// to its flags user, which may be the terminator) without passing a memory access. A
/// bounded walk; `false` when it is too long to tell.
fn nothing_ordered_after(dag: &SelectionDAG, l: NodeId) -> bool {
    let mut stack = vec![SDValue::new(l, 1)];
    let mut seen = 0;
    while let Some(v) = stack.pop() {
        for (u, i) in dag.uses(v.node) {
            if dag.op(u, i) != v {
                continue;
            }
            seen += 1;
            if seen > 64 {
                return false;
            }
            match dag.opcode(u) {
                // The chain is their first result.
                isd::TOKEN_FACTOR | isd::COPY_TO_REG => stack.push(SDValue::new(u, 0)),
                isd::BRCOND | isd::BR => {}
                _ => return false,
            }
        }
    }
    true
}

/// A compare of `a` with `b` (EFLAGS as `a - b`), returning the glue its user takes and
/// the condition (swapped when the operands had to be). With `fold` (the compare is the
/// only reader of its operands' loads), a load operand is read in place: `cmp mem, reg`,
/// `cmp reg, mem`, `cmp $imm, mem` (the node takes over the load's chain).
fn compare(
    isel: &X86Isel,
    dag: &mut SelectionDAG,
    a: SDValue,
    b: SDValue,
    cc: usize,
    fold: bool,
) -> (SDValue, usize) {
    let vt = dag.vt(a);
    let wide = is64(vt);
    let (a, b, cc) = match (dag.const_value(a), dag.const_value(b)) {
        (Some(_), None) => (b, a, swapped(cc)),
        _ => (a, b, cc),
    };
    let imm = dag
        .const_value(b)
        .filter(|c| i32::try_from(*c).is_ok())
        .map(|c| c as i64);
    // The memory forms: the load's operand goes first (as the memory reference).
    let mem = |dag: &mut SelectionDAG,
               o: u16,
               l: SDValue,
               reg_op: Option<SDValue>,
               k: Option<SDValue>| {
        let NodeData::Load { mmo, .. } = dag.data(l.node) else {
            unreachable!("invariant: foldable_load checked a load");
        };
        let (chain, ptr) = (dag.op(l.node, 0), dag.op(l.node, 1));
        let mut v = Vec::with_capacity(7);
        v.extend(reg_op);
        v.extend(address(isel, dag, ptr));
        v.extend(k);
        v.push(chain);
        // After the load's input chain; nothing that touches memory was ordered after the
        // load (`foldable_load`), so the load leaves the chain.
        let r = mem_node(dag, o, &[EVT::GLUE], &v, mmo);
        dag.replace_all_uses_with(SDValue::new(l.node, 1), chain);
        SDValue::new(r.node, 0)
    };
    if fold && (vt == I32 || vt == I64) {
        match imm {
            Some(0) if cc == 4 || cc == 5 => {}
            Some(c) if foldable_load(dag, a, vt, None) => {
                let o = match (wide, (-128..128).contains(&c)) {
                    (true, true) => op::CMP64mi8,
                    (true, false) => op::CMP64mi32,
                    (false, true) => op::CMP32mi8,
                    (false, false) => op::CMP32mi,
                };
                let k = dag.get_target_constant(c as i128, vt);
                return (mem(dag, o, a, None, Some(k)), cc);
            }
            Some(_) => {}
            None => {
                let o = if wide { op::CMP64rm } else { op::CMP32rm };
                if foldable_load(dag, b, vt, Some(a)) {
                    let ra = reg(dag, a);
                    return (mem(dag, o, b, Some(ra), None), cc);
                }
                if foldable_load(dag, a, vt, Some(b)) {
                    let rb = reg(dag, b);
                    return (mem(dag, o, a, Some(rb), None), swapped(cc));
                }
            }
        }
    }
    let a = reg(dag, a);
    let cmp = match imm {
        Some(0) if cc == 4 || cc == 5 => {
            let o = if wide { op::TEST64rr } else { op::TEST32rr };
            dag.get_node(m(o), &[EVT::GLUE], &[a, a])
        }
        Some(c) => {
            let o = match (wide, (-128..128).contains(&c)) {
                (true, true) => op::CMP64ri8,
                (true, false) => op::CMP64ri32,
                (false, true) => op::CMP32ri8,
                (false, false) => op::CMP32ri,
            };
            let t = dag.get_target_constant(c as i128, vt);
            dag.get_node(m(o), &[EVT::GLUE], &[a, t])
        }
        None => {
            let b = reg(dag, b);
            let o = if wide { op::CMP64rr } else { op::CMP32rr };
            dag.get_node(m(o), &[EVT::GLUE], &[a, b])
        }
    };
    (cmp, cc)
}

/// The flags of condition value `c` (a `setcc` of integers: a fresh compare of its operands;
/// anything else: tested against zero) and the condition that holds when `c` is true.
pub(crate) fn flags_of(
    isel: &X86Isel,
    dag: &mut SelectionDAG,
    c: SDValue,
) -> Option<(SDValue, usize)> {
    // A setcc masked to its 0/1 (`and c, 1`), truncated or extended (as i1 promotion leaves
    // it: `and (truncate (setcc)), 1`) is the setcc: its value is 0 or 1 at every width.
    // `fold`: every node from the condition down to the setcc has this one user, so the
    // setcc's loads are read by this compare alone.
    let mut fold = dag.has_one_use(c);
    let c = {
        let mut s = c;
        loop {
            let o = dag.opcode(s.node);
            if matches!(o, isd::ZERO_EXTEND | isd::ANY_EXTEND | isd::TRUNCATE)
                || (o == isd::AND && dag.const_value(dag.op(s.node, 1)) == Some(1))
            {
                s = dag.op(s.node, 0);
                fold &= dag.has_one_use(s);
            } else {
                break;
            }
        }
        if dag.opcode(s.node) == isd::SETCC {
            s
        } else {
            c
        }
    };
    if dag.opcode(c.node) == isd::SETCC {
        let (a, b, k) = (dag.op(c.node, 0), dag.op(c.node, 1), dag.op(c.node, 2));
        if let NodeData::CondCode(cc) = dag.data(k.node) {
            if crate::isel_fp::is_fp(dag.vt(a)) || crate::isel_x87::is_x87(dag.vt(a)) {
                // The compare's 0/1 byte, tested.
                let v = crate::isel_fp::fp_setcc_byte(dag, a, b, cc)?;
                return Some((dag.get_node(m(op::TEST8rr), &[EVT::GLUE], &[v, v]), 5));
            }
            if let Some(x) = x86_cond(cc) {
                return Some(compare(isel, dag, a, b, x, fold));
            }
        }
        return None;
    }
    let c = reg(dag, c);
    let o = if is64(dag.vt(c)) {
        op::TEST64rr
    } else {
        op::TEST32rr
    };
    Some((dag.get_node(m(o), &[EVT::GLUE], &[c, c]), 5))
}

/// Whether `v` is 0 or 1: a setcc of integers or floats, perhaps extended, truncated or
/// masked with 1.
fn is_boolean(dag: &SelectionDAG, mut v: SDValue) -> bool {
    loop {
        let o = dag.opcode(v.node);
        if matches!(o, isd::ZERO_EXTEND | isd::TRUNCATE)
            || (o == isd::AND && dag.const_value(dag.op(v.node, 1)) == Some(1))
        {
            v = dag.op(v.node, 0);
        } else {
            return o == isd::SETCC && v.res_no == 0;
        }
    }
}

/// `or (shl x, c), (srl x, N - c)` as `rol $c, x` (LLVM's DAG combiner forms the rotate
/// node; kiln's builder expands `llvm.fshl`/`fshr` into the shifts, so the rotate is
/// recognized here).
fn select_rotate(dag: &mut SelectionDAG, n: NodeId) -> bool {
    let vt = dag.vt(SDValue::new(n, 0));
    let bits = if is64(vt) { 64 } else { 32 };
    let (a, b) = (dag.op(n, 0), dag.op(n, 1));
    for (l, r) in [(a, b), (b, a)] {
        if dag.opcode(l.node) != isd::SHL || dag.opcode(r.node) != isd::SRL {
            continue;
        }
        let (x, y) = (dag.op(l.node, 0), dag.op(r.node, 0));
        let (c, d) = (
            dag.const_value(dag.op(l.node, 1)),
            dag.const_value(dag.op(r.node, 1)),
        );
        if let (Some(c), Some(d)) = (c, d) {
            if x == y && c > 0 && d > 0 && c + d == bits {
                let x = reg(dag, x);
                let o = if is64(vt) { op::ROL64ri } else { op::ROL32ri };
                let k = tc(dag, c);
                dag.morph_node_to(n, m(o), &[vt], &[x, k], NodeData::None);
                return true;
            }
        }
    }
    false
}

/// A register of `vt`'s width in unit `r64` (rax -> eax for i32).
fn view(r64: Register, vt: EVT) -> Register {
    if is64(vt) {
        r64
    } else {
        let ri = &crate::register_info::REGISTER_INFO;
        ri.get_sub_reg(r64, crate::register_info::sub_reg_idx::sub_32bit)
    }
}

/// Division and remainder through RDX:RAX: the dividend in RAX, its sign (or zero) in RDX,
/// `div`/`idiv`, the quotient from RAX or the remainder from RDX. The copies are glued to the
/// division so the allocator sees them as its fixed operands.
fn select_div(dag: &mut SelectionDAG, n: NodeId, signed: bool, rem: bool) -> bool {
    let vt = dag.vt(SDValue::new(n, 0));
    let wide = is64(vt);
    let (a, b) = (dag.op(n, 0), dag.op(n, 1));
    // The quotient's or remainder's partner of the same operands, if the block computes
    // both: one division gives it as well (LLVM combines the pair into `sdivrem`/`udivrem`).
    let partner_opc = match (signed, rem) {
        (true, false) => isd::SREM,
        (true, true) => isd::SDIV,
        (false, false) => isd::UREM,
        (false, true) => isd::UDIV,
    };
    let partner = dag.uses(a.node).map(|(u, _)| u).find(|&u| {
        u != n
            && !dag.is_deleted(u)
            && dag.opcode(u) == partner_opc
            && dag.op(u, 0) == a
            && dag.op(u, 1) == b
            && dag.vt(SDValue::new(u, 0)) == vt
    });
    let (a, b) = (reg(dag, a), reg(dag, b));
    let hi = if signed {
        let s = if wide { tc(dag, 63) } else { tc(dag, 31) };
        node(
            dag,
            if wide { op::SAR64ri } else { op::SAR32ri },
            vt,
            &[a, s],
        )
    } else {
        materialize(dag, 0, vt)
    };
    let entry = dag.entry_token();
    let c1 = dag.get_copy_to_reg(entry, view(regs::RAX, vt), a, None);
    let c2 = dag.get_copy_to_reg(c1, view(regs::RDX, vt), hi, Some(SDValue::new(c1.node, 1)));
    let o = match (signed, wide) {
        (true, true) => op::IDIV64r,
        (true, false) => op::IDIV32r,
        (false, true) => op::DIV64r,
        (false, false) => op::DIV32r,
    };
    let d = dag.get_node(m(o), &[EVT::GLUE], &[b, SDValue::new(c2.node, 1)]);
    let (out, other) = if rem {
        (regs::RDX, regs::RAX)
    } else {
        (regs::RAX, regs::RDX)
    };
    let v = dag.get_copy_from_reg(c2, view(out, vt), vt, Some(d));
    if let Some(p) = partner {
        // The second result after the first, glued to it (both read right after the
        // division).
        let w = dag.get_copy_from_reg(
            SDValue::new(v.node, 1),
            view(other, vt),
            vt,
            Some(SDValue::new(v.node, 2)),
        );
        dag.replace_all_uses_with(SDValue::new(p, 0), w);
    }
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
    true
}

/// The high half of a widening multiply (`mulhs`/`mulhu`): `imul`/`mul` of RAX by the
/// operand, the result from RDX.
fn select_mulh(dag: &mut SelectionDAG, n: NodeId, signed: bool) -> bool {
    let vt = dag.vt(SDValue::new(n, 0));
    let wide = is64(vt);
    let (a, b) = (dag.op(n, 0), dag.op(n, 1));
    let (a, b) = (reg(dag, a), reg(dag, b));
    let entry = dag.entry_token();
    let c1 = dag.get_copy_to_reg(entry, view(regs::RAX, vt), a, None);
    let o = match (signed, wide) {
        (true, true) => op::IMUL64r,
        (true, false) => op::IMUL32r,
        (false, true) => op::MUL64r,
        (false, false) => op::MUL32r,
    };
    let d = dag.get_node(m(o), &[EVT::GLUE], &[b, SDValue::new(c1.node, 1)]);
    let v = dag.get_copy_from_reg(c1, view(regs::RDX, vt), vt, Some(d));
    dag.replace_all_uses_with(SDValue::new(n, 0), v);
    true
}

/// A shift or rotate by a register amount: the count in CL (copied into RCX, glued).
fn select_shift_cl(dag: &mut SelectionDAG, n: NodeId, ops64: u16, ops32: u16) -> bool {
    let vt = dag.vt(SDValue::new(n, 0));
    let (a, amt) = (dag.op(n, 0), dag.op(n, 1));
    let a = reg(dag, a);
    let avt = dag.vt(amt);
    let entry = dag.entry_token();
    let c = dag.get_copy_to_reg(entry, view(regs::RCX, avt), amt, None);
    let o = if is64(vt) { ops64 } else { ops32 };
    dag.morph_node_to(
        n,
        m(o),
        &[vt],
        &[a, SDValue::new(c.node, 1)],
        NodeData::None,
    );
    true
}

/// The low byte (or 16 bits) of a register value, as a view of its register.
pub(crate) fn trunc_to(dag: &mut SelectionDAG, v: SDValue, bits: u32) -> SDValue {
    let v = reg(dag, v);
    let (p, vt) = if bits == 8 {
        (pseudo::TRUNC_GR8, I8)
    } else {
        (pseudo::TRUNC_GR16, EVT::Simple(MVT::i16))
    };
    dag.get(m(p), vt, &[v])
}

/// A thread-local address (LLVM's `LowerGlobalTLSAddress` for ELF): local-exec as `movq
/// %fs:0, %r; leaq sym@TPOFF(%r), %r`, initial-exec as `movq sym@GOTTPOFF(%rip), %r; addq`
/// the thread pointer, the dynamic models (a shared object's) as the general-dynamic
/// `__tls_get_addr` call ([`pseudo::TLS_ADDR64`], result in rax).
fn select_tls_address(
    dag: &mut SelectionDAG,
    n: NodeId,
    global: u32,
    offset: i64,
    model: u8,
) -> bool {
    use kiln_codegen::selection_dag::isd::tls_model;
    let entry = dag.entry_token();
    let one = tc(dag, 1);
    let none = no_reg(dag);
    if !matches!(model, tls_model::LOCAL_EXEC | tls_model::INITIAL_EXEC) {
        // General and local dynamic (a shared object's thread-locals): both take the
        // general-dynamic call, which is correct for either (LLVM uses the module's
        // block plus @dtpoff for local dynamic; one call per access here).
        let d = dag.get_global_address(global, I64, 0, true, mo_flags::TLSGD);
        let mask = dag.get_register_mask(0);
        let call = dag.get_node(
            m(pseudo::TLS_ADDR64),
            &[EVT::OTHER, EVT::GLUE],
            &[d, mask, entry],
        );
        let a = dag.get_copy_from_reg(
            SDValue::new(call.node, 0),
            regs::RAX,
            I64,
            Some(SDValue::new(call.node, 1)),
        );
        let v = plus_offset(dag, a, offset);
        dag.replace_all_uses_with(SDValue::new(n, 0), v);
        return true;
    }
    let zero = tc(dag, 0);
    let fs = dag.get_register(regs::FS, EVT::Simple(MVT::i16));
    let tp = dag.get_node(
        m(op::MOV64rm),
        &[I64, EVT::OTHER],
        &[none, one, none, zero, fs, entry],
    );
    let tp = SDValue::new(tp.node, 0);
    match model {
        tls_model::LOCAL_EXEC => {
            let d = dag.get_global_address(global, I64, offset, true, mo_flags::TPOFF);
            dag.morph_node_to(
                n,
                m(op::LEA64r),
                &[I64],
                &[tp, one, none, d, none],
                NodeData::None,
            );
            true
        }
        tls_model::INITIAL_EXEC => {
            let d = dag.get_global_address(global, I64, 0, true, mo_flags::GOTTPOFF);
            let mut a = rip_relative(dag, d).to_vec();
            a.push(entry);
            let g = dag.get_node(m(op::MOV64rm), &[I64, EVT::OTHER], &a);
            let sum = node(dag, op::ADD64rr, I64, &[SDValue::new(g.node, 0), tp]);
            let v = plus_offset(dag, sum, offset);
            dag.replace_all_uses_with(SDValue::new(n, 0), v);
            true
        }
        _ => false,
    }
}

/// `v + offset` as `leaq offset(v)`; `v` itself for offset 0.
fn plus_offset(dag: &mut SelectionDAG, v: SDValue, offset: i64) -> SDValue {
    if offset == 0 {
        return v;
    }
    let one = tc(dag, 1);
    let none = no_reg(dag);
    let o = tc(dag, offset as i128);
    node(dag, op::LEA64r, I64, &[v, one, none, o, none])
}

/// Whether `a` is computed without the result of node `load` (a bounded walk down its
/// operands; `false` when the walk is too long to tell).
fn independent_of(dag: &SelectionDAG, a: SDValue, load: NodeId) -> bool {
    let mut stack = vec![a.node];
    let mut seen = 0;
    while let Some(x) = stack.pop() {
        seen += 1;
        if x == load || seen > 32 {
            return false;
        }
        stack.extend(dag.ops(x).iter().map(|o| o.node));
    }
    true
}

impl X86Isel {
    /// A load folded into the ALU operation `n` (`addq 8(%rdi), %rax`): when one operand is
    /// a plain load of the operation's width used only here, and the other operand does not
    /// depend on the load's chain (folding would make a cycle). The new node takes the
    /// load's chain and memory operand. SSE arithmetic folds the same way (`addsd
    /// 8(%rdi), %xmm0`).
    pub(crate) fn fold_load(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let opc = dag.opcode(n);
        let vt = dag.vt(SDValue::new(n, 0));
        let ops = dag.ops_copy(n).to_vec();
        let forms = match opc {
            isd::ADD => (op::ADD64rm, op::ADD32rm),
            isd::SUB => (op::SUB64rm, op::SUB32rm),
            isd::AND => (op::AND64rm, op::AND32rm),
            isd::OR => (op::OR64rm, op::OR32rm),
            isd::XOR => (op::XOR64rm, op::XOR32rm),
            isd::MUL => (op::IMUL64rm, op::IMUL32rm),
            isd::FADD => (op::ADDSDrm, op::ADDSSrm),
            isd::FSUB => (op::SUBSDrm, op::SUBSSrm),
            isd::FMUL => (op::MULSDrm, op::MULSSrm),
            isd::FDIV => (op::DIVSDrm, op::DIVSSrm),
            _ => return false,
        };
        for (ai, li) in [(0, 1), (1, 0)] {
            if li == 0 && matches!(opc, isd::SUB | isd::FSUB | isd::FDIV) {
                continue;
            }
            let (a, l) = (ops[ai], ops[li]);
            let Some(mmo) = single_use_load(dag, l, vt) else {
                continue;
            };
            if dag.const_value(a).is_some() || !independent_of(dag, a, l.node) {
                continue;
            }
            let (chain, ptr) = (dag.op(l.node, 0), dag.op(l.node, 1));
            let mut v = vec![a];
            v.extend(address(self, dag, ptr));
            v.push(chain);
            let o = if is64(vt) || vt == EVT::Simple(MVT::f64) {
                forms.0
            } else {
                forms.1
            };
            let r = mem_node(dag, o, &[vt, EVT::OTHER], &v, mmo);
            dag.replace_all_uses_with(SDValue::new(l.node, 1), SDValue::new(r.node, 1));
            dag.replace_all_uses_with(SDValue::new(n, 0), SDValue::new(r.node, 0));
            return true;
        }
        false
    }

    /// An i64 or i32 `add`, `shl` or `mul` that is an address computation worth one `leaq`
    /// or `leal` (LLVM's
    /// `selectLEAAddr`): at least three parts among base, index, scale and displacement, or
    /// a frame index or symbol; or two parts (`x + c`, `x + y`) when `x` has other users, so
    /// the two-address `add` would need a copy of it first (what LLVM's two-address pass
    /// gets from `convertToThreeAddress`).
    fn select_lea(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let v = SDValue::new(n, 0);
        let narrow = dag.vt(v) == I32;
        let mut am = AddrMode::EMPTY;
        if !match_addr(self, dag, v, &mut am, 0) {
            return false;
        }
        // The node itself as a plain register: nothing was matched.
        if am.base == Some(v) || am.index == Some(v) {
            return false;
        }
        let mut complexity = 0;
        if am.base.is_some() {
            complexity += 1;
        }
        if am.fi.is_some() || am.global.is_some() {
            complexity = 4;
        }
        if am.index.is_some() {
            complexity += 1;
        }
        if am.index.is_some() && am.scale > 1 {
            complexity += 1;
        }
        if am.disp != 0 {
            complexity += 1;
        }
        let shared = |x: Option<SDValue>| x.is_some_and(|x| !dag.has_one_use(x));
        let two_address_copy =
            dag.opcode(n) == isd::ADD && complexity == 2 && (shared(am.base) || shared(am.index));
        if complexity <= 2 && !two_address_copy {
            return false;
        }
        if narrow && (am.fi.is_some() || am.global.is_some()) {
            return false;
        }
        let a = address_operands(dag, am);
        let (o, vt) = if narrow {
            (op::LEA32r, I32)
        } else {
            (op::LEA64r, I64)
        };
        dag.morph_node_to(n, m(o), &[vt], &a, NodeData::None);
        true
    }

    /// An i64 extension of a plain i32 load used only here, as one extending load
    /// (`movslq mem, %rax`; `movl mem, %eax` zero-extends): what the DAG combiner's
    /// extending-load formation does at -O2, for -O0, where it does not run.
    fn select_extended_load(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let l = dag.op(n, 0);
        let Some(mmo) = single_use_load(dag, l, I32).filter(|_| dag.vt(l) == I32) else {
            return false;
        };
        let (chain, ptr) = (dag.op(l.node, 0), dag.op(l.node, 1));
        let [b, s, i, d, g] = address(self, dag, ptr);
        let ops = [b, s, i, d, g, chain];
        let signed = dag.opcode(n) == isd::SIGN_EXTEND;
        let (o, rvt) = if signed {
            (op::MOVSX64rm32, I64)
        } else {
            (op::MOV32rm, I32)
        };
        let r = mem_node(dag, o, &[rvt, EVT::OTHER], &ops, mmo);
        let v = if signed {
            SDValue::new(r.node, 0)
        } else {
            zero_extended(dag, SDValue::new(r.node, 0))
        };
        dag.replace_all_uses_with(SDValue::new(l.node, 1), SDValue::new(r.node, 1));
        dag.replace_all_uses_with(SDValue::new(n, 0), v);
        true
    }

    fn select_load(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let NodeData::Load {
            mmo, ext, mem_vt, ..
        } = dag.data(n)
        else {
            return false;
        };
        let vt = dag.vt(SDValue::new(n, 0));
        let wide = is64(vt);
        let bits = mem_vt.size_in_bits();
        let signed = ext == LoadExtType::SextLoad;
        let zero_ext_32 = !signed && bits == 32 && wide;
        let o = match (bits, signed, wide) {
            (1, true, _) => return false,
            (1 | 8, false, false) => op::MOVZX32rr8rm,
            (1 | 8, false, true) => op::MOVZX64rr8rm,
            (8, true, false) => op::MOVSX32rr8rm,
            (8, true, true) => op::MOVSX64rr8rm,
            (16, false, false) => op::MOVZX32rr16rm,
            (16, false, true) => op::MOVZX64rr16rm,
            (16, true, false) => op::MOVSX32rr16rm,
            (16, true, true) => op::MOVSX64rr16rm,
            (32, false, _) => op::MOV32rm,
            (32, true, true) => op::MOVSX64rm32,
            (64, _, true) => op::MOV64rm,
            _ => return false,
        };
        let ptr = dag.op(n, 1);
        let chain = dag.op(n, 0);
        let [b, s, i, d, g] = address(self, dag, ptr);
        let ops = [b, s, i, d, g, chain];
        let rvt = if zero_ext_32 { I32 } else { vt };
        if zero_ext_32 {
            // movl zero-extends: the 32-bit load is the low half of the result.
            let l = mem_node(dag, o, &[rvt, EVT::OTHER], &ops, mmo);
            let w = zero_extended(dag, SDValue::new(l.node, 0));
            dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(l.node, 1));
            dag.replace_all_uses_with(SDValue::new(n, 0), w);
            return true;
        }
        dag.morph_node_to(n, m(o), &[rvt, EVT::OTHER], &ops, NodeData::Mem(mmo));
        true
    }

    fn select_store(&self, dag: &mut SelectionDAG, n: NodeId) -> bool {
        let NodeData::Store { mmo, mem_vt, .. } = dag.data(n) else {
            return false;
        };
        let (chain, val, ptr) = (dag.op(n, 0), dag.op(n, 1), dag.op(n, 2));
        let bits = mem_vt.size_in_bits();
        // A constant stored as the instruction's immediate (`movl $0, 8(%rdi)`), as LLVM's
        // `MOV32mi` patterns select it: no register holds it.
        if let Some(c) = dag
            .const_value(val)
            .filter(|_| dag.opcode(val.node) == isd::CONSTANT)
        {
            let imm = match bits {
                1 | 8 => Some((op::MOV8mi, c as i8 as i128, EVT::Simple(MVT::i8))),
                16 => Some((op::MOV16mi, c as i16 as i128, EVT::Simple(MVT::i16))),
                32 => Some((op::MOV32mi, c as i32 as i128, I32)),
                64 if i32::try_from(c).is_ok() => Some((op::MOV64mi32, c, I64)),
                _ => None,
            };
            if let Some((o, k, kvt)) = imm {
                let [b, s, i, d, g] = address(self, dag, ptr);
                let ops = [b, s, i, d, g, dag.get_target_constant(k, kvt), chain];
                dag.morph_node_to(n, m(o), &[EVT::OTHER], &ops, NodeData::Mem(mmo));
                return true;
            }
        }
        let (o, v) = match bits {
            1 | 8 => (op::MOV8mr, trunc_to(dag, val, 8)),
            16 => (op::MOV16mr, trunc_to(dag, val, 16)),
            32 if is64(dag.vt(val)) => {
                let v = reg(dag, val);
                let idx = dag
                    .get_target_constant(crate::register_info::sub_reg_idx::sub_32bit as i128, I32);
                let t = dag.get(
                    Opcode::machine(target_opcode::EXTRACT_SUBREG),
                    I32,
                    &[v, idx],
                );
                (op::MOV32mr, t)
            }
            32 => (op::MOV32mr, reg(dag, val)),
            64 => (op::MOV64mr, reg(dag, val)),
            _ => return false,
        };
        let [b, s, i, d, g] = address(self, dag, ptr);
        let ops = [b, s, i, d, g, v, chain];
        dag.morph_node_to(n, m(o), &[EVT::OTHER], &ops, NodeData::Mem(mmo));
        true
    }

    /// The operand of a direct call to symbol `callee` (`@PLT` unless the global is known
    /// local), or `None` for a call through a register.
    fn direct_callee(&self, dag: &mut SelectionDAG, callee: SDValue) -> Option<SDValue> {
        match (dag.opcode(callee.node), dag.data(callee.node)) {
            (isd::TARGET_GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. }) => {
                let flags = if self.plt.get(global as usize) == Some(&true) {
                    mo_flags::PLT
                } else {
                    0
                };
                Some(dag.get_global_address(global, I64, offset, true, flags))
            }
            (isd::TARGET_EXTERNAL_SYMBOL, NodeData::ExternalSymbol(s, _)) => {
                Some(dag.get_external_symbol(s, I64, true, mo_flags::PLT))
            }
            _ => None,
        }
    }

    /// A call or tail call: `direct` (`CALL64pcrel32`, `TCRETURNdi`) to a symbol, else
    /// `indirect` (`CALL64r`; `TCRETURNri` through r11, where the core's lowering copied the
    /// target, which becomes an implicit use).
    fn select_call(&self, dag: &mut SelectionDAG, n: NodeId, direct: u32, indirect: u32) -> bool {
        let callee = dag.op(n, 1);
        match self.direct_callee(dag, callee) {
            Some(t) => {
                let mut ops = dag.ops_copy(n).to_vec();
                ops[1] = t;
                dag.update_node_operands(n, &ops);
                morph_chained(dag, n, direct, 1)
            }
            None => morph_chained(dag, n, indirect, 1),
        }
    }
}

impl TargetIsel for X86Isel {
    fn matcher_table(&self) -> &MatcherTable {
        generated::matcher_table()
    }

    fn check_pattern_predicate(&self, k: u16) -> bool {
        generated::check_pattern_predicate(k, &Subtarget)
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
        // One copy of the operands for every hook (none changes the node before it selects).
        let ops = dag.ops_copy(n);
        if let Some(done) = self.select_x87(dag, n, &ops) {
            return done;
        }
        if let Some(done) = self.select_fp(dag, n, &ops) {
            return done;
        }
        if let Some(done) = crate::isel_atomic::select_narrow_atomic(dag, n) {
            return done;
        }
        let opc = dag.opcode(n);
        let vt = dag.vt(SDValue::new(n, 0));
        match (opc, dag.data(n)) {
            (isd::CONSTANT, NodeData::Constant(c)) => {
                let v = materialize(dag, c.get() as i64, vt);
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                true
            }
            (isd::GLOBAL_ADDRESS, NodeData::GlobalAddress { global, offset, .. })
                if self.got.get(global as usize) == Some(&true) =>
            {
                // movq sym@GOTPCREL(%rip), then the offset.
                let d = dag.get_global_address(global, I64, 0, true, mo_flags::GOTPCREL);
                let mut a = rip_relative(dag, d).to_vec();
                a.push(dag.entry_token());
                let l = dag.get_node(m(op::MOV64rm), &[I64, EVT::OTHER], &a);
                let v = if offset == 0 {
                    SDValue::new(l.node, 0)
                } else {
                    let k = materialize(dag, offset, I64);
                    node(dag, op::ADD64rr, I64, &[SDValue::new(l.node, 0), k])
                };
                dag.replace_all_uses_with(SDValue::new(n, 0), v);
                true
            }
            (isd::GLOBAL_ADDRESS | isd::FRAME_INDEX, _) => {
                // An address: leaq of the memory reference (a frame index, or the symbol
                // RIP-relative).
                let a = address(self, dag, SDValue::new(n, 0));
                dag.morph_node_to(n, m(op::LEA64r), &[I64], &a, NodeData::None);
                true
            }
            (isd::ADD, _)
                if matches!(dag.data(ops[0].node), NodeData::FrameIndex(_))
                    && dag
                        .const_value(ops[1])
                        .is_some_and(|c| i32::try_from(c).is_ok()) =>
            {
                let a = address(self, dag, SDValue::new(n, 0));
                dag.morph_node_to(n, m(op::LEA64r), &[I64], &a, NodeData::None);
                true
            }
            (isd::JUMP_TABLE | isd::BLOCK_ADDRESS | isd::EXTERNAL_SYMBOL, data) => {
                // `leaq sym(%rip)`.
                let d = match data {
                    NodeData::JumpTable(jt, _) => dag.get_jump_table(jt, I64, true, 0),
                    NodeData::BlockAddress(func, block, _) => {
                        dag.get_block_address(func, block, I64, true, 0)
                    }
                    NodeData::ExternalSymbol(s, _) => dag.get_external_symbol(s, I64, true, 0),
                    _ => return false,
                };
                let a = rip_relative(dag, d);
                dag.morph_node_to(n, m(op::LEA64r), &[I64], &a, NodeData::None);
                true
            }
            (
                isd::GLOBAL_TLS_ADDRESS,
                NodeData::GlobalAddress {
                    global,
                    offset,
                    target_flags,
                },
            ) => select_tls_address(dag, n, global, offset, target_flags),
            (isd::ADD | isd::SUB | isd::AND | isd::OR | isd::XOR | isd::MUL, _)
                if (vt == I64 || vt == I32) && self.fold_load(dag, n) =>
            {
                true
            }
            (isd::ADD | isd::SHL | isd::MUL, _)
                if (vt == I64 || vt == I32) && self.select_lea(dag, n) =>
            {
                true
            }
            (isd::AND, _)
                if (vt == I64 || vt == I32)
                    && dag.const_value(ops[1]) == Some(1)
                    && is_boolean(dag, ops[0]) =>
            {
                // A setcc's 0/1 (through i1 promotion's extensions and truncations) masked
                // to its low bit: the value itself (LLVM's known-bits simplification).
                dag.replace_all_uses_with(SDValue::new(n, 0), ops[0]);
                true
            }
            (isd::OR, _) if (vt == I64 || vt == I32) && select_rotate(dag, n) => true,
            (isd::SIGN_EXTEND | isd::ZERO_EXTEND | isd::ANY_EXTEND, _)
                if vt == I64 && self.select_extended_load(dag, n) =>
            {
                true
            }
            (isd::ATOMIC_FENCE, _) => {
                // A sequentially consistent fence is mfence; the others order nothing
                // x86-64 reorders (TSO).
                let seq_cst =
                    dag.const_value(ops[1]) == Some(7) && dag.const_value(ops[2]) == Some(1);
                if seq_cst {
                    dag.morph_node_to(n, m(op::MFENCE), &[EVT::OTHER], &[ops[0]], NodeData::None);
                } else {
                    dag.replace_all_uses_with(SDValue::new(n, 0), ops[0]);
                }
                true
            }
            (isd::LOAD, _) => self.select_load(dag, n),
            (isd::STORE, _) => self.select_store(dag, n),
            (isd::SETCC, _) => {
                let Some((flags, cc)) = flags_of(self, dag, SDValue::new(n, 0)) else {
                    return false;
                };
                let b = dag.get(m(COND[cc].setcc), I8, &[flags]);
                let o = if is64(vt) {
                    op::MOVZX64rr8rr
                } else {
                    op::MOVZX32rr8rr
                };
                dag.morph_node_to(n, m(o), &[vt], &[b], NodeData::None);
                true
            }
            (isd::BRCOND, _) => {
                let Some((flags, cc)) = flags_of(self, dag, ops[1]) else {
                    return false;
                };
                dag.morph_node_to(
                    n,
                    m(COND[cc].jcc),
                    &[EVT::OTHER],
                    &[ops[2], ops[0], flags],
                    NodeData::None,
                );
                true
            }
            (isd::SELECT, _) if vt == I64 || vt == I32 => {
                let Some((flags, cc)) = flags_of(self, dag, ops[0]) else {
                    return false;
                };
                let (t, f) = (reg(dag, ops[1]), reg(dag, ops[2]));
                let o = COND[cc].cmov[usize::from(is64(vt))];
                dag.morph_node_to(n, m(o), &[vt], &[f, t, flags], NodeData::None);
                true
            }
            (isd::SDIV, _) => select_div(dag, n, true, false),
            (isd::UDIV, _) => select_div(dag, n, false, false),
            (isd::SREM, _) => select_div(dag, n, true, true),
            (isd::UREM, _) => select_div(dag, n, false, true),
            (isd::MULHS, _) => select_mulh(dag, n, true),
            (isd::MULHU, _) => select_mulh(dag, n, false),
            (isd::SHL | isd::SRL | isd::SRA | isd::ROTL | isd::ROTR, _) => {
                let (cl, ri) = match opc {
                    isd::SHL => ((op::SHL64rCL, op::SHL32rCL), (op::SHL64ri, op::SHL32ri)),
                    isd::SRL => ((op::SHR64rCL, op::SHR32rCL), (op::SHR64ri, op::SHR32ri)),
                    isd::SRA => ((op::SAR64rCL, op::SAR32rCL), (op::SAR64ri, op::SAR32ri)),
                    isd::ROTL => ((op::ROL64rCL, op::ROL32rCL), (op::ROL64ri, op::ROL32ri)),
                    _ => ((op::ROR64rCL, op::ROR32rCL), (op::ROR64ri, op::ROR32ri)),
                };
                match dag.const_value(ops[1]) {
                    // By an immediate, masked as the hardware masks the count (the
                    // patterns' shift amounts are typed i64; the amount may have any type).
                    Some(c) => {
                        let a = reg(dag, ops[0]);
                        let (o, mask) = if is64(vt) { (ri.0, 63) } else { (ri.1, 31) };
                        let k = tc(dag, c & mask);
                        dag.morph_node_to(n, m(o), &[vt], &[a, k], NodeData::None);
                        true
                    }
                    None => select_shift_cl(dag, n, cl.0, cl.1),
                }
            }
            (isd::SIGN_EXTEND_INREG, _) => {
                let NodeData::ValueType(from) = dag.data(ops[1].node) else {
                    return false;
                };
                let bits = from.size_in_bits();
                let wide = is64(vt);
                let o = match (bits, wide) {
                    (8, false) => op::MOVSX32rr8rr,
                    (8, true) => op::MOVSX64rr8rr,
                    (16, false) => op::MOVSX32rr16rr,
                    (16, true) => op::MOVSX64rr16rr,
                    // From 32 bits: a pattern (`movslq`).
                    (32, true) => return false,
                    _ => {
                        // Other widths: shift up and back.
                        let a = reg(dag, ops[0]);
                        let w = if wide { 64 } else { 32 };
                        let s = tc(dag, (w - bits) as i128);
                        let (shl, sar) = if wide {
                            (op::SHL64ri, op::SAR64ri)
                        } else {
                            (op::SHL32ri, op::SAR32ri)
                        };
                        let l = node(dag, shl, vt, &[a, s]);
                        dag.morph_node_to(n, m(sar), &[vt], &[l, s], NodeData::None);
                        return true;
                    }
                };
                let t = trunc_to(dag, ops[0], bits);
                dag.morph_node_to(n, m(o), &[vt], &[t], NodeData::None);
                true
            }
            (isd::BR, _) => morph_chained(dag, n, op::JMP_1 as u32, 1),
            (isd::BRIND, _) => morph_chained(dag, n, op::JMP64r as u32, 1),
            (isd::TRAP, _) => morph_chained(dag, n, op::UD2 as u32, 1),
            (isd::DEBUGTRAP, _) => morph_chained(dag, n, op::INT3 as u32, 1),
            (isd::CALLSEQ_START, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKDOWN, 1),
            (isd::CALLSEQ_END, _) => morph_chained(dag, n, pseudo::ADJCALLSTACKUP, 1),
            (o, _) if o == x86isd::RET_GLUE => morph_chained(dag, n, op::RET64 as u32, 1),
            (o, _) if o == x86isd::CALL => {
                self.select_call(dag, n, op::CALL64pcrel32 as u32, op::CALL64r as u32)
            }
            (o, _) if o == x86isd::TC_RETURN => {
                self.select_call(dag, n, pseudo::TCRETURNDI, pseudo::TCRETURNRI)
            }
            _ => false,
        }
    }
}
