//! Exception handling in the SelectionDAGBuilder (LLVM's `visitInvoke`, `visitLandingPad`,
//! `visitResume` and `llvm.eh.typeid.for`), with the tables of [`crate::eh`].
//!
//! In: a function with `invoke`, `landingpad` or `resume` and a personality. Out: an invoke's
//! call between two `EH_LABEL`s, then a branch to the normal block; a landing block per
//! invoke (entered by the unwinder, jumping to the IR landing pad); `landingpad` as loads of
//! the exception pointer and selector from the slots the landing blocks store them into;
//! `resume` as a call of `_Unwind_Resume`; `llvm.eh.typeid.for` as the type id of its type
//! info; the function's [`EhFuncInfo`] (type infos, filters, landing pads, call sites).
//!
//! Values flowing into the landing pad (its phis' inputs from the invoke's block, and every
//! value of the block the pad reads) are written before the begin label, so that they are in
//! place when the call unwinds.

use super::{err_at, err_at_with, Builder};
use crate::eh::{global_of, CallSiteInfo, EhFuncInfo, LandingPadInfo};
use crate::machine::MBBId;
use crate::selection_dag::isd::Opcode;
use crate::selection_dag::{MachineMemOperand, SDValue};
use crate::target::target_opcode;
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_ir::types::TypeTable;
use kiln_ir::{BlockId, ConstData, InstId, InstKind, Value};

