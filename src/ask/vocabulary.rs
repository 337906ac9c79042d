//! The words a question is understood by, and how a word typed as people type it on a phone finds
//! one of them: without its accents ("reparation", "modeles concernes"), cut short ("reclam",
//! "casa" for Casablanca) or with one letter wrong, missing, extra or swapped ("waranty",
//! "recal"). A word the question reads this way stands beside the word typed, as a glossary term
//! does, and the trace says so.
//!
//! The vocabulary is the configuration's words (operations, question words, dates, glossary,
//! products, markets, relations) and the bundle's record tables' words (about and measure words,
//! column names, text values): the words that route a question and filter records. Document
//! words are found by search, and a word the index holds is never read as another.
//!
//! A table's words are the asker's only when the asker's filters allow the table (groups,
//! market, date, supersession): a word is read as another only among the words this asker may
//! read, so a correction never shows a word of a table they may not.

use crate::base::call::Call;
use crate::base::config::{Config, Op};
use crate::base::model::ColumnKind;
use crate::base::stem::fold_word;
use crate::bundle::Bundle;

/// Shorter words are read only as typed: "nb" or "k1" would find too many words.
const MIN_CHARS: usize = 4;
/// Words shorter than this are not read with a letter wrong.
const MIN_EDIT_CHARS: usize = 5;

#[derive(Clone, Debug, Default)]
pub(crate) struct Vocabulary {
    /// (word as configured, its letters folded), each word once.
    words: Vec<(String, Vec<char>)>,
    /// Where each word of `words` comes from: `None` for the configuration's (every asker's),
    /// else the table documents (by index) that hold it.
    from: Vec<Option<Vec<usize>>>,
    /// The same words with their place in `words`, to look one up, and to add each once,
    /// without a scan: a table's text values may hold thousands.
    known: crate::base::hash::Strings,
    /// The same words by their folded letters (the first word of each), to find the word a
    /// piece of a compound typed without its umlauts or accents is (`word_folded`).
    folded: crate::base::hash::Strings,
    /// Whether German is a language of the corpus: "Haendler" is then typed for "Händler", as
    /// the index reads it (`stem::fold_word`).
    german: bool,
    /// Each operation's word (by its place in `words`) that ends in a plural ending of
    /// `[questions] plurals`, and its letters (folded) before that ending: what its singular
    /// typed is never read as (`Vocabulary::read`).
    op_plurals: Vec<(usize, Vec<char>)>,
}

impl Vocabulary {
    // Built from the engine and from a reading (whichever comes first): one body in the page's
    // wasm, not one inlined at each.
    #[inline(never)]
    pub(crate) fn build(bundle: &Bundle) -> Vocabulary {
        let config = &bundle.config;
        let mut v = Vocabulary {
            german: config.normalizer.german(),
            ..Vocabulary::default()
        };
        for phrase in &config_phrases(config) {
            v.add_phrase(config, phrase, None);
        }
        // "cuántos" asks how many, "cuánto" how much: an operation's word in the plural is a word
        // of its own, and its singular is not read as it (see `read`).
        for &op in &Op::ALL {
            for phrase in config.operation_words(op) {
                for w in &config.normalizer.words(phrase) {
                    let Some(&at) = v.known.get(w) else { continue };
                    // `get`, not an index (the word was just found there): an index's panic
                    // was code of its own in the page's wasm.
                    let Some((_, folded)) = v.words.get(at) else {
                        continue;
                    };
                    for p in &config.questions.plurals {
                        let p: Vec<char> = p.chars().collect();
                        if folded.len() > p.len() && folded.ends_with(&p) {
                            let base = folded
                                .get(..folded.len() - p.len())
                                .unwrap_or_default()
                                .to_vec();
                            v.op_plurals.push((at, base));
                        }
                    }
                }
            }
        }
        for (i, d) in bundle.docs.iter().enumerate() {
            let Some(t) = &d.table else { continue };
            for phrase in &t.about {
                v.add_phrase(config, phrase, Some(i));
            }
            for m in &t.measures {
                for phrase in &m.words {
                    v.add_phrase(config, phrase, Some(i));
                }
            }
            for c in &t.columns {
                // By the shared `map_chars`: `replace` was an instance of its own.
                let name = crate::base::text::map_chars(&c.name, &mut |&ch: &char| {
                    Some(if ch == '_' { ' ' } else { ch })
                });
                v.add_phrase(config, &name, Some(i));
            }
        }
        // One pass over the blocks: a table's rows are read once, whatever the number of tables,
        // and a value the library repeats (a town, a status) is read into words once.
        // By value, where its words are in `read` (one map type for the vocabulary's maps: each
        // new one costs the page's wasm).
        let mut seen: crate::base::hash::Strings = Default::default();
        let mut read: Vec<Vec<usize>> = Vec::new();
        for b in bundle.record_walk() {
            let Some(t) = bundle.docs.get(b.doc).and_then(|d| d.table.as_ref()) else {
                continue;
            };
            for (c, value) in t.columns.iter().zip(&b.fields) {
                if c.kind != ColumnKind::Text {
                    continue;
                }
                match seen.get(value.as_str()).and_then(|&r| read.get(r)) {
                    Some(words) => {
                        for &at in words {
                            v.note_source(at, Some(b.doc));
                        }
                    }
                    None => {
                        let words = v.add_phrase(config, value, Some(b.doc));
                        seen.insert(value.clone(), read.len());
                        read.push(words);
                    }
                }
            }
        }
        v
    }

