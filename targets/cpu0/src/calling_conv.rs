//! The Cpu0 calling convention of the tutorial (MIPS O32 with two argument registers): the
//! rule tables kiln's `-gen-callingconv` backend writes from `td/Cpu0CallingConv.td`
//! (`CC_Cpu0O32`, `RetCC_Cpu0`) and the Rust the rules call where O32 needs more than a
//! rule list.
//!
//! In: argument or return parts after type legalization (i32 words; an i64 is two parts,
//! the first flagged `SPLIT`). Out: a register or an offset in the caller's argument area
//! per part. The area starts with 8 bytes where a callee may store `$4` and `$5` (the O32
//! home area), so the first stack argument is at offset 8.

use crate::register_info::regs;
use kiln_codegen::calling_conv::{ArgFlags, CCPart, CCRule, CCState, CCValAssign};
#[allow(unused_imports)]
use kiln_codegen::value_types::MVT;

include!(concat!(env!("OUT_DIR"), "/Cpu0GenCallingConv.rs"));

/// The argument registers $4 and $5.
pub const ARG_GPRS: [kiln_mc::register_info::Register; 2] = [regs::A0, regs::A1];

/// The bytes of the home area of the argument registers, where stack arguments start.
pub const HOME_AREA: u64 = 8;

/// `CCCustom<"cc_cpu0_align_split">`: the first word of a split 64-bit value starts at an
/// even argument register ($4; `$5` is skipped), or on the stack at an 8-byte boundary.
/// Places nothing itself.
fn cc_cpu0_align_split(state: &mut CCState, _part: CCPart) -> bool {
    match ARG_GPRS.iter().position(|r| !state.is_allocated(*r)) {
        Some(i) if i % 2 == 1 => state.mark_allocated(ARG_GPRS[i]),
        Some(_) => {}
        None => {
            state.stack_offset = state.stack_offset.div_ceil(8) * 8;
            state.max_stack_align = state.max_stack_align.max(8);
        }
    }
    false
}

/// Assigns argument `parts` (`ret`: return-value parts instead); `Err(i)` names the first
/// part no rule could place. The stack offsets count from the start of the argument area.
pub fn analyze(parts: &[(MVT, ArgFlags)], ret: bool) -> Result<(Vec<CCValAssign>, u64), usize> {
    let mut state = CCState::new();
    if !ret {
        state.stack_offset = HOME_AREA;
    }
    let rules: &[CCRule] = if ret { RetCC_Cpu0 } else { CC_Cpu0O32 };
    state.analyze(parts, rules)?;
    Ok((state.locs, state.stack_offset))
}

#[cfg(test)]
mod tests {
    //! The tutorial's convention checked against the generated tables.
    use super::*;
    use kiln_codegen::calling_conv::Location;

    fn locs(parts: &[(MVT, ArgFlags)], ret: bool) -> (Vec<Location>, u64) {
        let (l, size) = analyze(parts, ret).expect("every part is placed");
        (l.iter().map(|a| a.loc).collect(), size)
    }

    fn words(n: usize) -> Vec<(MVT, ArgFlags)> {
        vec![(MVT::i32, ArgFlags::default()); n]
    }

    #[test]
    fn words_go_in_a0_a1_then_after_the_home_area() {
        let (l, size) = locs(&words(4), false);
        assert_eq!(
            l,
            [
                Location::Reg(regs::A0),
                Location::Reg(regs::A1),
                Location::Stack(8),
                Location::Stack(12)
            ]
        );
        assert_eq!(size, 16);
        // Small integers are promoted to words.
        let (l, _) = locs(
            &[
                (MVT::i8, ArgFlags::default()),
                (MVT::i16, ArgFlags::default()),
            ],
            false,
        );
        assert_eq!(l, [Location::Reg(regs::A0), Location::Reg(regs::A1)]);
    }

    #[test]
    fn split_doublewords_start_at_an_even_register_or_8_byte_slot() {
        let split = (MVT::i32, ArgFlags(ArgFlags::SPLIT));
        let end = (MVT::i32, ArgFlags(ArgFlags::SPLIT_END));
        // f(long long): $4:$5.
        let (l, _) = locs(&[split, end], false);
        assert_eq!(l, [Location::Reg(regs::A0), Location::Reg(regs::A1)]);
        // f(int, long long, int): $4, then the doubleword at 8 ($5 skipped), then 16.
        let w = (MVT::i32, ArgFlags::default());
        let (l, size) = locs(&[w, split, end, w], false);
        assert_eq!(
            l,
            [
                Location::Reg(regs::A0),
                Location::Stack(8),
                Location::Stack(12),
                Location::Stack(16)
            ]
        );
        assert_eq!(size, 20);
        // f(int, int, int, long long): the doubleword at an 8-byte boundary (16).
        let (l, _) = locs(&[w, w, w, split, end], false);
        assert_eq!(l[3..], [Location::Stack(16), Location::Stack(20)]);
    }

    #[test]
    fn results_in_v0_v1_a0_a1() {
        let (l, _) = locs(&words(2), true);
        assert_eq!(l, [Location::Reg(regs::V0), Location::Reg(regs::V1)]);
        // As MIPS O32: a third and fourth word in the argument registers.
        let (l, _) = locs(&words(4), true);
        assert_eq!(
            l,
            [
                Location::Reg(regs::V0),
                Location::Reg(regs::V1),
                Location::Reg(regs::A0),
                Location::Reg(regs::A1)
            ]
        );
        assert!(
            analyze(&words(5), true).is_err(),
            "a fifth result word has no register"
        );
    }
}
