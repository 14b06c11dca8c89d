// Error handling: custom error types, From conversions, Box<dyn Error>, the ? operator.
use std::error::Error;
use std::fmt;
use std::num::ParseIntError;

#[derive(Debug)]
enum AppError { Parse(ParseIntError), Range(i64), Empty }
impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            AppError::Parse(e) => write!(f, "parse error: {}", e),
            AppError::Range(v) => write!(f, "{} out of range", v),
            AppError::Empty => write!(f, "empty input"),
        }
    }
}
impl Error for AppError {}
impl From<ParseIntError> for AppError { fn from(e: ParseIntError) -> Self { AppError::Parse(e) } }

fn parse_all(s: &str) -> Result<Vec<i64>, AppError> {
    if s.trim().is_empty() { return Err(AppError::Empty); }
    let mut out = Vec::new();
    for part in s.split(',') {
        let v: i64 = part.trim().parse()?;
        if !(0..=100).contains(&v) { return Err(AppError::Range(v)); }
        out.push(v);
    }
    Ok(out)
}

fn total(s: &str) -> Result<i64, Box<dyn Error>> { Ok(parse_all(s)?.iter().sum()) }

fn main() {
    for input in ["1, 2, 3", "4, x", "5, 500", "  ", "10,20,30,40"] {
        match total(input) {
            Ok(t) => println!("{:?}: total {}", input, t),
            Err(e) => println!("{:?}: error {}", input, e),
        }
    }
}
