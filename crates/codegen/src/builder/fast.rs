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
use crate::machine::MBBId;
use crate::target_lowering::TypeAction;
use crate::CodegenError;

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
            k += 1;
        }
        if k > 0 && !self.fast_select_prefix(b, mbb, k)? {
            k = 0;
        }
        if k < insts.len() {
            self.fast_stats.fell_back += self.countable(&insts[k..]) as u64;
            self.build_block_from(b, k, false)?;
        }
        self.drain_dags()
    }

    /// Selects the first `k` instructions of `b` (all FastISel candidates) as one DAG on
    /// the short path; `Ok(false)` when that DAG needs the full pipeline (then nothing was
    /// emitted, and the whole block goes to one DAG).
    fn fast_select_prefix(&mut self, b: BlockId, mbb: MBBId, k: usize) -> Result<bool, CodegenError> {
        let f = self.f;
        let insts = &f.block(b).insts;
        let (prefix, rest) = insts.split_at(k);
        // Values of the prefix that the rest of the block reads cross in registers.
        let mut made = Vec::new();
        let in_prefix: std::collections::HashSet<
            InstId,
            std::hash::BuildHasherDefault<crate::selection_dag::FxHasher>,
        > =
            if rest.is_empty() {
                Default::default()
            } else {
                prefix.iter().copied().collect()
            };
        for &j in rest {
            for &v in f.operands(j) {
                let Value::Inst(d) = v else { continue };
                let di = d.0 as usize;
                if f.inst(d).block != b
                    || self.fli.inst_regs[di].is_some()
                    || self.fli.static_allocas[di].is_some()
                    || !in_prefix.contains(&d)
                {
                    continue;
                }
                let (r, _) = self.new_type_regs(f.inst(d).ty, Some(d))?;
                self.fli.inst_regs[di] = Some(r);
                made.push(d);
            }
        }
        self.start_dag(b, mbb);
        self.lower_insts(b, prefix)?;
        self.flush_root_for_terminator();
        let mut dag = std::mem::take(&mut self.dag);
        let ok = crate::fast_isel::dag_is_fast_selectable(&dag, self.tli)
            && match self.consumer.as_mut() {
                Some(c) => c.fast_select(self.mf, &mut dag, mbb)?,
                None => false,
            };
        if ok {
            self.fast_stats.selected += self.countable(prefix) as u64;
        } else {
            for d in made {
                self.fli.inst_regs[d.0 as usize] = None;
            }
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
            InstKind::Binary(_) | InstKind::Cast(_) | InstKind::Freeze => true,
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

    /// Whether value `v` has a type FastISel takes: a legal scalar (or no value).
    fn fast_type_ok(&self, v: Value) -> bool {
        let ty = self.f.value_type(self.m, v);
        if self.m.types.get(ty) == &TypeData::Void {
            return true;
        }
        match self.evt_of(ty) {
            Some(vt) => !vt.is_vector() && self.tli.type_action(vt) == TypeAction::Legal,
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
