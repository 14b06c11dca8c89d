//! The RISC-V calling conventions (LLVM's RISCVCallingConv): the rule tables that kiln's
//! `-gen-callingconv` backend writes from `td/RISCVCallingConv.td` (`CC_RISCV_LP64`,
//! `CC_RISCV_LP64D` and their return counterparts), and the Rust the rules call where the
//! psABI needs more than a rule list.
//!
//! In: argument or return parts after type legalization (type and flags each). Out: a
//! register or stack slot per part, through `kiln_codegen::calling_conv::CCState`.

use crate::register_info::regs;
use crate::subtarget::RiscvAbi;
use kiln_codegen::calling_conv::{
    ArgFlags, CCPart, CCRule, CCState, CCValAssign, LocInfo, Location,
};
use kiln_codegen::value_types::MVT;

include!(concat!(env!("OUT_DIR"), "/RISCVGenCallingConv.rs"));

/// The integer argument registers a0-a7, in order.
pub const ARG_GPRS: [kiln_mc::register_info::Register; 8] = [
    regs::X10,
    regs::X11,
    regs::X12,
    regs::X13,
    regs::X14,
    regs::X15,
    regs::X16,
    regs::X17,
];

/// `CCCustom<"cc_riscv_align_vararg_pair">`: the first half of a variadic 2xXLEN scalar
/// starts at an even argument register (skipping an odd one), and on the stack at a 2xXLEN
/// boundary. Places nothing itself.
fn cc_riscv_align_vararg_pair(state: &mut CCState, _part: CCPart) -> bool {
    match ARG_GPRS.iter().position(|r| !state.is_allocated(*r)) {
        Some(i) if i % 2 == 1 => state.mark_allocated(ARG_GPRS[i]),
        Some(_) => {}
        None => {
            state.stack_offset = state.stack_offset.div_ceil(16) * 16;
            state.max_stack_align = state.max_stack_align.max(16);
        }
    }
    false
}

/// `CCCustom<"cc_riscv32_pair_start">`, for the first part of a 2xXLEN scalar on RV32: a
/// variadic one starts at an even argument register (skipping an odd one); with no register
/// left, both halves go on the stack at an 8-byte boundary (the scalar's alignment). Places
/// nothing itself.
fn cc_riscv32_pair_start(state: &mut CCState, part: CCPart) -> bool {
    match ARG_GPRS.iter().position(|r| !state.is_allocated(*r)) {
        Some(i) if i % 2 == 1 && part.flags.has(ArgFlags::VARARG) => {
            state.mark_allocated(ARG_GPRS[i]);
            if i + 1 == ARG_GPRS.len() {
                align_stack(state, 8);
            }
        }
        Some(_) => {}
        None => align_stack(state, 8),
    }
    false
}

fn align_stack(state: &mut CCState, align: u64) {
    state.stack_offset = state.stack_offset.div_ceil(align) * align;
    state.max_stack_align = state.max_stack_align.max(align);
}

/// `CCCustom<"cc_riscv32_f64_in_gprs">`: an f64 the FP registers do not take on RV32 goes
/// as its bits in two integer registers (low half first), or in a7 and 4 bytes of stack, or
/// in 8 bytes of stack at an 8-byte boundary; a variadic one starts at an even register.
/// The halves are `PairLow`/`PairHigh` assignments (the generic call lowering splits and
/// joins the value through its bits).
fn cc_riscv32_f64_in_gprs(state: &mut CCState, part: CCPart) -> bool {
    if part.flags.has(ArgFlags::VARARG) {
        if let Some(i) = ARG_GPRS.iter().position(|r| !state.is_allocated(*r)) {
            if i % 2 == 1 {
                state.mark_allocated(ARG_GPRS[i]);
            }
        }
    }
    let Some(lo) = state.allocate_reg(&ARG_GPRS) else {
        let off = state.allocate_stack(8, 8);
        state.push_loc(&part, Location::Stack(off as i64));
        return true;
    };
    let half = CCPart {
        loc_vt: MVT::i32,
        info: LocInfo::PairLow,
        ..part
    };
    state.push_loc(&half, Location::Reg(lo));
    let hi = match state.allocate_reg(&ARG_GPRS) {
        Some(r) => Location::Reg(r),
        None => Location::Stack(state.allocate_stack(4, 4) as i64),
    };
    state.push_loc(
        &CCPart {
            info: LocInfo::PairHigh,
            ..half
        },
        hi,
    );
    true
}

