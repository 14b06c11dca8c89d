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
//! The machine pass list is one function, `pipeline::run_machine_passes`; `pipeline::run_passes` is the
//! driver with `-print-after-all`, `-print-after`, `-stop-after` and `-verify-machineinstrs`.

// One match arm per kind, with the condition inside, reads better in lowering code.
#![allow(clippy::collapsible_match)]

pub mod builder;
pub mod calling_conv;
pub mod combine;
pub mod isel;
pub mod legalize;
pub mod machine;
pub mod pei;
pub mod pipeline;
pub mod regalloc;
pub mod schedule;
pub mod selection_dag;
pub mod target;
pub mod target_lowering;
pub mod value_types;

/// An error from code generation: what could not be compiled, with the function and the
/// construct named in the message. The driver turns it into a located diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenError {
    /// The message (LLVM's wording where it has one).
    pub msg: String,
}

impl CodegenError {
    /// An error with `msg`.
    pub fn new(msg: impl Into<String>) -> CodegenError {
        CodegenError { msg: msg.into() }
    }
}

impl std::fmt::Display for CodegenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for CodegenError {}
