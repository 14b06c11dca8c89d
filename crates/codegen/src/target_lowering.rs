//! What a target tells the DAG stages (LLVM's `TargetLoweringBase` tables and `TargetLowering`
//! hooks): legal types and their register classes, the derived type-legalization actions
//! (promote, expand, soften, split, scalarize, widen), the `set_operation_action` table
//! (Legal, Promote, Expand, Custom, LibCall per opcode and type), load-extension and
//! truncating-store actions, libcall names, and the lowering of formal arguments, calls and
//! returns, custom operations and target combines.
//!
//! In: the target's tables, filled once when the target is created
//! ([`TargetLoweringInfo::compute_register_properties`] last). Out: O(1) queries the builder,
//! combiner, legalizers and isel make for every node.

use crate::calling_conv::ArgFlags;
use crate::machine::MachineFunction;
use crate::selection_dag::isd::{self, LoadExtType, Opcode};
use crate::selection_dag::{NodeId, SDValue, SelectionDAG};
use crate::target::RegClassId;
use crate::value_types::{EVT, MVT};
use crate::CodegenError;

/// What operation legalization does with an (opcode, type) pair.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LegalizeAction {
    /// The target selects it as is.
    Legal,
    /// Do it in a wider type.
    Promote,
    /// Rewrite it with other operations.
    Expand,
    /// Ask the target's `lower_operation`.
    Custom,
    /// Call a runtime library function.
    LibCall,
}

/// What type legalization does with a value type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeAction {
    /// Legal: it has a register class.
    Legal,
    /// Use the wider integer type.
    PromoteInteger(MVT),
    /// Split into two halves of this type.
    ExpandInteger(EVT),
    /// A float with no FPU: the same bits in an integer.
    SoftenFloat(EVT),
    /// Split a vector into two halves.
    SplitVector(EVT),
    /// A one-element vector becomes its element.
    ScalarizeVector(EVT),
    /// Widen a vector to this type.
    WidenVector(EVT),
}

/// How a boolean (setcc result) is represented in a register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BooleanContent {
    /// Only bit 0 is defined.
    Undefined,
    /// 0 or 1.
    ZeroOrOne,
    /// 0 or -1.
    ZeroOrNegativeOne,
}

const NVT: usize = MVT::NUM_VALUES;

