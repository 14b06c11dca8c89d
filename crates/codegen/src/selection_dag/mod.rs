//! The SelectionDAG: one directed acyclic graph per basic block whose nodes are operations
//! ([`isd`] opcodes, target opcodes, or selected machine instructions) and whose edges are data
//! values, chains (ordering of side effects, type `ch`) and glue (two nodes that must be
//! scheduled together).
//!
//! In: nodes created through [`SelectionDAG::get_node`] and its helpers (by the
//! SelectionDAGBuilder, combine, the legalizers and isel). Out: a graph in arenas:
//! nodes in one `Vec` indexed by [`NodeId`], operands and their use links in pooled vectors
//! (no per-node heap allocation), value-type lists interned, and structurally equal nodes
//! shared (CSE, LLVM's FoldingSet) through an open-addressing table.
//!
//! Invariants: every live node's operands are live; each operand slot is on exactly one use
//! list (its operand's node's); the CSE table holds each CSE-able live node once; nodes that
//! produce glue are never CSE'd; the graph is acyclic.

pub mod atomic;
pub mod dot;
pub mod isd;

/// The ordering of an atomic node (the IR's, as LLVM's `AtomicOrdering`).
pub use kiln_ir::instructions::Ordering as AtomicOrdering;
use std::hash::{Hash, Hasher};

use crate::value_types::{EVT, MVT};
use isd::{CondCode, LoadExtType, MemIndexedMode, Opcode};
use kiln_mc::register_info::Register;

/// A node in a [`SelectionDAG`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// One result of a node: the node and the result number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SDValue {
    /// The node.
    pub node: NodeId,
    /// Which of the node's results.
    pub res_no: u32,
}

impl SDValue {
    /// Result `res_no` of `node`.
    pub fn new(node: NodeId, res_no: u32) -> SDValue {
        SDValue { node, res_no }
    }
}

/// Optimization flags of a node (LLVM's `SDNodeFlags`), a bit set.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SDNodeFlags(pub u16);

impl SDNodeFlags {
    /// No unsigned wrap.
    pub const NUW: u16 = 1;
    /// No signed wrap.
    pub const NSW: u16 = 2;
    /// Exact division / shift.
    pub const EXACT: u16 = 4;
    /// `or disjoint`.
    pub const DISJOINT: u16 = 8;
    /// Non-negative operand of zext / uitofp.
    pub const NNEG: u16 = 16;
}

/// A constant's bits, sign-extended from its type's width into 128 bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstBits {
    lo: u64,
    hi: u64,
}

impl ConstBits {
    /// Packs a value.
    pub fn new(v: i128) -> ConstBits {
        ConstBits {
            lo: v as u64,
            hi: ((v as u128) >> 64) as u64,
        }
    }

    /// Unpacks the value.
    pub fn get(self) -> i128 {
        ((self.hi as u128) << 64 | self.lo as u128) as i128
    }
}

/// Where a memory access points (LLVM's `MachinePointerInfo` base).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PointerInfo {
    /// Unknown.
    Unknown,
    /// A stack object.
    FrameIndex(i32),
    /// A global (module index).
    Global(u32),
    /// The constant pool.
    ConstantPool,
    /// The outgoing/incoming argument area relative to the stack pointer.
    Stack,
}

/// A memory operand (LLVM's `MachineMemOperand`): what is accessed, how large, aligned how,
/// with which properties.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MachineMemOperand {
    /// The base the access is relative to.
    pub ptr: PointerInfo,
    /// Byte offset from that base.
    pub offset: i64,
    /// Size in bytes.
    pub size: u64,
    /// Alignment in bytes (a power of two).
    pub align: u64,
    /// `MOLoad`, `MOStore`, ... bits.
    pub flags: u8,
}

impl MachineMemOperand {
    /// The access reads memory.
    pub const LOAD: u8 = 1;
    /// The access writes memory.
    pub const STORE: u8 = 2;
    /// Volatile.
    pub const VOLATILE: u8 = 4;
    /// Non-temporal.
    pub const NONTEMPORAL: u8 = 8;
    /// Invariant.
    pub const INVARIANT: u8 = 16;
}

/// Index of a [`MachineMemOperand`] in its DAG or machine function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemOperandId(pub u32);

/// The per-opcode payload of a node (what LLVM keeps in `SDNode` subclasses).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NodeData {
    /// No payload.
    None,
    /// `Constant`, `TargetConstant`: the value, sign-extended from the type's width.
    Constant(ConstBits),
    /// `ConstantFP`: the IEEE bits of the value in its type.
    ConstantFP(u64),
    /// `GlobalAddress`: module global index, byte offset, target flags.
    GlobalAddress {
        /// The global's index in the module.
        global: u32,
        /// Offset in bytes.
        offset: i64,
        /// Target flags (`%hi`, `%lo`, `%pcrel_hi`, ...).
        target_flags: u8,
    },
    /// `FrameIndex`.
    FrameIndex(i32),
    /// `JumpTable`: index and target flags.
    JumpTable(u32, u8),
    /// `ConstantPool`: index, offset, target flags.
    ConstantPool(u32, i32, u8),
    /// `ExternalSymbol`: name and target flags.
    ExternalSymbol(&'static str, u8),
    /// `BlockAddress`: the IR function (`FuncId`), its IR block (`BlockId`), target flags.
    BlockAddress(u32, u32, u8),
    /// `BasicBlock`: the machine block number.
    BasicBlock(u32),
    /// `Register`.
    Register(Register),
    /// `RegisterMask`: the index of the target's mask.
    RegisterMask(u32),
    /// `condcode`.
    CondCode(CondCode),
    /// `ValueType`.
    ValueType(EVT),
    /// `load`.
    Load {
        /// The memory operand.
        mmo: MemOperandId,
        /// Extension kind.
        ext: LoadExtType,
        /// Addressing mode.
        mode: MemIndexedMode,
        /// The type in memory.
        mem_vt: EVT,
    },
    /// `store`.
    Store {
        /// The memory operand.
        mmo: MemOperandId,
        /// Whether the value is truncated to `mem_vt`.
        truncating: bool,
        /// Addressing mode.
        mode: MemIndexedMode,
        /// The type in memory.
        mem_vt: EVT,
    },
    /// Any other node that touches memory (target memory nodes, selected machine nodes).
    Mem(MemOperandId),
    /// An `ISD::ATOMIC_*` node other than the fence (LLVM's `AtomicSDNode`).
    Atomic {
        /// The memory operand.
        mmo: MemOperandId,
        /// The type in memory (an i8 field of a node computing in i64).
        mem_vt: EVT,
        /// The ordering (a compare-exchange's success ordering).
        ordering: kiln_ir::instructions::Ordering,
        /// A compare-exchange's failure ordering (the ordering otherwise).
        failure: kiln_ir::instructions::Ordering,
    },
}

/// A node: opcode, results, operands, payload. Operands and value types live in the DAG's
/// pools; read them through [`SelectionDAG::ops`] and [`SelectionDAG::value_types`].
#[derive(Copy, Clone, Debug)]
pub struct SDNode {
    /// The opcode.
    pub opcode: Opcode,
    /// Optimization flags.
    pub flags: SDNodeFlags,
    num_values: u16,
    num_ops: u32,
    ops: u32,
    vts: u32,
    first_use: u32,
    /// The IR order of the instruction the node came from (source-order scheduling).
    pub order: u32,
    /// Opcode-specific payload.
    pub data: NodeData,
}

const NIL: u32 = u32::MAX;
const EMPTY: u32 = 0;
const TOMBSTONE: u32 = u32::MAX;

#[derive(Copy, Clone, Debug)]
struct UseLink {
    user: NodeId,
    next: u32,
    prev: u32,
}

/// A copy of a node's operands that stays valid while the DAG changes (what
/// `dag.ops(n).to_vec()` gives), held inline for up to eight operands (nearly every node) so
/// that taking it allocates nothing. Reads as a slice.
#[derive(Clone, Debug)]
pub struct OpsCopy {
    inline: [SDValue; 8],
    len: usize,
    heap: Vec<SDValue>,
}

