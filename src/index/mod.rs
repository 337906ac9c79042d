//! The BM25 index: postings with per-field term frequencies (title, heading, body), so field
//! weights and k1, b stay settings of the question side rather than baked into the bundle.

pub mod links;

use crate::base::config::SearchSettings;
use crate::base::model::{Block, Doc};
use crate::base::shared_text::{Payload, SharedBytes};
use crate::base::text::Normalizer;
use crate::base::wire::Writer;
use std::collections::BTreeMap;

mod postings;
pub mod proximity;
mod score;

/// One more occurrence of a term in field `f` of block `i`; blocks come in order.
fn add(list: &mut Vec<Posting>, i: usize, f: usize) {
    match list.last_mut() {
        Some(p) if p.block == i as u32 => p.tf[f] += 1,
        _ => {
            let mut tf = [0; 3];
            tf[f] = 1;
            list.push(Posting {
                block: i as u32,
                tf,
            });
        }
    }
}
mod terms;

pub use postings::{Posting, Postings};
pub use score::{top_k, Prepared, Scorer, Term};
pub use terms::{Terms, U32s};

/// Stem terms are stored beside the words, marked by a character no token holds: a question
/// matches a word's exact form and, with a lower weight, any form sharing its stem.
pub const STEM_MARK: char = '\u{1}';

pub const TITLE: usize = 0;
pub const HEADING: usize = 1;
pub const BODY: usize = 2;

/// Posting lists stay in their bundle encoding in memory and are decoded only for the terms a
/// question asks about: loading a bundle copies bytes instead of decoding every posting.
///
/// A list is, per posting, the block's distance from the previous posting's block (varint),
/// then `body_tf << 1`, with the low bit set when title and heading frequencies follow.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    terms: Terms,
    /// Encoded posting lists, concatenated in term order.
    lists: SharedBytes,
    /// Token counts of each block's title, heading and body.
    pub lengths: Vec<[u32; 3]>,
    /// Length normalizations for the settings questions use, computed once when a bundle is
    /// made or loaded rather than on every question (see `prepare`).
    pub prepared: Option<Prepared>,
}

impl Index {
    pub fn build(blocks: &[Block], docs: &[Doc], normalizer: &Normalizer) -> Index {
        let mut map: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        // Stem terms: postings of every form of a stem, and whether the stem is its only form.
        let mut stems: BTreeMap<String, (Vec<Posting>, bool)> = BTreeMap::new();
        let mut lengths = Vec::with_capacity(blocks.len());
        for (i, b) in blocks.iter().enumerate() {
            let fields = [docs[b.doc].title.as_str(), &b.heading, &b.text];
            let mut len = [0u32; 3];
            for (f, text) in fields.iter().enumerate() {
                for (t, stem) in normalizer.stemmed_tokens(text) {
                    len[f] += 1;
                    if let Some(stem) = stem {
                        let other_form = t != stem;
                        let entry = stems.entry(stem).or_default();
                        add(&mut entry.0, i, f);
                        entry.1 |= other_form;
                    }
                    add(map.entry(t).or_default(), i, f);
                }
            }
            lengths.push(len);
        }
        for (stem, (postings, other_forms)) in stems {
            // A stem whose only form is itself adds nothing its word's list lacks: questions
            // read that word's list instead (see `Scorer`).
            if other_forms {
                map.insert(format!("{STEM_MARK}{stem}"), postings);
            }
        }
        let mut text = String::new();
        let (mut ends, mut df, mut list_ends) = (Vec::new(), Vec::new(), Vec::new());
        let mut lists = Writer::new();
        for (term, postings) in &map {
            postings::encode(postings, &mut lists);
            text.push_str(term);
            ends.push(text.len() as u32);
            df.push(postings.len() as u32);
            list_ends.push(lists.buf.len() as u32);
        }
        let terms = Terms {
            text: text.into_bytes().into(),
            ends: ends.into(),
            df: df.into(),
            list_ends: list_ends.into(),
        };
        Index {
            terms,
            lists: lists.buf.into(),
            lengths,
            prepared: None,
        }
    }

    /// The list of a stem: its stem term, or the word itself when the corpus has no other
    /// form of it (`build` stores no stem term then).
    pub fn stem_term(&self, stem: &str) -> Option<usize> {
        self.term(&format!("{STEM_MARK}{stem}"))
            .or_else(|| self.term(stem))
    }

