//! `kiln-cpu0-run`: links Cpu0 objects and runs the program on the simulator.
//!
//! In: `kiln-cpu0-run [-o out] [-max-steps N] [-count] file...`, where the files are
//! relocatable objects (linked together) or one executable. Out: with `-o`, the linked
//! executable written to `out`; otherwise the program's output on stdout and stderr and its
//! exit status as this process's (`-count`: the executed-instruction count on stderr). A
//! fault prints its address, instruction and reason, and exits with status 134.

use kiln_cpu0_sim::cpu::run;
use kiln_cpu0_sim::elf::Executable;
use kiln_cpu0_sim::link::{link, Input};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: kiln-cpu0-run [-o out] [-max-steps N] [-count] file...";

fn main() -> ExitCode {
    match real_main() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("kiln-cpu0-run: error: {e}");
            ExitCode::from(1)
        }
    }
}

fn real_main() -> Result<ExitCode, String> {
    let mut out = None;
    let mut max_steps = 10_000_000_000u64;
    let mut count = false;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-o" => out = Some(args.next().ok_or(USAGE)?),
            "-max-steps" => {
                let n = args.next().ok_or(USAGE)?;
                max_steps = n.parse().map_err(|_| format!("bad step count '{n}'"))?;
            }
            "-count" => count = true,
            "-h" | "-help" | "--help" => {
                println!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            f if f.starts_with('-') => return Err(format!("unknown option '{f}'\n{USAGE}")),
            f => files.push(f.to_string()),
        }
    }
    if files.is_empty() {
        return Err(USAGE.to_string());
    }
    let bytes: Vec<Vec<u8>> = files
        .iter()
        .map(|f| std::fs::read(f).map_err(|e| format!("{f}: {e}")))
        .collect::<Result<_, _>>()?;
    // One executable runs as it is; objects are linked.
    let exe = if bytes.len() == 1 && Executable::parse(&bytes[0]).is_ok() {
        Executable::parse(&bytes[0])?
    } else {
        let inputs: Vec<Input<'_>> = files
            .iter()
            .zip(&bytes)
            .map(|(name, b)| Input { name, bytes: b })
            .collect();
        link(&inputs)?
    };
    if let Some(o) = out {
        std::fs::write(&o, exe.to_bytes()).map_err(|e| format!("{o}: {e}"))?;
        return Ok(ExitCode::SUCCESS);
    }
    match run(&exe, max_steps) {
        Ok(r) => {
            std::io::stdout()
                .write_all(&r.stdout)
                .map_err(|e| e.to_string())?;
            std::io::stderr()
                .write_all(&r.stderr)
                .map_err(|e| e.to_string())?;
            if count {
                eprintln!("instructions: {}", r.instructions);
            }
            Ok(ExitCode::from(r.status as u8))
        }
        Err(f) => {
            std::io::stdout()
                .write_all(&f.stdout)
                .map_err(|e| e.to_string())?;
            eprintln!("kiln-cpu0-run: {f}");
            Ok(ExitCode::from(134))
        }
    }
}