impl Builder<'_> {
    /// Sets up the function's exception tables when it has `invoke`s or landing pads: the
    /// target's exception registers, the personality, the frame slots, and the type ids of
    /// every clause in block order (each pad's clauses last first, as LLVM numbers them).
    pub(super) fn init_eh(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        let m = self.m;
        let mut first = None;
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                if matches!(
                    f.inst(i).kind,
                    InstKind::Invoke(_) | InstKind::LandingPad { .. } | InstKind::Resume
                ) {
                    first = first.or(Some(i));
                }
            }
        }
        let Some(at) = first else { return Ok(()) };
        let (Some(ptr_reg), Some(sel_reg)) = (
            self.target.exception_pointer_register(),
            self.target.exception_selector_register(),
        ) else {
            return Err(err_at(f, m, at, "exception handling on this target"));
        };
        let Some(personality) = f.personality.and_then(|c| global_of(m, c)) else {
            return Err(err_at_with(
                f,
                m,
                at,
                "exception handling needs a personality function that is a global",
            ));
        };
        let ptr_bytes = (m.data_layout.pointer_size_bits(0) / 8) as u64;
        let fi = &mut self.mf.frame_info;
        let slots = [
            fi.create_stack_object(ptr_bytes, ptr_bytes),
            fi.create_stack_object(ptr_bytes, ptr_bytes),
        ];
        let mut eh = EhFuncInfo {
            personality,
            slots,
            regs: [ptr_reg, sel_reg],
            ..Default::default()
        };
        self.pad_actions = vec![Vec::new(); f.insts.len()];
        for &b in &f.layout {
            for &i in &f.block(b).insts {
                let InstKind::LandingPad { clause_kinds } = f.inst(i).kind else {
                    continue;
                };
                let ops = f.operands(i);
                let kinds = &f.indices[clause_kinds.start as usize..][..clause_kinds.len as usize];
                let mut actions = Vec::with_capacity(ops.len() + 1);
                for (&v, &k) in ops.iter().zip(kinds).rev() {
                    if k == 0 {
                        let ti = self.type_info_of(v, i)?;
                        actions.push(eh.type_id_for(ti));
                    } else {
                        let mut ids = Vec::new();
                        for ti in self.filter_type_infos(v, i)? {
                            ids.push(eh.type_id_for(ti) as u32);
                        }
                        actions.push(eh.filter_id_for(&ids));
                    }
                }
                actions.reverse();
                let cleanup = f.inst(i).flags & kiln_ir::instructions::flags::CLEANUP != 0;
                if cleanup && !actions.is_empty() {
                    actions.push(0);
                }
                self.pad_actions[i.0 as usize] = actions;
            }
        }
        self.mf.eh = Some(Box::new(eh));
        Ok(())
    }

    /// The type info a catch clause names: a global, or `None` for `ptr null`.
    fn type_info_of(&self, v: Value, at: InstId) -> Result<Option<u32>, CodegenError> {
        match v {
            Value::Global(g) => Ok(Some(g.0)),
            Value::Const(c) if matches!(self.m.consts.get(c), ConstData::Null(_)) => Ok(None),
            Value::Const(c) => match global_of(self.m, c) {
                Some(g) => Ok(Some(g)),
                None => Err(err_at_with(
                    self.f,
                    self.m,
                    at,
                    "a catch clause that is not a global or null",
                )),
            },
            _ => Err(err_at_with(
                self.f,
                self.m,
                at,
                "a catch clause that is not a constant",
            )),
        }
    }

    /// The type infos a filter clause (a constant array) lists.
    fn filter_type_infos(&self, v: Value, at: InstId) -> Result<Vec<Option<u32>>, CodegenError> {
        let Value::Const(c) = v else {
            return Err(err_at_with(
                self.f,
                self.m,
                at,
                "a filter clause that is not a constant",
            ));
        };
        match self.m.consts.get(c) {
            ConstData::Array { elems, .. } => elems
                .iter()
                .map(|&e| self.type_info_of(Value::Const(e), at))
                .collect(),
            ConstData::Zero(_) | ConstData::Null(_) => Ok(Vec::new()),
            _ => Err(err_at_with(
                self.f,
                self.m,
                at,
                "a filter clause that is not a constant array",
            )),
        }
    }

    /// An `EH_LABEL` with id `k` on the root chain.
    fn emit_eh_label(&mut self, k: u32) {
        let chain = self.dag.root();
        let id = self
            .dag
            .get_target_constant(k as i128, EVT::Simple(MVT::i32));
        let l = self.dag.get(
            Opcode::machine(target_opcode::EH_LABEL),
            EVT::OTHER,
            &[id, chain],
        );
        self.dag.set_root(l);
    }

    /// `invoke`: the landing pad's phi inputs and everything the block exports first, then
    /// the call between its labels, then the normal block's phi inputs and the branch. The
    /// landing block is made here and built by [`Builder::build_landing_blocks`].
    pub(super) fn lower_invoke(
        &mut self,
        b: BlockId,
        i: InstId,
        ci: kiln_ir::instructions::CallId,
    ) -> Result<(), CodegenError> {
        let f = self.f;
        let ops = f.operands(i);
        let (Value::Block(normal), Value::Block(unwind)) = (ops[ops.len() - 2], ops[ops.len() - 1])
        else {
            return Err(err_at_with(
                f,
                self.m,
                i,
                "an invoke without block operands",
            ));
        };
        let Some(pad_inst) = f
            .block(unwind)
            .insts
            .iter()
            .copied()
            .find(|&x| f.inst(x).kind != InstKind::Phi)
            .filter(|&x| matches!(f.inst(x).kind, InstKind::LandingPad { .. }))
        else {
            return Err(err_at(
                f,
                self.m,
                i,
                "an invoke whose unwind destination is not a landingpad (Windows funclet pads)",
            ));
        };
        self.copy_phi_inputs_to(b, unwind)?;
        self.flush_root_for_terminator();
        let eh = self
            .mf
            .eh
            .as_mut()
            .expect("invariant: init_eh made the tables for a function with invokes");
        let (begin, end, label) = (eh.new_label(), eh.new_label(), eh.new_label());
        self.emit_eh_label(begin);
        self.lower_call(i, ci)?;
        self.emit_eh_label(end);
        if f.inst(i).ty != TypeTable::VOID {
            if let Some(r) = self.fli.inst_regs[i.0 as usize] {
                self.export_inst(i, r)?;
            }
        }
        self.copy_phi_inputs_to(b, normal)?;
        self.flush_root_for_terminator();
        let lmbb = self
            .mf
            .add_block(format!("{}.landing", self.mf.block(self.cur_mbb).name));
        self.mf.block_mut(lmbb).is_eh_pad = true;
        // Phis of the pad read the values the invoke's block wrote for them.
        self.fli.mbb_ir_block.push(b);
        let to = self.fli.block_mbb[normal.0 as usize];
        self.emit_br(to);
        self.mf.add_successor(self.cur_mbb, lmbb);
        let actions = self.pad_actions[pad_inst.0 as usize].clone();
        let eh = self.mf.eh.as_mut().expect("invariant: checked above");
        eh.pads.push(LandingPadInfo {
            mbb: lmbb,
            label,
            actions,
        });
        let pad = eh.pads.len() - 1;
        eh.call_sites.push(CallSiteInfo { begin, end, pad });
        self.pending_landing_blocks
            .push((lmbb, self.fli.block_mbb[unwind.0 as usize]));
        Ok(())
    }

    /// The DAGs of the landing blocks made for block `b`'s invoke: a branch to the pad (the
    /// entry code comes after allocation, [`crate::eh::insert_landing_pad_entries`]).
    pub(super) fn build_landing_blocks(&mut self, b: BlockId) {
        let pending = std::mem::take(&mut self.pending_landing_blocks);
        for (lmbb, pad) in pending {
            self.start_dag(b, lmbb);
            self.emit_br(pad);
            self.finish_dag();
        }
    }

    /// `landingpad`: the exception pointer and selector, loaded (volatile, so that no pass
    /// moves or merges them) from the slots the landing block stored them into.
    pub(super) fn lower_landing_pad(&mut self, i: InstId) -> Result<(), CodegenError> {
        let leaves = self.type_leaves(self.f.inst(i).ty, i)?;
        let i32t = EVT::Simple(MVT::i32);
        if leaves.len() != 2 || leaves[0].vt != self.ptr_vt || leaves[1].vt != i32t {
            return Err(err_at_with(
                self.f,
                self.m,
                i,
                "a landingpad whose type is not { ptr, i32 }",
            ));
        }
        let slots = self.mf.eh.as_ref().map(|e| e.slots).ok_or_else(|| {
            err_at_with(self.f, self.m, i, "a landingpad without exception tables")
        })?;
        let ptr_bytes = (self.m.data_layout.pointer_size_bits(0) / 8) as u64;
        let mut chain = self.get_root();
        let mut vals = Vec::with_capacity(2);
        for (k, vt) in [(0, self.ptr_vt), (1, i32t)] {
            let addr = self.dag.get_frame_index(slots[k], self.ptr_vt, false);
            let size = if k == 0 { ptr_bytes } else { 4 };
            let mmo = self.mem_operand(
                addr,
                size,
                size,
                MachineMemOperand::LOAD | MachineMemOperand::VOLATILE,
            );
            let l = self.dag.get_load(vt, chain, addr, mmo);
            chain = SDValue::new(l.node, 1);
            vals.push(l);
        }
        self.dag.set_root(chain);
        self.set_any(i, &vals);
        Ok(())
    }

    /// `resume`: `_Unwind_Resume` of the exception pointer, which does not return.
    pub(super) fn lower_resume(&mut self, i: InstId) -> Result<(), CodegenError> {
        let v = self.f.operands(i)[0];
        let leaves = self.get_leaves(v, i)?;
        let ptr_vt = self.ptr_vt;
        self.lower_libcall("_Unwind_Resume", &[(leaves[0], ptr_vt)], None)?;
        let chain = self.dag.root();
        let t = self
            .dag
            .get(crate::selection_dag::isd::TRAP, EVT::OTHER, &[chain]);
        self.dag.set_root(t);
        Ok(())
    }

    /// `llvm.eh.typeid.for(ptr @ti)`: the type id the selector holds when `@ti` is caught.
    pub(super) fn lower_eh_typeid_for(
        &mut self,
        i: InstId,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let ti = self.type_info_of(args[0], i)?;
        let Some(eh) = self.mf.eh.as_mut() else {
            return Err(err_at_with(
                self.f,
                self.m,
                i,
                "llvm.eh.typeid.for in a function without landing pads",
            ));
        };
        let id = eh.type_id_for(ti);
        let c = self.dag.get_constant(id as i128, EVT::Simple(MVT::i32));
        self.set_value(i, c);
        Ok(())
    }
}

/// The landing blocks made so far: `(landing block, IR landing pad's machine block)`.
pub(super) type PendingLanding = Vec<(MBBId, MBBId)>;
