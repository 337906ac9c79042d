//! PDF documents (`docs/ID.pdf`): the text layer of each page, in the order the page draws it,
//! split into sections at the PDF's outline (bookmarks) when it has one, else one section per
//! page (section N is page N). A PDF cannot hold the `key: value` header, so it is in a file
//! beside it, `docs/ID.pdf.header`, with the keys of a Markdown document's header.

use super::header::Header;
use super::sections::{self, Section};
use super::{Read, Source};
use crate::base::config::Config;
use crate::base::error::SourceError;
use lopdf::xref::XrefEntry;
use lopdf::{Document, Object, ObjectId};

pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let file = source.file;
    let (header_file, header_text) = source.sidecar_text()?;
    let mut header = Header::default();
    let mut end = 1;
    for (i, line) in header_text.lines().enumerate() {
        end = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        header.add(header_file, i + 1, line, &super::document::HEADER_KEYS)?;
    }
    let mut doc = header.doc(header_file, config, end)?;
    let embargo = header.embargo(header_file)?;
    // A PDF says from when it applies as a Markdown document does (FORMAT.md).
    header.require(header_file, "valid_from", end)?;
    let pdf = super::guarded(file, || pages(file, source.bytes))??;
    if header.get("title").is_none() {
        if let Some(title) = pdf.title.filter(|t| !t.trim().is_empty()) {
            doc.title = title.trim().into();
        }
    }
    if pdf.pages.iter().all(|p| p.trim().is_empty()) {
        return Err(SourceError::at(
            file,
            0,
            format!(
                "no text layer on any of its {} pages (scanned images?): run OCR on it first",
                pdf.pages.len()
            ),
        ));
    }
    let sections = if pdf.outline.is_empty() {
        by_page(&pdf.pages)
    } else {
        by_outline(&pdf.pages, &pdf.outline)
    };
    let blocks = sections::blocks(&doc, doc_index, sections, config.passage_words);
    Ok(Read {
        doc,
        blocks,
        successor_line: header.line("superseded_by"),
        embargo,
        notes: Vec::new(),
    })
}

/// What is read from a PDF: each page's text, the outline's entries (title, page from 1) in
/// order, and the title in its document information.
struct Pdf {
    pages: Vec<String>,
    outline: Vec<(String, usize)>,
    title: Option<String>,
}

