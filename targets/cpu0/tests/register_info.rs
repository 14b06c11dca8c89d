//! Cpu0 register facts from the Cpu0 tutorial (seed 000), read from the tables
//! generated at build time through kiln-mc's runtime.

use kiln_target_cpu0::register_info::{reg_class, regs, REGISTER_INFO as MRI};

#[test]
fn tutorial_register_numbers() {
    let enc = |r| MRI.get_encoding_value(r);
    assert_eq!(enc(regs::ZERO), 0);
    assert_eq!(enc(regs::AT), 1);
    assert_eq!(enc(regs::V0), 2);
    assert_eq!(enc(regs::A0), 4);
    assert_eq!(enc(regs::T9), 6);
    assert_eq!(enc(regs::S0), 9);
    assert_eq!(enc(regs::GP), 11);
    assert_eq!(enc(regs::FP), 12);
    assert_eq!(enc(regs::SP), 13);
    assert_eq!(enc(regs::LR), 14);
    assert_eq!(enc(regs::SW), 15);
    assert_eq!(MRI.get_dwarf_reg_num(regs::SP), Some(13));
    assert_eq!(MRI.get_llvm_reg_num(14), Some(regs::LR));
    assert_eq!(MRI.get_asm_name(regs::SP), "sp");
    assert!(MRI.desc(regs::ZERO).is_constant);
}

#[test]
fn tutorial_classes() {
    let cpu = MRI.get_reg_class(reg_class::CPURegs);
    assert_eq!(cpu.num_regs(), 16);
    assert_eq!(cpu.register(0), regs::ZERO);
    assert_eq!(cpu.register(15), regs::SW);
    let out = MRI.get_reg_class(reg_class::GPROut);
    assert_eq!(out.num_regs(), 15);
    assert!(!out.contains(regs::SW));
    assert!(cpu.has_sub_class(out.id()));
    let hilo = MRI.get_reg_class(reg_class::HILO);
    assert!(hilo.contains(regs::HI) && hilo.contains(regs::LO) && !hilo.contains(regs::V0));
    assert!(MRI.get_reg_class(reg_class::SR).contains(regs::SW));
    // No Cpu0 register has sub-registers; no two overlap.
    assert!((1..MRI.num_regs()).all(|r| MRI
        .sub_regs(kiln_mc::register_info::Register(r))
        .next()
        .is_none()));
    assert!(!MRI.regs_overlap(regs::HI, regs::LO));
}

#[test]
fn reserved_registers() {
    use kiln_target_cpu0::register_info::reserved_registers;
    let r = reserved_registers(false);
    for reg in [regs::ZERO, regs::AT, regs::SP, regs::LR, regs::SW] {
        assert!(r.contains(&reg), "{} reserved", MRI.get_name(reg));
    }
    assert!(!r.contains(&regs::FP) && !r.contains(&regs::V0) && !r.contains(&regs::S0));
    assert!(reserved_registers(true).contains(&regs::FP));
}
