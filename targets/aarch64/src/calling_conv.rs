//! The AArch64 calling convention (AAPCS64, LLVM's `AArch64CallingConvention`): the rule
//! tables kiln's `-gen-callingconv` backend writes from `td/AArch64CallingConv.td`
//! (`CC_AArch64_AAPCS` and `RetCC_AArch64_AAPCS`).
//!
//! In: argument or return parts after type legalization (type and flags each). Out: a
//! register or stack slot per part, through `kiln_codegen::calling_conv::CCState`.

use kiln_codegen::calling_conv::{ArgFlags, CCPart, CCRule, CCState, CCValAssign, Location};
use kiln_codegen::value_types::MVT;

include!(concat!(env!("OUT_DIR"), "/AArch64GenCallingConv.rs"));

/// Places the first half of a 16-byte aligned integer (AAPCS64 rules C.9 and C.12): in the
/// next even-numbered x register (skipping an odd one) when a pair is free, else in a
/// 16-byte aligned stack slot, with every x register then taken. The second half follows
/// by the ordinary rules, in the next register or stack slot.
fn assign_aligned_pair(state: &mut CCState, part: CCPart) -> bool {
    let Some(k) = ARG_GPRS.iter().position(|&r| !state.is_allocated(r)) else {
        let off = state.allocate_stack(8, 16);
        state.push_loc(&part, Location::Stack(off as i64));
        return true;
    };
    let k = (k + 1) & !1;
    if k + 1 < ARG_GPRS.len() {
        for &r in &ARG_GPRS[..=k] {
            state.mark_allocated(r);
        }
        state.push_loc(&part, Location::Reg(ARG_GPRS[k]));
    } else {
        for &r in &ARG_GPRS {
            state.mark_allocated(r);
        }
        let off = state.allocate_stack(8, 16);
        state.push_loc(&part, Location::Stack(off as i64));
    }
    true
}

/// Places a 128-bit part in the first of q0-q7 whose s, d and q views are all free, and
/// takes all three (the rules' shadows name one other view only); false when none is.
fn assign_q_register(state: &mut CCState, part: CCPart) -> bool {
    use crate::register_info::regs;
    let views = |k: u32| {
        [
            kiln_mc::register_info::Register(regs::S0.0 + k),
            kiln_mc::register_info::Register(regs::D0.0 + k),
            kiln_mc::register_info::Register(regs::Q0.0 + k),
        ]
    };
    let Some(k) = (0..8).find(|&k| views(k).iter().all(|&r| !state.is_allocated(r))) else {
        return false;
    };
    for r in views(k) {
        state.mark_allocated(r);
    }
    state.push_loc(&part, Location::Reg(views(k)[2]));
    true
}

