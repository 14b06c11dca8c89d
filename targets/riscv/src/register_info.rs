//! RISCV register information: the tables generated from `td/RISCVRegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! RISCV-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers.

include!(concat!(env!("OUT_DIR"), "/RISCVGenRegisterInfo.rs"));

use kiln_mc::register_info::Register;

/// The zero register, x0.
pub const ZERO_REGISTER: Register = regs::X0;
/// The return address register, x1 (ra).
pub const RETURN_ADDRESS: Register = regs::X1;
/// The stack pointer, x2 (sp).
pub const STACK_POINTER: Register = regs::X2;
/// The frame pointer, x8 (s0/fp), when the function keeps one.
pub const FRAME_POINTER: Register = regs::X8;

/// The registers the register allocator must never assign (LLVM's
/// `RISCVRegisterInfo::getReservedRegs`), closed under overlap: zero, sp, gp, tp,
/// the vector and floating-point CSRs, and s0 when `frame_pointer` is set.
pub fn reserved_registers(frame_pointer: bool) -> Vec<Register> {
    let mut base = vec![
        regs::X0,
        regs::X2,
        regs::X3,
        regs::X4,
        regs::VL,
        regs::VTYPE,
        regs::VLENB,
        regs::VXSAT,
        regs::VXRM,
        regs::FRM,
        regs::FFLAGS,
    ];
    if frame_pointer {
        base.push(FRAME_POINTER);
    }
    REGISTER_INFO.with_aliases(&base)
}
