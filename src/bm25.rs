//! The BM25 index: postings with per-field term frequencies (title, heading, body), so field
//! weights and k1, b stay settings of the question side rather than baked into the bundle.

use crate::config::SearchSettings;
use crate::model::{Block, Doc};
use crate::shared_text::SharedBytes;
use crate::text::Normalizer;
use crate::wire::{Reader, Writer};
use std::collections::BTreeMap;

pub const TITLE: usize = 0;
pub const HEADING: usize = 1;
pub const BODY: usize = 2;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Posting {
    pub block: u32,
    /// Term frequency in the title, heading and body.
    pub tf: [u32; 3],
}

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

/// BM25's length normalization `1 - b + b·len/avglen` of every block, for one set of settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    settings: SearchSettings,
    norms: Vec<f64>,
}

/// The term dictionary: sorted terms in one string, and per term where it ends, its document
/// frequency and where its posting list ends, as arrays of little-endian u32 that a loaded
/// bundle reads in place (loading walks no term). Its order and the arrays' monotony are not
/// re-checked on load: a crafted bundle that breaks them only makes lookups miss.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Terms {
    pub text: SharedBytes,
    pub ends: U32s,
    pub df: U32s,
    pub list_ends: U32s,
}

/// A little-endian u32 array in shared bytes; out-of-range reads give 0.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct U32s(pub SharedBytes);

impl U32s {
    pub fn get(&self, i: usize) -> u32 {
        i.checked_mul(4)
            .and_then(|at| self.0.as_bytes().get(at..at + 4))
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, u32::from_le_bytes)
    }

    pub fn len(&self) -> usize {
        self.0.as_bytes().len() / 4
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn last(&self) -> u32 {
        self.len().checked_sub(1).map_or(0, |i| self.get(i))
    }

    /// For an array of end offsets: where item i starts and ends.
    pub fn span(&self, i: usize) -> std::ops::Range<usize> {
        let start = if i == 0 { 0 } else { self.get(i - 1) as usize };
        start..self.get(i) as usize
    }
}

impl From<Vec<u32>> for U32s {
    fn from(v: Vec<u32>) -> U32s {
        U32s(
            v.iter()
                .flat_map(|x| x.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        )
    }
}

impl Terms {
    /// Checks that the arrays agree with each other and with the text and lists they index.
    pub fn check(&self, lists: usize) -> Result<(), String> {
        let n = self.ends.len();
        if self.df.len() != n || self.list_ends.len() != n {
            return Err("the term arrays differ in length".to_string());
        }
        let held = self.text.as_bytes().len();
        if self.ends.last() as usize != held {
            return Err(format!(
                "the terms end at byte {} of {held} bytes of term text",
                self.ends.last()
            ));
        }
        if self.list_ends.last() as usize != lists {
            return Err(format!(
                "the terms' posting lists end at byte {} of {lists}",
                self.list_ends.last()
            ));
        }
        Ok(())
    }
}

impl Index {
    pub fn build(blocks: &[Block], docs: &[Doc], normalizer: &Normalizer) -> Index {
        let mut map: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        let mut lengths = Vec::with_capacity(blocks.len());
        for (i, b) in blocks.iter().enumerate() {
            let fields = [docs[b.doc].title.as_str(), &b.heading, &b.text];
            let mut len = [0u32; 3];
            for (f, text) in fields.iter().enumerate() {
                for t in normalizer.tokens(text) {
                    len[f] += 1;
                    let list = map.entry(t).or_default();
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
            }
            lengths.push(len);
        }
        let mut text = String::new();
        let (mut ends, mut df, mut list_ends) = (Vec::new(), Vec::new(), Vec::new());
        let mut lists = Writer::new();
        for (term, postings) in &map {
            encode_postings(postings, &mut lists);
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

    /// An index from its dictionary, the posting lists it points into and block lengths. Lists
    /// are checked when read, not here (see `Postings`).
    pub fn from_terms(
        terms: Terms,
        lists: SharedBytes,
        lengths: Vec<[u32; 3]>,
    ) -> Result<Index, String> {
        terms.check(lists.as_bytes().len())?;
        Ok(Index {
            terms,
            lists,
            lengths,
            prepared: None,
        })
    }

    /// Computes the length normalizations for `settings` once; `Scorer::new` with the same
    /// settings then costs nothing per question.
    pub fn prepare(&mut self, settings: &SearchSettings) {
        self.prepared = Some(Prepared {
            settings: settings.clone(),
            norms: norms(&self.lengths, settings),
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
            r: Reader::new(list),
            block: None,
            blocks: self.lengths.len() as u64,
        }
    }

    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }
}

fn encode_postings(postings: &[Posting], w: &mut Writer) {
    let mut last = 0u32;
    for p in postings {
        w.u64(u64::from(p.block - last));
        last = p.block;
        // The common case, a body-only occurrence, takes one byte.
        if p.tf[0] == 0 && p.tf[1] == 0 && p.tf[2] < 64 {
            w.u64(u64::from(p.tf[2]) << 1);
        } else {
            w.u64((u64::from(p.tf[2]) << 1) | 1);
            w.u64(u64::from(p.tf[0]));
            w.u64(u64::from(p.tf[1]));
        }
    }
}

/// Decodes one posting list. A damaged list (a bundle with a valid checksum but crafted
/// content) ends at the damage: a block out of range, a repeated block or a broken number.
pub struct Postings<'a> {
    r: Reader<'a>,
    block: Option<u64>,
    blocks: u64,
}

impl Postings<'_> {
    #[inline(always)]
    fn next_posting(&mut self) -> Option<Posting> {
        let delta = self.r.u64().ok()?;
        let block = match self.block {
            None => delta,
            Some(_) if delta == 0 => return None,
            Some(b) => b.checked_add(delta)?,
        };
        if block >= self.blocks {
            return None;
        }
        self.block = Some(block);
        let head = self.r.u32().ok()?;
        let tf = if head & 1 == 0 {
            [0, 0, head >> 1]
        } else {
            [self.r.u32().ok()?, self.r.u32().ok()?, head >> 1]
        };
        Some(Posting {
            block: block as u32,
            tf,
        })
    }
}

impl Iterator for Postings<'_> {
    type Item = Posting;

