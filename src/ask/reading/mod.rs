//! The question read against its bundle: what of it a table, a measure, a comparison or a time
//! range stands for. The router decides from it; list, calculate and follow's records on the
//! path execute it. Nothing here imports the router or a route.

pub(crate) mod comparisons;
pub(crate) mod explained;
pub(crate) mod flags;
pub(crate) mod measures;
pub(crate) mod part_names;
pub(crate) mod periods;
pub(crate) mod product_use;
pub(crate) mod record_query;
pub(crate) mod relations;
// The reading's roles are traced natively (`atlas ask`, `atlas eval`, the tests): the page's
// wasm would pay 5.8 KB gzip for a trace line its readers do not see by default.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod roles;
pub(crate) mod tables;
pub(crate) mod unknown;
pub(crate) mod values;

use crate::ask::question::Asked;
use crate::bundle::Bundle;
use comparisons::Span;
use std::cell::OnceCell;
use std::sync::Arc;
use values::{Named, ValueIndex};

/// A checked question as the router and every route read it: the bundle, the question, how many
/// blocks search supplies, which documents the asker's filters allow, the record values (built
/// on first use: a search-only session never pays for them) and the question's comparison
/// phrases (read on first use: only record questions need them).
pub struct Reading<'a> {
    pub(crate) bundle: &'a Bundle,
    pub(crate) asked: &'a Asked,
    pub(crate) k: usize,
    /// `asked.filters.allows(doc)` by document index.
    pub(crate) allowed: Arc<Vec<bool>>,
    pub(crate) values: &'a OnceCell<ValueIndex>,
    /// The configuration's and tables' words, built on first use (`ask::vocabulary`).
    vocabulary: &'a OnceCell<crate::ask::vocabulary::Vocabulary>,
    comparisons: OnceCell<Vec<Span>>,
    /// The record values the question names, read on first use: follow's path queries a
    /// table per record it meets, and each would read them again.
    named: OnceCell<Vec<Named>>,
    /// The names the question depends on that the bundle does not hold, read on first use.
    unknown: OnceCell<Vec<String>>,
}

impl<'a> Reading<'a> {
    /// The reading of `asked` by an asker whose filters allow `allowed` (by document index).
    pub(crate) fn new(
        bundle: &'a Bundle,
        asked: &'a Asked,
        k: usize,
        allowed: Arc<Vec<bool>>,
        values: &'a OnceCell<ValueIndex>,
        vocabulary: &'a OnceCell<crate::ask::vocabulary::Vocabulary>,
    ) -> Reading<'a> {
        Reading {
            bundle,
            asked,
            k,
            allowed,
            values,
            vocabulary,
            comparisons: OnceCell::new(),
            named: OnceCell::new(),
            unknown: OnceCell::new(),
        }
    }

    /// The same reading for `k` blocks (search read deeper). Its comparisons are read again if
    /// it needs them (they are the question's): a copy of those read was code of its own in the
    /// page's wasm.
    pub(crate) fn deeper(&self, k: usize) -> Reading<'a> {
        Reading {
            bundle: self.bundle,
            asked: self.asked,
            k,
            allowed: self.allowed.clone(),
            values: self.values,
            vocabulary: self.vocabulary,
            comparisons: OnceCell::new(),
            named: OnceCell::new(),
            unknown: OnceCell::new(),
        }
    }

    /// The record values the question names (`ValueIndex::named`), read on first use.
    pub(crate) fn named(&self) -> &[Named] {
        self.named.get_or_init(|| {
            // A word of the configuration (an operation's, a product's, a date's...) or one read
            // loosely as another has a role of its own: it is read as no other form of a value.
            // A glossary's term says what a word means, as a value does: "batterie" is the
            // glossary's "batteries" and the claims' "batteria".
            let config = &self.bundle.config;
            let has_role = |w: &str| {
                let glossary = config
                    .glossary
                    .iter()
                    .any(|(from, _)| from.len() == 1 && from[0] == w);
                let loose = self.asked.read_as.iter().any(|(typed, _)| typed == w);
                loose || (!glossary && self.vocabulary().knows_for(w, &[], false))
            };
            self.values().named(self.asked, self.bundle, &has_role)
        })
    }

    /// The names the question depends on that nothing the asker may read holds
    /// (`unknown::unknown_names`), read on first use.
    pub(crate) fn unknown(&self) -> &[String] {
        self.unknown.get_or_init(|| unknown::unknown_names(self))
    }

    /// The question's comparison phrases, read on first use.
    pub(crate) fn comparisons(&self) -> &[Span] {
        self.comparisons
            .get_or_init(|| comparisons::read(self.asked, &self.bundle.config))
    }

    pub(crate) fn vocabulary(&self) -> &'a crate::ask::vocabulary::Vocabulary {
        self.vocabulary
            .get_or_init(|| crate::ask::vocabulary::Vocabulary::build(self.bundle))
    }

    pub(crate) fn values(&self) -> &'a ValueIndex {
        self.values.get_or_init(|| ValueIndex::build(self.bundle))
    }

    /// The question's words the table of document `i` and the reading leave unexplained
    /// (`explained::unexplained`).
    pub(crate) fn unexplained(&self, i: usize) -> Vec<String> {
        explained::unexplained(self, i, self.named())
    }

    /// The record tables the asker's filters allow, with their document index and document: the
    /// only tables the router knows.
    pub(crate) fn tables(&self) -> tables::Readable<'a, '_> {
        tables::readable_tables(self.bundle, &self.allowed)
    }

    /// Whether the asker's filters allow document `doc`.
    pub(crate) fn allows(&self, doc: usize) -> bool {
        self.allowed.get(doc).copied().unwrap_or(false)
    }
}
