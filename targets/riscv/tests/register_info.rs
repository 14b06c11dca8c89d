//! RISC-V register facts from the unprivileged ISA manual, the V extension and the
//! RISC-V ELF psABI (ABI names, DWARF numbers), read from the tables generated at
//! build time through kiln-mc's runtime.

use kiln_target_riscv::register_info::{reg_class, regs, sub_reg_idx, REGISTER_INFO as MRI};

#[test]
fn integer_registers() {
    // x1 is ra, DWARF 1; x2 is sp; x8 is s0/fp; x10 is a0.
    assert_eq!(MRI.get_dwarf_reg_num(regs::X1), Some(1));
    assert_eq!(MRI.get_encoding_value(regs::X1), 1);
    assert_eq!(MRI.get_dwarf_reg_num(regs::X31), Some(31));
    assert_eq!(MRI.get_asm_name(regs::X10), "x10");
    assert_eq!(MRI.get_llvm_reg_num(2), Some(regs::X2));
    assert!(MRI.desc(regs::X0).is_constant);
    let gpr = MRI.get_reg_class(reg_class::GPR);
    assert_eq!(gpr.num_regs(), 32);
    // The allocation order starts with the argument registers a0-a7.
    assert_eq!(gpr.register(0), regs::X10);
    assert!(!MRI.get_reg_class(reg_class::GPRNoX0).contains(regs::X0));
    // Compressed instructions name x8-x15.
    let gprc = MRI.get_reg_class(reg_class::GPRC);
    assert_eq!(gprc.num_regs(), 8);
    assert!(gprc.contains(regs::X8) && gprc.contains(regs::X15) && !gprc.contains(regs::X16));
    assert!(gpr.has_sub_class(gprc.id()));
    assert!(MRI.get_reg_class(reg_class::SP).contains(regs::X2));
}

#[test]
fn float_registers() {
    // F<n>_F is the low 32 bits of F<n>_D; DWARF f0-f31 are 32-63.
    assert_eq!(MRI.get_sub_reg(regs::F3_D, sub_reg_idx::sub_32), regs::F3_F);
    assert_eq!(MRI.get_sub_reg(regs::F3_D, sub_reg_idx::sub_16), regs::F3_H);
    assert_eq!(MRI.get_dwarf_reg_num(regs::F0_F), Some(32));
    assert_eq!(MRI.get_dwarf_reg_num(regs::F31_D), Some(63));
    assert_eq!(MRI.get_encoding_value(regs::F10_D), 10);
    assert!(MRI.regs_overlap(regs::F1_F, regs::F1_D));
    assert!(!MRI.regs_overlap(regs::F1_D, regs::F2_D));
    // FPR32C: f8-f15.
    assert_eq!(MRI.get_reg_class(reg_class::FPR32C).num_regs(), 8);
}

#[test]
fn vector_registers() {
    // DWARF v0-v31 are 96-127.
    assert_eq!(MRI.get_dwarf_reg_num(regs::V0), Some(96));
    assert_eq!(MRI.get_dwarf_reg_num(regs::V31), Some(127));
    // An LMUL=2 group v2-v3, an LMUL=8 group v8-v15.
    assert_eq!(
        MRI.get_sub_reg(regs::V2M2, sub_reg_idx::sub_vrm1_1),
        regs::V3
    );
    assert_eq!(
        MRI.get_sub_reg(regs::V8M8, sub_reg_idx::sub_vrm1_7),
        regs::V15
    );
    assert_eq!(
        MRI.get_sub_reg(regs::V8M8, sub_reg_idx::sub_vrm2_3),
        regs::V14M2
    );
    assert!(MRI.regs_overlap(regs::V8M8, regs::V12M4));
    assert!(!MRI.regs_overlap(regs::V8M8, regs::V16M8));
    assert_eq!(MRI.reg_units(regs::V0M8).count(), 8);
    assert_eq!(MRI.get_reg_class(reg_class::VRM4).num_regs(), 8);
    assert!(!MRI.get_reg_class(reg_class::VRNoV0).contains(regs::V0));
    assert_eq!(
        MRI.compose_sub_reg_indices(sub_reg_idx::sub_vrm2_1, sub_reg_idx::sub_vrm1_0),
        sub_reg_idx::sub_vrm1_2
    );
    // vlenb is CSR 0xC22: DWARF 4096 + 0xC22.
    assert_eq!(MRI.get_dwarf_reg_num(regs::VLENB), Some(4096 + 0xC22));
}

#[test]
fn abi_names() {
    // The psABI's names: x1 ra, x2 sp, x8 s0 (also fp), x10 a0, x31 t6; f10 fa0.
    assert_eq!(MRI.get_alt_name(regs::X1, 0), Some("ra"));
    assert_eq!(MRI.get_alt_name(regs::X2, 0), Some("sp"));
    assert_eq!(MRI.get_alt_name(regs::X8, 0), Some("s0"));
    assert_eq!(MRI.get_alt_name(regs::X8, 1), Some("fp"));
    assert_eq!(MRI.get_alt_name(regs::X10, 0), Some("a0"));
    assert_eq!(MRI.get_alt_name(regs::X31, 0), Some("t6"));
    assert_eq!(MRI.get_alt_name(regs::F10_D, 0), Some("fa0"));
    assert_eq!(MRI.get_alt_name(regs::V0, 0), None);
}

#[test]
fn xlen_by_hardware_mode() {
    // XLEN is 32 on RV32 (the default mode) and 64 on RV64.
    let rv64 = MRI.find_hw_mode("RV64").expect("RV64 mode");
    let gpr = MRI.get_reg_class(reg_class::GPR);
    assert_eq!(gpr.reg_size_in(0), 32);
    assert_eq!(gpr.reg_size_in(rv64), 64);
    assert_eq!(gpr.spill_size_in(rv64), 64);
    assert_eq!(gpr.spill_alignment_in(rv64), 64);
    assert_eq!(MRI.hw_modes[rv64 as usize].1, "+64bit");
    // F registers do not depend on XLEN.
    let fpr64 = MRI.get_reg_class(reg_class::FPR64);
    assert_eq!(fpr64.reg_size_in(0), 64);
    assert_eq!(fpr64.reg_size_in(rv64), 64);
}

#[test]
fn reserved_registers() {
    use kiln_target_riscv::register_info::reserved_registers;
    let r = reserved_registers(false);
    for reg in [regs::X0, regs::X2, regs::X3, regs::X4, regs::VL] {
        assert!(r.contains(&reg), "{} reserved", MRI.get_name(reg));
    }
    assert!(!r.contains(&regs::X1) && !r.contains(&regs::X8) && !r.contains(&regs::X10));
    assert!(reserved_registers(true).contains(&regs::X8));
}