/// The target's tables. See the module documentation.
#[derive(Clone, Debug)]
pub struct TargetLoweringInfo {
    reg_class: [Option<RegClassId>; NVT],
    /// Register classes of types that are not legal but that selected instructions define
    /// or read (AArch64's i32 in GPR32, the W views of the X registers).
    view_class: [Option<RegClassId>; NVT],
    op_actions: Vec<LegalizeAction>,
    promote_to: Vec<(Opcode, MVT, MVT)>,
    load_ext: Vec<LegalizeAction>,
    trunc_store: Vec<LegalizeAction>,
    cond_code: Vec<LegalizeAction>,
    libcalls: Vec<(Opcode, MVT, &'static str)>,
    /// The pointer type (address space 0).
    pub pointer_vt: MVT,
    /// The type of shift amounts.
    pub shift_amount_vt: MVT,
    /// How booleans look in registers.
    pub boolean_contents: BooleanContent,
    /// Minimum number of cases for a jump table.
    pub min_jump_table_entries: u32,
    /// Minimum density (percent of the range that has cases) for a jump table.
    pub min_jump_table_density: u32,
    /// Minimum density for a jump table in a function optimized for size (`optsize`).
    pub min_jump_table_density_optsize: u32,
    /// The stack alignment in bytes.
    pub stack_alignment: u64,
    /// Floats with no register class are softened to integers and libcalls (a soft-float
    /// ABI). Off by default: a hard-float target that has not declared its FP registers yet
    /// must get an error, not calls that pass floats in integer registers.
    pub soft_float: bool,
    /// A `half`/`bfloat` without a register class crosses calls in an `f32` register with
    /// its upper 16 bits set (RISC-V's NaN-boxing with F and no Zfh; LLVM's
    /// `splitValueIntoRegisterParts`). Off: it travels like an `i16`.
    pub half_in_f32_nan_boxed: bool,
    /// `fp128` has a register class only to cross calls in it (AAPCS64's q registers): the
    /// builder still computes on its bits in an `i128` through the soft-float routines, and
    /// passes and returns each `fp128` as one `f128` part built from (`BUILD_PAIR`) and split
    /// into (`EXTRACT_ELEMENT`) its two 64-bit halves. Off: an `fp128` with a register class
    /// is computed on in it.
    pub soft_fp128_in_register: bool,
    /// Big-endian memory: an integer expanded into halves keeps its high half at the lower
    /// address, and its register parts (arguments, results, libcall operands) go high half
    /// first, as in memory (LLVM reverses the parts of a big-endian value). Off by default.
    pub big_endian: bool,
    /// `(from, to)` integer pairs where sign extension is cheaper than zero extension (LLVM's
    /// `isSExtCheaperThanZExt`): type legalization promotes equality and unsigned compares
    /// of `from` values with sign extension there.
    pub sext_cheaper_than_zext: Vec<(MVT, MVT)>,
    /// Read-modify-writes and compare-exchanges that have an LSE instruction are calls to
    /// the `__aarch64_*` helpers libgcc provides (AArch64's `+outline-atomics`, clang's
    /// default on Linux): the builder emits the call ([`crate::selection_dag::atomic::outline_atomic_helper`]).
    pub outline_atomics: bool,
}

impl TargetLoweringInfo {
    /// Empty tables for a target whose pointers are `pointer_vt`: everything Legal, no legal
    /// types yet, the usual libcall names.
    pub fn new(pointer_vt: MVT) -> TargetLoweringInfo {
        let mut t = TargetLoweringInfo {
            reg_class: [None; NVT],
            view_class: [None; NVT],
            op_actions: vec![LegalizeAction::Legal; isd::BUILTIN_OP_END as usize * NVT],
            promote_to: Vec::new(),
            load_ext: vec![LegalizeAction::Legal; 4 * NVT * NVT],
            trunc_store: vec![LegalizeAction::Legal; NVT * NVT],
            cond_code: vec![LegalizeAction::Legal; 24 * NVT],
            libcalls: Vec::new(),
            pointer_vt,
            half_in_f32_nan_boxed: false,
            outline_atomics: false,
            soft_fp128_in_register: false,
            big_endian: false,
            shift_amount_vt: pointer_vt,
            boolean_contents: BooleanContent::ZeroOrOne,
            min_jump_table_entries: 4,
            min_jump_table_density: 40,
            min_jump_table_density_optsize: 40,
            stack_alignment: 16,
            soft_float: false,
            sext_cheaper_than_zext: Vec::new(),
        };
        t.init_libcalls();
        t
    }