    #[inline(always)]
    fn next(&mut self) -> Option<Posting> {
        let p = self.next_posting();
        if p.is_none() {
            // Damage ends the list: no posting after it is read.
            self.blocks = 0;
        }
        p
    }
}

fn norms(lengths: &[[u32; 3]], settings: &SearchSettings) -> Vec<f64> {
    let w = weights(settings);
    let weighted: Vec<f64> = lengths
        .iter()
        .map(|l| (0..3).map(|f| w[f] * f64::from(l[f])).sum())
        .collect();
    let avg = if weighted.is_empty() {
        0.0
    } else {
        weighted.iter().sum::<f64>() / weighted.len() as f64
    };
    let b = settings.b;
    weighted
        .iter()
        .map(|l| {
            if avg > 0.0 {
                1.0 - b + b * l / avg
            } else {
                1.0
            }
        })
        .collect()
}

/// Scores blocks for a query with the settings' k1, b and field weights.
pub struct Scorer<'a> {
    index: &'a Index,
    settings: SearchSettings,
    norms: std::borrow::Cow<'a, [f64]>,
}

impl<'a> Scorer<'a> {
    pub fn new(index: &'a Index, settings: &SearchSettings) -> Scorer<'a> {
        let norms = match &index.prepared {
            Some(p) if p.settings == *settings => std::borrow::Cow::Borrowed(p.norms.as_slice()),
            _ => std::borrow::Cow::Owned(norms(&index.lengths, settings)),
        };
        Scorer {
            index,
            settings: settings.clone(),
            norms,
        }
    }

    /// idf = ln(1 + (N - df + 0.5) / (df + 0.5)): never negative, even for a term in every block.
    pub fn idf(&self, df: usize) -> f64 {
        let n = self.index.len() as f64;
        let df = df as f64;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    /// BM25 over the weighted term frequency tf = Σ weight(field)·tf(field). Each distinct query
    /// term counts once. Returns (block, score) for every block with a positive score.
    pub fn score(&self, terms: &[String]) -> Vec<(usize, f64)> {
        let mut seen: Vec<&str> = Vec::new();
        let mut acc = vec![0.0f64; self.index.len()];
        let mut touched: Vec<usize> = Vec::new();
        let w = weights(&self.settings);
        let k1 = self.settings.k1;
        let body_only = w[2] == 1.0;
        for t in terms {
            if seen.contains(&t.as_str()) {
                continue;
            }
            seen.push(t);
            let Some(id) = self.index.term(t) else {
                continue;
            };
            let idf = self.idf(self.index.df(id) as usize);
            let scale = idf * (k1 + 1.0);
            for p in self.index.postings(id) {
                let i = p.block as usize;
                let tf: f64 = if body_only && p.tf[0] == 0 && p.tf[1] == 0 {
                    f64::from(p.tf[2])
                } else {
                    (0..3).map(|f| w[f] * f64::from(p.tf[f])).sum()
                };
                if tf <= 0.0 {
                    continue;
                }
                let Some(slot) = acc.get_mut(i) else { continue };
                if *slot == 0.0 {
                    touched.push(i);
                }
                *slot += scale * tf / (tf + k1 * self.norms[i]);
            }
        }
        touched
            .into_iter()
            .map(|i| (i, acc[i]))
            .filter(|(_, s)| *s > 0.0)
            .collect()
    }
}

fn weights(s: &SearchSettings) -> [f64; 3] {
    [s.title_weight, s.heading_weight, 1.0]
}

/// The best `k` of scored items, highest first; ties go to the lower block index so results
/// are the same on every run. Kept in a sorted list of at most `k` while the items stream by:
/// a question scores thousands of blocks and keeps ten, and most are refused by one comparison.
pub fn top_k(scored: impl IntoIterator<Item = (usize, f64)>, k: usize) -> Vec<(usize, f64)> {
    let order = |a: &(usize, f64), b: &(usize, f64)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    let mut best: Vec<(usize, f64)> = Vec::with_capacity(k.min(128) + 1);
    if k == 0 {
        return best;
    }
    for item in scored {
        if best.len() == k && best.last().is_some_and(|w| order(&item, w).is_ge()) {
            continue;
        }
        let at = best.partition_point(|x| order(x, &item).is_lt());
        best.insert(at, item);
        best.truncate(k);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::date::Date;
    use crate::shared_text::SharedText;

    fn doc() -> Doc {
        Doc {
            id: "D".into(),
            title: "".into(),
            products: vec![],
            groups: vec!["g".into()],
            markets: vec![],
            valid_from: Date::new(2020, 1, 1).unwrap(),
            valid_to: None,
            superseded: false,
            superseded_by: None,
            superseded_from: None,
            table: None,
        }
    }

    fn block(i: usize, text: &str) -> Block {
        Block {
            id: format!("D#{i}").into(),
            doc: 0,
            section: i.to_string().into(),
            heading: SharedText::default(),
            text: text.into(),
            products: vec![],
            fields: vec![],
        }
    }

    #[test]
    fn scores_match_a_hand_computed_example() {
        // Three blocks of lengths 4, 2 and 3 (avgdl = 3); query "brake pad".
        let blocks = [
            block(1, "brake pad brake cable"),
            block(2, "brake lever"),
            block(3, "tire tube valve"),
        ];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let got = s.score(&["brake".into(), "pad".into()]);
        // brake: df=2, idf = ln(1 + (3-2+0.5)/(2+0.5)) = ln(1.6) = 0.470004
        // pad:   df=1, idf = ln(1 + 2.5/1.5) = ln(2.666667) = 0.980829
        // block 1, brake tf=2: 0.470004 * 2*2.2 / (2 + 1.2*(0.25 + 0.75*4/3)) = 2.068016/3.5 = 0.590862
        //          pad tf=1:   0.980829 * 2.2 / (1 + 1.5) = 0.863130            -> 1.453992
        // block 2, brake tf=1: 0.470004 * 2.2 / (1 + 1.2*(0.25 + 0.75*2/3)) = 1.034008/1.9 = 0.544215
        let score = |b: usize| got.iter().find(|(i, _)| *i == b).map(|x| x.1).unwrap();
        assert!((score(0) - 1.453992).abs() < 1e-5, "{}", score(0));
        assert!((score(1) - 0.544215).abs() < 1e-5, "{}", score(1));
        assert!(got.iter().all(|(i, _)| *i != 2));
    }

    #[test]
    fn fields_are_weighted() {
        // Same lengths, so only where "brake" stands decides.
        let mut b1 = block(1, "lever cable");
        b1.heading = "brake".into();
        let mut b2 = block(2, "brake cable");
        b2.heading = "lever".into();
        let idx = Index::build(&[b1, b2], &[doc()], &Normalizer::default());
        let mut settings = SearchSettings::default();
        let s = Scorer::new(&idx, &settings);
        let got = top_k(s.score(&["brake".into()]), 2);
        assert_eq!(got[0].0, 0, "a heading match outranks a body match");
        settings.heading_weight = 1.0;
        let s = Scorer::new(&idx, &settings);
        let got = s.score(&["brake".into()]);
        assert!(
            (got[0].1 - got[1].1).abs() < 1e-12,
            "with weights off both score alike"
        );
    }

    #[test]
    fn top_k_orders_and_cuts() {
        let got = top_k(vec![(0, 1.0), (1, 3.0), (2, 2.0), (3, 3.0)], 3);
        assert_eq!(got, [(1, 3.0), (3, 3.0), (2, 2.0)]);
        assert!(top_k(vec![(0, 1.0)], 0).is_empty());
        // The same as sorting everything, for many items with many ties.
        let items: Vec<(usize, f64)> = (0..500).map(|i| (i, ((i * 37) % 11) as f64)).collect();
        let mut all = items.clone();
        all.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        for k in [1, 5, 10, 499, 500, 900] {
            assert_eq!(top_k(items.clone(), k), all[..k.min(500)], "k = {k}");
        }
    }
}
