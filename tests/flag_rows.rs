//! "Is Graz descaling certified?": a flag of a table and a value of one of its rows, the table
//! itself not named, over every table with a flag in five corpora and their languages. The
//! row is supplied and the yes or no is its cell's, never every row or search's guess.

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn a_flag_asked_of_a_named_row_answers_from_its_cell() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in [
        "corpus/atlas",
        "tests/corpora/tramonta",
        "tests/corpora/calora",
        "tests/corpora/spanish-dealer",
        "tests/corpora/german-dealer",
    ] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            // The row's name: the last text column (a city), unique in the table.
            let Some(name_col) = t.columns.iter().rposition(|c| c.kind == ColumnKind::Text) else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for (f, flag) in t.columns.iter().enumerate() {
                if flag.kind != ColumnKind::Flag {
                    continue;
                }
                let words = flag.name.replace('_', " ");
                for b in &rows {
                    let name = &b.fields[name_col];
                    if rows.iter().filter(|o| &o.fields[name_col] == name).count() > 1 {
                        continue;
                    }
                    let market = b
                        .fields
                        .iter()
                        .zip(&t.columns)
                        .find(|(_, c)| c.kind == ColumnKind::Market)
                        .map_or(corpus.config.markets[0].code.clone(), |(v, _)| v.clone());
                    let cell = b.fields[f].to_lowercase();
                    let yes =
                        ["yes", "oui", "sí", "si", "ja", "true", "1"].contains(&cell.as_str());
                    let q = format!("is {name} {words}?");
                    let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &q);
                    asked += 1;
                    let verdict = atlas::eval::verdict(&a);
                    let want = if yes { "yes" } else { "no" };
                    let supplied = ids(&a).contains(&b.id.to_string());
                    if verdict != Some(want) || !supplied || ids(&a).len() > 3 {
                        wrong.push(format!(
                            "{dir}: '{q}' ({} {cell}) -> {verdict:?}, {:?}",
                            b.id,
                            ids(&a)
                        ));
                    }
                }
            }
        }
    }
    assert!(asked >= 40, "only {asked} questions");
    assert!(
        wrong.is_empty(),
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
