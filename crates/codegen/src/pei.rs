//! Prologue/epilogue insertion and frame finalization (LLVM's `PrologEpilogInserter`): the
//! target-independent driver; the shapes come from the target's [`TargetFrameLowering`].
//!
//! In: a machine function after register allocation (physical registers, frame indices, call
//! frame pseudos). Out: callee-saved registers that the function writes saved in the entry
//! block and restored before every return (in slots of their own), every frame object at an
//! offset from the incoming stack pointer (the CFA) with its alignment, the stack size
//! rounded to the stack alignment, the target's prologue and epilogues (with CFI records),
//! call-frame pseudos removed (their space is part of the frame), and every frame-index
//! operand rewritten by the target into a base register plus offset.

use crate::machine::{CalleeSavedInfo, MBBId, MIId, MachineFunction, MachineOperand, RegFlags};
use crate::target::{desc_of, instr_flags, TargetInstrInfo, TargetRegisterInfo};
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// Frame facts and code shapes of a target (LLVM's `TargetFrameLowering`).
pub trait TargetFrameLowering {
    /// The stack alignment in bytes.
    fn stack_alignment(&self) -> u64;
    /// Whether the function needs a frame pointer (also when the target realigns its
    /// stack: the incoming arguments stay at fixed offsets from it).
    fn has_fp(&self, mf: &MachineFunction) -> bool {
        mf.frame_info.has_var_sized_objects
            || mf.frame_info.frame_address_taken
            || mf.frame_info.frame_pointer_forced
            || self.needs_stack_realignment(mf)
    }
    /// Whether the prologue realigns the stack pointer to `max_align` because an object
    /// needs more than the stack alignment (LLVM's `shouldRealignStack`); targets that do
    /// not realign keep the default (no).
    fn needs_stack_realignment(&self, _mf: &MachineFunction) -> bool {
        false
    }
    /// Registers to save besides the callee-saved ones the function writes (the return
    /// address when it calls, the frame pointer when it has one).
    fn extra_callee_saves(&self, _mf: &MachineFunction) -> Vec<Register> {
        Vec::new()
    }
    /// Whether `opcode` is a call-frame setup/destroy pseudo; its first immediate is the
    /// outgoing argument area size.
    fn is_call_frame_pseudo(&self, _opcode: u32) -> bool {
        false
    }
    /// A target that saves its callee-saved registers in pairs below the locals, in its own
    /// prologue and epilogue (GCC's AArch64 frame, seed 004): PEI then orders them with the
    /// frame record first, inserts no spills or reloads, and lays the frame out as
    /// [`crate::paired_frame`] describes.
    fn paired_frame(&self) -> Option<&dyn crate::paired_frame::PairedFrame> {
        None
    }
    /// Inserts the prologue at the top of the entry block (after layout: `stack_size`,
    /// object offsets and `callee_saved` are final).
    fn emit_prologue(&self, mf: &mut MachineFunction, entry: MBBId);
    /// Inserts an epilogue in `mbb` before position `pos` (the return).
    fn emit_epilogue(&self, mf: &mut MachineFunction, mbb: MBBId, pos: usize);
    /// Rewrites frame-index operand `op` of `mi` to address the object at `offset` bytes from
    /// the stack pointer after the prologue (or from the frame pointer, the target's choice).
    fn eliminate_frame_index(
        &self,
        mf: &mut MachineFunction,
        mi: MIId,
        op: usize,
        offset: i64,
    ) -> Result<(), CodegenError>;
}

fn align_to(x: u64, a: u64) -> u64 {
    let a = a.max(1);
    x.div_ceil(a) * a
}

