//! Vector legalization (LLVM's `LegalizeVectorOps` and the vector parts of the
//! `DAGTypeLegalizer`, `LegalizeVectorTypes.cpp`): vectors of the target's legal vector types
//! stay vectors where the target selects the operation on them (its `set_operation_action`
//! Legal or Custom; a vector type's actions start Expand when it gets a register class), and
//! every other vector value becomes its elements (scalarization all the way down to element
//! types, which is LLVM's unrolling `DAG.UnrollVectorOp`). A target with no legal vector type
//! (RISC-V, x86 and Cpu0 today) gets everything scalarized.
//!
//! In: a block's DAG from the builder, which may hold vector-typed nodes: `BUILD_VECTOR`,
//! `SPLAT_VECTOR`, `SCALAR_TO_VECTOR`, `CONCAT_VECTORS`, `EXTRACT_SUBVECTOR`,
//! `INSERT_VECTOR_ELT`, `VECTOR_SHUFFLE` (operands `v1, v2` then one `i32` `TargetConstant`
//! per result element, `-1` for an undefined element), vector `undef`, loads, stores,
//! bitcasts, `select` (vector or scalar condition), `setcc` (an `<N x i1>` result) and any
//! element-wise operation (arithmetic, bitwise, shifts, extensions, truncations, float ops);
//! and the scalar consumers `EXTRACT_VECTOR_ELT`, vector stores and vector-to-scalar bitcasts.
//! Out: kept vector nodes of legal types (loads, stores, copies between blocks, the Legal
//! operations, `select` on a lane compare as a `setcc` into a mask of the compared width,
//! shifts by one constant amount), the `BUILD_VECTOR`s that feed them (lanes widened to
//! their register type) and the `EXTRACT_VECTOR_ELT`s that read them (constant lanes, as
//! the lane's register type, then truncated); everything else on the element type (which
//! may still be illegal, such as `i8` or `i1`: type legalization runs next and promotes
//! them), loads and stores per element (vectors of elements that are not whole bytes, such
//! as `<8 x i1>`, as one packed integer) (each with the alignment its offset allows;
//! `<3 x i32>` touches exactly 12 bytes), bit regrouping for bitcasts through shifts and ors,
//! and variable element indices through a stack temporary (as LLVM does) or, for elements
//! narrower than a byte, through a chain of selects.
//!
//! How: nodes are visited in topological order. A vector node of a legal type is kept when
//! the target selects its operation, its operands have legal types, and it pays (an operand
//! is kept, or a user takes a vector: a store, a copy to another block, a kept operation);
//! nodes that only gather lanes (`BUILD_VECTOR`, shuffles, inserts) are always scalarized
//! and built again as a vector only where a kept user needs one. The elements of each
//! scalarized vector node (and, when asked, the lanes of a kept one) are kept as the
//! operands of a private holder node (a `merge_values` tagged with a unique target
//! constant), so that replacements made later (`replace_all_uses_with`) update them and dead
//! node removal never deletes an element still needed; the holders are removed at the end.
//! A scalar node consuming a scalarized vector is replaced by its scalar form. Anything else
//! with a vector operand is a [`CodegenError`] naming the operation.

use crate::machine::MachineFunction;
use crate::selection_dag::isd::{self, CondCode, LoadExtType};
use crate::selection_dag::{
    MachineMemOperand, NodeData, NodeId, PointerInfo, SDValue, SelectionDAG,
};
use crate::target_lowering::{LegalizeAction, TargetLowering, TargetLoweringInfo};
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

/// Keeps the vectors of `dag` the target selects and scalarizes the rest. See the module
/// documentation.
pub fn legalize_vectors(
    dag: &mut SelectionDAG,
    target: &dyn TargetLowering,
    mf: &mut MachineFunction,
) -> Result<(), CodegenError> {
    let has_vectors = dag.made_vector_values()
        && dag.all_nodes().any(|n| {
            dag.value_types(n).iter().any(|vt| vt.is_vector())
                || dag.ops(n).iter().any(|&o| dag.vt(o).is_vector())
        });
    if !has_vectors {
        return Ok(());
    }
    let tli = target.info();
    let mut lv = VectorLegalizer {
        mf,
        tli,
        ptr_vt: EVT::Simple(tli.pointer_vt),
        holders: Vec::new(),
        next_tag: 0,
        element_loads: Vec::new(),
        kept: Vec::new(),
        built: Vec::new(),
    };
    let order = dag.take_topological_order();
    for &n in &order {
        if dag.is_deleted(n) {
            continue;
        }
        dag.use_order_of(n);
        lv.visit(dag, n)?;
    }
    dag.restore_topological_order(order);
    dag.remove_dead_nodes();
    // An element nobody reads needs no load (`extractelement` of one lane of a loaded
    // vector reads one element, as in LLVM): unchain the unused, non-volatile element loads.
    let mut unchained = false;
    for &l in &lv.element_loads {
        if dag.is_deleted(l) || dag.has_uses(SDValue::new(l, 0)) {
            continue;
        }
        if dag
            .mem_operand(l)
            .is_some_and(|m| m.flags & MachineMemOperand::VOLATILE != 0)
        {
            continue;
        }
        let chain = dag.op(l, 0);
        dag.replace_all_uses_with(SDValue::new(l, 1), chain);
        unchained = true;
    }
    if unchained {
        dag.remove_dead_nodes();
    }
    for n in dag.all_nodes() {
        let op = dag.opcode(n);
        if op == isd::VALUETYPE {
            continue;
        }
        if dag
            .value_types(n)
            .iter()
            .any(|&vt| vt.is_vector() && !tli.is_type_legal(vt))
        {
            return Err(CodegenError::new(format!(
                "vector legalization left a vector-typed {op:?} node"
            )));
        }
    }
    Ok(())
}

