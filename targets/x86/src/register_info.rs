//! X86 register information: the tables generated from `td/X86RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! X86-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers; and the codegen register facts ([`X86RegisterInfo`] and the
//! `TargetRegisterInfo` implementation the machine passes call: names, classes, the
//! allocation units and the views of their narrower classes, callee-saved set,
//! call-preserved mask).
//!
//! ```
//! use kiln_target_x86::register_info::{regs, reg_class, sub_reg_idx, REGISTER_INFO as MRI};
//! // RAX's sub-registers, in LLVM's order, with the index reaching each.
//! let subs: Vec<_> = MRI
//!     .sub_reg_index_pairs(regs::RAX)
//!     .map(|(r, i)| (MRI.get_name(r), MRI.get_sub_reg_idx_name(i)))
//!     .collect();
//! assert_eq!(subs[0], ("EAX", "sub_32bit"));
//! assert_eq!(MRI.get_sub_reg(regs::RAX, sub_reg_idx::sub_8bit), regs::AL);
//! assert!(MRI.regs_overlap(regs::AH, regs::EAX) && !MRI.regs_overlap(regs::AH, regs::AL));
//! let gr32 = MRI.get_reg_class(reg_class::GR32);
//! assert!(gr32.contains(regs::R8D) && gr32.reg_size == 32);
//! ```

include!(concat!(env!("OUT_DIR"), "/X86GenRegisterInfo.rs"));

use kiln_codegen::target::{RegClassId, TargetRegisterInfo};
use kiln_mc::register_info::Register;

/// The stack pointer.
pub const STACK_POINTER: Register = regs::RSP;
/// The frame pointer (when the function keeps one).
pub const FRAME_POINTER: Register = regs::RBP;
/// The instruction pointer, for RIP-relative addressing.
pub const PROGRAM_COUNTER: Register = regs::RIP;

/// The registers the register allocator must never assign (LLVM's
/// `X86RegisterInfo::getReservedRegs`), closed under overlap: the stack pointer, the
/// instruction pointer, the segment registers, the x87 and SSE control registers,
/// the direction flag, x87 stack registers (named only after stackifying), and the
/// frame pointer when `frame_pointer` is set.
pub fn reserved_registers(frame_pointer: bool) -> Vec<Register> {
    let mut base = vec![
        regs::RSP,
        regs::RIP,
        regs::CS,
        regs::DS,
        regs::SS,
        regs::ES,
        regs::FS,
        regs::GS,
        regs::FS_BASE,
        regs::GS_BASE,
        regs::FPCW,
        regs::FPSW,
        regs::MXCSR,
        regs::DF,
    ];
    base.extend(REGISTER_INFO.get_reg_class(reg_class::RST).iter());
    if frame_pointer {
        base.push(FRAME_POINTER);
    }
    REGISTER_INFO.with_aliases(&base)
}

/// The 64-bit general-purpose class: the register allocator's units.
pub const GR64: RegClassId = RegClassId(reg_class::GR64 as u16);
/// The 32-bit views (`sub_32bit` of a GR64 unit).
pub const GR32: RegClassId = RegClassId(reg_class::GR32 as u16);
/// The 16-bit views (`sub_16bit`).
pub const GR16: RegClassId = RegClassId(reg_class::GR16 as u16);
/// The low-byte views (`sub_8bit`; never AH..BH).
pub const GR8: RegClassId = RegClassId(reg_class::GR8 as u16);
/// Scalar f32 in the low 32 bits of XMM0-15.
pub const FR32: RegClassId = RegClassId(reg_class::FR32 as u16);
/// Scalar f64 in the low 64 bits of XMM0-15.
pub const FR64: RegClassId = RegClassId(reg_class::FR64 as u16);
/// The 128-bit SSE2 vectors (and what packed instructions define) in XMM0-15.
pub const VR128: RegClassId = RegClassId(reg_class::VR128 as u16);

/// x87 `long double` values in the flat registers FP0-FP6 (the stackifier turns them
/// into stack positions after allocation).
pub const RFP80: RegClassId = RegClassId(reg_class::RFP80 as u16);

/// Whether `reg` is one of FP0-FP6 (the registers RFP80 values are allocated).
pub fn is_fp_stack(reg: Register) -> bool {
    REGISTER_INFO.get_reg_class(reg_class::RFP80).contains(reg)
}

/// Whether `reg` is one of XMM0-15 (the registers FR32/FR64 values are allocated).
pub fn is_xmm(reg: Register) -> bool {
    REGISTER_INFO.get_reg_class(reg_class::FR64).contains(reg)
}

/// The x86-64 System V register facts codegen uses: the allocation units (caller-saved
/// first, then callee-saved, from `CSR_64`), with rbp reserved as the frame pointer.
#[derive(Debug)]
pub struct X86RegisterInfo {
    caller_saved: Vec<Register>,
    callee_saved_alloc: Vec<Register>,
    csrs: Vec<Register>,
    order: Vec<Register>,
    /// XMM0-15: all caller-saved under System V.
    xmm: Vec<Register>,
    /// FP0-FP6: all caller-saved (the x87 stack is empty at calls).
    fp: Vec<Register>,
}

