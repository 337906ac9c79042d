//! The BM25 index: postings with per-field term frequencies (title, heading, body), so field
//! weights and k1, b stay settings of the question side rather than baked into the bundle.

pub mod links;

use crate::base::call::Call;
use crate::base::config::SearchSettings;
use crate::base::decimal::Whole;
use crate::base::model::{Block, Doc};
use crate::base::shared_text::{Payload, SharedBytes};
use crate::base::text::Normalizer;
use crate::base::wire::{Keep, Writer};
use std::collections::BTreeMap;

pub(crate) mod compounds;
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
pub use score::{offer, top_k, Prepared, Scorer, Term};
pub use terms::{Terms, U32s};

/// Stem terms are stored beside the words, marked by a character no token holds: a question
/// matches a word's exact form and, with a lower weight, any form sharing its stem. The mark
/// ends the stem term, so that it sorts next to the words it stems from ("brake\u{1}" between
/// "brake" and "brakes") and a question's word and stem are mostly in one term range: a prefix
/// mark put every stem term in ranges of their own, a second chunk per word.
pub const STEM_MARK: char = '\u{1}';

pub const TITLE: usize = 0;
pub const HEADING: usize = 1;
pub const BODY: usize = 2;

/// Posting lists stay in their bundle encoding in memory and are decoded only for the terms a
/// question asks about: loading a bundle copies bytes instead of decoding every posting.
///
/// A list is, per posting, the block's distance from the previous posting's block (varint),
/// then `body_tf << 1`, with the low bit set when title and heading frequencies follow.
///
/// The dictionary is cut into term ranges, each stored in a chunk of its own with its posting
/// lists (`bundle`); the head keeps each range's first term and term count, so a question
/// fetches only the ranges its words fall in. A term's id is its rank in the whole dictionary.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    ranges: Vec<TermRange>,
    /// How many of `ranges`, at the end, are the tail's (`build_over`): a dictionary of its own
    /// for the postings of the blocks a build added since the tail began, whose ids follow the
    /// base's. 0: no tail.
    tail: usize,
    /// Token counts of each block's title, heading and body, by block number (a hole's are 0).
    pub lengths: Vec<[u32; 3]>,
    /// How many block numbers are holes (`model::HOLE`): the statistics count blocks, not
    /// numbers, so that a bundle whose numbers kept a removed block's place scores as a bundle
    /// built afresh from the same blocks does.
    pub holes: usize,
    /// Length normalizations for the settings questions use, computed once when a bundle is
    /// made or loaded rather than on every question (see `prepare`).
    pub prepared: Option<Prepared>,
}

/// A run of the dictionary in term order, and its terms and lists once its chunk is held.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TermRange {
    pub first: String,
    /// The id of its first term.
    pub base: u32,
    pub count: u32,
    /// Its chunk's slot in the bundle's chunk table, noted when a question needs it.
    pub slot: u32,
    pub part: Option<TermPart>,
}

/// The terms of one range (offsets from the range's start) and their posting lists.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TermPart {
    pub terms: Terms,
    /// Encoded posting lists, concatenated in term order.
    pub lists: SharedBytes,
}

impl TermPart {
    fn term_bytes(&self, i: usize) -> &[u8] {
        let t = &self.terms;
        t.text.as_bytes().get(t.ends.span(i)).unwrap_or_default()
    }

    fn count(&self) -> usize {
        self.terms.ends.len()
    }

    /// Writes a term chunk's payload: the three u32 arrays (read in place on load, see
    /// `Terms`), the terms as one text, then the posting lists.
    pub fn write(&self, w: &mut Writer) {
        let t = &self.terms;
        w.usize(self.count());
        for array in [&t.ends, &t.df, &t.list_ends] {
            w.buf.extend_from_slice(array.0.as_bytes());
        }
        w.usize(t.text.as_bytes().len());
        w.buf.extend_from_slice(t.text.as_bytes());
        w.usize(self.lists.as_bytes().len());
        w.buf.extend_from_slice(self.lists.as_bytes());
    }

