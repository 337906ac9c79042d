//! Two questions typed as one, generated from the case files of four corpora in three
//! languages: a search case's question, a joining word of the second's language, then a
//! calculate case's question asked in the same situation. The joined question must give what
//! each gives alone: the search case's required blocks, and the calculate case's figure, no
//! other; and no row of the calculate side's table that the calculate side alone leaves out (a
//! row of another year found by the search side's product name).

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

const FILES: [(&str, &str); 7] = [
    ("corpus/atlas", "tests/cases/fresh.jsonl"),
    ("corpus/atlas", "tests/cases/exam3.jsonl"),
    (
        "tests/corpora/tramonta",
        "tests/corpora/tramonta/cases.jsonl",
    ),
    ("tests/corpora/calora", "tests/corpora/calora/cases.jsonl"),
    (
        "tests/corpora/spanish-dealer",
        "tests/corpora/spanish-dealer/cases.jsonl",
    ),
    (
        "tests/corpora/agrodrone",
        "tests/corpora/agrodrone/cases.jsonl",
    ),
    (
        "tests/corpora/verdemoto",
        "tests/corpora/verdemoto/cases.jsonl",
    ),
];

/// The joining word for a question opening with `first`: French, Spanish, Portuguese and
/// Dutch openers take their language's, others English's.
fn joining(first: &str) -> &'static str {
    let f = first.trim_start_matches('¿').to_lowercase();
    if ["combien", "quel", "quelle", "quels", "nb", "nombre", "cb"].contains(&f.as_str()) {
        "et"
    } else if [
        "cuántos", "cuantos", "cuántas", "cuantas", "cuál", "cual", "qué", "que",
    ]
    .contains(&f.as_str())
    {
        "y"
    } else if [
        "quantas", "quantos", "qual", "quais", "quanto", "quanti", "quante", "quale", "quali",
        "chi",
    ]
    .contains(&f.as_str())
    {
        "e"
    } else if ["hoeveel", "wat", "welke", "wie"].contains(&f.as_str()) {
        "en"
    } else {
        "and"
    }
}

/// The words of `question` as typed, lower case and without the punctuation around them.
fn typed_words(question: &str) -> Vec<String> {
    question
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect()
}

/// Whether `question` opens with an asking, who or operation word of the corpus.
fn opens(corpus: &Corpus, question: &str) -> bool {
    let q = &corpus.config.questions;
    let words = typed_words(question);
    (1..=3).any(|n| {
        let phrase = words.get(..n).map(|w| w.join(" ")).unwrap_or_default();
        q.asking_words.contains(&phrase)
            || q.who_words.contains(&phrase)
            || corpus
                .config
                .operations
                .iter()
                .any(|(_, ws)| ws.iter().any(|w| w.to_lowercase() == phrase))
    })
}

