//! The question side over loaded bundles: router, routes, filters at every step, trace, prompt,
//! citations and question errors.

use crate::common;

use atlas::ask::facts::Fact;
use atlas::ask::question::QuestionError;
use atlas::base::config::Route;
use atlas::Question;
use common::*;

#[test]
fn q21_follows_the_part_number_from_the_recall() {
    let c = atlas_corpus();
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "Which products are affected by the battery recall?",
    );
    assert_eq!(a.route, Route::Follow);
    assert_eq!(
        ids(&a),
        ["BULLETIN-2026-09#1", "SPEC-C3-R5#8", "WARR-S2-R1#2"]
    );
    assert!(
        a.trace.contains(&"links   start=['BULLETIN-2026-09#1'], linked=['BP-36-2 -> SPEC-C3-R5#8', 'BP-36-2 -> WARR-S2-R1#2']".to_string()),
        "{:#?}",
        a.trace
    );
    assert!(a.prompt.user.starts_with(
        "Known facts: links followed from BULLETIN-2026-09#1: BP-36-2 also appears in SPEC-C3-R5#8 (C-3); BP-36-2 also appears in WARR-S2-R1#2 (S-2).\n"
    ));
    assert_eq!(a.prompt.user.matches("<<evidence S").count(), 3);
    assert!(a.prompt.user.contains("[S1] BULLETIN-2026-09, section 1"));
    assert!(a.prompt.user.contains("[S3] WARR-S2-R1, section 2"));
    assert_eq!(a.evidence[2].via.as_deref(), Some("BP-36-2"));
    assert!(
        a.trace.iter().any(|t| t.starts_with("route   follow")),
        "route and reason traced"
    );
    assert!(
        a.trace
            .iter()
            .any(|t| t.starts_with("retrieved  ") && t.contains("BULLETIN-2026-09#1")),
        "scores traced"
    );
    assert!(
        a.trace.iter().any(|t| t.starts_with("prompt  3 blocks, ~")),
        "prompt size traced"
    );
}

#[test]
fn the_price_list_is_a_link_target_for_a_manager_only() {
    let c = atlas_corpus();
    let q = "Which products are affected by the battery recall?";
    let service = ask(&engine_for(&c, "service"), "service", "MA", q);
    assert!(!ids(&service).iter().any(|i| i.starts_with("PRICE")));
    assert!(!service.prompt.user.contains("410 EUR"));
    let manager = ask(&engine_for(&c, "manager"), "manager", "MA", q);
    assert!(manager.trace.contains(
        &"links   start=['BULLETIN-2026-09#1'], linked=['BP-36-2 -> PRICE-PARTS-2026#1', 'BP-36-2 -> SPEC-C3-R5#8', 'BP-36-2 -> WARR-S2-R1#2']".to_string()
    ));
    // Defence in depth: a service persona on the manager's bundle still never reaches the price list.
    let service_on_manager = ask(&engine_for(&c, "manager"), "service", "MA", q);
    assert_eq!(ids(&service_on_manager), ids(&service));
    assert!(
        !service_on_manager.trace.iter().any(|t| t.contains("PRICE")),
        "{:#?}",
        service_on_manager.trace
    );
}

/// A small corpus where the recall's part is also named by blocks the asker must not get.
fn link_fixture() -> atlas::ingest::sources::Corpus {
    let conf = "[groups]\nservice = s\nsales = d\n[personas]\nservice = service\nmanager = service, sales\n[markets]\nMA = Morocco\nFR = France\n[products]\nC-3 = C3\nS-2 = scooter\nK-1 = K1\n[links]\npart = \\b([A-Z]{2})-?(\\d{2})-(\\d)\\b => {1}-{2}-{3}\n[router]\nfollow = (?i)^which products\n";
    let config = atlas::base::config::Config::parse(conf, "fixture.conf").unwrap();
    let doc = |id: &str, extra: &str, body: &str| {
        format!("id: {id}\ntitle: {id}\ngroups: service\nvalid_from: 2026-01-01\n{extra}---\n## 1. Text\n{body}\n")
    };
    let sources = [
        (
            "BUL.md",
            doc(
                "BUL",
                "",
                "Recall: battery packs BP-36-2 are affected by the recall.",
            ),
        ),
        (
            "SPEC.md",
            doc("SPEC", "products: C-3\n", "The C-3 uses pack BP36-2."),
        ),
        (
            "FRONLY.md",
            doc(
                "FRONLY",
                "products: S-2\nmarkets: FR\n",
                "The French S-2 uses pack BP-36-2.",
            ),
        ),
        (
            "OLD.md",
            doc(
                "OLD",
                "products: K-1\nstatus: superseded\nsuperseded_by: SPEC\n",
                "The old K-1 used pack BP-36-2.",
            ),
        ),
        (
            "LATER.md",
            doc(
                "LATER",
                "products: K-1\n",
                "Next year's K-1 uses pack BP-36-2.",
            )
            .replace("valid_from: 2026-01-01", "valid_from: 2027-01-01"),
        ),
        (
            "PRICES.md",
            doc("PRICES", "", "Pack BP-36-2 costs 410 EUR.")
                .replace("groups: service", "groups: sales"),
        ),
    ];
    atlas::ingest::sources::Corpus::from_sources(
        config,
        sources.iter().map(|(f, t)| (*f, t.as_str(), false)),
    )
    .unwrap()
}

