//! Documents (`docs/ID.md`): a header, `---`, then numbered sections `## N. Heading`.
//! Each section is a block `ID#N`; a long one becomes passages `ID-N-p0`, `ID-N-p1`, ...

use super::header::Header;
use super::sections::{self, Section};
use super::{Read, Source};
use crate::base::config::Config;
use crate::base::error::SourceError;

pub const HEADER_KEYS: [&str; 11] = [
    "id",
    "title",
    "products",
    "groups",
    "markets",
    "valid_from",
    "valid_to",
    "status",
    "superseded_by",
    "embargo",
    "language",
];

/// Reads one document; `doc_index` is the index the document will have in the corpus.
pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let (file, text) = (source.file, source.text()?);
    let mut header = Header::default();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let mut body_start = None;
    for (n, line) in lines.by_ref() {
        if line.trim() == "---" {
            body_start = Some(n);
            break;
        }
        if line.trim().is_empty() || line.trim_start().starts_with('#') && !line.contains(':') {
            continue;
        }
        header.add(file, n, line, &HEADER_KEYS)?;
    }
    let Some(separator) = body_start else {
        return Err(SourceError::at(file, 0, "no '---' line ends the header"));
    };
    let doc = header.doc(file, config, separator)?;
    let embargo = header.embargo(file)?;
    // Records and pages may go without; a document says from when it applies (FORMAT.md).
    header.require(file, "valid_from", separator)?;

    let mut sections: Vec<Section> = Vec::new();
    let mut paragraph = String::new();
    for (n, line) in lines {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("## ") {
            flush(&mut paragraph, &mut sections);
            let (number, heading) = parse_heading(rest).ok_or_else(|| {
                SourceError::at(
                    file,
                    n,
                    format!("section heading must read '## N. Heading', found '{trimmed}'"),
                )
            })?;
            if let Some(first) = sections.iter().find(|s| s.number == number) {
                return Err(SourceError::at(
                    file,
                    n,
                    format!(
                        "section {number} is used twice (first at line {})",
                        first.line
                    ),
                ));
            }
            sections.push(Section {
                line: n,
                number,
                heading,
                paragraphs: Vec::new(),
            });
        } else if trimmed.is_empty() {
            flush(&mut paragraph, &mut sections);
        } else if sections.is_empty() {
            return Err(SourceError::at(
                file,
                n,
                "text before the first section heading '## 1. ...'",
            ));
        } else {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(trimmed);
        }
    }
    flush(&mut paragraph, &mut sections);
    if sections.is_empty() {
        return Err(SourceError::at(file, 0, "the document has no sections"));
    }

    if let Some(s) = sections.iter().find(|s| s.paragraphs.is_empty()) {
        return Err(SourceError::at(
            file,
            s.line,
            format!("section {} has no text", s.number),
        ));
    }
    let blocks = sections::blocks(&doc, doc_index, sections, config.passage_words);
    // Whether the document superseded_by names exists is known only once the whole corpus is
    // read, and the error must point at this line.
    let successor_line = header.line("superseded_by");
    Ok(Read {
        doc,
        blocks,
        successor_line,
        embargo,
        notes: Vec::new(),
    })
}

fn flush(paragraph: &mut String, sections: &mut [Section]) {
    if !paragraph.is_empty() {
        if let Some(s) = sections.last_mut() {
            s.paragraphs.push(std::mem::take(paragraph));
        }
    }
}

fn parse_heading(rest: &str) -> Option<(String, String)> {
    let (number, heading) = rest.split_once('.')?;
    let number = number.trim();
    if number.is_empty()
        || number.len() > 6
        || !number.bytes().all(|b| b.is_ascii_digit())
        || number.starts_with('0')
    {
        return None;
    }
    Some((number.to_string(), heading.trim().to_string()))
}
