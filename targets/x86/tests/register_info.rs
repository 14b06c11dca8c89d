//! x86-64 register facts, read from the tables generated at build time through
//! kiln-mc's runtime: seed 002's RAX facts, facts from the Intel SDM and the x86-64
//! psABI, and the property checks every register description must pass.

use kiln_mc::register_info::{LaneBitmask, Register};
use kiln_target_x86::register_info::{reg_class, regs, sub_reg_idx, REGISTER_INFO as MRI};

fn names(it: impl Iterator<Item = Register>) -> Vec<&'static str> {
    it.map(|r| MRI.get_name(r)).collect()
}

#[test]
fn seed_002_rax_sub_registers() {
    let pairs: Vec<(&str, &str)> = MRI
        .sub_reg_index_pairs(regs::RAX)
        .map(|(r, i)| (MRI.get_name(r), MRI.get_sub_reg_idx_name(i)))
        .collect();
    assert_eq!(
        pairs,
        [
            ("EAX", "sub_32bit"),
            ("AX", "sub_16bit"),
            ("AL", "sub_8bit"),
            ("AH", "sub_8bit_hi"),
            ("HAX", "sub_16bit_hi")
        ]
    );
    assert_eq!(
        MRI.get_sub_reg(regs::RAX, sub_reg_idx::sub_8bit_hi),
        regs::AH
    );
    assert_eq!(
        MRI.get_sub_reg(regs::EAX, sub_reg_idx::sub_16bit_hi),
        regs::HAX
    );
    assert!(MRI.desc(regs::HAX).is_artificial);
}

#[test]
fn seed_002_rax_units_and_lane_masks() {
    let mut roots: Vec<&str> = MRI
        .reg_units(regs::RAX)
        .flat_map(|u| MRI.reg_unit_roots(u))
        .map(|r| MRI.get_name(r))
        .collect();
    roots.sort();
    assert_eq!(roots, ["AH", "AL", "HAX"]);
    let masks: Vec<(&str, u64)> = MRI
        .reg_unit_lane_masks(regs::RAX)
        .map(|(u, m)| (MRI.get_name(MRI.reg_unit_roots(u).next().unwrap()), m.0))
        .collect();
    for (root, mask) in [("AL", 0x1), ("AH", 0x2), ("HAX", 0x8)] {
        assert!(
            masks.contains(&(root, mask)),
            "{root} {mask:#x} in {masks:x?}"
        );
    }
    let lm = |i| MRI.get_sub_reg_index_lane_mask(i);
    assert_eq!(lm(sub_reg_idx::sub_16bit), LaneBitmask(0x7));
    assert_eq!(lm(sub_reg_idx::sub_32bit), LaneBitmask(0xF));
    assert!(lm(sub_reg_idx::sub_16bit).overlaps(lm(sub_reg_idx::sub_8bit)));
    assert!(lm(sub_reg_idx::sub_16bit).overlaps(lm(sub_reg_idx::sub_8bit_hi)));
    assert!(!lm(sub_reg_idx::sub_8bit).overlaps(lm(sub_reg_idx::sub_8bit_hi)));
    assert!(!lm(sub_reg_idx::sub_16bit).overlaps(lm(sub_reg_idx::sub_16bit_hi)));
}

#[test]
fn seed_002_gr8_classes() {
    let gr8 = MRI.get_reg_class(reg_class::GR8);
    let mut subs: Vec<&str> = MRI.sub_classes(gr8).map(|c| c.name).collect();
    subs.sort();
    assert_eq!(subs, ["GR8", "GR8_ABCD_H", "GR8_ABCD_L", "GR8_NOREX"]);
    let supers: Vec<(&str, Vec<&str>)> = MRI
        .super_reg_classes(gr8)
        .map(|(i, cs)| {
            (
                MRI.get_sub_reg_idx_name(i),
                cs.map(|c| MRI.get_reg_class(c).name).collect(),
            )
        })
        .collect();
    let idx: Vec<&str> = supers.iter().map(|s| s.0).collect();
    assert_eq!(idx, ["sub_8bit", "sub_8bit_hi"]);
    assert!(supers[0].1.contains(&"GR16") && supers[0].1.contains(&"GR32"));
    assert!(supers[1].1.contains(&"GR16_ABCD") && supers[1].1.contains(&"GR64_ABCD"));
    // GR16 has SI, whose high byte is not AH-like: no sub_8bit_hi super class.
    assert!(!supers[1].1.contains(&"GR16"));
    assert_eq!(gr8.copy_cost, 1);
    assert!(gr8.allocatable);
    let ccr = MRI.get_reg_class(reg_class::CCR);
    assert_eq!(ccr.copy_cost, -1);
    assert!(!ccr.allocatable);
}

