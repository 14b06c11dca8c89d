//! RISCV register information: the tables generated from `td/RISCVRegisterInfo.td` by
//! kiln's register-info backend (in `OUT_DIR`, written by `build.rs`), and the
//! RISCV-specific facts kiln's Rust code needs about registers.
//!
//! Out: `regs` (the register enum), `sub_reg_idx`, `reg_class` and
//! [`REGISTER_INFO`], an `MCRegisterInfo` answering sub-/super-register, unit,
//! lane-mask and class questions; the stack, frame and link registers; the reserved
//! registers; the register classes codegen uses; and the codegen register facts
//! ([`RiscvRegisterInfo`] and the `TargetRegisterInfo` implementation the machine passes
//! call: names, classes, allocation order, callee-saved set, call-preserved mask).

include!(concat!(env!("OUT_DIR"), "/RISCVGenRegisterInfo.rs"));

use crate::instr_info::RiscvInstrInfo;
use kiln_codegen::target::{RegClassId, TargetRegisterInfo};
use kiln_mc::register_info::Register;

/// The zero register, x0.
pub const ZERO_REGISTER: Register = regs::X0;

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
        base.push(FP);
    }
    REGISTER_INFO.with_aliases(&base)
}

/// The integer register class (`GPR` in the generated register info).
pub const GPR: RegClassId = RegClassId(crate::register_info::reg_class::GPR as u16);
/// The single-precision register class (`FPR32`): f32 values.
pub const FPR32: RegClassId = RegClassId(crate::register_info::reg_class::FPR32 as u16);
/// The double-precision register class (`FPR64`): f64 values.
pub const FPR64: RegClassId = RegClassId(crate::register_info::reg_class::FPR64 as u16);

/// The register `xN`.
pub fn x(n: u32) -> Register {
    Register(regs::X0.0 + n)
}

/// The floating-point register `fN` (its 64-bit `FN_D` view; f32 values live in the same
/// registers, NaN-boxed, so the allocator only ever hands out the `_D` registers).
pub fn f(n: u32) -> Register {
    Register(regs::F0_D.0 + n)
}

/// Whether `reg` is one of the floating-point registers f0-f31 (any view).
pub fn is_fpr(reg: Register) -> bool {
    (regs::F0_D.0..=regs::F31_D.0).contains(&reg.0)
        || (regs::F0_F.0..=regs::F31_F.0).contains(&reg.0)
        || (regs::F0_H.0..=regs::F31_H.0).contains(&reg.0)
}

/// The stack pointer.
pub const SP: Register = regs::X2;
/// The frame pointer (s0), when the function keeps one.
pub const FP: Register = regs::X8;
/// The return address.
pub const RA: Register = regs::X1;
/// The scratch register frame-index elimination and frame setup use (t6; never allocated).
pub const SCRATCH: Register = regs::X31;

/// The RISC-V register information of lp64d: the allocation order, the registers regalloc2
/// may use per class, the callee-saved registers.
#[derive(Debug)]
pub struct RiscvRegisterInfo {
    order: Vec<Register>,
    caller_saved: Vec<Register>,
    callee_saved_alloc: Vec<Register>,
    csrs: Vec<Register>,
    fp_order: Vec<Register>,
    fp_caller_saved: Vec<Register>,
    fp_callee_saved: Vec<Register>,
}

impl Default for RiscvRegisterInfo {
    fn default() -> Self {
        Self::new()
    }
}

