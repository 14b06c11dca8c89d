//! AArch64 instruction facts for the machine passes (LLVM's `AArch64InstrInfo`): instruction
//! descriptions taken from the generated MC tables plus the codegen-only pseudos, copies
//! (`mov`, `fmov`), spills and reloads (`str`/`ldr` of the X or D register), branches, and
//! the post-RA expansion of the compare pseudos (`cmp` + `cset`/`csel`/`b.cc`: the flags live
//! only between the two instructions of one expansion, so nothing allocates NZCV). The
//! register facts are in [`crate::register_info`].
//!
//! In: opcodes (the MC opcode numbers of `mc::tables::opcodes`, or one of [`pseudo`]),
//! machine functions to insert into. Out: [`InstrDesc`]s, inserted instructions.

use crate::mc::tables::{self, opcodes as op};
use crate::register_info::{
    d_view, is_fpr, is_q, is_s, is_w, regs, x_of, FPR128, FPR32, FPR64, GPR32, GPR64,
};
use kiln_codegen::load_store_pairs::PairableAccess;
use kiln_codegen::machine::{MBBId, MIId, MachineFunction, MachineOperand as MO};
use kiln_codegen::target::{instr_flags as f, InstrDesc, OperandKind, RegClassId, TargetInstrInfo};
use kiln_codegen::CodegenError;
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
    /// `ret` with the returned registers as implicit uses.
    pub const RET: u32 = FIRST + 2;
    /// `bl symbol`, argument registers as implicit uses.
    pub const CALL: u32 = FIRST + 3;
    /// `blr xN`, argument registers as implicit uses.
    pub const CALL_INDIRECT: u32 = FIRST + 4;
    /// `br xN` (indirect branch).
    pub const BRIND: u32 = FIRST + 5;
    /// `b target`.
    pub const B: u32 = FIRST + 6;
    /// `brk #0x1` ending a block (`llvm.trap`, `unreachable`).
    pub const TRAP: u32 = FIRST + 7;
    /// `b symbol`: a direct tail call.
    pub const TAIL: u32 = FIRST + 8;
    /// `br x17`: an indirect tail call (x17 and the argument registers implicit uses).
    pub const TAIL_INDIRECT: u32 = FIRST + 9;
    /// `rd = a <cc> b`: `cmp a, b; cset rd, cc`.
    pub const CMP_SET: u32 = FIRST + 10;
    /// `rd = a <cc> imm`: `cmp a, #imm; cset rd, cc`.
    pub const CMPI_SET: u32 = FIRST + 11;
    /// `rd = a <cc> b ? t : f`: `cmp a, b; csel rd, t, f, cc`.
    pub const SEL_CC: u32 = FIRST + 12;
    /// `rd = a <cc> imm ? t : f`: `cmp a, #imm; csel rd, t, f, cc`.
    pub const SEL_CCI: u32 = FIRST + 13;
    /// `a <cc> b` branches to a block: `cmp a, b; b.cc target`.
    pub const BR_CC: u32 = FIRST + 14;
    /// `a <cc> imm` branches to a block: `cmp a, #imm; b.cc target`.
    pub const BR_CCI: u32 = FIRST + 15;
    /// One past the last pseudo.
    /// `rd = rs + <outgoing argument area size>`: where a dynamic allocation's memory starts
    /// above the call frame at the new sp; an `add` once the frame is laid out.
    pub const ABOVE_CALL_FRAME: u32 = FIRST + 16;
    /// One past the last pseudo.
    pub const END: u32 = FIRST + 17;
}

/// The atomic pseudos: exclusive-access loops that [`crate::expand_atomic_pseudo`] writes
/// out after register allocation. Their definitions are early-clobber; the immediates are
/// the operation ([`crate::expand_atomic_pseudo::rmw_imm`]), the access size in bits and
/// LLVM's ordering number.
pub mod atomic_pseudo {
    /// First atomic pseudo number.
    pub const FIRST: u32 = super::pseudo::FIRST + 0x100;
    /// `res, scratch, status = addr, val, op, bits, ordering`: a read-modify-write.
    pub const ATOMIC_RMW: u32 = FIRST;
    /// `res, status = addr, expected, new, bits, ordering`: a compare-exchange.
    pub const CMPXCHG: u32 = FIRST + 1;
    /// One past the last loop pseudo.
    pub const LOOPS_END: u32 = FIRST + 2;
    /// `res = addr, bits`: `ldar` of the size (the W view below 64 bits, which zero-extends).
    pub const LOAD_ACQ: u32 = FIRST + 2;
    /// `val, addr, bits`: `stlr` of the size.
    pub const STORE_REL: u32 = FIRST + 3;
    /// One past the last atomic pseudo.
    pub const END: u32 = FIRST + 4;
}

