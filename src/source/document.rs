//! Documents (`docs/ID.md`): a header, `---`, then numbered sections `## N. Heading`.
//! Each section is a block `ID#N`; a long one becomes passages `ID-N-p0`, `ID-N-p1`, ...

use super::header::Header;
use crate::config::Config;
use crate::error::SourceError;
use crate::model::{Block, Doc};

const HEADER_KEYS: [&str; 9] = [
    "id",
    "title",
    "products",
    "groups",
    "markets",
    "valid_from",
    "valid_to",
    "status",
    "superseded_by",
];

struct Section {
    line: usize,
    number: String,
    heading: String,
    paragraphs: Vec<String>,
}

/// Reads one document; `doc_index` is the index the document will have in the corpus. Also
/// returns the line of `superseded_by` (0 when there is none): whether the document it names
/// exists is known only once the whole corpus is read, and the error must point at that line.
pub fn read(
    file: &str,
    text: &str,
    config: &Config,
    doc_index: usize,
) -> Result<(Doc, Vec<Block>, usize), SourceError> {
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

    let mut blocks = Vec::new();
    for s in sections {
        if s.paragraphs.is_empty() {
            return Err(SourceError::at(
                file,
                s.line,
                format!("section {} has no text", s.number),
            ));
        }
        let passages = split_passages(&s.paragraphs, config.passage_words);
        let single = passages.len() == 1;
        for (p, text) in passages.into_iter().enumerate() {
            let id = if single {
                format!("{}#{}", doc.id, s.number)
            } else {
                format!("{}-{}-p{p}", doc.id, s.number)
            };
            blocks.push(Block {
                id: id.into(),
                doc: doc_index,
                section: s.number.as_str().into(),
                heading: s.heading.as_str().into(),
                text: text.into(),
                products: doc.products.clone(),
                fields: Vec::new(),
            });
        }
    }
    let superseded_line = header.line("superseded_by");
    Ok((doc, blocks, superseded_line))
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

/// Packs paragraphs into passages of at most `limit` words; a paragraph longer than the limit
/// is cut at word boundaries.
pub(super) fn split_passages(paragraphs: &[String], limit: usize) -> Vec<String> {
    let total: usize = paragraphs
        .iter()
        .map(|p| p.split_whitespace().count())
        .sum();
    if total <= limit {
        return vec![paragraphs.join("\n\n")];
    }
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut words = 0;
    for p in paragraphs {
        let n = p.split_whitespace().count();
        if words > 0 && words + n > limit {
            out.push(std::mem::take(&mut current));
            words = 0;
        }
        if n > limit {
            let all: Vec<&str> = p.split_whitespace().collect();
            for chunk in all.chunks(limit) {
                if words > 0 {
                    out.push(std::mem::take(&mut current));
                }
                current = chunk.join(" ");
                words = chunk.len();
            }
            continue;
        }
        if !current.is_empty() {
            current.push_str("\n\n");
        }
        current.push_str(p);
        words += n;
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_sections_become_passages_at_paragraph_boundaries() {
        let para = |n: usize| vec!["word"; n].join(" ");
        let ps = split_passages(&[para(100), para(100), para(100)], 220);
        assert_eq!(ps.len(), 2);
        assert_eq!(ps[0].split_whitespace().count(), 200);
        let ps = split_passages(&[para(500)], 220);
        assert_eq!(
            ps.iter()
                .map(|p| p.split_whitespace().count())
                .collect::<Vec<_>>(),
            [220, 220, 60]
        );
    }
}
