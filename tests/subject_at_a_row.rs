//! "pressure vessel inspection at the vienna dealer": a document's subject asked at a place a
//! table's row names (the dealer in Vienna) is the document's, not a list of the dealer's row.
//! Generated from six corpora: each document section's heading, asked at each dealer's town with
//! the dealers table's own word.

use crate::common;

use atlas::base::config::Route;
use atlas::ingest::sources::Corpus;
use common::*;

/// Each corpus with its dealers' file: the third column is the dealer's town.
const CORPORA: [(&str, &str); 6] = [
    ("corpus/atlas", "DEALERS.csv"),
    ("tests/corpora/tramonta", "DEALERS.csv"),
    ("tests/corpora/calora", "INSTALLERS.csv"),
    ("tests/corpora/agrodrone", "DEALERS.csv"),
    ("tests/corpora/spanish-dealer", "DISTRIBUIDORES.csv"),
    ("tests/corpora/german-dealer", "HAENDLER.csv"),
];

#[test]
fn a_documents_subject_at_a_dealers_town_is_the_documents() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, file) in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        let id = file.trim_end_matches(".csv");
        let table = corpus
            .docs
            .iter()
            .find(|d| d.id.as_str() == id)
            .and_then(|d| d.table.as_ref())
            .unwrap();
        let about = table.about.first().unwrap().clone();
        // Words any table answers by (its about words and column names), and the configuration's
        // own: a heading of them asks the tables.
        let mut taken: Vec<String> = corpus.config.questions.common_words.clone();
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            for w in &t.about {
                taken.extend(n.words(w));
            }
            for m in &t.measures {
                for w in &m.words {
                    taken.extend(n.words(w));
                }
            }
            for c in &t.columns {
                taken.extend(n.name_words(&c.name));
            }
        }
        // (town, market) of the first two dealers.
        // And the words of every table's cells and the products' names: a heading of them
        // names rows.
        for entry in std::fs::read_dir(root().join(dir).join("records")).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().to_string();
            if !name.ends_with(".csv") {
                continue;
            }
            for row in record_rows(dir, &name) {
                for (_, v) in row {
                    taken.extend(n.words(&v));
                }
            }
        }
        for p in &corpus.config.products {
            taken.extend(n.words(&p.code));
            for a in &p.aliases {
                taken.extend(n.words(a));
            }
        }
        let q = &corpus.config.questions;
        for list in [
            &q.product_words,
            &q.applies_words,
            &q.use_words,
            &q.cost_words,
        ] {
            for w in list {
                taken.extend(n.words(w));
            }
        }
        let towns: Vec<(String, String)> = record_rows(dir, file)
            .into_iter()
            .filter_map(|row| Some((row.get(2)?.1.clone(), row.get(3)?.1.clone())))
            .take(2)
            .collect();
        for b in &corpus.blocks {
            let doc = &corpus.docs[b.doc];
            if doc.table.is_some() || doc.superseded || doc.valid_to.is_some() {
                continue;
            }
            let words: Vec<String> = n
                .words(b.heading.as_str())
                .into_iter()
                .filter(|w| w.chars().all(char::is_alphabetic))
                .collect();
            let subject = words.len() >= 2
                && words.len() <= 4
                && words
                    .iter()
                    .all(|w| w.chars().count() >= 4 && !taken.contains(w));
            if !subject {
                continue;
            }
            for ((town, market), language) in towns
                .iter()
                .flat_map(|t| corpus.config.languages.iter().map(move |l| (t, l)))
            {
                if !doc.markets.is_empty() && !doc.markets.iter().any(|m| m == market) {
                    continue;
                }
                let Some(template) = template(language) else {
                    continue;
                };
                let q = template
                    .replace("{s}", &words.join(" "))
                    .replace("{t}", town)
                    .replace("{a}", &about);
                let a = ask(&engine, &persona, market, &q);
                asked += 1;
                // A block of this heading's document, or one of another under the same heading.
                let found = a.evidence.iter().any(|e| {
                    corpus
                        .blocks
                        .iter()
                        .find(|x| x.id.as_str() == e.id)
                        .is_some_and(|x| {
                            x.doc == b.doc
                                || n.words(x.heading.as_str()) == n.words(b.heading.as_str())
                        })
                });
                if a.route == Route::List || a.figure.is_some() || !found {
                    wrong.push(format!("{dir}: {q:?} -> {:?} {:?}", a.route, ids(&a)));
                }
            }
        }
    }
    eprintln!("{}\n{asked} asked, {} wrong", wrong.join("\n"), wrong.len());
    assert!(asked >= 60, "{asked}");
    assert!(
        wrong.len() * 10 <= asked,
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// A subject at a dealer, per language: `{s}` the subject, `{a}` the dealers' word, `{t}` the town.
fn template(language: &str) -> Option<&'static str> {
    Some(match language {
        "en" => "{s} at the {t} {a}",
        "fr" => "{s} chez le {a} de {t}",
        "es" => "{s} en el {a} de {t}",
        "de" => "{s} beim {a} in {t}",
        "it" => "{s} presso il {a} di {t}",
        "pt" => "{s} no {a} de {t}",
        "nl" => "{s} bij de {a} in {t}",
        _ => return None,
    })
}
