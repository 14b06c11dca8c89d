//! `kiln`: reads LLVM IR and writes assembly or objects, like `llc`.
//!
//! In: one `.ll` file (or `-`, stdin) and llc's options. Out: assembly (`-filetype=asm`), an
//! ELF object (`obj`) or nothing (`null`) in the `-o` file (default: the input name with `.s`
//! or `.o`; stdout for stdin input), or with `-emit-llvm` the parsed and verified module printed
//! back as text (default: stdout). Errors go to stderr in LLVM's formats (located parse errors
//! with the source line and a caret; verifier errors naming function, block and instruction;
//! `kiln: error: ...` for the rest) and the exit status is 1.

use kiln_cli::{default_output_name, help_text, parse_args, OptKind, OptSpec, Parsed};
use kiln_support::SourceMgr;
use kiln_target::{
    CodeGenFileType, CodeGenOptLevel, CodegenFlags, FeatureString, Registry, RelocModel,
    TargetOptions, Triple,
};
use std::io::{Read, Write};
use std::process::ExitCode;

/// mimalloc as the global allocator: kiln makes many small short-lived allocations per block and
/// per function, and mimalloc serves them about 13% faster (kiln -O0 CPU) than glibc's malloc
/// for about 10 MiB more peak memory; see docs/ARCHITECTURE.md and bench/NOTES.md.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const TOOL: &str = "kiln";

const OPTIONS: &[OptSpec] = &[
    OptSpec::new("o", OptKind::Value, "filename", "Output filename"),
    OptSpec::new(
        "O",
        OptKind::Prefix,
        "char",
        "Optimization level. [-O0, -O1, -O2, or -O3] (default = '-O2')",
    ),
    OptSpec::new(
        "march",
        OptKind::Value,
        "string",
        "Architecture to generate code for (see --version)",
    ),
    OptSpec::new(
        "mtriple",
        OptKind::Value,
        "string",
        "Override target triple for module",
    ),
    OptSpec::new(
        "mcpu",
        OptKind::Value,
        "cpu-name",
        "Target a specific cpu type (-mcpu=help for details)",
    ),
    OptSpec::new(
        "mattr",
        OptKind::Value,
        "a1,+a2,-a3,...",
        "Target specific attributes (-mattr=help for details)",
    ),
    OptSpec::new(
        "target-abi",
        OptKind::Value,
        "string",
        "The ABI to use (default: the module's \"target-abi\" flag, else the target's default)",
    ),
    OptSpec::with_values(
        "relocation-model",
        "Choose relocation model",
        &[
            ("static", "Non-relocatable code"),
            ("pic", "Fully relocatable, position independent code"),
        ],
    ),
    OptSpec::with_values(
        "filetype",
        "Choose a file type (not all types are supported by all targets):",
        &[
            ("asm", "Emit an assembly ('.s') file"),
            ("obj", "Emit a native object ('.o') file"),
            ("null", "Emit nothing, for performance testing"),
        ],
    ),
    OptSpec::with_values(
        "frame-pointer",
        "Specify frame pointer elimination optimization",
        &[
            ("all", "Disable frame pointer elimination"),
            (
                "non-leaf",
                "Disable frame pointer elimination for non-leaf frame",
            ),
            (
                "reserved",
                "Enable frame pointer elimination, but reserve the frame pointer register",
            ),
            ("none", "Enable frame pointer elimination"),
        ],
    ),
    OptSpec::new(
        "emit-llvm",
        OptKind::Flag,
        "",
        "Write the parsed and verified module back as LLVM IR text (default output: stdout)",
    ),
    OptSpec::new(
        "disable-verify",
        OptKind::Flag,
        "",
        "Do not verify the input module",
    ),
    OptSpec::new(
        "time-passes",
        OptKind::Flag,
        "",
        "Time each phase (parse, verify, print or codegen) and report on stderr",
    ),
    OptSpec::new(
        "threads",
        OptKind::Value,
        "N",
        "Compile functions in parallel on N threads (default: available parallelism; output does not depend on N)",
    ),
    OptSpec::new(
        "print-after-all",
        OptKind::Flag,
        "",
        "Print the machine functions after each machine pass (on stderr)",
    ),
    OptSpec::new(
        "print-after",
        OptKind::Value,
        "pass",
        "Print the machine functions after this pass (may repeat)",
    ),
    OptSpec::new(
        "stop-after",
        OptKind::Value,
        "pass",
        "Stop code generation after this pass and write the machine functions",
    ),
    OptSpec::new(
        "verify-machineinstrs",
        OptKind::Flag,
        "",
        "Verify the machine functions after each machine pass",
    ),
    OptSpec::new(
        "verify-regalloc",
        OptKind::Flag,
        "",
        "Check every register allocation with the allocator's checker (an error if a use reads the wrong value)",
    ),
    OptSpec::new(
        "regalloc",
        OptKind::Value,
        "allocator",
        "Register allocator: fast, greedy, basic or default (fast at -O0, greedy above)",
    ),
    OptSpec::new(
        "fast-isel",
        OptKind::Flag,
        "",
        "Select the simple instructions with FastISel (off unless given; see docs/ARCHITECTURE.md)",
    ),
    OptSpec::new(
        "dag-dot-dir",
        OptKind::Value,
        "dir",
        "Write each block's SelectionDAG after each DAG stage as Graphviz files into dir",
    ),
    OptSpec::new("help", OptKind::Flag, "", "Display available options"),
    OptSpec::new(
        "version",
        OptKind::Flag,
        "",
        "Display the version of this program",
    ),
];

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            let mut stderr = std::io::stderr().lock();
            let _ = stderr.write_all(message.as_bytes());
            if !message.ends_with('\n') {
                let _ = stderr.write_all(b"\n");
            }
            ExitCode::FAILURE
        }
    }
}

