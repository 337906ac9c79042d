//! "how many drinks a day is the 390 rated for": a count of something a document states a number
//! of ("up to 400 drinks a day") is a property to look up, even where the corpus routes every
//! "how many" to calculate; a count of what no document numbers ("how many warranty claims",
//! asked by someone who may not read the claims) stays a calculation that says nothing readable
//! computes it. Generated from every corpus's documents: each block that states "<number>
//! <word>" of one product is asked with each of the corpus's count phrases, in the product's
//! name and the document's word.

use crate::common;

use atlas::base::config::{Op, Route};
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

/// The words of `text` of at least five letters, with nothing but letters, that a number (not a
/// year, nor the end of a code: "the C-3 carries", "HP-8 holds") stands right before: "400
/// drinks", "250 Betriebsstunden".
fn numbered_words(text: &str) -> Vec<String> {
    let mut words: Vec<(&str, bool)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                let coded = text[..s].ends_with('-');
                words.push((&text[s..i], coded));
                start = None;
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for w in words.windows(2) {
        let ((n, coded), (word, _)) = (w[0], w[1]);
        let numeric = n.bytes().all(|b| b.is_ascii_digit());
        let year = n.len() == 4 && (n.starts_with("19") || n.starts_with("20"));
        let plain = word.chars().count() >= 5 && word.chars().all(char::is_alphabetic);
        if numeric && !coded && !year && plain {
            out.push(word.to_lowercase());
        }
    }
    out
}

#[test]
fn a_count_of_what_a_document_numbers_is_looked_up() {
    let (mut asked, mut wrong, mut patterned) = (0, Vec::new(), 0);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let counts = corpus.config.operation_words(Op::Count).to_vec();
        let routed = |q: &str| {
            corpus
                .config
                .router
                .iter()
                .any(|r| r.route == Route::Calculate && r.regex.find(q.as_bytes()).is_some())
        };
        // What things are counted in: a word numbered in two places or more ("hours", "drinks"),
        // not a word a number happens to stand before once ("5 converted").
        let mut numbered: Vec<String> = Vec::new();
        for b in &corpus.blocks {
            if corpus.docs[b.doc].table.is_none() {
                numbered.extend(numbered_words(b.text.as_str()));
            }
        }
        // A table's words (about, measure or column words) ask its records, and the
        // configuration's own words (units, operations) route by their own rules.
        let mut taken: Vec<String> = corpus.config.questions.common_words.clone();
        taken.extend(corpus.config.questions.units.iter().cloned());
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            for w in t
                .about
                .iter()
                .chain(t.measures.iter().flat_map(|m| &m.words))
            {
                taken.extend(corpus.config.normalizer.words(w));
            }
            for c in &t.columns {
                taken.extend(corpus.config.normalizer.name_words(&c.name));
            }
        }
        let mut seen: Vec<(String, String)> = Vec::new();
        for b in &corpus.blocks {
            let doc = &corpus.docs[b.doc];
            if doc.table.is_some() || b.products.len() != 1 {
                continue;
            }
            let plurals = &corpus.config.questions.plurals;
            let Some(word) = numbered_words(b.text.as_str()).into_iter().find(|w| {
                numbered.iter().filter(|x| x == &w).count() >= 2
                    && plurals.iter().any(|p| w.ends_with(p.as_str()))
                    && !taken.iter().any(|t| {
                        // An elision or a grammar word of one or two letters ("s", "de") is
                        // no stem of the words that start with it.
                        let stem = t.chars().nth(2).is_some() && w.starts_with(t.as_str());
                        stem || t.starts_with(w.as_str())
                    })
            }) else {
                continue;
            };
            let product = &b.products[0];
            if seen.contains(&(word.clone(), product.clone())) {
                continue;
            }
            seen.push((word.clone(), product.clone()));
            let product = &b.products[0];
            for count in &counts {
                let q = format!("{count} {word} for the {product}");
                patterned += usize::from(routed(&q));
                let a = ask(&engine, &persona, &market, &q);
                asked += 1;
                let found = a.evidence.iter().any(|e| {
                    corpus
                        .blocks
                        .iter()
                        .find(|x| x.id.as_str() == e.id)
                        .is_some_and(|x| {
                            x.products.contains(product)
                                && x.text.as_str().to_lowercase().contains(&word)
                        })
                });
                if a.route != Route::Search || !found {
                    wrong.push(format!(
                        "{dir}: {q:?} -> {:?} {:?} ({})",
                        a.route,
                        ids(&a),
                        b.id.as_str()
                    ));
                }
            }
        }
    }
    eprintln!(
        "{}\n{asked} counts asked ({patterned} matching a calculate pattern), {} wrong",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked > 40, "{asked}");
    // The corpora that route every count to calculate are the ones this rule is for.
    assert!(patterned > 25, "{patterned}");
    assert!(
        wrong.len() * 10 <= asked,
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// A number only a document the asker may not read states is not one the documents give them:
/// "combien de widgets pour le C-3", the widgets numbered in a sales-only note, stays a
/// calculation for service staff, from their own bundle and from a wider one they are given,
/// and is the note's for sales.
#[test]
fn a_number_only_a_hidden_document_states_routes_nothing() {
    let dir = corpus_copy("stated-hidden");
    std::fs::write(
        dir.join("docs/NOTE-WIDGETS.md"),
        "id: NOTE-WIDGETS\ntitle: Sales note on C-3 widgets\nproducts: C-3\ngroups: sales\n\
         markets:\nvalid_from: 2025-01-01\nvalid_to:\nstatus: current\nsuperseded_by:\n---\n\
         ## 1. Widgets\nThe C-3 frame carries 32 widgets under the deck.\n",
    )
    .unwrap();
    let corpus = Corpus::read(&dir).unwrap();
    let q = "combien de widgets pour le C-3";
    for engine in [
        engine_for(&corpus, "service"),
        engine_for(&corpus, "manager"),
    ] {
        let persona = "service";
        let a = ask(&engine, persona, "MA", q);
        assert_eq!(a.route, Route::Calculate, "{persona}: {}", a.reason);
        assert!(ids(&a).iter().all(|id| !id.starts_with("NOTE-WIDGETS")));
    }
    let a = ask(&engine_for(&corpus, "sales"), "sales", "MA", q);
    assert_eq!(a.route, Route::Search, "sales: {}", a.reason);
    assert!(ids(&a).iter().any(|id| id.starts_with("NOTE-WIDGETS")));
}
