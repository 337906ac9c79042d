//! Generated questions with one word the corpus does not hold, in each role a figure or a
//! yes/no depends on (a place, a product code, a part number, a measure, one side of a
//! comparison, the thing ranked, the word where an operation's word stands), over three corpora and their languages: no answer gives a
//! figure or a verdict, and each says "not understood" or that nothing matched. The made-up
//! words are drawn from syllables with a fixed seed and checked absent from every bundle.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// A made-up name, capitalised, that no text of `corpus` holds.
fn made_up(corpus: &Corpus, seed: &mut u64, code: bool) -> String {
    const SYLLABLES: [&str; 12] = [
        "zor", "bal", "quin", "tep", "vru", "mox", "dal", "fen", "gri", "plo", "sna", "kev",
    ];
    loop {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = |s: u64, k: u32| SYLLABLES[((s >> k) % 12) as usize];
        let word = if code {
            format!("ZQ-{}", 100 + (*seed >> 20) % 900)
        } else {
            let w = format!("{}{}{}", pick(*seed, 33), pick(*seed, 41), pick(*seed, 49));
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap()
        };
        let lower = word.to_lowercase();
        if !corpus
            .blocks
            .iter()
            .any(|b| b.text.to_lowercase().contains(&lower))
        {
            return word;
        }
    }
}

struct Setting {
    corpus: &'static str,
    persona: &'static str,
    market: &'static str,
    /// Templates: `{X}` a made-up name (`{x}` in lower case, a word), `{C}` a made-up code, `{P}` one of the corpus's
    /// products, `{M}` one of its market names.
    questions: &'static [&'static str],
}

const SETTINGS: &[Setting] = &[
    Setting {
        corpus: "corpus/atlas",
        persona: "manager",
        market: "MA",
        questions: &[
            "How many dealers are in {X}?",
            "combien de concessionnaires à {X} ?",
            "How many {C} claims this year?",
            "How many {P} did the {X} dealer sell?",
            "Who sold the most {C} this year?",
            "Which dealer sold the most {P} in {X}?",
            "Did {X} sell more {P} than {M} this year?",
            "Le concessionnaire de {X} a-t-il vendu plus de {P} que {M} ?",
            "What is the average {X} of the claims?",
            "total claims of the {X} dealer",
            "list the dealers in {X}",
            "average repair hours at {X}",
            // The ranking word itself not understood: a figure over every group is no answer.
            "which market had the {x} repair hours this year?",
            "which dealer logged the {x} repair hours in 2026",
            "quel marché a eu le {x} d'heures de réparation cette année ?",
            // Where an operation's word stands, with none ("gem. reparatie uren": the Dutch
            // average cut short): the sum a measure's name defaults to is another figure.
            "{x} repair hours of the claims this year",
            "{x}. repair hours c-3 claims",
            // The same after words of politeness, which are read past.
            "please {x} repair hours of the claims this year",
            "bonjour, {x} heures de réparation des réclamations cette année",
        ],
    },
    Setting {
        corpus: "tests/corpora/tramonta",
        persona: "manager",
        market: "ES",
        questions: &[
            "¿cuántos distribuidores hay en {X}?",
            "how many dealers in {X}",
            "¿quién vendió más {C} este año?",
            "total de {C} vendidas en 2026",
            "¿vendió {X} más {P} que {M} este año?",
            "media de horas de las reclamaciones de {X}",
            "list the workshops in {X}",
            // A product's code shape with no such product.
            "how many claims for the gr-90",
            "which dealer had the {x} labour hours this year",
            "¿qué mercado tuvo las horas {x} en 2026?",
            "{x} horas de reparacion de las reclamaciones 2026",
            "hola, {x} horas de reparacion de las reclamaciones 2026",
        ],
    },
    Setting {
        corpus: "tests/corpora/calora",
        persona: "manager",
        market: "PL",
        questions: &[
            "How many installers are in {X}?",
            "combien d'installateurs à {X} ?",
            "How many service calls for the {C}?",
            "who had the most service calls in {X}",
            "average hours of the service calls in {X}",
            // A product's alias with a number no product has.
            "how many service calls for the condens 70",
            "which market logged the {x} service hours this year",
            "which installer had the {x} hours in 2026",
            "{x} hours of the service calls in 2026",
        ],
    },
];

