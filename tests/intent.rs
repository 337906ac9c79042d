//! Questions as dealers type them, by kind: follow asked in many ways (and yes/no about one
//! product), part numbers in any spelling, rankings of groups and measures implied. Phrasings are
//! generated from templates; expected figures are computed here from the record file itself,
//! never from the engine.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::ask::engine::Engine;
use atlas::base::config::Route;
use common::*;
use std::collections::BTreeMap;

/// A row filter, for expected figures.
type Keep = Box<dyn Fn(&BTreeMap<String, String>) -> bool>;

/// The rows of a record file of the Atlas corpus, each row's fields by name.
fn rows(file: &str) -> Vec<BTreeMap<String, String>> {
    record_rows("corpus/atlas", file)
        .into_iter()
        .map(|row| row.into_iter().collect())
        .collect()
}

#[test]
fn follow_is_asked_in_many_ways_and_says_which_way_the_links_point() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let mut asked = 0;
    // Product classes: generic words, aliases, codes; verbs and phrases of "applies to".
    let wh = [
        "What {x} does the battery recall {v}?",
        "Which {x} are {vp} the battery recall?",
        "Tell me which {x} the battery recall {v}s",
    ];
    let classes = [
        "models",
        "products",
        "bikes",
        "vehicles",
        "e-scooters",
        "scooters",
    ];
    let verbs = [("concern", "concerned by"), ("affect", "affected by")];
    for t in wh {
        for x in classes {
            for (v, vp) in verbs {
                let q = t.replace("{x}", x).replace("{vp}", vp).replace("{v}", v);
                let a = ask(&e, "service", "MA", &q);
                assert_eq!(a.route, Route::Follow, "{q}: {:?}", a.reason);
                let got = ids(&a);
                for must in ["BULLETIN-2026-09#1", "SPEC-C3-R5#8", "WARR-S2-R1#2"] {
                    assert!(got.contains(&must.to_string()), "{q}: {got:?}");
                }
                check_supplied(&a, &q, "BULLETIN-2026-02#2", false);
                asked += 1;
            }
        }
    }
    // Yes/no about one product: the known facts say whether the links reach it.
    let yes_no = [
        "Does the battery recall affect the {p}?",
        "Is the {p} concerned by the battery recall?",
        "Is my {p} part of the battery recall?",
        "Is the {p} affected by the battery recall?",
    ];
    for t in yes_no {
        for (p, code, reached) in [
            ("C-3", "C-3", true),
            ("c3", "C-3", true),
            ("city bike", "C-3", true),
            ("S-2", "S-2", true),
            ("scooter", "S-2", true),
            ("T-7", "T-7", false),
            ("trekking bike", "T-7", false),
            ("K-1", "K-1", false),
        ] {
            let q = t.replace("{p}", p);
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.route, Route::Follow, "{q}: {:?}", a.reason);
            let facts = a.known_facts.join(" ");
            let said = if reached {
                format!("the {code} is among the products")
            } else {
                format!("the {code} is not among the products")
            };
            assert!(facts.contains(&said), "{q}: {facts}");
            asked += 1;
        }
    }
    // Parts are not products: these stay on search, which supplies the charger recall.
    for q in [
        "Which chargers are affected by the recall?",
        "Which chargers are concerned by the charger recall?",
        "What tire pressure does the C-3 need?",
        "What does error E12 mean on the C-3?",
    ] {
        assert_eq!(ask(&e, "service", "MA", q).route, Route::Search, "{q}");
    }
    assert!(asked > 60);
}

#[test]
fn a_part_number_is_read_however_it_is_typed() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let spellings = [
        "BP-36-2", "BP36-2", "bp36-2", "bp-36-2", "Bp-36-2", "bp 36 2", "BP 36-2", "bp36 2",
    ];
    for p in spellings {
        for t in [
            "Which products use {p}?",
            "Which bikes use the {p} battery pack?",
        ] {
            let q = t.replace("{p}", p);
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.route, Route::Follow, "{q}");
            let got = ids(&a);
            for must in ["SPEC-C3-R5#8", "WARR-S2-R1#2", "BULLETIN-2026-09#1"] {
                assert!(got.contains(&must.to_string()), "{q}: {got:?}");
            }
            // The price list mentions it too, and service staff may not read it.
            assert!(!got.iter().any(|i| i.starts_with("PRICE")), "{q}: {got:?}");
        }
        // On search the part is a search term: the blocks that name it are supplied.
        let q = format!("Where is {p} mentioned?");
        let a = ask(&e, "service", "MA", &q);
        assert!(
            a.terms.contains(&"bp-36-2".to_string()),
            "{q}: {:?}",
            a.terms
        );
        for must in ["SPEC-C3-R5#8", "WARR-S2-R1#2", "BULLETIN-2026-09#1"] {
            assert!(ids(&a).contains(&must.to_string()), "{q}: {:?}", ids(&a));
        }
    }
    // Another part, another way: BP-48-1 is the T-7's.
    let a = ask(&e, "service", "MA", "Which bikes use the bp 48 1 pack?");
    check_supplied(&a, "", "SPEC-T7-R2#10", true);
}

