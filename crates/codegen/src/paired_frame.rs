//! Frames whose callee-saved registers are saved in pairs below the locals, as GCC's
//! `aarch64_layout_frame` builds them (seed 004, section 7): the layout of the callee-saved
//! area, the choice among the four prologue shapes, and the prologue and epilogue
//! themselves, for a target that names its pair opcodes through [`PairedFrame`] (LLVM's
//! `assignCalleeSavedSpillSlots`/`spillCalleeSavedRegisters`/`restoreCalleeSavedRegisters`
//! hooks of `TargetFrameLowering`, with GCC's layout).
//!
//! The frame, from the incoming stack pointer (the CFA) down: the vararg save area, the
//! locals, the callee-saved area (the frame record fp/lr at its bottom, then the other
//! registers in the target's callee-saved order, a class change starting a new 16-byte
//! slot), the outgoing argument area. `hard_fp_offset` is the distance from the CFA to the
//! bottom of the callee-saved area (where the frame pointer points), `frame_size` the whole
//! frame. The prologue is at most five steps (GCC's `initial_adjust`, `callee_adjust`,
//! `callee_offset`, `final_adjust`):
//!
//! 1. `sub sp, sp, #initial_adjust`;
//! 2. the first one or two registers pushed with writeback: `stp r1, r2, [sp, #-callee_adjust]!`
//!    (`str r1, [sp, #-callee_adjust]!` when only one is saved);
//! 3. the frame pointer set: `add fp, sp, #callee_offset` (after the record's own `stp` when
//!    step 2 did not push it);
//! 4. the other registers stored in pairs at `[sp, #callee_offset + n]` (a lone one with a
//!    single store);
//! 5. `sub sp, sp, #final_adjust`.
//!
//! The four shapes: (1) `callee_adjust = frame_size` when the frame is under the push limit
//! (512 for a pair, 256 for one register) and there is no outgoing area; (2)
//! `initial_adjust = frame_size`, `callee_offset` = the outgoing area, when outgoing area and
//! callee-saved area together are under 512 (not in a function with dynamic allocations
//! whose callee area could be pushed); (3) `callee_adjust = hard_fp_offset`, `final_adjust`
//! = the outgoing area, when `hard_fp_offset` is under the push limit; (4) `initial_adjust =
//! hard_fp_offset`, `final_adjust` = the outgoing area. The epilogues mirror them (the
//! writeback pop is a post-indexed `ldp`/`ldr`), with CFI records after every instruction
//! that changes the CFA rule or a saved register.

use crate::machine::{CFIInstruction, MBBId, MIFlags, MachineFunction, MachineOperand as MO};
use crate::pei::insert_cfi;
use kiln_mc::register_info::Register;

/// The opcodes that save or restore one class of callee-saved registers. Operands (offsets
/// in bytes): `single` is `reg, base, off`; `pair` is `reg1, reg2, base, off`; the
/// writeback forms lead with the written-back stack pointer (`sp, reg, sp, off`, `sp, reg1,
/// reg2, sp, off`), pre-indexed for stores and post-indexed for loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpillOpcodes {
    /// The single store or load at an unsigned scaled offset.
    pub single: u32,
    /// The pair store or load at a signed scaled offset.
    pub pair: u32,
    /// The single store (pre-index) or load (post-index) with writeback of the base.
    pub single_wb: u32,
    /// The pair store (pre-index) or load (post-index) with writeback of the base.
    pub pair_wb: u32,
}

/// What a target with paired callee-saved stores tells the generic frame.
pub trait PairedFrame {
    /// The stack pointer.
    fn stack_pointer(&self) -> Register;
    /// The frame record `(frame pointer, link register)`, saved together at the bottom of the
    /// callee-saved area with the frame pointer at the lower address.
    fn frame_record(&self) -> (Register, Register);
    /// The store (`load` false) or load opcodes for callee-saved register `reg`.
    fn spill_opcodes(&self, reg: Register, load: bool) -> SpillOpcodes;
    /// Inserts `dst = src + imm` at `pos` of `mbb` (materializing `imm` in a scratch register
    /// when it does not fit), every instruction flagged `flags`; returns how many it inserted.
    #[allow(clippy::too_many_arguments)]
    fn add_imm(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
        imm: i64,
        flags: u16,
    ) -> usize;
    /// The steps an sp adjustment by `imm` takes when each one changes sp (a CFI record
    /// follows each): `[imm]` unless the target splits it (AArch64's `#hi, lsl #12` then
    /// `#lo`).
    fn split_sp_adjust(&self, imm: i64) -> Vec<i64> {
        vec![imm]
    }
}

