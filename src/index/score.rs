//! BM25F scoring over the index (Robertson & Zaragoza): each field's term frequency normalized by
//! its own length against that field's average, weighted, summed and saturated once with k1; a
//! heading score with the headings' own idf; matches through a stem at a lower weight; and a
//! coordination factor. Then the top k.

use super::Index;
use crate::base::call::Call;
use crate::base::config::SearchSettings;
use std::cell::Cell;

/// A word no block holds reads at most this many words that begin with it (`completions`).
const COMPLETIONS: usize = 3;
/// How much longer than the word typed a completion may be: "weigh" finds "weight" and
/// "weights", not "weightlessness".
const COMPLETION_EXTRA: usize = 3;
/// Shorter words are not completed: "bat" would find every "batt..." and "bath".
const COMPLETED_MIN: usize = 5;

/// Per block and field (title, heading, body), BM25F's inverse length normalization
/// `1 / (1 - b_f + b_f·len_f/avglen_f)`, for one set of settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    pub(super) settings: SearchSettings,
    pub(super) norms: Vec<[f64; 3]>,
}

pub(super) fn norms(index: &Index, settings: &SearchSettings) -> Vec<[f64; 3]> {
    let avg = index.average_lengths();
    let b = settings.field_b();
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut out = Vec::with_capacity(index.lengths.len());
    for l in &index.lengths {
        // A hole (a block number whose block was removed, `Index::build_over`) has no
        // length: its postings, kept in the lists, score nothing.
        if l == &[0; 3] {
            out.push([0.0; 3]);
            continue;
        }
        // A loop, not `array::from_fn`: its try_map was code of its own.
        let mut norm = [0.0; 3];
        for f in 0..3 {
            let d = if avg[f] > 0.0 {
                1.0 - b[f] + b[f] * f64::from(l[f]) / avg[f]
            } else {
                1.0
            };
            // d is 0 only for an empty field with b = 1, where no term occurs.
            norm[f] = if d > 0.0 { 1.0 / d } else { 0.0 };
        }
        out.push(norm);
    }
    out
}

/// A question's term: the word as the index holds it (folded) and its stems, one per corpus
/// language that stems it differently (none for a code, or a corpus without a stemmer).
#[derive(Clone, Debug, PartialEq)]
pub struct Term {
    pub text: String,
    pub stems: Vec<String>,
}

impl Term {
    pub fn exact(text: &str) -> Term {
        Term {
            text: text.to_string(),
            stems: Vec::new(),
        }
    }
}

/// Scores blocks for a query with the settings' k1, per-field b and weights.
pub struct Scorer<'a> {
    index: &'a Index,
    settings: SearchSettings,
    norms: std::borrow::Cow<'a, [[f64; 3]]>,
}

