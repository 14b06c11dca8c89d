//! kiln-codegen: the target-independent code generator (seed 001's pipeline).
//!
//! In: a kiln-ir function and a target (through the traits defined here: `TargetLowering`,
//! `TargetInstrInfo`, `TargetFrameLowering`, `TargetRegisterInfo`). Out: a
//! [`machine::MachineFunction`] with physical registers and a finished frame, ready for the MC
//! layer.
//!
//! ```text
//! IR function
//!   --SelectionDAGBuilder--> one SelectionDAG per block    (selection_dag, builder)
//!   --combine--> --legalize types--> --legalize ops--> --combine-->
//!   --instruction selection (matcher table + target Select hook)-->  (isel)
//!   --schedule + InstrEmitter-->                             (schedule)
//! MachineFunction, SSA, virtual registers, frame indices      (machine)
//!   --register allocation (regalloc2)-->                     (regalloc)
//!   --prologue/epilogue insertion, frame-index elimination--> (pei)
//! MachineFunction with physical registers
//! ```
//!
//! The pass list is one function, [`pipeline::run_machine_passes`].

pub mod machine;
pub mod pipeline;
pub mod selection_dag;
pub mod value_types;