impl std::ops::Deref for OpsCopy {
    type Target = [SDValue];
    #[inline]
    fn deref(&self) -> &[SDValue] {
        if self.len <= self.inline.len() {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }
}

/// A small, fast, non-cryptographic hasher (the Fx hash) for the CSE table.
#[derive(Default)]
pub(crate) struct FxHasher(u64);

impl Hasher for FxHasher {
    /// The state rotated so that its best-mixed bits (the multiplication's high ones) come
    /// first: the CSE table and hash maps index by the low bits.
    #[inline]
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64)
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64)
    }
    fn write_i32(&mut self, i: i32) {
        self.write_u64(i as u32 as u64)
    }
}

/// Work lists the DAG's own algorithms reuse from call to call instead of allocating them
/// each time (a block's DAG is small, and these run many times on it). The pipeline hands
/// one set from block to block ([`SelectionDAG::swap_scratch`]).
#[derive(Clone, Debug, Default)]
pub struct DagScratch {
    /// `replace_all_uses_with`: the operand slots to change.
    slots: Vec<u32>,
    /// `replace_all_uses_with`: the replacements left to make.
    replacements: Vec<(SDValue, SDValue)>,
    /// `replace_all_uses_with`: the users whose operands changed, and whether they were in
    /// the CSE table.
    users: Vec<(NodeId, bool)>,
    /// Dead-node removal's work list.
    dead: Vec<NodeId>,
    /// Kahn's algorithm: operands not yet ordered, per node.
    pending: Vec<u32>,
    /// Kahn's algorithm: the ready stack.
    ready: Vec<NodeId>,
    /// The cached topological order (see `SelectionDAG::topo_version`).
    topo: Vec<NodeId>,
    /// `replace_all_uses_with`: per node, the generation that last saw it.
    stamp: Vec<u32>,
}

/// How many DAGs [`SelectionDAG::recycle`] keeps per thread, and the largest it keeps.
const DAG_POOL_MAX: usize = 64;
const DAG_POOL_MAX_NODES: usize = 1 << 14;