/// Target flags of symbol operands (LLVM's `AArch64II::MO_*`): the relocation specifier the
/// printer writes.
pub mod mo_flags {
    /// `:lo12:sym` (the low 12 bits, in an `add` or a load/store offset).
    pub const LO12: u8 = 1;
    /// `:got:sym` (`adrp` of the GOT entry's page).
    pub const GOT: u8 = 2;
    /// `:got_lo12:sym` (the `ldr` of the GOT entry).
    pub const GOT_LO12: u8 = 3;
    /// `:tprel_hi12:sym` (bits 12-23 of a local-exec TLS offset, `add ..., lsl #12`).
    pub const TPREL_HI12: u8 = 4;
    /// `:tprel_lo12_nc:sym` (its low 12 bits).
    pub const TPREL_LO12_NC: u8 = 5;
    /// `:gottprel:sym` (`adrp` of an initial-exec TLS offset's GOT entry).
    pub const GOTTPREL: u8 = 6;
    /// `:gottprel_lo12:sym` (the `ldr` of that entry).
    pub const GOTTPREL_LO12: u8 = 7;
}

/// The condition codes (the `cond` field's values).
pub mod cond {
    /// Equal.
    pub const EQ: i64 = 0;
    /// Not equal.
    pub const NE: i64 = 1;
    /// Unsigned higher or same.
    pub const HS: i64 = 2;
    /// Unsigned lower.
    pub const LO: i64 = 3;
    /// Unsigned higher.
    pub const HI: i64 = 8;
    /// Unsigned lower or same.
    pub const LS: i64 = 9;
    /// Signed greater or equal.
    pub const GE: i64 = 10;
    /// Signed less than.
    pub const LT: i64 = 11;
    /// Signed greater than.
    pub const GT: i64 = 12;
    /// Signed less or equal.
    pub const LE: i64 = 13;
    /// The opposite condition (the codes come in pairs differing in bit 0).
    pub fn invert(c: i64) -> i64 {
        c ^ 1
    }
}

/// What a call defines besides its clobbers: the link register and the result registers
/// (x0-x7, the indirect-result register x8, d0-d7).
static CALL_DEFS: OnceLock<Vec<u16>> = OnceLock::new();

fn call_defs() -> &'static [u16] {
    CALL_DEFS.get_or_init(|| {
        let mut v = vec![regs::LR.0 as u16];
        v.extend((0..9).map(|n| crate::register_info::x(n).0 as u16));
        v.extend((0..8).map(|n| crate::register_info::d(n).0 as u16));
        v
    })
}

const GPR64_KIND: OperandKind = OperandKind::Reg(GPR64.0);

/// The codegen class of an MC register class, by name.
fn kind_of_class(name: &str) -> OperandKind {
    if name.starts_with("GPR64") || name == "tcGPR64" {
        GPR64_KIND
    } else if name.starts_with("GPR32") {
        OperandKind::Reg(GPR32.0)
    } else if name == "FPR64" {
        OperandKind::Reg(FPR64.0)
    } else if name == "FPR32" {
        OperandKind::Reg(FPR32.0)
    } else if name == "FPR128" {
        OperandKind::Reg(FPR128.0)
    } else {
        OperandKind::AnyReg
    }
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
                // The base of a memory access (and of an add) may be a frame index.
                OperandClass::Reg(_) if (mem || d.name.starts_with("ADDXri")) && i == 1 => {
                    OperandKind::Any
                }
                OperandClass::Reg(c) => kind_of_class(t.reg_classes[c as usize].name),
                OperandClass::Imm(_) => OperandKind::Imm,
            })
            .collect();
        let ties: Vec<i8> = d.operands.iter().map(|o| o.tied_to).collect();
        // The MC tables number registers their own way: codegen states implicit operands
        // itself (the flags of `subs` live only inside the compare pseudos' expansions).
        v.push(InstrDesc {
            name: d.name,
            num_defs: d.num_defs,
            operands: Box::leak(kinds.into_boxed_slice()),
            flags: d.flags,
            implicit_uses: &[],
            implicit_defs: &[],
            tied_to: Box::leak(ties.into_boxed_slice()),
        });
    }
    v
}

