//! The x86-64 System V calling convention (LLVM's X86CallingConv): the rule tables kiln's
//! `-gen-callingconv` backend writes from `td/X86CallingConv.td` (`CC_X86_64_C` and
//! `RetCC_X86_64_C`).
//!
//! In: argument or return parts after type legalization (type and flags each). Out: a
//! register or stack slot per part, through `kiln_codegen::calling_conv::CCState`.

use crate::register_info::regs;
use kiln_codegen::calling_conv::{ArgFlags, CCPart, CCRule, CCState, Location};
use kiln_codegen::value_types::MVT;
use kiln_mc::register_info::Register;

include!(concat!(env!("OUT_DIR"), "/X86GenCallingConv.rs"));

/// `CCPassByVal<8, 8>`: a byval argument's object gets a stack slot of its size rounded
/// up to 8 bytes, aligned to its alignment but at least 8 (the psABI's memory class; the
/// caller copies the object there).
fn place_byval(state: &mut CCState, part: CCPart) -> bool {
    let size = part.flags.byval_size().div_ceil(8) * 8;
    let align = part.flags.byval_align().max(8);
    let off = state.allocate_stack(size, align);
    state.push_loc(&part, Location::Stack(off as i64));
    true
}

/// The integer argument registers rdi, rsi, rdx, rcx, r8, r9, in order.
pub const ARG_GPRS: [Register; 6] = [
    regs::RDI,
    regs::RSI,
    regs::RDX,
    regs::RCX,
    regs::R8,
    regs::R9,
];

/// The vector argument registers xmm0-xmm7, in order.
pub const ARG_XMMS: [Register; 8] = [
    regs::XMM0,
    regs::XMM1,
    regs::XMM2,
    regs::XMM3,
    regs::XMM4,
    regs::XMM5,
    regs::XMM6,
    regs::XMM7,
];

#[cfg(test)]
mod tests {
    //! psABI facts (System V AMD64 ABI, 3.2.3 "Parameter Passing") checked against the
    //! generated tables.
    use super::*;
    use kiln_codegen::calling_conv::{ArgFlags, CCState, Location};

    fn assign(vts: &[MVT], rules: &[CCRule]) -> Vec<Location> {
        let parts: Vec<(MVT, ArgFlags)> = vts.iter().map(|&v| (v, ArgFlags::default())).collect();
        let mut st = CCState::new();
        st.analyze(&parts, rules).expect("every part has a place");
        st.locs.iter().map(|l| l.loc).collect()
    }

    #[test]
    fn integers_take_six_registers_then_eight_byte_slots() {
        let locs = assign(&[MVT::i32; 8], CC_X86_64_C);
        let regs: Vec<Location> = ARG_GPRS.iter().map(|&r| Location::Reg(r)).collect();
        assert_eq!(&locs[..6], &regs[..]);
        assert_eq!(locs[6], Location::Stack(0));
        assert_eq!(locs[7], Location::Stack(8));
    }

    #[test]
    fn results_in_rax_then_rdx() {
        let locs = assign(&[MVT::i64, MVT::i64], RetCC_X86_64_C);
        assert_eq!(
            locs,
            vec![Location::Reg(regs::RAX), Location::Reg(regs::RDX)]
        );
    }
}