struct VectorLegalizer<'a> {
    mf: &'a mut MachineFunction,
    tli: &'a TargetLoweringInfo,
    ptr_vt: EVT,
    /// Vector nodes kept as vectors of a legal type (indexed by node id).
    kept: Vec<bool>,
    /// The vector built from a scalarized node's elements for a kept user (by node id).
    built: Vec<Option<SDValue>>,
    /// The holder node of each vector node (indexed by node id).
    holders: Vec<Option<NodeId>>,
    next_tag: i128,
    /// The element loads made for vector loads.
    element_loads: Vec<NodeId>,
}

/// The alignment known at `offset` bytes past an address aligned to `align`.
fn common_align(align: u64, offset: u64) -> u64 {
    if offset == 0 {
        align.max(1)
    } else {
        align.max(1).min(1 << offset.trailing_zeros())
    }
}

impl VectorLegalizer<'_> {
    fn set_elements(&mut self, dag: &mut SelectionDAG, n: NodeId, elts: &[SDValue]) {
        let tag = dag.get_target_constant(self.next_tag, EVT::Simple(MVT::i64));
        self.next_tag += 1;
        let mut ops: Vec<SDValue> = elts.to_vec();
        ops.push(tag);
        let vts: Vec<EVT> = ops.iter().map(|&o| dag.vt(o)).collect();
        let h = dag.get_node(isd::MERGE_VALUES, &vts, &ops);
        let i = n.0 as usize;
        if self.holders.len() <= i {
            self.holders.resize(dag.node_capacity().max(i + 1), None);
        }
        self.holders[i] = Some(h.node);
    }

    /// The elements of the vector value `v` (already visited): a scalarized node's, or lane
    /// extractions of a kept one (made once).
    fn elements(
        &mut self,
        dag: &mut SelectionDAG,
        v: SDValue,
    ) -> Result<Vec<SDValue>, CodegenError> {
        let holder = self
            .holders
            .get(v.node.0 as usize)
            .copied()
            .flatten()
            .filter(|&h| !dag.is_deleted(h));
        let h = match holder {
            Some(h) => h,
            None if self.is_kept(v.node) => {
                let elts = self.extract_lanes(dag, v);
                self.set_elements(dag, v.node, &elts);
                return Ok(elts);
            }
            None => {
                return Err(CodegenError::new(format!(
                    "vector legalization: no elements for a vector {:?} of type {}",
                    dag.opcode(v.node),
                    dag.vt(v).name()
                )))
            }
        };
        let ops = dag.ops(h);
        Ok(ops[..ops.len() - 1].to_vec())
    }

    fn is_kept(&self, n: NodeId) -> bool {
        self.kept.get(n.0 as usize).copied().unwrap_or(false)
    }

    fn mark_kept(&mut self, n: NodeId) {
        let i = n.0 as usize;
        if self.kept.len() <= i {
            self.kept.resize(i + 1, false);
        }
        self.kept[i] = true;
    }

    /// The type a lane of element type `evt` is extracted as or inserted from: the element
    /// type if legal, else the register type it is promoted to (LLVM lets
    /// `EXTRACT_VECTOR_ELT`'s result and `BUILD_VECTOR`'s operands be wider than the
    /// element).
    fn lane_type(&self, evt: EVT) -> EVT {
        if self.tli.is_type_legal(evt) {
            evt
        } else {
            EVT::Simple(self.tli.register_type_and_count(evt).0)
        }
    }

    /// `EXTRACT_VECTOR_ELT` of each lane of the kept vector `v`, as its element type.
    fn extract_lanes(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Vec<SDValue> {
        let vt = dag.vt(v);
        let evt = vt.scalar_type();
        let lt = self.lane_type(evt);
        (0..vt.vector_num_elements())
            .map(|k| {
                let idx = dag.get_constant(k as i128, self.ptr_vt);
                let e = dag.get(isd::EXTRACT_VECTOR_ELT, lt, &[v, idx]);
                if lt != evt {
                    dag.get(isd::TRUNCATE, evt, &[e])
                } else {
                    e
                }
            })
            .collect()
    }

    /// `v` as a vector of its legal type for a kept user: itself if kept, else a
    /// `BUILD_VECTOR` of its elements (each widened to its lane type).
    fn as_vector(&mut self, dag: &mut SelectionDAG, v: SDValue) -> Result<SDValue, CodegenError> {
        if self.is_kept(v.node) {
            return Ok(v);
        }
        if let Some(b) = self.built.get(v.node.0 as usize).copied().flatten() {
            if !dag.is_deleted(b.node) {
                return Ok(b);
            }
        }
        let vt = dag.vt(v);
        let lt = self.lane_type(vt.scalar_type());
        let elts = self.elements(dag, v)?;
        let mut ops = Vec::with_capacity(elts.len());
        for e in elts {
            let w = if dag.vt(e) == lt {
                e
            } else if dag.opcode(e.node) == isd::UNDEF {
                dag.get_undef(lt)
            } else if let Some(c) = dag.const_value(e) {
                dag.get_constant(c, lt)
            } else {
                dag.get(isd::ANY_EXTEND, lt, &[e])
            };
            ops.push(w);
        }
        let b = dag.get(isd::BUILD_VECTOR, vt, &ops);
        self.mark_kept(b.node);
        let i = v.node.0 as usize;
        if self.built.len() <= i {
            self.built.resize(i + 1, None);
        }
        self.built[i] = Some(b);
        Ok(b)
    }

    /// Whether vector node `n` stays a vector: its type is legal, the target selects the
    /// operation on it (Legal or Custom), and every operand is of a legal type. Nodes that
    /// only gather lanes (`BUILD_VECTOR`, shuffles, inserts, undef) are scalarized, and built
    /// again as a vector only where a kept user needs one.
    fn keeps(&self, dag: &SelectionDAG, n: NodeId) -> bool {
        let op = dag.opcode(n);
        if matches!(op, isd::COPY_FROM_REG | isd::REGISTER) {
            return self.tli.is_type_legal(dag.value_types(n)[0]);
        }
        self.keeps_shape(dag, n, true) && self.worth_keeping(dag, n)
    }

    /// Whether keeping `n` as a vector pays: an operand is a kept vector, or a user may take
    /// the vector (a store, a copy to another block, an operation kept on a legal type).
    /// Otherwise its lanes are used one by one (a load only sign-extended to an illegal
    /// type, say), and the scalar form saves moving each lane out of a vector register.
    fn worth_keeping(&self, dag: &SelectionDAG, n: NodeId) -> bool {
        if dag
            .ops(n)
            .iter()
            .any(|&o| dag.vt(o).is_vector() && self.is_kept(o.node))
        {
            return true;
        }
        let v = SDValue::new(n, 0);
        dag.uses(n).any(|(u, i)| {
            if dag.op(u, i) != v {
                return false;
            }
            match dag.opcode(u) {
                isd::STORE => i == 1,
                isd::COPY_TO_REG | isd::SETCC => true,
                _ => {
                    let uvt = dag.value_types(u).first().copied();
                    uvt.is_some_and(|t| t.is_vector()) && self.keeps_shape(dag, u, false)
                }
            }
        })
    }

    /// [`Self::keeps`] without the cost check; `strict` also asks that a bitcast's source
    /// was kept and a shift's amount is a known constant (false: for a node not visited
    /// yet, whose operands may not be either).
    fn keeps_shape(&self, dag: &SelectionDAG, n: NodeId, strict: bool) -> bool {
        let vts = dag.value_types(n);
        let vt = vts[0];
        if !self.tli.is_type_legal(vt) {
            return false;
        }
        let op = dag.opcode(n);
        match op {
            isd::COPY_FROM_REG | isd::REGISTER => return true,
            isd::LOAD => {
                return matches!(dag.data(n), NodeData::Load { ext: LoadExtType::NonExtLoad, mem_vt, .. } if mem_vt == vt)
            }
            isd::BITCAST => {
                let o = dag.op(n, 0);
                return dag.vt(o).is_vector() && (!strict || self.is_kept(o.node));
            }
            isd::BUILD_VECTOR
            | isd::UNDEF
            | isd::SPLAT_VECTOR
            | isd::SCALAR_TO_VECTOR
            | isd::CONCAT_VECTORS
            | isd::EXTRACT_SUBVECTOR
            | isd::INSERT_VECTOR_ELT
            | isd::VECTOR_SHUFFLE => return false,
            _ => {}
        }
        if op == isd::SELECT {
            return self.mask_select(dag, n).is_some();
        }
        if strict && matches!(op, isd::SHL | isd::SRL | isd::SRA) {
            // Vector shifts stay vectors by one constant amount in range (the immediate
            // forms); other amounts are unrolled.
            let bits = vt.scalar_type().size_in_bits() as i128;
            match self.splat_constant(dag, dag.op(n, 1)) {
                Some(c) if (0..bits).contains(&c) => {}
                _ => return false,
            }
        }
        vts.len() == 1
            && !op.is_target()
            && dag.data(n) == NodeData::None
            && matches!(
                self.tli.operation_action(op, vt),
                LegalizeAction::Legal | LegalizeAction::Custom
            )
            && dag
                .ops(n)
                .iter()
                .all(|&o| self.tli.is_type_legal(dag.vt(o)))
    }

    /// For a vector `select` on a lane compare of vectors as wide as its result (LLVM's
    /// `VSELECT` of a `SETCC` whose result type is the integer vector of the compared type),
    /// which the target selects: the compare's operands and condition.
    fn mask_select(&self, dag: &SelectionDAG, n: NodeId) -> Option<(SDValue, SDValue, CondCode)> {
        let vt = dag.value_types(n)[0];
        let c = dag.op(n, 0);
        if !dag.vt(c).is_vector() || dag.opcode(c.node) != isd::SETCC {
            return None;
        }
        let (a, b) = (dag.op(c.node, 0), dag.op(c.node, 1));
        let NodeData::CondCode(cc) = dag.data(dag.op(c.node, 2).node) else {
            return None;
        };
        let avt = dag.vt(a);
        let legal = |v: EVT| self.tli.is_type_legal(v);
        let mask_vt = avt.change_type_to_integer();
        (legal(avt)
            && legal(vt)
            && legal(dag.vt(dag.op(n, 1)))
            && avt.vector_num_elements() == vt.vector_num_elements()
            && avt.size_in_bits() == vt.size_in_bits()
            && legal(mask_vt)
            && self.tli.operation_action(isd::SETCC, mask_vt) == LegalizeAction::Legal
            && self.tli.operation_action(isd::SELECT, vt) == LegalizeAction::Legal
            && avt
                .simple()
                .is_some_and(|m| self.tli.cond_code_action(cc, m) != LegalizeAction::Expand))
        .then_some((a, b, cc))
    }

    /// The constant in every lane of the scalarized vector `v`, if it is one.
    fn splat_constant(&self, dag: &SelectionDAG, v: SDValue) -> Option<i128> {
        let h = self.holders.get(v.node.0 as usize).copied().flatten()?;
        let ops = dag.ops(h);
        let elts = &ops[..ops.len() - 1];
        let c = dag.const_value(*elts.first()?)?;
        elts.iter()
            .all(|&e| dag.const_value(e) == Some(c))
            .then_some(c)
    }

    /// Keeps `n` as a vector, building its scalarized vector operands into vectors.
    fn keep(&mut self, dag: &mut SelectionDAG, n: NodeId) -> Result<(), CodegenError> {
        if dag.opcode(n) == isd::SELECT && dag.value_types(n)[0].is_vector() {
            // select (setcc a, b) x, y: the compare as a mask of the compared width.
            let (a, b, cc) = self
                .mask_select(dag, n)
                .expect("invariant: keeps() checked the select's compare");
            let a = self.as_vector(dag, a)?;
            let b = self.as_vector(dag, b)?;
            let x = self.as_vector(dag, dag.op(n, 1))?;
            let y = self.as_vector(dag, dag.op(n, 2))?;
            let mask_vt = dag.vt(a).change_type_to_integer();
            let mask = dag.get_setcc(mask_vt, a, b, cc);
            self.mark_kept(mask.node);
            let vt = dag.value_types(n)[0];
            let sel = dag.get(isd::SELECT, vt, &[mask, x, y]);
            self.mark_kept(sel.node);
            dag.replace_all_uses_with(SDValue::new(n, 0), sel);
            self.mark_kept(n);
            return Ok(());
        }
        let ops: Vec<SDValue> = dag.ops(n).to_vec();
        let mut new_ops = Vec::with_capacity(ops.len());
        for &o in &ops {
            new_ops.push(if dag.vt(o).is_vector() {
                self.as_vector(dag, o)?
            } else {
                o
            });
        }
        let n2 = dag.update_node_operands(n, &new_ops);
        self.mark_kept(n);
        self.mark_kept(n2);
        Ok(())
    }

    /// Whether scalar node `n` (a user of vectors) keeps its vector operands: they are all
    /// of legal types and it is not one of the users rewritten per element (lane
    /// extraction, bitcasts to scalars, and stores of a vector that was scalarized).
    fn keeps_consumer(&self, dag: &SelectionDAG, n: NodeId) -> bool {
        let ops = dag.ops(n);
        if !ops
            .iter()
            .all(|&o| !dag.vt(o).is_vector() || self.tli.is_type_legal(dag.vt(o)))
        {
            return false;
        }
        match dag.opcode(n) {
            isd::EXTRACT_VECTOR_ELT | isd::BITCAST => false,
            isd::STORE => {
                matches!(dag.data(n), NodeData::Store { truncating: false, mem_vt, .. }
                    if mem_vt == dag.vt(ops[1]))
                    && self.is_kept(ops[1].node)
            }
            _ => true,
        }
    }

    fn visit(&mut self, dag: &mut SelectionDAG, n: NodeId) -> Result<(), CodegenError> {
        let op = dag.opcode(n);
        let vts = dag.value_types(n);
        if vts.first().is_some_and(|vt| vt.is_vector()) {
            if self.keeps(dag, n) {
                return self.keep(dag, n);
            }
            let elts = self.scalarize(dag, n)?;
            self.set_elements(dag, n, &elts);
            return Ok(());
        }
        if vts.iter().any(|vt| vt.is_vector()) {
            return Err(unsupported(dag, n));
        }
        if dag.ops(n).iter().any(|&o| dag.vt(o).is_vector()) && op != isd::VALUETYPE {
            if self.keeps_consumer(dag, n) {
                return self.keep(dag, n);
            }
            self.replace_consumer(dag, n)?;
        }
        Ok(())
    }

    /// The elements of vector node `n`.
    fn scalarize(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
    ) -> Result<Vec<SDValue>, CodegenError> {
        let vt = dag.value_types(n)[0];
        let count = vt.vector_num_elements() as usize;
        let evt = vt.scalar_type();
        let op = dag.opcode(n);
        let ops: Vec<SDValue> = dag.ops(n).to_vec();
        let out = match op {
            isd::UNDEF => vec![dag.get_undef(evt); count],
            isd::BUILD_VECTOR => {
                if ops.len() != count {
                    return Err(unsupported(dag, n));
                }
                ops
            }
            isd::SPLAT_VECTOR => vec![ops[0]; count],
            isd::SCALAR_TO_VECTOR => {
                let mut v = vec![dag.get_undef(evt); count];
                v[0] = ops[0];
                v
            }
            isd::CONCAT_VECTORS => {
                let mut v = Vec::with_capacity(count);
                for &o in &ops {
                    v.extend(self.elements(dag, o)?);
                }
                v
            }
            isd::EXTRACT_SUBVECTOR => {
                let src = self.elements(dag, ops[0])?;
                let idx = dag
                    .const_value(ops[1])
                    .filter(|&i| i >= 0 && i as usize + count <= src.len())
                    .ok_or_else(|| unsupported(dag, n))? as usize;
                src[idx..idx + count].to_vec()
            }
            isd::INSERT_VECTOR_ELT => {
                let mut v = self.elements(dag, ops[0])?;
                let val = ops[1];
                match dag.const_value(ops[2]) {
                    Some(i) if i >= 0 && (i as usize) < count => v[i as usize] = val,
                    // An index out of range gives poison.
                    Some(_) => v = vec![dag.get_undef(evt); count],
                    None => v = self.insert_variable(dag, &v, val, ops[2])?,
                }
                v
            }
            isd::VECTOR_SHUFFLE => {
                let mut src = self.elements(dag, ops[0])?;
                src.extend(self.elements(dag, ops[1])?);
                let mut v = Vec::with_capacity(count);
                for &m in &ops[2..] {
                    match dag.const_value(m) {
                        Some(i) if i >= 0 && (i as usize) < src.len() => v.push(src[i as usize]),
                        _ => v.push(dag.get_undef(evt)),
                    }
                }
                if v.len() != count {
                    return Err(unsupported(dag, n));
                }
                v
            }
            isd::LOAD => self.scalarize_load(dag, n)?,
            isd::BITCAST => {
                let src_vt = dag.vt(ops[0]);
                let src = if src_vt.is_vector() {
                    self.elements(dag, ops[0])?
                } else {
                    vec![ops[0]]
                };
                regroup(dag, &src, src_vt.scalar_type(), evt, count)
            }
            _ => {
                if dag.value_types(n).len() != 1 || dag.data(n) != NodeData::None || op.is_target()
                {
                    return Err(unsupported(dag, n));
                }
                let flags = dag.node(n).flags;
                let mut per_op: Vec<Option<Vec<SDValue>>> = Vec::with_capacity(ops.len());
                for &o in &ops {
                    let ovt = dag.vt(o);
                    if ovt.is_vector() {
                        let e = self.elements(dag, o)?;
                        if e.len() != count {
                            return Err(unsupported(dag, n));
                        }
                        per_op.push(Some(e));
                    } else {
                        per_op.push(None);
                    }
                }
                let mut v = Vec::with_capacity(count);
                let mut eops = Vec::with_capacity(ops.len());
                for k in 0..count {
                    eops.clear();
                    for (j, &o) in ops.iter().enumerate() {
                        eops.push(match &per_op[j] {
                            Some(e) => e[k],
                            None => o,
                        });
                    }
                    v.push(dag.get_node_full(op, &[evt], &eops, NodeData::None, flags));
                }
                v
            }
        };
        Ok(out)
    }

    /// Element loads for a vector load; the load's chain result becomes their token factor.
    fn scalarize_load(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
    ) -> Result<Vec<SDValue>, CodegenError> {
        let NodeData::Load { ext, mem_vt, .. } = dag.data(n) else {
            return Err(unsupported(dag, n));
        };
        let vt = dag.value_types(n)[0];
        if ext != LoadExtType::NonExtLoad || mem_vt != vt {
            return Err(unsupported(dag, n));
        }
        let mmo = *dag
            .mem_operand(n)
            .expect("invariant: loads have a memory operand");
        let chain = dag.op(n, 0);
        let ptr = dag.op(n, 1);
        let evt = vt.scalar_type();
        let count = vt.vector_num_elements() as usize;
        let (elts, out_chain) = if !evt.size_in_bits().is_multiple_of(8) {
            // Elements that are not whole bytes are packed in memory (element 0 in bit 0, the
            // rest of the last byte zero, as LLVM stores them): load them as one integer.
            let ivt = EVT::integer(vt.size_in_bits().next_multiple_of(8));
            let m = MachineMemOperand {
                size: ivt.store_size() as u64,
                ..mmo
            };
            let l = dag.get_load(ivt, chain, ptr, m);
            (regroup(dag, &[l], ivt, evt, count), SDValue::new(l.node, 1))
        } else {
            let es = evt.store_size() as u64;
            let mut elts = Vec::with_capacity(count);
            let mut chains = Vec::with_capacity(count);
            for k in 0..count as u64 {
                let p = offset_ptr(dag, ptr, k * es);
                let m = MachineMemOperand {
                    offset: mmo.offset + (k * es) as i64,
                    size: es,
                    align: common_align(mmo.align, k * es),
                    ..mmo
                };
                let l = dag.get_load(evt, chain, p, m);
                self.element_loads.push(l.node);
                elts.push(l);
                chains.push(SDValue::new(l.node, 1));
            }
            let tf = dag.get_token_factor(&chains);
            (elts, tf)
        };
        dag.replace_all_uses_with(SDValue::new(n, 1), out_chain);
        Ok(elts)
    }

    /// Replaces scalar node `n`, which reads a vector, by its scalar form.
    fn replace_consumer(&mut self, dag: &mut SelectionDAG, n: NodeId) -> Result<(), CodegenError> {
        let op = dag.opcode(n);
        let ops: Vec<SDValue> = dag.ops(n).to_vec();
        let new = match op {
            isd::EXTRACT_VECTOR_ELT => {
                let v = self.elements(dag, ops[0])?;
                let rvt = dag.value_types(n)[0];
                let e = match dag.const_value(ops[1]) {
                    Some(i) if i >= 0 && (i as usize) < v.len() => v[i as usize],
                    Some(_) => dag.get_undef(rvt),
                    None => self.extract_variable(dag, &v, ops[1])?,
                };
                if dag.vt(e) != rvt {
                    // LLVM lets the result be wider than the element (an any-extension).
                    dag.get_any_ext_or_trunc(e, rvt)
                } else {
                    e
                }
            }
            isd::BITCAST => {
                let src_vt = dag.vt(ops[0]);
                let v = self.elements(dag, ops[0])?;
                let rvt = dag.value_types(n)[0];
                regroup(dag, &v, src_vt.scalar_type(), rvt, 1)[0]
            }
            isd::STORE => self.scalarize_store(dag, n)?,
            _ => return Err(unsupported(dag, n)),
        };
        dag.replace_all_uses_with(SDValue::new(n, 0), new);
        Ok(())
    }

    /// Element stores for a vector store; returns their token factor.
    fn scalarize_store(
        &mut self,
        dag: &mut SelectionDAG,
        n: NodeId,
    ) -> Result<SDValue, CodegenError> {
        let NodeData::Store {
            truncating, mem_vt, ..
        } = dag.data(n)
        else {
            return Err(unsupported(dag, n));
        };
        let (chain, val, ptr) = (dag.op(n, 0), dag.op(n, 1), dag.op(n, 2));
        let vt = dag.vt(val);
        if truncating || mem_vt != vt {
            return Err(unsupported(dag, n));
        }
        let mmo = *dag
            .mem_operand(n)
            .expect("invariant: stores have a memory operand");
        let elts = self.elements(dag, val)?;
        let evt = vt.scalar_type();
        if !evt.size_in_bits().is_multiple_of(8) {
            // Packed bits, zero up to a whole byte (see `scalarize_load`).
            let ivt = EVT::integer(vt.size_in_bits().next_multiple_of(8));
            let bits = regroup(dag, &elts, evt, ivt, 1)[0];
            let m = MachineMemOperand {
                size: ivt.store_size() as u64,
                ..mmo
            };
            return Ok(dag.get_store(chain, bits, ptr, m));
        }
        let es = evt.store_size() as u64;
        let mut chains = Vec::with_capacity(elts.len());
        for (k, &e) in elts.iter().enumerate() {
            let off = k as u64 * es;
            let p = offset_ptr(dag, ptr, off);
            let m = MachineMemOperand {
                offset: mmo.offset + off as i64,
                size: es,
                align: common_align(mmo.align, off),
                ..mmo
            };
            chains.push(dag.get_store(chain, e, p, m));
        }
        Ok(dag.get_token_factor(&chains))
    }

    /// The index `idx` as a pointer-sized integer kept inside `0..count` (out-of-range indices
    /// give poison in IR; clamping keeps the access inside the temporary, as LLVM does).
    fn clamp_index(&self, dag: &mut SelectionDAG, idx: SDValue, count: usize) -> SDValue {
        let i = dag.get_zext_or_trunc(idx, self.ptr_vt);
        let last = dag.get_constant(count as i128 - 1, self.ptr_vt);
        if count.is_power_of_two() {
            dag.get(isd::AND, self.ptr_vt, &[i, last])
        } else {
            dag.get(isd::UMIN, self.ptr_vt, &[i, last])
        }
    }

    /// A stack temporary holding `elts`: (frame index node, chain after the stores, element
    /// size).
    fn spill_to_temporary(
        &mut self,
        dag: &mut SelectionDAG,
        elts: &[SDValue],
    ) -> (SDValue, SDValue, u64) {
        let evt = dag.vt(elts[0]);
        let es = evt.store_size() as u64;
        let size = es * elts.len() as u64;
        let align = size.next_power_of_two().clamp(1, 16);
        let fi = self.mf.frame_info.create_stack_object(size, align);
        let base = dag.get_frame_index(fi, self.ptr_vt, false);
        let entry = dag.entry_token();
        let mut chains = Vec::with_capacity(elts.len());
        for (k, &e) in elts.iter().enumerate() {
            let off = k as u64 * es;
            let p = offset_ptr(dag, base, off);
            let m = MachineMemOperand {
                ptr: PointerInfo::FrameIndex(fi),
                offset: off as i64,
                size: es,
                align: common_align(align, off),
                flags: MachineMemOperand::STORE,
            };
            chains.push(dag.get_store(entry, e, p, m));
        }
        let tf = dag.get_token_factor(&chains);
        (base, tf, es)
    }

    fn element_address(
        &self,
        dag: &mut SelectionDAG,
        base: SDValue,
        idx: SDValue,
        count: usize,
        es: u64,
    ) -> SDValue {
        let i = self.clamp_index(dag, idx, count);
        let scaled = if es == 1 {
            i
        } else {
            let sh = dag.get_constant(es.trailing_zeros() as i128, self.ptr_vt);
            dag.get(isd::SHL, self.ptr_vt, &[i, sh])
        };
        dag.get(isd::ADD, self.ptr_vt, &[base, scaled])
    }

    /// `extractelement` with a variable index.
    fn extract_variable(
        &mut self,
        dag: &mut SelectionDAG,
        elts: &[SDValue],
        idx: SDValue,
    ) -> Result<SDValue, CodegenError> {
        let evt = dag.vt(elts[0]);
        if !byte_sized_pow2(evt) {
            return Ok(select_chain_extract(dag, elts, idx, self.ptr_vt));
        }
        let (base, chain, es) = self.spill_to_temporary(dag, elts);
        let addr = self.element_address(dag, base, idx, elts.len(), es);
        let m = MachineMemOperand {
            ptr: PointerInfo::Unknown,
            offset: 0,
            size: es,
            align: es,
            flags: MachineMemOperand::LOAD,
        };
        Ok(dag.get_load(evt, chain, addr, m))
    }

    /// `insertelement` with a variable index: the new elements.
    fn insert_variable(
        &mut self,
        dag: &mut SelectionDAG,
        elts: &[SDValue],
        val: SDValue,
        idx: SDValue,
    ) -> Result<Vec<SDValue>, CodegenError> {
        let evt = dag.vt(elts[0]);
        if !byte_sized_pow2(evt) || dag.vt(val) != evt {
            let i = dag.get_zext_or_trunc(idx, self.ptr_vt);
            let mut out = Vec::with_capacity(elts.len());
            for (k, &e) in elts.iter().enumerate() {
                let kc = dag.get_constant(k as i128, self.ptr_vt);
                let eq = dag.get_setcc(EVT::Simple(MVT::i1), i, kc, CondCode::SETEQ);
                let v = if dag.vt(val) != evt {
                    dag.get_any_ext_or_trunc(val, evt)
                } else {
                    val
                };
                out.push(dag.get(isd::SELECT, evt, &[eq, v, e]));
            }
            return Ok(out);
        }
        let (base, chain, es) = self.spill_to_temporary(dag, elts);
        let addr = self.element_address(dag, base, idx, elts.len(), es);
        let m = MachineMemOperand {
            ptr: PointerInfo::Unknown,
            offset: 0,
            size: es,
            align: es,
            flags: MachineMemOperand::STORE,
        };
        let chain = dag.get_store(chain, val, addr, m);
        let fi = match dag.data(base.node) {
            NodeData::FrameIndex(fi) => fi,
            _ => unreachable!("invariant: the temporary's base is a frame index"),
        };
        let mut out = Vec::with_capacity(elts.len());
        for k in 0..elts.len() as u64 {
            let off = k * es;
            let p = offset_ptr(dag, base, off);
            let m = MachineMemOperand {
                ptr: PointerInfo::FrameIndex(fi),
                offset: off as i64,
                size: es,
                align: es,
                flags: MachineMemOperand::LOAD,
            };
            out.push(dag.get_load(evt, chain, p, m));
        }
        Ok(out)
    }
}

