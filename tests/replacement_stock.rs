//! "what replaces lm2201 and who has it in stock": "it" is the replacement, but the recalled
//! part's own stock row (two quarantined kits in Turin) was the first evidence supplied, and
//! its claims came along. With a relation asked, follow starts at a document (which states the
//! relation) and supplies the asked part's rows only when the question picks them by more than
//! the part. Each corpus's replacement, asked in each of its languages: no row of the replaced
//! part's stock, and every row of the replacement that has some.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// (corpus, stock table, replaced part, replacement).
const CORPORA: [(&str, &str, &str, &str); 7] = [
    ("corpus/atlas", "STOCK", "BP-36-2", "BP-36-3"),
    ("tests/corpora/tramonta", "STOCK", "PV-2201-A", "PV-2201-B"),
    ("tests/corpora/calora", "STOCK", "GV-220-1", "GV-220-2"),
    ("tests/corpora/agrodrone", "STOCK", "BT-40-1", "BT-40-2"),
    (
        "tests/corpora/spanish-dealer",
        "EXISTENCIAS",
        "SM-2540",
        "SM-2541",
    ),
    ("tests/corpora/german-dealer", "LAGER", "HP-4410", "HP-4411"),
    ("tests/corpora/verdemoto", "MAGAZZINO", "LM-2201", "LM-2202"),
];

fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["what replaces {p} and who has it in stock"],
        "fr" => &["qu'est-ce qui remplace le {p} et qui l'a en stock"],
        "es" => &["qué sustituye a la {p} y quién la tiene en stock"],
        "de" => &["was ersetzt {p} und wer hat es vorrätig"],
        "it" => &["cosa sostituisce la {p} e chi ce l'ha in magazzino"],
        "pt" => &["qual é a substituta da {p} e quem a tem em stock"],
        "nl" => &["wat is de vervanger van {p} en wie heeft hem op voorraad"],
        _ => &[],
    }
}

/// The ids of a stock table's rows of the replaced part, and of the replacement's rows that hold
/// some (`quantity` above zero); `is(cell, part)` says whether a cell is that part.
fn stock_rows(
    dir: &str,
    stock: &str,
    quantity: &str,
    old: &str,
    new: &str,
    is: &dyn Fn(&str, &str) -> bool,
) -> (Vec<String>, Vec<String>) {
    let (mut old_rows, mut new_rows) = (Vec::new(), Vec::new());
    for row in record_rows(dir, &format!("{stock}.csv")) {
        let id = format!("{stock}#{}", row[0].1);
        let held = row
            .iter()
            .find(|(c, _)| c == quantity)
            .and_then(|(_, v)| v.parse::<f64>().ok())
            .is_some_and(|q| q > 0.0);
        if row.iter().any(|(_, v)| is(v, old)) {
            old_rows.push(id);
        } else if held && row.iter().any(|(_, v)| is(v, new)) {
            new_rows.push(id);
        }
    }
    (old_rows, new_rows)
}

#[test]
fn who_has_the_replacement_is_asked_of_the_replacement() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, stock, old, new) in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let table = corpus
            .docs
            .iter()
            .find(|d| d.id.as_str() == stock)
            .and_then(|d| d.table.as_ref())
            .unwrap();
        let quantity = &table.measures[0].field;
        let (old_rows, new_rows) = stock_rows(dir, stock, quantity, old, new, &|v, p| v == p);
        for market in &corpus.config.markets {
            for language in &corpus.config.languages {
                for p in phrasings(language) {
                    let q = p.replace("{p}", old);
                    let a = ask(&engine, &persona, &market.code, &q);
                    let got = ids(&a);
                    asked += 1;
                    let stale: Vec<_> = got.iter().filter(|g| old_rows.contains(g)).collect();
                    let offered = got.iter().any(|g| new_rows.contains(g));
                    if !stale.is_empty() || (!new_rows.is_empty() && !offered) {
                        wrong.push(format!(
                            "{dir} {}: {q:?} -> {:?} {got:?} (replaced part's rows {stale:?})",
                            market.code, a.route
                        ));
                    }
                }
            }
        }
    }
    eprintln!(
        "{}\nreplacement stock: {asked} asked, {} wrong",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked >= 20, "{asked}");
    assert!(wrong.is_empty(), "{} of {asked} wrong", wrong.len());
}