#[test]
fn rankings_group_count_and_supply_the_rows_of_the_top_group() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let claims = rows("CLAIMS-2026.csv");
    let count_by = |column: &str, keep: &dyn Fn(&BTreeMap<String, String>) -> bool| {
        let mut n: BTreeMap<String, usize> = BTreeMap::new();
        for r in claims.iter().filter(|r| keep(r)) {
            *n.entry(r[column].clone()).or_default() += 1;
        }
        n
    };
    let cases: Vec<(String, &str, Keep, bool)> = vec![
        (
            "Which dealer filed the most claims?".into(),
            "dealer",
            Box::new(|_| true),
            true,
        ),
        (
            "Which dealers have the most warranty claims?".into(),
            "dealer",
            Box::new(|_| true),
            true,
        ),
        (
            "Which product had the most battery claims in France?".into(),
            "product",
            Box::new(|r| r["component"] == "battery" && r["market"] == "FR"),
            true,
        ),
        (
            "Which product has the most claims in Morocco?".into(),
            "product",
            Box::new(|r| r["market"] == "MA"),
            true,
        ),
        (
            "Which component had the most claims?".into(),
            "component",
            Box::new(|_| true),
            true,
        ),
        (
            "Which dealer had the fewest claims?".into(),
            "dealer",
            Box::new(|_| true),
            false,
        ),
    ];
    for (q, column, keep, most) in cases {
        let n = count_by(column, &*keep);
        let top = if most {
            *n.values().max().unwrap()
        } else {
            *n.values().min().unwrap()
        };
        let leaders: Vec<&String> = n
            .iter()
            .filter(|(_, c)| **c == top)
            .map(|(k, _)| k)
            .collect();
        let a = routed(&e, "service", "MA", &q, Route::Calculate);
        assert_eq!(a.figure, Some(top as f64), "{q}: {:?}", a.known_facts);
        let facts = a.known_facts.join(" ");
        assert!(facts.contains(&format!("by {column}")), "{q}: {facts}");
        // Exactly the rows of the leading groups.
        let expected: usize = claims
            .iter()
            .filter(|r| keep(r) && leaders.contains(&&r[column]))
            .count();
        assert_eq!(a.evidence.len(), expected, "{q}: {:?}", ids(&a));
        for ev in &a.evidence {
            let v = ev.fields.iter().find(|(k, _)| k == column).map(|(_, v)| v);
            assert!(v.is_some_and(|v| leaders.contains(&v)), "{q}: {ev:?}");
        }
    }
}

#[test]
fn a_measure_is_implied_by_a_word_of_its_names() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let hours: Vec<f64> = rows("CLAIMS-2026.csv")
        .iter()
        .map(|r| r["repair_hours"].parse().unwrap())
        .collect();
    let max = hours.iter().copied().fold(f64::MIN, f64::max);
    let min = hours.iter().copied().fold(f64::MAX, f64::min);
    let mean = hours.iter().sum::<f64>() / hours.len() as f64;
    for (q, want) in [
        ("What was the longest repair?", max),
        ("What was the shortest repair?", min),
        ("What is the mean repair time?", mean),
        ("What is the average repair?", mean),
        ("What was the highest labour on a claim?", max),
    ] {
        let a = routed(&e, "service", "MA", q, Route::Calculate);
        let got = a.figure.unwrap_or(f64::NAN);
        assert!(
            (got - want).abs() < 0.001,
            "{q}: {got} vs {want}: {:?}",
            a.known_facts
        );
    }
    // A maximum supplies the rows that have it.
    let a = ask(&e, "service", "MA", "What was the longest repair?");
    assert!(a.evidence.iter().all(|ev| ev
        .fields
        .iter()
        .any(|(k, v)| k == "repair_hours" && v.parse::<f64>().unwrap() == max)));
}

