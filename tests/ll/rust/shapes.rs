// A small Rust program whose LLVM IR (rustc --emit=llvm-ir) kiln-ir's round-trip test parses:
// trait objects, enums, closures, panics/unwinding, i128, atomics, hash maps, formatting.
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

static COUNTER: AtomicU64 = AtomicU64::new(0);

#[derive(Debug, Clone)]
enum Shape {
    Circle(f64),
    Rect { w: f64, h: f64 },
}

trait Area {
    fn area(&self) -> f64;
}

impl Area for Shape {
    fn area(&self) -> f64 {
        COUNTER.fetch_add(1, Ordering::SeqCst);
        match self {
            Shape::Circle(r) => 3.14159 * r * r,
            Shape::Rect { w, h } => w * h,
        }
    }
}

fn checksum<T: Into<u128> + Copy>(xs: &[T]) -> u128 {
    xs.iter().fold(1u128, |acc, &x| acc.wrapping_mul(31) ^ x.into())
}

fn main() {
    let v: Vec<Box<dyn Area>> = vec![
        Box::new(Shape::Circle(1.0)),
        Box::new(Shape::Rect { w: 2.0, h: 3.0 }),
    ];
    let mut m = HashMap::new();
    for (i, s) in v.iter().enumerate() {
        m.insert(i, s.area());
    }
    let total: f64 = m.values().sum();
    let s = format!("{total:.3}");
    let r = std::panic::catch_unwind(|| {
        if s.len() > 100 {
            panic!("too long")
        }
        s.len()
    });
    println!("{:?} {} {}", r, checksum(&[1u8, 2, 3]), COUNTER.load(Ordering::Relaxed));
}
