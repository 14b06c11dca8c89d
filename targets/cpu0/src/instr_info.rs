//! Cpu0 instruction and register facts for the machine passes (LLVM's `Cpu0InstrInfo` and
//! `Cpu0RegisterInfo`): instruction descriptions from the generated MC tables plus the
//! codegen-only pseudos, copies (`addu rd, rs, $zero`), spills and reloads (`st`/`ld`,
//! LLVM's `storeRegToStackSlot`/`loadRegFromStackSlot`), branches, and the register
//! classes, allocation order and call-preserved set the allocator and PEI ask for.
//!
//! In: opcodes (the MC opcode numbers of `mc::tables::opcodes`, or one of [`pseudo`]),
//! machine functions to insert into. Out: [`InstrDesc`]s, inserted instructions, register
//! facts.

use crate::mc::tables::{self, opcodes as op};
use crate::register_info::{self as ri, regs, GPR, SR};
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::{
    instr_flags as f, InstrDesc, OperandKind, RegClassId, TargetInstrInfo, TargetMachinePass,
    TargetRegisterInfo,
};
use kiln_mc::instr_desc::OperandClass;
use kiln_mc::register_info::Register;
use std::sync::OnceLock;

/// Codegen-only pseudo instructions (numbered above every MC opcode).
pub mod pseudo {
    /// First pseudo number.
    pub const FIRST: u32 = 0x7000_0000;
    /// `ADJCALLSTACKDOWN bytes, 0`: start of a call sequence.
    pub const ADJCALLSTACKDOWN: u32 = FIRST;
    /// `ADJCALLSTACKUP bytes, 0`: end of a call sequence.
    pub const ADJCALLSTACKUP: u32 = FIRST + 1;
    /// `ret $lr` with the returned registers as implicit uses.
    pub const RET: u32 = FIRST + 2;
    /// `jalr $lr, rs` (indirect call), argument registers as implicit uses.
    pub const CALL_INDIRECT: u32 = FIRST + 3;
    /// `ret rs` (indirect branch).
    pub const BRIND: u32 = FIRST + 4;
    /// `swi 0` ending a block (`llvm.trap`, `unreachable`): the simulator faults on it.
    pub const TRAP: u32 = FIRST + 5;
    /// `jmp symbol`: a direct tail call (argument registers as implicit uses).
    pub const TAIL: u32 = FIRST + 6;
    /// `ret $t9`: an indirect tail call ($t9 and the argument registers as implicit uses).
    pub const TAIL_INDIRECT: u32 = FIRST + 7;
    /// `rd = rs + the outgoing argument area` (the result of a dynamic allocation),
    /// `addiu` once the frame is laid out.
    pub const ABOVE_CALL_FRAME: u32 = FIRST + 8;
}

/// What a call defines besides its clobbers: $lr and the result registers $2, $3, $4, $5
/// (O32 returns up to four words, the last two in the argument registers).
static CALL_DEFS: [u16; 5] = [
    regs::LR.0 as u16,
    regs::V0.0 as u16,
    regs::V1.0 as u16,
    regs::A0.0 as u16,
    regs::A1.0 as u16,
];
/// MULT, MULTu, DIV, DIVU write HI and LO.
static HILO_DEFS: [u16; 2] = [regs::HI.0 as u16, regs::LO.0 as u16];
static HI_USE: [u16; 1] = [regs::HI.0 as u16];
static LO_USE: [u16; 1] = [regs::LO.0 as u16];

const GPR_KIND: OperandKind = OperandKind::Reg(ri::reg_class::GPROut as u16);

/// The MC opcodes with a delay slot (every control transfer), and the codegen pseudos that
/// become one.
pub fn has_delay_slot(opcode: u32) -> bool {
    const MC: [u16; 12] = [
        op::JEQ,
        op::JNE,
        op::JLT,
        op::JGT,
        op::JLE,
        op::JGE,
        op::JMP,
        op::BEQ,
        op::BNE,
        op::JALR,
        op::JSUB,
        op::RET,
    ];
    MC.iter().any(|&o| u32::from(o) == opcode)
        || matches!(
            opcode,
            pseudo::RET
                | pseudo::CALL_INDIRECT
                | pseudo::BRIND
                | pseudo::TAIL
                | pseudo::TAIL_INDIRECT
        )
}