    fn init_libcalls(&mut self) {
        use MVT::*;
        let table: &[(Opcode, MVT, &'static str)] = &[
            (isd::MUL, i32, "__mulsi3"),
            (isd::MUL, i64, "__muldi3"),
            (isd::MUL, i128, "__multi3"),
            (isd::SDIV, i32, "__divsi3"),
            (isd::SDIV, i64, "__divdi3"),
            (isd::SDIV, i128, "__divti3"),
            (isd::UDIV, i32, "__udivsi3"),
            (isd::UDIV, i64, "__udivdi3"),
            (isd::UDIV, i128, "__udivti3"),
            (isd::SREM, i32, "__modsi3"),
            (isd::SREM, i64, "__moddi3"),
            (isd::SREM, i128, "__modti3"),
            (isd::UREM, i32, "__umodsi3"),
            (isd::UREM, i64, "__umoddi3"),
            (isd::UREM, i128, "__umodti3"),
            (isd::SHL, i128, "__ashlti3"),
            (isd::SRL, i128, "__lshrti3"),
            (isd::SRA, i128, "__ashrti3"),
            (isd::FADD, f32, "__addsf3"),
            (isd::FADD, f64, "__adddf3"),
            (isd::FADD, f128, "__addtf3"),
            (isd::FSUB, f32, "__subsf3"),
            (isd::FSUB, f64, "__subdf3"),
            (isd::FSUB, f128, "__subtf3"),
            (isd::FMUL, f32, "__mulsf3"),
            (isd::FMUL, f64, "__muldf3"),
            (isd::FMUL, f128, "__multf3"),
            (isd::FDIV, f32, "__divsf3"),
            (isd::FDIV, f64, "__divdf3"),
            (isd::FDIV, f128, "__divtf3"),
        ];
        self.libcalls.extend_from_slice(table);
    }

    /// Makes `vt` legal, held in register class `rc`. A vector type starts with every
    /// computing operation Expand (unrolled into element operations by vector legalization,
    /// as LLVM's `computeRegisterProperties` starts vector types), so that the target names
    /// the ones it selects as Legal; the structural nodes (loads, stores, copies, bitcasts,
    /// merges, undef) stay Legal.
    pub fn add_register_class(&mut self, vt: MVT, rc: RegClassId) {
        self.reg_class[vt as usize] = Some(rc);
        if vt.is_vector() {
            for op in 0..isd::BUILTIN_OP_END {
                let o = Opcode(op);
                if !matches!(
                    o,
                    isd::LOAD
                        | isd::STORE
                        | isd::COPY_FROM_REG
                        | isd::COPY_TO_REG
                        | isd::BITCAST
                        | isd::MERGE_VALUES
                        | isd::UNDEF
                ) {
                    self.op_actions[op as usize * NVT + vt as usize] = LegalizeAction::Expand;
                }
            }
        }
    }

    /// The register class of a legal type.
    pub fn register_class_for(&self, vt: MVT) -> Option<RegClassId> {
        self.reg_class[vt as usize]
    }

    /// Gives values of `vt`, which stays illegal (type legalization does not see it), register
    /// class `rc` when selected instructions produce them (AArch64's i32 in GPR32: a pattern's
    /// `LDRWui` or `EXTRACT_SUBREG` result).
    pub fn add_view_class(&mut self, vt: MVT, rc: RegClassId) {
        self.view_class[vt as usize] = Some(rc);
    }

    /// The register class of a selected value of type `vt`: its legal type's class, else its
    /// view class ([`Self::add_view_class`]).
    pub fn value_class_for(&self, vt: MVT) -> Option<RegClassId> {
        self.reg_class[vt as usize].or(self.view_class[vt as usize])
    }

    /// Whether `vt` is legal.
    /// Whether sign-extending a `from` value to `to` is cheaper than zero-extending it.
    pub fn is_sext_cheaper_than_zext(&self, from: EVT, to: EVT) -> bool {
        matches!((from, to), (EVT::Simple(f), EVT::Simple(t))
            if self.sext_cheaper_than_zext.contains(&(f, t)))
    }

    /// Whether `vt` has a register class.
    #[inline]
    pub fn is_type_legal(&self, vt: EVT) -> bool {
        matches!(vt, EVT::Simple(m) if self.reg_class[m as usize].is_some())
    }

    /// Sets the action for `(op, vt)`.
    pub fn set_operation_action(&mut self, op: Opcode, vt: MVT, action: LegalizeAction) {
        assert!(
            op.is_isd(),
            "invariant: actions are set for ISD opcodes only"
        );
        self.op_actions[op.0 as usize * NVT + vt as usize] = action;
    }

    /// Sets the action for `op` on every type in `vts`.
    pub fn set_operation_actions(&mut self, ops: &[Opcode], vts: &[MVT], action: LegalizeAction) {
        for &op in ops {
            for &vt in vts {
                self.set_operation_action(op, vt, action);
            }
        }
    }

    /// The action for `(op, vt)` (target opcodes and extended types are Legal / Expand).
    pub fn operation_action(&self, op: Opcode, vt: EVT) -> LegalizeAction {
        match vt {
            _ if !op.is_isd() => LegalizeAction::Legal,
            EVT::Simple(m) => self.op_actions[op.0 as usize * NVT + m as usize],
            _ => LegalizeAction::Expand,
        }
    }

    /// Whether `(op, vt)` is Legal or Custom on a legal type.
    pub fn is_operation_legal_or_custom(&self, op: Opcode, vt: EVT) -> bool {
        self.is_type_legal(vt)
            && matches!(
                self.operation_action(op, vt),
                LegalizeAction::Legal | LegalizeAction::Custom
            )
    }

    /// For a Promote action: do `op` on `from` in type `to` (default: the next wider legal
    /// type).
    pub fn add_promoted_to_type(&mut self, op: Opcode, from: MVT, to: MVT) {
        self.promote_to.push((op, from, to));
    }

    /// The type a promoted `(op, vt)` is done in.
    pub fn promoted_type(&self, op: Opcode, vt: MVT) -> Option<MVT> {
        if let Some(&(_, _, to)) = self
            .promote_to
            .iter()
            .find(|&&(o, f, _)| o == op && f == vt)
        {
            return Some(to);
        }
        MVT::ALL
            .iter()
            .copied()
            .filter(|m| {
                m.is_scalar_integer() == vt.is_scalar_integer()
                    && m.size_in_bits() > vt.size_in_bits()
            })
            .find(|&m| self.register_class_for(m).is_some())
    }

    /// Sets the action for extending loads of `mem_vt` into `val_vt`.
    pub fn set_load_ext_action(
        &mut self,
        ext: LoadExtType,
        val_vt: MVT,
        mem_vt: MVT,
        a: LegalizeAction,
    ) {
        self.load_ext[(ext as usize * NVT + val_vt as usize) * NVT + mem_vt as usize] = a;
    }

    /// The action for an extending load.
    pub fn load_ext_action(&self, ext: LoadExtType, val_vt: MVT, mem_vt: MVT) -> LegalizeAction {
        self.load_ext[(ext as usize * NVT + val_vt as usize) * NVT + mem_vt as usize]
    }

    /// Sets the action for truncating stores of `val_vt` into `mem_vt`.
    pub fn set_trunc_store_action(&mut self, val_vt: MVT, mem_vt: MVT, a: LegalizeAction) {
        self.trunc_store[val_vt as usize * NVT + mem_vt as usize] = a;
    }

    /// The action for a truncating store.
    pub fn trunc_store_action(&self, val_vt: MVT, mem_vt: MVT) -> LegalizeAction {
        self.trunc_store[val_vt as usize * NVT + mem_vt as usize]
    }

    /// Sets the action for a condition code on a type.
    pub fn set_cond_code_action(&mut self, cc: isd::CondCode, vt: MVT, a: LegalizeAction) {
        self.cond_code[cc as usize * NVT + vt as usize] = a;
    }

    /// The action for a condition code on a type.
    pub fn cond_code_action(&self, cc: isd::CondCode, vt: MVT) -> LegalizeAction {
        self.cond_code[cc as usize * NVT + vt as usize]
    }

    /// Sets (or replaces) the libcall for `(op, vt)`.
    pub fn set_libcall_name(&mut self, op: Opcode, vt: MVT, name: &'static str) {
        self.libcalls.retain(|&(o, v, _)| !(o == op && v == vt));
        self.libcalls.push((op, vt, name));
    }

    /// The libcall for `(op, vt)`.
    pub fn libcall_name(&self, op: Opcode, vt: MVT) -> Option<&'static str> {
        self.libcalls
            .iter()
            .find(|&&(o, v, _)| o == op && v == vt)
            .map(|&(_, _, n)| n)
    }