/// The argument rules of `abi`.
pub fn argument_rules_for(abi: RiscvAbi) -> &'static [CCRule] {
    match abi {
        RiscvAbi::Lp64d | RiscvAbi::Lp64f => CC_RISCV_LP64D,
        RiscvAbi::Lp64 => CC_RISCV_LP64,
        RiscvAbi::Ilp32d => CC_RISCV_ILP32D,
        RiscvAbi::Ilp32f => CC_RISCV_ILP32F,
        RiscvAbi::Ilp32 => CC_RISCV_ILP32,
    }
}

/// The return-value rules of `abi`.
pub fn return_rules_for(abi: RiscvAbi) -> &'static [CCRule] {
    match abi {
        RiscvAbi::Lp64d | RiscvAbi::Lp64f => RetCC_RISCV_LP64D,
        RiscvAbi::Lp64 => RetCC_RISCV_LP64,
        RiscvAbi::Ilp32d => RetCC_RISCV_ILP32D,
        RiscvAbi::Ilp32f => RetCC_RISCV_ILP32F,
        RiscvAbi::Ilp32 => RetCC_RISCV_ILP32,
    }
}

/// The argument rules of the ABI: lp64d when `hard_float`, lp64 otherwise.
pub fn argument_rules(hard_float: bool) -> &'static [CCRule] {
    if hard_float {
        CC_RISCV_LP64D
    } else {
        CC_RISCV_LP64
    }
}

/// The return-value rules of the ABI: lp64d when `hard_float`, lp64 otherwise.
pub fn return_rules(hard_float: bool) -> &'static [CCRule] {
    if hard_float {
        RetCC_RISCV_LP64D
    } else {
        RetCC_RISCV_LP64
    }
}

/// Assigns `parts` under `rules`; `Err(i)` names the first part no rule could place.
pub fn analyze(
    parts: &[(MVT, ArgFlags)],
    rules: &[CCRule],
) -> Result<(Vec<CCValAssign>, u64), usize> {
    let mut state = CCState::new();
    state.analyze(parts, rules)?;
    Ok((state.locs, state.stack_offset))
}

#[cfg(test)]
mod tests {
    //! psABI facts ("RISC-V ELF psABI", integer and hardware floating-point calling
    //! conventions) checked against the generated tables.
    use super::*;
    use kiln_codegen::calling_conv::{LocInfo, Location};
    use kiln_mc::register_info::Register;

    fn named(vts: &[MVT]) -> Vec<(MVT, ArgFlags)> {
        vts.iter().map(|&v| (v, ArgFlags::default())).collect()
    }

    fn locs(parts: &[(MVT, ArgFlags)], rules: &[CCRule]) -> Vec<Location> {
        let (l, _) = analyze(parts, rules).expect("every part is placed");
        l.iter().map(|a| a.loc).collect()
    }

    fn fpr64(i: usize) -> Register {
        [
            regs::F10_D,
            regs::F11_D,
            regs::F12_D,
            regs::F13_D,
            regs::F14_D,
            regs::F15_D,
            regs::F16_D,
            regs::F17_D,
        ][i]
    }

    #[test]
    fn integers_fill_a0_to_a7_then_8_byte_stack_slots() {
        let l = locs(&named(&[MVT::i64; 10]), argument_rules(true));
        for (i, r) in ARG_GPRS.iter().enumerate() {
            assert_eq!(l[i], Location::Reg(*r));
        }
        assert_eq!(l[8], Location::Stack(0));
        assert_eq!(l[9], Location::Stack(8));
    }