#[test]
fn links_obey_access_and_situation_filters() {
    let c = link_fixture();
    let q = "Which products are affected by the recall?";
    // (bundle of, asked as, market, date, expected evidence)
    let cases: [(&str, &str, &str, &str, &[&str]); 5] = [
        (
            "service",
            "service",
            "MA",
            "2026-06-01",
            &["BUL#1", "SPEC#1"],
        ),
        (
            "service",
            "service",
            "FR",
            "2026-06-01",
            &["BUL#1", "FRONLY#1", "SPEC#1"],
        ),
        (
            "service",
            "service",
            "MA",
            "2027-02-01",
            &["BUL#1", "LATER#1", "SPEC#1"],
        ),
        (
            "manager",
            "manager",
            "MA",
            "2026-06-01",
            &["BUL#1", "PRICES#1", "SPEC#1"],
        ),
        (
            "manager",
            "service",
            "MA",
            "2026-06-01",
            &["BUL#1", "SPEC#1"],
        ),
    ];
    for (bundle, persona, market, date, want) in cases {
        let a = ask_on(&engine_for(&c, bundle), persona, market, Some(date), q);
        assert_eq!(
            ids(&a),
            want,
            "{persona} on {bundle}'s bundle, {market}, {date}: {:#?}",
            a.trace
        );
    }
}

#[test]
fn follow_without_a_part_number_falls_back_to_search() {
    let c = atlas_corpus();
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "Which models shipped with the CH-25A charger?",
    );
    assert_eq!(a.route, Route::Follow);
    assert!(
        a.trace
            .iter()
            .any(|t| t.contains("mentions no part number; the evidence is its document's")),
        "{:#?}",
        a.trace
    );
    assert!(a.links.is_empty());
    assert!(a.evidence.len() > 1, "search's evidence is supplied");
    // Search's evidence of that document only: the battery recall is another recall.
    assert!(
        a.evidence
            .iter()
            .all(|e| e.id.starts_with("BULLETIN-2026-02#")),
        "{:#?}",
        a.evidence
    );
    assert!(
        ids(&a).contains(&"BULLETIN-2026-02#2".to_string()),
        "{:?}",
        ids(&a)
    );
}

#[test]
fn the_router_uses_the_configured_vocabulary() {
    let c = atlas_corpus();
    let service = engine_for(&c, "service");
    let route = |q: &str| ask(&service, "service", "MA", q).route;
    for q in [
        "Which products are affected by the battery recall?",
        "Which bikes use BP-48-1?",
        "which models need the new charger?",
        "Which scooters are recalled?",
    ] {
        assert_eq!(route(q), Route::Follow, "{q}");
    }
    for q in [
        "List all dealers in Morocco",
        "Which dealers are battery certified?",
        "Show all claims records",
    ] {
        assert_eq!(route(q), Route::List, "{q}");
    }
    for q in [
        "How many claims are open?",
        "What is the average repair time?",
        "total units sold in Q1",
        "What is the sum of repair hours?",
        // The operation words are the ones calculate reads ([operations]), with a table named.
        "What is the mean repair time?",
        "What was the longest repair time in 2026?",
    ] {
        assert_eq!(route(q), Route::Calculate, "{q}");
    }
    for q in [
        "Which chargers are affected by the recall?",
        "What does E-12 mean on the C-3?",
        "What does error E12 mean on the C-3?",
        "How must battery packs be shipped?",
    ] {
        assert_eq!(route(q), Route::Search, "{q}");
    }
}