    /// Whether `word` is a word of the configuration (unless `tables_only`) or of a table
    /// `allowed` lets the asker read (by document index, as `Engine::allowed` gives it; a
    /// document past its end is not allowed). A slice, not a `dyn Fn`: no closure's vtable
    /// and `FnOnce` shim in the page's wasm.
    pub(crate) fn knows_for(&self, word: &str, allowed: &[bool], tables_only: bool) -> bool {
        self.known
            .get(word)
            .is_some_and(|&at| match self.from.get(at) {
                Some(None) => !tables_only,
                Some(Some(docs)) => docs.iter().any(|&d| allowed.get(d) == Some(&true)),
                None => false,
            })
    }

    /// The word whose folded letters are `folded`, when the asker may read one (`allowed`, as
    /// in `knows_for`).
    pub(crate) fn word_folded(&self, folded: &str, allowed: &[bool]) -> Option<&str> {
        let &at = self.folded.get(folded)?;
        let visible = match self.from.get(at)? {
            None => true,
            Some(docs) => docs.iter().any(|&d| allowed.get(d) == Some(&true)),
        };
        visible.then(|| self.words.get(at).map(|(w, _)| w.as_str()))?
    }

    /// Adds `phrase`'s words, from the configuration (`doc` None) or a table document; returns
    /// where its words are in `words`.
    fn add_phrase(&mut self, config: &Config, phrase: &str, doc: Option<usize>) -> Vec<usize> {
        let mut added = Vec::new();
        // By reference, each new word taken out: consuming the Vec was an IntoIter's code of
        // its own in the page's wasm.
        for w in &mut config.normalizer.words(phrase) {
            let chars = crate::base::text::char_count(w);
            if chars < MIN_CHARS - 1 || w.chars().any(|c| c.is_ascii_digit()) {
                continue;
            }
            match self.known.get(w) {
                Some(&at) => {
                    self.note_source(at, doc);
                    added.push(at);
                }
                None => {
                    let folded: String = fold_word(w, self.german).into_owned();
                    added.push(self.words.len());
                    self.known.insert(w.clone(), self.words.len());
                    self.folded.value_or(folded.clone(), self.words.len());
                    self.words
                        .push((std::mem::take(w), folded.chars().collect()));
                    self.from.push(doc.map(|d| vec![d]));
                }
            }
        }
        added
    }

    /// Notes that word `at` comes from `doc` too (the configuration when None).
    fn note_source(&mut self, at: usize, doc: Option<usize>) {
        // The entry by `get_mut` alone: indexing it again carried an index's panic.
        let Some(from) = self.from.get_mut(at) else {
            return;
        };
        match (doc, from.as_mut()) {
            (None, Some(_)) => *from = None,
            // A table's rows are one run of blocks: a table is added once.
            (Some(d), Some(docs)) if docs.last() != Some(&d) => docs.push(d),
            _ => {}
        }
    }

