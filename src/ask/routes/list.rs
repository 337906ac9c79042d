//! list: every record matching the filters read from the question, in key order; not top k.

use super::records::{choose_table, query};
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
    let q = query(bundle, cx.values(), asked, table_doc, t);
    let id = neutralize(&doc.id);
    let mut out = Found::default();
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
