//! kiln-codegen: the target-independent code generator (seed 001's pipeline).
//!
//! In: a kiln-ir function and a target (through the traits defined here). Out: a
//! [`machine::MachineFunction`] with physical registers, a finished frame and CFI records,
//! ready for MC lowering. Nothing here knows any ISA.
//!
//! ```text
//! IR function
//!   --SelectionDAGBuilder-->  one SelectionDAG per block          builder, selection_dag
//!        (FunctionLoweringInfo: cross-block vregs, SSA phis, static allocas as frame indices;
//!         arguments, calls, returns lowered by the target's TargetLowering + CCState)
//!   --legalize vectors-->  (scalarize every vector value)        legalize_vectors
//!   --combine-->                                                  combine
//!   --legalize types-->  (promote / expand integers)              legalize
//!   --legalize ops-->    (Legal / Promote / Expand / Custom / LibCall)
//!   --combine--> --legalize ops-->
//!   --instruction selection--> (target select hook, then matcher table)  isel
//!   --schedule + InstrEmitter-->  (source order at -O0, pressure-aware above)  schedule
//! MachineFunction: SSA, virtual registers, PHIs, frame indices      machine
//!   finalize-isel   (PHIs placed)                                 schedule::insert_phis
//!   regalloc        (regalloc2 ion; caller-saved only at -O0)      regalloc
//!   prologepilog    (callee saves, layout, prologue/epilogue, frame indices)  pei
//!   postrapseudos   (COPY -> target moves)                        pipeline
//! MachineFunction with physical registers
//! ```
//!
//! The whole list is one function, [`pipeline::compile_function`]; [`pipeline::run_passes`]
//! drives the machine passes with `-print-after-all`, `-print-after=<pass>`,
//! `-stop-after=<pass>` and `-verify-machineinstrs` (the [`machine::verifier`] after every
//! pass); `CompileOptions::dag_dot_after` dumps every block's DAG as Graphviz after a DAG stage.
//!
//! # How a target plugs in
//! A target crate (`targets/<t>/src`) implements, mostly from its generated tables:
//! - [`target_lowering::TargetLowering`] in `isel_lowering.rs`: a
//!   [`target_lowering::TargetLoweringInfo`] filled with `add_register_class` (legal types),
//!   `set_operation_action`, `set_load_ext_action`, `set_trunc_store_action`,
//!   `set_cond_code_action`, libcall names; and `lower_formal_arguments`, `lower_call`,
//!   `lower_return` using [`calling_conv::CCState`] with the [`calling_conv::CCRule`] table
//!   generated from `<T>CallingConv.td`; `lower_operation` for Custom actions.
//! - [`isel::TargetIsel`] in `isel_dag_to_dag.rs`: the [`isel::MatcherTable`] the DAG-isel
//!   TableGen backend generates from the `.td` patterns (per root opcode, match programs of
//!   [`isel::MatcherOp`]s), the predicates/complex patterns/transforms those programs name by
//!   number, and a `select` hook for what patterns can't say (calls, returns, immediates that
//!   need a sequence).
//! - [`target::TargetInstrInfo`] in `instr_info.rs` (descriptions from the generated
//!   `MCInstrDesc` table; `copy_phys_reg`, `store_reg_to_stack_slot`,
//!   `load_reg_from_stack_slot`, `insert_unconditional_branch`).
//! - [`target::TargetRegisterInfo`] in `register_info.rs` (names, classes, callee-saved
//!   registers, call-preserved masks, the allocator's register lists).
//! - [`pei::TargetFrameLowering`] in `frame_lowering.rs` (`emit_prologue`, `emit_epilogue`,
//!   `eliminate_frame_index`, call-frame pseudos; [`pei::insert_cfi`] for CFI).
//!
//! Target DAG opcodes are `Opcode::target(n)`; selected instructions `Opcode::machine(opc)`;
//! generic machine opcodes (COPY, PHI, ...) are in [`target::target_opcode`]. The tests
//! (`tests/common`) hold a complete small mock target built exactly this way, and a simulator
//! that runs its output.

// One match arm per kind, with the condition inside, reads better in lowering code.
#![allow(clippy::collapsible_match)]

pub mod asm_printer;
pub mod block_placement;
pub mod branch_folding;
pub mod builder;
pub mod call_lowering;
pub mod calling_conv;
#[cfg(test)]
mod cfg_test_target;
pub mod combine;
pub mod eh;
pub mod fast_isel;
pub mod fn_attrs;
pub mod inline_asm;
pub mod ir_expand;
pub mod isel;
pub mod known_bits;
pub mod legalize;
pub mod legalize_vectors;
pub mod load_store_pairs;
pub mod machine;
pub mod machine_copy_propagation;
pub mod machine_cse;
pub mod machine_licm;
pub mod machine_loop_info;
pub mod paired_frame;
pub mod parallel;
pub mod pei;
pub mod phi_input_sink;
pub mod pipeline;
pub mod regalloc;
pub mod regalloc_fast;
pub mod schedule;
pub mod selection_dag;
pub mod ssa_copy_prop;
pub mod tail_duplication;
pub mod target;
pub mod target_lowering;
pub mod target_machine;
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