#[test]
fn a_weak_best_match_is_said_never_passed_off_as_an_answer() {
    let c = atlas_corpus();
    let service = engine_for(&c, "service");
    let sales = engine_for(&c, "sales");
    // The price list is the sales desk's: for service staff nothing readable answers.
    let q = "What is the dealer price of the C-3 battery?";
    let a = ask(&service, "service", "MA", q);
    assert!(a.no_good_match, "{:#?}", a.trace);
    assert!(a.known_facts.iter().any(|f| f.starts_with("no good match")));
    assert!(a.prompt.user.contains("no good match"));
    assert!(!ask(&sales, "sales", "MA", q).no_good_match);
    // Questions the corpus answers are not flagged, in English or through the glossary.
    for q in [
        "What tire pressure does the C-3 need?",
        "What is the capacity of the C-3 battery?",
        "What does error E12 mean on the C-3?",
        "What does E-21 mean on the S-2 scooter?",
        "Which chargers are affected by the recall?",
        "How must battery packs be shipped between dealers?",
        "Quelle pression de pneu pour le C-3 ?",
    ] {
        let a = ask(&service, "service", "MA", q);
        assert!(!a.no_good_match, "{q}: {:?}", a.known_facts);
    }
}

#[test]
fn time_expressions_filter_the_date_column_and_the_rest_is_said() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let claims = rows("CLAIMS-2026.csv");
    let in_range = |from: &str, to: &str| {
        claims
            .iter()
            .filter(|r| r["date"].as_str() >= from && r["date"].as_str() <= to)
            .count() as f64
    };
    let en = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let fr = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    for m in 0..12 {
        let (from, to) = (
            format!("2026-{:02}-01", m + 1),
            format!("2026-{:02}-31", m + 1),
        );
        // A month after the last claim's is outside the table's dates: no figure, not 0.
        let last = claims
            .iter()
            .map(|r| r["date"].as_str())
            .max()
            .unwrap_or("");
        let want = (from.as_str() <= last).then(|| in_range(&from, &to));
        for q in [
            format!("How many claims were filed in {} 2026?", en[m]),
            format!("Combien de réclamations en {} 2026 ?", fr[m]),
        ] {
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.figure, want, "{q}: {:?}", a.known_facts);
            assert!(
                a.known_facts.iter().any(|f| f.starts_with("dates: ")),
                "{q}"
            );
        }
    }
    // Asked on 2026-11-29 (the tests' today): relative and open ranges.
    for (q, from, to) in [
        ("How many claims in Q3 2026?", "2026-07-01", "2026-09-30"),
        ("How many claims last quarter?", "2026-07-01", "2026-09-30"),
        ("How many claims since July?", "2026-07-01", "2026-12-31"),
        (
            "How many claims between March and May?",
            "2026-03-01",
            "2026-05-31",
        ),
        (
            "How many claims in the first half of 2026?",
            "2026-01-01",
            "2026-06-30",
        ),
        ("How many claims this year?", "2026-01-01", "2026-12-31"),
    ] {
        let a = ask(&e, "service", "MA", q);
        assert_eq!(
            a.figure,
            Some(in_range(from, to)),
            "{q}: {:?}",
            a.known_facts
        );
    }
    // What is not understood is said, never dropped in silence, and no figure is given: a
    // count over every date would answer another question.
    let a = ask(&e, "service", "MA", "How many claims before the recall?");
    assert!(
        a.known_facts
            .iter()
            .any(|f| f.starts_with("not understood: ") && f.contains("\"before the recall\"")),
        "{:?}",
        a.known_facts
    );
    assert_eq!(a.figure, None, "{:?}", a.known_facts);
}

#[test]
fn words_typed_loosely_are_read_as_the_words_they_stand_for() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let claims = rows("CLAIMS-2026.csv");
    let count = |keep: Keep| claims.iter().filter(|r| keep(r)).count() as f64;
    // Each word of a record question, spelled as on a phone: without accents, cut short, one
    // letter off. The figure is the one the well-spelled question gets.
    let cas = count(Box::new(|r| r["dealer"] == "CAS"));
    for q in [
        "Combien de réclamations à Casablanca ?",
        "combien de reclamations a casablanca",
        "combien de reclam a casa",
        "How many claims at Casablanca?",
        "how many claims at casa",
    ] {
        let a = ask(&e, "service", "MA", q);
        assert_eq!(
            (a.route, a.figure),
            (Route::Calculate, Some(cas)),
            "{q}: {:#?}",
            a.trace
        );
    }
    let a = ask(&e, "service", "MA", "combien de reclam a casa");
    assert!(
        a.trace.iter().any(|t| t.contains("read as [reclam -> ")),
        "the trace says what was read as what: {:#?}",
        a.trace
    );
    // A word of the corpus is never read as another: "chargers" stays chargers.
    let a = ask(
        &e,
        "service",
        "MA",
        "Which chargers are affected by the recall?",
    );
    assert_eq!(a.route, Route::Search);
    assert!(
        a.trace.iter().all(|t| !t.contains("read as")),
        "{:#?}",
        a.trace
    );
}

