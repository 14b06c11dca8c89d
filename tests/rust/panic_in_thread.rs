// A panic inside a spawned thread unwinds that thread only; join reports it; Drop runs.
use std::thread;

struct Guard(u32);
impl Drop for Guard {
    fn drop(&mut self) { println!("guard {} dropped", self.0); }
}

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    let h = thread::spawn(|| {
        let _g = Guard(1);
        let v: Vec<u32> = vec![1, 2, 3];
        let idx = v.len() + 2;
        v[idx]
    });
    let r = h.join();
    println!("thread panicked: {}", r.is_err());
    let ok = thread::spawn(|| { let _g = Guard(2); 40 + 2 }).join().unwrap();
    println!("second thread returned {}", ok);
    let results: Vec<bool> = (0..4).map(|i| thread::spawn(move || { if i % 2 == 1 { panic!("odd {}", i); } i }).join().is_ok()).collect();
    println!("{:?}", results);
}