fn build_descs() -> Vec<InstrDesc> {
    let t = &tables::TABLES;
    let mut v = Vec::with_capacity(t.instrs.len());
    for d in t.instrs {
        let mem = d.has(kiln_mc::instr_desc::flags::MAY_LOAD)
            || d.has(kiln_mc::instr_desc::flags::MAY_STORE);
        let kinds: Vec<OperandKind> = d
            .operands
            .iter()
            .enumerate()
            .map(|(i, o)| match o.class {
                // The base of a memory access (and of an addiu) may be a frame index.
                OperandClass::Reg(_) if (mem || d.name == "ADDiu") && i == 1 => OperandKind::Any,
                OperandClass::Reg(c) => match t.reg_classes[c as usize].name {
                    "SR" => OperandKind::Reg(ri::reg_class::SR as u16),
                    "GPROut" | "CPURegs" => GPR_KIND,
                    _ => OperandKind::AnyReg,
                },
                OperandClass::Imm(_) => OperandKind::Imm,
            })
            .collect();
        let ties: Vec<i8> = d.operands.iter().map(|o| o.tied_to).collect();
        let mut flags = d.flags;
        let (mut implicit_defs, mut implicit_uses): (&'static [u16], &'static [u16]) = (&[], &[]);
        match d.name {
            // The MC tables number registers their own way: codegen states implicit
            // operands itself.
            "JSUB" => {
                flags |= f::VARIADIC;
                implicit_defs = &CALL_DEFS;
            }
            "MULT" | "MULTu" | "DIV" | "DIVU" => implicit_defs = &HILO_DEFS,
            "MFHI" => implicit_uses = &HI_USE,
            "MFLO" => implicit_uses = &LO_USE,
            "SWI" => flags |= f::HAS_SIDE_EFFECTS,
            _ => {}
        }
        v.push(InstrDesc {
            name: d.name,
            num_defs: d.num_defs,
            operands: Box::leak(kinds.into_boxed_slice()),
            flags,
            implicit_uses,
            implicit_defs,
            tied_to: Box::leak(ties.into_boxed_slice()),
        });
    }
    v
}

fn descs() -> &'static [InstrDesc] {
    static D: OnceLock<Vec<InstrDesc>> = OnceLock::new();
    D.get_or_init(build_descs)
}

/// Sets the N and Z flags of `$sw` to bits 31 and 30 of `$at` at `pos` (only CMP writes
/// `$sw`, so a reload or copy into it compares): `$at = ($at >> 30) - 1` is 1 for N, 0 for
/// Z and -1 for neither, and `cmp $sw, $zero, $at` sets exactly that flag.
fn set_status_from_at(mf: &mut MachineFunction, mbb: MBBId, pos: usize) {
    let at = regs::AT;
    mf.insert_instr(
        mbb,
        pos,
        op::SHR as u32,
        &[MO::reg_def(at), MO::reg_use(at), MO::Imm(30)],
    );
    mf.insert_instr(
        mbb,
        pos + 1,
        op::ADDiu as u32,
        &[MO::reg_def(at), MO::reg_use(at), MO::Imm(-1)],
    );
    mf.insert_instr(
        mbb,
        pos + 2,
        op::CMP as u32,
        &[
            MO::reg_def(regs::SW),
            MO::reg_use(regs::ZERO),
            MO::reg_use(at),
        ],
    );
}

/// The Cpu0 instruction and register information.
#[derive(Debug, Default)]
pub struct Cpu0InstrInfo;