/// Runs prologue/epilogue insertion. See the module documentation.
pub fn insert_prologue_epilogue(
    mf: &mut MachineFunction,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    tfl: &dyn TargetFrameLowering,
) -> Result<(), CodegenError> {
    // Call-frame pseudos: note the largest outgoing area, then drop them.
    let mut max_call = 0u64;
    for k in 0..mf.layout.len() {
        let b = mf.layout[k];
        let mut kept = std::mem::take(&mut mf.block_mut(b).insts);
        kept.retain(|&i| {
            if !tfl.is_call_frame_pseudo(mf.instr(i).opcode) {
                return true;
            }
            if let Some(MachineOperand::Imm(v)) = mf
                .operands(i)
                .iter()
                .find(|o| matches!(o, MachineOperand::Imm(_)))
            {
                max_call = max_call.max(*v as u64);
            }
            false
        });
        mf.block_mut(b).insts = kept;
    }
    mf.frame_info.max_call_frame_size = mf.frame_info.max_call_frame_size.max(max_call);

    // Callee-saved registers the function writes, through register units: a definition of
    // any register sharing a unit with a callee-saved register (W19 for X19, EBX for
    // RBX) makes that register saved.
    let csrs = tri.callee_saved_regs();
    let mut csr_units: Vec<(u32, usize)> = Vec::new();
    let mut units = Vec::new();
    for (k, &r) in csrs.iter().enumerate() {
        units.clear();
        tri.reg_units(r, &mut units);
        csr_units.extend(units.iter().map(|&u| (u, k)));
    }
    csr_units.sort_unstable();
    // Each defined physical register once (by number), then its units.
    let mut seen: Vec<bool> = Vec::new();
    let mut written = vec![false; csrs.len()];
    for (_, i) in mf.all_instrs() {
        for op in mf.operands(i) {
            if let MachineOperand::Reg { reg, flags, .. } = *op {
                if !flags.has(RegFlags::DEF) || !reg.is_physical() {
                    continue;
                }
                let n = reg.0 as usize;
                if seen.len() <= n {
                    seen.resize(n + 1, false);
                }
                if std::mem::replace(&mut seen[n], true) {
                    continue;
                }
                units.clear();
                tri.reg_units(reg, &mut units);
                for u in &units {
                    let at = csr_units.partition_point(|e| e.0 < *u);
                    for e in csr_units[at..].iter().take_while(|e| e.0 == *u) {
                        written[e.1] = true;
                    }
                }
            }
        }
    }
    let mut save: Vec<Register> = csrs
        .iter()
        .zip(&written)
        .filter(|e| *e.1)
        .map(|e| *e.0)
        .collect();
    for r in tfl.extra_callee_saves(mf) {
        if !save.contains(&r) {
            save.push(r);
        }
    }
    let paired = tfl.paired_frame();
    match paired {
        Some(p) => save = crate::paired_frame::callee_save_order(&save, csrs, p.frame_record()),
        None => save.sort(),
    }
    // Each in a slot of its smallest class's spill size, saved and restored as that class.
    let mut csi = Vec::with_capacity(save.len());
    let mut csi_class = Vec::with_capacity(save.len());
    for &r in &save {
        let rc = tri.minimal_phys_reg_class(r);
        let (size, align) = tri.spill_size_align(rc);
        let fi = mf.frame_info.create_spill_slot(size as u64, align as u64);
        csi.push(CalleeSavedInfo {
            reg: r,
            frame_index: fi,
        });
        csi_class.push(rc);
    }
    let entry = mf.layout[0];
    if paired.is_none() {
        // Spill and restore them.
        for (k, c) in csi.iter().enumerate() {
            tii.store_reg_to_stack_slot(mf, entry, k, c.reg, c.frame_index, csi_class[k]);
        }
        let returns = return_points(mf, tii);
        for &(b, _) in returns.iter().rev() {
            let pos = return_pos(mf, tii, b);
            for (c, &rc) in csi.iter().zip(&csi_class).rev() {
                tii.load_reg_from_stack_slot(mf, b, pos, c.reg, c.frame_index, rc);
            }
        }
    }
    mf.frame_info.callee_saved = csi.clone();

    // Layout: callee-saved slots nearest the CFA, then the other objects, each aligned, then
    // the outgoing call area at the bottom (paired: the callee-saved area below the others).
    // Fixed objects below the CFA (a vararg save area) come first.
    let mut offset: u64 = mf.frame_info.fixed_bytes_below_cfa();
    let mut max_align = tfl.stack_alignment();
    let mut place = |mf: &mut MachineFunction, fi: i32, offset: &mut u64| {
        let o = *mf.frame_info.object(fi);
        if o.dead || o.is_variable_sized {
            return;
        }
        *offset = align_to(*offset + o.size, o.align);
        max_align = max_align.max(o.align);
        mf.frame_info.object_mut(fi).offset = -(*offset as i64);
    };
    if paired.is_none() {
        for c in &csi {
            place(mf, c.frame_index, &mut offset);
        }
    }
    for fi in 0..mf.frame_info.num_objects() {
        if csi.iter().any(|c| c.frame_index == fi) {
            continue;
        }
        place(mf, fi, &mut offset);
    }
    // A realigned frame addresses its objects from the realigned stack pointer, so the
    // frame size is a multiple of the largest alignment too (the padding up to it is below
    // the incoming stack pointer, taken by the realignment).
    mf.frame_info.max_align = max_align;
    let realign = tfl.needs_stack_realignment(mf);
    if realign && mf.frame_info.has_var_sized_objects {
        return Err(CodegenError::new(format!(
            "in function {}: a local aligned to {max_align} bytes (above the stack alignment) \
             together with a dynamic alloca needs a base pointer, which kiln's frame lowering \
             does not have yet",
            mf.name
        )));
    }
    let align = if realign {
        max_align
    } else {
        tfl.stack_alignment()
    };
    let stack = if paired.is_some() {
        // The callee-saved area below the locals; a realigned frame's locals move down by up
        // to `max_align` less the stack alignment from where the layout puts them, so the
        // area is that far below them. Any rounding of the frame goes between the locals and the area.
        if realign {
            offset += max_align - tfl.stack_alignment();
        }
        // The class of a slot: the opcodes that save it.
        let sizes: Vec<(u64, u32)> = csi
            .iter()
            .map(|c| {
                let class = paired.map_or(0, |p| p.spill_opcodes(c.reg, false).single);
                (mf.frame_info.object(c.frame_index).size, class)
            })
            .collect();
        let (offs, area) = crate::paired_frame::callee_area_offsets(&sizes);
        let outgoing = align_to(mf.frame_info.max_call_frame_size, 16);
        let stack = align_to(align_to(offset + area, 16) + outgoing, align);
        let hard_fp = stack - outgoing;
        for (c, o) in csi.iter().zip(offs) {
            mf.frame_info.object_mut(c.frame_index).offset = o as i64 - hard_fp as i64;
        }
        stack
    } else {
        align_to(offset + mf.frame_info.max_call_frame_size, align)
    };
    mf.frame_info.stack_size = stack;

    // Prologue and epilogues.
    tfl.emit_prologue(mf, entry);
    for (b, _) in return_points(mf, tii) {
        let pos = return_pos(mf, tii, b);
        tfl.emit_epilogue(mf, b, pos);
    }
    insert_cfi_state_fixups(mf);

    // Frame indices.
    let all: Vec<MIId> = mf.all_instrs().map(|(_, i)| i).collect();
    for i in all {
        let n = mf.operands(i).len();
        for k in 0..n {
            if let MachineOperand::FrameIndex(fi) = mf.operands(i)[k] {
                let obj = *mf.frame_info.object(fi);
                let off = stack as i64 + obj.offset;
                tfl.eliminate_frame_index(mf, i, k, off)?;
            }
        }
    }
    Ok(())
}