#[test]
fn search_filters_superseded_other_market_and_other_product_blocks() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let a = ask(
        &e,
        "service",
        "MA",
        "What is the capacity of the C-3 battery?",
    );
    assert_eq!(ids(&a)[0], "SPEC-C3-R5#8");
    assert!(!ids(&a).iter().any(|i| i.starts_with("SPEC-C3-R4")));
    // Even a question aimed at the old revision's words gets nothing from it.
    let old = ask(
        &e,
        "service",
        "MA",
        "C-3 battery 418 Wh capacity revision 4",
    );
    assert!(!ids(&old).iter().any(|i| i.starts_with("SPEC-C3-R4")));
    let fr = ask(
        &e,
        "service",
        "FR",
        "How must battery packs be shipped between dealers?",
    );
    assert!(!ids(&fr)
        .iter()
        .any(|i| i.starts_with("BULLETIN-2026-07-MA")));
    let ma = ask(
        &e,
        "service",
        "MA",
        "How must battery packs be shipped between dealers?",
    );
    assert_eq!(ids(&ma)[0], "BULLETIN-2026-07-MA#1");
    assert!(ma.evidence[0].score.unwrap() > 0.0);
    let s2 = ask(
        &e,
        "service",
        "MA",
        "What does E-21 mean on the S-2 scooter?",
    );
    assert_eq!(ids(&s2)[0], "SERVICE-S2-R1#3");
    assert!(!ids(&s2).contains(&"SERVICE-C3-R2#4".to_string()));
    let c3 = ask(&e, "service", "MA", "What does E-21 mean on the C-3?");
    assert_eq!(ids(&c3)[0], "SERVICE-C3-R2#4");
    assert!(!ids(&c3).contains(&"SERVICE-S2-R1#3".to_string()));
    assert_eq!(a.evidence.len(), 5, "k defaults to 5");
}

#[test]
fn codes_are_found_however_they_are_typed() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for q in [
        "What does error E12 mean on the C-3?",
        "what does e12 mean on the c3",
        "What does E-12 mean?",
        "meaning of e-12",
    ] {
        assert_eq!(
            ids(&ask(&e, "service", "MA", q))[0],
            "SERVICE-C3-R2#4",
            "{q}"
        );
    }
    let a = ask(&e, "service", "MA", "Which bikes use BP36-2?");
    assert!(
        ids(&a).contains(&"SPEC-C3-R5#8".to_string())
            && ids(&a).contains(&"WARR-S2-R1#2".to_string()),
        "{:?}",
        ids(&a)
    );
}

/// A photographed label's text (OCR or a barcode) is read for part numbers and serials as a
/// question is: what the page's camera button proposes to ask (`web::Engine::read_codes`).
#[test]
fn a_label_text_is_read_for_parts_and_serials_as_a_question_is() {
    let c = atlas_corpus();
    let config = &c.config;
    let read = |text: &str| {
        (
            config.normalizer.question_parts(text),
            atlas::ask::question::serials(config, text),
        )
    };
    let label = "ATLAS BIKES\nLi-ion 36V 504Wh\nPART NO. BP36-2\nS/N 2509 0420\nMFG 2025-09 UN3480";
    assert_eq!(
        read(label),
        (vec!["BP-36-2".to_string()], vec!["2509-0420".to_string()])
    );
    assert_eq!(
        read("bp-48-1 sn:2511-0007"),
        (vec!["BP-48-1".to_string()], vec!["2511-0007".to_string()])
    );
    // Codes that are not part numbers, and two years typed apart, are neither.
    assert_eq!(read("CH-25A E-12 2025 2026"), (vec![], vec![]));
}

#[test]
fn list_returns_every_matching_record_in_key_order() {
    let c = atlas_corpus();
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "List all dealers in Morocco",
    );
    assert_eq!(a.route, Route::List);
    assert_eq!(
        ids(&a),
        ["DEALERS#CAS", "DEALERS#MRK", "DEALERS#RBT", "DEALERS#TNG"]
    );
    let a = ask(
        &engine_for(&c, "sales"),
        "sales",
        "FR",
        "List the battery-certified dealers in France",
    );
    assert_eq!(ids(&a), ["DEALERS#LYS", "DEALERS#PAR"]);
    let a = ask(
        &engine_for(&c, "sales"),
        "sales",
        "FR",
        "List the dealers in France that are not battery certified",
    );
    assert_eq!(ids(&a), ["DEALERS#MRS"]);
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "List all claims records for the Rabat dealer",
    );
    assert_eq!(
        ids(&a),
        [
            "CLAIMS-2026#WC-1001",
            "CLAIMS-2026#WC-1008",
            "CLAIMS-2026#WC-1009",
            "CLAIMS-2026#WC-1012"
        ]
    );
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "List the open battery claims",
    );
    assert_eq!(
        ids(&a),
        [
            "CLAIMS-2026#WC-1012",
            "CLAIMS-2026#WC-1013",
            "CLAIMS-2026#WC-1015",
            "CLAIMS-2026#WC-1016"
        ]
    );
    let many = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "List all claims",
    );
    assert_eq!(many.evidence.len(), 16, "every record, not top k");
}

