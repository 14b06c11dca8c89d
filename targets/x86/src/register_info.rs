//! X86 register information: the tables generated from `td/X86RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! X86-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers.

include!(concat!(env!("OUT_DIR"), "/X86GenRegisterInfo.rs"));

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
