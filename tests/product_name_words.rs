//! Two silent wrong figures of the twenty-fifth company's first run (ribera, issue 39):
//! "quantas reclamações pendentes do controlador" counted every product's pending claims (38),
//! "controlador" being a word of the CT-10's name "controlador de riego" read as nothing (the
//! truth, 12, is the CT-10's); "cuantos reclamos de la rb220 sem horas" summed the hours (78.5),
//! where the claims without hours were asked (4).
//!
//! Generated over every test corpus, in each corpus language with a pack: a count of a table's
//! rows by a word of a product's name of several words alone (no figure, or the product's own
//! where the corpus reads the word as the product, never every product's) and by the whole name
//! (the product's own figure); a count of rows with a negation before a measure's word (no
//! figure) beside the same count without it (a figure). Ribera's are the tuned ones; the other
//! corpora are held out and reported apart.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::base::config::packs::pack;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

fn corpora() -> Vec<String> {
    let mut all = vec!["corpus/atlas".to_string()];
    let mut dirs: Vec<String> = std::fs::read_dir(root().join("tests/corpora"))
        .unwrap()
        .map(|e| format!("tests/corpora/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    dirs.sort();
    all.append(&mut dirs);
    all
}

fn each(f: impl FnMut(&str, &Corpus, &dyn Fn(&str) -> Answer)) {
    let dirs = corpora();
    let dirs: Vec<&str> = dirs.iter().map(String::as_str).collect();
    each_corpus_in(&dirs, f);
}

/// The corpus's count words, one per language with a pack.
fn counts(corpus: &Corpus) -> Vec<&'static str> {
    let mut out = Vec::new();
    for l in &corpus.config.languages {
        if let Some(c) = pack(l).and_then(|p| pack_count(corpus, p)) {
            out.push(c);
        }
    }
    out
}

/// Whether a word is one of a table's own (its about words, columns, measures).
fn tables_word(t: &atlas::base::model::Table, word: &str) -> bool {
    let mut phrases: Vec<&str> = t.about.iter().map(String::as_str).collect();
    for c in &t.columns {
        phrases.push(&c.name);
    }
    for m in &t.measures {
        phrases.push(&m.field);
        phrases.extend(m.words.iter().map(String::as_str));
    }
    phrases.iter().any(|p| {
        p.split(|c: char| !c.is_alphanumeric())
            .any(|w| w.eq_ignore_ascii_case(word))
    })
}

#[test]
fn a_word_of_a_products_name_alone_gives_no_figure_and_the_whole_name_the_products() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each(|dir, corpus, asking| {
        let c = &corpus.config;
        let n = &c.normalizer;
        for count in counts(corpus) {
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                if t.column_of(ColumnKind::Product).is_none() {
                    continue;
                }
                let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                    continue;
                };
                for p in &c.products {
                    // A word of the name no other reading takes: not a kind word, none of the
                    // table's, not a stopword, and of no other product's or market's name (the product's
                    // own figure is then the one the word may give).
                    let word_of = |alias: &String| {
                        let words = n.words(alias);
                        if words.len() < 2 {
                            return None;
                        }
                        words.into_iter().find(|w| {
                            w.chars().count() >= 4
                                && w.chars().all(char::is_alphabetic)
                                && !n.tokens(w).is_empty()
                                && !c.questions.product_words.contains(w)
                                && !tables_word(t, w)
                                && !c
                                    .markets
                                    .iter()
                                    .any(|m| m.aliases.iter().any(|a| n.words(a).contains(w)))
                                && !c.glossary.iter().any(|(from, _)| from.contains(w))
                                && !c.products.iter().any(|o| {
                                    o.code != p.code
                                        && o.aliases.iter().any(|a| n.words(a).contains(w))
                                })
                        })
                    };
                    let Some((alias, word)) =
                        p.aliases.iter().find_map(|a| word_of(a).map(|w| (a, w)))
                    else {
                        continue;
                    };
                    let want = asking(&format!("{count} {about} {}", p.code)).figure;
                    if want.is_none() {
                        continue;
                    }
                    let (asked, wrong) = &mut tallies[usize::from(!dir.ends_with("ribera"))];
                    // The word alone: no figure, or the product's own where a reading of the
                    // corpus's takes it for the product ("aspira" of "Aspira 300"); never every
                    // product's. The whole name: the product's.
                    for (q, alone) in [
                        (format!("{count} {about} {word}"), true),
                        (format!("{count} {about} {alias}"), false),
                    ] {
                        let a = asking(&q);
                        if a.scope.as_ref().is_none_or(|s| s.table != d.id) {
                            continue;
                        }
                        *asked += 1;
                        if a.figure != want && !(alone && a.figure.is_none()) {
                            let expect = if alone { "none or " } else { "" };
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} (want {expect}{want:?}) {:?}",
                                a.figure, a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 2);
}

#[test]
fn a_negated_measure_gives_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each(|dir, corpus, asking| {
        let c = &corpus.config;
        let n = &c.normalizer;
        // The negations before their word that the corpus reads in questions.
        let negations: Vec<&String> = c
            .questions
            .negations
            .iter()
            .filter(|w| {
                !c.questions.negations_after.contains(w)
                    && !n.stopwords.contains(w.as_str())
                    && w.chars().count() > 2
                    && w.chars().all(char::is_alphabetic)
            })
            .take(2)
            .collect();
        for count in counts(corpus) {
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                    continue;
                };
                let Some(measure) = t
                    .measures
                    .iter()
                    .flat_map(|m| &m.words)
                    .find(|w| !w.contains(' ') && w.chars().all(char::is_alphabetic))
                else {
                    continue;
                };
                let plain = asking(&format!("{count} {about}"));
                if plain.figure.is_none() || plain.scope.as_ref().is_none_or(|s| s.table != d.id) {
                    continue;
                }
                for negation in &negations {
                    let q = format!("{count} {about} {negation} {measure}");
                    let a = asking(&q);
                    if a.scope.as_ref().is_none_or(|s| s.table != d.id) {
                        continue;
                    }
                    let (asked, wrong) = &mut tallies[usize::from(!dir.ends_with("ribera"))];
                    *asked += 1;
                    if a.figure.is_some() {
                        wrong.push(format!(
                            "{dir}: {q:?} -> {:?} (want none) {:?}",
                            a.figure, a.known_facts
                        ));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 2);
}
