//! "top 3 products by sales this year" answered 902, every row's units added; "sales growth
//! from Q1 to Q2 2026" 586, both quarters added; "part de la France dans les ventes de C-3"
//! 197, France's own units: the words asking for a growth, a share, a difference or the top N
//! had no role, and a sum answered another question with nothing said. `[questions]
//! beyond_words` (every pack) names such arithmetic; a question using one gets no figure, no
//! ranking and no verdict, and the answer names the word.
//!
//! Every table with a measure, in six corpora, in each corpus language, asked its sum with each
//! beyond word of the pack before and after it: no figure may come back (and a calculation
//! names the word), while the same question without the word still gets one. The first four words of each pack were looked at
//! while building; the rest are held out and reported apart.

use crate::common;

use atlas::ask::facts::Fact;
use atlas::base::config::packs::pack;
use atlas::base::config::Route;
use common::*;

#[test]
fn arithmetic_beyond_the_five_operations_gives_no_figure() {
    // (asked, wrong), tuned and held out.
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut figures = 0;
    each_corpus(|dir, corpus, asking| {
        for language in &corpus.config.languages {
            let Some(p) = pack(language) else { continue };
            let Some(sum) = pack_sum(corpus, p) else {
                continue;
            };
            let beyond: Vec<&str> = p.beyond.split(", ").collect();
            let mut seen: Vec<String> = Vec::new();
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(word) = t.measures.first().and_then(|m| m.words.first()) else {
                    continue;
                };
                let whole = format!("{sum} {word}");
                // One question per measure word: tables of one shape ask the same.
                if seen.contains(&whole) || asking(&whole).figure.is_none() {
                    continue;
                }
                seen.push(whole.clone());
                figures += 1;
                for (i, b) in beyond.iter().enumerate() {
                    for q in [format!("{b} {whole}"), format!("{whole} {b}")] {
                        let a = asking(&q);
                        let (asked, wrong) = &mut tallies[usize::from(i >= 4)];
                        *asked += 1;
                        let said = a
                            .known_facts
                            .iter()
                            .any(|f| f.contains(&format!("\"{b}\"")));
                        let ranked = a
                            .facts
                            .iter()
                            .any(|f| matches!(f, Fact::Compared { .. } | Fact::Ranking { .. }));
                        // Searched instead ("cambio" is a word of a document): no figure, and
                        // nothing to say about one.
                        let calculated = a.route == Route::Calculate;
                        if a.figure.is_some() || ranked || (calculated && !said) {
                            wrong.push(format!(
                                "{dir}: {q:?} -> figure {:?}, {:?}",
                                a.figure, a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    });
    assert!(
        figures >= 10,
        "only {figures} sums were asked: the test reads too few tables"
    );
    judge_split(&tallies, 40);
}
