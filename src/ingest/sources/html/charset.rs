//! A page's bytes as text: the encoding is the byte-order mark's, else the one a `<meta charset>`
//! or `<meta http-equiv="Content-Type" content="...; charset=...">` in the first 1024 bytes
//! names (the HTML standard's prescan), else UTF-8. A saved page has lost the HTTP header that
//! named its charset; guessing windows-1252 for bytes that are not UTF-8 would put mojibake in
//! every block, so such a page is an error naming the line and the fix instead.

use crate::base::error::SourceError;
use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252, X_USER_DEFINED};
use std::borrow::Cow;

/// How far the prescan looks for a `<meta>` naming the charset, as in browsers.
const PRESCAN_BYTES: usize = 1024;

/// The page's text, decoded.
pub fn decode<'a>(file: &str, bytes: &'a [u8]) -> Result<Cow<'a, str>, SourceError> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        return strict(file, encoding, &bytes[bom..], "its byte-order mark says");
    }
    let meta = prescan(&bytes[..bytes.len().min(PRESCAN_BYTES)]);
    match meta {
        Some(Meta {
            encoding: Some(encoding),
            line,
            ..
        }) => strict(
            file,
            encoding,
            bytes,
            &format!("its <meta> on line {line} says"),
        ),
        _ => std::str::from_utf8(bytes).map(Cow::Borrowed).map_err(|e| {
            let line = line_at(bytes, e.valid_up_to());
            let why = match meta {
                Some(Meta { label, line: at, .. }) => format!(
                    "not valid UTF-8 text, and the charset '{label}' named on line {at} is not one \
                     this reader knows: name the page's encoding, e.g. <meta charset=\"windows-1252\">"
                ),
                None => "not valid UTF-8 text, and no charset is named: save the page as UTF-8 or \
                         name its encoding, e.g. <meta charset=\"windows-1252\">"
                    .to_string(),
            };
            SourceError::at(file, line, why)
        }),
    }
}

fn line_at(bytes: &[u8], at: usize) -> usize {
    bytes[..at.min(bytes.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// `bytes` decoded as `encoding`; bytes that are not text in it are an error naming the line.
fn strict<'a>(
    file: &str,
    encoding: &'static Encoding,
    bytes: &'a [u8],
    said: &str,
) -> Result<Cow<'a, str>, SourceError> {
    if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
        return Ok(text);
    }
    // Where the first bad byte is: decode piece by piece until the decoder reports it.
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(4096);
    let mut read = 0;
    loop {
        out.clear();
        let (result, n) =
            decoder.decode_to_string_without_replacement(&bytes[read..], &mut out, true);
        read += n;
        match result {
            encoding_rs::DecoderResult::OutputFull if read < bytes.len() => {}
            _ => break,
        }
    }
    Err(SourceError::at(
        file,
        line_at(bytes, read),
        format!("not valid {} text, which {said} it is", encoding.name()),
    ))
}

/// What the prescan found: the first `<meta>` naming a charset, its label, and its line.
struct Meta {
    /// `None` when the label names no encoding.
    encoding: Option<&'static Encoding>,
    label: String,
    line: usize,
}