thread_local! {
    /// DAGs given back for their arrays (see [`SelectionDAG::recycle`]).
    static DAG_POOL: std::cell::RefCell<Vec<SelectionDAG>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// A basic block's DAG. See the module documentation.
#[derive(Clone, Debug)]
pub struct SelectionDAG {
    nodes: Vec<SDNode>,
    ops: Vec<SDValue>,
    links: Vec<UseLink>,
    vt_pool: Vec<EVT>,
    single_vt: [u32; MVT::NUM_VALUES],
    multi_vt: Vec<(u32, u16)>,
    cse: Vec<u32>,
    cse_len: usize,
    cse_used: usize,
    /// Memory operands of the DAG's memory nodes.
    pub mem_operands: Vec<MachineMemOperand>,
    /// Constant-pool entries this DAG's `ConstantPool` nodes name (by index here; the
    /// InstrEmitter moves them into the function's de-duplicated pool).
    pub constant_pool: Vec<crate::machine::MachineConstantPoolEntry>,
    root: SDValue,
    entry: NodeId,
    num_live: usize,
    /// Nodes deleted so far (only grows).
    num_deleted: u64,
    /// The IR order given to new nodes (the builder sets it per instruction).
    pub current_order: u32,
    generation: u32,
    scratch: DagScratch,
    /// While set, [`SelectionDAG::replace_all_uses_with`] leaves the nodes it makes unused in
    /// place (type legalization keeps the halves of expanded values, which have no users
    /// until asked for, and removes dead nodes itself at the end).
    pub keep_dead_nodes: bool,
    /// Bumped whenever a node or an operand edge is added or an operand changes (not when
    /// unused nodes are deleted): the cached topological order is valid while it stays.
    edge_version: u64,
    /// Every node that may have become unused since the last
    /// [`SelectionDAG::remove_dead_nodes`]: nodes made since, nodes whose last use went, and
    /// roots replaced; that sweep looks only at these.
    dead_candidates: Vec<NodeId>,
    /// The `edge_version` at which [`SelectionDAG::assign_topological_order`] computed the
    /// order kept in `scratch.topo` (`None`: that order is not this graph's).
    topo_version: Option<u64>,
    /// `topo_version` while the order is lent out by
    /// [`SelectionDAG::take_topological_order`].
    topo_lent: Option<u64>,
}

impl Default for SelectionDAG {
    fn default() -> Self {
        Self::new()
    }
}

impl SelectionDAG {
    /// An empty DAG holding only its EntryToken, which is also the root.
    pub fn new() -> SelectionDAG {
        Self::with_capacity(0)
    }

    /// [`SelectionDAG::new`] with room for `nodes` nodes (and twice as many operands) before
    /// its arrays grow: a block's DAG is small, and growing each array from empty costs more
    /// than building it. The arrays of a DAG given back by [`SelectionDAG::recycle`] on this
    /// thread are reused: the DAG is the same as a new one.
    pub fn with_capacity(nodes: usize) -> SelectionDAG {
        let mut dag = DAG_POOL
            .with(|p| p.borrow_mut().pop())
            .unwrap_or_else(SelectionDAG::placeholder);
        dag.reset(nodes);
        dag
    }

    /// Gives the DAG's arrays to the next [`SelectionDAG::with_capacity`] on this thread (a
    /// function's blocks make thousands of DAGs; allocating and freeing their arrays each
    /// time cost more than clearing them). Keeps a few DAGs of moderate size.
    pub fn recycle(self) {
        if self.nodes.capacity() <= DAG_POOL_MAX_NODES {
            DAG_POOL.with(|p| {
                let mut p = p.borrow_mut();
                if p.len() < DAG_POOL_MAX {
                    p.push(self);
                }
            });
        }
    }

    /// Makes the DAG a new one with room for `nodes` nodes and its EntryToken (a recycled
    /// DAG keeps its arrays' capacity, which nothing observes; the CSE table's size depends
    /// only on `nodes`, so that entries land where they would in a new DAG).
    fn reset(&mut self, nodes: usize) {
        self.nodes.clear();
        self.nodes.reserve(nodes);
        self.ops.clear();
        self.ops.reserve(2 * nodes);
        self.links.clear();
        self.links.reserve(2 * nodes);
        self.vt_pool.clear();
        // A block's DAG uses a handful of type lists: room for them up front.
        self.vt_pool.reserve(16);
        self.single_vt = [NIL; MVT::NUM_VALUES];
        self.multi_vt.clear();
        self.multi_vt.reserve(4);
        // Half full at most before it grows (see `cse_insert_hashed`).
        self.cse.clear();
        self.cse
            .resize((2 * nodes).next_power_of_two().max(64), EMPTY);
        self.cse_len = 0;
        self.cse_used = 0;
        self.mem_operands.clear();
        self.constant_pool.clear();
        self.num_live = 0;
        self.num_deleted = 0;
        self.current_order = 0;
        self.generation = 0;
        self.scratch.stamp.clear();
        self.scratch.topo.clear();
        self.keep_dead_nodes = false;
        self.edge_version = 0;
        self.dead_candidates.clear();
        self.dead_candidates.reserve(nodes);
        self.topo_version = None;
        self.topo_lent = None;
        let e = self.get_node(isd::ENTRY_TOKEN, &[EVT::OTHER], &[]);
        self.entry = e.node;
        self.root = e;
    }

    /// A DAG with no nodes at all, not even the EntryToken, that allocates nothing: what a
    /// builder holds between handing one block's DAG on and starting the next. Nothing may
    /// be asked of it or added to it.
    pub fn placeholder() -> SelectionDAG {
        SelectionDAG {
            nodes: Vec::new(),
            ops: Vec::new(),
            links: Vec::new(),
            vt_pool: Vec::new(),
            single_vt: [NIL; MVT::NUM_VALUES],
            multi_vt: Vec::new(),
            cse: Vec::new(),
            cse_len: 0,
            cse_used: 0,
            mem_operands: Vec::new(),
            constant_pool: Vec::new(),
            root: SDValue::new(NodeId(0), 0),
            entry: NodeId(0),
            num_live: 0,
            num_deleted: 0,
            current_order: 0,
            generation: 0,
            scratch: DagScratch::default(),
            keep_dead_nodes: false,
            edge_version: 0,
            dead_candidates: Vec::new(),
            topo_version: None,
            topo_lent: None,
        }
    }

    // ----- accessors -----

    /// The EntryToken's chain.
    #[inline]
    pub fn entry_token(&self) -> SDValue {
        SDValue::new(self.entry, 0)
    }

    /// The root (the last chain of the block).
    #[inline]
    pub fn root(&self) -> SDValue {
        self.root
    }

    /// Sets the root.
    pub fn set_root(&mut self, v: SDValue) {
        self.dead_candidates.push(self.root.node);
        self.root = v;
    }

    /// The node `n`.
    #[inline]
    pub fn node(&self, n: NodeId) -> &SDNode {
        &self.nodes[n.0 as usize]
    }

    /// Nodes made from now on take `n`'s IR order, as LLVM's rewrites carry the `SDLoc` of
    /// the node they replace: the -O0 source-order schedule keeps them where `n` was.
    pub fn use_order_of(&mut self, n: NodeId) {
        self.current_order = self.nodes[n.0 as usize].order;
    }

    /// The node `n`, mutable (flags, order; not opcode or operands).
    pub fn node_mut(&mut self, n: NodeId) -> &mut SDNode {
        &mut self.nodes[n.0 as usize]
    }

    /// The opcode of `n`.
    #[inline]
    pub fn opcode(&self, n: NodeId) -> Opcode {
        self.nodes[n.0 as usize].opcode
    }

    /// The payload of `n`.
    #[inline]
    pub fn data(&self, n: NodeId) -> NodeData {
        self.nodes[n.0 as usize].data
    }

    /// The operands of `n`.
    #[inline]
    pub fn ops(&self, n: NodeId) -> &[SDValue] {
        let nd = &self.nodes[n.0 as usize];
        &self.ops[nd.ops as usize..(nd.ops + nd.num_ops) as usize]
    }

    /// A copy of the operands of `n` (see [`OpsCopy`]).
    pub fn ops_copy(&self, n: NodeId) -> OpsCopy {
        let ops = self.ops(n);
        let mut c = OpsCopy {
            inline: [SDValue::new(NodeId(0), 0); 8],
            len: ops.len(),
            heap: Vec::new(),
        };
        if ops.len() <= c.inline.len() {
            c.inline[..ops.len()].copy_from_slice(ops);
        } else {
            c.heap = ops.to_vec();
        }
        c
    }

    /// Operand `i` of `n`.
    #[inline]
    pub fn op(&self, n: NodeId, i: usize) -> SDValue {
        self.ops(n)[i]
    }

    /// The result types of `n`.
    #[inline]
    pub fn value_types(&self, n: NodeId) -> &[EVT] {
        let nd = &self.nodes[n.0 as usize];
        &self.vt_pool[nd.vts as usize..nd.vts as usize + nd.num_values as usize]
    }

    /// The type of value `v`.
    #[inline]
    pub fn vt(&self, v: SDValue) -> EVT {
        self.value_types(v.node)[v.res_no as usize]
    }

    /// Number of node slots (live and deleted); node ids are below this.
    #[inline]
    pub fn node_capacity(&self) -> usize {
        self.nodes.len()
    }

    /// Number of live nodes.
    pub fn num_nodes(&self) -> usize {
        self.num_live
    }

    /// How many nodes have been deleted so far (a count that only grows): equal counts
    /// mean no node was deleted in between.
    #[inline]
    pub fn deleted_count(&self) -> u64 {
        self.num_deleted
    }

    /// Whether `n` has been deleted.
    #[inline]
    pub fn is_deleted(&self, n: NodeId) -> bool {
        self.nodes[n.0 as usize].opcode == isd::DELETED_NODE
    }

    /// Live nodes in creation order.
    pub fn all_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as u32)
            .map(NodeId)
            .filter(|&n| !self.is_deleted(n))
    }

    /// The uses of `n`'s results: `(user, operand index)` pairs.
    #[inline]
    pub fn uses(&self, n: NodeId) -> UseIter<'_> {
        UseIter {
            dag: self,
            slot: self.nodes[n.0 as usize].first_use,
        }
    }

    /// The users of `n`'s results, one per use (a node using `n` twice comes twice): the use
    /// list without the operand indices [`SelectionDAG::uses`] works out.
    #[inline]
    pub fn users(&self, n: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let mut slot = self.nodes[n.0 as usize].first_use;
        std::iter::from_fn(move || {
            (slot != NIL).then(|| {
                let link = &self.links[slot as usize];
                slot = link.next;
                link.user
            })
        })
    }

    /// Whether any operand anywhere uses `v`.
    pub fn has_uses(&self, v: SDValue) -> bool {
        self.uses(v.node).any(|(u, i)| self.op(u, i) == v)
    }

    /// Whether `v` has exactly one use.
    pub fn has_one_use(&self, v: SDValue) -> bool {
        let mut n = 0;
        for (u, i) in self.uses(v.node) {
            if self.op(u, i) == v {
                n += 1;
                if n > 1 {
                    return false;
                }
            }
        }
        n == 1
    }

    /// The constant value of `v` if it is a `Constant` or `TargetConstant`.
    #[inline]
    pub fn const_value(&self, v: SDValue) -> Option<i128> {
        match self.data(v.node) {
            NodeData::Constant(c) => Some(c.get()),
            _ => None,
        }
    }

    /// The memory operand of a memory node.
    pub fn mem_operand(&self, n: NodeId) -> Option<&MachineMemOperand> {
        match self.data(n) {
            NodeData::Load { mmo, .. }
            | NodeData::Store { mmo, .. }
            | NodeData::Mem(mmo)
            | NodeData::Atomic { mmo, .. } => Some(&self.mem_operands[mmo.0 as usize]),
            _ => None,
        }
    }

    /// The ordering of an atomic node (`None` for any other node).
    pub fn atomic_ordering(&self, n: NodeId) -> Option<kiln_ir::instructions::Ordering> {
        match self.data(n) {
            NodeData::Atomic { ordering, .. } => Some(ordering),
            _ => None,
        }
    }

    /// Adds a memory operand.
    pub fn add_mem_operand(&mut self, m: MachineMemOperand) -> MemOperandId {
        self.mem_operands.push(m);
        MemOperandId(self.mem_operands.len() as u32 - 1)
    }

    /// Whether any node made in this DAG (live or since deleted) had a vector-typed result:
    /// `false` means no live node has one, answered from the few interned type lists.
    pub fn made_vector_values(&self) -> bool {
        self.vt_pool.iter().any(|vt| vt.is_vector())
    }

    // ----- value type lists -----

    /// The interned list `vts`: a single type already seen is one array read, inlined into
    /// node creation; the rest goes to `intern_vts_slow`.
    #[inline(always)]
    fn intern_vts(&mut self, vts: &[EVT]) -> u32 {
        if let [EVT::Simple(m)] = vts {
            let slot = self.single_vt[*m as usize];
            if slot != NIL {
                return slot;
            }
        }
        self.intern_vts_slow(vts)
    }

    #[inline(never)]
    fn intern_vts_slow(&mut self, vts: &[EVT]) -> u32 {
        if let [EVT::Simple(m)] = vts {
            let slot = &mut self.single_vt[*m as usize];
            if *slot == NIL {
                *slot = self.vt_pool.len() as u32;
                self.vt_pool.push(vts[0]);
            }
            return *slot;
        }
        for &(start, len) in &self.multi_vt {
            if self.vt_pool[start as usize..start as usize + len as usize] == *vts {
                return start;
            }
        }
        let start = self.vt_pool.len() as u32;
        self.vt_pool.extend_from_slice(vts);
        self.multi_vt.push((start, vts.len() as u16));
        start
    }

    // ----- CSE -----

    #[inline(always)]
    fn hash_key(opcode: Opcode, vts: u32, ops: &[SDValue], data: &NodeData) -> u64 {
        let mut h = FxHasher::default();
        h.write_u32(opcode.0);
        h.write_u32(vts);
        for o in ops {
            h.write_u64((o.node.0 as u64) << 8 | o.res_no as u64);
        }
        // The common payloads hashed in line (the opcode tells the kinds apart); only where
        // an entry lands depends on the hash, not which node CSE finds.
        match *data {
            NodeData::None => {}
            NodeData::Constant(c) => {
                h.write_u64(c.lo);
                h.write_u64(c.hi);
            }
            NodeData::Register(r) => h.write_u32(r.0),
            NodeData::FrameIndex(fi) => h.write_i32(fi),
            NodeData::BasicBlock(b) => h.write_u32(b),
            _ => data.hash(&mut h),
        }
        h.finish()
    }

    #[inline]
    fn node_matches(
        &self,
        n: u32,
        opcode: Opcode,
        vts: u32,
        ops: &[SDValue],
        data: &NodeData,
    ) -> bool {
        let nd = &self.nodes[n as usize];
        nd.opcode == opcode && nd.vts == vts && nd.data == *data && self.ops(NodeId(n)) == ops
    }

    #[inline]
    fn cse_find(
        &self,
        hash: u64,
        opcode: Opcode,
        vts: u32,
        ops: &[SDValue],
        data: &NodeData,
    ) -> Option<NodeId> {
        let mask = self.cse.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            match self.cse[i] {
                EMPTY => return None,
                TOMBSTONE => {}
                s => {
                    if self.node_matches(s - 1, opcode, vts, ops, data) {
                        return Some(NodeId(s - 1));
                    }
                }
            }
            i = (i + 1) & mask;
        }
    }

    fn cse_insert_hashed(&mut self, hash: u64, n: NodeId) {
        if (self.cse_used + 1) * 2 > self.cse.len() {
            self.cse_rehash();
        }
        let mask = self.cse.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            match self.cse[i] {
                EMPTY => {
                    self.cse_used += 1;
                    break;
                }
                TOMBSTONE => break,
                _ => i = (i + 1) & mask,
            }
        }
        self.cse[i] = n.0 + 1;
        self.cse_len += 1;
    }

    fn cse_rehash(&mut self) {
        let cap = (self.cse_len * 4).max(64).next_power_of_two();
        let old = std::mem::replace(&mut self.cse, vec![EMPTY; cap]);
        self.cse_len = 0;
        self.cse_used = 0;
        for s in old {
            if s != EMPTY && s != TOMBSTONE {
                let n = NodeId(s - 1);
                let h = self.node_hash(n);
                self.cse_insert_hashed(h, n);
            }
        }
    }

    fn node_hash(&self, n: NodeId) -> u64 {
        let nd = &self.nodes[n.0 as usize];
        Self::hash_key(nd.opcode, nd.vts, self.ops(n), &nd.data)
    }

    #[inline]
    fn is_cseable(&self, opcode: Opcode, vts: &[EVT], data: &NodeData) -> bool {
        !(opcode == isd::ENTRY_TOKEN
            || opcode == isd::DELETED_NODE
            || vts.contains(&EVT::GLUE)
            || matches!(
                data,
                NodeData::Load { .. }
                    | NodeData::Store { .. }
                    | NodeData::Mem(_)
                    | NodeData::Atomic { .. }
            ))
    }

    fn node_is_cseable(&self, n: NodeId) -> bool {
        let nd = &self.nodes[n.0 as usize];
        self.is_cseable(nd.opcode, self.value_types(n), &nd.data)
    }

    /// Removes `n` from the CSE table; returns whether it was there.
    fn cse_remove(&mut self, n: NodeId) -> bool {
        if !self.node_is_cseable(n) {
            return false;
        }
        let h = self.node_hash(n);
        let mask = self.cse.len() - 1;
        let mut i = h as usize & mask;
        loop {
            match self.cse[i] {
                EMPTY => return false,
                s if s == n.0 + 1 => {
                    self.cse[i] = TOMBSTONE;
                    self.cse_len -= 1;
                    return true;
                }
                _ => i = (i + 1) & mask,
            }
        }
    }

    // ----- use lists -----

    #[inline]
    fn link_use(&mut self, slot: u32) {
        self.edge_version += 1;
        let target = self.ops[slot as usize].node;
        let head = self.nodes[target.0 as usize].first_use;
        self.links[slot as usize].next = head;
        self.links[slot as usize].prev = NIL;
        if head != NIL {
            self.links[head as usize].prev = slot;
        }
        self.nodes[target.0 as usize].first_use = slot;
    }

    #[inline]
    fn unlink_use(&mut self, slot: u32) {
        let UseLink { next, prev, .. } = self.links[slot as usize];
        if prev != NIL {
            self.links[prev as usize].next = next;
        } else {
            let target = self.ops[slot as usize].node;
            self.nodes[target.0 as usize].first_use = next;
            if next == NIL {
                self.dead_candidates.push(target);
            }
        }
        if next != NIL {
            self.links[next as usize].prev = prev;
        }
    }

    // ----- node creation -----

    /// The node `(opcode vts ops)` with no payload, CSE'd; returns its first result.
    pub fn get_node(&mut self, opcode: Opcode, vts: &[EVT], ops: &[SDValue]) -> SDValue {
        self.get_node_full(opcode, vts, ops, NodeData::None, SDNodeFlags::default())
    }

    /// `get_node` with a payload and flags. A CSE hit intersects the flags (as LLVM does).
    pub fn get_node_full(
        &mut self,
        opcode: Opcode,
        vts: &[EVT],
        ops: &[SDValue],
        data: NodeData,
        flags: SDNodeFlags,
    ) -> SDValue {
        assert!(
            !vts.is_empty(),
            "invariant: every DAG node has at least one result"
        );
        let vts_idx = self.intern_vts(vts);
        let cseable = self.is_cseable(opcode, vts, &data);
        let mut hash = 0;
        if cseable {
            hash = Self::hash_key(opcode, vts_idx, ops, &data);
            if let Some(n) = self.cse_find(hash, opcode, vts_idx, ops, &data) {
                let node = &mut self.nodes[n.0 as usize];
                node.flags.0 &= flags.0;
                // A merged node is scheduled for its first user (LLVM's
                // `UpdateSDLocOnMergeSDNode`).
                node.order = node.order.min(self.current_order);
                return SDValue::new(n, 0);
            }
        }
        let id = NodeId(self.nodes.len() as u32);
        self.edge_version += 1;
        let start = self.ops.len() as u32;
        self.ops.extend_from_slice(ops);
        for _ in ops {
            self.links.push(UseLink {
                user: id,
                next: NIL,
                prev: NIL,
            });
        }
        self.nodes.push(SDNode {
            opcode,
            flags,
            num_values: vts.len() as u16,
            num_ops: ops.len() as u32,
            ops: start,
            vts: vts_idx,
            first_use: NIL,
            order: self.current_order,
            data,
        });
        for slot in start..start + ops.len() as u32 {
            self.link_use(slot);
        }
        if cseable {
            self.cse_insert_hashed(hash, id);
        }
        self.num_live += 1;
        self.dead_candidates.push(id);
        SDValue::new(id, 0)
    }

    /// A binary or unary node with one result of type `vt`.
    pub fn get(&mut self, opcode: Opcode, vt: EVT, ops: &[SDValue]) -> SDValue {
        self.get_node(opcode, &[vt], ops)
    }

    /// `get` with flags.
    pub fn get_flags(
        &mut self,
        opcode: Opcode,
        vt: EVT,
        ops: &[SDValue],
        flags: SDNodeFlags,
    ) -> SDValue {
        self.get_node_full(opcode, &[vt], ops, NodeData::None, flags)
    }

    /// An integer constant of type `vt`, the value truncated to `vt` and kept sign-extended.
    pub fn get_constant(&mut self, v: i128, vt: EVT) -> SDValue {
        self.constant_node(isd::CONSTANT, v, vt)
    }

    /// A target constant (an immediate operand of a selected instruction).
    pub fn get_target_constant(&mut self, v: i128, vt: EVT) -> SDValue {
        self.constant_node(isd::TARGET_CONSTANT, v, vt)
    }

    fn constant_node(&mut self, opc: Opcode, v: i128, vt: EVT) -> SDValue {
        let bits = vt.scalar_type().size_in_bits();
        let v = sign_extend(v, bits);
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::Constant(ConstBits::new(v)),
            SDNodeFlags::default(),
        )
    }

    /// A floating-point constant with the IEEE bits `bits` of type `vt`.
    pub fn get_constant_fp(&mut self, bits: u64, vt: EVT) -> SDValue {
        self.get_node_full(
            isd::CONSTANT_FP,
            &[vt],
            &[],
            NodeData::ConstantFP(bits),
            SDNodeFlags::default(),
        )
    }

    /// An undefined value.
    pub fn get_undef(&mut self, vt: EVT) -> SDValue {
        self.get(isd::UNDEF, vt, &[])
    }

    /// A register operand.
    pub fn get_register(&mut self, reg: Register, vt: EVT) -> SDValue {
        self.get_node_full(
            isd::REGISTER,
            &[vt],
            &[],
            NodeData::Register(reg),
            SDNodeFlags::default(),
        )
    }

    /// A register-mask operand.
    pub fn get_register_mask(&mut self, mask: u32) -> SDValue {
        self.get_node_full(
            isd::REGISTER_MASK,
            &[EVT::OTHER],
            &[],
            NodeData::RegisterMask(mask),
            SDNodeFlags::default(),
        )
    }

    /// A frame index (`target`: `TargetFrameIndex`).
    pub fn get_frame_index(&mut self, fi: i32, vt: EVT, target: bool) -> SDValue {
        let opc = if target {
            isd::TARGET_FRAME_INDEX
        } else {
            isd::FRAME_INDEX
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::FrameIndex(fi),
            SDNodeFlags::default(),
        )
    }

    /// A global's address plus `offset`.
    pub fn get_global_address(
        &mut self,
        global: u32,
        vt: EVT,
        offset: i64,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        let opc = if target {
            isd::TARGET_GLOBAL_ADDRESS
        } else {
            isd::GLOBAL_ADDRESS
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::GlobalAddress {
                global,
                offset,
                target_flags,
            },
            SDNodeFlags::default(),
        )
    }

    /// An external symbol's address (libcalls).
    pub fn get_external_symbol(
        &mut self,
        name: &'static str,
        vt: EVT,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        let opc = if target {
            isd::TARGET_EXTERNAL_SYMBOL
        } else {
            isd::EXTERNAL_SYMBOL
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::ExternalSymbol(name, target_flags),
            SDNodeFlags::default(),
        )
    }

    /// The address of IR block `block` of IR function `func` (`blockaddress`).
    pub fn get_block_address(
        &mut self,
        func: u32,
        block: u32,
        vt: EVT,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        let opc = if target {
            isd::TARGET_BLOCK_ADDRESS
        } else {
            isd::BLOCK_ADDRESS
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::BlockAddress(func, block, target_flags),
            SDNodeFlags::default(),
        )
    }

    /// A jump table's address.
    pub fn get_jump_table(
        &mut self,
        index: u32,
        vt: EVT,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        let opc = if target {
            isd::TARGET_JUMP_TABLE
        } else {
            isd::JUMP_TABLE
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::JumpTable(index, target_flags),
            SDNodeFlags::default(),
        )
    }

    /// The address of a new constant-pool entry holding `entry` (LLVM's
    /// `getConstantPool(const Constant *)`): targets put constants that are cheaper to load
    /// than to build there (large integers, floating-point values).
    pub fn get_constant_pool_entry(
        &mut self,
        entry: crate::machine::MachineConstantPoolEntry,
        vt: EVT,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        // No search here: constants are CSE'd nodes, and the function's pool de-duplicates.
        self.constant_pool.push(entry);
        let k = self.constant_pool.len() as u32 - 1;
        self.get_constant_pool(k, vt, 0, target, target_flags)
    }

    /// A constant-pool entry's address (`index` into this DAG's [`SelectionDAG::constant_pool`]).
    pub fn get_constant_pool(
        &mut self,
        index: u32,
        vt: EVT,
        offset: i32,
        target: bool,
        target_flags: u8,
    ) -> SDValue {
        let opc = if target {
            isd::TARGET_CONSTANT_POOL
        } else {
            isd::CONSTANT_POOL
        };
        self.get_node_full(
            opc,
            &[vt],
            &[],
            NodeData::ConstantPool(index, offset, target_flags),
            SDNodeFlags::default(),
        )
    }

    /// A basic-block operand (machine block number).
    pub fn get_basic_block(&mut self, mbb: u32) -> SDValue {
        self.get_node_full(
            isd::BASIC_BLOCK,
            &[EVT::OTHER],
            &[],
            NodeData::BasicBlock(mbb),
            SDNodeFlags::default(),
        )
    }

    /// A condition-code operand.
    pub fn get_cond_code(&mut self, cc: CondCode) -> SDValue {
        self.get_node_full(
            isd::CONDCODE,
            &[EVT::OTHER],
            &[],
            NodeData::CondCode(cc),
            SDNodeFlags::default(),
        )
    }

    /// A value-type operand.
    pub fn get_value_type(&mut self, vt: EVT) -> SDValue {
        self.get_node_full(
            isd::VALUETYPE,
            &[EVT::OTHER],
            &[],
            NodeData::ValueType(vt),
            SDNodeFlags::default(),
        )
    }

    /// `setcc lhs, rhs, cc` producing `vt`.
    pub fn get_setcc(&mut self, vt: EVT, lhs: SDValue, rhs: SDValue, cc: CondCode) -> SDValue {
        let c = self.get_cond_code(cc);
        self.get(isd::SETCC, vt, &[lhs, rhs, c])
    }

    /// `select_cc lhs, rhs, t, f, cc`.
    pub fn get_select_cc(
        &mut self,
        lhs: SDValue,
        rhs: SDValue,
        t: SDValue,
        f: SDValue,
        cc: CondCode,
    ) -> SDValue {
        let c = self.get_cond_code(cc);
        let vt = self.vt(t);
        self.get(isd::SELECT_CC, vt, &[lhs, rhs, t, f, c])
    }

    /// A `TokenFactor` of `chains` (or the single chain, or the entry token for none).
    pub fn get_token_factor(&mut self, chains: &[SDValue]) -> SDValue {
        match chains {
            [] => self.entry_token(),
            [c] => *c,
            _ => self.get(isd::TOKEN_FACTOR, EVT::OTHER, chains),
        }
    }

    /// `merge_values` of `vals` (the single value if only one).
    pub fn get_merge_values(&mut self, vals: &[SDValue]) -> SDValue {
        if vals.len() == 1 {
            return vals[0];
        }
        let vts: Vec<EVT> = vals.iter().map(|&v| self.vt(v)).collect();
        self.get_node(isd::MERGE_VALUES, &vts, vals)
    }

    /// A load of `vt` (extension `ext` from `mem_vt`): results (value, chain).
    pub fn get_ext_load(
        &mut self,
        ext: LoadExtType,
        vt: EVT,
        chain: SDValue,
        ptr: SDValue,
        mem_vt: EVT,
        mmo: MachineMemOperand,
    ) -> SDValue {
        // An "extension" to the memory type itself is a plain load (as LLVM's getExtLoad
        // folds it), so selection sees one form.
        let ext = if mem_vt == vt {
            LoadExtType::NonExtLoad
        } else {
            ext
        };
        let mmo = self.add_mem_operand(mmo);
        let off = self.get_undef(self.vt(ptr));
        self.get_node_full(
            isd::LOAD,
            &[vt, EVT::OTHER],
            &[chain, ptr, off],
            NodeData::Load {
                mmo,
                ext,
                mode: MemIndexedMode::Unindexed,
                mem_vt,
            },
            SDNodeFlags::default(),
        )
    }

    /// A plain load of `vt`.
    pub fn get_load(
        &mut self,
        vt: EVT,
        chain: SDValue,
        ptr: SDValue,
        mmo: MachineMemOperand,
    ) -> SDValue {
        self.get_ext_load(LoadExtType::NonExtLoad, vt, chain, ptr, vt, mmo)
    }

    /// A store of `val` (truncated to `mem_vt` when narrower): result chain.
    pub fn get_trunc_store(
        &mut self,
        chain: SDValue,
        val: SDValue,
        ptr: SDValue,
        mem_vt: EVT,
        mmo: MachineMemOperand,
    ) -> SDValue {
        let mmo = self.add_mem_operand(mmo);
        let off = self.get_undef(self.vt(ptr));
        let truncating = mem_vt != self.vt(val);
        self.get_node_full(
            isd::STORE,
            &[EVT::OTHER],
            &[chain, val, ptr, off],
            NodeData::Store {
                mmo,
                truncating,
                mode: MemIndexedMode::Unindexed,
                mem_vt,
            },
            SDNodeFlags::default(),
        )
    }

    /// A store of `val` at its own type.
    pub fn get_store(
        &mut self,
        chain: SDValue,
        val: SDValue,
        ptr: SDValue,
        mmo: MachineMemOperand,
    ) -> SDValue {
        let vt = self.vt(val);
        self.get_trunc_store(chain, val, ptr, vt, mmo)
    }

    /// `CopyToReg chain, reg, val [, glue]`: results (chain, glue).
    pub fn get_copy_to_reg(
        &mut self,
        chain: SDValue,
        reg: Register,
        val: SDValue,
        glue: Option<SDValue>,
    ) -> SDValue {
        let vt = self.vt(val);
        let r = self.get_register(reg, vt);
        match glue {
            Some(g) => self.get_node(
                isd::COPY_TO_REG,
                &[EVT::OTHER, EVT::GLUE],
                &[chain, r, val, g],
            ),
            None => self.get_node(isd::COPY_TO_REG, &[EVT::OTHER, EVT::GLUE], &[chain, r, val]),
        }
    }

    /// `CopyFromReg chain, reg [, glue]`: results (value, chain, glue).
    pub fn get_copy_from_reg(
        &mut self,
        chain: SDValue,
        reg: Register,
        vt: EVT,
        glue: Option<SDValue>,
    ) -> SDValue {
        let r = self.get_register(reg, vt);
        match glue {
            Some(g) => self.get_node(
                isd::COPY_FROM_REG,
                &[vt, EVT::OTHER, EVT::GLUE],
                &[chain, r, g],
            ),
            None => self.get_node(
                isd::COPY_FROM_REG,
                &[vt, EVT::OTHER, EVT::GLUE],
                &[chain, r],
            ),
        }
    }

    /// `callseq_start chain, in_bytes, out_bytes`.
    pub fn get_callseq_start(&mut self, chain: SDValue, bytes: u64, ptr_vt: EVT) -> SDValue {
        let a = self.get_target_constant(bytes as i128, ptr_vt);
        let b = self.get_target_constant(0, ptr_vt);
        self.get_node(isd::CALLSEQ_START, &[EVT::OTHER, EVT::GLUE], &[chain, a, b])
    }

    /// `callseq_end chain, bytes, 0 [, glue]`: results (chain, glue).
    pub fn get_callseq_end(
        &mut self,
        chain: SDValue,
        bytes: u64,
        ptr_vt: EVT,
        glue: Option<SDValue>,
    ) -> SDValue {
        let a = self.get_target_constant(bytes as i128, ptr_vt);
        let b = self.get_target_constant(0, ptr_vt);
        match glue {
            Some(g) => self.get_node(
                isd::CALLSEQ_END,
                &[EVT::OTHER, EVT::GLUE],
                &[chain, a, b, g],
            ),
            None => self.get_node(isd::CALLSEQ_END, &[EVT::OTHER, EVT::GLUE], &[chain, a, b]),
        }
    }

    /// `v` zero-extended or truncated to `vt`.
    pub fn get_zext_or_trunc(&mut self, v: SDValue, vt: EVT) -> SDValue {
        self.ext_or_trunc(isd::ZERO_EXTEND, v, vt)
    }

    /// `v` sign-extended or truncated to `vt`.
    pub fn get_sext_or_trunc(&mut self, v: SDValue, vt: EVT) -> SDValue {
        self.ext_or_trunc(isd::SIGN_EXTEND, v, vt)
    }

    /// `v` any-extended or truncated to `vt`.
    pub fn get_any_ext_or_trunc(&mut self, v: SDValue, vt: EVT) -> SDValue {
        self.ext_or_trunc(isd::ANY_EXTEND, v, vt)
    }

    /// `v` extended by `ext` (`ZERO_EXTEND`, `SIGN_EXTEND` or `ANY_EXTEND`) or truncated to
    /// `vt`; `v` itself when it has that width.
    pub fn ext_or_trunc(&mut self, ext: Opcode, v: SDValue, vt: EVT) -> SDValue {
        let from = self.vt(v).size_in_bits();
        let to = vt.size_in_bits();
        if from == to {
            v
        } else if from < to {
            self.get(ext, vt, &[v])
        } else {
            self.get(isd::TRUNCATE, vt, &[v])
        }
    }

    /// Bitwise not: `xor v, -1`.
    pub fn get_not(&mut self, v: SDValue) -> SDValue {
        let vt = self.vt(v);
        let m = self.get_constant(-1, vt);
        self.get(isd::XOR, vt, &[v, m])
    }

    // ----- mutation -----

    fn next_generation(&mut self) -> u32 {
        if self.scratch.stamp.len() < self.nodes.len() {
            self.scratch.stamp.resize(self.nodes.len(), 0);
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.scratch.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
        self.generation
    }

    /// Replaces every use of `from` with `to`. Users whose operands change are re-CSE'd; a user
    /// that becomes equal to an existing node is replaced by it and deleted (recursively).
    pub fn replace_all_uses_with(&mut self, from: SDValue, to: SDValue) {
        if from == to {
            return;
        }
        let mut work = std::mem::take(&mut self.scratch.replacements);
        let mut dead = std::mem::take(&mut self.scratch.dead);
        let mut users = std::mem::take(&mut self.scratch.users);
        work.clear();
        dead.clear();
        work.push((from, to));
        while let Some((from, to)) = work.pop() {
            dead.push(from.node);
            if self.is_deleted(from.node) {
                continue;
            }
            let to = self.resolve_deleted(to);
            if self.root == from {
                self.dead_candidates.push(self.root.node);
                self.root = to;
            }
            let generation = self.next_generation();
            // Collect the slots to change first: changing them edits the list being walked.
            let mut slots = std::mem::take(&mut self.scratch.slots);
            slots.clear();
            let mut s = self.nodes[from.node.0 as usize].first_use;
            while s != NIL {
                if self.ops[s as usize] == from {
                    slots.push(s);
                }
                s = self.links[s as usize].next;
            }
            users.clear();
            for &slot in &slots {
                let user = self.links[slot as usize].user;
                if self.scratch.stamp[user.0 as usize] != generation {
                    self.scratch.stamp[user.0 as usize] = generation;
                    let was_in = self.cse_remove(user);
                    users.push((user, was_in));
                }
                self.unlink_use(slot);
                self.ops[slot as usize] = to;
                self.link_use(slot);
            }
            self.scratch.slots = slots;
            for &(user, was_in) in &users {
                if !was_in {
                    continue;
                }
                let h = self.node_hash(user);
                let nd = self.nodes[user.0 as usize];
                let existing = {
                    let ops_start = nd.ops as usize;
                    let ops = &self.ops[ops_start..ops_start + nd.num_ops as usize];
                    self.cse_find(h, nd.opcode, nd.vts, ops, &nd.data)
                };
                match existing {
                    Some(e) if e != user => {
                        for r in 0..nd.num_values as u32 {
                            work.push((SDValue::new(user, r), SDValue::new(e, r)));
                        }
                    }
                    _ => self.cse_insert_hashed(h, user),
                }
            }
        }
        if !self.keep_dead_nodes {
            self.remove_dead_in(&mut dead);
        }
        self.scratch.replacements = work;
        self.scratch.dead = dead;
        self.scratch.users = users;
    }

    fn resolve_deleted(&self, v: SDValue) -> SDValue {
        debug_assert!(
            !self.is_deleted(v.node),
            "invariant: replacement values are live"
        );
        v
    }

    /// Replaces the uses of every result of `from` with the matching value of `to`.
    pub fn replace_all_uses_of_node(&mut self, from: NodeId, to: &[SDValue]) {
        for (r, &t) in to.iter().enumerate() {
            if !self.is_deleted(from) {
                self.replace_all_uses_with(SDValue::new(from, r as u32), t);
            }
        }
    }

    /// Gives `n` new operands (same or different count), re-CSEing it. Returns the node that
    /// now stands for it: `n` itself, or an existing equal node (then `n` is replaced and
    /// deleted).
    pub fn update_node_operands(&mut self, n: NodeId, new_ops: &[SDValue]) -> NodeId {
        if self.ops(n) == new_ops {
            return n;
        }
        let nd = self.nodes[n.0 as usize];
        let vts: Vec<EVT> = self.value_types(n).to_vec();
        if self.is_cseable(nd.opcode, &vts, &nd.data) {
            let h = Self::hash_key(nd.opcode, nd.vts, new_ops, &nd.data);
            if let Some(e) = self.cse_find(h, nd.opcode, nd.vts, new_ops, &nd.data) {
                for r in 0..nd.num_values as u32 {
                    self.replace_all_uses_with(SDValue::new(n, r), SDValue::new(e, r));
                }
                return e;
            }
        }
        let was_in = self.cse_remove(n);
        self.set_operands(n, new_ops);
        if was_in {
            let h = self.node_hash(n);
            self.cse_insert_hashed(h, n);
        }
        n
    }

    fn set_operands(&mut self, n: NodeId, new_ops: &[SDValue]) {
        self.edge_version += 1;
        let nd = self.nodes[n.0 as usize];
        for slot in nd.ops..nd.ops + nd.num_ops {
            self.unlink_use(slot);
        }
        let start = if new_ops.len() as u32 <= nd.num_ops {
            let s = nd.ops as usize;
            self.ops[s..s + new_ops.len()].copy_from_slice(new_ops);
            nd.ops
        } else {
            let s = self.ops.len() as u32;
            self.ops.extend_from_slice(new_ops);
            self.links.extend(new_ops.iter().map(|_| UseLink {
                user: n,
                next: NIL,
                prev: NIL,
            }));
            s
        };
        let node = &mut self.nodes[n.0 as usize];
        node.ops = start;
        node.num_ops = new_ops.len() as u32;
        for slot in start..start + new_ops.len() as u32 {
            self.link_use(slot);
        }
    }

    /// Turns `n` in place into `(opcode vts ops data)` (instruction selection's
    /// `SelectNodeTo`/`MorphNodeTo`); its users keep using it. If an equal node exists already,
    /// `n`'s uses move to it and it is returned instead.
    pub fn morph_node_to(
        &mut self,
        n: NodeId,
        opcode: Opcode,
        vts: &[EVT],
        ops: &[SDValue],
        data: NodeData,
    ) -> NodeId {
        let vts_idx = self.intern_vts(vts);
        let cseable = self.is_cseable(opcode, vts, &data);
        let mut h = 0;
        if cseable {
            h = Self::hash_key(opcode, vts_idx, ops, &data);
            if let Some(e) = self.cse_find(h, opcode, vts_idx, ops, &data) {
                if e != n {
                    let nv = self.nodes[n.0 as usize].num_values.min(vts.len() as u16);
                    for r in 0..nv as u32 {
                        self.replace_all_uses_with(SDValue::new(n, r), SDValue::new(e, r));
                    }
                    return e;
                }
            }
        }
        self.cse_remove(n);
        self.set_operands(n, ops);
        let node = &mut self.nodes[n.0 as usize];
        node.opcode = opcode;
        node.vts = vts_idx;
        node.num_values = vts.len() as u16;
        node.data = data;
        if cseable {
            // The node is now exactly what `h` was computed for.
            self.cse_insert_hashed(h, n);
        }
        n
    }

    /// Deletes `n`, which must have no uses.
    pub fn delete_node(&mut self, n: NodeId) {
        debug_assert!(
            self.nodes[n.0 as usize].first_use == NIL,
            "invariant: deleted nodes are unused"
        );
        self.cse_remove(n);
        let nd = self.nodes[n.0 as usize];
        for slot in nd.ops..nd.ops + nd.num_ops {
            self.unlink_use(slot);
        }
        let node = &mut self.nodes[n.0 as usize];
        node.opcode = isd::DELETED_NODE;
        node.num_ops = 0;
        self.num_live -= 1;
        self.num_deleted += 1;
    }

    /// Deletes every node whose results are unused (except the root's node and the entry
    /// token), transitively.
    ///
    /// Only the nodes that may have become unused since the last sweep are looked at (see
    /// `dead_candidates`); which nodes go does not depend on the order they are found in.
    pub fn remove_dead_nodes(&mut self) {
        let mut work = std::mem::take(&mut self.dead_candidates);
        self.remove_dead_in(&mut work);
        // What the deletions pushed meanwhile has been deleted too, or is the root or the
        // entry token, which stay: the list starts empty again.
        self.dead_candidates = work;
    }

    /// Deletes the unused nodes among `work` and, transitively, their operands that become
    /// unused.
    pub fn remove_dead_from(&mut self, mut work: Vec<NodeId>) {
        self.remove_dead_in(&mut work);
    }

    /// [`SelectionDAG::remove_dead_from`] on a work list the caller keeps (left empty).
    fn remove_dead_in(&mut self, work: &mut Vec<NodeId>) {
        while let Some(n) = work.pop() {
            if !self.is_dead_candidate(n) {
                continue;
            }
            let nd = self.nodes[n.0 as usize];
            self.delete_node(n);
            for slot in nd.ops..nd.ops + nd.num_ops {
                let o = self.ops[slot as usize].node;
                if self.is_dead_candidate(o) {
                    work.push(o);
                }
            }
        }
    }

    fn is_dead_candidate(&self, n: NodeId) -> bool {
        let nd = &self.nodes[n.0 as usize];
        nd.opcode != isd::DELETED_NODE
            && nd.first_use == NIL
            && n != self.root.node
            && n != self.entry
    }

    /// Live nodes in a topological order: every node after all its operands (Kahn's
    /// algorithm, ties broken by creation order). Linear in the size of the DAG.
    pub fn topological_order(&self) -> Vec<NodeId> {
        let mut order = Vec::with_capacity(self.num_live);
        self.kahn(&mut Vec::new(), &mut Vec::new(), &mut order);
        order
    }

    /// Kahn's algorithm for [`SelectionDAG::topological_order`], on work lists the caller
    /// may reuse; the order goes into `order`.
    fn kahn(&self, pending: &mut Vec<u32>, ready: &mut Vec<NodeId>, order: &mut Vec<NodeId>) {
        pending.clear();
        pending.resize(self.nodes.len(), 0);
        ready.clear();
        // At most every live node is ready at once: one allocation, no regrowth.
        ready.reserve(self.num_live);
        order.clear();
        order.reserve(self.num_live);
        for (i, nd) in self.nodes.iter().enumerate() {
            if nd.opcode == isd::DELETED_NODE {
                continue;
            }
            pending[i] = nd.num_ops;
            if nd.num_ops == 0 {
                ready.push(NodeId(i as u32));
            }
        }
        ready.reverse();
        while let Some(v) = ready.pop() {
            order.push(v);
            for u in self.users(v) {
                let p = &mut pending[u.0 as usize];
                *p -= 1;
                if *p == 0 {
                    ready.push(u);
                }
            }
        }
        debug_assert_eq!(order.len(), self.num_live, "invariant: the DAG is acyclic");
    }

    /// [`SelectionDAG::topological_order`], computed once and reused while no node or edge
    /// has been added or changed since: deleting unused nodes takes them out of Kahn's
    /// order without moving any other node (a node with no users releases nothing when it
    /// is popped), so the cached order minus the deleted nodes is exactly what a new
    /// computation would return. The passes of a block's pipeline that find nothing to do
    /// leave the DAG as it was, and the next pass reuses their order.
    pub fn assign_topological_order(&mut self) -> Vec<NodeId> {
        self.refresh_topological_order();
        self.scratch.topo.clone()
    }

    /// [`SelectionDAG::assign_topological_order`] without the copy: the cached order itself,
    /// lent out until [`SelectionDAG::restore_topological_order`] gives it back (unchanged),
    /// which keeps it cached if the graph has not changed meanwhile (and its buffer for the
    /// next computation if it has). Not given back, it is computed anew next time.
    pub fn take_topological_order(&mut self) -> Vec<NodeId> {
        self.refresh_topological_order();
        self.topo_lent = self.topo_version.take();
        std::mem::take(&mut self.scratch.topo)
    }

    /// Gives back the order [`SelectionDAG::take_topological_order`] lent out.
    pub fn restore_topological_order(&mut self, order: Vec<NodeId>) {
        self.scratch.topo = order;
        self.topo_version = self.topo_lent.take();
    }

    /// Brings `scratch.topo` up to date (see [`SelectionDAG::assign_topological_order`]).
    fn refresh_topological_order(&mut self) {
        if self.topo_version == Some(self.edge_version) {
            let nodes = &self.nodes;
            self.scratch
                .topo
                .retain(|n| nodes[n.0 as usize].opcode != isd::DELETED_NODE);
        } else {
            let mut pending = std::mem::take(&mut self.scratch.pending);
            let mut ready = std::mem::take(&mut self.scratch.ready);
            let mut order = std::mem::take(&mut self.scratch.topo);
            self.kahn(&mut pending, &mut ready, &mut order);
            self.scratch.pending = pending;
            self.scratch.ready = ready;
            self.scratch.topo = order;
            self.topo_version = Some(self.edge_version);
        }
    }

    /// Exchanges the DAG's reusable work lists with `s`. Nothing in them outlives a call
    /// except the cached topological order and the use-walk stamps, which are dropped here
    /// (they describe the DAG that owned them).
    pub fn swap_scratch(&mut self, s: &mut DagScratch) {
        std::mem::swap(&mut self.scratch, s);
        self.topo_version = None;
        self.topo_lent = None;
        self.scratch.stamp.clear();
    }

    /// Whether edge `v` is a chain (`ch`) or glue edge.
    pub fn edge_kind(&self, v: SDValue) -> EdgeKind {
        match self.vt(v) {
            EVT::Simple(MVT::Other) => EdgeKind::Chain,
            EVT::Simple(MVT::Glue) => EdgeKind::Glue,
            _ => EdgeKind::Data,
        }
    }

    /// The node's name for printing: the ISD name or the target's.
    pub fn opcode_name(&self, n: NodeId, names: &dyn NodeNames) -> String {
        let op = self.opcode(n);
        if let Some(s) = op.isd_name() {
            return s.to_string();
        }
        names.node_name(op).unwrap_or_else(|| format!("{op:?}"))
    }

    /// A textual dump like LLVM's `SelectionDAG::dump`: `t5: i32 = add t2, t4`, in
    /// topological order.
    pub fn dump(&self, names: &dyn NodeNames) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        for n in self.topological_order() {
            let _ = write!(s, "  t{}: ", n.0);
            let vts: Vec<String> = self.value_types(n).iter().map(|v| v.name()).collect();
            let _ = write!(s, "{} = {}", vts.join(","), self.opcode_name(n, names));
            let detail = self.data_label(n, names);
            if !detail.is_empty() {
                let _ = write!(s, "<{detail}>");
            }
            for (i, o) in self.ops(n).iter().enumerate() {
                let sep = if i == 0 { " " } else { ", " };
                if o.res_no == 0 {
                    let _ = write!(s, "{sep}t{}", o.node.0);
                } else {
                    let _ = write!(s, "{sep}t{}:{}", o.node.0, o.res_no);
                }
            }
            if n == self.root.node {
                s.push_str("  ; root");
            }
            s.push('\n');
        }
        s
    }

    /// The payload as text (`<42>`, `<FI#1>`, `<seteq>`).
    pub fn data_label(&self, n: NodeId, names: &dyn NodeNames) -> String {
        match self.data(n) {
            NodeData::None => String::new(),
            NodeData::Constant(c) => c.get().to_string(),
            NodeData::ConstantFP(b) => format!("{b:#x}"),
            NodeData::GlobalAddress { global, offset, .. } => match names.global_name(global) {
                Some(g) if offset != 0 => format!("@{g} + {offset}"),
                Some(g) => format!("@{g}"),
                None => format!("@{global} + {offset}"),
            },
            NodeData::FrameIndex(fi) => format!("FI#{fi}"),
            NodeData::JumpTable(i, _) => format!("JTI#{i}"),
            NodeData::BlockAddress(f, b, _) => format!("blockaddress(fn#{f}, bb#{b})"),
            NodeData::ConstantPool(i, o, _) => format!("CP#{i}+{o}"),
            NodeData::ExternalSymbol(s, _) => format!("&{s}"),
            NodeData::BasicBlock(b) => format!("bb.{b}"),
            NodeData::Register(r) => names.register_name(r).unwrap_or_else(|| {
                if r.is_virtual() {
                    format!("%{}", r.virt_reg_index())
                } else {
                    format!("$r{}", r.0)
                }
            }),
            NodeData::RegisterMask(m) => format!("mask#{m}"),
            NodeData::CondCode(c) => c.name().to_string(),
            NodeData::ValueType(v) => v.name(),
            NodeData::Load {
                ext, mem_vt, mmo, ..
            } => {
                let m = self.mem_operands[mmo.0 as usize];
                let e = match ext {
                    LoadExtType::NonExtLoad => "",
                    LoadExtType::ExtLoad => "anyext ",
                    LoadExtType::SextLoad => "sext ",
                    LoadExtType::ZextLoad => "zext ",
                };
                format!("(load {e}{} align {})", mem_vt.name(), m.align)
            }
            NodeData::Store {
                truncating,
                mem_vt,
                mmo,
                ..
            } => {
                let m = self.mem_operands[mmo.0 as usize];
                let t = if truncating { "trunc " } else { "" };
                format!("(store {t}{} align {})", mem_vt.name(), m.align)
            }
            NodeData::Mem(mmo) => {
                let m = self.mem_operands[mmo.0 as usize];
                format!("(mem {} align {})", m.size, m.align)
            }
            NodeData::Atomic {
                mmo,
                mem_vt,
                ordering,
                ..
            } => {
                let m = self.mem_operands[mmo.0 as usize];
                format!("({ordering:?} {} align {})", mem_vt.name(), m.align)
            }
        }
    }

    /// Checks the structural invariants (use lists agree with operands, CSE'd nodes unique,
    /// live nodes only use live nodes, acyclic). For tests and `-verify` runs.
    pub fn verify(&self) -> Result<(), String> {
        let mut count = vec![0u32; self.nodes.len()];
        for n in self.all_nodes() {
            for &o in self.ops(n) {
                if self.is_deleted(o.node) {
                    return Err(format!("t{} uses deleted t{}", n.0, o.node.0));
                }
                if o.res_no as usize >= self.value_types(o.node).len() {
                    return Err(format!(
                        "t{} uses missing result t{}:{}",
                        n.0, o.node.0, o.res_no
                    ));
                }
                count[o.node.0 as usize] += 1;
            }
        }
        for n in self.all_nodes() {
            let listed = self.uses(n).count() as u32;
            if listed != count[n.0 as usize] {
                return Err(format!(
                    "t{}: {listed} uses listed, {} operands",
                    n.0, count[n.0 as usize]
                ));
            }
            for (u, i) in self.uses(n) {
                if self.op(u, i).node != n {
                    return Err(format!("t{}'s use list names t{} operand {i}", n.0, u.0));
                }
            }
            if self.node_is_cseable(n) {
                let nd = &self.nodes[n.0 as usize];
                let h = self.node_hash(n);
                match self.cse_find(h, nd.opcode, nd.vts, self.ops(n), &nd.data) {
                    Some(e) if e == n => {}
                    Some(e) => return Err(format!("t{} and t{} are equal", n.0, e.0)),
                    None => return Err(format!("t{} is missing from the CSE table", n.0)),
                }
            }
        }
        if self.topological_order().len() != self.num_live {
            return Err("the DAG has a cycle".into());
        }
        Ok(())
    }
}

