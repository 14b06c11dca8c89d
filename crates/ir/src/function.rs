//! A function: its signature and attributes, and (for definitions) arenas of blocks,
//! instructions, operands and names. Blocks hold their instructions in order; operands are
//! [`Value`] handles in one pool per function, so a function owns everything codegen touches.

use crate::constants::ConstId;
use crate::instructions::{Bundle, CallId, CallInfo, InstKind, MaybeAlign, PoolRange, TailKind};
use crate::intern::Sym;
use crate::metadata::{Md, MdAttachment};
use crate::module::{AttrSetId, GlobalId, Module};
use crate::types::{TypeData, TypeId, TypeTable};
use crate::value::Value;

/// A basic block of a function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// An instruction of a function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// A local name: a span of [`Function::name_buf`], or unnamed (numbered when printed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name {
    /// Start in the name buffer.
    pub start: u32,
    /// Length; `u32::MAX` means unnamed.
    pub len: u32,
}

impl Default for Name {
    fn default() -> Self {
        Name::UNNAMED
    }
}

impl Name {
    /// No name (`%N` when printed).
    pub const UNNAMED: Name = Name {
        start: 0,
        len: u32::MAX,
    };

    /// Whether the value is unnamed.
    pub fn is_unnamed(self) -> bool {
        self.len == u32::MAX
    }
}

/// A formal argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// Type.
    pub ty: TypeId,
    /// Name.
    pub name: Name,
    /// Parameter attributes.
    pub attrs: AttrSetId,
}

/// A basic block: its name and its instructions in order.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Block {
    /// Name.
    pub name: Name,
    /// Instructions in execution order (debug records included).
    pub insts: Vec<InstId>,
}

/// An instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    /// Opcode and payload.
    pub kind: InstKind,
    /// Result type (`void` when there is no result).
    pub ty: TypeId,
    /// Operands, a range of [`Function::operands`].
    pub ops: PoolRange,
    /// Opcode-specific flags ([`crate::instructions::flags`]).
    pub flags: u8,
    /// Fast-math flags ([`crate::instructions::fmf`]).
    pub fmf: u8,
    /// Result name.
    pub name: Name,
    /// The block that holds it.
    pub block: BlockId,
    /// Metadata attachments, a range of [`Function::md_attachments`].
    pub md: PoolRange,
}

/// An inline asm callee: `asm sideeffect "text", "constraints"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    /// The function type of the call.
    pub fn_ty: TypeId,
    /// Assembly text.
    pub asm: Box<str>,
    /// Constraint string.
    pub constraints: Box<str>,
    /// `sideeffect`.
    pub side_effect: bool,
    /// `alignstack`.
    pub align_stack: bool,
    /// `inteldialect`.
    pub intel_dialect: bool,
    /// `unwind`.
    pub can_throw: bool,
}

/// A function declaration or definition.
#[derive(Clone, Debug)]
pub struct Function {
    /// Its global (name, linkage, visibility, section, comdat, align...).
    pub global: GlobalId,
    /// Function type.
    pub ty: TypeId,
    /// Calling convention number (0 = ccc).
    pub cc: u32,
    /// Return attributes.
    pub ret_attrs: AttrSetId,
    /// Function attributes, including group references.
    pub fn_attrs: AttrSetId,
    /// `gc "name"`.
    pub gc: Option<Sym>,
    /// `prefix T v`.
    pub prefix: Option<ConstId>,
    /// `prologue T v`.
    pub prologue: Option<ConstId>,
    /// `personality T v`.
    pub personality: Option<ConstId>,
    /// Whether this is a definition (has a body).
    pub is_definition: bool,
    /// Arguments.
    pub args: Vec<Arg>,
    /// Blocks in layout order; `blocks[0]` is the entry.
    pub layout: Vec<BlockId>,
    /// Block arena.
    pub blocks: Vec<Block>,
    /// Instruction arena.
    pub insts: Vec<Inst>,
    /// Operand pool.
    pub operands: Vec<Value>,
    /// Per-call data.
    pub calls: Vec<CallInfo>,
    /// Attribute-set pool (call argument attributes).
    pub attr_pool: Vec<AttrSetId>,
    /// Operand bundles.
    pub bundles: Vec<Bundle>,
    /// Integer pool (extractvalue/insertvalue indices, landingpad clause kinds).
    pub indices: Vec<u32>,
    /// Metadata operands referenced by [`Value::Metadata`].
    pub md_values: Vec<Md>,
    /// Inline asm referenced by [`Value::InlineAsm`].
    pub inline_asm: Vec<InlineAsm>,
    /// Instruction metadata attachments.
    pub md_attachments: Vec<MdAttachment>,
    /// Storage for local names.
    pub name_buf: String,
    /// Function-local uselistorder directives, verbatim.
    pub uselistorders: Vec<Box<str>>,
}

impl Function {
    /// A declaration of type `ty` for global `global`.
    pub fn new(global: GlobalId, ty: TypeId) -> Self {
        Function {
            global,
            ty,
            cc: 0,
            ret_attrs: AttrSetId::EMPTY,
            fn_attrs: AttrSetId::EMPTY,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            is_definition: false,
            args: Vec::new(),
            layout: Vec::new(),
            blocks: Vec::new(),
            insts: Vec::new(),
            operands: Vec::new(),
            calls: Vec::new(),
            attr_pool: Vec::new(),
            bundles: Vec::new(),
            indices: Vec::new(),
            md_values: Vec::new(),
            inline_asm: Vec::new(),
            md_attachments: Vec::new(),
            name_buf: String::new(),
            uselistorders: Vec::new(),
        }
    }

