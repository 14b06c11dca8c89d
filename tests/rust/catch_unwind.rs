// catch_unwind of panics with different payloads; the panic hook silenced.
use std::panic;

fn risky(n: i32) -> i32 {
    if n == 3 { panic!("three is not allowed"); }
    if n == 5 { std::panic::panic_any(42u32); }
    if n == 7 { let v: Vec<i32> = Vec::new(); return v[n as usize]; }
    n * 10
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    for n in 0..9 {
        match panic::catch_unwind(|| risky(n)) {
            Ok(v) => println!("{} -> {}", n, v),
            Err(e) => {
                if let Some(s) = e.downcast_ref::<&str>() {
                    println!("{} panicked: {}", n, s);
                } else if let Some(s) = e.downcast_ref::<String>() {
                    println!("{} panicked (String): {}", n, s.split(':').next().unwrap_or(""));
                } else if let Some(v) = e.downcast_ref::<u32>() {
                    println!("{} panicked with u32 {}", n, v);
                } else {
                    println!("{} panicked with something", n);
                }
            }
        }
    }
    let r = panic::catch_unwind(|| {
        let inner = panic::catch_unwind(|| panic!("inner"));
        println!("inner caught: {}", inner.is_err());
        panic!("outer");
    });
    println!("outer caught: {}", r.is_err());
}
