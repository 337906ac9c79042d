//! Proximity: the share of a question's neighbouring word pairs that a block has near each other
//! (`[search] proximity`). The index keeps counts, not positions, so a question copied from a
//! sentence ("A borrowed value was moved out") scores the block that holds the sentence no better
//! than one that holds its words apart; the best few blocks are read again for this.

use crate::base::text::Normalizer;

/// How far apart, in words (stopwords included), two of the question's words still count as near.
const WINDOW: usize = 3;
/// Questions longer than this are read for their first words' pairs only.
const MAX_WORDS: usize = 32;

/// A question's words in order (folded, as the index holds them), each with its stems.
pub struct Near<'a> {
    words: Vec<(&'a str, &'a [String])>,
    /// Which bytes a word or stem starts with.
    first: [bool; 256],
    /// The corpus's folding and stemmers, which a block's words are read with.
    normalizer: &'a Normalizer,
}

impl<'a> Near<'a> {
    /// The question's words, a word repeated right after itself once.
    pub fn new(
        words: impl IntoIterator<Item = (&'a str, &'a [String])>,
        normalizer: &'a Normalizer,
    ) -> Near<'a> {
        let mut list: Vec<(&str, &[String])> = Vec::new();
        for w in words {
            if list.last().map(|l| l.0) != Some(w.0) && list.len() < MAX_WORDS {
                list.push(w);
            }
        }
        let mut first = [false; 256];
        // The word's and its stems' first bytes, by loops: a chain of them was an iterator's
        // code of its own in the page's wasm.
        let mut mark = |s: &str| {
            if let Some(b) = s.bytes().next() {
                first[usize::from(b)] = true;
            }
        };
        for (w, stems) in &list {
            mark(w);
            for s in stems.iter() {
                mark(s);
            }
        }
        Near {
            first,
            words: list,
            normalizer,
        }
    }

    /// The number of neighbouring pairs the question has: 0 for a one-word question.
    pub fn pairs(&self) -> usize {
        self.words.len().saturating_sub(1)
    }

    /// The share of the question's neighbouring pairs found within `WINDOW` words of each other,
    /// in either order, in one of `texts` (a pair is not found across two texts). A block's word
    /// is a question's word when it is the same word once folded, or has one of its stems in
    /// one of the corpus's languages. `seen` keeps the stems made, across the blocks of one
    /// question.
    pub fn share(&self, texts: &[&[u8]], seen: &mut Stems) -> f64 {
        let pairs = self.pairs();
        if pairs == 0 {
            return 0.0;
        }
        let mut found = 0u32;
        let mut last = [usize::MAX; MAX_WORDS];
        let mut pos = 0usize;
        let mut word: Vec<u8> = Vec::new();
        for bytes in texts {
            // A gap between texts: no pair spans a heading and its body.
            pos += WINDOW + 1;
            let mut i = 0;
            // Bytes, not chars, and no UTF-8 check of the whole text: a block is read for every
            // question, and most of it is ASCII. A word is lowercased only when a question word
            // starts with its first byte (folding keeps an ASCII word's first letter).
            while i < bytes.len() {
                let start = i;
                let mut ascii = true;
                while let Some(&b) = bytes.get(i) {
                    if b.is_ascii() {
                        if !b.is_ascii_alphanumeric() {
                            break;
                        }
                        i += 1;
                    } else {
                        match char_at(bytes, i) {
                            Some(c) if c.is_alphanumeric() => {
                                ascii = false;
                                i += c.len_utf8();
                            }
                            _ => break,
                        }
                    }
                }
                if i == start {
                    // Not a letter or digit: skip the byte, or the whole char.
                    i += if bytes[i].is_ascii() {
                        1
                    } else {
                        char_at(bytes, i).map_or(1, char::len_utf8)
                    };
                    continue;
                }
                pos += 1;
                let token = bytes.get(start..i).unwrap_or_default();
                if ascii
                    && token
                        .first()
                        .is_some_and(|b| !self.first[usize::from(b.to_ascii_lowercase())])
                {
                    continue;
                }
                word.clear();
                if ascii {
                    for b in token {
                        word.push(b.to_ascii_lowercase());
                    }
                } else {
                    let text = std::str::from_utf8(token).unwrap_or_default();
                    // As questions' words are read (`case::letter`): Arabic's marks dropped.
                    for c in text.chars().filter_map(crate::base::case::letter) {
                        let mut buf = [0u8; 4];
                        word.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                    }
                }
                let mask = self.mask(&word, seen);
                if mask == 0 {
                    continue;
                }
                for (j, at) in last.iter_mut().enumerate().take(self.words.len()) {
                    if mask & (1 << j) != 0 {
                        *at = pos;
                    }
                }
                for j in 0..pairs {
                    let (Some(&a), Some(&b)) = (last.get(j), last.get(j + 1)) else {
                        continue;
                    };
                    if mask & (3 << j) != 0
                        && a != usize::MAX
                        && b != usize::MAX
                        && a.abs_diff(b) <= WINDOW
                    {
                        found |= 1 << j;
                    }
                }
            }
        }
        f64::from(found.count_ones()) / pairs as f64
    }

    /// Which of the question's words `token` (lowercase) is, one bit each.
    fn mask(&self, token: &[u8], seen: &mut Stems) -> u32 {
        let text = std::str::from_utf8(token).unwrap_or_default();
        let folded = self.normalizer.fold(text);
        let folded = folded.as_bytes();
        // Most of a block's words start with a byte no question word starts with.
        if !folded.first().is_some_and(|b| self.first[usize::from(*b)]) {
            return 0;
        }
        let mut mask = 0u32;
        for (j, (word, stems)) in self.words.iter().enumerate() {
            let hit = folded == word.as_bytes()
                || stems.iter().any(|s| {
                    // A stem is a word's start but for its last letter at most ("using" gives
                    // "use", "cry" gives "cri"): only such a word is stemmed.
                    let head = s.len().saturating_sub(1).max(2).min(s.len());
                    folded.get(..head) == s.as_bytes().get(..head)
                        && seen.is(text, self.normalizer, s)
                });
            if hit {
                mask |= 1 << j;
            }
        }
        mask
    }
}