#[test]
fn a_table_named_with_rows_picked_lists_them_and_a_missing_ranking_is_said() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let claims = rows("CLAIMS-2026.csv");
    let want = |keep: &dyn Fn(&BTreeMap<String, String>) -> bool| -> Vec<String> {
        claims
            .iter()
            .filter(|r| keep(r))
            .map(|r| format!("CLAIMS-2026#{}", r["key"]))
            .collect()
    };
    for (q, keep) in [
        (
            "claims from rabat agdal",
            &(|r: &BTreeMap<String, String>| r["dealer"] == "RBT")
                as &dyn Fn(&BTreeMap<String, String>) -> bool,
        ),
        ("open warranty claims", &|r| r["status"] == "open"),
        ("réclamations ouvertes", &|r| r["status"] == "open"),
        ("S-2 claims", &|r| r["product"] == "S-2"),
    ] {
        let a = routed(&e, "service", "MA", q, Route::List);
        assert_eq!(ids(&a), want(keep), "{q}: {:#?}", a.trace);
    }
    // "par" is a dealer's code and French for "by": it picks no row.
    let a = ask(
        &e,
        "service",
        "FR",
        "Peut-on envoyer une batterie par avion à un autre concessionnaire ?",
    );
    assert_eq!(a.route, Route::Search, "{}", a.reason);
    // A ranking by something the table has no column for: no figure, and said.
    let a = ask(&e, "service", "MA", "Which city had the most claims?");
    assert_eq!((a.route, a.figure), (Route::Calculate, None));
    assert!(
        a.known_facts
            .iter()
            .any(|f| f.starts_with("not understood")),
        "{:?}",
        a.known_facts
    );
}

#[test]
fn a_measure_word_beside_document_words_is_not_a_figure_and_a_part_counted_sums_its_units() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    // "hours", "labour", "time" name the claims' repair hours, but the rest of these questions
    // is about a document: no figure over claims (a silent wrong figure is the worst answer).
    let subjects = [
        ("full charge", "SPEC-C3-R5#9"),
        ("charge from empty", "SPEC-C3-R5#9"),
    ];
    let shapes = [
        "c3 {s} how many hours",
        "how many hours for a C-3 {s}?",
        "C-3 {s}: how many hours",
    ];
    for (s, block) in subjects {
        for shape in shapes {
            let q = shape.replace("{s}", s);
            let a = ask(&e, "service", "FR", &q);
            assert_ne!(a.route, Route::Calculate, "{q}: {}", a.reason);
            assert!(a.figure.is_none(), "{q}");
            assert!(ids(&a).contains(&block.to_string()), "{q}: {:?}", ids(&a));
        }
    }
    // The same words with the claims named still compute over them.
    let hours: f64 = rows("CLAIMS-2026.csv")
        .iter()
        .filter(|r| r["product"] == "C-3")
        .map(|r| r["repair_hours"].parse::<f64>().unwrap())
        .sum();
    for q in [
        "how many repair hours on C-3 claims in total",
        "total repair hours for the C-3",
    ] {
        let a = routed(&e, "service", "FR", q, Route::Calculate);
        assert_eq!(a.figure, Some(hours), "{q}: {:?}", a.known_facts);
    }
    // A part counted, with the count's word anywhere, sums the stock's quantity.
    for (market, word) in [("MA", "maroc"), ("FR", "france")] {
        let units: f64 = rows("STOCK.csv")
            .iter()
            .filter(|r| r["part"] == "BP-36-3" && r["market"] == market)
            .map(|r| r["quantity"].parse::<f64>().unwrap())
            .sum();
        for shape in [
            "stock BP-36-3 {m} combien",
            "bp 36 3 en stock {m} combien ?",
            "combien de BP-36-3 en stock {m}",
            "how many BP-36-3 in stock in {m}",
        ] {
            let q = shape.replace("{m}", word);
            let a = routed(&e, "service", "MA", &q, Route::Calculate);
            assert_eq!(a.figure, Some(units), "{q}: {:?}", a.known_facts);
        }
    }
}

/// The stock rows of BP-36-3 in `market`: those with some on the shelf, and those with none.
fn bp_36_3_stock(market: &str) -> (Vec<String>, Vec<String>) {
    let (mut have, mut empty) = (Vec::new(), Vec::new());
    for r in rows("STOCK.csv") {
        if r["part"] == "BP-36-3" && r["market"] == market {
            let q: f64 = r["quantity"].parse().unwrap();
            let id = format!("STOCK#{}", r["key"]);
            if q > 0.0 {
                have.push(id)
            } else {
                empty.push(id)
            }
        }
    }
    (have, empty)
}

