//! The SelectionDAGBuilder's vector instructions: `extractelement`, `insertelement`,
//! `shufflevector`, `getelementptr` producing a vector of pointers (one address per lane),
//! the `llvm.vector.reduce.*` intrinsics, and vector values split into
//! (and joined from) registers when they cross blocks, calls and returns.
//!
//! In: IR instructions with vector operands. Out: vector-typed DAG nodes
//! (`EXTRACT_VECTOR_ELT`, `INSERT_VECTOR_ELT`, `VECTOR_SHUFFLE` with its mask as `i32`
//! target constants, `BUILD_VECTOR`), which [`crate::legalize_vectors`] scalarizes. Indices
//! are pointer-sized integers, as LLVM's vector index type. A vector in registers is its
//! elements in order, each split as its element type would be, padded with `undef` up to the
//! register count LLVM gives the type (a widened `<3 x i32>` takes four registers).
//!
//! Calls follow the target's vector ABI rule (`TargetLowering::pass_vector_indirectly`; on
//! RISC-V llc-22's for rv64 without V: a vector that needs more than two registers): such a
//! vector is passed by reference (its register parts stored register-size apart in a stack
//! temporary of the caller, the temporary's address passed in its place), and returning one is
//! demoted to a hidden first pointer argument through which the callee stores the vector in
//! its memory layout. (clang-22 itself passes C vectors as integers of the same size, which
//! needs none of this.)

use kiln_ir::types::TypeData;
use kiln_ir::{ConstData, InstId, InstKind, TypeId, Value};

use super::{err_at, Builder};
use crate::calling_conv::ArgFlags;
use crate::selection_dag::isd::{self, Opcode};
use crate::selection_dag::{MachineMemOperand, PointerInfo, SDValue};
use crate::target_lowering::{InputArg, LoweringContext, OutputArg};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

