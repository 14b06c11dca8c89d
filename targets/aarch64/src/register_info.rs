//! AArch64 register information: the tables generated from `td/AArch64RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! AArch64-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class`, `callee_saved` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers; and the codegen register facts ([`AArch64RegisterInfo`] and the
//! `TargetRegisterInfo` implementation the machine passes call: names, classes, allocation
//! order, the AAPCS64 callee-saved set and call-preserved mask). Integer values live in X
//! registers; a GPR32 value is allocated an X register and named by its W view (`sub_32`).

include!(concat!(env!("OUT_DIR"), "/AArch64GenRegisterInfo.rs"));

use crate::instr_info::AArch64InstrInfo;
use kiln_codegen::target::{RegClassId, TargetRegisterInfo};
use kiln_mc::register_info::Register;

/// The stack pointer.
pub const STACK_POINTER: Register = regs::SP;
/// The frame pointer, x29 (when the function keeps one).
pub const FRAME_POINTER: Register = regs::FP;
/// The link register, x30.
pub const LINK_REGISTER: Register = regs::LR;
/// The zero register.
pub const ZERO_REGISTER: Register = regs::XZR;
/// The scratch register of frame setup and frame-index elimination (x16, IP0: never
/// allocated).
pub const SCRATCH: Register = regs::X16;

/// The 64-bit integer register class.
pub const GPR64: RegClassId = RegClassId(reg_class::GPR64 as u16);
/// The 32-bit integer register class (the W views of the X registers).
pub const GPR32: RegClassId = RegClassId(reg_class::GPR32 as u16);
/// The double-precision register class.
pub const FPR64: RegClassId = RegClassId(reg_class::FPR64 as u16);
/// The single-precision register class.
pub const FPR32: RegClassId = RegClassId(reg_class::FPR32 as u16);
/// The 128-bit SIMD&FP register class (the q registers).
pub const FPR128: RegClassId = RegClassId(reg_class::FPR128 as u16);
/// The register mask of calls in a function that holds 128-bit values: `CSR_AArch64_AAPCS`
/// (mask 0) without q8-q15, whose upper halves a call may change.
pub const NO_Q_MASK: u32 = 1;

/// The registers the register allocator must never assign (LLVM's
/// `AArch64RegisterInfo::getReservedRegs` on Linux), closed under overlap: sp, the
/// zero registers, FPCR, and x29 when `frame_pointer` is set.
pub fn reserved_registers(frame_pointer: bool) -> Vec<Register> {
    let mut base = vec![regs::SP, regs::XZR, regs::FPCR];
    if frame_pointer {
        base.push(FRAME_POINTER);
    }
    REGISTER_INFO.with_aliases(&base)
}

/// The register `xN` (x29 is `FP`, x30 `LR`).
pub fn x(n: u32) -> Register {
    match n {
        29 => regs::FP,
        30 => regs::LR,
        _ => Register(regs::X0.0 + n),
    }
}

/// The register `dN`.
pub fn d(n: u32) -> Register {
    Register(regs::D0.0 + n)
}

/// The register `qN`.
pub fn q(n: u32) -> Register {
    Register(regs::Q0.0 + n)
}

/// Whether `reg` is a q register (the whole 128-bit SIMD&FP register).
pub fn is_q(reg: Register) -> bool {
    (regs::Q0.0..=regs::Q31.0).contains(&reg.0)
}

/// The D view of a SIMD&FP register in any of its S, D or Q views (`reg` itself otherwise).
pub fn d_view(reg: Register) -> Register {
    if is_q(reg) {
        return d(reg.0 - regs::Q0.0);
    }
    d_of(reg)
}

/// The D register holding S register `reg` (`reg` itself when it is not an S register).
pub fn d_of(reg: Register) -> Register {
    if (regs::S0.0..=regs::S31.0).contains(&reg.0) {
        return d(reg.0 - regs::S0.0);
    }
    reg
}

/// Whether `reg` is an S register (the single-precision view).
pub fn is_s(reg: Register) -> bool {
    (regs::S0.0..=regs::S31.0).contains(&reg.0)
}

/// Whether `reg` is one of the SIMD&FP registers (any view).
pub fn is_fpr(reg: Register) -> bool {
    let name = REGISTER_INFO.desc(reg).name;
    matches!(
        name.as_bytes().first(),
        Some(b'B' | b'H' | b'S' | b'D' | b'Q')
    ) && name[1..].bytes().all(|c| c.is_ascii_digit())
        && name.len() > 1
}