/// The stems of the block words one question's reading needed, kept across its blocks: a few
/// dozen words, looked up by a scan.
#[derive(Default)]
pub struct Stems(Vec<(String, Vec<String>)>);

impl Stems {
    /// Whether `stem` is one of `token`'s stems.
    fn is(&mut self, token: &str, normalizer: &Normalizer, stem: &str) -> bool {
        let at = match self.0.iter().position(|(t, _)| t == token) {
            Some(at) => at,
            None => {
                self.0.push((token.to_string(), normalizer.stems(token)));
                self.0.len() - 1
            }
        };
        self.0
            .get(at)
            .is_some_and(|e| e.1.iter().any(|s| s == stem))
    }
}

/// The char that starts at byte `i`, if a whole one does.
fn char_at(bytes: &[u8], i: usize) -> Option<char> {
    let len = match *bytes.get(i)? {
        b if b < 0x80 => 1,
        b if b >= 0xF0 => 4,
        b if b >= 0xE0 => 3,
        _ => 2,
    };
    std::str::from_utf8(bytes.get(i..i + len)?)
        .ok()?
        .chars()
        .next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::stem::Stemmer;

    fn share_in(stemmers: &[Stemmer], question: &[&str], texts: &[&str]) -> f64 {
        let normalizer = Normalizer {
            stemmers: stemmers.to_vec(),
            ..Normalizer::default()
        };
        let texts: Vec<&[u8]> = texts.iter().map(|t| t.as_bytes()).collect();
        let words: Vec<(String, Vec<String>)> = question
            .iter()
            .map(|w| (normalizer.fold(w).into_owned(), normalizer.stems(w)))
            .collect();
        let n = Near::new(
            words.iter().map(|(w, s)| (w.as_str(), s.as_slice())),
            &normalizer,
        );
        n.share(&texts, &mut Stems::default())
    }

    fn share(question: &[&str], texts: &[&str]) -> f64 {
        share_in(&[Stemmer::English], question, texts)
    }

    #[test]
    fn folded_words_and_any_languages_stems_are_near() {
        // Accents and German spellings folded on both sides.
        assert_eq!(
            share_in(
                &[Stemmer::German],
                &["rueckruf", "bremse"],
                &["Der Rückruf der Bremsen"]
            ),
            1.0
        );
        // A question's word in either of the corpus's languages.
        let both = [Stemmer::English, Stemmer::Spanish];
        assert_eq!(
            share_in(&both, &["bombas", "hidráulicas"], &["bomba hidraulica"]),
            1.0
        );
        assert_eq!(
            share_in(&both, &["pumps", "failing"], &["pump failed"]),
            1.0
        );
    }

    #[test]
    fn pairs_near_each_other_in_any_form_and_order() {
        // "borrowed" / "borrowing" share a stem; "and" sits between them, within the window.
        assert_eq!(
            share(&["borrowed", "references"], &["References and Borrowing"]),
            1.0
        );
        assert_eq!(
            share(
                &["borrowed", "value", "moved"],
                &["A borrowed value was moved out."]
            ),
            1.0
        );
        // One pair of two: "value" is far from "moved".
        let far = "a borrowed value is one thing; later in the text something was moved";
        assert_eq!(share(&["borrowed", "value", "moved"], &[far]), 0.5);
        assert_eq!(
            share(&["borrowed", "moved"], &["borrowed", "moved"]),
            0.0,
            "not across texts"
        );
        assert_eq!(
            share(&["borrowed"], &["borrowed"]),
            0.0,
            "one word has no pair"
        );
        assert_eq!(
            share(&["e0382", "moved"], &["Error E0382: value moved"]),
            1.0
        );
    }

    #[test]
    fn any_bytes_any_words_give_a_share_and_never_panic() {
        // Texts cut anywhere (a lead of 300 bytes may end inside a character), any bytes, up to
        // more question words than the pair bits hold, read with German's folding.
        let normalizer = Normalizer {
            stemmers: vec![Stemmer::English, Stemmer::German],
            ..Normalizer::default()
        };
        let mut x: u64 = 7;
        let mut next = || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) as usize
        };
        let alphabet = [
            "a", "é", "ß", "İ", "\u{301}", " ", ".", "-", "0", "ab", "borrow", "ing",
        ];
        for _ in 0..400 {
            let words: Vec<String> = (0..next() % 40)
                .map(|_| {
                    (0..1 + next() % 3)
                        .map(|_| alphabet[next() % alphabet.len()])
                        .collect()
                })
                .collect();
            let text: String = (0..next() % 80)
                .map(|_| alphabet[next() % alphabet.len()])
                .collect();
            let cut = next() % (text.len() + 1);
            let mut bytes = text.as_bytes()[..cut].to_vec();
            if next() % 4 == 0 {
                bytes.push(0xff);
            }
            let stems: Vec<Vec<String>> = words.iter().map(|w| vec![w.clone()]).collect();
            let n = Near::new(
                words
                    .iter()
                    .map(String::as_str)
                    .zip(stems.iter().map(Vec::as_slice)),
                &normalizer,
            );
            let got = n.share(&[&bytes, text.as_bytes()], &mut Stems::default());
            assert!((0.0..=1.0).contains(&got), "{words:?} {text:?}: {got}");
        }
    }
}
