//! Support code shared by every kiln front end (the `.ll` parser, TableGen, the assembler).
//!
//! This is kiln's counterpart of LLVM's `SourceMgr`: it owns source buffers, turns byte offsets
//! into line and column numbers on demand (so lexers only carry a `u32` offset per token), and
//! renders diagnostics the way LLVM's tools do:
//!
//! ```text
//! in.ll:3:14: error: expected type
//!   %x = add i3x 1, 2
//!              ^
//! ```
//!
//! ```
//! use kiln_support::{SourceMgr, Diagnostic};
//! let mut sm = SourceMgr::new();
//! let f = sm.add_buffer("in.ll", "define void @f() {\n  ret i3x\n}\n".to_string());
//! let d = Diagnostic::error(sm.loc(f, 25), "expected type");
//! assert_eq!(sm.render(&d).lines().next().unwrap(), "in.ll:2:7: error: expected type");
//! ```

use std::fmt;

/// Index of a buffer held by a [`SourceMgr`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A position in a source buffer: the buffer and a byte offset into it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SourceLoc {
    /// The buffer.
    pub file: FileId,
    /// Byte offset from the start of the buffer.
    pub offset: u32,
}

/// One source buffer and the start offsets of its lines (computed lazily).
#[derive(Debug)]
struct Buffer {
    name: String,
    text: String,
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

/// Owns source buffers and maps locations to `file:line:col`.
#[derive(Debug, Default)]
pub struct SourceMgr {
    buffers: Vec<Buffer>,
}

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted but suspicious.
    Warning,
    /// Extra information attached to a previous diagnostic.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// A message tied (optionally) to a source location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where the problem is; `None` for errors about the input as a whole.
    pub loc: Option<SourceLoc>,
    /// Error, warning or note.
    pub severity: Severity,
    /// What is wrong, in LLVM's phrasing where one exists ("expected type").
    pub message: String,
    /// Notes that follow the main message (for example "previous definition is here").
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: SourceLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc: Some(loc),
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error with no location.
    pub fn error_unlocated(message: impl Into<String>) -> Self {
        Diagnostic {
            loc: None,
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A note at `loc`, to attach with [`Diagnostic::with_note`].
    pub fn note(loc: SourceLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            loc: Some(loc),
            severity: Severity::Note,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note that is printed after this diagnostic.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer named `name` (the path shown in diagnostics) and returns its id.
    pub fn add_buffer(&mut self, name: impl Into<String>, text: String) -> FileId {
        let id = FileId(self.buffers.len() as u32);
        self.buffers.push(Buffer {
            name: name.into(),
            text,
            line_starts: std::sync::OnceLock::new(),
        });
        id
    }

    /// The text of a buffer.
    pub fn text(&self, file: FileId) -> &str {
        &self.buffers[file.0 as usize].text
    }

    /// The name of a buffer, as given to [`SourceMgr::add_buffer`].
    pub fn name(&self, file: FileId) -> &str {
        &self.buffers[file.0 as usize].name
    }

    /// Number of buffers.
    pub fn len(&self) -> usize {
        self.buffers.len()
    }

    /// Whether no buffer has been added.
    pub fn is_empty(&self) -> bool {
        self.buffers.is_empty()
    }

    /// A location in `file` at byte `offset`.
    pub fn loc(&self, file: FileId, offset: usize) -> SourceLoc {
        SourceLoc {
            file,
            offset: offset as u32,
        }
    }

    fn line_starts(&self, file: FileId) -> &[u32] {
        let buf = &self.buffers[file.0 as usize];
        buf.line_starts.get_or_init(|| {
            let mut starts = vec![0u32];
            starts.extend(
                buf.text
                    .bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            );
            starts
        })
    }

    /// The 1-based line and column of a location (columns count bytes, as LLVM's do).
    pub fn line_col(&self, loc: SourceLoc) -> (u32, u32) {
        let starts = self.line_starts(loc.file);
        let line = match starts.binary_search(&loc.offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line as u32 + 1, loc.offset - starts[line] + 1)
    }

    /// The text of the line containing `loc`, without its line terminator.
    pub fn line_text(&self, loc: SourceLoc) -> &str {
        let starts = self.line_starts(loc.file);
        let text = self.text(loc.file);
        let line = match starts.binary_search(&loc.offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = starts[line] as usize;
        let end = text[start..].find('\n').map_or(text.len(), |e| start + e);
        text[start..end].trim_end_matches('\r')
    }

    /// `file:line:col` for a location.
    pub fn describe(&self, loc: SourceLoc) -> String {
        let (line, col) = self.line_col(loc);
        format!("{}:{}:{}", self.name(loc.file), line, col)
    }

    /// Renders a diagnostic as LLVM's tools do: `file:line:col: error: message`, then the source
    /// line and a caret under the column; notes follow in the same form.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(diag, &mut out);
        out
    }

    fn render_into(&self, diag: &Diagnostic, out: &mut String) {
        use std::fmt::Write;
        match diag.loc {
            Some(loc) if (loc.file.0 as usize) < self.buffers.len() => {
                let (_, col) = self.line_col(loc);
                let _ = writeln!(
                    out,
                    "{}: {}: {}",
                    self.describe(loc),
                    diag.severity,
                    diag.message
                );
                let line = self.line_text(loc);
                let _ = writeln!(out, "{line}");
                // The caret lines up under the column; tabs in the prefix are kept so it does.
                let prefix: String = line
                    .bytes()
                    .take(col as usize - 1)
                    .map(|b| if b == b'\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{prefix}^");
            }
            _ => {
                let _ = writeln!(out, "{}: {}", diag.severity, diag.message);
            }
        }
        for note in &diag.notes {
            self.render_into(note, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer("a.td", "one\ntwo\n\nfour".to_string());
        assert_eq!(sm.line_col(sm.loc(f, 0)), (1, 1));
        assert_eq!(sm.line_col(sm.loc(f, 3)), (1, 4));
        assert_eq!(sm.line_col(sm.loc(f, 4)), (2, 1));
        assert_eq!(sm.line_col(sm.loc(f, 9)), (4, 1));
        assert_eq!(sm.line_text(sm.loc(f, 10)), "four");
    }

    #[test]
    fn render_with_caret_and_note() {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer("x.ll", "  %a = add i32 %b\n".to_string());
        let d = Diagnostic::error(sm.loc(f, 16), "expected ','")
            .with_note(Diagnostic::note(sm.loc(f, 2), "instruction starts here"));
        assert_eq!(
            sm.render(&d),
            "x.ll:1:17: error: expected ','\n  %a = add i32 %b\n                ^\n\
             x.ll:1:3: note: instruction starts here\n  %a = add i32 %b\n  ^\n"
        );
    }
}