/// Whether elements of `evt` can live in memory one per power-of-two number of bytes.
fn byte_sized_pow2(evt: EVT) -> bool {
    let b = evt.size_in_bits();
    b >= 8 && b.is_multiple_of(8) && (b / 8).is_power_of_two()
}

/// `ptr + off`.
fn offset_ptr(dag: &mut SelectionDAG, ptr: SDValue, off: u64) -> SDValue {
    if off == 0 {
        return ptr;
    }
    let pvt = dag.vt(ptr);
    let c = dag.get_constant(off as i128, pvt);
    dag.get(isd::ADD, pvt, &[ptr, c])
}

/// `elts[idx]` as a chain of selects (elements narrower than a byte).
fn select_chain_extract(
    dag: &mut SelectionDAG,
    elts: &[SDValue],
    idx: SDValue,
    ptr_vt: EVT,
) -> SDValue {
    let evt = dag.vt(elts[0]);
    let i = dag.get_zext_or_trunc(idx, ptr_vt);
    let mut r = elts[0];
    for (k, &e) in elts.iter().enumerate().skip(1) {
        let kc = dag.get_constant(k as i128, ptr_vt);
        let eq = dag.get_setcc(EVT::Simple(MVT::i1), i, kc, CondCode::SETEQ);
        r = dag.get(isd::SELECT, evt, &[eq, e, r]);
    }
    r
}

