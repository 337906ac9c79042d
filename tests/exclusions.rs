//! "how many units did we sell in 2026 excluding the TR-260" answered 115, the TR-260's own
//! units (the opposite: 608 were asked for); "sin contar la TR-260", "excepto" likewise. A
//! product or market named after an except word (`[questions] except_words`, every pack) is
//! now taken out of the rows; anything else after one is not understood, with no figure.
//!
//! Every table with a product column and a measure, in six corpora, in each corpus language:
//! the sum of the measure except each product (and each market, where the table has a market
//! column) must be the sum over everything less that product's (market's), or no figure. The
//! first two except words of each pack were looked at while building; the rest are held out.

use crate::common;

use atlas::base::config::packs::pack;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn what_an_except_word_names_is_taken_out() {
    // (asked, wrong, no figure), tuned and held out.
    let mut tallies = [(0, Vec::new(), 0), (0, Vec::new(), 0)];
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        let figure = |q: &str| ask_on(&engine, &persona, &home, Some("2026-11-20"), q);
        for language in corpus.config.languages.clone() {
            let Some(p) = pack(&language) else { continue };
            let Some(sum) = pack_sum(&corpus, p) else {
                continue;
            };
            let excepts: Vec<&str> = p.except.split(", ").collect();
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(word) = t.measures.first().and_then(|m| m.words.first()) else {
                    continue;
                };
                let whole = format!("{sum} {word}");
                let Some(all) = figure(&whole).figure else {
                    continue;
                };
                // Each product and market the table holds, by the name a question uses.
                let mut names: Vec<String> = Vec::new();
                for (kind, aliases) in [
                    (ColumnKind::Product, &corpus.config.products),
                    (ColumnKind::Market, &corpus.config.markets),
                ] {
                    let Some(c) = t.columns.iter().position(|c| c.kind == kind) else {
                        continue;
                    };
                    for b in corpus
                        .blocks
                        .iter()
                        .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                    {
                        let Some(a) = aliases.iter().find(|a| a.code == b.fields[c]) else {
                            continue;
                        };
                        // A market by its name: a code may be a word ("it", "no").
                        let name = match kind {
                            ColumnKind::Market => a.aliases.first().unwrap_or(&a.code),
                            _ => &a.code,
                        };
                        if !names.contains(name) {
                            names.push(name.clone());
                        }
                    }
                }
                for name in names.iter().take(3) {
                    let Some(own) = figure(&format!("{whole} {name}")).figure else {
                        continue;
                    };
                    for (i, except) in excepts.iter().enumerate() {
                        let q = format!("{whole} {except} {name}");
                        let a = figure(&q);
                        let (asked, wrong, none) = &mut tallies[usize::from(i >= 2)];
                        *asked += 1;
                        match a.figure {
                            None => *none += 1,
                            Some(f) if (f - (all - own)).abs() > 0.01 => wrong.push(format!(
                                "{dir}: {q:?} -> {f} (want {} = {all} - {own}) {:?}",
                                all - own,
                                a.known_facts
                            )),
                            Some(_) => {}
                        }
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
            20,
        );
    }
}
