// Formatting: widths, precision, alignment, Debug/Display, hex/octal/binary, floats.
use std::fmt;

struct Point { x: i32, y: i32 }
impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, "({}, {})", self.x, self.y) }
}
#[derive(Debug)]
#[allow(dead_code)]
struct Rec { name: String, vals: Vec<f64>, tag: Option<char> }

fn main() {
    println!("[{:>8}] [{:<8}] [{:^8}] [{:08.3}]", "right", "left", "mid", 3.14159);
    println!("{:x} {:X} {:o} {:b} {:#x} {:#b}", 255, 255, 8, 5, 4096, 10);
    println!("{:e} {:.2e} {} {} {}", 1234.5, 0.000123, 1.0f64 / 3.0, f32::MAX, -0.0f64);
    println!("{} {:?}", Point { x: 3, y: -4 }, Rec { name: "r".into(), vals: vec![1.5, 2.25], tag: Some('k') });
    println!("{:#?}", Rec { name: "pretty".into(), vals: vec![], tag: None });
    println!("{:+} {:+} {:5}|{:<5}|", 7, -7, 42, 42);
    let s = format!("{0}-{1}-{0} {name}", "a", "b", name = "named");
    println!("{s} {}", s.len());
    println!("{:?} {:?} {:?}", u64::MAX, i128::MIN, 1u128 << 100);
    println!("{:.0} {:.1} {:.5}", 2.5f64, 0.05f64, std::f64::consts::PI);
}
