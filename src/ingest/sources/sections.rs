//! What every source type shares once it has read a file into sections: a section becomes one
//! block `ID#N`, or passages `ID-N-p0`, `ID-N-p1`, ... when it is longer than the corpus's
//! `passage_words`; passages cite as their section.

use crate::base::model::{Block, Doc};
use crate::base::text::{code_hyphens, composed};

/// A numbered section of a source as read: its heading and paragraphs.
pub struct Section {
    /// The line it starts at, for errors (0 when the source has no lines to name).
    pub line: usize,
    pub number: String,
    pub heading: String,
    pub paragraphs: Vec<String>,
}

/// The blocks of document `doc`, which will have index `doc_index` in the corpus.
pub fn blocks(
    doc: &Doc,
    doc_index: usize,
    sections: Vec<Section>,
    passage_words: usize,
) -> Vec<Block> {
    let mut blocks = Vec::new();
    for s in sections {
        let passages = split_passages(&s.paragraphs, passage_words);
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
                // A code written with non-breaking hyphens or en dashes is the code: the link
                // graph and the index read it as a question typed with hyphens does. A letter
                // saved decomposed (NFD) is the letter a question types.
                heading: code_hyphens(&composed(&s.heading)).into(),
                text: code_hyphens(&composed(&text)).into(),
                products: doc.products.to_vec(),
                fields: Vec::new(),
            });
        }
    }
    blocks
}

/// Packs paragraphs into passages of at most `limit` words; a paragraph longer than the limit
/// is cut at word boundaries.
pub fn split_passages(paragraphs: &[String], limit: usize) -> Vec<String> {
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
