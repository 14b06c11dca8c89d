//! The x86-64 variable-length encoder (LLVM's X86MCCodeEmitter), run through kiln-mc's
//! whole-instruction encoder hook: legacy prefixes (segment, 66, F2/F3), REX, the
//! opcode map escape, the opcode, ModRM, SIB, disp8/disp32 (RIP-relative included) and
//! the immediate, with fixups for symbolic displacements and immediates.
//!
//! In: an [`MCInst`] of the x86 tables and the expression context. Out: the bytes and
//! the fixups (offsets from the instruction's start). Invalid operand combinations (a
//! high-byte register with a REX prefix, RIP with an index) are errors.

use super::desc::{form, imm, X86Desc};
use super::fixups::{fixup, tls, Fx};
use super::tables::TABLES;
use kiln_mc::mc_expr::{MCContext, MCExpr};
use kiln_mc::mc_inst::{MCFixup, MCInst, MCOperand};

/// The MCInst operand indices an encoding reads, in order: every operand but the
/// input copies of tied pairs, a memory reference counted once (at its base).
pub fn encoding_operands(inst: &MCInst) -> Vec<usize> {
    let d = &TABLES.instrs[inst.opcode as usize];
    (0..d.operands.len())
        .filter(|&j| {
            let o = &d.operands[j];
            o.mi_count >= 1 && !(o.tied_to >= 0 && (o.tied_to as usize) < j)
        })
        .collect()
}

/// Whether operand `j` starts a memory reference.
pub fn is_mem(inst: &MCInst, j: usize) -> bool {
    TABLES.instrs[inst.opcode as usize].operands[j].mi_count > 1
}

fn reg_of(inst: &MCInst, j: usize) -> Result<u16, String> {
    match inst.op(j) {
        MCOperand::Reg(r) => Ok(r),
        _ => Err("expected a register operand".into()),
    }
}

/// Register `r`'s 4-bit number.
fn enc(r: u16) -> u8 {
    TABLES.regs[r as usize].encoding as u8 & 15
}

/// Whether `r` needs a REX prefix to be named (spl, bpl, sil, dil).
fn needs_rex(r: u16) -> bool {
    matches!(TABLES.regs[r as usize].name, "SPL" | "BPL" | "SIL" | "DIL")
}

/// Whether `r` cannot be named with a REX prefix (ah, bh, ch, dh).
fn forbids_rex(r: u16) -> bool {
    matches!(TABLES.regs[r as usize].name, "AH" | "BH" | "CH" | "DH")
}

/// A symbolic field to patch: offset in the instruction, expression, kind, size.
struct Pending {
    offset: usize,
    expr: kiln_mc::mc_expr::ExprId,
    kind: Fx,
}

