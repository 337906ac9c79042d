//! The bundle of one access group combination, carved out of a corpus.

use super::sources::Corpus;
use crate::base::model::Block;
use crate::bundle::Bundle;
use crate::index::links::LinkGraph;
use crate::index::Index;

/// The part of `corpus` that readers in `groups` may read, indexed on its own: document
/// frequencies and lengths of hidden blocks never reach the bundle.
pub fn carve(corpus: &Corpus, groups: &[String]) -> Bundle {
    let mut doc_map = vec![None; corpus.docs.len()];
    let mut docs = Vec::new();
    for (i, d) in corpus.docs.iter().enumerate() {
        if d.readable_by(groups) {
            doc_map[i] = Some(docs.len());
            let mut d = d.clone();
            d.groups = d
                .groups
                .iter()
                .filter(|g| groups.contains(g))
                .cloned()
                .collect();
            docs.push(d);
        }
    }
    let blocks: Vec<Block> = corpus
        .blocks
        .iter()
        .filter_map(|b| {
            doc_map[b.doc].map(|d| Block {
                doc: d,
                ..b.clone()
            })
        })
        .collect();
    // A superseded_by naming a document this group cannot read would leak its id. Its
    // superseded_from stays: the document still stops applying the day its successor starts.
    for d in &mut docs {
        if let Some(next) = &d.superseded_by {
            if !corpus
                .docs
                .iter()
                .any(|o| &o.id == next && o.readable_by(groups))
            {
                d.superseded_by = None;
            }
        }
    }
    let groups: Vec<String> = corpus
        .config
        .groups
        .iter()
        .filter(|g| groups.contains(g))
        .cloned()
        .collect();
    let index = Index::build(&blocks, &docs, &corpus.config.normalizer);
    let links = LinkGraph::build(&blocks, &corpus.config.normalizer);
    Bundle::new(groups, corpus.config.clone(), docs, blocks, index, links)
}
