// Enums and pattern matching: data-carrying variants, Option/Result combinators, ? operator.
#[derive(Debug)]
enum Expr { Num(f64), Add(Box<Expr>, Box<Expr>), Mul(Box<Expr>, Box<Expr>), Neg(Box<Expr>), Div(Box<Expr>, Box<Expr>) }

fn eval(e: &Expr) -> Result<f64, String> {
    Ok(match e {
        Expr::Num(n) => *n,
        Expr::Add(a, b) => eval(a)? + eval(b)?,
        Expr::Mul(a, b) => eval(a)? * eval(b)?,
        Expr::Neg(a) => -eval(a)?,
        Expr::Div(a, b) => {
            let d = eval(b)?;
            if d == 0.0 { return Err("division by zero".to_string()); }
            eval(a)? / d
        }
    })
}

fn classify(n: i64) -> &'static str {
    match n {
        i64::MIN..=-1 => "negative",
        0 => "zero",
        1 | 2 | 3 => "small",
        x if x % 2 == 0 => "even",
        _ => "odd",
    }
}

fn main() {
    use Expr::*;
    let e = Add(Box::new(Num(2.0)), Box::new(Mul(Box::new(Num(3.0)), Box::new(Neg(Box::new(Num(4.0)))))));
    println!("{:?}", eval(&e));
    println!("{:?}", eval(&Div(Box::new(Num(1.0)), Box::new(Num(0.0)))));
    for n in [-5, 0, 2, 10, 11] { print!("{} ", classify(n)); }
    println!();
    let v: Option<i32> = Some(4);
    println!("{:?} {:?} {}", v.map(|x| x * 2).filter(|x| *x > 5), v.and_then(|x| if x > 10 { Some(x) } else { None }), v.unwrap_or_default());
    let r: Result<u8, String> = "300".parse::<u8>().map_err(|e| e.to_string());
    println!("{:?}", r);
    if let Some((a, b)) = "key=value".split_once('=') { println!("{} -> {}", a, b); }
    let arr = [1, 2, 3, 4, 5];
    let [first, .., last] = arr;
    println!("{} {}", first, last);
}
