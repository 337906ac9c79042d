//! German and Dutch compounds split at build time, so that "Pumpe" finds the block about the
//! "Hydraulikpumpe" and "Rückruf" the "Sicherheitsrückruf". A word of a German or Dutch document
//! is split into parts that are themselves words of the bundle (its own blocks: a part never
//! names a word only hidden documents hold), each at least `MIN_PART` letters; the parts are
//! indexed as extra tokens of the block, beside the word. Only the last part is inflected in a
//! compound ("Hydraulikpumpen"), so it may be any form of a word of the bundle (the same stem);
//! a part before it may carry a linking element ("Sicherheits-", "Arbeits-", "Schrauben-").
//! A last part the bundle never writes alone is a word too when it ends compounds of two
//! different first words ("Ölwechselintervall", "Wartungsintervalle": "Intervall").
//!
//! `split` is the splitting itself, over any vocabulary: question time splits a question's word
//! no block holds against the words the asker may read ("Gesamtbestand": gesamt, bestand).

use crate::base::hash::{Map, Set};
use crate::base::model::{Block, Doc};
use crate::base::stem::Stemmer;
use crate::base::text::Normalizer;

/// Shorter parts are not taken: "ab", "an" or "ein" would split half the language. Four letters
/// may still split a word wrongly ("Bein" + "haltet"), only where the bundle holds both words.
const MIN_PART: usize = 4;

/// What follows a part inside a compound, before the next part.
const LINKS: [&str; 6] = ["s", "es", "e", "n", "en", "er"];

/// A word's parts, each with its stem.
type Parts = Vec<(String, Option<String>)>;

pub struct Compounds {
    /// The bundle's words (folded, at least `MIN_PART` letters).
    words: Set<String>,
    /// Their stems, for the last part's inflections; and the stems of the last parts that end
    /// compounds of two different first words (`tails`).
    stems: Set<String>,
    /// Each word split once per language: its parts, each with its stem.
    split: Map<(Stemmer, String), Parts>,
}

/// Whether words in this language are split.
pub fn splits(stemmer: Stemmer) -> bool {
    matches!(stemmer, Stemmer::German | Stemmer::Dutch)
}

/// Shorter last parts are never taken from compounds alone (`tails`): a suffix ("-heit",
/// "-keit", "-lich") ends many words after many first words.
const MIN_TAIL: usize = MIN_PART + 1;

/// The parts `word` (its letters) splits into, the fewest, the longest last part first: every
/// part before the last is a word `head` gives (the piece itself, or with its linking element
/// left off: `head` returns the word), and the last is a piece `last` accepts. Empty when no
/// split covers the word.
pub fn split(
    chars: &[char],
    head: impl Fn(&str) -> Option<String>,
    last: impl Fn(&str) -> bool,
) -> Vec<String> {
    let len = chars.len();
    if len < 2 * MIN_PART || !chars.iter().all(|c| c.is_alphabetic()) {
        return Vec::new();
    }
    // Places by `get` (all are in bounds): each index carried a bounds check's panic of its
    // own in the page's wasm.
    let text = |a: usize, b: usize| {
        chars
            .get(a..b)
            .unwrap_or_default()
            .iter()
            .collect::<String>()
    };
    // best[i]: the fewest parts word[..i] splits into, where its last part starts, and the
    // word that part is (its linking element left off).
    // Pushed, not `vec![None; n]`, and the parts below put in place, not reversed: each was
    // code of its own in the page's wasm.
    let mut best: Vec<Option<(usize, usize, String)>> = Vec::with_capacity(len + 1);
    best.push(Some((0, 0, String::new())));
    for _ in 0..len {
        best.push(None);
    }
    for end in MIN_PART..=len - MIN_PART {
        for start in 0..=end - MIN_PART {
            let Some(count) = best.get(start).and_then(Option::as_ref).map(|b| b.0) else {
                continue;
            };
            let Some(part) = head(&text(start, end)) else {
                continue;
            };
            if let Some(at_end) = best.get_mut(end) {
                if at_end.as_ref().is_none_or(|b| count + 1 < b.0) {
                    *at_end = Some((count + 1, start, part));
                }
            }
        }
    }
    // The longest last part first: fewer, longer parts are the likelier reading.
    for at_last in MIN_PART..=len - MIN_PART {
        if best.get(at_last).is_none_or(Option::is_none) {
            continue;
        }
        let tail = text(at_last, len);
        if !last(&tail) {
            continue;
        }
        let mut parts = vec![tail];
        let mut at = at_last;
        while let Some((_, start, part)) = best.get(at).and_then(Option::as_ref).filter(|_| at > 0)
        {
            crate::base::text::insert_word(&mut parts, 0, part.clone());
            at = *start;
        }
        return parts;
    }
    Vec::new()
}

