//! AArch64 register facts from the Arm ARM and the AArch64 DWARF ABI, read from the
//! tables generated at build time through kiln-mc's runtime.

use kiln_mc::register_info::Register;
use kiln_target_aarch64::register_info::{reg_class, regs, sub_reg_idx, REGISTER_INFO as MRI};

fn names(it: impl Iterator<Item = Register>) -> Vec<&'static str> {
    it.map(|r| MRI.get_name(r)).collect()
}

#[test]
fn general_purpose_registers() {
    // W0 is the low half of X0.
    assert_eq!(MRI.get_sub_reg(regs::X0, sub_reg_idx::sub_32), regs::W0);
    assert_eq!(MRI.get_sub_reg_idx_size(sub_reg_idx::sub_32), 32);
    assert_eq!(MRI.get_sub_reg_idx_offset(sub_reg_idx::sub_32), 0);
    // x29 is the frame pointer, x30 the link register.
    assert_eq!(MRI.get_asm_name(regs::FP), "x29");
    assert_eq!(MRI.get_asm_name(regs::LR), "x30");
    assert_eq!(MRI.get_encoding_value(regs::LR), 30);
    assert_eq!(MRI.get_sub_reg(regs::LR, sub_reg_idx::sub_32), regs::W30);
    // SP, WSP, XZR and WZR all encode as 31; sp and xzr are different registers.
    for r in [regs::SP, regs::WSP, regs::XZR, regs::WZR] {
        assert_eq!(MRI.get_encoding_value(r), 31);
    }
    assert!(!MRI.regs_overlap(regs::SP, regs::XZR));
    assert!(MRI.regs_overlap(regs::SP, regs::WSP));
    assert!(MRI.desc(regs::XZR).is_constant);
    // DWARF: x0-x30 are 0-30, sp is 31.
    assert_eq!(MRI.get_dwarf_reg_num(regs::X0), Some(0));
    assert_eq!(MRI.get_dwarf_reg_num(regs::X19), Some(19));
    assert_eq!(MRI.get_dwarf_reg_num(regs::LR), Some(30));
    assert_eq!(MRI.get_dwarf_reg_num(regs::SP), Some(31));
    assert_eq!(MRI.get_llvm_reg_num(31), Some(regs::WSP));
}

#[test]
fn simd_and_fp_registers() {
    // Bn, Hn, Sn, Dn are the low 8, 16, 32, 64 bits of Qn.
    assert_eq!(names(MRI.sub_regs(regs::Q5)), ["D5", "S5", "H5", "B5"]);
    assert_eq!(MRI.get_sub_reg(regs::Q5, sub_reg_idx::ssub), regs::S5);
    assert_eq!(MRI.get_sub_reg_idx_size(sub_reg_idx::dsub), 64);
    assert_eq!(MRI.get_sub_reg_idx_size(sub_reg_idx::hsub), 16);
    assert_eq!(names(MRI.super_regs(regs::S7)).first(), Some(&"D7"));
    // DWARF: v0-v31 are 64-95.
    assert_eq!(MRI.get_dwarf_reg_num(regs::Q0), Some(64));
    assert_eq!(MRI.get_dwarf_reg_num(regs::D31), Some(95));
    assert_eq!(MRI.get_encoding_value(regs::Q17), 17);
    assert!(!MRI.regs_overlap(regs::D0, regs::D1));
}

#[test]
fn register_tuples() {
    // D0_D1 holds D0 at dsub0 and D1 at dsub1; tuples wrap around (D31_D0).
    let dd = MRI.find_reg("D0_D1").expect("D0_D1 exists");
    assert_eq!(MRI.get_sub_reg(dd, sub_reg_idx::dsub0), regs::D0);
    assert_eq!(MRI.get_sub_reg(dd, sub_reg_idx::dsub1), regs::D1);
    let wrap = MRI.find_reg("D31_D0").expect("D31_D0 exists");
    assert!(MRI.regs_overlap(wrap, regs::D0) && MRI.regs_overlap(wrap, regs::S31));
    assert_eq!(MRI.get_reg_class(reg_class::DD).num_regs(), 32);
    assert_eq!(MRI.get_reg_class(reg_class::QQQ).num_regs(), 32);
}

#[test]
fn classes() {
    let gpr64 = MRI.get_reg_class(reg_class::GPR64);
    let gpr64sp = MRI.get_reg_class(reg_class::GPR64sp);
    let common = MRI.get_reg_class(reg_class::GPR64common);
    assert!(gpr64.contains(regs::XZR) && !gpr64.contains(regs::SP));
    assert!(gpr64sp.contains(regs::SP) && !gpr64sp.contains(regs::XZR));
    assert!(gpr64.has_sub_class(common.id()) && gpr64sp.has_sub_class(common.id()));
    assert_eq!(common.num_regs(), 31);
    assert_eq!(MRI.get_reg_class(reg_class::FPR128).reg_size, 128);
    assert!(!MRI.get_reg_class(reg_class::CCR).allocatable);
    // W registers project X classes through sub_32.
    let gpr32 = MRI.get_reg_class(reg_class::GPR32);
    assert!(MRI
        .super_reg_classes(gpr32)
        .any(|(i, mut cs)| i == sub_reg_idx::sub_32 && cs.any(|c| c == reg_class::GPR64)));
}

#[test]
fn reserved_registers() {
    use kiln_target_aarch64::register_info::reserved_registers;
    let r = reserved_registers(false);
    for reg in [regs::SP, regs::WSP, regs::XZR, regs::WZR, regs::FPCR] {
        assert!(r.contains(&reg), "{} reserved", MRI.get_name(reg));
    }
    assert!(!r.contains(&regs::FP) && !r.contains(&regs::X0));
    assert!(reserved_registers(true).contains(&regs::W29));
}

#[test]
fn alternative_allocation_orders() {
    // GPR64common's alternative order starts at x8 (rotl by 8).
    let c = MRI.get_reg_class(reg_class::GPR64common);
    assert_eq!(c.alt_orders.len(), 1);
    assert_eq!(Register(u32::from(c.alt_orders[0][0])), regs::X8);
    assert_eq!(c.alt_orders[0].len(), c.num_regs());
}
