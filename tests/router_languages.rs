//! The router over questions typed in the corpora's languages, generated from their records:
//! each rule is held to every row, product and language a corpus offers, never to one
//! corpus's words.

mod common;

use atlas::base::config::Route;
use atlas::ingest::sources::Corpus;
use common::*;

/// A column's values in a record file, each once, in file order.
fn column(corpus: &str, file: &str, name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(corpus).join("records").join(file)).unwrap();
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let names: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at = names.iter().position(|n| *n == name).unwrap();
    let mut out: Vec<String> = Vec::new();
    for l in lines {
        let v = l.split(',').nth(at).unwrap().to_string();
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// "wie viele EH-20 hat Graz 2026 verkauft", "how many TR-390 has Wien sold": a has word beside
/// a product and a dealer's town (the value of a row other tables refer to) is who has or a
/// verb's auxiliary, not a property of the product to look up: the figure is the records', and
/// a persona who may not read them is told so (calculate, no figure), never sent to the
/// product's documents as if they said it.
#[test]
fn a_has_word_beside_a_dealers_town_asks_the_records_not_a_property() {
    struct Setting {
        corpus: &'static str,
        dealers: (&'static str, &'static str),
        /// (persona, reads the sales)
        personas: [(&'static str, bool); 2],
        market: &'static str,
        questions: &'static [&'static str],
    }
    let settings = [
        Setting {
            corpus: "tests/corpora/tramonta",
            dealers: ("DEALERS.csv", "city"),
            personas: [("service", false), ("manager", true)],
            market: "ES",
            questions: &[
                "how many {P} has {T} sold",
                "¿cuántas {P} tiene vendidas {T}?",
            ],
        },
        Setting {
            corpus: "tests/corpora/german-dealer",
            dealers: ("HAENDLER.csv", "stadt"),
            personas: [("haendler", false), ("mitarbeiter", true)],
            market: "DE",
            questions: &["wie viele {P} hat {T} 2026 verkauft"],
        },
    ];
    let mut asked = 0;
    for s in &settings {
        let corpus = Corpus::read(&root().join(s.corpus)).unwrap();
        let towns = column(s.corpus, s.dealers.0, s.dealers.1);
        for (persona, reads) in s.personas {
            let e = engine_for(&corpus, persona);
            for p in &corpus.config.products {
                for t in &towns {
                    for template in s.questions {
                        let q = template.replace("{P}", &p.code).replace("{T}", t);
                        let a = ask(&e, persona, s.market, &q);
                        assert_eq!(a.route, Route::Calculate, "{persona}: {q}: {}", a.reason);
                        if !reads {
                            assert_eq!(a.figure, None, "{persona}: {q}");
                        }
                        asked += 1;
                    }
                }
            }
        }
    }
    assert!(asked >= 100, "{asked}");
}
