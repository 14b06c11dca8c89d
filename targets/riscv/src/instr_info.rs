//! RISC-V instruction facts for the machine passes (LLVM's `RISCVInstrInfo`): instruction
//! descriptions taken from the generated MC tables plus the codegen-only pseudos, copies
//! (`mv`), spills and reloads (`sd`/`ld`) and branches. The register facts (classes,
//! allocation order, callee-saved set, call-preserved mask) are in [`crate::register_info`].
//!
//! In: opcodes (the MC opcode numbers of `mc::tables::opcodes`, or one of [`pseudo`]),
//! machine functions to insert into. Out: [`InstrDesc`]s, inserted instructions.

use crate::mc::tables::{self, opcodes as op};
use crate::register_info::regs;
use kiln_codegen::machine::{MBBId, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::{instr_flags as f, InstrDesc, OperandKind, RegClassId, TargetInstrInfo};
use kiln_mc::instr_desc::OperandClass;
use kiln_mc::register_info::Register;
use std::sync::OnceLock;

pub use crate::register_info::{abi_name, f, is_fpr, x, FP, FPR32, FPR64, GPR, RA, SCRATCH, SP};

/// Codegen-only pseudo instructions (numbered above every MC opcode).
pub mod pseudo {
    /// First pseudo number.
    pub const FIRST: u32 = 0x7000_0000;
    /// `ADJCALLSTACKDOWN bytes, 0`: start of a call sequence.
    pub const ADJCALLSTACKDOWN: u32 = FIRST;
    /// `ADJCALLSTACKUP bytes, 0`: end of a call sequence.
    pub const ADJCALLSTACKUP: u32 = FIRST + 1;
    /// `ret` with the returned registers as implicit uses.
    pub const RET: u32 = FIRST + 2;
    /// `jalr rs` (indirect call), argument registers as implicit uses.
    pub const CALL_INDIRECT: u32 = FIRST + 3;
    /// `jr rs` (indirect branch).
    pub const BRIND: u32 = FIRST + 4;
    /// `j target`.
    pub const J: u32 = FIRST + 5;
    /// `unimp` ending a block (`llvm.trap`, `unreachable`).
    pub const TRAP: u32 = FIRST + 6;
    /// `tail symbol`: a direct tail call (argument registers as implicit uses).
    pub const TAIL: u32 = FIRST + 7;
    /// `jr t1`: an indirect tail call (t1 and the argument registers as implicit uses).
    pub const TAIL_INDIRECT: u32 = FIRST + 8;
    /// `rd = rs + <outgoing argument area size>`: where a dynamic allocation's memory starts
    /// above the call frame at the new sp; an `addi` once the frame is laid out.
    pub const ABOVE_CALL_FRAME: u32 = FIRST + 9;
    /// One past the last pseudo.
    pub const END: u32 = FIRST + 10;
}

/// Target flags of symbol operands (LLVM's `RISCVII::MO_*`): the relocation specifier the
/// printer wraps the symbol in.
pub mod mo_flags {
    /// `%tprel_hi(sym)` (lui of a local-exec TLS offset).
    pub const TPREL_HI: u8 = 1;
    /// `%tprel_lo(sym)`.
    pub const TPREL_LO: u8 = 2;
    /// `%tprel_add(sym)` (the tp add).
    pub const TPREL_ADD: u8 = 3;
}

/// The atomic pseudos (LLVM's `PseudoCmpXchg32`, `PseudoMaskedAtomicSwap32`, ...): LR/SC
/// loops that [`crate::expand_atomic_pseudo`] writes out after register allocation, so no
/// spill or reload can land between the LR and the SC. Their definitions are early-clobber:
/// the result first, then the scratch registers; the last two immediates are the operation
/// (or width) and the ordering of [`crate::expand_atomic_pseudo::ordering_imm`].
pub mod atomic_pseudo {
    /// First atomic pseudo number.
    pub const FIRST: u32 = super::pseudo::FIRST + 0x100;
    /// `res, scratch = addr, cmp, new, width, ordering`: compare-exchange of a word or
    /// doubleword.
    pub const CMPXCHG: u32 = FIRST;
    /// `res, scratch = addr, cmp, new, mask, ordering`: compare-exchange of the masked field
    /// of the aligned word at `addr` (`cmp` and `new` shifted into place).
    pub const MASKED_CMPXCHG: u32 = FIRST + 1;
    /// `res, scratch = addr, incr, width, ordering`: nand of a word or doubleword.
    pub const ATOMIC_NAND: u32 = FIRST + 2;
    /// `res, scratch = addr, incr, mask, op, ordering`: xchg/add/sub/nand of a masked field.
    pub const MASKED_RMW: u32 = FIRST + 3;
    /// `res, scratch1, scratch2 = addr, incr, mask, sextshamt, op, ordering`: signed or
    /// unsigned max/min of a masked field (`sextshamt` is x0 for the unsigned ones).
    pub const MASKED_MINMAX: u32 = FIRST + 4;
    /// One past the last atomic pseudo.
    pub const END: u32 = FIRST + 5;
}

/// What a call defines besides its clobbers: ra, a0, a1, fa0, fa1.
static CALL_DEFS: [u16; 5] = [
    regs::X1.0 as u16,
    regs::X10.0 as u16,
    regs::X11.0 as u16,
    regs::F10_D.0 as u16,
    regs::F11_D.0 as u16,
];

const GPR_KIND: OperandKind = OperandKind::Reg(crate::register_info::reg_class::GPR as u16);

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
                // The base of a memory access (and of an addi) may be a frame index.
                OperandClass::Reg(_) if (mem || d.name == "ADDI") && i == 1 => OperandKind::Any,
                OperandClass::Reg(c) => {
                    if t.reg_classes[c as usize].name.starts_with("GPR") {
                        GPR_KIND
                    } else {
                        OperandKind::AnyReg
                    }
                }
                OperandClass::Imm(_) => OperandKind::Imm,
            })
            .collect();
        let ties: Vec<i8> = d.operands.iter().map(|o| o.tied_to).collect();
        let mut flags = d.flags;
        // The MC tables number registers their own way: codegen states implicit operands
        // itself (a call defines ra and the return registers a0/a1).
        let mut implicit_defs: &'static [u16] = &[];
        if d.name == "PseudoCALL" || d.name == "PseudoTAIL" {
            flags |= f::VARIADIC;
            implicit_defs = &CALL_DEFS;
        }
        v.push(InstrDesc {
            name: d.name,
            num_defs: d.num_defs,
            operands: Box::leak(kinds.into_boxed_slice()),
            flags,
            implicit_uses: &[],
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

/// The description of an atomic pseudo.
fn atomic_desc(opcode: u32) -> InstrDesc {
    use atomic_pseudo::*;
    const I: OperandKind = OperandKind::Imm;
    const G: OperandKind = GPR_KIND;
    let flags = f::MAY_LOAD | f::MAY_STORE | f::HAS_SIDE_EFFECTS | f::EARLY_CLOBBER_DEFS;
    let (name, num_defs, operands): (&'static str, u8, &'static [OperandKind]) = match opcode {
        CMPXCHG => ("PseudoCmpXchg", 2, &[G, G, G, G, G, I, I]),
        MASKED_CMPXCHG => ("PseudoMaskedCmpXchg32", 2, &[G, G, G, G, G, G, I]),
        ATOMIC_NAND => ("PseudoAtomicLoadNand", 2, &[G, G, G, G, I, I]),
        MASKED_RMW => ("PseudoMaskedAtomicRMW32", 2, &[G, G, G, G, G, I, I]),
        _ => (
            "PseudoMaskedAtomicMinMax32",
            3,
            &[G, G, G, G, G, G, G, I, I],
        ),
    };
    InstrDesc {
        num_defs,
        ..InstrDesc::pseudo(name, operands, flags)
    }
}

/// The RISC-V instruction information, with the register information the machine passes
/// ask for beside it (its [`kiln_codegen::target::TargetRegisterInfo`] implementation is in
/// [`crate::register_info`]).
#[derive(Debug, Default)]
pub struct RiscvInstrInfo {
    /// The register facts.
    pub regs: crate::register_info::RiscvRegisterInfo,
    /// Whether XLEN is 64: integer registers spill with `sd`/`ld` to 8-byte slots (RV64)
    /// or with `sw`/`lw` to 4-byte slots (RV32).
    pub rv64: bool,
    /// Whether the D extension is present: FP registers are copied, spilled and reloaded
    /// whole (`fsgnj.d`, `fsd`, `fld`); with F alone (ilp32f, whose doubles are softened)
    /// they hold only floats, moved with `fsgnj.s`, `fsw` and `flw`.
    pub has_d: bool,
}

impl RiscvInstrInfo {
    /// The instruction information for RV64 lp64d.
    pub fn new() -> RiscvInstrInfo {
        RiscvInstrInfo::for_xlen(64)
    }

    /// The instruction information for XLEN `xlen` (32 or 64).
    pub fn for_xlen(xlen: u32) -> RiscvInstrInfo {
        RiscvInstrInfo {
            regs: crate::register_info::RiscvRegisterInfo::new(),
            rv64: xlen == 64,
            has_d: true,
        }
    }

    /// [`Self::for_xlen`] for a subtarget with or without the D extension.
    pub fn for_subtarget(xlen: u32, has_d: bool) -> RiscvInstrInfo {
        RiscvInstrInfo {
            has_d,
            ..RiscvInstrInfo::for_xlen(xlen)
        }
    }

    /// The store and load that spill and reload an XLEN integer register.
    fn gpr_spill_opcodes(&self) -> (u16, u16) {
        if self.rv64 {
            (op::SD, op::LD)
        } else {
            (op::SW, op::LW)
        }
    }
}

impl TargetInstrInfo for RiscvInstrInfo {
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
            J => InstrDesc::pseudo("PseudoBR", &[I], f::TERMINATOR | f::BRANCH | f::BARRIER),
            TRAP => InstrDesc::pseudo("PseudoTRAP", &[], f::TERMINATOR | f::BARRIER),
            ABOVE_CALL_FRAME => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("PseudoAboveCallFrame", &[GPR_KIND, GPR_KIND], 0)
            },
            atomic_pseudo::FIRST..atomic_pseudo::END => atomic_desc(opcode),
            TAIL => InstrDesc::pseudo(
                "PseudoTAIL",
                &[I],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            // The target is always t1, an implicit use (so the allocator folds the copy).
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
        let (opc, ops) = match (is_fpr(dst), is_fpr(src)) {
            (true, true) => (
                if self.has_d { op::FSGNJ_D } else { op::FSGNJ_S },
                vec![MO::reg_def(dst), MO::reg_use(src), MO::reg_use(src)],
            ),
            (true, false) => (
                if self.has_d { op::FMV_D_X } else { op::FMV_W_X },
                vec![MO::reg_def(dst), MO::reg_use(src)],
            ),
            (false, true) => (
                if self.has_d { op::FMV_X_D } else { op::FMV_X_W },
                vec![MO::reg_def(dst), MO::reg_use(src)],
            ),
            (false, false) => (
                op::ADDI,
                vec![MO::reg_def(dst), MO::reg_use(src), MO::Imm(0)],
            ),
        };
        mf.insert_instr(mbb, pos, opc as u32, &ops);
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
            if is_fpr(src) && self.has_d {
                op::FSD
            } else if is_fpr(src) {
                op::FSW
            } else {
                self.gpr_spill_opcodes().0
            } as u32,
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
        mf.insert_instr(
            mbb,
            pos,
            if is_fpr(dst) && self.has_d {
                op::FLD
            } else if is_fpr(dst) {
                op::FLW
            } else {
                self.gpr_spill_opcodes().1
            } as u32,
            &[MO::reg_def(dst), MO::FrameIndex(fi), MO::Imm(0)],
        );
    }

    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, pseudo::J, &[MO::MBB(target)]);
    }

    fn expand_target_post_ra_pseudos(
        &self,
        mf: &mut MachineFunction,
    ) -> Result<(), kiln_codegen::CodegenError> {
        // `addi`'s immediate is 12 bits, signed.
        kiln_codegen::pei::expand_above_call_frame(
            mf,
            pseudo::ABOVE_CALL_FRAME,
            u32::from(op::ADDI),
            2048,
            &[],
        )?;
        crate::expand_atomic_pseudo::expand_atomic_pseudos(mf)
    }

    fn machine_ssa_passes(&self) -> &'static [kiln_codegen::target::TargetMachinePass] {
        &[crate::opt_w_instrs::PASS]
    }

    fn reverse_branch_opcode(&self, opcode: u32) -> Option<u32> {
        let rev = [
            (op::BEQ, op::BNE),
            (op::BNE, op::BEQ),
            (op::BLT, op::BGE),
            (op::BGE, op::BLT),
            (op::BLTU, op::BGEU),
            (op::BGEU, op::BLTU),
        ];
        rev.iter()
            .find(|(a, _)| u32::from(*a) == opcode)
            .map(|(_, b)| u32::from(*b))
    }
}
