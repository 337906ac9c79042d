//! The question engine compiled to wasm32 and run under Node (wasm-bindgen-test): the same
//! development cases as natively, through bundle bytes and through the JavaScript facade.
#![cfg(target_arch = "wasm32")]

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::{Config, Route};
use atlas::base::date::Date;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

const CONFIG: &str = include_str!("../corpus/atlas/corpus.conf");

const SOURCES: &[(&str, &str, bool)] = &[
    (
        "docs/BULLETIN-2026-02.md",
        include_str!("../corpus/atlas/docs/BULLETIN-2026-02.md"),
        false,
    ),
    (
        "docs/BULLETIN-2026-04-FR.md",
        include_str!("../corpus/atlas/docs/BULLETIN-2026-04-FR.md"),
        false,
    ),
    (
        "docs/BULLETIN-2026-07-MA.md",
        include_str!("../corpus/atlas/docs/BULLETIN-2026-07-MA.md"),
        false,
    ),
    (
        "docs/BULLETIN-2026-09.md",
        include_str!("../corpus/atlas/docs/BULLETIN-2026-09.md"),
        false,
    ),
    (
        "docs/CHECKLIST-HANDOVER-R2.md",
        include_str!("../corpus/atlas/docs/CHECKLIST-HANDOVER-R2.md"),
        false,
    ),
    (
        "docs/GUIDE-BATTERY-R1.md",
        include_str!("../corpus/atlas/docs/GUIDE-BATTERY-R1.md"),
        false,
    ),
    (
        "docs/GUIDE-WORKSHOP-R3.md",
        include_str!("../corpus/atlas/docs/GUIDE-WORKSHOP-R3.md"),
        false,
    ),
    (
        "docs/PRICE-PARTS-2026.md",
        include_str!("../corpus/atlas/docs/PRICE-PARTS-2026.md"),
        false,
    ),
    (
        "docs/SERVICE-C3-R2.md",
        include_str!("../corpus/atlas/docs/SERVICE-C3-R2.md"),
        false,
    ),
    (
        "docs/SERVICE-K1-R1.md",
        include_str!("../corpus/atlas/docs/SERVICE-K1-R1.md"),
        false,
    ),
    (
        "docs/SERVICE-S2-R1.md",
        include_str!("../corpus/atlas/docs/SERVICE-S2-R1.md"),
        false,
    ),
    (
        "docs/SERVICE-T7-R1.md",
        include_str!("../corpus/atlas/docs/SERVICE-T7-R1.md"),
        false,
    ),
    (
        "docs/SPEC-C3-R4.md",
        include_str!("../corpus/atlas/docs/SPEC-C3-R4.md"),
        false,
    ),
    (
        "docs/SPEC-C3-R5.md",
        include_str!("../corpus/atlas/docs/SPEC-C3-R5.md"),
        false,
    ),
    (
        "docs/SPEC-K1-R1.md",
        include_str!("../corpus/atlas/docs/SPEC-K1-R1.md"),
        false,
    ),
    (
        "docs/SPEC-S2-R3.md",
        include_str!("../corpus/atlas/docs/SPEC-S2-R3.md"),
        false,
    ),
    (
        "docs/SPEC-T7-R2.md",
        include_str!("../corpus/atlas/docs/SPEC-T7-R2.md"),
        false,
    ),
    (
        "docs/WARR-BIKES-R2.md",
        include_str!("../corpus/atlas/docs/WARR-BIKES-R2.md"),
        false,
    ),
    (
        "docs/WARR-S2-R1.md",
        include_str!("../corpus/atlas/docs/WARR-S2-R1.md"),
        false,
    ),
    (
        "records/CLAIMS-2026.csv",
        include_str!("../corpus/atlas/records/CLAIMS-2026.csv"),
        true,
    ),
    (
        "records/DEALERS.csv",
        include_str!("../corpus/atlas/records/DEALERS.csv"),
        true,
    ),
    (
        "records/SALES-2026.csv",
        include_str!("../corpus/atlas/records/SALES-2026.csv"),
        true,
    ),
    (
        "records/STOCK.csv",
        include_str!("../corpus/atlas/records/STOCK.csv"),
        true,
    ),
];

fn corpus() -> Corpus {
    let config = Config::parse(CONFIG, "corpus.conf").unwrap();
    Corpus::from_sources(config, SOURCES.iter().copied()).unwrap()
}

