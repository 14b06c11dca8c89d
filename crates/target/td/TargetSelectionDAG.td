//===- TargetSelectionDAG.td - kiln's instruction selection schema -*- tablegen -*-===//
//
// The selection-DAG half of kiln's base schema, written for kiln with LLVM's
// concepts: type profiles (SDTypeProfile with the SDTC* constraints), the DAG nodes
// kiln-codegen has (SDNode, whose opcode string names a constant of
// `kiln_codegen::selection_dag::isd` as `ISD::NAME`, or a target node as
// `<T>ISD::NAME` in the target's `<t>isd` module), fragments (PatFrag, PatFrags,
// PatLeaf, ImmLeaf) whose predicates are Rust code in `[{ }]`, operand transforms
// (SDNodeXForm), addressing modes (ComplexPattern) and the patterns themselves
// (`Pattern`, `Pat`, and the `Pattern` field of Instruction).
//
// kiln's `-gen-dag-isel` backend (crates/tablegen-backends/src/dag_isel) reads these
// records and writes the matcher table that `kiln_codegen::isel` interprets, with
// one Rust function per kind of predicate, called by index. In predicate code:
//   ImmLeaf / ImmediateCode   `imm: i64` (the constant, sign-extended)
//   PatLeaf / PatFrag code    `dag: &SelectionDAG`, `n: NodeId` (the matched node)
//   SDNodeXForm code          `dag: &mut SelectionDAG`, `n: SDValue` (the value to
//                             transform), `imm: i64` when `n` is a constant; the code
//                             is an expression giving the new SDValue
// and the target's `isel_dag_to_dag.rs` has the names they use in scope.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Type constraints and type profiles.
//===----------------------------------------------------------------------===//

/// A constraint on the type of result or operand `OperandNum` of a node (results
/// first, then operands, counting from 0).
class SDTypeConstraint<int opnum> {
  int OperandNum = opnum;
}
/// Has exactly type `vt`.
class SDTCisVT<int OpNum, ValueType vt> : SDTypeConstraint<OpNum> {
  ValueType VT = vt;
}
/// Is a pointer (the target's pointer-sized integer).
class SDTCisPtrTy<int OpNum> : SDTypeConstraint<OpNum>;
/// Is an integer type.
class SDTCisInt<int OpNum> : SDTypeConstraint<OpNum>;
/// Is a floating-point type.
class SDTCisFP<int OpNum> : SDTypeConstraint<OpNum>;
/// Has the same type as `OtherOperandNum`.
class SDTCisSameAs<int OpNum, int OtherOp> : SDTypeConstraint<OpNum> {
  int OtherOperandNum = OtherOp;
}
/// Is a value-type operand naming a type narrower than operand `OtherOperandNum`.
class SDTCisVTSmallerThanOp<int OpNum, int OtherOp> : SDTypeConstraint<OpNum> {
  int OtherOperandNum = OtherOp;
}
/// Is a narrower type than operand `BigOp`.
class SDTCisOpSmallerThanOp<int SmallOp, int BigOp> : SDTypeConstraint<SmallOp> {
  int BigOperandNum = BigOp;
}

/// The shape of a node: how many results and operands (-1: variadic), and the
/// constraints on their types.
class SDTypeProfile<int numresults, int numoperands,
                    list<SDTypeConstraint> constraints> {
  int NumResults = numresults;
  int NumOperands = numoperands;
  list<SDTypeConstraint> Constraints = constraints;
}

