//! Inline-asm calls (LLVM's `SelectionDAGBuilder::visitInlineAsm`): the constraint string is
//! parsed, every operand is given a register, an immediate or an address, and one
//! `INLINEASM` node carries them in operand groups ([`crate::inline_asm`]).
//!
//! Constraints: outputs `=r`, `=&r` (early clobber), `=f`, `={reg}`, `=*m` / `=*A` (an
//! address the asm writes through); inputs `r`, `f`, `{reg}`, `i`, `n`, `s` (`i` and `s`
//! also take a global, printed as its symbol), the target's
//! immediates (RISC-V `I`, `J`, `K`), `*m` / `*A`, and `0`..`9` (tied to that output); several
//! codes in one constraint (`rJ`) choose an immediate when the operand is a constant that
//! fits, the first register or memory code otherwise; clobbers `~{reg}` (unknown names and
//! `~{memory}` are ignored, as LLVM does: every asm is ordered with the block's memory
//! accesses through the chain). Anything else, and a template naming an operand that does
//! not exist, is an error that quotes the instruction.
//!
//! Register inputs are copied into fresh virtual registers (or into the named physical
//! register) glued to the node; outputs come back through `CopyFromReg` glued after it.

use kiln_ir::{InstId, Value};

use super::{err_at_with, Builder};
use crate::inline_asm::{kind, AsmConstraint, Flag, Piece};
use crate::selection_dag::{isd, SDValue};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_mc::register_info::Register;

/// Register group flag `fl` carrying the width of a value of type `vt` held in a register
/// of type `rvt` when it is narrower, so the printer can name the register's narrow view.
fn narrow(fl: Flag, vt: EVT, rvt: EVT) -> Flag {
    let bits = vt.size_in_bits();
    if vt.is_integer() && bits < rvt.size_in_bits() {
        fl.with_value_bits(bits)
    } else {
        fl
    }
}

/// One comma-separated constraint.
struct Constraint<'a> {
    /// `=`: an output; `~`: a clobber; neither: an input.
    output: bool,
    clobber: bool,
    /// `*`: the operand is an address.
    indirect: bool,
    /// `&`.
    early_clobber: bool,
    /// The codes after the prefixes (`r`, `{a0}`, `rJ`, `0`).
    codes: &'a str,
    /// The whole constraint, for messages.
    text: &'a str,
}

fn parse_constraint(text: &str) -> Constraint<'_> {
    let mut c = Constraint {
        output: false,
        clobber: false,
        indirect: false,
        early_clobber: false,
        codes: "",
        text,
    };
    let mut rest = text;
    loop {
        match rest.as_bytes().first() {
            Some(b'=') => c.output = true,
            Some(b'~') => c.clobber = true,
            Some(b'*') => c.indirect = true,
            Some(b'&') => c.early_clobber = true,
            Some(b'%') => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    c.codes = rest;
    c
}

/// The single codes of `codes`: letters, `{name}` and numbers.
fn split_codes(codes: &str) -> Option<Vec<&str>> {
    let mut out = Vec::new();
    let b = codes.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let s = i;
        if b[i] == b'{' {
            i += codes[i..].find('}')? + 1;
        } else if b[i].is_ascii_digit() {
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        } else if b[i].is_ascii_alphabetic() {
            i += 1;
        } else {
            return None;
        }
        out.push(&codes[s..i]);
    }
    Some(out)
}

/// How one operand group is made.
#[derive(Copy, Clone, Debug)]
enum Operand {
    /// A register of a class (`None`: the physical register).
    Reg(Option<crate::target::RegClassId>, Register),
    /// An immediate.
    Imm(i64),
    /// A global's address as a symbol (`i` or `s` with a global).
    Symbol(u32),
}

