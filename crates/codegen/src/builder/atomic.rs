//! The SelectionDAGBuilder's atomic and thread-local parts: `load atomic`, `store atomic`,
//! `fence`, `atomicrmw` and `cmpxchg` (with the `extractvalue`s of its `{old, success}` pair)
//! handed to the target's [`TargetLowering::lower_atomic`]; accesses wider than a register
//! as the `__atomic_*_N` libcalls (as LLVM's `AtomicExpandPass` does when the size exceeds
//! the target's largest lock-free width); and the address of a `thread_local` global as a
//! `GlobalTLSAddress` node carrying the TLS model LLVM's `TargetMachine::getTLSModel` picks.
//!
//! In: the instruction being built. Out: its value in the block's DAG and the chain in the
//! root; every atomic is chained to the root (pending loads flushed first), so it stays
//! ordered against every other memory access of its block.

use kiln_ir::instructions::{flags as irflags, Ordering, RmwOp, SyncScope};
use kiln_ir::module::{Linkage, TlsModel, Visibility};
use kiln_ir::types::TypeTable;
use kiln_ir::{BlockId, Function, InstId, InstKind, Value};

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, tls_model, CondCode};
use crate::selection_dag::{MachineMemOperand, NodeData, SDNodeFlags, SDValue};
use crate::target_lowering::{AtomicKind, AtomicOp, LoweringContext};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

