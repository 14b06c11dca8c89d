//! First-class aggregates in the SelectionDAGBuilder: struct and array values are split into
//! their scalar members (LLVM's `ComputeValueVTs`), each member an ordinary DAG value.
//!
//! In: IR instructions and values of struct or array type (`load`, `store`, `extractvalue`,
//! `insertvalue`, `select`, `phi`, arguments, returns, call results, constants). Out: one
//! [`SDValue`] per scalar member ("leaf"), in declaration order, kept in the builder's
//! per-block pool; values that cross blocks live in consecutive virtual registers, leaf after
//! leaf, each leaf in as many registers as its type needs.

use super::{err_at, Builder};
use crate::selection_dag::{MachineMemOperand, SDValue};
use crate::value_types::EVT;
use crate::CodegenError;
use kiln_ir::instructions::{flags as irflags, Ordering};
use kiln_ir::types::TypeData;
use kiln_ir::{ConstData, ConstId, InstId, InstKind, TypeId, Value};
use kiln_mc::register_info::Register;

/// Aggregates with more scalar members than this are rejected (LLVM would build them, but a
/// `load` of a large array is better written as a `memcpy`, which clang does).
const MAX_LEAVES: usize = 1024;

/// One scalar member of an aggregate: its value type, IR type and byte offset in memory.
#[derive(Copy, Clone, Debug)]
pub(super) struct Leaf {
    /// The member's value type.
    pub vt: EVT,
    /// The member's IR type.
    pub ty: TypeId,
    /// Byte offset from the start of the aggregate.
    pub offset: u64,
}

