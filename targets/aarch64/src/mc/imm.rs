//! A64 immediate encodings (LLVM's `AArch64AddressingModes.h`): logical (bit-mask)
//! immediates, the 8-bit FP immediate, move-wide chunks, generic system register
//! names; and the expansion of the assembler pseudos whose operands are computed
//! (`mov #imm`, `lsl #n`, `ubfx`, `sbfiz`, `bfi`, `bfxil`, `bfc`).
//!
//! In: values and parsed pseudo instructions. Out: encodings, decoded values, real
//! MCInsts, or an error in llvm-mc's words.

use super::tables::opcodes as op;
use kiln_mc::mc_inst::{MCInst, MCOperand};

/// `v` truncated to `size` bits.
pub fn truncate(v: u64, size: u32) -> u64 {
    if size >= 64 {
        v
    } else {
        v & ((1u64 << size) - 1)
    }
}

/// The N:immr:imms encoding of logical immediate `v` for a `size`-bit register, if it
/// is one (a rotated run of ones replicated in 2-, 4-, ..., 64-bit elements; not 0 nor
/// all ones).
pub fn logical_encode(v: u64, size: u32) -> Option<u32> {
    let v = truncate(v, size);
    if v == 0 || v == truncate(u64::MAX, size) {
        return None;
    }
    // The smallest element size the value repeats with.
    let mut e = size;
    while e > 2 {
        let h = e / 2;
        let m = truncate(u64::MAX, h);
        if (v & m) != ((v >> h) & m) {
            break;
        }
        e = h;
    }
    let m = truncate(u64::MAX, e);
    let elt = v & m;
    let ones = elt.count_ones();
    let run = truncate(u64::MAX, ones);
    // elt = ROR(run, r) within e bits: find r.
    let rotr = |x: u64, r: u32| -> u64 {
        if r == 0 {
            x
        } else {
            ((x >> r) | (x << (e - r))) & m
        }
    };
    let r = (0..e).find(|&r| rotr(run, r) == elt)?;
    let n = u32::from(e == 64);
    let imms = ((!(e * 2 - 1)) & 0x3f) | (ones - 1);
    Some(n << 12 | r << 6 | imms)
}

/// The value of logical-immediate encoding N:immr:imms (13 bits) for a `size`-bit
/// register, if the encoding is valid.
pub fn logical_decode(enc: u64, size: u32) -> Option<u64> {
    let n = (enc >> 12) & 1;
    let immr = ((enc >> 6) & 0x3f) as u32;
    let imms = (enc & 0x3f) as u32;
    if size == 32 && n == 1 {
        return None;
    }
    let combined = (n << 6) as u32 | (!imms & 0x3f);
    if combined == 0 {
        return None;
    }
    let len = 31 - combined.leading_zeros();
    if len < 1 {
        return None;
    }
    let e = 1u32 << len;
    let levels = e - 1;
    let s = imms & levels;
    let r = immr & levels;
    if s == levels {
        return None;
    }
    let m = truncate(u64::MAX, e);
    let run = truncate(u64::MAX, s + 1);
    let elt = if r == 0 {
        run
    } else {
        ((run >> r) | (run << (e - r))) & m
    };
    let mut v = 0u64;
    let mut k = 0;
    while k < size {
        v |= elt << k;
        k += e;
    }
    Some(truncate(v, size))
}

/// The value of an 8-bit FP immediate (sign, 3-bit exponent, 4-bit fraction).
pub fn fp8_value(imm: u8) -> f64 {
    let sign = if imm & 0x80 != 0 { -1.0 } else { 1.0 };
    let b = (imm >> 6) & 1;
    let cd = ((imm >> 4) & 3) as i32;
    let exp = if b == 1 { cd - 3 } else { cd + 1 };
    let frac = (16 + (imm & 15) as i32) as f64 / 16.0;
    sign * frac * 2f64.powi(exp)
}

/// The 8-bit FP immediate of `v`, if it has one.
pub fn fp8_encode(v: f64) -> Option<u8> {
    (0..=255u8).find(|&k| fp8_value(k) == v)
}

