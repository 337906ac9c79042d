//! search: BM25 top k over the blocks the asker may read and that apply to the situation.
//! A product named in the question keeps other products' blocks out and boosts its own.

use super::{Context, Found, Supplied};
use crate::ask::prompt::neutralize;
use crate::index::{top_k, Scorer, Term};

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
    // Codes and part numbers the question names are identifiers: never stemmed.
    let n = &bundle.config.normalizer;
    let codes = n.code_tokens(&asked.text);
    let terms: Vec<Term> = asked
        .tokens
        .iter()
        .map(|t| Term {
            text: t.clone(),
            stem: if codes.contains(t) {
                None
            } else {
                n.stemmer.stem(t)
            },
        })
        .collect();
    let scored = scorer.score(&terms).into_iter().filter_map(|(i, s)| {
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
    let hits = top_k(scored, cx.k);
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