impl Default for X86RegisterInfo {
    fn default() -> Self {
        Self::new()
    }
}

impl X86RegisterInfo {
    /// The System V facts from the generated tables: GR64's members less the reserved
    /// registers (rsp, rip, and rbp as frame pointer), split by `CSR_64`.
    pub fn new() -> X86RegisterInfo {
        let never = reserved_registers(true);
        let save_list: &[Register] = &callee_saved::CSR_64_SaveList;
        let (caller, callee): (Vec<Register>, Vec<Register>) = REGISTER_INFO.classes
            [reg_class::GR64 as usize]
            .regs
            .iter()
            .copied()
            .filter(|r| !never.contains(r))
            .partition(|r| !save_list.contains(r));
        X86RegisterInfo {
            order: [&caller[..], &callee[..]].concat(),
            caller_saved: caller,
            xmm: REGISTER_INFO
                .get_reg_class(reg_class::FR64)
                .iter()
                .collect(),
            fp: REGISTER_INFO
                .get_reg_class(reg_class::RFP80)
                .iter()
                .collect(),
            callee_saved_alloc: callee,
            csrs: save_list
                .iter()
                .copied()
                .filter(|&r| r != FRAME_POINTER)
                .collect(),
        }
    }
}

/// Whether `reg` is one of the general-purpose registers (any width).
pub fn is_gpr(reg: Register) -> bool {
    [
        reg_class::GR64,
        reg_class::GR32,
        reg_class::GR16,
        reg_class::GR8,
    ]
    .iter()
    .any(|&c| REGISTER_INFO.get_reg_class(c).contains(reg))
}

/// A register's assembler name without the `%` (`rax`), or `<reg>`.
pub fn reg_asm_name(reg: Register) -> &'static str {
    if !reg.is_physical() || reg.0 as usize >= REGISTER_INFO.descs.len() {
        return "<reg>";
    }
    REGISTER_INFO.desc(reg).asm_name
}

impl TargetRegisterInfo for crate::instr_info::X86InstrInfo {
    fn reg_name(&self, reg: Register) -> String {
        reg_asm_name(reg).to_string()
    }
    fn reg_class_name(&self, rc: RegClassId) -> String {
        REGISTER_INFO
            .get_reg_class(rc.0 as u32)
            .name
            .to_ascii_lowercase()
    }
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool {
        REGISTER_INFO.get_reg_class(rc.0 as u32).contains(reg)
    }
    fn allocation_order(&self, rc: RegClassId) -> &[Register] {
        if rc == FR32 || rc == FR64 || rc == VR128 {
            return &self.regs.xmm;
        }
        if rc == RFP80 {
            return &self.regs.fp;
        }
        &self.regs.order
    }
    fn ra_class(&self, rc: RegClassId) -> usize {
        match rc {
            FR32 | FR64 | VR128 => 1,
            RFP80 => 2,
            _ => 0,
        }
    }
    fn callee_saved_regs(&self) -> &[Register] {
        &self.regs.csrs
    }
    /// `CSR_64`'s call-preserved mask (every call uses it: no XMM or FP0-FP6 register
    /// survives a call), and the registers nothing allocates (rsp, the x87 stack and upper
    /// vector registers).
    fn mask_preserves(&self, _mask: u32, reg: Register) -> bool {
        kiln_mc::register_info::reg_mask_contains(&callee_saved::CSR_64_RegMask, reg)
            || (!is_gpr(reg) && !is_xmm(reg) && !is_fp_stack(reg))
            || REGISTER_INFO.regs_overlap(reg, STACK_POINTER)
    }
    fn stack_pointer(&self) -> Register {
        STACK_POINTER
    }
    fn frame_pointer(&self) -> Register {
        FRAME_POINTER
    }
    fn spill_size_align(&self, rc: RegClassId) -> (u32, u32) {
        if rc == FR32 {
            return (4, 4);
        }
        if rc == RFP80 || rc == VR128 {
            // `fstpt` writes 10 bytes; the slot is a `long double`'s 16.
            return (16, 16);
        }
        (8, 8)
    }
    /// A 32-, 16- or 8-bit value is allocated a 64-bit register and named by its view.
    fn ra_view(&self, rc: RegClassId) -> u32 {
        match rc {
            GR32 => sub_reg_idx::sub_32bit,
            GR16 => sub_reg_idx::sub_16bit,
            GR8 => sub_reg_idx::sub_8bit,
            _ => 0,
        }
    }
    fn get_sub_reg(&self, reg: Register, idx: u32) -> Option<Register> {
        if idx == 0 {
            return Some(reg);
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
        if is_xmm(reg) {
            return FR64;
        }
        if is_fp_stack(reg) {
            return RFP80;
        }
        GR64
    }
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]) {
        match k {
            0 => (&self.regs.caller_saved, &self.regs.callee_saved_alloc),
            1 => (&self.regs.xmm, &[]),
            2 => (&self.regs.fp, &[]),

            _ => (&[], &[]),
        }
    }
}
