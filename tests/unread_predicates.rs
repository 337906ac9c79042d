//! A silent wrong figure of five companies (issue 39): "how many claims are pending in tunisia",
//! "combien de réclamations en attente", "ile reklamacji anulowanych w polsce", "cate reclamatii
//! anulate sunt in Romania" counted every claim of the market: the status word beside the
//! table's word named no value and was dropped. Such a word, beside the thing counted, now
//! gives no figure, said; a verb of the asking beside it ("did we get", "were filed", "ont été
//! déposées") still gives the figure.
//!
//! Generated over the corpora with a table whose text column repeats its values (a status, a
//! fault), in each pack language a corpus is asked in: status words no row, document or
//! configured list holds, after the table's word (the first word of each list and the first
//! shape looked at while building) and before it (held out, with the other words); and the
//! same counts with the asking's verbs, which must keep their figure.
//!
//! A language with no pack has no stopwords: "koliko reklamacija zbog korozije u Hrvatskoj"
//! (for corrosion) counted every claim of the market, the short preposition standing between
//! the table's word and the noun no row holds. Generated over every corpus: short words and
//! nouns of such languages no corpus writes; short verbs after the thing counted keep the figure.

use crate::common;

use atlas::base::config::packs::pack;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

const CORPORA: [&str; 8] = [
    "corpus/atlas",
    "tests/corpora/calora",
    "tests/corpora/norfisk",
    "tests/corpora/sahel",
    "tests/corpora/frigodan",
    "tests/corpora/tramonta",
    "tests/corpora/vindmar",
    "tests/corpora/dentara",
];

/// Per language: status words (invented for no corpus) and the asking's verbs after the
/// table's word.
const WORDS: [(&str, [&str; 3], [&str; 2]); 7] = [
    (
        "en",
        ["pending", "escalated", "suspended"],
        ["did we get", "were filed"],
    ),
    (
        "fr",
        ["suspendues", "annulées", "escaladées"],
        ["avons nous eu", "ont été déposées"],
    ),
    (
        "es",
        ["pendientes", "anuladas", "suspendidas"],
        ["tuvimos", "fueron registradas"],
    ),
    (
        "de",
        ["storniert", "ausstehend", "eskaliert"],
        ["haben wir bekommen", "wurden erfasst"],
    ),
    (
        "it",
        ["sospese", "annullate", "pendenti"],
        ["abbiamo avuto", "sono state registrate"],
    ),
    (
        "pt",
        ["pendentes", "anuladas", "suspensas"],
        ["tivemos", "foram registradas"],
    ),
    (
        "nl",
        ["geannuleerd", "lopende", "opgeschort"],
        ["hebben we gekregen", "zijn ingediend"],
    ),
];

/// Whether a text column of table `d` repeats its values: at most a third as many as rows.
fn repeats(corpus: &Corpus, d: usize, c: usize) -> bool {
    let mut values: Vec<&String> = Vec::new();
    let mut rows = 0;
    for b in corpus.blocks.iter().filter(|b| b.doc == d) {
        rows += 1;
        if let Some(v) = b.fields.get(c).filter(|v| !v.is_empty()) {
            if !values.contains(&v) {
                values.push(v);
            }
        }
    }
    values.len() > 1 && values.len() * 3 <= rows
}

/// Whether the corpus writes `w` anywhere: a block, a configured list, a glossary.
fn written(corpus: &Corpus, w: &str) -> bool {
    let n = &corpus.config.normalizer;
    let w = n.fold(w).into_owned();
    corpus.blocks.iter().any(|b| n.tokens(&b.text).contains(&w))
        || corpus
            .config
            .glossary
            .iter()
            .any(|(a, b)| a.contains(&w) || b.contains(&w))
}

