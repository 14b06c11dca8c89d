//! Metadata as a structured tree: generic nodes `!{...}`, specialized nodes such as
//! `!DILocation(line: 3, scope: !4)` kept as (kind, [(field, value)]), strings, and values
//! wrapped as metadata. Nodes live in the module's arena and are referred to by `MdNodeId`.

use crate::intern::Sym;
use crate::types::TypeId;
use crate::value::Value;

/// A metadata node in [`crate::Module::md_nodes`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdNodeId(pub u32);

/// A metadata operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Md {
    /// `null` (only inside nodes).
    Null,
    /// A node.
    Node(MdNodeId),
    /// `!"string"`.
    Str(Sym),
    /// A value as metadata: `i32 1`, `ptr @g`, or (in functions) `i32 %x`.
    Value(TypeId, Value),
}

/// The value of a field of a specialized node.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdFieldValue {
    /// A metadata operand (node, string, null, value).
    Md(Md),
    /// A token printed verbatim: a number, `true`, `DW_TAG_member`, `DIFlagA | DIFlagB`,
    /// `DW_OP_plus_uconst`.
    Raw(Sym),
}

/// One field of a node: named (`line: 3`) in specialized nodes, positional in generic nodes and
/// in `!DIExpression(...)` / `!DIArgList(...)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdField {
    /// Field name, `None` when positional.
    pub name: Option<Sym>,
    /// Field value.
    pub value: MdFieldValue,
}

/// A metadata node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MdNode {
    /// Whether it is `distinct`.
    pub distinct: bool,
    /// The specialized kind (`DILocation`), `None` for a generic node `!{...}`.
    pub kind: Option<Sym>,
    /// Fields, a range of [`crate::Module::md_fields`].
    pub fields: crate::instructions::PoolRange,
    /// The number it was defined with (`!12 = ...`), if any; such nodes print by reference.
    pub slot: Option<u32>,
    /// Whether the node was referenced but not yet defined (parsing only).
    pub placeholder: bool,
}

/// A named metadata list: `!llvm.module.flags = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMd {
    /// The name without `!`.
    pub name: Box<str>,
    /// The nodes.
    pub nodes: Vec<MdNodeId>,
}

/// A metadata attachment `!kind !node` on an instruction, function or global.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdAttachment {
    /// The kind (`dbg`, `tbaa`, ...), without `!`.
    pub kind: Sym,
    /// The node.
    pub node: MdNodeId,
}
