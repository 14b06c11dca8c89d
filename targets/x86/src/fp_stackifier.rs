//! The x87 stackifier (LLVM's `X86FloatingPoint` pass): after register allocation,
//! `long double` values sit in the flat registers FP0-FP6 of the `_Fp80` pseudos
//! (`td/X86InstrFPStack.td`); this pass rewrites each pseudo into real x87 instructions on
//! the register stack ST(0)-ST(7), tracking which FP register each stack slot holds.
//!
//! - A truncating conversion to an integer sets the control word to round toward zero
//!   around its `fistp` (`fnstcw`, `orw $0xC00`, `fldcw`) and restores it after.
//! - An operation brings an operand to the top with `fxch` when the operand dies there,
//!   or copies it there with `fld %st(i)` when it lives on; its result is the new top.
//!   The other operand is named as `%st(i)`; when it dies, the popping form (`faddp
//!   %st, %st(i)`) leaves the result in its slot. Subtraction and division take their
//!   reversed form when the second operand is the one on top. Other dying values are
//!   popped with `fstp %st(i)`, which moves the top into their slot.
//! - A value dies after its last use (liveness computed here over FP0-FP6); dead
//!   definitions are popped at once, so the stack holds exactly the live values.
//! - Block boundaries: blocks joined by CFG edges form bundles (LLVM's EdgeBundles); each
//!   bundle has one fixed stack order for the union of its live values. A block starts in
//!   its incoming bundle's order (popping values it does not need) and ends, before its
//!   terminators, shuffled into its outgoing bundle's order with `fxch` (values another
//!   block of the bundle needs but this one lacks are `fldz` placeholders).
//! - Calls: the stack is empty at a call (FP0-FP6 are clobbered, so no value lives across
//!   one) and holds the callee's `long double` result in ST(0) after it when FP0 is read.
//!   Returns: the stack holds exactly the returned value (FP0) in ST(0), or nothing.
//!
//! In: a machine function after register allocation and frame lowering. Out: the same
//! function with no `_Fp80` pseudo and no FP0-FP6 operand, or an error naming a form
//! kiln does not stackify.

use crate::instr_info::X86InstrInfo;
use crate::mc::tables::opcodes as op;
use crate::register_info::regs;
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::{desc_of, instr_flags};
use kiln_codegen::CodegenError;
use kiln_mc::register_info::Register;

/// FP0-FP6, by index.
pub const FP: [Register; 7] = [
    regs::FP0,
    regs::FP1,
    regs::FP2,
    regs::FP3,
    regs::FP4,
    regs::FP5,
    regs::FP6,
];
/// ST(0)-ST(7), by index.
pub const ST: [Register; 8] = [
    regs::ST0,
    regs::ST1,
    regs::ST2,
    regs::ST3,
    regs::ST4,
    regs::ST5,
    regs::ST6,
    regs::ST7,
];
/// A stack slot holding a result not yet named (or an operation's fresh copy).
const TMP: u8 = 254;

/// The index of `r` among FP0-FP6.
fn fp_index(r: Register) -> Option<u8> {
    FP.iter().position(|&f| f == r).map(|k| k as u8)
}

/// The FP registers an instruction reads and writes (bit k: FPk), with a call's clobbers.
fn uses_defs(mf: &MachineFunction, tii: &X86InstrInfo, i: kiln_codegen::machine::MIId) -> (u8, u8) {
    let (mut u, mut d) = (0u8, 0u8);
    for o in mf.operands(i) {
        if let Some(k) = o.get_reg().and_then(fp_index) {
            if o.is_def() {
                d |= 1 << k;
            } else {
                u |= 1 << k;
            }
        }
    }
    if desc_of(tii, mf.instr(i).opcode).flags & instr_flags::CALL != 0 {
        d |= 0x7f;
    }
    (u, d)
}