/// "que sustituye al FP-90-2 y quien lo tiene en stock en españa" (the ninth company's vm-06;
/// quaipro's qp-03 in Belgium): a market named scopes who has the replacement, and the
/// replaced part's rows of that market came back beside it. Every corpus's replacement, asked
/// in each of its languages with each market's first name after the language's place word: no
/// row of the replaced part.
#[test]
fn a_market_named_scopes_who_has_the_replacement() {
    let mut all = CORPORA.to_vec();
    all.push(("tests/corpora/vindmar", "STOCK", "FP-90-2", "FP-90-3"));
    all.push(("tests/corpora/quaipro", "STOCK", "EV-3110", "EV-3120"));
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, stock, old, _) in all {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let old_rows: Vec<String> = record_rows(dir, &format!("{stock}.csv"))
            .into_iter()
            .filter(|row| row.iter().any(|(_, v)| v == old))
            .map(|row| format!("{stock}#{}", row[0].1))
            .collect();
        // A replaced part with no stock rows has none to come back (the demo's BP-36-2).
        if old_rows.is_empty() {
            continue;
        }
        for market in &corpus.config.markets {
            let Some(name) = market.aliases.first() else {
                continue;
            };
            for language in &corpus.config.languages {
                let place = match language.as_str() {
                    "fr" | "es" => "en",
                    "pt" => "em",
                    _ => "in",
                };
                for p in phrasings(language) {
                    let q = format!("{} {place} {name}", p.replace("{p}", old));
                    let a = ask(&engine, &persona, &market.code, &q);
                    let got = ids(&a);
                    asked += 1;
                    let stale: Vec<_> = got.iter().filter(|g| old_rows.contains(g)).collect();
                    if !stale.is_empty() {
                        wrong.push(format!("{dir}: {q:?} -> replaced part's rows {stale:?}"));
                    }
                }
            }
        }
    }
    eprintln!(
        "{}\nreplacement stock in a market: {asked} asked, {} wrong",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked >= 20, "{asked}");
    assert!(wrong.is_empty(), "{} of {asked} wrong", wrong.len());
}

/// "wat vervangt bat-48-2" (the tenth company's nw05): thirty claim and stock rows naming the
/// recalled pack were the first blocks read for a statement of its replacement, the hop's limit
/// was spent on them, and the answer said no block stated one. Rows state no relation: they are
/// passed over, and the blocks supplied are read first. Every corpus's replacement, asked in
/// each of its languages with the hop's limit at the number of documents' blocks naming the
/// part: the replacement is stated.
#[test]
fn a_replacement_is_read_past_the_rows_naming_its_part() {
    let mut all = CORPORA.to_vec();
    all.push(("tests/corpora/vindmar", "STOCK", "FP-90-2", "FP-90-3"));
    all.push(("tests/corpora/quaipro", "STOCK", "EV-3110", "EV-3120"));
    all.push(("tests/corpora/noordwerk", "STOCK", "BAT-48-2", "BAT-48-3"));
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, _, old, new) in all {
        let mut corpus = Corpus::read(&root().join(dir)).unwrap();
        // The hop's limit at the documents' blocks naming the part: rows read first spend it.
        let n = &corpus.config.normalizer;
        let documents = corpus
            .blocks
            .iter()
            .filter(|b| b.fields.is_empty() && n.parts(&b.text).iter().any(|p| p == old))
            .count();
        corpus.config.follow.blocks_per_hop = documents.max(1);
        let (persona, engine) = widest(&corpus);
        for language in &corpus.config.languages {
            for p in phrasings(language) {
                // The relation alone: "what replaces X".
                let q = p.replace("{p}", old);
                let q = q
                    .split(&[' '][..])
                    .take_while(|w| !["and", "et", "y", "und", "e", "en"].contains(w))
                    .collect::<Vec<_>>()
                    .join(" ");
                let a = ask(&engine, &persona, &corpus.config.markets[0].code, &q);
                asked += 1;
                if !a.known_facts.iter().any(|f| f.contains(new)) {
                    wrong.push(format!("{dir}: {q:?} -> {:?} {:?}", a.route, a.known_facts));
                }
            }
        }
    }
    judge("replacement read past rows", asked, &wrong, 15);
}