def SDTIntLeaf : SDTypeProfile<1, 0, [SDTCisInt<0>]>;         // imm
def SDTPtrLeaf : SDTypeProfile<1, 0, [SDTCisPtrTy<0>]>;       // frameindex, globals
def SDTOther   : SDTypeProfile<1, 0, [SDTCisVT<0, OtherVT>]>; // condcode, basic block
def SDTUNDEF   : SDTypeProfile<1, 0, []>;                     // undef
def SDTIntBinOp : SDTypeProfile<1, 2, [                       // add, and, mul, ...
  SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisInt<0>
]>;
def SDTIntShiftOp : SDTypeProfile<1, 2, [                     // shl, sra, srl
  SDTCisSameAs<0, 1>, SDTCisInt<0>, SDTCisInt<2>
]>;
def SDTIntUnaryOp : SDTypeProfile<1, 1, [                     // ctlz, ctpop, ...
  SDTCisSameAs<0, 1>, SDTCisInt<0>
]>;
def SDTIntExtendOp : SDTypeProfile<1, 1, [                    // sext, zext, anyext
  SDTCisInt<0>, SDTCisInt<1>, SDTCisOpSmallerThanOp<1, 0>
]>;
def SDTIntTruncOp : SDTypeProfile<1, 1, [                     // trunc
  SDTCisInt<0>, SDTCisInt<1>, SDTCisOpSmallerThanOp<0, 1>
]>;
def SDTExtInreg : SDTypeProfile<1, 2, [                       // sext_inreg
  SDTCisSameAs<0, 1>, SDTCisInt<0>, SDTCisVT<2, OtherVT>,
  SDTCisVTSmallerThanOp<2, 1>
]>;
def SDTSetCC : SDTypeProfile<1, 3, [                          // setcc
  SDTCisInt<0>, SDTCisSameAs<1, 2>, SDTCisVT<3, OtherVT>
]>;
def SDTSelect : SDTypeProfile<1, 3, [                         // select
  SDTCisInt<1>, SDTCisSameAs<0, 2>, SDTCisSameAs<2, 3>
]>;
def SDTBr : SDTypeProfile<0, 1, [SDTCisVT<0, OtherVT>]>;      // br
def SDTBrcond : SDTypeProfile<0, 2, [                         // brcond
  SDTCisInt<0>, SDTCisVT<1, OtherVT>
]>;
def SDTBrind : SDTypeProfile<0, 1, [SDTCisPtrTy<0>]>;         // brind
def SDTNone : SDTypeProfile<0, 0, []>;                        // trap
def SDTLoad : SDTypeProfile<1, 1, [SDTCisPtrTy<1>]>;          // ld
def SDTStore : SDTypeProfile<0, 2, [SDTCisPtrTy<1>]>;         // st
def SDTFPLeaf : SDTypeProfile<1, 0, [SDTCisFP<0>]>;           // fpimm
def SDTFPBinOp : SDTypeProfile<1, 2, [                        // fadd, fmul, ...
  SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisFP<0>
]>;
def SDTFPUnaryOp : SDTypeProfile<1, 1, [                      // fneg, fsqrt, ...
  SDTCisSameAs<0, 1>, SDTCisFP<0>
]>;
def SDTFPTernaryOp : SDTypeProfile<1, 3, [                    // fma
  SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>, SDTCisFP<0>
]>;
def SDTFPSignOp : SDTypeProfile<1, 2, [                       // fcopysign
  SDTCisSameAs<0, 1>, SDTCisFP<0>, SDTCisFP<2>
]>;
def SDTFPRoundOp : SDTypeProfile<1, 1, [                      // fpround
  SDTCisFP<0>, SDTCisFP<1>, SDTCisOpSmallerThanOp<0, 1>
]>;
def SDTFPExtendOp : SDTypeProfile<1, 1, [                     // fpextend
  SDTCisFP<0>, SDTCisFP<1>, SDTCisOpSmallerThanOp<1, 0>
]>;
def SDTIntToFPOp : SDTypeProfile<1, 1, [                      // sint_to_fp
  SDTCisFP<0>, SDTCisInt<1>
]>;
/// kiln: an optional value-type operand gives the integer width a promoted
/// conversion saturates at (`fp_to_sint f, i32` converts to i32 in an i64).
def SDTFPToIntOp : SDTypeProfile<1, -1, [                     // fp_to_sint
  SDTCisInt<0>, SDTCisFP<1>
]>;
def SDTUnaryOp : SDTypeProfile<1, 1, []>;                     // bitconvert
def SDTCallSeqStart : SDTypeProfile<0, 2, [                   // callseq_start
  SDTCisVT<0, OtherVT>, SDTCisVT<1, OtherVT>
]>;
def SDTCallSeqEnd : SDTypeProfile<0, 2, [                     // callseq_end
  SDTCisVT<0, OtherVT>, SDTCisVT<1, OtherVT>
]>;
/// A call: the callee, then (variadic) argument registers and the register mask.
def SDTCall : SDTypeProfile<0, -1, [SDTCisPtrTy<0>]>;
/// A return: (variadic) the returned registers.
def SDTRet : SDTypeProfile<0, -1, []>;
def SDTAtomicFence : SDTypeProfile<0, 2, [                    // atomic_fence
  SDTCisPtrTy<0>, SDTCisPtrTy<1>
]>;
def SDTAtomicLoad : SDTypeProfile<1, 1, [                     // atomic_load
  SDTCisInt<0>, SDTCisPtrTy<1>
]>;
def SDTAtomicStore : SDTypeProfile<0, 2, [                    // atomic_store
  SDTCisInt<0>, SDTCisPtrTy<1>
]>;
def SDTAtomic2 : SDTypeProfile<1, 2, [                        // atomic_swap, ..._add
  SDTCisSameAs<0, 2>, SDTCisInt<0>, SDTCisPtrTy<1>
]>;
def SDTAtomic3 : SDTypeProfile<1, 3, [                        // atomic_cmp_swap
  SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>, SDTCisInt<0>, SDTCisPtrTy<1>
]>;

