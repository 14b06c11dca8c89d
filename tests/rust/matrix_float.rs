// Floating point: matrix multiply, Newton's method, trig and exp from libm, f32/f64 conversions.
fn matmul(a: &[[f64; 3]; 3], b: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let mut c = [[0.0; 3]; 3];
    for i in 0..3 { for j in 0..3 { for k in 0..3 { c[i][j] += a[i][k] * b[k][j]; } } }
    c
}
fn sqrt_newton(x: f64) -> f64 { let mut g = x / 2.0; for _ in 0..30 { g = 0.5 * (g + x / g); } g }

fn main() {
    let a = [[1.0, 2.0, 3.0], [0.5, -1.0, 4.0], [2.0, 0.0, 1.0]];
    let b = [[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.25, 0.25, 0.25]];
    println!("{:?}", matmul(&a, &b));
    println!("{:.10} {:.10}", sqrt_newton(2.0), 2f64.sqrt());
    println!("{:.6} {:.6} {:.6} {:.6}", (0.5f64).sin(), (1.0f64).exp(), (10.0f64).ln(), (0.3f64).atan2(0.7));
    let v: Vec<f32> = (0..5).map(|i| i as f32 * 0.1).collect();
    let s: f32 = v.iter().sum();
    println!("{} {} {}", s, s as f64, (s as f64 * 1e9).round());
    println!("{} {} {} {}", f64::NAN.max(1.0), (-2.5f64).floor(), (2.5f64).round(), (7.9f64) as u8);
    println!("{} {} {}", 1e308f64 * 10.0, -1.0f64 / 0.0, (0.1f64 + 0.2 == 0.3));
    println!("{:?}", (1u64..=20).map(|n| 1.0 / (n * n) as f64).sum::<f64>());
}