impl Builder<'_> {
    /// Splits vector `v` of type `vt` into register parts (see the module documentation).
    pub(super) fn split_vector_into(
        &mut self,
        v: SDValue,
        vt: EVT,
        ext: Opcode,
        out: &mut Vec<SDValue>,
    ) {
        let (rvt, total) = self.tli.register_type_and_count(vt);
        let evt = vt.scalar_type();
        if rvt.is_vector() {
            // Legal vector parts (a split `<8 x i32>` in two `<4 x i32>`, a widened
            // `<3 x i32>` in one): each part built from its lanes, undefined past the end.
            let per = rvt.vector_num_elements();
            for p in 0..total {
                let lanes: Vec<SDValue> = (0..per)
                    .map(|i| {
                        let k = p * per + i;
                        if k < vt.vector_num_elements() {
                            let idx = self.dag.get_constant(k as i128, self.ptr_vt);
                            self.dag.get(isd::EXTRACT_VECTOR_ELT, evt, &[v, idx])
                        } else {
                            self.dag.get_undef(evt)
                        }
                    })
                    .collect();
                let part = self.dag.get(isd::BUILD_VECTOR, rvt.into(), &lanes);
                out.push(part);
            }
            return;
        }
        let start = out.len();
        self.split_vector_elements(v, vt, ext, out);
        while out.len() - start < total as usize {
            let u = self.dag.get_undef(rvt.into());
            out.push(u);
        }
    }

    /// Each element of vector `v` split into its register parts, in order.
    fn split_vector_elements(&mut self, v: SDValue, vt: EVT, ext: Opcode, out: &mut Vec<SDValue>) {
        let evt = vt.scalar_type();
        for k in 0..vt.vector_num_elements() {
            let idx = self.dag.get_constant(k as i128, self.ptr_vt);
            let e = self.dag.get(isd::EXTRACT_VECTOR_ELT, evt, &[v, idx]);
            self.split_into(e, evt, ext, out);
        }
    }

    /// The registers of a vector of an illegal type that crosses blocks when its type's
    /// register parts are vectors (an `<8 x i32>` is two `<4 x i32>` for the calling
    /// convention): one per element part instead, as vector legalization scalarizes the
    /// operations on such a type and would otherwise move every lane in and out of vector
    /// registers at each block boundary. `None`: the type's own parts.
    pub(super) fn cross_block_vector_regs(&self, vt: EVT) -> Option<(MVT, u32)> {
        if !vt.is_vector() || self.tli.is_type_legal(vt) {
            return None;
        }
        if !self.tli.register_type_and_count(vt).0.is_vector() {
            return None;
        }
        let (rvt, per) = self.tli.register_type_and_count(vt.scalar_type());
        Some((rvt, per * vt.vector_num_elements()))
    }

    /// How many registers a value of type `vt` takes across blocks.
    pub(super) fn cross_block_reg_count(&self, vt: EVT) -> u32 {
        self.cross_block_vector_regs(vt)
            .map_or_else(|| self.tli.register_type_and_count(vt).1, |(_, n)| n)
    }

    /// A vector crossing blocks in per-element registers (see
    /// [`Builder::cross_block_vector_regs`]): its parts.
    pub(super) fn cross_block_vector_parts(&mut self, v: SDValue, vt: EVT) -> Vec<SDValue> {
        let mut out = Vec::new();
        self.split_vector_elements(v, vt, isd::ANY_EXTEND, &mut out);
        out
    }

    /// A vector crossing blocks in per-element registers, joined from `parts`.
    pub(super) fn join_cross_block_vector(&mut self, parts: &[SDValue], vt: EVT) -> SDValue {
        let evt = vt.scalar_type();
        let (_, per) = self.tli.register_type_and_count(evt);
        let per = per as usize;
        let elts: Vec<SDValue> = (0..vt.vector_num_elements() as usize)
            .map(|k| self.join_parts(&parts[k * per..(k + 1) * per], evt))
            .collect();
        self.dag.get(isd::BUILD_VECTOR, vt, &elts)
    }

    /// Joins register parts made by [`Builder::split_vector_into`] back into a vector.
    pub(super) fn join_vector_parts(&mut self, parts: &[SDValue], vt: EVT) -> SDValue {
        let evt = vt.scalar_type();
        if let Some(&first) = parts.first() {
            let pvt = self.dag.vt(first);
            if pvt.is_vector() {
                // Legal vector parts: their lanes in order, as many as `vt` has.
                let per = pvt.vector_num_elements();
                let n = vt.vector_num_elements();
                let elts: Vec<SDValue> = (0..n)
                    .map(|k| {
                        let idx = self.dag.get_constant((k % per) as i128, self.ptr_vt);
                        let part = parts[(k / per) as usize];
                        self.dag.get(isd::EXTRACT_VECTOR_ELT, evt, &[part, idx])
                    })
                    .collect();
                return self.dag.get(isd::BUILD_VECTOR, vt, &elts);
            }
        }
        let (_, per) = self.tli.register_type_and_count(evt);
        let per = per as usize;
        let n = vt.vector_num_elements() as usize;
        let mut elts = Vec::with_capacity(n);
        for k in 0..n {
            let e = self.join_parts(&parts[k * per..(k + 1) * per], evt);
            elts.push(e);
        }
        self.dag.get(isd::BUILD_VECTOR, vt, &elts)
    }

    /// An element index as a pointer-sized integer.
    fn vector_index(&mut self, idx: Value, at: InstId) -> Result<SDValue, CodegenError> {
        if let Some(c) = self.const_int(idx) {
            let bits = self.value_evt(idx, at)?.size_in_bits().min(64);
            let u = crate::selection_dag::zero_extend(c, bits) as i128;
            return Ok(self.dag.get_constant(u, self.ptr_vt));
        }
        let v = self.get_value(idx, at)?;
        Ok(self.dag.get_zext_or_trunc(v, self.ptr_vt))
    }

    /// The elements of a constant shuffle mask of `n` elements, `-1` for undefined ones.
    fn shuffle_mask(&self, mask: Value, n: usize) -> Option<Vec<i128>> {
        let Value::Const(c) = mask else { return None };
        Some(match self.m.consts.get(c) {
            ConstData::Zero(_) => vec![0; n],
            ConstData::Undef(_) | ConstData::Poison(_) => vec![-1; n],
            ConstData::Splat { elem, .. } => {
                let v = self.const_int(Value::Const(*elem)).unwrap_or(-1);
                vec![v; n]
            }
            ConstData::Vector { elems, .. } => elems
                .iter()
                .map(|&e| self.const_int(Value::Const(e)).unwrap_or(-1))
                .collect(),
            _ => return None,
        })
    }

    /// `extractelement`, `insertelement` and `shufflevector`.
    pub(super) fn lower_vector_inst(&mut self, i: InstId) -> Result<(), CodegenError> {
        let f = self.f;
        let ops = f.operands(i);
        let vt = self.value_evt(Value::Inst(i), i)?;
        let v = match f.inst(i).kind {
            InstKind::ExtractElement => {
                let vec = self.get_value(ops[0], i)?;
                let idx = self.vector_index(ops[1], i)?;
                self.dag.get(isd::EXTRACT_VECTOR_ELT, vt, &[vec, idx])
            }
            InstKind::InsertElement => {
                let vec = self.get_value(ops[0], i)?;
                let elt = self.get_value(ops[1], i)?;
                let idx = self.vector_index(ops[2], i)?;
                self.dag.get(isd::INSERT_VECTOR_ELT, vt, &[vec, elt, idx])
            }
            InstKind::ShuffleVector => {
                let n = vt.vector_num_elements() as usize;
                let mask = self
                    .shuffle_mask(ops[2], n)
                    .filter(|m| m.len() == n)
                    .ok_or_else(|| err_at(f, self.m, i, "a shuffle mask that is not constant"))?;
                let a = self.get_value(ops[0], i)?;
                let b = self.get_value(ops[1], i)?;
                let mut nops = Vec::with_capacity(n + 2);
                nops.push(a);
                nops.push(b);
                for m in mask {
                    nops.push(self.dag.get_target_constant(m, EVT::Simple(MVT::i32)));
                }
                self.dag.get(isd::VECTOR_SHUFFLE, vt, &nops)
            }
            _ => unreachable!("invariant: the caller passes only vector instructions"),
        };
        self.set_value(i, v);
        Ok(())
    }

    /// `llvm.vector.reduce.<op>`: the elements combined in order (`fadd`/`fmul` start from
    /// their scalar operand, so the ordered form is exact).
    pub(super) fn lower_vector_reduce(
        &mut self,
        i: InstId,
        name: &str,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let kind = name.split('.').nth(2).unwrap_or("");
        let (op, has_start) = match kind {
            "add" => (isd::ADD, false),
            "mul" => (isd::MUL, false),
            "and" => (isd::AND, false),
            "or" => (isd::OR, false),
            "xor" => (isd::XOR, false),
            "smax" => (isd::SMAX, false),
            "smin" => (isd::SMIN, false),
            "umax" => (isd::UMAX, false),
            "umin" => (isd::UMIN, false),
            "fadd" => (isd::FADD, true),
            "fmul" => (isd::FMUL, true),
            "fmax" => (isd::FMAXNUM, false),
            "fmin" => (isd::FMINNUM, false),
            _ => {
                return Err(err_at(
                    self.f,
                    self.m,
                    i,
                    &format!("the intrinsic llvm.{name}"),
                ))
            }
        };
        let Some(&vec_arg) = args.get(usize::from(has_start)) else {
            return Err(err_at(
                self.f,
                self.m,
                i,
                &format!("the intrinsic llvm.{name} with too few arguments"),
            ));
        };
        let vvt = self.value_evt(vec_arg, i)?;
        let rvt = self.value_evt(Value::Inst(i), i)?;
        if !vvt.is_vector() || vvt.scalar_type() != rvt {
            return Err(err_at(
                self.f,
                self.m,
                i,
                &format!("the intrinsic llvm.{name}"),
            ));
        }
        let v = self.get_value(vec_arg, i)?;
        let mut acc = if has_start {
            Some(self.get_value(args[0], i)?)
        } else {
            None
        };
        for k in 0..vvt.vector_num_elements() {
            let idx = self.dag.get_constant(k as i128, self.ptr_vt);
            let e = self.dag.get(isd::EXTRACT_VECTOR_ELT, rvt, &[v, idx]);
            acc = Some(match acc {
                None => e,
                Some(a) => self.dag.get(op, rvt, &[a, e]),
            });
        }
        let r = acc.expect("invariant: a vector has at least one element");
        self.set_value(i, r);
        Ok(())
    }

    /// `llvm.experimental.cttz.elts`: the index of the first true element of a mask vector,
    /// or the element count when none is (also when the second operand makes that poison).
    /// A chain of selects from the last element down to the first.
    pub(super) fn lower_cttz_elts(
        &mut self,
        i: InstId,
        name: &str,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let unsupported = |b: &Self| err_at(b.f, b.m, i, &format!("the intrinsic llvm.{name}"));
        let Some(&mask) = args.first() else {
            return Err(unsupported(self));
        };
        let vvt = self.value_evt(mask, i)?;
        let rvt = self.value_evt(Value::Inst(i), i)?;
        if !vvt.is_vector() || rvt.is_vector() {
            return Err(unsupported(self));
        }
        let v = self.get_value(mask, i)?;
        let n = vvt.vector_num_elements();
        let mut r = self.dag.get_constant(n as i128, rvt);
        for k in (0..n).rev() {
            let idx = self.dag.get_constant(k as i128, self.ptr_vt);
            let e = self
                .dag
                .get(isd::EXTRACT_VECTOR_ELT, vvt.scalar_type(), &[v, idx]);
            let at = self.dag.get_constant(k as i128, rvt);
            r = self.dag.get(isd::SELECT, rvt, &[e, at, r]);
        }
        self.set_value(i, r);
        Ok(())
    }

    /// Whether a value of type `vt` is a vector (or scalar) passed by reference in calls (the
    /// target's rules, [`crate::target_lowering::TargetLowering::pass_vector_indirectly`] and
    /// [`crate::target_lowering::TargetLowering::pass_scalar_indirectly`]).
    pub(super) fn vector_passed_indirectly(&self, vt: EVT) -> bool {
        if vt.is_vector() {
            self.target
                .pass_vector_indirectly(vt, self.tli.register_type_and_count(vt).1)
        } else {
            vt.is_simple()
                && self
                    .target
                    .pass_scalar_indirectly(vt, self.tli.register_type_and_count(vt).1)
        }
    }

    /// The function's return type, if its value is returned through a hidden pointer.
    pub(super) fn demoted_return_type(&self) -> Option<TypeId> {
        let (ret, _, _) = self.m.types.function_parts(self.f.ty)?;
        let vt = self.evt_of(ret)?;
        self.vector_passed_indirectly(vt).then_some(ret)
    }

    fn hidden_pointer_flags() -> ArgFlags {
        ArgFlags(ArgFlags::SRET)
    }

    /// Adds the hidden return pointer as the first incoming argument.
    pub(super) fn push_demoted_return_input(&mut self, ins: &mut Vec<InputArg>) {
        ins.insert(
            0,
            InputArg {
                vt: self.tli.pointer_vt,
                arg_vt: self.ptr_vt,
                orig_arg: u32::MAX,
                part: 0,
                num_parts: 1,
                flags: Self::hidden_pointer_flags(),
            },
        );
    }

    /// Keeps the incoming hidden return pointer in a register for every `ret`.
    pub(super) fn set_demoted_return_pointer(&mut self, v: SDValue) -> Result<(), CodegenError> {
        let (r, _) = self.new_regs(self.ptr_vt)?;
        self.export(v, self.ptr_vt, r);
        self.demoted_ret = Some((r, v));
        Ok(())
    }

    /// `ret` of a vector returned through the hidden pointer.
    pub(super) fn lower_demoted_return(&mut self, i: InstId, v: Value) -> Result<(), CodegenError> {
        let (r, entry_val) = self
            .demoted_ret
            .expect("invariant: lower_arguments kept the hidden return pointer");
        let entry = self.f.layout[0];
        let ptr =
            if self.cur_ir_block == entry && self.cur_mbb == self.fli.block_mbb[entry.0 as usize] {
                entry_val
            } else {
                self.copy_from_regs(r, self.ptr_vt)
            };
        let ty = self.f.value_type(self.m, v);
        let val = self.get_value(v, i)?;
        let dl = &self.m.data_layout;
        let size = dl.store_size(&self.m.types, ty);
        let align = dl.abi_align(&self.m.types, ty);
        let mmo = self.mem_operand(ptr, size, align, MachineMemOperand::STORE);
        let chain = self.get_root();
        let st = self.dag.get_store(chain, val, ptr, mmo);
        self.dag.set_root(st);
        let chain = self.get_root();
        let mut cx = LoweringContext {
            mf: self.mf,
            is_vararg: false,
        };
        let root = self
            .target
            .lower_return(&mut self.dag, &mut cx, chain, &[])?;
        self.dag.set_root(root);
        Ok(())
    }

    /// Register parts of an incoming vector passed by reference at `ptr`.
    pub(super) fn load_indirect_vector(&mut self, ptr: SDValue, vt: EVT) -> SDValue {
        let (rvt, n) = self.tli.register_type_and_count(vt);
        let ps = EVT::from(rvt).store_size() as u64;
        let chain = self.dag.root();
        let mut parts = Vec::with_capacity(n as usize);
        for k in 0..n as u64 {
            let addr = if k == 0 {
                ptr
            } else {
                let c = self.dag.get_constant((k * ps) as i128, self.ptr_vt);
                self.dag.get(isd::ADD, self.ptr_vt, &[ptr, c])
            };
            let mmo = MachineMemOperand {
                ptr: PointerInfo::Unknown,
                offset: 0,
                size: ps,
                align: ps,
                flags: MachineMemOperand::LOAD,
            };
            let l = self.dag.get_load(rvt.into(), chain, addr, mmo);
            self.pending_loads.push(SDValue::new(l.node, 1));
            parts.push(l);
        }
        self.join_parts(&parts, vt)
    }

    /// Stores the register parts of outgoing vector `v` in a new stack temporary and returns
    /// its address; the stores' chains go to `stores`.
    pub(super) fn store_indirect_vector(
        &mut self,
        v: SDValue,
        vt: EVT,
        stores: &mut Vec<SDValue>,
    ) -> SDValue {
        let parts = self.split_value(v, vt, isd::ANY_EXTEND);
        let (rvt, n) = self.tli.register_type_and_count(vt);
        let ps = EVT::from(rvt).store_size() as u64;
        let fi = self.mf.frame_info.create_stack_object(ps * n as u64, ps);
        let base = self.dag.get_frame_index(fi, self.ptr_vt, false);
        let entry = self.dag.entry_token();
        for (k, p) in parts.into_iter().enumerate() {
            let off = k as u64 * ps;
            let addr = if off == 0 {
                base
            } else {
                let c = self.dag.get_constant(off as i128, self.ptr_vt);
                self.dag.get(isd::ADD, self.ptr_vt, &[base, c])
            };
            let mmo = MachineMemOperand {
                ptr: PointerInfo::FrameIndex(fi),
                offset: off as i64,
                size: ps,
                align: ps,
                flags: MachineMemOperand::STORE,
            };
            stores.push(self.dag.get_store(entry, p, addr, mmo));
        }
        base
    }

    /// Makes the caller's slot for a demoted vector result and passes its address first.
    pub(super) fn push_demoted_return_output(
        &mut self,
        ret_ty: TypeId,
        outs: &mut Vec<OutputArg>,
    ) -> SDValue {
        let dl = &self.m.data_layout;
        let size = dl.alloc_size(&self.m.types, ret_ty);
        let align = dl.pref_align(&self.m.types, ret_ty);
        let fi = self.mf.frame_info.create_stack_object(size.max(1), align);
        let base = self.dag.get_frame_index(fi, self.ptr_vt, false);
        outs.insert(
            0,
            OutputArg {
                vt: self.tli.pointer_vt,
                arg_vt: self.ptr_vt,
                value: base,
                orig_arg: u32::MAX,
                part: 0,
                num_parts: 1,
                flags: Self::hidden_pointer_flags(),
            },
        );
        base
    }

    /// The demoted vector result, loaded from the caller's slot after the call.
    pub(super) fn load_demoted_return(
        &mut self,
        slot: SDValue,
        ret_ty: TypeId,
        vt: EVT,
    ) -> SDValue {
        let dl = &self.m.data_layout;
        let size = dl.store_size(&self.m.types, ret_ty);
        let align = dl.pref_align(&self.m.types, ret_ty);
        let mmo = self.mem_operand(slot, size, align, MachineMemOperand::LOAD);
        let chain = self.dag.root();
        let l = self.dag.get_load(vt, chain, slot, mmo);
        self.pending_loads.push(SDValue::new(l.node, 1));
        l
    }

    /// Lane `lane` of IR value `v` (the value itself if it is a scalar).
    fn lane_of(&mut self, v: SDValue, lane: u32) -> SDValue {
        let vt = self.dag.vt(v);
        if !vt.is_vector() {
            return v;
        }
        let idx = self.dag.get_constant(lane as i128, self.ptr_vt);
        self.dag
            .get(isd::EXTRACT_VECTOR_ELT, vt.scalar_type(), &[v, idx])
    }

    /// `getelementptr` whose result is a vector of pointers: the scalar address arithmetic
    /// once per lane, scalar operands shared by every lane.
    pub(super) fn lower_vector_gep(
        &mut self,
        i: InstId,
        source_ty: TypeId,
    ) -> Result<(), CodegenError> {
        let f = self.f;
        let ops = f.operands(i);
        let vt = self.value_evt(Value::Inst(i), i)?;
        let n = vt.vector_num_elements();
        let base = self.get_value(ops[0], i)?;
        let mut lanes: Vec<SDValue> = (0..n).map(|k| self.lane_of(base, k)).collect();
        let mut cur = source_ty;
        for (k, &idx) in ops[1..].iter().enumerate() {
            let types = &self.m.types;
            let dl = &self.m.data_layout;
            let size = match types.get(cur) {
                _ if k == 0 => dl.alloc_size(types, cur),
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let field = self
                        .shuffle_mask(idx, n as usize)
                        .or_else(|| self.const_int(idx).map(|c| vec![c; n as usize]))
                        .filter(|m| m.iter().all(|&x| x >= 0 && x == m[0]))
                        .ok_or_else(|| err_at(f, self.m, i, "a non-constant struct index"))?[0];
                    let layout = dl.struct_layout(types, cur);
                    let off = *layout
                        .offsets
                        .get(field as usize)
                        .ok_or_else(|| err_at(f, self.m, i, "a bad struct index"))?;
                    cur = types
                        .element_type(cur, field as u64)
                        .ok_or_else(|| err_at(f, self.m, i, "a bad struct index"))?;
                    let c = self.dag.get_constant(off as i128, self.ptr_vt);
                    for l in lanes.iter_mut() {
                        *l = self.dag.get(isd::ADD, self.ptr_vt, &[*l, c]);
                    }
                    continue;
                }
                TypeData::Array(_, elem) | TypeData::Vector { elem, .. } => {
                    let elem = *elem;
                    cur = elem;
                    dl.alloc_size(types, elem)
                }
                _ => return Err(err_at(f, self.m, i, "indexing into a non-aggregate type")),
            };
            let iv = self.get_value(idx, i)?;
            let s = self.dag.get_constant(size as i128, self.ptr_vt);
            for (lane, l) in lanes.iter_mut().enumerate() {
                let x = {
                    let vt = self.dag.vt(iv);
                    if vt.is_vector() {
                        let c = self.dag.get_constant(lane as i128, self.ptr_vt);
                        self.dag
                            .get(isd::EXTRACT_VECTOR_ELT, vt.scalar_type(), &[iv, c])
                    } else {
                        iv
                    }
                };
                let x = self.dag.get_sext_or_trunc(x, self.ptr_vt);
                let scaled = self.dag.get(isd::MUL, self.ptr_vt, &[x, s]);
                *l = self.dag.get(isd::ADD, self.ptr_vt, &[*l, scaled]);
            }
        }
        let v = self.dag.get(isd::BUILD_VECTOR, vt, &lanes);
        self.set_value(i, v);
        Ok(())
    }
}
