//! "stock BP-36-3 au maroc combien merci" counted the rows (4) where the stock was asked (11):
//! the word after the count's was read as the thing counted. "… in het derde kwartaal in be
//! please" and "… en 2025 au ma merci" summed every market: a market code that is a word is the
//! market last after a place word, and a word of thanks made it no longer last. Every case
//! question with a figure of every corpus, with the corpus's languages' words of politeness
//! before or after it: the same figure, or none, never another. English and French words
//! (please, thanks, hi, merci, svp, bonjour, merci beaucoup) were asked while mending; the
//! others' are held out.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// (held out, language, before, after). Tuned: the first three were asked while mending, the
/// French "merci beaucoup" failed held out before "beaucoup" was mended, "s'il vous plaît" (the
/// "s" of "s'il" read as a unit or as the thing counted) was found by asking every case question
/// typed another way; "cheers" (no common word) and "s'il te plaît" (the Dutch place word "te"
/// ended the closing words) failed held out on their first run, and "merci d'avance" ("avance"
/// read as the thing counted) on the second. The second run's other failures, "much
/// appreciated" and "dank je wel" after a market's code that is a word ("in be", "au ma"), now
/// give no figure and say why (`question::placed_word`).
const WORDS: [(bool, &str, &str, &str); 21] = [
    (false, "en", "please", "thanks"),
    (false, "fr", "bonjour", "merci"),
    (false, "fr", "salut", "merci beaucoup"),
    (false, "fr", "svp", "s'il vous plaît"),
    (false, "en", "hi there", "cheers"),
    (false, "fr", "excusez-moi", "s'il te plaît"),
    (false, "fr", "coucou", "merci d'avance"),
    // A hedge, found by asking every case so: "sur la 24 approx" read "approx" as the plural
    // the number counts, and gave every product's figure.
    (false, "en", "roughly", "approx"),
    (true, "en", "hello", "thank you"),
    (true, "en", "good morning", "much appreciated"),
    (true, "es", "hola", "gracias"),
    (true, "es", "buenas", "muchas gracias"),
    (true, "de", "hallo", "danke"),
    (true, "de", "guten Morgen", "vielen Dank"),
    (true, "it", "ciao", "grazie"),
    (true, "it", "salve", "per favore"),
    (true, "pt", "olá", "obrigado"),
    (true, "pt", "bom dia", "por favor"),
    (true, "nl", "hallo", "bedankt"),
    (true, "nl", "goedemorgen", "dank je wel"),
    (true, "es", "oye", "porfa"),
];

#[test]
fn words_of_politeness_change_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    let mut turn = 0usize;
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let words: Vec<(usize, &str, &str)> = WORDS
            .iter()
            .filter(|(_, l, _, _)| corpus.config.languages.iter().any(|x| x == l))
            .map(|(held, _, b, a)| (usize::from(*held), *b, *a))
            .collect();
        if words.is_empty() {
            continue;
        }
        let Some(cases) = own_cases(&dir) else {
            continue;
        };
        let mut engines: Vec<(String, atlas::Engine)> = Vec::new();
        for c in cases.iter().filter(|c| c.figure.is_some()) {
            let Some((engine, figure)) = figure_as_typed(&mut engines, &corpus, c) else {
                continue;
            };
            let date = c.date.as_deref();
            let core = c.question.trim().trim_end_matches(['?', '!', '.', ' ']);
            // Each case with three of the tuned phrases and three of the held-out ones of its
            // corpus's languages, in turn: every phrase is asked of a third or more of the
            // cases, at a third of the cost of all of them.
            turn += 1;
            let mut picked: Vec<(usize, &str, &str)> = Vec::new();
            for k in 0..2 {
                let split: Vec<&(usize, &str, &str)> = words.iter().filter(|w| w.0 == k).collect();
                for j in 0..3.min(split.len()) {
                    picked.push(*split[(turn * 3 + j) % split.len()]);
                }
            }
            for &(k, before, after) in &picked {
                for q in [format!("{before}, {core}"), format!("{core} {after}")] {
                    let a = ask_on(engine, &c.persona, &c.market, date, &q);
                    tallies[k].0 += 1;
                    match a.figure {
                        Some(f) if f != figure => tallies[k]
                            .1
                            .push(format!("{dir} {}: {q:?} {f}, typed {figure}", c.id)),
                        None => declined[k] += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    eprintln!("no figure: tuned {}, held out {}", declined[0], declined[1]);
    judge_split(&tallies, 100);
}
