// Generics: trait bounds, associated types, generic structs, monomorphized functions.
use std::collections::HashMap;
use std::hash::Hash;
use std::ops::Add;

#[derive(Debug, Clone, Copy, PartialEq)]
struct V2<T> { x: T, y: T }
impl<T: Add<Output = T>> Add for V2<T> {
    type Output = V2<T>;
    fn add(self, o: V2<T>) -> V2<T> { V2 { x: self.x + o.x, y: self.y + o.y } }
}

trait Shape { const SIDES: u32; fn area(&self) -> f64; }
struct Sq(f64);
struct Tri(f64, f64);
impl Shape for Sq { const SIDES: u32 = 4; fn area(&self) -> f64 { self.0 * self.0 } }
impl Shape for Tri { const SIDES: u32 = 3; fn area(&self) -> f64 { 0.5 * self.0 * self.1 } }

fn describe<S: Shape>(s: &S) -> String { format!("{} sides, area {:.2}", S::SIDES, s.area()) }

fn group<K: Hash + Eq + Ord + Clone, V, F: Fn(&V) -> K>(items: Vec<V>, key: F) -> Vec<(K, usize)> {
    let mut m: HashMap<K, usize> = HashMap::new();
    for it in &items { *m.entry(key(it)).or_insert(0) += 1; }
    let mut v: Vec<_> = m.into_iter().collect();
    v.sort();
    v
}

fn largest<T: PartialOrd + Copy>(xs: &[T]) -> T { let mut m = xs[0]; for &x in xs { if x > m { m = x; } } m }

fn main() {
    println!("{:?}", V2 { x: 1, y: 2 } + V2 { x: 10, y: 20 });
    println!("{:?}", V2 { x: 0.5, y: 1.5 } + V2 { x: 0.25, y: 0.25 });
    println!("{} / {}", describe(&Sq(3.0)), describe(&Tri(4.0, 5.0)));
    println!("{:?}", group(vec!["apple", "avocado", "banana", "blueberry", "cherry"], |s| s.chars().next().unwrap()));
    println!("{} {} {}", largest(&[3, 9, 2]), largest(&[1.5, -2.0]), largest(&['x', 'b']));
}
