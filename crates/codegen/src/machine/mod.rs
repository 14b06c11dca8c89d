//! Machine IR: [`MachineFunction`], its blocks ([`MachineBasicBlock`]), instructions
//! ([`MachineInstr`]) and operands ([`MachineOperand`]), the frame ([`MachineFrameInfo`]),
//! virtual register classes, jump tables, constant-pool entries and CFI records.
//!
//! In: instructions built by the InstrEmitter (and later rewritten by register allocation and
//! prologue/epilogue insertion). Out: the same function for the next pass and, at the end,
//! for MC lowering. Instructions live in one arena and their operands in one pool; a block
//! holds the ids of its instructions in order.
//!
//! Invariants (checked by [`verifier`]): operands of an instruction are contiguous in the
//! pool; block successor and predecessor lists mirror each other; in SSA form each virtual
//! register has exactly one definition.

pub mod frame_info;
pub mod print;
pub mod verifier;

pub use frame_info::{CalleeSavedInfo, FrameObject, MachineFrameInfo};
pub use print::PrintContext;

use crate::selection_dag::MachineMemOperand;
use crate::target::RegClassId;
use kiln_mc::register_info::Register;

/// A machine basic block.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBBId(pub u32);

/// A machine instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MIId(pub u32);

/// Flags of a register operand.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegFlags(pub u8);

impl RegFlags {
    /// The operand defines the register.
    pub const DEF: u8 = 1;
    /// Implicit (not printed as an assembly operand).
    pub const IMPLICIT: u8 = 2;
    /// Last use of the register.
    pub const KILL: u8 = 4;
    /// A definition that is never read.
    pub const DEAD: u8 = 8;
    /// The value read is undefined.
    pub const UNDEF: u8 = 16;
    /// A definition written before the uses are read.
    pub const EARLY_CLOBBER: u8 = 32;
    /// A plain use.
    pub const USE: RegFlags = RegFlags(0);
    /// A plain definition.
    pub const DEFINE: RegFlags = RegFlags(Self::DEF);

    /// Whether `bit` is set.
    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// One operand of a machine instruction (LLVM's `MachineOperand`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MachineOperand {
    /// A register, with def/use/kill/dead/implicit flags and a sub-register index (0: none).
    Reg {
        /// The register.
        reg: Register,
        /// [`RegFlags`] bits.
        flags: RegFlags,
        /// Sub-register index.
        sub_reg: u16,
    },
    /// An immediate.
    Imm(i64),
    /// A floating-point immediate (IEEE bits).
    FPImm(u64),
    /// A stack object.
    FrameIndex(i32),
    /// A global's address plus offset, with target flags (`%hi`, `%lo`, ...).
    Global {
        /// Module global index.
        global: u32,
        /// Byte offset.
        offset: i64,
        /// Target flags.
        flags: u8,
    },
    /// An external symbol.
    Symbol {
        /// The name.
        name: &'static str,
        /// Byte offset.
        offset: i64,
        /// Target flags.
        flags: u8,
    },
    /// A basic block.
    MBB(MBBId),
    /// A constant-pool entry.
    ConstantPool {
        /// Entry index.
        index: u32,
        /// Byte offset.
        offset: i32,
        /// Target flags.
        flags: u8,
    },
    /// A jump table.
    JumpTable {
        /// Table index.
        index: u32,
        /// Target flags.
        flags: u8,
    },
    /// The address of an IR block (`blockaddress`): the block's label.
    BlockAddress {
        /// The IR function (`FuncId`).
        func: u32,
        /// The IR block (`BlockId`) in that function.
        block: u32,
        /// Target flags.
        flags: u8,
    },
    /// A call-preserved register mask (index of the target's mask).
    RegMask(u32),
    /// Index into [`MachineFunction::cfi`].
    CFIIndex(u32),
}

impl MachineOperand {
    /// A register use.
    pub fn reg_use(reg: Register) -> MachineOperand {
        MachineOperand::Reg {
            reg,
            flags: RegFlags::USE,
            sub_reg: 0,
        }
    }
    /// A register definition.
    pub fn reg_def(reg: Register) -> MachineOperand {
        MachineOperand::Reg {
            reg,
            flags: RegFlags::DEFINE,
            sub_reg: 0,
        }
    }
    /// A register operand with flags.
    pub fn reg(reg: Register, flags: u8) -> MachineOperand {
        MachineOperand::Reg {
            reg,
            flags: RegFlags(flags),
            sub_reg: 0,
        }
    }
    /// The register, if this is a register operand.
    pub fn get_reg(&self) -> Option<Register> {
        match self {
            MachineOperand::Reg { reg, .. } => Some(*reg),
            _ => None,
        }
    }
    /// Whether this is a register definition.
    pub fn is_def(&self) -> bool {
        matches!(self, MachineOperand::Reg { flags, .. } if flags.has(RegFlags::DEF))
    }
    /// Whether this is a register use.
    pub fn is_use(&self) -> bool {
        matches!(self, MachineOperand::Reg { flags, .. } if !flags.has(RegFlags::DEF))
    }
    /// Whether this is an implicit register operand.
    pub fn is_implicit(&self) -> bool {
        matches!(self, MachineOperand::Reg { flags, .. } if flags.has(RegFlags::IMPLICIT))
    }
}