/// Live-in and live-out sets (bit k: FPk) of every block, by block number.
fn liveness(mf: &MachineFunction, tii: &X86InstrInfo) -> (Vec<u8>, Vec<u8>) {
    let n = mf
        .layout
        .iter()
        .map(|b| b.0 as usize + 1)
        .max()
        .unwrap_or(0);
    let (mut live_in, mut live_out) = (vec![0u8; n], vec![0u8; n]);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in mf.layout.iter().rev() {
            let out = mf
                .block(b)
                .succs
                .iter()
                .fold(0u8, |a, s| a | live_in[s.0 as usize]);
            let mut live = out;
            for &i in mf.block(b).insts.iter().rev() {
                let (u, d) = uses_defs(mf, tii, i);
                live = (live & !d) | u;
            }
            let k = b.0 as usize;
            if live != live_in[k] || out != live_out[k] {
                live_in[k] = live;
                live_out[k] = out;
                changed = true;
            }
        }
    }
    (live_in, live_out)
}

/// Union-find over block entries (`b`) and exits (`n + b`).
fn find(p: &mut [usize], mut x: usize) -> usize {
    while p[x] != x {
        p[x] = p[p[x]];
        x = p[x];
    }
    x
}

/// The x87 stack of one block as it is rewritten: FP indices (or [`TMP`]) from the bottom
/// to the top, and the instructions written so far.
struct Stack {
    slots: Vec<u8>,
    out: Vec<(u32, Vec<MO>)>,
}

impl Stack {
    /// The `%st(i)` position of FP register `k`.
    fn pos(&self, k: u8) -> Result<usize, CodegenError> {
        self.slots
            .iter()
            .rev()
            .position(|&s| s == k)
            .ok_or_else(|| CodegenError::new(format!("x87 stackifier: fp{k} is not on the stack")))
    }
    fn emit(&mut self, opc: u16, ops: Vec<MO>) {
        self.out.push((u32::from(opc), ops));
    }
    fn st(i: usize) -> MO {
        MO::reg_use(ST[i])
    }
    /// Makes FP register `k` the top with `fxch`.
    fn bring_to_top(&mut self, k: u8) -> Result<(), CodegenError> {
        let i = self.pos(k)?;
        if i != 0 {
            self.emit(op::XCH_F, vec![Self::st(i)]);
            let n = self.slots.len();
            self.slots.swap(n - 1, n - 1 - i);
        }
        Ok(())
    }
    /// Pushes a copy of FP register `k` (`fld %st(i)`), labelled `label`.
    fn dup(&mut self, k: u8, label: u8) -> Result<(), CodegenError> {
        let i = self.pos(k)?;
        self.push_checked()?;
        self.emit(op::LD_Frr, vec![Self::st(i)]);
        self.slots.push(label);
        Ok(())
    }
    fn push_checked(&self) -> Result<(), CodegenError> {
        if self.slots.len() >= 8 {
            return Err(CodegenError::new(
                "x87 stackifier: more than eight values on the x87 stack",
            ));
        }
        Ok(())
    }
    /// Removes FP register `k`'s slot: `fstp %st(i)` moves the top into it and pops.
    fn pop(&mut self, k: u8) -> Result<(), CodegenError> {
        let i = self.pos(k)?;
        self.emit(op::ST_FPrr, vec![Self::st(i)]);
        let n = self.slots.len();
        let top = self.slots[n - 1];
        self.slots[n - 1 - i] = top;
        self.slots.pop();
        Ok(())
    }
    /// Renames the slot labelled `from` (the result of an operation, which popping its
    /// other operand may have moved off the top) to `k`.
    fn rename(&mut self, from: u8, k: u8) {
        if let Some(t) = self.slots.iter_mut().rev().find(|t| **t == from) {
            *t = k;
        }
    }
    /// Names the top slot `k`.
    fn name_top(&mut self, k: u8) {
        if let Some(t) = self.slots.last_mut() {
            *t = k;
        }
    }
    /// Shuffles the stack into `order` (bottom to top) with `fxch`, first pushing `fldz`
    /// for each value of `order` the stack lacks. The stack holds no value outside
    /// `order`.
    fn shuffle_to(&mut self, order: &[u8]) -> Result<(), CodegenError> {
        for &k in order {
            if !self.slots.contains(&k) {
                self.push_checked()?;
                self.emit(op::LD_F0, vec![]);
                self.slots.push(k);
            }
        }
        let n = order.len();
        // Fill ST(n-1) down to ST(1); ST(0) is then right too.
        for i in (1..n).rev() {
            let want = order[n - 1 - i];
            if self.pos(want)? != i {
                self.bring_to_top(want)?;
                self.emit(op::XCH_F, vec![Self::st(i)]);
                let m = self.slots.len();
                self.slots.swap(m - 1, m - 1 - i);
            }
        }
        Ok(())
    }
}