/// The prologue's steps (GCC's `aarch64_frame` fields), all in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FrameShape {
    /// The whole frame.
    pub frame_size: i64,
    /// From the CFA down to the bottom of the callee-saved area.
    pub hard_fp_offset: i64,
    /// The first `sub sp`.
    pub initial_adjust: i64,
    /// The writeback push of the first one or two registers (0: none).
    pub callee_adjust: i64,
    /// The callee-saved area's offset from sp once steps 1 and 2 are done.
    pub callee_offset: i64,
    /// The last `sub sp` (the outgoing area when it is not part of step 1 or 2).
    pub final_adjust: i64,
}

impl FrameShape {
    /// Which of the four shapes this is (1 to 4, in the order of the module documentation);
    /// 0 for an empty frame.
    pub fn number(&self) -> u8 {
        match (self.initial_adjust, self.callee_adjust, self.final_adjust) {
            (0, 0, 0) => 0,
            (0, _, 0) => 1,
            (_, 0, 0) => 2,
            (0, _, _) => 3,
            _ => 4,
        }
    }
}

/// GCC's choice of shape for a frame of `frame_size` bytes whose callee-saved area is
/// `saved_regs_size` bytes (`saved` registers) ending `hard_fp_offset` bytes below the CFA.
pub fn choose_shape(
    frame_size: i64,
    hard_fp_offset: i64,
    saved_regs_size: i64,
    saved: usize,
    calls_alloca: bool,
) -> FrameShape {
    let outgoing = frame_size - hard_fp_offset;
    let max_push = match saved {
        0 => 0,
        1 => 256,
        _ => 512,
    };
    let mut s = FrameShape {
        frame_size,
        hard_fp_offset,
        ..FrameShape::default()
    };
    if frame_size == 0 {
        return s;
    }
    if frame_size < max_push && outgoing == 0 {
        s.callee_adjust = frame_size;
    } else if outgoing + saved_regs_size < 512 && !(calls_alloca && hard_fp_offset < max_push) {
        s.initial_adjust = frame_size;
        s.callee_offset = outgoing;
    } else if hard_fp_offset < max_push {
        s.callee_adjust = hard_fp_offset;
        s.final_adjust = outgoing;
    } else {
        s.initial_adjust = hard_fp_offset;
        s.final_adjust = outgoing;
    }
    s
}

/// The callee-saved registers in save order: the frame record first when both of its
/// registers are saved, then `order` (the target's callee-saved list), then the rest.
pub fn callee_save_order(
    save: &[Register],
    order: &[Register],
    record: (Register, Register),
) -> Vec<Register> {
    let mut out = Vec::with_capacity(save.len());
    if save.contains(&record.0) && save.contains(&record.1) {
        out.extend([record.0, record.1]);
    }
    for &r in order.iter().chain(save) {
        if save.contains(&r) && !out.contains(&r) {
            out.push(r);
        }
    }
    out
}

/// Offsets of callee-saved slots (`(size, class)` each, in save order) inside their area,
/// from its bottom: consecutive slots, a change of class (of spill opcodes) starting at a
/// 16-byte boundary, where the 8-byte gap that leaves takes the last register of the next
/// class when that class has an odd count (GCC's `has_align_gap`); returns the offsets and
/// the area's size rounded to 16.
pub fn callee_area_offsets(sizes: &[(u64, u32)]) -> (Vec<u64>, u64) {
    let mut offs = vec![0; sizes.len()];
    let mut off = 0u64;
    let mut k = 0;
    while k < sizes.len() {
        let class = sizes[k].1;
        let end = k + sizes[k..].iter().take_while(|s| s.1 == class).count();
        let mut last = end;
        if off % 16 == 8 && (end - k) % 2 == 1 && sizes[end - 1].0 == 8 {
            // The gap takes this class's last register; the others start aligned.
            offs[end - 1] = off;
            last = end - 1;
        }
        if k > 0 {
            off = off.div_ceil(16) * 16;
        }
        for j in k..last {
            offs[j] = off;
            off += sizes[j].0;
        }
        k = end;
    }
    (offs, off.div_ceil(16) * 16)
}