/// The integer argument registers x0-x7, in order.
pub const ARG_GPRS: [kiln_mc::register_info::Register; 8] = {
    use crate::register_info::regs;
    [
        regs::X0,
        regs::X1,
        regs::X2,
        regs::X3,
        regs::X4,
        regs::X5,
        regs::X6,
        regs::X7,
    ]
};

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
    //! AAPCS64 facts ("Procedure Call Standard for the Arm 64-bit Architecture", parameter
    //! passing) checked against the generated tables.
    use super::*;
    use crate::register_info::regs;
    use kiln_codegen::calling_conv::Location;

    fn named(vts: &[MVT]) -> Vec<(MVT, ArgFlags)> {
        vts.iter().map(|&v| (v, ArgFlags::default())).collect()
    }

    #[test]
    fn integers_fill_x0_to_x7_then_8_byte_stack_slots() {
        let (l, stack) = analyze(&named(&[MVT::i64; 10]), CC_AArch64_AAPCS).expect("placed");
        for (i, r) in ARG_GPRS.iter().enumerate() {
            assert_eq!(l[i].loc, Location::Reg(*r));
        }
        assert_eq!(l[8].loc, Location::Stack(0));
        assert_eq!(l[9].loc, Location::Stack(8));
        assert_eq!(stack, 16);
    }

    #[test]
    fn floating_point_uses_v0_to_v7_independently_of_integers() {
        let parts = named(&[MVT::i64, MVT::f64, MVT::f32, MVT::i64]);
        let (l, _) = analyze(&parts, CC_AArch64_AAPCS).expect("placed");
        let locs: Vec<Location> = l.iter().map(|a| a.loc).collect();
        assert_eq!(
            locs,
            [
                Location::Reg(regs::X0),
                Location::Reg(regs::D0),
                Location::Reg(regs::S1),
                Location::Reg(regs::X1)
            ]
        );
    }

    #[test]
    fn an_indirect_result_address_goes_in_x8() {
        let parts = [
            (MVT::i64, ArgFlags(ArgFlags::SRET)),
            (MVT::i64, ArgFlags::default()),
        ];
        let (l, _) = analyze(&parts, CC_AArch64_AAPCS).expect("placed");
        assert_eq!(l[0].loc, Location::Reg(regs::X8));
        assert_eq!(l[1].loc, Location::Reg(regs::X0));
    }

    #[test]
    fn a_long_double_takes_a_whole_q_register_past_the_views_in_use() {
        // f32 in s0, f128 in q1 (not q0, whose s view is taken), f64 in d2, f128 results in q0.
        let parts = named(&[MVT::f32, MVT::f128, MVT::f64]);
        let (l, _) = analyze(&parts, CC_AArch64_AAPCS).expect("placed");
        let locs: Vec<Location> = l.iter().map(|a| a.loc).collect();
        assert_eq!(
            locs,
            [
                Location::Reg(regs::S0),
                Location::Reg(regs::Q1),
                Location::Reg(regs::D2)
            ]
        );
        let (r, _) = analyze(&named(&[MVT::f128]), RetCC_AArch64_AAPCS).expect("ok");
        assert_eq!(r[0].loc, Location::Reg(regs::Q0));
        // The ninth goes on the stack in a 16-byte aligned slot.
        let (l, stack) = analyze(&named(&[MVT::f128; 9]), CC_AArch64_AAPCS).expect("placed");
        assert_eq!(l[7].loc, Location::Reg(regs::Q7));
        assert_eq!(l[8].loc, Location::Stack(0));
        assert_eq!(stack, 16);
    }

    #[test]
    fn an_int128_starts_at_an_even_register_or_a_16_byte_aligned_slot() {
        let split = |first: bool| {
            (
                MVT::i64,
                ArgFlags(if first {
                    ArgFlags::SPLIT
                } else {
                    ArgFlags::SPLIT_END
                }),
            )
        };
        // i64 in x0, then the __int128 in x2/x3 (x1 skipped), then an i64 in x4.
        let parts = [
            (MVT::i64, ArgFlags::default()),
            split(true),
            split(false),
            (MVT::i64, ArgFlags::default()),
        ];
        let (l, _) = analyze(&parts, CC_AArch64_AAPCS).expect("placed");
        let locs: Vec<Location> = l.iter().map(|a| a.loc).collect();
        assert_eq!(
            locs,
            [
                Location::Reg(regs::X0),
                Location::Reg(regs::X2),
                Location::Reg(regs::X3),
                Location::Reg(regs::X4)
            ]
        );
        // Seven i64 then an __int128: no pair is left, so the stack at 0 and 8, and the
        // i64 after it on the stack too (x7 stays unused).
        let mut parts = vec![(MVT::i64, ArgFlags::default()); 7];
        parts.extend([
            (MVT::i64, ArgFlags::default()),
            split(true),
            split(false),
            (MVT::i64, ArgFlags::default()),
        ]);
        parts.remove(0);
        let (l, stack) = analyze(&parts, CC_AArch64_AAPCS).expect("placed");
        assert_eq!(l[6].loc, Location::Reg(regs::X6));
        assert_eq!(l[7].loc, Location::Stack(0));
        assert_eq!(l[8].loc, Location::Stack(8));
        assert_eq!(l[9].loc, Location::Stack(16));
        assert_eq!(stack, 24);
    }

    #[test]
    fn narrow_integers_are_promoted_and_results_use_x0() {
        let (l, _) = analyze(&named(&[MVT::i32, MVT::i8]), CC_AArch64_AAPCS).expect("ok");
        assert!(l.iter().all(|a| a.loc_vt == MVT::i64));
        let (r, _) = analyze(&named(&[MVT::i64, MVT::i64]), RetCC_AArch64_AAPCS).expect("ok");
        assert_eq!(r[0].loc, Location::Reg(regs::X0));
        assert_eq!(r[1].loc, Location::Reg(regs::X1));
    }
}
