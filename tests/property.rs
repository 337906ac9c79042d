//! Property: for random corpora, personas, situations and questions, every supplied block is
//! readable and applicable, and follow links every readable, applicable block that mentions a
//! part of its starting block. With relations between parts in the texts and questions that ask
//! for them, every block of every later hop is readable and applicable too.

use atlas::ask::engine::{AskOptions, Engine};
use atlas::ask::filters::{Filters, Situation};
use atlas::base::config::{Config, Route};
use atlas::base::date::Date;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use proptest::prelude::*;

const GROUPS: [&str; 3] = ["g1", "g2", "g3"];
const WORDS: [&str; 8] = [
    "recall", "battery", "charger", "frame", "brake", "tire", "pack", "motor",
];
const PARTS: [&str; 5] = ["AB-11-1", "AB11-1", "CD-22-2", "CD22-2", "EF-33-3"];
const DATES: [&str; 4] = ["2025-01-01", "2026-01-01", "2026-06-30", "2027-12-31"];

#[derive(Debug, Clone)]
struct DocSpec {
    groups: u8,
    markets: u8,
    products: u8,
    from: usize,
    to: Option<usize>,
    superseded: bool,
    sections: Vec<Vec<(usize, Option<usize>)>>,
    /// A sentence stating that one part replaces another, for multi-hop follow.
    replaces: Option<(usize, usize)>,
}

fn doc_spec() -> impl Strategy<Value = DocSpec> {
    (
        1u8..8,
        0u8..4,
        0u8..4,
        0usize..3,
        proptest::option::of(0usize..4),
        proptest::bool::weighted(0.2),
        proptest::option::weighted(0.3, (0usize..PARTS.len(), 0usize..PARTS.len())),
        proptest::collection::vec(
            proptest::collection::vec(
                (
                    0usize..WORDS.len(),
                    proptest::option::weighted(0.3, 0usize..PARTS.len()),
                ),
                2..10,
            ),
            1..4,
        ),
    )
        .prop_map(
            |(groups, markets, products, from, to, superseded, replaces, sections)| DocSpec {
                groups,
                markets,
                products,
                from,
                to: to.filter(|t| *t >= from),
                superseded,
                sections,
                replaces,
            },
        )
}

fn pick<'a>(mask: u8, from: &[&'a str]) -> Vec<&'a str> {
    from.iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, s)| *s)
        .collect()
}

fn build(docs: &[DocSpec]) -> Corpus {
    let mut conf = String::from("[groups]\ng1 = a\ng2 = b\ng3 = c\n[personas]\n");
    for m in 1u8..8 {
        conf.push_str(&format!("p{m} = {}\n", pick(m, &GROUPS).join(", ")));
    }
    conf.push_str("[markets]\nM1 = first\nM2 = second\n[products]\nA-1 = alpha\nB-2 = beta\n");
    conf.push_str("[links]\npart = \\b([A-Z]{2})-?(\\d{2})-(\\d)\\b => {1}-{2}-{3}\n");
    conf.push_str("[router]\nfollow = (?i)^which products\n");
    conf.push_str("[relations]\nreplaced by = {new} replaces {old}\nreplaced by.asked = instead\n");
    let config = Config::parse(&conf, "prop.conf").unwrap();
    let texts: Vec<(String, String)> = docs
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let mut t = format!(
                "id: D{i}\ntitle: Doc {i}\ngroups: {}\n",
                pick(d.groups, &GROUPS).join(", ")
            );
            t.push_str(&format!(
                "markets: {}\nproducts: {}\n",
                pick(d.markets, &["M1", "M2"]).join(", "),
                pick(d.products, &["A-1", "B-2"]).join(", ")
            ));
            t.push_str(&format!("valid_from: {}\n", DATES[d.from]));
            if let Some(to) = d.to {
                t.push_str(&format!("valid_to: {}\n", DATES[to]));
            }
            if d.superseded {
                t.push_str("status: superseded\n");
            }
            t.push_str("---\n");
            for (s, words) in d.sections.iter().enumerate() {
                t.push_str(&format!("## {}. Section {}\n", s + 1, s + 1));
                let body: Vec<String> = words
                    .iter()
                    .map(|(w, p)| match p {
                        Some(p) => format!("{} {}", WORDS[*w], PARTS[*p]),
                        None => WORDS[*w].to_string(),
                    })
                    .collect();
                t.push_str(&body.join(" "));
                t.push_str(".\n\n");
                if let (0, Some((new, old))) = (s, d.replaces) {
                    t.push_str(&format!("The {} replaces {}.\n\n", PARTS[new], PARTS[old]));
                }
            }
            (format!("docs/D{i}.md"), t)
        })
        .collect();
    Corpus::from_sources(
        config,
        texts.iter().map(|(f, t)| (f.as_str(), t.as_str(), false)),
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn supplied_blocks_are_readable_and_applicable_and_links_are_complete(
        docs in proptest::collection::vec(doc_spec(), 1..10),
        persona in 1u8..8,
        market in 0usize..2,
        date in 0usize..4,
        follow in proptest::bool::ANY,
        instead in proptest::bool::ANY,
        words in proptest::collection::vec(0usize..WORDS.len(), 1..4),
    ) {
        let corpus = build(&docs);
        let p = corpus.config.persona(&format!("p{persona}")).unwrap().clone();
        let bundle = atlas::ingest::carve(&corpus, &p.groups);
        prop_assert!(bundle.docs.iter().all(|d| d.readable_by(&p.groups)), "a bundle holds an unreadable document");
        let engine = Engine::from_bytes(&bundle.to_bytes()).unwrap();
        let market = ["M1", "M2"][market];
        let text = format!("{}{}{}", if follow { "Which products have " } else { "" }, words.iter().map(|w| WORDS[*w]).collect::<Vec<_>>().join(" "), if instead { ", and what do I fit instead?" } else { "" });
        let q = Question { text, persona: p.name.clone(), market: market.into(), date: Some(DATES[date].into()) };
        let a = engine.ask_with(&q, &AskOptions { nonce: Some("k".into()), ..AskOptions::default() }).unwrap();
        let filters = Filters { groups: p.groups.clone(), situation: Situation { market: market.into(), date: Date::parse(DATES[date]).unwrap() } };
        let b = &engine.bundle;
        let doc_of = |id: &str| {
            let block = b.blocks.iter().find(|x| x.id == id).unwrap();
            &b.docs[block.doc]
        };
        for e in &a.evidence {
            prop_assert!(filters.allows(doc_of(&e.id)), "{} supplied to {} in {market} on {}", e.id, p.name, DATES[date]);
        }
        if a.route == Route::Follow && !a.evidence.is_empty() {
            let start = b.blocks.iter().find(|x| x.id == a.evidence[0].id).unwrap();
            let parts = b.config.normalizer.parts(&start.text);
            for other in &b.blocks {
                let mentions = b.config.normalizer.parts(&other.text).iter().any(|x| parts.contains(x));
                if other.id != start.id && mentions && filters.allows(&b.docs[other.doc]) {
                    prop_assert!(a.evidence.iter().any(|e| e.id == other.id), "{} mentions a part of {} but is not linked", other.id, start.id);
                    prop_assert!(a.links.iter().any(|l| l.to == other.id));
                }
            }
        }
    }
}