/// Whether `reg` is an integer register: an X or W register, sp, the zero register, FP, LR.
pub fn is_gpr(reg: Register) -> bool {
    reg.is_physical()
        && REGISTER_INFO.is_valid_phys(reg)
        && (REGISTER_INFO.classes[reg_class::GPR64all as usize]
            .regs
            .contains(&reg)
            || REGISTER_INFO.classes[reg_class::GPR32all as usize]
                .regs
                .contains(&reg))
}

/// Whether `reg` is a W register (w0-w30 or wzr).
pub fn is_w(reg: Register) -> bool {
    (regs::W0.0..=regs::W30.0).contains(&reg.0) || reg == regs::WZR
}

/// The X register holding W register `reg` (`reg` itself when it is not a W register).
pub fn x_of(reg: Register) -> Register {
    if (regs::W0.0..=regs::W30.0).contains(&reg.0) {
        return x(reg.0 - regs::W0.0);
    }
    reg
}

/// The AAPCS64 register facts: the allocation orders (caller-saved registers first), the
/// registers regalloc2 may use per class and the callee-saved set PEI saves.
#[derive(Debug)]
pub struct AArch64RegisterInfo {
    order: Vec<Register>,
    caller_saved: Vec<Register>,
    callee_saved_alloc: Vec<Register>,
    csrs: Vec<Register>,
    fp_order: Vec<Register>,
    fp_caller_saved: Vec<Register>,
    fp_callee_saved: Vec<Register>,
}

impl Default for AArch64RegisterInfo {
    fn default() -> Self {
        Self::new()
    }
}

impl AArch64RegisterInfo {
    /// The facts from the generated tables: `CSR_AArch64_AAPCS` splits the allocatable
    /// registers into callee-saved and caller-saved ones. Never allocated: the reserved
    /// registers with x29 as frame pointer, x30 (the link register), x16/x17 (the
    /// intra-procedure-call scratch registers, x16 the frame scratch) and x18 (the platform
    /// register). The callee-saved set PEI saves leaves out x29 and x30, which the frame
    /// lowering saves as the frame record.
    pub fn new() -> AArch64RegisterInfo {
        let mut never = reserved_registers(true);
        never.extend([LINK_REGISTER, regs::X16, regs::X17, regs::X18]);
        let save_list: &[Register] = &callee_saved::CSR_AArch64_AAPCS_SaveList;
        let split = |order: &[Register]| -> (Vec<Register>, Vec<Register>) {
            order
                .iter()
                .copied()
                .filter(|r| !never.contains(r))
                .partition(|r| !save_list.contains(r))
        };
        let xs: Vec<Register> = (0..29).map(x).collect();
        let (caller, callee) = split(&xs);
        // The allocator's units are the q registers (a d or s value is named by its view);
        // v8-v15 are callee-saved as their d views.
        let (fp_caller, fp_callee): (Vec<u32>, Vec<u32>) =
            (0..32).partition(|&k| !save_list.contains(&d(k)));
        let (fp_caller, fp_callee): (Vec<Register>, Vec<Register>) = (
            fp_caller.into_iter().map(q).collect(),
            fp_callee.into_iter().map(q).collect(),
        );
        let concat = |a: &[Register], b: &[Register]| [a, b].concat();
        AArch64RegisterInfo {
            order: concat(&caller, &callee),
            caller_saved: caller,
            callee_saved_alloc: callee,
            csrs: save_list
                .iter()
                .copied()
                .filter(|&r| r != LINK_REGISTER && r != FRAME_POINTER)
                .collect(),
            fp_order: concat(&fp_caller, &fp_callee),
            fp_caller_saved: fp_caller,
            fp_callee_saved: fp_callee,
        }
    }
}

/// The assembly name of a register (`x0`, `w3`, `sp`, `d8`).
pub fn asm_name(reg: Register) -> &'static str {
    if !reg.is_physical() || reg.0 as usize >= REGISTER_INFO.descs.len() {
        return "<reg>";
    }
    REGISTER_INFO.desc(reg).asm_name
}

fn is_fp_class(rc: RegClassId) -> bool {
    rc == FPR32 || rc == FPR64 || rc == FPR128
}

