//! list: every record matching the filters read from the question, in key order; not top k.

use super::records::{choose_table, query, ValueIndex};
use super::{Found, Supplied};
use crate::bundle::Bundle;
use crate::prompt::neutralize;
use crate::question::Asked;

pub fn list(bundle: &Bundle, values: &ValueIndex, asked: &Asked, k: usize) -> Found {
    let Some(table) = choose_table(bundle, asked) else {
        return Found::search_fallback(
            bundle,
            asked,
            k,
            "records no readable record table matches the question; the evidence is search's"
                .into(),
        );
    };
    let q = query(bundle, values, asked, table);
    let id = neutralize(&bundle.docs[table].id);
    let mut out = Found::default();
    out.trace.push(format!(
        "records {id}: {} -> {} rows",
        q.describe(bundle),
        q.rows.len()
    ));
    out.known_facts.push(if q.rows.is_empty() {
        format!("no {id} record matches ({}).", q.describe(bundle))
    } else {
        format!(
            "{} {id} records match ({}); all of them are supplied.",
            q.rows.len(),
            q.describe(bundle)
        )
    });
    out.evidence = q.rows.iter().map(|&r| Supplied::plain(r)).collect();
    out
}