    /// The largest legal integer type.
    pub fn largest_legal_int(&self) -> Option<MVT> {
        MVT::ALL
            .iter()
            .rev()
            .copied()
            .find(|m| m.is_scalar_integer() && self.register_class_for(*m).is_some())
    }

    /// What type legalization does with `vt`.
    pub fn type_action(&self, vt: EVT) -> TypeAction {
        if self.is_type_legal(vt) {
            return TypeAction::Legal;
        }
        if vt.is_vector() {
            let n = vt.vector_num_elements();
            let elt = vt.scalar_type();
            return if n == 1 {
                TypeAction::ScalarizeVector(elt)
            } else if n.is_power_of_two() {
                TypeAction::SplitVector(EVT::vector(elt, n / 2))
            } else {
                TypeAction::WidenVector(EVT::vector(elt, n.next_power_of_two()))
            };
        }
        if vt.is_floating_point() {
            return TypeAction::SoftenFloat(EVT::integer(vt.size_in_bits()));
        }
        let bits = vt.size_in_bits();
        // The smallest legal integer at least this wide: the first one found, as `MVT::ALL`
        // lists the scalar integers narrowest first.
        let wider = MVT::ALL.iter().copied().find(|m| {
            m.is_scalar_integer()
                && m.size_in_bits() >= bits
                && self.register_class_for(*m).is_some()
        });
        match wider {
            Some(m) => TypeAction::PromoteInteger(m),
            None => TypeAction::ExpandInteger(EVT::integer(bits.next_power_of_two() / 2)),
        }
    }

