//! Instruction opcodes and their payloads: every instruction of LLVM 22's language reference,
//! with flags (wrap, exact, disjoint, nneg, samesign, GEP flags), fast-math flags, atomic
//! orderings and sync scopes, call information and debug records.

use crate::intern::Sym;
use crate::module::AttrSetId;
use crate::types::TypeId;

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal,)* }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vm])* $v,)* }
        impl $name {
            /// All values, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$v,)*];
            /// The keyword LLVM uses.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s,)* } }
            /// Parses the keyword.
            pub fn from_name(s: &str) -> Option<Self> { match s { $($s => Some($name::$v),)* _ => None } }
        }
    };
}

keyword_enum!(
    /// Binary operators (integer and floating point).
    BinOp {
        /// `add`.
        Add = "add",
        /// `sub`.
        Sub = "sub",
        /// `mul`.
        Mul = "mul",
        /// `udiv`.
        UDiv = "udiv",
        /// `sdiv`.
        SDiv = "sdiv",
        /// `urem`.
        URem = "urem",
        /// `srem`.
        SRem = "srem",
        /// `shl`.
        Shl = "shl",
        /// `lshr`.
        LShr = "lshr",
        /// `ashr`.
        AShr = "ashr",
        /// `and`.
        And = "and",
        /// `or`.
        Or = "or",
        /// `xor`.
        Xor = "xor",
        /// `fadd`.
        FAdd = "fadd",
        /// `fsub`.
        FSub = "fsub",
        /// `fmul`.
        FMul = "fmul",
        /// `fdiv`.
        FDiv = "fdiv",
        /// `frem`.
        FRem = "frem",
    }
);

