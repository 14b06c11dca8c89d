//! The RISC-V MC layer: the generated tables plus what tables cannot say (LLVM's
//! `RISCVMCTargetDesc`, `RISCVAsmBackend`, `RISCVELFObjectWriter`,
//! `RISCVMCCodeEmitter`, `RISCVInstPrinter` hooks and `RISCVAsmParser` pseudo
//! expansion).
//!
//! In: MCInsts, expressions and fixups from kiln-mc's generic engines. Out: the
//! answers of [`MCTargetHooks`]: register and operand spellings, operand encodings
//! and fixups, fixup application and ELF relocation types (`R_RISCV_*`), branch
//! relaxation (`c.beqz` -> `beq` -> `bne`+`jal`), `li`/`la`/`call`/... expansion and
//! the ELF header flags (RVC, float ABI).

pub mod directives;
pub mod fixups;
pub mod mat_int;
pub mod tables;
#[cfg(test)]
mod tests;

use fixups::*;
use kiln_mc::asm_parser::{AsmParser, PResult};
use kiln_mc::feature_set::FeatureSet;
use kiln_mc::instr_desc::{flags, ImmClassDesc, OperandClass, TargetTables};
use kiln_mc::mc_expr::{MCContext, MCExpr, MCValue, VariantKind};
use kiln_mc::mc_inst::{FixupKind, MCFixup, MCInst, MCOperand};
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::{ExpandCtx, Expanded, FixupInfo, MCTargetHooks, MappingSymbols};
use std::collections::HashMap;
use std::sync::OnceLock;
use tables::opcodes as op;

/// An object-feature index past the generated features (which take the low indices): the
/// float ABI of the object is given by [`FLOAT_ABI_SINGLE`]/[`FLOAT_ABI_DOUBLE`] (neither:
/// soft float), not guessed from the D extension. The code generator sets it from
/// `-target-abi` or the module's `"target-abi"` flag (see [`with_float_abi`]).
pub const FLOAT_ABI_GIVEN: usize = kiln_mc::feature_set::MAX_FEATURES - 3;
/// With [`FLOAT_ABI_GIVEN`]: a single-float ABI (`ilp32f`, `lp64f`).
pub const FLOAT_ABI_SINGLE: usize = kiln_mc::feature_set::MAX_FEATURES - 2;
/// With [`FLOAT_ABI_GIVEN`]: a double-float ABI (`ilp32d`, `lp64d`).
pub const FLOAT_ABI_DOUBLE: usize = kiln_mc::feature_set::MAX_FEATURES - 1;
const _: () = assert!(tables::FEATURES.len() <= FLOAT_ABI_GIVEN);

/// `features` with the object-feature indices naming a float ABI whose floating-point
/// arguments travel in FP registers up to `bits` wide (0: soft float, 32: single, 64: double).
pub fn with_float_abi(mut features: FeatureSet, bits: u32) -> FeatureSet {
    features.insert(FLOAT_ABI_GIVEN);
    match bits {
        0 => {}
        32 => features.insert(FLOAT_ABI_SINGLE),
        _ => features.insert(FLOAT_ABI_DOUBLE),
    }
    features
}

/// Target modifiers (`%lo(...)` and friends).
pub mod variant {
    use kiln_mc::mc_expr::VariantKind;
    /// `%lo`
    pub const LO: VariantKind = VariantKind(1);
    /// `%hi`
    pub const HI: VariantKind = VariantKind(2);
    /// `%pcrel_lo`
    pub const PCREL_LO: VariantKind = VariantKind(3);
    /// `%pcrel_hi`
    pub const PCREL_HI: VariantKind = VariantKind(4);
    /// `%got_pcrel_hi`
    pub const GOT_PCREL_HI: VariantKind = VariantKind(5);
    /// `%tprel_lo`
    pub const TPREL_LO: VariantKind = VariantKind(6);
    /// `%tprel_hi`
    pub const TPREL_HI: VariantKind = VariantKind(7);
    /// `%tprel_add`
    pub const TPREL_ADD: VariantKind = VariantKind(8);
    /// `%tls_ie_pcrel_hi`
    pub const TLS_IE_PCREL_HI: VariantKind = VariantKind(9);
    /// `%tls_gd_pcrel_hi`
    pub const TLS_GD_PCREL_HI: VariantKind = VariantKind(10);
    /// The names, by kind number.
    pub const NAMES: [&str; 11] = [
        "",
        "lo",
        "hi",
        "pcrel_lo",
        "pcrel_hi",
        "got_pcrel_hi",
        "tprel_lo",
        "tprel_hi",
        "tprel_add",
        "tls_ie_pcrel_hi",
        "tls_gd_pcrel_hi",
    ];
}

