//! The reading's roles, as the trace shows them (`reading words=role(rule) | ...`): one role per
//! span of the typed words, over the demo corpus and three others in English, French, Spanish and
//! German. Generated over every corpus's configuration: a market code that is a common word of
//! the corpus's languages is that word when typed in lower case and the market in capitals; the
//! negation, operation and period words of each pack get their roles.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::ingest::sources::Corpus;
use common::*;

/// The reading line's spans: (words, role, rule).
fn roles(a: &Answer) -> Vec<(String, String, String)> {
    let line = a
        .trace
        .iter()
        .find_map(|t| t.strip_prefix("reading "))
        .unwrap_or_else(|| panic!("no reading line in {:#?}", a.trace));
    line.split(" | ")
        .map(|span| {
            let (words, rest) = span.split_once('=').expect("words=role");
            let (role, rule) = match rest.split_once('(') {
                Some((role, rule)) => (role, rule.trim_end_matches(')')),
                None => (rest, ""),
            };
            (words.to_string(), role.to_string(), rule.to_string())
        })
        .collect()
}

fn role_of(a: &Answer, words: &str) -> String {
    roles(a)
        .into_iter()
        .find(|(w, _, _)| w == words)
        .map(|(_, role, _)| role)
        .unwrap_or_else(|| panic!("'{words}' is no span of {:?}", roles(a)))
}