    /// The vocabulary word a question's word was typed for, or None when it is one already, is
    /// a word of the corpus (`known`) other than by its accents, or finds no single word. Only words `allowed` lets the
    /// asker read are candidates (`allowed[doc]` for a table's words): another table's word is
    /// neither read nor a rival that stops a reading.
    pub(crate) fn read(
        &self,
        word: &str,
        known: impl Fn(&str) -> bool,
        allowed: &[bool],
    ) -> Option<&str> {
        let visible = |at: usize| match self.from.get(at) {
            Some(None) => true,
            Some(Some(docs)) => docs.iter().any(|&d| allowed.get(d) == Some(&true)),
            None => false,
        };
        let typed: Vec<char> = fold_word(word, self.german).chars().collect();
        if typed.len() < MIN_CHARS
            || typed
                .iter()
                .any(|c| c.is_ascii_digit() || !c.is_alphanumeric())
        {
            return None;
        }
        // A word of the vocabulary is read as typed, unless a table writes it with accents
        // too: "dubai" of a dealer's name "Dubai Solar Irrigation" is also its city "Dubaï".
        // Only a table's word (a configured one, "marché" for "marche", is no such reading).
        if self.known.get(word).is_some_and(|&at| visible(at)) {
            // Typed with its accents, it is the word typed.
            if !word.chars().eq(typed.iter().copied()) {
                return None;
            }
            for (at, w) in self.words.iter().enumerate() {
                let of_table = matches!(self.from.get(at), Some(Some(_)));
                if of_table && w.1 == typed && w.0 != word && visible(at) {
                    return Some(&w.0);
                }
            }
            return None;
        }
        // The letters are compared first: whether the asker may read a word is asked of the
        // few that match.
        // An operation's plural word is never read for its singular typed ("cuanto" is no
        // "cuántos", "quanto" no "quanti", "viel" no "viele": how much, not how many): its
        // stem without the plural ending, with one letter at most after it. The configuration
        // says which forms an operation means.
        let singular_of_op = |at: usize| {
            self.op_plurals.iter().any(|(o, base)| {
                *o == at && typed.starts_with(base) && typed.len() <= base.len() + 1
            })
        };
        // A `Call`, not a `dyn Fn`: its vtable holds no `FnOnce` shim.
        let words = |matches: &mut dyn Call<[char], bool>| -> Vec<&(String, Vec<char>)> {
            // A loop, not adapters: each is code of its own in the page's wasm.
            let mut out = Vec::new();
            for (at, w) in self.words.iter().enumerate() {
                if matches.call(&w.1) && visible(at) && !singular_of_op(at) {
                    out.push(w);
                }
            }
            out
        };
        // Without accents: the same letters. Read so even when the index holds the word: it
        // holds words folded, "krakow" for "Kraków", and cannot tell the two apart.
        if let Some((w, _)) = words(&mut |f: &[char]| f == typed.as_slice()).first() {
            return Some(w);
        }
        if known(word) {
            return None;
        }
        // Cut short: the start of words that are one word (its singular and plural).
        let longer = words(&mut |f: &[char]| f.len() > typed.len() && f.starts_with(&typed));
        if let Some(one) = one_word(&longer) {
            return Some(one);
        }
        if typed.len() < MIN_EDIT_CHARS {
            return None;
        }
        let near = words(&mut |f: &[char]| f.len() >= MIN_EDIT_CHARS && one_edit(&typed, f));
        one_word(&near)
    }
}

/// The shortest of `found` when they are forms of one word (they start with the shortest and
/// add at most a plural ending), else None.
fn one_word<'a>(found: &[&'a (String, Vec<char>)]) -> Option<&'a str> {
    // The first of the shortest, by a loop: `min_by_key` was code of its own in the page's wasm.
    let mut shortest = *found.first()?;
    for &f in found {
        if f.1.len() < shortest.1.len() {
            shortest = f;
        }
    }
    let base = &shortest.1;
    found
        .iter()
        .all(|(_, f)| f.starts_with(base) && f.len() <= base.len() + 1)
        .then_some(shortest.0.as_str())
}

/// Whether `a` becomes `b` by one letter changed, added, removed, or two neighbours swapped.
/// Letters paired by `zip` and read by `get`: each index's panic was code of its own in the
/// page's wasm.
fn one_edit(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => {
            let mut diff: Vec<usize> = Vec::new();
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                if x != y {
                    diff.push(i);
                }
            }
            match diff.as_slice() {
                [_] => true,
                [i, j] => *j == i + 1 && a.get(*i) == b.get(*j) && a.get(*j) == b.get(*i),
                _ => false,
            }
        }
        1 => {
            let mut first = short.len();
            for (i, (x, y)) in short.iter().zip(long).enumerate() {
                if x != y {
                    first = i;
                    break;
                }
            }
            short.get(first..) == long.get(first + 1..)
        }
        _ => false,
    }
}