/// The 8-bit encoding of a 64-bit value whose bytes are each 0x00 or 0xff (`movi d0`).
pub fn simd_type10_encode(v: u64) -> Option<u8> {
    let mut e = 0u8;
    for k in 0..8 {
        match (v >> (8 * k)) & 0xff {
            0 => {}
            0xff => e |= 1 << k,
            _ => return None,
        }
    }
    Some(e)
}

/// The value of a `movi d0` encoding.
pub fn simd_type10_decode(e: u8) -> u64 {
    (0..8)
        .filter(|k| e & (1 << k) != 0)
        .fold(0u64, |v, k| v | 0xff << (8 * k))
}

/// The shift (0, 16, 32, 48) at which `v` is one 16-bit chunk, when movz can make it.
pub fn movz_shift(v: u64, size: u32) -> Option<u32> {
    let v = truncate(v, size);
    if v == 0 {
        return Some(0);
    }
    (0..size / 16)
        .map(|k| k * 16)
        .find(|&s| v & !(0xffffu64 << s) == 0)
}

/// The 15-bit encoding of a generic system register name `s<op0>_<op1>_c<n>_c<m>_<op2>`.
pub fn parse_generic_sysreg(name: &str) -> Option<i64> {
    let p: Vec<&str> = name.strip_prefix('s')?.split('_').collect();
    if p.len() != 5 {
        return None;
    }
    let num = |s: &str, max: i64| s.parse::<i64>().ok().filter(|v| (0..=max).contains(v));
    let op0 = num(p[0], 3).filter(|&v| v >= 2)?;
    let op1 = num(p[1], 7)?;
    let crn = num(p[2].strip_prefix('c')?, 15)?;
    let crm = num(p[3].strip_prefix('c')?, 15)?;
    let op2 = num(p[4], 7)?;
    Some((op0 & 1) << 14 | op1 << 11 | crn << 7 | crm << 3 | op2)
}

fn imm_op(inst: &MCInst, k: usize) -> Result<i64, String> {
    match inst.op(k) {
        MCOperand::Imm(v) => Ok(v),
        _ => Err("immediate must be an integer".into()),
    }
}