//===----------------------------------------------------------------------===//
// Node properties and nodes.
//===----------------------------------------------------------------------===//

/// A property of a DAG node.
class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;  // (op x, y) == (op y, x)
def SDNPAssociative : SDNodeProperty;  // (op x, (op y, z)) == (op (op x, y), z)
def SDNPHasChain    : SDNodeProperty;  // operand 0 and the last result are a chain
def SDNPOutGlue     : SDNodeProperty;  // writes glue
def SDNPInGlue      : SDNodeProperty;  // reads glue
def SDNPOptInGlue   : SDNodeProperty;  // may read glue
def SDNPMayStore    : SDNodeProperty;
def SDNPMayLoad     : SDNodeProperty;
def SDNPSideEffect  : SDNodeProperty;
def SDNPMemOperand  : SDNodeProperty;  // carries a memory operand
def SDNPVariadic    : SDNodeProperty;

/// Anything that can be the operator of a pattern dag: nodes and fragments.
class SDPatternOperator {
  list<SDNodeProperty> Properties = [];
}

/// A DAG node kind. `Opcode` names kiln's opcode constant (`ISD::ADD` is
/// `isd::ADD`; `RISCVISD::CALL` is the target's `riscvisd::CALL`). Operand
/// positions in patterns leave out the chain: `(ld $ptr)` matches `load(ch, ptr, ..)`.
class SDNode<string opcode, SDTypeProfile typeprof,
             list<SDNodeProperty> props = [], string sdclass = "SDNode">
    : SDPatternOperator {
  string Opcode = opcode;
  string SDClass = sdclass;
  let Properties = props;
  SDTypeProfile TypeProfile = typeprof;
}

/// Special operators of pattern dags.
def set;        // (set GPR:$rd, <pattern>) in an instruction's Pattern
def node;       // an operand of a fragment: (ops node:$a, node:$b)
def srcvalue;

// Leaves.
def imm        : SDNode<"ISD::CONSTANT", SDTIntLeaf, [], "ConstantSDNode">;
def timm       : SDNode<"ISD::TARGET_CONSTANT", SDTIntLeaf, [], "ConstantSDNode">;
def frameindex : SDNode<"ISD::FRAME_INDEX", SDTPtrLeaf, [], "FrameIndexSDNode">;
def tframeindex : SDNode<"ISD::TARGET_FRAME_INDEX", SDTPtrLeaf, [], "FrameIndexSDNode">;
def globaladdr : SDNode<"ISD::GLOBAL_ADDRESS", SDTPtrLeaf, [], "GlobalAddressSDNode">;
def tglobaladdr : SDNode<"ISD::TARGET_GLOBAL_ADDRESS", SDTPtrLeaf, [],
                         "GlobalAddressSDNode">;
def externalsym : SDNode<"ISD::EXTERNAL_SYMBOL", SDTPtrLeaf, [], "ExternalSymbolSDNode">;
def texternalsym : SDNode<"ISD::TARGET_EXTERNAL_SYMBOL", SDTPtrLeaf, [],
                          "ExternalSymbolSDNode">;
def cond       : SDNode<"ISD::CONDCODE", SDTOther, [], "CondCodeSDNode">;
def bb         : SDNode<"ISD::BASIC_BLOCK", SDTOther, [], "BasicBlockSDNode">;
def undef      : SDNode<"ISD::UNDEF", SDTUNDEF, []>;

