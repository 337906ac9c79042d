//! A flag column the question asks for ("battery certified", "not battery certified") and the
//! negation before a word.

use crate::base::config::Config;
use crate::base::text::find_phrase;

/// A flag column the question names ("battery certified", its words anywhere in the question,
/// or said through the glossary: "certification batterie"), as the value it asks for: "no"
/// when a negation comes right before one of its words or a glossary phrase for one ("not
/// battery certified", "battery not certified", "sans certification batterie"), else "yes".
/// None when it is not named.
///
/// A flag named by its last word only ("certified dealers" for `descaling_certified`: the
/// property, the words before it say of what) is named when that word names no other flag
/// column of the table (`others`) and is no common word: a table with one certification is
/// asked about it by that word. "battery" alone names no flag of `battery_certified`.
pub(crate) fn flag_asked(
    config: &Config,
    words: &[String],
    column: &str,
    others: &[&str],
) -> Option<&'static str> {
    let n = &config.normalizer;
    let name = n.name_words(column);
    // "heat pump certification" names `heat_pump_certified`: a word of the question in another
    // form of a name word stands for it, and a negation before it negates the flag.
    let mut forms = other_forms(config, words, &name);
    let all = !name.is_empty()
        && name
            .iter()
            .all(|w| words.contains(w) || forms.iter().any(|(of, _)| of == w));
    let mut negatable = name.clone();
    // By reference, each form taken out: consuming the Vec was an IntoIter's code of its own.
    for (_, typed) in &mut forms {
        negatable.push(std::mem::take(typed));
    }
    let distinctive = |w: &String| {
        crate::base::text::char_count(w) >= 4
            && !n.stopwords.contains(w)
            && !config.questions.common_words.contains(w)
            && !others
                .iter()
                .filter(|o| **o != column)
                .any(|o| n.name_words(o).contains(w))
    };
    let one = name
        .last()
        .is_some_and(|w| name.len() > 1 && words.contains(w) && distinctive(w));
    // "unauthorized", "nieautoryzowani", "yetkisiz": a negation written as a part of the word
    // names the flag, negated.
    if fused(config, words, &name) {
        return Some("no");
    }
    if !all && !one {
        return None;
    }
    Some(match negated(config, words, &negatable) {
        Some(_) => "no",
        None => "yes",
    })
}

/// Whether a word of `words` is a negation (`negations`, two letters or more) then a word of
/// `name`, or a word of `name` then a negation written after (`negations_after`): as typed or
/// through the glossary ("nie" + "autoryzowani", which the glossary reads as "authorized"); every
/// other word of `name` in `words` too.
fn fused(config: &Config, words: &[String], name: &[String]) -> bool {
    let q = &config.questions;
    let n = &config.normalizer;
    // Whether `rest` is word `x` of `name`, or a glossary phrase of one word for it; typed
    // without its accents too ("nesertificeti" of "nesertificēti").
    let is = |rest: &str, x: &String| {
        let rest = n.fold(rest);
        *x == *rest
            || config.glossary.iter().any(|(from, to)| {
                matches!(from.as_slice(), [one] if n.fold(one) == rest) && to.contains(x)
            })
    };
    for (i, w) in words.iter().enumerate() {
        // Each distinct word once: a word typed 300 times is read as one.
        if words.get(..i).is_some_and(|seen| seen.contains(w)) {
            continue;
        }
        for neg in &q.negations {
            let rest = match q.negations_after.contains(neg) {
                false => w.strip_prefix(neg.as_str()),
                true => w.strip_suffix(neg.as_str()),
            };
            let Some(rest) = rest.filter(|r| r.len() >= 4 && neg.len() >= 2) else {
                continue;
            };
            let mut named = false;
            let mut whole = true;
            for x in name {
                let here = is(rest, x);
                named |= here;
                whole &= here || words.contains(x);
            }
            if named && whole {
                return true;
            }
        }
    }
    false
}

/// Where a negation comes right before one of `name`'s words, or before a glossary phrase that
/// stands for one of them.
pub(crate) fn negated(config: &Config, words: &[String], name: &[String]) -> Option<usize> {
    for (at, w) in words.iter().enumerate() {
        if name.contains(w) {
            if let Some(found) = negation_before(config, words, at) {
                return Some(found);
            }
        }
    }
    let plurals = &config.questions.plurals;
    for (from, to) in &config.glossary {
        if !to.iter().any(|t| name.contains(t)) {
            continue;
        }
        let at = find_phrase(words, from)
            .or_else(|| find_phrase(&crate::ask::question::singular(words, plurals), from));
        if let Some(found) = at.and_then(|at| negation_before(config, words, at)) {
            return Some(found);
        }
    }
    None
}

/// The question's words that are another form of a word of `name` (a flag column's name
/// words): the same stem, or one stem the start of the other ("certification" and "certified":
/// "certif", "certifi"), for words of six letters or more; each as (name word, question word).
pub(crate) fn other_forms(
    config: &Config,
    words: &[String],
    name: &[String],
) -> Vec<(String, String)> {
    let n = &config.normalizer;
    let mut out: Vec<(String, String)> = Vec::new();
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut own: Vec<(&String, Vec<String>)> = Vec::new();
    for w in name {
        if crate::base::text::char_count(w) >= 6 {
            own.push((w, n.stems(w)));
        }
    }
    if own.is_empty() {
        return out;
    }
    // Each distinct word once, and only words a stemmer reads (no codes): a word typed 150
    // times is stemmed once.
    for (i, q) in words.iter().enumerate() {
        let word = crate::base::text::char_count(q) >= 6 && q.chars().all(char::is_alphabetic);
        if !word || name.contains(q) || words.get(..i).is_some_and(|b| b.contains(q)) {
            continue;
        }
        let stems = n.stems(q);
        for (w, mine) in &own {
            let near = stems.iter().any(|s| {
                mine.iter().any(|o| {
                    let (short, long) = if s.len() <= o.len() { (s, o) } else { (o, s) };
                    crate::base::text::char_count(short) >= 5 && long.starts_with(short.as_str())
                })
            });
            if near {
                out.push(((*w).clone(), q.clone()));
                break;
            }
        }
    }
    out
}

