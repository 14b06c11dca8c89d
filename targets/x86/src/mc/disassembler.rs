//! The x86-64 disassembler (LLVM's X86Disassembler), driven by the same `.td` facts as
//! the encoder: legacy prefixes, REX, the opcode map and opcode select the candidate
//! instructions; ModRM's mod and reg fields, the mandatory and operand-size prefixes and
//! REX.W pick one; ModRM, SIB, displacement and immediate give its operands.
//!
//! In: bytes. Out: the [`MCInst`] and its length, or `None` for bytes no instruction of
//! the `.td` encodes. A `lock` prefix decodes as the LOCK_PREFIX instruction of its own
//! (as llvm-objdump shows it).

use super::desc::{form, imm, X86Desc};
use super::encoder::encoding_operands;
use super::tables::TABLES;
use kiln_mc::instr_desc::OperandClass;
use kiln_mc::mc_inst::{MCInst, MCOperand};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Candidate opcodes by (map, opcode byte); AddRegFrm instructions under each of their
/// eight opcode bytes, after the exact ones.
fn candidates() -> &'static HashMap<(u8, u8), Vec<u16>> {
    static C: OnceLock<HashMap<(u8, u8), Vec<u16>>> = OnceLock::new();
    C.get_or_init(|| {
        let mut m: HashMap<(u8, u8), Vec<u16>> = HashMap::new();
        let mut addreg = Vec::new();
        for (k, d) in TABLES.instrs.iter().enumerate() {
            let x = X86Desc::of(d);
            if x.form == form::PSEUDO || d.asm_string.is_empty() {
                continue;
            }
            if x.form == form::ADD_REG {
                addreg.push((k as u16, x));
            } else {
                m.entry((x.map, x.opcode)).or_default().push(k as u16);
            }
        }
        for (k, x) in addreg {
            for r in 0..8 {
                m.entry((x.map, x.opcode + r)).or_default().push(k);
            }
        }
        m
    })
}

/// The register of class `class` numbered `n` (0-15); `rex`: a REX prefix is present
/// (4-7 of the byte registers are then spl..dil, else ah..bh).
fn reg(class: u16, n: u8, rex: bool) -> Option<u16> {
    TABLES.reg_classes[class as usize]
        .members
        .iter()
        .copied()
        .find(|&r| {
            let d = &TABLES.regs[r as usize];
            let high = matches!(d.name, "AH" | "BH" | "CH" | "DH");
            let low_rex = matches!(d.name, "SPL" | "BPL" | "SIL" | "DIL");
            d.encoding as u8 == n && !(rex && high) && (rex || !low_rex)
        })
}

/// Decodes one instruction at the start of `bytes`.
pub fn decode(bytes: &[u8]) -> Option<(MCInst, usize)> {
    let mut i = 0;
    let (mut opsize, mut rep, mut seg, mut lock) = (false, 0u8, 0u16, 0u16);
    loop {
        match *bytes.get(i)? {
            // Folded into the instruction, wherever it stands among the prefixes.
            0xF0 => lock = TABLES.find_opcode("LOCK_PREFIX")?,
            0x66 => opsize = true,
            0xF2 | 0xF3 => rep = bytes[i],
            b @ (0x26 | 0x2E | 0x36 | 0x3E | 0x64 | 0x65) => {
                let name = match b {
                    0x26 => "ES",
                    0x2E => "CS",
                    0x36 => "SS",
                    0x3E => "DS",
                    0x64 => "FS",
                    _ => "GS",
                };
                seg = TABLES.find_reg(name)?;
            }
            _ => break,
        }
        i += 1;
    }
    let rex = match bytes.get(i) {
        Some(&b) if b & 0xF0 == 0x40 => {
            i += 1;
            Some(b)
        }
        _ => None,
    };
    let r = rex.unwrap_or(0);
    let (w, rr, xx, bb) = (r & 8 != 0, (r >> 2) & 1, (r >> 1) & 1, r & 1);
    let mut map = 0u8;
    if bytes.get(i) == Some(&0x0F) {
        i += 1;
        map = 1;
        match bytes.get(i) {
            Some(0x38) => {
                map = 2;
                i += 1;
            }
            Some(0x3A) => {
                map = 3;
                i += 1;
            }
            _ => {}
        }
    }
    let Some(&opc) = bytes.get(i) else {
        return (lock != 0 && i == 1).then(|| (MCInst::new(lock), 1)); // `lock` alone
    };
    i += 1;
    let modrm = bytes.get(i).copied();
    for &cand in candidates().get(&(map, opc))? {
        let d = &TABLES.instrs[cand as usize];
        let x = X86Desc::of(d);
        let mand = match rep {
            0xF3 => 2,
            0xF2 => 3,
            _ if opsize && x.prefix == 1 => 1,
            _ => 0,
        };
        if x.prefix != mand || x.rex_w != w || x.opsize16 != (opsize && x.prefix != 1) {
            continue;
        }
        if let Some(mut v) =
            decode_with(d, x, bytes, i, opc, modrm, (rex.is_some(), rr, xx, bb), seg)
        {
            v.0.prefix = lock;
            return Some(v);
        }
    }
    None
}

