//! What a decoded bundle must hold beyond its encoding. A checksum only shows that the file is
//! the one written; a crafted file with a correct checksum can still hold a record row shorter
//! than its table or a successor that does not exist. Ingestion never writes such a bundle, so
//! refusing them costs valid bundles nothing, and questions over a loaded bundle need not guess.
//! (Indices into blocks and documents are checked where they are read: blocks, postings, links;
//! so is a record's field count, in `bundle::read_blocks`.)

use crate::base::config::Config;
use crate::base::decimal::Whole;
use crate::base::model::{ColumnKind, Doc, Table};

#[inline(never)] // see bundle::decode
pub fn check(groups: &[String], config: &Config, docs: &[Doc]) -> Result<(), String> {
    for (i, g) in groups.iter().enumerate() {
        if !config.has_group(g) || groups[..i].contains(g) {
            return Err(format!("groups: '{g}' is unknown or named twice"));
        }
    }
    // Sorted by hash first: comparing the strings themselves went through long shared prefixes
    // ("error_codes-E0…") and was most of a cold load's time in the browser.
    // Ids in block chunks are checked by ingestion only: the head does not hold them.
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut ids: Vec<(u64, &str)> = Vec::with_capacity(docs.len());
    for d in docs {
        if !d.id.is_absent() {
            ids.push((hash(&d.id), d.id.as_str()));
        }
    }
    crate::base::sort::sort(&mut ids);
    if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("document {}: the id is used twice", w[0].1));
    }
    for (i, d) in docs.iter().enumerate() {
        let at = |what: &str| format!("document {} ({}): {what}", Whole(i), d.id);
        // An unreadable document in a bundle means the bundle was not carved for its groups.
        if d.groups.is_empty() || d.groups.iter().any(|g| !groups.contains(g)) {
            return Err(at("its groups are not among the bundle's"));
        }
        if d.valid_to.is_some_and(|to| to < d.valid_from) {
            return Err(at("valid_to is before valid_from"));
        }
        if let Some(next) = &d.superseded_by {
            if !d.superseded
                || *next == d.id
                || ids.binary_search(&(hash(next), next.as_str())).is_err()
            {
                return Err(at(&format!(
                    "superseded_by names '{next}', not another document of the bundle"
                )));
            }
        }
        if let Some(t) = &d.table {
            check_table(t).map_err(|e| at(&e))?;
        }
    }
    Ok(())
}

/// FNV-1a, 64 bits: equal hashes are compared as strings, so a collision costs only time.
fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn check_table(t: &Table) -> Result<(), String> {
    let key = |i: usize| t.columns.get(i).map(|c| c.kind) == Some(ColumnKind::Key);
    // Rows are sorted, cited and joined by their key: the first column, and no other.
    if !key(0) || (1..t.columns.len()).any(key) {
        return Err("the first column, and only it, must be the key".into());
    }
    for m in &t.measures {
        if !t
            .columns
            .iter()
            .any(|c| c.name == m.field && c.kind == ColumnKind::Number)
        {
            return Err(format!("measure '{}' names no number column", m.field));
        }
    }
    Ok(())
}