/// The real instruction of an assembler pseudo (the aliases with computed operands).
pub fn expand_asm_pseudo(inst: &MCInst) -> Result<MCInst, String> {
    let o = inst.opcode;
    let rd = inst.op(0);
    if o == op::MOVi32imm_asm || o == op::MOVi64imm_asm {
        let x = o == op::MOVi64imm_asm;
        let size = if x { 64 } else { 32 };
        let v = truncate(imm_op(inst, 1)? as u64, size);
        let (movz, movn, orr, zr) = if x {
            (op::MOVZXi, op::MOVNXi, op::ORRXri, super::reg("XZR"))
        } else {
            (op::MOVZWi, op::MOVNWi, op::ORRWri, super::reg("WZR"))
        };
        let wide = |opc: u16, val: u64| -> Option<MCInst> {
            let s = movz_shift(val, size)?;
            Some(
                MCInst::new(opc)
                    .with(rd)
                    .with(MCOperand::Imm(((val >> s) & 0xffff) as i64))
                    .with(MCOperand::Imm(s as i64)),
            )
        };
        if let Some(i) = wide(movz, v) {
            return Ok(i);
        }
        if let Some(i) = wide(movn, truncate(!v, size)) {
            return Ok(i);
        }
        if logical_encode(v, size).is_some() {
            let shown = if x { v as i64 } else { v as u32 as i64 };
            return Ok(MCInst::new(orr)
                .with(rd)
                .with(MCOperand::Reg(zr))
                .with(MCOperand::Imm(shown)));
        }
        return Err("expected compatible register or logical immediate".into());
    }
    let names = [
        ("LSL", op::BF_W_asm_LSL, op::BF_X_asm_LSL),
        ("UBFX", op::BF_W_asm_UBFX, op::BF_X_asm_UBFX),
        ("SBFX", op::BF_W_asm_SBFX, op::BF_X_asm_SBFX),
        ("BFXIL", op::BF_W_asm_BFXIL, op::BF_X_asm_BFXIL),
        ("UBFIZ", op::BF_W_asm_UBFIZ, op::BF_X_asm_UBFIZ),
        ("SBFIZ", op::BF_W_asm_SBFIZ, op::BF_X_asm_SBFIZ),
        ("BFI", op::BF_W_asm_BFI, op::BF_X_asm_BFI),
        ("BFC", op::BF_W_asm_BFC, op::BF_X_asm_BFC),
    ];
    let Some(&(name, _, xo)) = names.iter().find(|n| n.1 == o || n.2 == o) else {
        return Err("no expansion for this assembler pseudo instruction".into());
    };
    let x = o == xo;
    let size: i64 = if x { 64 } else { 32 };
    let (ubfm, sbfm, bfm) = if x {
        (op::UBFMXri, op::SBFMXri, op::BFMXri)
    } else {
        (op::UBFMWri, op::SBFMWri, op::BFMWri)
    };
    let imm = |v: i64| MCOperand::Imm(v);
    if name == "LSL" {
        let sh = imm_op(inst, 2)?;
        return Ok(MCInst::new(ubfm)
            .with(rd)
            .with(inst.op(1))
            .with(imm((size - sh) % size))
            .with(imm(size - 1 - sh)));
    }
    let (rn, lsb, width) = if name == "BFC" {
        let zr = super::reg(if x { "XZR" } else { "WZR" });
        (MCOperand::Reg(zr), imm_op(inst, 1)?, imm_op(inst, 2)?)
    } else {
        (inst.op(1), imm_op(inst, 2)?, imm_op(inst, 3)?)
    };
    if width < 1 || lsb + width > size {
        return Err(format!(
            "requested insert overflows register (lsb {lsb}, width {width})"
        ));
    }
    let (opc, immr, imms) = match name {
        "UBFX" => (ubfm, lsb, lsb + width - 1),
        "SBFX" => (sbfm, lsb, lsb + width - 1),
        "BFXIL" => (bfm, lsb, lsb + width - 1),
        "UBFIZ" => (ubfm, (size - lsb) % size, width - 1),
        "SBFIZ" => (sbfm, (size - lsb) % size, width - 1),
        _ => (bfm, (size - lsb) % size, width - 1),
    };
    let mut out = MCInst::new(opc).with(rd);
    if opc == bfm {
        out.push(rd);
    }
    Ok(out.with(rn).with(imm(immr)).with(imm(imms)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logical_immediates_round_trip() {
        for (v, size) in [
            (0xffu64, 64),
            (0xff00ff00ff00ff00, 64),
            (0x5555555555555555, 64),
            (0xfffffffe, 32),
            (0x8000000000000000, 64),
            (0x7fffffffffffffff, 64),
            (0x0f0f0f0f, 32),
        ] {
            let e = logical_encode(v, size).unwrap_or_else(|| panic!("{v:#x} encodes"));
            assert_eq!(logical_decode(e as u64, size), Some(v), "{v:#x}");
        }
        // `and x0, x1, #0xff` is N=1 immr=0 imms=7; `and w0, w1, #0xfffffffe` immr=31 imms=30.
        assert_eq!(logical_encode(0xff, 64), Some(1 << 12 | 7));
        assert_eq!(logical_encode(0xfffffffe, 32), Some(31 << 6 | 30));
        for v in [0u64, u64::MAX, 0x1234, 0xff00ff00ff00ff01] {
            assert_eq!(logical_encode(v, 64), None, "{v:#x}");
        }
        // Every valid 64-bit encoding decodes to a value that encodes (canonically: immr
        // bits beyond the element size are dropped) and decodes back; there are 5334 of
        // them.
        let mut values = std::collections::BTreeSet::new();
        for e in 0..(1u64 << 13) {
            if let Some(v) = logical_decode(e, 64) {
                let c = logical_encode(v, 64).unwrap_or_else(|| panic!("{v:#x} encodes"));
                assert_eq!(logical_decode(c as u64, 64), Some(v), "{e:#x} -> {v:#x}");
                values.insert(v);
            }
        }
        let valid = values.len();
        assert_eq!(valid, 5334);
    }

    #[test]
    fn fp_immediates() {
        assert_eq!(fp8_encode(1.0), Some(0x70));
        assert_eq!(fp8_encode(-0.125), Some(0xc0));
        assert_eq!(fp8_encode(31.0), Some(0x3f));
        assert_eq!(fp8_encode(0.0), None);
        assert_eq!(fp8_encode(0.1), None);
    }
}