impl TargetRegisterInfo for AArch64InstrInfo {
    fn reg_name(&self, reg: Register) -> String {
        asm_name(reg).to_string()
    }
    fn reg_class_name(&self, rc: RegClassId) -> String {
        match rc {
            FPR32 => "fpr32".into(),
            FPR64 => "fpr64".into(),
            FPR128 => "fpr128".into(),
            GPR32 => "gpr32".into(),
            _ => "gpr64".into(),
        }
    }
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool {
        if is_fp_class(rc) {
            return is_fpr(reg);
        }
        is_gpr(reg)
    }
    fn allocation_order(&self, rc: RegClassId) -> &[Register] {
        if is_fp_class(rc) {
            return &self.regs.fp_order;
        }
        &self.regs.order
    }
    fn ra_class(&self, rc: RegClassId) -> usize {
        usize::from(is_fp_class(rc))
    }
    fn callee_saved_regs(&self) -> &[Register] {
        &self.regs.csrs
    }
    /// `CSR_AArch64_AAPCS`'s call-preserved mask (mask 0, or `NO_Q_MASK` in a function
    /// with 128-bit values), and the registers nothing allocates or a call changes: sp, the
    /// zero register, x18.
    fn mask_preserves(&self, mask: u32, reg: Register) -> bool {
        if is_q(reg) {
            // A call keeps only the low 64 bits of v8-v15: where the function holds no
            // 128-bit value (mask 0) that is all of what lives there; with one
            // (`NO_Q_MASK`), none of v8-v15 survives a call.
            return mask == 0 && (8..16).contains(&(reg.0 - regs::Q0.0));
        }
        kiln_mc::register_info::reg_mask_contains(&callee_saved::CSR_AArch64_AAPCS_RegMask, reg)
            || [
                regs::SP,
                regs::WSP,
                regs::XZR,
                regs::WZR,
                regs::X18,
                regs::W18,
            ]
            .contains(&reg)
    }
    fn call_mask_depends_on_caller(&self) -> bool {
        true
    }
    /// A function with a 128-bit value (class FPR128) calls with `NO_Q_MASK`.
    fn caller_call_mask(&self, mask: u32, vreg_classes: &[RegClassId]) -> u32 {
        if mask == 0 && vreg_classes.contains(&FPR128) {
            NO_Q_MASK
        } else {
            mask
        }
    }
    fn stack_pointer(&self) -> Register {
        STACK_POINTER
    }
    fn frame_pointer(&self) -> Register {
        FRAME_POINTER
    }
    /// Every class but the q registers' spills 8 bytes (an integer as its X register,
    /// floating point as its D register); a q register 16.
    fn spill_size_align(&self, rc: RegClassId) -> (u32, u32) {
        if rc == FPR128 {
            (16, 16)
        } else {
            (8, 8)
        }
    }
    /// A GPR32 value is allocated an X register and named by its W view; an FPR32 value a D
    /// register and named by its S view.
    fn ra_view(&self, rc: RegClassId) -> u32 {
        match rc {
            GPR32 => sub_reg_idx::sub_32,
            FPR32 => sub_reg_idx::ssub,
            FPR64 => sub_reg_idx::dsub,
            _ => 0,
        }
    }
    fn get_sub_reg(&self, reg: Register, idx: u32) -> Option<Register> {
        if idx == 0 {
            return Some(reg);
        }
        if is_q(reg) {
            // Through the d view: ssub of a q register is ssub of its d register.
            let dr = d_view(reg);
            if idx == sub_reg_idx::dsub {
                return Some(dr);
            }
            return self.get_sub_reg(dr, idx);
        }
        let s = REGISTER_INFO.get_sub_reg(reg, idx);
        (s != Register::NONE).then_some(s)
    }
    fn reg_units(&self, reg: Register, out: &mut Vec<u32>) {
        if REGISTER_INFO.is_valid_phys(reg) {
            out.extend(REGISTER_INFO.reg_units(reg));
        } else {
            out.push(REGISTER_INFO.num_reg_units() + reg.0);
        }
    }
    fn minimal_phys_reg_class(&self, reg: Register) -> RegClassId {
        if is_q(reg) {
            FPR128
        } else if is_fpr(reg) {
            FPR64
        } else {
            GPR64
        }
    }
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
        match k {
            0 => (&self.regs.caller_saved, &self.regs.callee_saved_alloc),
            1 => (&self.regs.fp_caller_saved, &self.regs.fp_callee_saved),
            _ => (&[], &[]),
        }
    }
}