/// LLVM's CFIFixup: the CFI rules are read in layout order, so a block laid out after an
/// epilogue (which undid the frame) would inherit "no frame". The prologue ends with
/// `.cfi_remember_state`; such a block starts with `.cfi_restore_state` (and remembers the
/// state again when another one follows). Linear in the number of instructions.
pub fn insert_cfi_state_fixups(mf: &mut MachineFunction) {
    use crate::machine::{CFIInstruction, MIFlags};
    use crate::target::target_opcode::CFI_INSTRUCTION;
    let has = |mf: &MachineFunction, b: MBBId, flag: u16| {
        mf.block(b)
            .insts
            .iter()
            .any(|&i| mf.instr(i).opcode == CFI_INSTRUCTION && mf.instr(i).flags.0 & flag != 0)
    };
    let layout = mf.layout.clone();
    let needs: Vec<MBBId> = layout
        .windows(2)
        .filter(|w| has(mf, w[0], MIFlags::FRAME_DESTROY))
        .map(|w| w[1])
        .collect();
    if needs.is_empty() {
        return;
    }
    let entry = layout[0];
    let Some(last_setup) = mf
        .block(entry)
        .insts
        .iter()
        .rposition(|&i| mf.instr(i).flags.0 & MIFlags::FRAME_SETUP != 0)
    else {
        return;
    };
    insert_cfi(
        mf,
        entry,
        last_setup + 1,
        CFIInstruction::RememberState,
        MIFlags::FRAME_SETUP,
    );
    for (k, &b) in needs.iter().enumerate() {
        if k + 1 < needs.len() {
            insert_cfi(mf, b, 0, CFIInstruction::RememberState, 0);
        }
        insert_cfi(mf, b, 0, CFIInstruction::RestoreState, 0);
    }
}

