//! "average C-3 sales per market this year" answered 56.33, the average of the six quarterly
//! rows; per market it is 169 (France 197, Morocco 141). An average asked of a group the
//! question names (a market by a market word, a product by a product word, a column by its
//! name) is now the average of the groups' totals, each total said.
//!
//! Every table with a market column and a measure, in six corpora, in each corpus language:
//! "<average> <measure> per <market word>", its figure the average of each market's sum of the
//! measure over the rows that have it. The first market word of each pack was looked at while
//! building; the second is held out.

use crate::common;

use atlas::base::config::packs::pack;
use atlas::base::config::Op;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

fn per(language: &str) -> Option<&'static str> {
    Some(match language {
        "en" | "it" | "nl" => "per",
        "fr" => "par",
        "es" | "pt" => "por",
        "de" => "pro",
        _ => return None,
    })
}

#[test]
fn an_average_per_market_is_of_each_markets_total() {
    let mut tallies = [(0, Vec::new(), 0), (0, Vec::new(), 0)];
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        let averages = corpus.config.operation_words(Op::Average).to_vec();
        for language in corpus.config.languages.clone() {
            let (Some(p), Some(per)) = (pack(&language), per(&language)) else {
                continue;
            };
            let Some(average) = p.operations[2]
                .split(", ")
                .find(|w| averages.iter().any(|s| s == w))
            else {
                continue;
            };
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(mc) = t.columns.iter().position(|c| c.kind == ColumnKind::Market) else {
                    continue;
                };
                let Some(m) = t.measures.first() else {
                    continue;
                };
                let Some(word) = m.words.first() else {
                    continue;
                };
                let Some(vc) = t.columns.iter().position(|c| c.name == m.field) else {
                    continue;
                };
                // Each market's sum, over the rows with a value.
                let sums = group_sums(&corpus, d, mc, vc);
                if sums.len() < 2 {
                    continue;
                }
                let want = sums.iter().map(|s| s.1).sum::<f64>() / sums.len() as f64;
                for (i, market_word) in p.markets.split(", ").take(2).enumerate() {
                    let q = format!("{average} {word} {per} {market_word}");
                    let a = ask_on(&engine, &persona, &home, Some("2026-11-20"), &q);
                    let (asked, wrong, none) = &mut tallies[i];
                    *asked += 1;
                    match a.figure {
                        None => *none += 1,
                        Some(f) if (f - want).abs() > 0.01 => wrong.push(format!(
                            "{dir}: {q:?} -> {f} (want {want:.4}) {:?}",
                            a.known_facts
                        )),
                        Some(_) => {}
                    }
                }
            }
        }
    }
    for ((asked, wrong, none), which) in tallies.iter().zip(["tuned", "held out"]) {
        judge(
            &format!("{which} ({none} with no figure)"),
            *asked,
            wrong,
            6,
        );
    }
}