/// Facts from the Intel SDM (register encodings, sub-register layout) and the
/// System V x86-64 psABI (DWARF numbers).
#[test]
fn isa_manual_facts() {
    let enc = |r| MRI.get_encoding_value(r);
    assert_eq!(enc(regs::EAX), 0);
    assert_eq!(enc(regs::ECX), 1);
    assert_eq!(enc(regs::RSP), 4);
    assert_eq!(enc(regs::AH), 4); // AH shares ModRM number 4 with SPL/ESP.
    assert_eq!(enc(regs::R15), 15);
    assert_eq!(enc(regs::XMM9), 9);
    let dw = |r| MRI.get_dwarf_reg_num(r);
    assert_eq!(dw(regs::RAX), Some(0));
    assert_eq!(dw(regs::RDX), Some(1)); // psABI order: rax, rdx, rcx, rbx.
    assert_eq!(dw(regs::RCX), Some(2));
    assert_eq!(dw(regs::RSP), Some(7));
    assert_eq!(dw(regs::RIP), Some(16));
    assert_eq!(dw(regs::XMM0), Some(17));
    assert_eq!(dw(regs::XMM15), Some(32));
    assert_eq!(MRI.get_llvm_reg_num(6), Some(regs::RBP));
    // XMM0 is the low 128 bits of YMM0, which is the low half of ZMM0.
    assert_eq!(
        MRI.get_sub_reg(regs::YMM0, sub_reg_idx::sub_xmm),
        regs::XMM0
    );
    assert_eq!(
        MRI.get_sub_reg(regs::ZMM0, sub_reg_idx::sub_xmm),
        regs::XMM0
    );
    assert_eq!(MRI.get_sub_reg_idx_size(sub_reg_idx::sub_xmm), 128);
    // R8D is the low 32 bits of R8; R8B its low byte.
    assert_eq!(MRI.get_sub_reg(regs::R8, sub_reg_idx::sub_32bit), regs::R8D);
    assert_eq!(MRI.get_sub_reg(regs::R8, sub_reg_idx::sub_8bit), regs::R8B);
    // AH is bits 8-15.
    assert_eq!(MRI.get_sub_reg_idx_offset(sub_reg_idx::sub_8bit_hi), 8);
    assert_eq!(MRI.get_sub_reg_idx_size(sub_reg_idx::sub_8bit_hi), 8);
    assert!(MRI.regs_overlap(regs::AH, regs::RAX));
    assert!(!MRI.regs_overlap(regs::AH, regs::AL));
    assert!(!MRI.regs_overlap(regs::AX, regs::HAX));
    assert_eq!(MRI.get_asm_name(regs::R10B), "r10b");
    let gr64 = MRI.get_reg_class(reg_class::GR64);
    assert_eq!(
        MRI.get_matching_super_reg(regs::ESI, sub_reg_idx::sub_32bit, gr64),
        regs::RSI
    );
    assert_eq!(names(MRI.super_regs(regs::AL)), ["AX", "EAX", "RAX"]);
    // EVEX registers 16-31: encodings 16-31, DWARF 67-82.
    assert_eq!(enc(regs::XMM16), 16);
    assert_eq!(dw(regs::XMM16), Some(67));
    assert_eq!(dw(regs::XMM31), Some(82));
    assert_eq!(
        MRI.get_sub_reg(regs::ZMM31, sub_reg_idx::sub_ymm),
        regs::YMM31
    );
    // x87 and MMX: ST0-7 are DWARF 33-40, MM0-7 41-48; segment registers 50-55.
    assert_eq!(dw(regs::ST0), Some(33));
    assert_eq!(dw(regs::MM7), Some(48));
    assert_eq!(dw(regs::ES), Some(50));
    assert_eq!(dw(regs::GS), Some(55));
    assert_eq!(enc(regs::FS), 4);
    assert_eq!(MRI.get_asm_name(regs::ST1), "st(1)");
    assert_eq!(MRI.get_reg_class(reg_class::RFP80).num_regs(), 7);
    assert_eq!(MRI.get_reg_class(reg_class::FR32X).num_regs(), 32);
}

