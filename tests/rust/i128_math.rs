// 128-bit integers: arithmetic, division, shifts, conversions, formatting, checked ops.
fn collatz_steps(mut n: u128) -> u32 { let mut s = 0; while n != 1 { n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 }; s += 1; } s }

fn main() {
    let a: u128 = 0xDEAD_BEEF_CAFE_BABE_0123_4567_89AB_CDEF;
    let b: u128 = 1_000_000_007;
    println!("{} {} {}", a / b, a % b, a.wrapping_mul(b));
    println!("{:x} {:x} {:x}", a >> 37, a << 19, a.rotate_right(64));
    let c: i128 = -123_456_789_012_345_678_901_234_567_890;
    println!("{} {} {}", c / 7, c % 7, c.signum());
    println!("{} {}", (c as f64), (1e30f64 as i128));
    println!("{:?} {:?}", a.checked_add(u128::MAX), (c).checked_mul(2));
    println!("{} {}", a.leading_zeros(), a.trailing_zeros());
    let mut fact: u128 = 1;
    for i in 1..=34u128 { fact *= i; }
    println!("34! = {}", fact);
    println!("collatz {}", collatz_steps(989_345_275_647));
    println!("{}", u128::from_str_radix("zzzzzzzzzzzzzzzzzzzzzzzz", 36).unwrap());
}