/// Flags of a machine instruction.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MIFlags(pub u16);

impl MIFlags {
    /// Part of the prologue.
    pub const FRAME_SETUP: u16 = 1;
    /// Part of the epilogue.
    pub const FRAME_DESTROY: u16 = 2;
}

/// A machine instruction: opcode (the target's, or a [`crate::target::target_opcode`]),
/// operands in the function's pool, memory operands, flags.
#[derive(Copy, Clone, Debug)]
pub struct MachineInstr {
    /// The opcode.
    pub opcode: u32,
    /// Flags.
    pub flags: MIFlags,
    ops: u32,
    num_ops: u32,
    mmos: u32,
    num_mmos: u32,
    /// The block holding the instruction.
    pub parent: MBBId,
}

/// A machine basic block: its instructions in order and its CFG edges.
#[derive(Clone, Debug, Default)]
pub struct MachineBasicBlock {
    /// Instructions in order.
    pub insts: Vec<MIId>,
    /// Predecessors.
    pub preds: Vec<MBBId>,
    /// Successors.
    pub succs: Vec<MBBId>,
    /// Physical registers live on entry.
    pub live_ins: Vec<Register>,
    /// The IR block's name, for printing (`bb.3.for.body`).
    pub name: String,
    /// The IR block this came from, if any.
    pub ir_block: Option<u32>,
    /// Whether a `blockaddress` names this block (LLVM's `hasAddressTaken`): it gets a label
    /// and is kept even when no branch reaches it.
    pub address_taken: bool,
    /// The block is a landing pad: the unwinder enters it, not a branch (LLVM's
    /// `isEHPad`); see [`crate::eh`].
    pub is_eh_pad: bool,
}

/// A constant-pool entry: raw bytes and alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineConstantPoolEntry {
    /// The bytes, little- or big-endian as the target lays them out.
    pub bytes: Vec<u8>,
    /// Alignment in bytes.
    pub align: u32,
}

/// A CFI directive record (`.cfi_*`), referenced by `CFI_INSTRUCTION` operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CFIInstruction {
    /// `.cfi_def_cfa_offset N`.
    DefCfaOffset(i64),
    /// `.cfi_def_cfa reg, N`.
    DefCfa(Register, i64),
    /// `.cfi_def_cfa_register reg`.
    DefCfaRegister(Register),
    /// `.cfi_offset reg, N` (relative to the CFA).
    Offset(Register, i64),
    /// `.cfi_restore reg`.
    Restore(Register),
    /// `.cfi_remember_state`: push the current rules (after the prologue, when an epilogue
    /// is not the last block).
    RememberState,
    /// `.cfi_restore_state`: pop them (at the top of a block laid out after an epilogue).
    RestoreState,
}

