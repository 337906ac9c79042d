//! Which record table a question is about: named by its about words (`table_named`, the router's
//! test), or chosen by how surely its words name it among the tables the asker may read
//! (`choose_table`, the table a record query reads).

use super::flags::flag_asked;
use super::record_query::flag_names;
use super::values::{Holders, Named, ValueIndex};
use crate::ask::question::Asked;
use crate::base::model::{Block, ColumnKind, Doc, Table};
use crate::base::text::Joined;
use crate::bundle::Bundle;

/// The readable, applicable table whose `about` words the question uses most, as its document's
/// index, the document and the table; None if no table is named. Tables the asker may not read
/// are never candidates.
pub(crate) fn choose_table<'a>(
    bundle: &'a Bundle,
    values: &ValueIndex,
    asked: &Asked,
    named: &[Named],
) -> Option<(usize, &'a Doc, &'a Table)> {
    // A library of many tables of one kind names a value in each: the tables and keys holding
    // the values are read once, not once per table asked.
    let holders = Holders::of(named);
    let mut by_shape: Vec<(usize, usize)> = Vec::new();
    let mut best: Option<(usize, usize)> = None;
    // "cuántas reclamaciones tuvo el distribuidor de Zaragoza": the thing a count's words count
    // is the table counted, of two named as surely.
    let counted = counted_word(bundle, asked);
    for (i, d) in bundle.docs.iter().enumerate() {
        let Some(t) = &d.table else { continue };
        if !asked.filters.allows(d) {
            continue;
        }
        // How surely the table's words name it depends on its words alone: worked out once per
        // shape (a library holds many tables of one kind).
        let shape = values.shape(i);
        let score = match by_shape.iter().find(|(s, _)| *s == shape) {
            Some(&(_, score)) => score,
            None => {
                let score = how_named(bundle, values, asked, i, t);
                by_shape.push((shape, score));
                score
            }
        };
        // Named by none of its words, by a flag and a row of its own: the least surely.
        let score = match score {
            0 if flag_of_a_row_named(bundle, asked, named, i, t) => 1,
            s => s,
        };
        // Between tables named as surely, the one holding a value the question names ("List
        // BP-36-3 stock at the French dealers": the stock rows of that part, not the dealers).
        // A part number counts however it was typed ("bp 36 3"), as its canonical spelling.
        // Then the one a product the question names picks rows of ("the highest sales of the
        // TR-390": the sales rows, not the dealers the question also names).
        let by_product = !asked.products.is_empty() && t.column_of(ColumnKind::Product).is_some();
        let counts_it = counted.is_some_and(|(w, one)| t.about.iter().any(|a| a == w || a == one));
        let score = match score {
            0 => 0,
            s => {
                4 * s
                    + usize::from(holders.hold(values, i) || values.holds_part(i, &asked.parts))
                    + usize::from(by_product)
                    + usize::from(counts_it)
            }
        };
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((i, score));
        }
    }
    let i = match part_holder(bundle, values, asked, best.map(|(i, _)| i)) {
        Some((holder, _)) => holder,
        None => measured_instead(bundle, values, asked, best?.0),
    };
    let d = bundle.docs.get(i)?;
    Some((i, d, d.table.as_ref()?))
}

/// "¿es Riego Bajío servicio oficial?", "is Hidrotec Valencia an official service centre?": a
/// flag column of table document `i` and a value of one of its own rows (`named`: a dealer's
/// name or town) name the table as its about word would: the question asks the row's flag,
/// without saying "dealer".
pub(crate) fn flag_of_a_row_named(
    bundle: &Bundle,
    asked: &Asked,
    named: &[Named],
    i: usize,
    t: &Table,
) -> bool {
    let flag = t.columns.iter().any(|c| {
        c.kind == ColumnKind::Flag
            && flag_asked(&bundle.config, &asked.words, &c.name, &flag_names(t)).is_some()
    });
    flag && named.iter().any(|v| v.doc == i)
}

/// The first word with a meaning after a count's words ("how many", "cuántas"), as typed and
/// in the singular.
fn counted_word<'q>(bundle: &Bundle, asked: &'q Asked) -> Option<(&'q String, &'q String)> {
    let n = &bundle.config.normalizer;
    let mut after = None;
    for w in bundle
        .config
        .operation_words(crate::base::config::Op::Count)
    {
        let phrase = n.words(w);
        if let Some(at) = crate::base::text::find_phrase(&asked.words, &phrase) {
            after = Some(at + phrase.len());
            break;
        }
    }
    let from = after?;
    let at = (from..asked.words.len())
        .find(|&i| asked.words.get(i).is_some_and(|w| !n.tokens(w).is_empty()))?;
    Some((asked.words.get(at)?, asked.singular.get(at)?))
}

