//! "valt de cb300 onder de accu recall" (the tenth company's nw04): Dutch and German put a
//! separable verb's two words around what they are about, and the configured phrase "valt
//! onder" was matched only with its words side by side, so the question went to search. The
//! follow's start was then searched for with the phrase's words, and a warranty saying what
//! "valt niet onder" it started the chain from a charger. A two-word applies phrase is read with
//! a product or part named between its words, and its words do not choose where follow starts.
//!
//! Every corpus whose applies words hold two-word phrases: each phrase said around each product
//! ("{first} the {product} {second} the recall") gives the route and the verdict of the phrase
//! said side by side ("does the {product} {first} {second} the recall"). The demo corpus and
//! noordwerk were looked at; the others are held out.

use crate::common;

use atlas::base::route::Route;
use common::*;

#[test]
fn a_phrase_said_around_the_product_is_the_phrase() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut dirs = CORPORA.to_vec();
    dirs.extend([
        "tests/corpora/noordwerk",
        "tests/corpora/vindmar",
        "tests/corpora/agrodrone",
        "tests/corpora/compresso",
    ]);
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let held_out = !matches!(dir, "corpus/atlas" | "tests/corpora/noordwerk");
        let n = &corpus.config.normalizer;
        for phrase in &corpus.config.questions.applies_words {
            let words = n.words(phrase);
            let [a, b] = words.as_slice() else {
                continue;
            };
            for p in corpus.config.products.iter().take(3) {
                let name = p.code.to_lowercase();
                let control = asking(&format!("does the {name} {a} {b} the recall"));
                if control.route != Route::Follow {
                    continue;
                }
                let q = format!("{a} the {name} {b} the recall");
                let got = asking(&q);
                let (asked, wrong) = &mut tallies[usize::from(held_out)];
                *asked += 1;
                let (want, verdict) = (atlas::eval::verdict(&control), atlas::eval::verdict(&got));
                if got.route != Route::Follow || verdict != want {
                    wrong.push(format!(
                        "{dir}: {q:?} -> {:?} {verdict:?} (side by side: {want:?})",
                        got.route
                    ));
                }
            }
        }
    });
    judge_split(&tallies, 5);
}
