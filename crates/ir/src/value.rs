//! Operand handles: what an instruction operand can be (argument, instruction result, constant,
//! global, block, metadata, inline asm), as a small `Copy` enum of typed indices.

use crate::constants::ConstId;
use crate::function::{BlockId, InstId};
use crate::module::GlobalId;

/// An operand of an instruction. Indices are into the owning function's arenas (arguments,
/// instructions, blocks, metadata operands, inline asm) or the module's (constants, globals).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The N-th function argument.
    Arg(u32),
    /// The result of an instruction.
    Inst(InstId),
    /// An interned constant.
    Const(ConstId),
    /// A global variable, function, alias or ifunc (a pointer).
    Global(GlobalId),
    /// A basic block (as a `label` operand).
    Block(BlockId),
    /// A metadata operand (`metadata !3`, `metadata i32 %x`), index into
    /// [`crate::Function::md_values`].
    Metadata(u32),
    /// An inline asm callee, index into [`crate::Function::inline_asm`].
    InlineAsm(u32),
    /// A forward reference not resolved yet (only during parsing).
    Forward(u32),
}
