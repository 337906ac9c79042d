//! The comparison phrases a question has ("more than 2", "au moins 1,5", "3 ou plus"), with
//! their figures and where they stand, whatever the table: read once per question, on first
//! use, since only record questions need them. Which measure each compares is a table's
//! question (`routes::compare`).

use super::Reading;
use crate::ask::question::Asked;
use crate::base::config::{Config, Order};
use crate::base::text::find_phrase;

/// A comparison phrase with its figure, at word positions `start..end` of the question.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Span {
    pub(crate) order: Order,
    pub(crate) figure: f64,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// The comparison phrases of `asked` with their figures: the longest phrase first ("no more
/// than 3" is not "more than 3"), each word read once. A figure a time expression used is no
/// comparison's.
pub(crate) fn read(asked: &Asked, config: &Config) -> Vec<Span> {
    let words = &asked.words;
    // Plain loops, not chains of adapters: each adapter instance is code of its own in the
    // page's wasm.
    let mut figures: Vec<(usize, f64, usize)> = Vec::new();
    for at in 0..words.len() {
        if asked.when.used.contains(&at) {
            continue;
        }
        if let Some((f, len)) = number_at(asked, at) {
            figures.push((at, f, len));
        }
    }
    // Most questions have no figure: the phrases are not read for them.
    if figures.is_empty() {
        return Vec::new();
    }
    let n = &config.normalizer;
    let mut phrases: Vec<(Order, Vec<String>, Vec<String>)> = Vec::new();
    for (o, list) in &config.questions.comparisons {
        for (b, a) in list {
            let (b, a) = (n.words(b), n.words(a));
            // A phrase of no words would compare every figure of the question.
            if !b.is_empty() || !a.is_empty() {
                phrases.push((*o, b, a));
            }
        }
    }
    crate::base::sort::sort_by(&mut phrases, |x, y| {
        x.1.len() + x.2.len() > y.1.len() + y.2.len()
    });
    let mut out: Vec<Span> = Vec::new();
    for (order, before, after) in &phrases {
        for &(at, figure, len) in &figures {
            let Some(start) = at.checked_sub(before.len()) else {
                continue;
            };
            let end = at + len + after.len();
            let fits = words.get(start..at) == Some(&before[..])
                && words.get(at + len..end) == Some(&after[..])
                && !out.iter().any(|s| start < s.end && s.start < end);
            if fits {
                out.push(Span {
                    order: *order,
                    figure,
                    start,
                    end,
                });
            }
        }
    }
    out
}

/// The figure the question has at word `at`, and how many words it takes: "2", "2h", or "1.5"
/// and "2,5" (split in two words, the question's text joins them with a point or a comma).
fn number_at(asked: &Asked, at: usize) -> Option<(f64, usize)> {
    let digits = |w: &String| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let word = asked.words.get(at)?;
    if let Some(f) = glued(word) {
        return Some((f, 1));
    }
    let whole = Some(word).filter(|w| digits(w))?;
    if let Some(part) = asked.words.get(at + 1).filter(|w| digits(w)) {
        // Separators as strings: a char formatted brought core's char Display into the page's
        // wasm for this one use.
        for &sep in &[".", ","] {
            // Pushed, not formatted: a `format!` is code of its own at each call.
            let mut typed = whole.clone();
            typed.push_str(sep);
            typed.push_str(part);
            if crate::base::text::find_text(&asked.text, &typed).is_some() {
                let mut figure = whole.clone();
                figure.push('.');
                figure.push_str(part);
                return crate::base::decimal::parse(&figure).map(|f| (f, 2));
            }
        }
    }
    crate::base::decimal::parse(whole).map(|f| (f, 1))
}

/// "2h", "50pcs": a whole number glued to a unit, as one word.
fn glued(word: &str) -> Option<f64> {
    let at = crate::ask::question::figure_and_unit(word)?;
    // `get`, not indexing: see `text::Normalizer::each_token`.
    let figure = word.get(..at).unwrap_or_default();
    figure
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| crate::base::decimal::parse(figure))
        .flatten()
}

