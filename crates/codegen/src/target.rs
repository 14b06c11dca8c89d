//! The traits a target implements for the target-independent machine passes: instruction
//! descriptions and the copy/spill/reload hooks ([`TargetInstrInfo`]), register classes and
//! names ([`TargetRegisterInfo`]).
//!
//! In: nothing (traits and plain descriptor data). Out: what the printer, the verifier, the
//! register allocator glue and prologue/epilogue insertion call. A target fills these from
//! the tables its `.td` files generate plus a little Rust.

use crate::machine::{MBBId, MIId, MachineFunction};
use kiln_mc::register_info::Register;

/// Instruction property bits in [`InstrDesc::flags`] (same meaning as kiln-mc's
/// `MCInstrDesc` flags).
pub mod instr_flags {
    /// Returns from the function.
    pub const RETURN: u64 = 1 << 0;
    /// A branch.
    pub const BRANCH: u64 = 1 << 1;
    /// An indirect branch.
    pub const INDIRECT_BRANCH: u64 = 1 << 2;
    /// Control does not fall through.
    pub const BARRIER: u64 = 1 << 3;
    /// A call.
    pub const CALL: u64 = 1 << 4;
    /// Ends a block.
    pub const TERMINATOR: u64 = 1 << 5;
    /// Reads memory.
    pub const MAY_LOAD: u64 = 1 << 6;
    /// Writes memory.
    pub const MAY_STORE: u64 = 1 << 7;
    /// Has other side effects.
    pub const HAS_SIDE_EFFECTS: u64 = 1 << 8;
    /// Operand count varies (calls with implicit argument registers, PHI).
    pub const VARIADIC: u64 = 1 << 20;
    /// Every explicit definition is early-clobber: written before the uses are read, so
    /// it never shares a register with one (codegen only: the scratch registers of LLVM's
    /// atomic pseudos, which are expanded into loops after register allocation).
    pub const EARLY_CLOBBER_DEFS: u64 = 1 << 40;
}

/// What kind of operand an instruction's operand slot takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// A register of the register class with this id.
    Reg(u16),
    /// Any register.
    AnyReg,
    /// An immediate (or a symbol, block, frame index standing for one).
    Imm,
    /// Anything.
    Any,
}

/// The description of one machine instruction opcode (mirrors kiln-mc's `MCInstrDesc`).
#[derive(Copy, Clone, Debug)]
pub struct InstrDesc {
    /// The name (`ADDI`, `COPY`).
    pub name: &'static str,
    /// Number of explicit definitions (the first operands).
    pub num_defs: u8,
    /// Explicit operand kinds, defs then uses.
    pub operands: &'static [OperandKind],
    /// [`instr_flags`] bits.
    pub flags: u64,
    /// Physical registers read implicitly.
    pub implicit_uses: &'static [u16],
    /// Physical registers written implicitly.
    pub implicit_defs: &'static [u16],
    /// For each operand, the operand it is tied to (two-address), or -1.
    pub tied_to: &'static [i8],
}

impl InstrDesc {
    /// A target pseudo's description: `name`, its explicit `operands` (no definitions; set
    /// `num_defs` on the result for pseudos that define), `flags`, no implicit or tied
    /// operands.
    pub const fn pseudo(name: &'static str, operands: &'static [OperandKind], flags: u64) -> Self {
        InstrDesc {
            name,
            num_defs: 0,
            operands,
            flags,
            implicit_uses: &[],
            implicit_defs: &[],
            tied_to: &[],
        }
    }

    /// Whether a flag is set.
    pub fn has(&self, flag: u64) -> bool {
        self.flags & flag != 0
    }
    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        self.has(instr_flags::TERMINATOR)
    }
}