#[test]
fn who_has_a_part_lists_only_rows_that_have_some_and_says_the_others() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for (market, name) in [("MA", "Morocco"), ("FR", "France")] {
        let (have, empty) = bp_36_3_stock(market);
        for shape in [
            "which dealers have BP-36-3 on the shelf in {m}",
            "which dealers have bp 36 3 in stock in {m}?",
            "list the dealers in {m} that have BP-36-3 on the shelf",
        ] {
            let q = shape.replace("{m}", name);
            let a = routed(&e, "service", market, &q, Route::List);
            let got = ids(&a);
            for h in &have {
                assert!(got.contains(h), "{q}: {h} missing from {got:?}");
            }
            for z in &empty {
                assert!(!got.contains(z), "{q}: {z} has none but is listed");
                assert!(
                    a.known_facts.iter().any(|f| f.contains(z.as_str())),
                    "{q}: {z} is not said: {:?}",
                    a.known_facts
                );
            }
        }
        // Asked for the stock itself, every row is listed, the empty ones too.
        let q = format!("list BP-36-3 stock in {name}");
        let got = ids(&ask(&e, "service", market, &q));
        for z in &empty {
            assert!(got.contains(z), "{q}: {z} missing from {got:?}");
        }
    }
}

/// Checks that block `id` is (`supplied`) or is not among the evidence of the answer to `q`.
fn check_supplied(a: &Answer, q: &str, id: &str, supplied: bool) {
    let got = ids(a);
    let verb = if supplied {
        "missing from"
    } else {
        "supplied in"
    };
    assert_eq!(
        got.iter().any(|g| g == id),
        supplied,
        "{q}: {id} {verb} {got:?}"
    );
}

/// Asks `q` and checks the route it takes; the router's reason is said when it is another.
fn routed(e: &Engine, persona: &str, market: &str, q: &str, route: Route) -> Answer {
    let a = ask(e, persona, market, q);
    assert_eq!(a.route, route, "{q}: {}", a.reason);
    a
}

/// Listing questions asked and those whose rows were wrong (route not list, a wanted row
/// missing, an unwanted one listed), reported all together.
#[derive(Default)]
struct Listings {
    asked: usize,
    failed: Vec<String>,
}

impl Listings {
    fn check(&mut self, e: &Engine, who: (&str, &str), q: &str, want: &[String], other: &[String]) {
        self.asked += 1;
        let a = ask(e, who.0, who.1, q);
        let got = ids(&a);
        if a.route != Route::List
            || !want.iter().all(|k| got.contains(k))
            || other.iter().any(|k| got.contains(k))
        {
            self.failed
                .push(format!("{q}: {:?} {got:?}, want {want:?}", a.route));
        }
    }

    fn all_passed(self) {
        let Listings { asked, failed } = self;
        assert!(
            failed.is_empty(),
            "{} of {asked}:\n{}",
            failed.len(),
            failed.join("\n")
        );
    }
}

#[test]
fn who_has_none_of_a_part_lists_the_empty_rows_in_any_phrasing() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let mut listings = Listings::default();
    for (market, en, fr) in [("MA", "Morocco", "au Maroc"), ("FR", "France", "en France")] {
        let (have, empty) = bp_36_3_stock(market);
        assert!(
            !have.is_empty() && !empty.is_empty(),
            "{market}: both kinds of row"
        );
        let none_shapes = [
            "which dealers have no {p} in stock in {en}",
            "which dealers have NO {p} on the shelf in {en}?",
            "which dealers don't have {p} in stock in {en}",
            "which dealers do not have any {p} on the shelf in {en}",
            "which dealers have zero {p} in stock in {en}",
            "list the dealers in {en} with no {p} in stock",
            "quels concessionnaires n'ont pas de {p} en stock {fr}",
            "quels concessionnaires n'ont aucun {p} en stock {fr}",
            "concessionnaires {fr} sans {p} en stock",
        ];
        let some_shapes = [
            "which dealers have {p} in stock in {en}",
            "quels concessionnaires ont un {p} en stock {fr}",
            "which dealers in {en} have {p} on the shelf, not counting the empty ones",
        ];
        for part in ["BP-36-3", "bp 36 3", "BP36-3"] {
            for (shape, want, other) in none_shapes
                .iter()
                .map(|s| (s, &empty, &have))
                .chain(some_shapes.iter().map(|s| (s, &have, &empty)))
            {
                let q = shape
                    .replace("{p}", part)
                    .replace("{en}", en)
                    .replace("{fr}", fr);
                listings.check(&e, ("service", market), &q, want, other);
            }
        }
    }
    listings.all_passed();
}