/// Where the question compares: its more or less word, and its than word after it.
pub(crate) struct TwoThings {
    pub(crate) more: bool,
    pub(crate) than: usize,
}

/// Whether the question compares two things: a `more` or `less` word with a `than` word after
/// it (`[questions]`, from the language packs).
pub(crate) fn two_things(cx: &Reading) -> Option<TwoThings> {
    let q = &cx.bundle.config.questions;
    let words = &cx.asked.words;
    let n = &cx.bundle.config.normalizer;
    // The first more or less word, and the first than word after it.
    let (at, more, _) = first_more_or_less(cx)?;
    let mut than: Option<usize> = None;
    for w in &q.than {
        let phrase = n.words(w);
        let found = words
            .get(at + 1..)
            .and_then(|after| find_phrase(after, &phrase))
            .map(|i| i + at + 1);
        if let Some(i) = found {
            than = Some(than.map_or(i, |t| t.min(i)));
        }
    }
    let than = than?;
    // "more than 1.5 hours" compares a measure with a figure, not two things.
    for c in cx.comparisons() {
        if (c.start..c.end).contains(&than) || (c.start..c.end).contains(&at) {
            return None;
        }
    }
    Some(TwoThings { more, than })
}

/// The question's first more or less word: where, whether it says more, and the word as
/// configured. One loop for `two_things` and `superlative`: each had its own copy of it in the
/// page's wasm.
pub(crate) fn first_more_or_less<'a>(cx: &Reading<'a>) -> Option<(usize, bool, &'a String)> {
    let config: &'a crate::base::config::Config = &cx.bundle.config;
    let (q, n) = (&config.questions, &config.normalizer);
    let mut first: Option<(usize, bool, &'a String)> = None;
    for &(list, more) in &[(&q.more, true), (&q.less, false)] {
        for w in list {
            if let Some(at) = find_phrase(&cx.asked.words, &n.words(w)) {
                if first.is_none_or(|(f, _, _)| at < f) {
                    first = Some((at, more, w));
                }
            }
        }
    }
    first
}

/// The question's first more or less word when it is no part of a figure compared ("more than
/// 2 hours" is): where it is.
pub(crate) fn more_outside_figures(cx: &Reading) -> Option<usize> {
    let at = first_more_or_less(cx)?.0;
    let figure = cx
        .comparisons()
        .iter()
        .any(|c| (c.start..c.end).contains(&at));
    (!figure).then_some(at)
}

/// "¿Quién vendió más TR-260?", "qué mercado vendió menos": a more or less word with no than
/// word after it, in a question asking who or which market: the most or the least (Spanish,
/// Italian and French say both with one word). None when the question compares two things or a
/// figure ("más de 3"), or asks for no group.
pub(crate) fn superlative<'a>(cx: &Reading<'a>) -> Option<(crate::base::config::Op, &'a String)> {
    let bundle: &'a crate::bundle::Bundle = cx.bundle;
    let q = &bundle.config.questions;
    let words = &cx.asked.words;
    let n = &cx.bundle.config.normalizer;
    // Asking who, which market, or which one of a kind ("quel installateur a eu le plus").
    if cx.asked.first_used(n, &q.who_words).is_none()
        && cx.asked.first_used(n, &q.market_words).is_none()
        && !cx.asked.opens_asking(&bundle.config)
    {
        return None;
    }
    let (at, more, word) = first_more_or_less(cx)?;
    let op = match more {
        true => crate::base::config::Op::Max,
        false => crate::base::config::Op::Min,
    };
    let than_after = q.than.iter().any(|w| {
        words
            .get(at + 1..)
            .is_some_and(|after| find_phrase(after, &n.words(w)).is_some())
    });
    let in_comparison = cx
        .comparisons()
        .iter()
        .any(|c| (c.start..c.end).contains(&at));
    (!than_after && !in_comparison).then_some((op, word))
}
