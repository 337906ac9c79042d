//! "who sold the most EM-310 machines in 2025" (the nineteenth company) answered 5, the largest
//! month's row, and "who sold the most machines in 2025" (the twentieth) ranked the products: a
//! product word read as asking which product, beside the one product named or after a word
//! asking who. It now says what was sold, and the dealers are ranked.
//!
//! Over the corpora whose sales rows rank by dealer for "who sold the most <product>": the same
//! question with each product word of the corpus after the product gives the same figure, and
//! with a product word and no product it ranks no product. The first product word of each
//! corpus was looked at; the others are held out.

use crate::common;

use common::*;

const CORPORA: [&str; 7] = [
    "corpus/atlas",
    "tests/corpora/norfisk",
    "tests/corpora/sahel",
    "tests/corpora/vindmar",
    "tests/corpora/frigodan",
    "tests/corpora/compresso",
    "tests/corpora/elevira",
];

#[test]
fn a_product_word_beside_a_ranking_by_who_says_what_was_sold() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut controls = 0;
    each_corpus_in(&CORPORA, |dir, corpus, ask| {
        let words: Vec<&String> = corpus
            .config
            .questions
            .product_words
            .iter()
            .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
            // "charger" of a corpus whose charger is a product: it names that product.
            .filter(|w| {
                !corpus
                    .config
                    .products
                    .iter()
                    .any(|p| p.aliases.iter().any(|a| a.to_lowercase() == **w))
            })
            .collect();
        for p in corpus.config.products.iter().take(3) {
            let control = ask(&format!("who sold the most {}", p.code));
            let ranked = |a: &atlas::ask::answer::Answer| {
                a.trace
                    .iter()
                    .any(|l| l.starts_with("records") && l.contains("ranked by"))
            };
            if !ranked(&control) || control.figure.is_none() {
                continue;
            }
            controls += 1;
            for (i, w) in words.iter().enumerate() {
                let k = usize::from(i > 0);
                let question = format!("who sold the most {} {w}", p.code);
                let a = ask(&question);
                tallies[k].0 += 1;
                if a.figure != control.figure || !ranked(&a) {
                    tallies[k].1.push(format!(
                        "{dir}: {question:?} -> {:?}, not {:?}",
                        a.figure, control.figure
                    ));
                }
                let question = format!("who sold the most {w}");
                let a = ask(&question);
                tallies[k].0 += 1;
                let by_product = a
                    .trace
                    .iter()
                    .any(|l| l.starts_with("records") && l.contains("ranked by product"));
                if by_product {
                    tallies[k]
                        .1
                        .push(format!("{dir}: {question:?} ranks products"));
                }
            }
        }
    });
    assert!(controls >= 6, "{controls} controls");
    judge_split(&tallies, 6);
}
