//===- TargetCallingConv.td - kiln's calling-convention schema --*- tablegen -*-===//
//
// Calling conventions as rule lists, with LLVM's concepts: a CallingConv is a list
// of actions tried in order for each argument or return part; predicates
// (CCIfType, CCIfVarArg, ...) guard sub-actions, CCPromoteToType and
// CCBitConvertToType change the type the rest of the list sees, and the first
// assigning action (a register, a stack slot, or a Rust handler) ends the search.
// kiln-tablegen's `-gen-callingconv` backend turns every CallingConv into a static
// table of `kiln_codegen::calling_conv::CCRule`s that `CCState::analyze` walks.
//
//===----------------------------------------------------------------------===//

/// One step of a calling convention.
class CCAction;

/// A calling convention: the actions tried, in order, for each part.
class CallingConv<list<CCAction> actions> {
  list<CCAction> Actions = actions;
}

/// An action that applies `SubAction` only when its condition holds.
class CCPredicateAction<CCAction A> : CCAction {
  CCAction SubAction = A;
}

/// Applies `A` when the part's current type is one of `vts`.
class CCIfType<list<ValueType> vts, CCAction A> : CCPredicateAction<A> {
  list<ValueType> VTs = vts;
}

/// Applies `A` to the variadic (unnamed) arguments of a call.
class CCIfVarArg<CCAction A> : CCPredicateAction<A>;

/// Applies `A` to named arguments only.
class CCIfNotVarArg<CCAction A> : CCPredicateAction<A>;

/// Applies `A` to `byval` arguments.
class CCIfByVal<CCAction A> : CCPredicateAction<A>;

/// Applies `A` to the `sret` argument.
class CCIfSRet<CCAction A> : CCPredicateAction<A>;

/// Applies `A` to the first part of a value split over several parts.
class CCIfSplit<CCAction A> : CCPredicateAction<A>;

/// Applies `A` to the parts of a value that must go in consecutive registers or
/// not at all (LLVM's `CCIfConsecutiveRegs`: an AAPCS64 homogeneous aggregate, an
/// x86-64 `i128`).
class CCIfConsecutiveRegs<CCAction A> : CCPredicateAction<A>;

/// Continues with the part extended to `destTy` (sign or zero by the part's
/// `signext`/`zeroext` flags, otherwise with unspecified high bits).
class CCPromoteToType<ValueType destTy> : CCAction {
  ValueType DestTy = destTy;
}

/// Continues with the part's bits reinterpreted as `destTy` (same width).
class CCBitConvertToType<ValueType destTy> : CCAction {
  ValueType DestTy = destTy;
}

/// Assigns a whole group of consecutive-register parts (see `CCIfConsecutiveRegs`) to
/// free registers of `regList`, or none of them: when too few are free, every part
/// of the group falls through to the actions after this one (the stack), and with
/// `exhaust` set the registers left are marked taken (AAPCS64: no later argument
/// goes in a register once a homogeneous aggregate went to the stack). A part of no
/// group takes one register, as `CCAssignToReg` does. (kiln's form of the custom
/// block handlers LLVM's AArch64 and X86 backends write in C++.)
class CCAssignToRegBlock<list<Register> regList, bit exhaust> : CCAction {
  list<Register> RegList = regList;
  bit Exhaust = exhaust;
}

/// Assigns the first register of `regList` that is still free.
class CCAssignToReg<list<Register> regList> : CCAction {
  list<Register> RegList = regList;
}

/// Assigns the first register of `regList` that is still free, marking the
/// register at the same position of `shadowList` taken as well (the same physical
/// register seen at another width, or a register the convention skips with it).
class CCAssignToRegWithShadow<list<Register> regList, list<Register> shadowList>
    : CCAction {
  list<Register> RegList = regList;
  list<Register> ShadowRegList = shadowList;
}

/// Assigns `size` bytes of the argument area aligned to `align`; a size or
/// alignment of 0 means the part's own store size.
class CCAssignToStack<int size, int align> : CCAction {
  int Size = size;
  int Align = align;
}

/// Hands the part to a Rust function of the target crate, named `fn`, with the
/// signature of `kiln_codegen::calling_conv::CCCustomFn`; it returns whether it
/// assigned the part (if not, the next action is tried).
class CCCustom<string fn> : CCAction {
  string FuncName = fn;
}

/// Continues with the actions of another calling convention.
class CCDelegateTo<CallingConv cc> : CCAction {
  CallingConv CC = cc;
}