    /// Reads what `write` wrote, keeping the arrays and lists as views of the chunk's bytes.
    pub fn read(p: &mut Payload) -> Result<TermPart, String> {
        p.what = "terms";
        let n = p.count_once()?;
        let array_len = n.checked_mul(4).ok_or("terms: a term count out of range")?;
        let ends = U32s(p.take_shared(array_len)?);
        let df = U32s(p.take_shared(array_len)?);
        let list_ends = U32s(p.take_shared(array_len)?);
        let n = p.count_once()?;
        let text = p.take_shared(n)?;
        std::str::from_utf8(text.as_bytes()).map_err(|_| p.fail("the terms are not UTF-8"))?;
        let terms = Terms {
            text,
            ends,
            df,
            list_ends,
        };
        p.what = "postings";
        let n = p.count_once()?;
        let lists = p.take_shared(n)?;
        terms.check(lists.as_bytes().len())?;
        Ok(TermPart { terms, lists })
    }
}

/// A dictionary slice's arrays, made again with offsets from the slice's start. The last slice
/// takes whatever text and lists follow, so that a dictionary whose arrays miss its text or
/// lists (made by tests) is written as it is and refused when its chunk is read.
fn slice_terms(t: &Terms, lists: &[u8], from: usize, to: usize) -> TermPart {
    let last = to == t.ends.len();
    let text_at = t.ends.span(from).start;
    let list_at = t.list_ends.span(from).start;
    let text_end = match last {
        true => t.text.as_bytes().len(),
        false => t.ends.span(to.saturating_sub(1)).end,
    }
    .max(text_at);
    let list_end = match last {
        true => lists.len(),
        false => t.list_ends.span(to.saturating_sub(1)).end,
    }
    .max(list_at);
    let shift = |a: &U32s, by: usize| -> U32s {
        (from..to)
            .map(|i| a.get(i).saturating_sub(by as u32))
            .collect::<Vec<u32>>()
            .into()
    };
    TermPart {
        terms: Terms {
            text: t
                .text
                .as_bytes()
                .get(text_at..text_end)
                .unwrap_or_default()
                .to_vec()
                .into(),
            ends: shift(&t.ends, text_at),
            df: (from..to).map(|i| t.df.get(i)).collect::<Vec<u32>>().into(),
            list_ends: shift(&t.list_ends, list_at),
        },
        lists: lists
            .get(list_at..list_end)
            .unwrap_or_default()
            .to_vec()
            .into(),
    }
}

/// The id of term `t` in `ranges` (the base's or the tail's); a range not held is noted.
fn find(ranges: &[TermRange], t: &[u8]) -> Option<usize> {
    // Byte order is the order of the terms as text: a term before the first range's first is
    // in none, and no range is read for it.
    if ranges.first().is_none_or(|r| r.first.as_bytes() > t) {
        return None;
    }
    let (at, range) = insertion(ranges, t)?;
    let (part, local) = (range.part.as_ref()?, at - range.base as usize);
    (local < part.count() && part.term_bytes(local) == t).then_some(at)
}

