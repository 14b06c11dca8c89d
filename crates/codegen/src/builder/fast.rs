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

/// The most instructions selected as one group.
const MAX_GROUP: usize = 4;

impl Builder<'_> {
    /// Whether the entry block's arguments can be lowered in a DAG of their own, read from
    /// registers by everything after it: scalar arguments only, no demoted return (its
    /// hidden pointer stays a DAG value) and no variable arguments.
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
        // Uses of each instruction by the block's instructions.
        for &i in insts {
            for &v in f.operands(i) {
                if let Value::Inst(d) = v {
                    if f.inst(d).block == b {
                        self.fast_uses[d.0 as usize] += 1;
                    }
                }
            }
        }
        let mut k = 0;
        while k < insts.len() && self.fast_candidate(b, insts[k]) {
            if self.makes_no_code(insts[k]) {
                k += 1;
                continue;
            }
            // An instruction whose one use is the next one is selected with it, so that the
            // two fold as in the block DAG (a load into arithmetic, an address into the
            // access, a compare into the branch).
            let mut n = 1;
            while n < MAX_GROUP && k + n < insts.len() {
                let (i, next) = (insts[k + n - 1], insts[k + n]);
                if self.fli.inst_regs[i.0 as usize].is_some()
                    || self.fast_uses[i.0 as usize] != 1
                    || !f.operands(next).contains(&Value::Inst(i))
                    || self.makes_no_code(next)
                    || !self.fast_candidate(b, next)
                {
                    break;
                }
                n += 1;
            }
            if !self.fast_select_group(b, mbb, &insts[k..k + n])? {
                break;
            }
            k += n;
        }
        for &i in insts {
            for &v in f.operands(i) {
                if let Value::Inst(d) = v {
                    self.fast_uses[d.0 as usize] = 0;
                }
            }
        }
        if k < insts.len() {
            self.fast_stats.fell_back += self.countable(&insts[k..]) as u64;
            self.build_block_from(b, k, false)?;
        }
        self.drain_dags()
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

    /// Whether FastISel takes values of IR type `ty` (see [`crate::fast_isel::fast_type`]);
    /// `void` too. Remembered per type.
    fn fast_type_ok_ty(&self, ty: kiln_ir::TypeId) -> bool {
        let k = ty.0 as usize;
        if let Some(&c) = self.fast_type_cache.borrow().get(k) {
            if c != 0 {
                return c == 1;
            }
        }
        let ok = self.m.types.get(ty) == &TypeData::Void
            || self
                .evt_of(ty)
                .is_some_and(|vt| crate::fast_isel::fast_type(vt, self.tli));
        let mut cache = self.fast_type_cache.borrow_mut();
        if cache.len() <= k {
            cache.resize(k + 1, 0);
        }
        cache[k] = if ok { 1 } else { 2 };
        ok
    }

    fn fast_type_ok(&self, v: Value) -> bool {
        self.fast_type_ok_ty(self.f.value_type(self.m, v))
    }

    /// Whether FastISel may take instruction `i` of block `b`: an instruction it handles, on
    /// types it takes.
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
        if !takes || !self.fast_type_ok_ty(inst.ty) {
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

    /// Whether the phis of `b`'s successors take values FastISel can copy.
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

    /// Whether some successor of `b` has a phi.
    fn successor_has_phi(&self, b: BlockId) -> bool {
        let f = self.f;
        f.successors(b).any(|s| {
            f.block(s)
                .insts
                .first()
                .is_some_and(|&pi| f.inst(pi).kind == InstKind::Phi)
        })
    }

    /// The template key of the instructions `group` (consecutive, each read only by the
    /// next) and their bindings (see [`crate::fast_isel::TemplateKey`]), or `None`
    /// when they cannot have a template: a call, a terminator other than `br` and `ret` or
    /// one whose successors have phis, or an operand that is neither in registers, the
    /// group's own value, a static alloca, a constant, a global nor a block.
    fn template_key(&self, b: BlockId, group: &[InstId]) -> Option<(TemplateKey, Bindings)> {
        let f = self.f;
        let mut key = TemplateKey {
            insts: Vec::with_capacity(group.len()),
            ops: Vec::new(),
        };
        let mut bind = Bindings::default();
        for &i in group {
            let inst = f.inst(i);
            match inst.kind {
                InstKind::Call(_) => return None,
                InstKind::Br if self.successor_has_phi(b) => return None,
                InstKind::Ret if self.demoted_ret.is_some() || self.tail_call_made.is_some() => {
                    return None
                }
                InstKind::Br | InstKind::Ret => {}
                _ if inst.kind.is_terminator() => return None,
                _ => {}
            }
            key.insts.push((inst.kind, inst.ty, inst.flags, inst.fmf));
            if inst.kind == InstKind::Ret {
                key.ops.push(KeyOperand::ReturnAbi(f.cc, f.ret_attrs.0));
                bind.ops.push(Bound::Fixed);
            }
            for &v in f.operands(i) {
                let (k, bound) = match v {
                    Value::Inst(d) if group.contains(&d) => (KeyOperand::Fused, Bound::Fixed),
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
                        ConstData::Int { ty, value } => {
                            (KeyOperand::Int(*ty, *value), Bound::Fixed)
                        }
                        _ => (KeyOperand::Const(c), Bound::Fixed),
                    },
                    Value::Global(g) => (KeyOperand::Global(g.0), Bound::Fixed),
                    Value::Block(bb) => (
                        KeyOperand::Block(0),
                        Bound::Block(self.fli.block_mbb[bb.0 as usize]),
                    ),
                    _ => return None,
                };
                // Which earlier operand has the same register, frame index or block.
                let first = bind
                    .ops
                    .iter()
                    .position(|&x| x == bound && bound != Bound::Fixed)
                    .unwrap_or(bind.ops.len()) as u8;
                key.ops.push(match k {
                    KeyOperand::Reg(t, _) => KeyOperand::Reg(t, first),
                    KeyOperand::Frame(_) => KeyOperand::Frame(first),
                    KeyOperand::Block(_) => KeyOperand::Block(first),
                    k => k,
                });
                bind.ops.push(bound);
            }
        }
        Some((key, bind))
    }

    /// Selects `group` (consecutive instructions of `b`, each read only by the next) on its
    /// own (FastISel): from its template when a group with the same key was
    /// selected before, else as one small DAG on the short path (which becomes the
    /// template). `Ok(false)` when it must go to the block's DAG, having emitted nothing.
    fn fast_select_group(
        &mut self,
        b: BlockId,
        mbb: MBBId,
        group: &[InstId],
    ) -> Result<bool, CodegenError> {
        let f = self.f;
        let last = *group.last().expect("invariant: a group is not empty");
        let inst = f.inst(last);
        let had_reg = self.fli.inst_regs[last.0 as usize].is_some();
        let has_value = self.m.types.get(inst.ty) != &TypeData::Void;
        if has_value && !had_reg {
            let (r, _) = self.new_type_regs(inst.ty, Some(last))?;
            self.fli.inst_regs[last.0 as usize] = Some(r);
        }
        let mut keyed = self.template_key(b, group);
        if let Some((key, bind)) = &mut keyed {
            bind.out = self.fli.inst_regs[last.0 as usize].filter(|_| has_value);
            if let Some(c) = self.consumer.as_mut() {
                if c.instantiate(self.mf, mbb, key, bind) {
                    for &x in &bind.ops {
                        if let Bound::Block(to) = x {
                            self.mf.add_successor(mbb, to);
                        }
                    }
                    self.fast_stats.selected += group.len() as u64;
                    self.fast_stats.from_templates += group.len() as u64;
                    return Ok(true);
                }
            }
        }
        self.start_dag(b, mbb);
        self.lower_insts(b, group)?;
        // (`lower_insts` exported the value: it has its register.)
        if !inst.kind.is_terminator() {
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
            self.fast_stats.selected += group.len() as u64;
        } else if !had_reg {
            self.fli.inst_regs[last.0 as usize] = None;
        }
        Ok(ok)
    }
}