/// The real instruction of a load pseudo.
fn load_of(opc: u16) -> Option<u16> {
    Some(match opc {
        op::LD_Fp80m => op::LD_F80m,
        op::LD_Fp32m80 => op::LD_F32m,
        op::LD_Fp64m80 => op::LD_F64m,
        op::ILD_Fp16m80 => op::ILD_F16m,
        op::ILD_Fp32m80 => op::ILD_F32m,
        op::ILD_Fp64m80 => op::ILD_F64m,
        _ => return None,
    })
}

/// The popping instruction of a store pseudo.
fn store_of(opc: u16) -> Option<u16> {
    Some(match opc {
        op::ST_FpP80m => op::ST_FP80m,
        op::ST_Fp80m32 => op::ST_FP32m,
        op::ST_Fp80m64 => op::ST_FP64m,
        op::IST_Fp16m80 => op::IST_FP16m,
        op::IST_Fp32m80 => op::IST_FP32m,
        op::IST_Fp64m80 => op::IST_FP64m,
        _ => return None,
    })
}

/// The instructions of a binary pseudo `a op b`: `%st(0) = %st(0) op %st(i)` and
/// `%st(0) = %st(i) op %st(0)` (for `a` or `b` on top), then the popping forms that leave
/// the result in `%st(i)`: `%st(i) = %st(0) op %st(i)` and `%st(i) = %st(i) op %st(0)`
/// (AT&T's `fsubp %st, %st(i)` is the former, `fsubrp` the latter).
fn binary_of(opc: u16) -> Option<[u16; 4]> {
    Some(match opc {
        op::ADD_Fp80 => [op::ADD_FST0r, op::ADD_FST0r, op::ADD_FPrST0, op::ADD_FPrST0],
        op::MUL_Fp80 => [op::MUL_FST0r, op::MUL_FST0r, op::MUL_FPrST0, op::MUL_FPrST0],
        op::SUB_Fp80 => [
            op::SUB_FST0r,
            op::SUBR_FST0r,
            op::SUB_FPrST0,
            op::SUBR_FPrST0,
        ],
        op::DIV_Fp80 => [
            op::DIV_FST0r,
            op::DIVR_FST0r,
            op::DIV_FPrST0,
            op::DIVR_FPrST0,
        ],
        _ => return None,
    })
}

/// The instruction of a one-operand pseudo.
fn unary_of(opc: u16) -> Option<u16> {
    Some(match opc {
        op::CHS_Fp80 => op::CHS_F,
        op::ABS_Fp80 => op::ABS_F,
        op::SQRT_Fp80 => op::SQRT_F,
        _ => return None,
    })
}

/// The `fcmovcc` of a select pseudo.
fn cmov_of(opc: u16) -> Option<u16> {
    Some(match opc {
        op::CMOVB_Fp80 => op::CMOVB_F,
        op::CMOVE_Fp80 => op::CMOVE_F,
        op::CMOVBE_Fp80 => op::CMOVBE_F,
        op::CMOVP_Fp80 => op::CMOVP_F,
        op::CMOVNB_Fp80 => op::CMOVNB_F,
        op::CMOVNE_Fp80 => op::CMOVNE_F,
        op::CMOVNBE_Fp80 => op::CMOVNBE_F,
        op::CMOVNP_Fp80 => op::CMOVNP_F,
        _ => return None,
    })
}