/// The RISC-V hooks.
pub struct RiscvMC;

/// The RISC-V hooks instance.
pub static RISCV_MC: RiscvMC = RiscvMC;

const FRM_NAMES: [&str; 8] = ["rne", "rtz", "rdn", "rup", "rmm", "", "", "dyn"];

fn reg_names() -> &'static HashMap<String, u16> {
    static M: OnceLock<HashMap<String, u16>> = OnceLock::new();
    M.get_or_init(|| {
        let t = &tables::TABLES;
        let mut m = HashMap::new();
        // Prefer the widest FP register (_D) and integer registers; the matcher maps
        // to the class member with the same name.
        for (k, r) in t.regs.iter().enumerate().skip(1) {
            if r.name.ends_with("_H") || r.name.ends_with("_F") {
                continue;
            }
            if r.name.starts_with('V') || r.asm_name.is_empty() {
                continue;
            }
            m.insert(r.asm_name.to_string(), k as u16);
            for a in r.alt_names {
                m.insert(a.to_string(), k as u16);
            }
        }
        m
    })
}

fn tables_opcode(name: &str) -> u16 {
    tables::TABLES
        .find_opcode(name)
        .unwrap_or_else(|| panic!("invariant: the RISC-V tables define {name}"))
}

fn reg(name: &str) -> u16 {
    tables::TABLES
        .find_reg(name)
        .unwrap_or_else(|| panic!("invariant: the RISC-V tables define register {name}"))
}

/// Integer register `x<n>` (looked up by name once; hooks run per instruction).
fn gpr(n: usize) -> u16 {
    static GPRS: OnceLock<[u16; 32]> = OnceLock::new();
    GPRS.get_or_init(|| std::array::from_fn(|i| reg(&format!("X{i}"))))[n]
}

impl RiscvMC {
    fn is_store(&self, inst: &MCInst) -> bool {
        let d = &tables::TABLES.instrs[inst.opcode as usize];
        d.has(flags::MAY_STORE) && !d.has(flags::MAY_LOAD)
    }

    fn sym_expr(ctx: &mut MCContext, kind: VariantKind, e: kiln_mc::mc_expr::ExprId) -> MCOperand {
        MCOperand::Expr(ctx.add(MCExpr::Target(kind, e)))
    }
}