/// Every configured phrase a question is read by (not `beyond_words`: read only to refuse a
/// figure, they would draw typed words to "change" or "top" that they are not). Gathered in a
/// list by plain loops, not one chain of twenty adapters: each adapter instance is code of its
/// own in the page's wasm.
fn config_phrases(c: &Config) -> Vec<&String> {
    let q = &c.questions;
    let d = &c.dates;
    let mut out: Vec<&String> = Vec::new();
    for &o in &Op::ALL {
        out.extend(c.operation_words(o));
    }
    for list in [
        &q.product_words,
        &q.applies_words,
        &q.use_words,
        &q.asking_words,
        &q.has_words,
        &q.every_words,
        &q.except_words,
        &q.per_words,
        // "marché" is the market word, not a loose "march".
        &q.market_words,
        // "ποιοι" (who) is no loose "πόσοι" (how many): a word the configuration reads by
        // one role is read as typed.
        &q.who_words,
        &q.negations,
        &q.none_words,
        &q.more,
        &q.less,
        &q.than,
        &q.cost_words,
    ] {
        out.extend(list);
    }
    for (from, _) in &c.glossary {
        out.extend(from);
    }
    for r in &c.relations {
        out.extend(&r.asked_by);
    }
    out.extend(&c.follow.available);
    for lists in &[&d.months, &d.ordinals] {
        for list in lists.iter() {
            out.extend(list);
        }
    }
    for list in [
        &d.year, &d.half, &d.quarter, &d.month, &d.week, &d.this, &d.last, &d.since, &d.before,
        &d.after, &d.between, &d.start,
    ] {
        out.extend(list);
    }
    for aliases in &[&c.products, &c.markets] {
        for a in aliases.iter() {
            out.push(&a.code);
            out.extend(&a.aliases);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocab(words: &[&str]) -> Vocabulary {
        vocab_in(words, false)
    }

    fn vocab_in(words: &[&str], german: bool) -> Vocabulary {
        Vocabulary {
            words: words
                .iter()
                .map(|w| (w.to_string(), fold_word(w, german).chars().collect()))
                .collect(),
            from: words.iter().map(|_| None).collect(),
            known: words
                .iter()
                .enumerate()
                .map(|(i, w)| (w.to_string(), i))
                .collect(),
            folded: words
                .iter()
                .enumerate()
                .map(|(i, w)| (fold_word(w, german).into_owned(), i))
                .collect(),
            german,
            op_plurals: Vec::new(),
        }
    }

    /// In a German corpus, ae, oe and ue typed for ä, ö and ü find the configuration's and the
    /// tables' words as they find the documents' ("Haendler", "Oesterreich").
    #[test]
    fn german_digraphs_find_the_words_with_umlauts() {
        let words = ["händler", "österreich", "stück", "übergröße"];
        let v = vocab_in(&words, true);
        let (none, all): (_, &[bool]) = (|_: &str| false, &[true; 4]);
        assert_eq!(v.read("haendler", none, all), Some("händler"));
        assert_eq!(v.read("oesterreich", none, all), Some("österreich"));
        assert_eq!(v.read("stueck", none, all), Some("stück"));
        assert_eq!(v.read("uebergroesse", none, all), Some("übergröße"));
        // Without German, two digraphs are two letters too many: no word.
        let v = vocab_in(&words, false);
        assert_eq!(v.read("uebergroesse", none, all), None);
    }

    #[test]
    fn loose_spellings_find_their_word_and_nothing_else() {
        let v = vocab(&[
            "réclamation",
            "réclamations",
            "warranty",
            "recall",
            "casablanca",
            "concernés",
            "modèle",
            "certified",
            "certificate",
        ]);
        let none = |_: &str| false;
        let all: &[bool] = &[true; 4];
        assert_eq!(v.read("reclam", none, all), Some("réclamation"));
        assert_eq!(v.read("reclamations", none, all), Some("réclamations"));
        assert_eq!(v.read("waranty", none, all), Some("warranty"));
        assert_eq!(v.read("warrnaty", none, all), Some("warranty"));
        assert_eq!(v.read("recal", none, all), Some("recall"));
        assert_eq!(v.read("casa", none, all), Some("casablanca"));
        assert_eq!(v.read("concernes", none, all), Some("concernés"));
        assert_eq!(v.read("modeles", none, all), Some("modèle"));
        // Two words start so: neither is guessed.
        assert_eq!(v.read("certif", none, all), None);
        // Short words, known words and corpus words stay as typed.
        assert_eq!(v.read("rec", none, all), None);
        assert_eq!(v.read("recall", none, all), None);
        assert_eq!(v.read("recals", |w| w == "recals", all), None);
        assert_eq!(v.read("warehouse", none, all), None);
        assert_eq!(v.read("e-12", none, all), None);
    }

    #[test]
    fn one_edit_is_one_letter() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert!(one_edit(&c("recal"), &c("recall")));
        assert!(one_edit(&c("warrnaty"), &c("warranty")));
        assert!(one_edit(&c("brske"), &c("brake")));
        assert!(!one_edit(&c("brake"), &c("brake")));
        assert!(!one_edit(&c("brk"), &c("brake")));
        assert!(!one_edit(&c("barke"), &c("brace")));
    }
}
