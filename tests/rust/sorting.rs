// Sorting and searching: sort_by, sort_by_key with tuples, binary_search, dedup_by_key, floats.
#[derive(Debug, Clone)]
struct P { name: &'static str, age: u32, score: f64 }

fn main() {
    let mut ps = vec![
        P { name: "ann", age: 31, score: 88.5 }, P { name: "bob", age: 25, score: 92.0 },
        P { name: "cy", age: 31, score: 75.25 }, P { name: "dee", age: 22, score: 92.0 },
    ];
    ps.sort_by(|a, b| b.score.partial_cmp(&a.score).unwrap().then(a.name.cmp(b.name)));
    println!("{:?}", ps.iter().map(|p| p.name).collect::<Vec<_>>());
    ps.sort_by_key(|p| (p.age, std::cmp::Reverse(p.name)));
    println!("{:?}", ps.iter().map(|p| (p.name, p.age)).collect::<Vec<_>>());
    let mut v: Vec<u32> = (0..1000).map(|i| (i * 7919) % 1009).collect();
    v.sort();
    println!("{:?} {:?}", v.binary_search(&500), v.binary_search(&1008).is_ok());
    v.dedup_by_key(|x| *x / 10);
    println!("{} {:?}", v.len(), &v[..5]);
    let mut f = vec![3.5, -1.0, 2.25, f64::INFINITY, 0.0];
    f.sort_by(|a, b| a.total_cmp(b));
    println!("{:?}", f);
    let mut words = vec!["banana", "Apple", "cherry", "apple"];
    words.sort_by_key(|w| w.to_lowercase());
    println!("{:?}", words);
    let mut big: Vec<i64> = (0..100000).map(|i| (i * 2654435761i64) % 1000003).collect();
    big.sort_unstable();
    println!("{} {} {}", big[0], big[50000], big[99999]);
}