/// "How many TR-390 did the Madrid dealer sell", "qué distribuidor vendió más": the dealers
/// table is named (its about word), but the figure asked is a measure of another readable table
/// whose rows refer to the dealers by key (the sales' dealer column): that table, which the
/// dealer then filters. `named` stays when it has a measure the question names, or when no such
/// table refers to it.
fn measured_instead(bundle: &Bundle, values: &ValueIndex, asked: &Asked, named: usize) -> usize {
    let n = &bundle.config.normalizer;
    let measure_named = |t: &Table| {
        t.measure_word(&mut |w: &String| asked.uses(&n.words(w)))
            .is_some()
    };
    let Some(t) = bundle.docs.get(named).and_then(|d| d.table.as_ref()) else {
        return named;
    };
    if measure_named(t) {
        return named;
    }
    bundle
        .docs
        .iter()
        .enumerate()
        .find(|(i, d)| {
            *i != named
                && asked.filters.allows(d)
                && d.table.as_ref().is_some_and(&measure_named)
                && values.refers_to(bundle, *i, named)
        })
        .map_or(named, |(i, _)| i)
}

/// The readable table whose rows hold a part the question names, and the word asking who has
/// it if one does (a `[follow] available` word: "have", "a-t-il", "in stock"), when `named`,
/// the table the question's words name, holds none of its parts: "Which dealers have BP-36-3?"
/// asks the stock rows of BP-36-3, not every dealer, and "Combien de BP-36-3 à Casablanca ?",
/// naming no table, counts them. A named table stays the table unless an available word asks
/// who has the part and the holder's rows refer to the named table's ("dealers": stock rows
/// name their dealer). Only a table that counts something (it has a measure) answers who has a
/// part.
pub(crate) fn part_holder<'c>(
    bundle: &'c Bundle,
    values: &ValueIndex,
    asked: &Asked,
    named: Option<usize>,
) -> Option<(usize, Option<&'c str>)> {
    if asked.parts.is_empty() || named.is_some_and(|i| values.holds_part(i, &asked.parts)) {
        return None;
    }
    let n = &bundle.config.normalizer;
    // "Which dealers have no PV-2201-B?": with a table of things named whose rows the holder's
    // refer to, a word asking what a thing has (`[questions] has_words`) asks who has it too.
    // "dealers without PV-2201-B": so does a none word, asking who has none.
    let q = &bundle.config.questions;
    let mut word = asked.first_used(n, &bundle.config.follow.available);
    if named.is_some() {
        word = word
            .or_else(|| asked.first_used(n, &q.has_words))
            .or_else(|| asked.first_used(n, &q.none_words));
    }
    let word = word.map(String::as_str);
    // "Does Madrid have more PV-2201-B than Vienna?": comparing how much of the part two
    // dealers have asks the rows that hold it, as an available word does.
    let compares = (asked.first_used(n, &q.more).is_some()
        || asked.first_used(n, &q.less).is_some())
        && asked.first_used(n, &q.than).is_some();
    if named.is_some() && word.is_none() && !compares {
        return None;
    }
    // Two readable tables holding the part (stock and orders): the one the question's words
    // name best; of equals, when it asks what is available, one whose own words are words of
    // availability (`[follow] available`: "in stock", "on hand"), since having a part is what
    // it records, and one of no dates; else the first.
    let mut best: Option<(usize, usize)> = None;
    for &i in &values.part_holders(&asked.parts) {
        let Some(t) = bundle
            .docs
            .get(i)
            .filter(|d| asked.filters.allows(d))
            .and_then(|d| d.table.as_ref())
            .filter(|t| !t.measures.is_empty())
        else {
            continue;
        };
        if named.is_some_and(|to| !values.refers_to(bundle, i, to)) {
            continue;
        }
        // An about word that starts a word of an available phrase, accents aside ("stan" of
        // "na stanie", "magazyn" of "w magazynie", "stock" of "in stock"): the words a
        // language inflects are the table's.
        let mut available = false;
        if word.is_some() {
            for a in &t.about {
                for w in &bundle.config.follow.available {
                    available |= w == a || starts_a_word(n, w, a);
                }
            }
        }
        // Who has a part now is read from what is held, not from what happened: a table with
        // no date column (stock) before one of dated events (claims, sales) naming the part
        // ("dg6101 a milano ce l'hanno?" was read of the claims).
        let held = word.is_some() && t.column_of(ColumnKind::Date).is_none();
        let score = 4 * how_named(bundle, values, asked, i, t)
            + 2 * usize::from(available)
            + usize::from(held);
        if best.is_none_or(|(_, s)| score > s) {
            best = Some((i, score));
        }
    }
    best.map(|(i, _)| (i, word))
}

/// Whether a word of `about` of four letters or more starts a word of `phrase`, both folded.
pub(crate) fn starts_a_word(n: &crate::base::text::Normalizer, phrase: &str, about: &str) -> bool {
    let words = n.words(phrase);
    // By reference: consuming the Vec was an IntoIter's code of its own.
    for a in &n.words(about) {
        let a = n.fold(a);
        if a.chars().nth(3).is_none() {
            continue;
        }
        for w in &words {
            if n.fold(w).starts_with(a.as_ref()) {
                return true;
            }
        }
    }
    false
}

