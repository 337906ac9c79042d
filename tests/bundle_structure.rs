//! Bundles with a valid checksum but inconsistent content: each test takes a valid bundle,
//! breaks one structural rule in its decoded form, re-encodes it (so the checksum is right) and
//! loads it. The loader must refuse it with a `Malformed` error that says what and where, or the
//! bundle must answer a question of every route without a panic (in the page, a wasm panic
//! kills the engine).

mod common;

use atlas::ask::engine::Engine;
use atlas::bundle::{Bundle, BundleError};
use common::*;
use std::sync::OnceLock;

/// The manager's bundle (service and sales): it has documents, record tables and links, so
/// every route has something to work on.
fn valid() -> Bundle {
    static BUNDLE: OnceLock<Bundle> = OnceLock::new();
    BUNDLE
        .get_or_init(|| {
            let corpus = atlas_corpus();
            let p = corpus.config.persona("manager").expect("manager persona");
            atlas::ingest::carve(&corpus, &p.groups)
        })
        .clone()
}

/// One question of every route.
const QUESTIONS: [&str; 4] = [
    "What tire pressure does the C-3 need?",
    "List all dealers in Morocco",
    "How many warranty claims were filed for the S-2 in 2026?",
    "Which products are affected by the battery recall?",
];

fn answer_everything(e: &Engine) {
    for q in QUESTIONS {
        ask(e, "manager", "MA", q);
    }
}

fn reload(b: &Bundle) -> Result<Engine, BundleError> {
    Engine::from_bytes(&b.to_bytes())
}

/// The bundle must be refused as malformed, with `what` in the message.
#[track_caller]
fn refused(b: Bundle, what: &str) {
    match reload(&b) {
        Ok(e) => {
            // What a page would do next: this is where an unchecked bundle panics.
            answer_everything(&e);
            panic!("the bundle loaded; expected a malformed-bundle error about '{what}'");
        }
        Err(BundleError::Malformed(m)) => {
            assert!(m.contains(what), "expected '{what}' in: {m}")
        }
        Err(e) => panic!("expected a malformed-bundle error about '{what}', got: {e}"),
    }
}

/// A record row of the table `doc_id`, as a block index.
fn row_of(b: &Bundle, doc_id: &str) -> usize {
    b.blocks
        .iter()
        .position(|x| b.docs[x.doc].id == doc_id)
        .unwrap_or_else(|| panic!("{doc_id} has rows"))
}

fn doc(b: &Bundle, id: &str) -> usize {
    b.docs.iter().position(|d| d.id == id).expect("document")
}

#[test]
fn the_valid_bundle_answers_every_route() {
    let e = reload(&valid()).expect("a valid bundle loads");
    answer_everything(&e);
    let list = ask(&e, "manager", "MA", QUESTIONS[1]);
    assert!(ids(&list).contains(&"DEALERS#RBT".to_string()));
    let count = ask(&e, "manager", "MA", QUESTIONS[2]);
    assert_eq!(count.figure, Some(5.0));
}

#[test]
fn a_record_with_fewer_fields_than_columns_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "DEALERS");
    b.blocks[r].fields.pop();
    refused(b, "fields");
}
