// process::exit skips destructors and sets the status; output flushed first.
use std::io::Write;
use std::process;

struct Loud;
impl Drop for Loud {
    fn drop(&mut self) { println!("never printed"); }
}

fn main() {
    let _l = Loud;
    let v: Vec<u32> = (1..=10).collect();
    println!("sum {}", v.iter().sum::<u32>());
    std::io::stdout().flush().unwrap();
    process::exit(3);
}