#[test]
fn reserved_registers() {
    use kiln_target_x86::register_info::{reserved_registers, FRAME_POINTER, STACK_POINTER};
    let r = reserved_registers(false);
    for reg in [
        regs::RSP,
        regs::ESP,
        regs::SP,
        regs::SPL,
        regs::RIP,
        regs::EIP,
        regs::FS,
    ] {
        assert!(r.contains(&reg), "{} reserved", MRI.get_name(reg));
    }
    assert!(!r.contains(&regs::RBP) && !r.contains(&regs::RAX) && !r.contains(&regs::EFLAGS));
    let r = reserved_registers(true);
    assert!(r.contains(&regs::RBP) && r.contains(&regs::BPL));
    assert_eq!(STACK_POINTER, regs::RSP);
    assert_eq!(FRAME_POINTER, regs::RBP);
}

#[test]
fn class_queries() {
    let rc = |id| MRI.get_reg_class(id);
    // GR64 holds RIP, which has no 8-bit part: the registers that have one form the
    // synthesized class GR64_with_sub_8bit (as in LLVM).
    let with = MRI.get_sub_class_with_sub_reg(rc(reg_class::GR64), sub_reg_idx::sub_8bit);
    assert_eq!(with.map(|c| c.name), Some("GR64_with_sub_8bit"));
    let c = with.unwrap();
    assert_eq!(c.num_regs(), 16);
    assert!(!c.contains(regs::RIP) && c.contains(regs::RSP));
    let with = MRI.get_sub_class_with_sub_reg(rc(reg_class::GR32), sub_reg_idx::sub_8bit_hi);
    assert_eq!(with.map(|c| c.name), Some("GR32_ABCD"));
    assert!(MRI
        .get_sub_class_with_sub_reg(rc(reg_class::GR8), sub_reg_idx::sub_8bit)
        .is_none());
    let m = MRI.get_matching_super_reg_class(
        rc(reg_class::GR64),
        rc(reg_class::GR8_ABCD_H),
        sub_reg_idx::sub_8bit_hi,
    );
    assert_eq!(m.map(|c| c.name), Some("GR64_ABCD"));
    let common = MRI.get_common_sub_class(rc(reg_class::GR32_NOSP), rc(reg_class::GR32_NOREX));
    assert_eq!(common.map(|c| c.name), Some("GR32_NOREX_NOSP"));
    assert!(MRI
        .get_common_sub_class(rc(reg_class::GR8), rc(reg_class::GR16))
        .is_none());
}

#[test]
fn minimal_classes() {
    let min = |r| MRI.get_minimal_phys_reg_class(r).map(|c| c.name);
    assert_eq!(min(regs::AH), Some("GR8_ABCD_H"));
    assert_eq!(min(regs::EAX), Some("GR32_ABCD"));
    assert_eq!(min(regs::EFLAGS), Some("CCR"));
    assert_eq!(min(regs::HAX), None);
}

#[test]
fn live_register_units() {
    use kiln_mc::register_info::RegUnitSet;
    let mut live = RegUnitSet::new(&MRI);
    live.add_reg(&MRI, regs::EAX);
    for r in [regs::RAX, regs::AX, regs::AL, regs::AH, regs::HAX] {
        assert!(!live.available(&MRI, r), "{}", MRI.get_name(r));
    }
    assert!(live.available(&MRI, regs::R8) && live.available(&MRI, regs::ECX));
    live.remove_reg(&MRI, regs::AX);
    assert!(live.available(&MRI, regs::AL) && !live.available(&MRI, regs::EAX));
    assert!(MRI.is_allocatable(regs::RAX) && !MRI.is_allocatable(regs::EFLAGS));
    assert!(MRI.is_artificial(regs::HAX) && !MRI.is_constant(regs::RAX));
}