#[test]
fn a_flag_is_negated_in_english_and_french_by_any_negation_word() {
    let c = atlas_corpus();
    let e = engine_for(&c, "sales");
    let dealers = rows("DEALERS.csv");
    let mut listings = Listings::default();
    for (market, en, fr) in [("MA", "morocco", "maroc"), ("FR", "france", "france")] {
        let keys = |flag: &str| -> Vec<String> {
            dealers
                .iter()
                .filter(|r| r["market"] == market && r["battery_certified"] == flag)
                .map(|r| format!("DEALERS#{}", r["key"]))
                .collect()
        };
        let yes = [
            "{d} in {en} battery certified",
            "{d} in {en} certified for batteries",
            "concessionnaires {fr} certifiés batterie",
            "concessionnaires {fr} avec certification batterie",
        ];
        let no = [
            "{d} in {en} not battery certified",
            "{d} in {en} whose battery is not certified",
            "{d} in {en} without battery certification",
            "{d} in {en} non battery certified",
            "concessionnaires {fr} sans certification batterie",
            "concessionnaires {fr} non certifiés batterie",
            "concessionnaires {fr} pas certifiés batterie",
        ];
        for d in ["dealers", "workshops", "list the dealers"] {
            for (flag, shapes) in [("yes", &yes[..]), ("no", &no[..])] {
                let (want, other) = (keys(flag), keys(if flag == "yes" { "no" } else { "yes" }));
                for shape in shapes {
                    let q = shape
                        .replace("{d}", d)
                        .replace("{en}", en)
                        .replace("{fr}", fr);
                    listings.check(&e, ("sales", market), &q, &want, &other);
                }
            }
        }
    }
    listings.all_passed();
}

#[test]
fn a_flag_is_read_in_either_word_order_and_negated() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let dealers = rows("DEALERS.csv");
    for (market, name) in [("MA", "morocco"), ("FR", "france")] {
        let keys = |flag: &str| -> Vec<String> {
            dealers
                .iter()
                .filter(|r| r["market"] == market && r["battery_certified"] == flag)
                .map(|r| format!("DEALERS#{}", r["key"]))
                .collect()
        };
        for (flag, shapes) in [
            (
                "yes",
                [
                    "certified battery workshops in {m} list",
                    "list the battery certified dealers in {m}",
                ],
            ),
            (
                "no",
                [
                    "list the dealers in {m} not certified battery",
                    "list dealers in {m} that are not battery certified",
                ],
            ),
        ] {
            let (want, other) = (keys(flag), keys(if flag == "yes" { "no" } else { "yes" }));
            for shape in shapes {
                let q = shape.replace("{m}", name);
                let a = routed(&e, "service", market, &q, Route::List);
                let got = ids(&a);
                assert!(
                    want.iter().all(|k| got.contains(k)),
                    "{q}: {got:?} vs {want:?}"
                );
                assert!(other.iter().all(|k| !got.contains(k)), "{q}: {got:?}");
            }
        }
    }
}

#[test]
fn a_serial_named_in_any_phrasing_is_checked_against_the_stated_range() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let shapes = [
        "serial {s} recall??",
        "pack BP-36-2 serie {s}, il est dans le rappel?",
        "is battery {s} part of the recall",
        "numero de serie {s} concerne par le rappel batterie ?",
        "{s} recalled?",
    ];
    // BULLETIN-2026-09 states 2509-0001 to 2509-0800.
    for (serial, inside) in [
        ("2509-0456", true),
        ("2509-0001", true),
        ("2509-0800", true),
        ("2509-0801", false),
        ("2509-0912", false),
        ("2511-0100", false),
    ] {
        for shape in shapes {
            let q = shape.replace("{s}", serial);
            let a = routed(&e, "service", "FR", &q, Route::Follow);
            check_supplied(&a, &q, "BULLETIN-2026-09#1", true);
            check_supplied(&a, &q, "BULLETIN-2026-02#1", false);
            let said = if inside {
                "lies inside"
            } else {
                "lies outside"
            };
            assert!(
                a.known_facts
                    .iter()
                    .any(|f| f.contains(&format!("serial {serial} {said}"))),
                "{q}: {:?}",
                a.known_facts
            );
        }
    }
}

#[test]
fn follow_starts_at_a_document_unless_the_question_names_a_table() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for q in [
        "which models take the new BP-36-3 pack",
        "what bikes use the BP-36-3 battery",
        "bp 36 3 ca va sur quel modele ?",
        "BP-36-3 fits which bike?",
    ] {
        let a = routed(&e, "service", "MA", q, Route::Follow);
        let got = ids(&a);
        check_supplied(&a, q, "SPEC-C3-R5#8", true);
        assert!(
            got.iter().all(|id| !id.starts_with("STOCK#")),
            "{q}: {got:?}"
        );
    }
}