impl BinOp {
    /// Whether this is a floating-point operator.
    pub fn is_fp(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

keyword_enum!(
    /// Cast operators.
    CastOp {
        /// `trunc`.
        Trunc = "trunc",
        /// `zext`.
        ZExt = "zext",
        /// `sext`.
        SExt = "sext",
        /// `fptrunc`.
        FPTrunc = "fptrunc",
        /// `fpext`.
        FPExt = "fpext",
        /// `fptoui`.
        FPToUI = "fptoui",
        /// `fptosi`.
        FPToSI = "fptosi",
        /// `uitofp`.
        UIToFP = "uitofp",
        /// `sitofp`.
        SIToFP = "sitofp",
        /// `ptrtoint`.
        PtrToInt = "ptrtoint",
        /// `ptrtoaddr`.
        PtrToAddr = "ptrtoaddr",
        /// `inttoptr`.
        IntToPtr = "inttoptr",
        /// `bitcast`.
        BitCast = "bitcast",
        /// `addrspacecast`.
        AddrSpaceCast = "addrspacecast",
    }
);

keyword_enum!(
    /// `icmp` predicates.
    IntPredicate {
        /// `eq`.
        Eq = "eq",
        /// `ne`.
        Ne = "ne",
        /// `ugt`.
        Ugt = "ugt",
        /// `uge`.
        Uge = "uge",
        /// `ult`.
        Ult = "ult",
        /// `ule`.
        Ule = "ule",
        /// `sgt`.
        Sgt = "sgt",
        /// `sge`.
        Sge = "sge",
        /// `slt`.
        Slt = "slt",
        /// `sle`.
        Sle = "sle",
    }
);

keyword_enum!(
    /// `fcmp` predicates.
    FloatPredicate {
        /// `false`.
        False = "false",
        /// `oeq`.
        Oeq = "oeq",
        /// `ogt`.
        Ogt = "ogt",
        /// `oge`.
        Oge = "oge",
        /// `olt`.
        Olt = "olt",
        /// `ole`.
        Ole = "ole",
        /// `one`.
        One = "one",
        /// `ord`.
        Ord = "ord",
        /// `uno`.
        Uno = "uno",
        /// `ueq`.
        Ueq = "ueq",
        /// `ugt`.
        Ugt = "ugt",
        /// `uge`.
        Uge = "uge",
        /// `ult`.
        Ult = "ult",
        /// `ule`.
        Ule = "ule",
        /// `une`.
        Une = "une",
        /// `true`.
        True = "true",
    }
);

keyword_enum!(
    /// Atomic memory orderings.
    Ordering {
        /// Not atomic.
        NotAtomic = "",
        /// `unordered`.
        Unordered = "unordered",
        /// `monotonic`.
        Monotonic = "monotonic",
        /// `acquire`.
        Acquire = "acquire",
        /// `release`.
        Release = "release",
        /// `acq_rel`.
        AcqRel = "acq_rel",
        /// `seq_cst`.
        SeqCst = "seq_cst",
    }
);

keyword_enum!(
    /// `atomicrmw` operations.
    RmwOp {
        /// `xchg`.
        Xchg = "xchg",
        /// `add`.
        Add = "add",
        /// `sub`.
        Sub = "sub",
        /// `and`.
        And = "and",
        /// `nand`.
        Nand = "nand",
        /// `or`.
        Or = "or",
        /// `xor`.
        Xor = "xor",
        /// `max`.
        Max = "max",
        /// `min`.
        Min = "min",
        /// `umax`.
        UMax = "umax",
        /// `umin`.
        UMin = "umin",
        /// `fadd`.
        FAdd = "fadd",
        /// `fsub`.
        FSub = "fsub",
        /// `fmax`.
        FMax = "fmax",
        /// `fmin`.
        FMin = "fmin",
        /// `fmaximum`.
        FMaximum = "fmaximum",
        /// `fminimum`.
        FMinimum = "fminimum",
        /// `uinc_wrap`.
        UIncWrap = "uinc_wrap",
        /// `udec_wrap`.
        UDecWrap = "udec_wrap",
        /// `usub_cond`.
        USubCond = "usub_cond",
        /// `usub_sat`.
        USubSat = "usub_sat",
    }
);

impl RmwOp {
    /// Whether the operation is on floating-point values (`fadd` ... `fminimum`).
    pub fn is_float_op(self) -> bool {
        matches!(
            self,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        )
    }
}

/// Instruction flag bits kept in [`crate::Inst::flags`] (meaning depends on the opcode).
pub mod flags {
    /// `nuw` (add/sub/mul/shl/trunc; GEP `nuw`).
    pub const NUW: u8 = 1;
    /// `nsw` (add/sub/mul/shl/trunc).
    pub const NSW: u8 = 2;
    /// `exact` (udiv/sdiv/lshr/ashr).
    pub const EXACT: u8 = 4;
    /// `disjoint` (or).
    pub const DISJOINT: u8 = 8;
    /// `nneg` (zext, uitofp).
    pub const NNEG: u8 = 16;
    /// `samesign` (icmp).
    pub const SAMESIGN: u8 = 32;
    /// GEP `inbounds`.
    pub const INBOUNDS: u8 = 4;
    /// GEP `nusw`.
    pub const NUSW: u8 = 8;
    /// `volatile` (load, store, cmpxchg, atomicrmw).
    pub const VOLATILE: u8 = 64;
    /// `weak` (cmpxchg).
    pub const WEAK: u8 = 128;
    /// `inalloca` (alloca).
    pub const INALLOCA: u8 = 1;
    /// `swifterror` (alloca).
    pub const SWIFTERROR: u8 = 2;
    /// `cleanup` (landingpad).
    pub const CLEANUP: u8 = 1;
}

/// Fast-math flag bits kept in [`crate::Inst::fmf`].
pub mod fmf {
    /// `nnan`.
    pub const NNAN: u8 = 1;
    /// `ninf`.
    pub const NINF: u8 = 2;
    /// `nsz`.
    pub const NSZ: u8 = 4;
    /// `arcp`.
    pub const ARCP: u8 = 8;
    /// `contract`.
    pub const CONTRACT: u8 = 16;
    /// `afn`.
    pub const AFN: u8 = 32;
    /// `reassoc`.
    pub const REASSOC: u8 = 64;
    /// All seven: printed as `fast`.
    pub const FAST: u8 = 127;
    /// The keywords, in LLVM's printing order.
    pub const NAMES: [(u8, &str); 7] = [
        (REASSOC, "reassoc"),
        (NNAN, "nnan"),
        (NINF, "ninf"),
        (NSZ, "nsz"),
        (ARCP, "arcp"),
        (CONTRACT, "contract"),
        (AFN, "afn"),
    ];
}

/// Alignment as log2 + 1 (0 = not given), fitting in a byte.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct MaybeAlign(pub u8);

impl MaybeAlign {
    /// No alignment given.
    pub const NONE: MaybeAlign = MaybeAlign(0);

    /// An alignment of `bytes` (a power of two).
    pub fn new(bytes: u64) -> MaybeAlign {
        MaybeAlign(bytes.trailing_zeros() as u8 + 1)
    }

    /// The alignment in bytes, if given.
    pub fn bytes(self) -> Option<u64> {
        (self.0 != 0).then(|| 1u64 << (self.0 - 1))
    }
}

/// A synchronization scope.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum SyncScope {
    /// The default (system) scope.
    #[default]
    System,
    /// `syncscope("singlethread")`.
    SingleThread,
    /// `syncscope("name")`.
    Named(Sym),
}

/// `tail`, `musttail`, `notail` markers on calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum TailKind {
    /// No marker.
    #[default]
    None,
    /// `tail`.
    Tail,
    /// `musttail`.
    MustTail,
    /// `notail`.
    NoTail,
}

