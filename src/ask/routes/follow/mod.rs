//! follow: the best evidence from search, the part numbers it mentions (read with the ingestion
//! function), and every other readable, applicable block that mentions the same part: one hop.

mod hops;
mod start;

// A row that holds none of a part, said as follow's path says it (list's rows of a part).
pub(crate) use hops::empty_fact;

use super::found::{Found, Supplied};
use super::search::Hits;
use crate::ask::answer::Link;
use crate::ask::facts::{Fact, LinkSaid};
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::reading::Reading;
use crate::base::decimal::Whole;
use crate::base::model::Block;
use crate::base::text::Joined;

/// A start block naming more parts than this, or a part named by more blocks than this, is
/// followed only this far: the answer stays bounded whatever the link pattern matches.
pub(crate) const MAX_PARTS: usize = 20;
pub const MAX_LINKED: usize = 50;

pub(crate) fn run(cx: &Reading) -> Found {
    let bundle = cx.bundle;
    let n = &bundle.config.normalizer;
    let (found, start) = start::choose(cx, MAX_LINKED);
    // Filled in place: a struct update from `Found::default()` copied every field again.
    let mut out = Found::default();
    out.trace.push(found.trace.clone());
    let Some((start, start_block)) = start.and_then(|s| bundle.blocks.get(s.block).map(|b| (s, b)))
    else {
        out.trace.push("links   no evidence to start from".into());
        // A serial is still checked: a notice of another market may state its range.
        hops::check_serials(cx, &mut out, &found);
        return out;
    };
    // Ids and part numbers are source strings: the trace and the known facts show them neutralized.
    let start_id = neutralize(&start_block.id);
    // The parts the question names are the ones followed ("which products is bp 48 1 fitted
    // to?" follows BP-48-1, not the other parts its first block lists); else the evidence's.
    let parts: Vec<String> = if cx.asked.parts.is_empty() {
        n.parts(&start_block.text)
    } else {
        cx.asked.parts.clone()
    };
    if parts.is_empty() {
        return start_names_no_part(cx, start_block, &start_id, &found, out);
    }
    if start.block != start.top {
        out.trace.push(format!(
            "links   {} ranked first but names no part number; the start is the best evidence that does",
            neutralize(bundle.blocks.get(start.top).map_or("", |b| b.id.as_str()))
        ));
    }
    out.evidence
        .push(Supplied::scored(start.block, start.score));
    // A serial's verdict first, and the block stating its range right after the start: where a
    // prompt cut to its budget keeps them. Checked last, after thirty claim rows naming the
    // notice's part, both were cut and the rows read as a yes.
    hops::check_serials(cx, &mut out, &found);
    // A part the question names that the start does not mention is followed from the question,
    // and said so: the start's id is not where such a link begins.
    let in_start = n.parts(&start_block.text);
    let from_start = parts.iter().take(MAX_PARTS).all(|p| in_start.contains(p));
    let followed_from = if from_start {
        start_id.clone()
    } else {
        let mut named: Vec<String> = Vec::new();
        for p in parts.iter().take(MAX_PARTS) {
            if !in_start.contains(p) {
                named.push(neutralize(p));
            }
        }
        // Pushed, not formatted: a `format!` is code of its own at each call.
        let mut said = String::from("the part the question names (");
        said.push_str(&named.joined(", "));
        said.push(')');
        said
    };
    let wanted = hops::Wanted::read(cx);
    let mut hop = first_hop(cx, &wanted, start_block, &parts, &in_start, &mut out);
    out.trace.push(format!(
        "links   start=['{start_id}'], linked=[{}]",
        hop.linked.joined(", ")
    ));
    if hop.left_out > 0 || parts.len() > MAX_PARTS {
        out.trace.push(format!(
            "links   limit: {} more linked blocks and {} more parts not followed \
             (at most {} links from {} parts)",
            Whole(hop.left_out),
            Whole(parts.len().saturating_sub(MAX_PARTS)),
            Whole(MAX_LINKED),
            Whole(MAX_PARTS)
        ));
    }
    out.known_facts
        .push(links_fact(&out.links, &parts, &followed_from, from_start));
    // Appended, not extended: `extend` with a Vec was an iterator's code of its own.
    out.known_facts.append(&mut hop.records);
    out.known_facts.append(&mut hop.empty);
    hops::beyond(cx, &wanted, &mut out, &mut hop.seen, &parts);
    check_products(cx, start_block, &start_id, &mut hop.seen, &mut out);
    out
}

