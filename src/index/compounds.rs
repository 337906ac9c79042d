//! German and Dutch compounds split at build time, so that "Pumpe" finds the block about the
//! "Hydraulikpumpe" and "Rückruf" the "Sicherheitsrückruf". A word of a German or Dutch document
//! is split into parts that are themselves words of the bundle (its own blocks: a part never
//! names a word only hidden documents hold), each at least `MIN_PART` letters; the parts are
//! indexed as extra tokens of the block, beside the word. Only the last part is inflected in a
//! compound ("Hydraulikpumpen"), so it may be any form of a word of the bundle (the same stem);
//! a part before it may carry a linking element ("Sicherheits-", "Arbeits-", "Schrauben-").

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
    /// Their stems, for the last part's inflections.
    stems: Set<String>,
    /// Each word split once per language: its parts, each with its stem.
    split: Map<(Stemmer, String), Parts>,
}

/// Whether words in this language are split.
pub fn splits(stemmer: Stemmer) -> bool {
    matches!(stemmer, Stemmer::German | Stemmer::Dutch)
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
        for b in blocks {
            // A hole (a block number a removed document left) has no document.
            let Some(doc) = docs.get(b.doc) else { continue };
            let language = usize::from(doc.language);
            for text in [doc.title.as_str(), &b.heading, &b.text] {
                for (t, stem) in normalizer.index_tokens(text, language) {
                    if t.chars().count() >= MIN_PART && t.chars().all(char::is_alphabetic) {
                        stems.extend(stem);
                        words.insert(t);
                    }
                }
            }
        }
        Some(Compounds {
            words,
            stems,
            split: Map::default(),
        })
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
        let len = chars.len();
        if len < 2 * MIN_PART || !chars.iter().all(|c| c.is_alphabetic()) {
            return Vec::new();
        }
        let text = |a: usize, b: usize| chars[a..b].iter().collect::<String>();
        let stem = |s: &str| stemmer.stem(s).map(|s| n.fold(&s).into_owned());
        // best[i]: the fewest parts word[..i] splits into, where its last part starts, and the
        // word that part is (its linking element left off).
        let mut best: Vec<Option<(usize, usize, String)>> = vec![None; len + 1];
        best[0] = Some((0, 0, String::new()));
        for end in MIN_PART..=len - MIN_PART {
            for start in 0..=end - MIN_PART {
                let Some(count) = best[start].as_ref().map(|b| b.0) else {
                    continue;
                };
                let Some(part) = self.word_at(&text(start, end)) else {
                    continue;
                };
                if best[end].as_ref().is_none_or(|b| count + 1 < b.0) {
                    best[end] = Some((count + 1, start, part));
                }
            }
        }
        // The longest last part first: fewer, longer parts are the likelier reading.
        for last in MIN_PART..=len - MIN_PART {
            if best[last].is_none() {
                continue;
            }
            let tail = text(last, len);
            let tail_stem = stem(&tail);
            let known = self.words.contains(&tail)
                || tail_stem.as_ref().is_some_and(|s| self.stems.contains(s));
            if !known {
                continue;
            }
            let mut parts = vec![(tail, tail_stem)];
            let mut at = last;
            while let Some((_, start, part)) = best[at].as_ref().filter(|_| at > 0) {
                parts.push((part.clone(), stem(part)));
                at = *start;
            }
            parts.reverse();
            return parts;
        }
        Vec::new()
    }

    /// The bundle's word `piece` is, as it stands before another part: itself, or itself
    /// followed by a linking element.
    fn word_at(&self, piece: &str) -> Option<String> {
        if self.words.contains(piece) {
            return Some(piece.to_string());
        }
        LINKS.iter().find_map(|l| {
            let w = piece.strip_suffix(l)?;
            (w.chars().count() >= MIN_PART && self.words.contains(w)).then(|| w.to_string())
        })
    }
}
