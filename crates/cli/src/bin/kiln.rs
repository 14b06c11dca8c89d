//! `kiln`: reads LLVM IR and writes assembly or objects, like `llc`.
fn main() {
    eprintln!("kiln: not yet implemented");
    std::process::exit(1);
}