#[test]
fn a_question_asking_two_things_answers_each() {
    let (mut joined, mut wrong) = (0, Vec::new());
    for (dir, file) in FILES {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        let cases = atlas::eval::read_cases(&text, file).unwrap();
        let searches: Vec<_> = cases
            .iter()
            .filter(|c| c.route == "search" && !c.must.is_empty())
            .collect();
        let figures: Vec<_> = cases
            .iter()
            .filter(|c| c.route == "calculate" && c.figure.as_ref().is_some_and(|f| f.is_number()))
            .collect();
        let mut made = 0;
        for b in &figures {
            let Some(a) = searches.iter().find(|a| {
                (&a.persona, &a.market, &a.date) == (&b.persona, &b.market, &b.date)
                    && !a.question.contains(" and ")
                    && a.kind.as_deref() != Some("two-facts")
            }) else {
                continue;
            };
            if made == 6 {
                break;
            }
            let engine = engine_for(&corpus, &b.persona);
            let date = b.date.as_deref();
            let alone_a = ask_on(&engine, &b.persona, &b.market, date, &a.question);
            let alone_b = ask_on(&engine, &b.persona, &b.market, date, &b.question);
            // Only pairs each side of which is answered alone: the join is what is tested.
            if !a.must.iter().all(|m| ids(&alone_a).contains(m)) || alone_b.figure.is_none() {
                continue;
            }
            let first = b.question.split_whitespace().next().unwrap_or("");
            // The split is at a joining word followed by a word that opens a question.
            if !opens(&corpus, &b.question) {
                continue;
            }
            let q = format!(
                "{} {} {}",
                a.question.trim_end_matches(['?', ' ']),
                joining(first),
                b.question
            );
            let both = ask_on(&engine, &b.persona, &b.market, date, &q);
            made += 1;
            joined += 1;
            let split = both.trace.iter().find(|t| t.starts_with("split"));
            // A side naming no object of its own is lent the other side's products: its figure
            // is then that side's as lent, asked alone.
            let second = split
                .and_then(|t| t.split_once(") and \"").map(|(_, r)| r))
                .and_then(|r| r.split_once("\" (").map(|(q, _)| q.to_string()));
            let side_b = match &second {
                Some(s) if s != &b.question => ask_on(&engine, &b.persona, &b.market, date, s),
                _ => alone_b.clone(),
            };
            let expected = side_b.figure;
            let missing: Vec<&String> = a.must.iter().filter(|m| !ids(&both).contains(m)).collect();
            // The rows of the counted table the count left out are no side's evidence.
            let left_out: Vec<String> = side_b
                .scope
                .as_ref()
                .map(|s| format!("{}#", s.table))
                .map(|table| {
                    ids(&both)
                        .into_iter()
                        .filter(|i| i.starts_with(&table) && !ids(&side_b).contains(i))
                        .collect()
                })
                .unwrap_or_default();
            if split.is_none()
                || !missing.is_empty()
                || both.figure != expected
                || !left_out.is_empty()
            {
                wrong.push(format!(
                    "{dir}: '{q}': split {split:?}, missing {missing:?}, figure {:?} (alone {expected:?}), rows the count left out {left_out:?}",
                    both.figure
                ));
            }
        }
    }
    assert!(
        joined >= 15,
        "only {joined} joined questions: the test reads little"
    );
    assert!(
        wrong.is_empty(),
        "{} of {joined}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// "What is the weight of the X and how many did we sell this year?": the second side names
/// no product, and counts the first side's, as "how many X did we sell this year" does.
#[test]
fn a_side_without_an_object_takes_the_other_sides_product() {
    let mut checked = 0;
    for (dir, market, pairs) in [
        (
            "corpus/atlas",
            "MA",
            [
                (
                    "What is the weight of the {P} and how many did we sell this year?",
                    "how many {P} did we sell this year?",
                ),
                (
                    "quel est le poids du {P} et combien en avons-nous vendu cette année ?",
                    "combien de {P} avons-nous vendu cette année ?",
                ),
            ],
        ),
        (
            "tests/corpora/tramonta",
            "ES",
            [
                (
                    "What is the weight of the {P} and how many did we sell this year?",
                    "how many {P} did we sell this year?",
                ),
                (
                    "¿cuál es el peso de la {P} y cuántas vendimos este año?",
                    "¿cuántas {P} vendimos este año?",
                ),
            ],
        ),
    ] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let engine = engine_for(&corpus, "manager");
        for p in corpus.config.products.iter().take(3) {
            for (both, alone) in pairs {
                let (both, alone) = (both.replace("{P}", &p.code), alone.replace("{P}", &p.code));
                let a = ask_on(&engine, "manager", market, Some("2026-11-20"), &both);
                let b = ask_on(&engine, "manager", market, Some("2026-11-20"), &alone);
                assert!(b.figure.is_some(), "{dir}: '{alone}' gives no figure");
                assert_eq!(a.figure, b.figure, "{dir}: '{both}' against '{alone}'");
                checked += 1;
            }
        }
    }
    assert!(checked >= 12, "only {checked}");
}

/// A phone types a no-break space before "?" and after "«", and a pasted question may hold tabs
/// or line breaks: two questions are split at the same place whatever whitespace is between
/// their words.
#[test]
fn any_whitespace_between_words_splits_alike() {
    let corpus = Corpus::read(&root().join("corpus/atlas")).unwrap();
    let engine = engine_for(&corpus, "manager");
    let plain = "quel est le poids du C-3 et combien en avons-nous vendu cette année ?";
    let want = ask_on(&engine, "manager", "MA", Some("2026-11-20"), plain);
    assert!(want.figure.is_some(), "'{plain}' gives no figure");
    for space in ["\u{a0}", "\t", "\n", "\u{2009}", "  "] {
        let q = plain.replace(' ', space);
        let a = ask_on(&engine, "manager", "MA", Some("2026-11-20"), &q);
        assert_eq!(a.figure, want.figure, "{q:?}");
        assert_eq!(ids(&a), ids(&want), "{q:?}");
    }
}

/// "ile kosztuje WX-30 w Polsce i ile sztuk sprzedano w 2026" (the fourteenth company's k10)
/// counted every market's units (124, not 44): the second side was lent the product, not the
/// market. A side asking a figure, naming no market, takes the other side's, as it takes its
/// product. Every corpus asked in English, each market by its first name, three products: the
/// first phrasing was looked at while building, the second is held out.
#[test]
fn a_side_asking_a_figure_takes_the_other_sides_market() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let pairs = [
        (
            "what is the weight of the {P} in {M} and how many did we sell this year?",
            "how many {P} did we sell in {M} this year?",
        ),
        (
            "{P} warranty in {M} and how many sold in 2026",
            "how many {P} sold in {M} in 2026",
        ),
    ];
    let mut dirs = CORPORA.to_vec();
    dirs.extend([
        "tests/corpora/dentara",
        "tests/corpora/vindmar",
        "tests/corpora/compresso",
    ]);
    each_corpus_in(&dirs, |dir, corpus, asking| {
        if !corpus.config.languages.iter().any(|l| l == "en") {
            return;
        }
        for m in &corpus.config.markets {
            let Some(name) = m
                .aliases
                .iter()
                .find(|a| a.chars().next().is_some_and(char::is_uppercase))
            else {
                continue;
            };
            for p in corpus.config.products.iter().take(3) {
                for (k, (both, alone)) in pairs.iter().enumerate() {
                    let fill = |s: &str| s.replace("{P}", &p.code).replace("{M}", name);
                    let (both, alone) = (fill(both), fill(alone));
                    let b = asking(&alone);
                    if b.figure.is_none() {
                        continue;
                    }
                    let a = asking(&both);
                    let (asked, wrong) = &mut tallies[k];
                    *asked += 1;
                    if a.figure != b.figure {
                        wrong.push(format!(
                            "{dir}: {both:?} -> {:?}, alone {:?}",
                            a.figure, b.figure
                        ));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 10);
}

/// The count word that opens `question` and how many words it has, when one does.
fn count_opener(corpus: &Corpus, question: &str) -> Option<usize> {
    let words = typed_words(question);
    let counts = corpus
        .config
        .operation_words(atlas::base::config::Op::Count);
    (1..=3).rev().find(|&n| {
        let phrase = words.get(..n).map(|w| w.join(" ")).unwrap_or_default();
        counts.iter().any(|w| w.to_lowercase() == phrase)
    })
}

/// "EM-220 fiyatı nedir ve bu yıl Türkiye'de kaç tane sattık" (the nineteenth company): a
/// language that puts its question word late opens the second question some words after the
/// joining word, and the price half was dropped with no word said. Generated from the case
/// files: a search case asking by an asking or cost word, the joining word, then a calculate
/// case opening with a count word whose count word is moved one to three words later (as a
/// verb-final language writes it). The joined question must give the search case's blocks and
/// the figure of its second side asked alone. Kavora's Turkish and the demo corpus's were
/// looked at while building; the others are held out.
#[test]
fn a_question_word_late_in_the_second_question_still_splits() {
    let files: Vec<(&str, &str)> = FILES
        .iter()
        .copied()
        .chain([
            ("tests/corpora/kavora", "tests/corpora/kavora/cases.jsonl"),
            ("tests/corpora/danubia", "tests/corpora/danubia/cases.jsonl"),
        ])
        .collect();
    // [tuned, held out]: (asked, wrong).
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for (dir, file) in files {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let q = &corpus.config.questions;
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        let cases = atlas::eval::read_cases(&text, file).unwrap();
        // A first side asking by an asking or cost word of the corpus (not a count).
        let asks = |s: &str| {
            s.split_whitespace().any(|w| {
                let w = w
                    .trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase();
                q.asking_words.contains(&w) || q.cost_words.contains(&w)
            })
        };
        let searches: Vec<_> = cases
            .iter()
            .filter(|c| c.route == "search" && !c.must.is_empty() && asks(&c.question))
            .filter(|c| !c.question.contains(" and ") && c.kind.as_deref() != Some("two-facts"))
            .collect();
        let tally =
            &mut tallies[usize::from(!matches!(dir, "corpus/atlas" | "tests/corpora/kavora"))];
        let mut made = 0;
        for b in cases.iter().filter(|c| c.route == "calculate") {
            let Some(n) = count_opener(&corpus, &b.question) else {
                continue;
            };
            let Some(a) = searches
                .iter()
                .find(|a| (&a.persona, &a.market, &a.date) == (&b.persona, &b.market, &b.date))
            else {
                continue;
            };
            if made == 4 {
                break;
            }
            let engine = engine_for(&corpus, &b.persona);
            let date = b.date.as_deref();
            let ask = |s: &str| ask_on(&engine, &b.persona, &b.market, date, s);
            if !a.must.iter().all(|m| ids(&ask(&a.question)).contains(m)) {
                continue;
            }
            let words: Vec<&str> = b.question.split_whitespace().collect();
            let and = q.and_words.first().map_or("and", String::as_str);
            for later in 1..=3 {
                if words.len() < n + later + 1 {
                    break;
                }
                // The count word moved `later` words on.
                let mut moved: Vec<&str> = words[n..n + later].to_vec();
                moved.extend(&words[..n]);
                moved.extend(&words[n + later..]);
                let second = moved.join(" ");
                let Some(alone) = ask(&second).figure else {
                    continue;
                };
                let joined = format!("{} {and} {second}", a.question.trim_end_matches(['?', ' ']));
                let both = ask(&joined);
                made += usize::from(later == 1);
                tally.0 += 1;
                let missing: Vec<&String> =
                    a.must.iter().filter(|m| !ids(&both).contains(m)).collect();
                let split = both.trace.iter().find(|t| t.starts_with("split"));
                // A side naming no object of its own is lent the other side's products: its
                // figure is then that side's as lent, asked alone.
                let lent = split
                    .and_then(|t| t.split_once(") and \"").map(|(_, r)| r))
                    .and_then(|r| r.split_once("\" (").map(|(q, _)| q.to_string()));
                let alone = match &lent {
                    Some(s) if s != &second => ask(s).figure,
                    _ => Some(alone),
                };
                let split = split.is_some();
                if !split || !missing.is_empty() || both.figure != alone {
                    tally.1.push(format!(
                        "{dir}: {joined:?}: split {split}, missing {missing:?}, figure {:?} (alone {alone:?})",
                        both.figure
                    ));
                }
            }
        }
    }
    let [tuned, held] = &tallies;
    eprintln!(
        "late question word: tuned {} asked, {} wrong; held out {} asked, {} wrong",
        tuned.0,
        tuned.1.len(),
        held.0,
        held.1.len()
    );
    judge("late question word (tuned)", tuned.0, &tuned.1, 4);
    judge("late question word (held out)", held.0, &held.1, 8);
}