#[test]
fn a_word_not_understood_gives_no_figure_and_no_verdict() {
    let mut seed = 7u64;
    let (mut asked, mut wrong) = (0, Vec::new());
    for s in SETTINGS {
        let corpus = Corpus::read(&root().join(s.corpus)).unwrap();
        let engine = engine_for(&corpus, s.persona);
        let product = corpus.config.products[0].code.clone();
        let market = corpus
            .config
            .markets
            .iter()
            .find(|m| m.code != s.market)
            .and_then(|m| m.aliases.first().cloned())
            .unwrap();
        for template in s.questions {
            for _ in 0..3 {
                let q = template
                    .replace("{X}", &made_up(&corpus, &mut seed, false))
                    .replace("{x}", &made_up(&corpus, &mut seed, false).to_lowercase())
                    .replace("{C}", &made_up(&corpus, &mut seed, true))
                    .replace("{P}", &product)
                    .replace("{M}", &market);
                let a = ask_on(&engine, s.persona, s.market, Some("2026-11-20"), &q);
                asked += 1;
                let verdict = atlas::eval::verdict(&a);
                let said = a
                    .known_facts
                    .iter()
                    .any(|f| f.starts_with("not understood") || f.contains("not understood:"));
                if a.figure.is_some() || (verdict.is_some() && !said) {
                    wrong.push(format!(
                        "{}: '{q}' -> figure {:?}, verdict {verdict:?}, facts {:?}",
                        s.corpus, a.figure, a.known_facts
                    ));
                }
            }
        }
    }
    assert!(asked >= 60, "only {asked} questions asked");
    assert!(
        wrong.is_empty(),
        "{} of {asked} answers give a figure or a verdict over a word not understood:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// "πόσες απαιτήσεις με πάνω από 5 ώρες": the word saying above not configured, the number before
/// a measure's word was read by nothing and the figure summed every claim's hours. Generated over
/// every corpus's tables with a measure: a made-up word, a number, then the measure's first word
/// after the count of the table's rows gives no figure (the demo and adriamar looked at while
/// building; the other corpora held out). Every case file's answers are the control: no figure
/// of theirs changed but this kind's (`scripts/case-answers`).
#[test]
fn a_number_before_a_measure_no_comparison_reads_gives_no_figure() {
    let mut seed = 11u64;
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, ask| {
        let counts = corpus
            .config
            .operation_words(atlas::base::config::Op::Count);
        let Some(count) = counts.first() else { return };
        let held_out = usize::from(!matches!(dir, "corpus/atlas" | "tests/corpora/adriamar"));
        for doc in &corpus.docs {
            let Some(t) = &doc.table else { continue };
            let (Some(about), Some(m)) = (t.about.first(), t.measures.first()) else {
                continue;
            };
            let Some(word) = m.words.first().and_then(|w| w.split_whitespace().next()) else {
                continue;
            };
            if ask(&format!("{count} {about}")).figure.is_none() {
                continue;
            }
            // Short, as the word for above is in most languages ("über", "yli", "πάνω"): a
            // longer one beside the table's word is said as the rows' unread predicate already.
            let short: Vec<&str> = ["vrua", "moxa", "plok", "snav", "kevo", "qupa"]
                .into_iter()
                .filter(|w| {
                    !corpus
                        .blocks
                        .iter()
                        .any(|b| b.text.to_lowercase().contains(w))
                })
                .collect();
            for (i, n) in [3, 5, 12].into_iter().enumerate() {
                let Some(x) = short.get((seed as usize + i) % short.len().max(1)) else {
                    continue;
                };
                seed = seed.wrapping_mul(31).wrapping_add(7);
                let question = format!("{count} {about} {x} {n} {word}");
                let a = ask(&question);
                tallies[held_out].0 += 1;
                if a.figure.is_some() {
                    tallies[held_out]
                        .1
                        .push(format!("{dir}: {question:?} -> {:?}", a.figure));
                }
            }
        }
    });
    let [(tuned, tuned_wrong), (held, held_wrong)] = &tallies;
    judge("tuned", *tuned, tuned_wrong, 10);
    judge("held out", *held, held_wrong, 40);
}
