//! A measure every matched row leaves blank ("an electronics claim has no hour meter"): no
//! figure, and the answer says the rows are there with the cell blank. It said "no record
//! matches", which is untrue: the rows were supplied beside it. Every product whose rows of a
//! table all leave one of its measures blank, in six corpora, asked with each of the corpus's
//! average and sum words.

use crate::common;

use atlas::base::config::Op;
use atlas::base::model::{Block, ColumnKind, Measure};
use atlas::ingest::sources::Corpus;
use common::*;

/// Each table with a product column, and each of its measures: the product column, the
/// measure, its column and the table's rows.
fn product_measures(corpus: &Corpus) -> Vec<(usize, &Measure, usize, Vec<&Block>)> {
    let mut out = Vec::new();
    for d in &corpus.docs {
        let Some(t) = &d.table else { continue };
        let Some(pc) = t.columns.iter().position(|c| c.kind == ColumnKind::Product) else {
            continue;
        };
        let rows: Vec<&Block> = corpus
            .blocks
            .iter()
            .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
            .collect();
        for m in &t.measures {
            if let Some(mc) = t.columns.iter().position(|c| c.name == m.field) {
                out.push((pc, m, mc, rows.clone()));
            }
        }
    }
    out
}

#[test]
fn a_measure_left_blank_by_every_row_is_said_blank() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        for (pc, m, mc, rows) in product_measures(&corpus) {
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
    judge("all blank", asked, &wrong, 8);
}

/// The twelfth company's repair hours, written `2,5` with `# decimal: ,` and blank where a claim
/// had no repair: the column was refused as "not a numeric column", against FORMAT.md's word that
/// a blank cell is no value. Its claims' hours written with a decimal comma and its blanks kept:
/// read, and the same average as written with a point. And a thousands separator is refused at
/// the cell that has it.
#[test]
fn a_decimal_comma_column_with_blank_cells_is_read() {
    let mut asked = 0;
    let mut wrong = Vec::new();
    // (Skogsberg's claims, with blank engine hours, are Windows-1252: read as bytes elsewhere.)
    for (dir, column) in [("tests/corpora/fornara", "repair_hours")] {
        // Written with a point (a half added to every value), and with a comma.
        let mut figures = Vec::new();
        for mark in ['.', ','] {
            let copy = scratch(&format!("decimal-{}-{}", column, u8::from(mark == ',')));
            copy_dir(&root().join(dir), &copy);
            let file = copy.join("records/CLAIMS.csv");
            let text = std::fs::read_to_string(&file).unwrap();
            let mut at = None;
            let mut out = Vec::new();
            for l in text.lines() {
                if l.starts_with("# decimal") {
                    continue;
                }
                if l.starts_with('#') {
                    out.push(l.to_string());
                    continue;
                }
                let mut cells: Vec<String> = l.split(';').map(String::from).collect();
                match at {
                    None => {
                        at = cells.iter().position(|c| c == column);
                        if mark == ',' {
                            out.push("# decimal: ,".to_string());
                        }
                    }
                    Some(c) => {
                        let v = cells[c].replace(',', ".");
                        if let Ok(x) = v.trim().parse::<f64>() {
                            cells[c] =
                                format!("{}", x.trunc() + 0.5).replace('.', &mark.to_string());
                        }
                    }
                }
                out.push(cells.join(";"));
            }
            // The other measure columns keep their own mark: a comma one is read as before.
            let text = out.join("\n") + "\n";
            std::fs::write(&file, &text).unwrap();
            let corpus = match Corpus::read(&copy) {
                Ok(c) => c,
                Err(e) => {
                    wrong.push(format!("{dir} {column} with '{mark}': {e}"));
                    continue;
                }
            };
            let t = corpus
                .docs
                .iter()
                .find(|d| d.id.as_str() == "CLAIMS")
                .and_then(|d| d.table.as_ref())
                .unwrap();
            let m = t.measures.iter().find(|m| m.field == column).unwrap();
            let (persona, engine) = widest(&corpus);
            let q = format!("average {} of the claims", m.words[0]);
            let home = corpus.config.markets[0].code.clone();
            figures.push(ask_on(&engine, &persona, &home, Some("2026-11-20"), &q).figure);
            asked += 1;
            // A thousands separator: refused at its cell's line.
            if mark == ',' {
                let bad = text.replacen(";1,5;", ";1.001,5;", 1);
                if bad != text {
                    std::fs::write(&file, &bad).unwrap();
                    let line = bad[..bad.find("1.001,5").unwrap()].matches('\n').count() + 1;
                    let err = Corpus::read(&copy)
                        .err()
                        .map(|e| e.to_string())
                        .unwrap_or_default();
                    asked += 1;
                    if !err.contains("'1.001,5' at ")
                        || !err.contains(&format!(":{line} is not a number"))
                    {
                        wrong.push(format!(
                            "{dir}: thousands separator at line {line}: {err:?}"
                        ));
                    }
                }
            }
        }
        if figures.len() == 2 && (figures[0].is_none() || figures[0] != figures[1]) {
            wrong.push(format!(
                "{dir} {column}: average {:?} with a point, {:?} with a comma",
                figures[0], figures[1]
            ));
        }
    }
    judge("decimal comma with blanks", asked, &wrong, 3);
}

/// "több MB-450-1 van Debrecenben mint Győrben?" (the fourteenth company's k36) answered "DEB -0,
/// GYR -0: no": both sides' claims left the hours blank, and nothing was compared. Every product
/// whose rows all leave a measure blank, in six corpora, compared with each other product of the
/// table: no yes or no, and the answer says what it did not understand. The first phrasing was
/// looked at while building; the second is held out.
#[test]
fn a_comparison_of_a_side_left_blank_gives_no_verdict() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        for (pc, m, mc, rows) in product_measures(&corpus) {
            let Some(word) = m.words.iter().find(|w| !w.contains(' ')) else {
                continue;
            };
            let mut products: Vec<&String> = rows.iter().map(|b| &b.fields[pc]).collect();
            products.sort();
            products.dedup();
            let blank = |p: &String| {
                rows.iter()
                    .filter(|b| &b.fields[pc] == p)
                    .all(|b| b.fields[mc].trim().is_empty())
            };
            for p in products.iter().filter(|p| blank(p)) {
                for other in products.iter().filter(|o| *o != p) {
                    for (k, q) in [
                        format!("did the {p} have more {word} than the {other}"),
                        format!("more {word} for {other} than for {p}?"),
                    ]
                    .iter()
                    .enumerate()
                    {
                        let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), q);
                        if a.route != atlas::base::config::Route::Calculate {
                            continue;
                        }
                        let (asked, wrong) = &mut tallies[k];
                        *asked += 1;
                        let said = a.known_facts.iter().any(|f| f.contains("not understood"));
                        if atlas::eval::verdict(&a).is_some() || a.figure.is_some() || !said {
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
    judge_split(&tallies, 4);
}
