//! search: BM25 top k over the blocks the asker may read and that apply to the situation.
//! A product named in the question keeps other products' blocks out and boosts its own.

use crate::bm25::{top_k, Scorer};
use crate::bundle::Bundle;
use crate::prompt::neutralize;
use crate::question::Asked;

pub struct Hits {
    pub hits: Vec<(usize, f64)>,
    pub trace: String,
}

pub fn search(bundle: &Bundle, asked: &Asked, k: usize) -> Hits {
    let settings = &bundle.config.search;
    let scorer = Scorer::new(&bundle.index, settings);
    // The filters depend on the document only: checked once per document, not once per block,
    // and not again while the situation stays the same.
    let allowed = bundle.verdicts.of(&asked.filters, &bundle.docs);
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
            let block = &bundle.blocks[i];
            if block.products.is_empty() {
                return Some((i, s));
            }
            if block.products.iter().any(|p| asked.products.contains(p)) {
                Some((i, s * settings.product_boost))
            } else {
                None
            }
        });
    let hits = top_k(scored, k);
    let listed: Vec<String> = hits
        .iter()
        .map(|(i, s)| format!("{s:.3} {}", neutralize(&bundle.blocks[*i].id)))
        .collect();
    let trace = if listed.is_empty() {
        "retrieved nothing: no readable, applicable block shares a term with the question"
            .to_string()
    } else {
        format!("retrieved  {}", listed.join("  "))
    };
    Hits { hits, trace }
}
