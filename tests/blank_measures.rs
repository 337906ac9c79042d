//! A measure every matched row leaves blank ("an electronics claim has no hour meter"): no
//! figure, and the answer says the rows are there with the cell blank. It said "no record
//! matches", which is untrue: the rows were supplied beside it. Every product whose rows of a
//! table all leave one of its measures blank, in six corpora, asked with each of the corpus's
//! average and sum words.

use crate::common;

use atlas::base::config::Op;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn a_measure_left_blank_by_every_row_is_said_blank() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(pc) = t.columns.iter().position(|c| c.kind == ColumnKind::Product) else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for m in &t.measures {
                let Some(mc) = t.columns.iter().position(|c| c.name == m.field) else {
                    continue;
                };
                let Some(word) = m.words.first() else {
                    continue;
                };
                let mut products: Vec<&String> = rows.iter().map(|b| &b.fields[pc]).collect();
                products.sort();
                products.dedup();
                for p in products {
                    let mine: Vec<_> = rows.iter().filter(|b| &b.fields[pc] == p).collect();
                    if !mine.iter().all(|b| b.fields[mc].trim().is_empty()) {
                        continue;
                    }
                    for op in [Op::Average, Op::Sum] {
                        let Some(op_word) = corpus.config.operation_words(op).first() else {
                            continue;
                        };
                        let q = format!("{op_word} {word} {p}");
                        let a = ask_on(
                            &engine,
                            &persona,
                            &corpus.config.markets[0].code,
                            Some("2026-11-20"),
                            &q,
                        );
                        asked += 1;
                        let said = a.known_facts.iter().any(|f| f.contains("blank cell"));
                        let denied = a
                            .known_facts
                            .iter()
                            .any(|f| f.contains("no ") && f.contains("record matches"));
                        if a.figure.is_some() || !said || denied {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} {:?}",
                                a.figure, a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    }
    judge("all blank", asked, &wrong, 8);
}