/// The HTML standard's prescan, simplified to what names a charset: comments are skipped,
/// other tags' attributes are read past (a `>` in a quoted value does not end a tag).
fn prescan(bytes: &[u8]) -> Option<Meta> {
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        let rest = &bytes[i..];
        if rest.starts_with(b"<!--") {
            i = find(bytes, i + 4, b"-->").map_or(bytes.len(), |e| e + 3);
            continue;
        }
        let is_meta = rest.len() > 5
            && rest[1..5].eq_ignore_ascii_case(b"meta")
            && (rest[5].is_ascii_whitespace() || rest[5] == b'/');
        let name_start = i + 1 + usize::from(rest.get(1) == Some(&b'/'));
        if !bytes.get(name_start).is_some_and(u8::is_ascii_alphabetic) {
            // `<!DOCTYPE`, `<?xml`, or a `<` that starts no tag.
            i = if matches!(rest.get(1), Some(b'!' | b'?' | b'/')) {
                find(bytes, i, b">").map_or(bytes.len(), |e| e + 1)
            } else {
                i + 1
            };
            continue;
        }
        let mut at = name_start;
        while at < bytes.len() && !bytes[at].is_ascii_whitespace() && !b"/>".contains(&bytes[at]) {
            at += 1;
        }
        let (attrs, end) = attributes(bytes, at);
        i = end;
        if !is_meta {
            continue;
        }
        let get = |key: &str| {
            attrs
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(key))
                .map(|(_, v)| v.as_str())
        };
        let label = match (get("charset"), get("http-equiv"), get("content")) {
            (Some(c), _, _) => Some(c.to_string()),
            (None, Some(h), Some(content)) if h.trim().eq_ignore_ascii_case("content-type") => {
                charset_in_content(content)
            }
            _ => None,
        };
        if let Some(label) = label {
            let encoding = Encoding::for_label(label.trim().as_bytes()).map(|e| {
                // The standard's overrides: a page that reads its own meta is ASCII-compatible.
                if e == UTF_16LE || e == UTF_16BE {
                    UTF_8
                } else if e == X_USER_DEFINED {
                    WINDOWS_1252
                } else {
                    e
                }
            });
            return Some(Meta {
                encoding,
                label: label.trim().chars().take(40).collect(),
                line: line_at(bytes, i),
            });
        }
    }
    None
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// A tag's attributes from `from` (just past its name) and the index just past its `>`.
fn attributes(b: &[u8], from: usize) -> (Vec<(String, String)>, usize) {
    let mut attrs = Vec::new();
    let mut i = from;
    loop {
        while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'/') {
            i += 1;
        }
        if i >= b.len() {
            return (attrs, b.len());
        }
        if b[i] == b'>' {
            return (attrs, i + 1);
        }
        let start = i;
        while i < b.len() && !b[i].is_ascii_whitespace() && !b"/>=".contains(&b[i]) {
            i += 1;
        }
        let name = String::from_utf8_lossy(&b[start..i]).into_owned();
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut value = String::new();
        if b.get(i) == Some(&b'=') {
            i += 1;
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            let (v_start, v_end) = match b.get(i) {
                Some(q @ (b'"' | b'\'')) => {
                    let s = i + 1;
                    let e = b[s..]
                        .iter()
                        .position(|c| c == q)
                        .map_or(b.len(), |p| s + p);
                    i = (e + 1).min(b.len());
                    (s, e)
                }
                _ => {
                    let s = i;
                    while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' {
                        i += 1;
                    }
                    (s, i)
                }
            };
            value = String::from_utf8_lossy(&b[v_start..v_end]).into_owned();
        }
        if i == start {
            // A lone '=': step over it.
            i += 1;
        }
        attrs.push((name, value));
    }
}

/// The charset in a Content-Type value (`text/html; charset=iso-8859-1`).
fn charset_in_content(content: &str) -> Option<String> {
    let lower = content.to_ascii_lowercase();
    let at = lower.find("charset")? + "charset".len();
    let rest = content[at..].trim_start().strip_prefix('=')?.trim_start();
    let rest = rest.trim_start_matches(['"', '\'']);
    let end = rest
        .find(|c: char| c == ';' || c == '"' || c == '\'' || c.is_whitespace())
        .unwrap_or(rest.len());
    (end > 0).then(|| rest[..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_encoding_comes_from_the_bom_then_the_meta_then_utf8() {
        let latin = b"<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title>";
        assert!(decode("p.html", latin).unwrap().contains("Café"));
        let equiv = b"<!-- <meta charset=utf-8> --><META HTTP-EQUIV='Content-Type' \
                      CONTENT='text/html; charset=ISO-8859-1'>\x93quoted\x94 \x80";
        // iso-8859-1 is windows-1252 in browsers, and so in encoding_rs.
        assert!(decode("p.html", equiv).unwrap().ends_with("“quoted” €"));
        assert_eq!(decode("p.html", b"\xef\xbb\xbfplain").unwrap(), "plain");
        assert_eq!(decode("p.html", b"\xff\xfeh\0i\0").unwrap(), "hi");
        // A quoted '>' in an earlier tag does not hide the meta after it.
        let quoted = b"<a title='>'><meta charset=koi8-r>\xc1";
        assert!(decode("p.html", quoted).unwrap().ends_with('а'));
    }

    #[test]
    fn bytes_that_are_not_the_named_encoding_are_an_error_with_the_line() {
        let err = decode("p.html", b"<p>one</p>\n<p>caf\xe9</p>").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.message.contains("no charset is named"), "{err}");
        let err = decode("p.html", b"<meta charset=klingon>\n\n\xe9").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err.message.contains("'klingon' named on line 1"), "{err}");
        let err = decode("p.html", b"<meta charset=utf-8>\n\xff").unwrap_err();
        assert_eq!(
            err.to_string(),
            "p.html:2: not valid UTF-8 text, which its <meta> on line 1 says it is"
        );
        // A meta past the first 1024 bytes is not read, as in browsers.
        let late = [b"<p>".repeat(400), b"<meta charset=latin1>\xe9".to_vec()].concat();
        assert!(decode("p.html", &late).is_err());
    }
}
