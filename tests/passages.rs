//! A section cut into passages (`ID-N-p0`, `ID-N-p1`, ...): among the best blocks, a later passage
//! keeps 0.7 of its score and its section's first passage takes 0.9 of it at least (joining the
//! best blocks when not among them), so a question about the section's subject finds the
//! passage that introduces it even when a later one repeats its words more; blocks of one-block
//! sections keep the scorer's order.

use crate::common;

use atlas::index::{Scorer, Term};
use atlas::ingest::sources::Corpus;
use common::*;

const CONF: &str = "\
[corpus]
name = Passages
version = 1
passage_words = 50

[groups]
service = Workshop technicians

[personas]
service = service

[markets]
MA = Morocco

[search]
k = 5
";

/// Section 1 is two passages: the first introduces the coolant pump, the second's examples say
/// its words more often. Sections 2 and 3 are one block each.
const DOC: &str = "\
id: GUIDE
title: Workshop guide
products:
groups: service
markets:
valid_from: 2026-01-01
valid_to:
status: current
superseded_by:
---
## 1. Cooling system
The coolant pump moves liquid from the radiator through the motor housing and back again. \
A failing unit shows as a rising temperature reading on the display during long climbs, \
followed by a warning light.

Example one: replace the coolant pump, then bleed the circuit. Example two: a noisy bearing \
means a new coolant pump. Example three: check the seal for leaks, then tighten the hose \
clamps at both ends of each hose and wipe the housing dry.

## 2. Brake pads
Brake pads wear faster on bikes used for deliveries. Measure the pad thickness at every service \
and replace both pads of an axle together.

## 3. Brake fluid
Brake fluid absorbs water over time and boils sooner. Change the brake fluid every two years \
and bleed the brake circuit afterwards.
";

fn corpus(name: &str) -> (Scratch, Corpus) {
    let dir = scratch(name);
    std::fs::write(dir.join("corpus.conf"), CONF).unwrap();
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    std::fs::write(dir.join("docs/GUIDE.md"), DOC).unwrap();
    let c = Corpus::read(&dir).unwrap_or_else(|e| panic!("{e}"));
    (dir, c)
}

/// The scorer's own order for the question's words (no proximity, no passage rule), as block ids.
fn scored(engine: &atlas::Engine, words: &[&str]) -> Vec<String> {
    let b = &engine.bundle;
    let n = &b.config.normalizer;
    let terms: Vec<Term> = words
        .iter()
        .map(|w| Term {
            text: n.fold(w).into_owned(),
            stems: n.stems(w),
        })
        .collect();
    Scorer::new(&b.index, &b.config.search)
        .top(&terms, 10, &mut |_: &usize| Some(1.0))
        .into_iter()
        .map(|(i, _)| b.blocks[i].id.to_string())
        .collect()
}

#[test]
fn a_section_is_found_at_its_first_passage() {
    let (_dir, c) = corpus("passages-first");
    let ids_of: Vec<&str> = c.blocks.iter().map(|b| &*b.id).collect();
    assert_eq!(
        ids_of,
        ["GUIDE-1-p0", "GUIDE-1-p1", "GUIDE#2", "GUIDE#3"],
        "section 1 is two passages"
    );
    assert!(c.blocks[1].continues_section() && !c.blocks[0].continues_section());
    assert!(!c.blocks[2].continues_section());
    let engine = engine_for(&c, "service");
    // BM25 alone puts the second passage first: it says "coolant pump" twice, in fewer words.
    assert_eq!(
        scored(&engine, &["coolant", "pump"])[..2],
        ["GUIDE-1-p1", "GUIDE-1-p0"]
    );
    // The search route finds the section where it starts.
    let a = ask(&engine, "service", "MA", "coolant pump");
    assert_eq!(
        ids(&a)[..2],
        ["GUIDE-1-p0", "GUIDE-1-p1"],
        "{}",
        a.trace.join("\n")
    );
}

#[test]
fn one_block_sections_keep_their_order_and_a_first_passage_joins() {
    let (_dir, c) = corpus("passages-one");
    let engine = engine_for(&c, "service");
    // "bleed" is in section 3 and in section 1's second passage, "brake" in sections 2 and 3.
    let raw = scored(&engine, &["brake", "bleed"]);
    assert_eq!(raw, ["GUIDE#3", "GUIDE#2", "GUIDE-1-p1"]);
    let a = ask(&engine, "service", "MA", "brake bleed");
    // The one-block sections as the scorer has them; section 1 where it starts (its first
    // passage holds neither word), then the passage that does.
    assert_eq!(
        ids(&a),
        ["GUIDE#3", "GUIDE#2", "GUIDE-1-p0", "GUIDE-1-p1"],
        "{}",
        a.trace.join("\n")
    );
}

#[test]
fn a_later_passage_is_told_by_its_id() {
    let with_id = |id: &str| {
        let mut b = atlas::base::model::Block::hole();
        b.id = id.into();
        b.continues_section()
    };
    for id in ["GUIDE-3-p1", "GUIDE-3-p12", "a-b-10-p2"] {
        assert!(with_id(id), "{id}");
    }
    let block = |id: &str| {
        let mut b = atlas::base::model::Block::hole();
        b.id = id.into();
        b
    };
    assert_eq!(block("GUIDE-3-p12").passage(), 12);
    assert_eq!(block("GUIDE-3-p0").passage(), 0);
    let later = block("GUIDE-3-p2");
    assert!(later.first_of_section(&block("GUIDE-3-p0")));
    for other in [
        "GUIDE-3-p1",
        "GUIDE-4-p0",
        "XGUIDE-3-p0",
        "GUIDE#3",
        "GUIDE-3-p00",
    ] {
        assert!(!later.first_of_section(&block(other)), "{other}");
    }
    assert!(!block("GUIDE-3-p0").first_of_section(&block("GUIDE-3-p0")));
    for id in [
        "GUIDE-3-p0",
        "GUIDE#3",
        "GUIDE-p1",
        "GUIDE-3-p",
        "GUIDE-3-p01",
        "3-p1",
        "",
        "p1",
    ] {
        assert!(!with_id(id), "{id}");
    }
    // A record row whose key ends like a passage is a row.
    let mut row = atlas::base::model::Block::hole();
    row.id = "PARTS#SEAL-3-p1".into();
    row.fields = vec!["SEAL-3-p1".into()];
    assert!(!row.continues_section());
}
