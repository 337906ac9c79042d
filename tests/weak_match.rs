//! "No good match" is said when the evidence is weak, not on right answers: over every search
//! answer of the case files of two corpora (the dealer corpus's tuned and held-out files, and
//! calora's, a heating trade), answers whose first block is one the case requires rarely carry
//! it, and answers to questions nothing readable answers (a price list the persona may not read,
//! a notice of another market) mostly do. Rates, not one case: the words of a corpus's questions
//! are not a rule's to know.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::ask::engine::Engine;
use atlas::ingest::sources::Corpus;
use common::*;
use std::collections::HashMap;

#[derive(Default, Debug)]
struct Tally {
    right_first: usize,
    right_first_weak: usize,
    unanswerable: usize,
    unanswerable_weak: usize,
}

fn tally(corpus: &Corpus, files: &[&str], t: &mut Tally) {
    let mut engines: HashMap<String, Engine> = HashMap::new();
    for file in files {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(line).unwrap();
            let s = |k: &str| case[k].as_str().unwrap_or("").to_string();
            let persona = s("persona");
            let engine = engines
                .entry(persona.clone())
                .or_insert_with(|| engine_for(corpus, &persona));
            let date = s("date");
            let a: Answer = ask_on(
                engine,
                &persona,
                &s("market"),
                (!date.is_empty()).then_some(date.as_str()),
                &s("question"),
            );
            if a.route.name() != "search" {
                continue;
            }
            let must: Vec<String> = case["must"]
                .as_array()
                .map(|m| {
                    m.iter()
                        .filter_map(|v| v.as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default();
            let first = a.evidence.first().map(|e| e.id.as_str()).unwrap_or("");
            let holds = |id: &str| {
                must.iter()
                    .any(|m| id == m || id.starts_with(&format!("{m}#")))
            };
            let kind = s("kind");
            if !must.is_empty() && holds(first) {
                t.right_first += 1;
                t.right_first_weak += usize::from(a.no_good_match);
            } else if must.is_empty() && (kind.starts_with("access") || kind == "market-only") {
                t.unanswerable += 1;
                t.unanswerable_weak += usize::from(a.no_good_match);
            }
        }
    }
}

#[test]
fn no_good_match_is_rare_on_right_answers_and_common_where_nothing_answers() {
    let mut tuned = Tally::default();
    tally(
        &atlas_corpus(),
        &[
            "tests/cases/dev.jsonl",
            "tests/cases/generated.jsonl",
            "tests/cases/exam2.jsonl",
            "tests/cases/exam3.jsonl",
        ],
        &mut tuned,
    );
    let mut held_out = Tally::default();
    tally(
        &atlas_corpus(),
        &["tests/cases/exam4.jsonl", "tests/cases/fresh.jsonl"],
        &mut held_out,
    );
    let calora = Corpus::read(&root().join("tests/corpora/calora")).unwrap();
    tally(
        &calora,
        &["tests/corpora/calora/cases.jsonl"],
        &mut held_out,
    );
    eprintln!("tuned {tuned:?}\nheld out {held_out:?}");
    for (name, t) in [("tuned", &tuned), ("held out", &held_out)] {
        assert!(t.right_first >= 50 && t.unanswerable >= 10, "{name}: {t:?}");
        // Before the asking words were left out and a dominant best block counted: 65 of 153
        // right answers (tuned) and 32 of 67 (held out) said "no good match".
        assert!(
            t.right_first_weak * 4 <= t.right_first,
            "{name}: {} of {} right answers say no good match",
            t.right_first_weak,
            t.right_first
        );
        assert!(
            t.unanswerable_weak * 2 >= t.unanswerable,
            "{name}: {} of {} answers nothing readable answers say no good match",
            t.unanswerable_weak,
            t.unanswerable
        );
    }
}