impl Builder<'_> {
    /// Whether `ty` is a struct or array type (a first-class aggregate).
    pub(super) fn is_agg(&self, ty: TypeId) -> bool {
        matches!(
            self.m.types.get(ty),
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array(..)
        )
    }

    /// The scalar members of `ty` (`[ty]` itself for a scalar), or `None` when a member has
    /// no value type or there are too many.
    pub(super) fn leaves_of(&self, ty: TypeId) -> Option<Vec<Leaf>> {
        let mut out = Vec::new();
        self.flatten(ty, 0, &mut out)?;
        Some(out)
    }

    fn flatten(&self, ty: TypeId, base: u64, out: &mut Vec<Leaf>) -> Option<()> {
        let types = &self.m.types;
        let dl = &self.m.data_layout;
        if out.len() > MAX_LEAVES {
            return None;
        }
        match types.get(ty) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = types.struct_fields(ty)?;
                let layout = dl.struct_layout(types, ty);
                for (k, &f) in fields.iter().enumerate() {
                    self.flatten(f, base + layout.offsets[k], out)?;
                }
            }
            TypeData::Array(n, elem) => {
                let size = dl.alloc_size(types, *elem);
                for k in 0..*n {
                    self.flatten(*elem, base + k * size, out)?;
                }
            }
            _ => {
                // A vector is one leaf: vector legalization splits it later.
                let vt = self.evt_of(ty)?;
                out.push(Leaf {
                    vt,
                    ty,
                    offset: base,
                });
            }
        }
        Some(())
    }

    /// The leaves of the type of `v`, or a located error.
    pub(super) fn value_leaves(&self, v: Value, at: InstId) -> Result<Vec<Leaf>, CodegenError> {
        let ty = self.f.value_type(self.m, v);
        self.type_leaves(ty, at)
    }

    /// The leaves of `ty`, or a located error.
    pub(super) fn type_leaves(&self, ty: TypeId, at: InstId) -> Result<Vec<Leaf>, CodegenError> {
        match self.leaves_of(ty) {
            Some(l) if !l.is_empty() => Ok(l),
            _ => Err(err_at(
                self.f,
                self.m,
                at,
                &format!("a value of type {}", self.m.types.to_string(ty)),
            )),
        }
    }

    /// Number of scalar leaves of `ty` (0 for types without a value type).
    fn leaf_count(&self, ty: TypeId) -> usize {
        let types = &self.m.types;
        match types.get(ty) {
            TypeData::Struct { .. } | TypeData::Named(_) => types
                .struct_fields(ty)
                .map(|(f, _)| f.iter().map(|&t| self.leaf_count(t)).sum())
                .unwrap_or(0),
            TypeData::Array(n, elem) => *n as usize * self.leaf_count(*elem),
            _ => 1,
        }
    }

    /// The range of leaves `indices` selects in `ty`, and the selected type.
    fn leaf_range(
        &self,
        mut ty: TypeId,
        indices: &[u32],
        at: InstId,
    ) -> Result<(usize, usize, TypeId), CodegenError> {
        let types = &self.m.types;
        let mut start = 0;
        for &idx in indices {
            match types.get(ty) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let (fields, _) = types
                        .struct_fields(ty)
                        .ok_or_else(|| err_at(self.f, self.m, at, "an opaque struct"))?;
                    start += fields[..idx as usize]
                        .iter()
                        .map(|&t| self.leaf_count(t))
                        .sum::<usize>();
                    ty = fields[idx as usize];
                }
                TypeData::Array(_, elem) => {
                    start += idx as usize * self.leaf_count(*elem);
                    ty = *elem;
                }
                _ => return Err(err_at(self.f, self.m, at, "indexing into a scalar")),
            }
        }
        Ok((start, self.leaf_count(ty), ty))
    }

    /// Records the leaves of aggregate instruction `i` for this block.
    pub(super) fn set_leaves(&mut self, i: InstId, vals: &[SDValue]) {
        let start = self.agg_pool.len() as u32;
        self.agg_pool.extend_from_slice(vals);
        self.agg_map[i.0 as usize] = (self.generation, start, vals.len() as u32);
    }

    /// Records the value of `i`: one leaf for a scalar, the leaves for an aggregate.
    pub(super) fn set_any(&mut self, i: InstId, vals: &[SDValue]) {
        if self.is_agg(self.f.inst(i).ty) {
            self.set_leaves(i, vals);
        } else {
            self.set_value(i, vals[0]);
        }
    }

    /// The leaves of `v` (one value for a scalar).
    pub(super) fn get_leaves(
        &mut self,
        v: Value,
        at: InstId,
    ) -> Result<Vec<SDValue>, CodegenError> {
        let ty = self.f.value_type(self.m, v);
        if !self.is_agg(ty) {
            return Ok(vec![self.get_value(v, at)?]);
        }
        let leaves = self.type_leaves(ty, at)?;
        match v {
            Value::Inst(i) => {
                let (g, s, n) = self.agg_map[i.0 as usize];
                if g == self.generation
                    && self.f.inst(i).block == self.cur_ir_block
                    && self.f.inst(i).kind != InstKind::Phi
                {
                    return Ok(self.agg_pool[s as usize..(s + n) as usize].to_vec());
                }
                let Some(r) = self.fli.inst_regs[i.0 as usize] else {
                    return Err(err_at(
                        self.f,
                        self.m,
                        at,
                        "a use of a value defined later in its block",
                    ));
                };
                Ok(self.copy_leaves_from_regs(r, &leaves))
            }
            Value::Arg(a) => {
                let entry = self.f.layout[0];
                if self.cur_ir_block == entry
                    && (a as usize) < self.arg_aggs.len()
                    && self.cur_mbb == self.fli.block_mbb[entry.0 as usize]
                {
                    return Ok(self.arg_aggs[a as usize].clone());
                }
                let r = self.fli.arg_regs[a as usize]
                    .expect("invariant: arguments used outside the entry have registers");
                Ok(self.copy_leaves_from_regs(r, &leaves))
            }
            Value::Const(c) => {
                let mut out = Vec::with_capacity(leaves.len());
                self.agg_constant(c, at, &mut out)?;
                Ok(out)
            }
            _ => Err(err_at(self.f, self.m, at, "this kind of aggregate operand")),
        }
    }

    fn agg_constant(
        &mut self,
        c: ConstId,
        at: InstId,
        out: &mut Vec<SDValue>,
    ) -> Result<(), CodegenError> {
        let ty = self.m.consts.ty(c);
        if !self.is_agg(ty) {
            out.push(self.lower_constant(c, at)?);
            return Ok(());
        }
        match self.m.consts.get(c) {
            ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) => {
                let zero = matches!(self.m.consts.get(c), ConstData::Zero(_));
                for l in self.type_leaves(ty, at)? {
                    out.push(if !zero {
                        self.dag.get_undef(l.vt)
                    } else if l.vt.is_floating_point() {
                        self.dag.get_constant_fp(0, l.vt)
                    } else {
                        self.dag.get_constant(0, l.vt)
                    });
                }
            }
            ConstData::Array { elems, .. } | ConstData::Struct { elems, .. } => {
                let elems = elems.clone();
                for e in elems.iter() {
                    self.agg_constant(*e, at, out)?;
                }
            }
            ConstData::CString { bytes, .. } => {
                let bytes = bytes.clone();
                for b in bytes.iter() {
                    out.push(self.dag.get_constant(*b as i8 as i128, EVT::integer(8)));
                }
            }
            _ => return Err(err_at(self.f, self.m, at, "this aggregate constant")),
        }
        Ok(())
    }

    /// Fresh consecutive virtual registers for a value of type `ty` (leaf after leaf for an
    /// aggregate): the first register and the count.
    pub(super) fn new_type_regs(
        &mut self,
        ty: TypeId,
        at: Option<InstId>,
    ) -> Result<(Register, u32), CodegenError> {
        let leaves = match (self.leaves_of(ty), at) {
            (Some(l), _) if !l.is_empty() => l,
            (_, Some(i)) => return Err(self.type_leaves(ty, i).unwrap_err()),
            (_, None) => {
                return Err(CodegenError::new(format!(
                    "in function {}: an argument of type {} is not supported yet",
                    self.fname(),
                    self.m.types.to_string(ty)
                )))
            }
        };
        let mut first = None;
        let mut total = 0;
        for l in &leaves {
            let (r, n) = self.new_regs(l.vt)?;
            first.get_or_insert(r);
            total += n;
        }
        Ok((first.expect("invariant: at least one leaf"), total))
    }

    /// Copies the leaves `vals` into the registers from `first` (see [`Self::new_type_regs`]).
    pub(super) fn export_leaves(&mut self, vals: &[SDValue], leaves: &[Leaf], first: Register) {
        let mut r = first.0;
        for (&v, l) in vals.iter().zip(leaves) {
            self.export(v, l.vt, Register(r));
            r += self.cross_block_reg_count(l.vt);
        }
    }

    /// Reads leaves back from the registers from `first`.
    pub(super) fn copy_leaves_from_regs(
        &mut self,
        first: Register,
        leaves: &[Leaf],
    ) -> Vec<SDValue> {
        let mut r = first.0;
        let mut out = Vec::with_capacity(leaves.len());
        for l in leaves {
            out.push(self.copy_from_regs(Register(r), l.vt));
            r += self.cross_block_reg_count(l.vt);
        }
        out
    }

    /// Exports instruction `i`'s value (scalar or aggregate) to its registers `r`.
    pub(super) fn export_inst(&mut self, i: InstId, r: Register) -> Result<(), CodegenError> {
        let ty = self.f.inst(i).ty;
        // A cmpxchg's `{old, success}` is carried as its old value (see `value_evt`): that
        // is what crosses blocks, into the first register.
        let is_cmpxchg = matches!(self.f.inst(i).kind, InstKind::CmpXchg { .. });
        if self.is_agg(ty) && !is_cmpxchg {
            let leaves = self.type_leaves(ty, i)?;
            let vals = self.get_leaves(Value::Inst(i), i)?;
            self.export_leaves(&vals, &leaves, r);
        } else {
            let v = self.node_value(i);
            let vt = self.value_evt(Value::Inst(i), i)?;
            self.export(v, vt, r);
        }
        Ok(())
    }

    /// Exports `v` (scalar or aggregate) into registers `r`, for a phi of type `ty`.
    pub(super) fn export_value(
        &mut self,
        v: Value,
        ty: TypeId,
        r: Register,
        at: InstId,
    ) -> Result<(), CodegenError> {
        if self.is_agg(ty) {
            let leaves = self.type_leaves(ty, at)?;
            let vals = self.get_leaves(v, at)?;
            self.export_leaves(&vals, &leaves, r);
        } else {
            let vt = self.evt_of(ty).ok_or_else(|| {
                err_at(
                    self.f,
                    self.m,
                    at,
                    &format!("a value of type {}", self.m.types.to_string(ty)),
                )
            })?;
            let val = self.get_value(v, at)?;
            self.export(val, vt, r);
        }
        Ok(())
    }

    /// Lowers `i` if it is an aggregate-valued `load`, `store`, `select`, `extractvalue` or
    /// `insertvalue`; `Ok(false)` leaves it to the scalar path.
    pub(super) fn try_lower_aggregate(&mut self, i: InstId) -> Result<bool, CodegenError> {
        let f = self.f;
        let inst = f.inst(i);
        let ops = f.operands(i);
        match inst.kind {
            // A cmpxchg's `{old, success}` is not split into leaves: its own lowering
            // (builder/atomic.rs) answers the extractvalue.
            InstKind::ExtractValue { .. }
                if matches!(ops[0], Value::Inst(d)
                    if matches!(f.inst(d).kind, InstKind::CmpXchg { .. })) =>
            {
                Ok(false)
            }
            InstKind::ExtractValue { indices } => {
                let idx = &f.indices[indices.range()];
                let agg_ty = f.value_type(self.m, ops[0]);
                let (s, n, _) = self.leaf_range(agg_ty, idx, i)?;
                let vals = self.get_leaves(ops[0], i)?;
                let part = vals[s..s + n].to_vec();
                self.set_any(i, &part);
                Ok(true)
            }
            InstKind::InsertValue { indices } => {
                let idx = &f.indices[indices.range()];
                let (s, n, _) = self.leaf_range(inst.ty, idx, i)?;
                let mut vals = self.get_leaves(ops[0], i)?;
                let elt = self.get_leaves(ops[1], i)?;
                if elt.len() != n {
                    return Err(err_at(f, self.m, i, "a mismatched insertvalue element"));
                }
                vals[s..s + n].copy_from_slice(&elt);
                self.set_leaves(i, &vals);
                Ok(true)
            }
            InstKind::Select if self.is_agg(inst.ty) => {
                let c = self.get_value(ops[0], i)?;
                let t = self.get_leaves(ops[1], i)?;
                let e = self.get_leaves(ops[2], i)?;
                let leaves = self.type_leaves(inst.ty, i)?;
                let vals: Vec<SDValue> = (0..leaves.len())
                    .map(|k| {
                        self.dag.get(
                            crate::selection_dag::isd::SELECT,
                            leaves[k].vt,
                            &[c, t[k], e[k]],
                        )
                    })
                    .collect();
                self.set_leaves(i, &vals);
                Ok(true)
            }
            InstKind::Load {
                align, ordering, ..
            } if self.is_agg(inst.ty) => {
                if ordering != Ordering::NotAtomic {
                    return Err(err_at(f, self.m, i, "an atomic load"));
                }
                let leaves = self.type_leaves(inst.ty, i)?;
                let ptr = self.get_value(ops[0], i)?;
                let align = align.bytes().unwrap_or(1);
                let volatile = inst.flags & irflags::VOLATILE != 0;
                let mut mflags = MachineMemOperand::LOAD;
                if volatile {
                    mflags |= MachineMemOperand::VOLATILE;
                }
                let chain = if volatile {
                    self.get_root()
                } else {
                    self.dag.root()
                };
                let mut vals = Vec::with_capacity(leaves.len());
                let mut chains = Vec::with_capacity(leaves.len());
                for l in &leaves {
                    let addr = self.offset_ptr(ptr, l.offset);
                    let size = self.m.data_layout.store_size(&self.m.types, l.ty);
                    let mut mmo = self.mem_operand(ptr, size, leaf_align(align, l.offset), mflags);
                    mmo.offset = l.offset as i64;
                    let v = self.dag.get_load(l.vt, chain, addr, mmo);
                    chains.push(SDValue::new(v.node, 1));
                    vals.push(v);
                }
                if volatile {
                    chains.insert(0, self.dag.root());
                    let tf = self.dag.get_token_factor(&chains);
                    self.dag.set_root(tf);
                } else {
                    self.pending_loads.extend_from_slice(&chains);
                }
                self.set_leaves(i, &vals);
                Ok(true)
            }
            InstKind::Store {
                align, ordering, ..
            } if self.is_agg(f.value_type(self.m, ops[0])) => {
                if ordering != Ordering::NotAtomic {
                    return Err(err_at(f, self.m, i, "an atomic store"));
                }
                let leaves = self.value_leaves(ops[0], i)?;
                let vals = self.get_leaves(ops[0], i)?;
                let ptr = self.get_value(ops[1], i)?;
                let align = align.bytes().unwrap_or(1);
                let mut mflags = MachineMemOperand::STORE;
                if inst.flags & irflags::VOLATILE != 0 {
                    mflags |= MachineMemOperand::VOLATILE;
                }
                let chain = self.get_root();
                let mut stores = vec![chain];
                for (l, &v) in leaves.iter().zip(&vals) {
                    let addr = self.offset_ptr(ptr, l.offset);
                    let size = self.m.data_layout.store_size(&self.m.types, l.ty);
                    let mut mmo = self.mem_operand(ptr, size, leaf_align(align, l.offset), mflags);
                    mmo.offset = l.offset as i64;
                    stores.push(self.dag.get_store(chain, v, addr, mmo));
                }
                let tf = self.dag.get_token_factor(&stores);
                self.dag.set_root(tf);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `ptr + offset`.
    pub(super) fn offset_ptr(&mut self, ptr: SDValue, offset: u64) -> SDValue {
        if offset == 0 {
            return ptr;
        }
        let c = self.dag.get_constant(offset as i128, self.ptr_vt);
        self.dag
            .get(crate::selection_dag::isd::ADD, self.ptr_vt, &[ptr, c])
    }
}

/// The alignment known at `offset` bytes past an address aligned to `align`.
fn leaf_align(align: u64, offset: u64) -> u64 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros())
    }
}