/// Blocks that return, with their return instruction.
fn return_points(mf: &MachineFunction, tii: &dyn TargetInstrInfo) -> Vec<(MBBId, MIId)> {
    let mut v = Vec::new();
    for &b in &mf.layout {
        if let Some(&last) = mf.block(b).insts.last() {
            if desc_of(tii, mf.instr(last).opcode).has(instr_flags::RETURN) {
                v.push((b, last));
            }
        }
    }
    v
}

/// Position of the first terminator of `b` (where epilogue code goes).
fn return_pos(mf: &MachineFunction, tii: &dyn TargetInstrInfo, b: MBBId) -> usize {
    let insts = &mf.block(b).insts;
    let mut p = insts.len();
    while p > 0 && desc_of(tii, mf.instr(insts[p - 1]).opcode).is_terminator() {
        p -= 1;
    }
    p
}

/// Inserts a `CFI_INSTRUCTION` for `cfi` into `mbb` before `pos` (part of the prologue or
/// epilogue, flagged accordingly); targets call it from `emit_prologue`/`emit_epilogue`.
pub fn insert_cfi(
    mf: &mut MachineFunction,
    mbb: MBBId,
    pos: usize,
    cfi: crate::machine::CFIInstruction,
    flags: u16,
) -> MIId {
    let idx = mf.add_cfi(cfi);
    let i = mf.insert_instr(
        mbb,
        pos,
        crate::target::target_opcode::CFI_INSTRUCTION,
        &[MachineOperand::CFIIndex(idx)],
    );
    mf.instr_mut(i).flags = crate::machine::MIFlags(flags);
    i
}

/// The CFA offsets of the saved callee-saved registers (for `.cfi_offset`): each register
/// with its slot's offset from the CFA.
pub fn callee_saved_cfa_offsets(mf: &MachineFunction) -> Vec<(Register, i64)> {
    mf.frame_info
        .callee_saved
        .iter()
        .map(|c| (c.reg, mf.frame_info.object(c.frame_index).offset))
        .collect()
}

/// Rewrites every `pseudo rd, rs` (the start of a dynamic allocation's memory, just above the
/// outgoing argument area at the new sp) as `add_imm rd, rs, <area size>`, once the frame is
/// laid out, followed by the operands in `tail` (AArch64's shift); an area whose size does not
/// fit below `imm_limit` is an error naming the function. Targets call it from
/// `expand_target_post_ra_pseudos`.
pub fn expand_above_call_frame(
    mf: &mut MachineFunction,
    pseudo: u32,
    add_imm: u32,
    imm_limit: i64,
    tail: &[MachineOperand],
) -> Result<(), CodegenError> {
    let size = mf.frame_info.max_call_frame_size as i64;
    for (b, i) in mf.all_instrs().collect::<Vec<_>>() {
        if mf.instr(i).opcode != pseudo {
            continue;
        }
        if size >= imm_limit {
            return Err(CodegenError::new(format!(
                "in function '{}': an outgoing argument area of {size} bytes in a function with dynamic allocations is not supported",
                mf.name
            )));
        }
        let ops = mf.operands(i).to_vec();
        let pos = mf.block(b).insts.iter().position(|&x| x == i).unwrap_or(0);
        mf.block_mut(b).insts.remove(pos);
        if size == 0 && ops[0] == ops[1] {
            // No outgoing area and the allocation already in place: nothing to add.
            continue;
        }
        let mut new_ops = vec![ops[0], ops[1], MachineOperand::Imm(size)];
        new_ops.extend_from_slice(tail);
        mf.insert_instr(b, pos, add_imm, &new_ops);
    }
    Ok(())
}