fn engine(groups: &[&str]) -> Engine {
    let groups: Vec<String> = groups.iter().map(|g| g.to_string()).collect();
    Engine::from_bytes(&atlas::ingest::carve(&corpus(), &groups).to_bytes()).unwrap()
}

fn ask(e: &Engine, persona: &str, text: &str) -> atlas::ask::answer::Answer {
    let q = Question {
        text: text.into(),
        persona: persona.into(),
        market: "MA".into(),
        date: Some("2026-11-29".into()),
    };
    e.ask_with(&q, &AskOptions::default()).unwrap()
}

fn ids(a: &atlas::ask::answer::Answer) -> Vec<&str> {
    a.evidence.iter().map(|e| e.id.as_str()).collect()
}

#[wasm_bindgen_test]
fn q21_follow_in_wasm() {
    let a = ask(
        &engine(&["service"]),
        "service",
        "Which products are affected by the battery recall?",
    );
    assert_eq!(a.route, Route::Follow);
    assert_eq!(
        ids(&a),
        ["BULLETIN-2026-09#1", "SPEC-C3-R5#8", "WARR-S2-R1#2"]
    );
    assert!(a.trace.iter().any(|t| t == "links   start=['BULLETIN-2026-09#1'], linked=['BP-36-2 -> SPEC-C3-R5#8', 'BP-36-2 -> WARR-S2-R1#2']"));
    assert!(a.prompt.user.starts_with("Known facts: links followed from BULLETIN-2026-09#1: BP-36-2 also appears in SPEC-C3-R5#8 (C-3); BP-36-2 also appears in WARR-S2-R1#2 (S-2)."));
}

#[wasm_bindgen_test]
fn q22_manager_reaches_the_price_list_in_wasm() {
    let a = ask(
        &engine(&["service", "sales"]),
        "manager",
        "Which products are affected by the battery recall?",
    );
    assert_eq!(
        ids(&a),
        [
            "BULLETIN-2026-09#1",
            "PRICE-PARTS-2026#1",
            "SPEC-C3-R5#8",
            "WARR-S2-R1#2"
        ]
    );
}

#[wasm_bindgen_test]
fn records_routes_in_wasm() {
    let service = engine(&["service"]);
    let a = ask(
        &service,
        "service",
        "How many warranty claims were filed for the S-2 in 2026?",
    );
    assert_eq!((a.route, a.figure), (Route::Calculate, Some(5.0)));
    let hidden = ask(
        &service,
        "service",
        "How many C-3 did we sell in Morocco in Q3 2026?",
    );
    assert_eq!(hidden.figure, None);
    let list = ask(&service, "service", "List all dealers in Morocco");
    assert_eq!(
        ids(&list),
        ["DEALERS#CAS", "DEALERS#MRK", "DEALERS#RBT", "DEALERS#TNG"]
    );
    let sales = ask(
        &engine(&["sales"]),
        "sales",
        "How many C-3 did we sell in Morocco in Q3 2026?",
    );
    assert_eq!(sales.figure, Some(51.0));
}

#[wasm_bindgen_test]
fn today_and_random_keys_come_from_the_browser_platform() {
    assert!(Date::today() >= Date::parse("2026-01-01").unwrap());
    let e = engine(&["service"]);
    let q = Question {
        text: "tire pressure C-3".into(),
        persona: "service".into(),
        market: "MA".into(),
        date: None,
    };
    let a = e.ask(&q).unwrap();
    let b = e.ask(&q).unwrap();
    assert_ne!(
        a.prompt.user, b.prompt.user,
        "each prompt gets a fresh delimiter key"
    );
}

