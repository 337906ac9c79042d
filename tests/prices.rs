//! "combien coûte la batterie BP-36-2", "how much is the 390", "cuánto cuesta el RH-4010": a price
//! asked in any of a corpus's question languages finds the price list that states it, whatever
//! language the list is written in, and is never a count of records ("combien" is a count's word
//! in French) nor a figure. Generated from every corpus's price lists: each part or product code
//! a block naming a price states is asked in each phrasing of each of the corpus's languages.
//! The last phrasing of each language was written after the rule and is reported apart.

use crate::common;

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

/// Each language's words for a price, as price lists write them.
const PRICE_WORDS: [&str; 7] = [
    "price", "prix", "precio", "preis", "prezzo", "preço", "prijs",
];

/// How a dealer asks a price, per language; `{}` is the code.
fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &[
            "how much is the {}",
            "what does the {} cost",
            "how much does a {} cost",
            "{} price?",
            "whats the price of {}",
        ],
        "fr" => &[
            "combien coûte le {}",
            "combien coute {} ?",
            "prix du {}",
            "le {} ça coûte combien",
            "combien pour un {}",
            "quel est le prix de {}",
        ],
        "es" => &[
            "cuánto cuesta el {}",
            "cuanto cuesta {}",
            "precio del {}",
            "cuánto vale {}",
            "qué precio tiene el {}",
        ],
        "de" => &[
            "was kostet der {}",
            "wie viel kostet {}",
            "Preis {}",
            "was kostet ein {} bei uns",
        ],
        "it" => &["quanto costa il {}", "prezzo del {}", "quanto costa {}?"],
        "pt" => &["quanto custa o {}", "preço do {}", "quanto custa {}?"],
        "nl" => &["wat kost de {}", "prijs van {}", "hoeveel kost {}?"],
        _ => &[],
    }
}

/// Whether `text` has one of the price words as a word or inside one ("Händlerpreisliste"), in
/// any case.
fn names_a_price(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric()).any(|w| {
        let w = w.to_lowercase();
        PRICE_WORDS
            .iter()
            .any(|p| w == *p || (p.chars().count() >= 5 && w.contains(p)))
    })
}

#[test]
fn a_price_asked_in_any_language_finds_the_price_list() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let n = &corpus.config.normalizer;
        // The codes each price-naming document block states, with the blocks that state them.
        let mut codes: Vec<String> = Vec::new();
        for b in &corpus.blocks {
            let doc = &corpus.docs[b.doc];
            let about = format!("{} {} {}", doc.title, b.heading.as_str(), b.text.as_str());
            if doc.table.is_some() || !names_a_price(&about) {
                continue;
            }
            let mut here = n.parts(b.text.as_str());
            for p in &corpus.config.products {
                if n.tokens(b.text.as_str()).contains(&p.code.to_lowercase()) {
                    here.push(p.code.clone());
                }
            }
            for c in here {
                if !codes.contains(&c) {
                    codes.push(c);
                }
            }
        }
        assert!(!codes.is_empty(), "{dir}: no price list found");
        for language in &corpus.config.languages {
            let all = phrasings(language);
            for (i, phrasing) in all.iter().enumerate() {
                let held_out = usize::from(i + 1 == all.len());
                for code in &codes {
                    let q = phrasing.replace("{}", code);
                    let a = ask(&engine, &persona, &market, &q);
                    asked[held_out] += 1;
                    let stated = a.evidence.iter().any(|e| {
                        corpus
                            .blocks
                            .iter()
                            .find(|x| x.id.as_str() == e.id)
                            .is_some_and(|x| {
                                let d = &corpus.docs[x.doc];
                                let about = format!(
                                    "{} {} {}",
                                    d.title,
                                    x.heading.as_str(),
                                    x.text.as_str()
                                );
                                d.table.is_none()
                                    && names_a_price(&about)
                                    && (n.parts(x.text.as_str()).contains(code)
                                        || n.tokens(x.text.as_str()).contains(&code.to_lowercase()))
                            })
                    });
                    if a.figure.is_some() || !stated {
                        wrong[held_out].push(format!(
                            "{dir}: {q:?} -> {:?} {:?} figure {:?}",
                            a.route,
                            ids(&a),
                            a.figure
                        ));
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\nprices: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
        tuned
            .iter()
            .chain(held)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
        asked[0],
        tuned.len(),
        asked[1],
        held.len()
    );
    assert!(asked[0] > 100 && asked[1] > 30, "{asked:?}");
    let (all, bad) = (asked[0] + asked[1], tuned.len() + held.len());
    assert!(bad * 10 <= all, "{bad} of {all} wrong");
}

/// A sum or an average of what a price word asks, over a table with no such measure, is not
/// understood and gives no figure: the cost words read as a price do not make the claims'
/// hours the cost.
#[test]
fn a_total_cost_of_records_without_a_price_measure_gives_no_figure() {
    let corpus = atlas_corpus();
    let engine = engine_for(&corpus, "service");
    for q in [
        "total cost of the warranty claims this year",
        "average cost of a warranty claim",
        "coût total des réclamations de garantie cette année",
    ] {
        let a = ask(&engine, "service", "FR", q);
        assert_eq!(a.figure, None, "{q}: {}", a.reason);
    }
}

/// "combien" before a cost word asks a price, even where a table is named beside it and the
/// corpus routes every "combien" to calculate: no count of stock rows is given for it.
#[test]
fn a_price_beside_a_table_is_no_count() {
    let corpus = atlas_corpus();
    let engine = engine_for(&corpus, "manager");
    // The second asks two things: the price, and how many Lyon holds (4), each side its own.
    for (q, figure) in [
        (
            "combien coute le pack du K-1 et est il en stock a paris",
            None,
        ),
        (
            "combien coûte une BP-36-3 et combien en stock à Lyon",
            Some(4.0),
        ),
        ("combien pour un chargeur CH-42 en stock", None),
    ] {
        let a = ask(&engine, "manager", "FR", q);
        assert_eq!(a.figure, figure, "{q}: {}", a.reason);
        assert!(
            ids(&a).iter().any(|id| id.starts_with("PRICE-PARTS-2026#")),
            "{q}: {:?}",
            ids(&a)
        );
    }
}
