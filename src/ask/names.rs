//! What a record row is called where people read it: a stock row by its dealer's name, never by
//! a block id. Read at question time from the rows the asker may read, for the rows an answer
//! names only. (A dealer row's own name is in its fields: the page reads it there.)

use crate::ask::prompt::neutralize;
use crate::ask::reading::Reading;
use crate::base::model::ColumnKind;

/// (id as the facts write it, name) for each row of `rows` that refers by key to a readable row
/// of another table: that row's field named as the referring column (a stock row's `dealer` is
/// the dealer row's `dealer`), else its first text field.
pub(crate) fn of(cx: &Reading, rows: impl Iterator<Item = usize>) -> Vec<(String, String)> {
    let (bundle, values) = (cx.bundle, cx.values());
    let mut out: Vec<(String, String)> = Vec::new();
    for r in rows {
        let Some(b) = bundle.blocks.get(r) else {
            continue;
        };
        let Some(t) = bundle.docs.get(b.doc).and_then(|d| d.table.as_ref()) else {
            continue;
        };
        for (col, v) in t.past_key(&b.fields) {
            let Some(o) = values.row_keyed(v).and_then(|r| bundle.blocks.get(r)) else {
                continue;
            };
            let Some(ot) = bundle.docs.get(o.doc).and_then(|d| d.table.as_ref()) else {
                continue;
            };
            if o.doc == b.doc || !cx.allows(o.doc) {
                continue;
            }
            let mut name = None;
            for (c, f) in ot.past_key(&o.fields) {
                if c.name == col.name || (name.is_none() && c.kind == ColumnKind::Text) {
                    name = Some(f);
                }
            }
            if let Some(name) = name {
                out.push((neutralize(&b.id), name.clone()));
                break;
            }
        }
    }
    out
}
