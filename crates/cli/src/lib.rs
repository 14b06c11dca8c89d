//! Shared command-line handling for the kiln tools (llvm-style `-flag`/`--flag` options).
//!
//! In: a tool's option table ([`OptSpec`]) and its argument list. Out: the [`Parsed`] options
//! and positional arguments, or a [`CliError`] whose text is what LLVM's `cl` library prints
//! (`kiln: Unknown command line argument '-foo'.  Try: 'kiln --help'`). The conventions are
//! LLVM's: one or two dashes alike; values as `-o=x` or `-o x`; prefix options such as `-O2`;
//! boolean flags accept `=true/false/1/0`; `--` ends the options; a lone `-` is a positional
//! argument (stdin or stdout). [`help_text`] renders `-help` from the same table.
//!
//! ```
//! use kiln_cli::{OptKind, OptSpec, parse_args};
//! const OPTS: &[OptSpec] = &[
//!     OptSpec::new("o", OptKind::Value, "filename", "Output filename"),
//!     OptSpec::new("O", OptKind::Prefix, "char", "Optimization level"),
//!     OptSpec::new("emit-llvm", OptKind::Flag, "", "Write the module back as text"),
//! ];
//! let args = ["--emit-llvm", "in.ll", "-o=out.ll", "-O3"].map(String::from);
//! let p = parse_args("kiln", OPTS, args).unwrap();
//! assert_eq!(p.value("o"), Some("out.ll"));
//! assert_eq!(p.value("O"), Some("3"));
//! assert!(p.flag("emit-llvm"));
//! assert_eq!(p.positionals, ["in.ll"]);
//! let e = parse_args("kiln", OPTS, ["-foo".to_string()]).unwrap_err();
//! assert!(e.message.starts_with("kiln: Unknown command line argument '-foo'."));
//! ```

use std::fmt;

/// How an option takes its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptKind {
    /// A boolean flag: `-emit-llvm`, or `-emit-llvm=false`.
    Flag,
    /// Takes a value as `-o=x`, `-o x` (the next argument).
    Value,
    /// The value is glued on: `-O2` (also `-O=2` and `-O 2`).
    Prefix,
    /// A value from a fixed list ([`OptSpec::values`]): `-filetype=obj`.
    Enum,
}

/// One option a tool accepts.
#[derive(Copy, Clone, Debug)]
pub struct OptSpec {
    /// The name without dashes (`o`, `mtriple`, `filetype`).
    pub name: &'static str,
    /// How it takes its value.
    pub kind: OptKind,
    /// The value's name in `-help` (`filename`).
    pub value_name: &'static str,
    /// The one-line description in `-help`.
    pub help: &'static str,
    /// For [`OptKind::Enum`]: the allowed values and their descriptions.
    pub values: &'static [(&'static str, &'static str)],
    /// Options for the tool's own use that `-help` does not list.
    pub hidden: bool,
}

impl OptSpec {
    /// An option with no value list, listed in `-help`.
    pub const fn new(
        name: &'static str,
        kind: OptKind,
        value_name: &'static str,
        help: &'static str,
    ) -> OptSpec {
        OptSpec {
            name,
            kind,
            value_name,
            help,
            values: &[],
            hidden: false,
        }
    }

    /// An [`OptKind::Enum`] option with its allowed values.
    pub const fn with_values(
        name: &'static str,
        help: &'static str,
        values: &'static [(&'static str, &'static str)],
    ) -> OptSpec {
        OptSpec {
            name,
            kind: OptKind::Enum,
            value_name: "value",
            help,
            values,
            hidden: false,
        }
    }
}

/// A command-line error, already worded as LLVM's `cl` words it (prefixed by the tool name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    /// The full text to print on stderr (may span several lines, no trailing newline).
    pub message: String,
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The result of parsing: each option occurrence in order, and the positional arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    /// `(option name, value)` for every occurrence; flags have `"true"` or `"false"`.
    pub occurrences: Vec<(&'static str, String)>,
    /// Arguments that are not options, in order (`-` included).
    pub positionals: Vec<String>,
}

impl Parsed {
    /// The last value given for `name` (later occurrences win, as in LLVM).
    pub fn value(&self, name: &str) -> Option<&str> {
        self.occurrences
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the flag `name` was given and not turned off (`-x=false`).
    pub fn flag(&self, name: &str) -> bool {
        self.value(name) == Some("true")
    }
}

/// Levenshtein distance, for "Did you mean" suggestions (small inputs only).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

fn parse_bool(tool: &str, name: &str, v: &str) -> Result<String, CliError> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Ok("true".into()),
        "false" | "FALSE" | "False" | "0" => Ok("false".into()),
        _ => Err(CliError {
            message: format!(
                "{tool}: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
            ),
        }),
    }
}