/// The FP index of register operand `j` of `ops`.
fn fp_op(ops: &[MO], j: usize) -> Result<u8, CodegenError> {
    ops.get(j)
        .and_then(|o| o.get_reg())
        .and_then(fp_index)
        .ok_or_else(|| CodegenError::new("x87 stackifier: an x87 pseudo without its FP register"))
}

/// Rewrites every x87 pseudo of `mf` into stack form (see the module comment).
pub fn stackify(mf: &mut MachineFunction, tii: &X86InstrInfo) -> Result<(), CodegenError> {
    // A call names FP0 and FP1 as results whatever it returns; only a copy out of them (a
    // `long double` result, read or popped) makes the function use the stack, so calls alone
    // do not count (LLVM's pass likewise runs only where FP0-FP6 appear outside regmasks).
    let uses_fp = mf.layout.iter().any(|&b| {
        mf.block(b).insts.iter().any(|&i| {
            desc_of(tii, mf.instr(i).opcode).flags & instr_flags::CALL == 0
                && mf
                    .operands(i)
                    .iter()
                    .any(|o| o.get_reg().and_then(fp_index).is_some())
        })
    });
    if !uses_fp {
        return Ok(());
    }
    let (live_in, live_out) = liveness(mf, tii);
    let n = live_in.len();
    // Bundles: a block's exit is joined with each successor's entry.
    let mut parent: Vec<usize> = (0..2 * n).collect();
    for &b in &mf.layout {
        for s in mf.block(b).succs.clone() {
            let (x, y) = (
                find(&mut parent, n + b.0 as usize),
                find(&mut parent, s.0 as usize),
            );
            parent[x] = y;
        }
    }
    let mut bundle_live = vec![0u8; 2 * n];
    for &b in &mf.layout {
        let k = b.0 as usize;
        let e = find(&mut parent, k);
        bundle_live[e] |= live_in[k];
        let x = find(&mut parent, n + k);
        bundle_live[x] |= live_out[k];
    }
    // A bundle's order, bottom to top: FP6 ... FP0 (the lowest register on top).
    let order = |set: u8| -> Vec<u8> { (0..7u8).rev().filter(|k| set & (1 << k) != 0).collect() };
    for b in mf.layout.clone() {
        let k = b.0 as usize;
        let entry = find(&mut parent, k);
        let exit = find(&mut parent, n + k);
        let mut st = Stack {
            slots: order(bundle_live[entry]),
            out: Vec::new(),
        };
        for r in order(bundle_live[entry] & !live_in[k]) {
            st.pop(r)?;
        }
        let exit_order = order(bundle_live[exit]);
        let has_succs = !mf.block(b).succs.is_empty();
        stackify_block(mf, tii, b, &mut st, live_out[k], &exit_order, has_succs)?;
    }
    Ok(())
}

