// Collections: Vec, HashMap, BTreeMap, HashSet, VecDeque, BinaryHeap.
use std::collections::{BTreeMap, BinaryHeap, HashMap, HashSet, VecDeque};

fn main() {
    let mut v: Vec<i64> = (0..50).map(|i| (i * 37) % 101).collect();
    v.sort_unstable();
    v.dedup();
    println!("vec len {} first {:?} last {:?}", v.len(), v.first(), v.last());
    let mut counts: HashMap<char, usize> = HashMap::new();
    for c in "mississippi river".chars() {
        *counts.entry(c).or_default() += 1;
    }
    let mut cs: Vec<_> = counts.iter().collect();
    cs.sort();
    println!("{:?}", cs);
    let mut bt = BTreeMap::new();
    for (i, w) in ["delta", "alpha", "charlie", "bravo"].iter().enumerate() {
        bt.insert(*w, i);
    }
    println!("{:?} range {:?}", bt, bt.range("b".."d").collect::<Vec<_>>());
    let a: HashSet<i32> = (0..10).collect();
    let b: HashSet<i32> = (5..15).collect();
    let mut inter: Vec<_> = a.intersection(&b).copied().collect();
    inter.sort();
    println!("intersection {:?}", inter);
    let mut dq: VecDeque<i32> = VecDeque::new();
    for i in 0..6 {
        if i % 2 == 0 { dq.push_back(i) } else { dq.push_front(i) }
    }
    println!("deque {:?}", dq);
    let mut heap: BinaryHeap<(u32, &str)> = BinaryHeap::new();
    heap.push((3, "c"));
    heap.push((9, "z"));
    heap.push((1, "a"));
    while let Some(x) = heap.pop() {
        print!("{:?} ", x);
    }
    println!();
}