/// Target opcodes every target shares (LLVM's `TargetOpcode`), numbered above any target's
/// own instructions.
pub mod target_opcode {
    /// First generic opcode.
    pub const FIRST: u32 = 0x7fff_0000;
    /// `%d = PHI %a, %bb.1, %b, %bb.2`.
    pub const PHI: u32 = FIRST;
    /// `%d = COPY %s`.
    pub const COPY: u32 = FIRST + 1;
    /// `%d = IMPLICIT_DEF`.
    pub const IMPLICIT_DEF: u32 = FIRST + 2;
    /// `KILL` (no-op that ends a live range).
    pub const KILL: u32 = FIRST + 3;
    /// `CFI_INSTRUCTION <index into MachineFunction::cfi>`.
    pub const CFI_INSTRUCTION: u32 = FIRST + 4;
    /// `EH_LABEL`.
    pub const EH_LABEL: u32 = FIRST + 5;
    /// Inline assembly.
    pub const INLINEASM: u32 = FIRST + 6;
    /// `%d = SUBREG_TO_REG 0, %s, subidx`: `%s` is the `subidx` part of `%d` and the
    /// instruction that defined `%s` zeroed the rest (LLVM's meaning: the upper bits are
    /// known). The allocator gives `%d` the register of `%s`; lowered after allocation.
    pub const SUBREG_TO_REG: u32 = FIRST + 7;
    /// `%d = EXTRACT_SUBREG %s, subidx`: the `subidx` part of `%s`. The allocator gives `%d`
    /// the register of `%s` when it can; lowered after allocation.
    pub const EXTRACT_SUBREG: u32 = FIRST + 8;
    /// `%d = INSERT_SUBREG %s, %v, subidx`: `%s` with its `subidx` part replaced by `%v`
    /// (`%d` is tied to `%s`); lowered after allocation.
    pub const INSERT_SUBREG: u32 = FIRST + 9;
    /// `%d = COPY_TO_REGCLASS %s, rc`: `%s` as a value of class `rc` (a copy between
    /// classes); lowered after allocation like a `COPY`.
    pub const COPY_TO_REGCLASS: u32 = FIRST + 10;
    /// One past the last generic opcode.
    pub const END: u32 = FIRST + 11;

    /// Whether `opc` is generic.
    pub fn is_generic(opc: u32) -> bool {
        (FIRST..END).contains(&opc)
    }
}

static ANY1: [OperandKind; 1] = [OperandKind::AnyReg];
static ANY2: [OperandKind; 2] = [OperandKind::AnyReg, OperandKind::AnyReg];
static NO_TIES: [i8; 0] = [];
static REG_IMM: [OperandKind; 3] = [OperandKind::AnyReg, OperandKind::AnyReg, OperandKind::Imm];
/// EXTRACT_SUBREG and INSERT_SUBREG: the result is tied to the register it is a part of
/// (or inserts into), so the allocator gives both one allocation unit and the lowering
/// after allocation is nothing when the source dies there (regalloc2 copies the source
/// first when it stays live: the coalescing LLVM's register coalescer does).
static TIE_FIRST_USE: [i8; 4] = [1, -1, -1, -1];
/// SUBREG_TO_REG: the result is tied to the part it widens.
static TIE_SECOND_USE: [i8; 4] = [2, -1, -1, -1];

/// The description of a generic opcode.
pub fn generic_desc(opc: u32) -> Option<InstrDesc> {
    use target_opcode::*;
    let d = |name, num_defs, operands: &'static [OperandKind], flags| InstrDesc {
        name,
        num_defs,
        operands,
        flags,
        implicit_uses: &[],
        implicit_defs: &[],
        tied_to: &NO_TIES,
    };
    Some(match opc {
        PHI => d("PHI", 1, &ANY1, instr_flags::VARIADIC),
        COPY => d("COPY", 1, &ANY2, 0),
        IMPLICIT_DEF => d("IMPLICIT_DEF", 1, &ANY1, 0),
        KILL => d("KILL", 0, &[], instr_flags::VARIADIC),
        CFI_INSTRUCTION => d("CFI_INSTRUCTION", 0, &[OperandKind::Imm], 0),
        EH_LABEL => d(
            "EH_LABEL",
            0,
            &[OperandKind::Imm],
            instr_flags::HAS_SIDE_EFFECTS,
        ),
        INLINEASM => d(
            "INLINEASM",
            0,
            &[],
            instr_flags::VARIADIC | instr_flags::HAS_SIDE_EFFECTS,
        ),
        SUBREG_TO_REG => InstrDesc {
            tied_to: &TIE_SECOND_USE,
            ..d(
                "SUBREG_TO_REG",
                1,
                &[
                    OperandKind::AnyReg,
                    OperandKind::Imm,
                    OperandKind::AnyReg,
                    OperandKind::Imm,
                ],
                0,
            )
        },
        EXTRACT_SUBREG => InstrDesc {
            tied_to: &TIE_FIRST_USE,
            ..d("EXTRACT_SUBREG", 1, &REG_IMM, 0)
        },
        INSERT_SUBREG => InstrDesc {
            tied_to: &TIE_FIRST_USE,
            ..d(
                "INSERT_SUBREG",
                1,
                &[
                    OperandKind::AnyReg,
                    OperandKind::AnyReg,
                    OperandKind::AnyReg,
                    OperandKind::Imm,
                ],
                0,
            )
        },
        COPY_TO_REGCLASS => d("COPY_TO_REGCLASS", 1, &REG_IMM, 0),
        _ => return None,
    })
}