fn corpus(name: &str) -> Corpus {
    let dir = if name == "atlas" {
        root().join("corpus/atlas")
    } else {
        root().join("tests/corpora").join(name)
    };
    Corpus::read(&dir).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Each corpus, with its widest persona's engine and first market.
fn every_corpus() -> Vec<(
    &'static str,
    Corpus,
    String,
    atlas::ask::engine::Engine,
    String,
)> {
    let names = [
        "atlas",
        "tramonta",
        "calora",
        "spanish-dealer",
        "german-dealer",
    ];
    names
        .into_iter()
        .map(|name| {
            let c = corpus(name);
            let persona = c.config.personas.last().unwrap().name.clone();
            let e = engine_for(&c, &persona);
            let market = c.config.markets[0].code.clone();
            (name, c, persona, e, market)
        })
        .collect()
}

#[test]
fn each_typed_word_has_one_role_and_spans_cover_the_question_in_order() {
    let c = atlas_corpus();
    let e = engine_for(&c, "manager");
    for q in [
        "Which dealers are not battery certified?",
        "Who sold the most C-3 this year?",
        "dealers with no stock of bp 36 3 in MA",
        "is serial 2509 0456 affected by the recall?",
        "Quels concessionnaires ne sont pas certifiés batterie ?",
        "what what what what replaces BP-36-2",
    ] {
        let a = ask(&e, "manager", "MA", q);
        let spans = roles(&a);
        let said: Vec<String> = spans.iter().map(|(w, _, _)| w.clone()).collect();
        let mut typed =
            atlas::base::text::Normalizer::words(&c.config.normalizer, &q.to_ascii_uppercase());
        // A word typed twice in a row is read once ("what what replaces").
        typed.dedup();
        assert_eq!(said.join(" "), typed.join(" "), "{q}: {spans:?}");
        assert!(
            spans.iter().all(|(_, r, _)| !r.is_empty()),
            "{q}: {spans:?}"
        );
    }
    let a = ask(
        &e,
        "manager",
        "MA",
        "Which dealers are not battery certified?",
    );
    assert_eq!(role_of(&a, "dealers"), "table");
    assert_eq!(role_of(&a, "not"), "negation");
    assert_eq!(role_of(&a, "battery"), "flag");
    assert_eq!(role_of(&a, "certified"), "flag");
    let a = ask(
        &e,
        "manager",
        "MA",
        "dealers with no stock of bp 36 3 in MA",
    );
    assert_eq!(role_of(&a, "bp 36 3"), "part", "a spaced part is one span");
    assert_eq!(role_of(&a, "no"), "negation");
    assert_eq!(role_of(&a, "ma"), "market");
    let a = ask(
        &e,
        "manager",
        "MA",
        "is serial 2509 0456 affected by the recall?",
    );
    assert_eq!(role_of(&a, "2509 0456"), "serial");
    let a = ask(&e, "manager", "MA", "Who sold the most C-3 this year?");
    assert_eq!(role_of(&a, "c-3"), "product");
    assert_eq!(role_of(&a, "most"), "operation");
    assert_eq!(role_of(&a, "who"), "group-by");
    assert_eq!(role_of(&a, "year"), "period");
    // A word read through the glossary or the vocabulary takes the role of what it was read as,
    // and says so.
    let a = ask(
        &e,
        "manager",
        "MA",
        "Quels concessionnaires ne sont pas certifiés batterie ?",
    );
    let certified = roles(&a)
        .into_iter()
        .find(|(w, _, _)| w == "certifiés")
        .unwrap();
    assert_eq!(certified.1, "flag", "{certified:?}");
    assert!(certified.2.starts_with("read as "), "{certified:?}");
    assert_eq!(role_of(&a, "pas"), "negation");
}

/// Generated over each corpus's markets: a code spelled like a common word of its languages
/// (a stopword, negation or common word: "no", "es", "at", "de") is that word in a lower-case
/// question and the market when typed in capitals.
#[test]
fn a_market_code_that_is_a_word_is_the_word_in_lower_case_and_the_market_in_capitals() {
    let mut checked = 0;
    for (name, c, persona, e, market) in every_corpus() {
        let q = &c.config.questions;
        for m in &c.config.markets {
            let lower = m.code.to_lowercase();
            let common = c.config.normalizer.stopwords.contains(&lower)
                || q.common_words.contains(&lower)
                || q.negations.contains(&lower)
                || q.none_words.contains(&lower);
            if !common {
                continue;
            }
            let about = c.config.products[0].code.clone();
            let a = ask(&e, &persona, &market, &format!("stock {lower} {about}"));
            assert_ne!(
                role_of(&a, &lower),
                "market",
                "{name}: '{lower}' typed in lower case"
            );
            let a = ask(
                &e,
                &persona,
                &market,
                &format!("stock in {} {about}", m.code),
            );
            assert_eq!(
                role_of(&a, &lower),
                "market",
                "{name}: '{}' in capitals",
                m.code
            );
            checked += 1;
        }
    }
    // ES (es), DE (de), AT (at) at least: the test reads something.
    assert!(
        checked >= 3,
        "only {checked} market codes spelled like words"
    );
}

/// Generated from each corpus's packs: every negation word before a flag column's words is a
/// negation, every operation word an operation, in each of the corpus's languages.
#[test]
fn negations_and_operations_of_every_corpus_language_have_their_roles() {
    let mut checked = 0;
    for (name, c, persona, e, market) in every_corpus() {
        let table = c
            .docs
            .iter()
            .filter_map(|d| d.table.as_ref())
            .find(|t| !t.about.is_empty())
            .map(|t| t.about[0].clone())
            .expect("a table with about words");
        for neg in &c.config.questions.negations {
            // A contraction ("isn't") is read as its words ("is not"), each with its role.
            if neg.contains(' ')
                || neg.contains('\'')
                || c.config.questions.common_words.contains(neg)
            {
                continue;
            }
            let a = ask(&e, &persona, &market, &format!("{table} {neg} certified"));
            assert_eq!(role_of(&a, neg), "negation", "{name}: '{neg}'");
            checked += 1;
        }
        for (_, words) in &c.config.operations {
            for w in words.iter().filter(|w| !w.contains(' ')) {
                let a = ask(&e, &persona, &market, &format!("{w} {table}"));
                let role = role_of(&a, &w.to_lowercase());
                assert!(
                    role == "operation" || role == "comparison",
                    "{name}: '{w}' is {role}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "only {checked} words checked");
}

/// "quién vendió más X" asks for the most: the more word with no than word after it, in a
/// question asking who, is the operation; with a than word it compares two things.
#[test]
fn a_more_word_without_than_asking_who_is_the_most() {
    let c = corpus("tramonta");
    let e = engine_for(&c, "manager");
    let a = ask_on(
        &e,
        "manager",
        "ES",
        Some("2026-11-20"),
        "quien vendio mas tr-260 en el segundo trimestre",
    );
    assert_eq!(role_of(&a, "mas"), "operation");
    assert!(a.trace[0].contains("maximum"), "{}", a.trace[0]);
    let a = ask_on(
        &e,
        "manager",
        "ES",
        Some("2026-11-20"),
        "¿vendió Madrid más TR-260 que Viena este año?",
    );
    assert_eq!(role_of(&a, "más"), "comparison");
}

/// "excluding FR", "Türkiye hariç": the except word and the name it takes out have their roles
/// (both read as plain words before), in every corpus, for every except word of its
/// configuration (a word that is also a negation excepts only a name after it: its own test).
#[test]
fn an_except_word_and_the_name_it_takes_out_have_their_roles() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    each_of_every_corpus(|dir, c, asking| {
        let Some(table) = c
            .docs
            .iter()
            .filter_map(|d| d.table.as_ref())
            .find(|t| !t.about.is_empty())
            .map(|t| t.about[0].clone())
        else {
            return;
        };
        let Some(market) = c.config.markets.last().map(|m| m.code.clone()) else {
            return;
        };
        let q = &c.config.questions;
        for except in &q.except_words {
            if q.negations.contains(except) || except.contains('\'') {
                continue;
            }
            let question = match q.except_after.contains(except) {
                true => format!("{table} {market} {except}"),
                false => format!("{table} {except} {market}"),
            };
            let a = asking(&question);
            let got = (
                roles(&a)
                    .into_iter()
                    .find(|(w, _, _)| *w == except.to_lowercase())
                    .map(|r| r.1),
                roles(&a)
                    .into_iter()
                    .find(|(w, _, _)| *w == market.to_lowercase())
                    .map(|r| r.1),
            );
            if got != (Some("except".into()), Some("taken-out".into())) {
                wrong.push(format!("{dir}: '{question}': {:?}", roles(&a)));
            }
            checked += 1;
        }
    });
    assert!(
        wrong.is_empty(),
        "{} of {checked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(checked > 40, "only {checked} except words checked");
}