/// One save or restore: one register or two (at consecutive slots), at `off` bytes above the
/// bottom of the callee-saved area.
#[derive(Debug, Clone, Copy)]
struct Group {
    regs: [Option<Register>; 2],
    off: i64,
    size: i64,
    ops: SpillOpcodes,
}

/// The frame's shape and the save groups, from the layout PEI made: the callee-saved slots'
/// offsets and `stack_size`.
fn shape_and_groups(
    mf: &MachineFunction,
    t: &dyn PairedFrame,
    load: bool,
) -> (FrameShape, Vec<Group>) {
    let fi = &mf.frame_info;
    let frame_size = fi.stack_size as i64;
    let outgoing = (fi.max_call_frame_size.div_ceil(16) * 16) as i64;
    let hard_fp = frame_size - outgoing;
    let slots: Vec<(Register, i64, i64)> = fi
        .callee_saved
        .iter()
        .map(|c| {
            let o = fi.object(c.frame_index);
            (c.reg, o.offset + hard_fp, o.size as i64)
        })
        .collect();
    let saved_size = slots.iter().map(|s| s.1 + s.2).max().unwrap_or(0);
    let saved_size = (saved_size as u64).div_ceil(16) as i64 * 16;
    let shape = choose_shape(
        frame_size,
        hard_fp,
        saved_size,
        slots.len(),
        fi.has_var_sized_objects,
    );
    let mut groups = Vec::new();
    let mut k = 0;
    while k < slots.len() {
        let (r, off, size) = slots[k];
        let ops = t.spill_opcodes(r, load);
        if let Some(&(r2, off2, size2)) = slots.get(k + 1) {
            if off2 == off + size && size2 == size && t.spill_opcodes(r2, load) == ops {
                groups.push(Group {
                    regs: [Some(r), Some(r2)],
                    off,
                    size,
                    ops,
                });
                k += 2;
                continue;
            }
        }
        groups.push(Group {
            regs: [Some(r), None],
            off,
            size,
            ops,
        });
        k += 1;
    }
    (shape, groups)
}

/// Adjusts sp by `delta` at `pos` in the target's steps, each followed by a
/// `.cfi_def_cfa_offset` when `cfa` (the CFA's offset from sp before it) is given; returns the
/// number of instructions inserted.
#[allow(clippy::too_many_arguments)]
fn adjust_sp(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    t: &dyn PairedFrame,
    delta: i64,
    mut cfa: Option<i64>,
    flags: u16,
) -> usize {
    let sp = t.stack_pointer();
    let mut n = 0;
    for step in t.split_sp_adjust(delta) {
        n += t.add_imm(mf, mbb, pos + n, sp, sp, step, flags);
        if let Some(c) = cfa.as_mut() {
            *c -= step;
            insert_cfi(mf, mbb, pos + n, CFIInstruction::DefCfaOffset(*c), flags);
            n += 1;
        }
    }
    n
}

fn insert(mf: &mut MachineFunction, mbb: MBBId, pos: usize, opc: u32, ops: &[MO], flags: u16) {
    let i = mf.insert_instr(mbb, pos, opc, ops);
    mf.instr_mut(i).flags = MIFlags(flags);
}

/// The operands of a group's save (`load` false) or restore at `base + off`, or with
/// writeback of sp by `off` when `wb`.
fn group_operands(
    g: &Group,
    sp: Register,
    base: Register,
    off: i64,
    load: bool,
    wb: bool,
) -> (u32, Vec<MO>) {
    let reg = |r: Register| if load { MO::reg_def(r) } else { MO::reg_use(r) };
    let mut ops = Vec::with_capacity(5);
    if wb {
        ops.push(MO::reg_def(sp));
    }
    ops.extend(g.regs.iter().flatten().map(|&r| reg(r)));
    ops.push(MO::reg_use(base));
    ops.push(MO::Imm(off));
    let opc = match (g.regs[1].is_some(), wb) {
        (true, true) => g.ops.pair_wb,
        (true, false) => g.ops.pair,
        (false, true) => g.ops.single_wb,
        (false, false) => g.ops.single,
    };
    (opc, ops)
}