/// The targets this `kiln` knows. Each target crate that can generate code fills in its entry
/// here (its features, processors and `create_target_machine`), e.g.
/// `kiln_target_riscv::register(&mut r)`; until then the target reports that it cannot
/// generate code yet.
fn registry() -> Registry {
    let mut r = Registry::builtin();
    kiln_target_riscv::target_machine::register(&mut r);
    kiln_target_aarch64::target_machine::register(&mut r);
    kiln_target_x86::target_machine::register(&mut r);
    kiln_target_cpu0::target_machine::register(&mut r);
    r
}

/// The triple used when neither `-mtriple=` nor the module gives one (LLVM's default target).
fn default_triple() -> String {
    match std::env::consts::ARCH {
        "x86_64" => "x86_64-pc-linux-gnu".to_string(),
        arch => format!("{arch}-unknown-linux-gnu"),
    }
}

fn version_text(registry: &Registry) -> String {
    format!(
        "kiln version {}\n  {} build.\n  Default target: {}\n\n{}\n{}",
        env!("CARGO_PKG_VERSION"),
        if cfg!(debug_assertions) {
            "Debug"
        } else {
            "Optimized"
        },
        default_triple(),
        registry.print_registered_targets(),
        registry.print_code_generators()
    )
}

/// `in.ll` -> `in.s` / `in.o`, as llc derives its output name; stdin goes to stdout, and so
/// does `-emit-llvm` (whose natural name, `in.ll`, would overwrite the input).
fn default_output(input: &str, file_type: CodeGenFileType, emit_llvm: bool) -> String {
    match file_type {
        _ if emit_llvm => "-".to_string(),
        CodeGenFileType::Assembly => default_output_name(input, "s"),
        CodeGenFileType::Object => default_output_name(input, "o"),
        CodeGenFileType::Null => "-".to_string(),
    }
}

fn err(message: impl std::fmt::Display) -> String {
    format!("{TOOL}: error: {message}")
}