/// Encodes `inst` into `out`, adding its fixups.
pub fn encode(
    inst: &MCInst,
    ctx: &MCContext,
    fixups: &mut Vec<MCFixup>,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let d = &TABLES.instrs[inst.opcode as usize];
    let x = X86Desc::of(d);
    let ops = encoding_operands(inst);
    if x.form == form::PSEUDO {
        return Err(format!("{} has no encoding", d.name));
    }
    let (mut reg_field, mut rm_reg, mut mem, mut opreg): (
        Option<u8>,
        Option<u16>,
        Option<usize>,
        Option<u16>,
    ) = (None, None, None, None);
    let mut reg_reg: Option<u16> = None;
    let mut rest = 0usize;
    match x.form {
        form::RAW | form::PREFIX_BYTE | form::MRM_XX => {}
        form::ADD_REG => {
            let r = reg_of(inst, ops[0])?;
            opreg = Some(r);
            rest = 1;
        }
        form::MRM_DEST_REG | form::MRM_SRC_REG => {
            let (a, b) = if x.form == form::MRM_DEST_REG {
                (ops[1], ops[0])
            } else {
                (ops[0], ops[1])
            };
            let (rr, mr) = (reg_of(inst, a)?, reg_of(inst, b)?);
            reg_field = Some(enc(rr));
            reg_reg = Some(rr);
            rm_reg = Some(mr);
            rest = 2;
        }
        form::MRM_DEST_MEM | form::MRM_SRC_MEM => {
            let (r, m) = if x.form == form::MRM_DEST_MEM {
                (ops[1], ops[0])
            } else {
                (ops[0], ops[1])
            };
            if !is_mem(inst, m) {
                return Err("expected a memory operand".into());
            }
            let rr = reg_of(inst, r)?;
            reg_field = Some(enc(rr));
            reg_reg = Some(rr);
            mem = Some(m);
            rest = 2;
        }
        f if (form::MRM0R..form::MRM0R + 8).contains(&f) => {
            reg_field = Some(f - form::MRM0R);
            let r = reg_of(inst, ops[0])?;
            rm_reg = Some(r);
            rest = 1;
        }
        f if (form::MRM0M..form::MRM0M + 8).contains(&f) => {
            reg_field = Some(f - form::MRM0M);
            if !is_mem(inst, ops[0]) {
                return Err("expected a memory operand".into());
            }
            mem = Some(ops[0]);
            rest = 1;
        }
        f => return Err(format!("{}: unknown format {f}", d.name)),
    }

    // REX: W from the description, R from the ModRM.reg register, B from the ModRM.rm
    // or opcode register, X and B from a memory reference's index and base.
    let full_reg = |r: u16| TABLES.regs[r as usize].encoding as u8;
    let mut rex = if x.rex_w { 8u8 } else { 0 };
    if reg_reg.is_some_and(|r| full_reg(r) & 8 != 0) {
        rex |= 4;
    }
    if rm_reg.or(opreg).is_some_and(|r| full_reg(r) & 8 != 0) {
        rex |= 1;
    }
    let (mut base, mut index) = (0u16, 0u16);
    if let Some(m) = mem {
        base = reg_of(inst, m)?;
        index = reg_of(inst, m + 2)?;
        if base != 0 && full_reg(base) & 8 != 0 && TABLES.regs[base as usize].name != "RIP" {
            rex |= 1;
        }
        if index != 0 && full_reg(index) & 8 != 0 {
            rex |= 2;
        }
    }
    // The registers the instruction names outside a memory reference.
    let regs_used = [opreg, reg_reg, rm_reg];
    let force_rex = regs_used.iter().flatten().any(|&r| needs_rex(r));
    if regs_used.iter().flatten().any(|&r| forbids_rex(r)) && (rex != 0 || force_rex) {
        return Err(
            "can't encode 'ah', 'bh', 'ch' or 'dh' in an instruction requiring a REX prefix".into(),
        );
    }

    // Prefixes: segment, 66, mandatory prefix, REX, map, opcode.
    if let Some(m) = mem {
        if let MCOperand::Reg(s) = inst.op(m + 4) {
            if s != 0 {
                out.push(match TABLES.regs[s as usize].name {
                    "ES" => 0x26,
                    "CS" => 0x2E,
                    "SS" => 0x36,
                    "DS" => 0x3E,
                    "FS" => 0x64,
                    _ => 0x65,
                });
            }
        }
    }
    if x.opsize16 || x.prefix == 1 {
        out.push(0x66);
    }
    match x.prefix {
        2 => out.push(0xF3),
        3 => out.push(0xF2),
        _ => {}
    }
    if rex != 0 || force_rex {
        out.push(0x40 | rex);
    }
    match x.map {
        1 => out.push(0x0F),
        2 => out.extend([0x0F, 0x38]),
        3 => out.extend([0x0F, 0x3A]),
        _ => {}
    }
    let opc = match opreg {
        Some(r) => x.opcode + (enc(r) & 7),
        None => x.opcode,
    };
    out.push(opc);

    let mut pending: Vec<Pending> = Vec::new();
    if x.form == form::MRM_XX {
        out.push(x.fixed_modrm);
    } else if let Some(r) = rm_reg {
        out.push(0xC0 | (reg_field.unwrap_or(0) & 7) << 3 | (enc(r) & 7));
    } else if let Some(m) = mem {
        emit_mem(
            inst,
            ctx,
            m,
            base,
            index,
            reg_field.unwrap_or(0) & 7,
            x,
            rex,
            out,
            &mut pending,
        )?;
    }

    // The immediate.
    for &j in &ops[rest..] {
        let size = x.imm_size();
        if size == 0 {
            return Err(format!("{}: operand without an immediate field", d.name));
        }
        match inst.op(j) {
            // A constant branch operand is the displacement itself (what the
            // disassembler reads; the assembler only accepts symbols there).
            MCOperand::Imm(v) => out.extend_from_slice(&v.to_le_bytes()[..size]),
            MCOperand::Expr(e) => {
                let kind = match x.imm {
                    imm::IMM8 => Fx::Data1,
                    imm::IMM16 => Fx::Data2,
                    imm::IMM32 => Fx::Data4,
                    imm::IMM32S => Fx::Signed4,
                    imm::IMM64 => Fx::Data8,
                    imm::PCREL8 => Fx::PCRel1,
                    _ => {
                        if d.has(kiln_mc::instr_desc::flags::CALL)
                            || d.has(kiln_mc::instr_desc::flags::BRANCH)
                        {
                            Fx::Branch4
                        } else {
                            Fx::PCRel4
                        }
                    }
                };
                pending.push(Pending {
                    offset: out.len(),
                    expr: e,
                    kind,
                });
                out.extend(std::iter::repeat_n(0u8, size));
            }
            _ => return Err("invalid immediate operand".into()),
        }
    }
    if x.fixed_imm8 {
        out.push(x.fixed_modrm);
    }
    let end = out.len();
    for p in pending {
        let size = p.kind.size();
        let trail = end - p.offset - size;
        let mut kind = fixup(p.kind, trail as u8);
        let tls_variant = [
            super::VK_TPOFF,
            super::VK_GOTTPOFF,
            super::VK_TLSGD,
            super::VK_TLSLD,
            super::VK_DTPOFF,
        ];
        if matches!(ctx.expr(p.expr), MCExpr::Target(k, _) if tls_variant.contains(&k)) {
            kind = tls(kind);
        }
        fixups.push(MCFixup {
            offset: p.offset as u32,
            value: p.expr,
            kind,
            loc: inst.loc,
        });
    }
    Ok(())
}

