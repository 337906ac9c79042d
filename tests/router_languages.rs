//! The router over questions typed in the corpora's languages, generated from their records:
//! each rule is held to every row, product and language a corpus offers, never to one
//! corpus's words.

use crate::common;

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

/// "¿es Riego Bajío servicio oficial?", "is Wiener Kaffeetechnik descaling certified?": a flag
/// column and a dealer named by its name or its town, and no word for "dealer": the dealer's
/// row, listed, and the yes or no its flag says. Every row and flag of five corpora, in their
/// languages.
#[test]
fn a_flag_of_a_dealer_named_without_its_tables_word_lists_its_row() {
    struct Setting {
        corpus: &'static str,
        file: &'static str,
        persona: &'static str,
        market: &'static str,
        /// `{N}` the dealer's name or town, `{F}` the flag column's words.
        questions: &'static [&'static str],
    }
    let settings = [
        Setting {
            corpus: "corpus/atlas",
            file: "DEALERS.csv",
            persona: "service",
            market: "MA",
            questions: &["is {N} {F}?"],
        },
        Setting {
            corpus: "tests/corpora/calora",
            file: "INSTALLERS.csv",
            persona: "installer",
            market: "PL",
            questions: &["is {N} {F}?"],
        },
        Setting {
            corpus: "tests/corpora/tramonta",
            file: "DEALERS.csv",
            persona: "service",
            market: "IT",
            questions: &["is {N} {F}?"],
        },
        Setting {
            corpus: "tests/corpora/spanish-dealer",
            file: "DISTRIBUIDORES.csv",
            persona: "distribuidor",
            market: "ES",
            questions: &["¿es {N} {F}?", "{N} {F}?"],
        },
        Setting {
            corpus: "tests/corpora/german-dealer",
            file: "HAENDLER.csv",
            persona: "haendler",
            market: "DE",
            questions: &["ist {N} {F}?"],
        },
    ];
    let mut asked = 0;
    for s in &settings {
        let corpus = Corpus::read(&root().join(s.corpus)).unwrap();
        let e = engine_for(&corpus, s.persona);
        let table = s.file.trim_end_matches(".csv");
        for row in record_rows(s.corpus, s.file) {
            let key = &row[0].1;
            // The name (the column after the key) and the town (the one after it).
            for (_, name) in &row[1..3] {
                for (column, flag) in row.iter().filter(|(_, v)| v == "yes" || v == "no") {
                    for template in s.questions {
                        let q = template
                            .replace("{N}", name)
                            .replace("{F}", &column.replace('_', " "));
                        let a = ask(&e, s.persona, s.market, &q);
                        assert_eq!(a.route, Route::List, "{}: {q}: {}", s.corpus, a.reason);
                        assert_eq!(ids(&a), [format!("{table}#{key}")], "{}: {q}", s.corpus);
                        assert_eq!(
                            atlas::eval::verdict(&a),
                            Some(flag.as_str()),
                            "{}: {q}",
                            s.corpus
                        );
                        asked += 1;
                    }
                }
            }
        }
    }
    assert!(asked >= 150, "{asked}");
}

