//! Materializing constants (LLVM's `RISCVMatInt`): the instruction sequence `li`
//! expands to.
//!
//! In: a constant and whether the target is RV64. Out: a list of `(op, imm)` steps,
//! the first reading `zero` (or nothing for `lui`), each later one reading the
//! previous result. The choices follow LLVM's base algorithm (lui/addi(w), then
//! shifts for wider constants, with the trailing-zeros, `0x1800`-rounding,
//! leading-zeros and inverted-value alternatives) without the Zb* extensions.

/// One step of a sequence.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// `lui rd, imm`
    Lui,
    /// `addi rd, rs, imm`
    Addi,
    /// `addiw rd, rs, imm`
    Addiw,
    /// `slli rd, rs, imm`
    Slli,
    /// `srli rd, rs, imm`
    Srli,
    /// `xori rd, rs, imm`
    Xori,
}

fn is_int(bits: u32, v: i64) -> bool {
    let lim = 1i64 << (bits - 1);
    (-lim..lim).contains(&v)
}

fn sext(bits: u32, v: i64) -> i64 {
    (v << (64 - bits)) >> (64 - bits)
}

fn impl_seq(val: i64, rv64: bool, res: &mut Vec<(Op, i64)>) {
    if is_int(32, val) {
        let hi20 = ((val as i128 + 0x800) >> 12) as i64 & 0xfffff;
        let lo12 = sext(12, val);
        if hi20 != 0 {
            res.push((Op::Lui, hi20));
        }
        if lo12 != 0 || hi20 == 0 {
            let mut op = Op::Addi;
            if rv64 && hi20 != 0 {
                // addiw only where an addi would not give the sign-extended value.
                let lui_res = sext(32, hi20 << 12);
                if !is_int(32, lui_res + lo12) {
                    op = Op::Addiw;
                }
            }
            res.push((op, lo12));
        }
        return;
    }
    let lo12 = sext(12, val);
    let mut val = (val as u64).wrapping_sub(lo12 as u64) as i64;
    let mut shift = 0u32;
    if !is_int(32, val) {
        shift = (val as u64).trailing_zeros();
        val >>= shift;
        if shift > 12 && !is_int(12, val) && is_int(32, ((val as u64) << 12) as i64) {
            shift -= 12;
            val = ((val as u64) << 12) as i64;
        }
    }
    impl_seq(val, rv64, res);
    if shift != 0 {
        res.push((Op::Slli, shift as i64));
    }
    if lo12 != 0 {
        res.push((Op::Addi, lo12));
    }
}

fn leading_zeros_seq(val: i64, rv64: bool, res: &mut Vec<(Op, i64)>) {
    let lz = (val as u64).leading_zeros();
    let mut shifted = (val as u64) << lz;
    shifted |= (1u64 << lz) - 1;
    let mut tmp = Vec::new();
    impl_seq(shifted as i64, rv64, &mut tmp);
    if tmp.len() + 1 < res.len() || res.is_empty() {
        tmp.push((Op::Srli, lz as i64));
        *res = tmp;
    }
    shifted &= !((1u64 << lz) - 1);
    let mut tmp = Vec::new();
    impl_seq(shifted as i64, rv64, &mut tmp);
    if tmp.len() + 1 < res.len() || res.is_empty() {
        tmp.push((Op::Srli, lz as i64));
        *res = tmp;
    }
}

/// The sequence that materializes `val` (sign-extended to 64 bits first on RV32).
pub fn generate(val: i64, rv64: bool) -> Vec<(Op, i64)> {
    let val = if rv64 { val } else { sext(32, val) };
    let mut res = Vec::new();
    impl_seq(val, rv64, &mut res);
    if (val & 0xfff) != 0 && (val & 1) == 0 && res.len() >= 2 {
        let tz = (val as u64).trailing_zeros();
        let shifted = val >> tz;
        let compressible = is_int(6, shifted);
        let mut tmp = Vec::new();
        impl_seq(shifted, rv64, &mut tmp);
        if tmp.len() + 1 < res.len() || compressible {
            tmp.push((Op::Slli, tz as i64));
            res = tmp;
        }
    }
    if res.len() <= 2 {
        return res;
    }
    if (val & 0xfff) != 0 && (val & 0x1800) == 0x1000 {
        let imm12 = -(0x800 - (val & 0xfff));
        let adjusted = val.wrapping_sub(imm12);
        let mut tmp = Vec::new();
        impl_seq(adjusted, rv64, &mut tmp);
        if tmp.len() + 1 < res.len() {
            tmp.push((Op::Addi, imm12));
            res = tmp;
        }
    }
    if val > 0 && res.len() > 2 {
        leading_zeros_seq(val, rv64, &mut res);
    }
    if val < 0 && res.len() > 3 {
        let inv = !val;
        let mut tmp = Vec::new();
        if inv > 0 {
            leading_zeros_seq(inv, rv64, &mut tmp);
        }
        if !tmp.is_empty() && tmp.len() + 1 < res.len() {
            tmp.push((Op::Xori, -1));
            res = tmp;
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a sequence the way the hardware would.
    fn run(seq: &[(Op, i64)], rv64: bool) -> i64 {
        let mut x = 0i64;
        for &(op, imm) in seq {
            x = match op {
                Op::Lui => sext(32, imm << 12),
                Op::Addi => x.wrapping_add(imm),
                Op::Addiw => sext(32, x.wrapping_add(imm)),
                Op::Slli => ((x as u64) << imm) as i64,
                Op::Srli => ((x as u64) >> imm) as i64,
                Op::Xori => x ^ imm,
            };
            if !rv64 {
                x = sext(32, x);
            }
        }
        x
    }

    #[test]
    fn sequences_compute_their_constant() {
        let mut v: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2000 {
            v ^= v << 13;
            v ^= v >> 7;
            v ^= v << 17;
            for c in [
                v as i64,
                (v >> 20) as i64,
                (v as i32) as i64,
                (v & 0xfff) as i64,
                -((v >> 40) as i64),
            ] {
                assert_eq!(run(&generate(c, true), true), c, "rv64 {c:#x}");
                assert_eq!(run(&generate(c, false), false), sext(32, c), "rv32 {c:#x}");
                assert!(generate(c, true).len() <= 8);
            }
        }
    }
}