fn start_names_no_part(
    cx: &Reading,
    start_block: &Block,
    start_id: &str,
    found: &Hits,
    mut out: Found,
) -> Found {
    out.trace.push(format!(
        "links   start=['{start_id}'] mentions no part number; the evidence is its document's, from search"
    ));
    out.known_facts.push(Fact::NoPart {
        start: start_id.to_string(),
    });
    // The question is about the start's document: other documents search found are not
    // its answer ("the charger recall" is not the battery recall).
    let start_doc = start_block.doc;
    out.evidence = found.supplied();
    out.keep_evidence(&mut |s: &Supplied| {
        cx.bundle
            .blocks
            .get(s.block)
            .is_some_and(|b| b.doc == start_doc)
    });
    hops::check_serials(cx, &mut out, found);
    out
}

/// What the first hop met besides its links, which go to `out`.
struct FirstHop {
    /// The blocks supplied or stated so far, the start first.
    seen: Vec<usize>,
    /// `'part -> block'`, for the trace.
    linked: Vec<String>,
    left_out: usize,
    /// Record rows on the path, stated with their fields after the links line.
    records: Vec<Fact>,
    empty: Vec<Fact>,
}

fn first_hop(
    cx: &Reading,
    wanted: &hops::Wanted,
    start_block: &Block,
    parts: &[String],
    in_start: &[String],
    out: &mut Found,
) -> FirstHop {
    let bundle = cx.bundle;
    let origin = |part: &str| -> String {
        match in_start.iter().any(|p| p == part) {
            true => start_block.id.to_owned_string(),
            false => part.to_string(),
        }
    };
    // The start, and the blocks stating a serial's range.
    let mut seen = Vec::with_capacity(out.evidence.len());
    for s in &out.evidence {
        seen.push(s.block);
    }
    let mut hop = FirstHop {
        seen,
        linked: Vec::new(),
        left_out: 0,
        records: Vec::new(),
        empty: Vec::new(),
    };
    let mut examined = 0;
    for part in parts.iter().take(MAX_PARTS) {
        let mentions = bundle.links.mentions(part);
        for (i, &other) in mentions.iter().enumerate() {
            // Past the limit the rest are counted, not read: a part a library names in
            // thousands of blocks costs what the limit allows (every mention was read before,
            // each record's table queried: 15,000 blocks at the demo corpus x1,000).
            if hop.linked.len() >= MAX_LINKED || examined >= 8 * MAX_LINKED {
                hop.left_out += mentions.len() - i;
                break;
            }
            let other = other as usize;
            let Some(block) = bundle.blocks.get(other) else {
                continue;
            };
            // A record row on the path is one the question's filters keep (the Casablanca
            // dealer's stock, not every dealer's).
            if hop.seen.contains(&other) || !cx.allows(block.doc) {
                continue;
            }
            examined += 1;
            match hops::on_path(cx, other, wanted) {
                hops::OnPath::Yes => {}
                hops::OnPath::Filtered => continue,
                hops::OnPath::Empty => {
                    hop.seen.push(other);
                    // Rows holding none are said up to the same limit as the links.
                    if hop.empty.len() < MAX_LINKED {
                        out.said.push(other);
                        hops::empty_fact(cx, other, part, &mut hop.empty);
                    } else {
                        hop.left_out += 1;
                    }
                    continue;
                }
            }
            hop.seen.push(other);
            hop.linked.push(format!(
                "'{} -> {}'",
                neutralize(part),
                neutralize(&block.id)
            ));
            out.links.push(Link {
                part: part.clone(),
                from: origin(part),
                to: block.id.to_owned_string(),
                products: block.products.clone(),
            });
            if block.is_record() {
                hops::record_fact(cx, other, part, &mut hop.records);
            }
            out.evidence.push(Supplied {
                block: other,
                score: None,
                via: Some(part.clone()),
            });
        }
    }
    hop
}