fn run(args: Vec<String>) -> Result<(), String> {
    let opts: Parsed = parse_args(TOOL, OPTIONS, args).map_err(|e| e.message)?;
    let registry = registry();
    if opts.flag("help") {
        print!(
            "{}",
            help_text(
                "kiln compiler backend (like llc)",
                "kiln [options] <input .ll file>",
                OPTIONS
            )
        );
        return Ok(());
    }
    if opts.flag("version") {
        print!("{}", version_text(&registry));
        return Ok(());
    }
    if opts.positionals.len() > 1 {
        return Err(format!(
            "{TOOL}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {TOOL} --help"
        ));
    }
    let input = opts
        .positionals
        .first()
        .cloned()
        .unwrap_or_else(|| "-".to_string());
    let opt_level = match opts.value("O") {
        None => CodeGenOptLevel::Default,
        Some(v) => v
            .parse::<u32>()
            .ok()
            .filter(|_| v.len() == 1)
            .and_then(CodeGenOptLevel::from_number)
            .ok_or_else(|| err("invalid optimization level."))?,
    };
    let file_type = match opts.value("filetype") {
        Some("obj") => CodeGenFileType::Object,
        Some("null") => CodeGenFileType::Null,
        _ => CodeGenFileType::Assembly,
    };
    let explicit_reloc_model = match opts.value("relocation-model") {
        Some("pic") => Some(RelocModel::Pic),
        Some(_) => Some(RelocModel::Static),
        None => None,
    };
    let emit_llvm = opts.flag("emit-llvm");
    // `-mattr=help` as llc has it (the `+help` spelling works too).
    let mattr = opts.value("mattr").unwrap_or("");
    let attr_help = mattr == "help";
    let features = if attr_help {
        FeatureString::default()
    } else {
        FeatureString::parse(mattr).map_err(err)?
    };
    let cpu = opts.value("mcpu").unwrap_or("").to_string();
    if let Some(march) = opts.value("march") {
        // Checked even with -emit-llvm, so a typo is never silently ignored.
        registry
            .lookup_target(Some(march), &Triple::new(""))
            .map_err(err)?;
    }

    // Read and parse.
    let mut timer = PhaseTimer::new(opts.flag("time-passes"));
    let (name, text) = read_input(&input)?;
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer(name, text);
    timer.done("Read input");
    let mut module = kiln_ir::parse_module(&mut sm, file).map_err(|d| sm.render(&d))?;
    timer.done("Parse .ll");
    if !opts.flag("disable-verify") {
        kiln_ir::verifier::verify_module(&module).map_err(|errors| {
            let mut s = String::new();
            for e in &errors {
                s.push_str(&err(e));
                s.push('\n');
            }
            s
        })?;
        timer.done("Verify module");
    }

    let output = opts
        .value("o")
        .map(str::to_string)
        .unwrap_or_else(|| default_output(&input, file_type, emit_llvm));
    if emit_llvm {
        let text = module.print();
        timer.done("Print module");
        write_output(&output, text.as_bytes())?;
        timer.done("Write output");
        // The process is about to exit: freeing the module's arenas one by one would only cost
        // time (LLVM's tools skip it too).
        std::mem::forget(module);
        std::mem::forget(sm);
        std::mem::forget(text);
        timer.done("Exit cleanup");
        timer.report();
        return Ok(());
    }

    // Pick the target as llc does: -mtriple, else the module's triple, else the default; then
    // -march replaces the architecture.
    let triple_text = match opts.value("mtriple") {
        Some(t) => t.to_string(),
        None => module
            .triple
            .clone()
            .filter(|t| !t.is_empty())
            .unwrap_or_else(default_triple),
    };
    let mut triple = Triple::parse_normalized(&triple_text);
    let target = registry
        .lookup_target(opts.value("march"), &triple)
        .map_err(err)?;
    if opts.value("march").is_some() {
        triple.set_arch(target.arch);
    }
    if attr_help || cpu == "help" || features.items.iter().any(|(n, _)| n == "help") {
        print!("{}", target_help(target));
        return Ok(());
    }
    if let Some(fp) = opts.value("frame-pointer") {
        set_frame_pointer(&mut module, fp);
    }
    // Unknown -mattr features are ignored with llc's warning (each said once).
    let resolved = target.resolve_features(&cpu, &features).map_err(err)?;
    for w in &resolved.warnings {
        kiln_target::warn_once(w);
    }
    let feature_set = resolved.set;
    // -target-abi, else the module's "target-abi" flag (clang writes it), else the default.
    let abi = match opts.value("target-abi") {
        Some(a) => a.to_string(),
        None => match module.module_flag("target-abi") {
            Some(kiln_ir::metadata::Md::Str(s)) => module.strings.get(s).to_string(),
            _ => String::new(),
        },
    };
    // -relocation-model, else the module's "PIC Level"/"PIE Level" flags (clang writes them for
    // the PIE that Debian's gcc links by default), else static.
    let reloc_model = explicit_reloc_model.unwrap_or_else(|| {
        if module.module_flag("PIC Level").is_some() || module.module_flag("PIE Level").is_some() {
            RelocModel::Pic
        } else {
            RelocModel::Static
        }
    });
    if module
        .named_md
        .iter()
        .any(|n| &*n.name == "llvm.dbg.cu" && !n.nodes.is_empty())
    {
        // Said once per module, never in silence: the code is right, the DWARF is missing.
        eprintln!(
            "{TOOL}: warning: {input}: the module's debug info is dropped (kiln does not emit DWARF yet)"
        );
    }
    let tm = target
        .create_target_machine(TargetOptions {
            triple,
            cpu,
            features,
            feature_set,
            abi,
            opt_level,
            codegen: codegen_flags(&opts)?,
            reloc_model,
        })
        .map_err(err)?;
    let mut out = Vec::new();
    tm.codegen_module(&mut module, file_type, &mut out)
        .map_err(err)?;
    timer.done("Code generation");
    if file_type != CodeGenFileType::Null {
        write_output(&output, &out)?;
        timer.done("Write output");
    }
    timer.report();
    Ok(())
}

