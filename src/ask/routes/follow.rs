//! follow: the best evidence from search, the part numbers it mentions (read with the ingestion
//! function), and every other readable, applicable block that mentions the same part: one hop.

use super::{Context, Found, Supplied};
use crate::ask::answer::Link;
use crate::ask::prompt::{neutralize, neutralize_all};

/// A start block naming more parts than this, or a part named by more blocks than this, is
/// followed only this far: the answer stays bounded whatever the link pattern matches.
pub const MAX_PARTS: usize = 20;
pub const MAX_LINKED: usize = 50;

pub fn run(cx: &Context) -> Found {
    let bundle = cx.bundle;
    let found = super::search::hits(cx);
    let mut out = Found {
        trace: vec![found.trace.clone()],
        ..Found::default()
    };
    let Some(&(start, score)) = found.hits.first() else {
        out.trace.push("links   no evidence to start from".into());
        return out;
    };
    let start_block = &bundle.blocks[start];
    // Ids and part numbers are source strings: the trace and the known facts show them neutralized.
    let start_id = neutralize(&start_block.id);
    let parts = bundle.config.normalizer.parts(&start_block.text);
    if parts.is_empty() {
        out.trace.push(format!(
            "links   start=['{start_id}'] mentions no part number; the evidence is search's"
        ));
        out.evidence = found.supplied();
        return out;
    }
    out.evidence.push(Supplied::scored(start, score));
    let mut seen = vec![start];
    let mut linked = Vec::new();
    let mut left_out = 0;
    for part in parts.iter().take(MAX_PARTS) {
        for &other in bundle.links.mentions(part) {
            let other = other as usize;
            let block = &bundle.blocks[other];
            if seen.contains(&other) || !cx.allows(block.doc) {
                continue;
            }
            if linked.len() >= MAX_LINKED {
                left_out += 1;
                continue;
            }
            seen.push(other);
            linked.push(format!(
                "'{} -> {}'",
                neutralize(part),
                neutralize(&block.id)
            ));
            out.links.push(Link {
                part: part.clone(),
                from: start_block.id.to_string(),
                to: block.id.to_string(),
                products: block.products.clone(),
            });
            out.evidence.push(Supplied {
                block: other,
                score: None,
                via: Some(part.clone()),
            });
        }
    }
    out.trace.push(format!(
        "links   start=['{start_id}'], linked=[{}]",
        linked.join(", ")
    ));
    if left_out > 0 || parts.len() > MAX_PARTS {
        out.trace.push(format!(
            "links   limit: {left_out} more linked blocks and {} more parts not followed \
             (at most {MAX_LINKED} links from {MAX_PARTS} parts)",
            parts.len().saturating_sub(MAX_PARTS)
        ));
    }
    out.known_facts.push(if out.links.is_empty() {
        let parts: Vec<String> = parts.iter().map(|p| neutralize(p)).collect();
        format!(
            "links followed from {start_id}: {} appears in no other block that applies here.",
            parts.join(", ")
        )
    } else {
        let items: Vec<String> = out
            .links
            .iter()
            .map(|l| {
                let (part, to) = (neutralize(&l.part), neutralize(&l.to));
                if l.products.is_empty() {
                    format!("{part} also appears in {to}")
                } else {
                    format!(
                        "{part} also appears in {to} ({})",
                        neutralize_all(&l.products).join(", ")
                    )
                }
            })
            .collect();
        format!("links followed from {start_id}: {}.", items.join("; "))
    });
    out
}