// Integer arithmetic and logic.
def add   : SDNode<"ISD::ADD", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def sub   : SDNode<"ISD::SUB", SDTIntBinOp>;
def mul   : SDNode<"ISD::MUL", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def mulhs : SDNode<"ISD::MULHS", SDTIntBinOp, [SDNPCommutative]>;
def mulhu : SDNode<"ISD::MULHU", SDTIntBinOp, [SDNPCommutative]>;
def sdiv  : SDNode<"ISD::SDIV", SDTIntBinOp>;
def udiv  : SDNode<"ISD::UDIV", SDTIntBinOp>;
def srem  : SDNode<"ISD::SREM", SDTIntBinOp>;
def urem  : SDNode<"ISD::UREM", SDTIntBinOp>;
def and   : SDNode<"ISD::AND", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def or    : SDNode<"ISD::OR", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def xor   : SDNode<"ISD::XOR", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def smin  : SDNode<"ISD::SMIN", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def smax  : SDNode<"ISD::SMAX", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def umin  : SDNode<"ISD::UMIN", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def umax  : SDNode<"ISD::UMAX", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def shl   : SDNode<"ISD::SHL", SDTIntShiftOp>;
def sra   : SDNode<"ISD::SRA", SDTIntShiftOp>;
def srl   : SDNode<"ISD::SRL", SDTIntShiftOp>;
def rotl  : SDNode<"ISD::ROTL", SDTIntShiftOp>;
def rotr  : SDNode<"ISD::ROTR", SDTIntShiftOp>;
def ctlz  : SDNode<"ISD::CTLZ", SDTIntUnaryOp>;
def cttz  : SDNode<"ISD::CTTZ", SDTIntUnaryOp>;
def ctpop : SDNode<"ISD::CTPOP", SDTIntUnaryOp>;
def bswap : SDNode<"ISD::BSWAP", SDTIntUnaryOp>;
def sext  : SDNode<"ISD::SIGN_EXTEND", SDTIntExtendOp>;
def zext  : SDNode<"ISD::ZERO_EXTEND", SDTIntExtendOp>;
def anyext : SDNode<"ISD::ANY_EXTEND", SDTIntExtendOp>;
def trunc : SDNode<"ISD::TRUNCATE", SDTIntTruncOp>;
def sext_inreg : SDNode<"ISD::SIGN_EXTEND_INREG", SDTExtInreg>;
def setcc : SDNode<"ISD::SETCC", SDTSetCC>;
def select : SDNode<"ISD::SELECT", SDTSelect>;