/// How surely the question names table document `i` by the table's words: its about words
/// (twice), a measure's phrase (twice) or one of its words, and a column of its own.
fn how_named(bundle: &Bundle, values: &ValueIndex, asked: &Asked, i: usize, t: &Table) -> usize {
    let n = &bundle.config.normalizer;
    // "dealer" and "dealers" are one word of the question: about phrases count once per
    // singular form.
    // Each singular as one string (words hold no space): `contains` over lists of words was an
    // instance for this one caller; over strings it is the one every caller shares.
    let mut about: Vec<String> = Vec::new();
    for w in t.about.iter().filter(|w| asked.uses(&n.words(w))) {
        let one = crate::ask::question::singular(&n.words(w), &bundle.config.questions.plurals);
        crate::base::text::push_once(&mut about, one.joined(" "));
    }
    let about = about.len();
    // A measure's words name the table too ("the longest repair"), less surely than its
    // about words.
    let measure = t
        .measure_word(&mut |w: &String| n.tokens(w).iter().any(|w| asked.has_word(w)))
        .is_some();
    // A measure named by a whole phrase ("repair time") names its table as surely as an
    // about word does.
    let measure_phrase = t
        .measure_word(&mut |w: &String| asked.uses(&n.words(w)))
        .is_some();
    about * 2
        + if measure_phrase {
            2
        } else {
            usize::from(measure)
        }
        + usize::from(own_column_named(bundle, values, asked, i).is_some_and(|c| {
            // DEALERS' "dealer" column is named by the word its about words already counted.
            let one =
                |w: &[String]| crate::ask::question::singular(w, &bundle.config.questions.plurals);
            let column = one(&n.name_words(c));
            !t.about.iter().any(|w| one(&n.words(w)) == column)
        }))
}

/// A text column of table document `doc` that the question names ("Which component fails most
/// often?") and that no other table of the bundle has: it names its table, less surely than an
/// about word. Columns every table has (product, market) name none.
pub(crate) fn own_column_named<'a>(
    bundle: &'a Bundle,
    values: &ValueIndex,
    asked: &Asked,
    doc: usize,
) -> Option<&'a str> {
    let n = &bundle.config.normalizer;
    let t = bundle.docs.get(doc)?.table.as_ref()?;
    t.columns.iter().skip(1).find_map(|c| {
        let own = c.kind == ColumnKind::Text
            && !t.measures.iter().any(|m| m.field == c.name)
            && values.tables_with_column(&c.name) == 1;
        (own && asked.uses(&n.name_words(&c.name))).then_some(c.name.as_str())
    })
}

/// Whether a row has none of what its table counts (its first measure zero or below): said,
/// never offered as having it, on follow's path and in a list of who has something.
pub(crate) fn holds_none(t: &Table, b: &Block) -> bool {
    t.measures
        .first()
        .and_then(|m| t.columns.iter().position(|c| c.name == m.field))
        .and_then(|c| b.fields.get(c))
        .and_then(|v| crate::base::decimal::parse(v))
        .is_some_and(|x| x <= 0.0)
}

/// The record table a question names by its `about` words, if any, of those `allowed` (by
/// document index) lets the asker read.
pub(crate) fn table_named<'a>(
    bundle: &'a Bundle,
    asked: &Asked,
    allowed: &[bool],
) -> Option<(&'a str, &'a str)> {
    readable_tables(bundle, allowed).find_map(|(_, d, t)| {
        let word = asked.first_used(&bundle.config.normalizer, &t.about)?;
        Some((d.id.as_str(), word.as_str()))
    })
}

/// The record tables of `bundle` that `allowed` (by document index) lets the asker read.
pub(crate) fn readable_tables<'a, 'x>(bundle: &'a Bundle, allowed: &'x [bool]) -> Readable<'a, 'x> {
    Readable {
        bundle,
        allowed,
        at: 0,
    }
}

/// `readable_tables`' walk: a step of its own, not an adapter chain, which each of the dozen
/// loops over the tables inlined, a copy apiece in the page's wasm.
pub(crate) struct Readable<'a, 'x> {
    bundle: &'a Bundle,
    allowed: &'x [bool],
    at: usize,
}

impl<'a> Iterator for Readable<'a, '_> {
    type Item = (usize, &'a Doc, &'a Table);

    #[inline(never)]
    fn next(&mut self) -> Option<Self::Item> {
        while let Some(d) = self.bundle.docs.get(self.at) {
            let i = self.at;
            self.at += 1;
            let Some(t) = d.table.as_ref() else { continue };
            crate::base::work::add(1);
            if self.allowed.get(i).copied().unwrap_or(false) {
                return Some((i, d, t));
            }
        }
        None
    }
}
