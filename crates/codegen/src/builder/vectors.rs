//! The SelectionDAGBuilder's vector instructions: `extractelement`, `insertelement`,
//! `shufflevector`, the `llvm.vector.reduce.*` intrinsics, and vector values split into
//! (and joined from) registers when they cross blocks, calls and returns.
//!
//! In: IR instructions with vector operands. Out: vector-typed DAG nodes
//! (`EXTRACT_VECTOR_ELT`, `INSERT_VECTOR_ELT`, `VECTOR_SHUFFLE` with its mask as `i32`
//! target constants, `BUILD_VECTOR`), which [`crate::legalize_vectors`] scalarizes. Indices
//! are pointer-sized integers, as LLVM's vector index type. A vector in registers is its
//! elements in order, each split as its element type would be, padded with `undef` up to the
//! register count LLVM gives the type (a widened `<3 x i32>` takes four registers).

use kiln_ir::{ConstData, InstId, InstKind, Value};

use super::{err_at, Builder};
use crate::selection_dag::isd::{self, Opcode};
use crate::selection_dag::SDValue;
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
        let start = out.len();
        for k in 0..vt.vector_num_elements() {
            let idx = self.dag.get_constant(k as i128, self.ptr_vt);
            let e = self.dag.get(isd::EXTRACT_VECTOR_ELT, evt, &[v, idx]);
            self.split_into(e, evt, ext, out);
        }
        while out.len() - start < total as usize {
            let u = self.dag.get_undef(rvt.into());
            out.push(u);
        }
    }

    /// Joins register parts made by [`Builder::split_vector_into`] back into a vector.
    pub(super) fn join_vector_parts(&mut self, parts: &[SDValue], vt: EVT) -> SDValue {
        let evt = vt.scalar_type();
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
        let vec_arg = args[usize::from(has_start)];
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
}