/// Writes ModRM, SIB and displacement of the memory reference at operand `m`.
#[allow(clippy::too_many_arguments)]
fn emit_mem(
    inst: &MCInst,
    ctx: &MCContext,
    m: usize,
    base: u16,
    index: u16,
    reg: u8,
    x: X86Desc,
    rex: u8,
    out: &mut Vec<u8>,
    pending: &mut Vec<Pending>,
) -> Result<(), String> {
    let scale = match inst.op(m + 1) {
        MCOperand::Imm(s) => s,
        _ => 1,
    };
    let ss: u8 = match scale {
        1 => 0,
        2 => 1,
        4 => 2,
        8 => 3,
        _ => return Err("scale factor in address must be 1, 2, 4 or 8".into()),
    };
    // The displacement: a constant, or an expression (with its fixup kind).
    let (disp, disp_expr) = match inst.op(m + 3) {
        MCOperand::Imm(v) => (v, None),
        MCOperand::Expr(e) => match ctx.evaluate_absolute(e) {
            Some(v) => (v, None),
            None => (0, Some(e)),
        },
        _ => (0, None),
    };
    let is_rip = base != 0 && TABLES.regs[base as usize].name == "RIP";
    let mut disp32 = |out: &mut Vec<u8>, kind: Fx| {
        if let Some(e) = disp_expr {
            pending.push(Pending {
                offset: out.len(),
                expr: e,
                kind,
            });
        }
        out.extend_from_slice(&(disp as i32).to_le_bytes());
    };
    if is_rip {
        if index != 0 {
            return Err("%rip can't be used with an index register".into());
        }
        out.push(reg << 3 | 0b101);
        let kind = rip_kind(inst, ctx, disp_expr, rex);
        disp32(out, kind);
        return Ok(());
    }
    let _ = x;
    if base == 0 {
        // No base: SIB with base 101 and a 32-bit displacement.
        out.push(reg << 3 | 0b100);
        let idx = if index == 0 { 0b100 } else { enc(index) & 7 };
        out.push(ss << 6 | idx << 3 | 0b101);
        disp32(out, Fx::Signed4);
        return Ok(());
    }
    let b = enc(base) & 7;
    let md: u8 = if disp_expr.is_none() && disp == 0 && b != 0b101 {
        0
    } else if disp_expr.is_none() && (-128..=127).contains(&disp) {
        1
    } else {
        2
    };
    if index == 0 && b != 0b100 {
        out.push(md << 6 | reg << 3 | b);
    } else {
        out.push(md << 6 | reg << 3 | 0b100);
        let idx = if index == 0 { 0b100 } else { enc(index) & 7 };
        out.push(ss << 6 | idx << 3 | b);
    }
    match md {
        1 => out.push(disp as i8 as u8),
        2 => disp32(out, Fx::Signed4),
        _ => {}
    }
    Ok(())
}

/// The fixup of a RIP-relative displacement: `@GOTPCREL` references of instructions the
/// linker may relax get GOTPCRELX (REX_GOTPCRELX with a REX prefix), as LLVM decides.
fn rip_kind(inst: &MCInst, ctx: &MCContext, e: Option<kiln_mc::mc_expr::ExprId>, rex: u8) -> Fx {
    let gotpcrel =
        e.is_some_and(|e| matches!(ctx.expr(e), MCExpr::Target(k, _) if k == super::VK_GOTPCREL));
    if !gotpcrel {
        return Fx::RipRel4;
    }
    let name = TABLES.instrs[inst.opcode as usize].name;
    if name == "MOV64rm" {
        return Fx::RipRelRelaxRex;
    }
    let relaxable = matches!(
        name,
        "ADC32rm"
            | "ADD32rm"
            | "AND32rm"
            | "CMP32rm"
            | "MOV32rm"
            | "OR32rm"
            | "SBB32rm"
            | "SUB32rm"
            | "TEST32mr"
            | "XOR32rm"
            | "CALL64m"
            | "JMP64m"
            | "TEST64mr"
            | "ADC64rm"
            | "ADD64rm"
            | "AND64rm"
            | "CMP64rm"
            | "OR64rm"
            | "SBB64rm"
            | "SUB64rm"
            | "XOR64rm"
    );
    match (relaxable, rex != 0) {
        (true, true) => Fx::RipRelRelaxRex,
        (true, false) => Fx::RipRelRelax,
        _ => Fx::RipRel4,
    }
}
