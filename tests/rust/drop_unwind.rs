// A panic unwinding through several frames runs every Drop on the way, in order.
use std::cell::RefCell;
use std::panic;

thread_local! { static LOG: RefCell<Vec<String>> = RefCell::new(Vec::new()); }

struct Noisy(&'static str, u32);
impl Drop for Noisy {
    fn drop(&mut self) {
        LOG.with(|l| l.borrow_mut().push(format!("drop {}{}", self.0, self.1)));
    }
}

#[inline(never)]
fn level3(n: u32) -> u32 {
    let _a = Noisy("c", n);
    if n > 2 { panic!("deep"); }
    n
}
#[inline(never)]
fn level2(n: u32) -> u32 {
    let _a = Noisy("b", n);
    let v = vec![Noisy("vec", 1), Noisy("vec", 2)];
    let r = level3(n) + v.len() as u32;
    r
}
#[inline(never)]
fn level1(n: u32) -> u32 {
    let _a = Noisy("a", n);
    let boxed = Box::new(Noisy("box", n));
    let r = level2(n + 1);
    drop(boxed);
    r
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    for n in [1u32, 2] {
        let r = panic::catch_unwind(|| level1(n));
        println!("n={} ok={}", n, r.is_ok());
        LOG.with(|l| {
            for s in l.borrow_mut().drain(..) {
                println!("  {}", s);
            }
        });
    }
}
