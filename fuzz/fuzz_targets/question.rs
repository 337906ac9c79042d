//! Any question text, persona, market and date against the Atlas service bundle: an answer or a
//! clear error, never a panic.
#![no_main]

use atlas::ask::engine::{AskOptions, Engine};
use atlas::Question;
use libfuzzer_sys::fuzz_target;
fn engine() -> &'static Engine {
    // One per thread: an engine's caches are cells, not locks (it is Send, not Sync).
    thread_local! {
        static ENGINE: &'static Engine = Box::leak(Box::new(build()));
    }
    ENGINE.with(|e| *e)
}

fn build() -> Engine {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/atlas");
    let corpus = atlas::ingest::sources::Corpus::read(&dir).expect("corpus");
    let groups = vec!["service".to_string(), "sales".to_string()];
    // Through the bundle's bytes, as the page loads it: patterns run as the bundle's
    // compiled programs, not the regex crate.
    let bytes = atlas::ingest::carve(&corpus, &groups).to_bytes();
    Engine::from_bytes(&bytes).expect("bundle")
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.splitn(4, '\u{1}');
    let question = parts.next().unwrap_or("").to_string();
    let persona = parts.next().unwrap_or("service").to_string();
    let market = parts.next().unwrap_or("MA").to_string();
    let date = parts.next().map(String::from);
    let q = Question {
        text: question,
        persona,
        market,
        date,
    };
    let opts = AskOptions {
        nonce: Some("fuzz".into()),
        ..AskOptions::default()
    };
    if let Ok(a) = engine().ask_with(&q, &opts) {
        let _ = atlas::ask::citations::check(&q.text, &a.evidence);
    }
});