/// The word `piece` is, as it stands before another part, when `known` knows it: itself, or
/// itself followed by a linking element.
pub fn head_word(piece: &str, known: impl Fn(&str) -> bool) -> Option<String> {
    if known(piece) {
        return Some(piece.to_string());
    }
    LINKS.iter().find_map(|l| {
        let w = piece.strip_suffix(l)?;
        (crate::base::text::char_count(w) >= MIN_PART && known(w)).then(|| w.to_string())
    })
}

impl Compounds {
    /// The vocabulary compounds are split against, or None when no document is in a language
    /// whose compounds are split.
    pub fn new(blocks: &[Block], docs: &[Doc], normalizer: &Normalizer) -> Option<Compounds> {
        if !docs
            .iter()
            .any(|d| splits(normalizer.stemmer(usize::from(d.language))))
        {
            return None;
        }
        let mut words = Set::default();
        let mut stems = Set::default();
        // The words of the languages that split, each once, with their stemmer.
        let mut splitting: Set<(Stemmer, String)> = Set::default();
        for b in blocks {
            // A hole (a block number a removed document left) has no document.
            let Some(doc) = docs.get(b.doc) else { continue };
            let language = usize::from(doc.language);
            let stemmer = normalizer.stemmer(language);
            for text in [doc.title.as_str(), &b.heading, &b.text] {
                for (t, stem) in normalizer.index_tokens(text, language) {
                    if crate::base::text::char_count(&t) >= MIN_PART
                        && t.chars().all(char::is_alphabetic)
                    {
                        stems.extend(stem);
                        if splits(stemmer) {
                            splitting.insert((stemmer, t.clone()));
                        }
                        words.insert(t);
                    }
                }
            }
        }
        let mut c = Compounds {
            words,
            stems,
            split: Map::default(),
        };
        c.add_tails(splitting, normalizer);
        Some(c)
    }

    /// The last parts that end compounds of two different first words, known by their stems
    /// from then on: each word's every first piece the bundle knows, and what follows it.
    fn add_tails(&mut self, splitting: Set<(Stemmer, String)>, n: &Normalizer) {
        let mut firsts: Map<String, String> = Map::default();
        let mut tails: Set<String> = Set::default();
        // In a fixed order: which first word a tail is noted with must not depend on a hash.
        let mut splitting: Vec<(Stemmer, String)> = splitting.into_iter().collect();
        splitting.sort_unstable_by(|a, b| (a.0 as u8, &a.1).cmp(&(b.0 as u8, &b.1)));
        for (stemmer, word) in &splitting {
            let chars: Vec<char> = word.chars().collect();
            for at in MIN_PART..chars.len().saturating_sub(MIN_TAIL - 1) {
                let piece: String = chars[..at].iter().collect();
                let Some(first) = head_word(&piece, |w| self.words.contains(w)) else {
                    continue;
                };
                let tail: String = chars[at..].iter().collect();
                let Some(stem) = stemmer.stem(&tail).map(|s| n.fold(&s).into_owned()) else {
                    continue;
                };
                if self.stems.contains(&stem) || self.words.contains(&tail) {
                    continue;
                }
                match firsts.get(&stem) {
                    Some(other) if *other != first => {
                        tails.insert(stem);
                    }
                    Some(_) => {}
                    None => {
                        firsts.insert(stem, first);
                    }
                }
            }
        }
        self.stems.extend(tails);
    }

    /// The parts of `word` (a folded token of a document in `stemmer`'s language), each with its
    /// stem; none when it is no compound of the bundle's words.
    pub fn parts(
        &mut self,
        word: &str,
        stemmer: Stemmer,
        n: &Normalizer,
    ) -> &[(String, Option<String>)] {
        let key = (stemmer, word.to_string());
        if !self.split.contains_key(&key) {
            let parts = self.find(word, stemmer, n);
            self.split.insert(key.clone(), parts);
        }
        self.split.get(&key).map_or(&[], Vec::as_slice)
    }

    fn find(&self, word: &str, stemmer: Stemmer, n: &Normalizer) -> Parts {
        let chars: Vec<char> = word.chars().collect();
        let stem = |s: &str| stemmer.stem(s).map(|s| n.fold(&s).into_owned());
        let parts = split(
            &chars,
            |piece| head_word(piece, |w| self.words.contains(w)),
            |tail| self.words.contains(tail) || stem(tail).is_some_and(|s| self.stems.contains(&s)),
        );
        parts
            .into_iter()
            .map(|p| {
                let s = stem(&p);
                (p, s)
            })
            .collect()
    }
}
