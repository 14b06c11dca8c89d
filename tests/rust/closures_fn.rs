// Closures as values: Fn/FnMut/FnOnce, boxed closures, returning closures, recursion by fn pointer.
fn make_adder(n: i32) -> impl Fn(i32) -> i32 { move |x| x + n }
fn make_counter() -> Box<dyn FnMut() -> u32> { let mut c = 0; Box::new(move || { c += 1; c }) }
fn apply_twice<F: Fn(i32) -> i32>(f: F, x: i32) -> i32 { f(f(x)) }
fn consume<F: FnOnce() -> String>(f: F) -> String { f() }
fn ackermann(m: u64, n: u64) -> u64 { match (m, n) { (0, n) => n + 1, (m, 0) => ackermann(m - 1, 1), (m, n) => ackermann(m - 1, ackermann(m, n - 1)) } }

fn main() {
    let add5 = make_adder(5);
    println!("{} {}", add5(1), apply_twice(&add5, 10));
    let mut c = make_counter();
    c(); c();
    println!("counter {}", c());
    let s = String::from("moved");
    println!("{}", consume(move || s + " string"));
    let ops: Vec<(&str, fn(i64, i64) -> i64)> = vec![("add", |a, b| a + b), ("mul", |a, b| a * b), ("max", i64::max)];
    for (n, f) in &ops { print!("{}={} ", n, f(6, 7)); }
    println!();
    let composed = [make_adder(1), make_adder(10), make_adder(100)].into_iter().fold(0, |acc, f| f(acc));
    println!("composed {}", composed);
    println!("ackermann(2, 3) = {}", ackermann(2, 3));
    let mut v = vec![5, 3, 8];
    let mut push = |x| v.push(x);
    push(1);
    push(9);
    v.sort_by(|a, b| b.cmp(a));
    println!("{:?}", v);
}
