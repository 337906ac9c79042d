//! "how many claims did the 2 dealers in Lyon and Paris file" answered 1: "2" was read as the
//! product S-2 by its bare number (a product said by its number alone, "the 24", "la 390"), and
//! the claims were filtered to the S-2's (5 was asked for). "total repair hours of the 3 dealers
//! in Morocco" likewise gave the C-3's 5.5 for 14. A number followed by a plural is what the
//! plural counts, not a product.
//!
//! Six corpora, each table's sum with "of the N <plural>" added, where N is the bare number of
//! one of the corpus's products (not one configured as its name: tramonta's "260" is the
//! TR-260, and "the 260 claims" are its claims): the figure must be the one the same question
//! gives without the number. Plurals of the tables' own about words were looked at while building; plurals of
//! the configured product words are held out and reported apart.

use crate::common;

use atlas::base::config::Op;
use common::*;

#[test]
fn a_number_before_a_plural_is_no_product() {
    // (asked, wrong), tuned and held out.
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_corpus(|dir, corpus, asking| {
        let Some(sum) = corpus.config.operation_words(Op::Sum).first().cloned() else {
            return;
        };
        let plurals = &corpus.config.questions.plurals;
        let plural = |w: &String| {
            let one = atlas::ask::question::singular(std::slice::from_ref(w), plurals);
            !w.contains(' ') && one[0] != *w
        };
        // The bare numbers of the corpus's products: a code's last run of digits.
        let mut numbers: Vec<String> = Vec::new();
        for p in &corpus.config.products {
            let digits: String = p
                .code
                .rsplit(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap_or("")
                .to_string();
            // A number a product is configured to be called ("TR-260 = ..., 260") is that
            // product's name: "the 260 claims" are its claims.
            let named = corpus
                .config
                .products
                .iter()
                .any(|a| a.aliases.contains(&digits));
            if !digits.is_empty() && !named && !numbers.contains(&digits) {
                numbers.push(digits);
            }
        }
        let mut abouts: Vec<String> = Vec::new();
        for d in &corpus.docs {
            for a in d.table.iter().flat_map(|t| &t.about) {
                if plural(a) && !abouts.contains(a) {
                    abouts.push(a.clone());
                }
            }
        }
        let products: Vec<String> = corpus
            .config
            .questions
            .product_words
            .iter()
            .filter(|w| plural(w))
            .cloned()
            .collect();
        for d in &corpus.docs {
            let Some(word) = d
                .table
                .as_ref()
                .and_then(|t| t.measures.first())
                .and_then(|m| m.words.first())
            else {
                continue;
            };
            for (which, list) in [&abouts, &products].into_iter().enumerate() {
                for thing in list.iter().take(5) {
                    let without = asking(&format!("{sum} {word} of the {thing}"));
                    let Some(want) = without.figure else { continue };
                    for n in numbers.iter().take(4) {
                        let q = format!("{sum} {word} of the {n} {thing}");
                        let a = asking(&q);
                        let (asked, wrong) = &mut tallies[which];
                        *asked += 1;
                        if a.figure.is_some_and(|f| (f - want).abs() > 0.01) {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} (want {want}) {:?}",
                                a.figure, a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 20);
}
