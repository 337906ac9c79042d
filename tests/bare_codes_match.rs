//! "precio de la GR75": a product's code typed without its dash is the product the blocks name
//! ("GR-75", held as its pieces), so a best block that holds it and the question's other word is
//! a good match, not "no good match". Generated from six corpora: each product's own document
//! sections, asked by a heading word and the code typed bare.

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

#[test]
fn a_code_typed_bare_is_held_where_its_pieces_are() {
    let (mut asked, mut weak) = (0, Vec::new());
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        for p in &corpus.config.products {
            if !p.code.contains('-') {
                continue;
            }
            let bare: String = p.code.chars().filter(|c| *c != '-').collect();
            for b in &corpus.blocks {
                let doc = &corpus.docs[b.doc];
                if doc.table.is_some()
                    || doc.products.len() != 1
                    || doc.products[0] != p.code
                    || !doc.markets.is_empty()
                {
                    continue;
                }
                let Some(word) = n
                    .words(b.heading.as_str())
                    .into_iter()
                    .find(|w| w.chars().count() >= 5 && w.chars().all(char::is_alphabetic))
                else {
                    continue;
                };
                let q = format!("{word} {bare}");
                let a = ask(&engine, &persona, &corpus.config.markets[0].code, &q);
                // Only answers whose best block is this product's and holds the word are judged.
                let best = a
                    .evidence
                    .first()
                    .and_then(|e| corpus.blocks.iter().find(|x| x.id.as_str() == e.id));
                let judged = best.is_some_and(|x| {
                    corpus.docs[x.doc].products.contains(&p.code)
                        && n.words(&format!("{} {}", x.heading.as_str(), x.text.as_str()))
                            .contains(&word)
                });
                if !judged {
                    continue;
                }
                asked += 1;
                if a.facts.iter().any(|f| f.code() == "search.weak") {
                    weak.push(format!("{dir}: {q:?} -> {:?}", ids(&a)));
                }
            }
        }
    }
    eprintln!("{}\n{asked} judged, {} weak", weak.join("\n"), weak.len());
    assert!(asked >= 50, "{asked}");
    assert!(weak.len() * 20 <= asked, "{} of {asked}", weak.len());
}
