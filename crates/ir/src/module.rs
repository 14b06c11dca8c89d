//! The module: source filename, data layout, triple, type and constant tables, globals
//! (variables, functions, aliases, ifuncs) in one arena, functions, attribute sets and groups,
//! comdats, metadata, module asm and uselistorder directives.

use crate::constants::{ConstData, ConstId, ConstTable};
use crate::datalayout::DataLayout;
use crate::function::Function;
use crate::instructions::MaybeAlign;
use crate::intern::{Interner, Sym};
use crate::metadata::{MdAttachment, MdField, MdNode, MdNodeId, NamedMd};
use crate::types::{TypeId, TypeTable};
use rustc_hash::FxHashMap;

/// A global value (variable, function, alias, ifunc) in [`Module::globals`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// A function in [`Module::functions`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// An interned attribute set in [`Module::attr_sets`]; `AttrSetId::EMPTY` is the empty set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSetId(pub u32);

impl AttrSetId {
    /// The empty set.
    pub const EMPTY: AttrSetId = AttrSetId(0);
}

/// One attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attribute {
    /// A keyword attribute: `nounwind`, `noundef`, `signext`.
    Flag(Sym),
    /// A keyword with an integer: `align 8` / `align(8)`, `dereferenceable(16)`, `alignstack(16)`.
    Int(Sym, u64),
    /// A keyword with a type: `byval(%struct.s)`, `sret(i32)`, `elementtype(i32)`.
    Type(Sym, TypeId),
    /// A string attribute `"key"` or `"key"="value"`.
    Str(Sym, Option<Sym>),
    /// An attribute group reference `#3`.
    Group(u32),
    /// An attribute with structured arguments kept verbatim: `memory(read)`, `range(i32 0, 4)`,
    /// `captures(none)`, `nofpclass(nan)`, `uwtable(sync)`, `allocsize(0)`, `vscale_range(1,16)`.
    Raw(Sym),
}

/// Linkage types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Linkage {
    /// `external` (the default, not printed).
    #[default]
    External,
    /// `private`.
    Private,
    /// `internal`.
    Internal,
    /// `available_externally`.
    AvailableExternally,
    /// `linkonce`.
    LinkOnce,
    /// `weak`.
    Weak,
    /// `common`.
    Common,
    /// `appending`.
    Appending,
    /// `extern_weak`.
    ExternWeak,
    /// `linkonce_odr`.
    LinkOnceOdr,
    /// `weak_odr`.
    WeakOdr,
}

impl Linkage {
    /// All linkages with their keywords.
    pub const NAMES: [(Linkage, &'static str); 10] = [
        (Linkage::Private, "private"),
        (Linkage::Internal, "internal"),
        (Linkage::AvailableExternally, "available_externally"),
        (Linkage::LinkOnce, "linkonce"),
        (Linkage::Weak, "weak"),
        (Linkage::Common, "common"),
        (Linkage::Appending, "appending"),
        (Linkage::ExternWeak, "extern_weak"),
        (Linkage::LinkOnceOdr, "linkonce_odr"),
        (Linkage::WeakOdr, "weak_odr"),
    ];
    /// The keyword (`""` for external).
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(l, _)| *l == self)
            .map_or("", |(_, n)| n)
    }
}

/// Visibility.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Visibility {
    /// `default`.
    #[default]
    Default,
    /// `hidden`.
    Hidden,
    /// `protected`.
    Protected,
}

/// DLL storage class.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum DllStorage {
    /// None.
    #[default]
    Default,
    /// `dllimport`.
    Import,
    /// `dllexport`.
    Export,
}

/// `unnamed_addr` / `local_unnamed_addr`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum UnnamedAddr {
    /// Neither.
    #[default]
    None,
    /// `local_unnamed_addr`.
    Local,
    /// `unnamed_addr`.
    Global,
}

/// Thread-local storage models.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TlsModel {
    /// `thread_local` (general dynamic).
    GeneralDynamic,
    /// `thread_local(localdynamic)`.
    LocalDynamic,
    /// `thread_local(initialexec)`.
    InitialExec,
    /// `thread_local(localexec)`.
    LocalExec,
}

/// The name of a global: `@name` or `@N`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GlobalName {
    /// `@name`.
    Named(Box<str>),
    /// `@N`.
    Numbered(u32),
}

/// Comdat selection kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ComdatKind {
    /// `any`.
    Any,
    /// `exactmatch`.
    ExactMatch,
    /// `largest`.
    Largest,
    /// `nodeduplicate`.
    NoDeduplicate,
    /// `samesize`.
    SameSize,
}

/// `$name = comdat kind`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comdat {
    /// Name without `$`.
    pub name: Box<str>,
    /// Selection kind.
    pub kind: ComdatKind,
}

