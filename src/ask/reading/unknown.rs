//! Names the question depends on that nothing the asker may read holds: "how many dealers in
//! Lisbon" (no dealer is in Lisbon), "how many TR-450 claims" (no product TR-450). Dropping such a
//! word silently answers another question (every dealer, every claim), so a record route gives no
//! figure and lists no rows, and says which word it did not understand.

use super::Reading;
use crate::base::config::{Config, Op};

/// The question's words, as typed, that read as names (typed with a capital inside the
/// question, mixing letters and digits like a code, or right after a word for a place: "in",
/// "en", "bei") and that no document block, record value, configured word or part number of the
/// bundle holds. Numbers, years and words read loosely as others are never such names.
pub(crate) fn unknown_names(cx: &Reading) -> Vec<String> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let q = &config.questions;
    let mut out: Vec<String> = Vec::new();
    let mut previous: Option<String> = None;
    for (i, raw) in asked
        .text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .enumerate()
    {
        let lower = crate::base::case::lowercase(raw);
        let after_place = previous.as_ref().is_some_and(|p| q.place_words.contains(p));
        previous = Some(lower.clone());
        let has_digit = raw.chars().any(|c| c.is_ascii_digit());
        let has_letter = raw.chars().any(char::is_alphabetic);
        let capital = i > 0
            && raw.chars().next().is_some_and(char::is_uppercase)
            && raw.chars().any(char::is_lowercase);
        let code_like = has_digit && has_letter;
        if !has_letter || !(capital || code_like || after_place) {
            continue;
        }
        if raw.chars().count() < 3 || known(cx, config, &lower) {
            continue;
        }
        if !out.contains(&raw.to_string()) {
            out.push(raw.to_string());
        }
    }
    out
}

/// Whether the bundle holds `word` (lowercase) somewhere the question may mean it: a configured
/// word, a part, serial or code the question names, a record value, or a document block's word.
fn known(cx: &Reading, config: &Config, word: &str) -> bool {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let n = &config.normalizer;
    let q = &config.questions;
    let d = &config.dates;
    let words_of =
        |phrases: &[String]| phrases.iter().any(|p| n.words(p).iter().any(|w| w == word));
    let tokens = n.tokens(word);
    // A part, serial or code however it was typed ("bp36-3", "E12").
    let upper = word.to_ascii_uppercase();
    let pattern_reads =
        |ps: &[crate::base::pattern::Pattern]| ps.iter().any(|p| !p.find_all(&upper).is_empty());
    if tokens.is_empty()
        || n.stopwords.contains(word)
        || pattern_reads(&n.links)
        || pattern_reads(&n.codes)
        || config
            .serials
            .pattern
            .as_ref()
            .is_some_and(|p| pattern_reads(std::slice::from_ref(p)))
        || asked.glossed.iter().any(|g| g == word)
        || asked.read_as.iter().any(|(typed, _)| typed == word)
        || asked
            .parts
            .iter()
            .chain(&asked.serials)
            .any(|p| crate::base::case::lowercase(p) == word)
    {
        return true;
    }
    let lists: [&[String]; 40] = [
        &q.negations,
        &q.none_words,
        &q.product_words,
        &q.applies_words,
        &q.use_words,
        &q.asking_words,
        &q.has_words,
        &q.units,
        &q.every_words,
        &q.more,
        &q.less,
        &q.than,
        &q.who_words,
        &q.common_words,
        &q.and_words,
        &q.place_words,
        &q.market_words,
        &config.follow.available,
        &d.ambiguous,
        &d.year,
        &d.half,
        &d.quarter,
        &d.month,
        &d.week,
        &d.day,
        &d.quarter_short,
        &d.half_short,
        &d.this,
        &d.last,
        &d.next,
        &d.since,
        &d.after,
        &d.before,
        &d.until,
        &d.from,
        &d.to,
        &d.between,
        &d.and,
        &d.during,
        &d.of,
    ];
    if lists.iter().any(|l| words_of(l))
        || Op::ALL
            .iter()
            .any(|op| words_of(config.operation_words(*op)))
        || config
            .products
            .iter()
            .chain(&config.markets)
            .any(|a| words_of(std::slice::from_ref(&a.code)) || words_of(&a.aliases))
        || config
            .glossary
            .iter()
            .any(|(from, to)| from.iter().chain(to).any(|w| w == word))
        || config.relations.iter().any(|r| words_of(&r.asked_by))
        || d.months
            .iter()
            .chain(&d.ordinals)
            .any(|m| m.iter().any(|w| w == word))
    {
        return true;
    }
    // Tables' own words: about words, measures and column names.
    let table_words = bundle
        .docs
        .iter()
        .filter_map(|doc| doc.table.as_ref())
        .any(|t| {
            words_of(&t.about)
                || t.measures
                    .iter()
                    .any(|m| words_of(std::slice::from_ref(&m.field)) || words_of(&m.words))
                || t.columns
                    .iter()
                    .any(|c| n.name_words(&c.name).iter().any(|w| w == word))
        });
    if table_words
        || cx
            .named()
            .iter()
            .any(|v| n.words(&v.value).iter().any(|w| w == word))
    {
        return true;
    }
    // A word of a document or record text: in the index, as written or through its stem.
    let index = &bundle.index;
    tokens.iter().all(|t| {
        index.term(&n.fold(t)).is_some()
            || n.stems(t).iter().any(|st| index.stem_term(st).is_some())
    })
}