    /// An index from its dictionary, the posting lists it points into and block lengths, as
    /// given: `read` checks what it reads (`Terms::check`), and lists are checked when read
    /// (see `Postings`). Tests use it to make inconsistent indexes.
    pub fn from_terms(terms: Terms, lists: SharedBytes, lengths: Vec<[u32; 3]>) -> Index {
        Index {
            terms,
            lists,
            lengths,
            prepared: None,
        }
    }

    /// Computes the length normalizations for `settings` once; `Scorer::new` with the same
    /// settings then costs nothing per question.
    pub fn prepare(&mut self, settings: &SearchSettings) {
        self.prepared = Some(Prepared {
            settings: settings.clone(),
            norms: score::norms(self, settings),
        });
    }

    pub fn term_count(&self) -> usize {
        self.terms.ends.len()
    }

    pub fn terms(&self) -> &Terms {
        &self.terms
    }

    pub fn term_str(&self, i: usize) -> &str {
        std::str::from_utf8(self.term_bytes(i)).unwrap_or_default()
    }

    fn term_bytes(&self, i: usize) -> &[u8] {
        let t = &self.terms;
        t.text.as_bytes().get(t.ends.span(i)).unwrap_or_default()
    }

    pub fn term(&self, t: &str) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.term_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            // Byte order is the order of the terms as text.
            match self.term_bytes(mid).cmp(t.as_bytes()) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }

    pub fn df(&self, i: usize) -> u32 {
        self.terms.df.get(i)
    }

    /// Every posting list as stored, in term order.
    pub fn lists(&self) -> &[u8] {
        self.lists.as_bytes()
    }

    pub fn postings(&self, i: usize) -> Postings<'_> {
        let list = self
            .lists()
            .get(self.terms.list_ends.span(i))
            .unwrap_or_default();
        Postings {
            data: list,
            pos: 0,
            block: None,
            blocks: self.lengths.len() as u64,
        }
    }

    /// Writes the index section of a bundle: the dictionary as three u32 arrays (read in place
    /// on load, see `Terms`) and the terms as one text, the posting lists, then the block lengths.
    pub fn write(&self, w: &mut Writer) {
        let t = &self.terms;
        w.usize(self.term_count());
        for array in [&t.ends, &t.df, &t.list_ends] {
            w.buf.extend_from_slice(array.0.as_bytes());
        }
        w.usize(t.text.as_bytes().len());
        w.buf.extend_from_slice(t.text.as_bytes());
        w.usize(self.lists().len());
        w.buf.extend_from_slice(self.lists());
        for l in &self.lengths {
            for v in l {
                w.u64(u64::from(*v));
            }
        }
    }

    /// Reads what `write` wrote, for an index of `blocks` blocks, keeping the dictionary and the
    /// lists as views of the payload's file.
    pub fn read(p: &mut Payload, blocks: usize) -> Result<Index, String> {
        p.what = "index";
        let n = p.count()?;
        let array_len = n.checked_mul(4).ok_or("index: a term count out of range")?;
        let ends = U32s(p.take_shared(array_len)?);
        let df = U32s(p.take_shared(array_len)?);
        let list_ends = U32s(p.take_shared(array_len)?);
        let n = p.count()?;
        let text = p.take_shared(n)?;
        std::str::from_utf8(text.as_bytes())
            .map_err(|_| format!("index at byte {}: terms are not UTF-8", p.pos))?;
        let terms = Terms {
            text,
            ends,
            df,
            list_ends,
        };
        p.what = "postings";
        let n = p.count()?;
        let lists = p.take_shared(n)?;
        p.what = "lengths";
        let mut lengths = Vec::with_capacity(blocks);
        for _ in 0..blocks {
            lengths.push([p.u32()?, p.u32()?, p.u32()?]);
        }
        terms
            .check(lists.as_bytes().len())
            .map_err(|e| format!("index: {e}"))?;
        Ok(Index::from_terms(terms, lists, lengths))
    }

    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    /// The average token count of the title, heading and body over blocks.
    pub fn average_lengths(&self) -> [f64; 3] {
        let mut sum = [0f64; 3];
        for l in &self.lengths {
            for f in 0..3 {
                sum[f] += f64::from(l[f]);
            }
        }
        let n = self.lengths.len().max(1) as f64;
        sum.map(|s| s / n)
    }

    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }
}