    /// The legal type values of `vt` travel in (one register each) and how many registers
    /// (LLVM's `getRegisterType` / `getNumRegisters`).
    pub fn register_type_and_count(&self, vt: EVT) -> (MVT, u32) {
        let mut vt = vt;
        let mut count = 1;
        loop {
            match self.type_action(vt) {
                TypeAction::Legal => {
                    return (
                        vt.simple().expect("invariant: legal types are simple"),
                        count,
                    )
                }
                TypeAction::PromoteInteger(m) => return (m, count),
                TypeAction::ExpandInteger(h) | TypeAction::SplitVector(h) => {
                    count *= 2;
                    vt = h;
                }
                TypeAction::SoftenFloat(i) | TypeAction::ScalarizeVector(i) => vt = i,
                TypeAction::WidenVector(w) => vt = w,
            }
        }
    }

    /// Checks the tables: a pointer type and at least one legal integer type.
    pub fn compute_register_properties(&mut self) -> Result<(), CodegenError> {
        if self.register_class_for(self.pointer_vt).is_none() {
            return Err(CodegenError::new("the pointer type has no register class"));
        }
        Ok(())
    }
}

/// One incoming argument part as the calling convention sees it (LLVM's `ISD::InputArg`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InputArg {
    /// The legal type of this part.
    pub vt: MVT,
    /// The IR argument's type before splitting (for the target's rules).
    pub arg_vt: EVT,
    /// Which IR argument.
    pub orig_arg: u32,
    /// Which part (0 = least significant).
    pub part: u32,
    /// Number of parts of the argument.
    pub num_parts: u32,
    /// Attributes.
    pub flags: ArgFlags,
}

/// One outgoing value part (call argument or return value; LLVM's `ISD::OutputArg` plus the
/// value).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutputArg {
    /// The legal type of this part.
    pub vt: MVT,
    /// The IR value's type before splitting.
    pub arg_vt: EVT,
    /// The value (of type `vt`).
    pub value: SDValue,
    /// Which IR argument.
    pub orig_arg: u32,
    /// Which part.
    pub part: u32,
    /// Number of parts.
    pub num_parts: u32,
    /// Attributes.
    pub flags: ArgFlags,
}

/// A call to lower (LLVM's `CallLoweringInfo`).
#[derive(Clone, Debug)]
pub struct CallLoweringInfo {
    /// The incoming chain.
    pub chain: SDValue,
    /// The callee: a `GlobalAddress`, `ExternalSymbol` or a pointer value.
    pub callee: SDValue,
    /// The argument parts.
    pub outs: Vec<OutputArg>,
    /// The result parts wanted.
    pub ins: Vec<InputArg>,
    /// Variadic callee.
    pub is_vararg: bool,
    /// Number of fixed (named) arguments.
    pub num_fixed_args: u32,
    /// `musttail` / `tail` request.
    pub is_tail_call: bool,
}

/// The context lowering hooks get: the machine function (for virtual registers, frame
/// objects and live-ins) and the target's tables.
pub struct LoweringContext<'a> {
    /// The function being built.
    pub mf: &'a mut MachineFunction,
    /// Whether the function is variadic.
    pub is_vararg: bool,
}

/// What an atomic memory instruction does (the IR instruction kinds LLVM's `AtomicExpandPass`
/// and the `ISD::ATOMIC_*` nodes describe).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AtomicKind {
    /// `load atomic`: result the loaded value.
    Load,
    /// `store atomic` of `val`.
    Store,
    /// `atomicrmw op`: result the old value.
    Rmw(kiln_ir::instructions::RmwOp),
    /// `cmpxchg` of `cmp` and `val`: result the old value (success is `old == cmp`).
    CmpXchg {
        /// `weak` (may fail spuriously; kiln's loops never do).
        weak: bool,
    },
    /// `fence`.
    Fence,
}