// Control flow and memory.
def br      : SDNode<"ISD::BR", SDTBr, [SDNPHasChain]>;
def brcond  : SDNode<"ISD::BRCOND", SDTBrcond, [SDNPHasChain]>;
def brind   : SDNode<"ISD::BRIND", SDTBrind, [SDNPHasChain]>;
def trap    : SDNode<"ISD::TRAP", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def debugtrap : SDNode<"ISD::DEBUGTRAP", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def ld : SDNode<"ISD::LOAD", SDTLoad, [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def st : SDNode<"ISD::STORE", SDTStore, [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;

// Calls. Call and return nodes are the target's own (their operand lists are); these
// bracket the argument setup: (callseq_start bytes, 0) ... (callseq_end bytes, 0).
def callseq_start : SDNode<"ISD::CALLSEQ_START", SDTCallSeqStart,
                           [SDNPHasChain, SDNPOutGlue]>;
def callseq_end : SDNode<"ISD::CALLSEQ_END", SDTCallSeqEnd,
                         [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;

// Floating point.
def fpimm     : SDNode<"ISD::CONSTANT_FP", SDTFPLeaf, [], "ConstantFPSDNode">;
def fadd      : SDNode<"ISD::FADD", SDTFPBinOp, [SDNPCommutative]>;
def fsub      : SDNode<"ISD::FSUB", SDTFPBinOp>;
def fmul      : SDNode<"ISD::FMUL", SDTFPBinOp, [SDNPCommutative]>;
def fdiv      : SDNode<"ISD::FDIV", SDTFPBinOp>;
def frem      : SDNode<"ISD::FREM", SDTFPBinOp>;
def fma       : SDNode<"ISD::FMA", SDTFPTernaryOp, [SDNPCommutative]>;
def fsqrt     : SDNode<"ISD::FSQRT", SDTFPUnaryOp>;
def fneg      : SDNode<"ISD::FNEG", SDTFPUnaryOp>;
def fabs      : SDNode<"ISD::FABS", SDTFPUnaryOp>;
def fcopysign : SDNode<"ISD::FCOPYSIGN", SDTFPSignOp>;
def fminnum   : SDNode<"ISD::FMINNUM", SDTFPBinOp, [SDNPCommutative, SDNPAssociative]>;
def fmaxnum   : SDNode<"ISD::FMAXNUM", SDTFPBinOp, [SDNPCommutative, SDNPAssociative]>;

// Conversions.
def fpround    : SDNode<"ISD::FP_ROUND", SDTFPRoundOp>;
def fpextend   : SDNode<"ISD::FP_EXTEND", SDTFPExtendOp>;
def sint_to_fp : SDNode<"ISD::SINT_TO_FP", SDTIntToFPOp>;
def uint_to_fp : SDNode<"ISD::UINT_TO_FP", SDTIntToFPOp>;
def fp_to_sint : SDNode<"ISD::FP_TO_SINT", SDTFPToIntOp>;
def fp_to_uint : SDNode<"ISD::FP_TO_UINT", SDTFPToIntOp>;
def bitconvert : SDNode<"ISD::BITCAST", SDTUnaryOp>;

// Atomics: a chain, the pointer first; the ordering is on the node's memory operand
// (see the atomic fragments below).
def atomic_fence : SDNode<"ISD::ATOMIC_FENCE", SDTAtomicFence,
                          [SDNPHasChain, SDNPSideEffect]>;
def atomic_load : SDNode<"ISD::ATOMIC_LOAD", SDTAtomicLoad,
                         [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def atomic_store : SDNode<"ISD::ATOMIC_STORE", SDTAtomicStore,
                          [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;
class AtomicRMWNode<string opc> : SDNode<opc, SDTAtomic2,
    [SDNPHasChain, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;
def atomic_swap      : AtomicRMWNode<"ISD::ATOMIC_SWAP">;
def atomic_load_add  : AtomicRMWNode<"ISD::ATOMIC_LOAD_ADD">;
def atomic_load_sub  : AtomicRMWNode<"ISD::ATOMIC_LOAD_SUB">;
def atomic_load_and  : AtomicRMWNode<"ISD::ATOMIC_LOAD_AND">;
def atomic_load_or   : AtomicRMWNode<"ISD::ATOMIC_LOAD_OR">;
def atomic_load_xor  : AtomicRMWNode<"ISD::ATOMIC_LOAD_XOR">;
def atomic_load_nand : AtomicRMWNode<"ISD::ATOMIC_LOAD_NAND">;
def atomic_load_min  : AtomicRMWNode<"ISD::ATOMIC_LOAD_MIN">;
def atomic_load_max  : AtomicRMWNode<"ISD::ATOMIC_LOAD_MAX">;
def atomic_load_umin : AtomicRMWNode<"ISD::ATOMIC_LOAD_UMIN">;
def atomic_load_umax : AtomicRMWNode<"ISD::ATOMIC_LOAD_UMAX">;
def atomic_cmp_swap : SDNode<"ISD::ATOMIC_CMP_SWAP", SDTAtomic3,
    [SDNPHasChain, SDNPMayStore, SDNPMayLoad, SDNPMemOperand]>;

//===----------------------------------------------------------------------===//
// Condition codes: the third operand of setcc, `(setcc $a, $b, SETLT)`.
//===----------------------------------------------------------------------===//

/// An integer or floating-point condition (kiln's `CondCode::<name>`).
class CondCode;
def SETEQ  : CondCode;
def SETNE  : CondCode;
def SETLT  : CondCode;
def SETLE  : CondCode;
def SETGT  : CondCode;
def SETGE  : CondCode;
def SETULT : CondCode;
def SETULE : CondCode;
def SETUGT : CondCode;
def SETUGE : CondCode;
def SETOEQ : CondCode;
def SETOGT : CondCode;
def SETOGE : CondCode;
def SETOLT : CondCode;
def SETOLE : CondCode;
def SETONE : CondCode;
def SETO   : CondCode;
def SETUO  : CondCode;
def SETUEQ : CondCode;
def SETUNE : CondCode;
def SETTRUE  : CondCode;
def SETFALSE : CondCode;
def SETTRUE2  : CondCode;
def SETFALSE2 : CondCode;

//===----------------------------------------------------------------------===//
// Fragments, leaves, transforms, addressing modes.
//===----------------------------------------------------------------------===//

/// A transform of a matched operand, used in result patterns: `(HI20 imm:$x)`.
/// `XFormFunction` is a Rust expression (see the file header).
class SDNodeXForm<SDNode opc, code xformFunction> {
  SDNode Opcode = opc;
  code XFormFunction = xformFunction;
}
/// The identity transform.
def NOOP_SDNodeXForm : SDNodeXForm<imm, [{}]>;

/// One or more alternative fragments over the operands in `Operands` (`(ops
/// node:$a, ...)`), inlined where they are used. `PredicateCode` is a Rust
/// condition on the matched node, `ImmediateCode` one on a constant's value; the
/// load/store fields describe what a memory node must be (extension kind, memory
/// type, truncation), and become generated predicates too.
class PatFrags<dag ops, list<dag> frags, code pred = [{}],
               SDNodeXForm xform = NOOP_SDNodeXForm> : SDPatternOperator {
  dag Operands = ops;
  list<dag> Fragments = frags;
  code PredicateCode = pred;
  code ImmediateCode = [{}];
  SDNodeXForm OperandTransform = xform;

  // Memory nodes (set the field to 1 or 0 to require it; ? is no requirement).
  bit IsLoad = ?;
  bit IsStore = ?;
  bit IsUnindexed = ?;
  bit IsNonExtLoad = ?;
  bit IsAnyExtLoad = ?;
  bit IsSignExtLoad = ?;
  bit IsZeroExtLoad = ?;
  bit IsTruncStore = ?;
  ValueType MemoryVT = ?;
  // Atomic nodes: which ordering the node must have.
  bit IsAtomic = ?;
  bit IsAtomicOrderingMonotonic = ?;
  bit IsAtomicOrderingAcquire = ?;
  bit IsAtomicOrderingRelease = ?;
  bit IsAtomicOrderingAcquireRelease = ?;
  bit IsAtomicOrderingSequentiallyConsistent = ?;
}
/// A single fragment.
class PatFrag<dag ops, dag frag, code pred = [{}],
              SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrags<ops, [frag], pred, xform>;
/// A fragment used only in result patterns.
class OutPatFrag<dag ops, dag frag> : PatFrag<ops, frag, [{}], NOOP_SDNodeXForm>;
/// A leaf with a predicate: `def immZExt16 : PatLeaf<(imm), [{ ... }]>`.
class PatLeaf<dag frag, code pred = [{}], SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrag<(ops), frag, pred, xform>;
/// A constant of type `vt` for which `pred` (Rust over `imm: i64`) holds.
class ImmLeaf<ValueType vt, code pred, SDNodeXForm xform = NOOP_SDNodeXForm,
              SDNode ImmNode = imm>
    : PatFrag<(ops), (vt ImmNode), [{}], xform> {
  let ImmediateCode = pred;
}
/// A target constant (`timm`) for which `pred` holds.
class TImmLeaf<ValueType vt, code pred, SDNodeXForm xform = NOOP_SDNodeXForm>
    : ImmLeaf<vt, pred, xform, timm>;

/// An addressing mode or other operand set that Rust code selects: the target's
/// function `SelectFunc(dag, root, value) -> Option<Vec<SDValue>>` gives
/// `NumOperands` values of type `Ty` (or fails). `Complexity` adds to the pattern's
/// complexity (-1: three per operand, as LLVM).
class ComplexPattern<ValueType ty, int numops, string fn,
                     list<SDNode> roots = [], list<SDNodeProperty> props = [],
                     int complexity = -1> {
  ValueType Ty = ty;
  int NumOperands = numops;
  string SelectFunc = fn;
  list<SDNode> RootNodes = roots;
  list<SDNodeProperty> Properties = props;
  int Complexity = complexity;
}

//===----------------------------------------------------------------------===//
// Load and store fragments.
//===----------------------------------------------------------------------===//

def unindexedload : PatFrag<(ops node:$ptr), (ld node:$ptr)> {
  let IsLoad = true;
  let IsUnindexed = true;
}
def load : PatFrag<(ops node:$ptr), (unindexedload node:$ptr)> {
  let IsLoad = true;
  let IsNonExtLoad = true;
}
def extload : PatFrag<(ops node:$ptr), (unindexedload node:$ptr)> {
  let IsLoad = true;
  let IsAnyExtLoad = true;
}
def sextload : PatFrag<(ops node:$ptr), (unindexedload node:$ptr)> {
  let IsLoad = true;
  let IsSignExtLoad = true;
}
def zextload : PatFrag<(ops node:$ptr), (unindexedload node:$ptr)> {
  let IsLoad = true;
  let IsZeroExtLoad = true;
}
/// A load extending from `vt` in memory.
class MemLoad<PatFrag base, ValueType vt>
    : PatFrag<(ops node:$ptr), (base node:$ptr)> {
  let IsLoad = true;
  let MemoryVT = vt;
}
def extloadi1   : MemLoad<extload, i1>;
def extloadi8   : MemLoad<extload, i8>;
def extloadi16  : MemLoad<extload, i16>;
def extloadi32  : MemLoad<extload, i32>;
def sextloadi1  : MemLoad<sextload, i1>;
def sextloadi8  : MemLoad<sextload, i8>;
def sextloadi16 : MemLoad<sextload, i16>;
def sextloadi32 : MemLoad<sextload, i32>;
def zextloadi1  : MemLoad<zextload, i1>;
def zextloadi8  : MemLoad<zextload, i8>;
def zextloadi16 : MemLoad<zextload, i16>;
def zextloadi32 : MemLoad<zextload, i32>;

def unindexedstore : PatFrag<(ops node:$val, node:$ptr), (st node:$val, node:$ptr)> {
  let IsStore = true;
  let IsUnindexed = true;
}
def store : PatFrag<(ops node:$val, node:$ptr), (unindexedstore node:$val, node:$ptr)> {
  let IsStore = true;
  let IsTruncStore = false;
}
def truncstore : PatFrag<(ops node:$val, node:$ptr),
                         (unindexedstore node:$val, node:$ptr)> {
  let IsStore = true;
  let IsTruncStore = true;
}
/// A store truncating to `vt` in memory.
class MemStore<ValueType vt>
    : PatFrag<(ops node:$val, node:$ptr), (truncstore node:$val, node:$ptr)> {
  let IsStore = true;
  let MemoryVT = vt;
}
def truncstorei8  : MemStore<i8>;
def truncstorei16 : MemStore<i16>;
def truncstorei32 : MemStore<i32>;

//===----------------------------------------------------------------------===//
// Atomic fragments: `<op>_<bits>` for a memory width, `<op>_<bits>_<ordering>` for
// one ordering (monotonic, acquire, release, acq_rel, seq_cst), as LLVM names them.
//===----------------------------------------------------------------------===//

/// The five orderings of atomic fragment `<NAME>` (operands `ops`, body `frag`).
multiclass AtomicOrderings<dag ops, dag frag, ValueType vt> {
  def "" : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
  }
  def _monotonic : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
    let IsAtomicOrderingMonotonic = true;
  }
  def _acquire : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
    let IsAtomicOrderingAcquire = true;
  }
  def _release : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
    let IsAtomicOrderingRelease = true;
  }
  def _acq_rel : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
    let IsAtomicOrderingAcquireRelease = true;
  }
  def _seq_cst : PatFrag<ops, frag> {
    let IsAtomic = true;
    let MemoryVT = vt;
    let IsAtomicOrderingSequentiallyConsistent = true;
  }
}

/// A read-modify-write in each memory width and ordering: `atomic_load_add_32_acquire`.
multiclass binary_atomic_op<SDNode atomic_op> {
  defm _8  : AtomicOrderings<(ops node:$ptr, node:$val), (atomic_op node:$ptr, node:$val), i8>;
  defm _16 : AtomicOrderings<(ops node:$ptr, node:$val), (atomic_op node:$ptr, node:$val), i16>;
  defm _32 : AtomicOrderings<(ops node:$ptr, node:$val), (atomic_op node:$ptr, node:$val), i32>;
  defm _64 : AtomicOrderings<(ops node:$ptr, node:$val), (atomic_op node:$ptr, node:$val), i64>;
}
defm atomic_swap      : binary_atomic_op<atomic_swap>;
defm atomic_load_add  : binary_atomic_op<atomic_load_add>;
defm atomic_load_sub  : binary_atomic_op<atomic_load_sub>;
defm atomic_load_and  : binary_atomic_op<atomic_load_and>;
defm atomic_load_or   : binary_atomic_op<atomic_load_or>;
defm atomic_load_xor  : binary_atomic_op<atomic_load_xor>;
defm atomic_load_nand : binary_atomic_op<atomic_load_nand>;
defm atomic_load_min  : binary_atomic_op<atomic_load_min>;
defm atomic_load_max  : binary_atomic_op<atomic_load_max>;
defm atomic_load_umin : binary_atomic_op<atomic_load_umin>;
defm atomic_load_umax : binary_atomic_op<atomic_load_umax>;

//===----------------------------------------------------------------------===//
// Common fragments.
//===----------------------------------------------------------------------===//

def not  : PatFrag<(ops node:$in), (xor node:$in, -1)>;

/// Integer comparisons: `(setlt $a, $b)` is `(setcc $a, $b, SETLT)`.
class SetCCFrag<CondCode cc>
    : PatFrag<(ops node:$lhs, node:$rhs), (setcc node:$lhs, node:$rhs, cc)>;
def seteq  : SetCCFrag<SETEQ>;
def setne  : SetCCFrag<SETNE>;
def setlt  : SetCCFrag<SETLT>;
def setle  : SetCCFrag<SETLE>;
def setgt  : SetCCFrag<SETGT>;
def setge  : SetCCFrag<SETGE>;
def setult : SetCCFrag<SETULT>;
def setule : SetCCFrag<SETULE>;
def setugt : SetCCFrag<SETUGT>;
def setuge : SetCCFrag<SETUGE>;
def ineg : PatFrag<(ops node:$in), (sub 0, node:$in)>;

/// A conversion whose width operand says it saturates at 32 bits.
class FPToInt32<SDNode Op> : PatFrag<(ops node:$a), (Op node:$a), [{
  matches!(dag.ops(n).get(1).map(|o| dag.data(o.node)),
           Some(NodeData::ValueType(w)) if w.size_in_bits() == 32)
}]>;
def fp_to_sint_i32 : FPToInt32<fp_to_sint>;
def fp_to_uint_i32 : FPToInt32<fp_to_uint>;

//===----------------------------------------------------------------------===//
// Patterns.
//===----------------------------------------------------------------------===//

/// A selection pattern: the DAG `PatternToMatch` becomes the instructions
/// `ResultInstrs` (one result dag). `Predicates` must hold (their `CondString`s
/// are checked on the subtarget when the pattern is tried); `AddedComplexity`
/// raises the pattern above others.
class Pattern<dag patternToMatch, list<dag> resultInstrs> {
  dag PatternToMatch = patternToMatch;
  list<dag> ResultInstrs = resultInstrs;
  list<Predicate> Predicates = [];
  int AddedComplexity = 0;
}
/// The generic operators of result patterns on sub-registers (LLVM's TargetOpcodes of
/// the same names, emitted as kiln's generic opcodes): `(EXTRACT_SUBREG $x, sub_32)`,
/// `(INSERT_SUBREG $super, $x, sub_32)`, `(SUBREG_TO_REG 0, $x, sub_32)`,
/// `(COPY_TO_REGCLASS $x, GPR)`. Their result type comes from a cast or from where the
/// value is used.
class SubRegOperator<int numops> {
  int NumOperands = numops;
}
def EXTRACT_SUBREG   : SubRegOperator<2>;
def INSERT_SUBREG    : SubRegOperator<3>;
def SUBREG_TO_REG    : SubRegOperator<3>;
def COPY_TO_REGCLASS : SubRegOperator<2>;

/// The common single-result pattern: `def : Pat<(add GPR:$a, GPR:$b), (ADD $a, $b)>`.
class Pat<dag pattern, dag result> : Pattern<pattern, [result]>;