impl<'a> Scorer<'a> {
    pub fn new(index: &'a Index, settings: &SearchSettings) -> Scorer<'a> {
        let norms = match &index.prepared {
            Some(p) if p.settings == *settings => std::borrow::Cow::Borrowed(p.norms.as_slice()),
            _ => std::borrow::Cow::Owned(norms(index, settings)),
        };
        Scorer {
            index,
            settings: *settings,
            norms,
        }
    }

    /// idf = ln(1 + (N - df + 0.5) / (df + 0.5)): never negative, even for a term in every block.
    pub fn idf(&self, df: usize) -> f64 {
        // Blocks, not numbers: a hole is no block (see `Index::holes`).
        let n = self.index.blocks() as f64;
        let df = df as f64;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    /// For each distinct word of the question, over its exact list and (weighted by
    /// `stem_weight`) each of its stems' lists:
    ///
    /// ```text
    /// x_f   = tf_f / (1 - b_f + b_f·len_f/avglen_f)             per field: title, heading, body
    /// tf~   = title_weight·x_title + heading_weight·x_heading + x_body
    /// bm25f = idf·(k1 + 1)·tf~ / (k1 + tf~)
    /// head  = heading_score·idf_heading·(k1 + 1)·x_heading / (k1 + x_heading)
    /// ```
    ///
    /// summed, then times `(Σ idf of the words matched / Σ idf of the words asked)^coordination`
    /// (a word asked weighs its exact form's idf, else its first stem's; a word matched only through
    /// its stem weighs stem_weight·idf of the stem; a word the corpus lacks matches no block,
    /// so it is left out): matching the question's rare words counts most. idf_heading counts
    /// the blocks whose heading has the term: a word rare in headings but common in bodies is
    /// strong evidence when a heading has it. An exact match also matches its stem, so it
    /// outranks a stem-only match. Returns (block, score) for every block with a positive score.
    pub fn score(&self, terms: &[Term]) -> Vec<(usize, f64)> {
        self.accumulate(terms, |sums| sums.finals().collect())
    }

    /// The best `k` blocks as `score` scores them, each times its `eligible` factor; a block
    /// `eligible` gives None is left out. Nothing proportional to the index's size is built:
    /// the blocks scored stream into the top k from the scratch the sums were made in.
    /// `eligible` is a trait object: one body for every caller, where each closure made a copy
    /// of this, `accumulate` and `top_k` in the page's wasm.
    pub fn top(
        &self,
        terms: &[Term],
        k: usize,
        eligible: &mut dyn Call<usize, Option<f64>>,
    ) -> Vec<(usize, f64)> {
        self.accumulate(terms, |sums| {
            top_k(
                sums.finals()
                    .filter_map(|(i, s)| eligible.call(&i).map(|factor| (i, s * factor))),
                k,
            )
        })
    }

    /// Sums every list of the question's words into the scratch, then hands it to `finish`.
    fn accumulate<R>(&self, terms: &[Term], finish: impl FnOnce(&Sums) -> R) -> R {
        // Taken out while in use: a re-entered scorer finds an empty one and grows its own.
        // `try_with`, which has no panic of its own for the page's wasm to carry (a thread's
        // storage is only gone as the thread ends), and one body for every `R`.
        let mut scratch = SCRATCH.try_with(Cell::take).unwrap_or_default();
        let asked = self.sums(terms, &mut scratch);
        let r = finish(&Sums {
            blocks: &scratch.blocks,
            touched: &scratch.touched,
            asked,
            coordination: self.settings.coordination,
        });
        scratch.clear();
        let _ = SCRATCH.try_with(|cell| cell.set(scratch));
        r
    }

    /// Up to `COMPLETIONS` words of the dictionary that begin with `word` and are at most
    /// `COMPLETION_EXTRA` bytes longer, for a word of at least `COMPLETED_MIN` letters: what a
    /// word cut short or of another form stands for. Read beside where `word` sorts, in the
    /// term range it sorts into (see `Index::neighbours`).
    fn completions(&self, word: &str) -> Vec<usize> {
        if word.len() < COMPLETED_MIN || !word.bytes().all(|b| b.is_ascii_alphabetic()) {
            return Vec::new();
        }
        // A word whose every block a later build removed is no word (`term` finds none), and
        // takes no place among the few read, as in a bundle built afresh.
        let mut like = |b: &[u8]| {
            b.starts_with(word.as_bytes())
                && b.len() <= word.len() + COMPLETION_EXTRA
                && std::str::from_utf8(b).is_ok_and(|t| self.index.term(t).is_some())
        };
        // Each as `term` finds it: a word in the base and the tail is the base's.
        let mut out: Vec<usize> = Vec::new();
        // By reference: consuming the Vec was an IntoIter's code of its own.
        for &i in &self
            .index
            .neighbours(word, &mut like, COMPLETIONS, 2 * COMPLETIONS)
        {
            if let Some(id) = self.index.term(self.index.term_str(i)) {
                if !out.contains(&id) {
                    out.push(id);
                }
            }
        }
        out
    }

    /// Sums every list into `scratch`; returns the idf of the words asked. Not generic over
    /// `accumulate`'s finish: one body of the page's longest loop for every caller.
    fn sums(&self, terms: &[Term], scratch: &mut Scratch) -> f64 {
        let n = self.index.len();
        scratch.fit(n);
        let Scratch {
            blocks,
            touched,
            in_headings,
            untouched,
        } = scratch;
        let norms: &[[f64; 3]] = &self.norms;
        let mut words: Vec<&Term> = Vec::new();
        for t in terms {
            if !words.iter().any(|w| w.text == t.text) {
                words.push(t);
            }
        }
        let mut asked = 0.0;
        let s = &self.settings;
        let (wt, wh, k1) = (s.title_weight, s.heading_weight, s.k1);
        for (j, word) in words.iter().enumerate() {
            let word_no = j as u32 + 1;
            let exact = self.index.term(&word.text);
            // Its stems' lists (distinct stems: `Normalizer::stems`), but the exact one: a
            // stem the corpus has in no other form is read as the word itself.
            let mut stems: Vec<usize> = Vec::new();
            for st in &word.stems {
                if let Some(id) = self.index.stem_term(st) {
                    if Some(id) != exact && !stems.contains(&id) {
                        stems.push(id);
                    }
                }
            }
            // "weigh" of a corpus that writes only "weight": a word no block holds, in any
            // form, reads the few words that begin with it, as its stems are read.
            if exact.is_none() && stems.is_empty() {
                stems = self.completions(&word.text);
            }
            // Each list's idf once: a df may count its list's postings (`Index::df`). The word's
            // weight in the coordination: its exact form's idf, else its first stem's.
            let idf_of = |id: usize| self.idf(self.index.df(id) as usize);
            let exact_idf = exact.map(idf_of);
            asked += exact_idf
                .or_else(|| stems.first().map(|&id| idf_of(id)))
                .unwrap_or(0.0);
            // The exact list, then the stems' (a stem's idf read as its list comes): one list
            // walked by reference, where a chain of the Option's and the consumed Vec's
            // iterators was code of its own in the page's wasm.
            let mut lists: Vec<(usize, Option<f64>, f64)> = Vec::with_capacity(stems.len() + 1);
            if let Some(id) = exact {
                lists.push((id, Some(exact_idf.unwrap_or(0.0)), 1.0));
            }
            for &id in &stems {
                lists.push((id, None, s.stem_weight));
            }
            for &(id, idf, weight) in &lists {
                let idf = idf.unwrap_or_else(|| idf_of(id));
                if weight <= 0.0 {
                    continue;
                }
                let scale = weight * idf * (k1 + 1.0);
                // A block the exact form matched is credited before its stem is read.
                let credit = weight * idf;
                // Heading matches of the list being read: their score waits for the list's
                // idf_heading.
                in_headings.clear();
                let mut read = 0;
                for p in self.index.postings(id) {
                    read += 1;
                    let i = p.block as usize;
                    let (Some(norm), Some(acc)) = (norms.get(i), blocks.get_mut(i)) else {
                        continue;
                    };
                    // Most postings are body-only: one multiplication.
                    let mut tf = f64::from(p.tf[2]) * norm[2];
                    if p.tf[0] != 0 || p.tf[1] != 0 {
                        let heading = f64::from(p.tf[1]) * norm[1];
                        tf += wt * f64::from(p.tf[0]) * norm[0] + wh * heading;
                        if heading > 0.0 {
                            in_headings.push((i, heading / (k1 + heading)));
                        }
                    }
                    if tf <= 0.0 {
                        continue;
                    }
                    if acc.last == 0 {
                        touched.push(i);
                    }
                    acc.score += scale * tf / (k1 + tf);
                    if acc.last != word_no {
                        acc.last = word_no;
                        acc.matched += credit;
                    }
                }
                crate::base::work::add(read);
                if !in_headings.is_empty() {
                    let h = s.heading_score * weight * self.idf(in_headings.len()) * (k1 + 1.0);
                    for &(i, saturated) in in_headings.iter() {
                        if let Some(acc) = blocks.get_mut(i) {
                            acc.score += h * saturated;
                            // A heading match no weight counted (tf 0) left a sum on a block
                            // not touched: it is cleared too.
                            if acc.last == 0 {
                                untouched.push(i);
                            }
                        }
                    }
                }
            }
        }
        asked
    }
}

/// Per block its sums; the blocks any list touched; a list's heading matches. Kept between
/// questions (one per thread: the page has one) and cleared through `touched`: zeroing an
/// array as long as the index on every question cost more than most questions' postings.
#[derive(Default)]
struct Scratch {
    blocks: Vec<Acc>,
    touched: Vec<usize>,
    in_headings: Vec<(usize, f64)>,
    untouched: Vec<usize>,
}

impl Scratch {
    fn fit(&mut self, n: usize) {
        if self.blocks.len() != n {
            *self = Scratch {
                blocks: vec![Acc::default(); n],
                ..Scratch::default()
            };
        }
    }

    fn clear(&mut self) {
        for &i in self.touched.iter().chain(&self.untouched) {
            if let Some(acc) = self.blocks.get_mut(i) {
                *acc = Acc::default();
            }
        }
        self.touched.clear();
        self.untouched.clear();
    }
}

std::thread_local! {
    // Made at compile time: a lazily made one brought its initializer's state machine into the
    // page's wasm (140 bytes gzip).
    static SCRATCH: Cell<Scratch> = const {
        Cell::new(Scratch {
            blocks: Vec::new(),
            touched: Vec::new(),
            in_headings: Vec::new(),
            untouched: Vec::new(),
        })
    };
}

/// A block's score so far, the idf of the words that matched it, and the last word that did
/// (1-based; 0: not touched), side by side: a posting reads and writes one place.
#[derive(Clone, Default)]
struct Acc {
    score: f64,
    matched: f64,
    last: u32,
}

/// A question's sums, read out as final scores.
struct Sums<'s> {
    blocks: &'s [Acc],
    touched: &'s [usize],
    asked: f64,
    coordination: f64,
}

impl Sums<'_> {
    /// (block, score × coordination) for every block touched with a positive score.
    fn finals(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        self.touched.iter().filter_map(move |&i| {
            let Acc { score, matched, .. } = *self.blocks.get(i)?;
            let share = if self.asked > 0.0 {
                matched / self.asked
            } else {
                1.0
            };
            let coordination = crate::base::power::power(share, self.coordination);
            Some((i, score * coordination)).filter(|(_, s)| *s > 0.0)
        })
    }
}