fn descs() -> &'static [InstrDesc] {
    static D: OnceLock<Vec<InstrDesc>> = OnceLock::new();
    D.get_or_init(build_descs)
}

/// The AArch64 instruction information, with the register information beside it (its
/// [`kiln_codegen::target::TargetRegisterInfo`] implementation is in
/// [`crate::register_info`]).
#[derive(Debug, Default)]
pub struct AArch64InstrInfo {
    /// The register facts.
    pub regs: crate::register_info::AArch64RegisterInfo,
}

impl AArch64InstrInfo {
    /// The instruction information of AAPCS64.
    pub fn new() -> AArch64InstrInfo {
        AArch64InstrInfo::default()
    }
}

/// The byte-scaled (`ui`) load or store opcode's access size and its unscaled (`ldur`/`stur`)
/// twin, for frame-index elimination.
pub fn unscaled_form(opcode: u32) -> Option<(i64, u16)> {
    let t = [
        (op::LDRXui, 8, op::LDURXi),
        (op::STRXui, 8, op::STURXi),
        (op::LDRDui, 8, op::LDURDi),
        (op::STRDui, 8, op::STURDi),
        (op::LDRQui, 16, op::LDURQi),
        (op::STRQui, 16, op::STURQi),
        (op::LDRWui, 4, op::LDURWi),
        (op::STRWui, 4, op::STURWi),
        (op::LDRSWui, 4, op::LDURSWi),
        (op::LDRSui, 4, op::LDURSi),
        (op::STRSui, 4, op::STURSi),
        (op::LDRHHui, 2, op::LDURHHi),
        (op::STRHHui, 2, op::STURHHi),
        (op::LDRSHXui, 2, op::LDURSHXi),
        (op::LDRBBui, 1, op::LDURBBi),
        (op::STRBBui, 1, op::STURBBi),
        (op::LDRSBXui, 1, op::LDURSBXi),
        (op::LDRSHWui, 2, op::LDURSHWi),
        (op::LDRSBWui, 1, op::LDURSBWi),
    ];
    t.iter()
        .find(|e| u32::from(e.0) == opcode)
        .map(|e| (e.1, e.2))
}

/// The access size of an unscaled (`ldur`/`stur`) opcode, if `opcode` is one.
pub fn is_unscaled(opcode: u32) -> bool {
    [
        op::LDURXi,
        op::STURXi,
        op::LDURDi,
        op::STURDi,
        op::LDURQi,
        op::STURQi,
        op::LDURWi,
        op::STURWi,
        op::LDURSWi,
        op::LDURSi,
        op::STURSi,
        op::LDURHHi,
        op::STURHHi,
        op::LDURSHXi,
        op::LDURBBi,
        op::STURBBi,
        op::LDURSBXi,
        op::LDURSHWi,
        op::LDURSBWi,
    ]
    .iter()
    .any(|&o| u32::from(o) == opcode)
}

