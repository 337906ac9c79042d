//! "garantía en méxico cuántos meses", "how many years of warranty on the C-3": a count's words
//! before a unit of time ask a duration a document states, not a count of the records a table
//! word names (the Mexican claims, 7). And a question the calculate vocabulary matches with no
//! operation's word understood ("cuanto tiempo medio de reparación...", where "medio" is none of
//! the corpus's average words) lists the rows it picks rather than counting them. Generated over
//! six corpora: every count phrase, before each unit of time of the corpus's `[dates]`, with
//! each table's own word and a product.

use crate::common;

use atlas::base::config::Op;
use atlas::ingest::sources::Corpus;
use common::*;

const CORPORA: [&str; 6] = [
    "corpus/atlas",
    "tests/corpora/tramonta",
    "tests/corpora/calora",
    "tests/corpora/agrodrone",
    "tests/corpora/spanish-dealer",
    "tests/corpora/german-dealer",
];

#[test]
fn a_count_of_a_unit_of_time_is_no_count_of_records() {
    let mut asked = 0;
    let mut wrong = Vec::new();
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let n = &corpus.config.normalizer;
        let d = &corpus.config.dates;
        let product = &corpus.config.products[0].code;
        // Units a table measures ("days" of a repair) are records' figures: left out.
        let mut measured: Vec<String> = Vec::new();
        for doc in &corpus.docs {
            if let Some(t) = &doc.table {
                for m in &t.measures {
                    for w in &m.words {
                        measured.extend(n.words(w));
                    }
                }
            }
        }
        let units: Vec<&String> = [&d.year, &d.month, &d.day]
            .into_iter()
            .flat_map(|l| l.iter())
            .filter(|u| !measured.contains(u))
            // "an" (French year) is also the English article: a question cannot tell.
            .filter(|u| {
                !corpus.config.questions.common_words.contains(u) && !n.stopwords.contains(u)
            })
            .collect();
        for count in corpus.config.operation_words(Op::Count) {
            for unit in &units {
                for doc in &corpus.docs {
                    let Some(t) = &doc.table else { continue };
                    let Some(about) = t.about.first() else {
                        continue;
                    };
                    let q = format!("{count} {unit} {about} {product}");
                    let a = ask(&engine, &persona, &market, &q);
                    asked += 1;
                    if a.figure.is_some() {
                        wrong.push(format!("{dir}: {q:?} -> {:?} {:?}", a.route, a.figure));
                    }
                }
            }
        }
    }
    eprintln!(
        "{}\n{asked} asked, {} with a figure",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked >= 200, "{asked}");
    assert!(
        wrong.is_empty(),
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn the_calculate_vocabulary_with_no_operation_understood_counts_nothing() {
    let corpus = Corpus::read(&root().join("tests/corpora/spanish-dealer")).unwrap();
    let (persona, engine) = widest(&corpus);
    let q = "cuanto tiempo medio de reparacion en las reclamaciones de la BS-75";
    let a = ask(&engine, &persona, "ES", q);
    assert_eq!(a.figure, None, "{}", a.reason);
    assert!(
        ids(&a).iter().any(|id| id.starts_with("RECLAMACIONES#")),
        "{:?}",
        ids(&a)
    );
    // An operation's word still counts: "cuántas reclamaciones de la BS-75".
    let a = ask(&engine, &persona, "ES", "cuántas reclamaciones de la BS-75");
    assert!(a.figure.is_some(), "{}", a.reason);
}
