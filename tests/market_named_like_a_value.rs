//! "total ventes es-35 au luxembourg en 2025" gave 20, one dealer's sales: "luxembourg" named
//! the market LU and the city of the dealer LUX, and the figure took both filters. A word that
//! names a market the question names is the market (one role per word), not a value of a row.
//!
//! Every table with a market column and a text column in eleven corpora: one row of a market
//! has its text value made the market's name (as a capital city is named after its country),
//! and a count (or sum) of the table's rows in that market, by that name, gives the figure it
//! gave before. The demo corpus and noordwerk were looked at; the other corpora are held out.

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn a_market_named_like_a_rows_value_is_the_market() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let dirs = [
        "corpus/atlas",
        "tests/corpora/noordwerk",
        "tests/corpora/tramonta",
        "tests/corpora/calora",
        "tests/corpora/spanish-dealer",
        "tests/corpora/german-dealer",
        "tests/corpora/verdemoto",
        "tests/corpora/quaipro",
        "tests/corpora/vindmar",
        "tests/corpora/agrodrone",
        "tests/corpora/compresso",
    ];
    for dir in dirs {
        let held_out = !matches!(dir, "corpus/atlas" | "tests/corpora/noordwerk");
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let Some(p) = corpus
            .config
            .languages
            .first()
            .and_then(|l| atlas::base::config::packs::pack(l))
        else {
            continue;
        };
        let Some(count) = pack_count(&corpus, p) else {
            continue;
        };
        let place = p.places.split(", ").next().unwrap_or("in");
        let (persona, control) = widest(&corpus);
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(market) = t.columns.iter().position(|c| c.kind == ColumnKind::Market) else {
                continue;
            };
            let Some(text) = t.columns.iter().position(|c| c.kind == ColumnKind::Text) else {
                continue;
            };
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            let Some(file) = record_file(dir, &d.id) else {
                continue;
            };
            let source = std::fs::read_to_string(&file).unwrap();
            if source.contains('"') {
                continue;
            }
            for m in corpus.config.markets.iter().take(2) {
                let Some(name) = m
                    .aliases
                    .iter()
                    .find(|a| a.chars().count() >= 4 && a.chars().all(char::is_alphabetic))
                else {
                    continue;
                };
                let rows: Vec<&atlas::base::model::Block> = corpus
                    .blocks
                    .iter()
                    .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d) && b.fields[market] == m.code)
                    .collect();
                if rows.len() < 2 {
                    continue;
                }
                let q = format!("{count} {about} {place} {}", name.to_lowercase());
                // The figure the question gives over the corpus as it is.
                let before = ask_on(&control, &persona, &m.code, Some("2026-11-20"), &q);
                let Some(want) = before.figure else { continue };
                if before.scope.as_ref().is_none_or(|s| s.table != d.id) {
                    continue;
                }
                // The first row of the market gets the market's name as its text value.
                let key = rows[0].fields[0].clone();
                let mut changed = String::new();
                let mut done = false;
                for line in source.lines() {
                    let mut cells: Vec<String> = line.split(',').map(String::from).collect();
                    if !done && !line.starts_with('#') && cells.first() == Some(&key) {
                        cells[text] = name.clone();
                        done = true;
                    }
                    changed.push_str(&cells.join(","));
                    changed.push('\n');
                }
                if !done {
                    continue;
                }
                let copy = scratch(&format!("market-value-{}", tallies[0].0 + tallies[1].0));
                copy_dir(&root().join(dir), &copy);
                let rel = file.strip_prefix(root().join(dir)).unwrap();
                std::fs::write(copy.join(rel), changed).unwrap();
                let spoilt = Corpus::read(&copy).unwrap();
                let (persona, engine) = widest(&spoilt);
                let a = ask_on(&engine, &persona, &m.code, Some("2026-11-20"), &q);
                let (asked, wrong) = &mut tallies[usize::from(held_out)];
                *asked += 1;
                if a.figure != Some(want) {
                    wrong.push(format!(
                        "{dir}: {q:?} with {key}'s {} = {name} -> {:?} (want {want}) {:?}",
                        t.columns[text].name, a.figure, a.known_facts
                    ));
                }
            }
        }
    }
    judge_split(&tallies, 3);
}

/// The record file of `corpus` whose header says `# id: ID`.
fn record_file(corpus: &str, id: &str) -> Option<std::path::PathBuf> {
    let dir = root().join(corpus).join("records");
    for e in std::fs::read_dir(dir).ok()? {
        let path = e.ok()?.path();
        if path.extension().is_some_and(|x| x == "csv")
            && std::fs::read_to_string(&path)
                .ok()?
                .lines()
                .any(|l| l.trim() == format!("# id: {id}"))
        {
            return Some(path);
        }
    }
    None
}