    #[test]
    fn doubles_use_fa0_to_fa7_then_integer_registers_then_the_stack() {
        let mut parts = named(&[MVT::f64; 9]);
        parts.extend(named(&[MVT::i64; 8]));
        parts.extend(named(&[MVT::f64]));
        let (l, stack) = analyze(&parts, argument_rules(true)).expect("placed");
        for (i, a) in l.iter().enumerate().take(8) {
            assert_eq!(a.loc, Location::Reg(fpr64(i)));
            assert_eq!(a.info, LocInfo::Full);
        }
        // The ninth double goes to a0 as its bits; the integers take a1-a7 and the stack.
        assert_eq!(l[8].loc, Location::Reg(regs::X10));
        assert_eq!((l[8].loc_vt, l[8].info), (MVT::i64, LocInfo::BCvt));
        assert_eq!(l[9].loc, Location::Reg(regs::X11));
        assert_eq!(l[15].loc, Location::Reg(regs::X17));
        assert_eq!(l[16].loc, Location::Stack(0));
        assert_eq!(l[17].loc, Location::Stack(8));
        assert_eq!(stack, 16);
    }

    #[test]
    fn float_and_double_share_one_register_sequence() {
        let l = locs(
            &named(&[MVT::f32, MVT::f64, MVT::f32]),
            argument_rules(true),
        );
        assert_eq!(
            l,
            [
                Location::Reg(regs::F10_F),
                Location::Reg(regs::F11_D),
                Location::Reg(regs::F12_F)
            ]
        );
    }

    #[test]
    fn variadic_floating_point_goes_in_integer_registers() {
        let parts = [
            (MVT::i64, ArgFlags::default()),
            (MVT::f64, ArgFlags(ArgFlags::VARARG)),
        ];
        let (l, _) = analyze(&parts, argument_rules(true)).expect("placed");
        assert_eq!(l[1].loc, Location::Reg(regs::X11));
        assert_eq!((l[1].loc_vt, l[1].info), (MVT::i64, LocInfo::BCvt));
    }

    #[test]
    fn lp64_passes_floating_point_as_integers() {
        let (l, _) = analyze(&named(&[MVT::f64, MVT::f32]), argument_rules(false)).expect("ok");
        assert_eq!(l[0].loc, Location::Reg(regs::X10));
        assert_eq!(l[1].loc, Location::Reg(regs::X11));
        assert!(l
            .iter()
            .all(|a| a.loc_vt == MVT::i64 && a.info == LocInfo::BCvt));
    }

    #[test]
    fn narrow_integers_are_extended_by_their_flags() {
        let parts = [
            (MVT::i32, ArgFlags(ArgFlags::SEXT)),
            (MVT::i8, ArgFlags(ArgFlags::ZEXT)),
            (MVT::i16, ArgFlags::default()),
        ];
        let (l, _) = analyze(&parts, argument_rules(true)).expect("placed");
        let infos: Vec<_> = l.iter().map(|a| (a.loc_vt, a.info)).collect();
        assert_eq!(
            infos,
            [
                (MVT::i64, LocInfo::SExt),
                (MVT::i64, LocInfo::ZExt),
                (MVT::i64, LocInfo::AExt)
            ]
        );
    }

    /// ilp32d: a named double after an int takes fa0 (integers and floats count apart);
    /// past fa0-fa7 it takes the next two GPRs with no alignment (a1:a2 after an int), or
    /// a7 and 4 stack bytes, or 8 stack bytes at an 8-byte boundary; a variadic one starts at
    /// an even register.
    #[test]
    fn ilp32d_doubles_in_gpr_pairs() {
        let rules = argument_rules_for(RiscvAbi::Ilp32d);
        let l = locs(&named(&[MVT::i32, MVT::f64]), rules);
        assert_eq!(l, [Location::Reg(regs::X10), Location::Reg(fpr64(0))]);
        // Nine doubles after an int: the ninth in a1:a2 as two halves.
        let mut parts = named(&[MVT::i32]);
        parts.extend(named(&[MVT::f64; 9]));
        let (a, _) = analyze(&parts, rules).expect("placed");
        assert_eq!(a.len(), 11);
        assert_eq!(
            (a[9].loc, a[9].loc_vt, a[9].info),
            (Location::Reg(regs::X11), MVT::i32, LocInfo::PairLow)
        );
        assert_eq!(
            (a[10].loc, a[10].info, a[10].val_no),
            (Location::Reg(regs::X12), LocInfo::PairHigh, 9)
        );
        // Seven ints, then a double past the FPRs: a7 and the stack.
        let mut parts = named(&[MVT::i32; 7]);
        parts.extend(named(&[MVT::f64; 9]));
        let (a, stack) = analyze(&parts, rules).expect("placed");
        assert_eq!(a[15].loc, Location::Reg(regs::X17));
        assert_eq!(a[16].loc, Location::Stack(0));
        assert_eq!(stack, 4);
        // A variadic double after one int skips a1.
        let parts = [
            (MVT::i32, ArgFlags::default()),
            (MVT::f64, ArgFlags(ArgFlags::VARARG)),
        ];
        let l = locs(&parts, rules);
        assert_eq!(
            &l[1..],
            [Location::Reg(regs::X12), Location::Reg(regs::X13)]
        );
        // With every GPR taken: 8 stack bytes at an 8-byte boundary.
        let mut parts = named(&[MVT::i32; 9]);
        parts.push((MVT::f64, ArgFlags(ArgFlags::VARARG)));
        let (a, stack) = analyze(&parts, rules).expect("placed");
        assert_eq!(a[9].loc, Location::Stack(8));
        assert_eq!((a[9].info, stack), (LocInfo::Full, 16));
    }

