//===- TargetInstrInfo.td - kiln's instruction schema -----------*- tablegen -*-===//
//
// The instruction half of kiln's base schema: instructions, operands, the classes
// that tell the assembler how to parse and match operands, instruction aliases,
// compression patterns, predicates and subtarget features.
//
// A target's `<T>InstrFormats.td` derives its encoding formats from `Instruction`
// (with a `field bits<N> Inst` and `let Inst{hi-lo} = operand;` lines), its
// `<T>InstrInfo*.td` files define the instructions, and `<T>Features.td` the
// features. kiln's TableGen backends (crates/tablegen-backends) read these
// records and write the instruction enum and descriptors, the asm writer, the code
// emitter, the asm matcher, the disassembler and the subtarget tables.
//
// Included at the end of Target.td, after the register schema (which defines
// ValueType, Register, RegisterClass).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Operand lists in instructions: (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm12).
//===----------------------------------------------------------------------===//

/// The marker of an instruction's output operand list.
def outs;
/// The marker of an instruction's input operand list.
def ins;
/// The marker of a sub-operand list (`MIOperandInfo`) and of `Pat` results.
def ops;

//===----------------------------------------------------------------------===//
// Subtarget features and predicates.
//===----------------------------------------------------------------------===//

/// A feature of a subtarget, named on the command line as `-mattr=+Name`.
/// `Attribute` is the name of the subtarget field it sets, `Value` what it sets it to,
/// `Implies` the features switched on with it.
class SubtargetFeature<string n, string a, string v, string d,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string Attribute = a;
  string Value = v;
  string Desc = d;
  list<SubtargetFeature> Implies = i;
}

/// Operators that combine features in an `AssemblerCondDag`: all, any, or none of the
/// listed features (nested freely).
def any_of;
def all_of;
def none_of;

/// A condition under which an instruction (or alias, or pattern) is available.
/// `CondString` is a Rust expression over the subtarget (`st`) for instruction
/// selection; `AssemblerCondDag` is the same condition over feature records for the
/// assembler, disassembler and printer, e.g. `(all_of FeatureStdExtM)`.
class Predicate<string cond> {
  string CondString = cond;
  bit AssemblerMatcherPredicate = false;
  dag AssemblerCondDag;
  string PredicateName = "";
  /// Whether this predicate may be checked for each instruction of a function rather
  /// than once per function.
  bit RecomputePerFunction = false;
}

/// A predicate that the assembler, disassembler and printer check too.
class AssemblerPredicate<dag cond, string name = ""> {
  bit AssemblerMatcherPredicate = true;
  dag AssemblerCondDag = cond;
  string PredicateName = name;
}

/// A processor: a name for `-mcpu` and the features it has.
class Processor<string n, list<SubtargetFeature> f> {
  string Name = n;
  list<SubtargetFeature> Features = f;
}

/// Feature names the target's LLVM counterpart declares but kiln's code generator never
/// uses (kiln's own class, no LLVM equivalent): `-mattr` and `"target-features"` may name
/// them; disabling one is silent, enabling one is ignored with a warning. They get no
/// feature bit.
class UnimplementedFeatures<list<string> names> {
  list<string> Names = names;
}

//===----------------------------------------------------------------------===//
// Operands.
//===----------------------------------------------------------------------===//

/// Anything that can appear as an operand in an instruction's operand lists:
/// register classes, register operands and immediate operands.
class DAGOperand {
  string OperandNamespace = "MCOI";
  string DecoderMethod = "";
}

/// How the assembler recognises and converts a parsed operand. `PredicateMethod`
/// names the check on a parsed operand (a Rust function in the target's asm parser
/// hooks, or one of the generic checks), `RenderMethod` how it is added to the
/// MCInst, `ParserMethod` a custom parser (empty: the generic operand parser).
/// `SuperClasses` order the classes when an operand fits several.
class AsmOperandClass {
  string Name = ?;
  list<AsmOperandClass> SuperClasses = [];
  string PredicateMethod = ?;
  string RenderMethod = ?;
  string ParserMethod = ?;
  string DiagnosticType = "";
  string DiagnosticString = "";
  bit IsOptional = false;
  string DefaultMethod = ?;
}

/// The generic immediate operand class: any constant or expression.
def ImmAsmOperand : AsmOperandClass {
  let Name = "Imm";
  let PredicateMethod = "isImm";
  let RenderMethod = "addImmOperands";
}

/// An operand that is not a plain register: an immediate, a memory reference, a
/// symbol. `PrintMethod`, `EncoderMethod` and `DecoderMethod` name Rust functions in
/// the target's MC hooks; `OperandType` classifies it for the instruction
/// descriptors (OPERAND_IMMEDIATE, OPERAND_PCREL, OPERAND_MEMORY, a target's own).
/// `MIOperandInfo` lists sub-operands for operands made of several MCInst operands;
/// `MIOperandSyntax` (kiln's) says how they are written, `$k` standing for part `k`
/// (`"$1($0)"`, `"[$0, #$1]"`), so the generic matcher and printer handle them.
class Operand<ValueType ty> : DAGOperand {
  ValueType Type = ty;
  string PrintMethod = "printOperand";
  string EncoderMethod = "";
  string OperandType = "OPERAND_UNKNOWN";
  dag MIOperandInfo = (ops);
  string MIOperandSyntax = "";
  AsmOperandClass ParserMatchClass = ImmAsmOperand;
  /// The range a plain constant must lie in (inclusive); used by the matcher and
  /// by the generated edge-value tests. Both 0: unchecked.
  int MinValue = 0;
  int MaxValue = 0;
  /// The value must be a multiple of this (branch offsets: 2).
  int Scale = 1;
}