/// A function in machine IR. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct MachineFunction {
    /// The function's symbol name.
    pub name: String,
    /// Blocks by id.
    pub blocks: Vec<MachineBasicBlock>,
    /// Block order in the output (block 0 is the entry).
    pub layout: Vec<MBBId>,
    insts: Vec<MachineInstr>,
    operands: Vec<MachineOperand>,
    /// Memory operands of the instructions.
    pub mem_operands: Vec<MachineMemOperand>,
    mmo_refs: Vec<u32>,
    /// Register class of each virtual register (by index).
    pub vreg_classes: Vec<RegClassId>,
    /// The stack frame.
    pub frame_info: MachineFrameInfo,
    /// Constant-pool entries (LLVM's `MachineConstantPool`), each once: see
    /// [`MachineFunction::constant_pool_index`].
    pub constant_pool: Vec<MachineConstantPoolEntry>,
    constant_pool_map: std::collections::HashMap<Vec<u8>, u32>,
    /// Jump tables: destination blocks per table.
    pub jump_tables: Vec<Vec<MBBId>>,
    /// CFI records.
    pub cfi: Vec<CFIInstruction>,
    /// The templates of the function's `INLINEASM` instructions (their operand 0 indexes here).
    pub inline_asm: Vec<String>,
    /// IR blocks whose address is taken but whose machine blocks were deleted as
    /// unreachable: their labels are printed at the end of the function.
    pub deleted_block_labels: Vec<u32>,
    /// Argument registers the caller sign-extended from bit 31 (signext i32 arguments and
    /// extended narrower ones; LLVM's `RISCVMachineFunctionInfo::SExt32Registers`).
    pub sext32_live_ins: Vec<Register>,
    /// Direct callees of the function's calls with whether that call's integer result comes
    /// back sign-extended from bit 31 (a `signext` i32 or an extended narrower result): a
    /// callee counts as extending only when every call to it says so. Read by RISC-V's
    /// `riscv-opt-w-instrs`, as LLVM's reads the callee's return attributes.
    pub sext32_call_results: Vec<(u32, bool)>,
    /// The virtual register holding the incoming `sret` pointer, for a target whose
    /// convention returns it (x86-64 System V in rax; LLVM's `SRetReturnReg`).
    pub sret_return_reg: Option<Register>,
    /// Whether the function is still in SSA form (before register allocation).
    pub is_ssa: bool,
    /// Whether virtual registers may still appear (false after register allocation).
    pub has_vregs: bool,
    /// Exception-handling tables (personality, landing pads, call sites), for functions
    /// with `invoke`s; see [`crate::eh`].
    pub eh: Option<Box<crate::eh::EhFuncInfo>>,
}

impl MachineFunction {
    /// An empty function in SSA form.
    pub fn new(name: impl Into<String>) -> MachineFunction {
        MachineFunction {
            name: name.into(),
            is_ssa: true,
            has_vregs: true,
            ..Default::default()
        }
    }

    /// Reserves room for about `insts` more instructions (and their operands): the
    /// pipeline sizes a function from its IR, so building it does not regrow the arenas.
    pub fn reserve_instrs(&mut self, insts: usize) {
        self.insts.reserve(insts);
        self.operands.reserve(insts * 3);
    }

    /// Appends a block to the function and the layout.
    pub fn add_block(&mut self, name: impl Into<String>) -> MBBId {
        let id = MBBId(self.blocks.len() as u32);
        self.blocks.push(MachineBasicBlock {
            name: name.into(),
            ..Default::default()
        });
        self.layout.push(id);
        id
    }

    /// By block number, whether some jump table names the block (such a block is reached
    /// through the table, so CFG passes must keep it).
    pub fn jump_table_blocks(&self) -> Vec<bool> {
        let mut in_jt = vec![false; self.blocks.len()];
        for b in self.jump_tables.iter().flatten() {
            if let Some(x) = in_jt.get_mut(b.0 as usize) {
                *x = true;
            }
        }
        in_jt
    }

    /// Block `b`.
    pub fn block(&self, b: MBBId) -> &MachineBasicBlock {
        &self.blocks[b.0 as usize]
    }

    /// Block `b`, mutable.
    pub fn block_mut(&mut self, b: MBBId) -> &mut MachineBasicBlock {
        &mut self.blocks[b.0 as usize]
    }

    /// Adds the CFG edge `from -> to` (once).
    pub fn add_successor(&mut self, from: MBBId, to: MBBId) {
        if !self.blocks[from.0 as usize].succs.contains(&to) {
            self.blocks[from.0 as usize].succs.push(to);
            self.blocks[to.0 as usize].preds.push(from);
        }
    }

    /// Removes the CFG edge `from -> to`.
    pub fn remove_successor(&mut self, from: MBBId, to: MBBId) {
        self.blocks[from.0 as usize].succs.retain(|&s| s != to);
        self.blocks[to.0 as usize].preds.retain(|&p| p != from);
    }

    /// A new virtual register of class `rc`.
    pub fn create_vreg(&mut self, rc: RegClassId) -> Register {
        self.vreg_classes.push(rc);
        Register::index_to_virt_reg(self.vreg_classes.len() as u32 - 1)
    }

    /// The class of virtual register `r`.
    pub fn vreg_class(&self, r: Register) -> RegClassId {
        self.vreg_classes[r.virt_reg_index() as usize]
    }

    /// Replaces every register-mask operand's mask `m` by `f(m)`.
    pub fn map_reg_masks(&mut self, mut f: impl FnMut(u32) -> u32) {
        for o in &mut self.operands {
            if let MachineOperand::RegMask(m) = o {
                *m = f(*m);
            }
        }
    }