impl TargetInstrInfo for Cpu0InstrInfo {
    fn desc(&self, opcode: u32) -> InstrDesc {
        use pseudo::*;
        const I: OperandKind = OperandKind::Imm;
        match opcode {
            ADJCALLSTACKDOWN => InstrDesc::pseudo("ADJCALLSTACKDOWN", &[I, I], 0),
            ADJCALLSTACKUP => InstrDesc::pseudo("ADJCALLSTACKUP", &[I, I], 0),
            RET => InstrDesc::pseudo(
                "PseudoRET",
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            CALL_INDIRECT => InstrDesc {
                implicit_defs: &CALL_DEFS,
                ..InstrDesc::pseudo("PseudoCALLIndirect", &[GPR_KIND], f::CALL | f::VARIADIC)
            },
            BRIND => InstrDesc::pseudo(
                "PseudoBRIND",
                &[GPR_KIND],
                f::TERMINATOR | f::BRANCH | f::INDIRECT_BRANCH | f::BARRIER,
            ),
            TRAP => InstrDesc::pseudo("PseudoTRAP", &[], f::TERMINATOR | f::BARRIER),
            ABOVE_CALL_FRAME => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("PseudoAboveCallFrame", &[GPR_KIND, GPR_KIND], 0)
            },
            TAIL => InstrDesc::pseudo(
                "PseudoTAIL",
                &[I],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            // The target is always $t9, an implicit use (so the allocator folds the copy).
            TAIL_INDIRECT => InstrDesc::pseudo(
                "PseudoTAILIndirect",
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            _ => match descs().get(opcode as usize) {
                Some(d) => *d,
                None => InstrDesc::pseudo("<unknown>", &[], f::VARIADIC),
            },
        }
    }

    fn copy_phys_reg(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
    ) {
        if dst == regs::SW {
            mf.insert_instr(
                mbb,
                pos,
                op::ADDu as u32,
                &[
                    MO::reg_def(regs::AT),
                    MO::reg_use(src),
                    MO::reg_use(regs::ZERO),
                ],
            );
            set_status_from_at(mf, mbb, pos + 1);
            return;
        }
        mf.insert_instr(
            mbb,
            pos,
            op::ADDu as u32,
            &[MO::reg_def(dst), MO::reg_use(src), MO::reg_use(regs::ZERO)],
        );
    }

    fn store_reg_to_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        src: Register,
        fi: i32,
        _rc: RegClassId,
    ) {
        mf.insert_instr(
            mbb,
            pos,
            op::ST as u32,
            &[MO::reg_use(src), MO::FrameIndex(fi), MO::Imm(0)],
        );
    }

    fn load_reg_from_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        fi: i32,
        _rc: RegClassId,
    ) {
        if dst == regs::SW {
            mf.insert_instr(
                mbb,
                pos,
                op::LD as u32,
                &[MO::reg_def(regs::AT), MO::FrameIndex(fi), MO::Imm(0)],
            );
            set_status_from_at(mf, mbb, pos + 1);
            return;
        }
        mf.insert_instr(
            mbb,
            pos,
            op::LD as u32,
            &[MO::reg_def(dst), MO::FrameIndex(fi), MO::Imm(0)],
        );
    }

    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, op::JMP as u32, &[MO::MBB(target)]);
    }

    fn expand_target_post_ra_pseudos(
        &self,
        mf: &mut MachineFunction,
    ) -> Result<(), kiln_codegen::CodegenError> {
        // `ADDiu`'s immediate is 16 bits, signed.
        kiln_codegen::pei::expand_above_call_frame(
            mf,
            pseudo::ABOVE_CALL_FRAME,
            op::ADDiu as u32,
            0x8000,
            &[],
        )
    }

    fn reverse_branch_opcode(&self, opcode: u32) -> Option<u32> {
        let rev = [
            (op::BEQ, op::BNE),
            (op::BNE, op::BEQ),
            (op::JEQ, op::JNE),
            (op::JNE, op::JEQ),
            (op::JLT, op::JGE),
            (op::JGE, op::JLT),
            (op::JGT, op::JLE),
            (op::JLE, op::JGT),
        ];
        rev.iter()
            .find(|(a, _)| u32::from(*a) == opcode)
            .map(|(_, b)| u32::from(*b))
    }

    fn pre_emit_passes(&self, opt_level: u8) -> &'static [TargetMachinePass] {
        if opt_level == 0 {
            &[crate::delay_slot_filler::NOP_PASS]
        } else {
            &[crate::delay_slot_filler::PASS]
        }
    }
}

impl TargetRegisterInfo for Cpu0InstrInfo {
    fn reg_name(&self, reg: Register) -> String {
        ri::asm_name(reg).to_string()
    }
    fn reg_class_name(&self, rc: RegClassId) -> String {
        if rc == SR {
            "sr".into()
        } else {
            "gprout".into()
        }
    }
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool {
        if rc == SR {
            return reg == regs::SW;
        }
        ri::REGISTER_INFO.classes[ri::reg_class::CPURegs as usize]
            .regs
            .contains(&reg)
    }
    fn allocation_order(&self, rc: RegClassId) -> &[Register] {
        if rc == SR {
            &ri::STATUS
        } else {
            &ri::GPR_ORDER
        }
    }
    fn ra_class(&self, rc: RegClassId) -> usize {
        usize::from(rc == SR)
    }
    fn callee_saved_regs(&self) -> &[Register] {
        &ri::CALLEE_SAVED
    }
    /// Every call preserves $s0, $s1, $fp, $sp, $gp and $zero (the tutorial's `CSR_O32`);
    /// the argument, result and temporary registers, $at, $lr, $sw, HI and LO it may change.
    fn mask_preserves(&self, _mask: u32, reg: Register) -> bool {
        [regs::S0, regs::S1, regs::FP, regs::SP, regs::GP, regs::ZERO].contains(&reg)
    }
    fn stack_pointer(&self) -> Register {
        ri::STACK_POINTER
    }
    fn frame_pointer(&self) -> Register {
        ri::FRAME_POINTER
    }
    fn spill_size_align(&self, _rc: RegClassId) -> (u32, u32) {
        (4, 4)
    }
    fn minimal_phys_reg_class(&self, reg: Register) -> RegClassId {
        if reg == regs::SW {
            SR
        } else {
            GPR
        }
    }
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
        match k {
            0 => (&ri::CALLER_SAVED, &ri::CALLEE_SAVED),
            1 => (&ri::STATUS, &[]),
            _ => (&[], &[]),
        }
    }
}