    /// ilp32: an i64 (two parts) with only a7 left is split between a7 and the stack; with
    /// none left it is 8-byte aligned on the stack.
    #[test]
    fn ilp32_two_xlen_integers() {
        let rules = argument_rules_for(RiscvAbi::Ilp32);
        let pair = [
            (MVT::i32, ArgFlags(ArgFlags::SPLIT)),
            (MVT::i32, ArgFlags(ArgFlags::SPLIT_END)),
        ];
        let mut parts = named(&[MVT::i32; 7]);
        parts.extend(pair);
        let l = locs(&parts, rules);
        assert_eq!(&l[7..], [Location::Reg(regs::X17), Location::Stack(0)]);
        let mut parts = named(&[MVT::i32; 9]);
        parts.extend(pair);
        let l = locs(&parts, rules);
        assert_eq!(&l[9..], [Location::Stack(8), Location::Stack(12)]);
    }

    #[test]
    fn variadic_two_xlen_scalars_take_an_aligned_pair() {
        let va = |f| ArgFlags(ArgFlags::VARARG | f);
        // a0 named; the i128 halves skip a1 and take a2/a3.
        let parts = [
            (MVT::i64, ArgFlags::default()),
            (MVT::i64, va(ArgFlags::SPLIT)),
            (MVT::i64, va(ArgFlags::SPLIT_END)),
        ];
        let l = locs(&parts, argument_rules(true));
        assert_eq!(
            &l[1..],
            [Location::Reg(regs::X12), Location::Reg(regs::X13)]
        );
        // A named i128 after a0 is not aligned.
        let split = |f| ArgFlags(f);
        let parts = [
            (MVT::i64, ArgFlags::default()),
            (MVT::i64, split(ArgFlags::SPLIT)),
            (MVT::i64, split(ArgFlags::SPLIT_END)),
        ];
        let l = locs(&parts, argument_rules(true));
        assert_eq!(
            &l[1..],
            [Location::Reg(regs::X11), Location::Reg(regs::X12)]
        );
        // On the stack a variadic pair starts at a 16-byte boundary.
        let mut parts = named(&[MVT::i64; 9]);
        parts.push((MVT::i64, va(ArgFlags::SPLIT)));
        parts.push((MVT::i64, va(ArgFlags::SPLIT_END)));
        let l = locs(&parts, argument_rules(true));
        assert_eq!(
            &l[8..],
            [Location::Stack(0), Location::Stack(16), Location::Stack(24)]
        );
    }

    #[test]
    fn returns_use_a0_a1_and_fa0_fa1() {
        let l = locs(&named(&[MVT::i64, MVT::i64]), return_rules(true));
        assert_eq!(l, [Location::Reg(regs::X10), Location::Reg(regs::X11)]);
        let l = locs(&named(&[MVT::f64, MVT::f32]), return_rules(true));
        assert_eq!(l, [Location::Reg(regs::F10_D), Location::Reg(regs::F11_F)]);
        // A third register part does not fit: the caller passes such values by reference.
        assert_eq!(
            analyze(&named(&[MVT::i64; 3]), return_rules(true)).err(),
            Some(2)
        );
    }
}