    /// Stores a name and returns its handle.
    pub fn add_name(&mut self, s: &str) -> Name {
        let start = self.name_buf.len() as u32;
        self.name_buf.push_str(s);
        Name {
            start,
            len: s.len() as u32,
        }
    }

    /// A new instruction in the arena, belonging to `block` but not yet in its list (the
    /// builder appends it; IR rewrites put it where they need it).
    pub fn add_inst(
        &mut self,
        block: BlockId,
        kind: InstKind,
        ty: TypeId,
        ops: &[Value],
        name: Name,
    ) -> InstId {
        let start = self.operands.len() as u32;
        self.operands.extend_from_slice(ops);
        let id = InstId(self.insts.len() as u32);
        self.insts.push(Inst {
            kind,
            ty,
            ops: PoolRange {
                start,
                len: ops.len() as u32,
            },
            flags: 0,
            fmf: 0,
            name,
            block,
            md: PoolRange::default(),
        });
        id
    }

    /// The [`CallInfo`] of a new call or invoke of type `fn_ty` with `nargs` arguments and no
    /// attributes (`explicit_fn_ty`: the type is printed, as for a variadic callee).
    pub fn add_call_info(&mut self, fn_ty: TypeId, nargs: usize, explicit_fn_ty: bool) -> CallId {
        let attr_start = self.attr_pool.len() as u32;
        self.attr_pool
            .extend(std::iter::repeat_n(AttrSetId::EMPTY, nargs));
        let call = CallId(self.calls.len() as u32);
        self.calls.push(CallInfo {
            tail: TailKind::None,
            cc: 0,
            fn_ty,
            explicit_fn_ty,
            ret_attrs: AttrSetId::EMPTY,
            fn_attrs: AttrSetId::EMPTY,
            arg_attrs: PoolRange {
                start: attr_start,
                len: nargs as u32,
            },
            bundles: PoolRange::default(),
            num_args: nargs as u32,
            addrspace: None,
        });
        call
    }

    /// The text of a name (`None` when unnamed).
    pub fn name_str(&self, n: Name) -> Option<&str> {
        if n.is_unnamed() {
            None
        } else {
            self.name_buf
                .get(n.start as usize..(n.start + n.len) as usize)
        }
    }

    /// An instruction.
    #[inline]
    pub fn inst(&self, i: InstId) -> &Inst {
        &self.insts[i.0 as usize]
    }

    /// A block.
    #[inline]
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.0 as usize]
    }

    /// The operands of an instruction.
    #[inline]
    pub fn operands(&self, i: InstId) -> &[Value] {
        &self.operands[self.inst(i).ops.range()]
    }

    /// The call data of a call, invoke or callbr.
    pub fn call_info(&self, i: InstId) -> Option<&CallInfo> {
        match self.inst(i).kind {
            InstKind::Call(c) | InstKind::Invoke(c) | InstKind::CallBr(c) => {
                Some(&self.calls[c.0 as usize])
            }
            _ => None,
        }
    }

    /// The return type.
    pub fn return_type(&self, types: &TypeTable) -> TypeId {
        match types.get(self.ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => TypeTable::VOID,
        }
    }

    /// The type of a value used in this function.
    pub fn value_type(&self, m: &Module, v: Value) -> TypeId {
        match v {
            Value::Arg(i) => self.args[i as usize].ty,
            Value::Inst(i) => self.inst(i).ty,
            Value::Const(c) => m.consts.ty(c),
            Value::Global(g) => {
                let a = m.global(g).addrspace;
                if a == 0 {
                    TypeTable::PTR
                } else {
                    m.types
                        .get_ptr(a)
                        .expect("invariant: the parser interns the pointer type of every global")
                }
            }
            Value::Block(_) => TypeTable::LABEL,
            Value::Metadata(_) => TypeTable::METADATA,
            Value::InlineAsm(_) => TypeTable::PTR,
            Value::Forward(_) => TypeTable::VOID,
        }
    }

    /// The terminator of a block, if its last instruction is one.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        let &last = self.block(b).insts.last()?;
        self.inst(last).kind.is_terminator().then_some(last)
    }

    /// The successors of a block (blocks named by its terminator), in operand order.
    pub fn successors(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.terminator(b)
            .into_iter()
            .flat_map(move |t| self.operands(t).iter())
            .filter_map(|v| match v {
                Value::Block(b) => Some(*b),
                _ => None,
            })
    }

    /// Predecessor lists of every block, computed in one pass over the terminators.
    pub fn predecessors(&self) -> Vec<Vec<BlockId>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for &b in &self.layout {
            for s in self.successors(b) {
                let p: &mut Vec<BlockId> = &mut preds[s.0 as usize];
                if p.last() != Some(&b) {
                    p.push(b);
                }
            }
        }
        preds
    }

    /// Alignment of an alloca, load or store, if given.
    pub fn inst_align(&self, i: InstId) -> MaybeAlign {
        match self.inst(i).kind {
            InstKind::Alloca { align, .. }
            | InstKind::Load { align, .. }
            | InstKind::Store { align, .. }
            | InstKind::CmpXchg { align, .. }
            | InstKind::AtomicRmw { align, .. } => align,
            _ => MaybeAlign::NONE,
        }
    }
}