/// What a global value is.
#[derive(Clone, Debug, PartialEq)]
pub enum GlobalKind {
    /// A global variable.
    Variable {
        /// `constant` rather than `global`.
        constant: bool,
        /// Initializer (`None` for declarations).
        init: Option<ConstId>,
        /// `externally_initialized`.
        externally_initialized: bool,
        /// `code_model "..."`.
        code_model: Option<Sym>,
    },
    /// A function (its body and signature are in [`Module::functions`]).
    Function(FuncId),
    /// `alias`: the aliasee.
    Alias(ConstId),
    /// `ifunc`: the resolver.
    IFunc(ConstId),
    /// Referenced but not (yet) defined (parsing only).
    Forward,
}

/// A global variable, function, alias or ifunc: the properties they share plus [`GlobalKind`].
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalValue {
    /// Name.
    pub name: GlobalName,
    /// Linkage.
    pub linkage: Linkage,
    /// Visibility.
    pub visibility: Visibility,
    /// DLL storage class.
    pub dll_storage: DllStorage,
    /// `dso_local` (`dso_preemptable` otherwise).
    pub dso_local: bool,
    /// unnamed_addr marker.
    pub unnamed_addr: UnnamedAddr,
    /// `thread_local` model.
    pub thread_local: Option<TlsModel>,
    /// Address space of the global's address.
    pub addrspace: u32,
    /// Value type: the variable's type, the function's type, the aliasee's value type.
    pub value_type: TypeId,
    /// `section "..."`.
    pub section: Option<Sym>,
    /// `partition "..."`.
    pub partition: Option<Sym>,
    /// `comdat` / `comdat($name)`: index into [`Module::comdats`].
    pub comdat: Option<u32>,
    /// `align N`.
    pub align: MaybeAlign,
    /// Attributes (global variables: `#N` and inline attributes after the body).
    pub attrs: crate::module::AttrSetId,
    /// Metadata attachments (`!dbg !3`).
    pub metadata: Vec<MdAttachment>,
    /// Sanitizer flags, verbatim (`no_sanitize_address`, `sanitize_memtag`...).
    pub sanitizer: Vec<Sym>,
    /// What it is.
    pub kind: GlobalKind,
}

/// `uselistorder` directive at module scope, kept verbatim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseListOrder {
    /// The directive's text after the keyword.
    pub text: Box<str>,
}