/// The kinds of debug records (`#dbg_value` and friends).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DbgRecordKind {
    /// `#dbg_value`.
    Value,
    /// `#dbg_declare`.
    Declare,
    /// `#dbg_assign`.
    Assign,
    /// `#dbg_label`.
    Label,
    /// `#dbg_declare_value`.
    DeclareValue,
}

impl DbgRecordKind {
    /// The record's keyword without `#`.
    pub fn name(self) -> &'static str {
        match self {
            DbgRecordKind::Value => "dbg_value",
            DbgRecordKind::Declare => "dbg_declare",
            DbgRecordKind::Assign => "dbg_assign",
            DbgRecordKind::Label => "dbg_label",
            DbgRecordKind::DeclareValue => "dbg_declare_value",
        }
    }
}

/// Index of a [`CallInfo`] in [`crate::Function::calls`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallId(pub u32);

/// A range `[start, start + len)` of a per-function pool.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct PoolRange {
    /// First index.
    pub start: u32,
    /// Number of entries.
    pub len: u32,
}

impl PoolRange {
    /// The range as a `usize` range.
    #[inline]
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// An operand bundle `"tag"(ops...)` on a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// The bundle tag.
    pub tag: Sym,
    /// Operands, a range of [`crate::Function::operands`].
    pub ops: PoolRange,
}

/// What `call`, `invoke` and `callbr` carry besides their operands. Operands are: the callee,
/// the arguments, then for `invoke` the normal and unwind destinations, for `callbr` the
/// default destination and the indirect destinations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallInfo {
    /// Tail call marker (calls only).
    pub tail: TailKind,
    /// Calling convention number (0 = ccc).
    pub cc: u32,
    /// The callee's function type.
    pub fn_ty: TypeId,
    /// Whether the function type was written explicitly (varargs or a return type mismatch).
    pub explicit_fn_ty: bool,
    /// Return attributes.
    pub ret_attrs: AttrSetId,
    /// Function attributes (after the argument list).
    pub fn_attrs: AttrSetId,
    /// Per-argument attribute sets, a range of [`crate::Function::attr_pool`].
    pub arg_attrs: PoolRange,
    /// Operand bundles, a range of [`crate::Function::bundles`].
    pub bundles: PoolRange,
    /// Number of arguments.
    pub num_args: u32,
    /// Address space of the callee (`addrspace(N)`), if written.
    pub addrspace: Option<u32>,
}