/// Iterator over `(user, operand index)` pairs of a node's uses.
pub struct UseIter<'a> {
    dag: &'a SelectionDAG,
    slot: u32,
}

impl Iterator for UseIter<'_> {
    type Item = (NodeId, usize);
    #[inline]
    fn next(&mut self) -> Option<(NodeId, usize)> {
        if self.slot == NIL {
            return None;
        }
        let link = self.dag.links[self.slot as usize];
        let user = link.user;
        let idx = self.slot - self.dag.nodes[user.0 as usize].ops;
        self.slot = link.next;
        Some((user, idx as usize))
    }
}

/// The kind of a DAG edge, as the dot output draws it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    /// A data value (black).
    Data,
    /// A chain (blue, dashed).
    Chain,
    /// Glue (red).
    Glue,
}

/// Names for what the target-independent code cannot name: target opcodes, registers,
/// globals. A target implements it; [`NoNames`] is the default.
pub trait NodeNames {
    /// The name of a target or machine opcode (`RISCVISD::CALL`, `ADDI`).
    fn node_name(&self, _op: Opcode) -> Option<String> {
        None
    }
    /// A physical register's name.
    fn register_name(&self, _r: Register) -> Option<String> {
        None
    }
    /// A global's name.
    fn global_name(&self, _g: u32) -> Option<String> {
        None
    }
}

/// [`NodeNames`] that names nothing.
pub struct NoNames;
impl NodeNames for NoNames {}

/// `v` truncated to `bits` bits and sign-extended back to 128.
pub fn sign_extend(v: i128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        v
    } else {
        let sh = 128 - bits;
        (v << sh) >> sh
    }
}

/// `v` truncated to `bits` bits, as an unsigned value.
pub fn zero_extend(v: i128, bits: u32) -> u128 {
    if bits >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << bits) - 1)
    }
}
