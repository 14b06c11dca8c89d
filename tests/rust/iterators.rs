// Iterators and closures: adapters, folds, zip, chain, windows, custom iterator.
struct Fib { a: u64, b: u64 }
impl Iterator for Fib {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        let r = self.a;
        self.a = self.b;
        self.b += r;
        Some(r)
    }
}

fn main() {
    let evens: Vec<u32> = (1..=20).filter(|x| x % 2 == 0).map(|x| x * x).collect();
    println!("{:?}", evens);
    let total: u64 = Fib { a: 0, b: 1 }.take_while(|&x| x < 1000).sum();
    println!("fib sum {}", total);
    let words = ["zeta", "alpha", "mu", "epsilon"];
    let longest = words.iter().max_by_key(|w| w.len()).unwrap();
    let joined: String = words.iter().rev().map(|w| w.to_uppercase()).collect::<Vec<_>>().join("+");
    println!("{} {}", longest, joined);
    let pairs: Vec<(usize, char)> = "kiln".chars().enumerate().collect();
    println!("{:?}", pairs);
    let v = [3, 1, 4, 1, 5, 9, 2, 6];
    let w: Vec<i32> = v.windows(3).map(|w| w.iter().sum()).collect();
    println!("windows {:?} chunks {:?}", w, v.chunks(3).map(|c| c.len()).collect::<Vec<_>>());
    let mut counter = 0;
    let mut inc = |by: i32| { counter += by; counter };
    inc(2);
    inc(5);
    println!("counter {}", counter);
    let z: Vec<_> = v.iter().zip(v.iter().skip(1)).filter(|(a, b)| a < b).count().to_string().chars().chain("!".chars()).collect();
    println!("{:?}", z);
    let (small, big): (Vec<i32>, Vec<i32>) = v.iter().partition(|&&x| x < 4);
    println!("{:?} {:?} any>8 {} all>0 {}", small, big, v.iter().any(|&x| x > 8), v.iter().all(|&x| x > 0));
    let folded = v.iter().fold(String::new(), |acc, x| if acc.is_empty() { x.to_string() } else { acc + "," + &x.to_string() });
    println!("{}", folded);
}
