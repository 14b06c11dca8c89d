//! The machine pass pipeline in one place (as QBE's `main.c` lists its passes), with llc's
//! debugging options: `-print-after-all`, `-print-after=<pass>`, `-stop-after=<pass>` and
//! `-verify-machineinstrs` (the machine verifier after every pass).
//!
//! In: a [`MachineFunction`] in SSA form from instruction selection, the target, options.
//! Out: the function after each pass in [`run_machine_passes`]'s list, the requested dumps
//! appended to a string, or the first error (a pass's or the verifier's).

use crate::machine::verifier::verify;
use crate::machine::{MachineFunction, PrintContext};
use crate::target::{TargetInstrInfo, TargetRegisterInfo};
use crate::CodegenError;

/// Options of the pipeline (llc's names).
#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    /// `-print-after-all`.
    pub print_after_all: bool,
    /// `-print-after=<pass>` (may repeat).
    pub print_after: Vec<String>,
    /// `-stop-after=<pass>`.
    pub stop_after: Option<String>,
    /// `-verify-machineinstrs`.
    pub verify: bool,
    /// `-O0`..`-O3`.
    pub opt_level: u8,
}

/// How a pipeline run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PipelineEnd {
    /// Every pass ran.
    Completed,
    /// `-stop-after` stopped it after the named pass.
    Stopped,
}

/// The body of a machine pass.
pub type PassFn<'a> = Box<dyn FnMut(&mut MachineFunction) -> Result<(), CodegenError> + 'a>;

/// A machine pass: its name (llc's `-print-after` name) and what it does.
pub struct MachinePass<'a> {
    /// The pass name (`regalloc`, `prologepilog`).
    pub name: &'static str,
    /// The pass body.
    pub run: PassFn<'a>,
}

/// Runs `passes` in order over `mf` with the printing, stopping and verifying `opts` asks for;
/// dumps go to `out` (as llc prints `# *** IR Dump After <pass> ***`).
pub fn run_passes(
    mf: &mut MachineFunction,
    passes: &mut [MachinePass<'_>],
    opts: &PipelineOptions,
    tii: &dyn TargetInstrInfo,
    tri: &dyn TargetRegisterInfo,
    globals: &[String],
    out: &mut String,
) -> Result<PipelineEnd, CodegenError> {
    if let Some(stop) = &opts.stop_after {
        if !passes.iter().any(|p| p.name == stop) {
            return Err(CodegenError::new(format!(
                "-stop-after: unknown pass '{stop}'"
            )));
        }
    }
    for p in &opts.print_after {
        if !passes.iter().any(|q| q.name == p) {
            return Err(CodegenError::new(format!(
                "-print-after: unknown pass '{p}'"
            )));
        }
    }
    let cx = PrintContext { tii, tri, globals };
    for pass in passes.iter_mut() {
        (pass.run)(mf)?;
        if opts.verify {
            if let Err(errs) = verify(mf, tii, tri, pass.name) {
                return Err(CodegenError::new(errs.join("\n")));
            }
        }
        if opts.print_after_all || opts.print_after.iter().any(|p| p == pass.name) {
            out.push_str(&format!(
                "# *** IR Dump After {} ({}) ***:\n",
                pass_title(pass.name),
                pass.name
            ));
            out.push_str(&mf.print(&cx));
        }
        if opts.stop_after.as_deref() == Some(pass.name) {
            return Ok(PipelineEnd::Stopped);
        }
    }
    Ok(PipelineEnd::Completed)
}

/// The human title of a pass (LLVM's pass descriptions).
pub fn pass_title(name: &str) -> &'static str {
    match name {
        "finalize-isel" => "Finalize ISel and expand pseudo-instructions",
        "regalloc" => "Register Allocation (regalloc2)",
        "prologepilog" => "Prologue/Epilogue Insertion & Frame Finalization",
        _ => "Machine pass",
    }
}
