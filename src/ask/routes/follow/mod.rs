//! follow: the best evidence from search, the part numbers it mentions (read with the ingestion
//! function), and every other readable, applicable block that mentions the same part: one hop.

mod hops;

use super::found::{Found, Supplied};
use super::search::{self, Hits};
use crate::ask::answer::Link;
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::reading::tables::table_named;
use crate::ask::reading::Reading;

/// A start block naming more parts than this, or a part named by more blocks than this, is
/// followed only this far: the answer stays bounded whatever the link pattern matches.
pub const MAX_PARTS: usize = 20;
pub const MAX_LINKED: usize = 50;

pub fn run(cx: &Reading) -> Found {
    let bundle = cx.bundle;
    let n = &bundle.config.normalizer;
    // A product the question names is what the links are checked against ("does the recall
    // affect the T-7?"), not the topic: the start is searched for without preferring it, or the
    // T-7's own spec would start the chain instead of the recall.
    let neutral;
    let start_cx;
    let cx_start = if cx.asked.products.is_empty() {
        cx
    } else {
        neutral = crate::ask::question::Asked {
            products: Vec::new(),
            ..cx.asked.clone()
        };
        start_cx = cx.with(&neutral, cx.k);
        &start_cx
    };
    let names_a_part = |hits: &Hits| {
        hits.hits.iter().any(|(i, _)| {
            bundle
                .blocks
                .get(*i)
                .is_some_and(|b| !n.parts(&b.text).is_empty())
        })
    };
    let mut found = search::hits(cx_start);
    if !names_a_part(&found) && !std::ptr::eq(cx_start, cx) {
        // Nothing that names a part without the product: with it, then.
        found = search::hits(cx);
    }
    let mut out = Found {
        trace: vec![found.trace.clone()],
        ..Found::default()
    };
    let Some(&(top, top_score)) = found.hits.first() else {
        out.trace.push("links   no evidence to start from".into());
        return out;
    };
    // The start is the best evidence that names a part: links run through parts, and a block
    // that names none (another recall's "Affected models") would end the chain at once.
    // But a question that names the top's document by a word of its title the other lacks
    // ("the charger recall") is about that document: it is not left for another that names
    // parts.
    let title_words = |block: usize| -> Vec<String> {
        bundle
            .blocks
            .get(block)
            .and_then(|b| bundle.docs.get(b.doc))
            .map_or(Vec::new(), |d| n.tokens(&d.title))
    };
    // Only a document about no one product (a bulletin) is asked about this way; words that
    // name products are what it is checked against, not what names it.
    let config = &bundle.config;
    let product_names: Vec<String> = config
        .products
        .iter()
        .flat_map(|p| std::iter::once(&p.code).chain(&p.aliases))
        .chain(&config.questions.product_words)
        .flat_map(|name| n.tokens(name))
        .collect();
    let top_doc = bundle.blocks.get(top).map(|b| b.doc);
    let general = top_doc
        .and_then(|d| bundle.docs.get(d))
        .is_some_and(|d| d.products.is_empty() && d.table.is_none());
    let top_words: Vec<String> = title_words(top)
        .into_iter()
        .filter(|w| general && cx.asked.tokens.contains(w) && !product_names.contains(w))
        .collect();
    let may_leave_top = |i: usize| {
        let other = title_words(i);
        bundle.blocks.get(i).map(|b| b.doc) == top_doc
            || top_words.iter().all(|w| other.contains(w))
    };
    // A record row starts the chain only for a question that names its table: "which models
    // take the new BP-36-3 pack" starts at the document that names the part, not a stock row.
    let names_a_table = table_named(bundle, cx.asked, &cx.allowed).is_some();
    let is_record = |i: usize| {
        bundle
            .blocks
            .get(i)
            .and_then(|b| bundle.docs.get(b.doc))
            .is_some_and(|d| d.table.is_some())
    };
    let starts_here = |i: usize| {
        bundle.blocks.get(i).is_some_and(|b| {
            let parts = n.parts(&b.text);
            // A question that names a part starts where that part is named.
            match cx.asked.parts.is_empty() {
                true => !parts.is_empty(),
                false => cx.asked.parts.iter().any(|p| parts.contains(p)),
            }
        })
    };
    let candidates = |hits: &[(usize, f64)]| -> Vec<(usize, f64)> {
        hits.iter()
            .copied()
            .filter(|(i, _)| may_leave_top(*i) && starts_here(*i))
            .collect()
    };
    let first = candidates(&found.hits);
    let document = first
        .iter()
        .copied()
        .find(|(i, _)| names_a_table || !is_record(*i))
        .or_else(|| {
            // Record rows crowd the top k ("BP-36-3" is every stock row's): look deeper.
            if first.is_empty() {
                return None;
            }
            let deeper = cx_start.with(cx_start.asked, MAX_LINKED);
            candidates(&search::hits(&deeper).hits)
                .into_iter()
                .find(|(i, _)| !is_record(*i))
        });
    let (start, score) = document
        .or_else(|| first.first().copied())
        .unwrap_or((top, top_score));
    let Some(start_block) = bundle.blocks.get(start) else {
        out.trace.push("links   no evidence to start from".into());
        return out;
    };
    // Ids and part numbers are source strings: the trace and the known facts show them neutralized.
    let start_id = neutralize(&start_block.id);
    // The parts the question names are the ones followed ("which products is bp 48 1 fitted
    // to?" follows BP-48-1, not the other parts its first block lists); else the evidence's.
    let parts: Vec<String> = if cx.asked.parts.is_empty() {
        n.parts(&start_block.text).into_iter().collect()
    } else {
        cx.asked.parts.clone()
    };
    if parts.is_empty() {
        out.trace.push(format!(
            "links   start=['{start_id}'] mentions no part number; the evidence is its document's, from search"
        ));
        out.known_facts.push(format!(
            "{start_id} names no part number, so no links were followed from it."
        ));
        // The question is about the start's document: other documents search found are not
        // its answer ("the charger recall" is not the battery recall).
        let start_doc = start_block.doc;
        out.evidence = found.supplied();
        out.evidence.retain(|s| {
            bundle
                .blocks
                .get(s.block)
                .is_some_and(|b| b.doc == start_doc)
        });
        hops::check_serials(cx, &mut out);
        return out;
    }
    if start != top {
        out.trace.push(format!(
            "links   {} ranked first but names no part number; the start is the best evidence that does",
            neutralize(bundle.blocks.get(top).map_or("", |b| b.id.as_str()))
        ));
    }
    out.evidence.push(Supplied::scored(start, score));
    // A part the question names that the start does not mention is followed from the question,
    // and said so: the start's id is not where such a link begins.
    let in_start = n.parts(&start_block.text);
    let origin = |part: &str| -> String {
        match in_start.iter().any(|p| p == part) {
            true => start_block.id.to_string(),
            false => part.to_string(),
        }
    };
    let from_start = parts.iter().take(MAX_PARTS).all(|p| in_start.contains(p));
    let followed_from = if from_start {
        start_id.clone()
    } else {
        let named: Vec<String> = parts
            .iter()
            .take(MAX_PARTS)
            .filter(|p| !in_start.contains(*p))
            .map(|p| neutralize(p))
            .collect();
        format!("the part the question names ({})", named.join(", "))
    };
    let wanted = hops::Wanted::read(cx);
    let mut empty: Vec<String> = Vec::new();
    // Record rows on the path, stated with their fields after the links line.
    let mut records: Vec<String> = Vec::new();
    let mut seen = vec![start];
    let mut linked = Vec::new();
    let mut left_out = 0;
    for part in parts.iter().take(MAX_PARTS) {
        for &other in bundle.links.mentions(part) {
            let other = other as usize;
            let Some(block) = bundle.blocks.get(other) else {
                continue;
            };
            // A record row on the path is one the question's filters keep (the Casablanca
            // dealer's stock, not every dealer's).
            if seen.contains(&other) || !cx.allows(block.doc) {
                continue;
            }
            match hops::on_path(cx, other, &wanted) {
                hops::OnPath::Yes => {}
                hops::OnPath::Filtered => continue,
                hops::OnPath::Empty => {
                    seen.push(other);
                    empty.push(hops::empty_fact(cx, other, part));
                    continue;
                }
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
                from: origin(part),
                to: block.id.to_string(),
                products: block.products.clone(),
            });
            if block.is_record() {
                records.push(hops::record_fact(cx, other, part));
            }
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
            "links followed from {followed_from}: {} appears in no {}block that applies here.",
            parts.join(", "),
            if from_start { "other " } else { "" }
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
        format!("links followed from {followed_from}: {}.", items.join("; "))
    });
    out.known_facts.extend(records);
    out.known_facts.extend(empty);
    hops::beyond(cx, &wanted, &mut out, &mut seen, &parts);
    hops::check_serials(cx, &mut out);
    // "Does the recall affect the T-7?": say which way the links point for each product named.
    let reached: Vec<&String> = start_block
        .products
        .iter()
        .chain(out.links.iter().flat_map(|l| &l.products))
        .collect();
    let reached: Vec<String> = reached.into_iter().cloned().collect();
    for product in &cx.asked.products {
        if reached.contains(product) {
            continue;
        }
        // A product the links do not reach: its own blocks that name a part show which part
        // it uses instead, so the answer can say why it is not concerned.
        let own: Vec<(usize, String)> = bundle
            .links
            .parts
            .iter()
            .flat_map(|(part, list)| list.iter().map(move |&b| (b as usize, part)))
            .filter(|(b, _)| !seen.contains(b))
            .filter_map(|(b, part)| {
                let block = bundle.blocks.get(b)?;
                (block.products == [product.clone()] && cx.allows(block.doc) && !block.is_record())
                    .then(|| (b, part.clone()))
            })
            .take(2)
            .collect();
        for (b, part) in own {
            // A block naming two of the product's parts states both, and is supplied once.
            let first = !seen.contains(&b);
            if first {
                seen.push(b);
            }
            if let Some(block) = bundle.blocks.get(b) {
                out.trace.push(format!(
                    "links   {} names {} for the {}",
                    neutralize(&block.id),
                    neutralize(&part),
                    neutralize(product)
                ));
                out.known_facts.push(format!(
                    "the {} uses {}, as {} states.",
                    neutralize(product),
                    neutralize(&part),
                    neutralize(&block.id)
                ));
            }
            if first {
                out.evidence.push(Supplied {
                    block: b,
                    score: None,
                    via: Some(part),
                });
            }
        }
    }
    for product in &cx.asked.products {
        let shown = neutralize(product);
        out.known_facts.push(if reached.contains(product) {
            format!("the {shown} is among the products the links from {start_id} reach.")
        } else {
            let mut others: Vec<String> = reached.iter().map(|p| neutralize(p)).collect();
            crate::base::sort::sort(&mut others);
            others.dedup();
            format!(
                "the {shown} is not among the products the links from {start_id} reach ({}).",
                if others.is_empty() {
                    "they reach no product".to_string()
                } else {
                    format!("they reach {}", others.join(", "))
                }
            )
        });
    }
    out
}