/// Whether word `w` may stand between a negation and what it negates: "lack the battery
/// certification", "no están certificados", "no tienen certificado" (stopwords, common words of
/// the questions' languages, verbs of having: `has_words`, `[follow] available`), never another
/// negation.
fn passable(config: &Config, w: &String) -> bool {
    let q = &config.questions;
    // A place word too: "не са в гаранция" (Bulgarian, not in warranty), as English "in" is
    // a stopword.
    (config.normalizer.stopwords.contains(w)
        || q.common_words.contains(w)
        || q.place_words.contains(w)
        || q.has_words.contains(w)
        || config.follow.available.contains(w))
        && !q.negations.contains(w)
}

/// The negation of word `at` of `words`, if one is within reach, up to two passable words
/// between: before it; or, of a language that writes it after (`negations_after`), after it.
pub(crate) fn negation_before(config: &Config, words: &[String], at: usize) -> Option<usize> {
    let after = &config.questions.negations_after;
    if !after.is_empty() {
        for k in at + 1..at + 4 {
            let Some(w) = words.get(k) else { break };
            if after.contains(w) {
                return Some(k);
            }
            if !passable(config, w) {
                break;
            }
        }
    }
    let mut i = at;
    for _ in 0..3 {
        let one = i.checked_sub(1)?;
        let w = words.get(one)?;
        // "sertifikalı olmayan bayiler": a negation written after its word negates that word,
        // not the one after.
        if after.contains(w) {
            return None;
        }
        if config.questions.negations.contains(w) || glued_to_a_verb(config, w) {
            return Some(one);
        }
        // "nie są certyfikowani", "nem is tanúsított": a short word nothing reads (a verb of
        // a language with no pack) between a negation and its word.
        if !(passable(config, w) || i == at && unread_short(config, w)) {
            return None;
        }
        i = one;
    }
    None
}

/// Whether `w` is a word of the normalizer's stopwords or of one of `lists`.
fn listed(config: &Config, w: &str, lists: &[&[String]]) -> bool {
    config.normalizer.stopwords.contains(w) || lists.iter().any(|l| l.iter().any(|x| x == w))
}

/// Whether `w` is a short word of letters (four at most) that no list of the questions'
/// words holds, nor a market's code or name: "są", "jsou", "is".
fn unread_short(config: &Config, w: &str) -> bool {
    let q = &config.questions;
    crate::base::text::char_count(w) <= 4
        && w.chars().all(char::is_alphabetic)
        && !listed(
            config,
            w,
            &[
                &q.common_words,
                &q.negations,
                &q.negations_after,
                &q.and_words,
                &q.except_words,
            ],
        )
        && !config
            .markets
            .iter()
            .any(|m| m.any_name(&mut |n: &String| crate::base::case::lowercase(n) == w))
}

/// "nejsou certifikovaní" (Czech "ne" + "jsou", are not): a negation of two letters glued to
/// a short word nothing reads, right before what it negates, as the Slavic languages write
/// their verbs. A word a list holds ("none", "need" of the English pack) is that word; a
/// longer negation glued is a name's letters ("Sinaloa" is no "sin" + "aloa").
fn glued_to_a_verb(config: &Config, w: &str) -> bool {
    let q = &config.questions;
    !listed(config, w, &[&q.common_words, &q.has_words])
        && q.negations.iter().any(|neg| {
            crate::base::text::char_count(neg) == 2
                && !q.negations_after.contains(neg)
                && w.strip_prefix(neg.as_str()).is_some_and(|rest| {
                    crate::base::text::char_count(rest) >= 2 && unread_short(config, rest)
                })
        })
}

/// The word a negation at `at` of `words` negates: the first after it that is not passable,
/// within reach.
pub(crate) fn negated_word(config: &Config, words: &[String], at: usize) -> Option<usize> {
    if words
        .get(at)
        .is_some_and(|w| config.questions.negations_after.contains(w))
    {
        for j in (at.saturating_sub(3)..at).rev() {
            let w = words.get(j)?;
            if config.questions.negations.contains(w) {
                return None;
            }
            if !passable(config, w) {
                return (negation_before(config, words, j) == Some(at)).then_some(j);
            }
        }
        return None;
    }
    for j in at + 1..at + 4 {
        let w = words.get(j)?;
        // "ne sont pas certifiés": the last negation negates.
        if config.questions.negations.contains(w) {
            return None;
        }
        // "nie są certyfikowani": the short word between is no word negated; one that ends
        // the question is ("senza ore").
        let then = || {
            words.get(j + 1).is_some()
                && negation_before(config, words, j + 1) == Some(at)
                && unread_short(config, w)
        };
        if !passable(config, w) && !then() {
            return (negation_before(config, words, j) == Some(at)).then_some(j);
        }
    }
    None
}
