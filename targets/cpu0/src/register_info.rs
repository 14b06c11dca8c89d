//! Cpu0 register information: the tables generated from `td/Cpu0RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! Cpu0-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers.

include!(concat!(env!("OUT_DIR"), "/Cpu0GenRegisterInfo.rs"));

use kiln_mc::register_info::Register;

/// The stack pointer, $sp ($13).
pub const STACK_POINTER: Register = regs::SP;
/// The frame pointer, $fp ($12), when the function keeps one.
pub const FRAME_POINTER: Register = regs::FP;
/// The link register, $lr ($14).
pub const LINK_REGISTER: Register = regs::LR;
/// The zero register, $0.
pub const ZERO_REGISTER: Register = regs::ZERO;

/// The registers the register allocator must never assign (the tutorial's
/// `Cpu0RegisterInfo::getReservedRegs`): $zero, $at (the assembler's temporary),
/// $gp, $sp, $lr, $sw, the coprocessor-0 registers, and $fp when `frame_pointer`
/// is set.
pub fn reserved_registers(frame_pointer: bool) -> Vec<Register> {
    let mut base = vec![
        regs::ZERO,
        regs::AT,
        regs::GP,
        regs::SP,
        regs::LR,
        regs::SW,
        regs::PC,
        regs::EPC,
    ];
    if frame_pointer {
        base.push(FRAME_POINTER);
    }
    REGISTER_INFO.with_aliases(&base)
}