/// "what replaces bp402 and who has it in stock in denmark" (the eleventh company's r01, r02,
/// l02): its stock export writes parts without separators ("BP402" of BP-40-2). The link graph
/// read them as the part, but a row's cell was compared as written: the replaced part's rows
/// were offered as the replacement's, and a stock total said no row was for the part. Every
/// corpus's stock table rewritten with its two parts spelled without separators (where the
/// part's pattern still reads them so), then asked who has the replacement and its total in
/// stock: no row of the replaced part, every row of the replacement that has some, and the same
/// total as the table written with the canonical spelling. The demo corpus and skogsberg were
/// looked at; the others are held out.
#[test]
fn a_table_spelling_its_parts_otherwise_is_read_as_them() {
    let mut all = CORPORA.to_vec();
    all.push(("tests/corpora/vindmar", "STOCK", "FP-90-2", "FP-90-3"));
    all.push(("tests/corpora/quaipro", "STOCK", "EV-3110", "EV-3120"));
    all.push(("tests/corpora/noordwerk", "STOCK", "BAT-48-2", "BAT-48-3"));
    all.push(("tests/corpora/skogsberg", "STOCK", "BP-40-2", "BP-40-3"));
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for (dir, stock, old, new) in all {
        let held_out = !matches!(dir, "corpus/atlas" | "tests/corpora/skogsberg");
        let written = Corpus::read(&root().join(dir)).unwrap();
        let n = written.config.normalizer.clone();
        // Without its separators, else without its first ("BP36-2"): the first spelling the
        // part's pattern reads as it.
        let squash = |p: &str| {
            let spellings = [p.replace(['-', ' '], ""), p.replacen('-', "", 1)];
            spellings
                .into_iter()
                .find(|s| s != p && n.cell_part(s).as_deref() == Some(p))
                .unwrap_or_default()
        };
        if squash(old).is_empty() || squash(new).is_empty() {
            continue;
        }
        let copy = scratch(&format!("respelled-{stock}-{}", squash(old)));
        copy_dir(&root().join(dir), &copy);
        let file = copy.join("records").join(format!("{stock}.csv"));
        let text = std::fs::read_to_string(&file).unwrap();
        let respelled: Vec<String> = text
            .lines()
            .map(|l| match l.starts_with('#') {
                true => l.to_string(),
                false => l
                    .split(',')
                    .map(|c| match n.cell_part(c).as_deref() {
                        Some(p) if p == old || p == new => squash(p),
                        _ => c.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(","),
            })
            .collect();
        std::fs::write(&file, respelled.join("\n") + "\n").unwrap();
        let corpus = Corpus::read(&copy).unwrap();
        let (persona, engine) = widest(&corpus);
        let (_, canonical) = widest(&written);
        let table = corpus
            .docs
            .iter()
            .find(|d| d.id.as_str() == stock)
            .and_then(|d| d.table.as_ref())
            .unwrap();
        let quantity = &table.measures[0].field;
        let is = |v: &str, p: &str| n.cell_part(v).as_deref() == Some(p);
        let copied = copy.to_string_lossy();
        let (old_rows, new_rows) = stock_rows(&copied, stock, quantity, old, new, &is);
        let tally = &mut tallies[usize::from(held_out)];
        for market in &corpus.config.markets {
            for language in &corpus.config.languages {
                for p in phrasings(language) {
                    let q = p.replace("{p}", &squash(old).to_lowercase());
                    let a = ask(&engine, &persona, &market.code, &q);
                    let got = ids(&a);
                    tally.0 += 1;
                    let stale: Vec<_> = got.iter().filter(|g| old_rows.contains(g)).collect();
                    let offered = got.iter().any(|g| new_rows.contains(g));
                    if !stale.is_empty() || (!new_rows.is_empty() && !offered) {
                        tally.1.push(format!(
                            "{dir} {}: {q:?} -> {:?} {got:?} (replaced part's rows {stale:?})",
                            market.code, a.route
                        ));
                    }
                }
            }
            // Its total in stock, as with the canonical spelling.
            let Some(sum) = english_sum(&corpus) else {
                continue;
            };
            let about = table.about.iter().find(|a| !a.contains(' ')).unwrap();
            let q = format!("{sum} {about} {new}");
            let a = ask(&engine, &persona, &market.code, &q);
            let b = ask(&canonical, &persona, &market.code, &q);
            tally.0 += 1;
            if a.figure.is_none() || a.figure != b.figure {
                tally.1.push(format!(
                    "{dir} {}: {q:?} -> {:?}, written canonically {:?} ({:?})",
                    market.code, a.figure, b.figure, a.known_facts
                ));
            }
        }
    }
    judge_split(&tallies, 5);
}

/// frigodan's bulletin wrote "înlocuieşte" with the old cedilla where its configuration says
/// "înlocuiește": every replacement-then-stock question said no block states the replacement.
/// A relation's phrase is read with letters folded. Every follow case of eight corpora, asked
/// over a copy whose documents are written without their accents (as an export or an old
/// keyboard writes them): the same links and the same evidence as over the documents as
/// written. frigodan and elevira were looked at; the others are held out.
#[test]
fn documents_written_without_accents_follow_the_same_links() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in [
        "tests/corpora/frigodan",
        "tests/corpora/elevira",
        "tests/corpora/pralmont",
        "tests/corpora/dentara",
        "tests/corpora/spanish-dealer",
        "tests/corpora/german-dealer",
        "tests/corpora/calora",
        "tests/corpora/fornara",
    ] {
        let name = dir.rsplit('/').next().unwrap_or(dir);
        let copy = scratch(&format!("unaccented-{name}"));
        copy_dir(&root().join(dir), &copy);
        for e in std::fs::read_dir(copy.join("docs")).unwrap() {
            let path = e.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let plain = atlas::base::stem::fold_word(&text, false).into_owned();
            std::fs::write(&path, plain).unwrap();
        }
        let (written, plain) = (
            Corpus::read(&root().join(dir)).unwrap(),
            Corpus::read(&copy).unwrap(),
        );
        let file = root().join(dir).join("cases.jsonl");
        let text = std::fs::read_to_string(&file).unwrap();
        let cases = atlas::eval::read_cases(&text, dir).unwrap();
        let k = usize::from(!matches!(name, "frigodan" | "elevira"));
        let mut engines: Vec<(String, atlas::Engine, atlas::Engine)> = Vec::new();
        for c in cases.iter().filter(|c| c.route == "follow") {
            if !engines.iter().any(|(p, _, _)| *p == c.persona) {
                engines.push((
                    c.persona.clone(),
                    engine_for(&written, &c.persona),
                    engine_for(&plain, &c.persona),
                ));
            }
            let Some((_, w, p)) = engines.iter().find(|(p, _, _)| *p == c.persona) else {
                continue;
            };
            let date = c.date.as_deref();
            let (a, b) = (
                ask_on(w, &c.persona, &c.market, date, &c.question),
                ask_on(p, &c.persona, &c.market, date, &c.question),
            );
            tallies[k].0 += 1;
            if a.links != b.links || ids(&a) != ids(&b) {
                tallies[k].1.push(format!(
                    "{dir} {}: links {:?} / {:?}, ids {:?} / {:?}",
                    c.id,
                    a.links.len(),
                    b.links.len(),
                    ids(&a),
                    ids(&b)
                ));
            }
        }
    }
    judge_split(&tallies, 10);
}

/// "is there FLT-40-1 in the stock of sousse" (the eighteenth company) listed Sousse's row of 0,
/// and a listed row read as yes: the question named the stock table, not an availability
/// phrase, so no row was left out as holding none. The few rows a part and a dealer pick, each
/// holding none, now each say so, and the verdict is no. Over six corpora, every stock row:
/// "is there <part> in the stock of <dealer's key>" is no for a row of 0 and yes for one above
/// it (a key that is a stopword or a measure's word left out); even rows looked at, odd ones
/// held out.
#[test]
fn a_part_asked_of_a_dealers_stock_row_of_none_is_a_no() {
    use atlas::base::model::ColumnKind;
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut seen = 0usize;
    each_corpus_in(
        &[
            "corpus/atlas",
            "tests/corpora/calora",
            "tests/corpora/tramonta",
            "tests/corpora/frigodan",
            "tests/corpora/norfisk",
            "tests/corpora/sahel",
        ],
        |dir, corpus, ask| {
            let n = &corpus.config.normalizer;
            for (i, d) in corpus.docs.iter().enumerate() {
                let Some(t) = &d.table else { continue };
                if !t.about.iter().any(|a| a == "stock") {
                    continue;
                }
                let col = |name: &str| t.columns.iter().position(|c| c.name == name);
                let (Some(dealer), Some(part), Some(quantity)) = (
                    t.columns
                        .iter()
                        .position(|c| c.kind == ColumnKind::Key && c.name != t.columns[0].name)
                        .or(Some(1)),
                    col("part"),
                    col("quantity"),
                ) else {
                    continue;
                };
                for b in corpus.blocks.iter().filter(|b| b.doc == i) {
                    let Some(code) = n.parts(&b.fields[part]).into_iter().next() else {
                        continue;
                    };
                    let Some(held) = atlas::base::decimal::parse(&b.fields[quantity]) else {
                        continue;
                    };
                    // A key that is a stopword ("PAR", French "by") or a measure's word ("BUC",
                    // Romanian pieces) names no dealer: read so on purpose elsewhere.
                    let key = &b.fields[dealer];
                    let lower = key.to_lowercase();
                    if n.tokens(key).is_empty()
                        || t.measures
                            .iter()
                            .any(|m| m.words.iter().any(|w| n.words(w).contains(&lower)))
                    {
                        continue;
                    }
                    let q = format!("is there {code} in the stock of {key}");
                    let a = ask(&q);
                    let want = if held > 0.0 { "yes" } else { "no" };
                    let k = seen % 2;
                    seen += 1;
                    tallies[k].0 += 1;
                    if atlas::eval::verdict(&a) != Some(want) {
                        tallies[k].1.push(format!(
                            "{dir}: {q:?} -> {:?}, not {want} ({held})",
                            atlas::eval::verdict(&a)
                        ));
                    }
                }
            }
        },
    );
    judge_split(&tallies, 20);
}