impl TargetInstrInfo for AArch64InstrInfo {
    /// `b.cc` takes the opposite condition (not for `al`/`nv`, which both mean always);
    /// `cbz`/`cbnz` and `tbz`/`tbnz` swap.
    fn reverse_branch_condition(&self, mf: &mut MachineFunction, i: MIId) -> bool {
        let opcode = mf.instr(i).opcode;
        if opcode == u32::from(op::Bcc) {
            return match mf.operands_mut(i).first_mut() {
                Some(MO::Imm(c)) if *c < 14 => {
                    *c = cond::invert(*c);
                    true
                }
                _ => false,
            };
        }
        let pairs = [
            (op::CBZW, op::CBNZW),
            (op::CBZX, op::CBNZX),
            (op::TBZW, op::TBNZW),
            (op::TBZX, op::TBNZX),
        ];
        for (a, b) in pairs {
            let (a, b) = (u32::from(a), u32::from(b));
            if opcode == a || opcode == b {
                mf.instr_mut(i).opcode = a + b - opcode;
                return true;
            }
        }
        false
    }
    fn desc(&self, opcode: u32) -> InstrDesc {
        use pseudo::*;
        const I: OperandKind = OperandKind::Imm;
        const G: OperandKind = GPR64_KIND;
        // The compare pseudos compare and select integers or floating point.
        const R: OperandKind = OperandKind::AnyReg;
        match opcode {
            ADJCALLSTACKDOWN => InstrDesc::pseudo("ADJCALLSTACKDOWN", &[I, I], 0),
            ADJCALLSTACKUP => InstrDesc::pseudo("ADJCALLSTACKUP", &[I, I], 0),
            RET => InstrDesc::pseudo(
                "RET_ReallyLR",
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            CALL => InstrDesc {
                implicit_defs: call_defs(),
                ..InstrDesc::pseudo("BL", &[I], f::CALL | f::VARIADIC)
            },
            CALL_INDIRECT => InstrDesc {
                implicit_defs: call_defs(),
                ..InstrDesc::pseudo("BLR", &[G], f::CALL | f::VARIADIC)
            },
            BRIND => InstrDesc::pseudo(
                "BR",
                &[G],
                f::TERMINATOR | f::BRANCH | f::INDIRECT_BRANCH | f::BARRIER,
            ),
            B => InstrDesc::pseudo("B", &[I], f::TERMINATOR | f::BRANCH | f::BARRIER),
            TRAP => InstrDesc::pseudo("TRAP", &[], f::TERMINATOR | f::BARRIER),
            ABOVE_CALL_FRAME => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("PseudoAboveCallFrame", &[GPR64_KIND, GPR64_KIND], 0)
            },
            TAIL => InstrDesc::pseudo(
                "TCRETURNdi",
                &[I],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            TAIL_INDIRECT => InstrDesc::pseudo(
                "TCRETURNri",
                &[],
                f::TERMINATOR | f::RETURN | f::BARRIER | f::VARIADIC,
            ),
            CMP_SET => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("CMP_SET", &[G, R, R, I], 0)
            },
            CMPI_SET => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("CMPI_SET", &[G, R, I, I], 0)
            },
            SEL_CC => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("SEL_CC", &[R, R, R, R, R, I], 0)
            },
            SEL_CCI => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("SEL_CCI", &[R, R, I, R, R, I], 0)
            },
            atomic_pseudo::ATOMIC_RMW => InstrDesc {
                num_defs: 3,
                ..InstrDesc::pseudo(
                    "ATOMIC_RMW",
                    &[G, G, G, G, G, I, I, I],
                    f::MAY_LOAD | f::MAY_STORE | f::HAS_SIDE_EFFECTS | f::EARLY_CLOBBER_DEFS,
                )
            },
            atomic_pseudo::CMPXCHG => InstrDesc {
                num_defs: 2,
                ..InstrDesc::pseudo(
                    "CMP_SWAP",
                    &[G, G, G, G, G, I, I],
                    f::MAY_LOAD | f::MAY_STORE | f::HAS_SIDE_EFFECTS | f::EARLY_CLOBBER_DEFS,
                )
            },
            atomic_pseudo::LOAD_ACQ => InstrDesc {
                num_defs: 1,
                ..InstrDesc::pseudo("LOAD_ACQ", &[G, G, I], f::MAY_LOAD | f::HAS_SIDE_EFFECTS)
            },
            atomic_pseudo::STORE_REL => {
                InstrDesc::pseudo("STORE_REL", &[G, G, I], f::MAY_STORE | f::HAS_SIDE_EFFECTS)
            }
            BR_CC => InstrDesc::pseudo("BR_CC", &[R, R, I, I], f::TERMINATOR | f::BRANCH),
            BR_CCI => InstrDesc::pseudo("BR_CCI", &[R, I, I, I], f::TERMINATOR | f::BRANCH),
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
            // Whole allocation units (the allocator's moves) or a 128-bit value: all of it.
            (true, true) if is_q(dst) && is_q(src) => (
                op::ORRv16i8,
                vec![MO::reg_def(dst), MO::reg_use(src), MO::reg_use(src)],
            ),
            (true, true) => (
                op::FMOVDr,
                vec![MO::reg_def(d_view(dst)), MO::reg_use(d_view(src))],
            ),
            (true, false) => (
                op::FMOVXDr,
                vec![MO::reg_def(d_view(dst)), MO::reg_use(x_of(src))],
            ),
            (false, true) => (
                op::FMOVDXr,
                vec![MO::reg_def(x_of(dst)), MO::reg_use(d_view(src))],
            ),
            (false, false) if dst == regs::SP || src == regs::SP => (
                op::ADDXri,
                vec![MO::reg_def(dst), MO::reg_use(src), MO::Imm(0), MO::Imm(0)],
            ),
            (false, false) => (
                op::ORRXrs,
                vec![
                    MO::reg_def(x_of(dst)),
                    MO::reg_use(regs::XZR),
                    MO::reg_use(x_of(src)),
                    MO::Imm(0),
                ],
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
        rc: RegClassId,
    ) {
        let (opc, r) = if is_fpr(src) && rc == FPR128 {
            (op::STRQui, src)
        } else if is_fpr(src) {
            (op::STRDui, d_view(src))
        } else {
            (op::STRXui, x_of(src))
        };
        mf.insert_instr(
            mbb,
            pos,
            opc as u32,
            &[MO::reg_use(r), MO::FrameIndex(fi), MO::Imm(0)],
        );
    }

    fn load_reg_from_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        fi: i32,
        rc: RegClassId,
    ) {
        let (opc, r) = if is_fpr(dst) && rc == FPR128 {
            (op::LDRQui, dst)
        } else if is_fpr(dst) {
            (op::LDRDui, d_view(dst))
        } else {
            (op::LDRXui, x_of(dst))
        };
        mf.insert_instr(
            mbb,
            pos,
            opc as u32,
            &[MO::reg_def(r), MO::FrameIndex(fi), MO::Imm(0)],
        );
    }

    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId) {
        mf.push_instr(mbb, pseudo::B, &[MO::MBB(target)]);
    }

    fn expand_target_post_ra_pseudos(&self, mf: &mut MachineFunction) -> Result<(), CodegenError> {
        expand_compare_pseudos(mf)?;
        // `add`'s immediate is 12 bits, unshifted here.
        kiln_codegen::pei::expand_above_call_frame(
            mf,
            pseudo::ABOVE_CALL_FRAME,
            op::ADDXri as u32,
            4096,
            &[MO::Imm(0)],
        )?;
        crate::expand_atomic_pseudo::expand_atomic_pseudos(mf)
    }

    /// At -O1 and up: adjacent loads/stores into `ldp`/`stp` (LLVM's AArch64LoadStoreOptimizer).
    fn pre_emit_passes(&self, opt_level: u8) -> &'static [kiln_codegen::target::TargetMachinePass] {
        if opt_level == 0 {
            return &[];
        }
        &[kiln_codegen::target::TargetMachinePass {
            name: "aarch64-ldst-opt",
            run: |mf, tii| {
                let overlaps = |a, b| crate::register_info::REGISTER_INFO.regs_overlap(a, b);
                kiln_codegen::load_store_pairs::pair_adjacent_accesses(
                    mf,
                    tii,
                    &LDST_PAIRS,
                    &overlaps,
                );
            },
        }]
    }
}

