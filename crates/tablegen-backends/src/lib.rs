//! TableGen backends that turn target descriptions into Rust (register info, instruction info, asm writer and matcher, encoder, disassembler, DAG isel, calling conventions).
//!
//! In: evaluated records. Out: Rust source (written by a target's `build.rs` to
//! `OUT_DIR`) or a text report. [`run_action`] (over kiln-tablegen's records) and
//! [`run_action_on`] (over any [`RecordSource`]) dispatch the backend options of
//! the `kiln-tablegen` command:
//! - `-gen-register-info`: the register tables for kiln-mc's `MCRegisterInfo`;
//! - `-dump-reginfo=REG`: seed 002's facts about one register;
//! - `-dump-regclass=CLASS`: the facts about one register class;
//! - `-gen-callingconv`: the calling-convention rule tables;
//! - `-gen-dag-isel[=MODE]`: the DAG instruction selector's matcher table ([`dag_isel`]).

pub mod asm_matcher;
pub mod asm_writer;
pub mod build_support;
pub mod calling_conv;
pub mod code_emitter;
pub mod dag_isel;
pub mod disassembler;
pub mod instr_info;
pub mod register_info;
pub mod subtarget;

use register_info::records::RecordSource;

/// `msg` as an error message: unchanged if already located (`file:line:col: error:`).
fn error(msg: String) -> String {
    if msg.contains("error: ") {
        msg
    } else {
        format!("error: {msg}")
    }
}

/// Whether `action` names an option this crate handles.
pub fn handles_action(action: &str) -> bool {
    let a = action.trim_start_matches('-');
    a == "gen-register-info"
        || a.starts_with("dump-reginfo=")
        || a.starts_with("dump-regclass=")
        || a == "gen-dag-isel"
        || a.starts_with("gen-dag-isel=")
        || matches!(
            a,
            "gen-instr-info"
                | "gen-asm-writer"
                | "gen-asm-matcher"
                | "gen-emitter"
                | "gen-disassembler"
                | "gen-subtarget"
                | "gen-callingconv"
        )
}

/// Runs backend option `action` (`-gen-register-info`, `-dump-reginfo=REG`,
/// `-dump-regclass=CLASS`) over the records kiln-tablegen read: the entry point of
/// the `kiln-tablegen` command and of the targets' build scripts.
pub fn run_action(action: &str, records: &kiln_tablegen::RecordKeeper) -> Result<String, String> {
    if let Some(r) = instr_info::run_mc_action(action, records) {
        return r;
    }
    if action.trim_start_matches('-') == "gen-callingconv" {
        // The target is named by its root file (`RISCV.td`), as the build scripts name it.
        let target = records
            .input_files()
            .first()
            .and_then(|p| p.file_stem())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        return calling_conv::emit(records, &target);
    }
    if let Some(r) = dag_isel::run(action, records) {
        return r;
    }
    let source = records
        .input_files()
        .first()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    run_action_on(action, records, &source)
}

/// Runs backend option `action` (with or without leading dashes) over the records
/// of `src`; `source` names the input file in generated headers.
pub fn run_action_on(action: &str, src: &dyn RecordSource, source: &str) -> Result<String, String> {
    let a = action.trim_start_matches('-');
    let build = || -> Result<register_info::RegBank, String> {
        let input = register_info::records::read_input(src)?;
        register_info::RegBank::build(&input).map_err(error)
    };
    if a == "gen-register-info" {
        let bank = build()?;
        register_info::emit_rust(&bank, source).map_err(error)
    } else if let Some(reg) = a.strip_prefix("dump-reginfo=") {
        register_info::dump_reg(&build()?, reg).map_err(error)
    } else if let Some(class) = a.strip_prefix("dump-regclass=") {
        register_info::dump_class(&build()?, class).map_err(error)
    } else {
        Err(format!("error: unknown backend option '{action}'"))
    }
}