/// The C11 `memory_order` number of an ordering (the `__atomic_*` libcalls' argument).
fn c_ordering(o: Ordering) -> i128 {
    match o {
        Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

/// For a `cmpxchg` result `v`, its expected-value operand (whose type is the old value's).
pub(super) fn cmpxchg_old_value(f: &Function, v: Value) -> Value {
    match v {
        Value::Inst(d) if matches!(f.inst(d).kind, InstKind::CmpXchg { .. }) => f.operands(d)[1],
        _ => v,
    }
}

/// The expected value of a `cmpxchg` used as `v` from block `b` in another block (the
/// success flag is recomputed from it there), or `None`.
pub(super) fn cmpxchg_expected(f: &Function, v: Value, b: BlockId) -> Option<Value> {
    match v {
        Value::Inst(d)
            if matches!(f.inst(d).kind, InstKind::CmpXchg { .. }) && f.inst(d).block != b =>
        {
            Some(f.operands(d)[1])
        }
        _ => None,
    }
}

impl Builder<'_> {
    /// The address of module global `g`: for a `thread_local` one, a `GlobalTLSAddress` with
    /// the TLS model LLVM's `TargetMachine::getTLSModel` picks, and under the dynamic models
    /// the call `__tls_get_addr(<GOT pair of g>)` that returns it.
    pub(super) fn global_address(&mut self, g: u32) -> Result<SDValue, CodegenError> {
        let gv = self.m.global(kiln_ir::GlobalId(g));
        let Some(declared) = gv.thread_local else {
            return Ok(self.dag.get_global_address(g, self.ptr_vt, 0, false, 0));
        };
        // A symbol known to be in this module is local-exec (executable) or local-dynamic
        // (shared library), any other initial-exec or general-dynamic; a more specific model
        // written on the global wins. Position-independent code for an executable (the
        // module's "PIE Level" flag) uses the executable's models, as LLVM's getTLSModel does.
        let is_local = gv.dso_local
            || matches!(gv.linkage, Linkage::Internal | Linkage::Private)
            || gv.visibility != Visibility::Default;
        let shared_library =
            self.target.is_position_independent() && self.m.module_flag("PIE Level").is_none();
        let model = match (shared_library, is_local) {
            (false, true) => tls_model::LOCAL_EXEC,
            (false, false) => tls_model::INITIAL_EXEC,
            (true, true) => tls_model::LOCAL_DYNAMIC,
            (true, false) => tls_model::GENERAL_DYNAMIC,
        };
        let written = match declared {
            TlsModel::GeneralDynamic => tls_model::GENERAL_DYNAMIC,
            TlsModel::LocalDynamic => tls_model::LOCAL_DYNAMIC,
            TlsModel::InitialExec => tls_model::INITIAL_EXEC,
            TlsModel::LocalExec => tls_model::LOCAL_EXEC,
        };
        let model = model.max(written);
        let node = self.dag.get_node_full(
            isd::GLOBAL_TLS_ADDRESS,
            &[self.ptr_vt],
            &[],
            NodeData::GlobalAddress {
                global: g,
                offset: 0,
                target_flags: model,
            },
            SDNodeFlags::default(),
        );
        if model >= tls_model::INITIAL_EXEC || self.target.selects_tls_get_addr_call() {
            return Ok(node);
        }
        // The dynamic models: the node is the address of the symbol's GOT pair (module,
        // offset), which __tls_get_addr turns into this thread's address.
        let r = self.lower_libcall("__tls_get_addr", &[(node, self.ptr_vt)], Some(self.ptr_vt))?;
        Ok(r.expect("invariant: __tls_get_addr returns a pointer"))
    }

    /// `load atomic`, `store atomic`, `fence`, `atomicrmw`, `cmpxchg`.
    pub(super) fn lower_atomic_inst(&mut self, i: InstId) -> Result<(), CodegenError> {
        let f = self.f;
        let inst = f.inst(i);
        let ops = f.operands(i);
        let vty = |v: Value| f.value_type(self.m, v);
        let (kind, ordering, failure, scope, align, ptr, val, cmp, ty) = match inst.kind {
            InstKind::Load {
                align,
                ordering,
                scope,
            } => (
                AtomicKind::Load,
                ordering,
                ordering,
                scope,
                align,
                Some(ops[0]),
                None,
                None,
                inst.ty,
            ),
            InstKind::Store {
                align,
                ordering,
                scope,
            } => (
                AtomicKind::Store,
                ordering,
                ordering,
                scope,
                align,
                Some(ops[1]),
                Some(ops[0]),
                None,
                vty(ops[0]),
            ),
            InstKind::Fence { ordering, scope } => (
                AtomicKind::Fence,
                ordering,
                ordering,
                scope,
                Default::default(),
                None,
                None,
                None,
                TypeTable::VOID,
            ),
            InstKind::AtomicRmw {
                op,
                ordering,
                scope,
                align,
            } => (
                AtomicKind::Rmw(op),
                ordering,
                ordering,
                scope,
                align,
                Some(ops[0]),
                Some(ops[1]),
                None,
                vty(ops[1]),
            ),
            InstKind::CmpXchg {
                success,
                failure,
                scope,
                align,
            } => (
                AtomicKind::CmpXchg {
                    weak: inst.flags & irflags::WEAK != 0,
                },
                success,
                failure,
                scope,
                align,
                Some(ops[0]),
                Some(ops[2]),
                Some(ops[1]),
                vty(ops[1]),
            ),
            _ => return Err(err_at(f, self.m, i, "this atomic instruction")),
        };
        let vt = if ty == TypeTable::VOID {
            EVT::OTHER
        } else {
            let vt = self.evt_of(ty).ok_or_else(|| {
                err_at(
                    f,
                    self.m,
                    i,
                    &format!("an atomic access of type {}", self.m.types.to_string(ty)),
                )
            })?;
            if !vt.is_integer() && vt != self.ptr_vt {
                return Err(err_at(
                    f,
                    self.m,
                    i,
                    &format!("an atomic access of type {}", vt.name()),
                ));
            }
            vt
        };
        let size = if ty == TypeTable::VOID {
            0
        } else {
            self.m.data_layout.store_size(&self.m.types, ty)
        };
        let align = align.bytes().unwrap_or(size.max(1));
        if size > 0 && align < size {
            return Err(err_at(f, self.m, i, "a misaligned atomic access"));
        }
        let ptr_v = match ptr {
            Some(p) => self.get_value(p, i)?,
            None => self.dag.get_undef(self.ptr_vt),
        };
        let val_v = match val {
            Some(v) => Some(self.get_value(v, i)?),
            None => None,
        };
        let cmp_v = match cmp {
            Some(v) => Some(self.get_value(v, i)?),
            None => None,
        };
        if self.tli.outline_atomics {
            if let Some((name, operand)) =
                crate::selection_dag::atomic::outline_atomic_helper(kind, ordering, failure, size)
            {
                let name = crate::legalize::intern_symbol(&name);
                let v = self.outline_atomic_call(name, operand, vt, ptr_v, val_v, cmp_v)?;
                self.set_value(i, v);
                return Ok(());
            }
        }
        if size * 8 > u64::from(self.target.max_atomic_size_in_bits()) {
            return self.lower_atomic_libcall(i, kind, ordering, failure, vt, size, ptr_v, val_v);
        }
        let mut mflags = match kind {
            AtomicKind::Load => MachineMemOperand::LOAD,
            AtomicKind::Store => MachineMemOperand::STORE,
            _ => MachineMemOperand::LOAD | MachineMemOperand::STORE,
        };
        if inst.flags & irflags::VOLATILE != 0 {
            mflags |= MachineMemOperand::VOLATILE;
        }
        let mmo = self.mem_operand(ptr_v, size, align, mflags);
        let op = AtomicOp {
            kind,
            ordering,
            failure_ordering: failure,
            single_thread: scope == SyncScope::SingleThread,
            vt,
            chain: self.get_root(),
            ptr: ptr_v,
            val: val_v,
            cmp: cmp_v,
            mmo,
        };
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let (res, chain) = self
            .target
            .lower_atomic(&mut self.dag, &mut cx, &op)
            .map_err(|e| err_at(f, self.m, i, &e.msg))?;
        self.dag.set_root(chain);
        if let Some(r) = res {
            self.set_value(i, r);
        }
        Ok(())
    }

    /// A read-modify-write or compare-exchange as a call to its outline-atomics helper
    /// `name` ([`crate::selection_dag::atomic::outline_atomic_helper`]): the operand (negated
    /// or inverted as `operand` says) or the expected and new values, then the address; the
    /// result is the old value.
    fn outline_atomic_call(
        &mut self,
        name: &'static str,
        operand: crate::selection_dag::atomic::LseOperand,
        vt: EVT,
        ptr: SDValue,
        val: Option<SDValue>,
        cmp: Option<SDValue>,
    ) -> Result<SDValue, CodegenError> {
        let val = val.expect("invariant: atomicrmw and cmpxchg have an operand");
        let mut args = Vec::with_capacity(3);
        if let Some(c) = cmp {
            args.push((c, vt));
        }
        let val = crate::selection_dag::atomic::lse_operand(&mut self.dag, operand, val, vt);
        args.extend([(val, vt), (ptr, self.ptr_vt)]);
        let r = self.lower_libcall(name, &args, Some(vt))?;
        Ok(r.expect("invariant: a libcall with a result type returns a value"))
    }

    /// An atomic wider than the target's `max_atomic_size_in_bits` through libatomic's
    /// `__atomic_*_N` functions (LLVM's `AtomicExpandPass` libcalls).
    #[allow(clippy::too_many_arguments)]
    fn lower_atomic_libcall(
        &mut self,
        i: InstId,
        kind: AtomicKind,
        ordering: Ordering,
        failure: Ordering,
        vt: EVT,
        size: u64,
        ptr: SDValue,
        val: Option<SDValue>,
    ) -> Result<(), CodegenError> {
        let f = self.f;
        // The `_N` routines exist for 1, 2, 4 and 8 bytes and for twice the register width
        // (16 bytes on a 64-bit target), which they take and return in a register pair.
        if !matches!(size, 1 | 2 | 4 | 8) && size != 2 * (self.ptr_vt.size_in_bits() as u64 / 8) {
            return Err(err_at(
                f,
                self.m,
                i,
                &format!("an atomic access of {size} bytes"),
            ));
        }
        let int = EVT::Simple(MVT::i32);
        let ord = self.dag.get_constant(c_ordering(ordering), int);
        let base = match kind {
            AtomicKind::Load => "__atomic_load",
            AtomicKind::Store => "__atomic_store",
            AtomicKind::Rmw(RmwOp::Xchg) => "__atomic_exchange",
            AtomicKind::Rmw(RmwOp::Add) => "__atomic_fetch_add",
            AtomicKind::Rmw(RmwOp::Sub) => "__atomic_fetch_sub",
            AtomicKind::Rmw(RmwOp::And) => "__atomic_fetch_and",
            AtomicKind::Rmw(RmwOp::Or) => "__atomic_fetch_or",
            AtomicKind::Rmw(RmwOp::Xor) => "__atomic_fetch_xor",
            AtomicKind::Rmw(RmwOp::Nand) => "__atomic_fetch_nand",
            AtomicKind::CmpXchg { .. } => {
                return self.lower_cmpxchg_libcall(i, ordering, failure, vt, ptr, size);
            }
            _ => {
                return Err(err_at(
                    f,
                    self.m,
                    i,
                    &format!("this {size}-byte atomic operation (no __atomic libcall)"),
                ))
            }
        };
        let name = crate::legalize::intern_symbol(&format!("{base}_{size}"));
        let mut args = vec![(ptr, self.ptr_vt)];
        if let Some(v) = val {
            args.push((v, vt));
        }
        args.push((ord, int));
        let ret = (kind != AtomicKind::Store).then_some(vt);
        if let Some(r) = self.lower_libcall(name, &args, ret)? {
            self.set_value(i, r);
        }
        Ok(())
    }

    /// A `size`-byte `cmpxchg`: `__atomic_compare_exchange_N(ptr, &expected, desired,
    /// success, failure)` with `expected` in a stack slot, which holds the old value
    /// afterwards.
    fn lower_cmpxchg_libcall(
        &mut self,
        i: InstId,
        ordering: Ordering,
        failure: Ordering,
        vt: EVT,
        ptr: SDValue,
        size: u64,
    ) -> Result<(), CodegenError> {
        let ops = self.f.operands(i);
        let cmp = self.get_value(ops[1], i)?;
        let new = self.get_value(ops[2], i)?;
        let fi = self.mf.frame_info.create_stack_object(size, size);
        let slot = self.dag.get_frame_index(fi, self.ptr_vt, false);
        let mmo = self.mem_operand(slot, size, size, MachineMemOperand::STORE);
        let chain = self.get_root();
        let st = self.dag.get_store(chain, cmp, slot, mmo);
        self.dag.set_root(st);
        let int = EVT::Simple(MVT::i32);
        let so = self.dag.get_constant(c_ordering(ordering), int);
        let fo = self.dag.get_constant(c_ordering(failure), int);
        let args = [
            (ptr, self.ptr_vt),
            (slot, self.ptr_vt),
            (new, vt),
            (so, int),
            (fo, int),
        ];
        self.lower_libcall(
            crate::legalize::intern_symbol(&format!("__atomic_compare_exchange_{size}")),
            &args,
            Some(EVT::Simple(MVT::i1)),
        )?;
        let mmo = self.mem_operand(slot, size, size, MachineMemOperand::LOAD);
        let chain = self.get_root();
        let old = self.dag.get_load(vt, chain, slot, mmo);
        self.dag.set_root(SDValue::new(old.node, 1));
        self.set_value(i, old);
        Ok(())
    }

    /// `extractvalue` of a `cmpxchg`'s `{old, success}`: the old value, or `old == expected`
    /// (kiln's compare-exchange loops fail only on a mismatch, weak or strong). Other
    /// aggregates are not supported yet.
    pub(super) fn lower_extract_value(&mut self, i: InstId) -> Result<(), CodegenError> {
        let f = self.f;
        let InstKind::ExtractValue { indices } = f.inst(i).kind else {
            return Err(err_at(f, self.m, i, "this instruction"));
        };
        let agg = f.operands(i)[0];
        let idx = &f.indices[indices.start as usize..(indices.start + indices.len) as usize];
        let Value::Inst(src) = agg else {
            return Err(err_at(f, self.m, i, "an aggregate value"));
        };
        if !matches!(f.inst(src).kind, InstKind::CmpXchg { .. }) || idx.len() != 1 {
            return Err(err_at(f, self.m, i, "an aggregate value"));
        }
        let old = self.get_value(agg, i)?;
        if idx[0] == 0 {
            self.set_value(i, old);
            return Ok(());
        }
        let cmp = self.get_value(f.operands(src)[1], i)?;
        let vt = self.value_evt(Value::Inst(i), i)?;
        let ok = self.dag.get_setcc(vt, old, cmp, CondCode::SETEQ);
        self.set_value(i, ok);
        Ok(())
    }
}
