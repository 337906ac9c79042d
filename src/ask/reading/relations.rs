//! The relation a question asks for (`[relations] KIND.asked`), read once the same way by the
//! router, follow's start and its hops, and the trace.

use crate::ask::question::Asked;
use crate::base::config::Config;

/// The word of `phrases` the question uses (`Asked::first_used`), or one it says in another
/// form (`flags::other_forms`: six letters or more, one stem the start of the other) at most
/// three letters longer: "remplace" for a corpus.conf's "remplacer", "replacing" for
/// "replace", but not "Ersatzteil" (a spare part) for "Ersatz" (a replacement).
pub(crate) fn asked_word<'w>(
    config: &Config,
    asked: &Asked,
    phrases: &'w [String],
) -> Option<&'w String> {
    if let Some(p) = asked.first_used(&config.normalizer, phrases) {
        return Some(p);
    }
    // By reference: consuming the Vec was an IntoIter's code of its own in the page's wasm.
    for (word, typed) in &super::flags::other_forms(config, &asked.words, phrases) {
        if typed.len() <= word.len() + 3 {
            return phrases.iter().find(|p| *p == word);
        }
    }
    None
}