impl RiscvRegisterInfo {
    /// The lp64d register facts, from the generated tables: the allocation order of `GPR`
    /// (its member order) and of the floating-point registers (`FPR64`'s first `AltOrders`
    /// entry: fa0-fa7, ft0-ft11, fs0-fs11), less the registers never allocated (the
    /// reserved ones with s0 as frame pointer, ra, and t6, the frame scratch register),
    /// split into caller-saved (preferred) and callee-saved by `CSR_ILP32D_LP64D`. The
    /// callee-saved set PEI saves is that list without ra, which the frame lowering saves
    /// when the function calls.
    pub fn new() -> RiscvRegisterInfo {
        let mut never = reserved_registers(true);
        never.extend([RA, SCRATCH]);
        let save_list: &[Register] = &callee_saved::CSR_ILP32D_LP64D_SaveList;
        let split = |order: &[Register]| -> (Vec<Register>, Vec<Register>) {
            order
                .iter()
                .copied()
                .filter(|r| !never.contains(r))
                .partition(|r| !save_list.contains(r))
        };
        let classes = REGISTER_INFO.classes;
        let (caller, callee) = split(classes[reg_class::GPR as usize].regs);
        let fp_alt: Vec<Register> = classes[reg_class::FPR64 as usize].alt_orders[0]
            .iter()
            .map(|&r| Register(u32::from(r)))
            .collect();
        let (fp_caller, fp_callee) = split(&fp_alt);
        let concat = |a: &[Register], b: &[Register]| [a, b].concat();
        RiscvRegisterInfo {
            order: concat(&caller, &callee),
            caller_saved: caller,
            callee_saved_alloc: callee,
            csrs: save_list.iter().copied().filter(|&r| r != RA).collect(),
            fp_order: concat(&fp_caller, &fp_callee),
            fp_caller_saved: fp_caller,
            fp_callee_saved: fp_callee,
        }
    }
}

/// The ABI name of a register (`a0`, `sp`), or its MC name for non-GPRs.
pub fn abi_name(reg: Register) -> &'static str {
    let ri = &crate::register_info::REGISTER_INFO;
    if !reg.is_physical() || reg.0 as usize >= ri.descs.len() {
        return "<reg>";
    }
    let d = ri.desc(reg);
    d.alt_names.first().copied().unwrap_or(d.asm_name)
}

