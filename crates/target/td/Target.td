//===- Target.td - kiln's base target schema --------------------*- tablegen -*-===//
//
// The root of kiln's own target schema, written for kiln with LLVM's concepts. A
// target's root `<T>.td` includes this file first and then its own register,
// instruction and calling-convention files.
//
// The schema is split by subject:
//   ValueTypes.td          machine value types (i8 .. i128, f16 .. f128, vectors)
//   TargetRegisterInfo.td  registers, sub-register indices, register classes,
//                          register tuples, callee-saved lists, hardware modes
//   TargetInstrInfo.td     instructions, operands, features, predicates
//   TargetCallingConv.td   calling conventions as rule lists (-gen-callingconv)
//   TargetSelectionDAG.td  DAG nodes, fragments and selection patterns
//
//===----------------------------------------------------------------------===//

include "ValueTypes.td"
include "TargetRegisterInfo.td"
include "TargetInstrInfo.td"
include "TargetCallingConv.td"
include "TargetSelectionDAG.td"