/// A register class used as an operand with its own printing and parsing.
class RegisterOperand<RegisterClass rc, string pm = "printOperand"> : DAGOperand {
  RegisterClass RegClass = rc;
  string PrintMethod = pm;
  string EncoderMethod = "";
  string OperandType = "OPERAND_REGISTER";
  AsmOperandClass ParserMatchClass = ?;
}

/// Marks an operand as a PC-relative target (branches, calls).
class PCRelOperand { string OperandType = "OPERAND_PCREL"; }

//===----------------------------------------------------------------------===//
// Instructions.
//===----------------------------------------------------------------------===//

/// One machine instruction. `AsmString` is the assembly syntax with `$name`
/// operand references (and `{a|b}` variants), `OutOperandList`/`InOperandList` the
/// operands, `Pattern` the selection patterns (`[(set GPR:$rd, (add GPR:$rs1, GPR:$rs2))]`,
/// see TargetSelectionDAG.td),
/// `Uses`/`Defs` implicit registers. The flags describe control flow, memory and
/// side effects as LLVM's do. Encodings live in subclasses (`field bits<N> Inst`).
class Instruction {
  string Namespace = "";
  dag OutOperandList;
  dag InOperandList;
  string AsmString = "";
  list<dag> Pattern = [];
  list<Register> Uses = [];
  list<Register> Defs = [];
  list<Predicate> Predicates = [];
  /// Size in bytes (0: variable or not known).
  int Size = 0;
  int CodeSize = 0;
  int AddedComplexity = 0;

  bit isReturn = false;
  bit isBranch = false;
  bit isIndirectBranch = false;
  bit isCompare = false;
  bit isMoveImm = false;
  bit isMoveReg = false;
  bit isBitcast = false;
  bit isSelect = false;
  bit isBarrier = false;
  bit isCall = false;
  bit isAdd = false;
  bit isTrap = false;
  bit canFoldAsLoad = false;
  bit mayLoad = ?;
  bit mayStore = ?;
  bit mayRaiseFPException = false;
  bit isConvertibleToThreeAddress = false;
  bit isCommutable = false;
  bit isTerminator = false;
  bit isReMaterializable = false;
  bit isPredicable = false;
  bit isUnpredicable = false;
  bit hasDelaySlot = false;
  bit usesCustomInserter = false;
  bit hasPostISelHook = false;
  bit hasCtrlDep = false;
  bit isNotDuplicable = false;
  bit isConvergent = false;
  bit isAuthenticated = false;
  bit isAsCheapAsAMove = false;
  bit hasExtraSrcRegAllocReq = false;
  bit hasExtraDefRegAllocReq = false;
  bit isRegSequence = false;
  bit isPseudo = false;
  bit isMeta = false;
  bit isExtractSubreg = false;
  bit isInsertSubreg = false;
  bit variadicOpsAreDefs = false;
  bit hasSideEffects = ?;
  /// Used by instruction selection only: the assembler and disassembler ignore it.
  bit isCodeGenOnly = false;
  /// Accepted by the assembler only (pseudo instructions expanded while parsing).
  bit isAsmParserOnly = false;
  bit hasNoSchedulingInfo = false;

  /// Operand constraints, e.g. "$rd = $rs1" (two-address), "@earlyclobber $rd".
  string Constraints = "";
  string DisableEncoding = "";
  string DecoderNamespace = "";
  string DecoderMethod = "";
  /// A custom conversion from parsed operands to the MCInst (empty: generic).
  string AsmMatchConverter = "";
  /// Size in bytes of the instruction as the matcher sees it for variant lookup.
  string TwoOperandAliasConstraint = "";
  /// Alternative assembly variant names ("" is the default variant).
  string AsmVariantName = "";
  /// Target-specific flags (LLVM's `TSFlags`), copied into the instruction's
  /// description for the target's own encoder and code generation.
  bits<64> TSFlags = 0;
}

/// A pseudo instruction: no encoding of its own, expanded before emission (or,
/// with `isAsmParserOnly`, by the assembler).
class PseudoInstExpansion<dag Result> {
  dag ResultInst = Result;
  bit isPseudo = true;
}

/// Marker records used in instruction operand lists.
def variable_ops;
def zero_reg;
def undef_tied_input;

//===----------------------------------------------------------------------===//
// Assembler aliases and compression.
//===----------------------------------------------------------------------===//

/// An alternative syntax for an instruction with some operands fixed:
/// `InstAlias<"nop", (ADDI X0, X0, 0)>`. The assembler accepts the alias; when
/// `EmitPriority` is non-zero the printer prints it in place of the instruction
/// (the highest priority wins).
class InstAlias<string Asm, dag Result, int Emit = 1, string VariantName = ""> {
  string AsmString = Asm;
  dag ResultInst = Result;
  int EmitPriority = Emit;
  list<Predicate> Predicates = [];
  string AsmVariantName = VariantName;
}

/// A mnemonic spelled differently, with the same operands.
class MnemonicAlias<string From, string To, string VariantName = ""> {
  string FromMnemonic = From;
  string ToMnemonic = To;
  string AsmVariantName = VariantName;
  list<Predicate> Predicates = [];
}

/// A rule for compressing an instruction: `Input` (a full-size instruction with
/// operand names) is replaced by `Output` (the short form) when the operands fit the
/// short form's operand classes and the predicates hold. Used by the object
/// streamer (compress), the printer (uncompress) and the disassembler.
class CompressPat<dag input, dag output, list<Predicate> predicates = []> {
  dag Input = input;
  dag Output = output;
  list<Predicate> Predicates = predicates;
  bit isCompressOnly = false;
}

// Selection patterns (`Pattern`, `Pat`, SDNode and friends) are in TargetSelectionDAG.td.