/// One corpus per language whose count asks "how many" in the plural and whose `[router]`
/// calculate pattern also matches the singular, "how much" ("cuánto", "quanto", "wie viel"):
/// the stock of two parts, and a price list naming them.
fn how_much_corpus(stemmer: &str, pattern: &str, count: &str, plurals: &str) -> Corpus {
    let conf = format!(
        "[corpus]\nname = Test\nversion = 1\n[groups]\nservice = Service\n[personas]\ntech = service\n\
         [markets]\nES = Spain\n[links]\npart = \\b(KX)-(\\d{{4}})\\b => {{1}}-{{2}}\n\
         [router]\ncalculate = (?i)^\\s*¿?\\s*{pattern}\\b\n[operations]\ncount = {count}\n\
         [questions]\nplurals = {plurals}\n[search]\nstemmer = {stemmer}\n"
    );
    let config = atlas::base::config::Config::parse(&conf, "corpus.conf").unwrap();
    let stock =
        "# id: STOCK\n# groups: service\n# about: stock, existencias, lager, magazzino, estoque\n\
                 # measures: qty = qty\nkey,dealer,part,qty\nA-1,A,KX-1001,4\nB-1,B,KX-1001,0\n\
                 A-2,A,KX-2002,7\n";
    let price = "id: PRICE\ntitle: Price list\ngroups: service\nvalid_from: 2026-01-01\n---\n\
                 ## 1. KX-1001\nKX-1001 kit 45 EUR.\n\n## 2. KX-2002\nKX-2002 kit 80 EUR.\n";
    Corpus::from_sources(
        config,
        [
            ("records/STOCK.csv", stock, true),
            ("docs/PRICE.md", price, false),
        ],
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

/// "cuanto cuesta el kit KX-1001": the corpus's calculate pattern matches "cuanto", but no
/// operation's word reads it ("cuántos" is how many, "cuánto" how much: a plural operation word
/// is never read for its singular typed), and no table is named by its words: the price list
/// answers, never a count of the stock rows holding the part. The plural with the table's word
/// still counts. Spanish, Italian, Portuguese and German.
#[test]
fn how_much_is_no_count_of_the_rows_holding_a_part() {
    // (stemmer, pattern, count words, plural endings, how much ..., how many ...)
    let languages = [
        (
            "spanish",
            "cu[aá]nt[oa]s?",
            "cuántos, cuantos, cuántas, cuantas",
            "s, es",
            "cuanto cuesta el kit {P}",
            "cuantas existencias de {P}",
        ),
        (
            "italian",
            "quant[oiae]",
            "quanti, quante",
            "i, e",
            "quanto costa il kit {P}",
            "quanti magazzino {P}",
        ),
        (
            "portuguese",
            "quant[oa]s?",
            "quantos, quantas",
            "s",
            "quanto custa o kit {P}",
            "quantos estoque {P}",
        ),
        (
            "german",
            "wie\\s*viele?",
            "wie viele, wieviele",
            "s, e, en, n",
            "wie viel kostet das Kit {P}",
            "wie viele lager {P}",
        ),
    ];
    for (stemmer, pattern, count, plurals, much, many) in languages {
        let corpus = how_much_corpus(stemmer, pattern, count, plurals);
        let e = engine_for(&corpus, "tech");
        for part in ["KX-1001", "KX-2002"] {
            let q = much.replace("{P}", part);
            let a = ask(&e, "tech", "ES", &q);
            assert_eq!(a.route, Route::Search, "{stemmer}: {q}: {}", a.reason);
            assert_eq!(a.figure, None, "{stemmer}: {q}");
            assert!(
                ids(&a).first().is_some_and(|id| id.starts_with("PRICE#")),
                "{stemmer}: {q}: {:?}",
                ids(&a)
            );
            let q = many.replace("{P}", part);
            let a = ask(&e, "tech", "ES", &q);
            assert_eq!(a.route, Route::Calculate, "{stemmer}: {q}: {}", a.reason);
            assert!(a.figure.is_some(), "{stemmer}: {q}");
        }
    }
}

/// "¿cuál es el caudal máximo de la P-1?": an operation's word beside a measure's word, about a
/// product whose data sheet says the two together ("Caudal máximo: 9 m3/h"), is the product's
/// property (search, its data sheet), not the maximum of the flows measured on its claims; of a
/// product whose documents do not say it, or of the claims named, it is the figure. English,
/// Spanish, Italian, Portuguese and French, each with its language pack's operation words.
#[test]
fn a_property_the_products_documents_state_is_no_figure_of_its_records() {
    // (language, stemmer, measure word, sheet's line, property question, of the claims)
    let languages = [
        (
            "en",
            "english",
            "flow",
            "Maximum flow: 9 m3/h.",
            "what is the maximum flow of the {P}?",
            "maximum flow of the {P} claims",
        ),
        (
            "es",
            "spanish",
            "caudal",
            "Caudal máximo: 9 m3/h.",
            "¿cuál es el caudal máximo de la {P}?",
            "caudal máximo de las reclamaciones de la {P}",
        ),
        (
            "it",
            "italian",
            "portata",
            "Portata massima: 9 m3/h.",
            "qual è la portata massima della {P}?",
            "portata massima dei reclami della {P}",
        ),
        (
            "pt",
            "portuguese",
            "vazão",
            "Vazão máxima: 9 m3/h.",
            "qual é a vazão máxima da {P}?",
            "vazão máxima das reclamações da {P}",
        ),
        (
            "fr",
            "french",
            "débit",
            "Débit maximum : 9 m3/h.",
            "quel est le débit maximum de la {P} ?",
            "débit maximum des réclamations de la {P}",
        ),
    ];
    for (language, stemmer, measure, line, property, of_claims) in languages {
        let conf = format!(
            "[corpus]\nname = Test\nversion = 1\nlanguages = {language}\n[groups]\nservice = Service\n\
             [personas]\ntech = service\n[markets]\nES = Spain\n[products]\nP-1 = P1\nP-2 = P2\n\
             [search]\nstemmer = {stemmer}\n"
        );
        let config = atlas::base::config::Config::parse(&conf, "corpus.conf").unwrap();
        let claims = format!(
            "# id: CLAIMS\n# groups: service\n\
             # about: claims, reclamaciones, reclami, reclamações, réclamations\n\
             # measures: flow = {measure}\nkey,product,flow\nC-1,P-1,4.1\nC-2,P-1,5.6\n\
             C-3,P-2,7.5\n"
        );
        let sheet = |p: &str, body: &str| {
            format!(
                "id: SHEET-{p}\ntitle: {p}\nproducts: {p}\ngroups: service\nvalid_from: 2026-01-01\n\
                 ---\n## 1. Pump\n{body}\n\n## 2. Motor\n4 kW.\n"
            )
        };
        let (one, two) = (sheet("P-1", line), sheet("P-2", "9 m3/h, 120 m."));
        let corpus = Corpus::from_sources(
            config,
            [
                ("records/CLAIMS.csv", claims.as_str(), true),
                ("docs/SHEET-P-1.md", one.as_str(), false),
                ("docs/SHEET-P-2.md", two.as_str(), false),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let e = engine_for(&corpus, "tech");
        let q = property.replace("{P}", "P-1");
        let a = ask(&e, "tech", "ES", &q);
        assert_eq!(a.route, Route::Search, "{language}: {q}: {}", a.reason);
        assert_eq!(a.figure, None, "{language}: {q}");
        assert_eq!(ids(&a).first().map(String::as_str), Some("SHEET-P-1#1"));
        // P-2's sheet does not say it: the figure of its claims.
        let q = property.replace("{P}", "P-2");
        let a = ask(&e, "tech", "ES", &q);
        assert_eq!(a.route, Route::Calculate, "{language}: {q}: {}", a.reason);
        assert_eq!(a.figure, Some(7.5), "{language}: {q}");
        let q = of_claims.replace("{P}", "P-1");
        let a = ask(&e, "tech", "ES", &q);
        assert_eq!(a.route, Route::Calculate, "{language}: {q}: {}", a.reason);
        assert_eq!(a.figure, Some(5.6), "{language}: {q}");
    }
}
