//! AArch64 register information: the tables generated from `td/AArch64RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! AArch64-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers.

include!(concat!(env!("OUT_DIR"), "/AArch64GenRegisterInfo.rs"));

use kiln_mc::register_info::Register;

/// The stack pointer.
pub const STACK_POINTER: Register = regs::SP;
/// The frame pointer, x29 (when the function keeps one).
pub const FRAME_POINTER: Register = regs::FP;
/// The link register, x30.
pub const LINK_REGISTER: Register = regs::LR;
/// The zero register.
pub const ZERO_REGISTER: Register = regs::XZR;

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