#[test]
fn a_figure_typed_against_its_unit_finds_the_text_that_spaces_them() {
    let c = atlas_corpus();
    let e = engine_for(&c, "sales");
    for (q, block) in [
        ("what bikes use a 48V pack", "SPEC-T7-R2#10"),
        ("which bikes have a 48v battery", "SPEC-T7-R2#10"),
        ("c3 36V pack", "SPEC-C3-R5#8"),
        ("s2 tires 3.0bar", "SPEC-S2-R3#5"),
    ] {
        let a = ask(&e, "sales", "FR", q);
        assert!(ids(&a).contains(&block.to_string()), "{q}: {:?}", ids(&a));
    }
}

#[test]
fn what_replaces_the_recalled_part_follows_the_relation_without_a_part_named() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for q in [
        "what replaces the recalled 36V pack",
        "replacement for the recalled battery?",
        "what do I fit instead of the recalled pack",
        "quel pack remplace la batterie rappelée ?",
        "remplacement du pack rappele",
    ] {
        let a = routed(&e, "service", "FR", q, Route::Follow);
        check_supplied(&a, q, "SPEC-C3-R5#8", true);
        assert!(
            a.trace
                .iter()
                .any(|l| l.contains("-[replaced by]-> BP-36-3")),
            "{q}: {:#?}",
            a.trace
        );
    }
}

#[test]
fn a_follow_question_about_no_part_stays_on_its_best_evidence() {
    // No part number in the best evidence: follow supplies that document's blocks, never a
    // recall chain found by searching deeper for any block that names a part.
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for q in [
        "which models come with a kickstand",
        "Which products have a 2 year warranty?",
        "Which bikes have hydraulic disc brakes?",
        "quels modeles ont un frein hydraulique",
    ] {
        let a = routed(&e, "service", "FR", q, Route::Follow);
        let got = ids(&a);
        assert!(!got.is_empty(), "{q}");
        check_supplied(&a, q, "BULLETIN-2026-09#1", false);
        assert!(a.links.is_empty(), "{q}: {:?}", a.links);
    }
}

#[test]
fn a_measure_compared_with_a_figure_picks_rows_and_an_unclear_one_gives_no_figure() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let claims = rows("CLAIMS-2026.csv");
    let hours = |r: &BTreeMap<String, String>| r["repair_hours"].parse::<f64>().unwrap();
    // Every phrase of every order, each figure typed whole, with a decimal point or comma, or
    // glued to its unit; English and French; the expected count comes from the file.
    type Cmp = fn(f64, f64) -> bool;
    let orders: [(&[&str], Cmp); 4] = [
        (
            &[
                "more than {n}",
                "over {n}",
                "plus de {n}",
                "superieur a {n}",
            ],
            |v, n| v > n,
        ),
        (
            &["at least {n}", "{n} or more", "au moins {n}", "{n} ou plus"],
            |v, n| v >= n,
        ),
        (
            &[
                "less than {n}",
                "under {n}",
                "moins de {n}",
                "en dessous de {n}",
            ],
            |v, n| v < n,
        ),
        (
            &[
                "at most {n}",
                "no more than {n}",
                "pas plus de {n}",
                "{n} ou moins",
            ],
            |v, n| v <= n,
        ),
    ];
    let openings = [
        "how many claims took {c} hours",
        "combien de claims avec {c} heures",
        "how many warranty claims needed {c} hours of labour",
    ];
    let mut asked = 0;
    for (phrases, cmp) in orders {
        for (i, phrase) in phrases.iter().enumerate() {
            for (typed, n) in [("2", 2.0), ("1.5", 1.5), ("1,5", 1.5), ("1", 1.0)] {
                let opening = openings[(i + asked) % openings.len()];
                let q = opening.replace("{c}", &phrase.replace("{n}", typed));
                let want = claims.iter().filter(|r| cmp(hours(r), n)).count() as f64;
                let a = routed(&e, "service", "MA", &q, Route::Calculate);
                assert_eq!(a.figure, Some(want), "{q}: {:?}", a.known_facts);
                assert!(
                    !a.reason.contains("minimum") && !a.reason.contains("maximum"),
                    "{q}: a comparison's words are no operation: {}",
                    a.reason
                );
                asked += 1;
            }
        }
    }
    // A figure glued to its unit, in a list: every row it picks, and no other.
    let a = ask(&e, "service", "MA", "les claims de plus de 2h");
    assert_eq!(a.route, Route::List, "{}", a.reason);
    let listed: Vec<&str> = a.evidence.iter().map(|ev| ev.id.as_str()).collect();
    let want: Vec<String> = claims
        .iter()
        .filter(|r| hours(r) > 2.0)
        .map(|r| format!("CLAIMS-2026#{}", r["key"]))
        .collect();
    assert_eq!(listed, want);
    // A comparison whose measure no word names, on a table of several measures or none, is
    // said, and no figure is given over rows that ignore it.
    let a = ask(&e, "service", "MA", "how many dealers have more than 3");
    assert_eq!(a.figure, None, "{:?}", a.known_facts);
    assert!(
        a.known_facts
            .iter()
            .any(|f| f.contains("not understood") && f.contains("more than 3")),
        "{:?}",
        a.known_facts
    );
}

