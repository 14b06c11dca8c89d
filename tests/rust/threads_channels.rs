// Threads and channels: spawn/join, mpsc, Arc<Mutex>, scoped threads.
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;

fn main() {
    let (tx, rx) = mpsc::channel();
    let mut handles = Vec::new();
    for id in 0..4u64 {
        let tx = tx.clone();
        handles.push(thread::spawn(move || {
            let s: u64 = (1..=1000 * (id + 1)).sum();
            tx.send((id, s)).unwrap();
            s
        }));
    }
    drop(tx);
    let joined: u64 = handles.into_iter().map(|h| h.join().unwrap()).sum();
    let mut got: Vec<(u64, u64)> = rx.iter().collect();
    got.sort();
    println!("{:?} joined {}", got, joined);
    let counter = Arc::new(Mutex::new(0u32));
    let hs: Vec<_> = (0..8)
        .map(|_| {
            let c = Arc::clone(&counter);
            thread::spawn(move || {
                for _ in 0..1000 {
                    *c.lock().unwrap() += 1;
                }
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap();
    }
    println!("counter {}", *counter.lock().unwrap());
    let data = vec![1, 2, 3, 4, 5, 6, 7, 8];
    let (left, right) = data.split_at(4);
    let (l, r) = thread::scope(|s| {
        let a = s.spawn(|| left.iter().product::<i32>());
        let b = s.spawn(|| right.iter().product::<i32>());
        (a.join().unwrap(), b.join().unwrap())
    });
    println!("products {} {}", l, r);
    let (stx, srx) = mpsc::sync_channel::<String>(1);
    let p = thread::spawn(move || {
        for i in 0..3 {
            stx.send(format!("msg{}", i)).unwrap();
        }
    });
    let msgs: Vec<String> = srx.iter().collect();
    p.join().unwrap();
    println!("{:?}", msgs);
}