/// The code generator's driver and debugging options from the command line.
fn codegen_flags(opts: &Parsed) -> Result<CodegenFlags, String> {
    let threads = match opts.value("threads") {
        None => 0,
        Some(v) => v.parse::<usize>().map_err(|_| {
            err(format!(
                "invalid -threads value '{v}' (a number; 0: all cores)"
            ))
        })?,
    };
    Ok(CodegenFlags {
        threads,
        print_after_all: opts.flag("print-after-all"),
        print_after: opts
            .occurrences
            .iter()
            .filter(|(n, _)| *n == "print-after")
            .map(|(_, v)| v.clone())
            .collect(),
        stop_after: opts.value("stop-after").map(str::to_string),
        verify_machineinstrs: opts.flag("verify-machineinstrs"),
        verify_regalloc: opts.flag("verify-regalloc"),
        regalloc: opts.value("regalloc").map(str::to_string),
        fast_isel: opts.value("fast-isel").map(|v| v == "true"),
        dag_dot_dir: opts.value("dag-dot-dir").map(str::to_string),
    })
}

/// `-frame-pointer=<kind>` as llc-22 applies it: a default for the functions that have no
/// `"frame-pointer"` attribute (one clang wrote still wins). The attribute goes after the
/// function's own ones, and code generation reads the first `"frame-pointer"` it finds.
fn set_frame_pointer(module: &mut kiln_ir::Module, kind: &str) {
    let key = module.strings.intern("frame-pointer");
    let value = module.strings.intern(kind);
    for k in 0..module.functions.len() {
        let old = module.functions[k].fn_attrs;
        let mut attrs = module.attrs(old).to_vec();
        attrs.push(kiln_ir::Attribute::Str(key, Some(value)));
        module.functions[k].fn_attrs = module.intern_attrs(&attrs);
    }
}

/// Wall time per phase for `-time-passes`, reported on stderr at the end.
struct PhaseTimer {
    enabled: bool,
    last: std::time::Instant,
    phases: Vec<(&'static str, std::time::Duration)>,
}

impl PhaseTimer {
    fn new(enabled: bool) -> PhaseTimer {
        PhaseTimer {
            enabled,
            last: std::time::Instant::now(),
            phases: Vec::new(),
        }
    }

    /// Ends the current phase, naming it.
    fn done(&mut self, name: &'static str) {
        if self.enabled {
            let now = std::time::Instant::now();
            self.phases.push((name, now - self.last));
            self.last = now;
        }
    }