/// Inserts the prologue at the top of `entry`; returns the position after it.
pub fn emit_prologue(mf: &mut MachineFunction, entry: MBBId, t: &dyn PairedFrame) -> usize {
    const S: u16 = MIFlags::FRAME_SETUP;
    let (shape, groups) = shape_and_groups(mf, t, false);
    if shape.frame_size == 0 {
        return 0;
    }
    let sp = t.stack_pointer();
    let (fp, lr) = t.frame_record();
    let has_record = groups
        .first()
        .is_some_and(|g| g.regs == [Some(fp), Some(lr)]);
    let mut pos = 0;
    let mut cfa_offset = 0;
    let offsets = |g: &Group, hard_fp: i64| -> Vec<(Register, i64)> {
        g.regs
            .iter()
            .flatten()
            .enumerate()
            .map(|(k, &r)| (r, g.off + g.size * k as i64 - hard_fp))
            .collect()
    };
    if shape.initial_adjust != 0 {
        pos += adjust_sp(mf, entry, pos, t, -shape.initial_adjust, Some(0), S);
        cfa_offset = shape.initial_adjust;
    }
    let mut done = 0;
    if shape.callee_adjust != 0 {
        let g = groups[0];
        let (opc, ops) = group_operands(&g, sp, sp, -shape.callee_adjust, false, true);
        insert(mf, entry, pos, opc, &ops, S);
        pos += 1;
        cfa_offset += shape.callee_adjust;
        insert_cfi(mf, entry, pos, CFIInstruction::DefCfaOffset(cfa_offset), S);
        pos += 1;
        if !has_record {
            for (r, o) in offsets(&g, shape.hard_fp_offset) {
                insert_cfi(mf, entry, pos, CFIInstruction::Offset(r, o), S);
                pos += 1;
            }
        }
        done = 1;
    }
    if has_record {
        if done == 0 {
            let (opc, ops) = group_operands(&groups[0], sp, sp, shape.callee_offset, false, false);
            insert(mf, entry, pos, opc, &ops, S);
            pos += 1;
            done = 1;
        }
        pos += t.add_imm(mf, entry, pos, fp, sp, shape.callee_offset, S);
        insert_cfi(
            mf,
            entry,
            pos,
            CFIInstruction::DefCfa(fp, shape.hard_fp_offset),
            S,
        );
        pos += 1;
        for (r, o) in offsets(&groups[0], shape.hard_fp_offset).into_iter().rev() {
            insert_cfi(mf, entry, pos, CFIInstruction::Offset(r, o), S);
            pos += 1;
        }
    }
    for g in &groups[done..] {
        let (opc, ops) = group_operands(g, sp, sp, shape.callee_offset + g.off, false, false);
        insert(mf, entry, pos, opc, &ops, S);
        pos += 1;
        for (r, o) in offsets(g, shape.hard_fp_offset) {
            insert_cfi(mf, entry, pos, CFIInstruction::Offset(r, o), S);
            pos += 1;
        }
    }
    if shape.final_adjust != 0 {
        let cfa = (!has_record).then_some(cfa_offset);
        pos += adjust_sp(mf, entry, pos, t, -shape.final_adjust, cfa, S);
    }
    pos
}