/// What an instruction is, with its small fixed payload. Operands live in the function's
/// operand pool (see [`crate::Inst::ops`]); their order is given for each variant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// `ret` (no operand) or `ret T v` (one).
    Ret,
    /// `br label %d` (one operand) or `br i1 %c, label %t, label %f` (three).
    Br,
    /// `switch`: cond, default, then (case value, dest) pairs.
    Switch,
    /// `indirectbr`: address, then destinations.
    IndirectBr,
    /// `invoke`: see [`CallInfo`].
    Invoke(CallId),
    /// `callbr`: see [`CallInfo`].
    CallBr(CallId),
    /// `resume`: value.
    Resume,
    /// `unreachable`.
    Unreachable,
    /// `catchswitch within %p [handlers] unwind (to caller | label %u)`: parent, handlers...,
    /// then the unwind dest if `unwind_dest`.
    CatchSwitch {
        /// Whether the last operand is an unwind destination.
        unwind_dest: bool,
    },
    /// `catchret from %pad to label %d`: pad, dest.
    CatchRet,
    /// `cleanupret from %pad unwind (to caller | label %u)`: pad, then maybe dest.
    CleanupRet,
    /// `fneg`: operand.
    FNeg,
    /// Binary operator: lhs, rhs.
    Binary(BinOp),
    /// `alloca`: count (always present).
    Alloca {
        /// Allocated type.
        ty: TypeId,
        /// Alignment.
        align: MaybeAlign,
        /// Address space of the result.
        addrspace: u32,
        /// Whether the count was written (`alloca i32, i32 4`).
        explicit_count: bool,
    },
    /// `load`: pointer.
    Load {
        /// Alignment.
        align: MaybeAlign,
        /// Atomic ordering (`NotAtomic` for plain loads).
        ordering: Ordering,
        /// Sync scope of an atomic load.
        scope: SyncScope,
    },
    /// `store`: value, pointer.
    Store {
        /// Alignment.
        align: MaybeAlign,
        /// Atomic ordering.
        ordering: Ordering,
        /// Sync scope of an atomic store.
        scope: SyncScope,
    },
    /// `fence`.
    Fence {
        /// Ordering.
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
    },
    /// `cmpxchg`: pointer, expected, new.
    CmpXchg {
        /// Success ordering.
        success: Ordering,
        /// Failure ordering.
        failure: Ordering,
        /// Sync scope.
        scope: SyncScope,
        /// Alignment.
        align: MaybeAlign,
    },
    /// `atomicrmw`: pointer, value.
    AtomicRmw {
        /// Operation.
        op: RmwOp,
        /// Ordering.
        ordering: Ordering,
        /// Sync scope.
        scope: SyncScope,
        /// Alignment.
        align: MaybeAlign,
    },
    /// `getelementptr`: base, indices.
    Gep {
        /// Source element type.
        source_ty: TypeId,
    },
    /// A cast: operand.
    Cast(CastOp),
    /// `icmp`: lhs, rhs.
    ICmp(IntPredicate),
    /// `fcmp`: lhs, rhs.
    FCmp(FloatPredicate),
    /// `phi`: (value, block) pairs.
    Phi,
    /// `select`: cond, true value, false value.
    Select,
    /// `call`: see [`CallInfo`].
    Call(CallId),
    /// `va_arg`: the va_list pointer.
    VAArg,
    /// `landingpad`: clauses; the kind of each (catch = 0, filter = 1) is in
    /// [`crate::Function::indices`] at `indices`.
    LandingPad {
        /// Clause kinds, a range of [`crate::Function::indices`].
        clause_kinds: PoolRange,
    },
    /// `catchpad within %cs [args]`: parent, args.
    CatchPad,
    /// `cleanuppad within %p [args]`: parent (a value or `none`), args.
    CleanupPad,
    /// `extractelement`: vector, index.
    ExtractElement,
    /// `insertelement`: vector, element, index.
    InsertElement,
    /// `shufflevector`: v1, v2, mask (a constant).
    ShuffleVector,
    /// `extractvalue`: aggregate; indices in [`crate::Function::indices`].
    ExtractValue {
        /// Indices.
        indices: PoolRange,
    },
    /// `insertvalue`: aggregate, element; indices in [`crate::Function::indices`].
    InsertValue {
        /// Indices.
        indices: PoolRange,
    },
    /// `freeze`: operand.
    Freeze,
    /// A debug record (`#dbg_value(...)` etc.), attached to the instruction that follows it in
    /// its block; operands are metadata operands in source order.
    DbgRecord(DbgRecordKind),
}

impl InstKind {
    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret
                | InstKind::Br
                | InstKind::Switch
                | InstKind::IndirectBr
                | InstKind::Invoke(_)
                | InstKind::CallBr(_)
                | InstKind::Resume
                | InstKind::Unreachable
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet
                | InstKind::CleanupRet
        )
    }

    /// The instruction's opcode name as LLVM writes it.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::Ret => "ret",
            InstKind::Br => "br",
            InstKind::Switch => "switch",
            InstKind::IndirectBr => "indirectbr",
            InstKind::Invoke(_) => "invoke",
            InstKind::CallBr(_) => "callbr",
            InstKind::Resume => "resume",
            InstKind::Unreachable => "unreachable",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::CatchRet => "catchret",
            InstKind::CleanupRet => "cleanupret",
            InstKind::FNeg => "fneg",
            InstKind::Binary(op) => op.name(),
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence { .. } => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Cast(op) => op.name(),
            InstKind::ICmp(_) => "icmp",
            InstKind::FCmp(_) => "fcmp",
            InstKind::Phi => "phi",
            InstKind::Select => "select",
            InstKind::Call(_) => "call",
            InstKind::VAArg => "va_arg",
            InstKind::LandingPad { .. } => "landingpad",
            InstKind::CatchPad => "catchpad",
            InstKind::CleanupPad => "cleanuppad",
            InstKind::ExtractElement => "extractelement",
            InstKind::InsertElement => "insertelement",
            InstKind::ShuffleVector => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::Freeze => "freeze",
            InstKind::DbgRecord(k) => k.name(),
        }
    }
}
