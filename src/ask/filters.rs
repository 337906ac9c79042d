//! Access and situation filters. They run at every step of every route (search hits, records,
//! link targets), even though the bundle already holds only what its groups may read.
#![warn(missing_docs)]

use crate::base::date::Date;
use crate::base::model::Doc;
use std::cell::RefCell;
use std::sync::Arc;

/// Where and when the asker stands: it decides which documents apply to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    /// The asker's market code; a document for other markets only does not apply.
    pub market: String,
    /// The day the question is asked for: documents valid and not yet superseded on it apply.
    pub date: Date,
}

/// What the asker may read and what applies to them; every route checks both.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filters {
    /// The persona's groups: a document is readable when one of its groups is among them.
    pub groups: Vec<String>,
    /// The asker's market and date.
    pub situation: Situation,
}

impl Filters {
    /// Whether one of the document's groups is among the asker's.
    pub fn readable(&self, doc: &Doc) -> bool {
        doc.readable_by(&self.groups)
    }

    /// In the asker's market (or every market), valid on the asker's date, and not superseded
    /// on that date: a revision answers for the days before its successor starts.
    pub fn applicable(&self, doc: &Doc) -> bool {
        let s = &self.situation;
        (doc.markets.is_empty() || doc.markets.contains(&s.market))
            && doc.valid_from <= s.date
            && doc.valid_to.is_none_or(|to| s.date <= to)
            && (!doc.superseded || doc.superseded_from.is_some_and(|from| s.date < from))
    }

    /// Readable and applicable: only such documents may reach an answer.
    pub fn allows(&self, doc: &Doc) -> bool {
        self.readable(doc) && self.applicable(doc)
    }
}

/// The verdict of the last filters asked for on every document of a bundle. A dealer asks
/// question after question in one situation; search then spends nothing on filters, where it
/// had spent a fifth of a question comparing group and market names. A cell, not a lock: an
/// engine is not shared between threads (see `Engine`).
#[derive(Debug, Default)]
pub struct Verdicts {
    last: RefCell<Option<(Filters, Arc<Vec<bool>>)>>,
}

impl Clone for Verdicts {
    fn clone(&self) -> Verdicts {
        Verdicts::default()
    }
}

impl Verdicts {
    /// `filters.allows(doc)` for every doc, by document index.
    pub fn of(&self, filters: &Filters, docs: &[Doc]) -> Arc<Vec<bool>> {
        // `try_borrow_mut`, which an engine answering one question at a time always gets:
        // `borrow_mut`'s panic was code of its own in the page's wasm.
        let mut last = self.last.try_borrow_mut();
        if let Ok(Some((f, v))) = last.as_deref() {
            if f == filters && v.len() == docs.len() {
                return Arc::clone(v);
            }
        }
        // A loop, not a collect: each adapter is code of its own in the page's wasm.
        let mut allowed = Vec::with_capacity(docs.len());
        for d in docs {
            allowed.push(filters.allows(d));
        }
        let v = Arc::new(allowed);
        if let Ok(last) = &mut last {
            **last = Some((filters.clone(), Arc::clone(&v)));
        }
        v
    }
}