#[test]
fn calculate_computes_in_code_over_readable_records_only() {
    let c = atlas_corpus();
    let service = engine_for(&c, "service");
    let a = ask(
        &service,
        "service",
        "MA",
        "How many warranty claims were filed for the S-2 in 2026?",
    );
    assert_eq!((a.route, a.figure), (Route::Calculate, Some(5.0)));
    assert!(
        a.known_facts[0].starts_with("count over 5 CLAIMS-2026 records"),
        "{:?}",
        a.known_facts
    );
    assert!(a
        .prompt
        .user
        .contains("= 5, computed from CLAIMS-2026#WC-1002, CLAIMS-2026#WC-1006"));
    let avg = ask(
        &service,
        "service",
        "MA",
        "What is the average repair time for K-1 claims?",
    );
    assert_eq!(avg.figure, Some(1.5));
    let max = ask(
        &service,
        "service",
        "MA",
        "What is the longest repair time of any C-3 claim?",
    );
    assert_eq!(max.figure, Some(2.5));
    let total = ask(
        &service,
        "service",
        "MA",
        "What is the total repair time of claims in France?",
    );
    assert_eq!(total.figure, Some(0.5 + 1.5 + 1.0 + 1.5 + 1.0 + 1.5));
    let hidden = ask(
        &service,
        "service",
        "MA",
        "How many C-3 did we sell in Morocco in Q3 2026?",
    );
    assert_eq!(hidden.figure, None);
    assert!(
        hidden
            .known_facts
            .iter()
            .any(|f| f.starts_with("no record table matches")),
        "{:?}",
        hidden.known_facts
    );
    assert!(!ids(&hidden).iter().any(|i| i.starts_with("SALES")));
    let sales = engine_for(&c, "sales");
    let q3 = ask(
        &sales,
        "sales",
        "MA",
        "How many C-3 did we sell in Morocco in Q3 2026?",
    );
    assert_eq!(
        (q3.figure, ids(&q3)),
        (Some(51.0), vec!["SALES-2026#Q3-MA-C3".to_string()])
    );
    // A quarter said in words, on a table without dates: its quarter column's value, not every row.
    let words = ask(
        &sales,
        "sales",
        "MA",
        "Combien de C-3 avons-nous vendus au Maroc au troisième trimestre 2026 ?",
    );
    assert_eq!(
        (words.figure, ids(&words)),
        (Some(51.0), vec!["SALES-2026#Q3-MA-C3".to_string()])
    );
    let h1 = ask(
        &sales,
        "sales",
        "MA",
        "How many C-3 did we sell in Morocco in the first half of 2026?",
    );
    assert_eq!(h1.figure, Some(42.0 + 48.0));
    let year = ask(
        &sales,
        "sales",
        "FR",
        "How many S-2 did we sell in France in 2026?",
    );
    assert_eq!(year.figure, Some(40.0 + 44.0 + 38.0));
    // The sales desk cannot count claims: that table is not in its bundle.
    let claims = ask(
        &sales,
        "sales",
        "MA",
        "How many warranty claims were filed for the S-2?",
    );
    assert_eq!(claims.figure, None);
}

#[test]
fn question_errors_are_clear() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let err = |text: &str, persona: &str, market: &str, date: Option<&str>| {
        let q = Question {
            text: text.into(),
            persona: persona.into(),
            market: market.into(),
            date: date.map(String::from),
        };
        e.ask(&q).unwrap_err()
    };
    assert_eq!(err("", "service", "MA", None), QuestionError::Empty);
    assert_eq!(err("   \n\t ", "service", "MA", None), QuestionError::Empty);
    assert_eq!(err("?!...", "service", "MA", None), QuestionError::Empty);
    assert_eq!(
        err(&"a".repeat(2001), "service", "MA", None),
        QuestionError::TooLong { chars: 2001 }
    );
    assert!(e
        .ask(&Question {
            text: "é".repeat(2000),
            persona: "service".into(),
            market: "MA".into(),
            date: None
        })
        .is_ok());
    let unknown = err("tires?", "boss", "MA", None);
    assert_eq!(
        unknown.to_string(),
        "unknown persona 'boss' (personas: service, sales, manager)"
    );
    assert_eq!(
        err("tires?", "service", "DE", None).to_string(),
        "unknown market 'DE' (markets: MA, FR)"
    );
    assert_eq!(
        err("tires?", "service", "MA", Some("2026-02-30")).to_string(),
        "date: malformed date '2026-02-30': no such day in the calendar"
    );
    assert!(err("tires?", "service", "MA", Some("yesterday"))
        .to_string()
        .contains("YYYY-MM-DD"));
    assert_eq!(
        err("tires?", "manager", "MA", None).to_string(),
        "persona 'manager' needs groups this bundle (service) does not hold: load that persona's bundle"
    );
}

