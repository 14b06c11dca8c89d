//! The target-independent DAG node kinds (LLVM's `ISD` namespace): the [`Opcode`] space
//! (ISD opcodes, then target DAG opcodes, then selected machine opcodes), condition codes,
//! load extension kinds and the memory-node addressing modes.
//!
//! In: nothing. Out: constants and small enums used by every DAG stage.

use std::fmt;

/// A DAG node opcode. Values below [`Opcode::FIRST_TARGET_NODE`] are ISD opcodes (the
/// constants in this module); values from [`Opcode::FIRST_TARGET_NODE`] to
/// [`Opcode::FIRST_MACHINE`] are target DAG nodes (`RISCVISD::CALL`); values from
/// [`Opcode::FIRST_MACHINE`] up are selected machine instructions (`0x8000_0000 | opcode`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Opcode(pub u32);

impl Opcode {
    /// The first target DAG opcode.
    pub const FIRST_TARGET_NODE: u32 = 0x1000;
    /// The first machine opcode.
    pub const FIRST_MACHINE: u32 = 0x8000_0000;

    /// The target DAG opcode `n` (the target's own numbering from 0).
    pub const fn target(n: u32) -> Opcode {
        Opcode(Self::FIRST_TARGET_NODE + n)
    }

    /// The node for machine instruction `opc`.
    pub const fn machine(opc: u32) -> Opcode {
        Opcode(Self::FIRST_MACHINE | opc)
    }

    /// Whether this is an ISD opcode.
    pub fn is_isd(self) -> bool {
        self.0 < Self::FIRST_TARGET_NODE
    }

    /// Whether this is a target DAG opcode.
    pub fn is_target(self) -> bool {
        (Self::FIRST_TARGET_NODE..Self::FIRST_MACHINE).contains(&self.0)
    }

    /// Whether this is a selected machine instruction.
    pub fn is_machine(self) -> bool {
        self.0 >= Self::FIRST_MACHINE
    }

    /// The machine opcode of a selected node.
    pub fn machine_opcode(self) -> Option<u32> {
        self.is_machine().then_some(self.0 & !Self::FIRST_MACHINE)
    }

    /// The ISD name (`ADD`, `CopyToReg`) or a generic name for other opcodes.
    pub fn isd_name(self) -> Option<&'static str> {
        ISD_NAMES.get(self.0 as usize).copied()
    }
}

impl fmt::Debug for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.isd_name() {
            Some(n) => f.write_str(n),
            None if self.is_machine() => {
                write!(f, "MachineOpcode({})", self.0 & !Self::FIRST_MACHINE)
            }
            None => write!(f, "TargetOpcode({})", self.0 - Self::FIRST_TARGET_NODE),
        }
    }
}

