//! What the Snowball ports share: a suffix found as Snowball's `among` finds it, and the regions
//! (R1, R2, RV) a suffix must lie in. Words are char vectors: the algorithms count letters, and
//! their suffixes carry accents. Suffix lists are one string each, words separated by spaces:
//! smaller in the wasm than a slice of strings.

/// Whether `c` is one of the letters of `set`: `str::contains` of a letter outside ASCII
/// searches for its UTF-8 bytes as a string (the standard library's two-way searcher and its
/// slicing panics, about 5 KB of the page's wasm once any of these stemmers is in).
pub(super) fn one_of(set: &str, c: char) -> bool {
    set.chars().any(|x| x == c)
}

/// Where `s` starts when `w` ends with it.
pub(super) fn suffix_at(w: &[char], s: &str) -> Option<usize> {
    let mut i = w.len();
    for c in s.chars().rev() {
        if i == 0 || w[i - 1] != c {
            return None;
        }
        i -= 1;
    }
    Some(i)
}

/// Whether `w` ends with `s`.
pub(super) fn ends(w: &[char], s: &str) -> bool {
    suffix_at(w, s).is_some()
}

/// The longest suffix of `w` among `classes` that starts at `from` or later: its class (counted
/// from 1, as Snowball's among numbers its actions) and where it starts. Snowball reads that one
/// suffix only: when its condition fails, no shorter suffix is tried.
pub(super) fn among(w: &[char], from: usize, classes: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (k, list) in classes.iter().enumerate() {
        // The list's words by bytes, not `split(' ')`: a searcher of its own in the page's
        // wasm, and no allocation per call (every word of a corpus is stemmed at build).
        let bytes = list.as_bytes();
        let mut start = 0;
        for end in 0..=bytes.len() {
            if end < bytes.len() && bytes.get(end) != Some(&b' ') {
                continue;
            }
            let s = list.get(start..end).unwrap_or_default();
            start = end + 1;
            if let Some(at) = suffix_at(w, s) {
                if at >= from && best.is_none_or(|(_, b)| at < b) {
                    best = Some((k + 1, at));
                }
            }
        }
    }
    best
}

/// Where the region after the first non-vowel that follows a vowel starts, looking from `from`:
/// R1 from the word's start, R2 from R1. The word's end when there is none.
pub(super) fn region(w: &[char], from: usize, vowel: impl Fn(char) -> bool) -> usize {
    let mut i = from;
    while i < w.len() && !vowel(w[i]) {
        i += 1;
    }
    i += 1;
    while i < w.len() && vowel(w[i]) {
        i += 1;
    }
    if i < w.len() {
        i + 1
    } else {
        w.len()
    }
}

#[cfg(any(
    feature = "stem-es",
    feature = "stem-it",
    feature = "stem-pt",
    not(target_arch = "wasm32")
))]
/// RV of the Romance languages: after the next vowel when the second letter is a consonant,
/// after the next consonant when the first two are vowels, else after the third letter.
pub(super) fn rv(w: &[char], vowel: impl Fn(char) -> bool) -> usize {
    let n = w.len();
    if n < 3 {
        return n;
    }
    let next = |want: bool| (2..n).find(|&i| vowel(w[i]) == want).map_or(n, |i| i + 1);
    match (vowel(w[0]), vowel(w[1])) {
        (_, false) => next(true),
        (true, true) => next(false),
        (false, true) => 3,
    }
}

#[cfg(any(feature = "stem-de", feature = "stem-nl", not(target_arch = "wasm32")))]
/// R1 and R2 of German and Dutch: R1 starts at the fourth letter at the earliest, and R2 is
/// found from where R1 would start without that rule.
pub(super) fn regions_from_third(
    w: &[char],
    vowel: impl Fn(char) -> bool + Copy,
) -> (usize, usize) {
    let p1 = region(w, 0, vowel);
    if p1 >= w.len() {
        return (w.len(), w.len());
    }
    (p1.max(3), region(w, p1, vowel))
}
