//! Access and situation filters. They run at every step of every route (search hits, records,
//! link targets), even though the bundle already holds only what its groups may read.

use crate::date::Date;
use crate::model::Doc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    pub market: String,
    pub date: Date,
}

#[derive(Clone, Debug)]
pub struct Filters {
    pub groups: Vec<String>,
    pub situation: Situation,
}

impl Filters {
    pub fn readable(&self, doc: &Doc) -> bool {
        doc.readable_by(&self.groups)
    }

    /// In the asker's market (or every market), valid on the asker's date, and not superseded.
    pub fn applicable(&self, doc: &Doc) -> bool {
        let s = &self.situation;
        (doc.markets.is_empty() || doc.markets.contains(&s.market))
            && doc.valid_from <= s.date
            && doc.valid_to.is_none_or(|to| s.date <= to)
            && !doc.superseded
    }

    pub fn allows(&self, doc: &Doc) -> bool {
        self.readable(doc) && self.applicable(doc)
    }
}
