// Strings: UTF-8, char iteration, split/trim/replace, parsing, byte handling.
fn main() {
    let s = "  Hello, Wörld! ünïcödé  ";
    let t = s.trim();
    println!("[{}] len {} chars {}", t, t.len(), t.chars().count());
    println!("{}", t.to_uppercase());
    println!("{:?}", t.split(|c: char| c == ',' || c == ' ').filter(|w| !w.is_empty()).collect::<Vec<_>>());
    println!("{}", t.replace("l", "L").replacen("ö", "o", 1));
    let nums = "1, 22, -3, x, 40";
    let parsed: Vec<Result<i32, _>> = nums.split(", ").map(|x| x.parse::<i32>()).collect();
    let ok: i32 = parsed.iter().filter_map(|r| r.as_ref().ok()).sum();
    println!("sum {} errors {}", ok, parsed.iter().filter(|r| r.is_err()).count());
    let mut owned = String::with_capacity(4);
    for (i, c) in ('a'..='z').enumerate() {
        if i % 5 == 0 { owned.push(c); owned.push_str("-"); }
    }
    println!("{} starts {} ends {}", owned, owned.starts_with("a-"), owned.ends_with('-'));
    let rev: String = "stressed".chars().rev().collect();
    println!("{} {:?} {:?}", rev, "abc".as_bytes(), std::str::from_utf8(&[0xe2, 0x82, 0xac]));
    println!("{:?}", "line1\nline2\r\nline3".lines().collect::<Vec<_>>());
    println!("{}", format!("{:?}", 'é') + &'\u{1F600}'.len_utf8().to_string());
}