fn pages(file: &str, bytes: &[u8]) -> Result<Pdf, SourceError> {
    let err = |what: String| SourceError::at(file, 0, what);
    let encrypted = || err("the PDF is encrypted and cannot be opened without its password".into());
    let pdf = Document::load_mem(bytes).map_err(|e| match e {
        lopdf::Error::Decryption(_) | lopdf::Error::InvalidPassword => encrypted(),
        // The reader may stop at the encryption before it says so.
        _ if bytes.windows(8).any(|w| w == b"/Encrypt") => encrypted(),
        e => err(format!("cannot read as a PDF (damaged?): {e}")),
    })?;
    if pdf.is_encrypted() {
        // Loaded but not decrypted: its strings would be ciphertext.
        return Err(encrypted());
    }
    let ids = pdf.get_pages();
    let count = ids.len();
    if count == 0 {
        return Err(err("the PDF has no pages".into()));
    }
    let mut pages = Vec::with_capacity(count);
    for n in 1..=count as u32 {
        let text = pdf.extract_text(&[n]).map_err(|e| {
            SourceError::at(file, 0, format!("page {n}: cannot read its text: {e}"))
        })?;
        // A page without text may be a scan, or damage the reader passed over in silence.
        if let (true, Some(&id)) = (text.trim().is_empty(), ids.get(&n)) {
            check_contents(&pdf, bytes, id)
                .map_err(|e| SourceError::at(file, 0, format!("page {n}: {e}")))?;
        }
        pages.push(text);
    }
    // An outline that cannot be read leaves the pages as sections; the text is what matters.
    let outline = pdf
        .get_toc()
        .map(|toc| {
            toc.toc
                .into_iter()
                .filter(|t| (1..=count).contains(&t.page))
                .map(|t| (clean(&t.title), t.page))
                .filter(|(title, _)| !title.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let title = pdf
        .trailer
        .get(b"Info")
        .and_then(|info| match info {
            Object::Reference(id) => pdf.get_dictionary(*id),
            Object::Dictionary(d) => Ok(d),
            _ => Err(lopdf::Error::ObjectNotFound((0, 0))),
        })
        .and_then(|info| info.get(b"Title"))
        .and_then(lopdf::decode_text_string)
        .ok();
    Ok(Pdf {
        pages,
        outline,
        title,
    })
}

/// What is wrong with a page's content streams, if anything. lopdf's text extraction leaves out
/// a stream that did not load and reads a Flate stream that does not decompress as whatever
/// came out before the error (often nothing): the page then has no text, which reads as a scan
/// to run OCR on. A page is checked only when it has no text: a stream cut short still gives
/// the text before the cut, as it always did.
fn check_contents(pdf: &Document, bytes: &[u8], page: ObjectId) -> Result<(), String> {
    let refs = |a: &Vec<Object>| -> Vec<ObjectId> {
        a.iter().filter_map(|o| o.as_reference().ok()).collect()
    };
    // From the page itself: lopdf's list of a page's contents leaves out those that did not load.
    let ids = match pdf.get_dictionary(page).and_then(|d| d.get(b"Contents")) {
        Ok(Object::Reference(id)) => match pdf.get_object(*id) {
            Ok(Object::Array(a)) => refs(a),
            _ => vec![*id],
        },
        Ok(Object::Array(a)) => refs(a),
        _ => Vec::new(),
    };
    let limit = lopdf::DEFAULT_MAX_DECOMPRESSED_SIZE;
    for id in ids {
        let at = format!("its content stream (object {} {})", id.0, id.1);
        let stream = match pdf.get_object(id) {
            Ok(Object::Stream(s)) => s,
            // A stream the reader could not parse is missing, or kept as its dictionary alone.
            _ => {
                return Err(match unread(pdf, bytes, id) {
                    Some(why) => format!("{at} cannot be read: {why}"),
                    None => format!("{at} is not a stream"),
                })
            }
        };
        let flate = stream
            .filters()
            .is_ok_and(|f| f.first() == Some(&&b"FlateDecode"[..]));
        let decoded = if flate {
            inflate(&stream.content, limit)
        } else {
            stream
                .decompressed_content_with_limit(limit)
                .map(|_| ())
                .map_err(|e| e.to_string())
        };
        decoded.map_err(|e| format!("{at} cannot be decompressed (damaged?): {e}"))?;
    }
    Ok(())
}

/// Inflates zlib data as far as `limit` bytes, as lopdf does (with its fallback to raw deflate
/// after the two header bytes), but with its errors.
fn inflate(data: &[u8], limit: usize) -> Result<(), String> {
    use std::io::Read;
    let cap = limit as u64 + 1;
    let read = |r: &mut dyn Read| std::io::copy(&mut r.take(cap), &mut std::io::sink());
    let n = match read(&mut flate2::read::ZlibDecoder::new(data)) {
        Ok(n) => n,
        Err(zlib) => match data.get(2..) {
            Some(raw) => {
                read(&mut flate2::read::DeflateDecoder::new(raw)).map_err(|_| zlib.to_string())?
            }
            None => return Err(zlib.to_string()),
        },
    };
    if n > limit as u64 {
        return Err(format!("it expands to more than {limit} bytes"));
    }
    Ok(())
}

/// Why stream object `id` did not load, read from the file where its cross-reference entry
/// puts it (None when no stream is written there): a stream's `/Length` is what damage most
/// often breaks, and the reader only says the object is not a stream.
fn unread(pdf: &Document, bytes: &[u8], id: ObjectId) -> Option<String> {
    let Some(XrefEntry::Normal { offset, .. }) = pdf.reference_table.get(id.0) else {
        return Some("the file has no such object".into());
    };
    let rest = bytes.get(*offset as usize..).unwrap_or_default();
    let head = &rest[..rest.len().min(4096)];
    let end = head
        .windows(6)
        .position(|w| w == b"endobj")
        .unwrap_or(head.len());
    let keyword = head[..end].windows(6).position(|w| w == b"stream")?;
    let dict = String::from_utf8_lossy(&head[..keyword]);
    let length = dict.find("/Length").and_then(|i| {
        dict[i + "/Length".len()..]
            .split(['/', '>'])
            .next()
            .and_then(|v| v.trim().parse::<i64>().ok())
    });
    let Some(length) = length else {
        return Some("the stream is damaged".into());
    };
    let mut data = keyword + "stream".len();
    for eol in [b'\r', b'\n'] {
        if rest.get(data) == Some(&eol) {
            data += 1;
        }
    }
    let left = rest.len() - data;
    Some(if length < 0 {
        format!("its /Length {length} is invalid: a length is not negative")
    } else if length as u64 > left as u64 {
        format!("its /Length {length} is invalid: the file ends {left} bytes after its data starts")
    } else {
        format!("its /Length {length} is wrong: its data does not end there")
    })
}

/// An outline title without the control characters some writers leave in it.
fn clean(title: &str) -> String {
    title
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// One section a page with text: section N is page N.
fn by_page(pages: &[String]) -> Vec<Section> {
    pages
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.trim().is_empty())
        .map(|(i, text)| Section {
            line: 0,
            number: (i + 1).to_string(),
            heading: format!("page {}", i + 1),
            paragraphs: paragraphs(text),
        })
        .collect()
}

/// Sections at the outline's entries: entry N (from 1) starts at its title on its page, or at
/// the top of the page when the title is not written there; text before the first is section 0.
fn by_outline(pages: &[String], outline: &[(String, usize)]) -> Vec<Section> {
    let mut all = String::new();
    let mut page_start = Vec::new();
    for p in pages {
        page_start.push(all.len());
        all.push_str(p);
        all.push('\n');
    }
    let mut cuts: Vec<(usize, usize, String)> = Vec::new(); // (offset, number, heading)
    let mut from = 0;
    for (i, (title, page)) in outline.iter().enumerate() {
        let start = page_start[page - 1].max(from);
        let page_end = page_start.get(*page).copied().unwrap_or(all.len());
        let at = if start < page_end {
            find_heading(&all[start..page_end], title).map_or(start, |o| start + o)
        } else {
            start
        };
        cuts.push((at, i + 1, title.clone()));
        from = at;
    }
    let mut sections = Vec::new();
    if cuts[0].0 > 0 && !all[..cuts[0].0].trim().is_empty() {
        sections.push(Section {
            line: 0,
            number: "0".into(),
            heading: String::new(),
            paragraphs: paragraphs(&all[..cuts[0].0]),
        });
    }
    for (k, (at, number, heading)) in cuts.iter().enumerate() {
        let end = cuts.get(k + 1).map_or(all.len(), |c| c.0);
        let mut body = &all[*at..end];
        // The heading is the section's heading, not its first words.
        if let Some(o) = find_heading(body, heading).filter(|o| *o == 0) {
            body = &body[o + heading_len(body, heading)..];
        }
        let paragraphs = paragraphs(body);
        if paragraphs.is_empty() {
            continue;
        }
        sections.push(Section {
            line: 0,
            number: number.to_string(),
            heading: heading.clone(),
            paragraphs,
        });
    }
    sections
}

/// Where `heading` is written in `text` at the start of a line (spacing aside), as a byte offset.
fn find_heading(text: &str, heading: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let lead = line.len() - line.trim_start().len();
        if same_words(line.trim(), heading) || line.trim().starts_with(heading) {
            return Some(offset + lead);
        }
        offset += line.len();
    }
    None
}

/// How many bytes of `text` (which starts with the heading) the heading takes.
fn heading_len(text: &str, heading: &str) -> usize {
    let line = text.lines().next().unwrap_or("");
    if same_words(line.trim(), heading) {
        line.len()
    } else {
        heading.len().min(text.len())
    }
}

fn same_words(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}

/// A page's lines joined into paragraphs: a PDF has lines, not paragraphs, so a line that ends
/// a sentence (or a blank line) ends one; a word broken with a hyphen at a line's end is joined.
fn paragraphs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if line.is_empty() {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            continue;
        }
        if current.ends_with('-')
            && current[..current.len() - 1]
                .chars()
                .last()
                .is_some_and(char::is_alphabetic)
            && line.chars().next().is_some_and(char::is_lowercase)
        {
            current.pop();
        } else if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(&line);
        if line.ends_with(['.', '!', '?', ':']) {
            out.push(std::mem::take(&mut current));
        }
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
    fn lines_become_paragraphs_at_sentence_ends() {
        assert_eq!(
            paragraphs("The bat-\ntery pack is\nreplaced.\nThen test it\n\nNext"),
            ["The battery pack is replaced.", "Then test it", "Next"]
        );
    }

    #[test]
    fn outline_entries_cut_at_their_titles() {
        let pages = vec![
            "Intro text.\n1 Charging\nCharge it fully.\n".to_string(),
            "2 Storage\nKeep it dry.\n".to_string(),
        ];
        let outline = vec![("1 Charging".to_string(), 1), ("2 Storage".to_string(), 2)];
        let s = by_outline(&pages, &outline);
        let got: Vec<(&str, &str, &[String])> = s
            .iter()
            .map(|s| {
                (
                    s.number.as_str(),
                    s.heading.as_str(),
                    s.paragraphs.as_slice(),
                )
            })
            .collect();
        assert_eq!(got[0].0, "0");
        assert_eq!(got[0].2, ["Intro text."]);
        assert_eq!(got[1].1, "1 Charging");
        assert_eq!(got[1].2, ["Charge it fully."]);
        assert_eq!(got[2].2, ["Keep it dry."]);
    }
}