impl MCTargetHooks for RiscvMC {
    fn tables(&self) -> &'static TargetTables {
        &tables::TABLES
    }

    fn elf_machine(&self) -> u16 {
        243 // EM_RISCV
    }

    fn elf_flags(&self, f: FeatureSet) -> u32 {
        let mut fl = 0;
        if f.contains(tables::FeatureStdExtC) || f.contains(tables::FeatureStdExtZca) {
            fl |= 0x1; // EF_RISCV_RVC
        }
        if f.contains(FLOAT_ABI_GIVEN) {
            // The ABI's float flags: ld refuses to link objects whose float ABIs differ.
            if f.contains(FLOAT_ABI_DOUBLE) {
                fl |= 0x4; // EF_RISCV_FLOAT_ABI_DOUBLE
            } else if f.contains(FLOAT_ABI_SINGLE) {
                fl |= 0x2; // EF_RISCV_FLOAT_ABI_SINGLE
            }
        } else if f.contains(tables::FeatureStdExtD) {
            // No ABI named (kiln-mc on its own): the D extension's hard-float ABI.
            fl |= 0x4; // EF_RISCV_FLOAT_ABI_DOUBLE
        }
        fl
    }

    fn is_64bit(&self, f: FeatureSet) -> bool {
        f.contains(tables::Feature64Bit)
    }

    fn reg_name(&self, r: u16) -> &'static str {
        let d = &tables::TABLES.regs[r as usize];
        d.alt_names.first().copied().unwrap_or(d.asm_name)
    }

    fn parse_reg_name(&self, name: &str) -> Option<u16> {
        reg_names().get(name).copied()
    }

    fn variant_name(&self, kind: VariantKind) -> &'static str {
        kind.name_in(&variant::NAMES)
    }

    fn parse_variant(&self, name: &str) -> Option<VariantKind> {
        VariantKind::from_table(&variant::NAMES, name)
    }

    fn print_imm(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        out: &mut String,
        address: Option<u64>,
        features: FeatureSet,
    ) {
        let v = match inst.op(idx) {
            MCOperand::Imm(v) => v,
            MCOperand::Expr(e) => {
                out.push_str(&ctx.print_expr(e, &|k| self.variant_name(k)));
                return;
            }
            _ => return,
        };
        match method {
            "printCSRSystemRegister" => match tables::TABLES
                .sys_regs
                .iter()
                .find(|s| s.encoding as i64 == v)
            {
                Some(s) => out.push_str(s.name),
                None => out.push_str(&v.to_string()),
            },
            "printFenceArg" => {
                if v == 0 {
                    out.push('0');
                }
                for (bit, c) in [(8, 'i'), (4, 'o'), (2, 'r'), (1, 'w')] {
                    if v & bit != 0 {
                        out.push(c);
                    }
                }
            }
            "printFRMArg" | "printFRMArgLegacy" => {
                let default = if method == "printFRMArg" { 7 } else { 0 };
                if v != default {
                    out.push_str(", ");
                    match FRM_NAMES.get(v as usize).filter(|n| !n.is_empty()) {
                        Some(n) => out.push_str(n),
                        None => out.push_str(&v.to_string()),
                    }
                }
            }
            "printBranchOperand" => match address {
                Some(a) => {
                    let mut t = a.wrapping_add(v as u64);
                    if !self.is_64bit(features) {
                        t &= 0xffff_ffff;
                    }
                    out.push_str(&format!("{t:#x}"))
                }
                None => out.push_str(&v.to_string()),
            },
            _ => out.push_str(&v.to_string()),
        }
    }

    fn parse_custom(&self, method: &str, ident: &str, _features: FeatureSet) -> Option<i64> {
        match method {
            "parseCSRSystemRegister" => tables::TABLES
                .sys_regs
                .iter()
                .find(|s| s.name == ident)
                .map(|s| s.encoding as i64),
            "parseFenceArg" => {
                let mut v = 0i64;
                let mut last = -1i32;
                for c in ident.chars() {
                    let (bit, order) = match c {
                        'i' => (8, 0),
                        'o' => (4, 1),
                        'r' => (2, 2),
                        'w' => (1, 3),
                        _ => return None,
                    };
                    if order <= last {
                        return None;
                    }
                    last = order;
                    v |= bit;
                }
                Some(v)
            }
            "parseFRMArg" => FRM_NAMES
                .iter()
                .position(|n| !n.is_empty() && *n == ident)
                .map(|k| k as i64),
            _ => None,
        }
    }

    fn default_operand(&self, class: &ImmClassDesc) -> i64 {
        match class.match_name {
            "FRMArg" => 7,
            _ => 0,
        }
    }

    fn expr_fits(&self, class: &ImmClassDesc, v: &MCValue, _ctx: &MCContext) -> bool {
        use variant::*;
        let bare = v.variant.is_none() && v.sym_a.is_some();
        match class.expr_kind {
            "lo" => matches!(v.variant, Some(k) if k == LO || k == PCREL_LO || k == TPREL_LO),
            "hi" => matches!(v.variant, Some(k) if k == HI || k == TPREL_HI),
            "pcrel_hi" => {
                matches!(v.variant, Some(k) if k == PCREL_HI || k == GOT_PCREL_HI || k == TLS_IE_PCREL_HI || k == TLS_GD_PCREL_HI)
            }
            "branch" | "jal" | "cbranch" | "cjump" | "symbol" => bare && v.sym_b.is_none(),
            "call" => bare && v.sym_b.is_none() && v.constant == 0,
            "tprel_add" => v.variant == Some(TPREL_ADD),
            _ => false,
        }
    }

    fn imm_fits(&self, class: &ImmClassDesc, v: i64, features: FeatureSet) -> bool {
        match class.match_name {
            "UImmLog2XLen" | "UImmLog2XLenNonZero" => {
                v < if self.is_64bit(features) { 64 } else { 32 }
            }
            "CLUIImm" => (1..=31).contains(&v) || (0xfffe0..=0xfffff).contains(&v),
            "BareSymbol" | "CallSymbol" | "TPRelAddSymbol" => false,
            "ImmXLenLI" => {
                self.is_64bit(features) || (i32::MIN as i64..=u32::MAX as i64).contains(&v)
            }
            _ => true,
        }
    }

    fn decode_imm(&self, class: &ImmClassDesc, raw: u64, width: u32) -> i64 {
        let sext = |v: u64, w: u32| -> i64 {
            if w == 0 || w >= 64 {
                v as i64
            } else {
                ((v << (64 - w)) as i64) >> (64 - w)
            }
        };
        if class.encoder_method == "getImmOpValueAsr1" {
            return sext(raw, width) << 1;
        }
        if class.match_name == "CLUIImm" {
            return sext(raw, 6) & 0xfffff;
        }
        if class.min < 0 {
            sext(raw, width)
        } else {
            raw as i64
        }
    }

    fn expand_pseudo(
        &self,
        inst: &MCInst,
        x: &mut ExpandCtx<'_>,
        out: &mut Vec<Expanded>,
    ) -> Result<(), String> {
        let rv64 = self.is_64bit(x.features);
        let o = inst.opcode;
        let x0 = MCOperand::Reg(gpr(0));
        if o == op::PseudoLI {
            let (MCOperand::Reg(rd), MCOperand::Imm(v)) = (inst.op(0), inst.op(1)) else {
                return Err("operand must be a constant 64-bit integer".into());
            };
            let mut src = x0;
            for (step, imm) in mat_int::generate(v, rv64) {
                let opc = match step {
                    mat_int::Op::Lui => op::LUI,
                    mat_int::Op::Addi => op::ADDI,
                    mat_int::Op::Addiw => op::ADDIW,
                    mat_int::Op::Slli => op::SLLI,
                    mat_int::Op::Srli => op::SRLI,
                    mat_int::Op::Xori => op::XORI,
                };
                let mut i = MCInst::new(opc).with(MCOperand::Reg(rd));
                if opc != op::LUI {
                    i.push(src);
                }
                i.push(MCOperand::Imm(imm));
                out.push(Expanded::Inst(i));
                src = MCOperand::Reg(rd);
            }
            return Ok(());
        }
        if o == op::PseudoAddTPRel && inst.op(2) != MCOperand::Reg(gpr(4)) {
            return Err(
                "the second input operand must be tp/x4 when using %tprel_add specifier".into(),
            );
        }
        if [
            op::PseudoCALL,
            op::PseudoCALLReg,
            op::PseudoTAIL,
            op::PseudoJump,
            op::PseudoAddTPRel,
        ]
        .contains(&o)
        {
            out.push(Expanded::Inst(*inst));
            return Ok(());
        }
        // auipc + second instruction with %pcrel_lo of a new label.
        let (hi_kind, second, rd_idx, sym_idx, tmp_idx): (
            VariantKind,
            u16,
            usize,
            usize,
            Option<usize>,
        ) = match o {
            _ if o == op::PseudoLLA => (variant::PCREL_HI, op::ADDI, 0, 1, None),
            _ if o == op::PseudoLA && !x.pic => (variant::PCREL_HI, op::ADDI, 0, 1, None),
            _ if o == op::PseudoLA || o == op::PseudoLGA => (
                variant::GOT_PCREL_HI,
                if rv64 { op::LD } else { op::LW },
                0,
                1,
                None,
            ),
            _ if o == op::PseudoLA_TLS_IE => (
                variant::TLS_IE_PCREL_HI,
                if rv64 { op::LD } else { op::LW },
                0,
                1,
                None,
            ),
            _ if o == op::PseudoLA_TLS_GD => (variant::TLS_GD_PCREL_HI, op::ADDI, 0, 1, None),
            _ if o == op::PseudoLB => (variant::PCREL_HI, op::LB, 0, 1, None),
            _ if o == op::PseudoLBU => (variant::PCREL_HI, op::LBU, 0, 1, None),
            _ if o == op::PseudoLH => (variant::PCREL_HI, op::LH, 0, 1, None),
            _ if o == op::PseudoLHU => (variant::PCREL_HI, op::LHU, 0, 1, None),
            _ if o == op::PseudoLW => (variant::PCREL_HI, op::LW, 0, 1, None),
            _ if o == op::PseudoLWU => (variant::PCREL_HI, op::LWU, 0, 1, None),
            _ if o == op::PseudoLD => (variant::PCREL_HI, op::LD, 0, 1, None),
            _ if o == op::PseudoFLW => (variant::PCREL_HI, op::FLW, 1, 2, Some(0)),
            _ if o == op::PseudoFLD => (variant::PCREL_HI, op::FLD, 1, 2, Some(0)),
            _ if o == op::PseudoSB => (variant::PCREL_HI, op::SB, 1, 2, Some(0)),
            _ if o == op::PseudoSH => (variant::PCREL_HI, op::SH, 1, 2, Some(0)),
            _ if o == op::PseudoSW => (variant::PCREL_HI, op::SW, 1, 2, Some(0)),
            _ if o == op::PseudoSD => (variant::PCREL_HI, op::SD, 1, 2, Some(0)),
            _ if o == op::PseudoFSW => (variant::PCREL_HI, op::FSW, 1, 2, Some(0)),
            _ if o == op::PseudoFSD => (variant::PCREL_HI, op::FSD, 1, 2, Some(0)),
            _ => {
                return Err(format!(
                    "no expansion for {}",
                    tables::TABLES.instrs[o as usize].name
                ))
            }
        };
        let MCOperand::Expr(sym) = inst.op(sym_idx) else {
            return Err("operand must be a bare symbol name".into());
        };
        let MCOperand::Reg(rd) = inst.op(rd_idx) else {
            return Err("expected register".into());
        };
        let base = match tmp_idx {
            Some(t) => match inst.op(t) {
                MCOperand::Reg(r) => r,
                _ => return Err("expected register".into()),
            },
            None => rd,
        };
        let label = loop {
            let n = format!(".Lpcrel_hi{}", *x.label_counter);
            *x.label_counter += 1;
            if x.ctx.lookup_symbol(&n).is_none() {
                break x.ctx.get_or_create_symbol(&n);
            }
        };
        out.push(Expanded::Label(label));
        let hi = Self::sym_expr(x.ctx, hi_kind, sym);
        out.push(Expanded::Inst(
            MCInst::new(op::AUIPC).with(MCOperand::Reg(base)).with(hi),
        ));
        let lab_ref = x.ctx.sym_ref(label);
        let lo = Self::sym_expr(x.ctx, variant::PCREL_LO, lab_ref);
        let is_store = tmp_idx.is_some() && second != op::FLW && second != op::FLD;
        let i = MCInst::new(second)
            .with(MCOperand::Reg(rd))
            .with(MCOperand::Reg(base))
            .with(lo);
        let _ = is_store;
        out.push(Expanded::Inst(i));
        Ok(())
    }

    fn encode_operand(
        &self,
        method: &str,
        inst: &MCInst,
        idx: usize,
        ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Result<u64, String> {
        let asr1 = method == "getImmOpValueAsr1";
        match inst.op(idx) {
            MCOperand::Imm(v) => Ok(if asr1 { (v >> 1) as u64 } else { v as u64 }),
            MCOperand::Expr(e) => {
                let desc = &tables::TABLES.instrs[inst.opcode as usize];
                let ek = match desc.operands[idx].class {
                    OperandClass::Imm(c) => tables::TABLES.imm_classes[c as usize].expr_kind,
                    OperandClass::Reg(_) => "",
                };
                let v = ctx
                    .evaluate(e, &|_| None)
                    .ok_or("expected relocatable expression")?;
                let s_type = self.is_store(inst);
                let kind = match (ek, v.variant) {
                    ("jal", None) => JAL,
                    ("branch", None) => BRANCH,
                    ("cjump", None) => RVC_JUMP,
                    ("cbranch", None) => RVC_BRANCH,
                    (_, Some(k)) if k == variant::LO => {
                        if s_type {
                            LO12_S
                        } else {
                            LO12_I
                        }
                    }
                    (_, Some(k)) if k == variant::PCREL_LO => {
                        if s_type {
                            PCREL_LO12_S
                        } else {
                            PCREL_LO12_I
                        }
                    }
                    (_, Some(k)) if k == variant::TPREL_LO => {
                        if s_type {
                            TPREL_LO12_S
                        } else {
                            TPREL_LO12_I
                        }
                    }
                    (_, Some(k)) if k == variant::HI => HI20,
                    (_, Some(k)) if k == variant::TPREL_HI => TPREL_HI20,
                    (_, Some(k)) if k == variant::PCREL_HI => PCREL_HI20,
                    (_, Some(k)) if k == variant::GOT_PCREL_HI => GOT_HI20,
                    (_, Some(k)) if k == variant::TLS_IE_PCREL_HI => TLS_GOT_HI20,
                    (_, Some(k)) if k == variant::TLS_GD_PCREL_HI => TLS_GD_HI20,
                    _ => return Err("invalid operand for instruction".into()),
                };
                fixups.push(MCFixup {
                    offset: 0,
                    value: e,
                    kind,
                    loc: inst.loc,
                });
                Ok(0)
            }
            _ => Err("missing operand".into()),
        }
    }

    fn encode_special(
        &self,
        inst: &MCInst,
        _ctx: &MCContext,
        fixups: &mut Vec<MCFixup>,
    ) -> Option<Vec<u8>> {
        let o = inst.opcode;
        let enc = |r: MCOperand| -> u32 {
            match r {
                MCOperand::Reg(r) => tables::TABLES.regs[r as usize].encoding as u32,
                _ => 0,
            }
        };
        let (link, target, jump_rd) = if o == op::PseudoCALL {
            (1u32, inst.op(0), 1u32)
        } else if o == op::PseudoCALLReg {
            let r = enc(inst.op(0));
            (r, inst.op(1), r)
        } else if o == op::PseudoTAIL {
            (6, inst.op(0), 0)
        } else if o == op::PseudoJump {
            (enc(inst.op(0)), inst.op(1), 0)
        } else if o == op::PseudoAddTPRel {
            let w = 0x33 | enc(inst.op(0)) << 7 | enc(inst.op(1)) << 15 | enc(inst.op(2)) << 20;
            if let MCOperand::Expr(e) = inst.op(3) {
                fixups.push(MCFixup {
                    offset: 0,
                    value: e,
                    kind: TPREL_ADD,
                    loc: inst.loc,
                });
            }
            return Some(w.to_le_bytes().to_vec());
        } else {
            return None;
        };
        let MCOperand::Expr(e) = target else {
            return None;
        };
        fixups.push(MCFixup {
            offset: 0,
            value: e,
            kind: CALL_PLT,
            loc: inst.loc,
        });
        let auipc = 0x17 | link << 7;
        let jalr = 0x67 | jump_rd << 7 | link << 15;
        let mut v = auipc.to_le_bytes().to_vec();
        v.extend_from_slice(&jalr.to_le_bytes());
        Some(v)
    }

    fn fixup_info(&self, kind: FixupKind) -> FixupInfo {
        fixups::info(kind)
    }

    fn apply_fixup(&self, kind: FixupKind, value: i64, data: &mut [u8]) -> Result<(), String> {
        fixups::apply(kind, value, data)
    }

    fn is_pcrel_lo(&self, kind: FixupKind) -> bool {
        kind == PCREL_LO12_I || kind == PCREL_LO12_S
    }

    fn force_relocation(&self, kind: FixupKind, features: FeatureSet) -> bool {
        if features.contains(tables::FeatureRelax) {
            return true;
        }
        // GOT and TLS references need the linker.
        [GOT_HI20, TLS_GOT_HI20, TLS_GD_HI20].contains(&kind)
    }

    fn is_tls_fixup(&self, kind: FixupKind) -> bool {
        [
            fixups::TPREL_HI20,
            fixups::TPREL_LO12_I,
            fixups::TPREL_LO12_S,
            fixups::TPREL_ADD,
            TLS_GOT_HI20,
            TLS_GD_HI20,
        ]
        .contains(&kind)
    }

    fn reloc_type(&self, kind: FixupKind, _value: &MCValue) -> Result<u32, String> {
        fixups::reloc_type(kind).ok_or_else(|| "unsupported relocation type".to_string())
    }

    fn data_diff_relocs(&self, size: u8) -> Option<(u32, u32)> {
        match size {
            1 => Some((33, 37)),
            2 => Some((34, 38)),
            4 => Some((35, 39)),
            8 => Some((36, 40)),
            _ => None,
        }
    }

    fn data_fixup(&self, size: u8, pcrel: bool) -> FixupKind {
        match (size, pcrel) {
            (4, true) => DATA4_PCREL,
            (1, _) => DATA1,
            (2, _) => DATA2,
            (4, _) => DATA4,
            _ => DATA8,
        }
    }

    fn needs_relax(&self, _inst: &MCInst, kind: FixupKind, value: Option<i64>) -> bool {
        match (kind, value) {
            (k, None) if k == RVC_BRANCH || k == RVC_JUMP || k == BRANCH => true,
            (k, Some(v)) if k == RVC_BRANCH => !(-256..=254).contains(&v),
            (k, Some(v)) if k == RVC_JUMP => !(-2048..=2046).contains(&v),
            (k, Some(v)) if k == BRANCH => !(-4096..=4094).contains(&v),
            _ => false,
        }
    }

    fn relax(&self, inst: &MCInst, ctx: &MCContext, features: FeatureSet) -> Option<Vec<MCInst>> {
        let o = inst.opcode;
        let x0 = MCOperand::Reg(gpr(0));
        let x1 = MCOperand::Reg(gpr(1));
        let mut out = if o == op::C_BEQZ || o == op::C_BNEZ {
            let b = if o == op::C_BEQZ { op::BEQ } else { op::BNE };
            vec![MCInst::new(b).with(inst.op(0)).with(x0).with(inst.op(1))]
        } else if o == op::C_J || o == op::C_JAL {
            let rd = if o == op::C_J { x0 } else { x1 };
            vec![MCInst::new(op::JAL).with(rd).with(inst.op(0))]
        } else {
            let inv = [
                (op::BEQ, op::BNE),
                (op::BNE, op::BEQ),
                (op::BLT, op::BGE),
                (op::BGE, op::BLT),
                (op::BLTU, op::BGEU),
                (op::BGEU, op::BLTU),
            ];
            let &(_, ib) = inv.iter().find(|(b, _)| *b == o)?;
            // The inverted branch skips the jump; compressed when it can be (c.bnez
            // over a jal: offset 6), as llvm-mc writes it.
            let short = MCInst::new(ib)
                .with(inst.op(0))
                .with(inst.op(1))
                .with(MCOperand::Imm(6));
            let skip =
                kiln_mc::code_emitter::compress(self, &short, ctx, features).unwrap_or_else(|| {
                    MCInst::new(ib)
                        .with(inst.op(0))
                        .with(inst.op(1))
                        .with(MCOperand::Imm(8))
                });
            vec![skip, MCInst::new(op::JAL).with(x0).with(inst.op(2))]
        };
        for i in &mut out {
            i.loc = inst.loc;
        }
        Some(out)
    }

    fn may_relax(&self, inst: &MCInst) -> bool {
        let o = inst.opcode;
        [
            op::C_BEQZ,
            op::C_BNEZ,
            op::C_J,
            op::C_JAL,
            op::BEQ,
            op::BNE,
            op::BLT,
            op::BGE,
            op::BLTU,
            op::BGEU,
        ]
        .contains(&o)
            && inst
                .operands()
                .iter()
                .any(|x| matches!(x, MCOperand::Expr(_)))
    }

    fn dwarf_reg(&self, r: u16) -> Option<u16> {
        let d = tables::TABLES.regs.get(r as usize)?;
        let n = d.encoding;
        if d.name.starts_with('X') {
            Some(n)
        } else if d.name.starts_with('F') {
            Some(32 + n)
        } else {
            None
        }
    }

    fn cfi_params(&self, features: FeatureSet) -> (u16, u64, i64) {
        (1, 1, if self.is_64bit(features) { -8 } else { -4 })
    }

    fn attributes_section(&self) -> Option<(&'static str, u32, &'static str)> {
        Some((
            ".riscv.attributes",
            directives::SHT_RISCV_ATTRIBUTES,
            "riscv",
        ))
    }

    fn eh_frame_pcrel32(&self) -> u32 {
        57 // R_RISCV_32_PCREL
    }

    fn write_nops(&self, count: usize, features: FeatureSet, out: &mut Vec<u8>) {
        // 4-byte `addi x0, x0, 0` NOPs, a 2-byte `c.nop` first when the padding is not a
        // multiple of 4 and compressed code is allowed; what no NOP fits is zero.
        let mut left = count;
        if left % 4 >= 2 && kiln_mc::assembler::has_compressed(self, features) {
            out.extend_from_slice(&[0x01, 0x00]);
            left -= 2;
        }
        while left >= 4 {
            out.extend_from_slice(&[0x13, 0x00, 0x00, 0x00]);
            left -= 4;
        }
        out.extend(std::iter::repeat_n(0u8, left));
    }

    fn instruction_size(&self, bytes: &[u8]) -> usize {
        // The two low bits of the first byte: 0b11 for 32-bit, anything else 16-bit.
        match bytes.first() {
            Some(b) if b & 3 == 3 => 4,
            _ => 2,
        }
    }

    fn min_inst_align(&self, features: FeatureSet) -> u64 {
        if kiln_mc::assembler::has_compressed(self, features) {
            2
        } else {
            4
        }
    }

    fn mapping_symbols(&self) -> Option<MappingSymbols> {
        Some(MappingSymbols {
            code: "$x",
            data: "$d",
        })
    }

    fn parse_directive(
        &self,
        directive: &str,
        parser: &mut AsmParser<'_>,
        out: &mut dyn MCStreamer,
    ) -> Option<PResult<()>> {
        directives::parse_directive(directive, parser, out)
    }
}

/// Feature bits for a triple (`riscv64...` / `riscv32...`) and `-mattr` string.
pub fn features_for(triple: &str, mattr: &str) -> Result<FeatureSet, String> {
    let t = &tables::TABLES;
    let mut f = FeatureSet::default();
    if triple.starts_with("riscv64") {
        f = t.parse_features(f, "+64bit")?;
    } else if !triple.starts_with("riscv32") {
        return Err(format!("unsupported triple '{triple}'"));
    }
    t.parse_features(f, mattr)
}

/// The opcode of an instruction by record name (for tests and tools).
pub fn opcode(name: &str) -> u16 {
    tables_opcode(name)
}
