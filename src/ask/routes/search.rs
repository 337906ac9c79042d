//! search: BM25 top k over the blocks the asker may read and that apply to the situation.
//! A product named in the question keeps other products' blocks out and boosts its own.

use super::{Context, Found, Supplied};
use crate::index::{top_k, Scorer};

pub struct Hits {
    pub hits: Vec<(usize, f64)>,
    pub trace: String,
}

impl Hits {
    pub fn supplied(&self) -> Vec<Supplied> {
        self.hits
            .iter()
            .map(|(i, s)| Supplied::scored(*i, *s))
            .collect()
    }
}

pub fn run(cx: &Context) -> Found {
    Found::from_hits(hits(cx))
}

/// The best k blocks. The filters depend on the document only: their verdicts come per
/// document (`Context::allowed`), not per block.
pub fn hits(cx: &Context) -> Hits {
    let (bundle, asked, allowed) = (cx.bundle, cx.asked, &cx.allowed);
    let settings = &bundle.config.search;
    let scorer = Scorer::new(&bundle.index, settings);
    let scored = scorer
        .score(&asked.tokens)
        .into_iter()
        .filter_map(|(i, s)| {
            let doc = *bundle.block_docs.get(i)? as usize;
            if !*allowed.get(doc)? {
                return None;
            }
            if asked.products.is_empty() {
                return Some((i, s));
            }
            let block = bundle.blocks.get(i)?;
            if block.products.is_empty() {
                return Some((i, s));
            }
            if block.products.iter().any(|p| asked.products.contains(p)) {
                Some((i, s * settings.product_boost))
            } else {
                None
            }
        });
    let hits = top_k(scored, cx.k);
    let listed: Vec<String> = hits
        .iter()
        .filter_map(|(i, s)| Some(format!("{s:.3} {}", bundle.blocks.get(*i)?.id)))
        .collect();
    let trace = if listed.is_empty() {
        "retrieved nothing: no readable, applicable block shares a term with the question"
            .to_string()
    } else {
        format!("retrieved  {}", listed.join("  "))
    };
    Hits { hits, trace }
}
