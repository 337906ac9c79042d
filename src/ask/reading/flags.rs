//! A flag column the question asks for ("battery certified", "not battery certified") and the
//! negation before a word.

use crate::base::config::Config;
use crate::base::text::find_phrase;

/// A flag column the question names ("battery certified", its words anywhere in the question,
/// or said through the glossary: "certification batterie"), as the value it asks for: "no"
/// when a negation comes right before one of its words or a glossary phrase for one ("not
/// battery certified", "battery not certified", "sans certification batterie"), else "yes".
/// None when it is not named.
pub(crate) fn flag_asked(config: &Config, words: &[String], column: &str) -> Option<&'static str> {
    let name = config.normalizer.name_words(column);
    if name.is_empty() || !name.iter().all(|w| words.contains(w)) {
        return None;
    }
    Some(match negated(config, words, &name) {
        Some(_) => "no",
        None => "yes",
    })
}

/// Where a negation comes right before one of `name`'s words, or before a glossary phrase that
/// stands for one of them.
pub(crate) fn negated(config: &Config, words: &[String], name: &[String]) -> Option<usize> {
    let negations = &config.questions.negations;
    let typed = words
        .iter()
        .enumerate()
        .filter(|(_, w)| name.contains(w))
        .map(|(at, _)| at);
    let glossed = config
        .glossary
        .iter()
        .filter(|(_, to)| to.iter().any(|t| name.contains(t)))
        .filter_map(|(from, _)| find_phrase(words, from));
    // "lack the battery certification": a stopword between the negation and the name is passed.
    let stop = &config.normalizer.stopwords;
    let before = |at: usize| {
        let one = at.checked_sub(1)?;
        match words.get(one) {
            Some(w) if stop.contains(w) && !negations.contains(w) => one.checked_sub(1),
            _ => Some(one),
        }
    };
    typed
        .chain(glossed)
        .filter_map(before)
        .find(|&before| words.get(before).is_some_and(|w| negations.contains(w)))
}
