//! "Hat der Händler in Wien die neue Hydraulikpumpe HP-4411 vorrätig?": the words a question puts
//! before a part, as its documents name it ("die neue Hydraulikpumpe HP-4411 einbauen"), say
//! which part; they are no subject a document answers instead of the stock rows. The question
//! was answered from the recall bulletin with another dealer's row. Generated from the stock
//! tables of six corpora: each part named with the words a document writes before it, at a
//! dealer's town, in each of the corpus's languages; the second phrasing of each language was
//! written after the rule.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// (corpus, stock table, dealers table): the dealers' third column is the town.
const CORPORA: [(&str, &str, &str); 6] = [
    ("corpus/atlas", "STOCK", "DEALERS"),
    ("tests/corpora/tramonta", "STOCK", "DEALERS"),
    ("tests/corpora/calora", "STOCK", "INSTALLERS"),
    ("tests/corpora/agrodrone", "STOCK", "DEALERS"),
    (
        "tests/corpora/spanish-dealer",
        "EXISTENCIAS",
        "DISTRIBUIDORES",
    ),
    ("tests/corpora/german-dealer", "LAGER", "HAENDLER"),
];

/// Per language: `{n}` the part's name, `{p}` the part, `{t}` the town.
fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &[
            "does the dealer in {t} have the {n} {p} in stock?",
            "{t}: is the {n} {p} in stock there",
        ],
        "fr" => &[
            "le concessionnaire de {t} a-t-il le {n} {p} en stock ?",
            "{n} {p} en stock à {t} ?",
        ],
        "es" => &[
            "¿tiene el distribuidor de {t} el {n} {p} en stock?",
            "¿hay {n} {p} en stock en {t}?",
        ],
        "de" => &[
            "Hat der Händler in {t} die {n} {p} vorrätig?",
            "{n} {p} auf Lager in {t}?",
        ],
        "it" => &[
            "il rivenditore di {t} ha il {n} {p} in magazzino?",
            "{n} {p} disponibile a {t}?",
        ],
        "pt" => &[
            "o revendedor de {t} tem o {n} {p} em stock?",
            "{n} {p} em stock em {t}?",
        ],
        "nl" => &[
            "heeft de dealer in {t} de {n} {p} op voorraad?",
            "{n} {p} op voorraad in {t}?",
        ],
        _ => &[],
    }
}

/// The one or two words a document writes just before the part, letters only, lowercased
/// ("Hydraulikpumpe HP-4411", "36 V battery pack, new series (BP-36-3)" gives nothing: a
/// bracket stands between).
fn name_before(corpus: &Corpus, dir: &str, part: &str) -> Option<String> {
    let n = &corpus.config.normalizer;
    let docs = std::fs::read_dir(root().join(dir).join("docs")).ok()?;
    let mut files: Vec<_> = docs.flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).ok()?;
        let words: Vec<&str> = text.split_whitespace().collect();
        for (i, w) in words.iter().enumerate() {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric());
            if i < 2 || n.question_parts(w).first().map(String::as_str) != Some(part) {
                continue;
            }
            let word = |w: &str| w.chars().count() > 3 && w.chars().all(char::is_alphabetic);
            if !word(words[i - 1]) {
                continue;
            }
            let mut name = vec![words[i - 1]];
            if word(words[i - 2]) {
                name.insert(0, words[i - 2]);
            }
            return Some(name.join(" ").to_lowercase());
        }
    }
    None
}

#[test]
fn the_words_naming_a_part_leave_its_stock_rows_the_answer() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for (dir, stock, dealers) in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        let towns: Vec<(String, String, String)> = record_rows(dir, &format!("{dealers}.csv"))
            .into_iter()
            .filter_map(|r| {
                Some((
                    r.first()?.1.clone(),
                    r.get(2)?.1.clone(),
                    r.get(3)?.1.clone(),
                ))
            })
            .collect();
        let quantity = corpus
            .docs
            .iter()
            .find(|d| d.id.as_str() == stock)
            .and_then(|d| d.table.as_ref())
            .map(|t| t.measures[0].field.clone())
            .unwrap();
        let rows = record_rows(dir, &format!("{stock}.csv"));
        let part_of = |row: &Vec<(String, String)>| {
            row.iter()
                .map(|(_, v)| v)
                .find(|v| n.question_parts(v).first() == Some(*v))
                .cloned()
        };
        let mut seen: Vec<String> = Vec::new();
        for row in &rows {
            let Some(part) = part_of(row) else { continue };
            let Some((_, town, market)) = towns
                .iter()
                .find(|(key, ..)| row.iter().any(|(_, v)| v == key))
            else {
                continue;
            };
            // A row of none is no row that has it ("left out", said).
            let on_hand = row
                .iter()
                .find(|(c, _)| *c == quantity)
                .and_then(|(_, v)| v.parse::<f64>().ok());
            if !on_hand.is_some_and(|q| q > 0.0) || seen.iter().filter(|p| **p == part).count() >= 2
            {
                continue;
            }
            let Some(name) = name_before(&corpus, dir, &part) else {
                continue;
            };
            seen.push(part.clone());
            let key = format!("{stock}#{}", row[0].1);
            // The same part's rows at other dealers: never the answer.
            let others: Vec<String> = rows
                .iter()
                .filter(|r| r[0].1 != row[0].1 && part_of(r).as_ref() == Some(&part))
                .map(|r| format!("{stock}#{}", r[0].1))
                .collect();
            for language in &corpus.config.languages {
                for (i, phrasing) in phrasings(language).iter().enumerate() {
                    let q = phrasing
                        .replace("{n}", &name)
                        .replace("{p}", &part)
                        .replace("{t}", town);
                    let a = ask(&engine, &persona, market, &q);
                    let got = ids(&a);
                    asked[i.min(1)] += 1;
                    if !got.contains(&key) || got.iter().any(|g| others.contains(g)) {
                        wrong[i.min(1)].push(format!(
                            "{dir}: {q:?} -> {:?} {got:?} (expected {key})",
                            a.route
                        ));
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\npart names: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
        tuned
            .iter()
            .chain(held)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
        asked[0],
        tuned.len(),
        asked[1],
        held.len()
    );
    assert!(asked[0] >= 20 && asked[1] >= 20, "{asked:?}");
    let (all, bad) = (asked[0] + asked[1], tuned.len() + held.len());
    assert!(bad * 10 <= all, "{bad} of {all} wrong");
}
