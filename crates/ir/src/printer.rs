//! The printer: a [`crate::Module`] in, `.ll` text out, in the layout `llvm-dis` uses.

/// Writes an identifier (without its sigil), quoting it when LLVM would.
pub fn write_ident(name: &str, out: &mut String) {
    let ok = !name.is_empty()
        && name.bytes().enumerate().all(|(i, b)| {
            b.is_ascii_alphabetic()
                || matches!(b, b'-' | b'$' | b'.' | b'_')
                || (i > 0 && b.is_ascii_digit())
        });
    if ok {
        out.push_str(name);
    } else {
        write_quoted(name.as_bytes(), out);
    }
}

/// Writes `"..."` with LLVM's escapes (`\XX` for non-printable bytes, `"` and `\`).
pub fn write_quoted(bytes: &[u8], out: &mut String) {
    out.push('"');
    write_escaped(bytes, out);
    out.push('"');
}

/// Writes bytes with LLVM's escapes, without quotes.
pub fn write_escaped(bytes: &[u8], out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
}