/// The id of the first term of `ranges` not below `t` (one past the last when every term
/// is) and the range it falls in, or None when that range is not held (noted, as `find` does).
fn insertion<'r>(ranges: &'r [TermRange], t: &[u8]) -> Option<(usize, &'r TermRange)> {
    let r = ranges_where(ranges, &mut |r: &TermRange| r.first.as_bytes() <= t).saturating_sub(1);
    let range = ranges.get(r)?;
    let Some(part) = &range.part else {
        crate::base::need::note(range.slot);
        return None;
    };
    let (mut lo, mut hi) = (0, part.count());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if part.term_bytes(mid) < t {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    Some((range.base as usize + lo, range))
}

/// How many of `ranges`, from the first, `holds`: one `partition_point` for both searches, where
/// each closure was an instance of its own in the page's wasm.
fn ranges_where(ranges: &[TermRange], holds: &mut dyn Call<TermRange, bool>) -> usize {
    ranges.partition_point(|r| holds.call(r))
}

/// Cuts the dictionary `terms` (its lists in `lists`) into ranges, pushed onto `ranges` with
/// the slots that follow; its first term's id is `first` (see `Index::split`).
fn cut(
    terms: &Terms,
    lists: &[u8],
    target: usize,
    min_terms: usize,
    first: u32,
    ranges: &mut Vec<TermRange>,
) {
    let n = terms.ends.len();
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    let mut ends = Cuts::new(target);
    let term = |i: usize| {
        terms
            .text
            .as_bytes()
            .get(terms.ends.span(i))
            .unwrap_or_default()
    };
    for i in 0..n {
        let bytes = terms.ends.span(i).len() + terms.list_ends.span(i).len();
        let text = term(i);
        if i > from && i - from >= min_terms && ends.before(bytes) && !stem_joins(term(i - 1), text)
        {
            cuts.push((from, i));
            from = i;
            ends.start();
        }
        let next = if i + 1 < n { term(i + 1) } else { &[] };
        if ends.after(text, bytes) && i + 1 - from >= min_terms && !stem_joins(text, next) {
            cuts.push((from, i + 1));
            from = i + 1;
            ends.start();
        }
    }
    if from < n {
        cuts.push((from, n));
    }
    // The dictionary's last range, shorter than the floor, joins the range before: no chunk
    // then names fewer terms than the floor (unless the whole dictionary does).
    if let [.., _, (last, end)] = cuts[..] {
        if end - last < min_terms {
            cuts.pop();
            if let Some(prev) = cuts.last_mut() {
                prev.1 = end;
            }
        }
    }
    for (from, to) in cuts {
        let part = slice_terms(terms, lists, from, to);
        ranges.push(TermRange {
            first: String::from_utf8_lossy(part.term_bytes(0)).into_owned(),
            base: first + from as u32,
            count: (to - from) as u32,
            slot: ranges.len() as u32,
            part: Some(part),
        });
    }
}

impl Index {
    /// Each block's words (folded) and their stems in its document's language, with the parts
    /// of its German and Dutch compounds (`compounds`) as words of the block too; block lengths
    /// count the words as written only.
    pub fn build(blocks: &[Block], docs: &[Doc], normalizer: &Normalizer) -> Index {
        let mut map: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        // Stem terms: postings of every form of a stem, and whether the stem is its only form.
        let mut stems: BTreeMap<String, (Vec<Posting>, bool)> = BTreeMap::new();
        let mut lengths = Vec::with_capacity(blocks.len());
        let mut compounds = compounds::Compounds::new(blocks, docs, normalizer);
        let mut index = |t: String, stem: Option<String>, i: usize, f: usize| {
            if let Some(stem) = stem {
                let other_form = t != stem;
                let entry = stems.entry(stem).or_default();
                add(&mut entry.0, i, f);
                entry.1 |= other_form;
            }
            add(map.entry(t).or_default(), i, f);
        };
        let mut holes = 0;
        for (i, b) in blocks.iter().enumerate() {
            let Some(doc) = docs.get(b.doc) else {
                holes += 1;
                lengths.push([0; 3]);
                continue;
            };
            let language = usize::from(doc.language);
            let stemmer = normalizer.stemmer(language);
            let fields = [doc.title.as_str(), &b.heading, &b.text];
            let mut len = [0u32; 3];
            for (f, text) in fields.iter().enumerate() {
                for (t, stem) in normalizer.index_tokens(text, language) {
                    len[f] += 1;
                    if let Some(c) = compounds.as_mut().filter(|_| compounds::splits(stemmer)) {
                        for (part, part_stem) in c.parts(&t, stemmer, normalizer) {
                            index(part.clone(), part_stem.clone(), i, f);
                        }
                    }
                    index(t, stem, i, f);
                }
            }
            lengths.push(len);
        }
        for (stem, (postings, other_forms)) in stems {
            // A stem whose only form is itself adds nothing its word's list lacks: questions
            // read that word's list instead (see `Scorer`).
            if other_forms {
                map.insert(format!("{stem}{STEM_MARK}"), postings);
            }
        }
        let mut index = Index::from_map(&map, lengths);
        index.holes = holes;
        index
    }

    /// `build` over an earlier build of the same numbers (`ingest::numbering`), so that a change
    /// renames few term chunks: the postings of blocks numbered from `tail_start` (those added
    /// since the tail began) go to a dictionary of their own, the tail, whose few chunks an added
    /// document renames instead of every chunk holding one of its words; and `previous`'s
    /// postings of blocks that are holes now (removed) stay in the base's lists, where the
    /// scorer gives them nothing (a hole has no length, `score::norms`) and `df` does not count
    /// them, instead of renaming every chunk holding a removed word. The base's other postings
    /// are this build's own (an edited block's words change its lists). A stem term is kept or
    /// dropped by the words of the live blocks alone, as `build` does, so the bundle answers as
    /// one built afresh. `previous` is held whole.
    pub fn build_over(
        blocks: &[Block],
        docs: &[Doc],
        normalizer: &Normalizer,
        tail_start: usize,
        previous: &Index,
    ) -> Index {
        let fresh = Index::build(blocks, docs, normalizer);
        let (terms, lists) = fresh.whole_of(fresh.base_ranges());
        let mut base: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        let mut tail: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        let whole = Index::from_terms(terms, lists, fresh.lengths.clone());
        for t in 0..whole.term_count() {
            let term = whole.term_str(t).to_string();
            let (low, high): (Vec<Posting>, Vec<Posting>) = whole
                .own_postings(t)
                .partition(|p| (p.block as usize) < tail_start);
            if !low.is_empty() {
                base.insert(term.clone(), low);
            }
            if !high.is_empty() {
                tail.insert(term, high);
            }
        }
        let hole = |b: u32| blocks.get(b as usize).is_none_or(|x| x.is_hole());
        let stem_kept = |t: &str| !t.ends_with(STEM_MARK) || fresh.term(t).is_some();
        for t in 0..previous.base_count() {
            let term = previous.term_str(t);
            let stale: Vec<Posting> = previous
                .own_postings(t)
                .filter(|p| (p.block as usize) < tail_start && hole(p.block))
                .collect();
            if stale.is_empty() || !stem_kept(term) {
                continue;
            }
            let list = base.entry(term.to_string()).or_default();
            list.extend(stale);
            list.sort_by_key(|p| p.block);
        }
        let lengths = fresh.lengths.clone();
        let mut index = Index::from_map(&base, lengths.clone());
        if !tail.is_empty() {
            let tail = Index::from_map(&tail, lengths);
            let mut r = tail.ranges.into_iter().next().unwrap_or_default();
            r.base = index.term_count() as u32;
            index.ranges.push(r);
            index.tail = 1;
        }
        index.holes = fresh.holes;
        index
    }

    /// An index of one range from a dictionary's lists.
    fn from_map(map: &BTreeMap<String, Vec<Posting>>, lengths: Vec<[u32; 3]>) -> Index {
        let mut text = String::new();
        let (mut ends, mut df, mut list_ends) = (Vec::new(), Vec::new(), Vec::new());
        let mut lists = Writer::new();
        for (term, postings) in map {
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
        Index::from_terms(terms, lists.buf.into(), lengths)
    }

    /// The list of a stem: its stem term, or the word itself when the corpus has no other
    /// form of it (`build` stores no stem term then).
    pub fn stem_term(&self, stem: &str) -> Option<usize> {
        // Pushed, not formatted: a char formatted brought core's char Display into the page's
        // wasm.
        let mut marked = String::with_capacity(stem.len() + 1);
        marked.push_str(stem);
        marked.push(STEM_MARK);
        self.term(&marked).or_else(|| self.term(stem))
    }

    /// An index of one term range from its dictionary, the posting lists it points into and
    /// block lengths, as given: `read` checks what it reads (`Terms::check`), and lists are
    /// checked when read (see `Postings`). Tests use it to make inconsistent indexes.
    pub fn from_terms(terms: Terms, lists: SharedBytes, lengths: Vec<[u32; 3]>) -> Index {
        let part = TermPart { terms, lists };
        let range = TermRange {
            first: String::from_utf8_lossy(part.term_bytes(0)).into_owned(),
            base: 0,
            count: part.count() as u32,
            slot: 0,
            part: Some(part),
        };
        Index {
            ranges: vec![range],
            tail: 0,
            lengths,
            holes: 0,
            prepared: None,
        }
    }

    /// The same dictionary cut into ranges whose posting lists hold about `target` bytes and
    /// that cover at least `min_terms` terms each (and one), the range `r` in slot `r`. Every
    /// range must be held.
    ///
    /// Where a range ends depends on its terms (`Cuts`), not on where the dictionary began: a
    /// term added, removed or whose list changed moves the ends of its own range and seldom the
    /// next's. A size-greedy cut (version 10) moved every later end, and a new build renamed
    /// chunks whose terms had not changed. No range ends between a word and its stem term
    /// (`stem_joins`): a question reads both.
    pub fn split(&self, target: usize, min_terms: usize) -> Index {
        let mut ranges = Vec::new();
        let (terms, lists) = self.whole_of(self.base_ranges());
        cut(&terms, lists.as_bytes(), target, min_terms, 0, &mut ranges);
        let base = ranges.len();
        // The tail's ids follow the base's.
        let (tail, lists) = self.whole_of(self.tail_ranges());
        let first = terms.ends.len() as u32;
        cut(
            &tail,
            lists.as_bytes(),
            target,
            min_terms,
            first,
            &mut ranges,
        );
        Index {
            tail: ranges.len() - base,
            ranges,
            lengths: self.lengths.clone(),
            holes: self.holes,
            prepared: self.prepared.clone(),
        }
    }

    /// The whole dictionary and its lists in one piece, as `from_terms` takes them (ranges not
    /// held count as empty; a tail's terms follow the base's).
    pub fn whole(&self) -> (Terms, SharedBytes) {
        self.whole_of(&self.ranges)
    }

    /// The dictionary of `ranges` (the base's or the tail's) and its lists in one piece, as
    /// `from_terms` takes them (ranges not held count as empty).
    pub fn whole_of(&self, ranges: &[TermRange]) -> (Terms, SharedBytes) {
        let (mut text, mut lists) = (Vec::new(), Vec::new());
        let (mut ends, mut df, mut list_ends) = (Vec::new(), Vec::new(), Vec::new());
        for part in ranges.iter().filter_map(|r| r.part.as_ref()) {
            let t = &part.terms;
            for i in 0..part.count() {
                ends.push((text.len() + t.ends.get(i) as usize) as u32);
                df.push(t.df.get(i));
                list_ends.push((lists.len() + t.list_ends.get(i) as usize) as u32);
            }
            text.extend_from_slice(t.text.as_bytes());
            lists.extend_from_slice(part.lists.as_bytes());
        }
        let terms = Terms {
            text: text.into(),
            ends: ends.into(),
            df: df.into(),
            list_ends: list_ends.into(),
        };
        (terms, lists.into())
    }

    /// Computes the length normalizations for `settings` once; `Scorer::new` with the same
    /// settings then costs nothing per question.
    pub fn prepare(&mut self, settings: &SearchSettings) {
        self.prepared = Some(Prepared {
            settings: *settings,
            norms: score::norms(self, settings),
        });
    }

    pub fn term_count(&self) -> usize {
        self.ranges.iter().map(|r| r.count as usize).sum()
    }

    pub fn ranges(&self) -> &[TermRange] {
        &self.ranges
    }

    /// Holds range `r`'s terms and lists, after `TermPart::read`; a part whose first term or
    /// count is not the head's is another range's.
    pub fn hold(&mut self, r: usize, part: TermPart) -> Result<(), String> {
        let range = self
            .ranges
            .get_mut(r)
            .ok_or_else(|| format!("there is no term range {}", Whole(r)))?;
        if part.count() != range.count as usize || part.term_bytes(0) != range.first.as_bytes() {
            return Err(format!(
                "its terms are not term range {}'s ({} terms from '{}')",
                Whole(r),
                Whole(range.count as usize),
                range.first
            ));
        }
        range.part = Some(part);
        Ok(())
    }

    /// The range holding term id `i`, and its part; a part not held is noted as needed.
    fn part_of(&self, i: usize) -> Option<(&TermPart, usize)> {
        let r =
            ranges_where(&self.ranges, &mut |r: &TermRange| r.base as usize <= i).checked_sub(1)?;
        let range = self.ranges.get(r)?;
        let local = i - range.base as usize;
        if local >= range.count as usize {
            return None;
        }
        match &range.part {
            Some(p) => Some((p, local)),
            None => {
                crate::base::need::note(range.slot);
                None
            }
        }
    }

    pub fn term_str(&self, i: usize) -> &str {
        std::str::from_utf8(self.term_bytes(i)).unwrap_or_default()
    }

    fn term_bytes(&self, i: usize) -> &[u8] {
        self.part_of(i)
            .map_or(&[], |(p, local)| p.term_bytes(local))
    }

    /// The base's ranges (every range when there is no tail).
    pub fn base_ranges(&self) -> &[TermRange] {
        let n = self.ranges.len();
        self.ranges.get(..n - self.tail.min(n)).unwrap_or_default()
    }

    /// The tail's ranges (`build_over`), none when there is no tail.
    pub fn tail_ranges(&self) -> &[TermRange] {
        let n = self.ranges.len();
        self.ranges.get(n - self.tail.min(n)..).unwrap_or_default()
    }

    /// How many terms the base holds: the tail's ids start there.
    fn base_count(&self) -> usize {
        self.tail_ranges()
            .first()
            .map_or_else(|| self.term_count(), |r| r.base as usize)
    }

    /// Up to `each` terms on either side of where `t` sorts, within `steps` terms of it and in
    /// the same term range, that `like` accepts: the nearest in each sorted run (base and tail). "25k02000" of a question
    /// finds "25k01000" and "25k04999", the ends of the range a notice states; "k24b" finds
    /// "k24a". The walk reads at most `2 * steps` terms of each run, whatever the dictionary's
    /// size; a range not held is noted (see `base::need`) and ends the walk that way.
    pub fn neighbours(
        &self,
        t: &str,
        like: &mut dyn Call<[u8], bool>,
        each: usize,
        steps: usize,
    ) -> Vec<usize> {
        let mut out = Vec::new();
        for &ranges in &[self.base_ranges(), self.tail_ranges()] {
            // Within the range `t` sorts into, which looking `t` up has read already: the walk
            // never asks for another term chunk (a page offline has the question's own).
            let Some((at, range)) = insertion(ranges, t.as_bytes()) else {
                continue;
            };
            let (start, end) = (range.base as usize, (range.base + range.count) as usize);
            // Down from `at`, then up: one walk, its step -1 or +1.
            for &down in &[true, false] {
                let mut found = 0;
                for n in 0..steps {
                    let i = match down {
                        true if n < at && at - n > start => at - n - 1,
                        false if at + n < end => at + n,
                        _ => break,
                    };
                    let b = self.term_bytes(i);
                    if b.is_empty() || found == each {
                        break;
                    }
                    if b != t.as_bytes() && like.call(b) {
                        out.push(i);
                        found += 1;
                    }
                }
            }
        }
        out
    }

    /// The id of term `t`; None when the dictionary lacks it, or when its range is not held
    /// (which is noted: see `base::need`). A word in the base and the tail has the base's id
    /// (`postings` and `df` add the tail's); a word whose base postings are all of removed
    /// blocks, and not in the tail, is no term, as in a bundle built afresh.
    #[inline(never)] // called from many places: one body in the page's wasm
    pub fn term(&self, t: &str) -> Option<usize> {
        let b = find(self.base_ranges(), t.as_bytes());
        if self.tail == 0 && self.holes == 0 {
            return b;
        }
        let x = find(self.tail_ranges(), t.as_bytes());
        match b {
            Some(b) if x.is_some() || self.live_postings(b, true) > 0 => Some(b),
            _ => x,
        }
    }

    /// How many of term `i`'s own postings are of blocks, not holes (`first`: stops at one).
    #[inline(never)]
    fn live_postings(&self, i: usize, first: bool) -> u32 {
        let mut n = 0;
        first_block(self.own_postings(i), &mut |&b: &usize| {
            if self.live(b as u32) {
                n += 1;
                return first;
            }
            false
        });
        n
    }

    /// Whether block number `b` is a block, not a hole (a hole has no length, and a block with
    /// no length has no posting).
    fn live(&self, b: u32) -> bool {
        self.lengths
            .get(b as usize)
            .is_some_and(|l| l.iter().any(|&n| n > 0))
    }

    /// The tail's id of base term `i`, when the tail has it.
    fn twin(&self, i: usize) -> Option<usize> {
        if self.tail == 0 || i >= self.base_count() {
            return None;
        }
        find(self.tail_ranges(), self.term_bytes(i))
    }

    /// The blocks that hold term `i`: its postings less those of removed blocks, and the tail's.
    #[inline(never)] // called from many places: one body in the page's wasm
    pub fn df(&self, i: usize) -> u32 {
        let own = match self.holes {
            0 => self.stored_df(i),
            _ => self.live_postings(i, false),
        };
        own.saturating_add(self.twin(i).map_or(0, |x| self.stored_df(x)))
    }

    fn stored_df(&self, i: usize) -> u32 {
        self.part_of(i)
            .map_or(0, |(p, local)| p.terms.df.get(local))
    }

    /// Term `i`'s postings, then its tail twin's: the blocks holding it, and with the postings
    /// of removed blocks, to which a hole's lengths give no score (`score::norms`).
    #[inline(never)] // called from many places: one body in the page's wasm
    pub fn postings(&self, i: usize) -> Postings<'_> {
        let mut p = self.own_postings(i);
        if let Some(x) = self.twin(i) {
            p.rest = self.list(x);
        }
        p
    }

    /// Whether a block of term `i`'s postings (see `postings`) is one `take` accepts, each
    /// offered in posting order until one is. By `first_block`, for the readers that only look
    /// for a block: each `postings(..).any(..)` carried a decoder of its own in the page's wasm.
    pub fn any_block(&self, i: usize, take: &mut dyn Call<usize, bool>) -> bool {
        first_block(self.postings(i), take)
    }

    fn own_postings(&self, i: usize) -> Postings<'_> {
        Postings {
            data: self.list(i),
            pos: 0,
            block: None,
            blocks: self.lengths.len() as u64,
            rest: &[],
        }
    }

    fn list(&self, i: usize) -> &[u8] {
        self.part_of(i)
            .and_then(|(p, local)| p.lists.as_bytes().get(p.terms.list_ends.span(local)))
            .unwrap_or_default()
    }

    /// Writes the head's part of the index: the lengths of each block (a hole's are 0), then
    /// how many of the term ranges are the tail's and per range its first term and term count
    /// (its slot is its position).
    pub fn write_head(&self, w: &mut Writer) {
        for l in &self.lengths {
            for v in l {
                w.u64(u64::from(*v));
            }
        }
        w.usize(self.tail);
        w.usize(self.ranges.len());
        for r in &self.ranges {
            w.str(&r.first);
            w.u64(u64::from(r.count));
        }
    }

    /// Reads what `write_head` wrote, for an index of `blocks` blocks, no range held; range
    /// `r`'s chunk is slot `first_slot + r`.
    pub fn read_head(p: &mut Payload, blocks: usize, first_slot: u32) -> Result<Index, String> {
        let lengths = read_lengths(p, blocks)?;
        p.what = "term ranges";
        // Read on past an error, which `end` returns (see `wire::Keep`).
        let mut k = Keep::new(p);
        // (A tail count past the ranges, only in a crafted head, makes every range the tail's.)
        let tail = k.count();
        let n = k.count();
        let mut ranges: Vec<TermRange> = Vec::with_capacity(n);
        let mut base = 0u32;
        for r in 0..n {
            let first = k.str();
            let count = k.r.u32();
            let count = k.keep(count);
            // Ranges out of order (only in a crafted head) make lookups miss, as terms out of
            // order do within a range: not checked, as loading walks no term.
            let Some(slot) = u32::try_from(r)
                .ok()
                .and_then(|r| r.checked_add(first_slot))
            else {
                k.note("term ranges: too many".into());
                break;
            };
            ranges.push(TermRange {
                first,
                base,
                count,
                slot,
                part: None,
            });
            let Some(next) = base.checked_add(count) else {
                k.note("term ranges: too many terms".into());
                break;
            };
            base = next;
        }
        k.end()?;
        Ok(Index {
            ranges,
            tail,
            lengths,
            holes: 0,
            prepared: None,
        })
    }

    /// The number of block numbers, holes included: postings and per-block arrays are indexed
    /// by them.
    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    /// The number of blocks, holes left out: BM25's N.
    pub fn blocks(&self) -> usize {
        self.lengths.len().saturating_sub(self.holes)
    }

    /// The average token count of the title, heading and body over blocks (a hole is none).
    pub fn average_lengths(&self) -> [f64; 3] {
        let mut sum = [0f64; 3];
        for l in &self.lengths {
            for f in 0..3 {
                sum[f] += f64::from(l[f]);
            }
        }
        let n = self.blocks().max(1) as f64;
        // A loop, not `map`: an array's map was code of its own in the page's wasm.
        for s in &mut sum {
            *s /= n;
        }
        sum
    }

    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }
}

