//! The twelfth company's (Fornara, IT/CH/AT) silent wrong rows and verdicts, by kind, over the
//! corpora with a stock table and a replacement part (`replacement_stock`'s), in each of the
//! corpus's languages. Fornara was looked at; the others are held out.
//!
//! - "welche händler haben kein CB-210-5 auf lager" (k09): the negation before the part was read
//!   as "every other part", and the dealers out of every part were listed.
//! - "dg6101 a milano ce l'hanno?" (k38): who has a part was read of the first table naming it
//!   (claims), and the answer was no.
//! - "cb 210 5 is it in stock in at?" (k31): a market code that is a common word, last after a
//!   place word, was read as the word, and every market's rows were the answer.

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

/// (corpus, stock table, a part with stock rows).
const CORPORA: [(&str, &str, &str); 10] = [
    ("corpus/atlas", "STOCK", "BP-36-3"),
    ("tests/corpora/tramonta", "STOCK", "PV-2201-B"),
    ("tests/corpora/calora", "STOCK", "GV-220-2"),
    ("tests/corpora/agrodrone", "STOCK", "BT-40-2"),
    ("tests/corpora/spanish-dealer", "EXISTENCIAS", "SM-2541"),
    ("tests/corpora/german-dealer", "LAGER", "HP-4411"),
    ("tests/corpora/verdemoto", "MAGAZZINO", "LM-2202"),
    ("tests/corpora/vindmar", "STOCK", "FP-90-3"),
    ("tests/corpora/noordwerk", "STOCK", "BAT-48-3"),
    ("tests/corpora/fornara", "STOCK", "CB-210-5"),
];

/// Per language, "which dealers have none of {p} in stock" and "who has {p}" (no table named).
fn phrasings(language: &str) -> Option<(&'static str, &'static str)> {
    Some(match language {
        "en" => ("which dealers have no {p} in stock", "who has {p}"),
        "fr" => (
            "quels concessionnaires n'ont pas de {p} en stock",
            "qui a le {p}",
        ),
        "es" => (
            "qué distribuidores no tienen {p} en stock",
            "quién tiene {p}",
        ),
        "de" => ("welche händler haben kein {p} auf lager", "wer hat {p}"),
        "it" => (
            "quali rivenditori non hanno la {p} a magazzino",
            "chi ha la {p}",
        ),
        "pt" => ("que concessionários não têm {p} em stock", "quem tem o {p}"),
        "nl" => ("welke dealers hebben geen {p} op voorraad", "wie heeft {p}"),
        _ => return None,
    })
}

#[test]
fn rows_asked_of_a_part_are_that_part_s_and_its_market_s() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for (dir, stock, part) in CORPORA {
        let held_out = dir != "tests/corpora/fornara";
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        // Each stock row's id, whether it is of the part, and its market when the table has one.
        let t_doc = corpus
            .docs
            .iter()
            .position(|d| d.id.as_str() == stock)
            .unwrap();
        let t = corpus.docs[t_doc].table.as_ref().unwrap();
        let market_col = t.columns.iter().position(|c| c.kind == ColumnKind::Market);
        let rows: Vec<(String, bool, Option<String>)> = corpus
            .blocks
            .iter()
            .filter(|b| b.doc == t_doc)
            .map(|b| {
                let of = b
                    .fields
                    .iter()
                    .any(|v| v == part || n.cell_part(v).as_deref() == Some(part));
                (
                    b.id.to_string(),
                    of,
                    market_col.map(|c| b.fields[c].clone()),
                )
            })
            .collect();
        let tally = &mut tallies[usize::from(held_out)];
        let home = corpus.config.markets[0].code.clone();
        for language in &corpus.config.languages {
            let Some((none, who)) = phrasings(language) else {
                continue;
            };
            // Who holds none of the part: only the part's rows.
            let q = none.replace("{p}", part);
            let a = ask_on(&engine, &persona, &home, Some("2026-11-20"), &q);
            tally.0 += 1;
            let others: Vec<_> = ids(&a)
                .into_iter()
                .filter(|g| rows.iter().any(|(id, of, _)| id == g && !of))
                .collect();
            if !others.is_empty() {
                tally
                    .1
                    .push(format!("{dir}: {q:?} -> other parts' rows {others:?}"));
            }
            // Who has the part, no table named: the stock rows, not another table's.
            let q = who.replace("{p}", part);
            let a = ask_on(&engine, &persona, &home, Some("2026-11-20"), &q);
            tally.0 += 1;
            let got = ids(&a);
            if !got
                .iter()
                .any(|g| rows.iter().any(|(id, of, _)| id == g && *of))
            {
                tally
                    .1
                    .push(format!("{dir}: {q:?} -> {:?} {got:?}", a.route));
            }
        }
        // A market's code typed in lower case last after a place word: its rows only.
        let Some(_) = market_col else { continue };
        for m in &corpus.config.markets {
            let code = m.code.to_lowercase();
            let q = format!("is {part} in stock in {code}");
            let a = ask_on(&engine, &persona, &home, Some("2026-11-20"), &q);
            tally.0 += 1;
            let elsewhere: Vec<_> = ids(&a)
                .into_iter()
                .filter(|g| {
                    rows.iter().any(|(id, _, market)| {
                        id == g && market.as_deref().is_some_and(|x| x != m.code)
                    })
                })
                .collect();
            if !elsewhere.is_empty() {
                tally
                    .1
                    .push(format!("{dir}: {q:?} -> other markets' rows {elsewhere:?}"));
            }
        }
    }
    judge_split(&tallies, 6);
}

/// "di quanto sono cresciute le vendite in percentuale rispetto al 2025" (the same company's
/// k13): a word no table or document holds emptied the rows, and the first fact said no record
/// matched, a "no" the question's words did not give. Every table of the corpora above, listed
/// in English with a made-up place: no verdict, and no fact saying none matched.
#[test]
fn a_list_emptied_by_a_name_not_understood_gives_no_verdict() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, _, _) in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for asking in ["list the", "which"] {
                let q = format!("{asking} {about} in Zorblatville");
                let a = ask_on(&engine, &persona, &home, Some("2026-11-20"), &q);
                if a.route != atlas::base::config::Route::List {
                    continue;
                }
                asked += 1;
                let none = a
                    .known_facts
                    .iter()
                    .any(|f| f.starts_with("no ") && f.contains("record matches"));
                if atlas::eval::verdict(&a).is_some() || none {
                    wrong.push(format!("{dir}: {q:?} -> {:?}", a.known_facts));
                }
            }
        }
    }
    judge("list emptied by a name not understood", asked, &wrong, 10);
}
