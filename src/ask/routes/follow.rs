//! follow: the best evidence from search, the part numbers it mentions (read with the ingestion
//! function), and every other readable, applicable block that mentions the same part: one hop.

use super::{Context, Found, Supplied};
use crate::ask::answer::Link;

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
    let Some((start, score, start_block)) = found
        .hits
        .first()
        .and_then(|&(i, s)| Some((i, s, bundle.blocks.get(i)?)))
    else {
        out.trace.push("links   no evidence to start from".into());
        return out;
    };
    let parts = bundle.config.normalizer.parts(&start_block.text);
    if parts.is_empty() {
        out.trace.push(format!(
            "links   start=['{}'] mentions no part number; the evidence is search's",
            start_block.id
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
            let Some(block) = bundle.blocks.get(other) else {
                continue;
            };
            if seen.contains(&other) || !cx.allows(block.doc) {
                continue;
            }
            if linked.len() >= MAX_LINKED {
                left_out += 1;
                continue;
            }
            seen.push(other);
            linked.push(format!("'{part} -> {}'", block.id));
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
        "links   start=['{}'], linked=[{}]",
        start_block.id,
        linked.join(", ")
    ));
    if left_out > 0 || parts.len() > MAX_PARTS {
        out.trace.push(format!(
            "links   limit: {left_out} more linked blocks and {} more parts not followed \
             (at most {MAX_LINKED} links from {MAX_PARTS} parts)",
            parts.len().saturating_sub(MAX_PARTS)
        ));
    }
    let parts_list: Vec<&str> = parts.iter().map(String::as_str).collect();
    out.known_facts.push(if out.links.is_empty() {
        format!(
            "links followed from {}: {} appears in no other block that applies here.",
            start_block.id,
            parts_list.join(", ")
        )
    } else {
        let items: Vec<String> = out
            .links
            .iter()
            .map(|l| {
                if l.products.is_empty() {
                    format!("{} also appears in {}", l.part, l.to)
                } else {
                    format!(
                        "{} also appears in {} ({})",
                        l.part,
                        l.to,
                        l.products.join(", ")
                    )
                }
            })
            .collect();
        format!(
            "links followed from {}: {}.",
            start_block.id,
            items.join("; ")
        )
    });
    out
}
