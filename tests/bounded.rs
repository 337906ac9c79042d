//! A question's cost follows its distinct words and what they read, never the library's size nor
//! a word's repeats: the attacker's questions (a value typed 300 times, a part named in thousands
//! of blocks, four parts typed 20 times each) asked of the demo corpus copied 5 and 40 times, as
//! a head whose chunks are provided as the engine asks for them. Counted, not timed: the facts
//! stated, the prompt's tokens against its budget, the blocks supplied and the chunks fetched.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::ask::engine::{AskOptions, Engine};
use atlas::bundle::{ChunkSizes, Chunked};
use atlas::ingest::sources::Corpus;
use atlas::Question;
use common::*;
use std::path::{Path, PathBuf};

/// The demo corpus `n` times, as bench/scale.mjs writes it: every copy's documents and tables
/// get their own ids (`ID-xN`), their text stays the same, the first copy keeps the corpus's ids.
/// The folder is removed when the returned guard drops.
fn scaled(n: usize) -> Scratch {
    let src = root().join("corpus/atlas");
    let out = scratch(&format!("bounded-x{n}"));
    for d in ["docs", "records"] {
        std::fs::create_dir_all(out.join(d)).unwrap();
    }
    std::fs::copy(src.join("corpus.conf"), out.join("corpus.conf")).unwrap();
    let rename = |id: &str, c: usize| match c {
        0 => id.to_string(),
        _ if id.is_empty() => String::new(),
        c => format!("{id}-x{c}"),
    };
    let header = |line: &str, c: usize, prefix: &str| -> String {
        for key in ["id:", "superseded_by:"] {
            let lead = format!("{prefix}{key}");
            if let Some(rest) = line.strip_prefix(&lead) {
                return format!("{lead} {}", rename(rest.trim(), c));
            }
        }
        line.to_string()
    };
    let mut sources: Vec<(String, PathBuf)> = Vec::new();
    for d in ["docs", "records"] {
        for e in std::fs::read_dir(src.join(d)).unwrap() {
            let e = e.unwrap();
            sources.push((d.to_string(), e.path()));
        }
    }
    for c in 0..n {
        for (dir, path) in &sources {
            let name = path.file_name().unwrap().to_str().unwrap();
            let (stem, ext) = match name.find('.') {
                Some(at) => (&name[..at], &name[at..]),
                None => (name, ""),
            };
            let to = out.join(dir).join(format!("{}{ext}", rename(stem, c)));
            if ext == ".pdf" {
                std::fs::copy(path, &to).unwrap();
                continue;
            }
            let text = std::fs::read_to_string(path).unwrap();
            let prefix = if dir == "records" { "# " } else { "" };
            let (head, rest) = match (dir.as_str(), text.split_once("\n---\n")) {
                ("docs", Some((h, r))) => (h.to_string(), format!("\n---\n{r}")),
                _ => (text.clone(), String::new()),
            };
            let head: Vec<String> = head.lines().map(|l| header(l, c, prefix)).collect();
            let mut body = head.join("\n");
            if rest.is_empty() && text.ends_with('\n') {
                body.push('\n');
            }
            std::fs::write(&to, body + &rest).unwrap();
        }
    }
    out
}

