//! "stock BP-36-3 au maroc combien au total": a count's question with a total's word after its
//! count word counted the rows (4) where the stock was asked (11): "total" was read as the thing
//! counted. Every case question with a figure that asks with one of its corpus's count words and
//! none of its total words, with each single-word total word of the corpus's configuration
//! after it: the same figure, or none, never another. "total" (English and French) was asked
//! while mending; the other total words are held out.

use crate::common;

use atlas::base::config::Op;
use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn a_total_word_after_a_count_changes_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let config = &corpus.config;
        let n = &config.normalizer;
        let count_words: Vec<&String> = config.operation_words(Op::Count).iter().collect();
        let totals: Vec<&String> = config
            .operation_words(Op::Sum)
            .iter()
            .filter(|w| !w.contains(' '))
            .collect();
        let Some(cases) = own_cases(&dir) else {
            continue;
        };
        let mut engines: Vec<(String, atlas::Engine)> = Vec::new();
        for c in cases.iter().filter(|c| c.figure.is_some()) {
            let words = n.words(&c.question);
            let has = |list: &[&String]| {
                list.iter()
                    .any(|w| atlas::base::text::find_phrase(&words, &n.words(w)).is_some())
            };
            if !has(&count_words) || has(&totals) {
                continue;
            }
            let Some((engine, figure)) = figure_as_typed(&mut engines, &corpus, c) else {
                continue;
            };
            let date = c.date.as_deref();
            let core = c.question.trim().trim_end_matches(['?', '!', '.', ' ']);
            for total in &totals {
                let k = usize::from(total.as_str() != "total");
                let q = format!("{core} {total}");
                let a = ask_on(engine, &c.persona, &c.market, date, &q);
                tallies[k].0 += 1;
                if let Some(f) = a.figure.filter(|f| *f != figure) {
                    tallies[k]
                        .1
                        .push(format!("{dir} {}: {q:?} {f}, typed {figure}", c.id));
                }
            }
        }
    }
    let (asked, wrong) = &tallies[0];
    judge("tuned", *asked, wrong, 50);
    // Held out, first run: 4 of 1,014 wrong, in two cases. A bare number before a total's word
    // ("sul 610 totale", "somme", "summe") was read as a number before a plural, not the
    // product FC-610: mended after that run (an operation's word is no plural). Left for a
    // later change: the Icelandic "alls" after the Danish "i år" gives every market's sales
    // (696 for 133). Any other held-out answer wrong fails.
    const KNOWN: [&str; 1] = ["tests/corpora/norfisk n03:"];
    let (asked, wrong) = &tallies[1];
    let new: Vec<&String> = wrong
        .iter()
        .filter(|w| !KNOWN.iter().any(|k| w.starts_with(k)))
        .collect();
    eprintln!(
        "held out: {asked} asked, {} wrong, {} of them known",
        wrong.len(),
        wrong.len() - new.len()
    );
    assert!(*asked >= 500, "held out: {asked} asked");
    assert!(new.is_empty(), "held out, new wrong answers: {new:#?}");
}