#[wasm_bindgen_test]
fn the_js_facade_returns_plain_objects_and_errors_never_panic() {
    let bytes = atlas::ingest::carve(&corpus(), &["service".to_string()]).to_bytes();
    let mut e = atlas::web::Engine::new(bytes.clone()).unwrap();
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"persona".into(), &"service".into()).unwrap();
    js_sys::Reflect::set(&opts, &"market".into(), &"MA".into()).unwrap();
    js_sys::Reflect::set(&opts, &"date".into(), &"2026-11-29".into()).unwrap();
    let answer = done(
        e.ask_step(
            "Which products are affected by the battery recall?",
            opts.clone().into(),
        )
        .unwrap(),
    );
    let get = |v: &JsValue, path: &[&str]| {
        path.iter()
            .fold(v.clone(), |v, k| {
                js_sys::Reflect::get(&v, &(*k).into()).unwrap()
            })
            .as_string()
    };
    assert_eq!(get(&answer, &["route"]).as_deref(), Some("follow"));
    // The reason as data: its code, and the words the page puts in the code's sentence.
    assert_eq!(
        get(&answer, &["why", "code"]).as_deref(),
        Some("follow.pattern")
    );
    assert_eq!(
        get(&answer, &["why", "words", "said"]).as_deref(),
        Some("Which products")
    );
    let evidence: js_sys::Array = js_sys::Reflect::get(&answer, &"evidence".into())
        .unwrap()
        .into();
    assert_eq!(evidence.length(), 3);
    // A label's text, read with the bundle's patterns: {parts, serials}, canonical.
    let codes = e.read_codes("PART NO. BP36-2\nS/N 2509 0420");
    let first = |key: &str| {
        js_sys::Array::from(&js_sys::Reflect::get(&codes, &key.into()).unwrap())
            .get(0)
            .as_string()
    };
    assert_eq!(first("parts").as_deref(), Some("BP-36-2"));
    assert_eq!(first("serials").as_deref(), Some("2509-0420"));

    let message = |v: JsValue| {
        js_sys::Reflect::get(&v, &"message".into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    // Every error carries a code, and the values its sentence names, for the page to say it
    // in its language; the message stays the English detail.
    let empty = e.ask_step("   ", opts.clone().into()).unwrap_err();
    assert!(message(empty.clone()).contains("empty"));
    assert_eq!(get(&empty, &["code"]).as_deref(), Some("question-empty"));
    let bad = e
        .ask_step("tires", JsValue::from_str("nonsense"))
        .unwrap_err();
    assert!(message(bad.clone()).starts_with("options:"));
    assert_eq!(get(&bad, &["code"]).as_deref(), Some("bad-options"));
    js_sys::Reflect::set(&opts, &"market".into(), &"DE".into()).unwrap();
    let market = e.ask_step("tires", opts.clone().into()).unwrap_err();
    assert_eq!(get(&market, &["code"]).as_deref(), Some("unknown-market"));
    assert_eq!(get(&market, &["params", "market"]).as_deref(), Some("DE"));
    assert_eq!(
        get(&market, &["params", "known"]).as_deref(),
        Some("MA, FR")
    );
    let half = &bytes[..bytes.len() / 2];
    for (bad, code) in [
        (&b""[..], "bundle-empty"),
        (&b"junk"[..], "bundle-foreign"),
        (half, "bundle-truncated"),
    ] {
        let err = atlas::web::Engine::new(bad.to_vec())
            .err()
            .expect("bad bundles are refused");
        assert_eq!(get(&err, &["code"]).as_deref(), Some(code));
        let m = message(err);
        assert!(
            m.contains("empty") || m.contains("foreign") || m.contains("truncated"),
            "{m}"
        );
    }
    let truncated = atlas::web::Engine::new(half.to_vec()).err().unwrap();
    assert_eq!(
        get(&truncated, &["params", "found"]),
        Some(half.len().to_string())
    );
}

/// A complete bundle's step is always its answer.
fn done(step: JsValue) -> JsValue {
    let answer = js_sys::Reflect::get(&step, &"done".into()).unwrap();
    assert!(!answer.is_undefined(), "a complete bundle needs no chunk");
    answer
}

#[wasm_bindgen_test]
fn the_js_facade_asks_for_chunks_by_name_and_refuses_a_wrong_one() {
    let chunked = atlas::ingest::carve(&corpus(), &["service".to_string()]).chunked(
        &atlas::bundle::ChunkSizes {
            terms: 1,
            blocks: 1,
            min_terms: 1,
        },
    );
    let mut e = atlas::web::Engine::new(chunked.head.clone()).unwrap();
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"persona".into(), &"service".into()).unwrap();
    js_sys::Reflect::set(&opts, &"market".into(), &"MA".into()).unwrap();
    js_sys::Reflect::set(&opts, &"date".into(), &"2026-11-29".into()).unwrap();
    let all = js_sys::Array::from(&e.chunks(false)).length() as usize;
    assert_eq!(all, chunked.chunks.len());
    let field = |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    let mut steps = 0;
    let answer = loop {
        steps += 1;
        assert!(steps < 50, "each step adds a chunk");
        let step = e
            .ask_step(
                "Which products are affected by the battery recall?",
                opts.clone().into(),
            )
            .unwrap();
        let needs = field(&step, "needs");
        if needs.is_undefined() {
            break field(&step, "done");
        }
        for c in js_sys::Array::from(&needs).iter() {
            let slot = field(&c, "slot").as_f64().unwrap() as usize;
            let file = field(&c, "file").as_string().unwrap();
            assert_eq!(chunked.chunks[slot].0, file);
            // Another chunk's bytes at this slot: refused by name, and nothing is held.
            let other = &chunked.chunks[(slot + 1) % chunked.chunks.len()].1;
            let err = e.provide(slot, other.clone()).unwrap_err();
            assert_eq!(
                field(&err, "code").as_string().as_deref(),
                Some("bundle-chunk")
            );
            assert_eq!(
                field(&field(&err, "params"), "chunk").as_string(),
                Some(file)
            );
            e.provide(slot, chunked.chunks[slot].1.clone()).unwrap();
        }
    };
    assert!(steps > 1);
    let evidence = js_sys::Array::from(&field(&answer, "evidence"));
    assert_eq!(evidence.length(), 3);
    let left = js_sys::Array::from(&e.chunks(false)).length() as usize;
    assert!(left > 0 && left < all, "{left} of {all} chunks left");
}

