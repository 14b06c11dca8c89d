//! `MCInst` and `MCFixup`: an instruction as the MC layer sees it, and a pending
//! patch of its encoding.
//!
//! In: an opcode from the target's generated tables and its operands (registers,
//! immediates, expressions). Out: the value that the printer, encoder and
//! compressor work on. Operands live inline (no heap allocation per instruction).

use crate::mc_expr::ExprId;
use kiln_support::SourceLoc;

/// The largest number of operands an MCInst holds.
pub const MAX_OPERANDS: usize = 12;

/// One operand of an [`MCInst`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum MCOperand {
    /// No operand (unused slot).
    #[default]
    None,
    /// A physical register (kiln register number).
    Reg(u16),
    /// An immediate.
    Imm(i64),
    /// A symbolic expression.
    Expr(ExprId),
}

/// A machine instruction at the MC level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MCInst {
    /// The opcode (index into the target's instruction table).
    pub opcode: u16,
    num: u8,
    ops: [MCOperand; MAX_OPERANDS],
    /// Where the instruction came from, for diagnostics.
    pub loc: Option<SourceLoc>,
    /// The opcode of a prefix instruction written before this one on its line and folded
    /// into it (x86's `lock cmpxchgw`, LLVM's `X86::IP_HAS_LOCK` flag); 0: none. It prints
    /// before the instruction and is encoded where [`crate::MCTargetHooks::prefix_position`]
    /// says.
    pub prefix: u16,
}

impl MCInst {
    /// An instruction with no operands yet.
    pub fn new(opcode: u16) -> Self {
        MCInst {
            opcode,
            num: 0,
            ops: [MCOperand::None; MAX_OPERANDS],
            loc: None,
            prefix: 0,
        }
    }

    /// Appends an operand.
    pub fn push(&mut self, op: MCOperand) {
        assert!(
            (self.num as usize) < MAX_OPERANDS,
            "invariant: no instruction description has more than {MAX_OPERANDS} operands"
        );
        self.ops[self.num as usize] = op;
        self.num += 1;
    }

    /// Builder form of [`MCInst::push`].
    pub fn with(mut self, op: MCOperand) -> Self {
        self.push(op);
        self
    }

    /// The operands.
    pub fn operands(&self) -> &[MCOperand] {
        &self.ops[..self.num as usize]
    }

    /// The operands, mutably.
    pub fn operands_mut(&mut self) -> &mut [MCOperand] {
        &mut self.ops[..self.num as usize]
    }

    /// Operand `i`.
    #[inline]
    pub fn op(&self, i: usize) -> MCOperand {
        if i < self.num as usize {
            self.ops[i]
        } else {
            MCOperand::None
        }
    }

    /// Number of operands.
    pub fn num_operands(&self) -> usize {
        self.num as usize
    }
}

/// A target fixup kind (the target defines the numbers; see its `fixups` module).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FixupKind(pub u16);

/// A place in an encoding that depends on an expression's final value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MCFixup {
    /// Byte offset of the fixup in the encoded instruction (or data fragment).
    pub offset: u32,
    /// The expression.
    pub value: ExprId,
    /// The target fixup kind.
    pub kind: FixupKind,
    /// Where it came from, for diagnostics.
    pub loc: Option<SourceLoc>,
}
