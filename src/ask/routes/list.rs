//! list: every record matching the filters read from the question, in key order; not top k.

use super::found::{Found, Supplied};
use crate::ask::facts::{Fact, RowsSaid};
use crate::ask::prompt::neutralize;
use crate::ask::reading::flags::negated;
use crate::ask::reading::record_query::{query, RecordQuery};
use crate::ask::reading::tables::{choose_table, holds_none};
use crate::ask::reading::Reading;
use crate::base::decimal::Whole;
use crate::base::model::{ColumnKind, Table};
use crate::base::text::find_phrase;
use crate::base::text::Joined;

pub(crate) fn run(cx: &Reading) -> Found {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let Some((table_doc, doc, t)) = choose_table(bundle, cx.values(), asked, cx.named()) else {
        return Found::search_fallback(
            cx,
            "records no readable record table matches the question; the evidence is search's"
                .into(),
        );
    };
    let mut q = query(cx, table_doc, t);
    // "dealers in Lisbon" with no dealer in Lisbon: none, not every dealer (the notes say why).
    if !q.unknown.is_empty() {
        q.rows.clear();
    }
    let id = neutralize(&doc.id);
    // "İstanbul bayisi İzmir'den daha fazla sattı mı": the rows of both, no yes.
    let apart = q.compared_apart(cx, &id);
    let mut out = Found::default();
    keep_holders(cx, table_doc, t, &mut q, &mut out);
    // "is there FLT-40-1 in the stock of sousse": the few rows a part and a dealer pick, each
    // holding none of it (the table's first measure 0), each say so: a yes or no is no, not
    // the listed row's yes.
    let values = cx.values();
    let measure = t
        .measures
        .first()
        .and_then(|m| t.columns.iter().position(|c| c.name == m.field));
    if let (Some(m), Some(part)) = (measure, asked.parts.first()) {
        let zero = |r: &usize| {
            let b = bundle.blocks.get(*r);
            b.and_then(|b| b.fields.get(m))
                .and_then(|v| crate::base::decimal::parse(v))
                == Some(0.0)
        };
        // Not where a none word or a negation asks for the rows with none ("which dealers have
        // no BP-36-3"): those rows are the answer's yes.
        let (n, words) = (&bundle.config.normalizer, &bundle.config.questions);
        let negated = asked.first_used(n, &words.none_words).is_some()
            || asked.first_used(n, &words.negations).is_some();
        if !negated
            && q.rows.len() <= 5
            && q.picked_by_part(&asked.parts, values)
            && q.picked_beyond_parts(&asked.parts, values)
            && q.rows.iter().all(zero)
        {
            for &r in &q.rows {
                super::follow::empty_fact(cx, r, part, &mut out.known_facts);
            }
        }
    }
    out.trace.push(q.trace(t, &id, format_args!("")));
    let rows = q.said(t, &id);
    // A name not understood emptied the rows: "no record matches" would be a no the question's
    // words did not give ("in percentuale" is no name of a row); a thing the rows do not pick
    // or a time they do not honour leaves rows a yes would be about ("did the Casablanca
    // dealer sell more C-3 vs Rabat" of a table with no dealer column): the notes say what was
    // not understood, and no verdict is given.
    if q.understood() && !apart {
        out.known_facts.push(match q.rows.is_empty() {
            true => Fact::NoRecord(rows),
            false => Fact::Listed(rows),
        });
    }
    out.evidence = Supplied::plain_all(&q.rows);
    if let Some((near, filters)) = q.near.as_ref().filter(|_| q.rows.is_empty()) {
        let mut flags: Vec<String> = Vec::new();
        for (c, _) in &q.filters {
            if let Some(c) = t.columns.get(*c) {
                if c.kind == ColumnKind::Flag {
                    flags.push(neutralize(&c.name));
                }
            }
        }
        out.trace.push(format!(
            "records {id}: {filters} -> {} rows, supplied",
            Whole(near.len())
        ));
        out.known_facts.push(Fact::Near {
            rows: RowsSaid {
                count: near.len(),
                table: id.clone(),
                filters: filters.clone(),
            },
            column: flags.joined(", "),
        });
        out.evidence = Supplied::plain_all(near);
    }
    if !q.rows.is_empty() && q.every_market(t, cx.bundle) {
        out.known_facts.push(Fact::EveryMarket {
            table: neutralize(&doc.id),
        });
    }
    out.scope = Some(q.scope(t, &doc.id));
    out.note(&q.notes);
    out
}

/// The word of `[questions] none_words` that turns the available word `word` into asking who has
/// none: right after it when it is one word ("have no"), or up to six words before it ("don't have", "n'ont pas de
/// BP-36-3 en stock"). A negation that belongs to a flag column's name ("not battery certified")
/// is not one.
fn asks_for_none<'a>(cx: &Reading<'a>, t: &Table, word: &str) -> Option<&'a str> {
    let config = &cx.bundle.config;
    let words = &cx.asked.words;
    let phrase = config.normalizer.words(word);
    let at = find_phrase(words, &phrase)?;
    // "out of", "en rupture de": a phrase of availability holding a none word asks for none
    // (a letter is a piece of a word: the "t" of "a-t-il" is no "don't").
    let none_words = &config.questions.none_words;
    if let Some(no) = none_words
        .iter()
        .find(|n| n.chars().nth(1).is_some() && phrase.contains(n))
    {
        return Some(no);
    }
    let mut flags: Vec<usize> = Vec::new();
    for c in &t.columns {
        if c.kind == ColumnKind::Flag {
            if let Some(at) = negated(config, words, &config.normalizer.name_words(&c.name)) {
                flags.push(at);
            }
        }
    }
    // Right after a one-word verb only ("have no"): after a phrase ("on the shelf, not counting
    // the empty ones") a negation is about something else.
    let after = usize::from(phrase.len() == 1);
    let window = at.saturating_sub(6)..(at + phrase.len() + after).min(words.len());
    let q = &config.questions;
    for i in window {
        if flags.contains(&i) || (at..at + phrase.len()).contains(&i) {
            continue;
        }
        let Some(w) = words.get(i) else { continue };
        if let Some(no) = q.none_words.iter().find(|n| *n == w) {
            return Some(no);
        }
        // A negation is one too ("n'ont pas de GV-220-2 en stock"), where a configuration
        // lists it as a flag's only; not a two-letter one, an article elsewhere ("un").
        if let Some(no) = q
            .negations
            .iter()
            .find(|n| n.chars().nth(2).is_some() && *n == w)
        {
            return Some(no);
        }
    }
    None
}

