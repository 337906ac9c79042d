//! "compare cb-450 sales nl and be 2026": "be" is a common word of English (listed in
//! `common_words`), so typed in lower case it was read as the verb, and the answer was the
//! Netherlands' alone. A code that is a common word, joined by an and word to another market's
//! name, is the market. And a compare word over two things named, with no measure named, gets
//! each one's figure rather than a list.
//!
//! Every pair of markets of every corpus with a table that has a market column, typed as two
//! lower-case codes joined by each of the corpus's languages' first and word and and phrases, in a count of the
//! table's rows: the figure is the sum of the two markets' counts, each asked alone in capitals.
//! The demo corpus and noordwerk were looked at; the others are held out.

use crate::common;

use atlas::base::model::ColumnKind;
use common::*;

#[test]
fn two_codes_joined_by_an_and_word_are_two_markets() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let dirs = [
        "corpus/atlas",
        "tests/corpora/noordwerk",
        "tests/corpora/tramonta",
        "tests/corpora/vindmar",
        "tests/corpora/german-dealer",
        "tests/corpora/quaipro",
        "tests/corpora/verdemoto",
        "tests/corpora/compresso",
        "tests/corpora/agrodrone",
    ];
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let held_out = !matches!(dir, "corpus/atlas" | "tests/corpora/noordwerk");
        let Some(p) = corpus
            .config
            .languages
            .first()
            .and_then(|l| atlas::base::config::packs::pack(l))
        else {
            return;
        };
        let Some(count) = pack_count(corpus, p) else {
            return;
        };
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            if !t.columns.iter().any(|c| c.kind == ColumnKind::Market) {
                continue;
            }
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            let markets = &corpus.config.markets;
            for (i, a) in markets.iter().enumerate() {
                for b in markets.iter().skip(i + 1) {
                    let alone = |code: &str| {
                        let ans = asking(&format!("{count} {about} {code}"));
                        ans.figure
                            .filter(|_| ans.scope.as_ref().is_some_and(|s| s.table == d.id))
                    };
                    let (Some(fa), Some(fb)) = (alone(&a.code), alone(&b.code)) else {
                        continue;
                    };
                    // Each language's first and word, and its phrases ("ainsi que"): the
                    // others mean "also" ("ook", "anche") and join no two names.
                    let mut ands: Vec<&str> = Vec::new();
                    for l in &corpus.config.languages {
                        let Some(p) = atlas::base::config::packs::pack(l) else {
                            continue;
                        };
                        for (k, w) in p.and.split(", ").enumerate() {
                            if (k == 0 || w.contains(' ')) && !ands.contains(&w) {
                                ands.push(w);
                            }
                        }
                    }
                    for and in ands {
                        let q = format!(
                            "{count} {about} {} {and} {}",
                            a.code.to_lowercase(),
                            b.code.to_lowercase()
                        );
                        let (asked, wrong) = &mut tallies[usize::from(held_out)];
                        *asked += 1;
                        let got = asking(&q);
                        if got.figure != Some(fa + fb) {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} (want {} + {}) {:?}",
                                got.figure, fa, fb, got.known_facts
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 5);
}
