//===- TargetRegisterInfo.td - kiln's register schema -----------*- tablegen -*-===//
//
// The register half of kiln's base schema: registers, sub-register indices,
// register classes (with the set operators that build their member lists),
// register tuples, callee-saved register lists and hardware modes.
//
// A target's `<T>RegisterInfo.td` defines its registers and classes with these
// classes; the register-info backend (crates/tablegen-backends, option
// `-gen-register-info`) reads every `Register`, `RegisterTuples`, `SubRegIndex`
// and `RegisterClass` record and writes the Rust tables that kiln-mc's
// `MCRegisterInfo` answers questions from: sub- and super-registers, register
// units, lane masks, class members and sub-class relations.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Hardware modes: one description covering several register widths (RV32/RV64).
//===----------------------------------------------------------------------===//

/// A hardware mode, selected when the subtarget has the features in `Features`
/// (a comma-separated `+feature` list, as `-mattr` spells it).
class HwMode<string FS> {
  string Features = FS;
}
/// The mode used when no other mode's features are present.
def DefaultMode : HwMode<"">;

/// A value chosen per hardware mode: `Objects[i]` applies in `Modes[i]`.
class HwModeSelect<list<HwMode> Ms> {
  list<HwMode> Modes = Ms;
}
/// A value type that depends on the hardware mode (RISC-V's XLenVT).
class ValueTypeByHwMode<list<HwMode> Ms, list<ValueType> Ts>
    : HwModeSelect<Ms>, ValueType<0, 0> {
  list<ValueType> Objects = Ts;
}
/// Register size, spill size and spill alignment (in bits) of a class.
class RegInfo<int RS, int SS, int SA> {
  int RegSize = RS;
  int SpillSize = SS;
  int SpillAlignment = SA;
}
/// Register size information per hardware mode.
class RegInfoByHwMode<list<HwMode> Ms = [], list<RegInfo> Ts = []>
    : HwModeSelect<Ms> {
  list<RegInfo> Objects = Ts;
}

//===----------------------------------------------------------------------===//
// Sub-register indices.
//===----------------------------------------------------------------------===//

/// Names a part of a register: `Size` bits starting at bit `Offset` (-1: unknown
/// size or offset). `ComposedOf = [A, B]` declares this index as A then B
/// (the B part of the A part); `CoveringSubRegIndices` lists index sets that
/// together cover exactly this index.
class SubRegIndex<int size, int offset = 0> {
  string Namespace = "";
  int Size = size;
  int Offset = offset;
  list<SubRegIndex> ComposedOf = [];
  list<SubRegIndex> CoveringSubRegIndices = [];
}

/// The index of the `B` part of the `A` part of a register.
class ComposedSubRegIndex<SubRegIndex A, SubRegIndex B>
    : SubRegIndex<B.Size, !cond(!eq(A.Offset, -1): -1,
                                !eq(B.Offset, -1): -1,
                                true: !add(A.Offset, B.Offset))> {
  let Namespace = A.Namespace;
  let ComposedOf = [A, B];
}

//===----------------------------------------------------------------------===//
// Registers.
//===----------------------------------------------------------------------===//

/// Selects one of a register's alternative assembly names (RISC-V's ABI names).
class RegAltNameIndex {
  string Namespace = "";
  /// Indices to try, in order, for registers that have no name at this index.
  list<RegAltNameIndex> FallbackRegAltNameIndex = [];
}
/// The register's own `AsmName`.
def NoRegAltName : RegAltNameIndex;

/// A physical register. `AsmName` is its name in assembly; the record's own name
/// (RAX, X1, W0) is what kiln's Rust code calls it.
class Register<string n, list<string> altNames = []> {
  string Namespace = "";
  string AsmName = n;
  /// Alternative assembly names, one per entry of `RegAltNameIndices`.
  list<string> AltNames = altNames;
  list<RegAltNameIndex> RegAltNameIndices = [];
  /// Registers that overlap this one without being a sub- or super-register.
  list<Register> Aliases = [];
  /// The immediate sub-registers, each named by the index at the same position
  /// of `SubRegIndices`.
  list<Register> SubRegs = [];
  list<SubRegIndex> SubRegIndices = [];
  /// DWARF register numbers, one per DWARF flavour of the target (-1: none).
  list<int> DwarfNumbers = [];
  /// Extra cost of an instruction using this register (x86's REX prefix), per
  /// cost model.
  list<int> CostPerUse = [0];
  /// The sub-registers together cover every bit of this register, so the
  /// register has no bits of its own.
  bit CoveredBySubRegs = false;
  /// The number an instruction encoding uses for this register.
  bits<16> HWEncoding = 0;
  /// A register that exists only to make sub-register relations exact (x86's
  /// HAX, the upper half of EAX); never named by instructions.
  bit isArtificial = false;
  /// A register whose value never changes (x0, xzr).
  bit isConstant = false;
  /// Registers are numbered by (PositionOrder, name); a higher PositionOrder puts
  /// registers added later (x86's APX R16-R31) after all the others.
  int PositionOrder = 0;
}

