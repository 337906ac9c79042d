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

use crate::base::config::{Config, Op};
use crate::base::model::ColumnKind;
use crate::base::stem::fold;
use crate::bundle::Bundle;

/// Shorter words are read only as typed: "nb" or "k1" would find too many words.
const MIN_CHARS: usize = 4;
/// Words shorter than this are not read with a letter wrong.
const MIN_EDIT_CHARS: usize = 5;

#[derive(Clone, Debug, Default)]
pub struct Vocabulary {
    /// (word as configured, its letters folded), each word once.
    words: Vec<(String, Vec<char>)>,
    /// The same words, to look one up, and to add each once, without a scan: a table's text
    /// values may hold thousands.
    known: std::collections::HashSet<String>,
}

impl Vocabulary {
    pub fn build(bundle: &Bundle) -> Vocabulary {
        let config = &bundle.config;
        let mut v = Vocabulary::default();
        for phrase in config_phrases(config) {
            v.add_phrase(config, phrase);
        }
        for (i, d) in bundle.docs.iter().enumerate() {
            let Some(t) = &d.table else { continue };
            for phrase in t
                .about
                .iter()
                .chain(t.measures.iter().flat_map(|m| &m.words))
            {
                v.add_phrase(config, phrase);
            }
            for c in &t.columns {
                v.add_phrase(config, &c.name.replace('_', " "));
            }
            let text: Vec<usize> = (0..t.columns.len())
                .filter(|&c| t.columns.get(c).is_some_and(|c| c.kind == ColumnKind::Text))
                .collect();
            for b in bundle.blocks.iter().filter(|b| b.doc == i) {
                for &c in &text {
                    if let Some(value) = b.fields.get(c) {
                        v.add_phrase(config, value);
                    }
                }
            }
        }
        v
    }

    fn add_phrase(&mut self, config: &Config, phrase: &str) {
        for w in config.normalizer.words(phrase) {
            let chars = w.chars().count();
            if chars < MIN_CHARS - 1 || w.chars().any(|c| c.is_ascii_digit()) {
                continue;
            }
            if !self.known.contains(&w) {
                let folded = w.chars().map(fold).collect();
                self.known.insert(w.clone());
                self.words.push((w, folded));
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The vocabulary word a question's word was typed for, or None when it is one already, is
    /// a word of the corpus (`known`), or finds no single word.
    pub fn read(&self, word: &str, known: impl Fn(&str) -> bool) -> Option<&str> {
        let typed: Vec<char> = word.chars().map(fold).collect();
        if typed.len() < MIN_CHARS
            || typed
                .iter()
                .any(|c| c.is_ascii_digit() || !c.is_alphanumeric())
            || self.known.contains(word)
            || known(word)
        {
            return None;
        }
        // Without accents: the same letters.
        if let Some((w, _)) = self.words.iter().find(|(_, f)| *f == typed) {
            return Some(w);
        }
        // Cut short: the start of words that are one word (its singular and plural).
        let longer: Vec<&(String, Vec<char>)> = self
            .words
            .iter()
            .filter(|(_, f)| f.len() > typed.len() && f.starts_with(&typed))
            .collect();
        if let Some(one) = one_word(&longer) {
            return Some(one);
        }
        if typed.len() < MIN_EDIT_CHARS {
            return None;
        }
        let near: Vec<&(String, Vec<char>)> = self
            .words
            .iter()
            .filter(|(_, f)| f.len() >= MIN_EDIT_CHARS && one_edit(&typed, f))
            .collect();
        one_word(&near)
    }
}

/// The shortest of `found` when they are forms of one word (they start with the shortest and
/// add at most a plural ending), else None.
fn one_word<'a>(found: &[&'a (String, Vec<char>)]) -> Option<&'a str> {
    let shortest = found.iter().min_by_key(|(_, f)| f.len())?;
    let base = &shortest.1;
    found
        .iter()
        .all(|(_, f)| f.starts_with(base) && f.len() <= base.len() + 1)
        .then_some(shortest.0.as_str())
}

/// Whether `a` becomes `b` by one letter changed, added, removed, or two neighbours swapped.
fn one_edit(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => {
            let diff: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
            match diff.as_slice() {
                [_] => true,
                [i, j] => *j == i + 1 && a[*i] == b[*j] && a[*j] == b[*i],
                _ => false,
            }
        }
        1 => {
            let first = (0..short.len())
                .find(|&i| short[i] != long[i])
                .unwrap_or(short.len());
            short[first..] == long[first + 1..]
        }
        _ => false,
    }
}

/// Every configured phrase a question is read by.
fn config_phrases(c: &Config) -> impl Iterator<Item = &String> {
    let q = &c.questions;
    let d = &c.dates;
    Op::ALL
        .iter()
        .flat_map(move |o| c.operation_words(*o))
        .chain(&q.product_words)
        .chain(&q.applies_words)
        .chain(&q.asking_words)
        .chain(&q.has_words)
        .chain(&q.every_words)
        .chain(c.glossary.iter().flat_map(|(from, _)| from))
        .chain(c.relations.iter().flat_map(|r| &r.asked_by))
        .chain(&c.follow.available)
        .chain(d.months.iter().flatten())
        .chain(d.ordinals.iter().flatten())
        .chain(&d.year)
        .chain(&d.half)
        .chain(&d.quarter)
        .chain(&d.month)
        .chain(&d.week)
        .chain(&d.this)
        .chain(&d.last)
        .chain(&d.since)
        .chain(&d.before)
        .chain(&d.after)
        .chain(&d.between)
        .chain(
            c.products
                .iter()
                .chain(&c.markets)
                .flat_map(|a| std::iter::once(&a.code).chain(&a.aliases)),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocab(words: &[&str]) -> Vocabulary {
        Vocabulary {
            words: words
                .iter()
                .map(|w| (w.to_string(), w.chars().map(fold).collect()))
                .collect(),
            known: words.iter().map(|w| w.to_string()).collect(),
        }
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
        assert_eq!(v.read("reclam", none), Some("réclamation"));
        assert_eq!(v.read("reclamations", none), Some("réclamations"));
        assert_eq!(v.read("waranty", none), Some("warranty"));
        assert_eq!(v.read("warrnaty", none), Some("warranty"));
        assert_eq!(v.read("recal", none), Some("recall"));
        assert_eq!(v.read("casa", none), Some("casablanca"));
        assert_eq!(v.read("concernes", none), Some("concernés"));
        assert_eq!(v.read("modeles", none), Some("modèle"));
        // Two words start so: neither is guessed.
        assert_eq!(v.read("certif", none), None);
        // Short words, known words and corpus words stay as typed.
        assert_eq!(v.read("rec", none), None);
        assert_eq!(v.read("recall", none), None);
        assert_eq!(v.read("recals", |w| w == "recals"), None);
        assert_eq!(v.read("warehouse", none), None);
        assert_eq!(v.read("e-12", none), None);
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