#[test]
fn the_prompt_keeps_documents_inside_their_blocks_and_citations_are_checked() {
    let c = atlas_corpus();
    let a = ask(
        &engine_for(&c, "service"),
        "service",
        "MA",
        "Which products are affected by the battery recall?",
    );
    assert!(a.prompt.system.contains("[S1]") && a.prompt.system.contains("does not answer"));
    assert_eq!(a.prompt.messages()[1].1, a.prompt.user);
    let check = atlas::ask::citations::check(
        "The C-3 [S2] and the S-2 [S3] use the recalled pack [S1]; also [S4].",
        &a.evidence,
    );
    assert_eq!(check.unknown, ["S4"]);
    assert!(check.uncited.is_empty());
    assert_eq!(
        check.cited[1],
        ("S3".to_string(), "WARR-S2-R1#2".to_string())
    );
    let partial = atlas::ask::citations::check("Only the C-3 [S2].", &a.evidence);
    assert_eq!(partial.uncited.len(), 2);
}

#[test]
fn the_evaluation_runner_passes_every_development_case() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_atlas"))
        .args(["eval", "tests/cases/dev.jsonl", "--date", "2026-11-29"])
        .current_dir(root())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("PASS Q21-linked-products   all present; none supplied"),
        "{text}"
    );
    assert!(text.contains("evidence recall: 1.00"), "{text}");
    assert!(text.trim_end().ends_with("17 passed, 0 failed"), "{text}");

    let tmp = scratch("eval-bad");
    let bad = tmp.join("cases.jsonl");
    std::fs::write(&bad, r#"{"id":"X-wrong","question":"Which chargers are affected by the recall?","persona":"service","market":"MA","route":"search","must":["SPEC-K1-R1#10"],"must_not":["BULLETIN-2026-02#1"]}"#).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_atlas"))
        .arg("eval")
        .arg(&bad)
        .current_dir(root())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text.contains("FAIL X-wrong  missing: SPEC-K1-R1#10; supplied: BULLETIN-2026-02#1"),
        "{text}"
    );
    assert!(text.trim_end().ends_with("0 passed, 1 failed"));
}

#[test]
fn a_superseded_revision_answers_for_the_dates_before_its_successor() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let q = "What charger did the C-3 ship with in June 2025?";
    // R4 applied in June 2025; R5 starts on 2026-01-01.
    let june = ask_on(&e, "service", "MA", Some("2025-06-15"), q);
    assert_eq!(ids(&june)[0], "SPEC-C3-R4#9", "{:#?}", june.trace);
    assert!(!ids(&june).iter().any(|i| i.starts_with("SPEC-C3-R5")));
    let now = ask(&e, "service", "MA", q);
    assert_eq!(ids(&now)[0], "SPEC-C3-R5#9", "{:#?}", now.trace);
    assert!(!ids(&now).iter().any(|i| i.starts_with("SPEC-C3-R4")));
}

/// OLD has no end of its own: it stops applying the day NEW starts. GONE names no successor.
fn revisions(new_groups: &str) -> atlas::ingest::sources::Corpus {
    let conf = "[groups]\nservice = s\nsales = d\n[personas]\nservice = service\nmanager = service, sales\n[markets]\nMA = Morocco\n";
    let config = atlas::base::config::Config::parse(conf, "revisions.conf").unwrap();
    let doc = |id: &str, groups: &str, header: &str| {
        format!("id: {id}\ntitle: {id}\ngroups: {groups}\n{header}---\n## 1. Charger\nThe charger of revision {id}.\n")
    };
    let sources = [
        (
            "OLD.md",
            doc(
                "OLD",
                "service",
                "valid_from: 2025-01-01\nstatus: superseded\nsuperseded_by: NEW\n",
            ),
        ),
        ("NEW.md", doc("NEW", new_groups, "valid_from: 2026-03-01\n")),
        (
            "GONE.md",
            doc(
                "GONE",
                "service",
                "valid_from: 2025-01-01\nstatus: superseded\n",
            ),
        ),
    ];
    atlas::ingest::sources::Corpus::from_sources(
        config,
        sources.iter().map(|(f, t)| (*f, t.as_str(), false)),
    )
    .unwrap()
}

#[test]
fn superseded_means_superseded_on_the_asking_date() {
    let on = |e: &atlas::ask::engine::Engine, date: &str| {
        ids(&ask_on(e, "service", "MA", Some(date), "charger revision"))
    };
    let e = engine_for(&revisions("service"), "service");
    assert_eq!(on(&e, "2026-02-28"), ["OLD#1"]);
    assert_eq!(on(&e, "2026-03-01"), ["NEW#1"]);
    assert_eq!(on(&e, "2024-12-31"), Vec::<String>::new());
    // A successor the asker may not read still ends the old revision on its date, and its id
    // stays out of the asker's bundle.
    let c = revisions("sales");
    let bytes = atlas::ingest::carve(&c, &["service".into()]).to_bytes();
    assert!(!contains(&bytes, "NEW"));
    let e = atlas::ask::engine::Engine::from_bytes(&bytes).unwrap();
    assert_eq!(on(&e, "2026-02-28"), ["OLD#1"]);
    assert_eq!(on(&e, "2026-03-01"), Vec::<String>::new());
}

