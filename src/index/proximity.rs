//! Proximity: the share of a question's neighbouring word pairs that a block has near each other
//! (`[search] proximity`). The index keeps counts, not positions, so a question copied from a
//! sentence ("A borrowed value was moved out") scores the block that holds the sentence no better
//! than one that holds its words apart; the best few blocks are read again for this.

use crate::base::stem::Stemmer;

/// How far apart, in words (stopwords included), two of the question's words still count as near.
const WINDOW: usize = 3;
/// Questions longer than this are read for their first words' pairs only.
const MAX_WORDS: usize = 32;

/// A question's words in order, each with its stem when it has one.
pub struct Near<'a> {
    words: Vec<(&'a str, Option<&'a str>)>,
    stemmer: Stemmer,
}

impl<'a> Near<'a> {
    /// The question's words, a word repeated right after itself once.
    pub fn new(
        words: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
        stemmer: Stemmer,
    ) -> Near<'a> {
        let mut list: Vec<(&str, Option<&str>)> = Vec::new();
        for w in words {
            if list.last().map(|l| l.0) != Some(w.0) && list.len() < MAX_WORDS {
                list.push(w);
            }
        }
        Near {
            words: list,
            stemmer,
        }
    }

    /// The number of neighbouring pairs the question has: 0 for a one-word question.
    pub fn pairs(&self) -> usize {
        self.words.len().saturating_sub(1)
    }

    /// The share of the question's neighbouring pairs found within `WINDOW` words of each other,
    /// in either order, in one of `texts` (a pair is not found across two texts). A block's word
    /// is a question's word when it is the same word or has the same stem.
    pub fn share(&self, texts: &[&str]) -> f64 {
        let pairs = self.pairs();
        if pairs == 0 {
            return 0.0;
        }
        let mut found = vec![false; pairs];
        let mut last = vec![usize::MAX; self.words.len()];
        let mut pos = 0usize;
        let mut word = String::new();
        for text in texts {
            // A gap between texts: no pair spans a heading and its body.
            pos += WINDOW + 1;
            let mut chars = text.chars().peekable();
            while chars.peek().is_some() {
                word.clear();
                for c in chars.by_ref() {
                    if c.is_alphanumeric() {
                        word.push(crate::base::case::lower(c));
                    } else if !word.is_empty() {
                        break;
                    }
                }
                if word.is_empty() {
                    continue;
                }
                pos += 1;
                for j in 0..self.words.len() {
                    if !self.matches(j, &word) {
                        continue;
                    }
                    last[j] = pos;
                    for k in [j.wrapping_sub(1), j + 1] {
                        let Some(&at) = last.get(k) else { continue };
                        if at != usize::MAX && pos - at <= WINDOW {
                            found[j.min(k)] = true;
                        }
                    }
                }
            }
        }
        found.iter().filter(|f| **f).count() as f64 / pairs as f64
    }

    fn matches(&self, j: usize, token: &str) -> bool {
        let (text, stem) = self.words[j];
        if token == text {
            return true;
        }
        // Stemming every word of a block is the cost: only a word that starts as the stem does
        // is stemmed (the stem of "using" is "use", so three letters, not the whole stem).
        let Some(stem) = stem else { return false };
        let head = stem.len().min(3);
        token.len() >= head
            && token.as_bytes()[..head] == stem.as_bytes()[..head]
            && self.stemmer.stem(token).as_deref() == Some(stem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(words: &[&str]) -> (Vec<String>, Vec<Option<String>>) {
        let stems = words.iter().map(|w| Stemmer::English.stem(w)).collect();
        (words.iter().map(|w| w.to_string()).collect(), stems)
    }

    fn share(question: &[&str], texts: &[&str]) -> f64 {
        let (w, s) = near(question);
        let n = Near::new(
            w.iter()
                .map(String::as_str)
                .zip(s.iter().map(Option::as_deref)),
            Stemmer::English,
        );
        n.share(texts)
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
}