    /// Number of virtual registers.
    pub fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }

    /// Number of operands of all instructions created (a bound for per-operand tables).
    pub fn num_operands(&self) -> usize {
        self.operands.len()
    }

    /// Creates an instruction (not yet in a block).
    pub fn create_instr(&mut self, mbb: MBBId, opcode: u32, ops: &[MachineOperand]) -> MIId {
        let id = MIId(self.insts.len() as u32);
        let start = self.operands.len() as u32;
        self.operands.extend_from_slice(ops);
        self.insts.push(MachineInstr {
            opcode,
            flags: MIFlags::default(),
            ops: start,
            num_ops: ops.len() as u32,
            mmos: 0,
            num_mmos: 0,
            parent: mbb,
        });
        id
    }

    /// Appends an instruction to `mbb`.
    pub fn push_instr(&mut self, mbb: MBBId, opcode: u32, ops: &[MachineOperand]) -> MIId {
        let id = self.create_instr(mbb, opcode, ops);
        self.blocks[mbb.0 as usize].insts.push(id);
        id
    }

    /// Inserts an instruction into `mbb` before position `pos`.
    pub fn insert_instr(
        &mut self,
        mbb: MBBId,
        pos: usize,
        opcode: u32,
        ops: &[MachineOperand],
    ) -> MIId {
        let id = self.create_instr(mbb, opcode, ops);
        self.blocks[mbb.0 as usize].insts.insert(pos, id);
        id
    }

    /// Instruction `i`.
    pub fn instr(&self, i: MIId) -> &MachineInstr {
        &self.insts[i.0 as usize]
    }

    /// Instruction `i`, mutable (opcode, flags).
    pub fn instr_mut(&mut self, i: MIId) -> &mut MachineInstr {
        &mut self.insts[i.0 as usize]
    }

    /// Number of instructions created (ids are below this).
    pub fn num_instr_ids(&self) -> usize {
        self.insts.len()
    }

    /// The operands of `i`.
    pub fn operands(&self, i: MIId) -> &[MachineOperand] {
        let mi = &self.insts[i.0 as usize];
        &self.operands[mi.ops as usize..(mi.ops + mi.num_ops) as usize]
    }

    /// The operands of `i`, mutable.
    pub fn operands_mut(&mut self, i: MIId) -> &mut [MachineOperand] {
        let mi = self.insts[i.0 as usize];
        &mut self.operands[mi.ops as usize..(mi.ops + mi.num_ops) as usize]
    }

    /// Appends an operand to `i` (moves its operands to the end of the pool if needed).
    pub fn add_operand(&mut self, i: MIId, op: MachineOperand) {
        let mi = self.insts[i.0 as usize];
        if (mi.ops + mi.num_ops) as usize != self.operands.len() {
            let start = self.operands.len() as u32;
            self.operands
                .extend_from_within(mi.ops as usize..(mi.ops + mi.num_ops) as usize);
            self.insts[i.0 as usize].ops = start;
        }
        self.operands.push(op);
        self.insts[i.0 as usize].num_ops += 1;
    }

    /// Attaches memory operands to `i`.
    pub fn set_mem_operands(&mut self, i: MIId, mmos: &[MachineMemOperand]) {
        let start = self.mmo_refs.len() as u32;
        for m in mmos {
            self.mem_operands.push(*m);
            self.mmo_refs.push(self.mem_operands.len() as u32 - 1);
        }
        let mi = &mut self.insts[i.0 as usize];
        mi.mmos = start;
        mi.num_mmos = mmos.len() as u32;
    }

    /// The memory operands of `i`.
    pub fn mem_operands_of(&self, i: MIId) -> impl Iterator<Item = &MachineMemOperand> {
        let mi = &self.insts[i.0 as usize];
        self.mmo_refs[mi.mmos as usize..(mi.mmos + mi.num_mmos) as usize]
            .iter()
            .map(|&k| &self.mem_operands[k as usize])
    }

    /// The index of the constant-pool entry holding `e`'s bytes, added if new (entries are
    /// de-duplicated by content; a shared entry gets the larger alignment).
    pub fn constant_pool_index(&mut self, e: &MachineConstantPoolEntry) -> u32 {
        if let Some(&k) = self.constant_pool_map.get(&e.bytes) {
            let c = &mut self.constant_pool[k as usize];
            c.align = c.align.max(e.align);
            return k;
        }
        let k = self.constant_pool.len() as u32;
        self.constant_pool.push(e.clone());
        self.constant_pool_map.insert(e.bytes.clone(), k);
        k
    }

    /// Adds a CFI record and returns its index.
    pub fn add_cfi(&mut self, c: CFIInstruction) -> u32 {
        self.cfi.push(c);
        self.cfi.len() as u32 - 1
    }

    /// Instructions in layout order with their blocks.
    pub fn all_instrs(&self) -> impl Iterator<Item = (MBBId, MIId)> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b.0 as usize].insts.iter().map(move |&i| (b, i)))
    }
}