/// Reinterprets the bits of `src` (elements of type `in_elt`, element 0 in the low bits, as
/// in memory on a little-endian target) as `count` elements of type `out_elt`.
fn regroup(
    dag: &mut SelectionDAG,
    src: &[SDValue],
    in_elt: EVT,
    out_elt: EVT,
    count: usize,
) -> Vec<SDValue> {
    let wi = in_elt.size_in_bits() as u64;
    let wo = out_elt.size_in_bits() as u64;
    if wi == wo {
        return src
            .iter()
            .take(count)
            .map(|&e| {
                if in_elt == out_elt {
                    e
                } else {
                    dag.get(isd::BITCAST, out_elt, &[e])
                }
            })
            .collect();
    }
    let int_in = EVT::integer(wi as u32);
    let int_out = EVT::integer(wo as u32);
    let wide = EVT::integer(wi.max(wo) as u32);
    let mut out = Vec::with_capacity(count);
    for j in 0..count as u64 {
        let (lo, hi) = (j * wo, (j + 1) * wo);
        let mut acc: Option<SDValue> = None;
        for (k, &e) in src.iter().enumerate() {
            let (elo, ehi) = (k as u64 * wi, (k as u64 + 1) * wi);
            if ehi <= lo || elo >= hi {
                continue;
            }
            let mut x = e;
            if !in_elt.is_integer() {
                x = dag.get(isd::BITCAST, int_in, &[x]);
            }
            if wi < wi.max(wo) {
                x = dag.get(isd::ZERO_EXTEND, wide, &[x]);
            }
            if elo > lo {
                let sh = dag.get_constant((elo - lo) as i128, wide);
                x = dag.get(isd::SHL, wide, &[x, sh]);
            } else if elo < lo {
                let sh = dag.get_constant((lo - elo) as i128, wide);
                x = dag.get(isd::SRL, wide, &[x, sh]);
            }
            acc = Some(match acc {
                None => x,
                Some(a) => dag.get(isd::OR, wide, &[a, x]),
            });
        }
        let mut r = acc.unwrap_or_else(|| dag.get_undef(wide));
        if wo < wi.max(wo) {
            r = dag.get(isd::TRUNCATE, int_out, &[r]);
        }
        if !out_elt.is_integer() {
            r = dag.get(isd::BITCAST, out_elt, &[r]);
        }
        out.push(r);
    }
    out
}

fn unsupported(dag: &SelectionDAG, n: NodeId) -> CodegenError {
    let vt = dag
        .value_types(n)
        .iter()
        .copied()
        .chain(dag.ops(n).iter().map(|&o| dag.vt(o)))
        .find(|vt| vt.is_vector());
    CodegenError::new(format!(
        "vector operation {:?}{} is not supported yet",
        dag.opcode(n),
        vt.map(|v| format!(" on {}", v.name())).unwrap_or_default()
    ))
}
