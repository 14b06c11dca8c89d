//! `kiln-tablegen`: the TableGen front end and backends, like `llvm-tblgen`.
fn main() {
    eprintln!("kiln-tablegen: not yet implemented");
    std::process::exit(1);
}