/// Whether a block of `postings` is one `take` accepts, each offered in posting order until
/// one is: the one decoder, out of line, of the walks that only look at blocks (`any_block`,
/// `live_postings`), where each loop over postings carried a decoder of its own in the page's
/// wasm (scoring keeps its own, inlined in its loop).
#[inline(never)]
fn first_block(postings: Postings, take: &mut dyn Call<usize, bool>) -> bool {
    for p in postings {
        if take.call(&(p.block as usize)) {
            return true;
        }
    }
    false
}

/// Each block's title, heading and body token counts (a hole's are 0): a loop of its own,
/// which is what a browser optimizes when a large head makes it hot (see bundle::decode).
#[inline(never)]
fn read_lengths(p: &mut Payload, blocks: usize) -> Result<Vec<[u32; 3]>, String> {
    p.what = "lengths";
    let mut lengths = Vec::with_capacity(blocks);
    for _ in 0..blocks {
        // One read in a loop, not three: each is inlined.
        let mut l = [0u32; 3];
        for v in &mut l {
            *v = p.u32()?;
        }
        lengths.push(l);
    }
    Ok(lengths)
}

/// Where ranges of about `target` bytes end (term ranges, `Index::split`; block ranges,
/// `bundle::chunks`), decided by content. Past three quarters of the target, a range ends after
/// an item of n bytes when the item's key (a term, a block's id) hashes below n against a
/// quarter of the target: each byte there ends it with odds 4/target. A range also ends once it
/// holds the target, and before an item of half the target or more, so that a large posting
/// list or block is not padded by its neighbours (a question fetching it would fetch them too).
/// A build that adds, drops or changes an item then ends ranges after the same items as the
/// build before, past the next end both take: only the ranges around the change are renamed,
/// where a cut by size alone moved every later end.
pub struct Cuts {
    target: usize,
    size: usize,
}