/// The best `k` of scored items, highest first; ties go to the lower block index so results
/// are the same on every run. Kept in a sorted list of at most `k` while the items stream by:
/// a question scores thousands of blocks and keeps ten, and most are refused by one comparison.
pub fn top_k(scored: impl IntoIterator<Item = (usize, f64)>, k: usize) -> Vec<(usize, f64)> {
    let mut best: Vec<(usize, f64)> = Vec::with_capacity(k.min(128) + 1);
    if k == 0 {
        return best;
    }
    for item in scored {
        offer(&mut best, k, item);
    }
    best
}

/// `item` into `best`, the top `k` so far, if it is among them: one body for every kind of
/// stream `top_k` reads (each was a copy of it in the page's wasm). With `k` 0, `best` stays
/// empty.
pub fn offer(best: &mut Vec<(usize, f64)>, k: usize, item: (usize, f64)) {
    let order = |a: &(usize, f64), b: &(usize, f64)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    if best.len() == k && best.last().is_some_and(|w| order(&item, w).is_ge()) {
        return;
    }
    // Pushed and moved up past the ones it comes before: `partition_point` and `insert` were
    // instances of their own in the page's wasm, for this one caller.
    best.push(item);
    let mut at = best.len() - 1;
    // By `get`, not indexing and `swap`: their panics were code of their own.
    while at > 0 && best.get(at - 1).is_some_and(|b| order(&item, b).is_lt()) {
        if let Some([a, b]) = best.get_mut(at - 1..=at) {
            std::mem::swap(a, b);
        }
        at -= 1;
    }
    best.truncate(k);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::date::Date;
    use crate::base::model::{Block, Doc};
    use crate::base::shared_text::SharedText;
    use crate::base::text::Normalizer;

    fn doc() -> Doc {
        Doc {
            language: 0,
            id: "D".into(),
            title: "".into(),
            products: [].into(),
            groups: ["g".to_string()].into(),
            markets: [].into(),
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

    fn terms(words: &[&str]) -> Vec<Term> {
        words.iter().map(|w| Term::exact(w)).collect()
    }

    #[test]
    fn scores_match_a_hand_computed_example() {
        // Three blocks, bodies of lengths 4, 2 and 3 (avglen body = 3), no title or heading;
        // query "brake pad". With one field BM25F is BM25: x = tf / (0.25 + 0.75·len/3).
        let blocks = [
            block(1, "brake pad brake cable"),
            block(2, "brake lever"),
            block(3, "tire tube valve"),
        ];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let got = s.score(&terms(&["brake", "pad"]));
        // brake: df=2, idf = ln(1 + (3-2+0.5)/(2+0.5)) = ln(1.6) = 0.470004
        // pad:   df=1, idf = ln(1 + 2.5/1.5) = ln(2.666667) = 0.980829
        // block 1: norm 1/(0.25 + 0.75·4/3) = 0.8
        //   brake x = 2·0.8 = 1.6: 0.470004 · 2.2·1.6/(1.2+1.6) = 0.590862
        //   pad   x = 0.8:         0.980829 · 2.2·0.8/(1.2+0.8) = 0.863130
        //   both words matched (coordination 1)                   -> 1.453992
        // block 2: norm 1/(0.25 + 0.75·2/3) = 1.333333
        //   brake x = 1.333333:    0.470004 · 2.2·1.333333/2.533333 = 0.544215
        //   coordination idf(brake)/(idf(brake) + idf(pad)) = 0.470004/1.450833 = 0.323954
        //                                                         -> 0.176302
        let score = |b: usize| got.iter().find(|(i, _)| *i == b).map(|x| x.1).unwrap();
        assert!((score(0) - 1.453992).abs() < 1e-5, "{}", score(0));
        assert!((score(1) - 0.176302).abs() < 1e-5, "{}", score(1));
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
        let got = top_k(s.score(&terms(&["brake"])), 2);
        assert_eq!(got[0].0, 0, "a heading match outranks a body match");
        settings.heading_weight = 1.0;
        settings.heading_score = 0.0;
        let s = Scorer::new(&idx, &settings);
        let got = s.score(&terms(&["brake"]));
        assert!(
            (got[0].1 - got[1].1).abs() < 1e-12,
            "with weights off both score alike"
        );
    }

    #[test]
    fn a_short_heading_is_not_diluted_by_its_body() {
        // A: heading "shadowing", a body of 10 other words; B: heading "variables", body
        // "shadowing shadowing x y". Lengths: heading 1 and 1 (avg 1), body 10 and 4 (avg 7).
        let mut a = block(1, "a0 a1 a2 a3 a4 a5 a6 a7 a8 a9");
        a.heading = "shadowing".into();
        let mut b = block(2, "shadowing shadowing x y");
        b.heading = "variables".into();
        let idx = Index::build(&[a, b], &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let got = top_k(s.score(&terms(&["shadowing"])), 2);
        // idf (df 2 of 2) = ln(1.2) = 0.182322; idf_heading (1 heading of 2) = ln(2) = 0.693147
        // A: x_heading = 1, tf~ = 2·1 = 2: 0.182322·2.2·2/3.2 = 0.250707
        //    heading score 0.693147·2.2·1/2.2 = 0.693147                      -> 0.943854
        // B: x_body = 2/(0.25 + 0.75·4/7) = 2.947368: 0.182322·2.2·2.947368/4.147368
        //                                                                      -> 0.285051
        assert_eq!(got[0].0, 0);
        assert!((got[0].1 - 0.943854).abs() < 1e-4, "{}", got[0].1);
        assert!((got[1].1 - 0.285051).abs() < 1e-5, "{}", got[1].1);
    }

    #[test]
    fn more_words_matched_rank_higher() {
        // "brake" is in both, "lever" only in the second: coordination lifts it.
        let blocks = [
            block(1, "brake brake brake brake"),
            block(2, "brake lever adjust screw"),
        ];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let got = top_k(s.score(&terms(&["brake", "lever"])), 2);
        assert_eq!(got[0].0, 1);
    }

    #[test]
    fn exact_forms_outrank_stems_and_codes_are_not_stemmed() {
        let n = Normalizer {
            stemmers: vec![crate::base::stem::Stemmer::English],
            ..Normalizer::default()
        };
        let blocks = [
            block(1, "brakes worn out"),
            block(2, "brake worn out"),
            block(3, "nothing here"),
        ];
        let idx = Index::build(&blocks, &[doc()], &n);
        let s = Scorer::new(&idx, &SearchSettings::default());
        let asked = |w: &str| Term {
            text: w.into(),
            stems: n.stems(w),
        };
        let got = top_k(s.score(&[asked("brake")]), 3);
        assert_eq!(got.len(), 2, "the stem finds both forms");
        assert_eq!(got[0].0, 1, "the exact form first");
        let got = top_k(s.score(&[asked("brakes")]), 3);
        assert_eq!(got[0].0, 0);
        // Without its stem, a word finds its exact form only.
        assert_eq!(s.score(&[Term::exact("brakes")]).len(), 1);
        // No stem term is stored for a stem whose only form is itself.
        assert!(idx
            .term(&format!("worn{}", super::super::STEM_MARK))
            .is_none());
        assert_eq!(idx.stem_term("worn"), idx.term("worn"));
    }

    #[test]
    fn a_word_no_block_holds_reads_the_words_that_begin_with_it() {
        let blocks = [
            block(1, "net weight 92 kg"),
            block(2, "weightlessness is not a spec"),
            block(3, "the boiler holds 11 litres"),
            block(4, "a bath tub"),
        ];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        // "weigh": "weight", a few letters longer; not "weightlessness".
        let got = top_k(s.score(&terms(&["weigh", "boiler"])), 4);
        let blocks_found: Vec<usize> = got.iter().map(|g| g.0).collect();
        assert!(blocks_found.contains(&0), "{got:?}");
        assert!(!blocks_found.contains(&1), "{got:?}");
        // A word the index holds is read as itself only, and a short word is not completed.
        assert_eq!(s.score(&terms(&["weight"])).len(), 1);
        assert!(s.score(&terms(&["bat"])).is_empty());
        assert!(s.score(&terms(&["weighx"])).is_empty());
    }

    #[test]
    fn sums_do_not_carry_over_between_questions() {
        // The per-block sums are kept between questions: each must start from zero.
        let mut b1 = block(1, "brake pad brake cable");
        b1.heading = "brake".into();
        let blocks = [b1, block(2, "brake lever"), block(3, "tire tube valve")];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let first = s.score(&terms(&["brake", "pad"]));
        let other = s.score(&terms(&["tire", "brake"]));
        assert_eq!(s.score(&terms(&["brake", "pad"])), first);
        assert!(other.iter().any(|(i, _)| *i == 2));
        // Blocks `eligible` refuses are left out; the factor multiplies the others.
        let top = s.top(&terms(&["brake", "pad"]), 10, &mut |&i: &usize| {
            (i != 1).then_some(2.0)
        });
        assert_eq!(
            top,
            vec![(0, first.iter().find(|x| x.0 == 0).unwrap().1 * 2.0)]
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
