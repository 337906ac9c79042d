//! "Le concessionnaire de Casablanca a-t-il le BP-36-3 en stock ?": French puts a "t" between a
//! verb and its pronoun when it asks. The English packs listed "t" among the negations (for
//! "don't", before contractions were written out), so the question read "who has none" and
//! left out the very row it asked for: the opposite answer. Generated from the stock tables of
//! the corpora asked in French, each row held asked with three inversions; the last was
//! written after the fix.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// (corpus, stock table, dealers table): the dealers' third column is the town.
const CORPORA: [(&str, &str, &str); 2] = [
    ("corpus/atlas", "STOCK", "DEALERS"),
    ("tests/corpora/calora", "STOCK", "INSTALLERS"),
];

const PHRASINGS: [&str; 3] = [
    "le concessionnaire de {t} a-t-il le {p} en stock ?",
    "y a-t-il des {p} en stock à {t} ?",
    "{t} dispose-t-il de {p} en stock",
];

#[test]
fn a_french_inversion_is_no_negation() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for (dir, stock, dealers) in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        let quantity = corpus
            .docs
            .iter()
            .find(|d| d.id.as_str() == stock)
            .and_then(|d| d.table.as_ref())
            .map(|t| t.measures[0].field.clone())
            .unwrap();
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
        for row in record_rows(dir, &format!("{stock}.csv")) {
            let Some(part) = row
                .iter()
                .map(|(_, v)| v)
                .find(|v| n.question_parts(v).first() == Some(*v))
                .cloned()
            else {
                continue;
            };
            let held = row
                .iter()
                .find(|(c, _)| *c == quantity)
                .and_then(|(_, v)| v.parse::<f64>().ok())
                .is_some_and(|q| q > 0.0);
            let Some((_, town, market)) = towns
                .iter()
                .find(|(key, ..)| row.iter().any(|(_, v)| v == key))
            else {
                continue;
            };
            if !held {
                continue;
            }
            let key = format!("{stock}#{}", row[0].1);
            for phrasing in PHRASINGS {
                let q = phrasing.replace("{p}", &part).replace("{t}", town);
                let a = ask(&engine, &persona, market, &q);
                asked += 1;
                if !ids(&a).contains(&key) {
                    wrong.push(format!(
                        "{dir}: {q:?} -> {:?} {:?} {:?}",
                        a.route,
                        ids(&a),
                        a.known_facts
                    ));
                }
            }
        }
    }
    eprintln!(
        "{}\ninversions: {asked} asked, {} wrong",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked >= 30, "{asked}");
    assert!(wrong.is_empty(), "{} of {asked} wrong", wrong.len());
}