/// One atomic operation for [`TargetLowering::lower_atomic`].
#[derive(Copy, Clone, Debug)]
pub struct AtomicOp {
    /// What it does.
    pub kind: AtomicKind,
    /// The ordering (the success ordering of a `cmpxchg`).
    pub ordering: kiln_ir::instructions::Ordering,
    /// The failure ordering of a `cmpxchg` (the ordering otherwise).
    pub failure_ordering: kiln_ir::instructions::Ordering,
    /// `syncscope("singlethread")`: only ordering against signal handlers is needed.
    pub single_thread: bool,
    /// The type in memory (and of the result and value operands).
    pub vt: EVT,
    /// The incoming chain.
    pub chain: SDValue,
    /// The address (unused by a fence).
    pub ptr: SDValue,
    /// The stored value, the `atomicrmw` operand or the `cmpxchg` new value.
    pub val: Option<SDValue>,
    /// The `cmpxchg` expected value.
    pub cmp: Option<SDValue>,
    /// The memory operand (size, alignment, volatile).
    pub mmo: crate::selection_dag::MachineMemOperand,
}

/// `base + sext(load i32 addr)`: an entry of a table of 32-bit offsets from `base` (a
/// jump table of `.word .LBB-.LJTI` entries, or `llvm.load.relative`'s lookup table). The
/// table is constant, so the load is invariant. Returns the sum and the load's chain.
pub fn load_relative_entry(
    dag: &mut SelectionDAG,
    chain: SDValue,
    base: SDValue,
    addr: SDValue,
) -> (SDValue, SDValue) {
    let vt = dag.vt(base);
    let mmo = crate::selection_dag::MachineMemOperand {
        ptr: crate::selection_dag::PointerInfo::Unknown,
        offset: 0,
        size: 4,
        align: 4,
        flags: crate::selection_dag::MachineMemOperand::LOAD
            | crate::selection_dag::MachineMemOperand::INVARIANT,
    };
    let rel = dag.get_ext_load(
        LoadExtType::SextLoad,
        vt,
        chain,
        addr,
        EVT::Simple(MVT::i32),
        mmo,
    );
    (
        dag.get(isd::ADD, vt, &[base, rel]),
        SDValue::new(rel.node, 1),
    )
}

/// `BR_JT` through a jump table of 32-bit offsets from the table (LLVM's
/// `EK_LabelDifference32`): `brind table + sext(table[index])`. AArch64's and x86-64's
/// lowering of `BR_JT`.
pub fn lower_br_jt_relative(
    dag: &mut SelectionDAG,
    chain: SDValue,
    table: SDValue,
    index: SDValue,
) -> SDValue {
    let vt = dag.vt(table);
    let two = dag.get_constant(2, vt);
    let off = dag.get(isd::SHL, vt, &[index, two]);
    let at = dag.get(isd::ADD, vt, &[table, off]);
    let (target, chain) = load_relative_entry(dag, chain, table, at);
    dag.get(isd::BRIND, EVT::OTHER, &[chain, target])
}

/// The stack nodes of a target whose stack pointer `sp` is a register the allocator never
/// assigns (`xl` its integer type):
/// - `DYNAMIC_STACKALLOC` moves sp down by the size rounded up to 16 (and for a larger
///   alignment, by `align` more, rounded down to it). The memory starts above the outgoing
///   argument area at the new sp, which later calls' stack arguments use:
///   `above_call_frame` is the target's node for "this sp plus that area's size" (known only
///   after frame layout; see [`crate::pei::expand_above_call_frame`]). The area the old sp had
///   is free, since calls address their arguments from the current sp.
/// - `STACKSAVE` reads sp; `STACKRESTORE` writes it.
///
/// `None` for any other node.
pub fn lower_stack_node(
    dag: &mut SelectionDAG,
    n: NodeId,
    sp: kiln_mc::register_info::Register,
    xl: EVT,
    above_call_frame: Opcode,
) -> Option<SDValue> {
    let ops = dag.ops_copy(n);
    match dag.opcode(n) {
        isd::DYNAMIC_STACKALLOC => {
            let chain = ops[0];
            let cur = dag.get_copy_from_reg(chain, sp, xl, None);
            let align = dag.const_value(ops[2]).filter(|&a| a > 16);
            let c15 = dag.get_constant(15 + align.unwrap_or(0), xl);
            let sz = dag.get(isd::ADD, xl, &[ops[1], c15]);
            let m16 = dag.get_constant(-16, xl);
            let sz = dag.get(isd::AND, xl, &[sz, m16]);
            let mut new = dag.get(isd::SUB, xl, &[cur, sz]);
            if let Some(a) = align {
                let m = dag.get_constant(-a, xl);
                new = dag.get(isd::AND, xl, &[new, m]);
            }
            let c = dag.get_copy_to_reg(SDValue::new(cur.node, 1), sp, new, None);
            dag.replace_all_uses_with(SDValue::new(n, 1), c);
            let mut mem = dag.get(above_call_frame, xl, &[new]);
            if let Some(a) = align {
                let up = dag.get_constant(a - 1, xl);
                let m = dag.get_constant(-a, xl);
                let t = dag.get(isd::ADD, xl, &[mem, up]);
                mem = dag.get(isd::AND, xl, &[t, m]);
            }
            Some(mem)
        }
        isd::STACKSAVE => {
            let v = dag.get_copy_from_reg(ops[0], sp, xl, None);
            dag.replace_all_uses_with(SDValue::new(n, 1), SDValue::new(v.node, 1));
            Some(v)
        }
        isd::STACKRESTORE => Some(dag.get_copy_to_reg(ops[0], sp, ops[1], None)),
        _ => None,
    }
}