macro_rules! isd {
    ($( $(#[$doc:meta])* $name:ident = $print:literal; )*) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms, dead_code)]
        #[repr(u32)]
        enum IsdIndex { $($name),* }
        $( $(#[$doc])* pub const $name: Opcode = Opcode(IsdIndex::$name as u32); )*
        /// The printed names of the ISD opcodes, indexed by opcode (LLVM's spelling).
        pub static ISD_NAMES: &[&str] = &[$($print),*];
        /// Number of ISD opcodes.
        pub const BUILTIN_OP_END: u32 = [$($print),*].len() as u32;
    };
}

isd! {
    /// Deleted node marker.
    DELETED_NODE = "<<Deleted Node!>>";
    /// The entry chain of a block's DAG.
    ENTRY_TOKEN = "EntryToken";
    /// Merges several chains into one.
    TOKEN_FACTOR = "TokenFactor";
    /// Several values as the results of one node.
    MERGE_VALUES = "merge_values";
    /// An integer constant (payload: the value).
    CONSTANT = "Constant";
    /// A floating-point constant (payload: the bits).
    CONSTANT_FP = "ConstantFP";
    /// A constant that isel must keep as an immediate operand.
    TARGET_CONSTANT = "TargetConstant";
    /// A floating-point target constant.
    TARGET_CONSTANT_FP = "TargetConstantFP";
    /// The address of a global (payload: global, offset).
    GLOBAL_ADDRESS = "GlobalAddress";
    /// A global address that isel keeps as an operand.
    TARGET_GLOBAL_ADDRESS = "TargetGlobalAddress";
    /// A stack object's address (payload: frame index).
    FRAME_INDEX = "FrameIndex";
    /// A frame index isel keeps as an operand.
    TARGET_FRAME_INDEX = "TargetFrameIndex";
    /// A jump table's address.
    JUMP_TABLE = "JumpTable";
    /// A jump table isel keeps as an operand.
    TARGET_JUMP_TABLE = "TargetJumpTable";
    /// A constant-pool entry's address.
    CONSTANT_POOL = "ConstantPool";
    /// A constant-pool entry isel keeps as an operand.
    TARGET_CONSTANT_POOL = "TargetConstantPool";
    /// An external symbol's address (payload: symbol).
    EXTERNAL_SYMBOL = "ExternalSymbol";
    /// An external symbol isel keeps as an operand.
    TARGET_EXTERNAL_SYMBOL = "TargetExternalSymbol";
    /// The address of an IR block (`blockaddress(@f, %bb)`; payload: function, block).
    BLOCK_ADDRESS = "BlockAddress";
    /// A block address isel keeps as an operand.
    TARGET_BLOCK_ADDRESS = "TargetBlockAddress";
    /// A basic block operand.
    BASIC_BLOCK = "BasicBlock";
    /// A register operand (payload: register).
    REGISTER = "Register";
    /// A call-preserved register mask operand.
    REGISTER_MASK = "RegisterMask";
    /// A condition code operand.
    CONDCODE = "condcode";
    /// A value type operand (SIGN_EXTEND_INREG's type).
    VALUETYPE = "ValueType";
    /// Incoming value of a register: (chain, Register[, glue]) -> (value, chain[, glue]).
    COPY_FROM_REG = "CopyFromReg";
    /// Write a register: (chain, Register, value[, glue]) -> (chain, glue).
    COPY_TO_REG = "CopyToReg";
    /// An undefined value.
    UNDEF = "undef";
    /// Start of a call sequence: (chain, bytes, bytes2) -> chain.
    CALLSEQ_START = "callseq_start";
    /// End of a call sequence: (chain, bytes, bytes2[, glue]) -> (chain, glue).
    CALLSEQ_END = "callseq_end";
    /// Integer add.
    ADD = "add";
    /// Integer subtract.
    SUB = "sub";
    /// Integer multiply.
    MUL = "mul";
    /// Signed divide.
    SDIV = "sdiv";
    /// Unsigned divide.
    UDIV = "udiv";
    /// Signed remainder.
    SREM = "srem";
    /// Unsigned remainder.
    UREM = "urem";
    /// Signed divide and remainder (two results).
    SDIVREM = "sdivrem";
    /// Unsigned divide and remainder (two results).
    UDIVREM = "udivrem";
    /// Signed high half of the product.
    MULHS = "mulhs";
    /// Unsigned high half of the product.
    MULHU = "mulhu";
    /// Signed full product (low, high).
    SMUL_LOHI = "smul_lohi";
    /// Unsigned full product (low, high).
    UMUL_LOHI = "umul_lohi";
    /// Bitwise and.
    AND = "and";
    /// Bitwise or.
    OR = "or";
    /// Bitwise xor.
    XOR = "xor";
    /// Shift left.
    SHL = "shl";
    /// Arithmetic shift right.
    SRA = "sra";
    /// Logical shift right.
    SRL = "srl";
    /// Rotate left.
    ROTL = "rotl";
    /// Rotate right.
    ROTR = "rotr";
    /// Byte swap.
    BSWAP = "bswap";
    /// Bit reverse.
    BITREVERSE = "bitreverse";
    /// Population count.
    CTPOP = "ctpop";
    /// Count leading zeros.
    CTLZ = "ctlz";
    /// Count trailing zeros.
    CTTZ = "cttz";
    /// Signed minimum.
    SMIN = "smin";
    /// Signed maximum.
    SMAX = "smax";
    /// Unsigned minimum.
    UMIN = "umin";
    /// Unsigned maximum.
    UMAX = "umax";
    /// Absolute value.
    ABS = "abs";
    /// Add with carry out: (a, b) -> (sum, carry).
    UADDO = "uaddo";
    /// Subtract with borrow out.
    USUBO = "usubo";
    /// Signed add with overflow flag.
    SADDO = "saddo";
    /// Signed subtract with overflow flag.
    SSUBO = "ssubo";
    /// Unsigned multiply with overflow flag.
    UMULO = "umulo";
    /// Signed multiply with overflow flag.
    SMULO = "smulo";
    /// Add with carry in and out: (a, b, carry) -> (sum, carry).
    UADDO_CARRY = "uaddo_carry";
    /// Subtract with borrow in and out.
    USUBO_CARRY = "usubo_carry";
    /// Left shift of a pair: (lo, hi, amt) -> (lo, hi).
    SHL_PARTS = "shl_parts";
    /// Arithmetic right shift of a pair.
    SRA_PARTS = "sra_parts";
    /// Logical right shift of a pair.
    SRL_PARTS = "srl_parts";
    /// Integer compare: (lhs, rhs, condcode) -> boolean.
    SETCC = "setcc";
    /// (cond, true, false).
    SELECT = "select";
    /// (lhs, rhs, true, false, condcode).
    SELECT_CC = "select_cc";
    /// Sign extension.
    SIGN_EXTEND = "sign_extend";
    /// Zero extension.
    ZERO_EXTEND = "zero_extend";
    /// Extension with undefined high bits.
    ANY_EXTEND = "any_extend";
    /// Truncation.
    TRUNCATE = "truncate";
    /// Sign-extend from the width of the VALUETYPE operand within the same type.
    SIGN_EXTEND_INREG = "sign_extend_inreg";
    /// Reinterpret bits.
    BITCAST = "bitcast";
    /// Build a wide integer from (lo, hi).
    BUILD_PAIR = "build_pair";
    /// (value, index) -> half `index` of a wide integer.
    EXTRACT_ELEMENT = "extract_element";
    /// Floating add.
    FADD = "fadd";
    /// Floating subtract.
    FSUB = "fsub";
    /// Floating multiply.
    FMUL = "fmul";
    /// Floating divide.
    FDIV = "fdiv";
    /// Floating remainder.
    FREM = "frem";
    /// Fused multiply-add.
    FMA = "fma";
    /// Floating negate.
    FNEG = "fneg";
    /// Floating absolute value.
    FABS = "fabs";
    /// Square root.
    FSQRT = "fsqrt";
    /// Copy sign.
    FCOPYSIGN = "fcopysign";
    /// IEEE minNum.
    FMINNUM = "fminnum";
    /// IEEE maxNum.
    FMAXNUM = "fmaxnum";
    /// Round to a narrower float: (value, trunc-flag).
    FP_ROUND = "fp_round";
    /// Widen a float.
    FP_EXTEND = "fp_extend";
    /// Float to signed integer.
    FP_TO_SINT = "fp_to_sint";
    /// Float to unsigned integer.
    FP_TO_UINT = "fp_to_uint";
    /// Signed integer to float.
    SINT_TO_FP = "sint_to_fp";
    /// Unsigned integer to float.
    UINT_TO_FP = "uint_to_fp";
    /// Load: (chain, ptr, offset) -> (value, chain).
    LOAD = "load";
    /// Store: (chain, value, ptr, offset) -> chain.
    STORE = "store";
    /// Dynamic stack allocation: (chain, size, align) -> (ptr, chain).
    DYNAMIC_STACKALLOC = "dynamic_stackalloc";
    /// Save the stack pointer.
    STACKSAVE = "stacksave";
    /// Restore the stack pointer.
    STACKRESTORE = "stackrestore";
    /// Unconditional branch: (chain, block).
    BR = "br";
    /// Indirect branch: (chain, address).
    BRIND = "brind";
    /// Jump-table branch: (chain, table, index).
    BR_JT = "br_jt";
    /// Conditional branch: (chain, cond, block).
    BRCOND = "brcond";
    /// Compare and branch: (chain, condcode, lhs, rhs, block).
    BR_CC = "br_cc";
    /// Trap.
    TRAP = "trap";
    /// Debug trap.
    DEBUGTRAP = "debugtrap";
    /// Prefetch.
    PREFETCH = "prefetch";
    /// Memory fence.
    ATOMIC_FENCE = "AtomicFence";
    /// Atomic load.
    ATOMIC_LOAD = "AtomicLoad";
    /// Atomic store.
    ATOMIC_STORE = "AtomicStore";
    /// Atomic compare and swap.
    ATOMIC_CMP_SWAP = "AtomicCmpSwap";
    /// Atomic exchange.
    ATOMIC_SWAP = "AtomicSwap";
    /// Atomic fetch-and-add.
    ATOMIC_LOAD_ADD = "AtomicLoadAdd";
    /// Atomic fetch-and-sub.
    ATOMIC_LOAD_SUB = "AtomicLoadSub";
    /// Atomic fetch-and-and.
    ATOMIC_LOAD_AND = "AtomicLoadAnd";
    /// Atomic fetch-and-or.
    ATOMIC_LOAD_OR = "AtomicLoadOr";
    /// Atomic fetch-and-xor.
    ATOMIC_LOAD_XOR = "AtomicLoadXor";
    /// Atomic fetch-and-nand.
    ATOMIC_LOAD_NAND = "AtomicLoadNand";
    /// Atomic fetch-and-signed-min.
    ATOMIC_LOAD_MIN = "AtomicLoadMin";
    /// Atomic fetch-and-signed-max.
    ATOMIC_LOAD_MAX = "AtomicLoadMax";
    /// Atomic fetch-and-unsigned-min.
    ATOMIC_LOAD_UMIN = "AtomicLoadUMin";
    /// Atomic fetch-and-unsigned-max.
    ATOMIC_LOAD_UMAX = "AtomicLoadUMax";
    /// A thread-local global's address for this thread (payload: `GlobalAddress` with the
    /// global, offset, and the [`tls_model`] in `target_flags`).
    GLOBAL_TLS_ADDRESS = "GlobalTLSAddress";
    /// `va_start`.
    VASTART = "vastart";
    /// `va_arg`.
    VAARG = "vaarg";
    /// `va_copy`.
    VACOPY = "vacopy";
    /// `va_end`.
    VAEND = "vaend";
    /// The frame address.
    FRAMEADDR = "frameaddr";
    /// The return address.
    RETURNADDR = "returnaddr";
    /// Inline assembly.
    INLINEASM = "inlineasm";
    /// Build a vector from scalars.
    BUILD_VECTOR = "BUILD_VECTOR";
    /// Extract a vector element: (vector, index).
    EXTRACT_VECTOR_ELT = "extract_vector_elt";
    /// Insert a vector element: (vector, scalar, index).
    INSERT_VECTOR_ELT = "insert_vector_elt";
    /// Concatenate vectors.
    CONCAT_VECTORS = "concat_vectors";
    /// Extract a subvector: (vector, index).
    EXTRACT_SUBVECTOR = "extract_subvector";
    /// Shuffle.
    VECTOR_SHUFFLE = "vector_shuffle";
    /// A scalar in element 0.
    SCALAR_TO_VECTOR = "scalar_to_vector";
    /// Splat a scalar.
    SPLAT_VECTOR = "splat_vector";
}

/// An integer or floating-point comparison (LLVM's `ISD::CondCode`). The floating-point codes
/// come in ordered (`SETO..`), unordered (`SETU..`) and don't-care forms.
#[allow(missing_docs)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CondCode {
    SETFALSE,
    SETOEQ,
    SETOGT,
    SETOGE,
    SETOLT,
    SETOLE,
    SETONE,
    SETO,
    SETUO,
    SETUEQ,
    SETUGT,
    SETUGE,
    SETULT,
    SETULE,
    SETUNE,
    SETTRUE,
    SETFALSE2,
    SETEQ,
    SETGT,
    SETGE,
    SETLT,
    SETLE,
    SETNE,
    SETTRUE2,
}

impl CondCode {
    /// The lower-case name LLVM prints (`seteq`, `setult`).
    pub fn name(self) -> &'static str {
        use CondCode::*;
        match self {
            SETFALSE | SETFALSE2 => "setfalse",
            SETOEQ => "setoeq",
            SETOGT => "setogt",
            SETOGE => "setoge",
            SETOLT => "setolt",
            SETOLE => "setole",
            SETONE => "setone",
            SETO => "seto",
            SETUO => "setuo",
            SETUEQ => "setueq",
            SETUGT => "setugt",
            SETUGE => "setuge",
            SETULT => "setult",
            SETULE => "setule",
            SETUNE => "setune",
            SETTRUE | SETTRUE2 => "settrue",
            SETEQ => "seteq",
            SETGT => "setgt",
            SETGE => "setge",
            SETLT => "setlt",
            SETLE => "setle",
            SETNE => "setne",
        }
    }

    /// The code with the operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> CondCode {
        use CondCode::*;
        match self {
            SETOGT => SETOLT,
            SETOLT => SETOGT,
            SETOGE => SETOLE,
            SETOLE => SETOGE,
            SETUGT => SETULT,
            SETULT => SETUGT,
            SETUGE => SETULE,
            SETULE => SETUGE,
            SETGT => SETLT,
            SETLT => SETGT,
            SETGE => SETLE,
            SETLE => SETGE,
            c => c,
        }
    }

    /// The negated code for integer comparisons (`a < b` → `a >= b`).
    pub fn inverse_integer(self) -> CondCode {
        use CondCode::*;
        match self {
            SETEQ => SETNE,
            SETNE => SETEQ,
            SETLT => SETGE,
            SETGE => SETLT,
            SETGT => SETLE,
            SETLE => SETGT,
            SETULT => SETUGE,
            SETUGE => SETULT,
            SETUGT => SETULE,
            SETULE => SETUGT,
            SETTRUE | SETTRUE2 => SETFALSE,
            SETFALSE | SETFALSE2 => SETTRUE,
            c => c,
        }
    }

    /// Whether this is a signed integer comparison.
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            CondCode::SETGT | CondCode::SETGE | CondCode::SETLT | CondCode::SETLE
        )
    }

    /// Whether this is an unsigned integer comparison.
    pub fn is_unsigned_int(self) -> bool {
        matches!(
            self,
            CondCode::SETUGT | CondCode::SETUGE | CondCode::SETULT | CondCode::SETULE
        )
    }

    /// Evaluates an integer comparison on two values of `bits` bits (given sign-extended).
    pub fn eval_int(self, a: i128, b: i128, bits: u32) -> Option<bool> {
        let mask = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        let (ua, ub) = (a as u128 & mask, b as u128 & mask);
        use CondCode::*;
        Some(match self {
            SETEQ => ua == ub,
            SETNE => ua != ub,
            SETLT => a < b,
            SETLE => a <= b,
            SETGT => a > b,
            SETGE => a >= b,
            SETULT => ua < ub,
            SETULE => ua <= ub,
            SETUGT => ua > ub,
            SETUGE => ua >= ub,
            SETTRUE | SETTRUE2 => true,
            SETFALSE | SETFALSE2 => false,
            _ => return None,
        })
    }
}

