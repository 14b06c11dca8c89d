//! The `kiln-tablegen` command line, shared by the binary and tests.
//!
//! In: llvm-tblgen-style arguments. Out: the exit status; output goes to stdout or `-o`, errors
//! to stderr. Options may be written `-opt` or `--opt`, and `-I dir` or `-Idir`.

use crate::RecordKeeper;
use std::path::PathBuf;

/// What to produce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `-print-records` (default).
    PrintRecords,
    /// `-dump-json`.
    DumpJson,
    /// `-print-detailed-records`.
    PrintDetailedRecords,
    /// A backend action (`-gen-*`, `-dump-*`) handled by another crate.
    Backend(String),
}

/// Parsed command line.
#[derive(Clone, Debug)]
pub struct Cli {
    /// Input file (`-` for stdin).
    pub input: String,
    /// `-o`
    pub output: Option<String>,
    /// `-d`
    pub depfile: Option<String>,
    /// `-I`
    pub include_dirs: Vec<PathBuf>,
    /// `-D`
    pub defines: Vec<String>,
    /// `--write-if-changed`
    pub write_if_changed: bool,
    /// Requested action.
    pub action: Action,
}

/// Parses arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Cli, String> {
    let mut cli = Cli {
        input: "-".into(),
        output: None,
        depfile: None,
        include_dirs: Vec::new(),
        defines: Vec::new(),
        write_if_changed: false,
        action: Action::PrintRecords,
    };
    let mut input = None;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if !a.starts_with('-') || a == "-" {
            if input.is_some() {
                return Err("kiln-tablegen: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: kiln-tablegen --help\n".to_string());
            }
            input = Some(a.clone());
            continue;
        }
        let o = a.trim_start_matches('-');
        let (name, inline) = match o.find('=') {
            Some(k) => (&o[..k], Some(o[k + 1..].to_string())),
            None => (o, None),
        };
        let mut take = |name: &str| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            if i < args.len() {
                i += 1;
                return Ok(args[i - 1].clone());
            }
            Err(format!(
                "kiln-tablegen: for the -{name} option: requires a value!\n"
            ))
        };
        match name {
            "I" => cli.include_dirs.push(PathBuf::from(take("I")?)),
            "D" => cli.defines.push(take("D")?),
            "o" => cli.output = Some(take("o")?),
            "d" => cli.depfile = Some(take("d")?),
            "print-records" => cli.action = Action::PrintRecords,
            "dump-json" => cli.action = Action::DumpJson,
            "print-detailed-records" => cli.action = Action::PrintDetailedRecords,
            "write-if-changed" => cli.write_if_changed = true,
            _ if name.starts_with('I') && name.len() > 1 => {
                cli.include_dirs.push(PathBuf::from(&o[1..]))
            }
            _ if name.starts_with('D') && name.len() > 1 => cli.defines.push(o[1..].to_string()),
            _ if name.starts_with('o') && name.len() > 1 && inline.is_none() => {
                cli.output = Some(o[1..].to_string())
            }
            _ if name.starts_with("gen-") || name.starts_with("dump-") => {
                cli.action = Action::Backend(o.to_string())
            }
            _ => {
                return Err(format!(
                    "kiln-tablegen: Unknown command line argument '{a}'.\n"
                ))
            }
        }
    }
    if let Some(f) = input {
        cli.input = f;
    }
    Ok(cli)
}

/// Runs a backend action from another crate. Returns the output text or an error message.
pub type BackendFn = fn(&str, &RecordKeeper) -> Result<String, String>;

/// Runs the command; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    run(args, None)
}

/// Runs the command with an optional backend dispatcher; returns the exit status.
pub fn run(args: &[String], backend: Option<BackendFn>) -> i32 {
    let cli = match parse_args(args) {
        Ok(c) => c,
        Err(e) => {
            eprint!("{e}");
            return 1;
        }
    };
    if cli.depfile.is_some() && cli.output.as_deref().is_none_or(|o| o == "-") {
        eprintln!("kiln-tablegen: the option -d must be used together with -o");
        return 1;
    }
    let rk = if cli.input == "-" {
        let mut s = String::new();
        if std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).is_err() {
            eprintln!("Could not open input file '-'");
            return 1;
        }
        RecordKeeper::parse_str("<stdin>", &s, &cli.include_dirs, &cli.defines)
    } else {
        RecordKeeper::parse_file(
            std::path::Path::new(&cli.input),
            &cli.include_dirs,
            &cli.defines,
        )
    };
    let rk = match rk {
        Ok(r) => r,
        Err(e) => {
            eprint!("{e}");
            return 1;
        }
    };
    eprint!("{}", rk.notes());
    let out = match &cli.action {
        Action::PrintRecords => rk.print_records(),
        Action::DumpJson => rk.dump_json(),
        Action::PrintDetailedRecords => rk.print_detailed_records(),
        Action::Backend(a) => match backend {
            Some(f) => match f(a, &rk) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("{e}");
                    return 1;
                }
            },
            None => {
                eprintln!("kiln-tablegen: Unknown command line argument '-{a}'.");
                return 1;
            }
        },
    };
    let out_name = cli.output.clone().unwrap_or_else(|| "-".into());
    if out_name == "-" {
        use std::io::Write;
        let stdout = std::io::stdout();
        let mut lock = stdout.lock();
        if lock.write_all(out.as_bytes()).is_err() {
            return 1;
        }
    } else {
        let same =
            cli.write_if_changed && std::fs::read(&out_name).is_ok_and(|old| old == out.as_bytes());
        if !same {
            if let Err(e) = std::fs::write(&out_name, out.as_bytes()) {
                eprintln!("Could not open output file '{out_name}': {e}");
                return 1;
            }
        }
    }
    // The process ends right after this; freeing every record first would only cost time
    // (llvm-tblgen skips it too).
    let deps: Vec<String> = rk.included_files().to_vec();
    std::mem::forget(rk);
    if let Some(d) = &cli.depfile {
        let mut s = format!("{}:", out_name.replace(' ', "\\ "));
        for f in &deps {
            s.push(' ');
            s.push_str(&f.replace(' ', "\\ "));
        }
        s.push('\n');
        if let Err(e) = std::fs::write(d, s) {
            eprintln!("Could not open dependency file '{d}': {e}");
            return 1;
        }
    }
    0
}