/// Writes out the compare pseudos after register allocation: `cmp` (`subs xzr, ...`) and the
/// instruction that reads the flags, side by side.
fn expand_compare_pseudos(mf: &mut MachineFunction) -> Result<(), CodegenError> {
    use pseudo::*;
    let zr = || MO::reg_use(regs::XZR);
    for k in 0..mf.layout.len() {
        let b = mf.layout[k];
        let mut p = 0;
        while p < mf.block(b).insts.len() {
            let i = mf.block(b).insts[p];
            let opc = mf.instr(i).opcode;
            if !(CMP_SET..=BR_CCI).contains(&opc) {
                p += 1;
                continue;
            }
            let o = mf.operands(i).to_vec();
            let imm = |k: usize| match o.get(k) {
                Some(MO::Imm(v)) => Ok(*v),
                _ => Err(CodegenError::new("compare pseudo without its immediate")),
            };
            // Integer operands as they are (a W register compares 32 bits), the cset
            // result as its X register.
            let raw = |k: usize| match o.get(k) {
                Some(MO::Reg { reg, .. }) => Ok(*reg),
                _ => Err(CodegenError::new("compare pseudo without its register")),
            };
            let reg = |k: usize| raw(k).map(x_of);
            let use_ = |k: usize| raw(k).map(MO::reg_use);
            let def = |k: usize| reg(k).map(MO::reg_def);
            // The compare, then the user of the flags.
            let (a, rhs_imm) = match opc {
                CMP_SET | SEL_CC => (1, None),
                CMPI_SET | SEL_CCI => (1, Some(imm(2)?)),
                BR_CC => (0, None),
                _ => (0, Some(imm(1)?)),
            };
            let lhs = raw(a)?;
            let w = is_w(lhs);
            let flags = mf.instr(i).flags;
            if opc == BR_CCI && rhs_imm == Some(0) && matches!(imm(2)?, cond::EQ | cond::NE) {
                // Against zero for (in)equality: `cbz`/`cbnz`, which leaves the flags alone.
                let cb = [[op::CBNZX, op::CBNZW], [op::CBZX, op::CBZW]][(imm(2)? == 0) as usize]
                    [w as usize];
                mf.block_mut(b).insts.remove(p);
                let c = mf.insert_instr(b, p, cb as u32, &[use_(a)?, o[3]]);
                mf.instr_mut(c).flags = flags;
                p += 1;
                continue;
            }
            let zr_def = || MO::reg_def(if w { regs::WZR } else { regs::XZR });
            let cmp: (u16, Vec<MO>) = match rhs_imm {
                Some(v) => (
                    if w { op::SUBSWri } else { op::SUBSXri },
                    vec![zr_def(), use_(a)?, MO::Imm(v), MO::Imm(0)],
                ),
                None if is_fpr(lhs) => (
                    if is_s(lhs) { op::FCMPSrr } else { op::FCMPDrr },
                    vec![use_(a)?, use_(a + 1)?],
                ),
                None => (
                    if w { op::SUBSWrs } else { op::SUBSXrs },
                    vec![zr_def(), use_(a)?, use_(a + 1)?, MO::Imm(0)],
                ),
            };
            let user: (u16, Vec<MO>) = match opc {
                CMP_SET | CMPI_SET => (
                    op::CSINCXr,
                    vec![def(0)?, zr(), zr(), MO::Imm(cond::invert(imm(3)?))],
                ),
                SEL_CC | SEL_CCI => {
                    let d = raw(0)?;
                    let opc = match (is_fpr(d), is_s(d), is_w(d)) {
                        (true, true, _) => op::FCSELSrrr,
                        (true, false, _) => op::FCSELDrrr,
                        (false, _, true) => op::CSELWr,
                        _ => op::CSELXr,
                    };
                    let d = MO::reg_def(d);
                    (opc, vec![d, use_(3)?, use_(4)?, MO::Imm(imm(5)?)])
                }
                _ => (op::Bcc, vec![MO::Imm(imm(2)?), o[3]]),
            };
            mf.block_mut(b).insts.remove(p);
            let c = mf.insert_instr(b, p, cmp.0 as u32, &cmp.1);
            mf.instr_mut(c).flags = flags;
            let u = mf.insert_instr(b, p + 1, user.0 as u32, &user.1);
            mf.instr_mut(u).flags = flags;
            p += 2;
        }
    }
    Ok(())
}

const fn ldst(single: u16, pair: u16, size: i64, load: bool) -> PairableAccess {
    let (single, pair) = (single as u32, pair as u32);
    PairableAccess {
        single,
        pair,
        size,
        load,
    }
}

/// The accesses `aarch64-ldst-opt` pairs: (single, pair, bytes, load).
const LDST_PAIRS: [PairableAccess; 10] = [
    ldst(op::LDRXui, op::LDPXi, 8, true),
    ldst(op::LDRWui, op::LDPWi, 4, true),
    ldst(op::LDRDui, op::LDPDi, 8, true),
    ldst(op::LDRSui, op::LDPSi, 4, true),
    ldst(op::LDRQui, op::LDPQi, 16, true),
    ldst(op::STRXui, op::STPXi, 8, false),
    ldst(op::STRWui, op::STPWi, 4, false),
    ldst(op::STRDui, op::STPDi, 8, false),
    ldst(op::STRSui, op::STPSi, 4, false),
    ldst(op::STRQui, op::STPQi, 16, false),
];
