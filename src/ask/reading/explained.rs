//! The words of a question a table leaves unexplained: neither the table's own words (about,
//! measures, columns, the values of its rows named) nor the question's reading (operation,
//! asking and common words, products, markets, parts, times, glossary readings). The router
//! asks whether a document says them; calculate, whether the most counts one of them.

use super::part_names;
use super::values::Named;
use super::Reading;
use crate::base::config::Op;

/// The question's search words that table `i` (its about words, measures, columns and the
/// values of its rows the question names) and the question's own reading (operation, asking,
/// property and every-record words, products, markets, part numbers, time words) leave
/// unexplained: words some document, not this table, must answer.
pub(crate) fn unexplained(cx: &Reading, i: usize, named: &[Named]) -> Vec<String> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    let Some(t) = bundle.docs.get(i).and_then(|d| d.table.as_ref()) else {
        return asked.tokens.clone();
    };
    let q = &config.questions;
    // Plain loops, not chains of adapters: each adapter of a chain is code of its own in the
    // page's wasm.
    let mut phrases: Vec<&String> = Vec::new();
    for &op in &Op::ALL {
        for p in config.operation_words(op) {
            phrases.push(p);
        }
    }
    // "par marché", "pro Markt": a group asked by a market word, after a per word. An except
    // word's subject is the product or market after it ("excluding the TR-260").
    // Lists walked by a slice of them: each chain of lists was an iterator's code of its own.
    for list in &[
        &q.asking_words,
        &q.has_words,
        &q.every_words,
        &q.per_words,
        &q.market_words,
        &q.except_words,
    ] {
        for p in list.iter() {
            phrases.push(p);
        }
    }
    // The language's grammar words ("wurden", "fueron") are no subject of their own; a negation
    // is ("sin stock": who has none).
    // So are place words ("στην Κύπρο", a customer's Greek not in its stopwords): what they
    // place is a word of its own; and and words ("Румъния и Молдова"): what they join is.
    for &list in &[&q.common_words, &q.place_words, &q.and_words] {
        for w in list {
            if !q.negations.contains(w) && !q.none_words.contains(w) {
                phrases.push(w);
            }
        }
    }
    // Words asking who has something ask it of the table's rows. Of a table counting a part
    // the question names, so do its none words ("dealers without PV-2201-B": a quantity 0).
    let none: &[String] = match !t.measures.is_empty() && cx.values().holds_part(i, &asked.parts) {
        true => &q.none_words,
        false => &[],
    };
    for list in &[
        &q.product_words[..],
        &config.follow.available,
        &t.about,
        none,
    ] {
        for p in list.iter() {
            phrases.push(p);
        }
    }
    // The about words of the tables its rows refer to: "distribuidores" of stock rows naming a
    // dealer. Tables of one about list are read once (a library holds many of one kind).
    // Each about list is matched against the question once (whether it names it, and whether
    // a table of it was found referred to), however many tables of it a library holds.
    let mut lists: Vec<(&Vec<String>, bool)> = Vec::new();
    for (j, d) in bundle.docs.iter().enumerate() {
        let Some(other) = d.table.as_ref() else {
            continue;
        };
        if j == i || !asked.filters.allows(d) || other.about.is_empty() {
            continue;
        }
        let at = match lists.iter().position(|(l, _)| *l == &other.about) {
            Some(at) => at,
            None => {
                let used = asked.first_used(n, &other.about).is_some();
                lists.push((&other.about, !used));
                lists.len() - 1
            }
        };
        // Done: named and referred to already, or not named at all. (By `get_mut`: an index's
        // panic was code of its own in the page's wasm.)
        let Some((_, done)) = lists.get_mut(at) else {
            continue;
        };
        if *done {
            continue;
        }
        if cx.values().refers_to(bundle, i, j) {
            *done = true;
            for p in &other.about {
                phrases.push(p);
            }
        }
    }
    for m in &t.measures {
        for p in &m.words {
            phrases.push(p);
        }
        phrases.push(&m.field);
    }
    for c in &t.columns {
        phrases.push(&c.name);
    }
    for aliases in &[&config.products, &config.markets] {
        for alias in aliases.iter() {
            phrases.push(&alias.code);
            for p in &alias.aliases {
                phrases.push(p);
            }
        }
    }
    // Values of any table: a dealer's town picks claims through the dealer's key.
    for v in named {
        phrases.push(&v.value);
        phrases.push(&v.said);
    }
    // A plain list: a few hundred words, and no hash set instance in the page's wasm.
    let mut known: Vec<String> = Vec::new();
    // Appended, not extended: `extend` with a Vec was an iterator's code of its own.
    // By reference: consuming the Vec was an IntoIter's code of its own.
    for p in &phrases {
        known.append(&mut n.tokens(p));
    }
    for &at in &asked.when.used {
        if let Some(w) = asked.words.get(at) {
            known.append(&mut n.tokens(w));
        }
    }
    for p in &asked.parts {
        known.push(crate::base::case::lowercase(p));
    }
    // "how many 620 sold": a product's bare number is its name.
    for p in &asked.products {
        known.push(crate::ask::question::code_number(p).to_string());
    }
    // "die neue Hydraulikpumpe HP-4411": the words naming a part, as its documents do.
    known.append(&mut part_names::read(bundle, asked));
    // A part typed in pieces ("bp 36 3") leaves its pieces as words: they are the part's.
    let squeeze = part_names::squeeze;
    let mut parts: Vec<String> = Vec::new();
    for p in &asked.parts {
        parts.push(squeeze(p));
    }
    // A word the glossary or the vocabulary read as another is judged by the word read.
    for w in &asked.glossed {
        known.append(&mut n.tokens(w));
    }
    for (typed, _) in &asked.read_as {
        known.append(&mut n.tokens(typed));
    }
    let plurals = &q.plurals;
    let mut out = Vec::new();
    for tok in &asked.tokens {
        let one = crate::ask::question::singular(std::slice::from_ref(tok), plurals);
        // "51er": German's number with "er" is the number (`question::bare_numbered`).
        let number = crate::ask::question::number_er(n, tok);
        if !known.contains(tok)
            && !one.iter().any(|s| known.contains(s))
            && !number.is_some_and(|d| known.iter().any(|k| k == d))
            && !parts
                .iter()
                .any(|p| crate::base::text::find_text(p, &squeeze(tok)).is_some())
        {
            out.push(tok.clone());
        }
    }
    out
}
