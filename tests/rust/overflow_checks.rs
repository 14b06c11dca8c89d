// Integer overflow: checked/wrapping/saturating/overflowing arithmetic, and the panic of a
// debug-build overflow caught with catch_unwind (run with -C overflow-checks=on semantics via
// explicit checked ops, so the output is the same at every opt-level).
use std::panic;

fn main() {
    let a: u8 = 250;
    println!("{:?} {:?}", a.checked_add(5), a.checked_add(6));
    println!("{} {} {:?}", a.wrapping_add(10), a.saturating_add(10), a.overflowing_add(10));
    let b: i32 = i32::MIN;
    println!("{:?} {} {:?}", b.checked_neg(), b.wrapping_abs(), b.checked_div(-1));
    let x: i64 = 3_000_000_000;
    println!("{:?} {:?}", x.checked_mul(4_000_000_000), (x as i128).checked_mul(4_000_000_000));
    println!("{} {}", u64::MAX.count_ones(), (1u32 << 31).leading_zeros());
    let r = panic::catch_unwind(|| {
        let v: Vec<u32> = vec![u32::MAX, 1];
        v.iter().fold(0u32, |acc, &x| acc.checked_add(x).expect("sum overflowed"))
    });
    println!("caught overflow panic: {}", r.is_err());
    let big: u128 = u128::MAX / 3;
    println!("{} {}", big, big.wrapping_mul(7));
    let s: i128 = -170141183460469231731687303715884105728;
    println!("{} {:?} {}", s, s.checked_sub(1), (s + 1).abs());
    println!("{} {}", 7i32.pow(10) as i64, 2u64.pow(63).rotate_left(3));
}