/// How a load extends its memory value to its result type (LLVM's `ISD::LoadExtType`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoadExtType {
    /// Same width in memory and in the register.
    NonExtLoad,
    /// High bits undefined.
    ExtLoad,
    /// Sign-extending.
    SextLoad,
    /// Zero-extending.
    ZextLoad,
}

/// Address update mode of a memory node (LLVM's `ISD::MemIndexedMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MemIndexedMode {
    /// Plain access.
    Unindexed,
    /// Base updated before the access.
    PreInc,
    /// Base updated after the access.
    PostInc,
}

/// The thread-local storage models (LLVM's `TLSModel`), as a `GLOBAL_TLS_ADDRESS` node carries
/// them in its `target_flags`.
pub mod tls_model {
    /// General dynamic: `__tls_get_addr` with a GOT pair (preemptible symbols in PIC code).
    pub const GENERAL_DYNAMIC: u8 = 0;
    /// Local dynamic: `__tls_get_addr` for the module's block (local symbols in PIC code).
    pub const LOCAL_DYNAMIC: u8 = 1;
    /// Initial exec: the offset from the thread pointer loaded from the GOT.
    pub const INITIAL_EXEC: u8 = 2;
    /// Local exec: the offset from the thread pointer known at link time.
    pub const LOCAL_EXEC: u8 = 3;
}
