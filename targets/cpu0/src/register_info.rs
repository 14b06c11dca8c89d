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

/// The class of allocated integer values (`GPROut`: every GPR but `$sw`).
pub const GPR: kiln_codegen::target::RegClassId =
    kiln_codegen::target::RegClassId(reg_class::GPROut as u16);
/// The class of the status word CMP writes (`SR`: `$sw` alone; cpu032I).
pub const SR: kiln_codegen::target::RegClassId =
    kiln_codegen::target::RegClassId(reg_class::SR as u16);

/// The caller-saved registers the allocator hands out, in its order of preference.
pub const CALLER_SAVED: [Register; 7] = [
    regs::V0,
    regs::V1,
    regs::A0,
    regs::A1,
    regs::T9,
    regs::T0,
    regs::T1,
];
/// The callee-saved registers the allocator hands out (the tutorial's `CSR_O32` less $lr,
/// which the frame lowering saves when the function calls, and $fp, kept for frames with
/// dynamic allocas).
pub const CALLEE_SAVED: [Register; 2] = [regs::S0, regs::S1];
/// The status word, the only member of `SR`.
pub const STATUS: [Register; 1] = [regs::SW];
/// The allocation order of `GPROut`.
pub const GPR_ORDER: [Register; 9] = [
    regs::V0,
    regs::V1,
    regs::A0,
    regs::A1,
    regs::T9,
    regs::T0,
    regs::T1,
    regs::S0,
    regs::S1,
];

/// The assembly name of a register as kiln-mc prints it (`$2`, `$sw`, `$hi`).
pub fn asm_name(r: Register) -> &'static str {
    const NAMES: [&str; 16] = [
        "$zero", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12", "$13",
        "$14", "$sw",
    ];
    if !r.is_physical() || r.0 as usize >= REGISTER_INFO.descs.len() {
        return "<reg>";
    }
    let d = REGISTER_INFO.desc(r);
    match d.asm_name {
        "hi" => "$hi",
        "lo" => "$lo",
        "pc" => "$pc",
        "epc" => "$epc",
        _ => NAMES[(d.hw_encoding & 15) as usize],
    }
}