    fn report(&self) {
        if !self.enabled {
            return;
        }
        let total: f64 = self.phases.iter().map(|p| p.1.as_secs_f64()).sum();
        let mut s = String::from("===-- kiln phase timing (wall clock) --===\n");
        for (name, d) in &self.phases {
            let secs = d.as_secs_f64();
            s.push_str(&format!(
                "  {:>9.4} s ({:>5.1}%)  {name}\n",
                secs,
                if total > 0.0 {
                    100.0 * secs / total
                } else {
                    0.0
                }
            ));
        }
        s.push_str(&format!("  {total:>9.4} s (100.0%)  Total\n"));
        eprint!("{s}");
    }
}

/// `-mcpu=help` / `-mattr=help`: the target's processors and features.
fn target_help(target: &kiln_target::Target) -> String {
    let mut s = String::from("Available CPUs for this target:\n\n");
    let w = target
        .processors
        .iter()
        .map(|p| p.name.len())
        .chain(target.features.iter().map(|f| f.name.len()))
        .max()
        .unwrap_or(0);
    for p in target.processors {
        s.push_str(&format!(
            "  {:w$} - Select the {} processor.\n",
            p.name,
            p.name,
            w = w
        ));
    }
    s.push_str("\nAvailable features for this target:\n\n");
    for f in target.features {
        s.push_str(&format!("  {:w$} - {}.\n", f.name, f.description, w = w));
    }
    s
}

fn read_input(input: &str) -> Result<(String, String), String> {
    let mut bytes = Vec::new();
    if input == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| err(format!("<stdin>: error: Could not read input: {e}")))?;
    } else {
        bytes = std::fs::read(input).map_err(|e| {
            err(format!(
                "{input}: error: Could not open input file: {}",
                io_reason(&e)
            ))
        })?;
    }
    let name = if input == "-" { "<stdin>" } else { input };
    if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        return Err(err(format!(
            "{name}: error: LLVM bitcode input is not supported; convert it to text with llvm-dis-22"
        )));
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            // Point at the first bad byte, with the line it is on.
            let at = e.utf8_error().valid_up_to();
            let lossy = String::from_utf8_lossy(e.as_bytes()).into_owned();
            let mut sm = SourceMgr::new();
            let file = sm.add_buffer(name, lossy);
            let d =
                kiln_support::Diagnostic::error(sm.loc(file, at), "input is not valid UTF-8 text");
            return Err(sm.render(&d));
        }
    };
    Ok((name.to_string(), text))
}

/// The OS error text without Rust's " (os error N)" suffix, as LLVM prints it.
fn io_reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

fn write_output(output: &str, bytes: &[u8]) -> Result<(), String> {
    if output == "-" {
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(bytes)
            .and_then(|_| stdout.flush())
            .map_err(|e| err(format!("writing to stdout: {}", io_reason(&e))))
    } else {
        std::fs::write(output, bytes).map_err(|e| err(format!("{output}: {}", io_reason(&e))))
    }
}

#[cfg(test)]
mod tests {
    //! The command line's `-verify-regalloc` is a real option: listed by `-help`, set in the
    //! code generator's flags only when given, and accepted by a whole `kiln` run.
    use super::*;

    fn parsed(args: &[&str]) -> Parsed {
        parse_args(TOOL, OPTIONS, args.iter().map(|a| a.to_string())).expect("the arguments parse")
    }

    #[test]
    fn verify_regalloc_sets_the_codegen_flag_and_is_documented() {
        let on = codegen_flags(&parsed(&["-verify-regalloc", "x.ll"])).expect("valid flags");
        assert!(on.verify_regalloc);
        let off = codegen_flags(&parsed(&["x.ll"])).expect("valid flags");
        assert!(!off.verify_regalloc);
        assert!(
            help_text("", "", OPTIONS).contains("--verify-regalloc"),
            "-help lists -verify-regalloc"
        );
    }

    #[test]
    fn a_run_with_verify_regalloc_compiles() {
        let dir = std::env::temp_dir().join(format!("kiln-verify-regalloc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let ll = dir.join("f.ll");
        std::fs::write(
            &ll,
            "target triple = \"riscv64-unknown-linux-gnu\"\n\
             define i64 @f(i64 %a, i64 %b) {\n  %d = sub i64 %a, %b\n  ret i64 %d\n}\n",
        )
        .expect("the input can be written");
        let out = dir.join("f.s");
        let args = [
            "-verify-regalloc".to_string(),
            "-O2".to_string(),
            ll.display().to_string(),
            "-o".to_string(),
            out.display().to_string(),
        ];
        let r = run(args.to_vec());
        let asm = std::fs::read_to_string(&out).unwrap_or_default();
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(r, Ok(()));
        assert!(asm.contains("sub\t"), "the function was compiled:\n{asm}");
    }
}
