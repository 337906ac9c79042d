//! The routes. Each is a module with `run(&Context) -> Found`: the blocks it supplies and what it
//! learned on the way. `run` below is the one place that maps a `Route` to its module.

pub mod calculate;
pub mod compare;
pub mod follow;
pub mod hops;
pub mod list;
pub mod periods;
pub mod rank;
pub mod records;
pub mod search;

use crate::ask::answer::Link;
use crate::ask::question::Asked;
use crate::base::route::Route;
use crate::bundle::Bundle;
use records::ValueIndex;
use std::sync::{Arc, OnceLock};

/// What every route is given: the bundle, the checked question, how many blocks search
/// supplies, which documents the asker's filters allow, and the record values (built on first
/// use: a search-only session never pays for them).
pub struct Context<'a> {
    pub bundle: &'a Bundle,
    pub asked: &'a Asked,
    pub k: usize,
    /// `asked.filters.allows(doc)` by document index.
    pub allowed: Arc<Vec<bool>>,
    pub values: &'a OnceLock<ValueIndex>,
}

impl<'a> Context<'a> {
    /// The same asker's context for `asked` (a reading of the same question) and `k` blocks.
    pub fn with<'b>(&self, asked: &'b Asked, k: usize) -> Context<'b>
    where
        'a: 'b,
    {
        Context {
            bundle: self.bundle,
            asked,
            k,
            allowed: self.allowed.clone(),
            values: self.values,
        }
    }

    pub fn values(&self) -> &ValueIndex {
        self.values.get_or_init(|| ValueIndex::build(self.bundle))
    }

    /// Whether the asker's filters allow document `doc`.
    pub fn allows(&self, doc: usize) -> bool {
        self.allowed.get(doc).copied().unwrap_or(false)
    }
}

pub fn run(route: Route, cx: &Context) -> Found {
    match route {
        Route::Search => search::run(cx),
        Route::List => list::run(cx),
        Route::Calculate => calculate::run(cx),
        Route::Follow => follow::run(cx),
    }
}

/// A block a route supplies, with how it got there.
#[derive(Clone, Debug, PartialEq)]
pub struct Supplied {
    pub block: usize,
    pub score: Option<f64>,
    pub via: Option<String>,
}

impl Supplied {
    pub fn scored(block: usize, score: f64) -> Supplied {
        Supplied {
            block,
            score: Some(score),
            via: None,
        }
    }

    pub fn plain(block: usize) -> Supplied {
        Supplied {
            block,
            score: None,
            via: None,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Found {
    pub evidence: Vec<Supplied>,
    pub known_facts: Vec<String>,
    pub links: Vec<Link>,
    pub figure: Option<f64>,
    pub trace: Vec<String>,
    /// The best evidence matches the question weakly (see `search::weak_match`).
    pub weak: bool,
    /// The record table and filters of list and calculate.
    pub scope: Option<crate::ask::answer::Scope>,
}

impl Found {
    /// search's hits as evidence, with search's trace line.
    pub fn from_hits(hits: search::Hits) -> Found {
        Found {
            evidence: hits.supplied(),
            trace: vec![hits.trace],
            ..Found::default()
        }
    }

    /// What a record query says of the question's words it read loosely or could not read:
    /// in the known facts and the trace alike.
    pub fn note(&mut self, notes: &[String]) {
        for n in notes {
            self.trace.push(format!("records {n}"));
            self.known_facts.push(n.clone());
        }
    }

    /// search's evidence, for routes that found nothing of their own to supply.
    pub fn search_fallback(cx: &Context, why: String) -> Found {
        let mut out = Found::from_hits(search::hits(cx));
        out.trace.insert(0, why);
        out
    }
}