#[test]
fn a_bundle_of_the_previous_format_is_refused_as_older() {
    let c = revisions("service");
    let mut bytes = atlas::ingest::carve(&c, &["service".into()]).to_bytes();
    let previous = atlas::bundle::FORMAT_VERSION - 1;
    bytes[8..10].copy_from_slice(&previous.to_le_bytes());
    let err = atlas::bundle::Bundle::from_bytes(&bytes).unwrap_err();
    assert!(
        err.to_string().starts_with(&format!(
            "older bundle format: version {previous}, this engine reads version {}",
            atlas::bundle::FORMAT_VERSION
        )),
        "{err}"
    );
}

/// Every question of the evaluation cases gets its reason as data: a listed code naming the
/// route taken, and slots whose words the English reason says; every code the cases reach has
/// a sentence in every page dictionary that uses only its slots. The cases are the Atlas
/// corpus's and the other companies' (a reason only another configuration reaches: a calculate
/// pattern matching "cuanto" that no operation's word reads).
#[test]
fn every_reason_the_router_gives_has_a_code_the_page_can_word() {
    use atlas::ask::reason::Reason;
    let mut corpora: Vec<(atlas::ingest::sources::Corpus, Vec<std::path::PathBuf>)> = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/cases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    corpora.push((atlas_corpus(), files));
    for company in ["calora", "tramonta", "spanish-dealer", "german-dealer"] {
        let dir = root().join("tests/corpora").join(company);
        let corpus = atlas::ingest::sources::Corpus::read(&dir).unwrap();
        corpora.push((corpus, vec![dir.join("cases.jsonl")]));
    }
    let dictionaries: Vec<(&str, String)> = ["en", "fr", "es", "de", "it", "pt", "nl"]
        .into_iter()
        .map(|l| {
            let file = root().join(format!("www/strings-{l}.js"));
            (l, std::fs::read_to_string(file).unwrap())
        })
        .collect();
    let mut seen: Vec<&str> = Vec::new();
    let mut facts_seen: Vec<&str> = Vec::new();
    let mut asked = 0;
    for (c, files) in &corpora {
        let engines: Vec<_> = c
            .config
            .personas
            .iter()
            .map(|p| (p.name.clone(), engine_for(c, &p.name)))
            .collect();
        for file in files {
            let text = std::fs::read_to_string(file).unwrap();
            let cases = atlas::eval::read_cases(&text, &file.display().to_string()).unwrap();
            for case in cases {
                let Some((_, engine)) = engines.iter().find(|(n, _)| *n == case.persona) else {
                    continue;
                };
                let Ok(a) = engine.ask_with(
                    &Question {
                        text: case.question.clone(),
                        persona: case.persona.clone(),
                        market: case.market.clone(),
                        date: case.date.clone(),
                    },
                    &atlas::ask::engine::AskOptions {
                        today: Some(today()),
                        nonce: Some("feedc0de".into()),
                        ..Default::default()
                    },
                ) else {
                    continue;
                };
                asked += 1;
                let code = a.why.code();
                assert!(Reason::codes().contains(&code), "{}: {code}", case.id);
                // The facts as data say what the prompt's sentences say, one for one.
                assert_eq!(a.facts.len(), a.known_facts.len(), "{}", case.id);
                for (fact, sentence) in a.facts.iter().zip(&a.known_facts) {
                    assert!(
                        Fact::CODES.contains(&fact.code()),
                        "{}: {}",
                        case.id,
                        fact.code()
                    );
                    assert_eq!(&fact.to_string(), sentence, "{}", case.id);
                    for (slot, word) in fact.words() {
                        let optional = matches!(slot, "measure" | "reached" | "filters" | "ids");
                        assert!(
                            optional || !word.is_empty(),
                            "{}: {} {slot} is empty",
                            case.id,
                            fact.code()
                        );
                    }
                    facts_seen.push(fact.code());
                }
                assert_eq!(code.split('.').next(), Some(a.route.name()), "{}", case.id);
                assert_eq!(a.reason, a.why.to_string(), "{}", case.id);
                for (slot, word) in a.why.words() {
                    assert!(!word.is_empty(), "{}: {slot} is empty", case.id);
                    assert!(
                        a.reason.contains(word),
                        "{}: {slot}={word}: {}",
                        case.id,
                        a.reason
                    );
                }
                if seen.contains(&code) {
                    continue;
                }
                seen.push(code);
                let slots: Vec<&str> = a.why.words().iter().map(|(s, _)| *s).collect();
                for (lang, dict) in &dictionaries {
                    let key = format!("'why.{code}': '");
                    let at = dict
                        .find(&key)
                        .unwrap_or_else(|| panic!("strings-{lang}.js has no why.{code}"));
                    let line = dict[at + key.len()..].lines().next().unwrap();
                    for used in line.split('{').skip(1).filter_map(|s| s.split_once('}')) {
                        assert!(
                            slots.contains(&used.0),
                            "why.{code} in strings-{lang}.js uses {{{}}}, not a slot of {slots:?}",
                            used.0
                        );
                    }
                }
            }
        }
    }
    assert!(asked > 500, "only {asked} questions answered");
    seen.sort();
    // A pattern of the default route is never tried: search takes what nothing else does.
    let mut reachable: Vec<&str> = Reason::codes()
        .into_iter()
        .filter(|c| *c != Route::DEFAULT.pattern_code())
        .collect();
    reachable.sort();
    assert_eq!(seen, reachable, "the cases reach every reason");
    facts_seen.sort();
    facts_seen.dedup();
    println!("fact kinds the cases reach: {}", facts_seen.join(", "));
    assert!(
        facts_seen.len() >= 15,
        "the cases reach only {facts_seen:?}"
    );
}

