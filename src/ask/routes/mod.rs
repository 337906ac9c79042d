//! The four routes. Each returns the blocks it supplies and what it learned on the way.

pub mod calculate;
pub mod follow;
pub mod list;
pub mod records;
pub mod search;

use crate::ask::answer::Link;

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
}

impl Found {
    /// search's evidence, for routes that found nothing of their own to supply.
    pub fn search_fallback(
        bundle: &crate::bundle::Bundle,
        asked: &crate::ask::question::Asked,
        k: usize,
        why: String,
    ) -> Found {
        let hits = search::search(bundle, asked, k);
        Found {
            evidence: hits
                .hits
                .iter()
                .map(|(i, s)| Supplied::scored(*i, *s))
                .collect(),
            trace: vec![why, hits.trace],
            ..Found::default()
        }
    }
}
