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
//   TargetSelectionDAG.td  DAG nodes, fragments and selection patterns
// Further parts (selection DAG nodes and patterns, calling conventions) are added
// as includes below by the engineers who own them.
//
//===----------------------------------------------------------------------===//

include "ValueTypes.td"
include "TargetRegisterInfo.td"
include "TargetInstrInfo.td"
include "TargetSelectionDAG.td"