#[wasm_bindgen_test]
fn memory_reserved_for_a_head_is_the_memory_its_load_takes() {
    use core::arch::wasm32::memory_size;
    const PAGE: usize = 65536;
    let head = atlas::ingest::carve(&corpus(), &["service".to_string()])
        .chunked(&atlas::bundle::ChunkSizes::default())
        .head;
    // More than all the memory there is: the allocator cannot take it from what earlier tests
    // freed, so the memory grows, and the load after it must find what it needs there.
    let reserve = (memory_size(0) * PAGE).max(16 * head.len()) + PAGE;
    let before = memory_size(0);
    atlas::web::reserve_memory(reserve);
    let reserved = memory_size(0);
    assert!(
        (reserved - before) * PAGE >= reserve,
        "memory grew by {} pages for a reserve of {reserve} bytes",
        reserved - before
    );
    let e = atlas::web::Engine::new(head).unwrap();
    assert_eq!(memory_size(0), reserved, "the load grew the memory again");
    drop(e);
    // A reserve the allocator refuses is skipped: no panic, no growth.
    atlas::web::reserve_memory(usize::MAX);
    assert_eq!(memory_size(0), reserved);
}

#[wasm_bindgen_test]
fn a_bundle_read_with_a_stemmer_the_page_lacks_is_refused_at_load() {
    // These tests build the engine with the default features: the English and French stemmers.
    let conf = CONFIG.replace("stemmer = english", "stemmer = english, spanish");
    let config = Config::parse(&conf, "corpus.conf").unwrap();
    let corpus = Corpus::from_sources(config, SOURCES.iter().copied()).unwrap();
    let bytes = atlas::ingest::carve(&corpus, &["service".to_string()]).to_bytes();
    let err = match atlas::web::Engine::new(bytes.clone()) {
        Ok(_) => panic!("a Spanish bundle loaded without the Spanish stemmer"),
        Err(e) => e,
    };
    let field = |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    assert_eq!(
        field(&err, "code").as_string().as_deref(),
        Some("bundle-stemmer")
    );
    let params = field(&err, "params");
    assert_eq!(
        field(&params, "language").as_string().as_deref(),
        Some("spanish")
    );
    assert_eq!(
        field(&params, "feature").as_string().as_deref(),
        Some("stem-es")
    );
    let message = field(&err, "message").as_string().unwrap();
    assert!(
        message.contains("built without the spanish stemmer")
            && message.contains("scripts/build-web"),
        "{message}"
    );
    // The same corpus in the languages the engine has loads.
    let conf = CONFIG.replace("stemmer = english", "stemmer = english, french");
    let corpus = Corpus::from_sources(
        Config::parse(&conf, "corpus.conf").unwrap(),
        SOURCES.iter().copied(),
    )
    .unwrap();
    let bytes = atlas::ingest::carve(&corpus, &["service".to_string()]).to_bytes();
    assert!(Engine::from_bytes(&bytes).is_ok());
}