/// A register class id (index into the target's register classes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegClassId(pub u16);

/// Register facts the machine passes need (LLVM's `TargetRegisterInfo`).
pub trait TargetRegisterInfo {
    /// The register's name as MIR prints it (`x10`).
    fn reg_name(&self, reg: Register) -> String;
    /// The class's name in lower case (`gpr`).
    fn reg_class_name(&self, rc: RegClassId) -> String;
    /// Whether physical `reg` is in class `rc`.
    fn reg_class_contains(&self, rc: RegClassId, reg: Register) -> bool;
    /// Allocatable registers of `rc`, in allocation order (preferred first).
    fn allocation_order(&self, rc: RegClassId) -> &[Register];
    /// The callee-saved registers of the function's calling convention.
    fn callee_saved_regs(&self) -> &[Register];
    /// Whether the call-preserved mask `mask` preserves `reg`.
    fn mask_preserves(&self, mask: u32, reg: Register) -> bool;
    /// Whether the mask of a call depends on the values its caller holds
    /// ([`TargetRegisterInfo::caller_call_mask`]); false for most targets, so that no
    /// function is scanned for it.
    fn call_mask_depends_on_caller(&self) -> bool {
        false
    }
    /// The mask a call with mask `mask` uses in a function whose virtual registers have
    /// the classes `vreg_classes` (LLVM's `getCallPreservedMask` also looks at the caller).
    /// AAPCS64 preserves only the low 64 bits of v8-v15, so AArch64 keeps none of them
    /// across a call in a function with 128-bit values. Asked only where
    /// [`TargetRegisterInfo::call_mask_depends_on_caller`] says so.
    fn caller_call_mask(&self, mask: u32, _vreg_classes: &[RegClassId]) -> u32 {
        mask
    }
    /// The stack pointer.
    fn stack_pointer(&self) -> Register;
    /// The frame pointer.
    fn frame_pointer(&self) -> Register;
    /// Spill size and alignment in bytes of a register of class `rc`.
    fn spill_size_align(&self, rc: RegClassId) -> (u32, u32);
    /// The register allocator's class of `rc`: 0 integer, 1 floating point, 2 vector.
    fn ra_class(&self, _rc: RegClassId) -> usize {
        0
    }
    /// The registers the allocator may use in allocator class `k` (at most 64): preferred
    /// (caller-saved) first, then non-preferred (callee-saved). These are the allocation
    /// units of the class (its widest registers: X0 not W0, RAX not EAX); a register class
    /// whose registers are narrower views of them says which view in [`Self::ra_view`].
    /// Every register a calling convention constrains an operand to must be one of them or
    /// a view of one.
    fn ra_registers(&self, k: usize) -> (&[Register], &[Register]);
    /// The sub-register index that picks a register of class `rc` out of the allocation
    /// unit regalloc2 assigns (see [`Self::ra_registers`]): 0 when the class's registers are
    /// the units themselves (X0 for GPR64), else the index (`sub_32` for GPR32: W0 is the
    /// `sub_32` of X0). The default: every class uses whole units.
    fn ra_view(&self, _rc: RegClassId) -> u32 {
        0
    }
    /// The sub-register `idx` of `reg` (LLVM's `getSubReg`); index 0 is `reg` itself. None
    /// when `reg` has no such sub-register. The default knows no sub-registers.
    fn get_sub_reg(&self, reg: Register, idx: u32) -> Option<Register> {
        (idx == 0).then_some(reg)
    }
    /// Appends the register units of physical `reg` to `out` (LLVM's `MCRegUnitIterator`):
    /// the smallest parts of the register file a register covers, so that two registers
    /// overlap exactly when they share a unit (EAX and RAX share EAX's units; W19 and X19
    /// share one). The default gives every register one unit of its own, numbered as the
    /// register (a target without sub-registers).
    fn reg_units(&self, reg: Register, out: &mut Vec<u32>) {
        out.push(reg.0);
    }
    /// The smallest register class holding physical `reg` (LLVM's
    /// `getMinimalPhysRegClass`): its spill size and spill instruction are the ones
    /// prologue/epilogue insertion uses to save `reg`. The default: class 0.
    fn minimal_phys_reg_class(&self, _reg: Register) -> RegClassId {
        RegClassId(0)
    }
}