impl Cuts {
    pub fn new(target: usize) -> Cuts {
        Cuts {
            target: target.max(4),
            size: 0,
        }
    }

    /// Whether a range that holds anything ends before an item of `bytes` bytes.
    pub fn before(&self, bytes: usize) -> bool {
        self.size > 0 && 2 * bytes >= self.target
    }

    /// Adds an item of `bytes` bytes keyed `key` to the range: whether the range may end after
    /// it (the caller cuts, then calls `start`).
    pub fn after(&mut self, key: &[u8], bytes: usize) -> bool {
        self.size += bytes;
        let quarter = self.target / 4;
        self.size >= self.target
            || (self.size >= 3 * quarter && spread(key) % (quarter as u64) < bytes as u64)
    }

    /// A range begins.
    pub fn start(&mut self) {
        self.size = 0;
    }
}

/// Whether a range must not end between `term` and the `next`: a question reads a word with
/// its stem term, and a stem term sorts after the word that is its stem ("brake", "brake\u{1}",
/// "brakes"), so neither a stem term nor the word before its own stem term ends a range.
fn stem_joins(term: &[u8], next: &[u8]) -> bool {
    let mark = STEM_MARK as u8;
    term.last() == Some(&mark) || next.strip_suffix(&[mark]) == Some(term)
}

/// A hash of `bytes` whose every bit depends on every byte (`base::hash::Fnv`, mixed).
pub fn spread(bytes: &[u8]) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::base::hash::Fnv::default();
    h.write(bytes);
    h.finish()
}