/// A figure or list over records that the question picks no market for counts every market, and
/// says so; naming the market, however it is spelled, picks it and the fact goes.
#[test]
fn records_of_every_market_are_said_to_be_so() {
    let c = atlas_corpus();
    let e = engine_for(&c, "manager");
    let every =
        |a: &atlas::ask::answer::Answer| a.facts.iter().any(|f| f.code() == "scope.all_markets");
    for template in [
        "How many warranty claims were filed for the S-2{m}?",
        "List the open claims{m}",
        "Combien de réclamations pour le C-3{m} ?",
        "Which dealers have BP-36-3{m}?",
    ] {
        let a = ask(&e, "manager", "MA", &template.replace("{m}", ""));
        assert!(every(&a), "{template}: {:?}", a.known_facts);
        for m in [" in Morocco", " in France", " au Maroc", " en France"] {
            let q = template.replace("{m}", m);
            let a = ask(&e, "manager", "MA", &q);
            assert!(!every(&a), "{q}: {:?}", a.known_facts);
            assert!(!a.known_facts.is_empty(), "{q}");
        }
    }
    // Rows that another filter leaves in one market are not "of every market".
    for q in [
        "How many dealers are in Rabat?",
        "List the dealers in Lyon",
        "Combien de concessionnaires à Casablanca ?",
    ] {
        let a = ask(&e, "manager", "MA", q);
        assert!(
            !a.known_facts.is_empty() && !every(&a),
            "{q}: {:?}",
            a.known_facts
        );
    }
}

/// Two readable tables hold a part (stock and orders): the one the question names answers, and
/// "which dealers have" it reads the one whose words are of availability, whichever sorts first.
#[test]
fn of_two_tables_holding_a_part_the_question_picks_its_own() {
    let dir = corpus_copy("two-holders");
    std::fs::write(
        dir.join("records/ORDERS.csv"),
        "# id: ORDERS\n# title: Parts on order\n# groups: service, sales\n# markets:\n\
         # about: order, orders, on order, ordered\n# measures: ordered = ordered, on order\n\
         key,dealer,market,part,ordered\nORD-CAS-BP-36-3,CAS,MA,BP-36-3,0\n\
         ORD-RBT-BP-36-3,RBT,MA,BP-36-3,12\nORD-LYS-BP-36-3,LYS,FR,BP-36-3,5\n",
    )
    .unwrap();
    let c = atlas::ingest::sources::Corpus::read(&dir).unwrap();
    let e = engine_for(&c, "service");
    let tables = |q: &str| -> Vec<String> {
        let a = ask(&e, "service", "MA", q);
        let mut t: Vec<String> = ids(&a)
            .iter()
            .filter_map(|id| id.split_once('#').map(|(t, _)| t.to_string()))
            .collect();
        t.dedup();
        t
    };
    assert_eq!(tables("Which dealers have BP-36-3 on order?"), ["ORDERS"]);
    assert_eq!(tables("Which dealers have BP-36-3 in stock?"), ["STOCK"]);
    assert_eq!(tables("Which dealers have BP-36-3?"), ["STOCK"]);
}

