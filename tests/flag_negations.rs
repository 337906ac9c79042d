//! "¿qué talleres no tienen certificado de atomizadores?" listed the certified workshops: a verb
//! of having between the negation and the flag's words ("no tienen", "non hanno", "do not
//! have") hid the negation, and the opposite rows were the answer. Generated over every flag
//! column of six corpora, asked in each of the corpus's languages; both phrasings were written
//! before the fix, and the second of each language is reported apart (not tuned on).

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

const CORPORA: [&str; 6] = [
    "corpus/atlas",
    "tests/corpora/tramonta",
    "tests/corpora/calora",
    "tests/corpora/agrodrone",
    "tests/corpora/spanish-dealer",
    "tests/corpora/german-dealer",
];

/// Per language, `{a}` the table's word, `{w}` the flag's words: asking for the rows without it.
fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["which {a} do not have {w}", "{a} that don't have the {w}"],
        "fr" => &["quels {a} n'ont pas {w}", "{a} qui n'ont pas de {w}"],
        "es" => &["qué {a} no tienen {w}", "{a} que no tienen el {w}"],
        "de" => &["welche {a} haben keine {w}", "{a} die nicht {w} haben"],
        "it" => &["quali {a} non hanno {w}", "{a} che non hanno il {w}"],
        "pt" => &["quais {a} não têm {w}", "{a} que não tem o {w}"],
        "nl" => &["welke {a} hebben geen {w}", "{a} die niet {w} hebben"],
        _ => &[],
    }
}

const YES: [&str; 8] = ["yes", "oui", "sí", "si", "ja", "sim", "true", "1"];

#[test]
fn a_negated_flag_lists_the_rows_without_it() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t
                .about
                .iter()
                .find(|a| a.ends_with('s') && !a.contains(' '))
                .or(t.about.first())
            else {
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
                let (mut with, mut without) = (Vec::new(), Vec::new());
                for b in &rows {
                    let cell = b.fields[f].to_lowercase();
                    if YES.contains(&cell.as_str()) {
                        with.push(b.id.to_string());
                    } else {
                        without.push(b.id.to_string());
                    }
                }
                for language in &corpus.config.languages {
                    for (i, p) in phrasings(language).iter().enumerate() {
                        let q = p.replace("{a}", about).replace("{w}", &words);
                        let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &q);
                        let got = ids(&a);
                        asked[i] += 1;
                        let right = without.iter().all(|r| got.contains(r))
                            && !with.iter().any(|r| got.contains(r));
                        if !right {
                            wrong[i].push(format!("{dir}: {q:?} -> {:?} {got:?}", a.route));
                        }
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\nnegated flags: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
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
    assert!(asked[0] >= 12 && asked[1] >= 12, "{asked:?}");
    assert!(tuned.is_empty(), "{} of {} wrong", tuned.len(), asked[0]);
    assert!(
        held.len() * 5 <= asked[1],
        "{} of {} held out wrong",
        held.len(),
        asked[1]
    );
}