/// The manager's bundle of a corpus folder, as a head and its chunks.
fn manager(dir: &Path) -> Chunked {
    let corpus = Corpus::read(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let p = corpus.config.persona("manager").unwrap();
    atlas::ingest::carve(&corpus, &p.groups).chunked(&ChunkSizes::default())
}

/// The answer from a fresh head, how many chunks the engine asked for on the way, and the work
/// it counted answering (`atlas::base::work`: postings scored, tables walked, values examined).
fn ask_counting(chunked: &Chunked, text: &str) -> (Answer, usize, u64) {
    let mut engine = Engine::from_vec(chunked.head.clone()).unwrap();
    let q = Question {
        text: text.into(),
        persona: "manager".into(),
        market: "MA".into(),
        date: None,
    };
    let opts = AskOptions {
        today: Some(today()),
        nonce: Some("feedc0de".into()),
        ..AskOptions::default()
    };
    let mut fetched = 0;
    atlas::base::work::take();
    let a = engine
        .ask_driven(&q, &opts, |c| {
            fetched += 1;
            Ok(chunked.chunks[c.slot].1.clone())
        })
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    (a, fetched, atlas::base::work::take())
}

fn repeated(word: &str, times: usize) -> String {
    vec![word; times].join(" ")
}

/// The attacker's questions, and one of each route.
fn questions() -> Vec<String> {
    let cities = "Rabat Casablanca Marrakech Tanger Lyon Marseille Paris";
    vec![
        "How many units did we sell in Rabat?".into(),
        format!("How many units did we sell in {}?", repeated("Rabat", 300)),
        format!("dealers {}", repeated(cities, 25)),
        "What replaces the recalled C-3 battery pack, and does Casablanca have one in stock?"
            .into(),
        format!(
            "Which products use {}?",
            repeated("BP-36-2 BP-36-3 BP-48-1 BP-24-1", 20)
        ),
        format!("Which dealers have {}", repeated("BP-36-3", 150)),
        "Which products are affected by the battery recall?".into(),
        "List all dealers".into(),
        // One of each route, as bench/scale times them at x1,000.
        "How do I store the C-3 battery over winter?".into(),
        "List the open warranty claims".into(),
        "How many BP-36-3 are in stock in Casablanca?".into(),
        "Which dealers filed the most claims?".into(),
        // The sixteenth session's readings: a month after a year, a short word after a
        // negation, two things compared apart on list's route, a value and a market no row
        // has together (its note walks the market's rows).
        format!("How many claims 2026 {}", repeated("march", 100)),
        format!("which dealers nie są {}", repeated("battery certified", 50)),
        format!(
            "Casablanca dealer Rabat'den {} C-3 mi",
            repeated("more", 100)
        ),
        format!("how many {} claims in france", repeated("open", 100)),
    ]
}

#[test]
fn a_question_costs_the_same_in_a_library_forty_times_larger() {
    let small = manager(&scaled(5));
    let large = manager(&scaled(40));
    let budget = small_budget();
    for q in questions() {
        let (a, fetched_small, work_small) = ask_counting(&small, &q);
        let (b, fetched_large, work_large) = ask_counting(&large, &q);
        // Eight times the library may be eight times the postings and values a word reads (every
        // copy holds them), never a walk of one for each of another: at most 12 times the work.
        assert!(
            work_large <= 12 * work_small.max(1),
            "{q:.80}: work {work_small} at x5, {work_large} at x40"
        );
        let said = |a: &Answer| format!("{} facts, {} blocks", a.facts.len(), a.evidence.len());
        // Facts are stated once each, however many tables hold a value or blocks name a part.
        assert!(
            b.facts.len() <= a.facts.len() + 2 && b.facts.len() <= 12,
            "{q:.80}: x5 {} / x40 {}\n{:#?}",
            said(&a),
            said(&b),
            b.known_facts
        );
        for x in [&a, &b] {
            assert!(
                x.prompt.tokens <= budget,
                "{q:.80}: {} tokens",
                x.prompt.tokens
            );
        }
        // The chunks a question reads are those of its words and of the blocks it may supply:
        // eight times the library, not eight times the chunks.
        assert!(
            fetched_large <= fetched_small + 12,
            "{q:.80}: {fetched_small} chunks at x5, {fetched_large} at x40"
        );
    }
}

fn small_budget() -> usize {
    atlas_corpus().config.search.prompt_tokens
}

#[test]
fn a_value_named_once_is_said_once() {
    let e = engine_for(&atlas_corpus(), "sales");
    let a = ask(&e, "sales", "MA", "How many units did we sell in Rabat?");
    let notes: Vec<&String> = a
        .known_facts
        .iter()
        .filter(|f| f.contains("\"Rabat\""))
        .collect();
    assert_eq!(notes.len(), 1, "{:#?}", a.known_facts);
    assert_eq!(a.figure, None, "Rabat picks no SALES-2026 row: no figure");
    let again = ask(
        &e,
        "sales",
        "MA",
        &format!("How many units did we sell in {}?", repeated("Rabat", 300)),
    );
    assert!(again.facts.len() <= 5, "{:#?}", again.known_facts);
    assert_eq!(again.known_facts, a.known_facts);
}

/// A word typed again changes nothing: the same route, evidence and facts as typed once, for
/// each word of each question (the development cases' questions, every word doubled in turn).
#[test]
fn a_repeated_word_changes_no_answer() {
    let c = atlas_corpus();
    let dev = std::fs::read_to_string(root().join("tests/cases/dev.jsonl")).unwrap();
    let mut checked = 0;
    for line in dev.lines().filter(|l| !l.trim().is_empty()) {
        let case: serde_json::Value = serde_json::from_str(line).unwrap();
        let (text, persona, market) = (
            case["question"].as_str().unwrap(),
            case["persona"].as_str().unwrap(),
            case["market"].as_str().unwrap(),
        );
        let e = engine_for(&c, persona);
        let once = ask(&e, persona, market, text);
        let words: Vec<&str> = text.split_whitespace().collect();
        for (i, w) in words.iter().enumerate() {
            // Doubling the first word would change what the question opens with.
            if i == 0 || w.chars().any(|c| !c.is_alphanumeric()) {
                continue;
            }
            let mut twice = words.clone();
            twice.insert(i, w);
            let twice = twice.join(" ");
            let a = ask(&e, persona, market, &twice);
            assert_eq!(a.route, once.route, "{twice}");
            assert_eq!(ids(&a), ids(&once), "{twice}");
            assert_eq!(a.figure, once.figure, "{twice}");
            checked += 1;
        }
    }
    assert!(checked > 40, "{checked} doubled questions compared");
}