/// Inserts an epilogue in `mbb` before `pos` (the mirror of [`emit_prologue`]); `sp_moved`
/// says sp no longer is where the prologue left it (dynamic allocation, realignment): it is
/// recomputed from the frame pointer first.
pub fn emit_epilogue(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    t: &dyn PairedFrame,
    sp_moved: bool,
) {
    const D: u16 = MIFlags::FRAME_DESTROY;
    let (shape, groups) = shape_and_groups(mf, t, true);
    if shape.frame_size == 0 {
        return;
    }
    let sp = t.stack_pointer();
    let (fp, lr) = t.frame_record();
    let has_record = groups
        .first()
        .is_some_and(|g| g.regs == [Some(fp), Some(lr)]);
    let mut pos = pos;
    // sp back to the bottom of the area steps 1 and 2 allocated.
    let mid = shape.initial_adjust + shape.callee_adjust;
    if has_record && sp_moved {
        pos += t.add_imm(mf, mbb, pos, sp, fp, -shape.callee_offset, D);
    } else if shape.final_adjust != 0 {
        let cfa = (!has_record).then_some(shape.frame_size);
        pos += adjust_sp(mf, mbb, pos, t, shape.final_adjust, cfa, D);
    }
    if has_record {
        insert_cfi(mf, mbb, pos, CFIInstruction::DefCfa(sp, mid), D);
        pos += 1;
    }
    let pushed = usize::from(shape.callee_adjust != 0);
    for g in groups[pushed..].iter().rev() {
        let (opc, ops) = group_operands(g, sp, sp, shape.callee_offset + g.off, true, false);
        insert(mf, mbb, pos, opc, &ops, D);
        pos += 1;
        for &r in g.regs.iter().flatten() {
            insert_cfi(mf, mbb, pos, CFIInstruction::Restore(r), D);
            pos += 1;
        }
    }
    if pushed == 1 {
        let g = groups[0];
        let (opc, ops) = group_operands(&g, sp, sp, shape.callee_adjust, true, true);
        insert(mf, mbb, pos, opc, &ops, D);
        pos += 1;
        insert_cfi(
            mf,
            mbb,
            pos,
            CFIInstruction::DefCfaOffset(shape.initial_adjust),
            D,
        );
        pos += 1;
        for &r in g.regs.iter().flatten().rev() {
            insert_cfi(mf, mbb, pos, CFIInstruction::Restore(r), D);
            pos += 1;
        }
    }
    if shape.initial_adjust != 0 {
        adjust_sp(
            mf,
            mbb,
            pos,
            t,
            shape.initial_adjust,
            Some(shape.initial_adjust),
            D,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcc_chooses_the_four_shapes() {
        // Only the frame record, no outgoing area: one push.
        let s = choose_shape(16, 16, 16, 2, false);
        assert_eq!((s.number(), s.callee_adjust), (1, 16));
        // One register under 256 bytes: a push; at 256 it no longer fits `str`'s writeback.
        assert_eq!(choose_shape(240, 240, 16, 1, false).number(), 1);
        assert_eq!(choose_shape(256, 256, 16, 1, false).number(), 2);
        // An outgoing area: sub, then stp at the outgoing offset.
        let s = choose_shape(64, 48, 16, 2, false);
        assert_eq!((s.number(), s.initial_adjust, s.callee_offset), (2, 64, 16));
        // A big outgoing area, a small callee area: push then sub.
        let s = choose_shape(48 + 512, 48, 32, 3, false);
        assert_eq!((s.number(), s.callee_adjust, s.final_adjust), (3, 48, 512));
        // Both big: two subs.
        let s = choose_shape(1024 + 512, 1024, 32, 3, false);
        assert_eq!(
            (s.number(), s.initial_adjust, s.final_adjust),
            (4, 1024, 512)
        );
        // Dynamic allocation with a small callee area: the push (fp = sp), not shape 2.
        assert_eq!(choose_shape(64, 48, 16, 2, true).number(), 3);
        // No register saved: one sub, or two when the outgoing area is large.
        assert_eq!(choose_shape(32, 32, 0, 0, false).number(), 2);
        assert_eq!(choose_shape(32 + 512, 32, 0, 0, false).number(), 4);
    }

    #[test]
    fn classes_start_on_16_bytes_and_the_record_comes_first() {
        let (o, size) = callee_area_offsets(&[(8, 0), (8, 0), (8, 0), (8, 1), (8, 1)]);
        assert_eq!((o, size), (vec![0, 8, 16, 32, 40], 48));
        // An odd count after the gap: its last register fills it.
        let (o, size) = callee_area_offsets(&[(8, 0), (8, 0), (8, 0), (8, 1)]);
        assert_eq!((o, size), (vec![0, 8, 16, 24], 32));
        let (o, size) = callee_area_offsets(&[(8, 0), (8, 1), (8, 1), (8, 1)]);
        assert_eq!((o, size), (vec![0, 16, 24, 8], 32));
        let r = |n| Register(n);
        let order = callee_save_order(&[r(9), r(5), r(1), r(2)], &[r(5), r(9)], (r(1), r(2)));
        assert_eq!(order, vec![r(1), r(2), r(5), r(9)]);
    }
}