/// A register built from sub-registers.
class RegisterWithSubRegs<string n, list<Register> subregs> : Register<n> {
  let SubRegs = subregs;
}

/// Mixin: the DWARF numbers of a register.
class DwarfRegNum<list<int> Numbers> {
  list<int> DwarfNumbers = Numbers;
}

/// Mixin: the register has the same DWARF number as `reg` (kiln's DWARF-to-
/// register map then answers with `reg`).
class DwarfRegAlias<Register reg> {
  Register DwarfAlias = reg;
}

//===----------------------------------------------------------------------===//
// Set operators for register lists.
//===----------------------------------------------------------------------===//
// A register class's member list (and a CalleeSavedRegs list) is a dag over
// these operators. Operands are registers, register classes (their members)
// or nested dags.
//
//   (add a, b, ...)         union, in order of first appearance
//   (sub a, b, ...)         a without the members of b, ...
//   (and a, b)              members of a that are also in b, in a's order
//   (shl a, N)              a without its first N members
//   (rotl a, N)             a rotated left by N
//   (rotr a, N)             a rotated right by N
//   (trunc a, N)            the first N members of a
//   (decimate a, N)         every N-th member of a, starting with the first
//   (interleave a, b, ...)  a[0], b[0], ..., a[1], b[1], ...
//   (sequence "R%u", F, L [, S]) registers R<F> .. R<L> by step S (default 1);
//                           counts down when L < F

// add, sub, and, shl, rotl, rotr and trunc are the DAG nodes of the same names, defined
// in TargetSelectionDAG.td (as in LLVM, the set operators are matched by name).
/// Keep every N-th member.
def decimate;
/// Interleave the operand lists.
def interleave;
/// A numbered register sequence from a printf-like pattern.
def sequence;

//===----------------------------------------------------------------------===//
// Register classes.
//===----------------------------------------------------------------------===//

/// A set of registers that an instruction operand can take, with the value types
/// they hold. `MemberList` gives the members in allocation order; `Size` (bits)
/// overrides the register size computed from `RegTypes`.
class RegisterClass<string namespace, list<ValueType> regTypes, int alignment,
                    dag regList, RegAltNameIndex idx = NoRegAltName> {
  string Namespace = namespace;
  list<ValueType> RegTypes = regTypes;
  /// Register size and spill size in bits; 0: the largest size in `RegTypes`.
  int Size = 0;
  /// Spill alignment in bits.
  int Alignment = alignment;
  /// Size information per hardware mode (overrides Size/Alignment when set).
  RegInfoByHwMode RegInfos = ?;
  /// Cost of copying a register of this class (-1: copies are impossible or very
  /// expensive, e.g. flags).
  int CopyCost = 1;
  dag MemberList = regList;
  /// The alternative name index used when printing members.
  RegAltNameIndex altNameIndex = idx;
  /// Whether the register allocator may assign members of this class.
  bit isAllocatable = true;
  /// Alternative allocation orders (member-list dags), chosen at run time by the
  /// Rust expression `AltOrderSelect` over the machine function (`mf`).
  list<dag> AltOrders = [];
  code AltOrderSelect = [{}];
  /// Classes with higher priority are allocated first (0 .. 31).
  int AllocationPriority = 0;
  /// Priority counts before the live range's size when ordering allocation.
  bit GlobalPriority = false;
  /// Target-specific flags.
  bits<8> TSFlags = 0;
  /// Diagnostic for the assembler when an operand is not in this class.
  string DiagnosticType = "";
  string DiagnosticString = "";
  /// Whether the class's registers are constant (zero registers).
  bit isConstant = false;
}

//===----------------------------------------------------------------------===//
// Register tuples.
//===----------------------------------------------------------------------===//

/// Synthesizes registers made of consecutive registers: the i-th tuple has
/// `SubRegs[j][i]` as its sub-register at index `SubRegIndices[j]`. `SubRegs` are
/// member-list dags (usually `(rotl FPR64, k)`). The tuples' names are their
/// parts' names joined by `_` (D0_D1); `RegAsmNames` gives assembly names.
class RegisterTuples<list<SubRegIndex> Indices, list<dag> Regs,
                     list<string> RegNames = []> {
  list<SubRegIndex> SubRegIndices = Indices;
  list<dag> SubRegs = Regs;
  list<string> RegAsmNames = RegNames;
}

//===----------------------------------------------------------------------===//
// Callee-saved registers.
//===----------------------------------------------------------------------===//

/// The registers a calling convention preserves across calls, as a member-list
/// dag. `OtherPreserved` lists registers that are preserved but not saved by the
/// prologue (they are not allocatable or never changed).
class CalleeSavedRegs<dag saves> {
  dag SaveList = saves;
  dag OtherPreserved;
}
