//! list: every record matching the filters read from the question, in key order; not top k.

use super::records::{choose_table, holds_none, query};
use super::{Context, Found, Supplied};
use crate::ask::prompt::neutralize;

pub fn run(cx: &Context) -> Found {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let Some((table_doc, doc, t)) = choose_table(bundle, cx.values(), asked) else {
        return Found::search_fallback(
            cx,
            "records no readable record table matches the question; the evidence is search's"
                .into(),
        );
    };
    let mut q = query(bundle, cx.values(), asked, table_doc, t);
    let id = neutralize(&doc.id);
    let mut out = Found::default();
    // "Which dealers have BP-36-3 on the shelf?": a word asking who has something, that is not
    // the table's own word, keeps the rows that have some (its first measure above zero); the
    // others are said, never listed as having it.
    let n = &bundle.config.normalizer;
    let has_word = bundle
        .config
        .follow
        .available
        .iter()
        .find(|w| !t.about.iter().any(|a| a == *w) && asked.uses(&n.words(w)));
    if let (Some(word), Some(measure)) = (has_word, t.measures.first()) {
        let none = |r: &usize| bundle.blocks.get(*r).is_some_and(|b| holds_none(t, b));
        let (empty, kept): (Vec<usize>, Vec<usize>) = q.rows.iter().partition(|r| none(r));
        if !empty.is_empty() {
            let field = neutralize(&measure.field);
            let ids: Vec<String> = empty
                .iter()
                .filter_map(|&r| bundle.blocks.get(r).map(|b| neutralize(&b.id)))
                .collect();
            out.trace.push(format!(
                "records \"{}\" asks who has some: {} with {field} 0 left out",
                neutralize(word),
                ids.join(", ")
            ));
            out.known_facts.push(format!(
                "{} has {field} 0, so it is not listed as having it.",
                ids.join(", ")
            ));
            q.rows = kept;
        }
    }
    out.trace.push(format!(
        "records {id}: {} -> {} rows",
        q.describe(t),
        q.rows.len()
    ));
    out.known_facts.push(if q.rows.is_empty() {
        format!("no {id} record matches ({}).", q.describe(t))
    } else {
        format!(
            "{} {id} records match ({}); all of them are supplied.",
            q.rows.len(),
            q.describe(t)
        )
    });
    out.evidence = q.rows.iter().map(|&r| Supplied::plain(r)).collect();
    out.scope = Some(q.scope(t, &doc.id));
    out.note(&q.notes);
    out
}
