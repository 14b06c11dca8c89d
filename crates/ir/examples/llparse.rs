//! Parses a `.ll` file and prints it back (or only parses it with `-q`); reports the parse time
//! and parse+verify times on stderr with `-t`. In: a path; out: the printed module on stdout.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quiet = args.iter().any(|a| a == "-q");
    let time = args.iter().any(|a| a == "-t");
    let Some(path) = args.iter().find(|a| !a.starts_with('-')) else {
        eprintln!("usage: llparse [-q] [-t] file.ll");
        std::process::exit(2);
    };
    let t0 = std::time::Instant::now();
    match kiln_ir::parse_file(path) {
        Ok(m) => {
            if time {
                let parsed = t0.elapsed();
                let v = kiln_ir::verifier::verify_module(&m);
                eprintln!(
                    "parse: {parsed:?}, parse+verify: {:?} ({})",
                    t0.elapsed(),
                    if v.is_ok() {
                        "valid"
                    } else {
                        "verifier errors"
                    }
                );
            }
            if !quiet {
                print!("{m}");
            }
        }
        Err(e) => {
            eprint!("{e}");
            std::process::exit(1);
        }
    }
}