/// "Which dealers have BP-36-3 on the shelf?", "how many dealers have no BP-36-3": a word asking
/// who has something, that is not the table's own word, keeps the rows that have some (their
/// first measure above 0); with a none word near it, the rows with none. The others are said in
/// `out`, never listed or counted.
pub(crate) fn keep_holders(
    cx: &Reading,
    table_doc: usize,
    t: &Table,
    q: &mut RecordQuery,
    out: &mut Found,
) {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let n = &bundle.config.normalizer;
    let available = &bundle.config.follow.available;
    // The table's own word ("stock") asks who has some when the question asks for the rows'
    // others ("dealers with PV-2201-B in stock": the dealers the stock rows refer to), not for
    // the table itself ("the PV-2201-B stock": every row).
    let entities_asked = cx.tables().any(|(i, _, other)| {
        i != table_doc
            && asked.first_used(n, &other.about).is_some()
            && cx.values().refers_to(bundle, table_doc, i)
    });
    // "Which dealers have no PV-2201-B?": with the things the rows refer to named, a word
    // asking what a thing has asks who has it, as `part_holder` reads it.
    let words = &bundle.config.questions;
    // Pushed by a loop: a collect of references was code of its own in the page's wasm.
    let mut words_available: Vec<&String> = Vec::new();
    for w in available {
        words_available.push(w);
    }
    let mut available = words_available;
    if entities_asked {
        available.extend(&words.has_words);
    }
    // "dealers without PV-2201-B": with no such word, a none word asks who has none.
    if entities_asked && !available.iter().any(|w| asked.uses(&n.words(w))) {
        available.extend(&words.none_words);
    }
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut has_word = None;
    for &w in &available {
        // "is it in stock in zurich": a phrase of the table's own words ("in stock", not
        // "stock") asks whether the rows have some.
        let phrase = n.words(w);
        if (entities_asked || !t.about.contains(w) || phrase.len() > 1) && asked.uses(&phrase) {
            has_word = Some(w);
            break;
        }
    }
    // "Which dealers have NO BP-36-3", "dealers with no BP-36-3 in stock": a none word near any
    // word asking what is available, the table's own too, asks who has none.
    let mut none_word = None;
    for w in available.iter().copied() {
        if !asked.uses(&n.words(w)) {
            continue;
        }
        if let Some(no) = asks_for_none(cx, t, w) {
            none_word = Some((w, no));
            break;
        }
    }
    // "how many Händler mit Lager HP-4411": in a count of the things the rows name, the
    // table's own word, when it starts a word of an available phrase ("auf Lager"), asks who
    // has some as that phrase does ("List BP-36-3 stock at the French dealers" lists every row).
    let counted = asked
        .first_used(
            n,
            bundle
                .config
                .operation_words(crate::base::config::Op::Count),
        )
        .is_some();
    if has_word.is_none() && entities_asked && counted {
        for a in &t.about {
            let of_phrase = bundle
                .config
                .follow
                .available
                .iter()
                .any(|w| crate::ask::reading::tables::starts_a_word(n, w, a));
            if of_phrase && asked.uses(&n.words(a)) {
                has_word = Some(a);
                break;
            }
        }
    }
    if let Some(measure) = t.measures.first() {
        let none = |r: &usize| bundle.blocks.get(*r).is_some_and(|b| holds_none(t, b));
        // Plain loops, not adapters: each adapter instance is code of its own in the page's
        // wasm.
        let (mut empty, mut kept): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
        for r in &q.rows {
            match none(r) {
                true => empty.push(*r),
                false => kept.push(*r),
            }
        }
        let field = neutralize(&measure.field);
        let ids = |rows: &[usize]| -> Vec<String> {
            let mut out = Vec::new();
            for &r in rows {
                if let Some(b) = bundle.blocks.get(r) {
                    out.push(neutralize(&b.id));
                }
            }
            out
        };
        // "Which dealers have BP-36-3 on the shelf?": a word asking who has something, that is
        // not the table's own word, keeps the rows that have some; with a none word, the rows
        // with none. The others are said, never listed.
        let read = match (none_word, has_word) {
            (Some((word, no)), _) => Some((
                format!(
                    "\"{}\" with \"{}\" asks who has none",
                    neutralize(word),
                    neutralize(no)
                ),
                empty,
                kept,
                "above 0",
            )),
            (None, Some(word)) => Some((
                format!("\"{}\" asks who has some", neutralize(word)),
                kept,
                empty,
                "0",
            )),
            (None, None) => None,
        };
        if let Some((asks, listed, left, holding)) = read {
            if !left.is_empty() {
                out.said.extend(&left);
                let left = ids(&left);
                out.trace
                    .push(format!("records {asks}: {} left out", left.joined(", ")));
                out.known_facts.push(Fact::LeftOut {
                    rows: left,
                    field,
                    holding,
                });
            }
            q.rows = listed;
        }
    }
}