/// Parses `args` (without the program name) against `specs`, LLVM style.
pub fn parse_args(
    tool: &str,
    specs: &[OptSpec],
    args: impl IntoIterator<Item = String>,
) -> Result<Parsed, CliError> {
    let mut out = Parsed::default();
    let mut args = args.into_iter();
    let mut only_positionals = false;
    while let Some(arg) = args.next() {
        if only_positionals || arg == "-" || !arg.starts_with('-') {
            out.positionals.push(arg);
            continue;
        }
        if arg == "--" {
            only_positionals = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or_else(|| &arg[1..]);
        let (name, inline_value) = match body.find('=') {
            Some(i) => (&body[..i], Some(&body[i + 1..])),
            None => (body, None),
        };
        let spec = match specs.iter().find(|s| s.name == name) {
            Some(s) => Some((s, inline_value.map(str::to_string))),
            None => specs
                .iter()
                .filter(|s| {
                    s.kind == OptKind::Prefix
                        && body.starts_with(s.name)
                        && body.len() > s.name.len()
                })
                .max_by_key(|s| s.name.len())
                .map(|s| (s, Some(body[s.name.len()..].to_string()))),
        };
        let Some((spec, value)) = spec else {
            let mut message =
                format!("{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'");
            let best = specs
                .iter()
                .filter(|s| !s.hidden)
                .map(|s| (edit_distance(name, s.name), s))
                .min_by_key(|(d, _)| *d);
            if let Some((d, s)) = best {
                if d <= 2 && d < name.len().max(2) {
                    let dashes = if s.name.len() == 1 { "-" } else { "--" };
                    let suffix = inline_value.map(|v| format!("={v}")).unwrap_or_default();
                    message.push_str(&format!(
                        "\n{tool}: Did you mean '{dashes}{}{suffix}'?",
                        s.name
                    ));
                }
            }
            return Err(CliError { message });
        };
        let value = match spec.kind {
            OptKind::Flag => parse_bool(tool, spec.name, value.as_deref().unwrap_or(""))?,
            OptKind::Value | OptKind::Prefix | OptKind::Enum => match value {
                Some(v) => v,
                None => args.next().ok_or_else(|| CliError {
                    message: format!("{tool}: for the -{} option: requires a value!", spec.name),
                })?,
            },
        };
        if spec.kind == OptKind::Enum && !spec.values.iter().any(|(v, _)| *v == value) {
            return Err(CliError {
                message: format!(
                    "{tool}: for the --{} option: Cannot find option named '{value}'!",
                    spec.name
                ),
            });
        }
        out.occurrences.push((spec.name, value));
    }
    Ok(out)
}

/// The `-help` text: overview, usage line, then each visible option with its description.
pub fn help_text(overview: &str, usage: &str, specs: &[OptSpec]) -> String {
    let mut rows: Vec<(String, &str)> = Vec::new();
    for s in specs.iter().filter(|s| !s.hidden) {
        let dashes = if s.name.len() == 1 { "-" } else { "--" };
        let left = match s.kind {
            OptKind::Flag => format!("{dashes}{}", s.name),
            OptKind::Value if s.name.len() == 1 => format!("-{} <{}>", s.name, s.value_name),
            OptKind::Value => format!("--{}=<{}>", s.name, s.value_name),
            OptKind::Prefix => format!("-{}<{}>", s.name, s.value_name),
            OptKind::Enum => format!("{dashes}{}=<{}>", s.name, s.value_name),
        };
        rows.push((left, s.help));
        for (v, h) in s.values {
            rows.push((format!("  ={v}"), h));
        }
    }
    let w = rows.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    let mut text = format!("OVERVIEW: {overview}\n\nUSAGE: {usage}\n\nOPTIONS:\n\n");
    for (l, h) in rows {
        text.push_str(&format!("  {l:w$} - {h}\n"));
    }
    text
}

/// The output name llc derives when `-o` is not given: `-` (stdout) for stdin input,
/// otherwise the input with its `.ll` or `.bc` extension replaced by `ext` (`s`, `o`), or
/// `ext` appended when it has neither.
///
/// ```
/// assert_eq!(kiln_cli::default_output_name("dir/in.ll", "s"), "dir/in.s");
/// assert_eq!(kiln_cli::default_output_name("-", "o"), "-");
/// ```
pub fn default_output_name(input: &str, ext: &str) -> String {
    if input == "-" {
        return "-".to_string();
    }
    let stem = input
        .strip_suffix(".ll")
        .or_else(|| input.strip_suffix(".bc"))
        .unwrap_or(input);
    format!("{stem}.{ext}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTS: &[OptSpec] = &[
        OptSpec::new("o", OptKind::Value, "filename", "Output filename"),
        OptSpec::new("O", OptKind::Prefix, "char", "Optimization level"),
        OptSpec::new("mtriple", OptKind::Value, "string", "Target triple"),
        OptSpec::new("emit-llvm", OptKind::Flag, "", "Print the module"),
        OptSpec::with_values(
            "filetype",
            "File type",
            &[("asm", "assembly"), ("obj", "object")],
        ),
    ];

    fn parse(args: &[&str]) -> Result<Parsed, CliError> {
        parse_args("kiln", OPTS, args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn dashes_and_values() {
        let p = parse(&["-o", "a.s", "--mtriple=riscv64", "x.ll", "-O", "1", "-"]).unwrap();
        assert_eq!(p.value("o"), Some("a.s"));
        assert_eq!(p.value("mtriple"), Some("riscv64"));
        assert_eq!(p.value("O"), Some("1"));
        assert_eq!(p.positionals, ["x.ll", "-"]);
        let p = parse(&["--o=b.s", "-o=c.s", "-emit-llvm=0", "--", "-weird.ll"]).unwrap();
        assert_eq!(p.value("o"), Some("c.s"));
        assert!(!p.flag("emit-llvm"));
        assert_eq!(p.positionals, ["-weird.ll"]);
        assert!(parse(&["--filetype=obj"]).is_ok());
    }

    #[test]
    fn errors_are_worded_like_llvm() {
        let e = parse(&["-foo"]).unwrap_err();
        assert_eq!(
            e.message,
            "kiln: Unknown command line argument '-foo'.  Try: 'kiln --help'\nkiln: Did you mean '-o'?"
        );
        let e = parse(&["-mtripel=x"]).unwrap_err();
        assert!(
            e.message.ends_with("Did you mean '--mtriple=x'?"),
            "{}",
            e.message
        );
        let e = parse(&["-zzzzzzzz"]).unwrap_err();
        assert!(!e.message.contains("Did you mean"));
        assert_eq!(
            parse(&["-o"]).unwrap_err().message,
            "kiln: for the -o option: requires a value!"
        );
        assert_eq!(
            parse(&["-filetype=exe"]).unwrap_err().message,
            "kiln: for the --filetype option: Cannot find option named 'exe'!"
        );
        assert!(parse(&["-emit-llvm=maybe"])
            .unwrap_err()
            .message
            .contains("invalid value for boolean argument"));
    }

    /// Random argument lists never panic the parser; they parse or give an error naming the
    /// tool.
    #[test]
    fn random_arguments_never_panic() {
        const PIECES: &[&str] = &[
            "-",
            "--",
            "o",
            "O",
            "=",
            "2",
            "x",
            "mtriple",
            "filetype",
            "obj",
            "emit-llvm",
            "é",
            "true",
            "",
            " ",
        ];
        let mut seed = 0x243f_6a88_85a3_08d3u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..20_000 {
            let args: Vec<String> = (0..next(5))
                .map(|_| (0..next(4)).map(|_| PIECES[next(PIECES.len())]).collect())
                .collect();
            if let Err(e) = parse_args("kiln", OPTS, args.clone()) {
                assert!(e.message.starts_with("kiln: "), "{args:?}: {}", e.message);
            }
        }
    }

    #[test]
    fn output_names_follow_llc() {
        assert_eq!(default_output_name("a.ll", "s"), "a.s");
        assert_eq!(default_output_name("a.bc", "o"), "a.o");
        assert_eq!(default_output_name("a.b.ll", "o"), "a.b.o");
        assert_eq!(default_output_name("noext", "s"), "noext.s");
        assert_eq!(default_output_name("-", "s"), "-");
    }

    #[test]
    fn help_lists_options() {
        let h = help_text("test tool", "kiln [options] <input>", OPTS);
        assert!(h.starts_with("OVERVIEW: test tool\n\nUSAGE: kiln [options] <input>\n"));
        assert!(h.contains("--mtriple=<string>"));
        assert!(h.contains("-o <filename>"));
        assert!(h.contains("  =obj"));
        assert!(h.contains("-O<char>"));
    }
}