/// Decodes the operands of candidate `d` after the opcode (at `i`).
#[allow(clippy::too_many_arguments)]
fn decode_with(
    d: &kiln_mc::instr_desc::MCInstrDesc,
    x: X86Desc,
    bytes: &[u8],
    mut i: usize,
    opc: u8,
    modrm: Option<u8>,
    (has_rex, rr, xx, bb): (bool, u8, u8, u8),
    seg: u16,
) -> Option<(MCInst, usize)> {
    let opcode = TABLES.find_opcode(d.name)?;
    let mut inst = MCInst::new(opcode);
    for _ in d.operands {
        inst.push(MCOperand::None);
    }
    let ops = encoding_operands(&inst);
    let class = |j: usize| d.operands[j].class;
    let set_reg = |inst: &mut MCInst, j: usize, n: u8| -> Option<()> {
        let OperandClass::Reg(c) = class(j) else {
            return None;
        };
        inst.operands_mut()[j] = MCOperand::Reg(reg(c, n, has_rex)?);
        Some(())
    };
    let md = |m: u8| m >> 6;
    let mut rest = 0usize;
    match x.form {
        form::RAW | form::PREFIX_BYTE => {}
        form::ADD_REG => {
            set_reg(&mut inst, ops[0], (opc - x.opcode) | bb << 3)?;
            rest = 1;
        }
        form::MRM_XX => {
            if modrm? != x.fixed_modrm {
                return None;
            }
            i += 1;
        }
        _ => {
            let m = modrm?;
            i += 1;
            let regf = (m >> 3) & 7;
            let is_reg_form = matches!(x.form, form::MRM_DEST_REG | form::MRM_SRC_REG)
                || (form::MRM0R..form::MRM0R + 8).contains(&x.form);
            if is_reg_form != (md(m) == 3) {
                return None;
            }
            let (reg_op, rm_op) = match x.form {
                form::MRM_DEST_REG | form::MRM_DEST_MEM => (Some(ops[1]), ops[0]),
                form::MRM_SRC_REG | form::MRM_SRC_MEM => (Some(ops[0]), ops[1]),
                f => {
                    let n = if f >= form::MRM0M {
                        f - form::MRM0M
                    } else {
                        f - form::MRM0R
                    };
                    if regf != n {
                        return None;
                    }
                    (None, ops[0])
                }
            };
            rest = if reg_op.is_some() { 2 } else { 1 };
            if let Some(j) = reg_op {
                set_reg(&mut inst, j, regf | rr << 3)?;
            }
            if is_reg_form {
                set_reg(&mut inst, rm_op, (m & 7) | bb << 3)?;
            } else {
                i = decode_mem(&mut inst, rm_op, bytes, i, m, (xx, bb), seg)?;
            }
        }
    }
    // The immediate.
    for &j in &ops[rest..] {
        let n = x.imm_size();
        let raw = bytes.get(i..i + n)?;
        let mut v = 0i64;
        for (k, b) in raw.iter().enumerate() {
            v |= (*b as i64) << (8 * k);
        }
        let signed = match class(j) {
            OperandClass::Imm(c) => TABLES.imm_classes[c as usize].min < 0,
            _ => return None,
        };
        if (signed || matches!(x.imm, imm::PCREL8 | imm::PCREL32)) && n < 8 {
            let s = 64 - 8 * n as u32;
            v = (v << s) >> s;
        }
        inst.operands_mut()[j] = MCOperand::Imm(v);
        i += n;
    }
    if x.fixed_imm8 {
        if bytes.get(i) != Some(&x.fixed_modrm) {
            return None;
        }
        i += 1;
    }
    // Tied copies.
    for (j, o) in d.operands.iter().enumerate() {
        if o.tied_to >= 0 && (o.tied_to as usize) < j {
            inst.operands_mut()[j] = inst.op(o.tied_to as usize);
        }
    }
    Some((inst, i))
}

/// Decodes the memory reference of ModRM byte `m` into operands `j..j + 5`; the index
/// after it.
fn decode_mem(
    inst: &mut MCInst,
    j: usize,
    bytes: &[u8],
    mut i: usize,
    m: u8,
    (xx, bb): (u8, u8),
    seg: u16,
) -> Option<usize> {
    let md = m >> 6;
    let rm = m & 7;
    let gr64 = |n: u8| -> Option<u16> {
        let c = TABLES.reg_classes.iter().position(|c| c.name == "GR64")? as u16;
        reg(c, n, true)
    };
    let (mut base, mut index, mut scale) = (0u16, 0u16, 1i64);
    let disp_size;
    if rm == 4 {
        let sib = *bytes.get(i)?;
        i += 1;
        scale = 1 << (sib >> 6);
        let idx = ((sib >> 3) & 7) | xx << 3;
        if idx != 4 {
            index = gr64(idx)?;
        }
        let b = sib & 7;
        if b == 5 && md == 0 {
            disp_size = 4;
        } else {
            base = gr64(b | bb << 3)?;
            disp_size = [0, 1, 4][md as usize];
        }
    } else if rm == 5 && md == 0 {
        base = TABLES.find_reg("RIP")?;
        disp_size = 4;
    } else {
        base = gr64(rm | bb << 3)?;
        disp_size = [0, 1, 4][md as usize];
    }
    let disp = match disp_size {
        1 => *bytes.get(i)? as i8 as i64,
        4 => i32::from_le_bytes(bytes.get(i..i + 4)?.try_into().ok()?) as i64,
        _ => 0,
    };
    i += disp_size;
    inst.operands_mut()[j] = MCOperand::Reg(base);
    inst.operands_mut()[j + 1] = MCOperand::Imm(scale);
    inst.operands_mut()[j + 2] = MCOperand::Reg(index);
    inst.operands_mut()[j + 3] = MCOperand::Imm(disp);
    inst.operands_mut()[j + 4] = MCOperand::Reg(seg);
    Some(i)
}
