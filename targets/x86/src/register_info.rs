//! X86 register information: the tables generated from `td/X86RegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! X86-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers.
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