/// A market named of a table without a market column whose rows name dealers: the dealers'
/// market picks the rows (never dropped, which would count every market).
#[test]
fn a_market_picks_rows_through_the_rows_they_name() {
    let dir = corpus_copy("market-by-reference");
    let path = dir.join("records/STOCK.csv");
    let text = std::fs::read_to_string(&path).unwrap();
    // The stock table without its market column.
    let mut stock: Vec<(String, String, u32)> = Vec::new();
    let cut: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with('#') {
                return l.to_string();
            }
            let f: Vec<&str> = l.split(',').collect();
            if f[0] != "key" && f[3] == "BP-36-3" {
                stock.push((f[1].into(), f[2].into(), f[5].parse().unwrap()));
            }
            [&f[..2], &f[3..]].concat().join(",")
        })
        .collect();
    std::fs::write(&path, cut.join("\n") + "\n").unwrap();
    std::fs::write(
        dir.join("records/PRICES.csv"),
        "# id: PRICES\n# groups: service, sales\n# about: price list, prices\n\
         # measures: price = price, cost\nkey,part,price\nP1,BP-36-3,410\nP2,BP-48-1,520\n",
    )
    .unwrap();
    let c = atlas::ingest::sources::Corpus::read(&dir).unwrap();
    let e = engine_for(&c, "manager");
    for (q, market) in [
        ("How many BP-36-3 in stock in France?", "FR"),
        ("Total stock of BP-36-3 at dealers in Morocco", "MA"),
        ("Combien de BP-36-3 en stock au Maroc ?", "MA"),
    ] {
        let want: u32 = stock.iter().filter(|s| s.1 == market).map(|s| s.2).sum();
        let a = ask(&e, "manager", "MA", q);
        assert_eq!(a.figure, Some(f64::from(want)), "{q}: {:?}", a.known_facts);
    }
    // Nothing to pick a market by: no figure, and the answer says which market it could not.
    let a = ask(
        &e,
        "manager",
        "MA",
        "average price in the price list in France",
    );
    assert_eq!(a.figure, None, "{:?}", a.known_facts);
    assert!(
        a.known_facts
            .iter()
            .any(|f| f.contains("market FR") && f.contains("PRICES has no column")),
        "{:?}",
        a.known_facts
    );
}

/// A product said by its number alone ("the 24", "la 30") is that product when one product has
/// the number; a figure compared, a unit's figure or a year is no product.
#[test]
fn a_product_said_by_its_number_alone() {
    let c = atlas::ingest::sources::Corpus::read(&root().join("tests/corpora/calora")).unwrap();
    let e = engine_for(&c, "manager");
    let products = |q: &str| {
        let a = ask(&e, "manager", "PL", q);
        let terms = a.trace.iter().find(|t| t.contains("products=")).cloned();
        terms.unwrap_or_default()
    };
    for (q, code) in [
        ("What is the heat output of the 24?", "B-24"),
        ("Quelle est la puissance de la 30 ?", "B-30"),
        ("how much refrigerant does the 12 hold", "HP-12"),
    ] {
        assert!(
            products(q).contains(&format!("products=[{code}]")),
            "{q}: {}",
            products(q)
        );
    }
    for q in [
        "service calls that took more than 24 hours",
        "claims of the 2026 season",
        "which boiler gives the 24 kW",
        "service calls with 2 or more hours",
        "claims of 1.5 hours or less",
        "which boilers have a 2 year warranty",
    ] {
        assert!(products(q).contains("products=[]"), "{q}: {}", products(q));
    }
}

/// Italian's "di", "del", "della" are "than" after a more or less word only, "of" elsewhere:
/// "larghezza di taglio del 650" is the RM-650's cutting width (the number was read as a
/// figure compared, and another product's sheet came first).
#[test]
fn a_number_after_an_italian_of_is_a_product() {
    let c = atlas::ingest::sources::Corpus::read(&root().join("tests/corpora/verdemoto")).unwrap();
    let (persona, e) = widest(&c);
    let products = |q: &str| {
        let a = ask(&e, &persona, "IT", q);
        let terms = a.trace.iter().find(|t| t.contains("products=")).cloned();
        terms.unwrap_or_default()
    };
    for (q, code) in [
        ("larghezza di taglio del 650", "RM-650"),
        ("peso della 450", "RM-450"),
        ("autonomia di 450?", "RM-450"),
    ] {
        assert!(
            products(q).contains(&format!("products=[{code}]")),
            "{q}: {}",
            products(q)
        );
    }
    for q in [
        "reclami con più di 450 ore",
        "rivenditori con meno di 35 pezzi",
    ] {
        assert!(products(q).contains("products=[]"), "{q}: {}", products(q));
    }
}

/// Italian's average in the plural ("ore medie") is an average, not the sum it was read as.
#[test]
fn an_italian_plural_average_is_an_average() {
    let c = atlas::ingest::sources::Corpus::read(&root().join("tests/corpora/verdemoto")).unwrap();
    let (persona, e) = widest(&c);
    let a = ask(
        &e,
        &persona,
        "IT",
        "ore medie di funzionamento dei reclami rm-450",
    );
    assert!(
        a.known_facts.iter().any(|f| f.starts_with("average of")),
        "{:?}",
        a.known_facts
    );
}