impl TargetRegisterInfo for RiscvInstrInfo {
    fn reg_name(&self, reg: Register) -> String {
        abi_name(reg).to_string()
    }
    fn reg_class_name(&self, rc: RegClassId) -> String {
        match rc {
            FPR32 => "fpr32".into(),
            FPR64 => "fpr64".into(),
            _ => "gpr".into(),
        }
    }
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool {
        if rc == FPR32 || rc == FPR64 {
            return is_fpr(reg);
        }
        (regs::X0.0..=regs::X31.0).contains(&reg.0)
    }
    fn allocation_order(&self, rc: RegClassId) -> &[Register] {
        if rc == FPR32 || rc == FPR64 {
            return &self.regs.fp_order;
        }
        &self.regs.order
    }
    fn ra_class(&self, rc: RegClassId) -> usize {
        usize::from(rc == FPR32 || rc == FPR64)
    }
    fn callee_saved_regs(&self) -> &[Register] {
        &self.regs.csrs
    }
    /// `CSR_ILP32D_LP64D`'s call-preserved mask (every call uses it), and the registers
    /// nothing allocates or a call changes: zero, sp, gp, tp.
    fn mask_preserves(&self, _mask: u32, reg: Register) -> bool {
        kiln_mc::register_info::reg_mask_contains(&callee_saved::CSR_ILP32D_LP64D_RegMask, reg)
            || [0, 2, 3, 4].iter().any(|&n| x(n) == reg)
    }
    fn stack_pointer(&self) -> Register {
        SP
    }
    fn frame_pointer(&self) -> Register {
        FP
    }
    /// FP classes spill 8 bytes: an f32 is spilled NaN-boxed with `fsd` (of its `F*_F`
    /// view, which encodes as the `F*_D` register), as kiln has always done. LLVM spills
    /// FPR32 with `fsw` to a 4-byte slot; answering the `.td`'s 4 bytes here (and `fsw` in
    /// the spill hook) would change RV64 frame layouts, so it waits for a change that may
    /// change RISC-V output. Integer classes spill XLEN bytes (8 on RV64, 4 on RV32).
    fn spill_size_align(&self, rc: RegClassId) -> (u32, u32) {
        let fp = [
            FPR32,
            FPR64,
            RegClassId(crate::register_info::reg_class::FPR16 as u16),
        ];
        if self.rv64 || fp.contains(&rc) {
            (8, 8)
        } else {
            (4, 4)
        }
    }
    /// An f32 value is allocated an `F*_D` register and named by its `F*_F` view (the
    /// register holds it NaN-boxed).
    fn ra_view(&self, rc: RegClassId) -> u32 {
        if rc == FPR32 {
            sub_reg_idx::sub_32
        } else {
            0
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
            // Not a register of the tables: a unit of its own, past every real one.
            out.push(REGISTER_INFO.num_reg_units() + reg.0);
        }
    }
    fn minimal_phys_reg_class(&self, reg: Register) -> RegClassId {
        if is_fpr(reg) {
            FPR64
        } else {
            GPR
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The lists generated from the `.td` are lp64d's, in kiln's allocation order.
    #[test]
    fn allocation_lists_come_from_the_td() {
        let ri = RiscvRegisterInfo::new();
        let xs = |l: &[u32]| l.iter().map(|&n| x(n)).collect::<Vec<_>>();
        let fs = |l: &[u32]| l.iter().map(|&n| f(n)).collect::<Vec<_>>();
        assert_eq!(
            ri.caller_saved,
            xs(&[10, 11, 12, 13, 14, 15, 16, 17, 5, 6, 7, 28, 29, 30])
        );
        assert_eq!(
            ri.callee_saved_alloc,
            xs(&[9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27])
        );
        assert_eq!(
            ri.fp_caller_saved,
            fs(&[10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7, 28, 29, 30, 31])
        );
        assert_eq!(
            ri.fp_callee_saved,
            fs(&[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27])
        );
        let mut csrs = xs(&[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
        csrs.extend(fs(&[8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]));
        assert_eq!(ri.csrs, csrs);
        // The call-preserved mask: the callee-saved registers (every view of them), not the
        // argument or temporary registers.
        let tri = RiscvInstrInfo::new();
        for r in [x(9), x(27), f(8), regs::F8_F, regs::X2] {
            assert!(tri.mask_preserves(0, r), "{}", abi_name(r));
        }
        for r in [x(10), x(5), x(31), f(10), regs::F10_F, f(0)] {
            assert!(!tri.mask_preserves(0, r), "{}", abi_name(r));
        }
    }

    /// Integer registers spill XLEN bytes with the XLEN store and load (sd/ld on RV64,
    /// sw/lw on RV32); FP registers spill 8 bytes on both.
    #[test]
    fn spills_follow_xlen() {
        use crate::mc::tables::opcodes as op;
        use kiln_codegen::machine::MachineFunction;
        use kiln_codegen::target::TargetInstrInfo;
        for (xlen, gpr_size, store, load) in [(64, 8, op::SD, op::LD), (32, 4, op::SW, op::LW)] {
            let tii = RiscvInstrInfo::for_xlen(xlen);
            assert_eq!(tii.spill_size_align(GPR), (gpr_size, gpr_size), "RV{xlen}");
            assert_eq!(tii.spill_size_align(FPR64), (8, 8), "RV{xlen}");
            assert_eq!(tii.spill_size_align(FPR32), (8, 8), "RV{xlen}");
            let mut mf = MachineFunction::new("f");
            let bb = mf.add_block("entry");
            tii.store_reg_to_stack_slot(&mut mf, bb, 0, x(9), 0, GPR);
            tii.load_reg_from_stack_slot(&mut mf, bb, 1, x(9), 0, GPR);
            tii.store_reg_to_stack_slot(&mut mf, bb, 2, f(8), 0, FPR64);
            let opcodes: Vec<u32> = mf
                .block(bb)
                .insts
                .iter()
                .map(|&i| mf.instr(i).opcode)
                .collect();
            assert_eq!(
                opcodes,
                vec![store as u32, load as u32, op::FSD as u32],
                "RV{xlen}"
            );
        }
    }
}
