//! The AArch64 calling convention (AAPCS64, LLVM's `AArch64CallingConvention`): the rule
//! tables kiln's `-gen-callingconv` backend writes from `td/AArch64CallingConv.td`
//! (`CC_AArch64_AAPCS` and `RetCC_AArch64_AAPCS`).
//!
//! In: argument or return parts after type legalization (type and flags each). Out: a
//! register or stack slot per part, through `kiln_codegen::calling_conv::CCState`.

use kiln_codegen::calling_conv::{ArgFlags, CCRule, CCState, CCValAssign};
use kiln_codegen::value_types::MVT;

include!(concat!(env!("OUT_DIR"), "/AArch64GenCallingConv.rs"));

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
    fn narrow_integers_are_promoted_and_results_use_x0() {
        let (l, _) = analyze(&named(&[MVT::i32, MVT::i8]), CC_AArch64_AAPCS).expect("ok");
        assert!(l.iter().all(|a| a.loc_vt == MVT::i64));
        let (r, _) = analyze(&named(&[MVT::i64, MVT::i64]), RetCC_AArch64_AAPCS).expect("ok");
        assert_eq!(r[0].loc, Location::Reg(regs::X0));
        assert_eq!(r[1].loc, Location::Reg(regs::X1));
    }
}