fn links_fact(links: &[Link], parts: &[String], followed_from: &str, from_start: bool) -> Fact {
    let from = followed_from.to_string();
    if links.is_empty() {
        return Fact::NoLink {
            from,
            parts: neutralize_all(parts),
            other: from_start,
        };
    }
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut said = Vec::with_capacity(links.len());
    for l in links {
        said.push(LinkSaid {
            part: neutralize(&l.part),
            to: neutralize(&l.to),
            products: neutralize_all(&l.products),
        });
    }
    Fact::Links { from, links: said }
}

fn check_products(
    cx: &Reading,
    start_block: &Block,
    start_id: &str,
    seen: &mut Vec<usize>,
    out: &mut Found,
) {
    // "Does the recall affect the T-7?": say which way the links point for each product named.
    let mut reached: Vec<String> = start_block.products.clone();
    // Pushed by a loop: a clone of each by an extend was code of its own in the page's wasm.
    for l in &out.links {
        for p in &l.products {
            reached.push(p.clone());
        }
    }
    for product in &cx.asked.products {
        if !reached.contains(product) {
            state_own_parts(cx, product, seen, out);
        }
    }
    for product in &cx.asked.products {
        reach_fact(product, &reached, start_id, &mut out.known_facts);
    }
}

// A product the links do not reach: its own blocks that name a part show which part
// it uses instead, so the answer can say why it is not concerned.
fn state_own_parts(cx: &Reading, product: &str, seen: &mut Vec<usize>, out: &mut Found) {
    let bundle = cx.bundle;
    // The first two, by plain loops, not a chain of adapters: each adapter instance is code
    // of its own in the page's wasm.
    let mut own: Vec<(usize, String)> = Vec::new();
    'parts: for (part, list) in bundle.links.parts.iter() {
        for &b in list {
            let b = b as usize;
            if seen.contains(&b) {
                continue;
            }
            let Some(block) = bundle.blocks.get(b) else {
                continue;
            };
            if block.products == [product] && cx.allows(block.doc) && !block.is_record() {
                own.push((b, part.clone()));
                if own.len() == 2 {
                    break 'parts;
                }
            }
        }
    }
    // By reference, each part taken out: consuming the Vec was an IntoIter's code of its own.
    for (b, part) in &mut own {
        let b = *b;
        // A block naming two of the product's parts states both, and is supplied once.
        let first = !seen.contains(&b);
        if first {
            seen.push(b);
        }
        if let Some(block) = bundle.blocks.get(b) {
            out.trace.push(format!(
                "links   {} names {} for the {}",
                neutralize(&block.id),
                neutralize(part),
                neutralize(product)
            ));
            out.known_facts.push(Fact::Uses {
                product: neutralize(product),
                part: neutralize(part),
                block: neutralize(&block.id),
            });
        }
        if first {
            out.evidence.push(Supplied {
                block: b,
                score: None,
                via: Some(std::mem::take(part)),
            });
        }
    }
}

/// Pushed here, each fact where it is made: one returned was copied field by field into
/// the push, in the page's wasm.
fn reach_fact(product: &str, reached: &[String], start_id: &str, out: &mut Vec<Fact>) {
    let (product_said, start) = (neutralize(product), start_id.to_string());
    if reached.iter().any(|p| p == product) {
        out.push(Fact::Reached {
            product: product_said,
            start,
        });
        return;
    }
    let mut others: Vec<String> = neutralize_all(reached);
    crate::base::sort::sort(&mut others);
    others.dedup();
    out.push(Fact::NotReached {
        product: product_said,
        start,
        reached: others,
    });
}