/// An LLVM module.
#[derive(Clone, Debug)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout`, parsed (default layout when absent).
    pub data_layout: DataLayout,
    /// `target triple`.
    pub triple: Option<String>,
    /// Module-level inline asm lines (`module asm "..."`), in order.
    pub module_asm: Vec<String>,
    /// Types.
    pub types: TypeTable,
    /// Constants.
    pub consts: ConstTable,
    /// Strings (attribute names, metadata kinds, sections, ...).
    pub strings: Interner,
    /// Global values in definition order.
    pub globals: Vec<GlobalValue>,
    /// Global lookup by name.
    pub global_by_name: FxHashMap<GlobalName, GlobalId>,
    /// Functions (declarations and definitions).
    pub functions: Vec<Function>,
    /// Comdats.
    pub comdats: Vec<Comdat>,
    /// Interned attribute sets (index 0 is empty).
    pub attr_sets: Vec<Box<[Attribute]>>,
    attr_set_map: FxHashMap<Box<[Attribute]>, AttrSetId>,
    /// Attribute groups `#N = { ... }`, by number, in order of definition.
    pub attr_groups: Vec<(u32, AttrSetId)>,
    /// Metadata nodes.
    pub md_nodes: Vec<MdNode>,
    /// Fields of metadata nodes.
    pub md_fields: Vec<MdField>,
    /// Named metadata, in order.
    pub named_md: Vec<NamedMd>,
    /// uselistorder directives.
    pub uselistorders: Vec<UseListOrder>,
    /// Module summary entries (`^0 = module: (...)`, ThinLTO), kept verbatim.
    pub summary_entries: Vec<String>,
    /// Globals in the order they were defined in the source (the arena is in order of first
    /// mention); empty for modules built in memory, which print in arena order.
    pub global_order: Vec<GlobalId>,
    /// The block each `blockaddress` constant names, resolved after parsing.
    pub block_addresses: FxHashMap<ConstId, (FuncId, crate::function::BlockId)>,
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        let mut m = Module {
            source_filename: None,
            data_layout: DataLayout::default(),
            triple: None,
            module_asm: Vec::new(),
            types: TypeTable::new(),
            consts: ConstTable::new(),
            strings: Interner::new(),
            globals: Vec::new(),
            global_by_name: FxHashMap::default(),
            functions: Vec::new(),
            comdats: Vec::new(),
            attr_sets: Vec::new(),
            attr_set_map: FxHashMap::default(),
            attr_groups: Vec::new(),
            md_nodes: Vec::new(),
            md_fields: Vec::new(),
            named_md: Vec::new(),
            uselistorders: Vec::new(),
            global_order: Vec::new(),
            summary_entries: Vec::new(),
            block_addresses: FxHashMap::default(),
        };
        m.intern_attrs(&[]);
        m
    }

    /// Global ids in printing order: source definition order when known, else arena order.
    pub fn globals_in_order(&self) -> Vec<GlobalId> {
        if self.global_order.len() == self.globals.len() {
            self.global_order.clone()
        } else {
            (0..self.globals.len() as u32).map(GlobalId).collect()
        }
    }

    /// The data layout.
    pub fn data_layout(&self) -> &DataLayout {
        &self.data_layout
    }

    /// Interns an attribute set.
    pub fn intern_attrs(&mut self, attrs: &[Attribute]) -> AttrSetId {
        if let Some(&id) = self.attr_set_map.get(attrs) {
            return id;
        }
        let id = AttrSetId(self.attr_sets.len() as u32);
        self.attr_sets.push(attrs.into());
        self.attr_set_map.insert(attrs.into(), id);
        id
    }

    /// The value of module flag `name` (`!llvm.module.flags = !{!{i32 8, !"PIC Level", i32 2}}`
    /// gives `Md::Value(i32, 2)` for "PIC Level"), if the module has one.
    pub fn module_flag(&self, name: &str) -> Option<crate::metadata::Md> {
        use crate::metadata::{Md, MdFieldValue};
        let flags = self
            .named_md
            .iter()
            .find(|n| &*n.name == "llvm.module.flags")?;
        flags.nodes.iter().find_map(|&id| {
            let node = self.md_nodes.get(id.0 as usize)?;
            if node.kind.is_some() || node.fields.len != 3 {
                return None;
            }
            let start = node.fields.start as usize;
            let fields = self.md_fields.get(start..start + 3)?;
            match (fields[1].value, fields[2].value) {
                (MdFieldValue::Md(Md::Str(s)), MdFieldValue::Md(v))
                    if self.strings.get(s) == name =>
                {
                    Some(v)
                }
                _ => None,
            }
        })
    }

    /// The attributes of a set.
    pub fn attrs(&self, id: AttrSetId) -> &[Attribute] {
        &self.attr_sets[id.0 as usize]
    }

    /// A global value.
    #[inline]
    pub fn global(&self, g: GlobalId) -> &GlobalValue {
        &self.globals[g.0 as usize]
    }

    /// The global named `name` (without `@`).
    pub fn global_named(&self, name: &str) -> Option<GlobalId> {
        self.global_by_name
            .get(&GlobalName::Named(name.into()))
            .copied()
    }

    /// The function of a global, if it is one.
    pub fn function_of(&self, g: GlobalId) -> Option<&Function> {
        match self.global(g).kind {
            GlobalKind::Function(f) => Some(&self.functions[f.0 as usize]),
            _ => None,
        }
    }

    /// The function named `name`, if there is one.
    pub fn function_named(&self, name: &str) -> Option<&Function> {
        self.global_named(name).and_then(|g| self.function_of(g))
    }

    /// A metadata node.
    #[inline]
    pub fn md_node(&self, n: MdNodeId) -> &MdNode {
        &self.md_nodes[n.0 as usize]
    }

    /// The fields of a metadata node.
    pub fn md_node_fields(&self, n: MdNodeId) -> &[MdField] {
        &self.md_fields[self.md_node(n).fields.range()]
    }

    /// The pointer type of a global's address.
    pub fn global_ptr_type(&mut self, g: GlobalId) -> TypeId {
        let a = self.globals[g.0 as usize].addrspace;
        self.types.ptr(a)
    }

    /// Interns a constant and returns it (the type is computed from the data).
    pub fn constant(&mut self, data: ConstData) -> ConstId {
        let ty = match &data {
            ConstData::Int { ty, .. }
            | ConstData::BigInt { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Array { ty, .. }
            | ConstData::Struct { ty, .. }
            | ConstData::Vector { ty, .. }
            | ConstData::Splat { ty, .. }
            | ConstData::CString { ty, .. }
            | ConstData::BlockAddress { ty, .. }
            | ConstData::Expr { ty, .. } => *ty,
            ConstData::Null(t)
            | ConstData::Undef(t)
            | ConstData::Poison(t)
            | ConstData::Zero(t) => *t,
            ConstData::NoneToken => TypeTable::TOKEN,
            ConstData::Global(g) | ConstData::DsoLocalEquivalent(g) | ConstData::NoCfi(g) => {
                self.global_ptr_type(*g)
            }
        };
        self.consts.intern(data, ty)
    }
}