#[test]
fn a_part_the_stock_does_not_hold_gets_no_figure_and_a_held_one_gets_its_own() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let stock = rows("STOCK.csv");
    let held: Vec<&str> = stock.iter().map(|r| r["part"].as_str()).collect();
    let shapes = [
        "how many {p} left in stock in Casablanca",
        "how many {p} do we have on the shelf in Morocco",
        "combien de {p} en stock au Maroc",
        "total {p} stock in France",
    ];
    for part in ["BP-36-2", "BP-36-3", "BP-48-1", "CH-36-2"] {
        let is_held = held.contains(&part);
        for shape in shapes {
            let q = shape.replace("{p}", part);
            let a = routed(&e, "service", "MA", &q, Route::Calculate);
            if is_held {
                assert!(a.figure.is_some(), "{q}: {:?}", a.known_facts);
            } else {
                assert_eq!(a.figure, None, "{q}: {:?}", a.known_facts);
                assert!(
                    a.known_facts.iter().any(|f| f.contains(part)),
                    "{q}: the part is not said: {:?}",
                    a.known_facts
                );
            }
        }
    }
}

#[test]
fn a_figure_the_records_cannot_give_is_said_never_computed_from_other_rows() {
    let c = atlas_corpus();
    let e = engine_for(&c, "manager");
    // Dealers named by city or code, on the sales table, which has no dealer column: the sum
    // would be every dealer's. Every dealer of the records, several phrasings.
    let dealers = rows("DEALERS.csv");
    let mut asked = 0;
    for d in &dealers {
        for q in [
            format!("how many C-3 did the {} dealer sell in 2026", d["city"]),
            format!("combien de S-2 vendus par {} en Q3", d["city"]),
            format!("total units sold by the {} dealer this year", d["city"]),
        ] {
            let a = ask(&e, "manager", "MA", &q);
            if a.route != Route::Calculate {
                continue;
            }
            asked += 1;
            assert_eq!(a.figure, None, "{q}: {:?}", a.known_facts);
            assert!(
                a.known_facts
                    .iter()
                    .any(|f| f.contains("not understood") && f.contains("no column")),
                "{q}: {:?}",
                a.known_facts
            );
        }
    }
    assert!(asked >= dealers.len() * 2, "only {asked} were calculations");
    // The same dealers on a table that has their column: a figure, theirs.
    for d in &dealers {
        let q = format!("how many claims from the {} dealer", d["city"]);
        let a = ask(&e, "manager", "MA", &q);
        let want = rows("CLAIMS-2026.csv")
            .iter()
            .filter(|r| r["dealer"] == d["key"])
            .count() as f64;
        assert_eq!(a.figure, Some(want), "{q}: {:?}", a.known_facts);
    }
    // Words around a figure the table does hold ("left", "reste", "remaining") do not stop it.
    let stock = rows("STOCK.csv");
    let quantity = |keep: &dyn Fn(&BTreeMap<String, String>) -> bool| {
        stock
            .iter()
            .filter(|r| keep(r))
            .map(|r| r["quantity"].parse::<f64>().unwrap())
            .sum::<f64>()
    };
    let in_cas = quantity(&|r| r["dealer"] == "CAS" && r["part"] == "BP-36-3");
    let in_ma = quantity(&|r| r["market"] == "MA" && r["part"] == "BP-36-3");
    for (q, want) in [
        ("how many BP-36-3 left in stock in Casablanca", in_cas),
        ("combien de BP-36-3 reste en stock a Casablanca", in_cas),
        ("how many bp 36 3 still in stock at casa", in_cas),
        ("total stock of BP-36-3 remaining in Morocco", in_ma),
    ] {
        let a = ask(&e, "manager", "MA", q);
        assert_eq!(a.figure, Some(want), "{q}: {:?}", a.known_facts);
    }
    // A sum of something no measure of the table is: said, with no figure.
    for q in [
        "total cost in EUR of the warranty claims this year",
        "total price of all claims",
        "sum of the refund amounts of the claims",
    ] {
        let a = routed(&e, "manager", "FR", q, Route::Calculate);
        assert_eq!(a.figure, None, "{q}: {:?}", a.known_facts);
    }
}