/// Rewrites block `b` starting from stack `st`; `live_out`: the FP registers live after it;
/// `exit_order`: its outgoing bundle's order, reached before the terminators when the
/// block has successors.
fn stackify_block(
    mf: &mut MachineFunction,
    tii: &X86InstrInfo,
    b: MBBId,
    st: &mut Stack,
    live_out: u8,
    exit_order: &[u8],
    has_succs: bool,
) -> Result<(), CodegenError> {
    let insts = mf.block(b).insts.clone();
    // Live after each instruction.
    let mut after = vec![0u8; insts.len()];
    let mut live = live_out;
    for (j, &i) in insts.iter().enumerate().rev() {
        after[j] = live;
        let (u, d) = uses_defs(mf, tii, i);
        live = (live & !d) | u;
    }
    let mut new_insts = Vec::with_capacity(insts.len());
    let mut shuffled = false;
    let flush = |mf: &mut MachineFunction, st: &mut Stack, new_insts: &mut Vec<_>| {
        for (o, ops) in std::mem::take(&mut st.out) {
            new_insts.push(mf.create_instr(b, o, &ops));
        }
    };
    for (j, &i) in insts.iter().enumerate() {
        flush(mf, st, &mut new_insts);
        let opc = mf.instr(i).opcode;

        let flags = desc_of(tii, opc).flags;
        if has_succs
            && !shuffled
            && flags & instr_flags::TERMINATOR != 0
            && flags & instr_flags::RETURN == 0
        {
            st.shuffle_to(exit_order)?;
            shuffled = true;
            flush(mf, st, &mut new_insts);
        }
        let ops = mf.operands(i).to_vec();
        let (u, d) = uses_defs(mf, tii, i);
        let killed = |k: u8| after[j] & (1 << k) == 0 || d & (1 << k) != 0;
        let o16 = u16::try_from(opc).ok();
        if flags & instr_flags::CALL != 0 {
            if let Some(&r) = st.slots.first() {
                return Err(CodegenError::new(format!(
                    "x87 stackifier: fp{r} is live across a call"
                )));
            }
            new_insts.push(i);
            // The callee's `long double` results: ST(0), and ST(1) for a complex one.
            if after[j] & 2 != 0 {
                st.slots.extend([1, 0]);
            } else if after[j] & 1 != 0 {
                st.slots.push(0);
            }
            for k in [0u8, 1] {
                if st.slots.contains(&k) && after[j] & (1 << k) == 0 {
                    st.pop(k)?;
                }
            }
            continue;
        }
        if flags & instr_flags::RETURN != 0 {
            // The returned values: FP0 in ST(0), FP1 (a complex one's imaginary part) in
            // ST(1).
            let want: Vec<u8> = [1u8, 0].into_iter().filter(|k| u & (1 << k) != 0).collect();
            let mut have = st.slots.clone();
            have.sort_unstable();
            let mut sorted = want.clone();
            sorted.sort_unstable();
            if have != sorted {
                return Err(CodegenError::new(
                    "x87 stackifier: the stack at a return holds other than the returned values",
                ));
            }
            st.shuffle_to(&want)?;
            flush(mf, st, &mut new_insts);
            st.slots.clear();
            new_insts.push(i);
            continue;
        }
        if u | d == 0 {
            new_insts.push(i);
            continue;
        }
        let Some(o) = o16 else {
            if opc == kiln_codegen::target::target_opcode::IMPLICIT_DEF {
                // An undefined value: any value will do.
                st.push_checked()?;
                st.emit(op::LD_F0, vec![]);
                st.slots.push(fp_op(&ops, 0)?);
                for k in 0..7u8 {
                    if d & (1 << k) != 0 && after[j] & (1 << k) == 0 {
                        st.pop(k)?;
                    }
                }
                continue;
            }
            return Err(CodegenError::new(format!(
                "x87 stackifier: {} on x87 registers is not supported",
                desc_of(tii, opc).name
            )));
        };
        if let Some(real) = load_of(o) {
            st.push_checked()?;
            st.emit(real, ops[1..6].to_vec());
            st.slots.push(fp_op(&ops, 0)?);
        } else if o == op::LD_Fp080 || o == op::LD_Fp180 {
            st.push_checked()?;
            st.emit(
                if o == op::LD_Fp080 {
                    op::LD_F0
                } else {
                    op::LD_F1
                },
                vec![],
            );
            st.slots.push(fp_op(&ops, 0)?);
        } else if let Some(real) = store_of(o) {
            let src = fp_op(&ops, 5)?;
            if killed(src) {
                st.bring_to_top(src)?;
            } else {
                st.dup(src, TMP)?;
            }
            if let Some(cw) = ops.get(6..11) {
                // A truncating conversion: round toward zero around the store.
                let mut cw2 = cw.to_vec();
                if let MO::Imm(d) = cw2[3] {
                    cw2[3] = MO::Imm(d + 2);
                }
                st.emit(op::FNSTCW16m, cw.to_vec());
                st.emit(op::FNSTCW16m, cw2.clone());
                let mut or = cw2.clone();
                or.push(MO::Imm(0xC00));
                st.emit(op::OR16mi, or);
                st.emit(op::FLDCW16m, cw2);
                st.emit(real, ops[0..5].to_vec());
                st.emit(op::FLDCW16m, cw.to_vec());
            } else {
                st.emit(real, ops[0..5].to_vec());
            }
            st.slots.pop();
        } else if o == op::FP_KEEP80 {
            let src = fp_op(&ops, 0)?;
            if killed(src) {
                st.pop(src)?;
            }
        } else if o == op::MOV_Fp8080 {
            let (dst, src) = (fp_op(&ops, 0)?, fp_op(&ops, 1)?);
            if killed(src) {
                let n = st.slots.len();
                let p = n - 1 - st.pos(src)?;
                st.slots[p] = dst;
            } else {
                st.dup(src, dst)?;
            }
        } else if let Some([fwd, rev, fwd_pop, rev_pop]) = binary_of(o) {
            let (dst, a, bb) = (fp_op(&ops, 0)?, fp_op(&ops, 1)?, fp_op(&ops, 2)?);
            if a == bb {
                if killed(a) {
                    st.bring_to_top(a)?;
                } else {
                    st.dup(a, TMP)?;
                }
                st.emit(fwd, vec![Stack::st(0)]);
                st.name_top(dst);
            } else {
                let (opcode, popping, other) = if killed(a) {
                    st.bring_to_top(a)?;
                    (fwd, fwd_pop, bb)
                } else if killed(bb) {
                    st.bring_to_top(bb)?;
                    (rev, rev_pop, a)
                } else {
                    st.dup(a, TMP)?;
                    (fwd, fwd_pop, bb)
                };
                let i = st.pos(other)?;
                if killed(other) {
                    // The result replaces the dying operand; the top is popped.
                    st.emit(popping, vec![Stack::st(i)]);
                    let n = st.slots.len();
                    st.slots[n - 1 - i] = dst;
                    st.slots.pop();
                } else {
                    st.emit(opcode, vec![Stack::st(i)]);
                    st.name_top(dst);
                }
            }
        } else if let Some(real) = unary_of(o) {
            let (dst, a) = (fp_op(&ops, 0)?, fp_op(&ops, 1)?);
            if killed(a) {
                st.bring_to_top(a)?;
            } else {
                st.dup(a, TMP)?;
            }
            st.emit(real, vec![]);
            st.name_top(dst);
        } else if o == op::UCOM_FpIr80 {
            let (a, bb) = (fp_op(&ops, 0)?, fp_op(&ops, 1)?);
            st.bring_to_top(a)?;
            let i = st.pos(bb)?;
            if killed(a) {
                // `fucompi` pops `a`.
                st.emit(op::UCOM_FIPr, vec![Stack::st(i)]);
                st.slots.pop();
            } else {
                st.emit(op::UCOM_FIr, vec![Stack::st(i)]);
            }
            if a != bb && killed(bb) {
                st.pop(bb)?;
            }
        } else if let Some(real) = cmov_of(o) {
            let (dst, f, t) = (fp_op(&ops, 0)?, fp_op(&ops, 1)?, fp_op(&ops, 2)?);
            st.bring_to_top(f)?;
            st.name_top(TMP);
            let i = if t == f { 0 } else { st.pos(t)? };
            st.emit(real, vec![Stack::st(i)]);
            if t != f && killed(t) {
                st.pop(t)?;
            }
            st.rename(TMP, dst);
        } else {
            return Err(CodegenError::new(format!(
                "x87 stackifier: {} on x87 registers is not supported",
                desc_of(tii, opc).name
            )));
        }
        // A definition nothing reads leaves the stack at once.
        for k in 0..7u8 {
            if d & (1 << k) != 0 && after[j] & (1 << k) == 0 && st.slots.contains(&k) {
                st.pop(k)?;
            }
        }
        flush(mf, st, &mut new_insts);
    }
    if has_succs && !shuffled {
        st.shuffle_to(exit_order)?;
    }
    flush(mf, st, &mut new_insts);
    mf.block_mut(b).insts = new_insts;
    Ok(())
}