#[test]
fn a_status_word_beside_the_thing_counted_that_no_row_holds_gives_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut kept = (0, Vec::new());
    each_corpus_in(&CORPORA, |dir, corpus, ask| {
        for (d, doc) in corpus.docs.iter().enumerate() {
            let Some(t) = &doc.table else { continue };
            let text = (1..t.columns.len())
                .any(|c| t.columns[c].kind == ColumnKind::Text && repeats(corpus, d, c));
            let Some(about) = t.about.first().filter(|_| text) else {
                continue;
            };
            for (lang, statuses, verbs) in WORDS {
                let asked_in = corpus.config.languages.iter().any(|l| l == lang);
                let Some(count) = pack(lang).and_then(|p| pack_count(corpus, p)) else {
                    continue;
                };
                if !asked_in {
                    continue;
                }
                // The control first: the table's count must give a figure for the status
                // words' answers to say anything.
                if ask(&format!("{count} {about}")).figure.is_none() {
                    continue;
                }
                for (i, status) in statuses.iter().enumerate() {
                    if written(corpus, status) {
                        continue;
                    }
                    for (k, question) in [
                        format!("{count} {about} {status}"),
                        format!("{count} {status} {about}"),
                    ]
                    .iter()
                    .enumerate()
                    {
                        let held_out = usize::from(i > 0 || k > 0);
                        let a = ask(question);
                        tallies[held_out].0 += 1;
                        if a.figure.is_some() {
                            tallies[held_out]
                                .1
                                .push(format!("{dir}: {question:?} -> {:?}", a.figure));
                        }
                    }
                }
                for verb in verbs {
                    let question = format!("{count} {about} {verb}");
                    let a = ask(&question);
                    kept.0 += 1;
                    if a.figure.is_none() {
                        kept.1.push(format!("{dir}: {question:?} -> no figure"));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 20);
    judge("the asking's verbs", kept.0, &kept.1, 10);
}

/// Short words of languages no pack holds, before a noun no corpus holds: "zbog korozije" (for
/// corrosion), in the words of a corpus configured for such a language. The first pair was
/// looked at while building; the others are held out.
const GOVERNED: [(&str, &str); 5] = [
    ("zbog", "korozije"),
    ("dėl", "rūdžių"),
    ("због", "вибрација"),
    ("gdy", "wibracji"),
    ("kvo", "hrdzavenia"),
];

/// A short verb of such a language after the thing counted, a noun of no filter after it.
const SHORT_VERBS: [&str; 3] = ["bilo", "gavo", "blev"];

#[test]
fn a_noun_no_row_holds_after_a_short_unknown_word_beside_the_thing_counted_gives_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut kept = (0, Vec::new());
    each_of_every_corpus(|dir, corpus, ask| {
        let conf = std::fs::read_to_string(root().join(dir).join("corpus.conf")).unwrap();
        let counts = corpus
            .config
            .operation_words(atlas::base::config::Op::Count);
        let Some(count) = counts.first() else { return };
        for (d, doc) in corpus.docs.iter().enumerate() {
            let Some(t) = &doc.table else { continue };
            let text = (1..t.columns.len())
                .any(|c| t.columns[c].kind == ColumnKind::Text && repeats(corpus, d, c));
            let Some(about) = t.about.first().filter(|_| text) else {
                continue;
            };
            if ask(&format!("{count} {about}")).figure.is_none() {
                continue;
            }
            for (i, (short, noun)) in GOVERNED.iter().enumerate() {
                let unknown = |w: &str| !written(corpus, w) && !conf.contains(w);
                if !unknown(short) || !unknown(noun) {
                    continue;
                }
                let question = format!("{count} {about} {short} {noun}");
                let a = ask(&question);
                let held_out = usize::from(i > 0);
                tallies[held_out].0 += 1;
                if a.figure.is_some() {
                    tallies[held_out]
                        .1
                        .push(format!("{dir}: {question:?} -> {:?}", a.figure));
                }
            }
            // "how many stock": a table's one measure is summed, and a word after it is what
            // is summed; the verbs are kept where rows are counted.
            let base = ask(&format!("{count} {about}"));
            let measured = !base.trace.iter().any(|l| l.contains("count ="));
            for verb in SHORT_VERBS {
                if measured || written(corpus, verb) || conf.contains(verb) {
                    continue;
                }
                let question = format!("{count} {about} {verb}");
                kept.0 += 1;
                if ask(&question).figure.is_none() {
                    kept.1.push(format!("{dir}: {question:?} -> no figure"));
                }
            }
        }
    });
    judge_split(&tallies, 20);
    judge("a short verb after the thing counted", kept.0, &kept.1, 10);
}
