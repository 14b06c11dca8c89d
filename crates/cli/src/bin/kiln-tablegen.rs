//! `kiln-tablegen`: the TableGen front end, like `llvm-tblgen`.
//!
//! In: a `.td` file and llvm-tblgen's options (`-I`, `-D`, `-o`, `-d`, `--write-if-changed`,
//! `-print-records` (the default), `-dump-json`, and backend actions such as
//! `-gen-register-info` or `-dump-reginfo=X`, which go to `kiln_tablegen_backends::run_action`).
//! Out: the requested text on stdout or in `-o`; errors as `file:line:col: error: ...` on stderr
//! with exit status 1.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(kiln_tablegen::driver::run(
        &args,
        Some(kiln_tablegen_backends::run_action),
    ));
}