/// Whether physical registers `a` and `b` share a register unit (one is, contains or
/// partly covers the other).
pub fn regs_overlap(tri: &dyn TargetRegisterInfo, a: Register, b: Register) -> bool {
    if a == b {
        return true;
    }
    let (mut ua, mut ub) = (Vec::new(), Vec::new());
    tri.reg_units(a, &mut ua);
    tri.reg_units(b, &mut ub);
    ua.iter().any(|u| ub.contains(u))
}

/// Instruction facts and code-building hooks (LLVM's `TargetInstrInfo`). Positions are
/// indices into the block's instruction list (insert before that index).
pub trait TargetInstrInfo {
    /// The description of a target opcode (generic opcodes are answered by
    /// [`generic_desc`]).
    fn desc(&self, opcode: u32) -> InstrDesc;
    /// Emits `dst = src` between physical registers.
    fn copy_phys_reg(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        src: Register,
    );
    /// Emits a store of `src` (class `rc`) to frame index `fi`.
    fn store_reg_to_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        src: Register,
        fi: i32,
        rc: RegClassId,
    );
    /// Emits a load of `dst` (class `rc`) from frame index `fi`.
    fn load_reg_from_stack_slot(
        &self,
        mf: &mut MachineFunction,
        mbb: MBBId,
        pos: usize,
        dst: Register,
        fi: i32,
        rc: RegClassId,
    );
    /// Appends an unconditional branch to `target` at the end of `mbb`.
    fn insert_unconditional_branch(&self, mf: &mut MachineFunction, mbb: MBBId, target: MBBId);

    /// Expands the target's own post-RA pseudos, which may add blocks (LLVM's pre-emit
    /// expansion passes such as `RISCVExpandAtomicPseudo`); runs at the end of
    /// `postrapseudos`. The default has none.
    fn expand_target_post_ra_pseudos(
        &self,
        _mf: &mut MachineFunction,
    ) -> Result<(), crate::CodegenError> {
        Ok(())
    }

    /// The conditional branch opcode that branches when `opcode` does not (same operands), if
    /// `opcode` is a reversible conditional branch whose condition is its opcode (RISC-V's
    /// `beq`/`bne`, x86's `jcc`). The default has none.
    fn reverse_branch_opcode(&self, _opcode: u32) -> Option<u32> {
        None
    }

    /// Makes conditional branch `i` branch exactly when it did not, keeping its target;
    /// false (and `i` unchanged) if it cannot be reversed (LLVM's `reverseBranchCondition`).
    /// The default swaps the opcode by [`TargetInstrInfo::reverse_branch_opcode`]; a target
    /// whose condition is an operand (AArch64's `b.cc`) overrides it.
    fn reverse_branch_condition(&self, mf: &mut MachineFunction, i: MIId) -> bool {
        match self.reverse_branch_opcode(mf.instr(i).opcode) {
            Some(rev) => {
                mf.instr_mut(i).opcode = rev;
                true
            }
            None => false,
        }
    }

    /// The target's machine passes over SSA form, run at -O1 and up after the generic SSA
    /// optimizations and before MachineLICM (LLVM's `addMachineSSAOptimization` additions,
    /// such as `RISCVOptWInstrs`). The default has none.
    fn machine_ssa_passes(&self) -> &'static [TargetMachinePass] {
        &[]
    }

    /// The target's machine passes run last, after branch folding, at every level (LLVM's
    /// `addPreEmitPass`, such as a delay-slot filler); `opt_level` is the pipeline's
    /// `-O` level. The default has none.
    fn pre_emit_passes(&self, _opt_level: u8) -> &'static [TargetMachinePass] {
        &[]
    }
}

/// A target-specific machine pass (see [`TargetInstrInfo::machine_ssa_passes`]).
pub struct TargetMachinePass {
    /// The `-print-after` / `-stop-after` name.
    pub name: &'static str,
    /// The pass body.
    pub run: fn(&mut MachineFunction, &dyn TargetInstrInfo),
}

/// The description of any opcode, generic or the target's.
pub fn desc_of(tii: &dyn TargetInstrInfo, opcode: u32) -> InstrDesc {
    generic_desc(opcode).unwrap_or_else(|| tii.desc(opcode))
}