/// The target's lowering hooks (LLVM's `TargetLowering`).
pub trait TargetLowering {
    /// The tables.
    fn info(&self) -> &TargetLoweringInfo;

    /// Lowers the incoming arguments: one value (of type `ins[i].vt`) per part, and the new
    /// chain.
    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        ins: &[InputArg],
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError>;

    /// Lowers a return of `outs`: the root chain afterwards.
    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        chain: SDValue,
        outs: &[OutputArg],
    ) -> Result<SDValue, CodegenError>;

    /// Lowers a call: the chain afterwards and one value per result part.
    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        cx: &mut LoweringContext<'_>,
        call: &CallLoweringInfo,
    ) -> Result<(SDValue, Vec<SDValue>), CodegenError>;

    /// Lowers a node whose action is Custom; `None` keeps the node (then it must be legal).
    fn lower_operation(&self, _dag: &mut SelectionDAG, _n: NodeId) -> Option<SDValue> {
        None
    }

    /// [`Self::lower_operation`] with the function at hand, for lowerings that need stack
    /// temporaries (x86's x87 conversions go through memory); the default asks
    /// `lower_operation`.
    fn lower_operation_in(
        &self,
        dag: &mut SelectionDAG,
        _mf: &mut MachineFunction,
        n: NodeId,
    ) -> Option<SDValue> {
        self.lower_operation(dag, n)
    }

    /// A target combine of `n`; `Some(v)` replaces `n`'s first result with `v`.
    fn perform_dag_combine(&self, _dag: &mut SelectionDAG, _n: NodeId) -> Option<SDValue> {
        None
    }

    /// What inline-asm constraint `code` (one letter such as `r`, or `{name}`) means for an
    /// operand of type `vt` (`None`: a clobber). The default knows nothing.
    fn inline_asm_constraint(
        &self,
        _code: &str,
        _vt: Option<MVT>,
    ) -> crate::inline_asm::AsmConstraint {
        crate::inline_asm::AsmConstraint::Unknown
    }

    /// The inline-asm operand modifiers the target's printer knows (`${0:w}`), besides `c`
    /// (a constant without decoration). The default: RISC-V's `z` and `i`.
    fn inline_asm_modifiers(&self) -> &'static str {
        "zi"
    }

    /// The register holding the exception pointer when a landing pad is entered (LLVM's
    /// `getExceptionPointerRegister`); `None`: the target has no exception handling, and an
    /// `invoke` is a located error.
    fn exception_pointer_register(&self) -> Option<kiln_mc::register_info::Register> {
        None
    }

    /// The register holding the exception selector when a landing pad is entered (LLVM's
    /// `getExceptionSelectorRegister`); `None` as for
    /// [`TargetLowering::exception_pointer_register`].
    fn exception_selector_register(&self) -> Option<kiln_mc::register_info::Register> {
        None
    }

    /// Whether code is position independent (`-relocation-model=pic`): thread-locals then
    /// use the dynamic TLS models, unless the module is for an executable (its "PIE Level"
    /// flag). The default: static.
    fn is_position_independent(&self) -> bool {
        false
    }

    /// The vector ABI rule: whether a vector argument or result of type `vt`, which takes
    /// `parts` registers of its register type, is passed by reference (the caller stores it
    /// in a stack temporary and passes the address; a result is demoted to a hidden first
    /// pointer argument). The default: never (vectors travel in registers like their
    /// elements).
    fn pass_vector_indirectly(&self, _vt: EVT, _parts: u32) -> bool {
        false
    }

    /// The same rule for a scalar (an fp128 or a wide integer) of type `vt` taking `parts`
    /// registers (the RISC-V psABI passes scalars wider than 2×XLEN by reference). The
    /// default: never.
    fn pass_scalar_indirectly(&self, _vt: EVT, _parts: u32) -> bool {
        false
    }

    /// `va_start(list)` for a target whose `va_list` is not one pointer into the argument
    /// area (AArch64's five-field struct): the stores that fill it, after `chain`, as the new
    /// chain. `None` (the default): the builder stores the address of
    /// `MachineFrameInfo::vararg_frame_index` into the one pointer.
    fn lower_va_start(
        &self,
        _dag: &mut SelectionDAG,
        _mf: &mut MachineFunction,
        _chain: SDValue,
        _list: SDValue,
    ) -> Option<SDValue> {
        None
    }

    /// Whether the target selects a dynamic-model (general or local dynamic)
    /// `GLOBAL_TLS_ADDRESS` as the thread's address itself, call to `__tls_get_addr`
    /// included (x86-64: the padded sequence the linker's TLS relaxations rewrite, which
    /// must not be split). The default, no: the node is the address of the GOT pair and the
    /// builder calls `__tls_get_addr` with it.
    fn selects_tls_get_addr_call(&self) -> bool {
        false
    }

    /// Whether the target's calling convention places `byval` call arguments (a rule that
    /// gives each its own stack slot of [`crate::calling_conv::ArgFlags::byval_size`]
    /// bytes, into which the generic call lowering copies the object). The default, no:
    /// such a call is a located error.
    fn lowers_byval_arguments(&self) -> bool {
        false
    }

    /// Whether a fused multiply-add of `vt` is at least as fast as a multiply and an add
    /// (LLVM's `isFMAFasterThanFMulAndFAdd`): `llvm.fmuladd` is one `fma` node when it is,
    /// a multiply then an add when not (x86-64's baseline has no FMA instruction). The
    /// default: fused.
    fn is_fma_faster_than_fmul_and_fadd(&self, _vt: EVT) -> bool {
        true
    }

    /// The size of `va_list` in bytes (a multiple of 8), which `va_copy` copies, when it is
    /// not one pointer (the default, `None`).
    fn va_list_size(&self) -> Option<u64> {
        None
    }

    /// A target intrinsic with no operands and no result (`name` without `llvm.`, such as
    /// `x86.sse2.pause`): the chain after the target's node for it, or `None` when the
    /// target has no such intrinsic (a located error). The default: none.
    fn lower_target_intrinsic_void(
        &self,
        _dag: &mut SelectionDAG,
        _name: &str,
        _chain: SDValue,
    ) -> Option<SDValue> {
        None
    }

    /// The widest atomic load, store, read-modify-write or compare-exchange (in bits) the
    /// target does inline (LLVM's `getMaxAtomicSizeInBitsSupported`); wider ones become
    /// `__atomic_*_N` libcalls. The default: the pointer width. A target without atomic
    /// instructions says 0, so every atomic but a fence is a libcall.
    fn max_atomic_size_in_bits(&self) -> u32 {
        self.info().pointer_vt.size_in_bits()
    }

    /// Lowers an atomic instruction: its result (of type `op.vt`; `None` for stores and
    /// fences) and the chain afterwards. The default: an error naming the operation.
    fn lower_atomic(
        &self,
        _dag: &mut SelectionDAG,
        _cx: &mut LoweringContext<'_>,
        op: &AtomicOp,
    ) -> Result<(Option<SDValue>, SDValue), CodegenError> {
        Err(CodegenError::new(match op.kind {
            AtomicKind::Load => "an atomic load",
            AtomicKind::Store => "an atomic store",
            AtomicKind::Fence => "a fence",
            AtomicKind::Rmw(_) => "an atomicrmw",
            AtomicKind::CmpXchg { .. } => "a cmpxchg",
        }))
    }
}
