//! Two questions typed as one ("what is the oil capacity of the HX-150 and how many did we
//! sell this year?"): split at a joining word (`[questions] and_words`) followed by a word that
//! opens a question of its own (an asking, who or operation word), each side answered by its
//! own route, and a product or part named on one side only lent to the other. A side that asks
//! for no figure gets none, and neither side's words choose the other's route.

use crate::ask::question::Asked;
use crate::ask::reading::Reading;
use crate::base::config::{Config, Op};
use crate::base::text::Joined;

/// The two sides of `asked`'s typed text, when it asks two things; each keeps at least two
/// words. The first joining word that opens a question splits it.
pub(crate) fn sides(asked: &Asked, config: &Config) -> Option<(String, String)> {
    let q = &config.questions;
    let text = asked.text.as_str();
    // (start, end, word) of each whitespace-separated piece, lower case and without the
    // punctuation around it; its place found from the piece's address in the text.
    let mut words: Vec<(usize, usize, String)> = Vec::new();
    // Pieces between whitespace (a phone's no-break space too), by one loop over the
    // characters: `split_whitespace` was code of its own in the page's wasm for this one use.
    let mut piece = |from: usize, to: usize| {
        let mut w = String::new();
        for c in text.get(from..to).unwrap_or_default().chars() {
            if c.is_alphanumeric() || (!w.is_empty() && c == '\'') {
                w.push(c);
            }
        }
        if !w.is_empty() {
            words.push((from, to, crate::base::case::lowercase(&w)));
        }
    };
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(from)) => {
                piece(from, i);
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(from) = start {
        piece(from, text.len());
    }
    // Whether a word opening a question starts at `at`: of `Op::ALL`'s words, those of `ops`
    // (an asking, who or cost word with any).
    let starts = |at: usize, ops: &[Op]| -> bool {
        let mut phrase = String::new();
        for n in 0..3 {
            let Some(w) = words.get(at + n) else { break };
            if n > 0 {
                phrase.push(' ');
            }
            phrase.push_str(&w.2);
            // Typed without its accents too ("hur manga" of "hur många"), as the question's
            // words are read.
            let n = &config.normalizer;
            let typed = n.fold(&phrase);
            let listed = |l: &[String]| {
                l.iter()
                    .any(|x| n.fold(&crate::base::case::lowercase(x)) == typed)
            };
            if listed(&q.asking_words)
                || listed(&q.who_words)
                || listed(&q.cost_words)
                || ops.iter().any(|o| listed(config.operation_words(*o)))
            {
                return true;
            }
        }
        false
    };
    let and = |at: usize| words.get(at).is_some_and(|w| q.and_words.contains(&w.2));
    // Whether a word before the joining word asks by an asking, who or cost word: each word
    // read once, however many joining words follow ("and" typed 300 times).
    let (mut asks_before, mut read) = (false, 0);
    for (i, (from, to, _)) in words.iter().enumerate() {
        if i < 2 || !and(i) {
            continue;
        }
        while read < i {
            asks_before = asks_before || starts(read, &[]);
            read += 1;
        }
        // "and also how many": joining words in a row are one.
        let mut at = i + 1;
        while and(at) {
            at += 1;
        }
        // "EM-220 fiyatı nedir ve bu yıl Türkiye'de kaç tane sattık": a language that puts
        // its question word late opens the second question a few words after the joining
        // word. Taken so only when the first side asks by an asking, who or cost word ("k1
        // battery warranty how many cycles and below what % capacity" is one question), and
        // the late word is no sum's ("how many C-3 and K-1 sold in total" stays one).
        let late = || asks_before && (at + 1..at + 4).any(|k| !and(k) && starts(k, &[Op::Count]));
        // Each side of two words at least.
        if words.len() < at + 2 || !starts(at, &Op::ALL) && !late() {
            continue;
        }
        let (left, right) = (text.get(..*from)?, text.get(*to..)?);
        return Some((left.to_string(), right.to_string()));
    }
    None
}

/// `side` with the products and parts, and the markets, `other` names and it does not, so that "how many did we
/// sell" after "the oil capacity of the HX-150" counts the HX-150's sales, and "quantas
/// reclamações teve" after "o peso do AD-40" the AD-40's claims: one question about a product
/// asks both things of it. A side that asks for every record of a table its opening words name
/// ("and all claims of last quarter", `[questions] every_words`) is about all of them: nothing
/// is lent.
pub(crate) fn lend(side: &str, mine: &Reading, other: &Asked) -> String {
    let mut out = side.to_string();
    let asked = mine.asked;
    let config = &mine.bundle.config;
    let every = || {
        config
            .questions
            .every_words
            .iter()
            .any(|w| asked.uses(&config.normalizer.words(w)))
    };
    if own_object(mine) && every() {
        return out;
    }
    // "ile kosztuje WX-30 w Polsce i ile sztuk sprzedano w 2026": the market too, else the
    // count is every market's.
    // Each code added as it comes: a chain of them, extended into a Vec then consumed, was
    // code of its own in the page's wasm.
    let lend = |out: &mut String, codes: &[String]| {
        for code in codes {
            out.push(' ');
            out.push_str(code);
        }
    };
    if asked.products.is_empty() && asked.parts.is_empty() {
        lend(&mut out, &other.products);
        lend(&mut out, &other.parts);
    }
    // Only to a side asking a figure: a document's answer ("autonomie du t7") is no market's.
    let n = &config.normalizer;
    let figure = Op::ALL
        .iter()
        .any(|o| asked.first_used(n, config.operation_words(*o)).is_some());
    if asked.markets.is_empty() && figure {
        lend(&mut out, &other.markets);
    }
    out
}

/// Whether the first word after the side's opening words (and a stopword after them) starts a
/// readable table's about or measure phrase.
fn own_object(r: &Reading) -> bool {
    let config = &r.bundle.config;
    let n = &config.normalizer;
    let asked = r.asked;
    let q = &config.questions;
    let mut at = 0;
    for len in (1..=3).rev() {
        let Some(first) = asked.words.get(..len) else {
            continue;
        };
        let phrase = first.joined(" ");
        let listed = |l: &[String]| l.iter().any(|x| crate::base::case::lowercase(x) == phrase);
        if listed(&q.asking_words)
            || listed(&q.who_words)
            || Op::ALL.iter().any(|o| listed(config.operation_words(*o)))
        {
            at = len;
            break;
        }
    }
    // One stopword may stand between ("combien de réclamations"); more is a clause of its own
    // ("how many did we sell": "did we" is no object).
    if asked.words.get(at).is_some_and(|w| n.tokens(w).is_empty()) {
        at += 1;
    }
    let said = [asked.words.get(at), asked.singular.get(at)];
    let starts = |phrase: &String| {
        n.words(phrase)
            .first()
            .is_some_and(|f| said.contains(&Some(f)))
    };
    // A library of many tables of one kind has one shape's words: each shape is read once, so
    // the work is the distinct tables', not the corpus's.
    let values = r.values();
    let mut seen: Vec<usize> = Vec::new();
    for (i, _, t) in r.tables() {
        let shape = values.shape(i);
        if seen.contains(&shape) {
            continue;
        }
        seen.push(shape);
        if t.about.iter().any(starts) || t.measures.iter().any(|m| m.words.iter().any(starts)) {
            return true;
        }
    }
    false
}
