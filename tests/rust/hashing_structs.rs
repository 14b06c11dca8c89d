// Derived traits on structs: Hash/Eq/Ord/Clone/Default, HashMap keyed by structs, BTreeSet order.
use std::collections::{BTreeSet, HashMap};

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
struct Key { group: u8, name: String }

#[derive(Debug, Default, Clone)]
struct Stats { count: u32, total: i64, max: Option<i64> }

fn main() {
    let data = [(1, "x", 5i64), (2, "y", -3), (1, "x", 10), (3, "z", 7), (2, "y", 8), (1, "w", 1)];
    let mut m: HashMap<Key, Stats> = HashMap::new();
    for &(g, n, v) in &data {
        let s = m.entry(Key { group: g, name: n.to_string() }).or_default();
        s.count += 1;
        s.total += v;
        s.max = Some(s.max.map_or(v, |m| m.max(v)));
    }
    let ordered: BTreeSet<Key> = m.keys().cloned().collect();
    for k in &ordered {
        println!("{:?} => {:?}", k, m[k]);
    }
    println!("default {:?} {:?}", Key::default(), Stats::default());
    let a = Key { group: 1, name: "b".into() };
    let b = Key { group: 1, name: "a".into() };
    println!("{:?} {}", a.cmp(&b), a > b);
}
