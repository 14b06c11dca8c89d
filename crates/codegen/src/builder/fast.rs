//! The builder's FastISel mode (see [`crate::fast_isel`]): a block is built and handed on one
//! piece at a time instead of as one DAG. The entry block's formal arguments come first, as a
//! DAG of their own that is selected at once; then each instruction FastISel can take is
//! lowered alone into a one-instruction DAG and selected straight away; from the first one it
//! cannot take, the rest of the block is one DAG, as without FastISel. Every value FastISel
//! selects lives in virtual registers (`FunctionLoweringInfo::inst_regs`), which the rest of
//! the block reads as it reads a value from another block (`CopyFromReg`).

use kiln_ir::instructions::Ordering;
use kiln_ir::{BlockId, InstId, InstKind, TypeData, Value};

use super::Builder;
use crate::fast_isel::{Bindings, Bound, KeyOperand, TemplateKey};
use crate::machine::MBBId;
use crate::CodegenError;
use kiln_ir::ConstData;

impl Builder<'_> {
    /// Whether the entry block's arguments can be lowered in a DAG of their own, read from
    /// registers by everything after it: scalar arguments only, and no demoted return (its
    /// hidden pointer stays a DAG value).
    pub(super) fn can_split_entry(&self) -> bool {
        self.consumer.is_some()
            && self.demoted_return_type().is_none()
            && self.f.args.iter().all(|a| !self.is_agg(a.ty))
            && !matches!(
                self.m.types.get(self.f.ty),
                TypeData::Function { vararg: true, .. }
            )
    }

    /// Builds block `b` in FastISel mode (see the module documentation).
    pub(super) fn build_block_fast(
        &mut self,
        b: BlockId,
        is_entry: bool,
    ) -> Result<(), CodegenError> {
        let mbb = self.fli.block_mbb[b.0 as usize];
        let f = self.f;
        let insts = &f.block(b).insts;
        let mut k = 0;
        if is_entry && !self.split_entry {
            // The arguments stay in the block's one DAG.
            self.fast_stats.fell_back += self.countable(insts) as u64;
            self.build_block_from(b, 0, true)?;
            return self.drain_dags();
        }
        if is_entry {
            self.start_dag(b, mbb);
            self.lower_arguments()?;
            self.capture_return_address();
            self.flush_root_for_terminator();
            self.finish_dag();
            self.drain_dags()?;
            self.args_live = false;
        }
        while k < insts.len() && self.fast_candidate(b, insts[k]) {
            // The last instruction before the terminator that only the terminator reads (a
            // compare a branch tests) is selected with it, so that the two fold.
            let i = insts[k];
            if k + 2 == insts.len()
                && !self.makes_no_code(i)
                && self.fli.inst_regs[i.0 as usize].is_none()
                && self.fast_candidate(b, insts[k + 1])
            {
                if self.fast_select_last_two(b, mbb, k)? {
                    k += 2;
                }
                break;
            }
            if !self.fast_select_inst(b, mbb, i)? {
                break;
            }
            k += 1;
        }
        if k < insts.len() {
            if std::env::var_os("KILN_FAST_ISEL_WHY").is_some() {
                eprintln!(
                    "why: {} cand={}",
                    self.m
                        .print_inst(f, insts[k])
                        .split_whitespace()
                        .take(4)
                        .collect::<Vec<_>>()
                        .join(" "),
                    self.fast_candidate(b, insts[k])
                );
            }
            self.fast_stats.fell_back += self.countable(&insts[k..]) as u64;
            self.build_block_from(b, k, false)?;
        }
        self.drain_dags()
    }

    /// Selects instructions `k` and `k + 1` (the terminator) of `b` as one DAG on the short
    /// path; `Ok(false)` when it cannot (nothing emitted).
    fn fast_select_last_two(
        &mut self,
        b: BlockId,
        mbb: MBBId,
        k: usize,
    ) -> Result<bool, CodegenError> {
        let f = self.f;
        let pair = &f.block(b).insts[k..k + 2];
        self.start_dag(b, mbb);
        self.lower_insts(b, pair)?;
        let mut dag = std::mem::take(&mut self.dag);
        let ok = crate::fast_isel::dag_is_fast_selectable(&dag, self.tli)
            && match self.consumer.as_mut() {
                Some(c) => c.fast_select(self.mf, &mut dag, mbb, None)?,
                None => false,
            };
        if ok {
            self.fast_stats.selected += 2;
        }
        Ok(ok)
    }

    /// The template key of instruction `i` and its bindings (see
    /// [`crate::fast_isel::TemplateKey`]), or `None` when it cannot have a template: a
    /// terminator or call, or an operand that is neither in registers, a static alloca, a
    /// constant nor a global.
    fn template_key(&self, i: InstId) -> Option<(TemplateKey, Bindings)> {
        let f = self.f;
        let inst = f.inst(i);
        if inst.kind.is_terminator() || matches!(inst.kind, InstKind::Call(_)) {
            return None;
        }
        let ops = f.operands(i);
        let mut key = TemplateKey {
            kind: inst.kind,
            ty: inst.ty,
            flags: (inst.flags, inst.fmf),
            ops: Vec::with_capacity(ops.len()),
        };
        let mut bind = Bindings {
            ops: Vec::with_capacity(ops.len()),
            out: None,
        };
        for &v in ops {
            let (k, b) = match v {
                Value::Inst(d) => match self.fli.static_allocas[d.0 as usize] {
                    Some(fi) => (KeyOperand::Frame(0), Bound::Frame(fi)),
                    None => {
                        let r = self.fli.inst_regs[d.0 as usize]?;
                        (KeyOperand::Reg(f.inst(d).ty, 0), Bound::Reg(r))
                    }
                },
                Value::Arg(a) => {
                    let r = self.fli.arg_regs[a as usize]?;
                    (KeyOperand::Reg(f.args[a as usize].ty, 0), Bound::Reg(r))
                }
                Value::Const(c) => match self.m.consts.get(c) {
                    ConstData::Int { ty, value } => (KeyOperand::Int(*ty, *value), Bound::Fixed),
                    _ => (KeyOperand::Const(c), Bound::Fixed),
                },
                Value::Global(g) => (KeyOperand::Global(g.0), Bound::Fixed),
                _ => return None,
            };
            // Which earlier operand has the same register or frame index.
            let first = bind.ops.iter().position(|&x| x == b && b != Bound::Fixed);
            let first = first.unwrap_or(bind.ops.len()) as u8;
            key.ops.push(match k {
                KeyOperand::Reg(t, _) => KeyOperand::Reg(t, first),
                KeyOperand::Frame(_) => KeyOperand::Frame(first),
                k => k,
            });
            bind.ops.push(b);
        }
        Some((key, bind))
    }

    /// Selects instruction `i` of block `b` on its own (FastISel): from its template when
    /// an instruction with the same key was selected before, else as a one-instruction DAG
    /// on the short path (which becomes the template). `Ok(false)` when it must go to the
    /// block's DAG, having emitted nothing.
    fn fast_select_inst(
        &mut self,
        b: BlockId,
        mbb: MBBId,
        i: InstId,
    ) -> Result<bool, CodegenError> {
        let f = self.f;
        let inst = f.inst(i);
        if self.makes_no_code(i) {
            return Ok(true);
        }
        let had_reg = self.fli.inst_regs[i.0 as usize].is_some();
        let has_value = self.m.types.get(inst.ty) != &TypeData::Void;
        if has_value && !had_reg {
            let (r, _) = self.new_type_regs(inst.ty, Some(i))?;
            self.fli.inst_regs[i.0 as usize] = Some(r);
        }
        let mut keyed = self.template_key(i);
        if let Some((key, bind)) = &mut keyed {
            bind.out = self.fli.inst_regs[i.0 as usize].filter(|_| has_value);
            if let Some(c) = self.consumer.as_mut() {
                if c.instantiate(self.mf, mbb, key, bind) {
                    self.fast_stats.selected += 1;
                    self.fast_stats.from_templates += 1;
                    return Ok(true);
                }
            }
        }
        self.start_dag(b, mbb);
        self.dag.current_order = i.0;
        if inst.kind.is_terminator() {
            self.copy_phi_inputs(b)?;
            self.flush_root_for_terminator();
            self.lower_terminator(i)?;
        } else {
            self.lower_inst(i)?;
            if let Some(r) = self.fli.inst_regs[i.0 as usize].filter(|_| has_value) {
                self.export_inst(i, r)?;
            }
            self.flush_root_for_terminator();
        }
        let mut dag = std::mem::take(&mut self.dag);
        let ok = crate::fast_isel::dag_is_fast_selectable(&dag, self.tli)
            && match self.consumer.as_mut() {
                Some(c) => {
                    let record = keyed.as_ref().map(|(k, b)| (k.clone(), b));
                    c.fast_select(self.mf, &mut dag, mbb, record)?
                }
                None => false,
            };
        if ok {
            self.fast_stats.selected += 1;
        } else if !had_reg {
            self.fli.inst_regs[i.0 as usize] = None;
        }
        Ok(ok)
    }

    /// Whether FastISel may take instruction `i` of block `b`: an instruction it handles, on
    /// legal scalar types.
    fn fast_candidate(&self, b: BlockId, i: InstId) -> bool {
        let f = self.f;
        let inst = f.inst(i);
        if self.makes_no_code(i) {
            return true;
        }
        let takes = match inst.kind {
            InstKind::Binary(_)
            | InstKind::Cast(_)
            | InstKind::Freeze
            | InstKind::ICmp(_)
            | InstKind::FCmp(_)
            | InstKind::Select
            | InstKind::FNeg
            | InstKind::Call(_) => true,
            InstKind::Load { ordering, .. } | InstKind::Store { ordering, .. } => {
                ordering == Ordering::NotAtomic
            }
            InstKind::Gep { .. } => !self.m.types.is_vector(inst.ty),
            InstKind::Br => self.fast_phi_inputs_ok(b),
            InstKind::Ret => true,
            _ => false,
        };
        if !takes || !self.fast_type_ok(Value::Inst(i)) {
            return false;
        }
        let is_gep = matches!(inst.kind, InstKind::Gep { .. });
        f.operands(i).iter().all(|&v| match v {
            Value::Block(_) => true,
            // A GEP's constant indices become offsets whatever their type.
            Value::Const(_) if is_gep => true,
            Value::Inst(_) | Value::Arg(_) | Value::Const(_) | Value::Global(_) => {
                self.fast_type_ok(v)
            }
            _ => false,
        })
    }

    /// How many of `insts` count in the statistics: those that make code (not phis, debug
    /// records or static allocas).
    fn countable(&self, insts: &[InstId]) -> usize {
        insts.iter().filter(|&&i| !self.makes_no_code(i)).count()
    }

    fn makes_no_code(&self, i: InstId) -> bool {
        match self.f.inst(i).kind {
            InstKind::Phi | InstKind::DbgRecord(_) => true,
            InstKind::Alloca { .. } => self.fli.static_allocas[i.0 as usize].is_some(),
            _ => false,
        }
    }

    /// Hands every finished DAG to the consumer, in the order they were built.
    pub(super) fn drain_dags(&mut self) -> Result<(), CodegenError> {
        if let Some(c) = self.consumer.as_mut() {
            for bd in self.dags.drain(..) {
                c.select_block_dag(self.mf, bd)?;
            }
        }
        Ok(())
    }

    /// Whether value `v` has a type FastISel takes (see [`crate::fast_isel::fast_type`]), or
    /// no value.
    fn fast_type_ok(&self, v: Value) -> bool {
        let ty = self.f.value_type(self.m, v);
        if self.m.types.get(ty) == &TypeData::Void {
            return true;
        }
        match self.evt_of(ty) {
            Some(vt) => crate::fast_isel::fast_type(vt, self.tli),
            None => false,
        }
    }

    /// Whether the phis of `b`'s successors take values FastISel can copy: legal scalars.
    fn fast_phi_inputs_ok(&self, b: BlockId) -> bool {
        let f = self.f;
        f.successors(b).all(|s| {
            f.block(s)
                .insts
                .iter()
                .take_while(|&&pi| f.inst(pi).kind == InstKind::Phi)
                .all(|&pi| self.fast_type_ok(Value::Inst(pi)))
        })
    }
}