impl Builder<'_> {
    fn asm_err(&self, i: InstId, what: &str) -> CodegenError {
        err_at_with(self.f, self.m, i, &format!("inline assembly: {what}"))
    }

    /// Lowers call `i` of inline asm `k` with arguments `args`.
    pub(super) fn lower_inline_asm(
        &mut self,
        i: InstId,
        k: u32,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let f = self.f;
        let ia = f
            .inline_asm
            .get(k as usize)
            .ok_or_else(|| self.asm_err(i, "a missing inline asm"))?;
        if ia.intel_dialect || ia.can_throw {
            return Err(self.asm_err(i, "the intel dialect or unwind"));
        }
        let constraints: Vec<Constraint> = if ia.constraints.is_empty() {
            Vec::new()
        } else {
            ia.constraints.split(',').map(parse_constraint).collect()
        };
        // Result types of the direct outputs.
        let ret_ty = f.inst(i).ty;
        let out_vts: Vec<EVT> = if ret_ty == kiln_ir::types::TypeTable::VOID {
            Vec::new()
        } else {
            self.value_leaves(Value::Inst(i), i)?
                .iter()
                .map(|l| l.vt)
                .collect()
        };
        let mut next_arg = 0usize;
        let mut next_out = 0usize;
        let mut chain = self.get_root();
        let mut glue: Option<SDValue> = None;
        // Per group: flag, operand; per direct output: (register, register type, value type).
        let mut groups: Vec<(Flag, Operand)> = Vec::new();
        let mut outputs: Vec<(Register, EVT, EVT)> = Vec::new();
        let mut clobbers: Vec<Register> = Vec::new();
        for c in &constraints {
            if c.codes.contains('|') || c.codes.starts_with('^') || c.codes.is_empty() {
                return Err(self.asm_err(i, &format!("constraint '{}'", c.text)));
            }
            let codes = split_codes(c.codes)
                .ok_or_else(|| self.asm_err(i, &format!("constraint '{}'", c.text)))?;
            if c.clobber {
                if let [code] = codes[..] {
                    if let AsmConstraint::Reg(r) = self.target.inline_asm_constraint(code, None) {
                        clobbers.push(r);
                    }
                }
                continue;
            }
            if c.output && !c.indirect {
                let vt = *out_vts.get(next_out).ok_or_else(|| {
                    self.asm_err(i, "more outputs than the call's result has members")
                })?;
                next_out += 1;
                let (rvt, reg, phys) = self.asm_register(i, c, &codes, vt)?;
                let kd = if c.early_clobber {
                    kind::REG_DEF_EARLY_CLOBBER
                } else {
                    kind::REG_DEF
                };
                groups.push((narrow(Flag::new(kd, 1), vt, rvt), Operand::Reg(phys, reg)));
                outputs.push((reg, rvt, vt));
                continue;
            }
            // An input, or an address an output writes through.
            let a = *args
                .get(next_arg)
                .ok_or_else(|| self.asm_err(i, "more operands than arguments"))?;
            next_arg += 1;
            let vt = self.value_evt(a, i)?;
            if let [code] = codes[..] {
                if let Ok(g) = code.parse::<usize>() {
                    let Some(&(fl, op)) = groups.get(g) else {
                        return Err(self.asm_err(i, &format!("constraint '{}'", c.text)));
                    };
                    if fl.kind() == kind::MEM {
                        // Tied to an output written through memory (`"=*imr,0"`, GCC-style
                        // compiler barriers): as in LLVM, the input names the same memory
                        // operand and its value is not passed.
                        groups.push((fl, op));
                        continue;
                    }
                    // Tied to output group g: the same register class (or register).
                    let Operand::Reg(rc, r) = op else {
                        return Err(self.asm_err(i, &format!("constraint '{}'", c.text)));
                    };
                    if !matches!(fl.kind(), kind::REG_DEF | kind::REG_DEF_EARLY_CLOBBER) {
                        return Err(self.asm_err(i, &format!("constraint '{}'", c.text)));
                    }
                    let v = self.get_value(a, i)?;
                    let rvt = self.asm_reg_vt(i, c, vt)?;
                    let v = self.asm_to_reg_vt(v, vt, rvt);
                    let (reg, flag) = match rc {
                        Some(rc) => (
                            self.mf.create_vreg(rc),
                            Flag::new(kind::REG_USE, 1).with_tied(g),
                        ),
                        None => (r, Flag::new(kind::REG_USE, 1)),
                    };
                    let flag = narrow(flag, vt, rvt);
                    let cp = self.dag.get_copy_to_reg(chain, reg, v, glue);
                    chain = cp;
                    glue = Some(SDValue::new(cp.node, 1));
                    groups.push((flag, Operand::Reg(rc, reg)));
                    continue;
                }
            }
            let simple = vt.simple();
            // Constants may take an immediate code.
            if !c.indirect {
                if let Some(val) = self.const_int(a) {
                    let imm = codes.iter().find_map(|code| {
                        let fits = match *code {
                            "i" | "n" => true,
                            _ => match self.target.inline_asm_constraint(code, simple) {
                                AsmConstraint::Imm { min, max } => {
                                    (min as i128..=max as i128).contains(&val)
                                }
                                _ => false,
                            },
                        };
                        fits.then_some(val as i64)
                    });
                    if let Some(v) = imm {
                        groups.push((Flag::new(kind::IMM, 1), Operand::Imm(v)));
                        continue;
                    }
                }
                // A global's address for `i` or `s`: its symbol.
                if let Value::Global(g) = a {
                    if codes.iter().any(|code| matches!(*code, "i" | "s" | "S")) {
                        groups.push((Flag::new(kind::IMM, 1), Operand::Symbol(g.0)));
                        continue;
                    }
                }
            }
            if c.indirect {
                let form = codes.iter().find_map(|code| {
                    match self.target.inline_asm_constraint(code, simple) {
                        AsmConstraint::Memory(form) => Some(form),
                        _ => None,
                    }
                });
                let Some(form) = form else {
                    return Err(self.asm_err(i, &format!("constraint '{}'", c.text)));
                };
                let p = self.get_value(a, i)?;
                let rc = self
                    .tli
                    .register_class_for(self.tli.pointer_vt)
                    .ok_or_else(|| CodegenError::new("no register class for pointers"))?;
                let reg = self.mf.create_vreg(rc);
                let cp = self.dag.get_copy_to_reg(chain, reg, p, glue);
                chain = cp;
                glue = Some(SDValue::new(cp.node, 1));
                groups.push((
                    Flag::new(kind::MEM, 1).with_mem_form(form),
                    Operand::Reg(Some(rc), reg),
                ));
                continue;
            }
            let wants_imm = codes.iter().all(|code| {
                matches!(*code, "i" | "n" | "s" | "S")
                    || matches!(
                        self.target.inline_asm_constraint(code, simple),
                        AsmConstraint::Imm { .. }
                    )
            });
            if wants_imm {
                let what = if self.const_int(a).is_some() {
                    "value out of range for constraint"
                } else {
                    "a value that is not a constant integer for constraint"
                };
                return Err(self.asm_err(i, &format!("{what} '{}'", c.text)));
            }
            let (rvt, reg, phys) = self.asm_register(i, c, &codes, vt)?;
            let v = self.get_value(a, i)?;
            let v = self.asm_to_reg_vt(v, vt, rvt);
            let cp = self.dag.get_copy_to_reg(chain, reg, v, glue);
            chain = cp;
            glue = Some(SDValue::new(cp.node, 1));
            groups.push((
                narrow(Flag::new(kind::REG_USE, 1), vt, rvt),
                Operand::Reg(phys, reg),
            ));
        }
        if next_arg != args.len() || next_out != out_vts.len() {
            return Err(self.asm_err(
                i,
                "operands that do not match the constraints (too many arguments or results)",
            ));
        }
        self.check_asm_template(i, &ia.asm, &groups)?;
        self.check_asm_fixed_registers(i, &mut groups)?;
        // The node.
        let i64vt = EVT::Simple(MVT::i64);
        let idx = self.mf.inline_asm.len();
        self.mf.inline_asm.push(ia.asm.to_string());
        let mut ops = vec![chain, self.dag.get_target_constant(idx as i128, i64vt)];
        for &(fl, op) in &groups {
            ops.push(self.dag.get_target_constant(fl.0 as i128, i64vt));
            ops.push(match op {
                Operand::Reg(_, r) => self.dag.get_register(r, i64vt),
                Operand::Imm(v) => self.dag.get_target_constant(v as i128, i64vt),
                Operand::Symbol(g) => self.dag.get_global_address(g, self.ptr_vt, 0, true, 0),
            });
        }
        for &r in &clobbers {
            let fl = Flag::new(kind::CLOBBER, 1);
            ops.push(self.dag.get_target_constant(fl.0 as i128, i64vt));
            ops.push(self.dag.get_register(r, i64vt));
        }
        if let Some(g) = glue {
            ops.push(g);
        }
        let node = self
            .dag
            .get_node(isd::INLINEASM, &[EVT::OTHER, EVT::GLUE], &ops);
        let mut chain = node;
        let mut glue = SDValue::new(node.node, 1);
        let mut vals = Vec::with_capacity(outputs.len());
        for &(reg, rvt, vt) in &outputs {
            let v = self.dag.get_copy_from_reg(chain, reg, rvt, Some(glue));
            chain = SDValue::new(v.node, 1);
            glue = SDValue::new(v.node, 2);
            vals.push(self.dag.get_any_ext_or_trunc(v, vt));
        }
        self.dag.set_root(chain);
        if !vals.is_empty() {
            self.set_any(i, &vals);
        }
        Ok(())
    }

    /// The register type an operand of type `vt` lives in (`i32` in a 64-bit register).
    fn asm_reg_vt(&self, i: InstId, c: &Constraint, vt: EVT) -> Result<EVT, CodegenError> {
        let (rvt, n) = self.tli.register_type_and_count(vt);
        if n != 1 || (vt.is_integer() != rvt.is_integer()) {
            return Err(self.asm_err(
                i,
                &format!(
                    "an operand of type {} for constraint '{}'",
                    vt.name(),
                    c.text
                ),
            ));
        }
        Ok(EVT::Simple(rvt))
    }

    /// `v` (of type `vt`) in register type `rvt`.
    fn asm_to_reg_vt(&mut self, v: SDValue, vt: EVT, rvt: EVT) -> SDValue {
        if vt == rvt {
            v
        } else {
            self.dag.get_any_ext_or_trunc(v, rvt)
        }
    }

    /// The register of a register operand of type `vt`: (register type, register, its class
    /// when virtual).
    fn asm_register(
        &mut self,
        i: InstId,
        c: &Constraint,
        codes: &[&str],
        vt: EVT,
    ) -> Result<(EVT, Register, Option<crate::target::RegClassId>), CodegenError> {
        let rvt = self.asm_reg_vt(i, c, vt)?;
        for code in codes {
            match self.target.inline_asm_constraint(code, rvt.simple()) {
                AsmConstraint::RegClass(rc) => return Ok((rvt, self.mf.create_vreg(rc), Some(rc))),
                AsmConstraint::Reg(r) => return Ok((rvt, r, None)),
                _ => {}
            }
        }
        Err(self.asm_err(
            i,
            &format!(
                "constraint '{}' for an operand of type {}",
                c.text,
                vt.name()
            ),
        ))
    }

    /// Rejects a physical register named by two inputs or by two outputs. An early-clobber
    /// output in the register an input names (`=&{a0},{a0}`) is a plain output: nothing else
    /// can be given that register while the input holds it.
    fn check_asm_fixed_registers(
        &self,
        i: InstId,
        groups: &mut [(Flag, Operand)],
    ) -> Result<(), CodegenError> {
        let fixed = |g: &(Flag, Operand)| match g.1 {
            Operand::Reg(None, r) => Some((g.0.kind(), r)),
            _ => None,
        };
        let is_def = |k: u32| k == kind::REG_DEF || k == kind::REG_DEF_EARLY_CLOBBER;
        for n in 0..groups.len() {
            let Some((k1, r1)) = fixed(&groups[n]) else {
                continue;
            };
            for m in n + 1..groups.len() {
                let Some((k2, r2)) = fixed(&groups[m]) else {
                    continue;
                };
                if r1 != r2 {
                    continue;
                }
                if is_def(k1) == is_def(k2) {
                    return Err(self.asm_err(
                        i,
                        "two operands that need the same physical register at once",
                    ));
                }
                for g in [n, m] {
                    if groups[g].0.kind() == kind::REG_DEF_EARLY_CLOBBER {
                        let bits = groups[g].0.value_bits();
                        groups[g].0 = Flag::new(kind::REG_DEF, groups[g].0.num_ops() as u32)
                            .with_value_bits(bits);
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks that every `$N` of `template` names a group and that its modifier fits.
    fn check_asm_template(
        &self,
        i: InstId,
        template: &str,
        groups: &[(Flag, Operand)],
    ) -> Result<(), CodegenError> {
        crate::inline_asm::expand_template(template, |p| {
            let Piece::Operand { no, modifier } = p else {
                return Ok(());
            };
            let Some(&(fl, _)) = groups.get(no) else {
                return Err(format!(
                    "the template names operand {no}, which does not exist"
                ));
            };
            match modifier {
                None => Ok(()),
                Some('c') if fl.kind() == kind::IMM => Ok(()),
                Some(m)
                    if fl.kind() != kind::MEM && self.target.inline_asm_modifiers().contains(m) =>
                {
                    Ok(())
                }
                Some(m) => Err(format!("unknown operand modifier '{m}'")),
            }
        })
        .map_err(|e| self.asm_err(i, &e))
    }
}
