//! What every target's `build.rs` does, in one place: parse the target's root `.td` (with
//! kiln's base schema from `crates/target/td`), report every file read with
//! `cargo:rerun-if-changed`, run the generators, and write their Rust to `OUT_DIR` only when it
//! changed (so unchanged tables don't trigger rebuilds). Also the check, used by each target's
//! tests, that every `.td` file reachable through `include` is reported for rerun.

use kiln_tablegen::RecordKeeper;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The inputs of one target's build: its root `.td`, include directories and `OUT_DIR`.
pub struct TargetBuild {
    /// The target's name as in its `.td` files and generated file names (`RISCV`, `X86`).
    pub target: String,
    /// `<manifest>/td/<target>.td`.
    pub root: PathBuf,
    /// kiln's base schema directory, then the target's `td/`.
    pub includes: Vec<PathBuf>,
    /// Where generated Rust goes.
    pub out_dir: PathBuf,
}

impl TargetBuild {
    /// The build of `target` as cargo describes it to a build script (`CARGO_MANIFEST_DIR`,
    /// `OUT_DIR`); the crate is expected at `targets/<dir>/` with its `.td` files in `td/`.
    pub fn from_env(target: &str) -> Result<TargetBuild, String> {
        let var = |k: &str| std::env::var(k).map_err(|e| format!("error: {k}: {e}"));
        let manifest = PathBuf::from(var("CARGO_MANIFEST_DIR")?);
        let td = manifest.join("td");
        Ok(TargetBuild {
            target: target.to_string(),
            root: td.join(format!("{target}.td")),
            includes: vec![manifest.join("../../crates/target/td"), td],
            out_dir: PathBuf::from(var("OUT_DIR")?),
        })
    }

    /// Parses the root `.td`, prints `cargo:rerun-if-changed` for the `td/` directory and
    /// every file read, and writes `<target>GenRegisterInfo.rs`. Returns the records for
    /// further generators.
    pub fn run_register_info(&self) -> Result<RecordKeeper, String> {
        if let Some(td) = self.includes.last() {
            println!("cargo:rerun-if-changed={}", td.display());
        }
        let records = RecordKeeper::parse_file(&self.root, &self.includes, &[])?;
        for f in records.input_files() {
            println!("cargo:rerun-if-changed={}", f.display());
        }
        let rust = crate::run_action("-gen-register-info", &records)?;
        self.write(&format!("{}GenRegisterInfo.rs", self.target), &rust)?;
        Ok(records)
    }

    /// Runs `-gen-dag-isel` over `records` for hardware mode `mode` (the `HwMode` record
    /// whose types the code generator uses, e.g. `RV64`; empty: the default mode) and writes
    /// `<target>GenDAGISel.rs`.
    pub fn run_dag_isel(&self, records: &RecordKeeper, mode: &str) -> Result<(), String> {
        let rust = crate::dag_isel::emit(records, &self.target, mode)?;
        self.write(&format!("{}GenDAGISel.rs", self.target), &rust)
    }

    /// Writes `OUT_DIR/<name>` unless it already holds exactly `text`.
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        write_if_changed(&self.out_dir.join(name), text)
    }
}

/// Runs a build script body and turns its error into a message and exit status 1.
pub fn exit_on_error(result: Result<(), String>) {
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

/// Writes `text` to `path` unless it already holds exactly that.
pub fn write_if_changed(path: &Path, text: &str) -> Result<(), String> {
    if std::fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| format!("error: cannot write {}: {e}", path.display()))
}

/// The files reachable from `root` through `include "..."` lines, each searched in the
/// including file's directory and then in `dirs`.
pub fn reachable_td_files(root: &Path, dirs: &[PathBuf]) -> Result<BTreeSet<PathBuf>, String> {
    let canon = |p: &Path| {
        p.canonicalize()
            .map_err(|e| format!("{}: {e}", p.display()))
    };
    let mut seen = BTreeSet::new();
    let mut todo = vec![canon(root)?];
    while let Some(f) = todo.pop() {
        if !seen.insert(f.clone()) {
            continue;
        }
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix("include \"") else {
                continue;
            };
            let name = rest.split('"').next().unwrap_or("");
            let found = f
                .parent()
                .map(Path::to_path_buf)
                .into_iter()
                .chain(dirs.iter().cloned())
                .map(|d| d.join(name))
                .find(|p| p.exists())
                .ok_or_else(|| format!("{name} included from {} not found", f.display()))?;
            todo.push(canon(&found)?);
        }
    }
    Ok(seen)
}

/// Checks a target's finished build: the generated register info is in `out_dir`, and every
/// `.td` file reachable from the root has a `cargo:rerun-if-changed` line in the build
/// script's recorded output (which cargo keeps beside `OUT_DIR`). `manifest_dir` is the target
/// crate's directory.
pub fn check_rerun_if_changed(
    manifest_dir: &Path,
    target: &str,
    out_dir: &Path,
) -> Result<(), String> {
    let td = manifest_dir.join("td");
    let files = reachable_td_files(
        &td.join(format!("{target}.td")),
        &[manifest_dir.join("../../crates/target/td"), td.clone()],
    )?;
    if files.len() < 3 {
        return Err(format!("too few .td files reachable: {files:?}"));
    }
    let generated = out_dir.join(format!("{target}GenRegisterInfo.rs"));
    if !generated.exists() {
        return Err(format!("{} was not generated", generated.display()));
    }
    let output_file = out_dir
        .parent()
        .map(|p| p.join("output"))
        .unwrap_or_default();
    let output = std::fs::read_to_string(&output_file)
        .map_err(|e| format!("build script output {}: {e}", output_file.display()))?;
    let rerun: BTreeSet<PathBuf> = output
        .lines()
        .filter_map(|l| l.strip_prefix("cargo:rerun-if-changed="))
        .filter_map(|p| Path::new(p).canonicalize().ok())
        .collect();
    match files.iter().find(|f| !rerun.contains(*f)) {
        Some(f) => Err(format!("no rerun-if-changed for {}", f.display())),
        None => Ok(()),
    }
}
